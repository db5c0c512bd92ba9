"""What the rule text forbids for each kind of move, written apart from the engine: the verdict
the random battle rounds of :mod:`tests.w40k.test_rounds` pass on every accepted step.

Sources: the seed ``004_a831eb2562db1898.txt``, the clause catalog
(``features/w40k/klauseln.yaml``), the register (``features/w40k/auslegungen.yaml``) and
``docs/w40k.md``; the geometry is :mod:`tests.w40k.geometry`.  Each ``*_problems`` function takes
one accepted step (:class:`World`: the state before and after as JSON, the action, the events,
the drawn readings) and returns what it broke, as sentences naming the clause:

* every move (:func:`path_problems`): each point with the whole base on the table and on the
  surface there, the length (with terrain and FLY) within the allowance, no model crossed that
  may not be crossed, no end on another base;
* normal move and advance: from outside engagement range and never into it on the way; fall
  back: from within it, ending outside it, on the way only near the enemies it stood engaged
  with (WH-A-RUECKZUG-NAHKAMPF), with the desperate escape tests the text asks for; embarking:
  every model within 3" of an own transport; under WH-A-FORMATION-BEWEGUNG=nach-jeder-bewegung
  coherent; aircraft: straight ahead along the facing, 20" to M, a pivot of at most 90 degrees,
  over the edge back into reserve (:func:`move_problems`, :func:`aircraft_problems`);
* disembarking, reinforcements and the set-up from a destroyed transport: where the models may
  be set up (:func:`disembark_problems`, :func:`arrive_problems`, :func:`emergency_problems`);
* the charge move, the pile in and the consolidation: the allowance, enemies that are no target,
  the conditions of the end, base contact where possible (:func:`charge_problems`,
  :func:`pile_in_problems`, :func:`consolidate_problems`);
* the end of a turn: the models out of coherency leave as the readings say
  (:func:`turn_end_problems`).

Where the register leaves a question open and the engine's answer cannot be told from the text
(whether other units heed an enemy aircraft when they disembark or charge, which of two equal
groups stays in coherency), the check accepts either answer: it never fails a step that some
reading of the text allows.
"""

from __future__ import annotations

from regelwerk.core.canonical import Json
from regelwerk.rulesets import get
from regelwerk.rulesets.w40k.turn import out_of_coherency
from tests.w40k.geometry import (
    INCH,
    closer,
    coherent,
    crosses,
    in_contact,
    inch,
    models_engaged,
    near_along,
    nearest_of,
    on_table,
    out_of_formation,
    piece_length,
    sq,
    surface,
    wholly_within,
    within_flat,
    within_space,
)

RULESET = get("w40k")


class World:
    """One accepted step as JSON: the models before and after, and the drawn readings."""

    def __init__(self, before: Json, action: Json, after: Json, events: list[Json], readings: dict) -> None:
        self.before, self.action, self.after, self.events, self.readings = before, action, after, events, readings
        self.owner = {m["id"]: u for u in before["units"] for m in u["models"]}
        self.old = {m["id"]: m for u in before["units"] for m in u["models"]}
        self.new = {m["id"]: m for u in after["units"] for m in u["models"]}
        self.units = {u["id"]: u for u in before["units"]}
        self.units_after = {u["id"]: u for u in after["units"]}

    def placed(self, state: Json) -> dict[str, Json]:
        """The alive models on the battlefield, by id."""
        return {m["id"]: m for u in state["units"] if u["location"] == "battlefield" for m in u["models"] if m["status"] == "alive"}

    def enemies(self, unit: Json, aircraft: bool = True) -> list[Json]:
        """The alive enemy models on the battlefield; ``aircraft=False`` leaves out aircraft units
        (WH-FLZ-3: other units do not heed them while moving)."""
        return [
            m for u in self.before["units"] if u["player"] != unit["player"] and u["location"] == "battlefield"
            and (aircraft or not has(u, "aircraft")) for m in u["models"] if m["status"] == "alive"
        ]

    def event(self, kind: str) -> Json | None:
        return next((e for e in self.events if e["type"] == kind), None)


def has(unit: Json, keyword: str) -> bool:
    """A unit has a keyword when every alive model has it (WH-A-SCHLUESSELWOERTER)."""
    alive = [m for m in unit["models"] if m["status"] == "alive"]
    return bool(alive) and all(keyword in m["keywords"] for m in alive)


