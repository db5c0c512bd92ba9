"""Warhammer 40,000 game state: the battle round and phase, the players' command points, the table
with its zones, terrain and objective markers, and the units with their models, profiles and
weapons.

JSON form (``schemas/w40k/state.schema.json``; every length in units of 1/254 inch, every
profile value as printed)::

    {"round": 2, "last_round": 5, "players": ["imperium", "orks"],        # turn order
     "active": "imperium", "phase": "shooting", "step": "shoot",
     "cp": {"imperium": 3, "orks": 2}, "extra_cp": [],                     # extra CP this round
     "table": {"width": 15240, "depth": 11176},
     "deployment_zones": {"imperium": [0, 0, 15240, 3048], "orks": [0, 8128, 15240, 11176]},
     "terrain": [{"id": "ruine", "area": [x0, y0, x1, y1], "height": 762}],   # sorted by id
     "objectives": [{"id": "mitte", "at": [7620, 5588, 0], "diameter": 400,
                     "controller": null}],                                    # sorted by id
     "hidden": [["m1", "m7"]],                 # pairs of models that cannot see each other
     "units": [{"id": "trupp", "player": "imperium", "location": "battlefield",
                "transport": null, "leadership": 6, "shocked": false,
                "turn": {"moved": null, "arrived": false, "disembarked": false,
                         "embarked": false, "shot": false, "charge": null,
                         "no_charge": false, "fought": false, "tested": false},
                "models": [{"id": "m1", "status": "alive", "at": [x, y, z], "base": 320,
                            "facing": null, "keywords": ["infantry"],
                            "profile": {"move": 6, "toughness": 4, "save": 3,
                                        "invulnerable": null, "wounds": 2, "oc": 2,
                                        "feel_no_pain": null, "deadly_demise": null},
                            "wounds_left": 2, "cover": 0, "attacked": false,
                            "weapons": [{"id": "bolter", "type": "ranged", "range": 24,
                                         "attacks": 2, "skill": 3, "strength": 4, "ap": 0,
                                         "damage": 1, "mortal": 0,
                                         "hit_modifier": 0, "wound_modifier": 0}]}]}],
     "sequence": null, "fight_next": null, "pending": [], "result": null}

Units form a set sorted by id; a unit's models keep their order, which is the controlling
player's standing order for allocating attacks (an action can give another).  A model is
``alive``, ``destroyed`` or ``removed`` (taken off at the end of a turn for coherency); only an
alive model of a unit on the battlefield has a position.  A unit keeps every model it started
with, so its starting strength is the number of its models.  Unit keywords are model keywords
every alive model has.  :func:`~regelwerk.rulesets.w40k.problems.position_problems` lists every
impossibility of a state; :func:`parse_state` raises the first.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Literal, TypeVar, cast, get_args

from regelwerk.core.canonical import Json
from regelwerk.core.errors import MalformedInput, present
from regelwerk.core.inches import Direction, Point, Rect, Table
from regelwerk.core.shapes import Box

Phase = Literal["command", "movement", "shooting", "charge", "fight", "over"]
Step = Literal["battle_shock", "move", "reinforcements", "shoot", "charge", "fights_first", "remaining"]
Location = Literal["battlefield", "strategic_reserve", "deep_strike", "embarked", "destroyed"]
ModelStatus = Literal["alive", "destroyed", "removed"]
MoveKind = Literal["stationary", "normal", "advance", "fall_back"]
ChargeState = Literal["declared", "succeeded", "failed"]
WeaponType = Literal["ranged", "melee"]
Keyword = Literal[
    "infantry", "monster", "vehicle", "fly", "titanic", "aircraft", "transport",
    "lone_operative", "stealth", "deep_strike", "fights_first",
]

PHASES: tuple[str, ...] = get_args(Phase)
STEPS: dict[str, tuple[str, ...]] = {
    "command": ("battle_shock",),
    "movement": ("move", "reinforcements"),
    "shooting": ("shoot",),
    "charge": ("charge",),
    "fight": ("fights_first", "remaining"),
}
KEYWORDS: tuple[str, ...] = get_args(Keyword)
RESERVES: tuple[str, ...] = ("strategic_reserve", "deep_strike")

K = TypeVar("K")
V = TypeVar("V")


def frozen(mapping: Mapping[K, V]) -> Mapping[K, V]:
    return MappingProxyType(dict(mapping))


# -- profiles ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Weapon:
    """A weapon profile: range in inches (``None`` for melee), attacks and damage as dice
    expressions (:mod:`.dice`), skill (BF/KG) as the number a hit needs, AP as a negative number,
    ``mortal`` mortal wounds each wound inflicts besides its damage, and the hit and wound
    modifiers that other rules (not in the text) give it."""

    id: str
    type: WeaponType
    range: int | None
    attacks: int | str
    skill: int
    strength: int
    ap: int
    damage: int | str
    mortal: int | str
    hit_modifier: int
    wound_modifier: int

    def to_json(self) -> Json:
        return {
            "id": self.id, "type": self.type, "range": self.range, "attacks": self.attacks, "skill": self.skill,
            "strength": self.strength, "ap": self.ap, "damage": self.damage, "mortal": self.mortal,
            "hit_modifier": self.hit_modifier, "wound_modifier": self.wound_modifier,
        }


@dataclass(frozen=True)
class Profile:
    """A model's characteristics: Bewegung in inches, Widerstand, Rüstungswurf (``None``: none),
    Rettungswurf (``None``: none), Lebenspunkte, MK, Verletzungen ignorieren X+ and Gefährliches
    Ende X (``None``: the model has no such rule)."""

    move: int
    toughness: int
    save: int | None
    invulnerable: int | None
    wounds: int
    oc: int
    feel_no_pain: int | None
    deadly_demise: int | str | None

    def to_json(self) -> Json:
        return {
            "move": self.move, "toughness": self.toughness, "save": self.save, "invulnerable": self.invulnerable,
            "wounds": self.wounds, "oc": self.oc, "feel_no_pain": self.feel_no_pain, "deadly_demise": self.deadly_demise,
        }


@dataclass(frozen=True)
class Model:
    id: str
    status: ModelStatus
    at: Point | None
    base: int  # diameter in units
    facing: Direction | None  # only aircraft need one
    keywords: frozenset[str]
    profile: Profile
    wounds_left: int
    cover: int  # how many instances of cover it has against ranged attacks
    attacked: bool  # an attack was allocated to it in this phase
    weapons: tuple[Weapon, ...]

    @property
    def alive(self) -> bool:
        return self.status == "alive"

    def position(self) -> Point:
        return present(self.at, f"the position of model {self.id!r}")

    def weapon(self, weapon_id: str) -> Weapon | None:
        return next((w for w in self.weapons if w.id == weapon_id), None)

    def to_json(self) -> Json:
        return {
            "id": self.id, "status": self.status, "at": None if self.at is None else self.at.to_json(), "base": self.base,
            "facing": None if self.facing is None else self.facing.to_json(), "keywords": sorted(self.keywords),
            "profile": self.profile.to_json(), "wounds_left": self.wounds_left, "cover": self.cover,
            "attacked": self.attacked, "weapons": [w.to_json() for w in self.weapons],
        }


@dataclass(frozen=True)
class TurnRecord:
    """What a unit has done in the current turn (cleared when a turn ends)."""

    moved: MoveKind | None = None
    arrived: bool = False  # set up from reserves this turn (counts as a normal move)
    disembarked: bool = False
    embarked: bool = False  # embarked this turn: it may not disembark again in this phase
    shot: bool = False
    charge: ChargeState | None = None
    no_charge: bool = False  # may not charge (disembarked after its transport moved, a destroyed transport)
    fought: bool = False
    tested: bool = False  # took its battle-shock test in this command phase

    def to_json(self) -> Json:
        return {
            "moved": self.moved, "arrived": self.arrived, "disembarked": self.disembarked, "embarked": self.embarked,
            "shot": self.shot, "charge": self.charge, "no_charge": self.no_charge, "fought": self.fought, "tested": self.tested,
        }


@dataclass(frozen=True)
class Unit:
    id: str
    player: str
    location: Location
    transport: str | None  # the transport it is embarked in
    leadership: int  # MW: a battle-shock test fails when 2W6 is less
    shocked: bool
    turn: TurnRecord
    models: tuple[Model, ...]  # the standing order of allocation

    @property
    def on_battlefield(self) -> bool:
        return self.location == "battlefield"

    def alive(self) -> list[Model]:
        return [m for m in self.models if m.alive]

    def has(self, keyword: str) -> bool:
        """A unit has a keyword when every alive model has it (register WH-A-SCHLUESSELWOERTER)."""
        alive = self.alive()
        return bool(alive) and all(keyword in m.keywords for m in alive)

    def model(self, model_id: str) -> Model:
        return next(m for m in self.models if m.id == model_id)

    def with_model(self, model: Model) -> Unit:
        return replace(self, models=tuple(model if m.id == model.id else m for m in self.models))

    def to_json(self) -> Json:
        return {
            "id": self.id, "player": self.player, "location": self.location, "transport": self.transport,
            "leadership": self.leadership, "shocked": self.shocked, "turn": self.turn.to_json(),
            "models": [m.to_json() for m in self.models],
        }


# -- the table -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Objective:
    id: str
    at: Point
    diameter: int
    controller: str | None

    def to_json(self) -> Json:
        return {"id": self.id, "at": self.at.to_json(), "diameter": self.diameter, "controller": self.controller}


@dataclass(frozen=True)
class Sequence:
    """An action that takes two steps: an advance rolled but not yet moved, a charge rolled but
    not yet moved, a unit that has fought and may now consolidate."""

    kind: Literal["advance", "charge", "consolidate"]
    unit: str
    roll: int | None = None  # advance: the W6; charge: the distance in inches
    targets: tuple[str, ...] = ()  # charge targets

    def to_json(self) -> Json:
        out: dict[str, Json] = {"kind": self.kind, "unit": self.unit}
        if self.kind != "consolidate":
            out["roll"] = self.roll
        if self.kind == "charge":
            out["targets"] = list(self.targets)
        return out


@dataclass(frozen=True)
class Pending:
    """A decision a rule demands before the game goes on: a unit in a destroyed transport must be
    set up (WH-ATK-17 to WH-ATK-20); ``at`` and ``base`` are where the transport stood."""

    kind: Literal["emergency_disembark"]
    unit: str
    transport: str
    at: Point
    base: int

    def to_json(self) -> Json:
        return {"kind": self.kind, "unit": self.unit, "transport": self.transport, "at": self.at.to_json(), "base": self.base}


@dataclass(frozen=True)
class State:
    round: int
    last_round: int
    players: tuple[str, str]
    active: str | None
    phase: Phase
    step: Step | None
    cp: Mapping[str, int]
    extra_cp: frozenset[str]
    table: Table
    deployment_zones: Mapping[str, Rect]
    terrain: tuple[Box, ...]
    objectives: tuple[Objective, ...]
    hidden: frozenset[tuple[str, str]]
    units: Mapping[str, Unit]
    sequence: Sequence | None
    fight_next: str | None
    pending: tuple[Pending, ...]
    result: Mapping[str, Json] | None
    _owner: Mapping[str, str] = field(default_factory=dict, compare=False, repr=False)

    # -- queries ---------------------------------------------------------------------------------

    @property
    def mover(self) -> str:
        """The active player, whom every phase of a game under way has (position_problems)."""
        return present(self.active, "the active player")

    def opponent(self, player: str) -> str:
        return self.players[1] if player == self.players[0] else self.players[0]

    def has_model(self, model_id: str) -> bool:
        return model_id in self._owner

    def unit_of(self, model_id: str) -> Unit:
        """The unit of a model the state has (parse_state maps every model to its unit; models
        never change units, so every state derived from it keeps the map)."""
        return self.units[self._owner[model_id]]

    def model(self, model_id: str) -> Model:
        return self.unit_of(model_id).model(model_id)

    def sorted_units(self) -> list[Unit]:
        return [self.units[k] for k in sorted(self.units)]

    def units_of(self, player: str) -> list[Unit]:
        return [u for u in self.sorted_units() if u.player == player]

    def on_battlefield(self, player: str | None = None) -> list[Unit]:
        return [u for u in self.sorted_units() if u.on_battlefield and (player is None or u.player == player)]

    def enemies_of(self, unit: Unit) -> list[Unit]:
        return [u for u in self.on_battlefield() if u.player != unit.player]

    def can_see(self, a: str, b: str) -> bool:
        return (min(a, b), max(a, b)) not in self.hidden

    # -- pure updates ----------------------------------------------------------------------------

    def with_unit(self, unit: Unit) -> State:
        return replace(self, units=frozen({**self.units, unit.id: unit}))

    def with_units(self, units: list[Unit]) -> State:
        return replace(self, units=frozen({**self.units, **{u.id: u for u in units}}))

    def with_model(self, model: Model) -> State:
        return self.with_unit(self.unit_of(model.id).with_model(model))


def state_to_json(state: State) -> Json:
    return {
        "round": state.round,
        "last_round": state.last_round,
        "players": list(state.players),
        "active": state.active,
        "phase": state.phase,
        "step": state.step,
        "cp": dict(state.cp),
        "extra_cp": sorted(state.extra_cp),
        "table": state.table.to_json(),
        "deployment_zones": {p: [r.x0, r.y0, r.x1, r.y1] for p, r in state.deployment_zones.items()},
        "terrain": [b.to_json() for b in sorted(state.terrain, key=lambda b: b.id)],
        "objectives": [o.to_json() for o in sorted(state.objectives, key=lambda o: o.id)],
        "hidden": [list(pair) for pair in sorted(state.hidden)],
        "units": [u.to_json() for u in state.sorted_units()],
        "sequence": None if state.sequence is None else state.sequence.to_json(),
        "fight_next": state.fight_next,
        "pending": [p.to_json() for p in state.pending],
        "result": None if state.result is None else dict(state.result),
    }


# -- parsing -------------------------------------------------------------------------------------


def _weapon(value: Json) -> Weapon:
    return Weapon(
        value["id"], cast(WeaponType, value["type"]), value["range"], value["attacks"], value["skill"], value["strength"],
        value["ap"], value["damage"], value["mortal"], value["hit_modifier"], value["wound_modifier"],
    )


def _model(value: Json) -> Model:
    p = value["profile"]
    return Model(
        id=value["id"],
        status=cast(ModelStatus, value["status"]),
        at=None if value["at"] is None else Point.from_json(value["at"]),
        base=value["base"],
        facing=None if value["facing"] is None else Direction.from_json(value["facing"]),
        keywords=frozenset(value["keywords"]),
        profile=Profile(p["move"], p["toughness"], p["save"], p["invulnerable"], p["wounds"], p["oc"], p["feel_no_pain"], p["deadly_demise"]),
        wounds_left=value["wounds_left"],
        cover=value["cover"],
        attacked=value["attacked"],
        weapons=tuple(_weapon(w) for w in value["weapons"]),
    )


def _unit(value: Json) -> Unit:
    t = value["turn"]
    return Unit(
        id=value["id"],
        player=value["player"],
        location=cast(Location, value["location"]),
        transport=value["transport"],
        leadership=value["leadership"],
        shocked=value["shocked"],
        turn=TurnRecord(
            t["moved"], t["arrived"], t["disembarked"], t["embarked"], t["shot"], t["charge"], t["no_charge"], t["fought"], t["tested"]
        ),
        models=tuple(_model(m) for m in value["models"]),
    )


def _sequence(value: Json) -> Sequence | None:
    if value is None:
        return None
    return Sequence(value["kind"], value["unit"], value.get("roll"), tuple(value.get("targets", ())))


def parse_state(value: Json) -> State:
    """Build a :class:`State` from schema-valid JSON; an impossible state is malformed with the
    code and path of its first problem."""
    from regelwerk.rulesets.w40k.problems import position_problems

    problems = position_problems(value)
    if problems:
        first = problems[0]
        raise MalformedInput(first.code, first.message, first.path)
    units = {u["id"]: _unit(u) for u in value["units"]}
    owner = {m.id: u.id for u in units.values() for m in u.models}
    return State(
        round=value["round"],
        last_round=value["last_round"],
        players=(value["players"][0], value["players"][1]),
        active=value["active"],
        phase=cast(Phase, value["phase"]),
        step=cast(Step | None, value["step"]),
        cp=frozen(value["cp"]),
        extra_cp=frozenset(value["extra_cp"]),
        table=Table.of_size(value["table"]["width"], value["table"]["depth"]),
        deployment_zones=frozen({p: Rect(*r) for p, r in value["deployment_zones"].items()}),
        terrain=tuple(Box(b["id"], Rect(*b["area"]), b["height"]) for b in value["terrain"]),
        objectives=tuple(Objective(o["id"], Point.from_json(o["at"]), o["diameter"], o["controller"]) for o in value["objectives"]),
        hidden=frozenset((min(a, b), max(a, b)) for a, b in value["hidden"]),
        units=frozen(units),
        sequence=_sequence(value["sequence"]),
        fight_next=value["fight_next"],
        pending=tuple(
            Pending(p["kind"], p["unit"], p["transport"], Point.from_json(p["at"]), p["base"]) for p in value["pending"]
        ),
        result=None if value["result"] is None else frozen(value["result"]),
        _owner=frozen(owner),
    )
