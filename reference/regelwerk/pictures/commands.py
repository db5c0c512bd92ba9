"""``regelwerk show ID [--output FILE.svg|FILE.html] [--lang de|en] [--engine CMD]``: the picture
of one vector.

Without ``--output`` the SVG goes to standard output (``regelwerk show ID > case.svg``).  An
``.html`` output is one self-contained page: the vector's id, description and clauses, and the
picture inline.  With ``--engine`` the vector is run on that engine exactly as ``verify`` runs
it (:func:`regelwerk.harness.one.run_one`: the same process engine and runner), and the
engine's answer is a third panel, the pieces that differ from the expected state marked and
the differences ``verify`` prints for the case under the picture.  Exit codes: 0 written (also
for a wrong answer: the picture is what was asked for); 1 the engine did not start; 2 an
unknown id (the closest ids named), a vector file that cannot be read, an output path that
cannot be written.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path
from typing import Any

from rich.console import Console

from regelwerk.core.errors import SuiteDataError
from regelwerk.core.files import path_argument

EXIT_OK = 0
EXIT_ENGINE = 1


def add_parser(commands: Any) -> None:
    """Register ``show`` with the command line's subcommands."""
    p = commands.add_parser(
        "show",
        help="a picture of one vector: the board before with the action drawn on it, and after",
        description="Draw one vector as SVG: the board or table before the action, the action on it (paths, "
        "attack lines, charges, the distances the rules measure, labelled) and the expected state after it.",
    )
    p.add_argument("id", metavar="ID", help="the vector's id (e.g. pocket_tactics/…)")
    p.add_argument("--output", type=path_argument, metavar="FILE", help="write FILE.svg or FILE.html (default: SVG to standard output)")
    p.add_argument("--vectors", type=path_argument, action="append", metavar="PATH", help="look for the id in this vector file (repeatable; default: the suite's)")
    p.add_argument("--lang", choices=("de", "en"), default="de", help="the language of the picture's words (default: de)")
    p.add_argument("--engine", metavar="CMD", help="run the vector on this engine (as verify does) and draw its answer beside the expected one")
    p.add_argument("--timeout", type=_seconds, default=5.0, metavar="SECONDS", help="with --engine: the case's timeout (default 5)")
    p.add_argument("--start-timeout", type=_seconds, default=15.0, metavar="SECONDS", help="with --engine: handshake timeout (default 15)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace, out: Console) -> int:
    from regelwerk.harness.commands import write_output
    from regelwerk.pictures.page import page_of
    from regelwerk.pictures.show import picture_of
    from regelwerk.pictures.svg import render

    vector = find_vector(args.id, args.vectors)
    if args.output is not None and args.output.suffix.lower() not in (".svg", ".html"):
        raise SuiteDataError("--output", f"{args.output}: the name must end in .svg or .html")
    if args.engine is not None:
        from regelwerk.harness.commands import _argv, check_outputs
        from regelwerk.harness.one import EngineDidNotStart, answer_of, run_one

        argv = _argv(args.engine)
        check_outputs({"--output": args.output})
        try:
            result = run_one(vector, argv, args.timeout, args.start_timeout)
        except EngineDidNotStart as exc:
            err = Console(stderr=True, highlight=False)
            err.print(f"the engine did not start: {exc}", markup=False, highlight=False)
            return EXIT_ENGINE
        answer, differences = answer_of(vector, result)
        picture = picture_of(vector, answer, differences, args.lang)
        out_console = Console(stderr=True) if args.output is None else out
        out_console.print(f"engine: {result.kind}" + (f" ({len(differences)} difference(s))" if differences else ""), markup=False, highlight=False)
    else:
        picture = picture_of(vector, language=args.lang)
    svg = render(picture, args.lang)
    if args.output is None:
        sys.stdout.write(svg)
        return EXIT_OK
    suffix = args.output.suffix.lower()
    write_output("--output", args.output, svg if suffix == ".svg" else page_of(vector, svg, args.lang))
    out.print(f"wrote {args.output}", highlight=False, markup=False)
    return EXIT_OK


def _seconds(text: str) -> float:
    from regelwerk.harness.commands import seconds

    return seconds(text)


def find_vector(vector_id: str, paths: list[Path] | None = None) -> Any:
    """The vector with this id among the suite's vector files (or ``paths``); a
    :class:`SuiteDataError` naming the closest ids if there is none."""
    from regelwerk.suite.vectors import load_vector_file, vector_files

    ruleset = vector_id.split("/", 1)[0]
    files = list(paths) if paths else vector_files([ruleset] if "/" in vector_id else None)
    known: list[str] = []
    for path in files:
        for vector in load_vector_file(path):
            if vector.id == vector_id:
                return vector
            known.append(vector.id)
    close = difflib.get_close_matches(vector_id, known, n=3, cutoff=0.6)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise SuiteDataError("show", f"no vector has the id {vector_id!r}{hint}")
