"""The register ledger: what each register entry says, by suite version, so a changed default is
seen everywhere (``vectors/<rule set>/register.ndjson``, written by ``fill``).

A default flip changes no vector file: every vector that depends on a switch pins the option it
assumes.  What it changes is which reading an engine that follows the defaults is held to, so it
must not pass unseen.  The ledger keeps, per entry, its default, its options, its kind, which
option is literal, published or a house rule, and digests of its wording and of its reason, with
the suite version in which the entry last changed and how:

* ``added``: the entry is new in that version;
* ``default``: its default changed (the strongest change; also when more changed at once);
* ``options``: an option was added or removed, or which option is literal, published or a house
  rule, or the entry's kind, changed;
* ``reworded``: only its title, question, clauses, option summaries or reason changed.

``check`` (:func:`register_problems`) then demands, for every entry whose default changed in
version V, that the changelog entry of V names it (```ID```) and that V is at least a minor
step over the entry below it: an engine that follows the defaults is now held to other vectors,
as when vectors are added.  ``fill`` refuses to record a changed default whose ``reason`` is the
same text as before (it still argues for the old default).  ``regelwerk diff`` compares the
ledgers of two trees (:func:`register_changes`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path

from regelwerk.core.canonical import Json, dumps, value_digest
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.files import write_atomically
from regelwerk.core.paths import vectors_dir
from regelwerk.suite.lint import Problem
from regelwerk.suite.register import Ambiguity, Register

REGISTER_LEDGER_FILE = "register.ndjson"  # vectors/<rule set>/register.ndjson
ADDED, DEFAULT, OPTIONS, REWORDED = "added", "default", "options", "reworded"
CHANGES = (ADDED, DEFAULT, OPTIONS, REWORDED)
NAMED_CHANGES = (DEFAULT,)  # the changes the changelog entry of their version must name


@dataclass(frozen=True)
class RegisterLine:
    id: str
    default: str
    options: tuple[str, ...]
    kind: str
    literal: str | None
    published: str | None
    house_rules: tuple[str, ...]
    switch: bool
    wording: str  # digest of title, question, clauses and option summaries
    reason: str  # digest of the reason
    since: str
    change: str
    # For an entry changed in the version being prepared: the line it had before (of the last
    # published version, where known), so that a change tried and reverted gets that line back.
    was: RegisterLine | None = None

    def to_json(self) -> Json:
        out = self._fields()
        if self.was is not None:
            out["was"] = {k: v for k, v in self.was._fields().items() if k != "id"}
        return out

    @property
    def as_published(self) -> RegisterLine:
        """The line without what only the version being prepared needs (``was``)."""
        return replace(self, was=None) if self.was is not None else self

    def _fields(self) -> dict[str, Json]:
        return {
            "id": self.id,
            "default": self.default,
            "options": list(self.options),
            "kind": self.kind,
            "literal": self.literal,
            "published": self.published,
            "house_rules": list(self.house_rules),
            "switch": self.switch,
            "wording": self.wording,
            "reason": self.reason,
            "since": self.since,
            "change": self.change,
        }

    @property
    def facts(self) -> tuple[object, ...]:
        """What an engine can be held to: the options and the labels of each."""
        return (self.options, self.kind, self.literal, self.published, self.house_rules, self.switch)


def line_of(entry: Ambiguity, since: str, change: str, was: RegisterLine | None = None) -> RegisterLine:
    wording = {
        "title": entry.title,
        "question": entry.question,
        "clauses": list(entry.clauses),
        "options": {o.id: o.summary for o in entry.options},
    }
    return RegisterLine(
        entry.id,
        entry.default,
        entry.option_ids,
        entry.kind,
        entry.literal,
        entry.published,
        entry.house_rules,
        entry.switch,
        value_digest(wording),
        value_digest(entry.reason),
        since,
        change,
        was,
    )


def register_ledger_file(ruleset: str, root: Path | None = None) -> Path:
    return (root or vectors_dir()) / ruleset / REGISTER_LEDGER_FILE


def read_register_ledger(path: Path) -> dict[str, RegisterLine]:
    """The ledger at ``path`` by entry id (empty if there is none); a line that cannot be read is
    a :class:`SuiteDataError` naming the file and the line."""
    from regelwerk.suite.version import _json_line, read_if_there

    content = read_if_there(path)
    if content is None:
        return {}
    lines: dict[str, RegisterLine] = {}
    for number, text in enumerate(content.splitlines(), start=1):
        try:
            raw = _json_line(text)
            line = _register_line(_text(raw["id"]), raw)
            if raw.get("was") is not None:
                line = replace(line, was=_register_line(line.id, raw["was"]))
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise SuiteDataError(str(path), f"line {number} is not a register ledger line ({exc})", json_path=f"line {number}") from None
        if line.id in lines:
            raise SuiteDataError(str(path), f"line {number}: {line.id} has a line already", json_path=f"line {number}")
        lines[line.id] = line
    return lines


def _register_line(entry_id: str, raw: Json) -> RegisterLine:
    """One line (or its ``was``) as read; a field of the wrong type or value raises."""
    from regelwerk.suite.version import Version

    line = RegisterLine(
        id=entry_id,
        default=_text(raw["default"]),
        options=tuple(_text(o) for o in raw["options"]),
        kind=_text(raw["kind"]),
        literal=None if raw["literal"] is None else _text(raw["literal"]),
        published=None if raw["published"] is None else _text(raw["published"]),
        house_rules=tuple(_text(o) for o in raw["house_rules"]),
        switch=raw["switch"] if isinstance(raw["switch"], bool) else _fail("switch is true or false"),
        wording=_text(raw["wording"]),
        reason=_text(raw["reason"]),
        since=_text(raw["since"]),
        change=_text(raw["change"]),
    )
    Version.parse(line.since)
    if line.change not in CHANGES:
        raise ValueError(f"change is one of {', '.join(CHANGES)}")
    return line


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{value!r} is not a string")
    return value


def _fail(message: str) -> bool:
    raise ValueError(message)


def render_register_ledger(lines: Iterable[RegisterLine]) -> str:
    return "".join(dumps(line.to_json()) + "\n" for line in sorted(lines, key=lambda item: item.id))


def change_of(old: RegisterLine, new: RegisterLine) -> str | None:
    """How an entry changed from its ledger line to now (``None``: not at all)."""
    if old.default != new.default:
        return DEFAULT
    if old.facts != new.facts:
        return OPTIONS
    if (old.wording, old.reason) != (new.wording, new.reason):
        return REWORDED
    return None


def next_register_ledger(
    old: dict[str, RegisterLine], register: Register, version: str
) -> tuple[dict[str, RegisterLine], list[str]]:
    """The ledger after a fill, and the entries it refuses to record (messages).

    An entry is compared with the line it had before this version's changes (its old line if
    that is of an older, published version; else the old line's ``was``; else the old line
    itself): the same again gets that line back (a change tried and reverted is no change);
    otherwise it is recorded as changed in ``version`` with that line as its ``was``, the kind of
    change measured against it (and never weaker than that line's own kind, if it is of this
    version: an entry added in it stays added, a default changed in it stays a default change).
    A changed default whose reason is the same text as in that line is refused: the old line stays."""
    lines: dict[str, RegisterLine] = {}
    refused: list[str] = []
    for entry in register.ambiguities.values():
        before = old.get(entry.id)
        now = line_of(entry, version, ADDED)
        if before is None:
            lines[entry.id] = now
            continue
        base = before.as_published if before.since != version else before.was or before
        change = change_of(base, now)
        if change is None:
            lines[entry.id] = base
        elif change == DEFAULT and base.reason == now.reason:
            refused.append(
                f"{entry.id}: the default changed ({base.default} → {entry.default}) but its reason is the same text; "
                "say why the new default is the default"
            )
            lines[entry.id] = before
        else:
            kind = base.change if base.since == version and _rank(base.change) < _rank(change) else change
            lines[entry.id] = line_of(entry, version, kind, base)
    return lines, refused


def _rank(change: str) -> int:
    return CHANGES.index(change)


def restamp_register(lines: dict[str, RegisterLine], version: str, named: dict[str, frozenset[str]] | None) -> dict[str, RegisterLine]:
    """Move records that belong to no published version to ``version``: a line of a version the
    changelog has no entry for, and a default change its version's entry does not name.
    ``named``: version → the ids its changelog entry names (``None``: no changelog, nothing moves)."""
    if named is None:
        return lines
    moved = {}
    for entry_id, line in lines.items():
        ids = named.get(line.since)
        unpublished = ids is None or (line.change in NAMED_CHANGES and entry_id not in ids)
        if line.since != version and unpublished:
            line = replace(line, since=version)
        moved[entry_id] = line
    return moved


def update_register_ledger(ruleset: str, register: Register, root: Path | None = None) -> tuple[bool, list[str]]:
    """Bring the ledger of a rule set in line with its register (``fill``); true if the file
    changed, and the entries it refused to record.  Records of unpublished versions move to the
    version being prepared first (:func:`restamp_register`), so that a change and its revert are
    compared with the last published line; lines of published versions drop their ``was``."""
    from regelwerk.suite.version import load_changelog, read_if_there, suite_version

    path = register_ledger_file(ruleset, root)
    version = suite_version()
    changelog = load_changelog()
    named = None if changelog is None else {str(e.version): e.ids for e in changelog.entries}
    old = restamp_register(read_register_ledger(path), version, named)
    lines, refused = next_register_ledger(old, register, version)
    lines = restamp_register(lines, version, named)
    text = render_register_ledger(line if line.since == version else line.as_published for line in lines.values())
    if read_if_there(path) == text:
        return False, refused
    write_atomically(path, text, create_folder=True)
    return True, refused


# -- the check --------------------------------------------------------------------------------


def register_ledger_drift(where: str, ledger: dict[str, RegisterLine], register: Register) -> list[Problem]:
    """The ledger against the register: a line per entry, saying what the entry says now."""
    problems = []
    missing = sorted(set(register.ambiguities) - set(ledger))
    gone = sorted(set(ledger) - set(register.ambiguities))
    differ = sorted(
        i for i in set(register.ambiguities) & set(ledger)
        if change_of(ledger[i], line_of(register.ambiguities[i], ledger[i].since, ledger[i].change)) is not None
    )
    for ids, what in ((missing, "no line for"), (gone, "a line for entries no longer in the register:"), (differ, "another record of")):
        if ids:
            problems.append(Problem(where, 0, f"{what} {', '.join(ids)}; run `regelwerk fill`"))
    return problems


def register_changes(old: dict[str, RegisterLine], new: dict[str, RegisterLine]) -> list[tuple[str, RegisterLine | None, RegisterLine | None]]:
    """Every entry that differs between two ledgers: (how, old line, new line), sorted by id.
    ``how`` is ``added``, ``removed``, or the kind of change (:func:`change_of`)."""
    found: list[tuple[str, RegisterLine | None, RegisterLine | None]] = []
    for entry_id in sorted(set(old) | set(new)):
        before, after = old.get(entry_id), new.get(entry_id)
        if before is None:
            found.append((ADDED, None, after))
        elif after is None:
            found.append(("removed", before, None))
        else:
            change = change_of(before, after)
            if change is not None:
                found.append((change, before, after))
    return found
