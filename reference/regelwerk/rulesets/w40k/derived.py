"""The board-free vectors for dice calculators, derived from the attack vectors of the game
(``vectors/w40k/rechner.json``; :mod:`regelwerk.suite.derived` writes and checks them).

Every filled vector of a ``shoot`` or ``fight`` that the rules accept, with attacks against
exactly one target and no destroyed transport among its events, has a board-free counterpart
(:func:`~.calculator.board_free_case`): the same dice, the same interpretations as far as its
outcome depends on them.  The counterpart must agree with the game (:func:`disagreements`): the
same events from ``attacks_declared`` on, and every model the game's attack changed (wounds,
status, attacks allocated) as the game left it.  Suite code like :mod:`.tables`: the rule set
names it by reference, the engine never imports it.
"""

from __future__ import annotations

from regelwerk.core.canonical import Json
from regelwerk.rulesets import RULESETS
from regelwerk.rulesets.w40k.calculator import board_free_case
from regelwerk.suite.derived import DerivedSpec

NAME = "rechner"
ATTACKS = ("shoot", "fight")


def counterpart(vector: Json) -> Json | None:
    """The state and action of a vector's board-free counterpart, or ``None`` where the board-free
    form cannot pose it (no attack accepted, several targets or none, a destroyed transport)."""
    expected = vector["expected"]
    if vector["action"].get("type") not in ATTACKS or expected.get("status") != "accepted":
        return None
    if any(event["type"] == "transport_destroyed" for event in expected["events"]):
        return None
    interpretations = RULESETS["w40k"].interpretations(vector["interpretations"])
    case = board_free_case(vector["state"], vector["action"], interpretations)
    return None if case is None else {"state": case.state, "action": case.action}


def _models(state: Json) -> dict[str, Json]:
    return {m["id"]: m for u in state["units"] for m in u["models"]}


def disagreements(source: Json, outcome: Json) -> list[str]:
    """Where a counterpart's outcome differs from the game's: its status, its events against the
    game's from ``attacks_declared`` on, each of its models against the game's after the attack,
    and a model the game's attack changed that the counterpart does not have."""
    if outcome.get("status") != "accepted":
        return [f"the board-free case was not accepted: {outcome.get('error')}"]
    game = source["expected"]
    kinds = [e["type"] for e in game["events"]]
    start = kinds.index("attacks_declared")
    found = []
    if outcome["events"] != game["events"][start:]:
        found.append("the events differ from the game's")
    before, after, board_free = _models(source["state"]), _models(game["state"]), _models(outcome["state"])
    for model_id, model in board_free.items():
        theirs = after[model_id]
        for key in ("status", "wounds_left", "attacked"):
            if model[key] != theirs[key]:
                found.append(f"{model_id}.{key} is {model[key]!r}, in the game {theirs[key]!r}")
    for model_id, model in after.items():
        changed = any(model[k] != before[model_id][k] for k in ("status", "wounds_left", "attacked"))
        if changed and model_id not in board_free:
            found.append(f"the game's attack changed {model_id}, which the board-free case does not have")
    return found


def specs() -> list[DerivedSpec]:
    return [DerivedSpec("w40k", NAME, "Ohne Spielfeld", counterpart, disagreements)]
