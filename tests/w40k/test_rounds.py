"""Random legal battle rounds of Warhammer 40,000 as a hypothesis property (issue 9).

Each example plays one whole battle round (both players' turns, or to the end of the game) from
a starting position: the game's own (``game.initial_json``) or a crowded one built here that puts
something to do in every phase.  Every switch of the register gets a random option, every die is
random, and a driver picks among the legal actions: ``end_phase`` with a probability drawn per
example, otherwise an action of a random kind (so that a rare kind, say a disembark, is as
likely as a shot), checking the candidates of ``legal.candidates`` lazily.

After every accepted step: the state is possible (``parse_state`` refuses any of
``position_problems``), schema-valid and canonical, the rule set's ``invariants`` hook is empty, and no model went anywhere the rule text
forbids: :mod:`tests.w40k.move_rules` judges every kind of move (normal, advance, fall back,
aircraft, embarking, disembarking, reinforcements, a destroyed transport's passengers, charge
move, pile in, consolidation) and the end of each turn by the seed text, the clause catalog, the
register and ``docs/w40k.md``, in exact arithmetic and without the engine's geometry.  Hypothesis
statistics (``--hypothesis-show-statistics``) count the steps reached and the kinds played.

The geometry the verdict rests on is checked against 40-digit decimal arithmetic at the end.
An engine bug the rounds found (a transport destroyed in a fight left no legal action: its
passengers waited behind the fighter's consolidation, which waited for them) is fixed and pinned
by a test below and a vector (`grenzen_toedlich.feature`).
"""

from __future__ import annotations

import random
from decimal import Decimal, localcontext

import pytest
from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st

from regelwerk.core import schemas
from regelwerk.core.canonical import Json
from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import EngineRejection
from regelwerk.core.ruleset import run_case
from regelwerk.rulesets.w40k.game import initial_json, weapon
from regelwerk.rulesets.w40k.legal import candidates
from regelwerk.rulesets.w40k.samples import TYPES, deployment_zones
from tests.w40k.geometry import INCH, inch, nearer, sq, wholly_within, within_space
from tests.w40k.move_rules import RULESET, World, has, motion_problems, turn_end_problems

SWITCHES = {s.id: s.options for s in RULESET.switches}
MAX_STEPS = 400  # actions in one battle round before the test calls it a loop


# -- a crowded starting position -------------------------------------------------------------------

BOLTER = weapon("Bolter", "ranged", 24, 2, 3, 4, 0, 1)
MESSER = weapon("Kampfmesser", "melee", None, 3, 3, 4, 0, 1)
LASER = weapon("Laserkanone", "ranged", 48, 1, 3, 12, -3, "D6+1")
WUMME = weapon("Wumme", "ranged", 12, 2, 5, 4, 0, 1)
SPALTA = weapon("Spalta", "melee", None, 3, 3, 4, -1, 1)
KANONE = weapon("Kanone", "ranged", 36, "D6", 4, 9, -2, 3)
FAUST = weapon("Energiefaust", "melee", None, 3, 3, 8, -2, 2)
STAMPFEN = weapon("Stampfen", "melee", None, 4, 4, 10, -2, "D3")


