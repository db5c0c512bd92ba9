"""Mordheim, the start of the player turn: effects, the rout test, rallying, recovery.

Seed: ``001_573b6b61b132bcc0.txt``.  Clause ids start with ``MH-``, error codes with ``MH.``,
interpretation switches with ``MH-A-``.  Lengths are integers in units of 1/254 inch
(:mod:`regelwerk.core.inches`).

Anatomy: :mod:`.state` (state, :func:`~.state.position_problems`), :mod:`.actions` (with
:func:`~.actions.action_to_json`), :mod:`.events`, :mod:`.rules` (``apply``, ``check``,
``resolve`` and the order of the steps) with the procedures :mod:`.effects`, :mod:`.rout`,
:mod:`.rally`, :mod:`.recovery`, :mod:`.turn`, the questions in :mod:`.queries`, the leadership
test in :mod:`.leadership`; :mod:`.dice`, :mod:`.interpretations`, :mod:`.errors`
(``ERROR_CODES``), :mod:`.legal` (``legal_actions``), :mod:`.game` (``initial_state``,
``outcome``, ``invariants``), the sample data in :mod:`.samples`.  The suite's German step
library is in :mod:`.steps` and the generated tables in :mod:`.tables`; both build on
:mod:`regelwerk.suite`, so :data:`RULESET` names them by reference and nothing here imports them.
"""

from __future__ import annotations

from regelwerk.core.ruleset import RuleSet
from regelwerk.rulesets.mordheim.actions import action_to_json, parse_action
from regelwerk.rulesets.mordheim.dice import LABELS
from regelwerk.rulesets.mordheim.errors import ERROR_CODES
from regelwerk.rulesets.mordheim.game import initial_state, invariants, outcome
from regelwerk.rulesets.mordheim.legal import legal_actions
from regelwerk.rulesets.mordheim.rules import apply, check, resolve
from regelwerk.rulesets.mordheim.state import parse_state, position_problems, state_to_json

RULESET = RuleSet(
    name="mordheim",
    title="Mordheim – Beginn des Spielerzuges",
    prefix="MH",
    seed="001_573b6b61b132bcc0.txt",
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
    step_library="regelwerk.rulesets.mordheim.steps:STEPS",
    tables="regelwerk.rulesets.mordheim.tables:specs",
    raising_helpers={"problem": "malformed"},
)

__all__ = [
    "ERROR_CODES",
    "RULESET",
    "action_to_json",
    "apply",
    "check",
    "initial_state",
    "invariants",
    "legal_actions",
    "outcome",
    "parse_action",
    "parse_state",
    "position_problems",
    "resolve",
    "state_to_json",
]
