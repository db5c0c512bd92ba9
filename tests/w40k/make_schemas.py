"""Write the JSON Schemas of the Warhammer 40,000 rule set (``schemas/w40k/``) from one description.

    .venv/bin/python -m tests.w40k.make_schemas            # write the six files
    .venv/bin/python -m tests.w40k.make_schemas --check    # compare, write nothing (a test runs this)

The schemas are data of the contract; this script only keeps their many repeated pieces (ids,
points, paths, dice expressions, one variant per action and event) consistent.  Edit here, run,
review the diff.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from regelwerk.core.canonical import pretty

FOLDER = Path(__file__).resolve().parents[2] / "schemas" / "w40k"
BASE = "https://regelwerk.example/schemas/w40k/"

ID = {"type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$"}
INT = {"type": "integer"}
NAT = {"type": "integer", "minimum": 0}
POS = {"type": "integer", "minimum": 1}
BOOL = {"type": "boolean"}
D6 = {"type": "integer", "minimum": 1, "maximum": 6}
POINT = {
    "description": "A point [x, y, z] in units of 1/254 inch: x along the width, y along the depth, z the height above the table.",
    "type": "array", "prefixItems": [INT, INT, NAT], "items": False, "minItems": 3,
}
DIRECTION = {"description": "A direction [dx, dy], not [0, 0]; only its orientation counts.", "type": "array", "prefixItems": [INT, INT], "items": False, "minItems": 2}
RECT = {"description": "An axis-parallel rectangle [x0, y0, x1, y1] in units, low corner first.", "type": "array", "prefixItems": [NAT, NAT, NAT, NAT], "items": False, "minItems": 4}
EXPRESSION = {
    "description": "A number, or a dice expression [n]D3|D6[+k]: D3 reads one W6 halved rounding up, nD6 reads n W6 and adds them.",
    "oneOf": [NAT, {"type": "string", "pattern": "^([1-9]?)D(3|6)(\\+([1-9][0-9]?))?$"}],
}
PATH = {"description": "The points a model passes after its position; the last is where it ends.", "type": "array", "minItems": 1, "items": POINT}
PATHS = {
    "description": "The paths of the models that move, in the order they move (one after another).",
    "type": "array", "items": {"type": "object", "required": ["model", "path"], "additionalProperties": False, "properties": {"model": ID, "path": PATH}},
}
POSITIONS = {"description": "Model id to the point where it is set up.", "type": "object", "propertyNames": ID, "additionalProperties": POINT}
FACINGS = {"description": "Model id to the direction it faces (aircraft).", "type": "object", "propertyNames": ID, "additionalProperties": DIRECTION}
ALLOCATION = {
    "description": "Unit id to the order in which its player allocates attacks and mortal wounds: every model of the unit once. A unit not named uses the order of its models in the state.",
    "type": "object", "propertyNames": ID, "additionalProperties": {"type": "array", "items": ID},
}
KEYWORDS = ["infantry", "monster", "vehicle", "fly", "titanic", "aircraft", "transport", "lone_operative", "stealth", "deep_strike", "fights_first"]


def nullable(schema: dict) -> dict:
    return {"oneOf": [schema, {"type": "null"}]}


def obj(description: str, properties: dict, required: list[str] | None = None) -> dict:
    return {
        "description": description, "type": "object",
        "required": list(properties) if required is None else required,
        "additionalProperties": False, "properties": properties,
    }


def variants(title: str, description: str, defs: dict) -> dict:
    """A schema whose ``type`` field selects one of ``defs``."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": BASE + title,
        "title": description.split(":")[0],
        "description": description,
        "type": "object",
        "required": ["type"],
        "properties": {"type": {"description": "Selects the variant; each variant is described under $defs.", "enum": list(defs)}},
        "allOf": [{"if": {"properties": {"type": {"const": name}}, "required": ["type"]}, "then": {"$ref": f"#/$defs/{name}"}} for name in defs],
        "$defs": {name: {**schema, "properties": {"type": {"type": "string"}, **schema["properties"]}, "required": ["type", *schema["required"]]} for name, schema in defs.items()},
    }


# -- state ---------------------------------------------------------------------------------------

