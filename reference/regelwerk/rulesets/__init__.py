"""The registry of rule sets, by suite name."""

from __future__ import annotations

from regelwerk.core.ruleset import RuleSet
from regelwerk.rulesets.mordheim import RULESET as MORDHEIM
from regelwerk.rulesets.pocket_tactics import RULESET as POCKET_TACTICS
from regelwerk.rulesets.standardaktionen import RULESET as STANDARDAKTIONEN
from regelwerk.rulesets.w40k import RULESET as W40K

RULESETS: dict[str, RuleSet] = {rs.name: rs for rs in (POCKET_TACTICS, MORDHEIM, STANDARDAKTIONEN, W40K)}


def get(name: str) -> RuleSet:
    try:
        return RULESETS[name]
    except KeyError:
        known = ", ".join(sorted(RULESETS))
        raise KeyError(f"unknown rule set {name!r} (known: {known})") from None