def _unit(unit_id: str, player: str, kind: str, spots: list, weapons: list[Json], location: str = "battlefield",
          transport: str | None = None, alive: int | None = None, wounds_left: int | None = None, facing: list | None = None,
          leadership: int | None = None, **profile: int) -> Json:
    """A unit of the sample type ``kind``, with the characteristics ``profile`` (and the
    leadership) changed; ``spots`` in inches (``None`` off the table); only the first ``alive``
    models live (the others were destroyed earlier)."""
    t = TYPES[kind]
    models = []
    for i, spot in enumerate(spots):
        living = alive is None or i < alive
        models.append({
            "id": f"{unit_id}-{i + 1}", "status": "alive" if living else "destroyed",
            "at": [inch(spot[0]), inch(spot[1]), 0] if living and spot is not None and location == "battlefield" else None,
            "base": t.base, "facing": facing if living and location == "battlefield" else None, "keywords": sorted(t.keywords),
            "profile": {"move": t.move, "toughness": t.toughness, "save": t.save, "invulnerable": t.invulnerable,
                        "wounds": t.wounds, "oc": t.oc, "feel_no_pain": t.feel_no_pain, "deadly_demise": t.deadly_demise, **profile},
            "wounds_left": (wounds_left or t.wounds) if living else 0, "cover": 0, "attacked": False, "weapons": weapons,
        })
    return {"id": unit_id, "player": player, "location": location, "transport": transport, "leadership": leadership or t.leadership,
            "shocked": False, "turn": {"moved": None, "arrived": False, "disembarked": False, "embarked": False, "shot": False,
                                       "charge": None, "no_charge": False, "fought": False, "tested": False},
            "models": models}


def crowded_json(round_number: int, last_round: int) -> Json:
    """The Imperium's command phase of ``round_number``: a squad below half strength and of poor
    leadership (12) in base contact with ten Boyz (a battle-shock test it nearly always fails, a
    fall back with desperate escape tests, a fight, a pile in), scouts in base contact with the
    last gretchin of a unit next to an objective marker (a fight that leaves nobody to
    consolidate towards), two jump troopers below half strength within charge range of a wounded
    monster, a flimsy transport (T5, 6+, 1 wound left) of each side with a squad on board, a tank,
    an aircraft on the table facing north, and deep strike, strategic reserves and an aircraft
    in reserve; a high ruin and a low wall."""
    boyz = [(6 + 2 * i, 18 + 320 / INCH) for i in range(5)] + [(7 + 2 * i, 20 + 320 / INCH) for i in range(5)]
    units = [
        _unit("Trupp", "imperium", "infantry", [(6 + 2 * i, 18) for i in range(3)] + [None] * 4, [BOLTER, MESSER], alive=3, leadership=12),
        _unit("Scouts", "imperium", "sniper", [(48, 15), (49.5, 15), (49, 13.5)], [BOLTER, FAUST]),
        _unit("Springer", "imperium", "jump_infantry", [(26, 12), (28, 12), None, None, None], [BOLTER, MESSER], alive=2),
        _unit("Rhino", "imperium", "transport", [(40, 8)], [BOLTER, MESSER], wounds_left=1, toughness=5, save=6),
        _unit("Insassen", "imperium", "infantry", [None] * 3, [BOLTER, MESSER], location="embarked", transport="Rhino"),
        _unit("Terminatoren", "imperium", "terminator", [None] * 3, [BOLTER, MESSER], location="deep_strike"),
        _unit("Jaeger", "imperium", "aircraft", [(56, 4)], [LASER], facing=[0, 1]),
        _unit("Boyz", "orks", "ork", boyz, [WUMME, SPALTA]),
        _unit("Grotz", "orks", "ork", [(49.5 + 285 / INCH, 15), None, None], [WUMME, SPALTA], alive=1),
        _unit("Squiggoth", "orks", "monster", [(27, 17.5)], [WUMME, STAMPFEN], wounds_left=5),
        _unit("Panza", "orks", "tank", [(44, 32)], [KANONE, SPALTA]),
        _unit("Pikk-Up", "orks", "transport", [(36, 26)], [WUMME, SPALTA], wounds_left=1, toughness=5, save=6),
        _unit("Gretchin", "orks", "ork", [None] * 3, [WUMME, SPALTA], location="embarked", transport="Pikk-Up"),
        _unit("Kommandos", "orks", "ork", [None] * 3, [WUMME, SPALTA], location="strategic_reserve"),
        _unit("Bomba", "orks", "aircraft", [None], [KANONE], location="strategic_reserve"),
    ]
    state = initial_json(last_round)
    state.update(
        round=round_number, cp={"imperium": 2, "orks": 1}, deployment_zones=deployment_zones(("imperium", "orks")),
        terrain=[{"id": "Mauer", "area": [inch(14), inch(24), inch(20), inch(25)], "height": inch(1)},
                 {"id": "Ruine", "area": [inch(30), inch(14), inch(34), inch(18)], "height": inch(3)}],
        objectives=[{"id": "Mitte", "at": [inch(30), inch(22), 0], "diameter": 400, "controller": None},
                    {"id": "Ost", "at": [inch(53), inch(17), 0], "diameter": 400, "controller": None}],
        units=sorted(units, key=lambda u: u["id"]),
    )
    return state


