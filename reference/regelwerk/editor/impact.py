"""``regelwerk impact SWITCH=OPTION …``: which vectors would flip if the default of these
switches changed, with the old and the new outcome side by side.

Every vector of the rule sets that own the switches is examined.  It is run once under its own
interpretations, recording which switches the rules read (:func:`run_case_traced`): a vector
whose rules never read a changed switch cannot change, so only the others are run again, with
the new options in force.

* **changes**: vectors that do not pin a changed switch and whose outcome differs under the new
  default: their expected outcome would change on the next ``fill`` after the default changed.
  In a suite that passes ``check`` this list is empty for a single switch (``check`` makes every
  vector declare each switch that changes its outcome); it is not for a combination of
  switches that only together change an outcome, or while a scenario still lacks its tag.
* **pinned** (reported apart): vectors that pin an option of a changed switch, whose outcome
  under the new option differs from their own.  Their files do not change (the pin stays), but
  those pinned to the old default are the ones that describe today's default reading: under
  the new default they describe a reading that is no longer the default.

The same examination answers ``regelwerk ambiguities``: how many vectors change under each
option of each switch (:meth:`Examiner.effects`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

from regelwerk.core.canonical import Json
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.ruleset import InterpretationSwitch, RuleSet, run_case, run_case_traced
from regelwerk.editor.changes import VectorChange, by_clause, md_cell, md_code, md_table, outcome_differences
from regelwerk.editor.oddsdiff import OddsChange, OddsExaminer, is_distribution_vector, odds_impact
from regelwerk.editor.oddstext import odds_impact_markdown
from regelwerk.rulesets import RULESETS
from regelwerk.suite.vectors import Vector, load_vectors

FORMAT = "regelwerk-impact/1"


def find_switch(switch_id: str) -> tuple[str, InterpretationSwitch]:
    """The rule set and the switch of an id; a :class:`SuiteDataError` if no rule set has it."""
    for name, ruleset in sorted(RULESETS.items()):
        for switch in ruleset.switches:
            if switch.id == switch_id:
                return name, switch
    raise SuiteDataError(switch_id, "no rule set has an interpretation switch of this id (see `regelwerk ambiguities`)")


def _example_assignment() -> str:
    """A valid ``SWITCH=OPTION`` of the registered rule sets, for the error message."""
    for _, ruleset in sorted(RULESETS.items()):
        for switch in ruleset.switches:
            other = next(o for o in switch.options if o != switch.default)
            return f"{switch.id}={other}"
    return "SWITCH=OPTION"


def parse_assignments(texts: Iterable[str]) -> dict[str, str]:
    """``["<switch id>=<option>", …]`` → switch → option, each checked against its rule set."""
    chosen: dict[str, str] = {}
    for text in texts:
        switch_id, sep, option = text.partition("=")
        if not sep or not switch_id or not option:
            raise SuiteDataError(text, f"write SWITCH=OPTION, e.g. {_example_assignment()}")
        _, switch = find_switch(switch_id)
        if option not in switch.options:
            raise SuiteDataError(text, f"{switch_id} has no option {option!r} (options: {', '.join(switch.options)})")
        if switch_id in chosen:
            raise SuiteDataError(text, f"{switch_id} is named twice")
        if option == switch.default:
            raise SuiteDataError(text, f"{option!r} is already the default of {switch_id}; name another option")
        chosen[switch_id] = option
    if not chosen:
        raise SuiteDataError("SWITCH=OPTION", "name at least one switch and its new default")
    return chosen


def change_of(vector: Vector, new: Json) -> VectorChange:
    """A vector of the suite with another outcome, as a :class:`VectorChange`."""
    provenance = vector.raw.get("provenance") or {}
    if "feature" in provenance:
        source = f"features/{provenance['feature']}:{provenance.get('example_line') or provenance.get('line')}"
    elif "base" in provenance:  # a switch combination (suite/combinations.py)
        source = f"{vector.file} (combination of {provenance['base']})"
    else:
        source = f"{vector.file} row {provenance.get('row')}"
    return VectorChange(
        vector.id,
        vector.ruleset,
        vector.clauses,
        _relative(source),
        dict(vector.interpretations),
        vector.expected,
        new,
        outcome_differences(vector.ruleset, vector.expected, new),
    )


def _relative(source: str) -> str:
    from regelwerk.harness.cases import display_path

    if source.startswith("features/"):
        return source
    if " (combination of " in source:
        path, _, rest = source.partition(" (combination of ")
        return f"{display_path(path)} (combination of {rest}"
    path, _, row = source.rpartition(" row ")
    return f"{display_path(path)} row {row}"


class Examiner:
    """The vectors of one rule set on disk, and which switches the rules read for each."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.ruleset: RuleSet = RULESETS[name]
        loaded = load_vectors([name])
        # Distribution vectors state odds, not one outcome: they are examined by ``odds``.
        self.vectors: list[Vector] = [v for v in loaded if not is_distribution_vector(v)]
        self.odds = OddsExaminer(self.ruleset, loaded)

    @cached_property
    def consulted(self) -> dict[str, frozenset[str]]:
        """Vector id → the switches the rules read under the vector's own interpretations."""
        return {v.id: run_case_traced(self.ruleset, v.case)[1] for v in self.vectors}

    def outcome_under(self, vector: Vector, options: Mapping[str, str]) -> Json:
        return run_case(self.ruleset, {**vector.case, "interpretations": {**vector.interpretations, **options}})

    def impact(self, chosen: Mapping[str, str]) -> tuple[list[VectorChange], list[VectorChange]]:
        """(changes, pinned) for new defaults ``chosen`` (switch → option) of this rule set."""
        changes: list[VectorChange] = []
        pinned: list[VectorChange] = []
        for vector in self.vectors:
            if not set(chosen) & self.consulted[vector.id]:
                continue  # the rules never read a changed switch: the outcome cannot change
            pins = set(chosen) & set(vector.interpretations)
            if pins and all(vector.interpretations[s] == chosen[s] for s in pins) and len(pins) == len(chosen):
                continue  # pinned to exactly the new options: nothing changes
            options = dict(chosen) if pins else {s: o for s, o in chosen.items() if s not in vector.interpretations}
            new = self.outcome_under(vector, options)
            change = change_of(vector, new)
            if change.differences:
                (pinned if pins else changes).append(change)
        return changes, pinned

    def effects(self, switch: InterpretationSwitch) -> dict[str, list[VectorChange]]:
        """Option → the vectors whose outcome differs when that option is in force (their own
        pin of this switch overridden), for every option of the switch."""
        found: dict[str, list[VectorChange]] = {option: [] for option in switch.options}
        for vector in self.vectors:
            if switch.id not in self.consulted[vector.id]:
                continue
            own = vector.interpretations.get(switch.id, switch.default)
            for option in switch.options:
                if option == own:
                    continue
                change = change_of(vector, self.outcome_under(vector, {switch.id: option}))
                if change.differences:
                    found[option].append(change)
        return found


