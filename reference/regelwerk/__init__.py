"""regelwerk: a rules-conformance suite and reference engine for German tabletop rule sets.

The package has three layers, each importable on its own:

* :mod:`regelwerk.core` -- shared mechanics: canonical JSON, dice queues, typed errors,
  hex geometry, the rule-set contract and the JSON-in/JSON-out engine entry point.
* :mod:`regelwerk.rulesets` -- one package per rule set with the same anatomy
  (state, actions, events, rules, dice, interpretations).
* :mod:`regelwerk.suite` and :mod:`regelwerk.harness` -- the conformance suite
  (catalogs, features, vectors, fill/check) and the runner that talks to engines.
"""

from regelwerk.core.paths import package_version

# One number for the package and the suite it ships: read from features/suite.yaml, as
# pyproject.toml does ([tool.hatch.version]); tests/test_versions.py holds every other place to it.
__version__ = package_version()
