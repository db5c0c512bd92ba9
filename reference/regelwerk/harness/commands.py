"""The ``verify``, ``serve``, ``smoke`` and ``merge-reports`` commands.

Everything that can be wrong with the command line or the input is found before an engine
starts: option values, the files and filters that select the cases, the expectation file, and
every output path.  Such a problem is exit 2 with a message naming the option or file.
"""

from __future__ import annotations

import argparse
import math
import os
import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from regelwerk.core.errors import SuiteDataError
from regelwerk.core.files import OutputPathError, check_output_path, write_atomically
from regelwerk.harness import contain, interrupts
from regelwerk.harness.cases import Case, display_path, source_of
from regelwerk.harness.expect import Expectation, dump_expectations, expectations_from, load_expectations
from regelwerk.harness.interrupts import Interrupts
from regelwerk.harness.process import EngineStartFailed, ProcessEngine
from regelwerk.harness.protocol import StartInfo
from regelwerk.harness.reference import InProcessEngine
from regelwerk.harness.report import FORMATS, make_header, now, render
from regelwerk.harness.results import NOT_RUN, UNEXPECTED_FAILURE, CaseResult, RunSummary
from regelwerk.harness.runner import Engine, judge, run_vectors
from regelwerk.harness.sampling import DEFAULT_SAMPLES, Plan, default_cases, run_sampling
from regelwerk.suite.vectors import Vector
from regelwerk.harness.select import Filters, Shard, load_cases, prepare_cases, select, source_files
from regelwerk.harness.terminal import print_summary
from regelwerk.harness.text import console as safe
from regelwerk.harness.text import console_block
from regelwerk.suite.vectors import SourceFiles, Vector

HINTS = {
    "cannot-start": "check the command: it runs as an argument vector without a shell, so pipes, redirections and variables do not work",
    "not-json": "the engine wrote something that is not JSON to stdout; send logs and prompts to stderr",
    "non-utf8": "write messages as UTF-8",
    "protocol-version": 'answer the start command with "version": 1 (docs/protocol.md)',
    "start-timeout": "answer the start line promptly and flush stdout after every line",
    "exited": "the engine exited; its stderr (above) usually says why",
    "partial-line": "end every message with a newline and flush stdout",
    "wrong-seq": "answer every run command with the seq it carried",
    "invalid-message": "compare the line the engine sent (quoted above) with schemas/protocol/ and docs/protocol.md",
    "no-answer": "answer every run line with exactly one line, then flush",
    "answer-too-large": "an answer must stay below the line limit",
}

MAX_JOBS = 64


# -- option types: a bad value is an argparse usage error (exit 2) naming the option ------------


def seconds(text: str) -> float:
    """A positive, finite number of seconds."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive, finite number of seconds, got {text!r}")
    return value


def count(text: str) -> int:
    """A whole number, zero or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must not be negative, got {text!r}")
    return value


def positive(text: str) -> int:
    """A whole number, one or more."""
    value = count(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"not positive: {text!r}")
    return value


def jobs(text: str) -> int:
    value = count(text)
    if not 1 <= value <= MAX_JOBS:
        raise argparse.ArgumentTypeError(f"must be from 1 to {MAX_JOBS}, got {text!r}")
    return value