def path_problems(w: World, unit: Json, paths: list[Json], allowance: dict[str, int], kind: str, crossing) -> list[str]:
    """What every move forbids (WH-BEW-1, WH-GEL-1 to WH-GEL-3, WH-FLI-1, WH-A-SPIELFELD): each
    point with the whole base on the table and on the surface there, a length within the
    allowance, no model crossed that ``crossing(model, other)`` does not allow, and no end on
    another base; the models move in the order of the paths, each against the others where they
    stand at that moment."""
    found = []
    where = w.placed(w.before)
    leaving = kind == "aircraft"
    for entry in paths:
        model = w.old[entry["model"]]
        points = [model["at"], *entry["path"]]
        flies = "fly" in model["keywords"]
        last = entry["path"][-1]
        off = leaving and not on_table(w.before, last, model["base"])
        for p in entry["path"][:-1] if off else entry["path"]:
            if not on_table(w.before, p, model["base"]):
                found.append(f"{kind}: {model['id']} leaves the table at {p} (WH-BEW-1)")
            elif p[2] != surface(w.before, p[0], p[1]):
                found.append(f"{kind}: {model['id']} stops mid-climb at {p} (WH-GEL-3)")
        length = sum(piece_length(w.before, a, b, flies, w.readings) for a, b in zip(points, points[1:], strict=False))
        if length > allowance[model["id"]]:
            found.append(f"{kind}: {model['id']} moves {length} units, more than {allowance[model['id']]}")
        for other_id, other in where.items():
            if other_id == model["id"]:
                continue
            if crosses(points, model["base"], other) and not crossing(model, w.owner[other_id]):
                found.append(f"{kind}: {model['id']} crosses {other_id} (WH-FLI-1)")
            elif not off and 4 * sq(last, other["at"]) < (model["base"] + other["base"]) ** 2:
                found.append(f"{kind}: {model['id']} ends on {other_id} (WH-BEW-1)")
        where[model["id"]] = {**model, "at": last}
    return found


def crossing_rule(w: World, mover: Json, fall_back: bool = False):
    """WH-FLI-1, WH-BEW-5, WH-A-DURCH-MODELLE: FLY crosses any model, a fall back crosses enemy
    models, and under ``befreundete`` any model crosses friendly ones, but no MONSTER or VEHICLE
    crosses a friendly MONSTER or VEHICLE."""
    def allowed(model: Json, other_unit: Json) -> bool:
        if "fly" in model["keywords"]:
            return True
        if other_unit["player"] != mover["player"]:
            return fall_back
        big = ("monster", "vehicle")
        return w.readings["WH-A-DURCH-MODELLE"] == "befreundete" and not (
            any(k in model["keywords"] for k in big) and any(has(other_unit, k) for k in big))
    return allowed


def ends(w: World, unit: Json, paths: list[Json]) -> dict[str, list]:
    """Where each alive model of the unit stands after the paths."""
    moved = {e["model"]: e["path"][-1] for e in paths}
    return {m["id"]: moved.get(m["id"], m["at"]) for m in unit["models"] if m["status"] == "alive"}


def unit_coherent_at(w: World, unit: Json, spots: dict[str, list]) -> bool:
    return coherent([{**w.old[k], "at": p} for k, p in spots.items()], w.readings, len(unit["models"]))


