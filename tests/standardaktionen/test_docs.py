"""The porter's page ``docs/standardaktionen.md`` says what the engine does: its switch table is
the register's switches, every event type is described, and the vectors and events it quotes are
the ones on disk.  (Its error-code table is a figure computed from ``ERROR_CODES``.)"""

from __future__ import annotations

import json
import re
from pathlib import Path

from regelwerk.rulesets import get
from regelwerk.rulesets.standardaktionen.events import EVENT_TYPES
from regelwerk.suite.vectors import load_vectors

PAGE = Path(__file__).resolve().parents[2] / "docs" / "standardaktionen.md"


def page() -> str:
    return PAGE.read_text(encoding="utf-8")


def _rows(text: str, header: str) -> list[list[str]]:
    """The rows of the Markdown table whose header line starts with ``header``."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(header))
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split(" | ")])
    return rows


def test_the_switch_table_names_every_switch_with_its_options_default_first():
    rows = _rows(page(), "| switch | options | what changes |")
    assert [r[0] for r in rows] == [f"`{s.id}`" for s in get("standardaktionen").switches]
    for row, switch in zip(rows, get("standardaktionen").switches, strict=True):
        options = re.findall(r"`([a-z0-9-]+)`", row[1])
        assert options[0] == switch.default and sorted(options) == sorted(switch.options), switch.id


def test_every_event_type_is_described():
    described = {name for row in _rows(page(), "| event | fields |") for name in re.findall(r"`([a-z_]+)`", row[0])}
    assert described == {e.type for e in EVENT_TYPES}


def test_the_quoted_vectors_exist_and_the_quoted_events_are_theirs():
    text = page()
    vectors = {v.id: v for v in load_vectors(["standardaktionen"])}
    quoted = set(re.findall(r"`(standardaktionen/[a-z0-9/-]+)`", text))
    assert quoted and quoted <= set(vectors), sorted(quoted - set(vectors))
    example = re.search(r"```json\n(\[\{\"type\": \"passed\".*?\])\n```", text, re.S)
    assert example is not None
    kunst = vectors["standardaktionen/ist-eine-faehigkeit-keine-kunst-wird-gleich-die-naechste-reaktion-abgewickelt"]
    assert json.loads(example.group(1)) == kunst.expected["events"]


def test_every_step_of_the_library_is_in_the_rules_editors_page():
    from regelwerk.suite.steps import library_for

    text = (PAGE.parent / "features-schreiben.md").read_text(encoding="utf-8")
    section = text[text.index("## Standardaktionen") :]
    missing = [d.template for d in library_for("standardaktionen").definitions if f"`{d.template}`" not in section]
    assert not missing, missing
