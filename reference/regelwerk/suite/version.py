"""The suite's one semantic version, its changelog, and the outcome ledger that ties the two.

**Where the version lives.** ``features/suite.yaml`` holds the one version of the whole suite
(every rule set, the formats, the runner's semantics).  Everything reads it from there: ``fill``
writes it into every vector file, table and vector (``suite_version``, through
:func:`regelwerk.suite.catalog.load_catalog`), ``verify`` sends it in the ``start`` command and
writes the versions of the vectors it ran into the report header, ``regelwerk --version`` prints
it.  The catalogs (``klauseln.yaml``) no longer carry a version of their own.

**The policy** (semantic versioning, checked where a machine can check it):

* *major*: the meaning of a field, a format or the runner's semantics changes;
* *minor*: vectors are added (a new scenario, a new row, a new rule set);
* *patch*: fixes that change expected outcomes; the changelog entry names every such vector id.

**The ledger** (``vectors/<rule set>/outcomes.ndjson``, written by ``fill``): one line per vector
with the digest of the *meaning* of its expected outcome (the outcome without the free text of a
rejection), the suite version in which that outcome was first filled, and whether the vector was
``added`` then or its outcome ``changed``.  So ``check`` sees an outcome change after ``fill`` has
already rewritten the vector, without git history (a CI checkout is often shallow):

* every vector on disk has its ledger line, with the digest of its outcome (else: run ``fill``);
* every outcome ``changed`` in version V is named (as ``\\`id\\```) in the changelog entry of V;
* the newest changelog entry is the suite version; versions go down the file, strictly;
* an entry in which vectors were ``added`` is at least a minor step over the entry below it.

The changelog is ``CHANGELOG.md`` next to ``features/`` (a checkout; an installed wheel has none,
and then only the ledger is checked).
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass, replace
from functools import total_ordering
from pathlib import Path

import orjson

from regelwerk.core import schemas
from regelwerk.core.canonical import Json, dumps, value_digest
from regelwerk.core.errors import RefusedFile, SuiteDataError
from regelwerk.core.files import write_atomically
from regelwerk.core.paths import data_root, features_dir, vectors_dir
from regelwerk.core.reading import exists, list_files
from regelwerk.suite.lint import Problem
from regelwerk.suite.registerledger import (
    NAMED_CHANGES,
    RegisterLine,
    read_register_ledger,
    register_ledger_drift,
    register_ledger_file,
)
from regelwerk.suite.yamlio import load_yaml

SUITE_FILE = "suite.yaml"  # features/suite.yaml
SUITE_SCHEMA = "suite.schema.json"
CHANGELOG_FILE = "CHANGELOG.md"
LEDGER_FILE = "outcomes.ndjson"  # vectors/<rule set>/outcomes.ndjson (not *.json: no vector file)
ADDED, CHANGED = "added", "changed"
_VERSION = re.compile(r"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$")


@total_ordering
@dataclass(frozen=True)
class Version:
    major: int
    minor: int
    patch: int

    @classmethod
    def parse(cls, text: str) -> Version:
        match = _VERSION.match(text)
        if match is None:
            raise ValueError(f"{text!r} is not a version MAJOR.MINOR.PATCH")
        return cls(*(int(part) for part in match.groups()))

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}.{self.patch}"

    def __lt__(self, other: Version) -> bool:
        return (self.major, self.minor, self.patch) < (other.major, other.minor, other.patch)

    def step_over(self, older: Version) -> str | None:
        """``major``, ``minor`` or ``patch``: the kind of step from ``older`` to this version
        (``None`` if this one is not newer)."""
        if not older < self:
            return None
        if self.major != older.major:
            return "major"
        return "minor" if self.minor != older.minor else "patch"


# -- the version ------------------------------------------------------------------------------


def suite_file() -> Path:
    return features_dir() / SUITE_FILE


def suite_version() -> str:
    """The suite version from ``features/suite.yaml``; a :class:`SuiteDataError` naming the file
    if it is missing or not valid."""
    path = suite_file()
    if not exists(path):
        raise SuiteDataError(str(path), "missing: it holds the suite version (version: MAJOR.MINOR.PATCH)")
    data = load_yaml(path)
    error = schemas.first_error(SUITE_SCHEMA, data)
    if error is not None:
        raise SuiteDataError(str(path), error.message, json_path=error.json_path)
    return str(data["version"])


# -- the changelog ----------------------------------------------------------------------------

_HEADING = re.compile(r"^## +(?P<title>\S.*?)\s*$")
UNRELEASED = "Unreleased"  # the heading of the changes since the newest version, above it
_VERSION_TITLE = re.compile(r"^\[?(?P<version>[0-9]+\.[0-9]+\.[0-9]+)\]?(?:\s.*)?$")
_NAMED_ID = re.compile(r"`([a-z][a-z0-9_]*(?:/[a-z0-9]+(?:-[a-z0-9]+)*){1,2})`")
_NAMED_ENTRY = re.compile(r"`([A-Z]{2,4}-A-[A-Z0-9-]+)`")  # a register entry (a changed default)


@dataclass(frozen=True)
class Entry:
    """One ``## VERSION …`` section of the changelog and the vector ids it names in backticks."""

    version: Version
    line: int
    ids: frozenset[str]


