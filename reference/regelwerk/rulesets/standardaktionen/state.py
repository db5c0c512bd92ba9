"""Standardaktionen game state: the board, the players in turn order, the units, the reactions
the players hold, and what is going on right now (a unit's turn, a reaction phase, a request
for a correction).

JSON form (``schemas/standardaktionen/state.schema.json``)::

    {"board": {"width": 7, "height": 7},
     "players": [{"id": "p1", "loans": 0}, {"id": "p2", "loans": 0}],     # turn order
     "starting_player": "p1", "round": 1, "active_player": "p1", "winner": null,
     "units": [{"id": "E1", "owner": "p1", "at": [3, 5], "facing": "N",  # sorted by id
                "move": 3, "power": 2, "life": 4, "max_life": 4, "range": 1,
                "restricted": false, "effects": [{"kind": "loan", "phase": "attack", "amount": 1}]}],
     "acted": ["E3"],                                                     # sorted ids
     "reactions": [{"id": "K1", "owner": "p2", "kind": "technique",       # sorted by id
                    "effect": "shield", "uses": 1}],
     "turn": null | {"unit": "E1", "done": [],
                     "movement": {"start": [3, 5], "moves": [[[3, 4]]]} | null},
     "window": null | {"attacker": "E1", "target": "E2", "power": 2, "shielded": false,
                       "stack": [{"seq": 1, "reaction": "K1", "player": "p2", "kind": "technique",
                                  "effect": "shield", "answers": null, "cancelled": false}],
                       "initiative": "p2", "query_from": "p2", "played": 1},
     "correction": null | {"requested_by": "p1", "awaiting": ["p2"]}}

A unit with ``life`` above 0 is alive and stands on a square; a unit with ``life`` 0 or less
is dead, keeps its last ``life`` (the damage beyond its remaining life shows there) and stands
nowhere (``at`` is ``null``).  :func:`position_problems` lists every impossibility of a state
at once (like python-chess ``status()``); :func:`parse_state` raises the first as
``MalformedInput``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Literal, TypeVar, get_args

from regelwerk.core.canonical import Json
from regelwerk.core.errors import Problem, present
from regelwerk.core.squaregrid import Board, Square

Facing = Literal["N", "E", "S", "W"]
Phase = Literal["movement", "attack", "section_3", "facing"]
EffectKind = Literal["loan", "heal"]
ReactionKind = Literal["ability", "technique", "spell"]
ReactionEffect = Literal["power", "shield", "counter"]

FACINGS: tuple[str, ...] = get_args(Facing)
PHASES: tuple[Phase, ...] = get_args(Phase)


K = TypeVar("K")
V = TypeVar("V")


def frozen(mapping: Mapping[K, V]) -> Mapping[K, V]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class Effect:
    """An effect a unit carries, triggered when the named phase of its turn is completed
    (never when that phase is skipped, SA-AKT-3)."""

    kind: EffectKind
    phase: Phase
    amount: int


@dataclass(frozen=True)
class Unit:
    id: str
    owner: str
    at: Square | None
    facing: Facing
    move: int
    power: int
    life: int
    max_life: int
    range: int
    restricted: bool
    effects: tuple[Effect, ...]

    @property
    def square(self) -> Square:
        """Where a living unit stands (a dead one stands nowhere: the rules never ask)."""
        return present(self.at, f"the square of {self.id}")

    @property
    def alive(self) -> bool:
        return self.life > 0


@dataclass(frozen=True)
class Player:
    id: str
    loans: int


@dataclass(frozen=True)
class Reaction:
    """A reaction a player holds (a Fähigkeit, Technik or Zauber) with the uses it has left."""

    id: str
    owner: str
    kind: ReactionKind
    effect: ReactionEffect
    amount: int | None  # only for effect "power": the change of the attack's Power
    uses: int


@dataclass(frozen=True)
class Movement:
    """The movement phase in progress: where it started and every put-down so far, each the
    list of squares the unit entered on the way to it (SA-BEW-3, SA-BEW-10)."""

    start: Square
    moves: tuple[tuple[Square, ...], ...]

    @property
    def steps(self) -> int:
        return sum(len(path) for path in self.moves)

    @property
    def entered(self) -> tuple[Square, ...]:
        return tuple(square for path in self.moves for square in path)


@dataclass(frozen=True)
class Turn:
    """The turn of one unit: the phases that have ended (completed or skipped), in order, and
    the movement phase once the unit has moved in it, until that phase ends.  Which phase comes
    now follows from these and the readings (:func:`.turn.current_phase`)."""

    unit: str
    done: tuple[Phase, ...]
    movement: Movement | None


@dataclass(frozen=True)
class Pending:
    """A reaction played in the reaction phase and not yet resolved."""

    seq: int
    reaction: str
    player: str
    kind: ReactionKind
    effect: ReactionEffect
    amount: int | None
    answers: int | None  # the seq of the reaction it answers; None: it answers the attack
    cancelled: bool


@dataclass(frozen=True)
class Window:
    """The reaction phase of a declared attack (SA-REA-1 to SA-REA-4)."""

    attacker: str
    target: str
    power: int
    shielded: bool
    stack: tuple[Pending, ...]
    initiative: str
    query_from: str
    played: int


@dataclass(frozen=True)
class Correction:
    """A request for a correction of the last move, waiting for the answers of ``awaiting``."""

    requested_by: str
    awaiting: tuple[str, ...]


@dataclass(frozen=True)
class State:
    board: Board
    players: tuple[Player, ...]  # in turn order
    starting_player: str
    round: int
    active_player: str | None
    winner: str | None
    units: Mapping[str, Unit]
    acted: frozenset[str]
    reactions: Mapping[str, Reaction]
    turn: Turn | None
    window: Window | None
    correction: Correction | None

    # -- what the position guarantees where the rules read it (position_problems) --------

    @property
    def mover(self) -> str:
        """The active player, while the game goes on."""
        return present(self.active_player, "the active player")

    @property
    def current_turn(self) -> Turn:
        """The unit's turn under way (actions of a phase come only within one)."""
        return present(self.turn, "the unit's turn")

    @property
    def open_window(self) -> Window:
        """The reaction window of an attack (react and pass come only within one)."""
        return present(self.window, "the reaction window")

    @property
    def open_correction(self) -> Correction:
        """The request for a correction under way (its answers come only within one)."""
        return present(self.correction, "the correction request")

    # -- queries -----------------------------------------------------------------------

    @property
    def player_ids(self) -> tuple[str, ...]:
        return tuple(p.id for p in self.players)

    def player(self, player_id: str) -> Player:
        return next(p for p in self.players if p.id == player_id)

    def unit_at(self, square: Square) -> Unit | None:
        """The living unit on ``square``, if any."""
        return next((u for u in self.units.values() if u.at == square), None)

    def living(self, player_id: str) -> list[Unit]:
        return [u for u in self.units.values() if u.owner == player_id and u.alive]

    def in_game(self) -> tuple[str, ...]:
        """The players who still have a living unit, in turn order."""
        return tuple(p for p in self.player_ids if self.living(p))

    def ready(self, player_id: str) -> list[Unit]:
        """The player's living units that have not had their turn in this round."""
        return [u for u in self.living(player_id) if u.id not in self.acted]

    # -- pure updates (each returns a new state) ---------------------------------------

    def with_unit(self, unit: Unit) -> State:
        return replace(self, units=frozen({**self.units, unit.id: unit}))

    def with_player(self, player: Player) -> State:
        return replace(self, players=tuple(player if p.id == player.id else p for p in self.players))

    def with_reaction(self, reaction: Reaction) -> State:
        return replace(self, reactions=frozen({**self.reactions, reaction.id: reaction}))


