"""Standardaktionen einer Einheit: the homebrew grid skirmish of a private wiki, with its
reaction window.

Seed: ``000_624786157329584b.txt``.  Clause ids start with ``SA-``, error codes with ``SA.``,
interpretation switches with ``SA-A-``.

Anatomy: :mod:`.state` (state, ``position_problems``), :mod:`.actions` (``parse_action``,
``action_to_json``), :mod:`.events`, :mod:`.rules` (``apply``, ``check``, ``resolve``) with the
procedures in :mod:`.turn`, :mod:`.movement`, :mod:`.combat`, :mod:`.reactions` and
:mod:`.facing`, the questions in :mod:`.queries`, :mod:`.legal` (``legal_actions``),
:mod:`.game` (``initial_state``, ``outcome``, ``invariants``), :mod:`.dice`, :mod:`.interpretations`,
:mod:`.errors` (``ERROR_CODES``) and the German step library of the features in :mod:`.steps`
(suite code: :data:`RULESET` names it by reference, nothing here imports it).
The porter's page is ``docs/standardaktionen.md``.
"""

from __future__ import annotations

from regelwerk.core.ruleset import RuleSet
from regelwerk.rulesets.standardaktionen.actions import action_to_json, parse_action
from regelwerk.rulesets.standardaktionen.dice import LABELS
from regelwerk.rulesets.standardaktionen.errors import ERROR_CODES
from regelwerk.rulesets.standardaktionen.game import initial_state, invariants, outcome
from regelwerk.rulesets.standardaktionen.legal import legal_actions
from regelwerk.rulesets.standardaktionen.rules import apply, check, resolve
from regelwerk.rulesets.standardaktionen.state import parse_state, position_problems, state_to_json

RULESET = RuleSet(
    name="standardaktionen",
    title="Standardaktionen einer Einheit",
    prefix="SA",
    seed="000_624786157329584b.txt",
    dice_labels=LABELS,
    parse_state=parse_state,
    state_to_json=state_to_json,
    position_problems=position_problems,
    parse_action=parse_action,
    action_to_json=action_to_json,
    check=check,
    resolve=resolve,
    apply=apply,
    legal_actions=legal_actions,
    initial_state=initial_state,
    outcome=outcome,
    invariants=invariants,
    error_codes=ERROR_CODES,
    step_library="regelwerk.rulesets.standardaktionen.steps:STEPS",
    raising_helpers={"report": "malformed"},
)

__all__ = [
    "ERROR_CODES", "RULESET", "action_to_json", "apply", "check", "initial_state", "invariants", "legal_actions",
    "outcome", "parse_action", "parse_state", "position_problems", "resolve", "state_to_json",
]
