"""Every option of every interpretation switch is exercised by the vectors.

An option without a vector is a reading no port can check.  An option without an accepted (or
answered) vector is exercised only by what it forbids; that is allowed only where the option
permits nothing that another option forbids, and then it is listed below with the reason.  The
table of vectors per option: ``python -m tests.pocket_tactics.option_coverage``.
"""

from __future__ import annotations

import pytest

from regelwerk.rulesets import get
from tests.pocket_tactics.option_coverage import RULESET, Use, current_uses, option_uses

# Options that only forbid what the other options allow, so no action is accepted under them
# alone; each still needs a rejection vector (checked below).
ONLY_FORBIDS = {
    ("PT-A-SPRUNGBAHN", "gerade"): "every straight hop is a hop under 'beliebig' too; a pass cannot "
    "depend on it, since the friend a hop would pass over can always step onto the landing tile",
    ("PT-A-SPRUNGKETTE", "ein-sprung"): "the first hop of every chain is a legal move on its own",
    ("PT-A-RUECKZUG-SPRUNG", "nur-nachbar"): "the friend a hop to the base passes over stands next to "
    "the base and can always return itself",
    ("PT-A-AUSSETZEN-FREIWILLIG", "nur-ohne-aktion"): "it is read only when another action is legal, "
    "and then it forbids the pass that 'jederzeit' allows; every other pass is the same under both",
    ("PT-A-WIEDERHOLUNG-VERZICHT", "verzicht-beendet"): "it is read only for a rerolls list out of the "
    "strict alternation, which it forbids; every list in that order is legal under 'verzicht-offen' too",
}


@pytest.fixture(scope="module")
def uses() -> dict[tuple[str, str], list[Use]]:
    return current_uses()


def test_every_option_of_every_switch_has_a_vector(uses):
    missing = [f"{s}={o}" for (s, o), found in sorted(uses.items()) if not found]
    assert not missing, f"options without a vector: {missing}"


def test_every_option_has_an_accepted_vector_unless_it_only_forbids(uses):
    lacking = [key for key, found in uses.items() if found and not any(u.permits for u in found)]
    unexplained = sorted(f"{s}={o}" for s, o in lacking if (s, o) not in ONLY_FORBIDS)
    assert not unexplained, f"options with only rejection vectors: {unexplained}"


def test_an_option_that_only_forbids_is_listed_only_while_true_and_has_a_rejection(uses):
    for key, reason in ONLY_FORBIDS.items():
        assert key in uses, f"{key} is no option of the engine ({reason})"
        assert uses[key], f"{key} has no vector"
        assert not any(u.permits for u in uses[key]), f"{key} now has an accepted vector: drop it from ONLY_FORBIDS"


def test_the_listing_names_options_without_vectors_and_counts_statuses():
    from regelwerk.suite.vectors import Vector

    switch = get(RULESET).switches[0]
    accepted = Vector("v1", RULESET, "", (), {switch.id: switch.options[1]}, {}, {"status": "accepted"}, "f", {})
    rejected = Vector(
        "v2", RULESET, "", (), {switch.id: switch.options[1]}, {},
        {"status": "rejected", "error": {"kind": "illegal", "code": "PT.X", "clause": "PT-X-1", "message": ""}}, "f", {},
    )
    uses = option_uses([accepted, rejected], [switch])
    assert uses[(switch.id, switch.options[0])] == []
    assert uses[(switch.id, switch.options[1])] == [Use("v1", "accepted"), Use("v2", "illegal PT.X")]
    assert [u.permits for u in uses[(switch.id, switch.options[1])]] == [True, False]