def shard(text: str) -> Shard:
    try:
        return Shard.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_parsers(commands: Any, suite_option: Callable[[argparse.ArgumentParser], None]) -> None:
    p = commands.add_parser(
        "verify",
        help="run the conformance cases against an engine (default: the reference engine)",
        description="Run the vectors and golden playthroughs against an engine and compare every outcome. "
        "Exit 0: everything passed or failed as the expectation file says; 1: anything else; 2: usage or input error.",
    )
    p.add_argument("--engine", metavar="CMD", help='engine command, e.g. "node engine.js" (split like a shell, run without one)')
    select_ = p.add_argument_group("selecting cases (the values of one option are alternatives; different options must all match)")
    select_.add_argument("--suite", action="extend", nargs="+", metavar="NAME", help="only these rule sets")
    select_.add_argument(
        "--vectors", action="append", type=Path, metavar="PATH",
        help="a vector file, table or playthrough, or a folder of them (repeatable; default: the suite's own vectors)",
    )
    select_.add_argument("--id", action="append", metavar="GLOB", help="case ids matching this fnmatch pattern (repeatable)")
    select_.add_argument("--clause", action="append", metavar="ID", help="cases that cite this clause (repeatable)")
    select_.add_argument(
        "--feature", action="append", metavar="NAME",
        help="cases from this feature: file stem or path below features/; or a table's or playthrough's file name (repeatable)",
    )
    select_.add_argument("--shard", type=shard, metavar="K/N", help="only part K of N of the selected cases (for a CI matrix)")
    run = p.add_argument_group("running")
    run.add_argument("--jobs", type=jobs, default=1, metavar="N", help="engine processes running at once (default 1)")
    run.add_argument("--timeout", type=seconds, default=5.0, metavar="SECONDS", help="per-case timeout (default 5)")
    run.add_argument("--start-timeout", type=seconds, default=15.0, metavar="SECONDS", help="handshake timeout (default 15)")
    run.add_argument("--max-restarts", type=count, default=5, metavar="N", help="restarts after crashes and timeouts, per engine process (default 5)")
    run.add_argument("--strict", action="store_true", help="validate every protocol message against schemas/protocol/")
    sampling = p.add_argument_group("sampling (engines that roll their own dice: docs/sampling.md)")
    sampling.add_argument(
        "--samples", type=positive, nargs="?", const=DEFAULT_SAMPLES, metavar="N",
        help=f"sample each distribution vector N times (default {DEFAULT_SAMPLES:,}) and test the outcomes and die faces against the exact odds; "
        "without a selection option other than --suite, a default subset of the distribution vectors",
    )
    sampling.add_argument("--seed", type=count, metavar="S", help="with --samples: a seed sent with every batch, for reproducible runs")
    output = p.add_argument_group("results")
    output.add_argument("--expect", type=Path, metavar="FILE", help="expectation file (JSON or YAML) of known failures")
    output.add_argument("--save-expect", type=Path, metavar="FILE", help="write an expectation file from this run (not from an interrupted one)")
    output.add_argument(
        "--report", type=Path, action="append", metavar="FILE",
        help="write a report (repeatable: one run, several reports, e.g. results.xml and results.html)",
    )
    output.add_argument(
        "--format", choices=FORMATS,
        help="report format (default: from the extension; .xml junit, .md md, .html html, else ndjson); with one --report only",
    )
    output.add_argument(
        "--by", action="append", choices=("clause", "feature"), default=[],
        help="also print a table of counts per clause or per feature (repeatable; the Markdown report always has both)",
    )
    p.set_defaults(func=cmd_verify)

    p = commands.add_parser(
        "serve",
        help="run the reference engine as a protocol engine on stdin/stdout",
        description="Answer protocol messages (docs/protocol.md) on stdin/stdout with the reference engine, until stop or end of input.",
    )
    p.set_defaults(func=cmd_serve)

    p = commands.add_parser(
        "smoke",
        help="check an engine adapter: handshake, one case, clean stop",
        description="Check an engine adapter step by step (strict, no restarts) and say what is wrong, with a hint.",
    )
    p.add_argument("--engine", metavar="CMD", required=True, help="engine command (split like a shell, run without one)")
    p.add_argument("--timeout", type=seconds, default=5.0, metavar="SECONDS", help="per-case timeout (default 5)")
    p.add_argument("--start-timeout", type=seconds, default=15.0, metavar="SECONDS", help="handshake timeout (default 15)")
    p.set_defaults(func=cmd_smoke)

    p = commands.add_parser(
        "merge-reports",
        help="merge the ndjson reports of the shards of one run into one report",
        description="Merge ndjson reports written by `verify --shard K/N --report FILE` into one report, in case order. "
        "Refuses reports without a footer, of another engine, suite version or selection, overlapping cases and missing shards. "
        "Exit 0/1 as the merged run; 2 if the reports cannot be merged.",
    )
    p.add_argument("reports", nargs="+", type=Path, metavar="REPORT", help="ndjson reports, one per shard")
    p.add_argument("-o", "--output", type=Path, required=True, metavar="FILE", help="the merged report")
    p.add_argument("--format", choices=FORMATS, help="format of the merged report (default: from the extension)")
    p.set_defaults(func=cmd_merge_reports)