@dataclass(frozen=True)
class OddsImpact:
    """``--odds``: the distribution vectors whose distribution changes (pinned ones apart)."""

    examined: int
    changes: tuple[OddsChange, ...]
    pinned: tuple[OddsChange, ...]


@dataclass(frozen=True)
class ImpactReport:
    chosen: dict[str, tuple[str, str]]  # switch → (old default, new default)
    examined: int
    changes: tuple[VectorChange, ...]
    pinned: tuple[VectorChange, ...]
    odds: OddsImpact | None = None  # with --odds only


def impact(chosen: Mapping[str, str], examiners: dict[str, Examiner] | None = None, with_odds: bool = False) -> ImpactReport:
    """The impact of new defaults (switch → option, as :func:`parse_assignments` returns them);
    ``with_odds``: also how the distribution vectors' odds change (:func:`odds_impact`)."""
    examiners = examiners if examiners is not None else {}
    by_ruleset: dict[str, dict[str, str]] = {}
    defaults: dict[str, tuple[str, str]] = {}
    for switch_id, option in chosen.items():
        name, switch = find_switch(switch_id)
        by_ruleset.setdefault(name, {})[switch_id] = option
        defaults[switch_id] = (switch.default, option)
    changes: list[VectorChange] = []
    pinned: list[VectorChange] = []
    odds_changes: list[OddsChange] = []
    odds_pinned: list[OddsChange] = []
    examined = odds_examined = 0
    for name, options in sorted(by_ruleset.items()):
        examiner = examiners.setdefault(name, Examiner(name))
        found, apart = examiner.impact(options)
        changes += found
        pinned += apart
        examined += len(examiner.vectors)
        if with_odds:
            found_odds, apart_odds = odds_impact(examiner.odds, options)
            odds_changes += found_odds
            odds_pinned += apart_odds
            odds_examined += len(examiner.odds.vectors)
    key = lambda c: c.id  # noqa: E731
    by_id = lambda c: c.vector.id  # noqa: E731
    odds = OddsImpact(odds_examined, tuple(sorted(odds_changes, key=by_id)), tuple(sorted(odds_pinned, key=by_id))) if with_odds else None
    return ImpactReport(defaults, examined, tuple(sorted(changes, key=key)), tuple(sorted(pinned, key=key)), odds)


