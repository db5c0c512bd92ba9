"""The register decides, not the code: a switch's options and default are read from
``auslegungen.yaml``, the engine names only the ids it reads, and ``regelwerk check`` holds the
two against each other (``regelwerk.suite.codescan.switch_problems``).  The flip of a default
is checked against ``regelwerk impact``'s prediction here and, for a vector that depends on the
switch without pinning it, in ``tests/editor/test_impact.py``."""

from __future__ import annotations

import copy

from regelwerk.cli import main
from regelwerk.core import ruleset as core_ruleset
from regelwerk.core.ruleset import run_case
from regelwerk.editor.impact import impact
from regelwerk.rulesets import get
from regelwerk.suite.check import check_ruleset
from regelwerk.suite.vectors import load_vectors
from tests.suite.test_check import edit, messages

RS = "pocket_tactics"
SWITCH = "PT-A-SPRUNGBAHN"  # options gerade (the default in the register as committed) and beliebig
REGISTER = f"features/{RS}/auslegungen.yaml"


def outcomes_under_the_default(vectors) -> dict[str, dict]:
    """Each vector's case run with SWITCH left to the register's default (its pin removed)."""
    found = {}
    for vector in vectors:
        case = copy.deepcopy(vector.case)
        case["interpretations"].pop(SWITCH, None)
        found[vector.id] = run_case(get(RS), case)
    return found


def test_a_default_flipped_in_the_register_alone_changes_exactly_the_outcomes_that_depend_on_it(small_suite, capsys):
    """Flip the default of a switch in a copy of the register (no Python edit) and refill: the
    vectors stay as they were (each pins the options its outcome depends on), ``check`` finds
    nothing wrong with the switch, and a case that leaves the switch to its default now gets the
    other option's outcome: exactly the vectors pinned to the switch change, each towards the
    outcome of the option that became the default; no other vector's outcome moves."""
    vectors = load_vectors([RS], tables=False)
    pinned = {v.id: v.interpretations[SWITCH] for v in vectors if SWITCH in v.interpretations}
    assert set(pinned.values()) == {"gerade", "beliebig"}, "the copy pins the switch to both options"
    before = outcomes_under_the_default(vectors)
    predicted = impact({SWITCH: "beliebig"})  # what `regelwerk impact PT-A-SPRUNGBAHN=beliebig` says
    files = {p: p.read_bytes() for p in (small_suite / "vectors" / RS).glob("*.json")}

    edit(small_suite, REGISTER, "    default: gerade", "    default: beliebig")
    # check holds a literal reading to be the default: the copy also says the text does not decide
    edit(small_suite, REGISTER, "    literal: gerade\n", "")
    core_ruleset.clear_caches()
    assert {s.id: s.default for s in get(RS).switches}[SWITCH] == "beliebig"

    assert main(["fill", "--suite", RS]) == 0
    assert "(0 written, 0 removed)" in capsys.readouterr().out
    assert {p: p.read_bytes() for p in files} == files, "every vector pins what it depends on: fill rewrites none"
    result = check_ruleset(RS)
    assert not result.stale
    assert not [m for m in messages(result) if SWITCH in m or "register" in m], messages(result)

    after = outcomes_under_the_default(load_vectors([RS], tables=False))
    changed = {vector_id for vector_id in before if before[vector_id] != after[vector_id]}
    assert changed == set(pinned)
    # impact named the same vectors: none whose file fill rewrites (every dependent vector pins
    # the switch), and apart, the vectors pinned to the old default, with the outcome a case
    # that leaves the switch to the register now gets
    assert predicted.changes == ()
    assert {c.id for c in predicted.pinned} == {v for v, option in pinned.items() if option == "gerade"}
    assert {c.id for c in predicted.pinned} == {v for v in changed if before[v] == next(x.expected for x in vectors if x.id == v)}
    for change in predicted.pinned:
        assert change.new == after[change.id], change.id
    for vector in vectors:
        if vector.id in pinned:
            now_default = pinned[vector.id] == "beliebig"
            assert (after[vector.id] == vector.expected) == now_default, vector.id
            assert (before[vector.id] == vector.expected) != now_default, vector.id


def test_a_switch_the_engine_reads_but_the_register_no_longer_has_fails_check(small_suite):
    edit(small_suite, REGISTER, f"  - id: {SWITCH}\n", "  - id: PT-A-SPRUNGBAHN-ALT\n")
    core_ruleset.clear_caches()
    found = messages(check_ruleset(RS))
    assert any(f"names switch {SWITCH}, which the register" in m and "interpretations.py" in m for m in found), found
    assert any("PT-A-SPRUNGBAHN-ALT is switch: true, but no code of the engine reads it" in m for m in found), found


def test_a_switch_the_register_demotes_to_a_recorded_decision_fails_check(small_suite):
    text = (small_suite / REGISTER).read_text(encoding="utf-8")
    entry = text.index(f"  - id: {SWITCH}\n")
    flag = text.index("    switch: true", entry)
    (small_suite / REGISTER).write_text(text[:flag] + "    switch: false" + text[flag + len("    switch: true"):], encoding="utf-8")
    core_ruleset.clear_caches()
    found = messages(check_ruleset(RS))
    assert any(f"names switch {SWITCH}, which the register records with switch: false" in m for m in found), found


def test_fill_refuses_a_rule_set_whose_rules_read_a_switch_the_register_lacks(small_suite, capsys):
    edit(small_suite, REGISTER, f"  - id: {SWITCH}\n", "  - id: PT-A-SPRUNGBAHN-ALT\n")
    core_ruleset.clear_caches()
    files = {p: p.read_bytes() for p in (small_suite / "vectors" / RS).glob("*.json")}
    assert main(["fill", "--suite", RS]) == 1
    out = capsys.readouterr().out
    assert f"names switch {SWITCH}" in out and "nothing written" in out
    assert {p: p.read_bytes() for p in files} == files