def _argv(command: str) -> list[str]:
    try:
        argv = shlex.split(command)
    except ValueError as exc:
        raise SuiteDataError("--engine", f"cannot split the command: {exc}") from None
    if not argv:
        raise SuiteDataError("--engine", "the engine command is empty")
    return argv


def report_format(path: Path | None, given: str | None, option: str = "--report") -> str | None:
    if path is None:
        if given:
            raise SuiteDataError("--format", f"--format needs {option} FILE")
        return None
    return given or {".xml": "junit", ".md": "md", ".html": "html", ".htm": "html"}.get(path.suffix.lower(), "ndjson")


def _same_file(a: Path, b: Path) -> bool:
    """Whether two paths name one file: the same path once resolved, or (through a symbolic link
    to it or a hard link) the same inode."""
    if a.resolve() == b.resolve():
        return True
    try:
        return os.path.samefile(a, b)
    except OSError:  # one of them does not exist (yet): then only the path could be the same
        return False


def check_outputs(
    outputs: dict[str, Path | None], inputs: Sequence[tuple[str, Path]] = (), updates: dict[str, str] | None = None
) -> None:
    """Every output path writable as a regular file, no two options naming the same file, and no
    output that is one of the files the command reads (``inputs``: option and path), also
    through a symbolic or a hard link: writing it would destroy the input.  ``updates`` names the
    output that may replace an input on purpose (``--save-expect`` the ``--expect`` file)."""
    updates = updates or {}
    seen: list[tuple[Path, str]] = []
    for option, path in outputs.items():
        if path is None:
            continue
        try:
            check_output_path(path)
        except OutputPathError as exc:
            raise SuiteDataError(option, f"{path}: {exc.message}") from None
        for other, name in seen:
            if _same_file(path, other):
                raise SuiteDataError(option, f"{path} is also the {name} file")
        for name, source in inputs:
            if updates.get(option) != name and _same_file(path, source):
                raise SuiteDataError(option, f"{path} is the {name} file {source}, which this command reads; it would be overwritten")
        seen.append((path, option))


def write_output(option: str, path: Path, content: str) -> None:
    try:
        write_atomically(path, content)
    except OutputPathError as exc:
        raise SuiteDataError(option, f"{path}: {exc.message}") from None
    except OSError as exc:
        raise SuiteDataError(option, f"{path}: cannot write: {exc.strerror}") from None


def _sources(args: argparse.Namespace) -> SourceFiles:
    """The files the run reads cases from (``--vectors``, else the suite's own)."""
    from regelwerk.rulesets import RULESETS

    suites = args.suite or []
    repeated = sorted({s for s in suites if suites.count(s) > 1})
    if repeated:
        raise SuiteDataError("--suite", f"named more than once: {', '.join(repeated)}")
    unknown = [s for s in suites if s not in RULESETS]
    if unknown:
        raise SuiteDataError("--suite", f"unknown suite {', '.join(unknown)} (known: {', '.join(sorted(RULESETS))})")
    return source_files(args.vectors or [], suites)


def _selected_cases(args: argparse.Namespace, files: SourceFiles) -> list[Case]:
    suites = args.suite or []
    cases = load_cases(files)
    if not cases:
        raise SuiteDataError(" ".join(str(p) for p in args.vectors or []) or "vectors", "the selected files hold no case")
    filters = Filters(tuple(suites), tuple(args.id or ()), tuple(args.clause or ()), tuple(args.feature or ()))
    chosen = select(cases, filters)
    if args.shard is not None:
        selected, chosen = len(chosen), args.shard.pick(chosen)
        if not chosen:
            raise SuiteDataError("--shard", f"shard {args.shard} of {selected} selected cases is empty")
    return prepare_cases(chosen)