def move_problems(w: World) -> list[str]:
    """WH-BEW-1 to WH-BEW-6, WH-FLZ-2 to WH-FLZ-4, WH-TRA-1, WH-A-FORMATION-BEWEGUNG."""
    a, r = w.action, w.readings
    unit = w.units[a["unit"]]
    mode, paths = a["mode"], a["paths"]
    found: list[str] = []
    if mode == "stationary":
        return ["a stationary unit moved (WH-BEW-1)"] if paths else []
    if has(unit, "aircraft"):
        return aircraft_problems(w, unit)
    roll = w.before["sequence"]["roll"] if mode == "advance" else 0
    allowance = {e["model"]: inch(w.old[e["model"]]["profile"]["move"] + roll) for e in paths}
    found += path_problems(w, unit, paths, allowance, mode, crossing_rule(w, unit, mode == "fall_back"))
    enemies = w.enemies(unit, aircraft=False)
    alive = [m for m in unit["models"] if m["status"] == "alive"]
    was_engaged = any(models_engaged(m, e, r) for m in alive for e in enemies)
    if was_engaged != (mode == "fall_back"):
        found.append(f"{mode} {'from' if was_engaged else 'outside'} engagement range (WH-BEW-2 to WH-BEW-4)")
    spots = ends(w, unit, paths)
    flat = r["WH-A-FLIEGEN"] == "senkrecht-frei"
    crossers: dict[bool, list[str]] = {False: [], True: []}  # without and with enemy aircraft
    for entry in paths:
        model = w.old[entry["model"]]
        points = [model["at"], *entry["path"]]
        for aircraft in (False, True):
            if any(crosses(points, model["base"], e) for e in w.enemies(unit, aircraft)):
                crossers[aircraft].append(model["id"])
        if mode == "fall_back":
            if r["WH-A-RUECKZUG-NAHKAMPF"] == "beliebig":
                continue
            near = [e for e in enemies if not models_engaged(model, e, r)]  # only those it stood engaged with may be passed
        else:
            near = enemies
        for e in near:
            if near_along(w.before, points, model["base"], e, r, flat and "fly" in model["keywords"]):
                found.append(f"{mode}: {model['id']} passes within engagement range of {e['id']} (WH-BEW-2 to WH-BEW-4)")
    if mode == "fall_back":
        for model_id, spot in spots.items():
            if w.new[model_id]["status"] == "alive" and any(models_engaged(w.old[model_id], e, r, at=spot) for e in enemies):
                found.append(f"fall back: {model_id} ends within engagement range (WH-BEW-4)")
        found += escape_problems(w, unit, crossers)
    after = w.units_after[unit["id"]]
    if a.get("embark") is not None:
        carrier = w.units[a["embark"]]
        if carrier["player"] != unit["player"] or not has(carrier, "transport") or carrier["location"] != "battlefield":
            found.append("embarked in no own transport (WH-TRA-1)")
        for model_id, spot in spots.items():
            if not any(within_space(sq(spot, t["at"]), w.old[model_id]["base"] + t["base"], abs(spot[2] - t["at"][2]), 3 * INCH)
                       for t in carrier["models"] if t["status"] == "alive"):
                found.append(f"embark: {model_id} ends more than 3 inches from the transport (WH-TRA-1)")
        if after["location"] != "embarked":
            found.append("an embarking unit is not on board (WH-TRA-1)")
    elif r["WH-A-FORMATION-BEWEGUNG"] == "nach-jeder-bewegung" and not unit_coherent_at(w, unit, spots) and any(
        list(spot) != list(w.old[model_id]["at"]) for model_id, spot in spots.items()
    ):
        # the published rule: a move that cannot end in coherency is not made, the unit stays
        # where it is (a move in which no model leaves its place)
        found.append("a move of the movement phase ends out of coherency (WH-A-FORMATION-BEWEGUNG)")
    return found


def escape_problems(w: World, unit: Json, crossers: dict[bool, list[str]]) -> list[str]:
    """WH-BEW-5, WH-BEW-6, WH-ERS-4: a fall back over enemy models (unless TITANIC or FLY) or of a
    battle-shocked unit takes desperate escape tests: every model (WH-A-FLUCHTTEST-WER=ganze-einheit,
    and always when shocked) or the crossing ones.  Whether moving over an enemy aircraft counts
    (WH-FLZ-3) is left open: either answer passes."""
    alive = [m["id"] for m in unit["models"] if m["status"] == "alive"]

    def due(crossing: list[str]) -> list[str]:
        if unit["shocked"]:
            return alive
        if not crossing or has(unit, "titanic") or has(unit, "fly"):
            return []
        return alive if w.readings["WH-A-FLUCHTTEST-WER"] == "ganze-einheit" else [m for m in alive if m in crossing]

    escape = w.event("desperate_escape")
    tested = [t[0] for t in escape["tests"]] if escape else []
    allowed = [due(crossers[False]), due(crossers[True])]
    return [] if tested in allowed else [f"desperate escape tests {tested}, the text asks for {allowed[0]} (WH-BEW-5)"]


