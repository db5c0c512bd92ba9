"""Warhammer 40,000 actions and questions.

JSON form (``schemas/w40k/action.schema.json``).  ``player`` is the acting player; every decision
is a field: which unit, which mode of moving, each model's path, where models are set up, which
weapon each model uses against which target, the order attacks are allocated in.  A path is the
list of points a model passes after its position, the last one where it ends; the paths of a
move are a list, and the models move one after another in that order::

    {"type": "end_phase", "player": "imperium"}
    {"type": "gain_cp", "player": "orks"}
    {"type": "use_stratagem", "player": "orks", "unit": "boyz", "cost": 1}
    {"type": "battle_shock_test", "player": "imperium", "unit": "trupp"}
    {"type": "advance", "player": "imperium", "unit": "trupp"}
    {"type": "move", "player": "imperium", "unit": "trupp", "mode": "normal",
     "paths": [{"model": "m1", "path": [[x, y, z], ...]}], "embark": null, "casualties": [], "facing": {}}
    {"type": "disembark", "player": "imperium", "unit": "trupp", "positions": {"m1": [x, y, z]}}
    {"type": "arrive", "player": "imperium", "unit": "trupp", "positions": {...}, "facing": {}}
    {"type": "shoot", "player": "imperium", "unit": "trupp",
     "attacks": [{"model": "m1", "weapon": "bolter", "target": "boyz"}], "allocation": {}}
    {"type": "declare_charge", "player": "orks", "unit": "boyz", "targets": ["trupp"]}
    {"type": "charge_move", "player": "orks", "unit": "boyz", "paths": [...]}
    {"type": "fight", "player": "orks", "unit": "boyz", "pile_in": [...],
     "attacks": [{"model": "b1", "weapon": "spalta", "target": "trupp", "count": 2}], "allocation": {}}
    {"type": "consolidate", "player": "orks", "unit": "boyz", "paths": [...]}
    {"type": "emergency_disembark", "player": "orks", "unit": "boyz", "positions": {...}}
    {"type": "end_turn", "player": "imperium", "removals": {"trupp": ["m4"]}}

The board-free attack case (:mod:`.boardfree`, :mod:`.calculator`) has one action of its own, and
a board-free state takes no other (``WH.ACTION.FORM``, also for questions)::

    {"type": "resolve_attacks", "unit": "trupp", "kind": "ranged", "target": "boyz",
     "attacks": [{"model": "m1", "weapon": "bolter"}], "allocation": {}}

Questions change nothing and are answered in every phase::

    {"type": "ask", "question": "hit_roll", "roll": 4, "skill": 3, "modifier": -1}
    {"type": "ask", "question": "wound_roll", "roll": 4, "needed": 4, "modifier": 2}
    {"type": "ask", "question": "wound_target", "strength": 8, "toughness": 4}
    {"type": "ask", "question": "save_roll", "roll": 3, "save": 3, "ap": -2, "invulnerable": 5, "cover": true}
    {"type": "ask", "question": "engagement", "model": "m1", "other": "b1"}
    {"type": "ask", "question": "coherency", "unit": "trupp"}
    {"type": "ask", "question": "below_half", "unit": "trupp"}
    {"type": "ask", "question": "objective_control"}
    {"type": "ask", "question": "path_length", "model": "m1", "path": [[x, y, z], ...]}
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from regelwerk.core.canonical import Json
from regelwerk.core.errors import MalformedInput
from regelwerk.core.inches import Direction, Point
from regelwerk.rulesets.w40k.boardfree import BoardFreeState
from regelwerk.rulesets.w40k.state import State, frozen

Path = tuple[Point, ...]
Moves = Mapping[str, Path]  # each moving model's path, in the order the models move


@dataclass(frozen=True)
class EndPhase:
    player: str


@dataclass(frozen=True)
class GainCp:
    player: str


@dataclass(frozen=True)
class UseStratagem:
    player: str
    unit: str
    cost: int


@dataclass(frozen=True)
class BattleShockTest:
    player: str
    unit: str


@dataclass(frozen=True)
class Advance:
    player: str
    unit: str


@dataclass(frozen=True)
class Move:
    player: str
    unit: str
    mode: str  # stationary | normal | advance | fall_back
    paths: Mapping[str, Path]
    embark: str | None = None
    casualties: tuple[str, ...] = ()  # desperate escape losses in this order (WH-A-FLUCHTTEST-OPFER)
    facing: Mapping[str, Direction] = field(default_factory=dict)  # aircraft


@dataclass(frozen=True)
class Disembark:
    player: str
    unit: str
    positions: Mapping[str, Point]


@dataclass(frozen=True)
class Arrive:
    player: str
    unit: str
    positions: Mapping[str, Point]
    facing: Mapping[str, Direction] = field(default_factory=dict)


@dataclass(frozen=True)
class Declared:
    """One line of a shooting or fighting declaration: a model's weapon against a target; in melee
    ``count`` splits the model's attacks (``None``: all that remain)."""

    model: str
    weapon: str
    target: str
    count: int | None = None