# -- the driver -----------------------------------------------------------------------------------


class RollingDice(DiceSupply):
    """Dice rolled on demand from ``rng``; ``read`` keeps them by label, to report a failing case."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__({})
        self.rng = rng
        self.read: dict[str, list[int]] = {}

    def take(self, label: str, count: int) -> tuple[int | str, ...]:
        faces = tuple(self.rng.randint(1, 6) for _ in range(count))
        self.read.setdefault(label, []).extend(faces)
        return faces


def kind_of(action) -> str:
    """The kind the driver draws first: the action's type, a move's mode and whether it embarks,
    whether a fight piles in, whether a charge or consolidation moves anybody, a shot's target."""
    name = type(action).__name__
    if name == "Move":
        return f"move {action.mode}" + (" embark" if action.embark else "") + ("" if action.paths else " still")
    if name == "Fight":
        return "fight pile in" if action.pile_in else "fight"
    if name in ("ChargeMove", "Consolidate"):
        return f"{name} {'moving' if action.paths else 'still'}"
    if name == "Shoot":
        return f"Shoot at {action.attacks[0].target}"
    return name


def pick(parsed, interpretations, rng: random.Random, end_chance: float):
    """A legal action (``None`` if there is none): ``end_phase``/``end_turn`` with ``end_chance``
    (at least an even chance in the command phase, whose command points and stratagems move
    nothing) when it is legal, otherwise one of a kind drawn uniformly among the kinds with a
    legal action, then uniformly within the kind.  The same draw as from the list
    ``legal_actions`` returns, but each candidate of ``legal.candidates`` is checked only when its
    turn comes (checking every candidate of the movement step costs most of a battle round)."""
    pool = list(candidates(parsed, interpretations))
    ends = [a for a in pool if type(a).__name__ in ("EndPhase", "EndTurn")]
    end = next((a for a in ends if accepted(parsed, a, interpretations)), None)
    if end is not None and rng.random() < (max(end_chance, 0.5) if parsed.phase == "command" else end_chance):
        return end
    kinds: dict[str, list] = {}
    for a in pool:
        if a not in ends:
            kinds.setdefault(kind_of(a), []).append(a)
    while kinds:
        kind = rng.choice(sorted(kinds))
        options = kinds.pop(kind)
        rng.shuffle(options)
        found = next((a for a in options if accepted(parsed, a, interpretations)), None)
        if found is not None:
            return found
    return end


def accepted(parsed, action, interpretations) -> bool:
    try:
        RULESET.check(parsed, action, interpretations)
    except EngineRejection:
        return False
    return True


def record(w: World) -> None:
    """Hypothesis statistics: the steps reached and the kinds of action and move played."""
    a = w.action
    kind = a["type"] + (f" {a['mode']}" if a["type"] == "move" else "")
    if a["type"] == "move" and has(w.units[a["unit"]], "aircraft"):
        kind += " (aircraft)"
    if a.get("embark"):
        kind += " embark"
    if a["type"] == "fight" and a["pile_in"]:
        kind = "fight with pile in"
    if a["type"] in ("charge_move", "consolidate") and not a["paths"]:
        kind += " without paths"
    event(f"action: {kind}")
    for e in w.events:
        if e["type"] == "phase_changed":
            event(f"step: {e['phase']}/{e['step']}")
        elif e["type"] == "consolidated":
            event(f"consolidated towards {e['towards']}")
        elif e["type"] in ("desperate_escape", "aircraft_left", "models_removed", "game_over", "transport_destroyed", "embarked"):
            event(f"event: {e['type']}")
        elif e["type"] == "arrived":
            event(f"arrived from {e['source']}" + (" (aircraft)" if has(w.units[e["unit"]], "aircraft") else ""))