def aircraft_problems(w: World, unit: Json) -> list[str]:
    """WH-FLZ-2 to WH-FLZ-4: one straight piece along the facing (the old one, or the new one
    under WH-A-FLUGZEUG-DREHUNG=vor-der-bewegung), at least 20" and at most M, a pivot of at most
    90 degrees; off the table the aircraft goes back to strategic reserve."""
    a = w.action
    found = []
    if a["mode"] != "normal":
        return ["an aircraft makes a move other than a normal one (WH-FLZ-2)"]
    allowance = {e["model"]: inch(w.old[e["model"]]["profile"]["move"]) for e in a["paths"]}
    found += path_problems(w, unit, a["paths"], allowance, "aircraft", lambda model, other: True)
    off = False
    for entry in a["paths"]:
        model = w.old[entry["model"]]
        old = model["facing"]
        new = a.get("facing", {}).get(model["id"], old)
        along = new if w.readings["WH-A-FLUGZEUG-DREHUNG"] == "vor-der-bewegung" else old
        start, end = model["at"], entry["path"][-1]
        dx, dy = end[0] - start[0], end[1] - start[1]
        if len(entry["path"]) != 1 or dx * along[1] - dy * along[0] != 0 or dx * along[0] + dy * along[1] <= 0:
            found.append(f"aircraft {model['id']} does not fly straight ahead (WH-FLZ-2)")
        if dx * dx + dy * dy < (20 * INCH) ** 2 or old[0] * new[0] + old[1] * new[1] < 0:
            found.append(f"aircraft {model['id']} flies less than 20 inches or turns more than 90 degrees (WH-FLZ-2)")
        off = off or not on_table(w.before, end, model["base"])
    location = w.units_after[unit["id"]]["location"]
    if (location == "strategic_reserve") != off:
        found.append(f"an aircraft {'over' if off else 'inside'} the edge is now {location} (WH-FLZ-4)")
    return found


def setup_problems(w: World, unit: Json, positions: dict[str, list], kind: str) -> list[str]:
    """Every set-up: the whole base on the table, on the surface, on no other base."""
    found = []
    taken = list(w.placed(w.before).values())
    for model_id, p in positions.items():
        model = w.old[model_id]
        if not on_table(w.before, p, model["base"]) or p[2] != surface(w.before, p[0], p[1]):
            found.append(f"{kind}: {model_id} is set up off the table or mid-climb at {p} (WH-GEL-3)")
        for other in taken:
            if 4 * sq(p, other["at"]) < (model["base"] + other["base"]) ** 2:
                found.append(f"{kind}: {model_id} is set up on {other['id']}")
        taken.append({**model, "at": p})
    return found


def near_wreck(w: World, model: Json, p: list, centre: list, base: int, limit: int) -> bool:
    """Within ``limit`` of a transport's base: some part of the model's base, or all of it under
    WH-A-AUSSTEIGEN-GANZ=vollstaendig."""
    q, v = sq(p, centre), abs(p[2] - centre[2])
    if w.readings["WH-A-AUSSTEIGEN-GANZ"] == "vollstaendig":
        return wholly_within(q, model["base"], base, v, limit)
    return within_space(q, model["base"] + base, v, limit)


def disembark_problems(w: World) -> list[str]:
    """WH-TRA-3 to WH-TRA-7: a unit that began the phase on board, out of a transport that neither
    advanced nor fell back, every model within 3" of it and outside the engagement range of
    enemy units; after a normal move of the transport it counts as moved and cannot charge,
    before it the unit acts normally."""
    unit = w.units[w.action["unit"]]
    positions = w.action["positions"]
    found = setup_problems(w, unit, positions, "disembark")
    carrier = w.units.get(unit["transport"] or "")
    if unit["location"] != "embarked" or carrier is None or unit["turn"]["embarked"]:
        return [*found, "disembarking from no transport, or in the phase the unit embarked (WH-TRA-3)"]
    if carrier["turn"]["moved"] in ("advance", "fall_back"):
        found.append("disembarking after the transport advanced or fell back (WH-TRA-6)")
    if set(positions) != {m["id"] for m in unit["models"] if m["status"] == "alive"}:
        found.append("not every model of the disembarking unit is set up (WH-TRA-7)")
    hull = [t for t in carrier["models"] if t["status"] == "alive"]
    enemies = w.enemies(unit, aircraft=False)
    for model_id, p in positions.items():
        model = w.old[model_id]
        if not any(near_wreck(w, model, p, t["at"], t["base"], 3 * INCH) for t in hull):
            found.append(f"disembark: {model_id} is more than 3 inches from the transport (WH-TRA-7)")
        if any(models_engaged(model, e, w.readings, at=p) for e in enemies):
            found.append(f"disembark: {model_id} is set up within engagement range (WH-TRA-7)")
    turn = w.units_after[unit["id"]]["turn"]
    if carrier["turn"]["moved"] == "normal" and not (turn["moved"] == "normal" and turn["no_charge"]):
        found.append("a unit out of a moved transport neither counts as moved nor is barred from charging (WH-TRA-4)")
    if carrier["turn"]["moved"] is None and turn["moved"] is not None:
        found.append("a unit out of a transport that has not moved yet cannot act normally (WH-TRA-5)")
    return found