@dataclass(frozen=True)
class Changelog:
    path: Path
    entries: tuple[Entry, ...]  # as in the file: newest first
    problems: tuple[Problem, ...]  # headings that are not versions, versions out of order

    def entry(self, version: str) -> Entry | None:
        return next((e for e in self.entries if str(e.version) == version), None)

    def older_than(self, entry: Entry) -> Entry | None:
        """The entry below this one (the version it steps from)."""
        index = self.entries.index(entry)
        return self.entries[index + 1] if index + 1 < len(self.entries) else None


def changelog_file(root: Path | None = None) -> Path:
    return (root or data_root()) / CHANGELOG_FILE


def parse_changelog(path: Path, text: str) -> Changelog:
    """The entries of a changelog text: each ``## `` heading must start with a version
    (``## 0.3.1``, ``## [0.3.1] – 2026-11-23``); the ids an entry names are the vector ids
    written in backticks anywhere in its section.  The first heading may be ``## Unreleased``:
    what the next release will say, no entry of a version (the release step gives it one,
    docs/development.md "Releasing"); a change it describes is not named by any version."""
    where = _display(path)
    entries: list[Entry] = []
    problems: list[Problem] = []
    current: tuple[Version, int, list[str]] | None = None

    def close() -> None:
        if current is not None:
            version, line, lines = current
            body = "\n".join(lines)
            entries.append(Entry(version, line, frozenset(_NAMED_ID.findall(body)) | frozenset(_NAMED_ENTRY.findall(body))))

    for number, line in enumerate(text.splitlines(), start=1):
        heading = _HEADING.match(line)
        if heading is None:
            if current is not None:
                current[2].append(line)
            continue
        close()
        current = None
        if heading.group("title") == UNRELEASED and not entries and not problems:
            continue  # its lines belong to no version
        title = _VERSION_TITLE.match(heading.group("title"))
        try:
            version = Version.parse(title.group("version")) if title else None
        except ValueError:
            version = None
        if version is None:
            problems.append(Problem(where, number, f"heading {line.strip()!r} does not start with a version MAJOR.MINOR.PATCH"))
            continue
        current = (version, number, [])
    close()
    for newer, older in zip(entries, entries[1:]):  # noqa: B905 -- pairs of neighbours
        if not older.version < newer.version:
            problems.append(
                Problem(where, older.line, f"{older.version} follows {newer.version}: the newest version comes first, each once")
            )
    return Changelog(path, tuple(entries), tuple(problems))


def load_changelog(root: Path | None = None) -> Changelog | None:
    """The changelog of a checkout; ``None`` where there is none (an installed wheel)."""
    path = changelog_file(root)
    text = read_if_there(path)
    return None if text is None else parse_changelog(path, text)