WEAPON = obj("A weapon profile; weapons with one id in a unit have one profile.", {
    "id": ID,
    "type": {"enum": ["ranged", "melee"]},
    "range": {"description": "Range in inches; null for a melee weapon.", "oneOf": [POS, {"type": "null"}]},
    "attacks": {**EXPRESSION, "description": "A (Attacken)."},
    "skill": {"description": "BF or KG: the number a hit roll needs.", "type": "integer", "minimum": 2, "maximum": 6},
    "strength": {**POS, "description": "S (Stärke)."},
    "ap": {"description": "DS: 0 or negative.", "type": "integer", "maximum": 0},
    "damage": {"description": "SW (Schaden), at least 1.", "oneOf": [POS, EXPRESSION["oneOf"][1]]},
    "mortal": {**EXPRESSION, "description": "Mortal wounds each wound of this weapon inflicts besides its damage (0: none)."},
    "hit_modifier": {**INT, "description": "Modifier to its hit rolls from rules outside the overview."},
    "wound_modifier": {**INT, "description": "Modifier to its wound rolls from rules outside the overview."},
})
PROFILE = obj("The model's characteristics.", {
    "move": {**NAT, "description": "B (Bewegung) in inches."},
    "toughness": {**POS, "description": "W (Widerstand)."},
    "save": {"description": "RW (Rüstungswurf) as the number needed, or null for none.", "oneOf": [{"type": "integer", "minimum": 2, "maximum": 7}, {"type": "null"}]},
    "invulnerable": {"description": "Rettungswurf as the number needed, or null for none.", "oneOf": [{"type": "integer", "minimum": 2, "maximum": 6}, {"type": "null"}]},
    "wounds": {**POS, "description": "LP (Lebenspunkte)."},
    "oc": {**NAT, "description": "MK (Missionszielkontrolle)."},
    "feel_no_pain": {"description": "Verletzungen ignorieren X+, or null.", "oneOf": [{"type": "integer", "minimum": 2, "maximum": 6}, {"type": "null"}]},
    "deadly_demise": {"description": "Gefährliches Ende X, or null.", "oneOf": [*EXPRESSION["oneOf"], {"type": "null"}]},
})
MODEL = obj("A model. Only an alive model of a unit on the battlefield has a position.", {
    "id": ID,
    "status": {"enum": ["alive", "destroyed", "removed"]},
    "at": nullable(POINT),
    "base": {**POS, "description": "Diameter of the round base in units (25 mm = 250)."},
    "facing": nullable(DIRECTION),
    "keywords": {"type": "array", "x-set": True, "uniqueItems": True, "items": {"enum": KEYWORDS}},
    "profile": PROFILE,
    "wounds_left": NAT,
    "cover": {**NAT, "description": "Instances of cover the model has against ranged attacks (any number gives +1 once)."},
    "attacked": {**BOOL, "description": "An attack was allocated to it in this phase."},
    "weapons": {"type": "array", "items": WEAPON},
})
TURN = obj("What the unit has done in this turn.", {
    "moved": nullable({"enum": ["stationary", "normal", "advance", "fall_back"]}),
    "arrived": BOOL, "disembarked": BOOL, "embarked": BOOL, "shot": BOOL,
    "charge": nullable({"enum": ["declared", "succeeded", "failed"]}),
    "no_charge": BOOL, "fought": BOOL, "tested": BOOL,
})
UNIT = obj("A unit; its models in the player's standing order of allocation.", {
    "id": ID,
    "player": ID,
    "location": {"enum": ["battlefield", "strategic_reserve", "deep_strike", "embarked", "destroyed"]},
    "transport": nullable(ID),
    "leadership": {"description": "MW: a battle-shock test fails when 2W6 is less.", "type": "integer", "minimum": 2, "maximum": 12},
    "shocked": BOOL,
    "turn": TURN,
    "models": {"type": "array", "minItems": 1, "items": MODEL},
})
GAME_STATE = obj("The state of a game between two actions of a battle round (docs/w40k.md, State).", {
    "round": POS,
    "last_round": POS,
    "players": {"description": "The two players in turn order.", "type": "array", "minItems": 2, "maxItems": 2, "items": ID},
    "active": nullable(ID),
    "phase": {"enum": ["command", "movement", "shooting", "charge", "fight", "over"]},
    "step": nullable({"enum": ["battle_shock", "move", "reinforcements", "shoot", "charge", "fights_first", "remaining"]}),
    "cp": {"description": "Command points per player.", "type": "object", "propertyNames": ID, "additionalProperties": NAT},
    "extra_cp": {"description": "Players who gained their one extra command point in this battle round.", "type": "array", "x-set": True, "uniqueItems": True, "items": ID},
    "table": obj("The battlefield from (0, 0) to (width, depth).", {"width": POS, "depth": POS}),
    "deployment_zones": {"type": "object", "propertyNames": ID, "additionalProperties": RECT},
    "terrain": {"type": "array", "x-set": True, "items": obj("A terrain piece: a box with a flat top.", {"id": ID, "area": RECT, "height": NAT})},
    "objectives": {"type": "array", "x-set": True, "items": obj("An objective marker.", {"id": ID, "at": POINT, "diameter": NAT, "controller": nullable(ID)})},
    "hidden": {"description": "Pairs of models that cannot see each other, each pair sorted.", "type": "array", "x-set": True, "items": {"type": "array", "prefixItems": [ID, ID], "items": False, "minItems": 2}},
    "units": {"type": "array", "x-set": True, "items": UNIT},
    "sequence": nullable(obj("An action under way: an advance rolled, a charge rolled, a unit that fought and consolidates.", {
        "kind": {"enum": ["advance", "charge", "consolidate"]}, "unit": ID, "roll": POS, "targets": {"type": "array", "minItems": 1, "items": ID},
    }, ["kind", "unit"])),
    "fight_next": nullable(ID),
    "pending": {"type": "array", "items": obj("A unit of a destroyed transport waiting to be set up.", {
        "kind": {"const": "emergency_disembark"}, "unit": ID, "transport": ID, "at": POINT, "base": POS,
    })},
    "result": nullable(obj("The end of the game.", {"reserves_destroyed": {"type": "array", "items": ID}})),
})