def sampled_cases(args: argparse.Namespace, cases: list[Case]) -> list[Vector]:
    """``--samples``: the distribution vectors of the selection; without a selection option
    other than ``--suite``, the default subset (:func:`default_cases`)."""
    found = [c for c in cases if isinstance(c, Vector) and c.projection is not None]
    if not (args.vectors or args.id or args.clause or args.feature):
        found = default_cases(found)
    if not found:
        raise SuiteDataError("--samples", "the selection holds no distribution vector to sample")
    return found


def _suite_versions(cases: list[Case]) -> dict[str, list[str]]:
    versions: dict[str, set[str]] = {}
    for case in cases:
        raw = getattr(case, "raw", None)
        version = raw.get("suite_version") if isinstance(raw, dict) else None
        versions.setdefault(case.ruleset, set())
        if isinstance(version, str):
            versions[case.ruleset].add(version)
    return {name: sorted(found) for name, found in sorted(versions.items())}


def _interrupted_before(out: Console, received: Interrupts, what: str) -> int:
    out.print(f"[yellow]interrupted[/] ({received.name or 'SIGINT'}) {what}", highlight=False, emoji=False)
    return 1


def cmd_verify(args: argparse.Namespace, out: Console) -> int:
    """``regelwerk verify``: contained (every process of the run ends with it) and interruptible
    (SIGINT, SIGTERM, SIGHUP end the run at once; what is complete is written)."""
    with interrupts.handled() as received:
        try:
            with contain.containment():
                try:
                    return _verify(args, out)
                finally:
                    interrupts.settle()  # the engines are killed next, whatever arrives now
        except KeyboardInterrupt:  # before any case ran: loading the cases, the first handshake
            return _interrupted_before(out, received, "before any case ran: no file written")


def _reports(args: argparse.Namespace) -> list[tuple[Path, str]]:
    """Each ``--report`` with its format: ``--format`` for the one report, else its extension."""
    paths: list[Path] = args.report or []
    if args.format and len(paths) > 1:
        raise SuiteDataError("--format", "--format applies to one --report; with several, each takes its format from its extension")
    if not paths:
        report_format(None, args.format)  # --format without --report: the usage error
    return [(path, report_format(path, args.format) or "ndjson") for path in paths]


def _report_options(reports: list[tuple[Path, str]]) -> dict[str, Path | None]:
    """The report paths as check_outputs names them: ``--report``, then ``--report #2``…"""
    return {("--report" if n == 0 else f"--report #{n + 1}"): path for n, (path, _) in enumerate(reports)}


