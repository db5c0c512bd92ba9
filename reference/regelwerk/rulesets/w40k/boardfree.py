"""The board-free attack case: the state a dice calculator gives (``docs/w40k.md``, "Für
Würfelrechner / for dice calculators").

A calculator has no battlefield.  Its case names the units the attacks can touch, with what the
attack sequence reads of them and nothing else: per unit whether it is within engagement range
of an enemy unit (the -1 of Große Kanonen ruhen nie, WH-FKP-8), per model its keywords, the
characteristics a defender needs, the wounds it has left, its cover, whether an attack was
allocated to it in this phase, its weapons, and the models within 6" of it (whom its
Gefährliches Ende reaches, WH-ATK-16).  JSON form (``schemas/w40k/state.schema.json``, the
variant with ``"form": "attacks"``)::

    {"form": "attacks",
     "units": [{"id": "Boyz", "engaged": false,                        # sorted by id
                "models": [{"id": "Boyz-1", "status": "alive", "keywords": ["infantry"],
                            "profile": {"toughness": 5, "save": 5, "invulnerable": null,
                                        "wounds": 1, "feel_no_pain": null, "deadly_demise": null},
                            "wounds_left": 1, "cover": 0, "attacked": false,
                            "near": [], "weapons": []}]},
               {"id": "Trupp", "engaged": false,
                "models": [{"id": "Trupp-1", ..., "weapons": [{"id": "Bolter", "attacks": 2,
                            "skill": 3, "strength": 4, "ap": 0, "damage": 1, "mortal": 0,
                            "hit_modifier": 0, "wound_modifier": 0}]}]}]}

It parses into a :class:`BoardFreeState`: the game's :class:`~.state.State` with these units, so
that the attack sequence of :mod:`.attacks` runs on it unchanged; every other field of a game
state is neutral and read by nothing the board-free action does.  :func:`board_free_problems`
lists every impossibility of such a state (the same codes as a game state's, and
``WH.STATE.NEAR``).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import cast

from regelwerk.core.canonical import Json
from regelwerk.core.errors import MalformedInput, Problem
from regelwerk.core.inches import Table
from regelwerk.rulesets.w40k.problems import position_problems
from regelwerk.rulesets.w40k.state import Location, Model, ModelStatus, Profile, State, TurnRecord, Unit, Weapon, frozen, parse_state, state_to_json

FORM = "attacks"  # the value of "form" that marks a board-free state


@dataclass(frozen=True)
class BoardFreeState(State):
    """A board-free case's state: its units as a game state holds them, with no model placed, and
    what the board would otherwise tell: ``near``, model id to the ids of the models within 6" of
    it, and ``engaged``, the ids of the units within engagement range of an enemy unit."""

    near: Mapping[str, frozenset[str]] = field(default_factory=dict)
    engaged: frozenset[str] = frozenset()


def is_board_free(value: Json) -> bool:
    """Whether a state given as JSON is in the board-free form (it says so in ``form``)."""
    return isinstance(value, dict) and value.get("form") == FORM


# -- impossible board-free states ---------------------------------------------------------------


def board_free_problems(value: Json) -> list[Problem]:
    """Every impossibility of a schema-valid board-free state, in this order: ids used twice
    (units and models share one name space, WH.STATE.ID_TWICE), then model by model its wounds
    (WH.STATE.WOUNDS) and weapons (WH.STATE.WEAPONS), then the ``near`` lists (WH.STATE.NEAR:
    each names other models of the state)."""
    problems = _id_problems(value)
    for i, unit in enumerate(value["units"]):
        for j, model in enumerate(unit["models"]):
            problems.extend(_model_problems(unit, model, f"$.state.units[{i}].models[{j}]"))
    problems.extend(_near_problems(value))
    return problems


def _id_problems(value: Json) -> list[Problem]:
    found: list[Problem] = []
    seen: set[str] = set()
    for i, unit in enumerate(value["units"]):
        items = [(unit["id"], f"$.state.units[{i}].id")]
        items += [(m["id"], f"$.state.units[{i}].models[{j}].id") for j, m in enumerate(unit["models"])]
        for name, path in items:
            if name in seen:
                found.append(Problem("WH.STATE.ID_TWICE", f"the id {name!r} is used twice", path))
            seen.add(name)
    return found


def _model_problems(unit: Json, model: Json, where: str) -> list[Problem]:
    """WH.STATE.WOUNDS and WH.STATE.WEAPONS, as for a model of a game state."""
    found: list[Problem] = []
    wounds = model["wounds_left"]
    alive = model["status"] == "alive"
    if (alive and not 1 <= wounds <= model["profile"]["wounds"]) or (not alive and wounds != 0):
        found.append(Problem("WH.STATE.WOUNDS", f"model {model['id']!r} is {model['status']} with {wounds} wounds left", f"{where}.wounds_left"))
    ids = [w["id"] for w in model["weapons"]]
    if len(ids) != len(set(ids)):
        found.append(Problem("WH.STATE.WEAPONS", f"model {model['id']!r} carries one weapon id twice", f"{where}.weapons"))
    for k, weapon in enumerate(model["weapons"]):
        twins = (w for other in unit["models"] for w in other["weapons"] if w["id"] == weapon["id"])
        if any(twin != weapon for twin in twins):
            found.append(Problem("WH.STATE.WEAPONS", f"weapon {weapon['id']!r} has two profiles in unit {unit['id']!r}", f"{where}.weapons[{k}]"))
    return found


def _near_problems(value: Json) -> list[Problem]:
    models = {m["id"] for u in value["units"] for m in u["models"]}
    found: list[Problem] = []
    for i, unit in enumerate(value["units"]):
        for j, model in enumerate(unit["models"]):
            for k, other in enumerate(model["near"]):
                if other == model["id"] or other not in models:
                    found.append(
                        Problem("WH.STATE.NEAR", f"near of {model['id']!r} names {other!r}, which is not another model of the state", f"$.state.units[{i}].models[{j}].near[{k}]")
                    )
    return found


# -- parsing and writing ------------------------------------------------------------------------


def _weapon(value: Json) -> Weapon:
    # A board-free weapon has no type and no range: the action says whether its attacks are
    # ranged or melee, and nothing in the attack sequence reads the weapon's own.
    return Weapon(
        value["id"], "ranged", None, value["attacks"], value["skill"], value["strength"], value["ap"], value["damage"],
        value["mortal"], value["hit_modifier"], value["wound_modifier"],
    )


def _model(value: Json) -> Model:
    p = value["profile"]
    return Model(
        id=value["id"],
        status=cast(ModelStatus, value["status"]),
        at=None,
        base=0,
        facing=None,
        keywords=frozenset(value["keywords"]),
        profile=Profile(0, p["toughness"], p["save"], p["invulnerable"], p["wounds"], 0, p["feel_no_pain"], p["deadly_demise"]),
        wounds_left=value["wounds_left"],
        cover=value["cover"],
        attacked=value["attacked"],
        weapons=tuple(_weapon(w) for w in value["weapons"]),
    )


def _unit(value: Json) -> Unit:
    models = tuple(_model(m) for m in value["models"])
    location: Location = "battlefield" if any(m.alive for m in models) else "destroyed"
    return Unit(value["id"], "", location, None, 0, False, TurnRecord(), models)


def parse_board_free(value: Json) -> BoardFreeState:
    """Build a :class:`BoardFreeState` from schema-valid JSON; an impossible one is malformed
    with the code and path of its first problem (:func:`board_free_problems`)."""
    problems = board_free_problems(value)
    if problems:
        first = problems[0]
        raise MalformedInput(first.code, first.message, first.path)
    units = {u["id"]: _unit(u) for u in value["units"]}
    return BoardFreeState(
        round=1, last_round=1, players=("", ""), active=None, phase="shooting", step=None, cp=frozen({}),
        extra_cp=frozenset(), table=Table.of_size(0, 0), deployment_zones=frozen({}), terrain=(), objectives=(),
        hidden=frozenset(), units=frozen(units), sequence=None, fight_next=None, pending=(), result=None,
        _owner=frozen({m.id: u.id for u in units.values() for m in u.models}),
        near=frozen({m["id"]: frozenset(m["near"]) for u in value["units"] for m in u["models"]}),
        engaged=frozenset(u["id"] for u in value["units"] if u["engaged"]),
    )


def _weapon_json(weapon: Weapon) -> Json:
    return {
        "id": weapon.id, "attacks": weapon.attacks, "skill": weapon.skill, "strength": weapon.strength, "ap": weapon.ap,
        "damage": weapon.damage, "mortal": weapon.mortal, "hit_modifier": weapon.hit_modifier, "wound_modifier": weapon.wound_modifier,
    }


def _model_json(model: Model, near: frozenset[str]) -> Json:
    p = model.profile
    return {
        "id": model.id, "status": model.status, "keywords": sorted(model.keywords),
        "profile": {
            "toughness": p.toughness, "save": p.save, "invulnerable": p.invulnerable, "wounds": p.wounds,
            "feel_no_pain": p.feel_no_pain, "deadly_demise": p.deadly_demise,
        },
        "wounds_left": model.wounds_left, "cover": model.cover, "attacked": model.attacked,
        "near": sorted(near), "weapons": [_weapon_json(w) for w in model.weapons],
    }


def board_free_to_json(state: BoardFreeState) -> Json:
    """The canonical JSON of a board-free state: units sorted by id, keywords and ``near`` sorted,
    models in their unit's order."""
    return board_free_json(state.sorted_units(), state.near, state.engaged)


def board_free_json(units: Iterable[Unit], near: Mapping[str, frozenset[str]], engaged: Collection[str]) -> Json:
    """Units (in the order given) as the board-free form writes them, with the models within 6"
    of each model and the units within engagement range of an enemy."""
    return {
        "form": FORM,
        "units": [
            {"id": u.id, "engaged": u.id in engaged, "models": [_model_json(m, near.get(m.id, frozenset())) for m in u.models]}
            for u in units
        ],
    }


# -- either form --------------------------------------------------------------------------------


def parse_any_state(value: Json) -> State:
    """A state of either form (the rule set's ``parse_state``): board-free when it says so."""
    return parse_board_free(value) if is_board_free(value) else parse_state(value)


def any_state_to_json(state: State) -> Json:
    """The canonical JSON of a state of either form (the rule set's ``state_to_json``)."""
    return board_free_to_json(state) if isinstance(state, BoardFreeState) else state_to_json(state)


def any_state_problems(value: Json) -> list[Problem]:
    """Every impossibility of a schema-valid state of either form (the rule set's
    ``position_problems``)."""
    return board_free_problems(value) if is_board_free(value) else position_problems(value)
