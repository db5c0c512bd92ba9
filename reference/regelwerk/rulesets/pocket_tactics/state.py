"""Pocket-Tactics game state: phase, the hex map, the tile bag, the bases, the units and where
each one is.

JSON form (``schemas/pocket_tactics/state.schema.json``)::

    {"phase": "play", "first": "legion", "active": "legion", "winner": null,
     "bag":     {"field": 0, "forest": 0, "hill": 0, "village": 0, "water": 0},
     "tiles":   [{"at": [q, r], "terrain": "water"}, ...],          # a set, sorted by "at"
     "bases":   {"legion": {"at": [q, r], "defence": 3}, "tribes": {...}},
     "units":   [{"id": "R1", "faction": "legion", "profile": {...}}, ...],   # sorted by id
     "board":   [{"unit": "R1", "at": [q, r]}, ...],                  # sorted by "at"
     "reserve": {"legion": ["R3"], "tribes": []},                    # sorted ids
     "prison":  {"legion": [], "tribes": ["R2"]}}                    # camp of the capturing faction

Phases in order: ``start`` (nobody has rolled for the first player), ``setup`` (the first base
and the tiles are placed), ``second_base``, ``deploy`` (three units each), ``play``, ``over``.

Every unit is in exactly one place: on the board, in its own faction's reserve, or in the
opposing faction's prison camp.  :func:`parse_state` rejects anything else as malformed, and
everything that contradicts the phase (tiles before the game starts, an unplaced base in play).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Literal, TypeVar, get_args

from regelwerk.core.canonical import Json
from regelwerk.core.errors import Problem, present
from regelwerk.core.hexgrid import Hex

Faction = Literal["legion", "tribes"]
Terrain = Literal["field", "forest", "hill", "village", "water"]
Phase = Literal["start", "setup", "second_base", "deploy", "play", "over"]
Winner = Literal["legion", "tribes", "draw"]
FACTIONS: tuple[Faction, ...] = get_args(Faction)
TERRAINS: tuple[Terrain, ...] = get_args(Terrain)
PHASES: tuple[Phase, ...] = get_args(Phase)
DRAW: Winner = "draw"  # the winner of a game both armies lose at once (PT-A-GLEICHZEITIGER-SIEG)
UNITS_DEPLOYED = 3  # units each player brings into play before the game starts (PT-VOR-8)


def opponent(faction: str) -> Faction:
    return FACTIONS[1] if faction == FACTIONS[0] else FACTIONS[0]


K = TypeVar("K")
V = TypeVar("V")


def frozen(mapping: Mapping[K, V]) -> Mapping[K, V]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class Profile:
    """The values of a unit card: dice per attack type, favoured terrain, cost, abilities."""

    type: str
    cost: int
    terrain: frozenset[str]
    attack: Mapping[str, int]
    defence: Mapping[str, int]
    abilities: tuple[Json, ...]

    def to_json(self) -> Json:
        return {
            "type": self.type,
            "cost": self.cost,
            "terrain": sorted(self.terrain),
            "attack": dict(self.attack),
            "defence": dict(self.defence),
            "abilities": [dict(a) for a in self.abilities],
        }

    @classmethod
    def from_json(cls, value: Json) -> Profile:
        return cls(
            type=value["type"],
            cost=value["cost"],
            terrain=frozenset(value["terrain"]),
            attack=frozen(value["attack"]),
            defence=frozen(value["defence"]),
            abilities=tuple(frozen(a) for a in value["abilities"]),
        )


@dataclass(frozen=True)
class Unit:
    id: str
    faction: Faction
    profile: Profile


@dataclass(frozen=True)
class Base:
    faction: Faction
    at: Hex | None
    defence: int


@dataclass(frozen=True)
class State:
    phase: Phase
    first: Faction | None
    active: Faction | None
    winner: Winner | None
    bag: Mapping[Terrain, int]
    tiles: Mapping[Hex, Terrain]
    bases: Mapping[Faction, Base]
    units: Mapping[str, Unit]
    board: Mapping[Hex, str]
    reserve: Mapping[Faction, frozenset[str]]
    prison: Mapping[Faction, frozenset[str]]

    # -- what the phase guarantees (position_problems: PT.STATE.PHASE_*) ------------------

    @property
    def mover(self) -> Faction:
        """The active player, in the phases where one is (every phase but ``start`` and ``over``)."""
        return present(self.active, "the active player")

    @property
    def first_player(self) -> Faction:
        """Who won the roll-off (PT-VOR-3), known after the phase ``start``."""
        return present(self.first, "the first player")

    def base_hex_placed(self, faction: Faction) -> Hex:
        """A base that the phase says is on the map (the first from ``setup`` on, both from ``deploy``)."""
        return present(self.bases[faction].at, f"the {faction} base")

    # -- queries -----------------------------------------------------------------------

    def unit_at(self, at: Hex) -> Unit | None:
        unit_id = self.board.get(at)
        return None if unit_id is None else self.units[unit_id]

    def position_of(self, unit_id: str) -> Hex | None:
        for at, uid in self.board.items():
            if uid == unit_id:
                return at
        return None

    def base_at(self, at: Hex) -> Faction | None:
        for faction, base in self.bases.items():
            if base.at == at:
                return faction
        return None

    def base_hex(self, faction: Faction) -> Hex | None:
        return self.bases[faction].at

    def is_empty(self, at: Hex) -> bool:
        """No tile and no base: empty space."""
        return at not in self.tiles and self.base_at(at) is None

    def tiles_left(self) -> int:
        return sum(self.bag.values())

    def army(self, faction: Faction) -> list[Unit]:
        return [u for u in self.units.values() if u.faction == faction]

    def on_board(self, faction: Faction) -> list[str]:
        return [uid for uid in self.board.values() if self.units[uid].faction == faction]

    def remaining(self, faction: Faction) -> list[str]:
        """The faction's units not captured: on the board or in its reserve."""
        return sorted(self.on_board(faction) + list(self.reserve[faction]))

    # -- pure updates (each returns a new state) ---------------------------------------

    def with_board(self, board: Mapping[Hex, str]) -> State:
        return replace(self, board=frozen(board))

    def moved(self, unit_id: str, to: Hex) -> State:
        board = {at: uid for at, uid in self.board.items() if uid != unit_id}
        board[to] = unit_id
        return self.with_board(board)

    def removed_from_board(self, unit_id: str) -> State:
        return self.with_board({at: uid for at, uid in self.board.items() if uid != unit_id})

    def into_reserve(self, unit_id: str) -> State:
        faction = self.units[unit_id].faction
        reserve = dict(self.reserve)
        reserve[faction] = reserve[faction] | {unit_id}
        return replace(self.removed_from_board(unit_id), reserve=frozen(reserve))

    def out_of_reserve(self, unit_id: str, to: Hex) -> State:
        faction = self.units[unit_id].faction
        reserve = dict(self.reserve)
        reserve[faction] = reserve[faction] - {unit_id}
        return replace(self.moved(unit_id, to), reserve=frozen(reserve))

    def captured(self, unit_id: str) -> State:
        """The unit leaves the board for the prison camp of the opposing faction."""
        captor = opponent(self.units[unit_id].faction)
        prison = dict(self.prison)
        prison[captor] = prison[captor] | {unit_id}
        return replace(self.removed_from_board(unit_id), prison=frozen(prison))

    def with_tile(self, at: Hex, terrain: Terrain) -> State:
        bag = dict(self.bag)
        bag[terrain] -= 1
        return replace(self, tiles=frozen({**self.tiles, at: terrain}), bag=frozen(bag))

    def with_base(self, faction: Faction, at: Hex) -> State:
        return replace(self, bases=frozen({**self.bases, faction: replace(self.bases[faction], at=at)}))

    def turn_passed(self) -> State:
        return replace(self, active=opponent(self.mover))