# -- the board-free attack case (docs/w40k.md, "Für Würfelrechner / for dice calculators") -------

BOARD_FREE_WEAPON = obj("A weapon profile as a calculator gives it: no type and no range (the action says whether its attacks are ranged or melee); weapons with one id in a unit have one profile.", {
    key: WEAPON["properties"][key] for key in ("id", "attacks", "skill", "strength", "ap", "damage", "mortal", "hit_modifier", "wound_modifier")
})
BOARD_FREE_PROFILE = obj("What the attack sequence reads of a model's characteristics.", {
    key: PROFILE["properties"][key] for key in ("toughness", "save", "invulnerable", "wounds", "feel_no_pain", "deadly_demise")
})
BOARD_FREE_MODEL = obj("A model of a board-free case: no position, no base; its weapons are read only if its unit attacks.", {
    "id": ID,
    "status": MODEL["properties"]["status"],
    "keywords": {**MODEL["properties"]["keywords"], "description": "Read: stealth (every alive model of the target: -1 to hit a ranged attack, WH-FKP-10), monster and vehicle (with engaged, WH-FKP-8)."},
    "profile": BOARD_FREE_PROFILE,
    "wounds_left": NAT,
    "cover": MODEL["properties"]["cover"],
    "attacked": MODEL["properties"]["attacked"],
    "near": {"description": "The other models of the state within 6 inches of this one: the units its Gefährliches Ende reaches (those with an alive model here, WH-ATK-16). Read only for a model with Gefaehrliches Ende.", "type": "array", "x-set": True, "uniqueItems": True, "items": ID},
    "weapons": {"type": "array", "items": BOARD_FREE_WEAPON},
})
BOARD_FREE_UNIT = obj("A unit of a board-free case; its models in the standing order of allocation. A unit with no model alive is destroyed.", {
    "id": ID,
    "engaged": {**BOOL, "description": "Within engagement range of an enemy unit: a MONSTER or VEHICLE shoots at -1 from there and is shot at -1 there (WH-FKP-8); read only for ranged attacks."},
    "models": {"type": "array", "minItems": 1, "items": BOARD_FREE_MODEL},
})
BOARD_FREE_STATE = obj("The board-free attack case of a dice calculator: the units the attacks can touch, and no battlefield, turn or player (docs/w40k.md, Für Würfelrechner).", {
    "form": {"description": "Marks the board-free form; a game state has no form.", "const": "attacks"},
    "units": {"type": "array", "x-set": True, "minItems": 1, "items": BOARD_FREE_UNIT},
})
STATE = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": BASE + "state.schema.json",
    "title": "Warhammer 40,000 state",
    "description": (
        "A state of a game between two actions of a battle round ($defs/game, docs/w40k.md), or the board-free state of a dice "
        "calculator's attack case ($defs/board_free, marked by form: attacks). Lengths are integers in units of 1/254 inch; "
        "terrain, objectives, units and hidden pairs are sets sorted by id. States need not come from a real game but must be "
        "possible: engines reject impossible ones as malformed (WH.STATE.* codes)."
    ),
    "if": {"required": ["form"]},
    "then": {"$ref": "#/$defs/board_free"},
    "else": {"$ref": "#/$defs/game"},
    "$defs": {"game": GAME_STATE, "board_free": BOARD_FREE_STATE},
}