def arrive_problems(w: World) -> list[str]:
    """WH-VER-1, WH-VER-2, WH-RES-1 to WH-RES-4, WH-SCT-1, WH-SCT-2, WH-FLZ-1: strategic reserves
    (aircraft among them) not in round 1, wholly within 6" of one edge, in round 2 not in the
    enemy deployment zone; deep strike in round 1 only under WH-A-SCHOCKTRUPPEN-RUNDE=jede-runde;
    every model more than 9" from every enemy model (in space, or horizontally under
    WH-A-RESERVE-ABSTAND=waagerecht); the unit then counts as having moved normally."""
    b, r = w.before, w.readings
    unit = w.units[w.action["unit"]]
    positions = w.action["positions"]
    found = setup_problems(w, unit, positions, "arrive")
    strategic = unit["location"] == "strategic_reserve" or has(unit, "aircraft")
    if unit["location"] not in ("strategic_reserve", "deep_strike"):
        found.append("arriving from no reserve (WH-VER-1)")
    if b["round"] == 1 and (strategic or r["WH-A-SCHOCKTRUPPEN-RUNDE"] == "ab-runde-2"):
        found.append("a reserve arrives in the first battle round (WH-RES-1, WH-SCT-1)")
    models = [(w.old[k], p) for k, p in positions.items()]
    if strategic:
        width, depth = b["table"]["width"], b["table"]["depth"]
        six = 12 * INCH  # twice 6": the far side of each base, doubled
        fits = [
            all(2 * p[0] + m["base"] <= six for m, p in models), all(2 * (width - p[0]) + m["base"] <= six for m, p in models),
            all(2 * p[1] + m["base"] <= six for m, p in models), all(2 * (depth - p[1]) + m["base"] <= six for m, p in models),
        ]
        if not any(fits):
            found.append("a strategic reserve is not wholly within 6 inches of one edge (WH-RES-2, WH-RES-3)")
        if b["round"] == 2:
            x0, y0, x1, y1 = b["deployment_zones"][next(p for p in b["players"] if p != unit["player"])]
            for m, p in models:
                cx, cy = min(max(p[0], x0), x1), min(max(p[1], y0), y1)
                if 4 * ((cx - p[0]) ** 2 + (cy - p[1]) ** 2) <= m["base"] ** 2:
                    found.append(f"arrive: {m['id']} is in the enemy deployment zone in round 2 (WH-RES-2)")
    flat = r["WH-A-RESERVE-ABSTAND"] == "waagerecht"
    for m, p in models:
        for e in w.enemies(unit):
            q, s = sq(p, e["at"]), m["base"] + e["base"]
            if within_flat(q, s, 9 * INCH) if flat else within_space(q, s, abs(p[2] - e["at"][2]), 9 * INCH):
                found.append(f"arrive: {m['id']} is 9 inches or less from {e['id']} (WH-RES-4, WH-SCT-2)")
    turn = w.units_after[unit["id"]]["turn"]
    if turn["moved"] != "normal":
        found.append("an arrived unit does not count as having moved normally (WH-VER-2)")
    return found


