"""Figures in the docs: every count (and every example of command output) in ``docs/*.md`` and
``README.md`` is written between markers and computed from the suite, never by hand.

A figure is a name between two HTML comments, which Markdown does not show::

    <!-- figure:<rule set>.vectors -->536<!-- /figure --> vectors
    <!-- figure:<rule set>.table_rows:de -->6.972<!-- /figure --> Zeilen

The text between the markers is the figure's value as :func:`compute_figures` computes it from
the data on disk (catalogs, registers, features, vector files, tables, playthroughs, the step
library), written in the format the name's suffix asks for (:data:`FORMATS`).  A figure whose
value is a block (a Markdown table, a code block of command output) spans lines.

``regelwerk check`` reports each marker whose text differs (file, line, figure, old and new
value) and each marker it cannot read; ``regelwerk fill`` rewrites the markers after it wrote the
vectors.  ``python -m regelwerk.suite.figures`` lists every figure with its current value.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from regelwerk.core.canonical import Json
from regelwerk.core.errors import CORE_ERROR_CODES, ErrorCode
from regelwerk.core.files import write_atomically
from regelwerk.core.bounded import read_text_file
from regelwerk.core.paths import data_root, vectors_dir
from regelwerk.core.reading import exists, list_files
from regelwerk.suite.catalog import Catalog
from regelwerk.suite.features import FeatureFile, load_features
from regelwerk.suite.lint import Problem
from regelwerk.suite.readonce import read_data_file
from regelwerk.suite.register import Ambiguity
from regelwerk.suite.vectors import PLAYTHROUGHS_FOLDER, TABLES_FOLDER

OPEN = re.compile(r"<!-- figure:(?P<name>[^\s:>]+)(?::(?P<format>[a-z-]+))? -->")
CLOSE = "<!-- /figure -->"

_EN_WORDS = "zero one two three four five six seven eight nine ten eleven twelve".split()
_DE_WORDS = "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf".split()


def _thousands(value: int, separator: str) -> str:
    return f"{value:,}".replace(",", separator)


FORMATS: dict[str, Callable[[int], str]] = {
    "en": lambda n: _thousands(n, ","),  # the default: 6,972
    "de": lambda n: _thousands(n, "."),  # 6.972
    "plain": str,  # 6972, as the command line prints it
    "en-words": lambda n: _EN_WORDS[n] if 0 <= n < len(_EN_WORDS) else _thousands(n, ","),  # two
    "de-words": lambda n: _DE_WORDS[n] if 0 <= n < len(_DE_WORDS) else _thousands(n, "."),  # zwei
}

Value = int | str  # a count, or text (a version, a list of counts, a block)


@dataclass(frozen=True)
class Marker:
    file: Path
    line: int
    name: str
    format: str | None
    start: int  # offset of the value in the file's text
    end: int
    text: str  # the value as written

    @property
    def spec(self) -> str:
        return f"{self.name}:{self.format}" if self.format else self.name


def render(value: Value, fmt: str | None) -> str:
    if isinstance(value, int):
        return str(FORMATS[fmt or "en"](value))
    return value


# -- finding markers -------------------------------------------------------------------------


def doc_files(root: Path | None = None) -> list[Path]:
    """``docs/*.md`` and ``README.md`` of a checkout (none in an installed wheel)."""
    root = root or data_root()
    files = list_files(root / "docs", "*.md")
    readme = root / "README.md"
    return files + ([readme] if exists(readme) else [])


_INLINE_CODE = re.compile(r"``.*?``|`[^`\n]*`")


def _mask_inline_code(text: str) -> str:
    """The text with inline code spans blanked (same length): a marker written *about* in
    backticks is not a marker.  (Fenced blocks are not masked: a figure may show a marker as
    an example there, and it is kept right like any other.)"""
    return _INLINE_CODE.sub(lambda m: " " * len(m.group()), text)


def find_markers(path: Path, text: str) -> tuple[list[Marker], list[Problem]]:
    """The markers of one file, and the ones it cannot read (unclosed, nested, stray ends,
    unknown formats)."""
    markers: list[Marker] = []
    problems: list[Problem] = []
    where = _display(path)
    position = 0
    scanned, text = text, _mask_inline_code(text)
    for opening in OPEN.finditer(text):
        line = text.count("\n", 0, opening.start()) + 1
        if opening.start() < position:
            continue  # inside a marker reported as nested
        close = text.find(CLOSE, opening.end())
        nested = OPEN.search(text, opening.end(), close if close >= 0 else len(text))
        if close < 0 or nested:
            problems.append(Problem(where, line, f"figure {opening.group('name')} is not closed with {CLOSE} before the next figure"))
            position = opening.end()
            continue
        stray = text.find(CLOSE, position, opening.start())
        if stray >= 0:
            problems.append(Problem(where, text.count("\n", 0, stray) + 1, f"{CLOSE} without a figure before it"))
        fmt = opening.group("format")
        if fmt is not None and fmt not in FORMATS:
            problems.append(Problem(where, line, f"figure {opening.group('name')}: unknown format {fmt!r} (formats: {', '.join(FORMATS)})"))
        markers.append(Marker(path, line, opening.group("name"), fmt, opening.end(), close, scanned[opening.end() : close]))
        position = close + len(CLOSE)
    stray = text.find(CLOSE, position)
    if stray >= 0:
        problems.append(Problem(where, text.count("\n", 0, stray) + 1, f"{CLOSE} without a figure before it"))
    return markers, problems


def _display(path: Path) -> str:
    try:
        return path.relative_to(data_root()).as_posix()
    except ValueError:
        return str(path)


# -- checking and rewriting ------------------------------------------------------------------


@dataclass(frozen=True)
class DocsReport:
    problems: tuple[Problem, ...]  # markers that cannot be read or name no figure: fix by hand
    drifted: tuple[Problem, ...]  # figures whose text differs from the suite: `regelwerk fill`
    rewritten: tuple[Path, ...] = ()
    markers: int = 0


def check_docs(figures: dict[str, Value] | None = None, files: Iterable[Path] | None = None) -> DocsReport:
    """Every marker of the docs against the suite's figures."""
    return _walk(figures, files, rewrite=False)


def rewrite_docs(figures: dict[str, Value] | None = None, files: Iterable[Path] | None = None) -> DocsReport:
    """Write the suite's figures into the docs.  Nothing is written while any marker of any
    file cannot be read or names no figure (the report says which)."""
    report = _walk(figures, files, rewrite=False)
    if report.problems:
        return report
    return _walk(figures, files, rewrite=True)


def _walk(figures: dict[str, Value] | None, files: Iterable[Path] | None, rewrite: bool) -> DocsReport:
    files = list(doc_files() if files is None else files)
    if figures is None:
        figures = compute_figures()
    problems: list[Problem] = []
    drifted: list[Problem] = []
    rewritten: list[Path] = []
    count = 0
    for path in files:
        text = read_text_file(path)
        markers, unreadable = find_markers(path, text)
        problems.extend(unreadable)
        count += len(markers)
        pieces: list[str] = []
        last = 0
        for marker in markers:
            if marker.name not in figures:
                problems.append(Problem(_display(path), marker.line, f"unknown figure {marker.name}{_suggest(marker.name, figures)}"))
                continue
            value = figures[marker.name]
            if isinstance(value, str) and marker.format:
                problems.append(Problem(_display(path), marker.line, f"figure {marker.name} is text; it takes no format"))
                continue
            if marker.format is not None and marker.format not in FORMATS:
                continue  # reported by find_markers
            new = render(value, marker.format)
            if new != marker.text:
                drifted.append(Problem(_display(path), marker.line, f"figure {marker.spec} {_difference(marker.text, new)}; run `regelwerk fill`"))
                pieces.extend([text[last : marker.start], new])
                last = marker.end
        if rewrite and last:
            write_atomically(path, "".join(pieces) + text[last:])
            rewritten.append(path)
    return DocsReport(tuple(problems), tuple(drifted), tuple(rewritten), count)


def _difference(old: str, new: str) -> str:
    """``says '534', the suite '536'``; for a block, its first differing line."""
    if "\n" not in old + new:
        return f"says {old!r}, the suite {new!r}"
    old_lines, new_lines = old.strip("\n").splitlines(), new.strip("\n").splitlines()
    for number, (was, now) in enumerate(zip(old_lines, new_lines, strict=False), start=1):
        if was != now:
            return f"differs in line {number} of the block: {was!r}, the suite {now!r}"
    return f"has {len(old_lines)} line(s), the suite {len(new_lines)}"


def _suggest(name: str, figures: dict[str, Value]) -> str:
    import difflib

    close = difflib.get_close_matches(name, figures, n=3)
    return f" (did you mean {', '.join(close)}?)" if close else " (list them: python -m regelwerk.suite.figures)"


# -- computing the figures -------------------------------------------------------------------


def compute_figures() -> dict[str, Value]:
    """Every figure of every rule set, and the totals, from the data on disk."""
    from regelwerk.rulesets import RULESETS

    figures: dict[str, Value] = {}
    for name in sorted(RULESETS):
        figures.update(ruleset_figures(name))
    for total, part in _TOTALS.items():
        figures[f"all.{total}"] = sum(int(figures[f"{name}.{part}"]) for name in RULESETS)
    figures["all.rulesets"] = len(RULESETS)
    figures["core.error_code_table"] = _error_code_table(CORE_ERROR_CODES, with_exemptions=True)
    figures["suite.version"] = _suite_version()
    return figures


def _suite_version() -> str:
    from regelwerk.suite.version import suite_version

    return suite_version()


# all.<total>: the sum of <rule set>.<part> over the rule sets
_TOTALS = {
    "vectors": "all_vectors",  # from features and tables: what `regelwerk verify` runs
    "feature_vectors": "vectors",
    "table_rows": "table_rows",
    "combinations": "combinations",
    "clauses": "clauses",
    "scenarios": "scenarios",
    "switches": "switches",
    "register_entries": "register_entries",
    "playthroughs": "playthroughs",
    "error_codes": "error_codes",
}


def ruleset_figures(name: str) -> dict[str, Value]:
    from regelwerk.rulesets import RULESETS
    from regelwerk.suite.catalog import load_catalog
    from regelwerk.suite.combinations import is_combination_file
    from regelwerk.suite.commands import (
        check_ok_line,
        fill_combinations_line,
        fill_distributions_line,
        fill_tables_line,
        fill_vectors_line,
    )
    from regelwerk.suite.distributions import is_distribution_file
    from regelwerk.suite.register import load_register
    from regelwerk.suite.steps import library_for

    ruleset = RULESETS[name]
    catalog = load_catalog(name)
    register = load_register(name)
    features = load_features(name)
    folder = vectors_dir() / name
    every_file = [read_data_file(p) for p in list_files(folder, "*.json")]
    vector_files = [data for data in every_file if not is_combination_file(data) and not is_distribution_file(data)]
    distributions = sum(len(data["vectors"]) for data in every_file if is_distribution_file(data))
    vectors = [v for data in vector_files if "kind" not in data for v in data["vectors"]]
    combinations = sum(len(data["vectors"]) for data in every_file if is_combination_file(data))
    derived = [v for data in vector_files if str(data.get("source", "")).startswith("generated:") for v in data["vectors"]]
    tables = {data["id_prefix"]: data for data in map(read_data_file, list_files(folder / TABLES_FOLDER, "*.json"))}
    table_rows = sum(len(t["rows"]) for t in tables.values())
    scenarios = sum(len(f.cases) for f in features)
    playthrough_files = list_files(folder / PLAYTHROUGHS_FOLDER, "*.json")
    playthroughs = len(playthrough_files)
    steps = Counter(d.kind for d in library_for(name).all_definitions())
    statuses = Counter(v["expected"]["status"] for v in vectors)
    pinned = sum(1 for v in vectors if v["interpretations"])
    pinned_rows = sum(len(t["rows"]) for t in tables.values() if t["interpretations"])
    f = f"{name}."
    figures: dict[str, Value] = {
        f + "clauses": len(catalog.clauses),
        f + "switches": len(ruleset.switches),
        f + "register_entries": len(register.ambiguities),
        f + "entries_without_switch": sum(1 for e in register.ambiguities.values() if not e.switch),
        f + "feature_files": len(features),
        f + "scenarios": scenarios,
        f + "vectors": len(vectors),
        f + "derived": len(derived),  # of them: derived from other vectors (suite.derived), not from a scenario
        f + "vector_files": len(vector_files) - sum(1 for d in vector_files if "kind" in d),
        f + "accepted": statuses["accepted"],
        f + "rejected": statuses["rejected"],
        f + "error_codes": len({r[1] for r in map(_rejection, vectors) if r}),  # distinct codes the vectors expect
        f + "answered": statuses["answered"],
        f + "pinned": pinned,
        f + "tables": len(tables),
        f + "table_rows": table_rows,
        f + "combinations": combinations,
        f + "distributions": distributions,
        f + "all_vectors": len(vectors) + table_rows + combinations,
        f + "all_pinned": pinned + pinned_rows + combinations,  # a combination pins at least its two readings
        f + "all_unpinned": len(vectors) + table_rows - pinned - pinned_rows,
        f + "playthroughs": playthroughs,
        f + "step_templates": sum(steps.values()),
        f + "given_templates": steps["given"],
        f + "when_templates": steps["when"],
        f + "then_templates": steps["then"],
        f + "clause_table": _clause_table(catalog, vectors, tables),
        f + "feature_table": _feature_table(features, vector_files),
        f + "rejection_table": _rejection_table(vectors),
        f + "error_code_table": _error_code_table(ruleset.error_codes),
        f + "declared_error_codes": len(ruleset.error_codes),
        f + "playthrough_table": _playthrough_table(playthrough_files),
        f + "fill_output": _code_block(
            [
                fill_vectors_line(name, len(vectors), len(features), 0, 0),
                *([fill_tables_line(name, table_rows, len(tables), 0, 0)] if tables else []),
                *([fill_combinations_line(name, combinations, 0, 0)] if combinations else []),
                *([fill_distributions_line(name, distributions, 0, 0)] if distributions else []),
            ]
        ),
        f + "check_output": _code_block(
            [
                "✓ "
                + check_ok_line(
                    name, len(catalog.clauses), scenarios, len(vectors), len(tables), table_rows, playthroughs, combinations, distributions
                )
            ]
        ),
    }
    for kind in ("illegal", "dice", "malformed"):
        figures[f + f"rejected.{kind}"] = sum(1 for v in vectors if (_rejection(v) or ("", ""))[0] == kind)
    for entry in register.ambiguities.values():
        figures[f + f"switch.{entry.id}.options"] = options_cell(entry)
        figures[f + f"switch.{entry.id}.default"] = f"`{entry.default}`"
    for switch in ruleset.switches:
        counts = [
            sum(1 for v in vectors if v["interpretations"].get(switch.id) == option)
            + sum(len(t["rows"]) for t in tables.values() if t["interpretations"].get(switch.id) == option)
            for option in switch.options
        ]
        figures[f + f"switch.{switch.id}.pins"] = ", ".join(map(str, counts))
    for prefix, table in tables.items():
        short = prefix.split("/", 1)[1]
        figures[f + f"table.{short}.rows"] = len(table["rows"])
        for i, column in enumerate(table["columns"]):
            if "id_tag" in column:  # input columns: how many different inputs each takes
                figures[f + f"table.{short}.inputs.{column['name']}"] = len({repr(row[i]) for row in table["rows"]})
    return figures


def options_cell(entry: Ambiguity) -> str:
    """The options of a register entry for a porter page, from the register: the default first
    and in bold, then the others in the register's order, each with what the register says of
    it (literal reading, published rule, house rule)."""
    ordered = [entry.default, *(o for o in entry.option_ids if o != entry.default)]
    cells = []
    for option in ordered:
        shown = f"**`{option}`**" if option == entry.default else f"`{option}`"
        labels = [label for label in entry.labels(option) if label != "default"]
        cells.append(shown + (f" ({', '.join(labels)})" if labels else ""))
    return ", ".join(cells)


def _rejection(vector: Json) -> tuple[str, str] | None:
    expected = vector["expected"]
    if expected.get("status") != "rejected":
        return None
    return expected["error"]["kind"], expected["error"]["code"]


def _clause_table(catalog: Catalog, vectors: list[Json], tables: dict[str, Json]) -> str:
    cited = Counter(c["id"] for v in vectors for c in v["clauses"])
    by_tables = Counter(c["id"] for t in tables.values() for c in t["clauses"] for _ in t["rows"])
    lines = ["| clause | title | vectors |", "|---|---|---|"]
    for clause in catalog.clauses.values():
        extra = f" (+ {by_tables[clause.id]:,} table rows)" if by_tables[clause.id] else ""
        lines.append(f"| {clause.id} | {clause.title} | {cited[clause.id]}{extra} |")
    return "\n" + "\n".join(lines) + "\n"


def _feature_table(features: Iterable[FeatureFile], vector_files: list[Json]) -> str:
    """Each feature file with its title (``Funktionalität``) and the vectors filled from it."""
    filled = {data["source"]: len(data["vectors"]) for data in vector_files if "kind" not in data}
    lines = ["| Datei | Funktionalität | Vektoren |", "|---|---|---|"]
    for feature in features:
        title = (feature.document.get("feature") or {}).get("name", "")
        lines.append(f"| `{feature.relative.split('/', 1)[1]}` | {title} | {filled.get(feature.relative, 0)} |")
    return "\n" + "\n".join(lines) + "\n"


def _rejection_table(vectors: list[Json]) -> str:
    counts = Counter(r for r in map(_rejection, vectors) if r)
    order = {"illegal": 0, "dice": 1, "malformed": 2}
    lines = ["| kind | code | vectors |", "|---|---|---:|"]
    for kind in sorted({k for k, _ in counts}, key=lambda k: order.get(k, 9)):
        rows = sorted(((code, n) for (k, code), n in counts.items() if k == kind), key=lambda item: (-item[1], item[0]))
        lines.extend(f"| {kind} | `{code}` | {n} |" for code, n in rows)
        lines.append(f"| **{kind}, all** | | **{sum(n for _, n in rows)}** |")
    return "\n" + "\n".join(lines) + "\n"


def _error_code_table(codes: Iterable[ErrorCode], with_exemptions: bool = False) -> str:
    """The declared error codes (``RuleSet.error_codes``, ``CORE_ERROR_CODES``) in their order:
    code, kind, the clauses an ``illegal`` rejection cites, meaning (and, for the core, why a
    code cannot occur in a vector)."""
    header = "| code | kind | clauses | meaning |" + (" in vectors |" if with_exemptions else "")
    lines = [header, "|---|---|---|---|" + ("---|" if with_exemptions else "")]
    for entry in codes:
        row = f"| `{entry.code}` | {entry.kind} | {', '.join(entry.clauses) or '—'} | {entry.meaning} |"
        if with_exemptions:
            row += f" {'no: ' + entry.unfit_for_vectors if entry.unfit_for_vectors else 'yes'} |"
        lines.append(row)
    return "\n" + "\n".join(lines) + "\n"


def _playthrough_table(paths: list[Path]) -> str:
    """Each golden playthrough: the options it pins, its length, and how it ends."""
    lines = ["| file | interpretations | actions | turns of play | winner | reason |", "|---|---|---:|---:|---|---|"]
    for path in paths:
        data = read_data_file(path)
        pinned = data["interpretations"]
        options = ", ".join(f"`{k}={v}`" for k, v in sorted(pinned.items())) if pinned else "every default"
        turns = data.get("summary", {}).get("turns", "–")
        lines.append(f"| `{path.name}` | {options} | {len(data['steps'])} | {turns} | `{data['winner']}` | `{data['reason']}` |")
    return "\n" + "\n".join(lines) + "\n"


def _code_block(lines: list[str]) -> str:
    return "\n```\n" + "\n".join(lines) + "\n```\n"


def main() -> int:
    for name, value in sorted(compute_figures().items()):
        shown = value if isinstance(value, int) else (value if "\n" not in value else "(block)")
        print(f"{name}\t{shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
