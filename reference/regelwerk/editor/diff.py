"""``regelwerk diff OLD [NEW]``: what changed between two vector trees, by rule set and clause.

Each vector is *added* (only in NEW), *removed* (only in OLD), *changed* (its expected outcome
means something else: another status, state, events, answer, or another kind, code, clause or
label of a rejection) or *reworded* (same outcome, but something else changed: the wording of a
rejection, the text of a cited clause, the scenario's text, the description, the input or the
pinned interpretations).  A change of wording that changes no outcome is said as such.  The
suite version and where a scenario sits in its feature file are not changes of a vector.

JSON form (``regelwerk-diff/1``, documented in ``docs/matching.md``)::

    {"format": "regelwerk-diff/1", "old": {"label", "suite_versions"}, "new": {…},
     "counts": {"added", "removed", "changed", "reworded"},
     "rulesets": {"<rule set>": {"added": [change…], "removed": […], "changed": […], "reworded": […],
                                 "clauses": {"<clause>": {"added": [ids], …}}}}}
"""

from __future__ import annotations

from dataclasses import dataclass

from regelwerk.core.canonical import Json, dumps
from regelwerk.editor.changes import VectorChange, by_clause, md_table, outcome_differences
from regelwerk.editor.trees import TreeVector
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
class DiffReport:
    old_label: str
    new_label: str
    old_versions: dict[str, list[str]]
    new_versions: dict[str, list[str]]
    changes: dict[str, tuple[VectorChange, ...]]  # kind → changes, sorted by id

    def count(self, kind: str) -> int:
        return len(self.changes[kind])

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
    return {
        "format": FORMAT,
        "old": {"label": report.old_label, "suite_versions": report.old_versions},
        "new": {"label": report.new_label, "suite_versions": report.new_versions},
        "counts": {kind: report.count(kind) for kind in KINDS},
        "rulesets": dict(sorted(rulesets.items())),
    }


def headline(report: DiffReport) -> str:
    counts = f"{report.count('changed')} changed outcome(s), {report.count('added')} added, {report.count('removed')} removed"
    if report.outcome_changes == 0:
        text = "No expected outcome changes."
        if report.count("reworded"):
            text += f" {report.count('reworded')} vector(s) changed only in wording (no outcome changes)."
        return text
    extra = f"; {report.count('reworded')} changed without a change of outcome" if report.count("reworded") else ""
    return f"{counts}{extra}."


def to_markdown(report: DiffReport) -> str:
    lines = [f"## regelwerk diff: {report.old_label} → {report.new_label}", "", f"**{headline(report)}**"]
    versions = _version_line(report)
    if versions:
        lines += ["", versions]
    rulesets = sorted({c.ruleset for kind in KINDS for c in report.changes[kind]})
    for name in rulesets:
        lines += ["", f"### {name}", "", "| clause | changed | added | removed | reworded |", "|---|---:|---:|---:|---:|"]
        mine = {kind: [c for c in report.changes[kind] if c.ruleset == name] for kind in KINDS}
        index = {kind: by_clause(mine[kind]) for kind in KINDS}
        for clause in sorted({c for kind in KINDS for c in index[kind]}):
            lines.append(f"| {clause} | " + " | ".join(str(len(index[kind].get(clause, []))) for kind in KINDS) + " |")
        for kind in KINDS:
            if not mine[kind]:
                continue
            ordered = sorted(mine[kind], key=lambda c: (c.clauses[:1], c.id))
            lines += ["", f"#### {_TITLES[kind]}", ""]
            lines += md_table(ordered, _TITLES[kind].lower(), with_notes=kind == "reworded")
    return "\n".join(lines) + "\n"


def _version_line(report: DiffReport) -> str:
    names = sorted(set(report.old_versions) | set(report.new_versions))
    moved = [
        f"{name} {'/'.join(report.old_versions.get(name, ['–']))} → {'/'.join(report.new_versions.get(name, ['–']))}"
        for name in names
        if report.old_versions.get(name) != report.new_versions.get(name)
    ]
    return f"Suite version: {', '.join(moved)}." if moved else ""