def emergency_problems(w: World) -> list[str]:
    """WH-ATK-17 to WH-ATK-20: the unit of a destroyed transport within 3" of the wreck, else
    within 6" (then 1 to 3 costs a mortal wound), outside engagement range; models without a
    place are destroyed; the unit is battle-shocked and cannot charge."""
    pending = w.before["pending"][0]
    unit = w.units[w.action["unit"]]
    positions = w.action["positions"]
    found = setup_problems(w, unit, positions, "emergency disembark")
    if pending["unit"] != unit["id"]:
        found.append("a unit that is not waiting is set up from a wreck (WH-ATK-17)")
    far = False
    for model_id, p in positions.items():
        model = w.old[model_id]
        if not near_wreck(w, model, p, pending["at"], pending["base"], 6 * INCH):
            found.append(f"emergency disembark: {model_id} is more than 6 inches from the wreck (WH-ATK-19)")
        far = far or not near_wreck(w, model, p, pending["at"], pending["base"], 3 * INCH)
        # WH-A-NOTAUSSTIEG-NAHKAMPF=erlaubt lets the unit of a wreck be set up within engagement range
        engaged = any(models_engaged(model, e, w.readings, at=p) for e in w.enemies(unit, aircraft=False))
        if engaged and w.readings["WH-A-NOTAUSSTIEG-NAHKAMPF"] == "verboten":
            found.append(f"emergency disembark: {model_id} is set up within engagement range (WH-ATK-19)")
    report = w.event("emergency_disembark")
    if report is None or report["worst"] != (3 if far else 1):
        found.append("the worst result that costs a mortal wound does not fit where the models stand (WH-ATK-17, WH-ATK-19)")
    after = w.units_after[unit["id"]]
    if after["location"] == "battlefield" and not (after["shocked"] and after["turn"]["no_charge"]):
        found.append("a unit out of a destroyed transport is not battle-shocked or may charge (WH-ATK-18)")
    return found


def charge_problems(w: World) -> list[str]:
    """WH-ANG-3 to WH-ANG-8: up to the 2W6 rolled, over terrain as in the movement phase; no model
    near an enemy unit that is no target (on the way, or only at the end under
    WH-A-ANGRIFF-FREMDE=nur-am-ende), a model of the unit within engagement range of every
    target, the unit coherent, and each model that could reach base contact (a target model
    within the roll in a straight line, WH-A-MOEGLICH=gerade-reichweite) in base contact.  A
    charge without paths moves nobody."""
    a, r = w.action, w.readings
    sequence = w.before["sequence"]
    unit = w.units[a["unit"]]
    paths = a["paths"]
    if not paths:
        return []
    reach = inch(sequence["roll"])
    found = path_problems(w, unit, paths, {e["model"]: reach for e in paths}, "charge", crossing_rule(w, unit))
    targets = [m for t in sequence["targets"] for m in w.units[t]["models"] if m["status"] == "alive"]
    others = [e for e in w.enemies(unit, aircraft=False) if w.owner[e["id"]]["id"] not in sequence["targets"]]
    flat = r["WH-A-FLIEGEN"] == "senkrecht-frei"
    for entry in paths:
        model = w.old[entry["model"]]
        points = [model["at"], *entry["path"]] if r["WH-A-ANGRIFF-FREMDE"] == "unterwegs" else [entry["path"][-1]]
        for e in others:
            if near_along(w.before, points, model["base"], e, r, flat and "fly" in model["keywords"] and len(points) > 1):
                found.append(f"charge: {model['id']} comes within engagement range of {e['id']}, no target (WH-ANG-4)")
    spots = ends(w, unit, paths)
    for target in sequence["targets"]:
        foes = [m for m in w.units[target]["models"] if m["status"] == "alive"]
        if not any(models_engaged(w.old[k], f, r, at=p) for k, p in spots.items() for f in foes):
            found.append(f"charge: no model ends within engagement range of {target} (WH-ANG-4)")
    if not unit_coherent_at(w, unit, spots):
        found.append("charge: the unit ends out of coherency (WH-ANG-4)")
    if r["WH-A-MOEGLICH"] == "gerade-reichweite":
        for model_id, p in spots.items():
            m = w.old[model_id]
            could = any(within_space(sq(m["at"], t["at"]), m["base"] + t["base"], abs(m["at"][2] - t["at"][2]), reach) for t in targets)
            if could and not any(in_contact(p, m["base"], t) for t in targets):
                found.append(f"charge: {model_id} could reach base contact and does not (WH-ANG-6)")
    return found