# -- the ledger -------------------------------------------------------------------------------


def outcome_meaning(outcome: Json) -> Json:
    """An outcome without the free text of a rejection (``message`` and ``path``): what
    ``check`` calls the meaning of an outcome (a change of wording is not a change of outcome)."""
    if isinstance(outcome, dict) and outcome.get("status") == "rejected" and isinstance(outcome.get("error"), dict):
        error = {k: v for k, v in outcome["error"].items() if k not in ("message", "path")}
        return {**outcome, "error": error}
    if isinstance(outcome, dict) and isinstance(outcome.get("distribution"), list):
        # A distribution vector's outcome is its values with their probabilities, in no order:
        # the order of the list is only how they are shown.
        return {**outcome, "distribution": sorted(outcome["distribution"], key=lambda e: dumps(e.get("value") if isinstance(e, dict) else e))}
    return outcome


def outcome_digest(outcome: Json) -> str:
    return value_digest(outcome_meaning(outcome))


@dataclass(frozen=True)
class LedgerLine:
    id: str
    outcome: str  # digest of the meaning of the expected outcome
    since: str  # the suite version in which this outcome was first filled
    change: str  # ADDED: the vector was new then; CHANGED: its outcome changed then
    # For an outcome changed in the version being prepared: the line it had before (of the last
    # published version, where known), so that a change tried and reverted gets that line back.
    was: LedgerLine | None = None

    def to_json(self) -> Json:
        out: dict[str, Json] = {"id": self.id, "outcome": self.outcome, "since": self.since, "change": self.change}
        if self.was is not None:
            out["was"] = {"outcome": self.was.outcome, "since": self.was.since, "change": self.was.change}
        return out

    @property
    def as_published(self) -> LedgerLine:
        """The line without what only the version being prepared needs (``was``)."""
        return replace(self, was=None) if self.was is not None else self


def ledger_file(ruleset: str, root: Path | None = None) -> Path:
    return (root or vectors_dir()) / ruleset / LEDGER_FILE


def read_ledger(ruleset: str, root: Path | None = None) -> dict[str, LedgerLine]:
    """The ledger of a rule set by vector id (empty if there is none yet); a line that cannot be
    read is a :class:`SuiteDataError` naming the file and the line."""
    path = ledger_file(ruleset, root)
    content = read_if_there(path)
    if content is None:
        return {}
    lines: dict[str, LedgerLine] = {}
    versions: set[str] = set()  # the versions read so far, each checked once
    for number, text in enumerate(content.splitlines(), start=1):
        try:
            raw = _json_line(text)
            was = raw.get("was")
            line = LedgerLine(raw["id"], raw["outcome"], raw["since"], raw["change"])
            if was is not None:
                line = replace(line, was=LedgerLine(line.id, was["outcome"], was["since"], was["change"]))
            for checked, fields in ((line, raw), *(((line.was, was),) if line.was is not None else ())):
                if checked.since not in versions:
                    Version.parse(checked.since)
                    versions.add(checked.since)
                if checked.change not in (ADDED, CHANGED) or not all(isinstance(v, str) for k, v in fields.items() if k != "was"):
                    raise ValueError("change is 'added' or 'changed'")
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise SuiteDataError(str(path), f"line {number} is not a ledger line ({exc})", json_path=f"line {number}") from None
        if line.id in lines:
            raise SuiteDataError(str(path), f"line {number}: {line.id} has a line already", vector_id=line.id)
        lines[line.id] = line
    return lines


