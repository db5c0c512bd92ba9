"""Generated vector tables: exhaustive tables of small procedures, one compact row per vector.

Where a procedure has few enough inputs to try them all, the suite does not write a scenario
per case: a generator enumerates every input, asks the reference engine through
:func:`~regelwerk.core.ruleset.run_case` (the path every vector takes) and records the answers
as a table (``vectors/<rule set>/tables/<name>.json``, ``schemas/vector-table.schema.json``).
The loader (:mod:`regelwerk.suite.vectors`) expands each row into an ordinary vector, so
``regelwerk verify``, the reports and the expectation files see one vector per row.

``regelwerk fill`` regenerates the tables; ``regelwerk check`` regenerates them in memory and
reports a table whose file differs, with the reasons (``clause text changed (IDS)``, ``cited
clauses changed``, ``outcome changed in N rows (ids)``, ``N new rows``, ``N rows no longer
generated``, ``content changed (FIELDS)``, ``layout changed``).

Each rule set declares its own tables: ``RuleSet.tables`` names a function of its package that
returns its :class:`TableSpec` values (read by :func:`specs_for`); this module generates, writes
and checks them for any rule set.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from pathlib import Path
from typing import Any

from regelwerk.core.canonical import Json, dumps, pretty
from regelwerk.core.errors import EngineRejection
from regelwerk.core.match import compare_outcomes
from regelwerk.core.paths import vectors_dir
from regelwerk.core.reading import list_files, read_text
from regelwerk.core.ruleset import RuleSet, parse_state_checked, resolve_reference, run_case, run_case_on, run_case_traced
from regelwerk.rulesets import RULESETS
from regelwerk.suite.catalog import Catalog, clause_drift, load_catalog
from regelwerk.suite.vectors import TABLE_KIND, TABLES_FOLDER, place_cells, row_id
from regelwerk.suite.writing import write_changed

FORMAT = 1
SOURCE_PREFIX = "generated:"


@dataclass(frozen=True)
class Column:
    name: str
    path: str  # action.<key> | expected.<key>
    id_tag: str | None = None  # for input columns: the letter in the row id
    label: str | None = None  # for input columns: the name in the row's description
    cells: str = "dice"  # input columns: "dice" (lists of faces), "number" (an integer >= 0) or "integer" (any)

    def to_json(self) -> Json:
        out: dict[str, Json] = {"name": self.name, "path": self.path}
        if self.id_tag is not None:
            out["id_tag"] = self.id_tag
            out["label"] = self.label
            if self.cells != "dice":
                out["cells"] = self.cells
        return out


@dataclass(frozen=True)
class TableSpec:
    """Everything a generator needs: the shared case, the columns, and the enumeration of the
    input cells (one tuple per row, in the order the rows are written)."""

    ruleset: str
    name: str  # the generator's name: source "generated:<rule set>/<name>"
    file_name: str  # under vectors/<rule set>/tables/
    id_prefix: str
    description: str
    clauses: tuple[str, ...]
    state: Json
    action_template: Json
    expected_template: Json
    columns: tuple[Column, ...]
    parameters: Json
    inputs: Callable[[], Iterable[tuple[Json, ...]]]
    dice: Json = field(default_factory=dict)
    interpretations: Json = field(default_factory=dict)

    @property
    def source(self) -> str:
        return f"{SOURCE_PREFIX}{self.ruleset}/{self.name}"

    def path(self, root: Path | None = None) -> Path:
        return (root or vectors_dir()) / self.ruleset / TABLES_FOLDER / self.file_name

    def header(self, catalog: Catalog) -> Json:
        """The table file without its rows."""
        return {
            "format": FORMAT,
            "kind": TABLE_KIND,
            "ruleset": self.ruleset,
            "suite_version": catalog.version,
            "source": self.source,
            "generator": {"module": __name__, "name": self.name, "parameters": self.parameters},
            "id_prefix": self.id_prefix,
            "description": self.description,
            "clauses": [{"id": c, "hash": catalog.hash_of(c)} for c in self.clauses],
            "interpretations": dict(self.interpretations),
            "state": self.state,
            "dice": dict(self.dice),
            "action_template": dict(self.action_template),
            "expected_template": dict(self.expected_template),
            "columns": [c.to_json() for c in self.columns],
        }


def dice_multisets(faces: int, smallest: int, largest: int) -> Iterator[list[int]]:
    """Every multiset of ``smallest`` to ``largest`` dice with ``faces`` faces, each in
    ascending order; by size, then lexicographically."""
    for size in range(smallest, largest + 1):
        for combination in combinations_with_replacement(range(1, faces + 1), size):
            yield list(combination)


# The table specs of each rule set, read on first use through the rule set's reference
# (``RuleSet.tables``); a test may set an entry to () to leave a rule set's tables out.
TABLES: dict[str, tuple[TableSpec, ...]] = {}


def specs_for(ruleset: str) -> tuple[TableSpec, ...]:
    """The table specs of a rule set (none if it generates no tables)."""
    if ruleset not in TABLES:
        reference = RULESETS[ruleset].tables
        TABLES[ruleset] = tuple(resolve_reference(reference)()) if reference else ()
    return TABLES[ruleset]


# -- generating ---------------------------------------------------------------------------


@dataclass
class TableFill:
    files: dict[Path, Json] = field(default_factory=dict)  # table file -> content
    failures: list[tuple[Path, str, str]] = field(default_factory=list)  # (table file, row id or source, why)
    failed_files: set[Path] = field(default_factory=set)  # not written
    consulted: dict[Path, frozenset[str]] = field(default_factory=dict)  # switches any row's rules read

    @property
    def row_count(self) -> int:
        return sum(len(content["rows"]) for path, content in self.files.items() if path not in self.failed_files)


def generate(spec: TableSpec, catalog: Catalog, consulted: set[str] | None = None) -> tuple[Json, list[tuple[str, str]]]:
    """The table as the reference engine answers it now, and the rows that failed (a row whose
    outcome does not fit the expected template: the generator or the engine is broken).

    ``consulted``, if given, collects the interpretation switches the rules read for any row.
    """
    ruleset = RULESETS[spec.ruleset]
    failures: list[tuple[str, str]] = []
    unknown = [c for c in spec.clauses if c not in catalog.clauses]
    if unknown:
        return {}, [(spec.source, f"cites clauses the catalog does not have: {', '.join(unknown)}")]
    consulted = set() if consulted is None else consulted
    header = spec.header(catalog)
    answer_columns = [c.path.split(".", 1)[1] for c in spec.columns if c.path.startswith("expected.")]
    rows: list[Json] = []
    state = _parsed_state(ruleset, spec.state)
    for inputs in spec.inputs():
        partial = [*inputs, *([None] * len(answer_columns))]
        action, _ = place_cells(header, partial)
        case = {"state": spec.state, "action": action, "dice": spec.dice, "interpretations": spec.interpretations}
        # Every row asks about the same state: it is validated and parsed once (run_case_on).
        outcome, read = run_case_traced(ruleset, case) if state is None else run_case_on(ruleset, state, case)
        consulted |= read
        template = spec.expected_template
        if any(outcome.get(k) != v for k, v in template.items()) or any(k not in outcome for k in answer_columns):
            failures.append((row_id(header, partial), f"the engine answered {dumps(outcome)[:300]}, not {dumps(template)}"))
            continue
        rows.append([*inputs, *(outcome[k] for k in answer_columns)])
    return {**header, "rows": rows}, failures


def _parsed_state(ruleset: RuleSet, state_json: Json) -> Any:
    """The table's state parsed for :func:`~regelwerk.core.ruleset.run_case_on`; ``None`` if it
    is malformed: then each row is run whole, and answers with the rejection."""
    try:
        return parse_state_checked(ruleset, state_json)
    except EngineRejection:
        return None


def fill_tables(ruleset: str, root: Path | None = None) -> TableFill:
    catalog = load_catalog(ruleset)
    result = TableFill()
    for spec in specs_for(ruleset):
        path = spec.path(root)
        consulted: set[str] = set()
        content, failures = generate(spec, catalog, consulted)
        result.files[path] = content
        result.consulted[path] = frozenset(consulted)
        if failures:
            result.failures.extend((path, where, why) for where, why in failures)
            result.failed_files.add(path)
    return result


_ROWS_MARK = "__rows_written_one_per_line__"


def render(content: Json) -> str:
    """The canonical text of a table: as :func:`~regelwerk.core.canonical.pretty` writes it
    (keys sorted, two-space indentation, final newline), except that each row is one line in
    compact canonical form."""
    text = pretty({**content, "rows": _ROWS_MARK})
    rows = content["rows"]
    body = "[\n" + ",\n".join("    " + dumps(row) for row in rows) + "\n  ]" if rows else "[]"
    return text.replace(f'"rows": "{_ROWS_MARK}"', f'"rows": {body}', 1)


def _generated(path: Path) -> bool:
    """A table file written by a generator (only those are ever deleted)."""
    try:
        return str(json.loads(read_text(path)).get("source", "")).startswith(SOURCE_PREFIX)
    except (OSError, ValueError, AttributeError, RecursionError):
        return False


def write_tables(ruleset: str, result: TableFill, root: Path | None = None) -> tuple[list[Path], list[Path]]:
    """Write the tables that changed and delete generated tables no generator writes any more.
    A table with a failing row is left as it was."""
    root = root or vectors_dir()
    written = write_changed(result.files, result.failed_files, render)
    folder = root / ruleset / TABLES_FOLDER
    removed = [p for p in list_files(folder, "*.json") if p not in result.files and _generated(p)]
    for path in removed:
        path.unlink()
    return written, removed


# -- checking -----------------------------------------------------------------------------


def _ids(ids: list[str], limit: int = 5) -> str:
    shown = ", ".join(ids[:limit])
    return shown + (f", … ({len(ids) - limit} more)" if len(ids) > limit else "")


def drift(old: Json | None, new: Json | None, old_text: str | None = None) -> list[str]:
    """Why the table on disk (``old``, parsed and valid) is not what the generator writes now
    (``new``); empty if it is, byte for byte."""
    if old is None:
        return ["not yet generated"]
    if new is None:
        return ["no generator produces it any more"]
    if old == new:
        return [] if old_text is None or old_text == render(new) else ["layout changed (not the canonical table text)"]
    reasons: list[str] = []
    reasons.extend(clause_drift(old["clauses"], new["clauses"]))
    old_rows = {row_id(old, row): row for row in old["rows"]}
    new_rows = {row_id(new, row): row for row in new["rows"]}
    outcome = [i for i in new_rows if i in old_rows and old_rows[i] != new_rows[i]]
    added = [i for i in new_rows if i not in old_rows]
    gone = [i for i in old_rows if i not in new_rows]
    if outcome:
        reasons.append(f"outcome changed in {len(outcome)} row(s): {_ids(outcome)}")
    if added:
        reasons.append(f"{len(added)} new row(s), not yet generated: {_ids(added)}")
    if gone:
        reasons.append(f"{len(gone)} row(s) no generator produces any more: {_ids(gone)}")
    differing = sorted(k for k in set(old) | set(new) if k not in ("clauses", "rows") and old.get(k) != new.get(k))
    if differing:
        reasons.append(f"content changed ({', '.join(differing)})")
    if not reasons:
        reasons.append("content changed (rows: order or duplicates)")
    return reasons


def dependence(ruleset: RuleSet, content: Json, consulted: frozenset[str]) -> list[str]:
    """Problems with the interpretations a table declares (empty list: none).

    As for a vector: the table must list exactly the switches some row's outcome depends on.
    Only switches the rules read while the table was generated (``consulted``) can change an
    outcome; each of those is tried with its other options on every row.
    """
    rows = content["rows"]
    if not rows:
        return []
    declared = content["interpretations"]
    problems: list[str] = []
    state = _parsed_state(ruleset, content["state"]) if consulted else None  # as in generate: parsed once
    for switch in ruleset.switches:
        if switch.id not in consulted and switch.id not in declared:
            continue
        flipped = None
        for option in (o for o in switch.options if o != declared.get(switch.id, switch.default)):
            if switch.id not in consulted:
                break
            interpretations = {**declared, switch.id: option}
            for row in rows:
                action, expected = place_cells(content, row)
                case = {"state": content["state"], "action": action, "dice": content["dice"], "interpretations": interpretations}
                outcome = run_case(ruleset, case) if state is None else run_case_on(ruleset, state, case)[0]
                if compare_outcomes(ruleset, expected, outcome):
                    flipped = (option, row_id(content, row))
                    break
            if flipped:
                break
        if switch.id not in declared and flipped:
            problems.append(
                f"the outcome of {flipped[1]} changes under {switch.id}={flipped[0]}; the table must declare "
                f"{switch.id}={switch.default} in its interpretations"
            )
        if switch.id in declared and not flipped:
            problems.append(f"declares {switch.id} but no row's outcome depends on it; drop it")
    return problems
