"""The feature lint: what pytest-bdd would silently get wrong, and what makes a bad vector.

Reports, with file and line: a byte order mark, a missing ``# language: de``, Gherkin that does
not parse, steps swallowed into a description, a block that starts with ``Und``/``Aber``, steps
out of order, unknown or malformed tags, unknown interpretations or options, tags on a
``Beispiele`` table, undefined and ambiguous steps, and scenario names that say "soll" instead
of stating a fact.

What makes the *vectors* of a feature invalid (no clause or an unknown one, an id used twice or
empty) is not the lint's business: ``check``, ``fill`` and ``verify`` judge the vectors with one
function, :func:`regelwerk.suite.validity.judge_vector_set`, which names the feature and line.
The lint only adds the naming rule behind the ids: a scenario name is used once per rule set,
also where the ids happen not to collide (a Szenario and a Szenariogrundriss of the same name).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from regelwerk.core.canonical import Json
from regelwerk.core.errors import RefusedFile, SuiteDataError
from regelwerk.suite.catalog import Catalog
from regelwerk.suite.features import INTERPRETATION_TAG, SAME_OUTCOME_TAG, FeatureFile, parse_feature, read_feature_bytes, slug
from regelwerk.suite.register import Register
from regelwerk.suite.steps import StepLibrary


@dataclass(frozen=True, order=True)
class Problem:
    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}" if self.line else f"{self.file}: {self.message}"


_LANGUAGE = re.compile(r"^#\s*language:\s*de\s*$")
_STEP_WORD = re.compile(r"^\s*(Angenommen|Gegeben sei|Gegeben seien|Wenn|Dann|Und|Aber|\*)\s")
_KEYWORD_LINE = re.compile(
    r"^\s*(Funktionalität|Funktion|Szenario|Szenariogrundriss|Szenarien|Beispiel|Beispiele|Hintergrund|Grundlage|"
    r"Voraussetzungen|Vorbedingungen|Regel)\s*:"
)
_TAG = re.compile(r"^@(?:klausel:[A-Z]{2,4}-[A-Z]{2,5}-\d{1,3}|auslegung(?:-ebenso)?:[A-Z]{2,4}-A-[A-Z0-9-]+=[a-z0-9-]+)$")
_SHOULD = re.compile(r"\b(soll|sollte|sollten|should)\b", re.IGNORECASE)
_KIND_ORDER = {"given": 0, "when": 1, "then": 2}


def lint_files(
    paths: Iterable[Path], catalog: Catalog, register: Register, library: StepLibrary, root: Path
) -> tuple[list[FeatureFile], list[Problem]]:
    features: list[FeatureFile] = []
    problems: list[Problem] = []
    for path in paths:
        relative = path.relative_to(root).as_posix()
        try:
            raw = read_feature_bytes(path)  # a refused file (a link out, a FIFO) is no finding: exit 2
            first = next((line for line in raw.decode("utf-8", "replace").splitlines() if line.strip()), "")
            if not raw.startswith(b"\xef\xbb\xbf") and not _LANGUAGE.match(first.strip()):
                problems.append(Problem(relative, 1, "the first line must be '# language: de'"))
            feature = parse_feature(path, root)
        except RefusedFile:
            raise
        except SuiteDataError as exc:
            problems.append(Problem(relative, 0, exc.message))
            continue
        features.append(feature)
        problems.extend(_lint_document(feature))
        problems.extend(_lint_cases(feature, catalog, register, library))
    problems.extend(_lint_names(features))
    return features, sorted(problems)


def _descriptions(node: Json, kind: str) -> Iterator[tuple[str, int, str]]:
    if node.get("description"):
        yield kind, node["location"]["line"], node["description"]


def _lint_document(feature: FeatureFile) -> list[Problem]:
    problems: list[Problem] = []
    document = feature.document.get("feature")
    if document is None:
        return [Problem(feature.relative, 1, "the file has no Funktionalität")]
    blocks = []
    nodes = [("Funktionalität", document)]
    for child in document.get("children", []):
        if "rule" in child:
            nodes.append(("Regel", child["rule"]))
            blocks.extend(child["rule"].get("children", []))
        else:
            blocks.append(child)
    for child in blocks:
        node = child.get("background") or child.get("scenario")
        nodes.append(("Szenario", node))
        steps = node.get("steps", [])
        if steps and steps[0].get("keywordType") in ("Conjunction", "Unknown"):
            problems.append(
                Problem(feature.relative, steps[0]["location"]["line"], "a block cannot start with Und/Aber/*; start it with Angenommen, Wenn or Dann")
            )
        for examples in child.get("scenario", {}).get("examples", []):
            if examples.get("tags"):
                problems.append(
                    Problem(
                        feature.relative,
                        examples["location"]["line"],
                        "tags on a Beispiele table bypass pytest-bdd's tag hook; tag the scenario instead",
                    )
                )
            if not examples.get("tableHeader") or not examples.get("tableBody"):
                problems.append(Problem(feature.relative, examples["location"]["line"], "a Beispiele table needs a header and at least one row"))
    for kind, node in nodes:
        for offset, line in enumerate((node.get("description") or "").splitlines()):
            where = node["location"]["line"] + 1 + offset
            if _STEP_WORD.match(line):
                message = f"a step in the description of a {kind} is not run: '{line.strip()}'"
                problems.append(Problem(feature.relative, where, message))
            elif _KEYWORD_LINE.match(line):
                message = f"a keyword line was read as the description of a {kind}: '{line.strip()}'"
                problems.append(Problem(feature.relative, where, message))
    return problems


def _lint_cases(feature: FeatureFile, catalog: Catalog, register: Register, library: StepLibrary) -> list[Problem]:
    problems: list[Problem] = []
    for case in feature.cases:
        where = case.row_line or case.line

        def report(message: str, line: int = where) -> None:
            problems.append(Problem(feature.relative, line, message))

        for tag in case.tags:
            if not _TAG.match(tag):
                report(f"malformed or unknown tag {tag!r} (use @klausel:ID, @auslegung:ID=OPTION or @auslegung-ebenso:ID=OPTION)", case.line)
        for tag in case.tags:
            if tag.startswith((INTERPRETATION_TAG, SAME_OUTCOME_TAG)) and "=" not in tag:
                report(f"{tag} names no option (@auslegung:ID=OPTION)")
        tagged = [t.split(":", 1)[1].split("=", 1)[0] for t in case.tags if t.startswith((INTERPRETATION_TAG, SAME_OUTCOME_TAG))]
        for switch_id in sorted({s for s in tagged if tagged.count(s) > 1}):
            report(f"{switch_id} is tagged more than once; a scenario runs under one option of each switch")
        for switch_id, option in case.interpretations.items():
            entry = register.ambiguities.get(switch_id)
            if entry is None:
                report(f"unknown interpretation {switch_id} (not in {register.path.name})")
            elif not entry.switch:
                report(f"{switch_id} is not a switch (switch: false in {register.path.name}); no scenario can depend on it")
            elif option not in entry.option_ids:
                report(f"{switch_id} has no option {option!r} (options: {', '.join(entry.option_ids)})")
        if _SHOULD.search(case.scenario):
            report(f"scenario names state facts; drop 'soll/sollte' from {case.scenario!r}", case.line)
        previous = -1
        for step in case.steps:
            if step.kind == "unknown":
                continue
            if _KIND_ORDER[step.kind] < previous:
                report(f"step out of order: {step.kind} step {step.text!r} after a later kind", step.line)
            previous = max(previous, _KIND_ORDER[step.kind])
            found = library.matches(step.kind, step.text)
            if not found:
                report(f"undefined {step.kind} step: {step.text!r}", step.line)
            elif len(found) > 1:
                templates = "; ".join(d.template for d, _ in found)
                report(f"ambiguous {step.kind} step {step.text!r} matches: {templates}", step.line)
        kinds = {s.kind for s in case.steps}
        if "when" not in kinds:
            report(f"scenario {case.name!r} has no Wenn step (no action)")
        if "then" not in kinds:
            report(f"scenario {case.name!r} has no Dann step (nothing is checked)")
    return problems


def _lint_names(features: list[FeatureFile]) -> list[Problem]:
    """Scenario names unique per rule set (after slugging, as in the ids).  Where a reused name
    also makes vector ids collide, the vector set's judgment reports it; here only the reuse
    that it cannot see (the ids differ, e.g. a Szenario and a Szenariogrundriss)."""
    problems: list[Problem] = []
    first: dict[str, tuple[str, int, frozenset[str]]] = {}
    by_scenario: dict[tuple[str, int], set[str]] = {}
    for feature in features:
        for case in feature.cases:
            by_scenario.setdefault((feature.relative, case.line), set()).add(case.vector_id)
    for feature in features:
        seen_here: set[int] = set()
        for case in feature.cases:
            if case.line in seen_here:
                continue
            seen_here.add(case.line)
            ids = frozenset(by_scenario[(feature.relative, case.line)])
            earlier = first.setdefault(slug(case.scenario), (feature.relative, case.line, ids))
            if earlier[:2] != (feature.relative, case.line) and not ids & earlier[2]:
                problems.append(
                    Problem(feature.relative, case.line, f"scenario name {case.scenario!r} is also used at {earlier[0]}:{earlier[1]}")
                )
    return problems
