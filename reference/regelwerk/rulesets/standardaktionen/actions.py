"""Standardaktionen actions and questions; every decision of a player is a field.

JSON form (``schemas/standardaktionen/action.schema.json``)::

    {"type": "select", "player": "p1", "unit": "E1"}                    # touch a unit: its turn begins
    {"type": "move", "player": "p1", "unit": "E1", "path": [[3, 4]]}     # one put-down (SA-BEW-3)
    {"type": "end_phase", "player": "p1", "unit": "E1", "phase": "movement"}
    {"type": "attack", "player": "p1", "unit": "E1", "target": "E2"}     # opens the reaction phase
    {"type": "react", "player": "p2", "reaction": "K1"}                 # with the initiative
    {"type": "pass", "player": "p2"}                                     # with the initiative
    {"type": "face", "player": "p1", "unit": "E1", "direction": "E"}
    {"type": "request_correction", "player": "p1"}
    {"type": "accept_correction", "player": "p2"}
    {"type": "refuse_correction", "player": "p2"}

Questions, answered without changing the state::

    {"type": "test_move", "player": "p1", "unit": "E1", "path": [[3, 4], [3, 3]]}   # SA-BEW-7
    {"type": "ask", "question": "legal_actions"}
    {"type": "ask", "question": "outcome"}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from regelwerk.core.canonical import Json
from regelwerk.core.errors import MalformedInput
from regelwerk.core.squaregrid import Square
from regelwerk.rulesets.standardaktionen.state import Phase, State

Question = Literal["legal_actions", "outcome"]


@dataclass(frozen=True)
class Select:
    player: str
    unit: str


@dataclass(frozen=True)
class Move:
    player: str
    unit: str
    path: tuple[Square, ...]


@dataclass(frozen=True)
class TestMove:
    __test__ = False  # not a pytest test class

    player: str
    unit: str
    path: tuple[Square, ...]


@dataclass(frozen=True)
class EndPhase:
    player: str
    unit: str
    phase: Phase


@dataclass(frozen=True)
class Attack:
    player: str
    unit: str
    target: str


@dataclass(frozen=True)
class React:
    player: str
    reaction: str


@dataclass(frozen=True)
class Pass:
    player: str


@dataclass(frozen=True)
class Face:
    player: str
    unit: str
    direction: str  # N, E, S, W are facings; NE, SE, SW, NW are asked for and refused (SA-BLI-2)


@dataclass(frozen=True)
class RequestCorrection:
    player: str


@dataclass(frozen=True)
class AcceptCorrection:
    player: str


@dataclass(frozen=True)
class RefuseCorrection:
    player: str


@dataclass(frozen=True)
class Ask:
    question: Question


Action = (
    Select | Move | TestMove | EndPhase | Attack | React | Pass | Face
    | RequestCorrection | AcceptCorrection | RefuseCorrection | Ask
)

TYPES: dict[type, str] = {
    Select: "select", Move: "move", TestMove: "test_move", EndPhase: "end_phase", Attack: "attack",
    React: "react", Pass: "pass", Face: "face", RequestCorrection: "request_correction",
    AcceptCorrection: "accept_correction", RefuseCorrection: "refuse_correction", Ask: "ask",
}
_BY_NAME = {name: cls for cls, name in TYPES.items()}


def parse_action(value: Json, state: State) -> Action:
    """Build an action from schema-valid JSON; a player, unit or reaction the state does not
    know is malformed."""
    if "player" in value and value["player"] not in state.player_ids:
        raise MalformedInput("SA.ACTION.UNKNOWN_PLAYER", f"the state has no player {value['player']!r}", "$.action.player")
    for field in ("unit", "target"):
        if field in value and value[field] not in state.units:
            raise MalformedInput("SA.ACTION.UNKNOWN_UNIT", f"the state has no unit {value[field]!r}", f"$.action.{field}")
    if "reaction" in value and value["reaction"] not in state.reactions:
        raise MalformedInput("SA.ACTION.UNKNOWN_REACTION", f"the state has no reaction {value['reaction']!r}", "$.action.reaction")
    cls = _BY_NAME[value["type"]]
    fields = {k: v for k, v in value.items() if k != "type"}
    if "path" in fields:
        fields["path"] = tuple(Square.from_json(s) for s in fields["path"])
    action: Action = cls(**fields)
    return action


def action_to_json(action: Action) -> Json:
    """The JSON form of an action: the inverse of :func:`parse_action`."""
    out: dict[str, Json] = {"type": TYPES[type(action)]}
    for name, value in action.__dict__.items():
        out[name] = [s.to_json() for s in value] if name == "path" else value
    return out
