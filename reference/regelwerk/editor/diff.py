"""``regelwerk diff OLD [NEW]``: what changed between two vector trees, by rule set and clause.

Each vector is *added* (only in NEW), *removed* (only in OLD), *changed* (its expected outcome
means something else: another status, state, events, answer, or another kind, code, clause or
label of a rejection) or *reworded* (same outcome, but something else changed: the wording of a
rejection, the text of a cited clause, the scenario's text, the description, the input or the
pinned interpretations).  A change of wording that changes no outcome is said as such.  The
suite version and where a scenario sits in its feature file are not changes of a vector.

Register entries are compared too, through the register ledgers of the two trees
(``<rule set>/register.ndjson``, :mod:`regelwerk.suite.registerledger`): every entry added,
removed, or whose default, options, labels or wording changed.  For a changed default the report
says what it changes for an engine that follows the defaults: the vectors pinned to the new
default (it is now held to them) and those pinned to the old one (no longer held to them); an
engine that declares no option runs only the vectors that pin none, whose outcome changes are the
``changed`` vectors.

JSON form (``regelwerk-diff/1``, documented in ``docs/matching.md``)::

    {"format": "regelwerk-diff/1", "old": {"label", "suite_versions"}, "new": {…},
     "counts": {"added", "removed", "changed", "reworded"},
     "rulesets": {"<rule set>": {"added": [change…], "removed": […], "changed": […], "reworded": […],
                                 "clauses": {"<clause>": {"added": [ids], …}}}},
     "register_counts": {"entries", "defaults"},
     "registers": {"<rule set>": [{"id", "change", "old", "new", "now_held", "no_longer_held"}]},
     "unrecorded": ["<tree>: <rule set>"]}
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from regelwerk.core.canonical import Json, dumps
from regelwerk.editor.changes import VectorChange, by_clause, md_cell, md_code, md_table, outcome_differences
from regelwerk.core.reading import confine, exists, list_folders
from regelwerk.editor.trees import TreeVector, tree_root, vectors_folder
from regelwerk.suite.registerledger import DEFAULT, REGISTER_LEDGER_FILE, RegisterLine, read_register_ledger, register_changes
from regelwerk.suite.version import outcome_meaning

KINDS = ("changed", "added", "removed", "reworded")
_TITLES = {
    "changed": "Changed outcomes",
    "added": "Added vectors",
    "removed": "Removed vectors",
    "reworded": "Changed without a change of outcome",
}
FORMAT = "regelwerk-diff/1"


@dataclass(frozen=True)
class RegisterChange:
    """One register entry that differs between the trees (``change``: ``added``, ``removed``,
    ``default``, ``options`` or ``reworded``); for a changed default, the vectors of the new tree
    pinned to the new default and to the old one."""

    ruleset: str
    id: str
    change: str
    old: RegisterLine | None
    new: RegisterLine | None
    now_held: tuple[str, ...] = ()
    no_longer_held: tuple[str, ...] = ()

    def to_json(self) -> Json:
        return {
            "id": self.id,
            "change": self.change,
            "old": _line_json(self.old),
            "new": _line_json(self.new),
            "now_held": list(self.now_held),
            "no_longer_held": list(self.no_longer_held),
        }


def _line_json(line: RegisterLine | None) -> Json:
    if line is None:
        return None
    return {k: v for k, v in line.to_json().items() if k not in ("wording", "reason", "change", "was")}


@dataclass(frozen=True)
class DiffReport:
    old_label: str
    new_label: str
    old_versions: dict[str, list[str]]
    new_versions: dict[str, list[str]]
    changes: dict[str, tuple[VectorChange, ...]]  # kind → changes, sorted by id
    registers: tuple[RegisterChange, ...] = ()
    unrecorded: tuple[str, ...] = field(default=())  # "<tree>: <rule set>" without a register ledger

    def count(self, kind: str) -> int:
        return len(self.changes[kind])

    @property
    def default_changes(self) -> tuple[RegisterChange, ...]:
        return tuple(c for c in self.registers if c.change == DEFAULT)

    @property
    def outcome_changes(self) -> int:
        return self.count("changed") + self.count("added") + self.count("removed")


def diff_trees(old: dict[str, TreeVector], new: dict[str, TreeVector], old_label: str, new_label: str) -> DiffReport:
    found: dict[str, list[VectorChange]] = {kind: [] for kind in KINDS}
    for vector_id in sorted(set(old) | set(new)):
        before, after = old.get(vector_id), new.get(vector_id)
        if before is None and after is not None:
            found["added"].append(_change(after, None, after.raw["expected"]))
        elif after is None and before is not None:
            found["removed"].append(_change(before, before.raw["expected"], None))
        elif before is not None and after is not None:
            kind, change = _compare(before, after)
            if kind is not None and change is not None:
                found[kind].append(change)
    return DiffReport(
        old_label, new_label, _versions(old), _versions(new), {kind: tuple(changes) for kind, changes in found.items()}
    )


def with_registers(report: DiffReport, old_path: Path, new_path: Path, new: dict[str, TreeVector]) -> DiffReport:
    """The report with the register changes between the register ledgers of the two trees."""
    old_root, new_root = vectors_folder(old_path), vectors_folder(new_path)
    confined = {old_root: tree_root(old_path), new_root: tree_root(new_path)}
    names = sorted({p.name for root in (old_root, new_root) for p in list_folders(root, confined[root]) if not p.name.startswith(".")})
    found: list[RegisterChange] = []
    unrecorded: list[str] = []
    for name in names:
        ledgers = []
        for label, root in ((report.old_label, old_root), (report.new_label, new_root)):
            path = root / name / REGISTER_LEDGER_FILE
            if (root / name).is_dir() and not exists(path):
                unrecorded.append(f"{label}: {name}")
            confine(path, confined[root])  # a ledger linked out of its tree is refused, unread
            ledgers.append(read_register_ledger(path))
        if not ledgers[0] or not ledgers[1]:
            continue  # nothing to compare with: said in unrecorded
        for change, before, after in register_changes(ledgers[0], ledgers[1]):
            entry_id = (after or before).id  # type: ignore[union-attr]
            held: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
            if change == DEFAULT and before is not None and after is not None:
                held = (_pinned(new, entry_id, after.default), _pinned(new, entry_id, before.default))
            found.append(RegisterChange(name, entry_id, change, before, after, *held))
    return DiffReport(
        report.old_label, report.new_label, report.old_versions, report.new_versions, report.changes,
        tuple(found), tuple(unrecorded),
    )


def _pinned(tree: dict[str, TreeVector], switch_id: str, option: str) -> tuple[str, ...]:
    return tuple(sorted(v.id for v in tree.values() if (v.raw.get("interpretations") or {}).get(switch_id) == option))


def _change(
    vector: TreeVector, old: Json, new: Json, differences: tuple[str, ...] = (), notes: tuple[str, ...] = ()
) -> VectorChange:
    raw = vector.raw
    return VectorChange(
        vector.id,
        vector.ruleset,
        tuple(c["id"] for c in raw["clauses"]),
        vector.source,
        raw.get("interpretations", {}),
        old,
        new,
        tuple(differences),
        tuple(notes),
    )


def _compare(before: TreeVector, after: TreeVector) -> tuple[str | None, VectorChange | None]:
    old, new = before.raw, after.raw
    if dumps(outcome_meaning(old["expected"])) != dumps(outcome_meaning(new["expected"])):
        differences = outcome_differences(after.ruleset, old["expected"], new["expected"]) or ("$: differs",)
        return "changed", _change(after, old["expected"], new["expected"], differences)
    notes = _what_else(old, new)
    if not notes:
        return None, None
    return "reworded", _change(after, old["expected"], new["expected"], (), tuple(notes))


def _what_else(old: Json, new: Json) -> list[str]:
    """What differs between two vectors whose outcome means the same."""
    notes = []
    if dumps(old["expected"]) != dumps(new["expected"]):
        notes.append("wording of the rejection")
    old_clauses = {c["id"]: c["hash"] for c in old["clauses"]}
    new_clauses = {c["id"]: c["hash"] for c in new["clauses"]}
    if set(old_clauses) != set(new_clauses):
        notes.append(f"cited clauses ({', '.join(old_clauses)} → {', '.join(new_clauses)})")
    reworded = sorted(c for c in new_clauses if c in old_clauses and old_clauses[c] != new_clauses[c])
    if reworded:
        notes.append(f"clause text ({', '.join(reworded)})")
    if (old.get("provenance") or {}).get("hash") != (new.get("provenance") or {}).get("hash"):
        notes.append("scenario text")
    if old.get("description") != new.get("description"):
        notes.append("description")
    if any(dumps(old.get(k)) != dumps(new.get(k)) for k in ("state", "action", "dice")):
        notes.append("input (state, action or dice)")
    if dumps(old.get("interpretations")) != dumps(new.get("interpretations")):
        notes.append("pinned interpretations")
    return notes


def _versions(tree: dict[str, TreeVector]) -> dict[str, list[str]]:
    versions: dict[str, set[str]] = {}
    for vector in tree.values():
        versions.setdefault(vector.ruleset, set()).add(str(vector.raw.get("suite_version")))
    return {rs: sorted(v) for rs, v in sorted(versions.items())}


# -- rendering --------------------------------------------------------------------------------


def to_json(report: DiffReport) -> Json:
    rulesets: dict[str, Json] = {}
    for kind in KINDS:
        for change in report.changes[kind]:
            entry = rulesets.setdefault(change.ruleset, {k: [] for k in KINDS})
            entry[kind].append(change.to_json())
    for name, entry in rulesets.items():
        clauses: dict[str, Json] = {}
        for kind in KINDS:
            mine = [c for c in report.changes[kind] if c.ruleset == name]
            for clause, ids in by_clause(mine).items():
                clauses.setdefault(clause, {k: [] for k in KINDS})[kind] = ids
        entry["clauses"] = dict(sorted(clauses.items()))
    registers: dict[str, list[Json]] = {}
    for entry_change in report.registers:
        registers.setdefault(entry_change.ruleset, []).append(entry_change.to_json())
    return {
        "format": FORMAT,
        "old": {"label": report.old_label, "suite_versions": report.old_versions},
        "new": {"label": report.new_label, "suite_versions": report.new_versions},
        "counts": {kind: report.count(kind) for kind in KINDS},
        "register_counts": {"entries": len(report.registers), "defaults": len(report.default_changes)},
        "rulesets": dict(sorted(rulesets.items())),
        "registers": registers,
        "unrecorded": list(report.unrecorded),
    }


def headline(report: DiffReport) -> str:
    return _register_headline(report) + _vector_headline(report)


def _register_headline(report: DiffReport) -> str:
    if not report.registers:
        return ""
    flips = report.default_changes
    named = ", ".join(f"{c.id} ({c.old.default} → {c.new.default})" for c in flips if c.old and c.new)
    text = f"{len(report.registers)} register entr{'y' if len(report.registers) == 1 else 'ies'} changed"
    return text + (f", {len(flips)} default(s): {named}. " if flips else ". ")


def _vector_headline(report: DiffReport) -> str:
    counts = f"{report.count('changed')} changed outcome(s), {report.count('added')} added, {report.count('removed')} removed"
    if report.outcome_changes == 0:
        text = "No expected outcome changes."
        if report.count("reworded"):
            text += f" {report.count('reworded')} vector(s) changed only in wording (no outcome changes)."
        return text
    extra = f"; {report.count('reworded')} changed without a change of outcome" if report.count("reworded") else ""
    return f"{counts}{extra}."


def to_markdown(report: DiffReport) -> str:
    lines = [f"## regelwerk diff: {md_cell(report.old_label)} → {md_cell(report.new_label)}", "", f"**{headline(report)}**"]
    versions = _version_line(report)
    if versions:
        lines += ["", versions]
    lines += _register_markdown(report)
    rulesets = sorted({c.ruleset for kind in KINDS for c in report.changes[kind]})
    for name in rulesets:
        lines += ["", f"### {name}", "", "| clause | changed | added | removed | reworded |", "|---|---:|---:|---:|---:|"]
        mine = {kind: [c for c in report.changes[kind] if c.ruleset == name] for kind in KINDS}
        index = {kind: by_clause(mine[kind]) for kind in KINDS}
        for clause in sorted({c for kind in KINDS for c in index[kind]}):
            lines.append(f"| {md_cell(clause)} | " + " | ".join(str(len(index[kind].get(clause, []))) for kind in KINDS) + " |")
        for kind in KINDS:
            if not mine[kind]:
                continue
            ordered = sorted(mine[kind], key=lambda c: (c.clauses[:1], c.id))
            lines += ["", f"#### {_TITLES[kind]}", ""]
            lines += md_table(ordered, _TITLES[kind].lower(), with_notes=kind == "reworded")
    return "\n".join(lines) + "\n"


def _register_markdown(report: DiffReport) -> list[str]:
    lines: list[str] = []
    if report.unrecorded:
        lines += ["", "No register record (older than suite 0.6.0), so register changes cannot be shown for: " + ", ".join(report.unrecorded) + "."]
    for name in sorted({c.ruleset for c in report.registers}):
        mine = [c for c in report.registers if c.ruleset == name]
        lines += ["", f"### {name}: register", "", "| entry | change | default | options |", "|---|---|---|---|"]
        for c in mine:
            default = _before_after(c, lambda line: line.default)
            options = _before_after(c, lambda line: ", ".join(line.options))
            lines.append(f"| {md_code(c.id)} | {c.change} | {md_cell(default)} | {md_cell(options)} |")
        for c in mine:
            if c.change != DEFAULT or c.old is None or c.new is None:
                continue
            lines += [
                "",
                f"**{md_code(c.id)}: default {md_code(c.old.default)} → {md_code(c.new.default)}.** An engine that follows the defaults is now held to "
                f"{len(c.now_held)} vector(s) pinned to {md_code(c.new.default)} and no longer to {len(c.no_longer_held)} pinned to "
                f"{md_code(c.old.default)}; an engine that declares no option runs only the vectors that pin none (their changed "
                "outcomes, if any, are listed below).",
            ]
            for title, ids in (("Now held to", c.now_held), ("No longer held to", c.no_longer_held)):
                if ids:
                    lines += ["", f"{title}: " + ", ".join(md_code(i) for i in ids)]
    return lines


def _before_after(change: RegisterChange, show: Callable[[RegisterLine], str]) -> str:
    if change.old is None:
        return show(change.new) if change.new else ""
    if change.new is None:
        return show(change.old) + " (removed)"
    before, after = show(change.old), show(change.new)
    return after if before == after else f"{before} → {after}"


def _version_line(report: DiffReport) -> str:
    names = sorted(set(report.old_versions) | set(report.new_versions))
    moved = [
        f"{name} {'/'.join(report.old_versions.get(name, ['–']))} → {'/'.join(report.new_versions.get(name, ['–']))}"
        for name in names
        if report.old_versions.get(name) != report.new_versions.get(name)
    ]
    return f"Suite version: {', '.join(moved)}." if moved else ""
