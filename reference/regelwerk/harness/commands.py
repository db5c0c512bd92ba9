"""The ``verify``, ``serve`` and ``smoke`` commands."""

from __future__ import annotations

import argparse
import shlex
from pathlib import Path

from rich.console import Console
from rich.markup import escape as plain
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from regelwerk.core.errors import SuiteDataError
from regelwerk.harness.expect import dump_expectations, expectations_from, load_expectations
from regelwerk.harness.process import EngineStartFailed, ProcessEngine
from regelwerk.harness.reference import InProcessEngine
from regelwerk.harness.report import FORMATS, now, print_summary, render
from regelwerk.harness.results import NOT_RUN, UNEXPECTED_FAILURE, CaseResult, RunSummary
from regelwerk.harness.runner import judge, run_vectors
from regelwerk.suite.fill import write_atomically
from regelwerk.suite.vectors import load_vectors

HINTS = {
    "cannot-start": "check the command: it runs as an argument vector without a shell, so pipes, redirections and variables do not work",
    "not-json": "the engine wrote something that is not JSON to stdout; send logs and prompts to stderr",
    "non-utf8": "write messages as UTF-8",
    "protocol-version": 'answer the start command with "version": 1 (docs/protocol.md)',
    "start-timeout": "answer the start line promptly and flush stdout after every line",
    "exited": "the engine exited; its stderr (above) usually says why",
    "partial-line": "end every message with a newline and flush stdout",
    "wrong-seq": "answer every run command with the seq it carried",
    "invalid-message": "compare the message with schemas/protocol/ (run with --strict for details)",
    "no-answer": "answer every run line with exactly one line, then flush",
    "answer-too-large": "an answer must stay below the line limit",
}


def add_parsers(commands, suite_option) -> None:
    p = commands.add_parser("verify", help="run the vectors against an engine (default: the reference engine)")
    p.add_argument("--engine", metavar="CMD", help='engine command, e.g. "node engine.js" (split like a shell, run without one)')
    p.add_argument("--suite", action="extend", nargs="+", metavar="NAME", help="only these rule sets")
    p.add_argument("--timeout", type=float, default=5.0, metavar="SECONDS", help="per-case timeout (default 5)")
    p.add_argument("--start-timeout", type=float, default=15.0, metavar="SECONDS", help="handshake timeout (default 15)")
    p.add_argument("--max-restarts", type=int, default=5, metavar="N", help="restarts after crashes and timeouts (default 5)")
    p.add_argument("--expect", type=Path, metavar="FILE", help="expectation file (JSON or YAML) of known failures")
    p.add_argument("--save-expect", type=Path, metavar="FILE", help="write an expectation file from this run")
    p.add_argument("--report", type=Path, metavar="FILE", help="write a report")
    p.add_argument("--format", choices=FORMATS, help="report format (default: from the extension; .xml junit, .md md, else ndjson)")
    p.add_argument("--strict", action="store_true", help="validate every protocol message against schemas/protocol/")
    p.add_argument("--vectors", type=Path, metavar="DIR", help="vector folder (default: the suite's own)")
    p.set_defaults(func=cmd_verify)

    p = commands.add_parser("serve", help="run the reference engine as a protocol engine on stdin/stdout")
    p.set_defaults(func=cmd_serve)

    p = commands.add_parser("smoke", help="check an engine adapter: handshake, one case, clean stop")
    p.add_argument("--engine", metavar="CMD", required=True)
    p.add_argument("--timeout", type=float, default=5.0, metavar="SECONDS")
    p.add_argument("--start-timeout", type=float, default=15.0, metavar="SECONDS")
    p.set_defaults(func=cmd_smoke)


def _argv(command: str) -> list[str]:
    try:
        argv = shlex.split(command)
    except ValueError as exc:
        raise SuiteDataError("--engine", f"cannot split the command: {exc}") from None
    if not argv:
        raise SuiteDataError("--engine", "the engine command is empty")
    return argv


def _report_format(args: argparse.Namespace) -> str | None:
    if args.report is None:
        if args.format:
            raise SuiteDataError("--format", "--format needs --report FILE")
        return None
    if args.format:
        return args.format
    suffix = args.report.suffix.lower()
    return {".xml": "junit", ".md": "md"}.get(suffix, "ndjson")


