"""A new game, the end of a game, and the invariants of one step.

:func:`initial_state` is the starting position of a game: the sample warbands of
:mod:`.samples` deployed along two opposite edges of a 48 by 48 inch table, the first warband's
turn beginning with step 1.  :func:`outcome` is the result of a finished game as a value, like
python-chess ``Outcome`` (:class:`regelwerk.core.ruleset.Outcome`: the winning warband, ``None``
when every warband routed, and the reason); ``None`` while the game goes on.
:func:`invariants` is the rule set's hook for the generic random-play test.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import get_args

from regelwerk.core.canonical import Json
from regelwerk.core.inches import Point, Table, inches
from regelwerk.core.ruleset import Outcome
from regelwerk.rulesets.mordheim.samples import BASE_25_MM, TABLE_INCHES, TYPES, WARBANDS, deployment
from regelwerk.rulesets.mordheim.state import ON_TABLE, Model, Profile, State, Status, Warband, frozen


def initial_state() -> State:
    """The sample warbands at the start of the game (register MH-A-BEISPIELBANDEN)."""
    models: dict[str, Model] = {}
    warbands = []
    for w, (warband_id, roster) in enumerate(WARBANDS):
        warbands.append(Warband(warband_id, roster[0][0], routed=False, rout_test_due_before=False))
        for m, (model_id, type_id) in enumerate(roster):
            move, initiative, leadership, immune = TYPES[type_id]
            x, y = deployment(w, m)
            models[model_id] = Model(
                id=model_id,
                warband=warband_id,
                type=type_id,
                profile=Profile(move, initiative, leadership),
                base=BASE_25_MM,
                immune_to_psychology=immune,
                status="standing",
                at=Point(x, y, 0),
                flight=None,
                marks=frozenset(),
                injury_roll=False,
            )
    return State(
        phase="effects",
        active=warbands[0].id,
        result=None,
        rout_tests=True,
        table=Table.of_size(inches(TABLE_INCHES), inches(TABLE_INCHES)),
        rout_test_passed=False,
        warbands=tuple(warbands),
        models=frozen(models),
        effects=(),
    )


def outcome(state: State) -> Outcome | None:
    """MH-RUE-6: the result once the game is over (reason ``rout`` or ``all_routed``), else ``None``."""
    if state.result is None:
        return None
    return Outcome(state.result.winner, state.result.reason)


# -- the invariants of one step ------------------------------------------------------------

# The phase that may follow each phase after one accepted action (beside staying).
NEXT_PHASES: dict[str, set[str]] = {
    "effects": {"rout_test"},
    "rout_test": {"rally", "effects", "over"},  # after a rout: the next warband's turn, or the end
    "rally": {"recovery"},
    "recovery": {"turn"},
    "turn": {"effects"},
}
OFF_TABLE = {"out_of_action", "fled", "routed"}

# Which status changes each action may cause, and to which model ("own": the action's model,
# "effect": the effect's model, "warband": any model of the acting warband).
ALLOWED_CHANGES: dict[str, tuple[str, set[tuple[str, str]]]] = {
    "resolve_effect": ("effect", {(s, "out_of_action") for s in ON_TABLE} | {("stunned", "knocked_down")}),
    "rout_test": ("warband", {(s, "routed") for s in ON_TABLE}),
    "voluntary_rout": ("warband", {(s, "routed") for s in ON_TABLE}),
    "rally": ("own", {("fleeing", "standing"), ("fleeing", "fled")}),
    "turn_over": ("own", {("stunned", "knocked_down")}),
    "stand_up": ("own", {("knocked_down", "standing")}),
}


def invariants(before: Json, action: Json, after: Json, events: list[Json], interpretations: Mapping[str, str]) -> list[str]:
    """What one accepted step broke (empty: nothing), on the JSON states before and after:
    every model is in exactly one status, with a position exactly while on the table; no model
    appears or disappears; a model changes its status only through the rule of the action taken,
    and only the action's models move; the four steps follow each other in their order
    (MH-ABL-2) and a new turn begins only after a turn or a rout; a game has an outcome exactly
    when it is over."""
    broken: list[str] = []
    old = {m["id"]: m for m in before["models"]}
    new = {m["id"]: m for m in after["models"]}
    if set(old) != set(new):
        broken.append("a model appeared or disappeared")
        return broken
    for model in after["models"]:
        if model["status"] not in get_args(Status):
            broken.append(f"{model['id']} has the unknown status {model['status']!r}")
        if (model["at"] is None) != (model["status"] in OFF_TABLE):
            broken.append(f"{model['id']} is {model['status']} with position {model['at']}")
    broken.extend(_status_changes(old, new, action, before))
    broken.extend(_step_order(before, action, after))
    if (after["result"] is None) != (after["phase"] != "over"):
        broken.append(f"phase {after['phase']} with result {after['result']}")
    return broken


def _status_changes(old: dict[str, Json], new: dict[str, Json], action: Json, before: Json) -> list[str]:
    broken: list[str] = []
    changed = {i for i in old if old[i]["status"] != new[i]["status"]}
    for model_id in sorted(changed):
        if old[model_id]["status"] in OFF_TABLE:
            broken.append(f"{model_id} came back from {old[model_id]['status']}")
    kind = action["type"]
    if kind not in ALLOWED_CHANGES:
        if changed:
            broken.append(f"{kind} changed the status of {sorted(changed)}")
    else:
        scope, allowed = ALLOWED_CHANGES[kind]
        if scope == "own":
            targets = {action["model"]}
        elif scope == "effect":
            targets = {e["model"] for e in before["effects"] if e["id"] == action["effect"]}
        else:
            targets = {i for i, m in old.items() if m["warband"] == action["player"]}
        if changed - targets:
            broken.append(f"{kind} changed models it does not concern: {sorted(changed - targets)}")
        broken.extend(
            f"{kind} turned {i} from {old[i]['status']} to {new[i]['status']}"
            for i in sorted(changed)
            if (old[i]["status"], new[i]["status"]) not in allowed
        )
    moved = {i for i in old if old[i]["at"] != new[i]["at"] and new[i]["at"] is not None}
    movers = {action["model"]} if kind in ("move", "rally") else set()
    if moved - movers:
        broken.append(f"{kind} moved {sorted(moved - movers)}")
    return broken


def _step_order(before: Json, action: Json, after: Json) -> list[str]:
    if after["phase"] == before["phase"]:
        return [] if after["active"] == before["active"] else [f"{action['type']} gave the turn away within {before['phase']}"]
    if after["phase"] not in NEXT_PHASES[before["phase"]]:
        return [f"{before['phase']} -> {after['phase']} after {action['type']}"]
    if after["phase"] == "effects":
        if action["type"] not in ("end_turn", "rout_test", "voluntary_rout"):
            return [f"a new turn began after {action['type']}"]
    elif after["active"] != before["active"] and after["phase"] != "over":
        return [f"{action['type']} changed the active warband within the start of the turn"]
    return []