def _json_line(text: str) -> Json:
    """One line of a ledger parsed: by ``orjson`` (the ledger has a line per vector), or, for
    what it refuses, by :func:`json.loads`, which gives the value or the message as always."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        pass
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("nested too deeply") from None


def read_if_there(path: Path) -> str | None:
    """The text of a data file that may be missing (``None`` then), read as every data file is
    (:mod:`regelwerk.core.reading`): a FIFO or a link out of the data folder at its place is a
    :class:`~regelwerk.core.errors.RefusedFile`, not a missing file."""
    from regelwerk.core.bounded import read_text_file

    return read_text_file(path) if exists(path) else None


def render_ledger(lines: Iterable[LedgerLine]) -> str:
    return "".join(dumps(line.to_json()) + "\n" for line in sorted(lines, key=lambda item: item.id))


def next_ledger(
    old: dict[str, LedgerLine], outcomes: dict[str, str], version: str, recorded: Collection[str] | None = None
) -> dict[str, LedgerLine]:
    """The ledger after a fill: ``outcomes`` (vector id → outcome digest) are the vectors now on
    disk.  A vector kept with the same outcome keeps its line; a new one is ``added`` in
    ``version``; a vector gone loses its line.  One whose outcome differs is compared with the
    line it had before this version's changes (``was``: its old line if that is of an older,
    published version; else the old line's ``was``; else the old line itself): the same outcome
    again gets that line back (a change tried and reverted is no change), another is ``changed``
    in ``version`` and keeps that line as its ``was``.  With ``recorded``, only those vectors'
    outcomes are recorded: any other that has a line keeps it (``fill --outdated`` ran only
    those; a differing outcome on disk was not filled by the engine)."""
    lines: dict[str, LedgerLine] = {}
    for vector_id, outcome in outcomes.items():
        before = old.get(vector_id)
        if before is None:
            lines[vector_id] = LedgerLine(vector_id, outcome, version, ADDED)
        elif before.outcome == outcome or (recorded is not None and vector_id not in recorded):
            lines[vector_id] = before
        else:
            base = before.as_published if before.since != version else before.was or before
            # Also a vector added in this very version is ``changed``: whether that version was
            # published already, no file says; a change is named rather than missed.
            lines[vector_id] = base if base.outcome == outcome else LedgerLine(vector_id, outcome, version, CHANGED, base)
    return lines


def kept_back(old: dict[str, LedgerLine], outcomes: dict[str, str], recorded: Collection[str]) -> list[str]:
    """The vectors outside ``recorded`` whose outcome on disk differs from their ledger line."""
    return sorted(i for i, outcome in outcomes.items() if i not in recorded and i in old and old[i].outcome != outcome)


def restamp(lines: dict[str, LedgerLine], version: str, changelog: Changelog | None) -> dict[str, LedgerLine]:
    """Move records that belong to no published version to ``version``, the one being prepared:
    a line of a version the changelog has no entry for (renamed or dropped before it was
    published), and a change its version's entry does not name (recorded by a ``fill`` before
    the version was raised: a published entry names all its changes, ``check`` sees to that).
    Without a changelog (an installed wheel) nothing moves."""
    if changelog is None:
        return lines
    moved = {}
    for vector_id, line in lines.items():
        entry = changelog.entry(line.since)
        unpublished = entry is None or (line.change == CHANGED and vector_id not in entry.ids)
        if line.since != version and unpublished:
            line = replace(line, since=version)
        moved[vector_id] = line
    return moved


def published_lines(lines: dict[str, LedgerLine], version: str) -> dict[str, LedgerLine]:
    """Lines of versions before ``version`` (published) without ``was``, which only a change
    of the version being prepared keeps."""
    return {vector_id: line if line.since == version else line.as_published for vector_id, line in lines.items()}


def disk_outcomes(ruleset: str, root: Path | None = None) -> dict[str, str]:
    """Vector id → outcome digest of every vector of a rule set on disk (vector files and the
    rows of its tables).  Files that cannot be read are left out: ``check`` reports them."""
    from regelwerk.suite.readonce import read_data_file
    from regelwerk.suite.vectors import TABLES_FOLDER, vectors_of

    folder = (root or vectors_dir()) / ruleset
    outcomes: dict[str, str] = {}
    for path in list_files(folder, "*.json") + list_files(folder / TABLES_FOLDER, "*.json"):
        try:
            data = read_data_file(path)
            vectors = vectors_of(data, str(path))
        except RefusedFile:
            raise
        except (SuiteDataError, KeyError, TypeError, ValueError, AttributeError):
            continue
        for vector in vectors:
            outcomes[vector.id] = outcome_digest(vector.expected)
    return outcomes


@dataclass(frozen=True)
class LedgerUpdate:
    changed: bool  # the file was rewritten
    kept: list[str]  # vectors not ``recorded`` whose outcome on disk differs from their line


def update_ledger(ruleset: str, root: Path | None = None, recorded: Collection[str] | None = None) -> LedgerUpdate:
    """Bring the ledger of a rule set in line with its vectors on disk (after ``fill`` wrote them).
    Records of unpublished versions move to the version being prepared first (:func:`restamp`),
    so that a change and its revert are compared with the last published line.  ``recorded``:
    only these vectors' outcomes are recorded (:func:`next_ledger`)."""
    path = ledger_file(ruleset, root)
    version = suite_version()
    changelog = load_changelog()
    old = restamp(read_ledger(ruleset, root), version, changelog)
    outcomes = disk_outcomes(ruleset, root)
    lines = published_lines(restamp(next_ledger(old, outcomes, version, recorded), version, changelog), version)
    kept = kept_back(old, outcomes, recorded) if recorded is not None else []
    text = render_ledger(lines.values())
    if read_if_there(path) == text:
        return LedgerUpdate(False, kept)
    write_atomically(path, text, create_folder=True)
    return LedgerUpdate(True, kept)


