"""A new game and the end of a game.

:func:`initial_state` is a starting position of a game with the sample profiles of
:mod:`.samples` (register WH-A-BEISPIELPROFILE): the Imperium with a squad of five infantry near
its deployment zone and three terminators in deep strike reserve, the Orks with ten Boyz, a tank
and five Kommandos in strategic reserve, on the 60 by 44 inch battlefield with an objective marker in the middle; the
Imperium's command phase of round 1 begins and each player has gained its command point.  The
units stand closer than a deployment would put them, so that one battle round shows every phase
(the overview has no deployment rules).  :func:`outcome` is the result of a finished game as a
value; ``None`` while the game goes on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from regelwerk.core.canonical import Json
from regelwerk.core.inches import inches
from regelwerk.core.ruleset import Outcome
from regelwerk.rulesets.w40k import interpretations as switches
from regelwerk.rulesets.w40k.samples import TABLE, TYPES, deployment_zones, model_json
from regelwerk.rulesets.w40k.state import State, parse_state

PLAYERS = ("imperium", "orks")


def weapon(weapon_id: str, kind: str, range_inches: int | None, attacks: int | str, skill: int, strength: int, ap: int,
           damage: int | str) -> Json:
    return {
        "id": weapon_id, "type": kind, "range": range_inches, "attacks": attacks, "skill": skill, "strength": strength,
        "ap": ap, "damage": damage, "mortal": 0, "hit_modifier": 0, "wound_modifier": 0,
    }


BOLTER = weapon("Bolter", "ranged", 24, 2, 3, 4, 0, 1)
MESSER = weapon("Kampfmesser", "melee", None, 3, 3, 4, 0, 1)
STURMBOLTER = weapon("Sturmbolter", "ranged", 24, 2, 3, 4, 0, 1)
ENERGIEFAUST = weapon("Energiefaust", "melee", None, 3, 3, 8, -2, 2)
WUMME = weapon("Wumme", "ranged", 12, 2, 5, 4, 0, 1)
SPALTA = weapon("Spalta", "melee", None, 3, 3, 4, -1, 1)
KANONE = weapon("Kanone", "ranged", 36, "D6", 4, 9, -2, 3)
RAMME = weapon("Ramme", "melee", None, 3, 4, 6, 0, 1)


# Ten Boyz in coherency: each within 2" of two others (a unit of seven or more, WH-ZUG-1).
BOYZ = [(27, 34), (29, 33), (29, 35), (31, 35), (31, 33), (39, 33), (33, 33), (35, 35), (37, 33), (39, 35)]


def _model(unit_type: str, model_id: str, at: tuple[int, int] | None, weapons: list[Json]) -> Json:
    return model_json(unit_type, model_id, None if at is None else [inches(at[0]), inches(at[1]), 0], weapons)


def _unit(unit_id: str, player: str, unit_type: str, location: str, spots: Sequence[tuple[int, int] | None], weapons: list[Json]) -> Json:
    return {
        "id": unit_id, "player": player, "location": location, "transport": None, "leadership": TYPES[unit_type].leadership,
        "shocked": False,
        "turn": {
            "moved": None, "arrived": False, "disembarked": False, "embarked": False, "shot": False, "charge": None,
            "no_charge": False, "fought": False, "tested": False,
        },
        "models": [_model(unit_type, f"{unit_id}-{i + 1}", spot, weapons) for i, spot in enumerate(spots)],
    }


def initial_json(last_round: int = 1) -> Json:
    """The starting position as JSON (the golden battle round starts from it)."""
    width, depth = TABLE
    units = [
        _unit("Trupp", "imperium", "infantry", "battlefield", [(26 + 2 * i, 14) for i in range(5)], [BOLTER, MESSER]),
        _unit("Terminatoren", "imperium", "terminator", "deep_strike", [None] * 3, [STURMBOLTER, ENERGIEFAUST]),
        _unit("Boyz", "orks", "ork", "battlefield", BOYZ, [WUMME, SPALTA]),
        _unit("Panza", "orks", "tank", "battlefield", [(44, 36)], [KANONE, RAMME]),
        _unit("Kommandos", "orks", "ork", "strategic_reserve", [None] * 5, [WUMME, SPALTA]),
    ]
    return {
        "round": 1,
        "last_round": last_round,
        "players": list(PLAYERS),
        "active": PLAYERS[0],
        "phase": "command",
        "step": "battle_shock",
        "cp": {p: 1 for p in PLAYERS},
        "extra_cp": [],
        "table": {"width": width, "depth": depth},
        "deployment_zones": deployment_zones(PLAYERS),
        "terrain": [{"id": "Ruine", "area": [inches(8), inches(22), inches(14), inches(28)], "height": inches(3)}],
        "objectives": [{"id": "Mitte", "at": [width // 2, depth // 2, 0], "diameter": 400, "controller": None}],
        "hidden": [],
        "units": sorted(units, key=lambda u: u["id"]),
        "sequence": None,
        "fight_next": None,
        "pending": [],
        "result": None,
    }


def initial_state(last_round: int = 1) -> State:
    """The starting position (a game of ``last_round`` battle rounds)."""
    return parse_state(initial_json(last_round))


def outcome(state: State) -> Outcome | None:
    """WH-RES-5: the game ends after its last battle round; the overview scores no victory, so
    nobody wins (which reserves were destroyed is in the state's ``result``).  ``None`` while the
    game goes on."""
    if state.result is None:
        return None
    return Outcome(None, "last_round")


# -- invariants of one step, written from the rule text apart from the engine ---------------------

INCH = inches(1)


def _models(state: Json) -> dict[str, tuple[Json, Json]]:
    return {m["id"]: (u, m) for u in state["units"] for m in u["models"]}


def _horizontally_within(a: Json, b: Json, limit: int) -> bool:
    """The gap between the two round bases is at most ``limit``: ``2·sqrt(q) <= S + 2L``."""
    dx, dy = a["at"][0] - b["at"][0], a["at"][1] - b["at"][1]
    reach = a["base"] + b["base"] + 2 * limit
    return bool(4 * (dx * dx + dy * dy) <= reach * reach)


def _lacking_links(state: Json, options: Mapping[str, str]) -> dict[str, list[str]]:
    """WH-ZUG-1, per unit on the battlefield: the models that are not within 2" horizontally and 5"
    vertically of another model of their unit (in a unit of 7 or more, of two others; counted
    among the models alive now or, under WH-A-FORMATION-ZAHL=sollstaerke, all it began with)."""
    lacking = {}
    for unit in state["units"]:
        if unit["location"] != "battlefield":
            continue
        alive = [m for m in unit["models"] if m["status"] == "alive"]
        count = len(unit["models"]) if options.get(switches.COHERENCY_COUNT, "aktuelle") == "sollstaerke" else len(alive)
        need = 0 if count < 2 else 1 if count <= 6 else 2
        lacking[unit["id"]] = [
            model["id"] for model in alive
            if sum(
                1 for other in alive
                if other is not model and abs(model["at"][2] - other["at"][2]) <= 5 * INCH and _horizontally_within(model, other, 2 * INCH)
            ) < need
        ]
    return lacking


def _coherency_problems(before: Json, after: Json, options: Mapping[str, str]) -> list[str]:
    """WH-ZUG-2 at the end of a turn.  Under WH-A-FORMATION-ENTFERNEN=spieler-waehlt the player
    removes models until every unit is coherent.  Under ``alle-ausserhalb`` (the default) the
    models out of coherency when the turn ends are removed at once and nothing is checked again
    (a model may lose a link by the removal of another): every model that lacked its links is
    removed, and under WH-A-FORMATION-GRUPPE=je-modell no other."""
    if options.get(switches.COHERENCY_REMOVAL, "alle-ausserhalb") == "spieler-waehlt":
        return [
            f"{model} of {unit} is out of coherency at the end of the turn (WH-ZUG-1)"
            for unit, models in _lacking_links(after, options).items() for model in models
        ]
    gone = {m["id"] for u in before["units"] for m in u["models"] if m["status"] == "removed"}
    removed = {m["id"] for u in after["units"] for m in u["models"] if m["status"] == "removed"} - gone
    lacking = _lacking_links(before, options)
    problems = [
        f"{model} of {unit} was out of coherency when the turn ended and was not removed (WH-ZUG-2)"
        for unit, models in lacking.items() for model in models if model not in removed
    ]
    if options.get(switches.COHERENCY_GROUP, "je-modell") == "je-modell":
        out = {model for models in lacking.values() for model in models}
        problems += [f"{model} was removed although it was in coherency (WH-ZUG-2)" for model in sorted(removed - out)]
    return problems


def _path_too_close(start: Json, path: list[Json], base: int, enemy: Json) -> bool:
    """Some point of the straight pieces from ``start`` through ``path`` is nearer than 1" to the
    enemy's base (all on the same level): the squared distance from the enemy's centre to each
    piece, exact, against ``((d1 + d2) / 2 + 1")²``."""
    reach = Fraction(base + enemy["base"], 2) + INCH
    e = enemy["at"]
    for a, b in zip([start, *path], path, strict=False):
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = dx * dx + dy * dy
        t = Fraction(0) if length == 0 else min(max(Fraction((e[0] - a[0]) * dx + (e[1] - a[1]) * dy, length), Fraction(0)), Fraction(1))
        px, py = a[0] + t * dx - e[0], a[1] + t * dy - e[1]
        if px * px + py * py < reach * reach:
            return True
    return False


def _moved_without_action(before: Json, action: Json, after: Json) -> list[str]:
    """The models that stand somewhere after the step other than where they stood before, or
    where the action's paths (a move, charge move, pile in or consolidation) end or its set-up
    positions (disembarking, reinforcements, a destroyed transport) put them."""
    goes: dict[str, Json] = {}
    for field in ("paths", "pile_in"):
        if isinstance(action.get(field), list):
            goes.update((entry["model"], entry["path"][-1]) for entry in action[field])
    if isinstance(action.get("positions"), dict):
        goes.update(action["positions"])
    old = {m["id"]: m["at"] for u in before["units"] for m in u["models"]}
    return [
        f"{m['id']} stands at {m['at']} although the action did not put it there" for u in after["units"] for m in u["models"]
        if m["at"] is not None and m["at"] != goes.get(m["id"], old[m["id"]])
    ]


def invariants(before: Json, action: Json, after: Json, events: list[Json], options: Mapping[str, str]) -> list[str]:
    """What one accepted step must keep, by the rule text: no model has negative wounds or more
    than its profile; a model has a position exactly while it is alive on the battlefield; a unit
    is destroyed exactly when none of its models is alive (WH-ATK-12); a damage event costs at
    most the wounds the model had and never carries damage over to another model (WH-ATK-12);
    no unit loses more models than it has; no model changes its position but to the end of a path
    or to a set-up position the action gives it (WH-BEW-1: a unit that remains stationary, and
    every unit the action does not move, stays put); a normal move or advance on the ground never
    passes within 1" of an enemy model (WH-BEW-2); at the end of every turn the models out of
    coherency are removed: under WH-A-FORMATION-ENTFERNEN=spieler-waehlt until each unit on the
    battlefield is coherent, under ``alle-ausserhalb`` every model that lacked its links, checked
    once (under WH-A-FORMATION-GRUPPE=je-modell no other model; WH-ZUG-1, WH-ZUG-2)."""
    broken: list[str] = []
    old, new = _models(before), _models(after)
    for model_id, (unit, model) in new.items():
        if not 0 <= model["wounds_left"] <= model["profile"]["wounds"]:
            broken.append(f"{model_id} has {model['wounds_left']} wounds left")
        placed = model["status"] == "alive" and unit["location"] == "battlefield"
        if placed != (model["at"] is not None):
            broken.append(f"{model_id} has a position exactly when it is not alive on the battlefield")
    for unit in after["units"]:
        gone = all(m["status"] != "alive" for m in unit["models"])
        if gone != (unit["location"] == "destroyed"):
            broken.append(f"unit {unit['id']} is destroyed exactly when no model of it is alive")
    left = {k: m["wounds_left"] for k, (_, m) in old.items()}
    for event in events:
        if event["type"] == "damage_applied":
            model_id = event["model"]
            if not 0 <= event["lost"] <= left[model_id] or event["lost"] + event["excess"] > event["damage"]:
                broken.append(f"damage to {model_id} costs more than the model had or than the damage")
            if event["excess"] and event["wounds_left"]:
                broken.append(f"damage to {model_id} was lost although the model survived")
            left[model_id] -= event["lost"]
        elif event["type"] == "mortal_wound":
            left[event["model"]] = event["wounds_left"]
    broken += _moved_without_action(before, action, after)
    if action["type"] == "move" and action["mode"] in ("normal", "advance"):
        mover = next(u for u in before["units"] if u["id"] == action["unit"])
        enemies = [
            m for u in before["units"] if u["player"] != mover["player"] and u["location"] == "battlefield"
            for m in u["models"] if m["status"] == "alive" and "aircraft" not in m["keywords"]
        ]
        for entry in action["paths"]:
            model = old[entry["model"]][1]
            if "fly" in model["keywords"] or "aircraft" in model["keywords"]:
                continue
            level = {p[2] for p in [model["at"], *entry["path"]]} | {e["at"][2] for e in enemies}
            if len(level) != 1:
                continue  # climbing or a difference in height: the vertical reading decides
            if any(_path_too_close(model["at"], entry["path"], model["base"], e) for e in enemies):
                broken.append(f"{entry['model']} moved within 1 inch of an enemy model (WH-BEW-2)")
    if any(e["type"] in ("turn_changed", "game_over") for e in events):
        broken += _coherency_problems(before, after, options)
    return broken
