"""Hypothesis strategies for Mordheim: random positions at the start of a player turn, and
random interpretations."""

from __future__ import annotations

from hypothesis import strategies as st

from regelwerk.core.inches import inches
from regelwerk.rulesets.mordheim.samples import TYPES

TABLE = inches(48)
WARBANDS = ("reikland", "middenheim", "marienburg")
BASES = (250, 254, 285, 320, 400)
DIRECTIONS = [(dx, dy) for dx in (-2, -1, 0, 1, 2) for dy in (-2, -1, 0, 1, 2) if (dx, dy) != (0, 0)]


@st.composite
def start_of_turn_states(draw) -> dict:
    """A possible state at the start of the first warband's turn (phase ``effects``), as
    canonical JSON: two or three warbands of one to eight models in every status, leaders,
    pending effects, with or without rout tests."""
    count = draw(st.integers(2, 3), label="warbands")
    warbands, models, names = [], [], []
    for w in range(count):
        warband = WARBANDS[w]
        size = draw(st.integers(1, 8), label=f"size of {warband}")
        members = []
        for i in range(size):
            model_id = f"{warband[:3].capitalize()}{i + 1}"
            type_id = draw(st.sampled_from(sorted(TYPES)))
            move, initiative, leadership, immune = TYPES[type_id]
            status = draw(
                st.sampled_from(["standing", "standing", "knocked_down", "stunned", "fleeing", "out_of_action", "fled"]),
                label=f"status of {model_id}",
            )
            on_table = status in ("standing", "knocked_down", "stunned", "fleeing")
            at = [draw(st.integers(0, TABLE)), draw(st.integers(0, TABLE)), draw(st.sampled_from([0, 0, 0, 508, 1524]))] if on_table else None
            flight = list(draw(st.sampled_from(DIRECTIONS))) if status == "fleeing" else None
            models.append(
                {
                    "id": model_id,
                    "warband": warband,
                    "type": type_id,
                    "profile": {"move": move, "initiative": initiative, "leadership": draw(st.integers(2, 10))},
                    "base": draw(st.sampled_from(BASES)),
                    "immune_to_psychology": immune,
                    "status": status,
                    "at": at,
                    "flight": flight,
                    "marks": [],
                    "injury_roll": False,
                }
            )
            members.append(model_id)
        names.extend(members)
        leader = draw(st.sampled_from([None, *members]), label=f"leader of {warband}")
        warbands.append({"id": warband, "leader": leader, "routed": False, "rout_test_due_before": draw(st.booleans())})
    effects = [
        {"id": f"E{i + 1}", "kind": draw(st.sampled_from(["poison", "wake"])), "model": draw(st.sampled_from(names))}
        for i in range(draw(st.integers(0, 3), label="effects"))
    ]
    return {
        "phase": "effects",
        "active": warbands[0]["id"],
        "result": None,
        "scenario": {"rout_tests": draw(st.booleans(), label="rout tests")},
        "table": {"width": TABLE, "depth": TABLE},
        "rout_test_passed": False,
        "warbands": warbands,
        "models": sorted(models, key=lambda m: m["id"]),
        "effects": effects,
    }


def interpretation_choices():
    from regelwerk.rulesets import get

    switches = get("mordheim").switches
    return st.fixed_dictionaries({s.id: st.sampled_from(s.options) for s in switches})
