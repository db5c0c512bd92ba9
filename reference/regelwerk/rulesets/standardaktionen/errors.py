"""Every error code the Standardaktionen engine can raise, as data: code, kind, the clauses it
cites (for ``illegal``: the one it reports) and a one-line meaning.

``regelwerk check`` fails when the package raises a code that is not declared here, when a
declared code is never raised, and when a declared code occurs in no vector.  The porter's page
(``docs/standardaktionen.md``) lists the same codes from here (a figure block).  The shared
``CORE.`` codes (schema, dice, interpretations) are the core's
(:data:`regelwerk.core.errors.CORE_ERROR_CODES`) and not repeated here.
"""

from __future__ import annotations

from regelwerk.core.errors import ErrorCode


def _malformed(code: str, meaning: str, clauses: tuple[str, ...] = ()) -> ErrorCode:
    return ErrorCode(code, "malformed", clauses, meaning)


def _illegal(code: str, clause: str, meaning: str) -> ErrorCode:
    return ErrorCode(code, "illegal", (clause,), meaning)


ERROR_CODES: tuple[ErrorCode, ...] = (
    # impossible positions (state.position_problems), in the order they are checked
    _malformed("SA.STATE.PLAYER_TWICE", "two players have one id"),
    _malformed("SA.STATE.UNKNOWN_PLAYER", "a field names a player the state does not have"),
    _malformed("SA.STATE.UNIT_TWICE", "two units have one id"),
    _malformed("SA.STATE.UNKNOWN_OWNER", "a unit or a reaction belongs to no player of the state"),
    _malformed("SA.STATE.LIFE_ABOVE_MAX", "a unit has more life than its Life value", ("SA-SCH-1",)),
    _malformed("SA.STATE.DEAD_ON_BOARD", "a dead unit (life 0 or less) stands on a square", ("SA-SCH-4",)),
    _malformed("SA.STATE.ALIVE_OFF_BOARD", "a living unit stands nowhere", ("SA-FLD-1",)),
    _malformed("SA.STATE.OFF_BOARD", "a unit stands outside the board", ("SA-FLD-1",)),
    _malformed("SA.STATE.SQUARE_SHARED", "two living units stand on one square", ("SA-BEW-5",)),
    _malformed("SA.STATE.REACTION_TWICE", "two reactions have one id"),
    _malformed("SA.STATE.UNKNOWN_UNIT", "acted names a unit the state does not have"),
    _malformed("SA.STATE.WINNER_ACTIVE", "a winner is named exactly when nobody is active"),
    _malformed("SA.STATE.TURN_UNIT", "the unit whose turn it is does not exist, is dead, another player's or has had its turn", ("SA-AKT-1",)),
    _malformed("SA.STATE.TURN_DONE", "a phase is listed as ended twice, or the facing phase as ended (the turn would be over)", ("SA-AKT-1",)),
    _malformed("SA.STATE.TURN_MOVEMENT", "a movement is recorded after the movement phase has ended", ("SA-BEW-3",)),
    _malformed("SA.STATE.TURN_POSITION", "the unit does not stand where its last move ended", ("SA-BEW-8",)),
    _malformed("SA.STATE.NOTHING_TO_DO", "no turn is on and the active player has no unit left to act in this round", ("SA-AKT-1",)),
    _malformed("SA.STATE.WINDOW_TURN", "a reaction phase outside the attack phase of the attacking unit", ("SA-REA-1",)),
    _malformed("SA.STATE.WINDOW_TARGET", "the target of a pending attack is dead or does not exist", ("SA-REA-1",)),
    _malformed("SA.STATE.WINDOW_PLAYER", "the initiative or the start of the query is not a player with a living unit", ("SA-REA-2",)),
    _malformed("SA.STATE.UNKNOWN_REACTION", "the stack names a reaction the state does not have", ("SA-REA-3",)),
    _malformed("SA.STATE.STACK_ORDER", "stack entries out of the order they were played in", ("SA-REA-3",)),
    _malformed("SA.STATE.CORRECTION_TURN", "a correction is requested outside a movement phase with a move", ("SA-BEW-9",)),
    _malformed("SA.STATE.CORRECTION_PLAYERS", "a correction asked by someone else than the active player, or of players not in the game", ("SA-BEW-9",)),
    _malformed("SA.STATE.PHASE_READING", "ended phases that the chosen readings do not have, or not the first ones of the fixed order", ("SA-AKT-1",)),
    # actions that name what the state does not have
    _malformed("SA.ACTION.UNKNOWN_PLAYER", "the action names a player the state does not have"),
    _malformed("SA.ACTION.UNKNOWN_UNIT", "the action names a unit the state does not have"),
    _malformed("SA.ACTION.UNKNOWN_REACTION", "the action names a reaction the state does not have"),
    # general checks (rules.check)
    _illegal("SA.GAME.OVER", "SA-SCH-4", "the game has a winner"),
    _illegal("SA.CORRECTION.PENDING", "SA-BEW-9", "a correction waits for an answer; nothing else may happen"),
    _illegal("SA.CORRECTION.NOT_ASKED", "SA-BEW-9", "the player was not asked for the correction, or has answered"),
    _illegal("SA.CORRECTION.NONE", "SA-BEW-9", "an answer to a correction nobody asked for"),
    _illegal("SA.WINDOW.OPEN", "SA-REA-1", "in the reaction phase only reactions and passes are allowed"),
    _illegal("SA.WINDOW.NO_INITIATIVE", "SA-REA-2", "another player has the initiative"),
    _illegal("SA.WINDOW.CLOSED", "SA-REA-1", "a reaction or pass without a declared attack"),
    _illegal("SA.TURN.NOT_ACTIVE", "SA-SPL-1", "the player is not the active player"),
    _illegal("SA.UNIT.NOT_OWN", "SA-SPL-1", "the unit belongs to another player"),
    _illegal("SA.UNIT.DEAD", "SA-SCH-4", "a dead unit does not act"),
    _illegal("SA.TURN.IN_PROGRESS", "SA-BLI-4", "another turn begins before the current unit's turn has ended"),
    _illegal("SA.TURN.UNIT_TOUCHED", "SA-BEW-8", "the touched unit must take its turn (SA-A-BERUEHRT=einheit-gebunden)"),
    _illegal("SA.UNIT.ACTED", "SA-SPL-1", "the unit has had its turn in this round"),
    _illegal("SA.TURN.NO_UNIT", "SA-AKT-1", "a phase action before any unit was selected"),
    _illegal("SA.TURN.OTHER_UNIT", "SA-AKT-1", "a phase action of a unit whose turn it is not"),
    _illegal("SA.PHASE.UNKNOWN", "SA-AKT-1", "the phase does not exist under the chosen readings"),
    _illegal("SA.PHASE.ORDER", "SA-AKT-1", "not the phase that comes now (fixed order)"),
    _illegal("SA.PHASE.DONE", "SA-AKT-1", "the phase has ended in this turn (free order)"),
    _illegal("SA.PHASE.OPEN", "SA-AKT-1", "another phase is open and must end first (free order)"),
    # movement
    _illegal("SA.MOVE.NOT_ADJACENT", "SA-BEW-2", "a square of the path is not a neighbour of the one before"),
    _illegal("SA.MOVE.OFF_BOARD", "SA-FLD-1", "a square of the path is not on the board"),
    _illegal("SA.MOVE.THROUGH_ENEMY", "SA-BEW-5", "a square of the path holds an enemy unit"),
    _illegal("SA.MOVE.REVISIT", "SA-BEW-10", "a square entered before in this movement phase"),
    _illegal("SA.MOVE.RESTRICTED", "SA-BEW-1", "beyond what a restricted unit may go (SA-A-EINSCHRAENKUNG)"),
    _illegal("SA.MOVE.TOO_FAR", "SA-BEW-4", "beyond the Move value"),
    _illegal("SA.MOVE.OCCUPIED", "SA-BEW-5", "the move ends on a square with a friendly unit"),
    _illegal("SA.MOVE.STOP_ON_FREE", "SA-BEW-3", "the path goes on after a free square, where the unit stops"),
    _illegal("SA.MOVE.THROUGH_FRIEND", "SA-BEW-3", "the path passes a friendly unit, on whose square it would stop (SA-A-DURCHZIEHEN=anhalten)"),
    _illegal("SA.MOVE.MUST_MOVE", "SA-BEW-8", "the touched unit ends its movement phase without a move although it could move (SA-A-BERUEHRT=muss-ziehen)"),
    _illegal("SA.CORRECTION.NOTHING", "SA-BEW-9", "no move of the movement phase in progress to correct"),
    _illegal("SA.CORRECTION.NO_OPPONENT", "SA-BEW-9", "no opponent is left to ask for a correction"),
    # attack and reaction phase
    _illegal("SA.ATTACK.SELF", "SA-ANG-1", "a unit attacks itself"),
    _illegal("SA.ATTACK.TARGET_DEAD", "SA-ANG-1", "the target is dead"),
    _illegal("SA.ATTACK.FRIENDLY", "SA-ANG-1", "the target belongs to the attacking player (SA-A-ZIELE=nur-gegner)"),
    _illegal("SA.ATTACK.OUT_OF_RANGE", "SA-ANG-2", "the target is farther away than the range"),
    _illegal("SA.ATTACK.NOT_IN_LINE", "SA-ANG-2", "the target is not on a straight line (SA-A-REICHWEITE=gerade-linie)"),
    _illegal("SA.ATTACK.BLOCKED", "SA-ANG-2", "units stand between the attacker and the target (SA-A-DAZWISCHEN=einheiten-versperren, gegner-versperren)"),
    _illegal("SA.REACT.NOT_OWN", "SA-REA-1", "the reaction belongs to another player"),
    _illegal("SA.REACT.USED_UP", "SA-REA-1", "the reaction has no uses left"),
    _illegal("SA.REACT.NOTHING_TO_COUNTER", "SA-REA-3", "a counter while no reaction is pending"),
    # facing
    _illegal("SA.FACING.NOT_ORTHOGONAL", "SA-BLI-2", "a diagonal facing"),
    _illegal("SA.FACING.OFF_BOARD", "SA-BLI-3", "no square of the board lies in that direction"),
    _illegal("SA.FACING.MANDATORY", "SA-BLI-1", "the facing phase ends without a facing (SA-A-DREHPFLICHT=pflicht)"),
)

BY_CODE = {entry.code: entry for entry in ERROR_CODES}