def state_to_json(state: State) -> Json:
    return {
        "phase": state.phase,
        "first": state.first,
        "active": state.active,
        "winner": state.winner,
        "bag": {t: state.bag[t] for t in TERRAINS},
        "tiles": [{"at": at.to_json(), "terrain": t} for at, t in sorted(state.tiles.items())],
        "bases": {
            f: {"at": None if b.at is None else b.at.to_json(), "defence": b.defence} for f, b in sorted(state.bases.items())
        },
        "units": [
            {"id": u.id, "faction": u.faction, "profile": u.profile.to_json()}
            for u in sorted(state.units.values(), key=lambda u: u.id)
        ],
        "board": [{"unit": uid, "at": at.to_json()} for at, uid in sorted(state.board.items())],
        "reserve": {f: sorted(state.reserve[f]) for f in FACTIONS},
        "prison": {f: sorted(state.prison[f]) for f in FACTIONS},
    }


def _discard(state: State) -> None:
    """Where :func:`position_problems` hands the state it read when nobody asked for it."""


def position_problems(value: Json, parsed: Callable[[State], object] = _discard) -> list[Problem]:
    """Every impossibility of a schema-valid state, in a fixed order (``docs/pocket_tactics.md``,
    "Impossible states"), like python-chess ``Board.status()``: an empty list means the state is
    possible.  The schema has already checked shapes and enumerations; this checks what a schema
    cannot: references, uniqueness, that every unit is in exactly one place, and the phase
    (:func:`phase_problems`).  :func:`parse_state` raises the first problem.

    ``parsed`` receives the state read on the way, which is the parsed state when there is no
    problem (every entry left out is a problem): :func:`parse_state` reads the JSON only once.
    """
    problems: list[Problem] = []

    def problem(code: str, message: str, path: str) -> None:
        problems.append(Problem(code, message, path))

    tiles: dict[Hex, Terrain] = {}
    for i, tile in enumerate(value["tiles"]):
        at = Hex.from_json(tile["at"])
        if at in tiles:
            problem("PT.STATE.TILE_TWICE", f"two tiles at {at}", f"$.state.tiles[{i}]")
            continue
        tiles[at] = tile["terrain"]

    bases: dict[Faction, Base] = {}
    for faction in FACTIONS:
        entry = value["bases"][faction]
        base_at = None if entry["at"] is None else Hex.from_json(entry["at"])
        path = f"$.state.bases.{faction}.at"
        if base_at is not None and base_at in tiles:
            problem("PT.STATE.BASE_ON_TILE", f"the {faction} base lies on the tile at {base_at}", path)
        elif base_at is not None and any(b.at == base_at for b in bases.values()):
            problem("PT.STATE.BASE_ON_BASE", f"both bases lie at {base_at}", path)
        bases[faction] = Base(faction, base_at, entry["defence"])

    units: dict[str, Unit] = {}
    for i, u in enumerate(value["units"]):
        if u["id"] in units:
            problem("PT.STATE.UNIT_TWICE", f"unit id {u['id']!r} is used twice", f"$.state.units[{i}].id")
            continue
        units[u["id"]] = Unit(u["id"], u["faction"], Profile.from_json(u["profile"]))

    seen: dict[str, str] = {}

    def place(unit_id: str, where: str, path: str) -> bool:
        """Record where a unit is; False (and a problem) if it is unknown or somewhere already."""
        if unit_id not in units:
            problem("PT.STATE.UNKNOWN_UNIT", f"unknown unit {unit_id!r}", path)
            return False
        if unit_id in seen:
            problem("PT.STATE.UNIT_IN_TWO_PLACES", f"unit {unit_id!r} is both {seen[unit_id]} and {where}", path)
            return False
        seen[unit_id] = where
        return True

    board: dict[Hex, str] = {}
    base_hexes = {b.at for b in bases.values() if b.at is not None}
    for i, entry in enumerate(value["board"]):
        path = f"$.state.board[{i}]"
        at = Hex.from_json(entry["at"])
        if not place(entry["unit"], f"on the board at {at}", path):
            continue
        if at in base_hexes:
            problem("PT.STATE.UNIT_ON_BASE", f"unit {entry['unit']!r} stands on a base at {at}", path)
        elif at not in tiles:
            problem("PT.STATE.UNIT_OFF_MAP", f"unit {entry['unit']!r} stands at {at}, where there is no tile", path)
        elif at in board:
            problem("PT.STATE.TILE_SHARED", f"units {board[at]!r} and {entry['unit']!r} share the tile {at}", path)
        else:
            board[at] = entry["unit"]

    reserve: dict[Faction, frozenset[str]] = {}
    prison: dict[Faction, frozenset[str]] = {}
    for faction in FACTIONS:
        for i, unit_id in enumerate(value["reserve"][faction]):
            path = f"$.state.reserve.{faction}[{i}]"
            if place(unit_id, f"in the {faction} reserve", path) and units[unit_id].faction != faction:
                problem("PT.STATE.FOREIGN_RESERVE", f"unit {unit_id!r} is in the other faction's reserve", path)
        for i, unit_id in enumerate(value["prison"][faction]):
            path = f"$.state.prison.{faction}[{i}]"
            if place(unit_id, f"in the {faction} prison camp", path) and units[unit_id].faction == faction:
                problem("PT.STATE.OWN_PRISON", f"unit {unit_id!r} is in its own faction's prison camp", path)
        reserve[faction] = frozenset(u for u in value["reserve"][faction] if u in units)
        prison[faction] = frozenset(u for u in value["prison"][faction] if u in units)

    for unit_id in units:
        if unit_id not in seen:
            problem(
                "PT.STATE.UNIT_NOWHERE",
                f"unit {unit_id!r} is neither on the board, in a reserve nor in a prison camp",
                "$.state.units",
            )

    state = _build(value, tiles, bases, units, board, reserve, prison)
    parsed(state)
    return problems + phase_problems(state)


