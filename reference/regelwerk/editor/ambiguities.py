"""``regelwerk ambiguities``: every entry of the ambiguity registers as a rules editor reads it
before a decision: the question, the options, the default and why, the clauses and the
scenarios it touches, and for a switch how many vectors change outcome under each option, with
their ids (:meth:`regelwerk.editor.impact.Examiner.effects`).

"Change outcome under an option" means: with that option in force (the vector's own pin of the
switch overridden), the engine gives another outcome than the vector expects.  Under a vector's
own option nothing changes, so the vectors counted under an option are those pinned to another
option whose outcome that option would change.

The distribution vectors (those with a ``projection``) are counted the same way, by their exact
distribution instead of one outcome, and each that depends on the switch is given with its
distribution under every option side by side (:func:`regelwerk.editor.oddsdiff.odds_spreads`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from regelwerk.core.canonical import Json
from regelwerk.editor.changes import VectorChange, md_cell, md_code
from regelwerk.editor.impact import Examiner
from regelwerk.editor.oddsdiff import OddsSpread, odds_spreads
from regelwerk.editor.oddstext import spreads_markdown
from regelwerk.rulesets import RULESETS
from regelwerk.suite.register import Ambiguity, load_register

FORMAT = "regelwerk-ambiguities/1"
MAX_IDS = 20  # per option in Markdown; the JSON lists all


@dataclass(frozen=True)
class OptionReport:
    id: str
    summary: str
    default: bool
    pinned: tuple[str, ...]  # ids of the vectors (and table rows) that pin this option
    changes: tuple[str, ...]  # ids of the vectors whose outcome changes under this option
    odds_changes: tuple[str, ...] = ()  # ids of the distribution vectors whose distribution changes under it
    changed: tuple[VectorChange, ...] = field(default=(), compare=False)  # the changes of ``changes``: old and new outcome (the site's tables)


@dataclass(frozen=True)
class AmbiguityReport:
    ruleset: str
    entry: Ambiguity
    options: tuple[OptionReport, ...]
    scenarios: tuple[Json, ...]  # {"feature", "line", "scenario", "option"} of the scenarios that pin it
    odds: tuple[OddsSpread, ...] = ()  # the distribution vectors that depend on the switch
    odds_examined: int = 0  # distribution vectors of the rule set


def ambiguities(names: Iterable[str], examiners: dict[str, Examiner] | None = None) -> list[AmbiguityReport]:
    examiners = examiners if examiners is not None else {}
    reports: list[AmbiguityReport] = []
    for name in names:
        register = load_register(name)
        switches = {s.id: s for s in RULESETS[name].switches}
        examiner = None
        for entry in register.ambiguities.values():
            switch = switches.get(entry.id) if entry.switch else None
            effects: dict[str, list[VectorChange]] = {}
            spreads: list[OddsSpread] = []
            pinned: dict[str, list[str]] = {o: [] for o in entry.option_ids}
            scenarios: dict[tuple[str, int], Json] = {}
            if switch is not None:
                examiner = examiner or examiners.setdefault(name, Examiner(name))
                effects = examiner.effects(switch)
                spreads = odds_spreads(examiner.odds, switch)
                for vector in examiner.vectors:
                    option = vector.interpretations.get(entry.id)
                    if option is None:
                        continue
                    pinned.setdefault(option, []).append(vector.id)
                    provenance = vector.raw.get("provenance") or {}
                    if "feature" in provenance:
                        key = (provenance["feature"], provenance["line"])
                        scenarios[key] = {
                            "feature": provenance["feature"],
                            "line": provenance["line"],
                            "scenario": provenance.get("scenario", ""),
                            "option": option,
                        }
            options = tuple(
                OptionReport(
                    option.id,
                    option.summary,
                    option.id == entry.default,
                    tuple(sorted(pinned.get(option.id, []))),
                    tuple(sorted(c.id for c in effects.get(option.id, []))),
                    tuple(sorted(s.vector.id for s in spreads if s.differs_under(option.id))),
                    tuple(sorted(effects.get(option.id, []), key=lambda c: c.id)),
                )
                for option in entry.options
            )
            examined = len(examiner.odds.vectors) if examiner is not None and switch is not None else 0
            found = tuple(sorted(spreads, key=lambda s: s.vector.id))
            reports.append(AmbiguityReport(name, entry, options, tuple(scenarios[k] for k in sorted(scenarios)), found, examined))
    return reports


def to_json(reports: list[AmbiguityReport]) -> Json:
    rulesets: dict[str, list[Json]] = {}
    for report in reports:
        entry = report.entry
        rulesets.setdefault(report.ruleset, []).append(
            {
                "id": entry.id,
                "title": entry.title,
                "question": entry.question,
                "clauses": list(entry.clauses),
                "switch": entry.switch,
                "kind": entry.kind,
                "literal": entry.literal,
                "published": entry.published,
                "default": entry.default,
                "reason": entry.reason,
                "options": [
                    {
                        "id": o.id,
                        "summary": o.summary,
                        "default": o.default,
                        "labels": list(entry.labels(o.id)),
                        "pinned": list(o.pinned),
                        "changes": list(o.changes),
                        "odds_changes": list(o.odds_changes),
                    }
                    for o in report.options
                ],
                "scenarios": list(report.scenarios),
                "odds": {"examined": report.odds_examined, "depending": len(report.odds), "vectors": [s.to_json() for s in report.odds]},
            }
        )
    return {"format": FORMAT, "rulesets": rulesets}


def to_markdown(reports: list[AmbiguityReport]) -> str:
    """The reports as Markdown for reading (a pull-request comment, a page).  Every text from the
    register, which a pull request may have written, is escaped (:func:`md_cell`, :func:`md_code`):
    it shows as written and never as Markdown or HTML of its own."""
    lines: list[str] = ["# Ambiguities"]
    current = None
    for report in reports:
        entry = report.entry
        if report.ruleset != current:
            current = report.ruleset
            lines += ["", f"## {current}"]
        kind = "switch" if entry.switch else "no switch: no outcome depends on it"
        lines += [
            "",
            f"### {md_cell(entry.id)}: {md_cell(entry.title)}",
            "",
            f"**Question.** {md_cell(entry.question)}",
            "",
            f"Clauses: {md_cell(', '.join(entry.clauses))} ({kind}). {md_cell(KIND_TEXT.get(entry.kind, entry.kind))}",
            "",
            "| option | reading | vectors pinned | vectors that change under it |",
            "|---|---|---:|---:|",
        ]
        for option in report.options:
            labels = entry.labels(option.id)
            name = (f"**{md_cell(option.id)}**" if option.default else md_cell(option.id)) + (
                f" ({md_cell(', '.join(labels))})" if labels else ""
            )
            lines.append(f"| {name} | {md_cell(option.summary)} | {len(option.pinned)} | {len(option.changes)} |")
        lines += ["", f"**Default: {md_cell(entry.default)}.** {md_cell(entry.reason)}"]
        for option in report.options:
            if option.changes:
                shown = ", ".join(md_code(i) for i in option.changes[:MAX_IDS])
                more = f" … and {len(option.changes) - MAX_IDS} more" if len(option.changes) > MAX_IDS else ""
                lines += ["", f"Under **{md_cell(option.id)}** these change: {shown}{more}"]
        lines += spreads_markdown(report.odds, [o.id for o in report.options], report.odds_examined)
        if report.scenarios:
            lines += ["", "Scenarios:"]
            for s in report.scenarios:
                where = f"features/{s['feature']}:{s['line']}"
                lines.append(f"- {md_code(where)} {md_cell(s['scenario'])} ({md_cell(str(s['option']))})")
    return "\n".join(lines) + "\n"


# What kind of question an entry is (the register's ``kind``), said for a reader.
KIND_TEXT = {
    "ambiguous": "The words of the text can be read two ways.",
    "silent": "The text does not say (or leaves it to a page it does not include).",
    "differs": "The text says one thing, the published game another.",
}


def _text(text: str) -> str:
    """Register prose on one line (YAML folded blocks keep their line breaks)."""
    return " ".join(text.split())
