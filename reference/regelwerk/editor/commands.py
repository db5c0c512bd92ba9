"""The rules editor's commands: ``ambiguities``, ``impact``, ``diff``, ``coverage`` and ``docs``.

Each writes Markdown or JSON to stdout, or with ``--output`` to a file written whole
(:func:`regelwerk.core.files.write_atomically`, the path checked before the work starts).  Exit
codes as everywhere: 0 the report (or the site) was written; 2 a usage error or unreadable
input, with a message naming the file, the vector or the argument.  None of them judges the
suite, so none exits 1: ``regelwerk check`` does that.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console

from regelwerk.core.canonical import Json
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.files import OutputPathError, check_output_path, make_folder, path_argument, write_atomically

EXIT_OK = 0

Suites = Callable[[list[str] | None], list[str]]  # --suite values to rule set names


def add_parsers(commands: Any, suite_option: Callable[[argparse.ArgumentParser], None], suites: Suites) -> None:
    """Register the commands; ``suites`` turns ``--suite`` values into rule set names."""

    def output_option(p: argparse.ArgumentParser, what: str = "FILE") -> None:
        p.add_argument("--output", "-o", type=path_argument, metavar=what, help="write here (whole or not at all) instead of to stdout")

    p = commands.add_parser(
        "ambiguities",
        help="every register entry: question, options, default and why, clauses, scenarios, vectors that change per option",
        description="What a rules editor reads before deciding an ambiguity: for every entry of the registers the "
        "question, the options, the default and why, the clauses and scenarios it touches, and for a switch how "
        "many vectors change outcome under each option (with their ids), and the distribution vectors that depend on "
        "it with their exact distribution under every option.",
    )
    suite_option(p)
    p.add_argument("--format", choices=("md", "json"), default="md", help="Markdown for reading (default) or JSON")
    output_option(p)
    p.set_defaults(func=lambda args, out: _ambiguities(args, out, suites))

    p = commands.add_parser(
        "impact",
        help="which vectors would flip if the default of these switches changed (old and new outcome side by side)",
        description="Try a decision before making it: the vectors whose expected outcome would change if these "
        "switches had these options as defaults, old and new outcome side by side; vectors that pin an option of "
        "these switches are reported apart. With --odds, the same for the exact distributions of the distribution "
        "vectors, side by side per value.",
    )
    p.add_argument("assignments", nargs="+", metavar="SWITCH=OPTION", help="a switch id and the option that would become its default")
    p.add_argument("--format", choices=("md", "json"), default="md", help="Markdown for a pull-request comment (default) or JSON")
    p.add_argument(
        "--odds",
        action="store_true",
        help="also the distribution vectors whose exact distribution changes: per value both probabilities and the change",
    )
    output_option(p)
    p.set_defaults(func=_impact)

    p = commands.add_parser(
        "diff",
        help="vectors added, removed and changed in outcome between two vector trees, or a git revision and the working tree",
        description="Compare two vector trees (folders of <rule set>/*.json), or the vectors/ of a git revision with "
        "the working tree: vectors added, removed and changed in outcome, and those changed only in wording, grouped "
        "by rule set and clause; Markdown for a pull-request comment, or JSON.",
    )
    p.add_argument("old", metavar="OLD", help="a vector folder, or a git revision (its vectors/)")
    p.add_argument("new", metavar="NEW", nargs="?", help="a vector folder (default: the suite's vectors/)")
    p.add_argument("--format", choices=("md", "json"), default="md", help="Markdown for a pull-request comment (default) or JSON")
    output_option(p)
    p.set_defaults(func=_diff)

    p = commands.add_parser(
        "coverage",
        help="per clause its scenarios, vectors and ambiguities; a summary and a shields.io badge per rule set",
        description="Per clause: its scenarios, vectors and ambiguities; per rule set a summary. --format shields "
        "writes a shields.io endpoint JSON per rule set (with --output DIR: DIR/<rule set>.json).",
    )
    suite_option(p)
    p.add_argument(
        "--format", choices=("md", "json", "shields"), default="md", help="Markdown (default), JSON, or shields.io endpoint JSON per rule set"
    )
    output_option(p, "PATH")
    p.set_defaults(func=lambda args, out: _coverage(args, out, suites))

    p = commands.add_parser(
        "docs",
        help="write the living documentation: a static HTML site per rule set (clauses, scenarios, vectors, ambiguities)",
        description="Write a static HTML site to OUT_DIR: per rule set the clauses with their statements, the "
        "scenarios and vectors that check each, the ambiguities with their options and impact, the distribution "
        "vectors as bar charts (inline SVG; under each ambiguity, per option); with --report, the "
        "pass/fail of a verify report (ndjson) per vector and per clause.",
    )
    p.add_argument("out_dir", type=path_argument, metavar="OUT_DIR", help="the folder for the site (made if missing; its parent must exist)")
    p.add_argument("--report", type=path_argument, metavar="FILE", help="an ndjson report of `regelwerk verify` to show")
    suite_option(p)
    p.set_defaults(func=lambda args, out: _docs(args, out, suites))


# -- output -----------------------------------------------------------------------------------


def _checked(path: Path | None) -> None:
    if path is not None:
        try:
            check_output_path(path)
        except OutputPathError as exc:
            raise SuiteDataError(str(exc.path), f"--output: {exc.message}") from None


def emit(text: str, path: Path | None, out: Console) -> None:
    if path is None:
        out.file.write(text)
        out.file.flush()
        return
    try:
        write_atomically(path, text)
    except OutputPathError as exc:
        raise SuiteDataError(str(exc.path), f"--output: {exc.message}") from None
    except OSError as exc:
        raise SuiteDataError(str(path), f"--output: cannot be written: {exc.strerror}") from None


def _json_text(value: Json) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2, sort_keys=False) + "\n"


# -- the commands -----------------------------------------------------------------------------


def _ambiguities(args: argparse.Namespace, out: Console, suites: Suites) -> int:
    from regelwerk.editor import ambiguities as module

    names = suites(args.suite)
    _checked(args.output)
    reports = module.ambiguities(names)
    emit(module.to_markdown(reports) if args.format == "md" else _json_text(module.to_json(reports)), args.output, out)
    return EXIT_OK


def _impact(args: argparse.Namespace, out: Console) -> int:
    from regelwerk.editor import impact as module

    chosen = module.parse_assignments(args.assignments)
    _checked(args.output)
    report = module.impact(chosen, with_odds=args.odds)
    emit(module.to_markdown(report) if args.format == "md" else _json_text(module.to_json(report)), args.output, out)
    return EXIT_OK


def _diff(args: argparse.Namespace, out: Console) -> int:
    from regelwerk.core.paths import data_root, vectors_dir
    from regelwerk.editor import diff as module
    from regelwerk.editor.trees import load_tree, tree_at_revision

    _checked(args.output)
    if not args.old:
        raise SuiteDataError("OLD", "is empty: name a vector folder or a git revision")
    new_path = Path(args.new) if args.new else vectors_dir()
    new_label = args.new or "working tree"
    with tempfile.TemporaryDirectory(prefix="regelwerk-diff-") as scratch:
        old_path = Path(args.old)
        if not old_path.is_dir():
            old_path = tree_at_revision(data_root(), args.old, Path(scratch))
        old = load_tree(old_path)
        new = load_tree(new_path)
        report = module.with_registers(module.diff_trees(old, new, args.old, new_label), old_path, new_path, new)
    emit(module.to_markdown(report) if args.format == "md" else _json_text(module.to_json(report)), args.output, out)
    return EXIT_OK


def _coverage(args: argparse.Namespace, out: Console, suites: Suites) -> int:
    from regelwerk.editor import coverage as module

    names = suites(args.suite)
    if args.format == "shields" and args.output is not None:
        try:
            make_folder(args.output)  # a new folder is made, as `regelwerk docs` makes OUT_DIR
        except OutputPathError as exc:
            raise SuiteDataError(str(args.output), f"--output: with --format shields this is a folder (one <rule set>.json each); it {exc.message}") from None
        for name in names:
            _checked(args.output / f"{name}.json")
        for report in module.coverage(names):
            emit(_json_text(module.shields(report)), args.output / f"{report.name}.json", out)
        return EXIT_OK
    _checked(args.output)
    reports = module.coverage(names)
    if args.format == "shields":
        text = _json_text({r.name: module.shields(r) for r in reports})
    else:
        text = module.to_markdown(reports) if args.format == "md" else _json_text(module.to_json(reports))
    emit(text, args.output, out)
    return EXIT_OK


def _docs(args: argparse.Namespace, out: Console, suites: Suites) -> int:
    from regelwerk.site.build import build_site

    names = suites(args.suite)
    pages = build_site(args.out_dir, names, args.report)
    out.print(f"docs: {len(pages)} file(s) written to {args.out_dir}", markup=False, highlight=False)
    return EXIT_OK