@dataclass(frozen=True)
class Shoot:
    player: str
    unit: str
    attacks: tuple[Declared, ...]
    allocation: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class DeclareCharge:
    player: str
    unit: str
    targets: tuple[str, ...]


@dataclass(frozen=True)
class ChargeMove:
    player: str
    unit: str
    paths: Mapping[str, Path]


@dataclass(frozen=True)
class Fight:
    player: str
    unit: str
    pile_in: Mapping[str, Path]
    attacks: tuple[Declared, ...]
    allocation: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Consolidate:
    player: str
    unit: str
    paths: Mapping[str, Path]


@dataclass(frozen=True)
class EmergencyDisembark:
    player: str
    unit: str
    positions: Mapping[str, Point]


@dataclass(frozen=True)
class EndTurn:
    player: str
    removals: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class ResolveAttacks:
    """The board-free attack case: the attacks of ``unit``'s models with the named weapons against
    ``target``, ranged or melee (``kind``), in the order given; no player acts, nothing about the
    board or the turn is checked."""

    unit: str
    kind: str  # ranged | melee
    target: str
    attacks: tuple[tuple[str, str], ...]  # (model, weapon), in the order of resolution
    allocation: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Ask:
    question: str
    fields: Mapping[str, Any]


PlayerAction = (
    EndPhase | GainCp | UseStratagem | BattleShockTest | Advance | Move | Disembark | Arrive | Shoot | DeclareCharge
    | ChargeMove | Fight | Consolidate | EmergencyDisembark | EndTurn
)
Action = PlayerAction | ResolveAttacks | Ask

TYPES: dict[str, type] = {
    "end_phase": EndPhase,
    "gain_cp": GainCp,
    "use_stratagem": UseStratagem,
    "battle_shock_test": BattleShockTest,
    "advance": Advance,
    "move": Move,
    "disembark": Disembark,
    "arrive": Arrive,
    "shoot": Shoot,
    "declare_charge": DeclareCharge,
    "charge_move": ChargeMove,
    "fight": Fight,
    "consolidate": Consolidate,
    "emergency_disembark": EmergencyDisembark,
    "end_turn": EndTurn,
    "resolve_attacks": ResolveAttacks,
    "ask": Ask,
}
TYPE_NAMES: dict[type, str] = {cls: name for name, cls in TYPES.items()}


# -- parsing -------------------------------------------------------------------------------------


def _unknown(message: str, path: str) -> MalformedInput:
    return MalformedInput("WH.ACTION.UNKNOWN", message, path)


def _models_of(state: State, unit_id: str, keys: Iterable[str], path: str) -> None:
    """Every model named under ``path`` belongs to the unit."""
    own = {m.id for m in state.units[unit_id].models}
    for key in keys:
        if key not in own:
            raise _unknown(f"unit {unit_id!r} has no model {key!r}", path)


def _paths(state: State, unit_id: str, value: Json, path: str) -> Mapping[str, Path]:
    """The paths in the order given (a dict keeps it); a model named twice is malformed."""
    out: dict[str, Path] = {}
    for i, entry in enumerate(value):
        _models_of(state, unit_id, [entry["model"]], f"{path}[{i}]")
        if entry["model"] in out:
            raise MalformedInput("WH.ACTION.PATH_TWICE", f"model {entry['model']!r} has two paths", f"{path}[{i}].model")
        out[entry["model"]] = tuple(Point.from_json(p) for p in entry["path"])
    return frozen(out)


def _positions(state: State, unit_id: str, value: Json, path: str) -> Mapping[str, Point]:
    _models_of(state, unit_id, value, path)
    return frozen({m: Point.from_json(p) for m, p in value.items()})


def _facing(state: State, unit_id: str, value: Json, path: str) -> Mapping[str, Direction]:
    _models_of(state, unit_id, value, path)
    for m, d in value.items():
        if d == [0, 0]:
            raise MalformedInput("WH.ACTION.FACING", f"model {m!r} cannot face no direction", f"{path}.{m}")
    return frozen({m: Direction.from_json(d) for m, d in value.items()})