def closing_problems(w: World, unit: Json, paths: list[Json], enemies: list[Json], nearest: bool, kind: str) -> list[str]:
    """WH-NAH-3, WH-NAH-13: up to 3"; each moving model was not in base contact, ends closer to an
    enemy model (to the nearest one when ``nearest``) and in base contact where possible; the
    unit ends within engagement range of an enemy and coherent."""
    r = w.readings
    found = path_problems(w, unit, paths, {e["model"]: 3 * INCH for e in paths}, kind, crossing_rule(w, unit))
    for entry in paths:
        model = w.old[entry["model"]]
        start, end = model["at"], entry["path"][-1]
        if any(in_contact(start, model["base"], e) for e in enemies):
            found.append(f"{kind}: {model['id']} moves although in base contact (WH-NAH-3, WH-NAH-13)")
        towards = nearest_of(start, model["base"], enemies) if nearest else enemies
        if not any(closer(start, end, model["base"], e) for e in towards):
            found.append(f"{kind}: {model['id']} does not end closer to the enemy (WH-NAH-3, WH-NAH-13)")
        possible = any(within_space(sq(start, e["at"]), model["base"] + e["base"], abs(start[2] - e["at"][2]), 3 * INCH) for e in enemies)
        if r["WH-A-MOEGLICH"] == "gerade-reichweite" and possible and not any(in_contact(end, model["base"], e) for e in enemies):
            found.append(f"{kind}: {model['id']} could reach base contact and does not (WH-NAH-3, WH-NAH-13)")
    spots = ends(w, unit, paths)
    if not any(models_engaged(w.old[k], e, r, at=p) for k, p in spots.items() for e in enemies):
        found.append(f"{kind}: the unit does not end within engagement range (WH-NAH-3, WH-NAH-13)")
    if not unit_coherent_at(w, unit, spots):
        found.append(f"{kind}: the unit ends out of coherency (WH-NAH-3, WH-NAH-13)")
    return found


def consolidate_problems(w: World) -> list[str]:
    """WH-NAH-13 to WH-NAH-16: towards the nearest enemy model (as a pile in), else, where that is
    not possible (no enemy model within 3" plus engagement range, WH-A-MOEGLICH=gerade-reichweite),
    each moving model closer to its nearest objective marker and the unit within range of it (3"
    horizontally, 5" vertically) and coherent, else nobody moves; aircraft do not consolidate and
    units without FLY ignore aircraft."""
    unit = w.units[w.action["unit"]]
    paths = w.action["paths"]
    towards = (w.event("consolidated") or {}).get("towards")
    if not paths:
        return [] if towards == "none" else [f"a consolidation without paths went towards {towards}"]
    if has(unit, "aircraft"):
        return ["an aircraft consolidates (WH-NAH-16)"]
    enemies = [m for m in w.enemies(unit) if has(unit, "fly") or not has(w.owner[m["id"]], "aircraft")]
    if towards == "enemy":
        return closing_problems(w, unit, paths, enemies, True, "consolidate")
    found = path_problems(w, unit, paths, {e["model"]: 3 * INCH for e in paths}, "consolidate", crossing_rule(w, unit))
    markers = [{"id": o["id"], "at": o["at"], "base": o["diameter"]} for o in w.before["objectives"]]
    goals: dict[str, Json] = {}
    for entry in paths:
        model = w.old[entry["model"]]
        if any(in_contact(model["at"], model["base"], e) for e in enemies):
            found.append(f"consolidate: {model['id']} moves although in base contact (WH-NAH-13)")
        nearest = nearest_of(model["at"], model["base"], markers)
        goals.update((o["id"], o) for o in nearest)
        if not any(closer(model["at"], entry["path"][-1], model["base"], o) for o in nearest):
            found.append(f"consolidate: {model['id']} does not end closer to its nearest objective marker (WH-NAH-14)")
    spots = ends(w, unit, paths)
    if not any(within_flat(sq(p, o["at"]), w.old[k]["base"] + o["base"], 3 * INCH) and abs(p[2] - o["at"][2]) <= 5 * INCH
               for k, p in spots.items() for o in goals.values()):
        found.append("consolidate: the unit does not end within range of the objective marker (WH-NAH-14)")
    if not unit_coherent_at(w, unit, spots):
        found.append("consolidate: the unit ends out of coherency (WH-NAH-14)")
    alive = [m for m in unit["models"] if m["status"] == "alive"]
    if w.readings["WH-A-MOEGLICH"] == "gerade-reichweite" and any(
            within_space(sq(m["at"], e["at"]), m["base"] + e["base"], abs(m["at"][2] - e["at"][2]), 4 * INCH) for m in alive for e in enemies):
        found.append("consolidate: towards an objective marker although the enemy was within reach (WH-NAH-14)")
    return found