# -- actions -------------------------------------------------------------------------------------

PLAYER = {**ID, "description": "The acting player."}
LINE = obj("A model's weapon against a target.", {"model": ID, "weapon": ID, "target": ID, "count": POS}, ["model", "weapon", "target"])
ACTIONS = {
    "end_phase": obj("Ends the current step or phase.", {"player": PLAYER}),
    "end_turn": obj("Ends the fight phase and the turn; removals: under WH-A-FORMATION-ENTFERNEN=spieler-waehlt the models each unit loses for coherency, in order.", {
        "player": PLAYER, "removals": {"type": "object", "propertyNames": ID, "additionalProperties": {"type": "array", "items": ID}},
    }, ["player"]),
    "gain_cp": obj("A command point from a rule outside the command phase (WH-BEF-2).", {"player": PLAYER}),
    "use_stratagem": obj("Spends command points on a stratagem with a unit (WH-BEF-3, WH-ERS-3).", {"player": PLAYER, "unit": ID, "cost": NAT}),
    "battle_shock_test": obj("A battle-shock test; reads two erschuetterung dice.", {"player": PLAYER, "unit": ID}),
    "advance": obj("The advance roll of a unit; reads one vorruecken die. The move follows.", {"player": PLAYER, "unit": ID}),
    "move": obj("A unit's move in the movement phase; a fall back may read flucht dice.", {
        "player": PLAYER, "unit": ID, "mode": {"enum": ["stationary", "normal", "advance", "fall_back"]},
        "paths": PATHS, "embark": nullable(ID),
        "casualties": {"description": "Desperate escape losses in order (WH-A-FLUCHTTEST-OPFER=spieler-waehlt).", "type": "array", "items": ID},
        "facing": FACINGS,
    }, ["player", "unit", "mode", "paths"]),
    "disembark": obj("A unit leaves its transport.", {"player": PLAYER, "unit": ID, "positions": POSITIONS}),
    "arrive": obj("A unit arrives from reserves.", {"player": PLAYER, "unit": ID, "positions": POSITIONS, "facing": FACINGS}, ["player", "unit", "positions"]),
    "shoot": obj("A unit shoots: every model's weapons with their targets, in the order of resolution.", {
        "player": PLAYER, "unit": ID, "attacks": {"type": "array", "minItems": 1, "items": obj("A model's ranged weapon against a target.", {"model": ID, "weapon": ID, "target": ID})},
        "allocation": ALLOCATION,
    }, ["player", "unit", "attacks"]),
    "declare_charge": obj("A charge with its targets; reads two angriff dice.", {"player": PLAYER, "unit": ID, "targets": {"type": "array", "minItems": 1, "uniqueItems": True, "items": ID}}),
    "charge_move": obj("The charge move; no paths: the charge fails.", {"player": PLAYER, "unit": ID, "paths": PATHS}),
    "fight": obj("A unit fights: its pile in, then every model's melee weapon with targets; count splits a model's attacks (each line but its last). No lines: the unit fights without attacking (a unit that must fight although none of its models can attack, WH-NAH-2).", {
        "player": PLAYER, "unit": ID, "pile_in": PATHS, "attacks": {"type": "array", "items": LINE}, "allocation": ALLOCATION,
    }, ["player", "unit", "pile_in", "attacks"]),
    "consolidate": obj("The consolidation after fighting; no paths: none.", {"player": PLAYER, "unit": ID, "paths": PATHS}),
    "emergency_disembark": obj("A unit of a destroyed transport is set up; models without a position are destroyed. Reads transporter dice.", {
        "player": PLAYER, "unit": ID, "positions": POSITIONS,
    }),
    "resolve_attacks": obj("The board-free attack case (only on a board-free state): the attacks of the unit's models with these weapons against one target, ranged or melee, in this order; nothing about the board or the turn is checked. Reads the dice of a shoot or fight.", {
        "unit": ID,
        "kind": {"description": "ranged (cover, Stealth and engaged count) or melee.", "enum": ["ranged", "melee"]},
        "target": ID,
        "attacks": {"type": "array", "minItems": 1, "uniqueItems": True, "items": obj("A model's weapon; consecutive lines with one weapon resolve as one group.", {"model": ID, "weapon": ID})},
        "allocation": ALLOCATION,
    }, ["unit", "kind", "target", "attacks"]),
    "ask": {
        "description": "A question; changes nothing (docs/w40k.md, Questions).",
        "type": "object", "required": ["question"], "additionalProperties": False,
        "properties": {
            "question": {"enum": ["hit_roll", "wound_roll", "wound_target", "save_roll", "engagement", "coherency", "below_half", "objective_control", "path_length"]},
            "roll": D6, "skill": {"type": "integer", "minimum": 2, "maximum": 6}, "needed": {"type": "integer", "minimum": 2, "maximum": 6},
            "modifier": INT, "strength": POS, "toughness": POS,
            "save": nullable({"type": "integer", "minimum": 2, "maximum": 7}), "invulnerable": nullable({"type": "integer", "minimum": 2, "maximum": 6}),
            "ap": {"type": "integer", "maximum": 0}, "cover": BOOL, "model": ID, "other": ID, "unit": ID, "path": PATH,
        },
        "allOf": [
            {"if": {"properties": {"question": {"const": q}}}, "then": {"required": fields}}
            for q, fields in (
                ("hit_roll", ["roll", "skill", "modifier"]), ("wound_roll", ["roll", "needed", "modifier"]),
                ("wound_target", ["strength", "toughness"]), ("save_roll", ["roll", "save", "ap", "invulnerable", "cover"]),
                ("engagement", ["model", "other"]), ("coherency", ["unit"]), ("below_half", ["unit"]), ("path_length", ["model", "path"]),
            )
        ],
    },
}