def _verify(args: argparse.Namespace, out: Console) -> int:
    reports = _reports(args)
    argv = _argv(args.engine) if args.engine is not None else None  # --engine "" is an error, not the reference engine
    files = _sources(args)
    inputs = [("--expect", args.expect)] if args.expect is not None else []
    inputs += [("--vectors" if args.vectors else "suite's vector", path) for path in (*files.vector_sources, *files.playthroughs)]
    check_outputs({**_report_options(reports), "--save-expect": args.save_expect}, inputs, updates={"--save-expect": "--expect"})
    cases = _selected_cases(args, files)
    if args.seed is not None and args.samples is None:
        raise SuiteDataError("--seed", "--seed needs --samples")
    if args.samples is not None:
        if args.jobs > 1:
            raise SuiteDataError("--jobs", "--samples runs one engine process (a run is judged as one family)")
        if args.shard is not None:
            raise SuiteDataError("--shard", "--samples judges the whole run as one family: it cannot be split into shards")
        cases = list(sampled_cases(args, cases))
    expectations = load_expectations(args.expect) if args.expect else {}
    meta = {
        "started": now(),
        "suites": sorted({c.ruleset for c in cases}),
        "suite_versions": _suite_versions(cases),
        "vectors": len(cases),
        "command": argv,
        "filters": Filters(tuple(args.suite or ()), tuple(args.id or ()), tuple(args.clause or ()), tuple(args.feature or ())).to_json(),
    }
    if args.shard is not None:
        meta["shard"] = args.shard.to_json()
    plan = Plan(args.samples, seed=args.seed) if args.samples is not None else None

    def make_engine() -> Engine:
        if argv is not None:
            return ProcessEngine(
                argv, timeout=args.timeout, start_timeout=args.start_timeout, max_restarts=args.max_restarts, strict=args.strict
            )
        if args.jobs > 1:  # the reference engine in several processes: in one process the threads would share one interpreter lock
            return ProcessEngine([sys.executable, "-m", "regelwerk", "serve"], timeout=args.timeout, start_timeout=args.start_timeout, max_restarts=args.max_restarts)
        return InProcessEngine()

    engine = make_engine()
    started = True
    try:
        info = engine.start()
    except EngineStartFailed as exc:
        interrupts.settle()  # the outcome of the run is known: a signal from here on cuts nothing short
        started = False
        summary, info = _start_failed(exc, cases, expectations, argv or ["regelwerk"])
        out.print(f"[red]the engine did not start[/] ({exc.reason}): {safe(exc.message)}", highlight=False, emoji=False)
        if exc.reason in HINTS:
            out.print(f"  hint: {HINTS[exc.reason]}")
        if exc.stderr:
            out.print("  stderr:")
            for line in console_block(exc.stderr[-2000:]):
                out.print(line, highlight=False, emoji=False)
    else:
        summary = _run_with_progress(engine, make_engine, args.jobs, info, cases, expectations, out, plan)
    if plan is not None:
        meta["samples"] = plan.to_json(sum(1 for r in summary.results if r.fit is not None))

    out.print(engine_line(info, argv, args.jobs), highlight=False, emoji=False)
    print_summary(out, summary, info, list_failures=started, by=args.by, report=reports[0][0] if reports else None)
    received = interrupts.current()
    if summary.interrupted and received is not None and received.received is not None:
        out.print(
            f"[yellow]interrupted[/] by {received.name}: the engines were killed; "
            f"{len(summary.results)} of {len(cases)} cases completed",
            highlight=False,
        )
    header = make_header(info, meta) if reports else None
    for option, (path, fmt) in zip(_report_options(reports), reports, strict=True):
        vectors = {c.id: c for c in cases if isinstance(c, Vector)} if fmt == "html" else None
        write_output(option, path, render(fmt, summary, header, vectors))
        out.print(f"report: {safe(str(path))} ({fmt})", highlight=False)
    if args.save_expect is not None:
        if summary.interrupted:
            out.print(f"[yellow]expectations not written[/]: the run was interrupted; {safe(str(args.save_expect))} is unchanged")
        else:
            data = expectations_from(summary.results, info.implementation.name, expectations)
            write_output("--save-expect", args.save_expect, dump_expectations(data, args.save_expect))
            out.print(f"expectations: {safe(str(args.save_expect))} ({len(data['expectations'])} entries)", highlight=False)
    if summary.nothing_ran and summary.results and not summary.interrupted:
        out.print("[red]no case was run[/]: the engine declares none of the selected rule sets, interpretations or capabilities")
    stale = sorted(set(expectations) - {r.id for r in summary.results})
    if stale:
        out.print(f"[yellow]note[/]: {len(stale)} expectation(s) name cases that were not in this run: {safe(', '.join(stale[:5]))}")
    return summary.exit_code


def engine_line(info: StartInfo, argv: list[str] | None, jobs_: int) -> str:
    """Which engine the run used: the name and version it declared, and how it ran (so that two
    runs with the same engine, in process and through ``regelwerk serve``, say which was which)."""
    impl = info.implementation
    if argv is not None:
        how = f"command: {shlex.join(argv)}"
    elif jobs_ > 1:
        how = f"the reference engine in {jobs_} processes of regelwerk serve"
    else:
        how = "the reference engine in this process"
    return safe(f"engine: {impl.name}" + (f" {impl.version}" if impl.version else "") + f" ({how})")