# -- rendering --------------------------------------------------------------------------------


def to_json(report: ImpactReport) -> Json:
    return {
        "format": FORMAT,
        "switches": {s: {"default": old, "new_default": new} for s, (old, new) in sorted(report.chosen.items())},
        "examined": report.examined,
        "counts": {"changed": len(report.changes), "pinned": len(report.pinned)},
        "changed": [c.to_json() for c in report.changes],
        "pinned": [c.to_json() for c in report.pinned],
        "clauses": {"changed": by_clause(report.changes), "pinned": by_clause(report.pinned)},
        **({} if report.odds is None else {"odds": odds_json(report.odds)}),
    }


def odds_json(odds: OddsImpact) -> Json:
    return {
        "examined": odds.examined,
        "counts": {"changed": len(odds.changes), "pinned": len(odds.pinned)},
        "changed": [c.to_json() for c in odds.changes],
        "pinned": [c.to_json() for c in odds.pinned],
    }


def to_markdown(report: ImpactReport) -> str:
    switches = ", ".join(f"{md_code(s)}: {md_cell(old)} → **{md_cell(new)}**" for s, (old, new) in sorted(report.chosen.items()))
    lines = [f"## regelwerk impact: {switches}", ""]
    if report.changes:
        lines.append(
            f"**{len(report.changes)} vector(s) would change their expected outcome** "
            f"(of {report.examined} examined): they pin no option of these switches."
        )
        lines += ["", *md_table(_by_clause_order(report.changes), "changed vectors")]
    else:
        lines.append(
            f"**No vector's expected outcome would change** (of {report.examined} examined): every vector whose "
            "outcome depends on these switches pins its option."
        )
    lines += ["", f"### Pinned to an option of these switches ({len(report.pinned)})", ""]
    if report.pinned:
        lines.append(
            "These keep their pinned option and outcome. Old: the outcome under the pin; new: under the new "
            "default. Those pinned to the old default describe today's default reading."
        )
        lines += ["", *md_table(_by_clause_order(report.pinned), "pinned vectors")]
    else:
        lines.append("None.")
    if report.odds is not None:
        lines += ["", *odds_impact_markdown(report.odds.examined, report.odds.changes, report.odds.pinned)]
    return "\n".join(lines) + "\n"


def _by_clause_order(changes: Iterable[VectorChange]) -> list[VectorChange]:
    return sorted(changes, key=lambda c: (c.ruleset, c.clauses[:1], c.id))
