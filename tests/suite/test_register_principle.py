"""One principle for defaults, and neutral clauses, enforced by ``regelwerk check``.

Each rule is broken once in a constructed entry (the messages) and once in a copy of the suite
(``check`` fails, naming the register or the entry): a literal reading that is not the default;
an open question whose published rule is not the default; a house rule as the default or as the
literal reading; a ``differs`` entry without both readings; labels naming no option; a clause
named by an entry that does not name it back."""

from __future__ import annotations

import re

import pytest

from regelwerk.cli import main
from regelwerk.suite.register import AMBIGUOUS, DIFFERS, SILENT, Ambiguity, Option, default_principle_problems, load_register, pointer_problems

RULESET = "pocket_tactics"


def entry(**changes) -> Ambiguity:
    base = dict(
        id="PT-A-PROBE",
        title="Eine Probe",
        clauses=("PT-VOR-3",),
        question="Welche Lesart gilt hier?",
        options=(Option("a", "Die erste Lesart."), Option("b", "Die zweite Lesart.")),
        default="a",
        reason="Weil es eine Probe ist.",
        switch=True,
        kind=AMBIGUOUS,
    )
    return Ambiguity(**{**base, **changes})


def test_an_entry_that_keeps_the_principle_has_no_problem():
    assert default_principle_problems(entry()) == []
    assert default_principle_problems(entry(literal="a")) == []
    assert default_principle_problems(entry(kind=SILENT, published="a")) == []
    assert default_principle_problems(entry(kind=DIFFERS, literal="a", published="b")) == []
    assert default_principle_problems(entry(options=(Option("a", "Die erste Lesart."), Option("b", "Hausregel.", True)))) == []


def test_the_literal_reading_is_the_default():
    (problem,) = default_principle_problems(entry(literal="b"))
    assert "the default is 'a', but 'b' is the literal reading of the text" in problem


def test_the_literal_reading_wins_over_the_published_rule():
    assert default_principle_problems(entry(kind=DIFFERS, literal="a", published="b")) == []
    (problem,) = default_principle_problems(entry(kind=DIFFERS, literal="b", published="a"))
    assert "'b' is the literal reading" in problem


def test_where_the_text_does_not_decide_the_published_rule_is_the_default():
    (problem,) = default_principle_problems(entry(kind=SILENT, published="b"))
    assert "the published rule 'b' is the default, not 'a'" in problem


def test_a_house_rule_is_never_the_default_nor_the_literal_reading():
    rule = (Option("a", "Widerspricht dem Text.", True), Option("b", "Die zweite Lesart."))
    assert any("the default 'a' is a house rule" in p for p in default_principle_problems(entry(options=rule)))
    problems = default_principle_problems(entry(options=rule, literal="a"))
    assert any("cannot be both the literal reading and a house rule" in p for p in problems)


def test_a_difference_from_the_published_game_names_both_readings():
    assert any("names the text's reading (literal) and the published rule" in p for p in default_principle_problems(entry(kind=DIFFERS, literal="a")))
    assert any("literal and published are the same option" in p for p in default_principle_problems(entry(kind=DIFFERS, literal="a", published="a")))


def test_labels_name_options_of_the_entry():
    (problem,) = default_principle_problems(entry(literal="c"))
    assert "literal 'c' is not one of its options (a, b)" in problem


def test_a_clause_named_by_an_entry_names_it_back():
    assert pointer_problems(entry(), {"PT-VOR-3": "Offen ist, wer beginnt; das regelt PT-A-PROBE."}) == []
    (problem,) = pointer_problems(entry(), {"PT-VOR-3": "Die höhere Zahl beginnt."})
    assert problem.startswith("PT-VOR-3 does not name PT-A-PROBE")


def test_every_committed_entry_keeps_the_principle_and_every_named_clause_points_back():
    from regelwerk.rulesets import RULESETS
    from regelwerk.suite.catalog import load_catalog

    for name in RULESETS:
        statements = {c.id: c.statement for c in load_catalog(name).clauses.values()}
        for item in load_register(name).ambiguities.values():
            assert default_principle_problems(item) == [], item.id
            assert pointer_problems(item, statements) == [], item.id


# -- the same rules through `regelwerk check`, on a copy ---------------------------------------


def _edit_entry(root, entry_id: str, edit) -> None:
    path = root / "features" / RULESET / "auslegungen.yaml"
    text = path.read_text(encoding="utf-8")
    start = text.index(f"  - id: {entry_id}\n")
    end = text.find("\n  - id: ", start + 1)
    path.write_text(text[:start] + edit(text[start:end]) + text[end:], encoding="utf-8")


def _first_switch(root) -> tuple[str, str, str]:
    """An entry of the copy with two options at least: its id, default and another option."""
    item = next(e for e in load_register(RULESET).ambiguities.values() if e.switch and len(e.options) > 1)
    other = next(o for o in item.option_ids if o != item.default)
    return item.id, item.default, other


def _without_labels(block: str) -> str:
    return re.sub(r"\n    (literal|published): \S+", "", block)


@pytest.mark.parametrize(
    "breaking, message",
    [
        ("literal-other", "is the literal reading of the text: the literal reading is the default"),
        ("published-other", "so the published rule"),
        ("house-rule-default", "is a house rule (it contradicts the text)"),
        ("kind-missing", "'kind' is a required property"),
    ],
)
def test_check_fails_when_an_entry_breaks_the_principle(tiny_suite, capsys, breaking, message):
    entry_id, default, other = _first_switch(tiny_suite)

    def edit(block: str) -> str:
        block = _without_labels(block)
        if breaking == "literal-other":
            return block.replace("    default:", f"    literal: {other}\n    default:", 1)
        if breaking == "published-other":
            block = re.sub(r"    kind: \S+", "    kind: silent", block)
            return block.replace("    default:", f"    published: {other}\n    default:", 1)
        if breaking == "house-rule-default":
            return block.replace(f"      - id: {default}\n", f"      - id: {default}\n        house_rule: true\n", 1)
        return re.sub(r"\n    kind: [^\n]*", "", block)

    _edit_entry(tiny_suite, entry_id, edit)
    assert main(["check", "--suite", RULESET]) == 1
    out = capsys.readouterr().out
    assert message in out
    assert "auslegungen.yaml" in out


def test_check_fails_when_a_named_clause_does_not_point_to_the_entry(tiny_suite, capsys):
    entry_id, _, _ = _first_switch(tiny_suite)
    clause = load_register(RULESET).ambiguities[entry_id].clauses[0]
    path = tiny_suite / "features" / RULESET / "klauseln.yaml"
    text = path.read_text(encoding="utf-8")
    start = text.index(f"  - id: {clause}\n")
    end = text.find("\n  - id: ", start + 1)
    block = text[start:end].replace(entry_id, "eine andere Auslegung")
    path.write_text(text[:start] + block + text[end:], encoding="utf-8")
    assert main(["check", "--suite", RULESET]) == 1
    assert f"{clause} does not name {entry_id}, which it is named by" in capsys.readouterr().out
