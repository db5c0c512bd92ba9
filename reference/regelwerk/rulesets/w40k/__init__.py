"""Warhammer 40,000 (10th edition), the battle round of the German overview: command phase,
movement with terrain, transports and reinforcements, shooting, charges, fights, the end of the
turn, and the attack sequence.

Seed: ``004_a831eb2562db1898.txt``.  Clause ids start with ``WH-``, error codes with ``WH.``,
interpretation switches with ``WH-A-``.  Lengths are integers in units of 1/254 inch
(:mod:`regelwerk.core.inches`, :mod:`regelwerk.core.shapes`).

Anatomy: :mod:`.state` (state, parsing) and :mod:`.problems` (:func:`~.problems.position_problems`),
:mod:`.actions` (with :func:`~.actions.action_to_json`), :mod:`.events`, :mod:`.rules` (``apply``,
``check``, ``resolve``, the checks every action shares) with the procedures :mod:`.command`,
:mod:`.movement`, :mod:`.reserves`, :mod:`.shooting`, :mod:`.charge`, :mod:`.fight`, :mod:`.turn`
and the attack sequence in :mod:`.attacks` and :mod:`.rolls`; distances in :mod:`.measure` and
:mod:`.paths`; the questions in :mod:`.queries`; :mod:`.dice`, :mod:`.interpretations`,
:mod:`.errors` (``ERROR_CODES``), :mod:`.legal` (``legal_actions``), :mod:`.game`
(``initial_state``, ``outcome``, ``invariants``), sample profiles in :mod:`.samples`; the
board-free attack case for dice calculators in :mod:`.boardfree` (its state) and
:mod:`.calculator` (its action, planned here and resolved by :mod:`.attacks`).  The
suite's German step library is in :mod:`.steps`, the generated tables in :mod:`.tables` and the
board-free vectors derived from the game's in :mod:`.derived`; all three
build on :mod:`regelwerk.suite`, so :data:`RULESET` names them by reference and nothing here
imports them.
"""

from __future__ import annotations

from regelwerk.core.ruleset import RuleSet
from regelwerk.rulesets.w40k.actions import action_to_json, parse_action
from regelwerk.rulesets.w40k.boardfree import any_state_problems, any_state_to_json, parse_any_state
from regelwerk.rulesets.w40k.dice import LABELS
from regelwerk.rulesets.w40k.errors import ERROR_CODES
from regelwerk.rulesets.w40k.game import initial_state, invariants, outcome
from regelwerk.rulesets.w40k.legal import legal_actions
from regelwerk.rulesets.w40k.problems import position_problems
from regelwerk.rulesets.w40k.rules import apply, check, resolve
from regelwerk.rulesets.w40k.state import parse_state, state_to_json

RULESET = RuleSet(
    name="w40k",
    title="Warhammer 40.000 (10. Edition) – Spielrundenübersicht",
    prefix="WH",
    seed="004_a831eb2562db1898.txt",
    dice_labels=LABELS,
    parse_state=parse_any_state,
    state_to_json=any_state_to_json,
    position_problems=any_state_problems,
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
    step_library="regelwerk.rulesets.w40k.steps:STEPS",
    tables="regelwerk.rulesets.w40k.tables:specs",
    derived="regelwerk.rulesets.w40k.derived:specs",
    raising_helpers={"problem": "malformed", "_refuse": "illegal"},
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