def _start_failed(
    exc: EngineStartFailed, cases: list[Case], expectations: dict[str, Expectation], argv: list[str]
) -> tuple[RunSummary, StartInfo]:
    from regelwerk.harness.protocol import Implementation

    info = StartInfo(Implementation(name=argv[0]), {}, False, None)
    summary = RunSummary()
    for case in cases:
        expectation = expectations.get(case.id)
        summary.results.append(
            CaseResult(
                case.id, case.ruleset, display_path(case.file), case.clauses, "crash", judge("crash", expectation),
                message=f"the engine did not start: {exc.message}", reason=exc.reason,
                expected_kind=expectation.kind if expectation else None,
                expectation_reason=expectation.reason if expectation else None, stderr=exc.stderr or None,
                expected=case.expected, source=source_of(case),
            )
        )
    return summary, info


def _run(
    engine: Engine, make_engine: Callable[[], Engine], jobs_: int, info: StartInfo, cases: list[Case],
    expectations: dict[str, Expectation], on_result: Callable[[CaseResult], None] | None = None, plan: Plan | None = None,
) -> RunSummary:
    if plan is not None:
        return run_sampling(engine, info, [c for c in cases if isinstance(c, Vector)], expectations, plan, on_result)
    if jobs_ > 1:
        from regelwerk.harness.parallel import run_parallel

        return run_parallel(engine, make_engine, jobs_, info, cases, expectations, on_result)
    return run_vectors(engine, info, cases, expectations, on_result)


def _run_with_progress(
    engine: Engine, make_engine: Callable[[], Engine], jobs_: int, info: StartInfo, cases: list[Case],
    expectations: dict[str, Expectation], out: Console, plan: Plan | None = None,
) -> RunSummary:
    if not out.is_terminal:
        return _run(engine, make_engine, jobs_, info, cases, expectations, plan=plan)
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, console=out, transient=True) as progress:
        name = safe(info.implementation.name)
        task = progress.add_task(name, total=len(cases))
        failed = 0

        def on_result(result: CaseResult) -> None:
            nonlocal failed
            failed += result.status == UNEXPECTED_FAILURE
            progress.update(task, advance=1, description=f"{name} ({failed} failing)")

        return _run(engine, make_engine, jobs_, info, cases, expectations, on_result, plan)


def cmd_serve(args: argparse.Namespace, out: Console) -> int:
    from regelwerk.harness.reference import serve

    return serve()


def cmd_smoke(args: argparse.Namespace, out: Console) -> int:
    from regelwerk.harness.smoke import smoke

    argv = _argv(args.engine)
    with interrupts.handled() as received:
        try:
            with contain.containment():
                try:
                    return smoke(argv, args.timeout, args.start_timeout, out)
                finally:
                    interrupts.settle()
        except KeyboardInterrupt:
            return _interrupted_before(out, received, "during the handshake")


def cmd_merge_reports(args: argparse.Namespace, out: Console) -> int:
    with interrupts.handled() as received:
        try:
            return _merge_reports(args, out)
        except KeyboardInterrupt:  # the output is written whole or not at all
            return _interrupted_before(out, received, f"{safe(str(args.output))} not written")


def _merge_reports(args: argparse.Namespace, out: Console) -> int:
    from regelwerk.harness.merge import merge_reports

    fmt = report_format(args.output, args.format, "-o")
    check_outputs({"--output": args.output}, [("input report", path) for path in args.reports])
    summary, header = merge_reports(args.reports)
    interrupts.settle()
    write_output("--output", args.output, render(fmt or "ndjson", summary, header))
    counts = summary.counts_json()
    verdict = "[red]FAILED[/]" if summary.failed else "[green]OK[/]"
    out.print(
        f"{verdict} merged {len(args.reports)} reports into {safe(str(args.output))} ({fmt}): {counts['total']} cases, "
        f"{counts['pass']} pass, {counts['unexpected_failures']} unexpected failures, {counts['unexpected_passes']} unexpected passes, "
        f"{counts[NOT_RUN]} not run" + (" (interrupted)" if summary.interrupted else ""),
        highlight=False,
    )
    return summary.exit_code
