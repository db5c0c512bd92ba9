"""``python -m tools.mutation``: ``run``, ``list``, ``show``, ``recount`` and ``readme``.

Exit codes: ``0`` the kill rate meets the target (``run``) or the command did its job, ``1`` the
kill rate is below the target, the run was interrupted, or the README figure is out of date
(``readme --check``), ``2`` bad input (an unknown rule set, a glob that matches nothing, a broken
targets or equivalent file, vectors that do not load, an engine that fails its own vectors).
"""

from __future__ import annotations

import argparse
import fnmatch
import os
import shlex
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from tools.mutation.execute import Interrupted, Outcome, Plan, run_mutants
from tools.mutation.generate import Mutant, generate
from tools.mutation.install import dependents, import_graph, module_files
from tools.mutation.results import (
    README,
    REPO,
    Target,
    ToolInputError,
    committed_results,
    dump,
    headline,
    load_equivalent,
    load_targets,
    provenance,
    read_results,
    readme_figures,
    results_document,
    results_path,
    show,
    summarize,
    update_readme,
    write_atomically,
)

DEFAULT_VECTOR_TIMEOUT = 2.0  # seconds; the slowest vector takes milliseconds


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tools.mutation", description="How many engine mutants the vectors kill.")
    commands = parser.add_subparsers(dest="command", required=True)

    p = commands.add_parser("run", help="mutate the rule set's engine modules and run its vectors against each mutant")
    _selection(p)
    p.add_argument("--jobs", type=int, default=2, metavar="N", help="workers at a time (default 2)")
    p.add_argument("--timeout", type=float, default=DEFAULT_VECTOR_TIMEOUT, metavar="S",
                   help=f"CPU seconds one vector may take before the mutant counts as timed out (default {DEFAULT_VECTOR_TIMEOUT:g})")
    p.add_argument("--min-kill", type=float, metavar="RATE", help="kill rate to meet, 0 to 1 (default: from targets.yaml)")
    p.add_argument("--out", type=Path, metavar="FILE",
                   help="results file (default tools/mutation/results/<rule set>.json; with --module <rule set>.partial.json)")
    p.set_defaults(func=cmd_run)

    p = commands.add_parser("list", help="list the mutants without running them")
    _selection(p)
    p.set_defaults(func=cmd_list)

    p = commands.add_parser("show", help="print the survivors of a results file, grouped by module and function")
    p.add_argument("ruleset", metavar="RULESET")
    p.add_argument("--file", type=Path, metavar="FILE", help="results file (default tools/mutation/results/<rule set>.json)")
    p.set_defaults(func=cmd_show)

    p = commands.add_parser("recount", help="re-derive a rule set's results from its last full run and module runs, without running")
    p.add_argument("ruleset", metavar="RULESET")
    p.add_argument("--partial", action="append", type=Path, default=[], metavar="FILE",
                   help="results of a --module run made since (repeatable): its modules' outcomes replace the full run's")
    p.add_argument("--out", type=Path, metavar="FILE", help="results file (default tools/mutation/results/<rule set>.json)")
    p.set_defaults(func=cmd_recount)

    p = commands.add_parser("readme", help="rewrite the kill-rate figures in README.md from the results files")
    p.add_argument("--check", action="store_true", help="only check that README.md quotes the results files (exit 1 if not)")
    p.set_defaults(func=cmd_readme)
    return parser


def _selection(p: argparse.ArgumentParser) -> None:
    p.add_argument("--ruleset", required=True, metavar="NAME", help="rule set (a key of tools/mutation/targets.yaml)")
    p.add_argument("--module", action="append", metavar="GLOB",
                   help="only modules whose path or dotted name matches (repeatable), e.g. '*/hexgrid.py'")


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = build_parser().parse_args(argv)
    args.argv = argv
    try:
        return args.func(args)
    except KeyboardInterrupt:  # while loading or during the baseline; the mutant phase handles its own
        print("interrupted: no results written", file=sys.stderr)
        return 1
    except ToolInputError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # a SuiteDataError from loading the vectors, say
        from regelwerk.core.errors import SuiteDataError

        if isinstance(exc, SuiteDataError):
            print(f"error: {exc}", file=sys.stderr)
            return 2
        raise