# -- events --------------------------------------------------------------------------------------

ROLLS = {"type": "array", "items": D6}
EVENTS = {
    "phase_changed": obj("The next phase or step begins.", {"phase": {"type": "string"}, "step": nullable({"type": "string"})}),
    "turn_changed": obj("The next turn begins.", {"player": ID, "round": POS}),
    "cp_gained": obj("A command point (source command or other) and the total.", {"player": ID, "source": {"enum": ["command", "other"]}, "cp": NAT}),
    "stratagem_used": obj("Command points spent.", {"player": ID, "unit": ID, "cost": NAT, "cp": NAT}),
    "shock_ended": obj("Units no longer battle-shocked.", {"units": {"type": "array", "items": ID}}),
    "battle_shock_test": obj("A battle-shock test.", {"unit": ID, "roll": ROLLS, "leadership": INT, "passed": BOOL}),
    "objective_controlled": obj("Levels of control and the controller of a marker.", {"objective": ID, "levels": {"type": "object", "additionalProperties": NAT}, "controller": nullable(ID)}),
    "game_over": obj("The game ends.", {"reserves_destroyed": {"type": "array", "items": ID}}),
    "advance_rolled": obj("The advance roll.", {"unit": ID, "roll": D6}),
    "unit_moved": obj("A unit's move of one kind.", {"unit": ID, "mode": {"enum": ["stationary", "normal", "advance", "fall_back", "charge", "pile_in", "consolidate"]}}),
    "model_moved": obj("A model's path from, to, and its counted length.", {"model": ID, "from": POINT, "to": POINT, "length": NAT}),
    "desperate_escape": obj("Desperate escape tests as [model, roll] and the models lost.", {"unit": ID, "tests": {"type": "array", "items": {"type": "array", "prefixItems": [ID, D6], "items": False}}, "destroyed": {"type": "array", "items": ID}}),
    "embarked": obj("A unit embarked.", {"unit": ID, "transport": ID}),
    "disembarked": obj("A unit disembarked.", {"unit": ID, "transport": ID}),
    "arrived": obj("A unit set up from reserves.", {"unit": ID, "source": {"enum": ["strategic_reserve", "deep_strike"]}}),
    "aircraft_left": obj("An aircraft went over the edge into strategic reserve.", {"unit": ID}),
    "attacks_declared": obj("A unit shoots or fights at these targets.", {"unit": ID, "kind": {"enum": ["ranged", "melee"]}, "targets": {"type": "array", "items": ID}}),
    "charge_declared": obj("A charge, its roll and distance in inches.", {"unit": ID, "targets": {"type": "array", "items": ID}, "roll": ROLLS, "distance": NAT}),
    "charge_ended": obj("A charge succeeded or failed.", {"unit": ID, "success": BOOL}),
    "consolidated": obj("A consolidation and what it moved towards.", {"unit": ID, "towards": {"enum": ["enemy", "objective", "none"]}}),
    "models_removed": obj("Models removed for coherency.", {"unit": ID, "models": {"type": "array", "items": ID}}),
    "attacks_rolled": obj("A random number of attacks.", {"model": ID, "weapon": ID, "dice": ROLLS, "attacks": NAT}),
    "hit_rolls": obj("The hit rolls of one group.", {"weapon": ID, "target": ID, "rolls": ROLLS, "needed": INT, "modifier": INT, "hits": NAT}),
    "wound_rolls": obj("The wound rolls of one group.", {"weapon": ID, "target": ID, "rolls": ROLLS, "needed": INT, "modifier": INT, "wounds": NAT}),
    "wound_allocated": obj("A wound allocated to a model.", {"model": ID}),
    "save_roll": obj("A saving throw (save none: no roll).", {"model": ID, "save": {"enum": ["armour", "invulnerable", "none"]}, "roll": nullable(D6), "needed": nullable(INT), "modifier": INT, "cover": BOOL, "saved": BOOL}),
    "damage_applied": obj("Damage, its dice, wounds lost and left, excess lost.", {"model": ID, "damage": NAT, "dice": ROLLS, "lost": NAT, "wounds_left": NAT, "excess": NAT}),
    "feel_no_pain": obj("A Verletzungen ignorieren roll.", {"model": ID, "roll": D6, "ignored": BOOL}),
    "mortal_wounds": obj("Mortal wounds on a unit.", {"unit": ID, "amount": NAT, "dice": ROLLS, "source": {"enum": ["weapon", "deadly_demise", "transport"]}}),
    "mortal_wound": obj("One mortal wound on a model.", {"model": ID, "wounds_left": NAT}),
    "model_destroyed": obj("A model is destroyed.", {"model": ID, "unit": ID}),
    "unit_destroyed": obj("A unit has no model left.", {"unit": ID}),
    "deadly_demise": obj("Gefährliches Ende: roll, whether it triggered, X and its dice, the units within 6 inches.", {"model": ID, "roll": D6, "triggered": BOOL, "amount": NAT, "dice": ROLLS, "units": {"type": "array", "items": ID}}),
    "transport_destroyed": obj("A transport with units inside is destroyed.", {"transport": ID, "units": {"type": "array", "items": ID}}),
    "emergency_disembark": obj("A unit set up from a destroyed transport.", {"unit": ID, "rolls": ROLLS, "worst": {"enum": [1, 3]}, "mortal": NAT, "destroyed": {"type": "array", "items": ID}}),
}

