"""Every German scenario of every rule set, run through pytest-bdd."""

from pytest_bdd import scenarios

from regelwerk.rulesets import RULESETS

scenarios(*sorted(RULESETS))
