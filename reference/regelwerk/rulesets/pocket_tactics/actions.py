"""Pocket-Tactics actions and questions.

JSON form (``schemas/pocket_tactics/action.schema.json``); every player decision is a field:

Setup::

    {"type": "roll_off"}                                            # dice "startwurf"
    {"type": "place_base", "player": "legion", "at": [q, r]}
    {"type": "place_tile", "player": "legion", "at": [q, r]}         # draw "beutel"
    {"type": "deploy",     "player": "legion", "unit": "R1", "to": [q, r]}

Play (a turn is exactly one of these, clause PT-ZUG-1)::

    {"type": "move",   "player": "legion", "unit": "R1", "to": [q, r]}
    {"type": "move",   "player": "legion", "unit": "R1", "to": [q, r], "via": [[q, r], ...]}  # chain
    {"type": "summon", "player": "legion", "unit": "R3", "to": [q, r]}
    {"type": "attack", "player": "legion", "unit": "R1", "target": [q, r],
     "assault": "melee" | "ranged", "weapon": "melee" | "ranged" | "magic",
     "rerolls": [{"by": "attacker", "color": "red", "index": 0}, ...]}
    {"type": "pass",   "player": "legion"}

Questions, which change nothing and are answered, not resolved::

    {"type": "ask", "question": "may_stall", "player": "legion"}
    {"type": "ask", "question": "army_costs"}
    {"type": "ask", "question": "compare", "red": [6, 2], "blue": [4]}     # the dice duel alone
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from regelwerk.core.canonical import Json
from regelwerk.core.errors import MalformedInput
from regelwerk.core.hexgrid import Hex
from regelwerk.rulesets.pocket_tactics.state import Faction, State

Assault = Literal["melee", "ranged"]  # the kind of attack (PT-NAH-1, PT-FERN-1)
Weapon = Literal["melee", "ranged", "magic"]  # the dice of the unit card it uses
Role = Literal["attacker", "defender"]
Color = Literal["red", "blue"]  # attack dice and defence dice
Question = Literal["may_stall", "army_costs", "compare"]


@dataclass(frozen=True)
class RollOff:
    player: None = None


@dataclass(frozen=True)
class PlaceBase:
    player: Faction
    at: Hex


@dataclass(frozen=True)
class PlaceTile:
    player: Faction
    at: Hex


@dataclass(frozen=True)
class Deploy:
    player: Faction
    unit: str
    to: Hex


@dataclass(frozen=True)
class Move:
    """A step, a hop, or onto the own base; ``via`` lists the landings of a chain of hops
    before ``to`` (PT-A-SPRUNGKETTE), empty for a single step or hop."""

    player: Faction
    unit: str
    to: Hex
    via: tuple[Hex, ...] = ()


@dataclass(frozen=True)
class Summon:
    player: Faction
    unit: str
    to: Hex


@dataclass(frozen=True)
class Reroll:
    """One reroll: who rerolls (``attacker``/``defender``), which of their colours, which die
    (its position among that colour's dice as rolled)."""

    by: Role
    color: Color
    index: int


@dataclass(frozen=True)
class Attack:
    player: Faction
    unit: str
    target: Hex
    assault: Assault
    weapon: Weapon
    rerolls: tuple[Reroll, ...] = ()


@dataclass(frozen=True)
class Pass:
    player: Faction


@dataclass(frozen=True)
class Ask:
    """A question; ``player``, ``red`` and ``blue`` are ``None`` where the JSON has no such field."""

    question: Question
    player: Faction | None = None
    red: tuple[int, ...] | None = None
    blue: tuple[int, ...] | None = None


Action = RollOff | PlaceBase | PlaceTile | Deploy | Move | Summon | Attack | Pass | Ask


def parse_action(value: Json, state: State) -> Action:
    """Build an action from schema-valid JSON; a unit id the state does not know is malformed."""
    kind = value["type"]
    if "unit" in value and value["unit"] not in state.units:
        raise MalformedInput("PT.ACTION.UNKNOWN_UNIT", f"the state has no unit {value['unit']!r}", "$.action.unit")
    if kind == "roll_off":
        return RollOff()
    if kind in ("place_base", "place_tile"):
        return (PlaceBase if kind == "place_base" else PlaceTile)(value["player"], Hex.from_json(value["at"]))
    if kind == "move":
        via = tuple(Hex.from_json(at) for at in value.get("via", []))
        return Move(value["player"], value["unit"], Hex.from_json(value["to"]), via)
    if kind in ("deploy", "summon"):
        placing: type[Deploy] | type[Summon] = Deploy if kind == "deploy" else Summon
        return placing(value["player"], value["unit"], Hex.from_json(value["to"]))
    if kind == "attack":
        rerolls = tuple(Reroll(r["by"], r["color"], r["index"]) for r in value.get("rerolls", []))
        return Attack(value["player"], value["unit"], Hex.from_json(value["target"]), value["assault"], value["weapon"], rerolls)
    if kind == "pass":
        return Pass(value["player"])
    red, blue = value.get("red"), value.get("blue")
    return Ask(value["question"], value.get("player"), None if red is None else tuple(red), None if blue is None else tuple(blue))


def action_to_json(action: Action) -> Json:
    """The JSON form of an action, the inverse of :func:`parse_action`: ``via`` and ``rerolls``
    only when there are some, the fields of a question only where it has them."""
    if isinstance(action, RollOff):
        return {"type": "roll_off"}
    if isinstance(action, (PlaceBase, PlaceTile)):
        return {"type": "place_base" if isinstance(action, PlaceBase) else "place_tile", "player": action.player, "at": action.at.to_json()}
    if isinstance(action, (Deploy, Summon)):
        return {"type": "deploy" if isinstance(action, Deploy) else "summon", "player": action.player, "unit": action.unit, "to": action.to.to_json()}
    if isinstance(action, Move):
        out: dict[str, Json] = {"type": "move", "player": action.player, "unit": action.unit, "to": action.to.to_json()}
        if action.via:
            out["via"] = [at.to_json() for at in action.via]
        return out
    if isinstance(action, Attack):
        out = {
            "type": "attack", "player": action.player, "unit": action.unit, "target": action.target.to_json(),
            "assault": action.assault, "weapon": action.weapon,
        }
        if action.rerolls:
            out["rerolls"] = [{"by": r.by, "color": r.color, "index": r.index} for r in action.rerolls]
        return out
    if isinstance(action, Pass):
        return {"type": "pass", "player": action.player}
    out = {"type": "ask", "question": action.question}
    for key in ("player", "red", "blue"):
        value = getattr(action, key)
        if value is not None:
            out[key] = list(value) if isinstance(value, tuple) else value
    return out