# -- selecting modules and generating mutants ----------------------------------------------------


@dataclass(frozen=True)
class Selection:
    target: Target
    package: str  # top-level package of the mutated modules
    package_dir: Path
    files: dict[str, Path]  # dotted module name → file, the selected modules only

    def mutants(self) -> list[Mutant]:
        out = []
        for module, path in self.files.items():
            source = path.read_text(encoding="utf-8")
            try:
                out.extend(generate(source, module, _relative(path), self.target.uncompared_calls, self.target.not_mutated_in(module)))
            except LookupError as exc:
                raise ToolInputError(f"targets.yaml: {self.target.ruleset}", str(exc)) from None
        return out

    def plans(self) -> dict[str, Plan]:
        """Per module: its file and source, and the modules a worker imports afresh with it."""
        graph = import_graph(module_files(self.package_dir, self.package))
        return {
            module: Plan(path, path.read_text(encoding="utf-8"), frozenset(dependents(graph, module)))
            for module, path in self.files.items()
        }


def _relative(path: Path) -> str:
    return str(path.relative_to(REPO)) if path.is_relative_to(REPO) else str(path)


def select(ruleset: str, globs: Sequence[str] | None) -> Selection:
    targets = load_targets()
    if ruleset not in targets:
        raise ToolInputError("--ruleset", f"no targets for {ruleset!r} in tools/mutation/targets.yaml (known: {', '.join(sorted(targets))})")
    target = targets[ruleset]
    import regelwerk

    package_dir = Path(regelwerk.__file__).resolve().parent
    known = {path.resolve(): name for name, path in module_files(package_dir, "regelwerk").items()}
    files = {}
    for path in target.files():
        if path.resolve() not in known:
            raise ToolInputError(f"targets.yaml: {ruleset}", f"{_relative(path)} is not a module of the regelwerk package")
        files[known[path.resolve()]] = path.resolve()
    foreign = sorted(entry for entry in target.not_mutated if entry.split(":", 1)[0] not in files)
    if foreign:
        raise ToolInputError(f"targets.yaml: {ruleset}", f"not_mutated names {', '.join(foreign)}, outside the rule set's modules")
    if globs:
        files = {m: p for m, p in files.items() if any(fnmatch.fnmatch(_relative(p), g) or fnmatch.fnmatch(m, g) for g in globs)}
        if not files:
            raise ToolInputError("--module", f"{', '.join(globs)} matches none of the rule set's target modules")
    return Selection(target, "regelwerk", package_dir, files)


# -- commands ------------------------------------------------------------------------------------


def cmd_list(args: argparse.Namespace) -> int:
    mutants = select(args.ruleset, args.module).mutants()
    for m in mutants:
        print(f"{m.file}:{m.line}:{m.column}  {m.operator} {m.variant}  {m.original}  →  {m.mutated}\n    {m.id}")
    print(f"{len(mutants)} mutants", file=sys.stderr)
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    print(show(read_results(args.file or results_path(args.ruleset, partial=False))))
    return 0


def cmd_readme(args: argparse.Namespace) -> int:
    text = README.read_text(encoding="utf-8")
    names = readme_figures(text)
    if not names:
        raise ToolInputError("README.md", "no <!-- mutation:RULESET --> figure found")
    # Every committed full run is quoted: a rule set measured but missing from the README is an error.
    unquoted = sorted(set(committed_results()) - set(names))
    if unquoted:
        raise ToolInputError("README.md", "no <!-- mutation:RULESET --> figure for " + ", ".join(unquoted)
                             + ": add one (with its command) next to the others")
    documents = {name: read_results(results_path(name, partial=False)) for name in names}
    updated = update_readme(text, documents)
    if args.check:
        if updated != text:
            print("README.md does not quote the committed results: run `python -m tools.mutation readme`", file=sys.stderr)
            return 1
        print("README.md quotes the committed results")
        return 0
    if updated != text:
        write_atomically(README, updated)
    print("README.md figures: " + ", ".join(sorted(names)))
    return 0