def _allocation(state: State, value: Json, path: str) -> Mapping[str, tuple[str, ...]]:
    """An allocation order names a unit and every one of its models exactly once."""
    for unit_id, order in value.items():
        if unit_id not in state.units:
            raise _unknown(f"the state has no unit {unit_id!r}", f"{path}.{unit_id}")
        models = [m.id for m in state.units[unit_id].models]
        if sorted(order) != sorted(models):
            raise MalformedInput("WH.ACTION.ALLOCATION", f"the order for {unit_id!r} must name each of its models once", f"{path}.{unit_id}")
    return frozen({u: tuple(order) for u, order in value.items()})


def _declared(state: State, unit_id: str, value: Json, path: str) -> tuple[Declared, ...]:
    lines = []
    for i, line in enumerate(value):
        _models_of(state, unit_id, [line["model"]], f"{path}[{i}]")
        if line["target"] not in state.units:
            raise _unknown(f"the state has no unit {line['target']!r}", f"{path}[{i}].target")
        if state.units[unit_id].model(line["model"]).weapon(line["weapon"]) is None:
            raise _unknown(f"model {line['model']!r} has no weapon {line['weapon']!r}", f"{path}[{i}].weapon")
        lines.append(Declared(line["model"], line["weapon"], line["target"], line.get("count")))
    return tuple(lines)


def _check_form(state: State, kind: str) -> None:
    """A board-free state takes only ``resolve_attacks``, and ``resolve_attacks`` only a
    board-free state."""
    board_free = isinstance(state, BoardFreeState)
    if board_free != (kind == "resolve_attacks"):
        message = (
            f"a board-free state (form attacks) takes only resolve_attacks, not {kind}" if board_free
            else "resolve_attacks needs a board-free state (form attacks)"
        )
        raise MalformedInput("WH.ACTION.FORM", message, "$.action.type")


def _resolve_attacks(state: State, value: Json) -> ResolveAttacks:
    """The board-free action: its target is a unit of the state, each line a model of the unit
    with a weapon it carries."""
    unit = value["unit"]
    if value["target"] not in state.units:
        raise _unknown(f"the state has no unit {value['target']!r}", "$.action.target")
    lines = []
    for i, line in enumerate(value["attacks"]):
        _models_of(state, unit, [line["model"]], f"$.action.attacks[{i}]")
        if state.units[unit].model(line["model"]).weapon(line["weapon"]) is None:
            raise _unknown(f"model {line['model']!r} has no weapon {line['weapon']!r}", f"$.action.attacks[{i}].weapon")
        lines.append((line["model"], line["weapon"]))
    allocation = _allocation(state, value.get("allocation", {}), "$.action.allocation")
    return ResolveAttacks(unit, value["kind"], value["target"], tuple(lines), allocation)


def _check_references(state: State, value: Json) -> None:
    if "player" in value and value["player"] not in state.players:
        raise _unknown(f"the state has no player {value['player']!r}", "$.action.player")
    for key in ("unit", "embark"):
        if value.get(key) is not None and value[key] not in state.units:
            raise _unknown(f"the state has no unit {value[key]!r}", f"$.action.{key}")
    for i, target in enumerate(value.get("targets", ())):
        if target not in state.units:
            raise _unknown(f"the state has no unit {target!r}", f"$.action.targets[{i}]")
    for key in ("model", "other"):
        if key in value and not state.has_model(value[key]):
            raise _unknown(f"the state has no model {value[key]!r}", f"$.action.{key}")


def _check_question(state: State, value: Json) -> None:
    """The models and units a question measures are on the battlefield."""
    for key in ("model", "other"):
        if key in value and state.model(value[key]).at is None:
            raise MalformedInput("WH.ASK.NOT_PLACED", f"model {value[key]!r} is not on the battlefield", f"$.action.{key}")
    if value["question"] == "coherency" and not state.units[value["unit"]].on_battlefield:
        raise MalformedInput("WH.ASK.NOT_PLACED", f"unit {value['unit']!r} is not on the battlefield", "$.action.unit")


