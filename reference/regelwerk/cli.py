"""The ``regelwerk`` command line.

Exit codes: 0 success; 1 the suite or the engine failed (a failing check, an unexpected
result); 2 usage errors and unreadable input (a broken vector, expectation or catalog file).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from rich.console import Console
from rich.markup import escape

from regelwerk import __version__
from regelwerk.core.errors import SuiteDataError

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


def _suites(values: list[str] | None) -> list[str]:
    from regelwerk.rulesets import RULESETS

    if not values:
        return sorted(RULESETS)
    repeated = sorted({v for v in values if values.count(v) > 1})
    if repeated:
        raise SuiteDataError("--suite", f"named more than once: {', '.join(repeated)}")
    unknown = [v for v in values if v not in RULESETS]
    if unknown:
        raise SuiteDataError("--suite", f"unknown suite {', '.join(unknown)} (known: {', '.join(sorted(RULESETS))})")
    return values


def cmd_fill(args: argparse.Namespace, out: Console) -> int:
    from regelwerk.suite.catalog import rehash_catalog
    from regelwerk.suite.fill import fill_ruleset, write_fill
    from regelwerk.suite.tables import fill_tables, write_tables

    status = EXIT_OK
    for name in _suites(args.suite):
        rehashed = rehash_catalog(name)
        if rehashed:
            out.print(f"[yellow]{name}[/]: new statement hashes for {', '.join(rehashed)}")
        result = fill_ruleset(name)
        if result.failures:
            status = EXIT_FAILED
            kept = ", ".join(sorted(p.name for p in result.failed_files))
            out.print(f"[red]{name}[/]: {len(result.failures)} scenario(s) fail; not written: {escape(kept)}")
            for case, error in result.failures:
                out.print(f"  {case.feature}:{case.row_line or case.line} {case.vector_id}\n    {error}", markup=False)
        written, removed = write_fill(name, result)
        out.print(
            f"[green]{name}[/]: {result.vector_count} vectors in {len(result.files)} files "
            f"({len(written)} written, {len(removed)} removed)"
        )
        tables = fill_tables(name)
        if tables.failures:
            status = EXIT_FAILED
            kept = ", ".join(sorted(p.name for p in tables.failed_files))
            out.print(f"[red]{name}[/]: {len(tables.failures)} table row(s) fail; not written: {escape(kept)}")
            for path, where, error in tables.failures[:20]:
                out.print(f"  {path.name} {where}\n    {error}", markup=False)
        written, removed = write_tables(name, tables)
        if tables.files or removed:
            out.print(
                f"[green]{name}[/]: {tables.row_count} table rows in {len(tables.files)} table(s) "
                f"({len(written)} written, {len(removed)} removed)"
            )
    return status


def cmd_check(args: argparse.Namespace, out: Console) -> int:
    from regelwerk.suite.check import check_ruleset

    status = EXIT_OK
    for name in _suites(args.suite):
        result = check_ruleset(name)
        for problem in result.problems:
            out.print(f"[red]✗[/] {escape(str(problem))}", highlight=False)
        for vector_id, reasons in sorted(result.stale.items()):
            out.print(f"[red]✗[/] stale vector {vector_id}: {escape('; '.join(reasons))}", highlight=False)
        for table, reasons in sorted(result.stale_tables.items()):
            out.print(f"[red]✗[/] stale table {table}: {escape('; '.join(reasons))}", highlight=False)
        tables = f", {result.tables} table(s) with {result.table_rows} rows" if result.tables else ""
        if result.ok:
            out.print(
                f"[green]✓[/] {name}: {result.clauses} clauses, {result.scenarios} scenarios, "
                f"{result.vectors} vectors{tables} in sync"
            )
        else:
            status = EXIT_FAILED
            hint = " (run `regelwerk fill`)" if result.stale or result.stale_tables else ""
            stale_tables = f", {len(result.stale_tables)} stale table(s)" if result.stale_tables else ""
            out.print(
                f"[red]{name}: {len(result.problems)} problem(s), {len(result.stale)} stale vector(s){stale_tables}{hint}[/]"
            )
    return status


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="regelwerk",
        description="Rules-conformance suite and reference engine for German tabletop rule sets.",
    )
    parser.add_argument("--version", action="version", version=f"regelwerk {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def suite_option(p: argparse.ArgumentParser) -> None:
        p.add_argument("--suite", action="append", metavar="NAME", help="only this rule set (repeatable)")

    p = commands.add_parser("fill", help="run the features through the reference engine and write the vectors")
    suite_option(p)
    p.set_defaults(func=cmd_fill)

    p = commands.add_parser("check", help="lint features, catalogs and vectors; fail on drift")
    suite_option(p)
    p.set_defaults(func=cmd_check)

    from regelwerk.harness import commands as harness_commands

    harness_commands.add_parsers(commands, suite_option)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse exits 2 on usage errors, 0 on --help
        return int(exc.code or 0)
    out = Console(highlight=False, soft_wrap=True)
    err = Console(stderr=True, highlight=False, soft_wrap=True)
    try:
        return args.func(args, out)
    except SuiteDataError as exc:
        err.print(f"[red]error:[/] {escape(str(exc))}", highlight=False)
        return EXIT_USAGE
    except KeyboardInterrupt:
        err.print("interrupted")
        return 130


if __name__ == "__main__":
    sys.exit(main())