# -- JSON ------------------------------------------------------------------------------------


def _square(value: Square | None) -> Json:
    return None if value is None else value.to_json()


def _pending_json(p: Pending) -> Json:
    out = {"seq": p.seq, "reaction": p.reaction, "player": p.player, "kind": p.kind, "effect": p.effect,
           "answers": p.answers, "cancelled": p.cancelled}
    if p.amount is not None:
        out["amount"] = p.amount
    return out


def _reaction_json(r: Reaction) -> Json:
    out = {"id": r.id, "owner": r.owner, "kind": r.kind, "effect": r.effect, "uses": r.uses}
    if r.amount is not None:
        out["amount"] = r.amount
    return out


def state_to_json(state: State) -> Json:
    turn = state.turn
    window = state.window
    order = {p: i for i, p in enumerate(state.player_ids)}
    return {
        "board": {"width": state.board.width, "height": state.board.height},
        "players": [{"id": p.id, "loans": p.loans} for p in state.players],
        "starting_player": state.starting_player,
        "round": state.round,
        "active_player": state.active_player,
        "winner": state.winner,
        "units": [
            {
                "id": u.id, "owner": u.owner, "at": _square(u.at), "facing": u.facing, "move": u.move,
                "power": u.power, "life": u.life, "max_life": u.max_life, "range": u.range,
                "restricted": u.restricted,
                "effects": [{"kind": e.kind, "phase": e.phase, "amount": e.amount} for e in u.effects],
            }
            for u in sorted(state.units.values(), key=lambda u: u.id)
        ],
        "acted": sorted(state.acted),
        "reactions": [_reaction_json(r) for r in sorted(state.reactions.values(), key=lambda r: r.id)],
        "turn": None if turn is None else {
            "unit": turn.unit,
            "done": list(turn.done),
            "movement": None if turn.movement is None else {
                "start": turn.movement.start.to_json(),
                "moves": [[s.to_json() for s in path] for path in turn.movement.moves],
            },
        },
        "window": None if window is None else {
            "attacker": window.attacker, "target": window.target, "power": window.power,
            "shielded": window.shielded, "stack": [_pending_json(p) for p in window.stack],
            "initiative": window.initiative, "query_from": window.query_from, "played": window.played,
        },
        "correction": None if state.correction is None else {
            "requested_by": state.correction.requested_by,
            "awaiting": sorted(state.correction.awaiting, key=lambda p: order.get(p, len(order))),
        },
    }


