"""The ``fill`` and ``check`` commands: what they do for each rule set, what they print, and
their exit codes (0 done, 1 the suite is not in order; a :class:`SuiteDataError` for unreadable
data is turned into 2 by the command line).

The one-line summaries are functions of their own: the docs show them as examples
(:mod:`regelwerk.suite.figures`), so an example can never differ from what the command prints.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape

from regelwerk.core.errors import SuiteDataError

if TYPE_CHECKING:
    from regelwerk.suite.combinations import CombinationFill
    from regelwerk.suite.distributions import DistributionFill
    from regelwerk.suite.writing import GeneratedFill

EXIT_OK, EXIT_FAILED = 0, 1


def fill_vectors_line(name: str, vectors: int, files: int, written: int, removed: int) -> str:
    return f"{name}: {vectors} vectors in {files} files ({written} written, {removed} removed)"


def fill_tables_line(name: str, rows: int, tables: int, written: int, removed: int) -> str:
    return f"{name}: {rows} table rows in {tables} table(s) ({written} written, {removed} removed)"


def fill_combinations_line(name: str, vectors: int, written: int, removed: int) -> str:
    return f"{name}: {vectors} switch combination vectors ({written} written, {removed} removed)"


def fill_distributions_line(name: str, vectors: int, written: int, removed: int) -> str:
    return f"{name}: {vectors} distribution vectors ({written} written, {removed} removed)"


def check_ok_line(
    name: str,
    clauses: int,
    scenarios: int,
    vectors: int,
    tables: int,
    rows: int,
    playthroughs: int,
    combinations: int = 0,
    distributions: int = 0,
) -> str:
    parts = [f"{clauses} clauses", f"{scenarios} scenarios", f"{vectors} vectors"]
    if combinations:
        parts.append(f"{combinations} switch combinations")
    if distributions:
        parts.append(f"{distributions} distribution vectors")
    if tables:
        parts.append(f"{tables} table(s) with {rows} rows")
    if playthroughs:
        parts.append(f"{playthroughs} playthrough(s)")
    return f"{name}: {', '.join(parts)} in sync"


def run_fill(names: list[str], out: Console) -> int:
    """Fill every named rule set whose filled vectors form a valid set; then the docs' figures.

    Every rule set is planned first (read, run, judged), then every file the fill will write or
    delete is checked (:func:`~regelwerk.suite.writing.refuse_unwritable`), and only then is
    anything written: unreadable data or a file that must not be written (a link, a FIFO) stops
    the command with exit 2 before the first write."""
    from regelwerk.suite.catalog import rehash_catalog
    from regelwerk.suite.fill import FillPlan, fill_targets, plan_fill, write_fill
    from regelwerk.suite.tables import write_tables
    from regelwerk.suite.validity import SuiteFacts

    status = EXIT_OK
    facts = SuiteFacts.load()
    plans: dict[str, FillPlan | list[str]] = {}
    for name in names:
        mismatch = _switch_mismatch(name)
        plans[name] = mismatch if mismatch else plan_fill(name, facts=facts)
    _refuse_unwritable(
        fill_targets(name, [*plan.result.files, *plan.tables.files]) for name, plan in plans.items() if isinstance(plan, FillPlan)
    )
    for name, plan in plans.items():
        if not isinstance(plan, FillPlan):
            status = EXIT_FAILED
            out.print(f"[red]{name}[/]: nothing written: the rules and the register disagree on the switches ({len(plan)} problem(s))")
            for problem in plan:
                out.print(f"  ✗ {problem}", markup=False)
            continue
        result, tables = plan.result, plan.tables
        if result.failures:
            status = EXIT_FAILED
            kept = ", ".join(sorted(p.name for p in result.failed_files))
            out.print(f"[red]{name}[/]: {len(result.failures)} scenario(s) fail; not written: {escape(kept)}")
            for case, error in result.failures:
                out.print(f"  {case.feature}:{case.row_line or case.line} {case.vector_id}\n    {error}", markup=False)
        if plan.refused:
            status = EXIT_FAILED
            refusals = plan.refusals()
            out.print(f"[red]{name}[/]: nothing written: the filled vectors would not be a valid set ({len(refusals)} problem(s))")
            for line in refusals:
                out.print(f"  ✗ {line}", markup=False)
            continue
        rehashed = rehash_catalog(name)
        if rehashed:
            out.print(f"[yellow]{name}[/]: new statement hashes for {', '.join(rehashed)}")
        written, removed = write_fill(name, result)
        line = fill_vectors_line(name, result.vector_count, len(result.files), len(written), len(removed))
        out.print(f"[green]{name}[/]{escape(line[len(name):])}")
        if tables.failures:
            status = EXIT_FAILED
            kept = ", ".join(sorted(p.name for p in tables.failed_files))
            out.print(f"[red]{name}[/]: {len(tables.failures)} table row(s) fail; not written: {escape(kept)}")
            for path, where, error in tables.failures[:20]:
                out.print(f"  {path.name} {where}\n    {error}", markup=False)
        written, removed = write_tables(name, tables)
        if tables.files or removed:
            line = fill_tables_line(name, tables.row_count, len(tables.files), len(written), len(removed))
            out.print(f"[green]{name}[/]{escape(line[len(name):])}")
        if plan.combos is not None and not _fill_combinations(plan.combos, out):
            status = EXIT_FAILED
        if plan.dists is not None and not _fill_distributions(plan.dists, out):
            status = EXIT_FAILED
        if not _fill_ledger(name, out):
            status = EXIT_FAILED
    return _fill_docs(out) if status == EXIT_OK else _docs_left(out, status)


def _fill_combinations(combos: CombinationFill, out: Console) -> bool:
    """Write (or delete) the switch combinations of a rule set (:mod:`regelwerk.suite.combinations`);
    False when the generator failed for some base vector (the file is left as it was)."""
    from regelwerk.suite.combinations import write

    return _fill_generated(combos, write(combos), out, "combinations of", "the switch combinations fail for {} vector(s)", fill_combinations_line)


def _fill_distributions(dists: DistributionFill, out: Console) -> bool:
    """Write (or delete) the distribution vectors of a rule set (:mod:`regelwerk.suite.distributions`);
    False when the generator failed for some case (the file is left as it was)."""
    from regelwerk.suite.distributions import write

    return _fill_generated(dists, write(dists), out, "distribution of", "the distribution vectors fail for {} case(s)", fill_distributions_line)


def _fill_generated(
    fill: GeneratedFill,
    changed: tuple[list[Path], list[Path]],
    out: Console,
    each: str,
    failed: str,
    summary: Callable[[str, int, int, int], str],
) -> bool:
    """What fill says of a generator's file: each failure (then the file was left as it was),
    why it was held back, or how many vectors it has and whether it was written or removed
    (``changed``: what its ``write`` did, nothing when the generation is held)."""
    name = fill.ruleset
    for origin, error in fill.failures:
        out.print(f"  {fill.path.name}: {each} {origin}\n    {error}", markup=False)
    if fill.failures:
        out.print(f"[red]{name}[/]: {failed.format(len(fill.failures))}; not written: {fill.path.name}")
        return False
    if fill.held_back:
        out.print(f"[yellow]{name}[/]: {escape(fill.path.name)} left as it is: {escape(fill.held_back)}")
        return True
    written, removed = changed
    if fill.vectors or removed:
        line = summary(name, len(fill.vectors), len(written), len(removed))
        out.print(f"[green]{name}[/]{escape(line[len(name):])}")
    return True


def _refuse_unwritable(targets: Iterable[list[Path]]) -> None:
    """Every file of ``targets`` (one list per rule set) and the docs with figures are checked
    before anything is written (:func:`~regelwerk.suite.writing.refuse_unwritable`)."""
    from regelwerk.suite.figures import doc_files
    from regelwerk.suite.writing import refuse_unwritable

    refuse_unwritable([*(path for paths in targets for path in paths), *doc_files()])


def _switch_mismatch(name: str) -> list[str]:
    """Switches the rules read that the register does not have: no scenario can run then."""
    from regelwerk.rulesets import RULESETS
    from regelwerk.suite.codescan import SWITCH_MISMATCH, switch_problems
    from regelwerk.suite.register import load_register

    problems = switch_problems(RULESETS[name], load_register(name))
    return [str(p) for p in problems if p.message.startswith(SWITCH_MISMATCH)]


def _fill_ledger(name: str, out: Console) -> bool:
    """The outcome ledger after the vectors of a rule set were written (:mod:`regelwerk.suite.version`)."""
    from regelwerk.suite.version import LEDGER_FILE, update_ledger

    if update_ledger(name).changed:
        out.print(f"[green]{name}[/]: {LEDGER_FILE} updated")
    return _fill_register_ledger(name, out)


def _fill_register_ledger(name: str, out: Console) -> bool:
    """The register ledger (:mod:`regelwerk.suite.registerledger`): what each register entry says
    now; a changed default whose reason did not change is not recorded (``check`` keeps failing)."""
    from regelwerk.suite.register import load_register
    from regelwerk.suite.registerledger import REGISTER_LEDGER_FILE, update_register_ledger

    changed, refused = update_register_ledger(name, load_register(name))
    for message in refused:
        out.print(f"[red]✗[/] {escape(message)}", highlight=False)
    if changed:
        out.print(f"[green]{name}[/]: {REGISTER_LEDGER_FILE} updated")
    return not refused


def _fill_docs(out: Console) -> int:
    from regelwerk.suite.figures import doc_files, rewrite_docs

    if not doc_files():
        return EXIT_OK  # an installed wheel has no docs
    report = rewrite_docs()
    for problem in report.problems:
        out.print(f"[red]✗[/] {escape(str(problem))}", highlight=False)
    if report.problems:
        out.print(f"[red]docs[/]: {len(report.problems)} figure marker(s) cannot be read; no figure written")
        return EXIT_FAILED
    names = ", ".join(p.name for p in report.rewritten)
    out.print(f"[green]docs[/]: {report.markers} figures, {len(report.drifted)} rewritten" + (f" ({escape(names)})" if names else ""))
    return EXIT_OK


def _docs_left(out: Console, status: int) -> int:
    out.print("[yellow]docs[/]: figures left as they are (the fill did not complete)")
    return status


def run_check(names: list[str], out: Console) -> int:
    """Check every named rule set, then the versions and the docs' figures.  The three read the
    same vector files: each text is judged within its bounds once (:mod:`regelwerk.suite.readonce`)."""
    from regelwerk.suite.readonce import reading_once

    with reading_once():
        return _run_check(names, out)


def _run_check(names: list[str], out: Console) -> int:
    from regelwerk.suite.check import check_ruleset
    from regelwerk.suite.validity import SuiteFacts

    facts = SuiteFacts.load(readable_only=True)  # a rule set whose catalog or register is unreadable reports it, once
    status = EXIT_OK
    for name in names:
        result = check_ruleset(name, facts)
        for problem in result.problems:
            out.print(f"[red]✗[/] {escape(str(problem))}", highlight=False)
        for warning in result.warnings:
            out.print(f"[yellow]![/] {escape(str(warning))}", highlight=False)
        for vector_id, reasons in sorted(result.stale.items()):
            out.print(f"[red]✗[/] stale vector {vector_id}: {escape('; '.join(reasons))}", highlight=False)
        for table, reasons in sorted(result.stale_tables.items()):
            out.print(f"[red]✗[/] stale table {table}: {escape('; '.join(reasons))}", highlight=False)
        warned = f" ({len(result.warnings)} warning(s))" if result.warnings else ""
        if result.ok:
            line = check_ok_line(
                name, result.clauses, result.scenarios, result.vectors, result.tables, result.table_rows, result.playthroughs,
                result.combinations, result.distributions,
            )
            out.print(f"[green]✓[/] {escape(line)}{warned}")
        else:
            status = EXIT_FAILED
            if result.fill_refused:
                hint = " (fix the problems above: `regelwerk fill` refuses to write these vectors)"
            else:
                hint = " (run `regelwerk fill`)" if result.stale or result.stale_tables else ""
            stale_tables = f", {len(result.stale_tables)} stale table(s)" if result.stale_tables else ""
            out.print(
                f"[red]{name}: {len(result.problems)} problem(s), {len(result.stale)} stale vector(s){stale_tables}{hint}[/]{warned}"
            )
    return max(status, _check_versions(names, out), _check_docs(out))


def _check_versions(names: list[str], out: Console) -> int:
    """The suite version, the outcome ledgers and the changelog (:mod:`regelwerk.suite.version`)."""
    from regelwerk.suite.figures import doc_files
    from regelwerk.suite.version import suite_version, versioning_problems

    problems = versioning_problems(names, changelog_required=bool(doc_files()))
    for problem in problems:
        out.print(f"[red]✗[/] {escape(str(problem))}", highlight=False)
    if problems:
        out.print(f"[red]versions: {len(problems)} problem(s)[/]")
        return EXIT_FAILED
    out.print(f"[green]✓[/] {escape(versions_ok_line(suite_version(), bool(doc_files())))}")
    return EXIT_OK


def versions_ok_line(version: str, changelog: bool) -> str:
    checked = "changelog, outcome and register ledgers" if changelog else "outcome and register ledgers"
    return f"versions: suite {version}, {checked} in sync"


def _check_docs(out: Console) -> int:
    from regelwerk.suite.figures import check_docs, doc_files

    if not doc_files():
        return EXIT_OK  # an installed wheel has no docs
    try:
        report = check_docs()
    except SuiteDataError as exc:
        out.print(f"[red]✗[/] docs: the figures cannot be computed: {escape(str(exc))}", highlight=False)
        return EXIT_FAILED
    for problem in (*report.problems, *report.drifted):
        out.print(f"[red]✗[/] {escape(str(problem))}", highlight=False)
    if report.problems or report.drifted:
        hint = " (run `regelwerk fill`)" if report.drifted else ""
        out.print(f"[red]docs: {len(report.problems)} unreadable marker(s), {len(report.drifted)} drifted figure(s){hint}[/]")
        return EXIT_FAILED
    out.print(f"[green]✓[/] docs: {report.markers} figures in sync")
    return EXIT_OK