@pytest.mark.slow
@settings(max_examples=20, deadline=None, phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink],
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_random_legal_battle_rounds_move_no_model_where_the_rule_text_forbids(data):
    start = data.draw(st.sampled_from(["crowded", "initial", "crowded"]), label="start")
    if start == "initial":
        state = initial_json(data.draw(st.integers(1, 2), label="last_round"))
    else:
        round_number = data.draw(st.integers(1, 3), label="round")
        state = crowded_json(round_number, round_number + data.draw(st.integers(0, 1), label="rounds after"))
    readings = {switch: data.draw(st.sampled_from(options), label=switch) for switch, options in SWITCHES.items()}
    interpretations = RULESET.interpretations(readings)
    end_chance = data.draw(st.sampled_from([0.1, 0.2, 0.35]), label="end_chance")
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    event(f"start: {start}")
    parsed = RULESET.parse_state(state)
    first_round = state["round"]
    for _ in range(MAX_STEPS):
        action = pick(parsed, interpretations, rng, end_chance)
        assert action is not None, ("only a finished game has no legal action", state, readings)
        dice = RollingDice(rng)
        result = RULESET.apply(parsed, action, dice, interpretations)
        after = RULESET.state_to_json(result.state)
        events = [e.to_json() for e in result.events]
        action_json = RULESET.action_to_json(action)
        case = {"state": state, "action": action_json, "dice": dice.read, "interpretations": readings}
        assert schemas.is_valid(RULESET.state_schema, after), (schemas.first_error(RULESET.state_schema, after), case)
        parsed = RULESET.parse_state(after)  # raises on the first of position_problems: the state is possible
        assert RULESET.state_to_json(parsed) == after, ("the engine's state is canonical", case)
        assert RULESET.invariants(state, action_json, after, events, readings) == [], case
        world = World(state, action_json, after, events, readings)
        problems = motion_problems(world)
        if any(e["type"] in ("turn_changed", "game_over") for e in events):
            problems += turn_end_problems(state, after, events, readings)
        assert problems == [], (problems, case)
        record(world)
        state = after
        if after["phase"] == "over" or after["round"] != first_round:
            return
    raise AssertionError(f"the battle round did not end after {MAX_STEPS} actions")


# -- a bug the random rounds found: a transport destroyed in a fight -----------------------------


def _wrecked_in_a_fight() -> Json:
    """A squad that charged in base contact with an Ork truck (1 wound left, no save) carrying one
    gretchin, in the Imperium's fight phase (Fights First); the squad's power fist destroys the
    truck: the gretchin waits to be set up (WH-ATK-17) and the squad may consolidate (WH-NAH-13)."""
    trupp = _unit("Trupp", "imperium", "infantry", [(20, 20)], [FAUST])
    trupp["turn"]["charge"] = "succeeded"
    truck = _unit("Pikk-Up", "orks", "transport", [(20, 20 + (320 + 900) / 2 / INCH)], [SPALTA], wounds_left=1, save=None)
    crew = _unit("Gretchin", "orks", "ork", [None], [SPALTA], location="embarked", transport="Pikk-Up")
    state = initial_json(1)
    state.update(phase="fight", step="fights_first", fight_next="orks", units=sorted([trupp, truck, crew], key=lambda u: u["id"]))
    action = {"type": "fight", "player": "imperium", "unit": "Trupp", "pile_in": [],
              "attacks": [{"model": "Trupp-1", "weapon": "Energiefaust", "target": "Pikk-Up"}]}
    # three attacks: a hit (6) and two misses; the wound (6); the save is none; 2 damage destroy
    # the truck; its Gefährliches Ende D3 does not trigger (1)
    fought = run_case(RULESET, {"state": state, "action": action, "interpretations": {},
                                "dice": {"treffer": [6, 1, 1], "verwundung": [6], "gefaehrliches-ende": [1]}})
    return fought["state"]