DICE_LABELS = {
    "erschuetterung": "Two W6 per battle-shock test, summed (WH-ERS-1).",
    "vorruecken": "One W6 per advance (WH-BEW-3).",
    "flucht": "One W6 per model taking a desperate escape test (WH-BEW-5, WH-BEW-6).",
    "attacken": "The dice of random numbers of attacks (WH-ATK-3).",
    "treffer": "One W6 per attack (WH-ATK-3).",
    "verwundung": "One W6 per hit (WH-ATK-4).",
    "schutzwurf": "One W6 per allocated wound with a save (WH-ATK-6).",
    "schaden": "The dice of random damage (WH-ATK-11).",
    "verletzungen-ignorieren": "One W6 per wound a model with Verletzungen ignorieren would lose (WH-ATK-15).",
    "gefaehrliches-ende": "One W6 per destroyed model with Gefährliches Ende (WH-ATK-16).",
    "toedlich": "The dice of random numbers of mortal wounds (WH-ATK-13, WH-ATK-16).",
    "transporter": "One W6 per model set up from a destroyed transport (WH-ATK-17).",
    "angriff": "Two W6 per charge, summed (WH-ANG-3).",
}


def schemas() -> dict[str, dict]:
    action = variants("action.schema.json", "Warhammer 40,000 action: one action or question; every decision of a player is part of it (docs/w40k.md, Actions).", ACTIONS)
    event = variants("event.schema.json", "Warhammer 40,000 event: what happened while an accepted action resolved, in order (docs/w40k.md, Events).", EVENTS)
    dice = {
        "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": BASE + "dice.schema.json", "title": "Warhammer 40,000 dice",
        "description": "The labelled dice queues (docs/w40k.md, Dice). Every die is a W6; each queue is read front to back.",
        "type": "object", "additionalProperties": False,
        "properties": {label: {"description": text, "type": "array", "items": D6} for label, text in DICE_LABELS.items()},
    }
    outcome = {
        "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": BASE + "outcome.schema.json", "title": "Warhammer 40,000 outcome",
        "description": "The answer to one case: accepted (the new state and, from engines that declare events, the events), rejected, or a question answered. See docs/matching.md.",
        "oneOf": [
            {"type": "object", "required": ["status", "state"], "additionalProperties": False, "properties": {"status": {"const": "accepted"}, "state": {"$ref": "state.schema.json"}, "events": {"type": "array", "items": {"$ref": "event.schema.json"}}}},
            {"type": "object", "required": ["status", "error"], "additionalProperties": False, "properties": {"status": {"const": "rejected"}, "error": {"$ref": "../common.schema.json#/$defs/rejection"}}},
            {"type": "object", "required": ["status", "answer"], "additionalProperties": False, "properties": {"status": {"const": "answered"}, "answer": {"description": "See docs/w40k.md, Questions."}}},
        ],
    }
    vector = {
        "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": BASE + "vector.schema.json", "title": "Warhammer 40,000 vector",
        "description": "A Warhammer 40,000 vector: the generic vector whose expected outcome is a Warhammer 40,000 outcome with events, and whose state, action and dice are valid input unless the vector expects a malformed rejection.",
        "allOf": [
            {"$ref": "../vector-file.schema.json#/$defs/vector"},
            {"properties": {"ruleset": {"const": "w40k"}, "expected": {"allOf": [{"$ref": "outcome.schema.json"}, {"if": {"properties": {"status": {"const": "accepted"}}}, "then": {"required": ["events"]}}]}}},
            {
                "if": {"not": {"properties": {"expected": {"properties": {"error": {"properties": {"kind": {"const": "malformed"}}, "required": ["kind"]}}, "required": ["error"]}}}},
                "then": {"properties": {"state": {"$ref": "state.schema.json"}, "action": {"$ref": "action.schema.json"}, "dice": {"$ref": "dice.schema.json"}}},
            },
        ],
    }
    return {"state.schema.json": STATE, "action.schema.json": action, "event.schema.json": event, "dice.schema.json": dice, "outcome.schema.json": outcome, "vector.schema.json": vector}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the files, write nothing")
    args = parser.parse_args(argv)
    stale = []
    for name, schema in schemas().items():
        path = FOLDER / name
        text = pretty(schema)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            stale.append(name)
            if not args.check:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
    if args.check and stale:
        print("stale: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
