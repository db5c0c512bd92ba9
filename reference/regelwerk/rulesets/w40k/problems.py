"""Impossible states: everything a schema-valid state can still get wrong, reported at once.

:func:`position_problems` returns every problem in a fixed order (``docs/w40k.md``, "Impossible
states"), like python-chess ``Board.status()``; :func:`~.state.parse_state` rejects a state with
the first one (``malformed``), and the invariant tests assert the list is empty after every
action.  Overlapping bases, positions off the table or inside terrain, and models of one unit in
two places are impossible; anything else a rule forbids (a unit in engagement range that has
shot, say) is possible as a test state.
"""

from __future__ import annotations

from regelwerk.core.canonical import Json
from regelwerk.core.errors import Problem
from regelwerk.core.inches import Point, Rect
from regelwerk.core.shapes import Box, base_wholly_in_rect, horizontal_squared, overlaps, surface_height
from regelwerk.rulesets.w40k.state import STEPS

SEQUENCE_STEPS = {"advance": ("movement", "move"), "charge": ("charge", "charge"), "consolidate": ("fight", None)}


def position_problems(value: Json) -> list[Problem]:
    """Every impossibility of a schema-valid state, in the order of ``docs/w40k.md``."""
    problems: list[Problem] = []

    def problem(code: str, message: str, path: str) -> None:
        problems.append(Problem(code, message, path))

    players = value["players"]
    if players[0] == players[1]:
        problem("WH.STATE.PLAYERS", "the two players need different ids", "$.state.players")
    for key in ("cp", "deployment_zones"):
        if set(value[key]) != set(players):
            problem("WH.STATE.PLAYER_DATA", f"{key} must name exactly the players {players}", f"$.state.{key}")
    if not set(value["extra_cp"]) <= set(players):
        problem("WH.STATE.PLAYER_DATA", "extra_cp names a player who does not play", "$.state.extra_cp")
    problems.extend(_turn_problems(value))
    problems.extend(_id_problems(value))
    models: dict[str, Json] = {}
    for i, unit in enumerate(value["units"]):
        problems.extend(_unit_problems(value, unit, f"$.state.units[{i}]"))
        for model in unit["models"]:
            models[model["id"]] = model
    problems.extend(_overlap_problems(value))
    for i, pair in enumerate(value["hidden"]):
        if pair[0] == pair[1] or not set(pair) <= set(models):
            problem("WH.STATE.HIDDEN", f"hidden names two different known models, not {pair}", f"$.state.hidden[{i}]")
    for i, objective in enumerate(value["objectives"]):
        if objective["controller"] is not None and objective["controller"] not in players:
            problem("WH.STATE.UNKNOWN_PLAYER", f"objective {objective['id']!r} is controlled by an unknown player", f"$.state.objectives[{i}].controller")
    problems.extend(_sequence_problems(value))
    return problems


def _turn_problems(value: Json) -> list[Problem]:
    found: list[Problem] = []
    phase, step, players = value["phase"], value["step"], value["players"]
    if value["round"] > value["last_round"]:
        found.append(Problem("WH.STATE.ROUND", "the battle round is past the last round", "$.state.round"))
    if phase == "over":
        if value["active"] is not None or step is not None:
            found.append(Problem("WH.STATE.PHASE", "after the game nobody is active and there is no step", "$.state.active"))
        if value["result"] is None:
            found.append(Problem("WH.STATE.RESULT", "a game that is over has a result", "$.state.result"))
        return found
    if value["result"] is not None:
        found.append(Problem("WH.STATE.RESULT", "a game under way has no result", "$.state.result"))
    if value["active"] not in players:
        found.append(Problem("WH.STATE.PHASE", f"the active player {value['active']!r} does not play", "$.state.active"))
    if step not in STEPS[phase]:
        found.append(Problem("WH.STATE.PHASE", f"phase {phase} has no step {step}", "$.state.step"))
    if (value["fight_next"] is not None) != (phase == "fight") or (value["fight_next"] is not None and value["fight_next"] not in players):
        found.append(Problem("WH.STATE.PHASE", "fight_next names a player exactly in the fight phase", "$.state.fight_next"))
    return found