# -- impossible positions --------------------------------------------------------------------


def position_problems(value: Json) -> list[Problem]:
    """Every impossibility of a schema-valid state, in a fixed order (see
    ``docs/standardaktionen.md``, "Malformed states").  An empty list: the state is possible."""
    problems: list[Problem] = []

    def report(code: str, message: str, path: str) -> None:
        problems.append(Problem(code, message, path))

    board = Board(value["board"]["width"], value["board"]["height"])
    players: list[str] = []
    for i, player in enumerate(value["players"]):
        if player["id"] in players:
            report("SA.STATE.PLAYER_TWICE", f"player id {player['id']!r} is used twice", f"$.state.players[{i}].id")
        players.append(player["id"])
    for field in ("starting_player", "active_player", "winner"):
        if value[field] is not None and value[field] not in players:
            report("SA.STATE.UNKNOWN_PLAYER", f"{field} {value[field]!r} is not a player", f"$.state.{field}")

    units: dict[str, Json] = {}
    standing: dict[tuple[int, int], str] = {}
    for i, unit in enumerate(value["units"]):
        path = f"$.state.units[{i}]"
        if unit["id"] in units:
            report("SA.STATE.UNIT_TWICE", f"unit id {unit['id']!r} is used twice", f"{path}.id")
        units[unit["id"]] = unit
        if unit["owner"] not in players:
            report("SA.STATE.UNKNOWN_OWNER", f"unit {unit['id']!r} belongs to no player ({unit['owner']!r})", f"{path}.owner")
        if unit["life"] > unit["max_life"]:
            report("SA.STATE.LIFE_ABOVE_MAX", f"unit {unit['id']!r} has more life than its Life value", f"{path}.life")
        at = unit["at"]
        if unit["life"] <= 0 and at is not None:
            report("SA.STATE.DEAD_ON_BOARD", f"unit {unit['id']!r} is dead but stands on {at}", f"{path}.at")
        elif unit["life"] > 0 and at is None:
            report("SA.STATE.ALIVE_OFF_BOARD", f"unit {unit['id']!r} is alive but stands nowhere", f"{path}.at")
        elif at is not None and not board.contains(Square.from_json(at)):
            report("SA.STATE.OFF_BOARD", f"unit {unit['id']!r} stands off the board at {at}", f"{path}.at")
        elif at is not None and tuple(at) in standing:
            report("SA.STATE.SQUARE_SHARED", f"units {standing[tuple(at)]!r} and {unit['id']!r} share {at}", f"{path}.at")
        elif at is not None:
            standing[tuple(at)] = unit["id"]

    reactions: dict[str, Json] = {}
    for i, reaction in enumerate(value["reactions"]):
        path = f"$.state.reactions[{i}]"
        if reaction["id"] in reactions:
            report("SA.STATE.REACTION_TWICE", f"reaction id {reaction['id']!r} is used twice", f"{path}.id")
        reactions[reaction["id"]] = reaction
        if reaction["owner"] not in players:
            report("SA.STATE.UNKNOWN_OWNER", f"reaction {reaction['id']!r} belongs to no player", f"{path}.owner")
    for i, unit_id in enumerate(value["acted"]):
        if unit_id not in units:
            report("SA.STATE.UNKNOWN_UNIT", f"acted names unknown unit {unit_id!r}", f"$.state.acted[{i}]")

    def alive(unit_id: str) -> bool:
        return unit_id in units and units[unit_id]["life"] > 0

    def owner_in_game(player: str) -> bool:
        return any(u["owner"] == player and u["life"] > 0 for u in units.values())

    over = value["winner"] is not None
    if over == (value["active_player"] is not None):
        report("SA.STATE.WINNER_ACTIVE", "a game has a winner exactly when nobody is active", "$.state.winner")

    turn = value["turn"]
    if turn is not None:
        _turn_problems(turn, units, value, alive, report)
    elif not over and value["active_player"] in players:
        if not any(alive(u) and units[u]["owner"] == value["active_player"] and u not in value["acted"] for u in units):
            report("SA.STATE.NOTHING_TO_DO", "the active player has no living unit that has not had its turn", "$.state.active_player")

    window = value["window"]
    if window is not None:
        if turn is None or turn["unit"] != window["attacker"] or "attack" in turn["done"] or turn["movement"] is not None:
            report("SA.STATE.WINDOW_TURN", "a reaction phase belongs to the attack phase of the attacking unit", "$.state.window.attacker")
        if not alive(window["target"]):
            report("SA.STATE.WINDOW_TARGET", "the target of a pending attack is a living unit", "$.state.window.target")
        for field in ("initiative", "query_from"):
            if not owner_in_game(window[field]):
                report("SA.STATE.WINDOW_PLAYER", f"{window[field]!r} is not a player with a living unit", f"$.state.window.{field}")
        previous = 0
        for i, entry in enumerate(window["stack"]):
            path = f"$.state.window.stack[{i}]"
            if entry["reaction"] not in reactions:
                report("SA.STATE.UNKNOWN_REACTION", f"the stack names unknown reaction {entry['reaction']!r}", f"{path}.reaction")
            if entry["player"] not in players:
                report("SA.STATE.UNKNOWN_PLAYER", f"{entry['player']!r} is not a player", f"{path}.player")
            answers = entry["answers"]
            if entry["seq"] <= previous or entry["seq"] > window["played"] or (answers is not None and answers >= entry["seq"]):
                report("SA.STATE.STACK_ORDER", "stack entries are in the order played and answer earlier ones", path)
            previous = entry["seq"]

    correction = value["correction"]
    if correction is not None:
        moves = (turn or {}).get("movement") or {}
        if turn is None or not moves.get("moves") or window is not None:
            report("SA.STATE.CORRECTION_TURN", "a correction concerns a move of the movement phase in progress", "$.state.correction")
        others = [p for p in players if p != value["active_player"] and owner_in_game(p)]
        if correction["requested_by"] != value["active_player"] or not set(correction["awaiting"]) <= set(others):
            report("SA.STATE.CORRECTION_PLAYERS", "the active player asks opponents still in the game", "$.state.correction")
    return problems