def cmd_verify(args: argparse.Namespace, out: Console) -> int:
    fmt = _report_format(args)
    if args.timeout <= 0 or args.start_timeout <= 0 or args.max_restarts < 0:
        raise SuiteDataError("arguments", "timeouts must be positive and --max-restarts not negative")
    from regelwerk.rulesets import RULESETS

    unknown = [s for s in args.suite or [] if s not in RULESETS]
    if unknown:
        raise SuiteDataError("--suite", f"unknown suite {', '.join(unknown)} (known: {', '.join(sorted(RULESETS))})")
    vectors = load_vectors(args.suite, args.vectors)
    expectations = load_expectations(args.expect) if args.expect else {}
    meta = {"started": now(), "suites": sorted({v.ruleset for v in vectors}), "vectors": len(vectors)}

    if args.engine is not None:  # --engine "" (an unset variable) is an error, not the reference engine
        argv = _argv(args.engine)
        meta["command"] = argv
        engine = ProcessEngine(
            argv, timeout=args.timeout, start_timeout=args.start_timeout, max_restarts=args.max_restarts, strict=args.strict
        )
    else:
        engine = InProcessEngine()
        meta["command"] = None

    started = True
    try:
        info = engine.start()
    except EngineStartFailed as exc:
        started = False
        summary, info = _start_failed(exc, vectors, expectations, argv)
        out.print(f"[red]the engine did not start[/] ({exc.reason}): {plain(exc.message)}")
        if exc.reason in HINTS:
            out.print(f"  hint: {HINTS[exc.reason]}")
        if exc.stderr:
            out.print("  stderr:\n" + _indent(exc.stderr[-2000:]), markup=False)
    else:
        summary = _run_with_progress(engine, info, vectors, expectations, out)

    print_summary(out, summary, info, list_failures=started)
    if args.report is not None:
        write_atomically(args.report, render(fmt, summary, info, meta))
        out.print(f"report: {args.report} ({fmt})", markup=False)
    if args.save_expect is not None:
        data = expectations_from(summary.results, info.implementation.name, expectations)
        write_atomically(args.save_expect, dump_expectations(data, args.save_expect))
        out.print(f"expectations: {args.save_expect} ({len(data['expectations'])} entries)", markup=False)
    if summary.results and all(r.kind == NOT_RUN for r in summary.results):
        out.print("[red]no vector was run[/]: the engine declares none of the selected rule sets or interpretations")
        return 1
    stale = sorted(set(expectations) - {r.id for r in summary.results})
    if stale:
        out.print(f"[yellow]note[/]: {len(stale)} expectation(s) name vectors that were not in this run: {plain(', '.join(stale[:5]))}")
    return summary.exit_code


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.rstrip().splitlines())


def _start_failed(exc: EngineStartFailed, vectors, expectations, argv):
    from regelwerk.harness.protocol import Implementation, StartInfo

    info = StartInfo(Implementation(name=argv[0]), {}, False, None)
    summary = RunSummary()
    for vector in vectors:
        expectation = expectations.get(vector.id)
        summary.results.append(
            CaseResult(
                vector.id, vector.ruleset, vector.file, vector.clauses, "crash", judge("crash", expectation),
                message=f"the engine did not start: {exc.message}", reason=exc.reason,
                expected_kind=expectation.kind if expectation else None,
                expectation_reason=expectation.reason if expectation else None, stderr=exc.stderr or None,
            )
        )
    return summary, info


def _run_with_progress(engine, info, vectors, expectations, out: Console) -> RunSummary:
    if not out.is_terminal:
        return run_vectors(engine, info, vectors, expectations)
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, console=out, transient=True) as progress:
        name = plain(info.implementation.name)
        task = progress.add_task(name, total=len(vectors))
        failed = 0

        def on_result(result: CaseResult) -> None:
            nonlocal failed
            failed += result.status == UNEXPECTED_FAILURE
            progress.update(task, advance=1, description=f"{name} ({failed} failing)")

        return run_vectors(engine, info, vectors, expectations, on_result)


def cmd_serve(args: argparse.Namespace, out: Console) -> int:
    from regelwerk.harness.reference import serve

    return serve()


def cmd_smoke(args: argparse.Namespace, out: Console) -> int:
    from regelwerk.harness.smoke import smoke

    return smoke(_argv(args.engine), args.timeout, args.start_timeout, out)