def _id_problems(value: Json) -> list[Problem]:
    found: list[Problem] = []
    seen: set[str] = set()
    for kind in ("units", "terrain", "objectives"):
        for i, item in enumerate(value[kind]):
            if item["id"] in seen:
                found.append(Problem("WH.STATE.ID_TWICE", f"the id {item['id']!r} is used twice", f"$.state.{kind}[{i}].id"))
            seen.add(item["id"])
            for j, model in enumerate(item.get("models", ())):
                if model["id"] in seen:
                    found.append(Problem("WH.STATE.ID_TWICE", f"the id {model['id']!r} is used twice", f"$.state.{kind}[{i}].models[{j}].id"))
                seen.add(model["id"])
    return found


def _unit_problems(value: Json, unit: Json, path: str) -> list[Problem]:
    found: list[Problem] = []

    def problem(code: str, message: str, where: str) -> None:
        found.append(Problem(code, message, where))

    name, location = unit["id"], unit["location"]
    if unit["player"] not in value["players"]:
        problem("WH.STATE.UNKNOWN_PLAYER", f"unit {name!r} belongs to an unknown player", f"{path}.player")
    alive = [m for m in unit["models"] if m["status"] == "alive"]
    if (location == "destroyed") != (not alive):
        problem("WH.STATE.UNIT_STATUS", f"unit {name!r} is {location} with {len(alive)} models alive", f"{path}.location")
    found.extend(_transport_problems(value, unit, path))
    table = Rect(0, 0, value["table"]["width"], value["table"]["depth"])
    boxes = tuple(Box(b["id"], Rect(*b["area"]), b["height"]) for b in value["terrain"])
    for j, model in enumerate(unit["models"]):
        where = f"{path}.models[{j}]"
        placed = model["status"] == "alive" and location == "battlefield"
        if placed != (model["at"] is not None):
            problem("WH.STATE.POSITION", f"model {model['id']!r} {'needs' if placed else 'has'} a position", f"{where}.at")
        elif placed:
            at = Point.from_json(model["at"])
            if not base_wholly_in_rect(at, model["base"], table):
                problem("WH.STATE.OFF_TABLE", f"the base of {model['id']!r} is not wholly on the table", f"{where}.at")
            elif at.z != surface_height(boxes, at.x, at.y):
                problem("WH.STATE.HEIGHT", f"model {model['id']!r} does not stand on the surface there", f"{where}.at")
            if "aircraft" in model["keywords"] and model["facing"] is None:
                problem("WH.STATE.FACING", f"aircraft {model['id']!r} on the battlefield needs a facing", f"{where}.facing")
        if model["facing"] == [0, 0]:
            problem("WH.STATE.FACING", f"model {model['id']!r} faces no direction", f"{where}.facing")
        wounds = model["wounds_left"]
        if (model["status"] == "alive" and not 1 <= wounds <= model["profile"]["wounds"]) or (model["status"] != "alive" and wounds != 0):
            problem("WH.STATE.WOUNDS", f"model {model['id']!r} is {model['status']} with {wounds} wounds left", f"{where}.wounds_left")
        found.extend(_weapon_problems(unit, model, where))
    return found