# -- the check --------------------------------------------------------------------------------


def versioning_problems(names: Iterable[str], changelog_required: bool) -> list[Problem]:
    """Everything ``check`` says about versions: the suite file, each rule set's ledger against
    its vectors on disk, and (where there is a changelog, or must be one) the changelog against
    the ledgers."""
    try:
        version = suite_version()
    except SuiteDataError as exc:
        return [Problem(_display(Path(exc.file)), 0, f"{exc.json_path or ''} {exc.message}".strip())]
    problems: list[Problem] = []
    ledgers: dict[str, dict[str, LedgerLine]] = {}
    current = Version.parse(version)
    for name in names:
        where = _display(ledger_file(name))
        try:
            ledger = read_ledger(name)
        except SuiteDataError as exc:
            problems.append(Problem(where, 0, exc.message))
            continue
        ledgers[name] = ledger
        problems.extend(_ledger_drift(where, ledger, disk_outcomes(name)))
        # Each version named in the ledger compared once (the ledger has a line per vector).
        later = sorted(since for since in {line.since for line in ledger.values()} if Version.parse(since) > current)
        if later:
            problems.append(Problem(where, 0, f"records versions after the suite version {version}: {', '.join(later)}"))
    registers = _register_ledgers(names, problems)
    changelog = load_changelog()
    if changelog is None:
        if changelog_required:
            problems.append(Problem(CHANGELOG_FILE, 0, f"missing: every suite version has an entry there (now {version})"))
        return problems
    problems.extend(changelog.problems)
    problems.extend(_changelog_problems(changelog, version, ledgers))
    problems.extend(_register_changelog_problems(changelog, registers))
    return problems


def _register_ledgers(names: Iterable[str], problems: list[Problem]) -> dict[str, dict[str, RegisterLine]]:
    """Each rule set's register ledger, checked against its register (drift is a problem)."""
    from regelwerk.suite.register import load_register

    found: dict[str, dict[str, RegisterLine]] = {}
    for name in names:
        path = register_ledger_file(name)
        where = _display(path)
        try:
            ledger = read_register_ledger(path)
        except SuiteDataError as exc:
            problems.append(Problem(where, 0, exc.message))
            continue
        try:
            register = load_register(name)
        except RefusedFile:
            raise
        except SuiteDataError:
            continue  # an unreadable register is reported once, under its rule set (check_ruleset)
        found[name] = ledger
        problems.extend(register_ledger_drift(where, ledger, register))
    return found