def _build(
    value: Json,
    tiles: dict[Hex, Terrain],
    bases: dict[Faction, Base],
    units: dict[str, Unit],
    board: dict[Hex, str],
    reserve: dict[Faction, frozenset[str]],
    prison: dict[Faction, frozenset[str]],
) -> State:
    # The schema has checked the enumerations (phase, factions, terrains): the JSON strings are
    # the closed vocabularies the fields are typed with.
    return State(
        phase=value["phase"],
        first=value["first"],
        active=value["active"],
        winner=value["winner"],
        bag=frozen(value["bag"]),
        tiles=frozen(tiles),
        bases=frozen(bases),
        units=frozen(units),
        board=frozen(board),
        reserve=frozen(reserve),
        prison=frozen(prison),
    )


def parse_state(value: Json) -> State:
    """Build a :class:`State` from schema-valid JSON; an impossible state is malformed with the
    code, message and path of its first problem (:func:`position_problems`)."""
    read: list[State] = []
    problems = position_problems(value, read.append)
    if problems:
        raise problems[0].error()
    (state,) = read
    return state


def phase_problems(state: State) -> list[Problem]:
    """What each phase allows: a state that no game could reach in that phase is impossible."""
    placed = {f for f, b in state.bases.items() if b.at is not None}
    phase = state.phase
    problems: list[Problem] = []

    def problem(code: str, message: str, path: str = "$.state.phase") -> None:
        problems.append(Problem(code, f"in phase {phase!r}: {message}", path))

    if (phase == "start") != (state.first is None):
        problem("PT.STATE.PHASE_FIRST", "the first player is unknown exactly while the phase is start", "$.state.first")
    if (phase in ("start", "over")) != (state.active is None):
        problem(
            "PT.STATE.PHASE_ACTIVE",
            "nobody is active before the roll-off and after the game, and somebody is in between",
            "$.state.active",
        )
    if (phase == "over") != (state.winner is not None):
        problem("PT.STATE.PHASE_WINNER", "a winner is named exactly when the game is over", "$.state.winner")
    if phase in ("start", "setup", "second_base") and state.prison["legion"] | state.prison["tribes"]:
        problem("PT.STATE.PHASE_PRISON", "nobody is captured before play begins", "$.state.prison")
    if phase in ("start", "setup", "second_base") and state.board:
        problem("PT.STATE.PHASE_BOARD", "no unit stands on the map before deployment", "$.state.board")
    if phase == "start" and (state.tiles or placed):
        problem("PT.STATE.PHASE_MAP", "the map is empty before the roll-off", "$.state.tiles")
    if phase == "setup" and state.first is not None:
        if state.first not in placed and state.tiles:
            problem("PT.STATE.PHASE_MAP", "the first tile is placed after the first base", "$.state.tiles")
        if opponent(state.first) in placed:
            problem("PT.STATE.PHASE_MAP", "the second base comes after the last tile", "$.state.bases")
    if phase == "setup" and state.tiles_left() == 0:
        problem("PT.STATE.PHASE_BAG", "the setup ends when the bag is empty", "$.state.bag")
    if phase == "second_base" and (placed != {state.first} or state.tiles_left()):
        problem("PT.STATE.PHASE_MAP", "the bag is empty and only the first base lies on the map", "$.state.bases")
    if phase in ("deploy", "play") and placed != set(FACTIONS):
        problem("PT.STATE.BASE_MISSING", "both bases are on the map", "$.state.bases")
    if phase in ("deploy", "play", "over") and state.tiles_left():
        problem("PT.STATE.PHASE_BAG", "all tiles are on the map", "$.state.bag")
    if phase == "setup" and not state.tiles and state.active != state.first:
        problem("PT.STATE.PHASE_ACTIVE", "the first player places the first base and the first tile", "$.state.active")
    if phase == "second_base" and state.first is not None and state.active != opponent(state.first):
        problem("PT.STATE.PHASE_ACTIVE", "the second player places the second base", "$.state.active")
    if phase == "deploy" and state.active is not None and deployed(state, state.active) >= UNITS_DEPLOYED:
        problem("PT.STATE.PHASE_ACTIVE", "a player who has brought three units into play deploys no more", "$.state.active")
    return problems


def deployed(state: State, faction: Faction) -> int:
    """PT-VOR-8: how many units the faction has brought into play during the deployment; a unit
    defeated on deployment (PT-A-AUFSTELLUNG-GEFAHR=pruefung) was brought into play as well."""
    return len(state.on_board(faction)) + len(state.prison[opponent(faction)])


def deployment_done(state: State, faction: Faction) -> bool:
    """The faction has brought three units into play, or all it has."""
    return deployed(state, faction) >= min(UNITS_DEPLOYED, len(state.army(faction)))