def pile_in_problems(w: World) -> list[str]:
    """WH-NAH-3, WH-NAH-4, WH-A-NACHRUECKEN-NAEHER: closer to any enemy model, or to the nearest."""
    unit = w.units[w.action["unit"]]
    if has(unit, "aircraft"):
        return ["an aircraft piles in (WH-NAH-4)"]
    nearest = w.readings["WH-A-NACHRUECKEN-NAEHER"] == "naechster-feind"
    return closing_problems(w, unit, w.action["pile_in"], w.enemies(unit), nearest, "pile in")


CHECKS = {
    "move": move_problems, "disembark": disembark_problems, "arrive": arrive_problems,
    "emergency_disembark": emergency_problems, "charge_move": charge_problems, "consolidate": consolidate_problems,
}


def motion_problems(w: World) -> list[str]:
    """What the step's moves and set-ups broke of the rule text (that nothing else moves is the
    ``invariants`` hook's)."""
    found = []
    if w.action["type"] in CHECKS:
        found += CHECKS[w.action["type"]](w)
    if w.action["type"] == "fight" and w.action["pile_in"]:
        found += pile_in_problems(w)
    return found


def turn_end_problems(before: Json, after: Json, events: list[Json], readings: dict) -> list[str]:
    """WH-ZUG-1, WH-ZUG-2 at the end of a turn.  Under WH-A-FORMATION-ENTFERNEN=spieler-waehlt the
    player removes models one at a time until the unit is coherent and no more: every unit on the
    battlefield is coherent afterwards (here and by the engine's ``turn.out_of_coherency``) and
    was not before the last removal.  Under ``alle-ausserhalb`` the models out of coherency when
    the turn ends are removed at once and nothing is checked again (a model may lose a link by
    another's removal): the models removed are exactly those (here and by ``turn.out_of_coherency``
    on the state before)."""
    found = []
    interpretations = RULESET.interpretations(readings)
    parsed = {"before": RULESET.parse_state(before), "after": RULESET.parse_state(after)}
    named = {e["unit"]: list(e["models"]) for e in events if e["type"] == "models_removed"}
    gone = {m["id"] for u in before["units"] for m in u["models"] if m["status"] != "alive"}
    for unit in before["units"]:
        if unit["location"] != "battlefield":
            continue
        alive = [m for m in unit["models"] if m["status"] == "alive"]
        removed = [m["id"] for u in after["units"] if u["id"] == unit["id"] for m in u["models"] if m["status"] == "removed" and m["id"] not in gone]
        if sorted(removed) != sorted(named.get(unit["id"], [])):
            found.append(f"{unit['id']}: removed {removed}, reported {named.get(unit['id'])}")
        if readings["WH-A-FORMATION-ENTFERNEN"] == "alle-ausserhalb":
            if set(removed) not in out_of_formation(alive, readings, len(unit["models"])):
                found.append(f"{unit['id']}: removed {removed}, out of coherency were {out_of_formation(alive, readings, len(unit['models']))} (WH-ZUG-2)")
            if set(removed) != set(out_of_coherency(parsed["before"].units[unit["id"]], interpretations)):
                found.append(f"{unit['id']}: removed {removed}, not what turn.out_of_coherency finds")
            continue
        left = [m for m in alive if m["id"] not in removed]
        if not coherent(left, readings, len(unit["models"])) or (left and out_of_coherency(parsed["after"].units[unit["id"]], interpretations)):
            found.append(f"{unit['id']} ends the turn out of coherency (WH-ZUG-1, WH-ZUG-2)")
        order = named.get(unit["id"], [])
        if order and coherent([m for m in alive if m["id"] not in order[:-1]], readings, len(unit["models"])):
            found.append(f"{unit['id']}: coherent before its last removal {order[-1]} (WH-ZUG-2)")
    return found