def _turn_problems(
    turn: Json, units: dict[str, Json], value: Json, alive: Callable[[str], bool], report: Callable[[str, str, str], None]
) -> None:
    unit = units.get(turn["unit"], {"at": None, "owner": None})
    if not alive(turn["unit"]) or unit["owner"] != value["active_player"] or turn["unit"] in value["acted"]:
        report("SA.STATE.TURN_UNIT", "the unit whose turn it is exists, is alive, is the active player's and has not had its turn", "$.state.turn.unit")
    if len(set(turn["done"])) != len(turn["done"]) or "facing" in turn["done"]:
        report("SA.STATE.TURN_DONE", "a phase ends only once, and the turn is over once the facing phase ends", "$.state.turn.done")
    movement = turn["movement"]
    if movement is not None and "movement" in turn["done"]:
        report("SA.STATE.TURN_MOVEMENT", "the movement is recorded only until the movement phase ends", "$.state.turn.movement")
    elif movement is not None:
        last = movement["moves"][-1][-1] if movement["moves"] else movement["start"]
        if unit["at"] != last:
            report("SA.STATE.TURN_POSITION", "the unit stands where its last move ended", "$.state.turn.movement")


def parse_state(value: Json) -> State:
    """Build a :class:`State` from schema-valid JSON; an impossible position raises the first
    of its :func:`position_problems` as ``MalformedInput``."""
    problems = position_problems(value)
    if problems:
        raise problems[0].error()
    return build_state(value)


