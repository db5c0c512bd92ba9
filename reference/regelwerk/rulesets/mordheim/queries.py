"""Questions an engine answers without changing the state, in every phase.

``leadership_test``  a leadership test alone (MH-MWT-1): ``leadership`` and the two W6 of
                     ``roll`` give ``{"total", "passed"}``.  The generated table asks it.
``rout_threshold``   the 25 % rule alone (MH-RUE-1): a warband of ``start`` models that has lost
                     ``lost`` gives ``{"required"}``.  The generated table asks it.
``rout_check``       the rout test of a warband as it stands (MH-RUE-1 to MH-RUE-3, MH-RUE-9):
                     ``{"start", "lost", "required", "tester", "leadership"}``; ``required`` is
                     whether its next rout test step demands a test, ``tester`` who would take
                     it (``null`` if nobody can) on which ``leadership``.
``initiative``       a model's initiative now (MH-ERH-3): reduced to 1 for a model that stood up
                     this turn (MH-A-INITIATIVE-EINS for an initiative of 0).
"""

from __future__ import annotations

from regelwerk.core.canonical import Json
from regelwerk.core.ruleset import Interpretations
from regelwerk.rulesets.mordheim import rout
from regelwerk.rulesets.mordheim.actions import Ask
from regelwerk.rulesets.mordheim.leadership import passes
from regelwerk.rulesets.mordheim.recovery import initiative
from regelwerk.rulesets.mordheim.state import State


def answer(state: State, question: Ask, interpretations: Interpretations) -> Json:
    if question.question == "leadership_test":
        assert question.leadership is not None
        return {"total": sum(question.roll), "passed": passes(question.roll, question.leadership, interpretations)}
    if question.question == "rout_threshold":
        assert question.start is not None
        assert question.lost is not None
        return {"required": rout.threshold_reached(question.start, question.lost)}
    if question.question == "rout_check":
        assert question.warband is not None
        return rout_check(state, question.warband, interpretations)
    assert question.model is not None
    return initiative(state.models[question.model], interpretations)


def rout_check(state: State, warband: str, interpretations: Interpretations) -> Json:
    """MH-RUE-1 to MH-RUE-3, MH-RUE-9 for one warband."""
    start, lost = rout.losses(state, warband, interpretations)
    tester = rout.tester(state, warband, interpretations)
    return {
        "start": start,
        "lost": lost,
        "required": state.rout_tests and rout.threshold_reached(start, lost),
        "tester": None if tester is None else tester.id,
        "leadership": None if tester is None else tester.profile.leadership,
    }