def parse_action(value: Json, state: State) -> Action:
    """Build an action from schema-valid JSON; a reference to something the state does not have
    is malformed; so is an action that does not fit the form of the state."""
    kind = value["type"]
    _check_form(state, kind)
    _check_references(state, value)
    if kind == "resolve_attacks":
        return _resolve_attacks(state, value)
    if kind == "ask":
        _check_question(state, value)
        return Ask(value["question"], frozen({k: v for k, v in value.items() if k not in ("type", "question")}))
    player = value["player"]
    unit = value.get("unit")
    if kind == "end_phase":
        return EndPhase(player)
    if kind == "gain_cp":
        return GainCp(player)
    if kind == "use_stratagem":
        return UseStratagem(player, unit, value["cost"])
    if kind == "battle_shock_test":
        return BattleShockTest(player, unit)
    if kind == "advance":
        return Advance(player, unit)
    if kind == "move":
        return Move(
            player, unit, value["mode"], _paths(state, unit, value["paths"], "$.action.paths"), value.get("embark"),
            tuple(value.get("casualties", ())), _facing(state, unit, value.get("facing", {}), "$.action.facing"),
        )
    if kind == "disembark":
        return Disembark(player, unit, _positions(state, unit, value["positions"], "$.action.positions"))
    if kind == "arrive":
        return Arrive(
            player, unit, _positions(state, unit, value["positions"], "$.action.positions"),
            _facing(state, unit, value.get("facing", {}), "$.action.facing"),
        )
    if kind == "shoot":
        return Shoot(player, unit, _declared(state, unit, value["attacks"], "$.action.attacks"), _allocation(state, value.get("allocation", {}), "$.action.allocation"))
    if kind == "declare_charge":
        return DeclareCharge(player, unit, tuple(value["targets"]))
    if kind == "charge_move":
        return ChargeMove(player, unit, _paths(state, unit, value["paths"], "$.action.paths"))
    if kind == "fight":
        return Fight(
            player, unit, _paths(state, unit, value["pile_in"], "$.action.pile_in"),
            _declared(state, unit, value["attacks"], "$.action.attacks"), _allocation(state, value.get("allocation", {}), "$.action.allocation"),
        )
    if kind == "consolidate":
        return Consolidate(player, unit, _paths(state, unit, value["paths"], "$.action.paths"))
    if kind == "emergency_disembark":
        return EmergencyDisembark(player, unit, _positions(state, unit, value["positions"], "$.action.positions"))
    removals = value.get("removals", {})
    for unit_id, models in removals.items():
        if unit_id not in state.units:
            raise _unknown(f"the state has no unit {unit_id!r}", f"$.action.removals.{unit_id}")
        _models_of(state, unit_id, models, f"$.action.removals.{unit_id}")
    return EndTurn(player, frozen({u: tuple(m) for u, m in removals.items()}))


# -- back to JSON --------------------------------------------------------------------------------


def _points(paths: Mapping[str, Path]) -> Json:
    return [{"model": m, "path": [p.to_json() for p in points]} for m, points in paths.items()]


def _declared_json(lines: tuple[Declared, ...], melee: bool) -> Json:
    out = []
    for line in lines:
        entry: dict[str, Json] = {"model": line.model, "weapon": line.weapon, "target": line.target}
        if melee and line.count is not None:
            entry["count"] = line.count
        out.append(entry)
    return out


def action_to_json(action: Action) -> Json:
    """The JSON form of an action: the inverse of :func:`parse_action`.  An optional field is
    written only when it differs from its default (no transport to embark in, no casualties, no
    facings, no allocation, no removals), as the vectors write it."""
    out: dict[str, Json] = {"type": TYPE_NAMES[type(action)]}
    if isinstance(action, Ask):
        out["question"] = action.question
        out.update(action.fields)
        return out
    if isinstance(action, ResolveAttacks):
        out.update(unit=action.unit, kind=action.kind, target=action.target)
        out["attacks"] = [{"model": m, "weapon": w} for m, w in action.attacks]
        if action.allocation:
            out["allocation"] = {u: list(o) for u, o in action.allocation.items()}
        return out
    out["player"] = action.player
    if hasattr(action, "unit"):
        out["unit"] = action.unit
    if isinstance(action, UseStratagem):
        out["cost"] = action.cost
    if isinstance(action, Move):
        out.update(mode=action.mode, paths=_points(action.paths))
        if action.embark is not None:
            out["embark"] = action.embark
        if action.casualties:
            out["casualties"] = list(action.casualties)
    if isinstance(action, (Disembark, Arrive, EmergencyDisembark)):
        out["positions"] = {m: p.to_json() for m, p in action.positions.items()}
    if isinstance(action, (Move, Arrive)) and action.facing:
        out["facing"] = {m: d.to_json() for m, d in action.facing.items()}
    if isinstance(action, (Shoot, Fight)):
        out["attacks"] = _declared_json(action.attacks, isinstance(action, Fight))
        if action.allocation:
            out["allocation"] = {u: list(o) for u, o in action.allocation.items()}
    if isinstance(action, Fight):
        out["pile_in"] = _points(action.pile_in)
    if isinstance(action, DeclareCharge):
        out["targets"] = list(action.targets)
    if isinstance(action, (ChargeMove, Consolidate)):
        out["paths"] = _points(action.paths)
    if isinstance(action, EndTurn) and action.removals:
        out["removals"] = {u: list(m) for u, m in action.removals.items()}
    return out
