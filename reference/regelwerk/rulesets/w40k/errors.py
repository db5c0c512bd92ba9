"""Every error code the Warhammer 40,000 engine can raise, as data: code, kind, the clauses it
cites (for ``illegal``: the clauses the engine reports with it, one per rejection) and a one-line
meaning.

``regelwerk check`` (and the generic ``tests/test_rulesets.py``) fails when the package raises a
code that is not declared here, when a declared code is raised nowhere, when a rejection in a
vector reports a clause not declared for its code, and when a declared code occurs in no vector.
The porter's page (``docs/w40k.md``) lists them from here.  The shared ``CORE.`` codes (schema, dice, interpretations) are
the core's and not repeated here.
"""

from __future__ import annotations

from regelwerk.core.errors import ErrorCode


def _malformed(code: str, meaning: str, clauses: tuple[str, ...] = ()) -> ErrorCode:
    return ErrorCode(code, "malformed", clauses, meaning)


def _illegal(code: str, clauses: tuple[str, ...], meaning: str) -> ErrorCode:
    return ErrorCode(code, "illegal", clauses, meaning)


ERROR_CODES: tuple[ErrorCode, ...] = (
    # impossible positions (problems.position_problems)
    _malformed("WH.STATE.FACING", "an aircraft on the battlefield without a facing, or a facing of zero"),
    _malformed("WH.STATE.HEIGHT", "a model stands in the air, not on the table or on terrain"),
    _malformed("WH.STATE.HIDDEN", "a pair of hidden models does not name two different known models"),
    _malformed("WH.STATE.NEAR", "a board-free model's near list names itself or a model the state does not have"),
    _malformed("WH.STATE.ID_TWICE", "two units, models, terrain pieces or markers share an id"),
    _malformed("WH.STATE.OFF_TABLE", "a base is not wholly on the table"),
    _malformed("WH.STATE.OVERLAP", "two bases overlap"),
    _malformed("WH.STATE.PENDING", "a unit waiting to be set up from a destroyed transport is not embarked in it"),
    _malformed("WH.STATE.PHASE", "the active player, phase and step do not fit together"),
    _malformed("WH.STATE.PLAYERS", "the two players have the same id"),
    _malformed(
        "WH.STATE.PLAYER_DATA", "command points, deployment zones or extra command points do not name exactly the players"
    ),
    _malformed("WH.STATE.POSITION", "a model on the battlefield without a position, or one off it with a position"),
    _malformed("WH.STATE.RESULT", "a result while the game goes on, or none after it"),
    _malformed("WH.STATE.ROUND", "the battle round is past the last round"),
    _malformed("WH.STATE.SEQUENCE", "an advance, charge or consolidation under way that cannot be under way now"),
    _malformed("WH.STATE.TRANSPORT", "a unit is embarked in no own transport on the battlefield"),
    _malformed("WH.STATE.UNIT_STATUS", "a unit's location does not fit the models it has alive"),
    _malformed("WH.STATE.UNKNOWN_PLAYER", "a unit or an objective marker names a player who does not play"),
    _malformed("WH.STATE.WEAPONS", "a model carries one weapon id twice"),
    _malformed("WH.STATE.WOUNDS", "a model's wounds left do not fit its status and its Lebenspunkte"),
    # malformed actions and questions (actions.parse_action)
    _malformed("WH.ACTION.ALLOCATION", "an order of allocation does not name each model of the unit exactly once"),
    _malformed("WH.ACTION.FACING", "a facing is the zero vector"),
    _malformed("WH.ACTION.FORM", "resolve_attacks on a game state, or any other action or question on a board-free state"),
    _malformed("WH.ACTION.PATH_TWICE", "a move gives one model two paths"),
    _malformed("WH.ACTION.UNKNOWN", "an action names a unit, model, weapon, transport or marker the state does not have"),
    _malformed("WH.ASK.NOT_PLACED", "a question about positions names a unit that is not on the battlefield"),
    # illegal actions
    _illegal(
        "WH.AIRCRAFT.PATH",
        ("WH-FLZ-2",),
        "an aircraft's move is not straight ahead for at least 20 inches with one pivot of at most 90 degrees",
    ),
    _illegal("WH.CHARGE.ADVANCED", ("WH-ANG-1",), "a unit that advanced or fell back this turn declares a charge"),
    _illegal("WH.CHARGE.AIRCRAFT", ("WH-ANG-1",), "an aircraft declares a charge"),
    _illegal("WH.CHARGE.AIRCRAFT_TARGET", ("WH-ANG-1",), "a unit without FLY declares a charge against an aircraft"),
    _illegal("WH.CHARGE.ALREADY", ("WH-ANG-1",), "a unit declares a second charge in the phase"),
    _illegal("WH.CHARGE.BASE_CONTACT", ("WH-ANG-6",), "a charging model that could reach base contact does not"),
    _illegal("WH.CHARGE.COHERENCY", ("WH-ANG-4",), "a charge move ends out of coherency"),
    _illegal("WH.CHARGE.ENGAGED", ("WH-ANG-1",), "a unit within engagement range of an enemy declares a charge"),
    _illegal("WH.CHARGE.INVALID_TARGET", ("WH-ANG-2",), "a charge target is not an enemy unit on the battlefield"),
    _illegal(
        "WH.CHARGE.NOT_ALLOWED",
        ("WH-ATK-18", "WH-TRA-4"),
        "a unit that may not charge this turn (after disembarking from a moved transport or from a destroyed one) declares a charge",
    ),
    _illegal(
        "WH.CHARGE.NOT_CLOSER",
        ("WH-ANG-6",),
        "a charging model does not end its charge move closer to a target of the charge (WH-A-ANGRIFF-NAEHER=naeher-am-ziel)",
    ),
    _illegal("WH.CHARGE.NOT_VISIBLE", ("WH-ANG-2",), "a charge target is not visible to the charging unit (WH-A-ANGRIFF-SICHT)"),
    _illegal(
        "WH.CHARGE.OTHER_UNIT", ("WH-ANG-4",), "a charge move comes within engagement range of an enemy unit that is no target"
    ),
    _illegal(
        "WH.CHARGE.TARGET_NOT_REACHED",
        ("WH-ANG-4",),
        "a charge move leaves a target without a charging model within engagement range",
    ),
    _illegal("WH.CHARGE.TOO_FAR", ("WH-ANG-2",), "a charge target is more than 12 inches away"),
    _illegal(
        "WH.COHERENCY.REMOVALS",
        ("WH-ZUG-2",),
        "the removals at the end of the turn do not fit the reading of WH-A-FORMATION-ENTFERNEN",
    ),
    _illegal("WH.CP.LIMIT", ("WH-BEF-2",), "a second extra command point in one battle round"),
    _illegal("WH.CP.NOT_ENOUGH", ("WH-BEF-1",), "a stratagem costs more command points than the player has"),
    _illegal("WH.FIGHT.AIRCRAFT", ("WH-NAH-6",), "a fight between an aircraft and a unit without FLY"),
    _illegal("WH.FIGHT.AIRCRAFT_CONSOLIDATE", ("WH-NAH-16",), "an aircraft consolidates"),
    _illegal("WH.FIGHT.AIRCRAFT_PILE_IN", ("WH-NAH-4",), "an aircraft piles in"),
    _illegal(
        "WH.FIGHT.ALREADY_IN_CONTACT",
        ("WH-NAH-13", "WH-NAH-3"),
        "a model in base contact with an enemy moves when piling in or consolidating",
    ),
    _illegal("WH.FIGHT.BASE_CONTACT", ("WH-NAH-3",), "a piling-in model that could reach base contact does not"),
    _illegal("WH.FIGHT.COHERENCY", ("WH-NAH-3",), "a pile-in ends out of coherency"),
    _illegal(
        "WH.FIGHT.CONSOLIDATE",
        ("WH-NAH-13", "WH-NAH-14", "WH-NAH-15"),
        "a consolidation does not move towards the nearest enemy, else an objective marker within 3 inches, as the text requires",
    ),
    _illegal("WH.FIGHT.INVALID_TARGET", ("WH-NAH-8",), "a fight target is not an enemy unit on the battlefield"),
    _illegal(
        "WH.FIGHT.MODEL_CANNOT",
        ("WH-NAH-5",),
        "a model that is neither within engagement range nor in indirect base contact fights",
    ),
    _illegal("WH.FIGHT.MODEL_GONE", ("WH-NAH-5",), "a model that is not alive fights"),
    _illegal("WH.FIGHT.MODEL_IDLE", ("WH-NAH-8",), "a model that may attack is not declared (WH-A-ATTACKEN-WAHL=pflicht)"),
    _illegal(
        "WH.FIGHT.NO_MOVE",
        ("WH-TRA-4",),
        "a unit that disembarked from a moved transport piles in or consolidates (WH-A-AUSSTEIGEN-BEWEGT=ganzer-zug)",
    ),
    _illegal(
        "WH.FIGHT.NOT_CLOSER",
        ("WH-NAH-3",),
        "a piling-in or consolidating model does not end closer to the enemy it moves towards",
    ),
    _illegal("WH.FIGHT.NOT_ELIGIBLE", ("WH-NAH-2",), "a unit that cannot fight in this step is chosen to fight"),
    _illegal("WH.FIGHT.NOT_ENGAGED", ("WH-NAH-3",), "a pile-in ends with the unit (or a moving model) out of engagement range"),
    _illegal("WH.FIGHT.NOT_MELEE", ("WH-NAH-7",), "a model fights with a weapon that is not a melee weapon"),
    _illegal("WH.FIGHT.NOT_YOUR_PICK", ("WH-NAH-1",), "the other player picks the next unit to fight"),
    _illegal(
        "WH.FIGHT.ORDER",
        ("WH-NAH-10", "WH-NAH-11"),
        "a fight declaration does not keep the order of resolution (WH-A-NAHKAMPF-REIHENFOLGE)",
    ),
    _illegal("WH.FIGHT.SPLIT", ("WH-NAH-9",), "a model splits its attacks without a number on each line but its last"),
    _illegal("WH.FIGHT.TARGET_OUT_OF_REACH", ("WH-NAH-8",), "a model attacks a unit it may not reach (engagement range, base contact)"),
    _illegal("WH.FIGHT.TWO_WEAPONS", ("WH-NAH-7",), "a model fights with two melee weapons"),
    _illegal("WH.FIGHT.UNITS_LEFT", ("WH-NAH-2",), "the step ends while units that can fight in it have not fought"),
    _illegal("WH.GAME.OVER", ("WH-RND-1",), "an action after the end of the game"),
    _illegal("WH.MOVE.AIRCRAFT", ("WH-FLZ-2",), "an aircraft moves other than with a normal move"),
    _illegal("WH.MOVE.ALREADY_MOVED", ("WH-BEW-1",), "a unit moves twice in the movement phase"),
    _illegal(
        "WH.MOVE.CASUALTIES", ("WH-BEW-6",), "the models named for failed desperate escape tests do not fit WH-A-FLUCHTTEST-OPFER"
    ),
    _illegal("WH.MOVE.COHERENCY", ("WH-ZUG-1",), "a move ends out of coherency"),
    _illegal("WH.MOVE.ENDS_ENGAGED", ("WH-BEW-4",), "a fall back ends within engagement range"),
    _illegal("WH.MOVE.ENGAGED", ("WH-BEW-2", "WH-BEW-3"), "a unit within engagement range moves other than falling back"),
    _illegal(
        "WH.MOVE.ENGAGEMENT",
        ("WH-BEW-2", "WH-BEW-3", "WH-BEW-4"),
        "a move comes within engagement range of an enemy model along the way",
    ),
    _illegal("WH.MOVE.MID_CLIMB", ("WH-GEL-3",), "a move ends in the air beside terrain, not on a surface"),
    _illegal("WH.MOVE.MODEL_GONE", ("WH-BEW-1",), "a path names a model that is not alive"),
    _illegal("WH.MOVE.NOT_ENGAGED", ("WH-BEW-4",), "a unit that is not within engagement range falls back"),
    _illegal("WH.MOVE.NOT_ROLLED", ("WH-BEW-3",), "an advance move without its advance roll"),
    _illegal("WH.MOVE.OFF_TABLE", ("WH-BEW-1", "WH-TRA-7", "WH-VER-1", "WH-ATK-19"), "a path or a set-up leaves the battlefield"),
    _illegal("WH.MOVE.OVERLAP", ("WH-BEW-1", "WH-TRA-7", "WH-VER-1", "WH-ATK-19"), "a model would end on another model"),
    _illegal("WH.MOVE.STATIONARY", ("WH-BEW-1",), "a unit that remains stationary moves a model"),
    _illegal("WH.MOVE.THROUGH_MODEL", ("WH-FLI-1",), "a path crosses a model it may not move over (WH-A-DURCH-MODELLE)"),
    _illegal(
        "WH.MOVE.TOO_FAR",
        ("WH-ANG-3", "WH-BEW-2", "WH-BEW-3", "WH-BEW-4", "WH-NAH-13", "WH-NAH-3"),
        "a path is longer than the move allows",
    ),
    _illegal("WH.PENDING.NOT_PENDING", ("WH-ATK-17",), "a unit is set up from a destroyed transport without being due"),
    _illegal("WH.PENDING.OPEN", ("WH-ATK-17",), "another action while units of a destroyed transport wait to be set up"),
    _illegal("WH.PHASE.WRONG", ("WH-RND-1",), "an action that does not belong to the current phase and step"),
    _illegal(
        "WH.RESERVE.EDGE",
        ("WH-RES-2", "WH-RES-3"),
        "strategic reserves are not set up wholly within 6 inches of a battlefield edge",
    ),
    _illegal("WH.RESERVE.ENEMY_ZONE", ("WH-RES-2",), "strategic reserves in round 2 are set up in the enemy deployment zone"),
    _illegal("WH.RESERVE.FACING", ("WH-FLZ-1",), "an aircraft is set up without a facing"),
    _illegal("WH.RESERVE.FIRST_ROUND", ("WH-RES-1", "WH-SCT-1"), "reserves arrive in the first battle round"),
    _illegal("WH.RESERVE.NOT_IN_RESERVE", ("WH-VER-1",), "a unit arrives that is not waiting in reserve"),
    _illegal("WH.RESERVE.TOO_CLOSE", ("WH-RES-4", "WH-SCT-2"), "a unit from reserves is set up 9 inches or less from an enemy"),
    _illegal(
        "WH.SEQUENCE.NONE",
        ("WH-ANG-3", "WH-NAH-13"),
        "a charge move or consolidation without the declaration or fight it follows",
    ),
    _illegal(
        "WH.SEQUENCE.OPEN",
        ("WH-ANG-3", "WH-BEW-3", "WH-NAH-13"),
        "another action while an advance, a charge or a consolidation is under way",
    ),
    _illegal("WH.SHOCK.NOT_DUE", ("WH-ERS-1",), "a battle-shock test for a unit that has none due"),
    _illegal("WH.SHOCK.PENDING", ("WH-ERS-1",), "the command phase ends while battle-shock tests are due"),
    _illegal("WH.SHOOT.ADVANCED", ("WH-FKP-1",), "a unit that advanced or fell back this turn shoots"),
    _illegal("WH.SHOOT.ALREADY_SHOT", ("WH-FKP-3",), "a unit shoots twice in the phase"),
    _illegal("WH.SHOOT.ENGAGED", ("WH-FKP-2",), "a unit within engagement range shoots (only MONSTER and VEHICLE may)"),
    _illegal("WH.SHOOT.INVALID_TARGET", ("WH-FKP-4",), "a shooting target is not an enemy unit on the battlefield"),
    _illegal("WH.SHOOT.LOCKED", ("WH-FKP-7",), "a target within engagement range of a friendly unit"),
    _illegal("WH.SHOOT.LONE_OPERATIVE", ("WH-FKP-9",), "a lone operative is targeted from more than 12 inches"),
    _illegal("WH.SHOOT.MODEL_GONE", ("WH-FKP-3",), "a model that is not alive shoots"),
    _illegal("WH.SHOOT.NOT_RANGED", ("WH-FKP-3",), "a model shoots with a weapon that is not a ranged weapon"),
    _illegal("WH.SHOOT.NOT_VISIBLE", ("WH-FKP-4",), "a target the shooting model cannot see"),
    _illegal(
        "WH.SHOOT.ORDER",
        ("WH-FKP-6",),
        "a shooting declaration does not finish one target before the next (WH-A-ZIELREIHENFOLGE)",
    ),
    _illegal("WH.SHOOT.OUT_OF_RANGE", ("WH-FKP-4",), "a target out of the weapon's range"),
    _illegal("WH.SHOOT.WEAPON_IDLE", ("WH-FKP-3",), "a ranged weapon that has a target is not declared (WH-A-ATTACKEN-WAHL=pflicht)"),
    _illegal("WH.SHOOT.WEAPON_TWICE", ("WH-FKP-5",), "one weapon of one model is declared against two targets"),
    _illegal("WH.STRATAGEM.SHOCKED", ("WH-ERS-3",), "a stratagem for a battle-shocked unit"),
    _illegal("WH.TRANSPORT.ADVANCED", ("WH-TRA-6",), "a unit disembarks from a transport that advanced or fell back"),
    _illegal("WH.TRANSPORT.ALL_MODELS", ("WH-TRA-7", "WH-VER-1"), "a unit is set up or embarks without every model"),
    _illegal("WH.TRANSPORT.DISEMBARKED_THIS_TURN", ("WH-TRA-1",), "a unit that disembarked in this phase embarks again"),
    _illegal("WH.TRANSPORT.EMBARKED_THIS_TURN", ("WH-TRA-3",), "a unit that embarked in this phase disembarks"),
    _illegal("WH.TRANSPORT.ENGAGED", ("WH-ATK-19", "WH-TRA-7"), "a disembarking model would be set up within engagement range"),
    _illegal("WH.TRANSPORT.NOT_EMBARKED", ("WH-TRA-3",), "a unit that is not in a transport disembarks"),
    _illegal(
        "WH.TRANSPORT.NOT_TRANSPORT", ("WH-TRA-1",), "a unit embarks in something that is not an own transport on the battlefield"
    ),
    _illegal(
        "WH.TRANSPORT.TOO_FAR",
        ("WH-ATK-19", "WH-TRA-1", "WH-TRA-7"),
        "a model embarks or disembarks from farther than 3 (or 6) inches",
    ),
    _illegal("WH.TURN.NOT_ACTIVE", ("WH-RND-2",), "a player acts whose turn or pick it is not"),
    _illegal(
        "WH.UNIT.NOT_ON_BATTLEFIELD",
        ("WH-ANG-1", "WH-BEF-1", "WH-BEW-1", "WH-FKP-1"),
        "an action for a unit that is not on the battlefield",
    ),
    _illegal("WH.UNIT.NOT_OWN", ("WH-RND-2",), "a player acts with the other player's unit"),
)

BY_CODE: dict[str, ErrorCode] = {e.code: e for e in ERROR_CODES}
