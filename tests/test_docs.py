"""The docs cannot drift from the suite: every count is a figure the suite computes, and every
id an example names exists.

* Figures (``<!-- figure:NAME -->…<!-- /figure -->``, :mod:`regelwerk.suite.figures`) equal the
  suite; ``check`` names a drifted one with file, line, old and new value, ``fill`` rewrites it.
* No bare count: a number (or a number word) right before a counted word (vectors, scenarios,
  clauses, switches, rows, entries, tests, … and the German words), or at the start of a cell in
  a table column about such a word, must be a figure.  :data:`ALLOWED` lists the exceptions,
  each with its reason; an entry that no longer matches anything fails too.
* Every vector id, error code, switch id and clause id the docs name exists.  Lines of example
  blocks marked ``<!-- example:kaputt -->`` are compared with a real run instead
  (``tests/suite/test_docs_examples.py``).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from regelwerk.core.paths import vectors_dir
from regelwerk.rulesets import RULESETS
from regelwerk.suite.catalog import load_catalog
from regelwerk.suite.figures import CLOSE, OPEN, check_docs, compute_figures, doc_files
from regelwerk.suite.register import load_register
from regelwerk.suite.vectors import load_vectors, read_json

REPO = Path(__file__).resolve().parents[1]
DOCS = [p for p in doc_files(REPO)]

COUNTED = (
    r"vectors?|scenarios?|clauses?|switch(?:es)?|rows?|entries|tests?|playthroughs?|templates?|"
    r"files?|tables?|codes?|options?|"
    r"vektoren|szenarien|klauseln|schalter|zeilen|einträge|partien|vorlagen|dateien|feature-dateien|"
    r"tabellen|codes|optionen"
)
NUMBER_WORDS = (
    r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|"
    r"zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig"
)
# A count: digits (6,972 / 6.972 / 536) or a number word, then at most one word ("feature",
# "stale", "vollständige"), then a counted word (also as "vector(s)").
BARE_COUNT = re.compile(
    rf"(?<![\w.,/`#-])(?P<number>\d{{1,3}}(?:[.,]\d{{3}})+|\d+|{NUMBER_WORDS})(?:\s+[\w`*-]+)?\s+(?:{COUNTED})(?:\(s\))?(?![\w-])",
    re.IGNORECASE,
)

# (file, text of the hit, why it is not a count of the suite).  Keep this short.
ALLOWED: list[tuple[str, str, str]] = [
    ("docs/matching.md", "two vectors", "the report example is a run of two chosen vectors, not a count of the suite"),
    ("docs/protocol.md", "two vectors", "the captured exchange is a run of two chosen vectors, not a count of the suite"),
    ("docs/odds.md", "50 vectors", "a bound of the Markdown of impact --odds (editor/oddstext.py MAX_VECTORS), not a count of the suite"),
]

# Counts inside code blocks of captured output, where a marker cannot stand: (file, pattern with
# one group, the figure the group must equal).
CHECKED: list[tuple[str, str, str]] = [
    ("docs/protocol.md", r"declares 0 of (\d+) interpretation switches", "pocket_tactics.switches"),
]


def _masked(text: str) -> str:
    """The text with figures (markers and values) and verified example blocks blanked, line
    structure kept."""
    def blank(match: re.Match) -> str:
        return re.sub(r"[^\n]", " ", match.group())

    text = re.sub(r"<!-- example:[\w-]+ -->\n\s*```.*?```", blank, text, flags=re.S)
    return re.sub(OPEN.pattern + r".*?" + re.escape(CLOSE), blank, text, flags=re.S)


def _relative(path: Path) -> str:
    return path.relative_to(REPO).as_posix()


def _bare_counts() -> list[tuple[str, int, str, str]]:
    """(file, line number, the hit, the whole line) of every count outside a figure."""
    hits: list[tuple[str, int, str, str]] = []
    for path in DOCS:
        lines = _masked(path.read_text(encoding="utf-8")).splitlines()
        for number, line in enumerate(lines, start=1):
            hits.extend((_relative(path), number, m.group().strip(), line) for m in BARE_COUNT.finditer(line))
        hits.extend((_relative(path), number, cell, lines[number - 1]) for number, cell in _counted_table_cells(lines))
    return hits


def _counted_table_cells(lines: list[str]):
    """Cells that start with a number in a table column whose header is a counted word."""
    header: list[str] | None = None
    for number, line in enumerate(lines, start=1):
        if not line.startswith("|"):
            header = None
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if header is None:
            header = cells
            continue
        if all(re.fullmatch(r":?-+:?", c) for c in cells if c):
            continue
        for title, cell in zip(header, cells, strict=False):
            if re.search(rf"\b(?:{COUNTED})\b", title, re.IGNORECASE) and re.match(r"\d", cell):
                yield number, f"{title}: {cell}"


def test_every_figure_in_the_docs_equals_the_suite():
    report = check_docs(compute_figures(), DOCS)
    assert report.markers > 50, "the docs hold the suite's figures between markers"
    assert not report.problems, [str(p) for p in report.problems]
    assert not report.drifted, [str(p) for p in report.drifted]


def test_no_count_in_the_docs_is_written_by_hand():
    hits = [
        (file, number, text)
        for file, number, text, line in _bare_counts()
        if not any(file == f and re.search(pattern, line) for f, pattern, _ in CHECKED)  # checked below
    ]
    allowed = [h for h in hits if any(h[0] == file and text in h[2] for file, text, _ in ALLOWED)]
    bare = [f"{file}:{line}: {text!r}" for file, line, text in hits if (file, line, text) not in allowed]
    assert not bare, "write these as figures (docs/features-schreiben.md, 'Zahlen in der Dokumentation'):\n" + "\n".join(bare)
    unused = [entry for entry in ALLOWED if not any(h[0] == entry[0] and entry[1] in h[2] for h in hits)]
    assert not unused, f"allow-list entries that match nothing any more: {unused}"


def test_counts_in_captured_output_equal_their_figures():
    figures = compute_figures()
    for file, pattern, figure in CHECKED:
        found = re.findall(pattern, (REPO / file).read_text(encoding="utf-8"))
        assert found, f"{file}: {pattern!r} matches nothing any more"
        assert all(int(value) == figures[figure] for value in found), (file, pattern, found, figures[figure])


def test_the_scan_finds_bare_counts_in_prose_and_in_table_columns():
    assert BARE_COUNT.search("The suite checks it with 536 vectors filled from 19 feature files")
    assert BARE_COUNT.search("und hält zwei vollständige Partien")
    assert BARE_COUNT.search("pocket_tactics: 6972 table rows in 1 table(s)")
    assert BARE_COUNT.search("heute 4 Einträge ohne Schalter")
    assert not BARE_COUNT.search("4. die Tests: jedes Szenario")  # a numbered list item
    assert not BARE_COUNT.search("clause PT-BEW-1 and the vector of row 3")
    assert not BARE_COUNT.search(_masked("<!-- figure:pocket_tactics.vectors -->536<!-- /figure --> vectors"))
    cells = list(_counted_table_cells(["| clause | vectors |", "|---|---|", "| PT-MAT-1 | 14 |"]))
    assert cells == [(3, "vectors: 14")]


# -- ids named in the docs -------------------------------------------------------------------


@cache
def _known() -> dict[str, set[str]]:
    vectors = load_vectors()
    tables = {read_json(p)["id_prefix"] for name in RULESETS for p in (vectors_dir() / name / "tables").glob("*.json")}
    playthroughs = {f"{name}/partien/{p.stem}" for name in RULESETS for p in (vectors_dir() / name / "partien").glob("*.json")}
    codes = {v.expected["error"]["code"] for v in vectors if v.expected.get("status") == "rejected"}
    source = "\n".join(p.read_text(encoding="utf-8") for p in (REPO / "reference" / "regelwerk").rglob("*.py"))
    codes |= set(re.findall(r"[\"']((?:CORE|[A-Z]{2,4})(?:\.[A-Z0-9_]+)+)[\"']", source))
    return {
        "vector": {v.id for v in vectors} | tables | playthroughs,
        "code": codes,
        "switch": {entry for name in RULESETS for entry in load_register(name).ambiguities},
        "clause": {clause for name in RULESETS for clause in load_catalog(name).clauses},
    }


@cache
def _source_literals() -> set[str]:
    source = "\n".join(p.read_text(encoding="utf-8") for p in (REPO / "reference" / "regelwerk").rglob("*.py"))
    return set(re.findall(r"[\"']([A-Z][A-Z0-9_]*)[\"']", source))


def _code_in_source(code: str) -> bool:
    """A family of codes (``PT.STATE`` in "PT.STATE.…"), or a code whose family is known and whose
    last part the engine writes as a literal (``_malformed("TILE_TWICE", …)`` adds ``PT.STATE.``)."""
    known = _known()["code"]
    family, _, last = code.rpartition(".")
    if any(k.startswith(code + ".") for k in known):
        return True
    return any(k.startswith(family + ".") for k in known) and last in _source_literals()


RULESET_NAMES = "|".join(sorted(RULESETS))
ID_PATTERNS = {
    # a vector id: a rule set, then slugs; not a path (no '/' before, no '.ext' or '/' after)
    "vector": re.compile(rf"(?<![\w/.-])((?:{RULESET_NAMES})(?:/[a-z0-9]+(?:-[a-z0-9]+)*){{1,2}})(?![\w./-])"),
    "code": re.compile(r"(?<![\w.])((?:CORE|[A-Z]{2,4})(?:\.[A-Z0-9_]+)+)(?![\w])(?!\.…)"),
    "switch": re.compile(r"(?<![\w-])([A-Z]{2,4}-A-[A-Z0-9]+(?:-[A-Z0-9]+)*)(?![\w-])"),
    "clause": re.compile(r"(?<![\w-])([A-Z]{2,4}-(?!A-)[A-Z]{2,5}-\d{1,3})(?![\w-])"),
}

# Ids the docs name on purpose although no vector has them, with the reason.
HYPOTHETICAL = {
    "pocket_tactics/ein-schritt-auf-einer-selbst-gebauten-karte": "the stale-vector walk-through in features-schreiben.md describes a new scenario",
    "w40k/wuerfel/treffer": "verify --samples names the test of a die label <rule set>/wuerfel/<label>: a result id, not a vector",
}


def _named(kind: str) -> list[tuple[str, int, str]]:
    found = []
    for path in DOCS:
        for number, line in enumerate(_masked(path.read_text(encoding="utf-8")).splitlines(), start=1):
            found.extend((_relative(path), number, m.group(1)) for m in ID_PATTERNS[kind].finditer(line))
    return found


@pytest.mark.parametrize("kind", sorted(ID_PATTERNS))
def test_every_id_the_docs_name_exists(kind):
    known = _known()[kind]
    named = _named(kind)
    assert named, f"the docs name no {kind} id at all: the pattern is broken"
    missing = [f"{file}:{line}: {name}" for file, line, name in named if name not in known and name not in HYPOTHETICAL]
    if kind == "code":
        missing = [m for m in missing if not _code_in_source(m.rsplit(" ", 1)[1])]
    assert not missing, f"the docs name {kind} ids that do not exist:\n" + "\n".join(missing)


def test_the_hypothetical_ids_are_still_named_and_still_not_real():
    named = {name for file, line, name in _named("vector")}
    for vector_id in HYPOTHETICAL:
        assert vector_id in named and vector_id not in _known()["vector"], vector_id


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_every_switch_has_a_row_on_its_porter_page_whose_options_come_from_the_register(name):
    """The porter page marks defaults, literal readings and house rules from the register (a
    figure), never by hand: every switch has its row, and its options cell is that figure."""
    from regelwerk.suite.register import load_register

    page = (REPO / "docs" / f"{name}.md").read_text(encoding="utf-8")
    for entry in load_register(name).ambiguities.values():
        if entry.switch:
            assert f"| `{entry.id}` | <!-- figure:{name}.switch.{entry.id}.options -->" in page, entry.id
