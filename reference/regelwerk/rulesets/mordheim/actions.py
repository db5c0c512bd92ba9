"""Mordheim actions and questions.

JSON form (``schemas/mordheim/action.schema.json``); every decision of the player is a field.
``player`` is the id of the warband whose player acts.

The start of the turn, step by step (MH-ABL-2)::

    {"type": "resolve_effect", "player": "reikland", "effect": "E1"}        # 1. effects
    {"type": "rout_test",      "player": "reikland"}                       # 2. rout test
    {"type": "voluntary_rout", "player": "reikland"}
    {"type": "rally", "player": "reikland", "model": "Hans", "use_leader": true}   # 3. rallying
    {"type": "turn_over", "player": "reikland", "model": "Otto"}           # 4. recovery
    {"type": "stand_up",  "player": "reikland", "model": "Fritz"}
    {"type": "end_step",  "player": "reikland"}                            # ends steps 1 to 4

The player turn proper, only as far as the start of the turn restricts it (MH-ABL-1)::

    {"type": "move",  "player": "reikland", "model": "Hans", "to": [x, y, z]}
    {"type": "shoot", "player": "reikland", "model": "Hans", "target": "Ulrich"}
    {"type": "cast",  "player": "reikland", "model": "Hans"}
    {"type": "end_turn", "player": "reikland"}

Questions, which change nothing and are answered in every phase::

    {"type": "ask", "question": "leadership_test", "leadership": 7, "roll": [3, 4]}
    {"type": "ask", "question": "rout_threshold", "start": 12, "lost": 3}
    {"type": "ask", "question": "rout_check", "warband": "reikland"}
    {"type": "ask", "question": "initiative", "model": "Fritz"}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from regelwerk.core.canonical import Json
from regelwerk.core.errors import MalformedInput
from regelwerk.core.inches import Point
from regelwerk.rulesets.mordheim.state import State

Question = Literal["leadership_test", "rout_threshold", "rout_check", "initiative"]


@dataclass(frozen=True)
class ResolveEffect:
    player: str
    effect: str


@dataclass(frozen=True)
class RoutTest:
    player: str


@dataclass(frozen=True)
class VoluntaryRout:
    player: str


@dataclass(frozen=True)
class Rally:
    player: str
    model: str
    use_leader: bool


@dataclass(frozen=True)
class TurnOver:
    player: str
    model: str


@dataclass(frozen=True)
class StandUp:
    player: str
    model: str


@dataclass(frozen=True)
class EndStep:
    player: str


@dataclass(frozen=True)
class Move:
    player: str
    model: str
    to: Point


@dataclass(frozen=True)
class Shoot:
    player: str
    model: str
    target: str


@dataclass(frozen=True)
class Cast:
    player: str
    model: str


@dataclass(frozen=True)
class EndTurn:
    player: str


@dataclass(frozen=True)
class Ask:
    question: Question
    leadership: int | None = None
    roll: tuple[int, ...] = ()
    start: int | None = None
    lost: int | None = None
    warband: str | None = None
    model: str | None = None


PlayerAction = ResolveEffect | RoutTest | VoluntaryRout | Rally | TurnOver | StandUp | EndStep | Move | Shoot | Cast | EndTurn
Action = PlayerAction | Ask

TYPES: dict[str, type] = {
    "resolve_effect": ResolveEffect,
    "rout_test": RoutTest,
    "voluntary_rout": VoluntaryRout,
    "rally": Rally,
    "turn_over": TurnOver,
    "stand_up": StandUp,
    "end_step": EndStep,
    "move": Move,
    "shoot": Shoot,
    "cast": Cast,
    "end_turn": EndTurn,
    "ask": Ask,
}
TYPE_NAMES: dict[type, str] = {cls: name for name, cls in TYPES.items()}


def _known(state: State, value: Json) -> None:
    """References to warbands, models and effects the state does not have are malformed."""
    warbands = {w.id for w in state.warbands}
    for key in ("player", "warband"):
        if key in value and value[key] not in warbands:
            raise MalformedInput("MH.ACTION.UNKNOWN_WARBAND", f"the state has no warband {value[key]!r}", f"$.action.{key}")
    for key in ("model", "target"):
        if key in value and value[key] not in state.models:
            raise MalformedInput("MH.ACTION.UNKNOWN_MODEL", f"the state has no model {value[key]!r}", f"$.action.{key}")
    if "effect" in value and value["effect"] not in {e.id for e in state.effects}:
        raise MalformedInput("MH.ACTION.UNKNOWN_EFFECT", f"the state has no effect {value['effect']!r}", "$.action.effect")


def parse_action(value: Json, state: State) -> Action:
    """Build an action from schema-valid JSON; unknown references are malformed."""
    _known(state, value)
    kind = value["type"]
    if kind == "ask":
        question = value["question"]
        if question == "rout_threshold" and value["lost"] > value["start"]:
            raise MalformedInput(
                "MH.ASK.IMPOSSIBLE_LOSSES", f"a warband of {value['start']} cannot have lost {value['lost']}", "$.action.lost"
            )
        return Ask(
            question,
            leadership=value.get("leadership"),
            roll=tuple(value.get("roll", ())),
            start=value.get("start"),
            lost=value.get("lost"),
            warband=value.get("warband"),
            model=value.get("model"),
        )
    player = value["player"]
    if kind == "resolve_effect":
        return ResolveEffect(player, value["effect"])
    if kind == "rally":
        return Rally(player, value["model"], value["use_leader"])
    if kind == "turn_over":
        return TurnOver(player, value["model"])
    if kind == "stand_up":
        return StandUp(player, value["model"])
    if kind == "cast":
        return Cast(player, value["model"])
    if kind == "move":
        return Move(player, value["model"], Point.from_json(value["to"]))
    if kind == "shoot":
        return Shoot(player, value["model"], value["target"])
    if kind == "rout_test":
        return RoutTest(player)
    if kind == "voluntary_rout":
        return VoluntaryRout(player)
    if kind == "end_step":
        return EndStep(player)
    return EndTurn(player)


def action_to_json(action: Action) -> Json:
    """The JSON form of an action: the inverse of :func:`parse_action`."""
    out: dict[str, Json] = {"type": TYPE_NAMES[type(action)]}
    if isinstance(action, Ask):
        out["question"] = action.question
        for key in ("leadership", "start", "lost", "warband", "model"):
            if getattr(action, key) is not None:
                out[key] = getattr(action, key)
        if action.roll:
            out["roll"] = list(action.roll)
        return out
    out["player"] = action.player
    if isinstance(action, ResolveEffect):
        out["effect"] = action.effect
    if isinstance(action, (Rally, TurnOver, StandUp, Move, Shoot, Cast)):
        out["model"] = action.model
    if isinstance(action, Rally):
        out["use_leader"] = action.use_leader
    if isinstance(action, Move):
        out["to"] = action.to.to_json()
    if isinstance(action, Shoot):
        out["target"] = action.target
    return out
