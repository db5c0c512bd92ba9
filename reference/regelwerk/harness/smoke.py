"""``regelwerk smoke``: check an engine adapter step by step and explain what is wrong."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from rich.console import Console

from regelwerk.core.errors import SuiteDataError
from regelwerk.harness.cases import is_board_free, needs
from regelwerk.harness.process import EngineStartFailed, ProcessEngine
from regelwerk.harness.protocol import CAPABILITIES, StartInfo
from regelwerk.harness.runner import classify
from regelwerk.harness.text import console as safe
from regelwerk.harness.text import console_block
from regelwerk.rulesets import RULESETS
from regelwerk.suite.vectors import Vector, load_vector_file, vector_files


def smoke_vector(rulesets: list[str], info: StartInfo | None = None) -> Vector:
    """A small accepted vector without interpretations that the engine can run (``info``, its
    handshake: a board-free case only for an engine that resolves them, and only such a case for
    one that resolves nothing else), from the smallest vector file of the first rule set that has
    one: loading every vector would make smoke slow."""
    for name in rulesets:
        try:
            files = sorted(vector_files([name]), key=lambda p: p.stat().st_size)
        except SuiteDataError:
            continue  # this suite holds no vectors of that rule set; try the next one
        for path in files:
            candidates = [
                v for v in load_vector_file(path)
                if not v.interpretations and v.expected["status"] == "accepted"
                and (info is None or info.supports(v.ruleset, {}, needs(v), is_board_free(v)) is None)
            ]
            if candidates:
                return min(candidates, key=lambda v: len(v.case_bytes))
    raise SuiteDataError("vectors", f"no accepted vector without interpretations in {', '.join(rulesets)}")


def smoke(argv: list[str], timeout: float, start_timeout: float, out: Console) -> int:
    from regelwerk.harness.commands import HINTS

    failures = 0

    def good(text: str) -> None:
        out.print(f"[green]✓[/] {safe(text)}", highlight=False, emoji=False)  # engine text is not markup, and one line

    def bad(text: str, reason: str | None = None, stderr: str | None = None) -> None:
        nonlocal failures
        failures += 1
        out.print(f"[red]✗[/] {safe(text)}", highlight=False, emoji=False)
        if reason in HINTS:
            out.print(f"  hint: {HINTS[reason]}")
        if stderr:
            out.print("  stderr (tail):", markup=False)
            for line in console_block(stderr)[-15:]:
                out.print(line, highlight=False, emoji=False)

    engine = ProcessEngine(argv, timeout=timeout, start_timeout=start_timeout, max_restarts=0, strict=True)
    try:
        info = engine.start()
    except EngineStartFailed as exc:
        bad(f"handshake: {exc.message}", exc.reason, exc.stderr)
        return 1
    try:
        _check(engine, info, good, bad)
        engine.stop()
    except KeyboardInterrupt:  # Ctrl-C, SIGTERM: kill the engine at once (a hung one would hold us for the timeout)
        engine.abort()
        engine.stop()
        out.print("[yellow]interrupted[/]: the engine was killed", highlight=False, emoji=False)
        return 1
    if engine.stop_sent:
        if engine.stop_problem:
            bad(f"stop: {engine.stop_problem}")
        else:
            good("stop: the engine exited cleanly")
    elif engine.stop_problem:
        bad(f"stop: {engine.stop_problem}")
    else:
        out.print("- stop: not checked: the engine was no longer running after the last case (see above)", highlight=False)
    out.print("[green]the adapter looks right[/]" if not failures else f"[red]{failures} problem(s)[/]")
    return 0 if not failures else 1


class Bad(Protocol):
    """Report a failed step: what, and optionally why and the engine's stderr."""

    def __call__(self, text: str, reason: str | None = None, stderr: str | None = None) -> None: ...


def _check(
    engine: ProcessEngine, info: StartInfo, good: Callable[[str], None], bad: Bad
) -> None:
    """The steps after the handshake: the declaration, one case, a case of an unknown rule set."""
    impl = info.implementation
    capabilities = ", ".join(sorted(info.capabilities)) or "none"
    good(
        f"handshake: {impl.name} {impl.version or ''} ({impl.language or 'language not given'}), protocol 1, "
        f"events: {info.events}, capabilities: {capabilities}"
    )
    declared = info.raw.get("capabilities", {}) if isinstance(info.raw, dict) else {}
    for name in sorted(set(declared) - set(CAPABILITIES)):
        bad(f"the engine declares capability {name!r}, which this harness does not know (known: {', '.join(sorted(CAPABILITIES))})")
    known = [name for name in info.rulesets if name in RULESETS]
    for name in info.rulesets:
        if name not in RULESETS:
            bad(f"the engine declares rule set {name!r}, which this suite does not have (known: {', '.join(sorted(RULESETS))})")
    for name in known:
        switches = {s.id: s for s in RULESETS[name].switches}
        for switch_id, options in info.rulesets[name].items():
            if switch_id not in switches:
                bad(f"{name}: unknown interpretation {switch_id}")
            elif set(options) - set(switches[switch_id].options):
                bad(f"{name}: {switch_id} has no option(s) {sorted(set(options) - set(switches[switch_id].options))}")
        good(f"{name}: declares {len(info.rulesets[name])} of {len(switches)} interpretation switches")
    if not known:
        bad("the engine implements none of the suite's rule sets")
        return

    vector = smoke_vector(known, info)
    answer = engine.run(1, vector.case_bytes)
    kind, message, reason, _ = classify(vector, answer, info)
    if kind == "pass":
        good(f"one case ({vector.id}): the answer matches")
    else:
        bad(f"one case ({vector.id}): {kind}: {message}", reason or answer.reason, answer.stderr)

    unknown = b'{"ruleset":"no_such_ruleset","state":{},"action":{},"dice":{},"interpretations":{}}'
    answer = engine.run(2, unknown)
    if answer.kind in ("skipped", "errored"):
        good(f"a case of an unknown rule set is answered with {answer.kind}")
    elif answer.kind == "outcome":
        good("a case of an unknown rule set is answered (skipped or errored would say more)")
    else:
        bad(f"a case of an unknown rule set ends in {answer.kind}: {answer.message}", answer.reason, answer.stderr)
