"""Pocket-Tactics: the High King's Legion (``legion``) against the forest tribes (``tribes``).

Seed: ``003_127dfd41ebe07b2d.txt``.  Clause ids start with ``PT-``, error codes with ``PT.``,
interpretation switches with ``PT-A-``.

Anatomy: :mod:`.state` (state, :func:`~.state.position_problems`), :mod:`.actions` (with
:func:`~.actions.action_to_json`), :mod:`.events`, :mod:`.rules` (``apply``, ``check``,
``resolve``) with the procedures in :mod:`.setup`, :mod:`.movement`, :mod:`.combat` and the
questions in :mod:`.queries`; :mod:`.dice`, :mod:`.interpretations`, :mod:`.errors`
(``ERROR_CODES``), :mod:`.legal` (``legal_actions``), :mod:`.game` (``initial_state``,
``outcome``, ``invariants``), the sample data in :mod:`.samples`.  The suite's German step
library is in :mod:`.steps` (with :mod:`.steps_setup`, :mod:`.steps_combat`,
:mod:`.steps_vorteil`, :mod:`.steps_sieg`) and the generated dice table in :mod:`.tables`; both
build on :mod:`regelwerk.suite`, so :data:`RULESET` names them by reference and nothing here
imports them.  The porter's page is ``docs/pocket_tactics.md``.
"""

from __future__ import annotations

from regelwerk.core.ruleset import RuleSet
from regelwerk.rulesets.pocket_tactics.actions import action_to_json, parse_action
from regelwerk.rulesets.pocket_tactics.dice import LABELS, check_draws
from regelwerk.rulesets.pocket_tactics.errors import ERROR_CODES
from regelwerk.rulesets.pocket_tactics.game import initial_state, invariants, outcome
from regelwerk.rulesets.pocket_tactics.legal import legal_actions
from regelwerk.rulesets.pocket_tactics.rules import apply, check, resolve
from regelwerk.rulesets.pocket_tactics.state import parse_state, position_problems, state_to_json

RULESET = RuleSet(
    name="pocket_tactics",
    title="Pocket-Tactics",
    prefix="PT",
    seed="003_127dfd41ebe07b2d.txt",
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
    step_library="regelwerk.rulesets.pocket_tactics.steps:STEPS",
    tables="regelwerk.rulesets.pocket_tactics.tables:specs",
    raising_helpers={"problem": "malformed"},
    check_dice=check_draws,
)

__all__ = [
    "ERROR_CODES", "RULESET", "action_to_json", "apply", "check", "initial_state", "invariants", "legal_actions",
    "outcome", "parse_action", "parse_state", "position_problems", "resolve", "state_to_json",
]