def _settings(target: Target) -> dict:
    """What decides which mutants exist besides the sources: recorded so that ``recount`` can
    regenerate them."""
    return {"uncompared_calls": list(target.uncompared_calls), "not_mutated": list(target.not_mutated)}


def cmd_recount(args: argparse.Namespace) -> int:
    from tools.mutation.recount import recount

    selection = select(args.ruleset, None)
    source = results_path(args.ruleset, partial=False)
    full = read_results(source)
    partials = [read_results(p) for p in args.partial]
    files = {module: _relative(path) for module, path in selection.files.items()}
    summary = recount(full, partials, selection.mutants(), files, load_equivalent())
    min_kill = selection.target.min_kill
    document = results_document(args.ruleset, summary, {
        "date": datetime.now(timezone.utc).replace(microsecond=0).isoformat(),
        **provenance(selection.files.values()),
        "command": "python -m tools.mutation " + shlex.join(args.argv),
        "modules": sorted(files.values()),
        "module_filter": None,
        "min_kill": min_kill,
        "meets_target": summary["kill_rate"] is not None and summary["kill_rate"] >= min_kill,
        "kill_test": full.get("kill_test"),
        "settings": full.get("settings"),
        "seconds": full.get("seconds"),
        # where the outcomes were measured: the full run and the module runs since
        "targets": _settings(selection.target),
        "recounted_from": full.get("recounted_from", []) + [
            {k: d.get(k) for k in ("commit", "date", "command", "seconds")} for d in (full, *partials)
        ],
    })
    out = args.out or source
    write_atomically(out, dump(document))
    print(headline(document))
    print(f"results: {_relative(out.resolve())}")
    for item in summary["equivalent_but_killed"]:
        print(f"warning: {item['id']} is listed as equivalent but was killed: remove it from equivalent.yaml", file=sys.stderr)
    for item in summary["equivalent_stale"]:
        print(f"warning: equivalent.yaml lists {item}, which is no longer generated: remove or update it", file=sys.stderr)
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    if args.jobs < 1 or args.timeout <= 0 or (args.min_kill is not None and not 0 < args.min_kill <= 1):
        raise ToolInputError("arguments", "--jobs must be at least 1, --timeout positive, --min-kill in (0, 1]")
    selection = select(args.ruleset, args.module)
    equivalent = load_equivalent()
    from regelwerk.rulesets import RULESETS

    if args.ruleset not in RULESETS:
        raise ToolInputError("--ruleset", f"the engine has no rule set {args.ruleset!r} (known: {', '.join(sorted(RULESETS))})")
    from tools.mutation.killtest import VectorKillTest

    kill_test = VectorKillTest.load(args.ruleset)
    out = args.out or results_path(args.ruleset, partial=bool(args.module))
    return execute(
        selection,
        kill_test,
        equivalent,
        out,
        jobs=args.jobs,
        vector_timeout=args.timeout,
        min_kill=args.min_kill if args.min_kill is not None else selection.target.min_kill,
        module_filter=args.module,
        command="python -m tools.mutation " + shlex.join(args.argv),
    )


