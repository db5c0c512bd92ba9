"""The projections of Mordheim for the exact odds (``regelwerk odds``, ``docs/odds.md``): the
leadership test of a rout test or a rally, the warbands that rout, what a rally leaves of a
fleeing model, what a poison does.  Each reads the states before and after the action."""

from __future__ import annotations

from regelwerk.core.canonical import Json
from regelwerk.odds.projections import OddsSupport, Projection, action_type, action_types


def _models(state: Json) -> dict[str, Json]:
    return {m["id"]: m for m in state["models"]}


def _routed(state: Json) -> set[str]:
    return {w["id"] for w in state["warbands"] if w["routed"]}


def test(case: Json, outcome: Json) -> Json:
    """The leadership test of a rout test or a rally (MH-MWT-1): ``passed`` or ``failed``.  A rout
    test fails when the warband routs (also without a roll, MH-A-KEIN-TESTER); a rally passes
    when the model is marked rallied (MH-SAM-3)."""
    action, after = case["action"], outcome["state"]
    if action["type"] == "rout_test":
        return "failed" if _routed(after) - _routed(case["state"]) else "passed"
    return "passed" if "rallied" in _models(after)[action["model"]]["marks"] else "failed"


def routs(case: Json, outcome: Json) -> Json:
    """The warbands that rout in the action (MH-RUE-5), by id."""
    return sorted(_routed(outcome["state"]) - _routed(case["state"]))


def rally(case: Json, outcome: Json) -> Json:
    """What a rally leaves of the model (MH-SAM-3, MH-SAM-4): ``rallied``, ``flees`` (a failed
    test: still fleeing on the table) or ``fled`` (its flight took it off the table)."""
    model = _models(outcome["state"])[case["action"]["model"]]
    if "rallied" in model["marks"]:
        return "rallied"
    return "fled" if model["status"] == "fled" else "flees"


def effect(case: Json, outcome: Json) -> Json:
    """The status of the model a start-of-turn effect acts on, after it (MH-BEG-1)."""
    effect_id = case["action"]["effect"]
    model = next(e["model"] for e in case["state"]["effects"] if e["id"] == effect_id)
    return _models(outcome["state"])[model]["status"]


NATURAL = {"rout_test": "test", "rally": "rally", "resolve_effect": "effect"}


def natural(case: Json) -> str:
    """The projection used without ``--project``, by the action's type."""
    return NATURAL.get(action_type(case), "outcome")


def vector_projections(case: Json) -> tuple[str, ...]:
    """What the distribution vectors of a case count: for a rout test whether it passes and
    which warbands rout; else the natural projection."""
    if action_type(case) == "rout_test":
        return ("test", "routs")
    chosen = natural(case)
    return () if chosen == "outcome" else (chosen,)


ODDS = OddsSupport(
    projections=(
        Projection("test", "whether the leadership test of a rout test or rally passes", test, applies=action_types("rout_test", "rally")),
        Projection("routs", "the warbands that rout", routs),
        Projection("rally", "what a rally leaves of the model: rallied, flees or fled", rally, applies=action_types("rally")),
        Projection("effect", "the status of the model a start-of-turn effect acts on", effect, applies=action_types("resolve_effect")),
    ),
    natural=natural,
    vector_dice_limit=3,
    vector_projections=vector_projections,
)