def _transport_problems(value: Json, unit: Json, path: str) -> list[Problem]:
    if unit["location"] != "embarked":
        if unit["transport"] is not None:
            return [Problem("WH.STATE.TRANSPORT", f"unit {unit['id']!r} is not embarked but names a transport", f"{path}.transport")]
        return []
    carrier = next((u for u in value["units"] if u["id"] == unit["transport"]), None)
    # A unit whose transport was destroyed stays embarked until it is set up (a pending entry).
    waiting = any(p["unit"] == unit["id"] for p in value["pending"])
    fits = (
        carrier is not None
        and carrier["id"] != unit["id"]
        and carrier["player"] == unit["player"]
        and (carrier["location"] == "battlefield" or (waiting and carrier["location"] == "destroyed"))
        and all("transport" in m["keywords"] for m in carrier["models"])
    )
    if not fits:
        return [Problem("WH.STATE.TRANSPORT", f"unit {unit['id']!r} is embarked in no own transport on the battlefield", f"{path}.transport")]
    return []


def _weapon_problems(unit: Json, model: Json, where: str) -> list[Problem]:
    found: list[Problem] = []
    ids = [w["id"] for w in model["weapons"]]
    if len(ids) != len(set(ids)):
        found.append(Problem("WH.STATE.WEAPONS", f"model {model['id']!r} carries one weapon id twice", f"{where}.weapons"))
    for k, weapon in enumerate(model["weapons"]):
        if (weapon["type"] == "melee") != (weapon["range"] is None):
            found.append(Problem("WH.STATE.WEAPONS", f"weapon {weapon['id']!r}: only a ranged weapon has a range", f"{where}.weapons[{k}].range"))
        for other in unit["models"]:
            twin = next((w for w in other["weapons"] if w["id"] == weapon["id"]), None)
            if twin is not None and twin != weapon:
                found.append(Problem("WH.STATE.WEAPONS", f"weapon {weapon['id']!r} has two profiles in unit {unit['id']!r}", f"{where}.weapons[{k}]"))
                break
    return found


def _overlap_problems(value: Json) -> list[Problem]:
    placed = [
        (f"$.state.units[{i}].models[{j}].at", m)
        for i, u in enumerate(value["units"])
        for j, m in enumerate(u["models"])
        if m["at"] is not None
    ]
    found: list[Problem] = []
    for k, (path, model) in enumerate(placed):
        a = Point.from_json(model["at"])
        for _, other in placed[:k]:
            if overlaps(horizontal_squared(a, Point.from_json(other["at"])), model["base"] + other["base"]):
                found.append(Problem("WH.STATE.OVERLAP", f"the bases of {other['id']!r} and {model['id']!r} overlap", path))
                break
    return found


def _sequence_problems(value: Json) -> list[Problem]:
    found: list[Problem] = []
    units = {u["id"]: u for u in value["units"]}
    sequence = value["sequence"]
    if sequence is not None:
        phase, step = SEQUENCE_STEPS[sequence["kind"]]
        unit = units.get(sequence["unit"])
        # in the fight phase units of both players fight and consolidate (WH-NAH-1, WH-NAH-13)
        owner_fits = unit is not None and (sequence["kind"] == "consolidate" or unit["player"] == value["active"])
        fits = owner_fits and value["phase"] == phase and (step is None or value["step"] == step)
        if fits and sequence["kind"] == "charge":
            fits = all(t in units for t in sequence["targets"]) and bool(sequence["targets"])
        # an advance and a charge are under way once rolled (the W6, the 2D6); a consolidation
        # rolls nothing, and only a charge has targets
        if fits:
            fits = ("roll" in sequence) == (sequence["kind"] != "consolidate")
            fits = fits and ("targets" in sequence) == (sequence["kind"] == "charge")
        if not fits:
            found.append(Problem("WH.STATE.SEQUENCE", f"a {sequence['kind']} of {sequence['unit']!r} cannot be under way now", "$.state.sequence"))
    for i, pending in enumerate(value["pending"]):
        unit = units.get(pending["unit"])
        if unit is None or unit["location"] != "embarked" or unit["transport"] != pending["transport"]:
            found.append(Problem("WH.STATE.PENDING", f"pending entry {i} names no unit embarked in {pending['transport']!r}", f"$.state.pending[{i}]"))
    return found