def execute(
    selection: Selection,
    kill_test,
    equivalent: Mapping[str, str],
    out: Path,
    jobs: int,
    vector_timeout: float,
    min_kill: float,
    module_filter: Sequence[str] | None = None,
    command: str | None = None,
    on_outcome: Callable[[Outcome], None] | None = None,
) -> int:
    """Baseline, mutants, results file; the exit code.  Writes nothing if interrupted."""
    if len(kill_test) == 0:
        raise ToolInputError("kill test", f"rule set {selection.target.ruleset!r} has no vectors: nothing could kill a mutant")
    started = time.monotonic()
    baseline = _baseline(kill_test)
    mutants = selection.mutants()
    if not mutants:
        raise ToolInputError("--module", "the selected modules have no mutants")
    plans = selection.plans()
    mutant_timeout = 30.0 + 5 * baseline + 2 * vector_timeout  # wall time: generous on a busy machine
    progress = _Progress(len(mutants), on_outcome)
    try:
        with progress:
            outcomes = run_mutants(
                mutants, plans, kill_test, jobs=jobs, vector_timeout=vector_timeout, mutant_timeout=mutant_timeout,
                on_outcome=progress.advance,
            )
    except Interrupted:
        print(f"interrupted: no results written ({out} unchanged)", file=sys.stderr)
        return 1
    summary = summarize(outcomes, equivalent, selection.files)
    meta = {
        "date": datetime.now(timezone.utc).replace(microsecond=0).isoformat(),
        **provenance(selection.files.values()),
        "command": command,
        "modules": sorted(_relative(p) for p in selection.files.values()),
        "module_filter": list(module_filter) if module_filter else None,
        "targets": _settings(selection.target),
        "min_kill": min_kill,
        "meets_target": summary["kill_rate"] is not None and summary["kill_rate"] >= min_kill,
        "kill_test": {"vectors": len(kill_test), "baseline_seconds": round(baseline, 3)},
        "settings": {"jobs": jobs, "vector_timeout": vector_timeout, "mutant_timeout": round(mutant_timeout, 1)},
        "seconds": round(time.monotonic() - started, 1),
    }
    document = results_document(selection.target.ruleset, summary, meta)
    write_atomically(out, dump(document))
    print(headline(document))
    print(f"{meta['seconds']:.0f} s with {jobs} jobs; survivors: python -m tools.mutation show {selection.target.ruleset}"
          + (f" --file {_relative(out.resolve())}" if out != results_path(selection.target.ruleset, partial=False) else ""))
    print(f"results: {_relative(out.resolve())}")
    for item in summary["equivalent_but_killed"]:
        print(f"warning: {item['id']} is listed as equivalent but {item['check'] or 'a timeout'} kills it: remove it from equivalent.yaml",
              file=sys.stderr)
    for item in summary["equivalent_stale"]:
        print(f"warning: equivalent.yaml lists {item}, which is no longer generated: remove or update it", file=sys.stderr)
    return 0 if document["meets_target"] else 1


def _baseline(kill_test) -> float:
    """Run the kill test on the unmutated engine: every check must pass, or no kill means anything.
    Also warms the caches the workers inherit."""
    started = time.perf_counter()
    verdict = kill_test.run(range(len(kill_test)))
    if verdict.status != "survived":
        raise ToolInputError(
            "baseline", f"the unmutated engine fails {verdict.check} ({verdict.how}: {verdict.detail}); fix that before measuring mutants"
        )
    return time.perf_counter() - started


class _Progress:
    """A progress bar on a terminal (stderr), silence otherwise."""

    def __init__(self, total: int, on_outcome: Callable[[Outcome], None] | None) -> None:
        self.total, self.on_outcome = total, on_outcome
        self.tally = {"killed": 0, "timeout": 0, "survived": 0, "error": 0}
        self.bar = None
        if sys.stderr.isatty() and os.environ.get("TERM") != "dumb":
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

            # No refresh thread: the workers are forked, and a thread holding the console's lock
            # at a fork would leave the worker a lock nobody releases.
            self.bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                                console=Console(stderr=True), auto_refresh=False, transient=True)
            self.task = self.bar.add_task("mutants", total=total)

    def __enter__(self):
        if self.bar is not None:
            self.bar.start()
        return self

    def __exit__(self, *exc) -> None:
        if self.bar is not None:
            self.bar.stop()

    def advance(self, outcome: Outcome) -> None:
        self.tally[outcome.status] = self.tally.get(outcome.status, 0) + 1
        if self.bar is not None:
            t = self.tally
            self.bar.update(self.task, advance=1, description=f"killed {t['killed'] + t['timeout']}, survived {t['survived']}")
            self.bar.refresh()
        if self.on_outcome is not None:
            self.on_outcome(outcome)
