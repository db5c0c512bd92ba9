"""The audit records of the second reader (``docs/lesarten/<rule set>.md``, format in
``docs/lesarten/README.md``): one per rule set; every decision row is numbered once and settled
either by the text (a clause that exists, with the deciding words quoted) or by register entries
that exist."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from regelwerk.rulesets import RULESETS
from regelwerk.suite.catalog import load_catalog
from regelwerk.suite.register import load_register

RECORDS = Path(__file__).resolve().parent.parent / "docs" / "lesarten"
ROW = re.compile(r"^\|\s*(?P<number>[A-Z]\d+)\s*\|(?P<cells>.*)\|\s*$")
CLAUSE = re.compile(r"\b[A-Z]{2,4}-(?!A-)[A-Z]+-\d+\b")
ENTRY = re.compile(r"\b[A-Z]{2,4}-A-[A-Z0-9]+(?:-[A-Z0-9]+)*\b")
QUOTE = re.compile(r"„[^“]+“")
MAX_QUOTED_WORDS = 10


def rows(name: str) -> list[tuple[int, str, list[str]]]:
    """(line, number, cells) of every decision row of a record."""
    found = []
    for line, text in enumerate((RECORDS / f"{name}.md").read_text(encoding="utf-8").splitlines(), start=1):
        match = ROW.match(text)
        if match:
            found.append((line, match.group("number"), [c.strip() for c in match.group("cells").split("|")]))
    return found


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_every_rule_set_has_an_audit_record_whose_decisions_are_settled(name):
    assert (RECORDS / f"{name}.md").is_file(), f"docs/lesarten/{name}.md: the audit record of {name}"
    clauses = set(load_catalog(name).clauses)
    entries = set(load_register(name).ambiguities)
    decisions = rows(name)
    assert len(decisions) >= 10, "a record lists the decisions a second reader was forced to make"
    numbers = [number for _, number, _ in decisions]
    assert len(numbers) == len(set(numbers)), "each decision is numbered once"
    for line, number, cells in decisions:
        where = f"docs/lesarten/{name}.md:{line} ({number})"
        assert len(cells) == 3, f"{where}: place in the text, decision, settled by"
        settled = cells[-1]
        if settled.startswith("Text:"):
            cited = CLAUSE.findall(settled)
            assert cited, f"{where}: names the clause that restates the deciding sentence"
            assert QUOTE.search(settled), f"{where}: quotes the deciding words in „…“"
            assert set(cited) <= clauses, f"{where}: unknown clause {sorted(set(cited) - clauses)}"
        else:
            assert settled.startswith("Auslegung:"), f"{where}: the last column starts with 'Text:' or 'Auslegung:'"
            named = ENTRY.findall(settled)
            assert named, f"{where}: names the register entry"
            assert set(named) <= entries, f"{where}: unknown register entry {sorted(set(named) - entries)}"
        for entry_id in ENTRY.findall(settled) if settled.startswith("Text:") else ():
            assert entry_id in entries, f"{where}: unknown register entry {entry_id}"
        for quote in QUOTE.findall(" ".join(cells)):
            # the deciding words, not the seed's sentences (the text is cited, never copied)
            assert len(quote.split()) <= MAX_QUOTED_WORDS, f"{where}: quote at most {MAX_QUOTED_WORDS} words: {quote}"
