"""``regelwerk fill --outdated``: refill only the vectors whose sources changed.

Like the Ethereum tests' filler with its "outdated" flag: every scenario is parsed (cheap), but
only the scenarios whose vector on disk is outdated run through the reference engine.  A vector
is outdated when ``check`` would call it stale for a reason that can be seen without the engine:

* ``new scenario, not yet filled`` (no vector of that id), ``no scenario produces it any more``;
* ``source changed`` (the scenario's source hash), ``clause text changed`` and ``cited clauses
  changed`` (the clause hashes), a new suite version, other pinned interpretations, another
  description, or a scenario that moved (its line or its feature file).

The derived vector files (:mod:`regelwerk.suite.derived`) are derived again from the vectors as
they will be written: cheap, and a changed source reaches its counterpart.

Every other vector is kept byte for byte as it is on disk.  A table is regenerated only when its
clause hashes or suite version are outdated.  The switch combinations
(:mod:`~regelwerk.suite.combinations`) of a refilled vector are generated anew; those of a kept
vector are kept.  What this cannot see is a change outside the
feature text: the engine, the step library, the glossary, a unit catalog or a map.  ``check``
still finds those (``outcome changed``, ``content changed``), and the plain ``fill`` refills
them.

The refilled set is judged like every fill (:func:`~regelwerk.suite.validity.judge_vector_set`):
nothing is written for a rule set whose vectors would not be a valid set.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.markup import escape

from regelwerk.core.canonical import Json
from regelwerk.core.errors import RefusedFile, SuiteDataError
from regelwerk.core.paths import vectors_dir
from regelwerk.core.reading import list_files
from regelwerk.suite import combinations
from regelwerk.suite.builder import build_case
from regelwerk.suite.catalog import Catalog, load_catalog, rehash_catalog
from regelwerk.suite.combinations import CombinationFill
from regelwerk.suite.features import load_features
from regelwerk.suite.fill import (
    FillResult,
    add_derived,
    layout_problems,
    relative_name,
    vector_file_for,
    vector_from,
    vector_skeleton,
    write_fill,
)
from regelwerk.suite.validity import SuiteFacts, judge_vector_set
from regelwerk.suite.vectors import TABLES_FOLDER, playthrough_ids, read_json, row_id

EXIT_OK, EXIT_FAILED = 0, 1
_SKELETON = ("id", "description", "ruleset", "suite_version", "clauses", "interpretations", "same_as_default", "provenance")


@dataclass
class OutdatedPlan:
    ruleset: str
    result: FillResult = field(default_factory=FillResult)
    refilled: list[str] = field(default_factory=list)  # vector ids run through the engine
    derived: list[str] = field(default_factory=list)  # derived vector ids (derived again every time)
    removed: list[str] = field(default_factory=list)  # vector ids no scenario produces any more
    tables_outdated: list[str] = field(default_factory=list)  # table files whose clauses or version changed
    refusals: list[str] = field(default_factory=list)  # why nothing may be written
    combos: CombinationFill | None = None  # the combinations as they will be written


def plan_outdated(name: str, facts: SuiteFacts | None = None) -> OutdatedPlan:
    plan = OutdatedPlan(name)
    features = load_features(name)
    layout = layout_problems(features)
    if layout:
        plan.refusals = [str(p) for p in layout]
        return plan
    catalog = load_catalog(name)
    root = vectors_dir()
    on_disk = _disk_vectors(root / name)
    produced: set[str] = set()
    cases = {}
    for feature in features:
        path = vector_file_for(feature, root)
        vectors = []
        for case in feature.cases:
            produced.add(case.vector_id)
            cases[case.vector_id] = case
            old = on_disk.get(case.vector_id)
            if old is not None and old[0] == path and {k: old[1][k] for k in _SKELETON if k in old[1]} == vector_skeleton(case, catalog):
                vectors.append(old[1])
                continue
            plan.refilled.append(case.vector_id)
            try:
                builder = build_case(case)
                vectors.append(vector_from(case, builder, catalog))
            except Exception as exc:  # noqa: BLE001 -- every failing scenario is reported, none stops the fill
                plan.result.failures.append((case, f"{type(exc).__name__}: {exc}"))
                plan.result.failed_files.add(path)
                continue
            plan.result.consulted[case.vector_id] = builder.consulted
            if builder.parsed is not None:
                plan.result.parsed[case.vector_id] = builder.parsed
        plan.result.files[path] = {
            "format": 1,
            "ruleset": name,
            "suite_version": catalog.version,
            "source": feature.relative,
            "vectors": vectors,
        }
    before = set(plan.result.files)
    add_derived(name, plan.result, cases, catalog, root)
    plan.derived = [v["id"] for path, content in plan.result.files.items() if path not in before for v in content["vectors"]]
    produced.update(plan.derived)
    plan.removed = sorted(set(on_disk) - produced)
    plan.tables_outdated = _outdated_tables(root / name / TABLES_FOLDER, catalog)
    plan.combos = _outdated_combinations(name, catalog.version, plan, produced, root)
    files = [(relative_name(p), c) for p, c in plan.result.files.items() if p not in plan.result.failed_files]
    files += _tables_on_disk(root / name / TABLES_FOLDER)
    combined = plan.combos.content()
    if not plan.combos.held and combined is not None:
        files.append((relative_name(plan.combos.path), combined))
    verdict = judge_vector_set(files, facts or SuiteFacts.load(), playthrough_ids(name, root))
    plan.refusals = [p.feature_first() for p in verdict.problems]
    return plan


def _outdated_combinations(name: str, version: str, plan: OutdatedPlan, produced: set[str], root: Path) -> CombinationFill:
    """The switch combinations after this fill: those of every base vector that was refilled
    generated anew, those of every base kept from disk kept as they are.  While a scenario
    fails the file is left as it was, as by the plain ``fill``."""
    from regelwerk.rulesets import RULESETS

    refilled = set(plan.refilled)
    bases = [v for content in plan.result.files.values() for v in content["vectors"]]
    kept = [v for v in _disk_combinations(root / name) if v["provenance"]["base"] in produced - refilled]
    fresh = [v for v in bases if v["id"] in refilled]
    combos = combinations.generate(
        RULESETS[name], version, fresh, plan.result.consulted, plan.result.parsed, root, taken=[*bases, *kept]
    )
    combos.vectors = sorted([*combos.vectors, *kept], key=lambda v: v["id"])
    if plan.result.failures:
        combos.held_back = f"{len(plan.result.failures)} scenario(s) fail, so not every base is there"
    return combos


def _disk_combinations(folder: Path) -> list[Json]:
    """The switch combinations on disk (none if the file is missing or cannot be read)."""
    path = folder / combinations.FILE_NAME
    try:
        data = read_json(path) if path.exists() else None
    except RefusedFile:
        raise
    except SuiteDataError:
        return []
    if not isinstance(data, dict) or not combinations.is_combination_file(data) or not isinstance(data.get("vectors"), list):
        return []
    return [v for v in data["vectors"] if isinstance(v, dict) and isinstance(v.get("provenance"), dict) and "base" in v["provenance"]]


def _disk_vectors(folder: Path) -> dict[str, tuple[Path, Json]]:
    """Vector id → (file, vector) of the vector files filled from features on disk; an
    unreadable file gives none (its scenarios count as outdated and are refilled)."""
    found: dict[str, tuple[Path, Json]] = {}
    for path in list_files(folder, "*.json"):
        try:
            data = read_json(path)
            from_feature = isinstance(data, dict) and "kind" not in data and not combinations.is_combination_file(data)
            vectors = data["vectors"] if from_feature else []
        except RefusedFile:
            raise
        except (SuiteDataError, KeyError, TypeError):
            continue
        for vector in vectors:
            if isinstance(vector, dict) and isinstance(vector.get("id"), str):
                found[vector["id"]] = (path, vector)
    return found


def _tables_on_disk(folder: Path) -> list[tuple[str, Json]]:
    tables = []
    for path in list_files(folder, "*.json"):
        try:
            tables.append((relative_name(path), read_json(path)))
        except RefusedFile:
            raise
        except SuiteDataError as exc:
            tables.append((relative_name(path), {"unreadable": exc.message}))
    return tables


def _outdated_tables(folder: Path, catalog: Catalog) -> list[str]:
    outdated = []
    for name, data in _tables_on_disk(folder):
        clauses = data.get("clauses") if isinstance(data, dict) else None
        current = isinstance(clauses, list) and all(
            isinstance(c, dict) and c.get("id") in catalog.clauses and c.get("hash") == catalog.hash_of(c["id"]) for c in clauses
        )
        if not current or data.get("suite_version") != catalog.version:
            outdated.append(name)
    return outdated


def run_fill_outdated(names: list[str], out: Console) -> int:
    """``fill --outdated`` for each named rule set, then the ledger and the docs' figures.  Every
    rule set is planned before anything is written, and every file it may write or delete is
    checked first (as by the plain ``fill``).

    The outcome ledger records only what this fill ran: a vector kept byte for byte keeps its
    ledger line, so an outcome edited by hand in a vector file is never recorded as a change
    (``check`` names it, and the plain ``fill`` puts the engine's outcome back)."""
    from regelwerk.suite.commands import _docs_left, _fill_combinations, _fill_docs, _fill_register_ledger, _refuse_unwritable
    from regelwerk.suite.fill import fill_targets
    from regelwerk.suite.tables import fill_tables, write_tables
    from regelwerk.suite.version import LEDGER_FILE, update_ledger

    status = EXIT_OK
    facts = SuiteFacts.load()
    plans = [plan_outdated(name, facts) for name in names]
    _refuse_unwritable(fill_targets(plan.ruleset, plan.result.files) for plan in plans)
    for plan in plans:
        name = plan.ruleset
        for case, error in plan.result.failures:
            status = EXIT_FAILED
            out.print(f"  {case.feature}:{case.row_line or case.line} {case.vector_id}\n    {error}", markup=False)
        if plan.refusals:
            status = EXIT_FAILED
            out.print(f"[red]{name}[/]: nothing written: the filled vectors would not be a valid set ({len(plan.refusals)} problem(s))")
            for line in plan.refusals:
                out.print(f"  ✗ {line}", markup=False)
            continue
        rehashed = rehash_catalog(name)
        if rehashed:
            out.print(f"[yellow]{name}[/]: new statement hashes for {', '.join(rehashed)}")
        written, removed = write_fill(name, plan.result)
        out.print(
            f"[green]{name}[/]: {len(plan.refilled)} outdated vector(s) refilled, {len(plan.removed)} removed "
            f"({len(written)} file(s) written, {len(removed)} removed)"
        )
        regenerated: set[str] = set()
        if plan.tables_outdated:
            tables = fill_tables(name)
            if tables.failures:
                status = EXIT_FAILED
                out.print(f"[red]{name}[/]: {len(tables.failures)} table row(s) fail; those tables are not written")
            written, _ = write_tables(name, tables)
            regenerated = {
                row_id(content, row) for path, content in tables.files.items() if path not in tables.failed_files for row in content["rows"]
            }
            out.print(f"[green]{name}[/]: {len(written)} outdated table(s) regenerated: {escape(', '.join(plan.tables_outdated))}")
        ran = (set(plan.refilled) | set(plan.derived)) - {case.vector_id for case, _ in plan.result.failures}
        if plan.combos is not None:
            if not _fill_combinations(plan.combos, out):
                status = EXIT_FAILED
            elif not plan.combos.held:
                # a combination generated anew (its base was refilled) is recorded; a kept one keeps its line
                ran |= {v["id"] for v in plan.combos.vectors if v["provenance"]["base"] in ran}
        ledger = update_ledger(name, recorded=ran | regenerated)
        if ledger.changed:
            out.print(f"[green]{name}[/]: {LEDGER_FILE} updated")
        if ledger.kept:
            status = EXIT_FAILED
            out.print(
                f"[red]{name}[/]: {len(ledger.kept)} vector(s) kept from disk differ from their {LEDGER_FILE} line (an outcome "
                f"edited by hand?), not recorded: {escape(', '.join(ledger.kept[:5]))}{' …' if len(ledger.kept) > 5 else ''}; "
                "run `regelwerk fill`"
            )
        if not _fill_register_ledger(name, out):
            status = EXIT_FAILED
    return _fill_docs(out) if status == EXIT_OK else _docs_left(out, status)
