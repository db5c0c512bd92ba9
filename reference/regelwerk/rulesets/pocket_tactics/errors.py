"""Every error code the Pocket-Tactics engine can raise, as data: the code, the kind of
rejection, the clauses an ``illegal`` rejection with it cites, and a one-line meaning.

The porter's page lists them from here (a figure block of ``docs/pocket_tactics.md``);
``regelwerk check`` fails when the package raises a code that is not declared here, when a
declared code is never raised, or when a declared code occurs in no vector.  The shared codes of
the core (``CORE.SCHEMA``, ``CORE.DICE.*``, ``CORE.INTERPRETATION.*``) are
:data:`regelwerk.core.errors.CORE_ERROR_CODES`.
"""

from __future__ import annotations

from regelwerk.core.errors import ErrorCode


def _malformed(code: str, meaning: str, unfit_for_vectors: str | None = None) -> ErrorCode:
    return ErrorCode(code, "malformed", (), meaning, unfit_for_vectors)


def _illegal(code: str, clauses: tuple[str, ...], meaning: str) -> ErrorCode:
    return ErrorCode(code, "illegal", clauses, meaning)


ERROR_CODES: tuple[ErrorCode, ...] = (
    # impossible states (state.position_problems), in the order they are checked
    _malformed("PT.STATE.TILE_TWICE", "two tiles at one hex"),
    _malformed("PT.STATE.BASE_ON_TILE", "a base lies on a tile's hex"),
    _malformed("PT.STATE.BASE_ON_BASE", "both bases at one hex"),
    _malformed("PT.STATE.UNIT_TWICE", "two units with one id"),
    _malformed("PT.STATE.UNKNOWN_UNIT", "the board, a reserve or a prison camp names a unit the state does not have"),
    _malformed("PT.STATE.UNIT_IN_TWO_PLACES", "a unit is listed in two places"),
    _malformed("PT.STATE.UNIT_ON_BASE", "a unit stands on a base"),
    _malformed("PT.STATE.UNIT_OFF_MAP", "a unit stands where there is no tile"),
    _malformed("PT.STATE.TILE_SHARED", "two units on one tile"),
    _malformed("PT.STATE.FOREIGN_RESERVE", "a unit in the other faction's reserve"),
    _malformed("PT.STATE.OWN_PRISON", "a unit in its own faction's prison camp"),
    _malformed("PT.STATE.UNIT_NOWHERE", "a unit is neither on the board, in a reserve nor in a prison camp"),
    _malformed("PT.STATE.PHASE_FIRST", "the first player is unknown outside the phase start, or known in it"),
    _malformed("PT.STATE.PHASE_ACTIVE", "somebody is active where the phase allows nobody, or the wrong player"),
    _malformed("PT.STATE.PHASE_WINNER", "a winner outside the phase over, or none in it"),
    _malformed("PT.STATE.PHASE_PRISON", "a captured unit before play begins"),
    _malformed("PT.STATE.PHASE_BOARD", "a unit on the map before the deployment"),
    _malformed("PT.STATE.PHASE_MAP", "tiles or bases on the map that the phase does not allow"),
    _malformed("PT.STATE.PHASE_BAG", "an empty bag in the setup, or tiles left in it after the setup"),
    _malformed("PT.STATE.BASE_MISSING", "a base is not placed in the deployment or in play"),
    # references and draws
    _malformed("PT.ACTION.UNKNOWN_UNIT", "the action names a unit the state does not have"),
    _malformed("PT.SETUP.NOT_IN_BAG", "the dice draw more tiles of a terrain than the bag holds"),
    _malformed(
        "PT.ASK.PLAYER_MISSING",
        "the question may_stall names no player",
        "the action schema demands the player first (CORE.SCHEMA); only the unchecked entry point reaches this code",
    ),
    # every action
    _illegal("PT.GAME.OVER", ("PT-SIEG-3",), "the game is over; no action is possible"),
    _illegal(
        "PT.PHASE.WRONG_ACTION",
        ("PT-VOR-3", "PT-VOR-4", "PT-VOR-7", "PT-VOR-8", "PT-ZUG-1"),
        "the action is not one of the phase (the clause of the phase)",
    ),
    _illegal("PT.TURN.NOT_ACTIVE", ("PT-ZUG-1",), "the player is not the one whose turn it is"),
    _illegal("PT.UNIT.NOT_OWN", ("PT-ZUG-2",), "the unit belongs to the other faction"),
    # setup
    _illegal("PT.SETUP.SECOND_BASE_EARLY", ("PT-VOR-7",), "the second base comes after the last tile"),
    _illegal("PT.SETUP.BASE_PLACED", ("PT-VOR-4",), "the first player has placed the base already"),
    _illegal("PT.SETUP.FIRST_BASE_MISSING", ("PT-VOR-4",), "the first base comes before the first tile"),
    _illegal("PT.SETUP.OCCUPIED", ("PT-MAT-1",), "the hex holds a tile or a base"),
    _illegal(
        "PT.SETUP.WRONG_SIDE",
        ("PT-VOR-4", "PT-VOR-5", "PT-VOR-6"),
        "the tile lies against no side facing away from the first player (the clause of the first, second or a later tile)",
    ),
    _illegal("PT.SETUP.BASE_TOUCH_COUNT", ("PT-VOR-7",), "the second base touches another number of tiles than it must"),
    _illegal("PT.SETUP.BASE_NOT_FARTHEST", ("PT-VOR-7",), "the second base is not among the places farthest from the first"),
    _illegal("PT.DEPLOY.NOT_IN_RESERVE", ("PT-VOR-8",), "the unit is not in the reserve"),
    _illegal("PT.DEPLOY.NO_TILE", ("PT-VOR-8",), "there is no tile at the target"),
    _illegal("PT.DEPLOY.OCCUPIED", ("PT-VOR-8",), "the tile is occupied"),
    _illegal("PT.DEPLOY.NOT_CLOSEST", ("PT-VOR-8",), "the tile is not among the free tiles closest to the own base"),
    # movement
    _illegal("PT.MOVE.NOT_ON_BOARD", ("PT-BEW-1",), "the unit is not on the map"),
    _illegal("PT.MOVE.CHAIN", ("PT-BEW-2",), "several hops in one move under PT-A-SPRUNGKETTE=ein-sprung"),
    _illegal("PT.RESERVE.BASE_NOT_REACHABLE", ("PT-RES-3",), "the own base is out of the unit's reach"),
    _illegal("PT.MOVE.ONTO_BASE", ("PT-STP-4",), "the target is the opposing base"),
    _illegal("PT.MOVE.NO_TILE", ("PT-BEW-1",), "there is no tile at the target"),
    _illegal("PT.MOVE.OCCUPIED", ("PT-BEW-1",), "a unit stands on the target"),
    _illegal("PT.MOVE.HOP_OVER_ENEMY", ("PT-BEW-2",), "the tile hopped over holds an enemy"),
    _illegal("PT.MOVE.NOT_REACHABLE", ("PT-BEW-1",), "the target is neither a neighbour nor reached by a hop"),
    _illegal("PT.SUMMON.NOT_IN_RESERVE", ("PT-RES-1",), "the unit is not in the reserve"),
    _illegal("PT.SUMMON.NO_TILE", ("PT-RES-1",), "there is no tile at the target"),
    _illegal("PT.SUMMON.NOT_NEXT_TO_BASE", ("PT-RES-1",), "the target is not next to the own base"),
    _illegal("PT.SUMMON.OCCUPIED", ("PT-RES-1",), "a unit stands on the target"),
    # attacks
    _illegal("PT.ATTACK.NOT_ON_BOARD", ("PT-ANG-1",), "the attacking unit is not on the map"),
    _illegal("PT.ATTACK.WEAPON", ("PT-NAH-2", "PT-FERN-1"), "a melee assault with ranged dice, or a ranged attack with melee dice"),
    _illegal("PT.ATTACK.OWN_BASE", ("PT-ANG-1",), "the target is the own base"),
    _illegal("PT.ATTACK.NO_TARGET", ("PT-ANG-1",), "no enemy unit or base at the target"),
    _illegal("PT.ATTACK.FRIENDLY", ("PT-ANG-1",), "the target is a unit of the own faction"),
    _illegal("PT.ATTACK.RANGED_ON_BASE", ("PT-FERN-1",), "a ranged attack on a base under PT-A-STUETZPUNKT-FERNKAMPF=nur-nahkampf"),
    _illegal("PT.ATTACK.OUT_OF_REACH", ("PT-NAH-1", "PT-FERN-3"), "a melee assault beyond a neighbour, a ranged attack beyond its reach"),
    _illegal("PT.ATTACK.EMPTY_SPACE", ("PT-FERN-3",), "a long ranged attack crosses empty space or what blocks the line"),
    _illegal("PT.ATTACK.NO_DICE", ("PT-NAH-2", "PT-FERN-1"), "no red dice of the declared type (PT-A-NULLWUERFEL)"),
    _illegal("PT.REROLL.NO_SUCH_DIE", ("PT-VTL-3",), "a reroll names a die the side does not roll"),
    _illegal("PT.REROLL.COLOR", ("PT-VTL-3",), "a side rerolls a die of the other colour under PT-A-WIEDERHOLUNG-FARBE=nur-eigene-rolle"),
    _illegal("PT.REROLL.TWICE", ("PT-VTL-1",), "a die is rerolled twice under PT-A-WIEDERHOLUNG-MEHRFACH=einmal-je-wuerfel"),
    _illegal("PT.REROLL.TOO_MANY", ("PT-VTL-1",), "a side takes more rerolls than it has"),
    _illegal("PT.REROLL.NOT_ALL_USED", ("PT-VTL-1", "PT-VTL-2"), "a side leaves rerolls unused under PT-A-WIEDERHOLUNG-PFLICHT=pflicht (its ability rerolls under faehigkeiten-pflicht)"),
    _illegal("PT.REROLL.ORDER", ("PT-VTL-1", "PT-VTL-2"), "the rerolls are not listed in turns, attacker first, as the readings say"),
    # passing
    _illegal("PT.PASS.ACTION_AVAILABLE", ("PT-ZUG-1",), "a player with a legal action cannot pass"),
)