def build_state(value: Json) -> State:
    """The :class:`State` of a JSON state known to be possible (no checks)."""
    units = {
        u["id"]: Unit(
            id=u["id"], owner=u["owner"], at=None if u["at"] is None else Square.from_json(u["at"]),
            facing=u["facing"], move=u["move"], power=u["power"], life=u["life"], max_life=u["max_life"],
            range=u["range"], restricted=u["restricted"],
            effects=tuple(Effect(e["kind"], e["phase"], e["amount"]) for e in u["effects"]),
        )
        for u in value["units"]
    }
    reactions = {
        r["id"]: Reaction(r["id"], r["owner"], r["kind"], r["effect"], r.get("amount"), r["uses"]) for r in value["reactions"]
    }
    turn = value["turn"]
    window = value["window"]
    correction = value["correction"]
    return State(
        board=Board(value["board"]["width"], value["board"]["height"]),
        players=tuple(Player(p["id"], p["loans"]) for p in value["players"]),
        starting_player=value["starting_player"],
        round=value["round"],
        active_player=value["active_player"],
        winner=value["winner"],
        units=frozen(units),
        acted=frozenset(value["acted"]),
        reactions=frozen(reactions),
        turn=None if turn is None else Turn(
            unit=turn["unit"],
            done=tuple(turn["done"]),
            movement=None if turn["movement"] is None else Movement(
                start=Square.from_json(turn["movement"]["start"]),
                moves=tuple(tuple(Square.from_json(s) for s in path) for path in turn["movement"]["moves"]),
            ),
        ),
        window=None if window is None else Window(
            attacker=window["attacker"], target=window["target"], power=window["power"], shielded=window["shielded"],
            stack=tuple(
                Pending(p["seq"], p["reaction"], p["player"], p["kind"], p["effect"], p.get("amount"), p["answers"], p["cancelled"])
                for p in window["stack"]
            ),
            initiative=window["initiative"], query_from=window["query_from"], played=window["played"],
        ),
        correction=None if correction is None else Correction(correction["requested_by"], tuple(correction["awaiting"])),
    )
