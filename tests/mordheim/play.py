"""Playing Mordheim through the engine: one legal action at a time, rolling each die the
engine asks for.  Shared by the hypothesis tests and the golden start of turn."""

from __future__ import annotations

from collections.abc import Callable

from regelwerk.core.canonical import Json
from regelwerk.core.ruleset import Interpretations, run_case
from regelwerk.rulesets import get
from regelwerk.rulesets.mordheim import action_to_json, legal_actions, parse_state

RULESET = get("mordheim")


def legal(state: Json, interpretations: dict[str, str]) -> list[Json]:
    """The legal actions of a JSON state, as JSON, in the engine's fixed order."""
    resolved = Interpretations.resolve(RULESET.switches, interpretations)
    return [action_to_json(a) for a in legal_actions(parse_state(state), resolved)]


def play(state: Json, action: Json, interpretations: dict[str, str], roll: Callable[[str], int]) -> tuple[Json, Json]:
    """Run ``action``; whenever the engine reports a missing die, ``roll`` one for that label and
    run again.  Returns the case (with every die read) and the outcome."""
    case = {"state": state, "action": action, "dice": {}, "interpretations": interpretations}
    outcome = run_case(RULESET, case)
    while outcome["status"] == "rejected" and outcome["error"]["code"] == "CORE.DICE.MISSING":
        case["dice"].setdefault(outcome["error"]["label"], []).append(roll(outcome["error"]["label"]))
        outcome = run_case(RULESET, case)
    return case, outcome
