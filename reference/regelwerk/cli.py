"""The ``regelwerk`` command line.

Exit codes: 0 success; 1 the suite or the engine failed (a failing check, an unexpected
result); 2 usage errors and unreadable input (a broken vector, expectation or catalog file).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape

from regelwerk import __version__
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.files import OutputPathError, path_argument
from regelwerk.core.gc_tuning import collect_less_often

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
    if args.outdated:
        from regelwerk.suite.outdated import run_fill_outdated

        return run_fill_outdated(_suites(args.suite), out)
    from regelwerk.suite.commands import run_fill

    return run_fill(_suites(args.suite), out)


def cmd_check(args: argparse.Namespace, out: Console) -> int:
    from regelwerk.suite.commands import run_check

    return run_check(_suites(args.suite), out)


class _Version(argparse.Action):
    """``--version``: read the suite version only when asked (``--data`` may name another suite)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(
        self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any, option_string: str | None = None
    ) -> None:
        try:
            _use_data(namespace.data)
        except SuiteDataError as exc:
            parser.error(str(exc))
        sys.stdout.write(f"regelwerk {__version__} (suite {_suite_version()})\n")
        parser.exit()


def _use_data(folder: Path | None) -> None:
    """Point everything at another suite folder (``--data``), as ``REGELWERK_DATA`` does."""
    if folder is None:
        return
    from regelwerk.core import paths
    from regelwerk.core.reading import confine

    for name in ("features", "schemas", "vectors"):
        if not (folder / name).is_dir():
            raise SuiteDataError(str(folder), f"--data: no {name}/ folder here (a suite folder holds features/, schemas/ and vectors/)")
        # A pull request's features/ linked elsewhere is not this folder's (REGELWERK_DATA, set by
        # whoever runs the command, may compose a data root of linked folders: core/reading.py).
        confine(folder / name, folder.resolve())
    os.environ["REGELWERK_DATA"] = str(folder.resolve())
    paths.data_root.cache_clear()


def _suite_version() -> str:
    from regelwerk.suite.version import suite_version

    try:
        return suite_version()
    except (SuiteDataError, FileNotFoundError) as exc:
        return f"version unknown: {exc}"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="regelwerk",
        description="Rules-conformance suite and reference engine for German tabletop rule sets.",
    )
    parser.add_argument("--version", action=_Version, help="show the versions of regelwerk and of the suite, and exit")
    parser.add_argument(
        "--data",
        type=path_argument,
        metavar="DIR",
        help="the folder with features/, schemas/ and vectors/ to work on (default: the suite regelwerk ships, or REGELWERK_DATA)",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def suite_option(p: argparse.ArgumentParser) -> None:
        p.add_argument("--suite", action="append", metavar="NAME", help="only this rule set (repeatable)")

    p = commands.add_parser("fill", help="run the features through the reference engine and write the vectors")
    suite_option(p)
    p.add_argument(
        "--outdated",
        action="store_true",
        help="refill only the vectors whose scenario, cited clauses or suite version changed, and new and removed ones",
    )
    p.set_defaults(func=cmd_fill)

    p = commands.add_parser("check", help="lint features, catalogs and vectors; fail on drift")
    suite_option(p)
    p.set_defaults(func=cmd_check)

    from regelwerk.harness import commands as harness_commands

    harness_commands.add_parsers(commands, suite_option)

    from regelwerk.editor import commands as editor_commands

    editor_commands.add_parsers(commands, suite_option, _suites)

    from regelwerk.odds import commands as odds_commands

    odds_commands.add_parser(commands)

    from regelwerk.pictures import commands as picture_commands

    picture_commands.add_parser(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    collect_less_often()  # every command holds the suite's data (core/gc_tuning.py)
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse exits 2 on usage errors, 0 on --help
        return int(exc.code or 0)
    out = Console(highlight=False, soft_wrap=True)
    err = Console(stderr=True, highlight=False, soft_wrap=True)
    try:
        _use_data(args.data)
        status: int = args.func(args, out)
        return status
    except SuiteDataError as exc:
        err.print(f"[red]error:[/] {escape(str(exc))}", highlight=False)
        return EXIT_USAGE
    except OutputPathError as exc:  # a file a command was about to write is a link, a FIFO …
        err.print(f"[red]error:[/] {escape(str(exc))}", highlight=False)
        return EXIT_USAGE
    except KeyboardInterrupt:
        err.print("interrupted")
        return 130


if __name__ == "__main__":
    sys.exit(main())
