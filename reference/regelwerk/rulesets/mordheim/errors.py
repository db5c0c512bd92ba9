"""Every error code the Mordheim engine can raise, as data: the code, the kind of rejection, the
clauses it cites (for ``illegal``) and a one-line meaning.

The porter's page lists them from here (a figure block of ``docs/mordheim.md``); ``regelwerk
check`` fails when the package raises a code that is not declared here, when a declared code is
never raised, or when a declared code occurs in no vector.  The shared codes of the core
(``CORE.SCHEMA``, ``CORE.DICE.*``, ``CORE.INTERPRETATION.*``) are
:data:`regelwerk.core.errors.CORE_ERROR_CODES`, documented in ``docs/matching.md``.
"""

from __future__ import annotations

from regelwerk.core.errors import ErrorCode


def _malformed(code: str, meaning: str) -> ErrorCode:
    return ErrorCode(code, "malformed", (), meaning)


def _illegal(code: str, clauses: tuple[str, ...], meaning: str) -> ErrorCode:
    return ErrorCode(code, "illegal", clauses, meaning)


ERROR_CODES: tuple[ErrorCode, ...] = (
    # impossible states (state.position_problems), in the order they are checked
    _malformed("MH.STATE.WARBAND_TWICE", "two warbands share an id"),
    _malformed("MH.STATE.MODEL_TWICE", "two models share an id"),
    _malformed("MH.STATE.UNKNOWN_WARBAND", "a model belongs to a warband the state does not have"),
    _malformed("MH.STATE.POSITION", "a model on the table has no position, or one off it has one"),
    _malformed("MH.STATE.OFF_TABLE", "a model's centre lies outside the table"),
    _malformed("MH.STATE.FLIGHT", "a direction of flight on a model that is not fleeing, none or a zero one on a fleeing model"),
    _malformed("MH.STATE.ROUTED", "a model of a routed warband on the table, or a routed model of a warband that has not routed"),
    _malformed("MH.STATE.INJURY", "a model marked for an injury roll that is not out of action"),
    _malformed("MH.STATE.MARKS", "a mark of this turn that the phase, the status or the active warband excludes"),
    _malformed("MH.STATE.LEADER", "a warband's leader is not one of its models"),
    _malformed("MH.STATE.EFFECT_TWICE", "two effects share an id"),
    _malformed("MH.STATE.EFFECT_MODEL", "an effect names a model the state does not have"),
    _malformed("MH.STATE.RESULT", "a result in a game under way, none in a finished one, or a winner that is not the last warband"),
    _malformed("MH.STATE.ACTIVE", "the active warband is unknown or routed, or somebody is active after the game"),
    _malformed("MH.STATE.ROUT_TEST", "a rout test passed in a phase before the rout test, or in a scenario without rout tests"),
    # references in the action
    _malformed("MH.ACTION.UNKNOWN_WARBAND", "the action names a warband the state does not have"),
    _malformed("MH.ACTION.UNKNOWN_MODEL", "the action names a model the state does not have"),
    _malformed("MH.ACTION.UNKNOWN_EFFECT", "the action names an effect the state does not have"),
    _malformed("MH.ASK.IMPOSSIBLE_LOSSES", "the question rout_threshold names more losses than starting models"),
    # every action
    _illegal("MH.GAME.OVER", ("MH-RUE-6",), "the game has a result; no action is possible"),
    _illegal("MH.TURN.NOT_ACTIVE", ("MH-ABL-1",), "the player's warband is not the one whose turn it is"),
    _illegal("MH.ORDER.WRONG_STEP", ("MH-ABL-1", "MH-ABL-2", "MH-RUE-8"), "the action belongs to another step or to the turn proper"),
    _illegal("MH.MODEL.NOT_OWN", ("MH-ABL-1",), "the model belongs to another warband"),
    # 1. effects
    _illegal("MH.EFFECT.ORDER", ("MH-BEG-1",), "under MH-A-EFFEKT-REIHENFOLGE=liste, an effect before the first pending one"),
    _illegal("MH.EFFECT.PENDING", ("MH-BEG-1",), "the step ends while an effect of the warband is unresolved"),
    # 2. rout test
    _illegal("MH.ROUT.NO_ROUT_TESTS", ("MH-RUE-9",), "the scenario has no rout tests: no test and no voluntary rout"),
    _illegal("MH.ROUT.ALREADY_TAKEN", ("MH-RUE-1",), "the rout test of this turn has been passed already"),
    _illegal("MH.ROUT.NOT_REQUIRED", ("MH-RUE-1",), "less than 25% of the starting models are lost"),
    _illegal("MH.ROUT.NO_TESTER", ("MH-RUE-3",), "under MH-A-KEIN-TESTER=kein-test, no model can take the rout test"),
    _illegal("MH.ROUT.VOLUNTARY_NOT_YET", ("MH-RUE-8",), "a voluntary rout before any rout test has been required (under MH-A-FREIWILLIG-AB=nach-erstem-test: taken)"),
    _illegal("MH.ROUT.VOLUNTARY_TOO_LATE", ("MH-RUE-8",), "under MH-A-FREIWILLIG-ZEITRAUM=nur-erster, a voluntary rout after the turn of the first rout test"),
    _illegal("MH.ROUT.TEST_PENDING", ("MH-RUE-1",), "the step ends before the required rout test"),
    # 3. rallying
    _illegal("MH.RALLY.NOT_FLEEING", ("MH-SAM-1",), "the model is not fleeing on the table"),
    _illegal("MH.RALLY.ALREADY_TESTED", ("MH-SAM-1",), "the model has taken its rally test this turn"),
    _illegal("MH.RALLY.ENEMY_CLOSEST", ("MH-SAM-1",), "under MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind, the closest standing model is an enemy"),
    _illegal("MH.RALLY.UNTESTED", ("MH-SAM-1",), "under MH-A-SAMMELN-PFLICHT=pflicht, the step ends before a fleeing model has tested"),
    _illegal("MH.RALLY.OWN_LEADER", ("MH-SAM-2",), "the leader cannot lend his leadership to himself"),
    _illegal("MH.RALLY.NO_LEADER", ("MH-SAM-2",), "the warband has no leader on the table"),
    _illegal("MH.RALLY.LEADER_UNABLE", ("MH-SAM-2",), "the leader's status excludes him under MH-A-ANFUEHRER-ZUSTAND"),
    _illegal("MH.RALLY.LEADER_TOO_FAR", ("MH-SAM-2",), "the leader is not near (MH-A-ANFUEHRER-NAEHE, MH-A-MESSUNG)"),
    # 4. recovery
    _illegal("MH.RECOVERY.NOT_STUNNED", ("MH-ERH-1",), "only a stunned model is turned over"),
    _illegal("MH.RECOVERY.STUNNED_LEFT", ("MH-ERH-1",), "under MH-A-BETAEUBT-DREHEN=pflicht, the step ends with a stunned model"),
    _illegal("MH.RECOVERY.NOT_KNOCKED_DOWN", ("MH-ERH-2",), "only a knocked-down model stands up"),
    _illegal("MH.RECOVERY.JUST_TURNED", ("MH-ERH-2",), "a model turned over in this recovery phase does not stand up in it"),
    _illegal("MH.RECOVERY.KNOCKED_DOWN_LEFT", ("MH-ERH-2",), "under MH-A-AUFSTEHEN=pflicht, the step ends with a model that may stand up"),
    # the turn proper
    _illegal("MH.ACT.NOT_ON_TABLE", ("MH-ABL-1",), "the model is out of action, fled or routed"),
    _illegal("MH.ACT.RALLIED", ("MH-SAM-3",), "the model rallied this turn and may do nothing else"),
    _illegal("MH.ACT.NOT_STANDING", ("MH-ABL-1",), "under MH-A-HANDLUNGSFAEHIG=nur-stehende, the model is fleeing, knocked down or stunned"),
    _illegal("MH.ACT.STOOD_UP", ("MH-ERH-3",), "the model stood up this turn and may not move"),
    _illegal("MH.ACT.TOO_FAR", ("MH-ERH-3",), "under MH-A-AUFSTEHEN-BEWEGUNG=halbe-bewegung, further than half its Bewegung"),
    _illegal("MH.ACT.OFF_TABLE", ("MH-ABL-1",), "the destination of a move is not on the table"),
    _illegal("MH.ACT.NO_TARGET", ("MH-ABL-1",), "the target of a shot is not an enemy model on the table"),
)

BY_CODE: dict[str, ErrorCode] = {e.code: e for e in ERROR_CODES}