def test_a_transport_destroyed_in_a_fight_leaves_its_passengers_waiting_and_the_fighter_to_consolidate():
    wrecked = _wrecked_in_a_fight()
    assert [p["unit"] for p in wrecked["pending"]] == ["Gretchin"]
    assert wrecked["sequence"] == {"kind": "consolidate", "unit": "Trupp"}


def test_a_transport_destroyed_in_a_fight_lets_its_passengers_out_and_the_fighter_consolidate():
    """WH-ATK-17: the passengers of a destroyed transport are set up before the game goes on (the
    engine refuses everything else with WH.PENDING.OPEN); then the unit that fought consolidates
    (WH-NAH-13).  The list of legal actions is never empty while the game goes on (docs/w40k.md)."""
    wrecked = _wrecked_in_a_fight()
    out = {"type": "emergency_disembark", "player": "orks", "unit": "Gretchin", "positions": {"Gretchin-1": [inch(20), inch(26), 0]}}
    landed = run_case(RULESET, {"state": wrecked, "action": out, "dice": {"transporter": [4]}, "interpretations": {}})
    assert landed["status"] == "accepted", landed
    stay = {"type": "consolidate", "player": "imperium", "unit": "Trupp", "paths": []}
    assert run_case(RULESET, {"state": landed["state"], "action": stay, "dice": {}, "interpretations": {}})["status"] == "accepted"
    assert RULESET.legal_actions(RULESET.parse_state(wrecked), RULESET.interpretations({}))


# -- the oracle's own arithmetic -------------------------------------------------------------------


def _distance(p: list, d: int, other: Json) -> Decimal:
    """The distance between the closest points of two bases, in space (to the digits of the
    current decimal context)."""
    gap = max(Decimal(sq(p, other["at"])).sqrt() - Decimal(d + other["base"]) / 2, Decimal(0))
    return (gap * gap + Decimal(p[2] - other["at"][2]) ** 2).sqrt()


POINTS = st.lists(st.integers(0, 3000), min_size=3, max_size=3).map(lambda p: [p[0], p[1], p[2] // 300 * 127])


@settings(max_examples=150, deadline=None)
@given(POINTS, POINTS, POINTS, st.sampled_from([250, 320, 400, 900]), st.sampled_from([250, 320, 1000]), st.integers(0, 3 * INCH))
def test_the_exact_geometry_agrees_with_forty_digits(p1, p2, o, d, big, limit):
    """:func:`geometry.within_space`, :func:`geometry.wholly_within` and :func:`geometry.nearer`
    against the same distances computed with 40 significant digits (ties left out)."""
    with localcontext() as digits:
        digits.prec = 40
        other = {"at": o, "base": big}
        tiny = Decimal("1e-20")
        distance = _distance(p1, d, other)
        if abs(distance - limit) > tiny:
            assert within_space(sq(p1, o), d + big, abs(p1[2] - o[2]), limit) == (distance < limit)
        far = max(Decimal(sq(p1, o)).sqrt() + Decimal(d - big) / 2, Decimal(0))
        far = (far * far + Decimal(p1[2] - o[2]) ** 2).sqrt()
        if abs(far - limit) > tiny:
            assert wholly_within(sq(p1, o), d, big, abs(p1[2] - o[2]), limit) == (far < limit)
        other2 = {"at": p2, "base": 320}
        first, second = _distance(p1, d, other), _distance(o, big, other2)
        if abs(first - second) > tiny:
            assert nearer(p1, d, other, o, big, other2) == (first < second)