def _register_changelog_problems(changelog: Changelog, registers: dict[str, dict[str, RegisterLine]]) -> list[Problem]:
    """Every changed default named in the entry of its version, which is at least a minor step:
    an engine that follows the defaults is held to other vectors from then on."""
    where = _display(changelog.path)
    problems: list[Problem] = []
    for line in sorted((l for ledger in registers.values() for l in ledger.values()), key=lambda l: l.id):
        if line.change not in NAMED_CHANGES:
            continue
        entry = changelog.entry(line.since)
        if entry is None:
            problems.append(Problem(where, 0, f"no entry for {line.since}, in which the default of {line.id} changed"))
            continue
        if line.id not in entry.ids:
            problems.append(
                Problem(where, entry.line, f"the default of {line.id} changed in {line.since} (now {line.default}); name it in that entry as `{line.id}`")
            )
        older = changelog.older_than(entry)
        if older is not None and entry.version.step_over(older.version) == "patch":
            bumped = Version(older.version.major, older.version.minor + 1, 0)
            problems.append(
                Problem(
                    where, entry.line,
                    f"{line.since} changes the default of {line.id} but is only a patch over {older.version}: "
                    f"a changed default takes a minor version ({bumped})",
                )
            )
    return problems


def _ledger_drift(where: str, ledger: dict[str, LedgerLine], outcomes: dict[str, str]) -> list[Problem]:
    missing = sorted(set(outcomes) - set(ledger))
    gone = sorted(set(ledger) - set(outcomes))
    differ = sorted(i for i in set(outcomes) & set(ledger) if outcomes[i] != ledger[i].outcome)
    problems = []
    for ids, what in ((missing, "no line for"), (gone, "a line for vectors no longer on disk:"), (differ, "another outcome for")):
        if ids:
            problems.append(Problem(where, 0, f"{what} {_some(ids)}; run `regelwerk fill`"))
    return problems


def _changelog_problems(changelog: Changelog, version: str, ledgers: dict[str, dict[str, LedgerLine]]) -> list[Problem]:
    where = _display(changelog.path)
    problems: list[Problem] = []
    newest = changelog.entries[0] if changelog.entries else None
    if newest is None or str(newest.version) != version:
        found = f"the newest entry is {newest.version}" if newest else "it has no entry"
        problems.append(
            Problem(where, newest.line if newest else 0, f"{found}, the suite version ({SUITE_FILE}) is {version}: add an entry `## {version}`")
        )
    lines = [line for ledger in ledgers.values() for line in ledger.values()]
    for since in sorted({line.since for line in lines}, key=Version.parse):
        entry = changelog.entry(since)
        changed = sorted(line.id for line in lines if line.since == since and line.change == CHANGED)
        added = sorted(line.id for line in lines if line.since == since and line.change == ADDED)
        if entry is None:
            problems.append(Problem(where, 0, f"no entry for {since}, in which the ledgers record {len(changed) + len(added)} vector(s)"))
            continue
        for vector_id in changed:
            if vector_id not in entry.ids:
                problems.append(
                    Problem(where, entry.line, f"the expected outcome of {vector_id} changed in {since}; name it in that entry as `{vector_id}`")
                )
        older = changelog.older_than(entry)
        step = entry.version.step_over(older.version) if older else None
        if added and older is not None and step == "patch":
            bumped = Version(older.version.major, older.version.minor + 1, 0)
            problems.append(
                Problem(
                    where,
                    entry.line,
                    f"{since} adds {len(added)} vector(s) ({_some(added)}) but is only a patch over {older.version}: "
                    f"adding vectors takes a minor version ({bumped})",
                )
            )
    return problems


def _some(ids: list[str], limit: int = 5) -> str:
    shown = ", ".join(ids[:limit])
    return shown + (f" … ({len(ids) - limit} more)" if len(ids) > limit else "")


def _display(path: Path) -> str:
    try:
        return path.relative_to(data_root()).as_posix()
    except ValueError:
        return str(path)
