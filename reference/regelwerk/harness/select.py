"""Which cases a run takes: the files (``--vectors``), the filters (``--suite``, ``--id``,
``--clause``, ``--feature``) and the shard (``--shard K/N``).

The values of one filter are alternatives (``--id A --id B``: either); different filters must
all hold.  Every value must select something on its own, or it is a typo: the run stops with
exit 2 naming that filter, and so it does when the filters together leave nothing.  The shard is
taken last, from the selected cases in their run order: case *i* (counting from 0) belongs to
shard ``i mod N + 1``, so the shards of one selection are disjoint, cover it, and differ in size
by at most one case.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from regelwerk.core.canonical import Json
from regelwerk.core.errors import SuiteDataError
from regelwerk.harness.cases import KIND_FOLDERS, Case, feature_names
from regelwerk.harness.playthrough import Playthrough, prepare, read_playthrough
from regelwerk.suite.vectors import SourceFiles, load_vector_sources, paths_sources, suite_sources


@dataclass(frozen=True)
class Filters:
    suites: tuple[str, ...] = ()
    ids: tuple[str, ...] = ()  # fnmatch patterns on case ids
    clauses: tuple[str, ...] = ()
    features: tuple[str, ...] = ()

    def to_json(self) -> Json:
        """The filters that were given, for the report header (``merge-reports`` compares them)."""
        given = {"suites": self.suites, "ids": self.ids, "clauses": self.clauses, "features": self.features}
        return {name: list(values) for name, values in given.items() if values}


_SHARD = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")


@dataclass(frozen=True)
class Shard:
    index: int  # 1-based
    count: int

    @classmethod
    def parse(cls, text: str) -> Shard:
        """``K/N`` with 1 ≤ K ≤ N; :class:`ValueError` with a message otherwise."""
        match = _SHARD.match(text)
        if not match:
            raise ValueError(f"expected K/N such as 1/4, got {text!r}")
        index, count = int(match.group(1)), int(match.group(2))
        if count < 1 or not 1 <= index <= count:
            raise ValueError(f"K/N needs 1 <= K <= N, got {text!r}")
        return cls(index, count)

    def pick(self, cases: Sequence[Case]) -> list[Case]:
        return list(cases[self.index - 1 :: self.count])

    def to_json(self) -> Json:
        return {"index": self.index, "count": self.count}

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"


def source_files(vector_paths: Sequence[Path], suites: Sequence[str]) -> SourceFiles:
    """The files to read: those named by ``--vectors``, else the suite's own for these rule sets."""
    if vector_paths:
        return paths_sources(vector_paths)
    return suite_sources(suites or None)


def load_cases(files: SourceFiles) -> list[Case]:
    """Every case of the files: vectors first, then playthroughs (not prepared yet); ids unique."""
    cases: list[Case] = list(load_vector_sources(files.vector_sources))
    seen = {case.id: case.file for case in cases}
    for path in files.playthroughs:
        playthrough = read_playthrough(path)
        if playthrough.id in seen:
            raise SuiteDataError(str(path), f"id also used in {seen[playthrough.id]}", playthrough.id)
        seen[playthrough.id] = str(path)
        cases.append(playthrough)
    return cases


def _matches(case: Case, option: str, value: str) -> bool:
    if option == "--suite":
        return case.ruleset == value
    if option == "--id":
        return fnmatch.fnmatchcase(case.id, value)
    if option == "--clause":
        return value in case.clauses
    return value in feature_names(case)


def _matches_any(case: Case, option: str, values: Sequence[str]) -> bool:
    return any(_matches(case, option, v) for v in values)


def select(cases: Sequence[Case], filters: Filters) -> list[Case]:
    """The cases every given filter lets through; a value that matches no case, or filters that
    together match none, is a :class:`SuiteDataError` naming the filter."""
    given = [
        (option, values)
        for option, values in (("--suite", filters.suites), ("--id", filters.ids), ("--clause", filters.clauses), ("--feature", filters.features))
        if values
    ]
    for option, values in given:
        for value in values:
            if not any(_matches(case, option, value) for case in cases):
                scope = f"none of the {len(cases)} cases of --suite {', '.join(filters.suites)}" if filters.suites and option != "--suite" else "no case"
                raise SuiteDataError(option, f"{value!r} matches {scope}{_hint(option)}")
    chosen = list(cases)
    steps: list[str] = []
    for option, values in given:
        chosen = [case for case in chosen if _matches_any(case, option, values)]
        steps.append(f"{option} {', '.join(values)}: {len(chosen)} " + ("of them" if steps else "cases"))
    if not chosen:
        raise SuiteDataError(" ".join(option for option, _ in given), f"together these filters match no case ({'; '.join(steps)})")
    return chosen


def _hint(option: str) -> str:
    return {
        "--id": " (a pattern for fnmatch, e.g. '<rule set>/<scenario>/*')",
        "--clause": " (a playthrough cites no clause, so it never matches one)",
        "--feature": f" (a feature's file stem or path below features/, a table's or playthrough's file name, or {' or '.join(KIND_FOLDERS)})",
    }.get(option, "")


def prepare_cases(cases: Sequence[Case]) -> list[Case]:
    """The cases ready to run: each selected playthrough validated and rebuilt."""
    return [prepare(case) if isinstance(case, Playthrough) else case for case in cases]
