"""Reading the German features: every scenario, and every row of a Szenariogrundriss, becomes
one :class:`ScenarioCase` with a stable vector id, its clauses and its interpretations.

The official Gherkin parser compiles a feature into *pickles* (outlines expanded, background
steps prepended, ``Und``/``Aber`` resolved to the step type before them); a case is a pickle
plus what the suite reads from its tags and its examples row.

Vector ids are ``<rule set>/<slug of the scenario name>`` and, for an outline row,
``/<slug of the row's first cell>``.  Scenario names are unique within a rule set and the
first column of an outline is unique within it (``regelwerk check`` enforces both), so an id
survives every edit that does not rename its own scenario or case.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from gherkin.errors import CompositeParserException, ParserError
from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler
from gherkin.token_scanner import TokenScanner

from regelwerk.core.canonical import Json, value_digest
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.memo import BoundedMemo
from regelwerk.core.paths import features_dir
from regelwerk.core.reading import read_bytes, walk_files

CLAUSE_TAG = "@klausel:"
INTERPRETATION_TAG = "@auslegung:"
# A reading the scenario runs under on purpose although its outcome is the default's: it checks
# that an engine with that option gets the same answer (docs/features-schreiben.md)
SAME_OUTCOME_TAG = "@auslegung-ebenso:"

_STEP_TYPES = {"Context": "given", "Action": "when", "Outcome": "then"}
_TRANSLITERATE = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "ae", "Ö": "oe", "Ü": "ue"})


def slug(text: str) -> str:
    """``'Schritt über Wasser (Süd)'`` → ``'schritt-ueber-wasser-sued'``."""
    text = text.translate(_TRANSLITERATE).lower()
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


@dataclass(frozen=True)
class Step:
    kind: str  # given | when | then
    text: str
    line: int
    table: tuple[tuple[str, ...], ...] | None = None
    doc: str | None = None

    def to_json(self) -> Json:
        out: dict[str, Json] = {"kind": self.kind, "text": self.text}
        if self.table is not None:
            out["table"] = [list(row) for row in self.table]
        if self.doc is not None:
            out["doc"] = self.doc
        return out


@dataclass(frozen=True)
class ScenarioCase:
    ruleset: str
    feature: str  # path relative to features/, POSIX separators
    scenario: str  # the scenario's name as written (placeholders unrendered)
    name: str  # the rendered name
    line: int  # line of the Szenario/Szenariogrundriss keyword
    row_line: int | None
    example: dict[str, str] | None
    vector_id: str
    tags: tuple[str, ...]
    steps: tuple[Step, ...]
    clauses: tuple[str, ...] = field(default=())
    interpretations: dict[str, str] = field(default_factory=dict)
    # the switches among ``interpretations`` tagged @auslegung-ebenso (the outcome is the default's)
    same_outcome: tuple[str, ...] = field(default=())

    @property
    def description(self) -> str:
        if self.example is None:
            return self.name
        first = next(iter(self.example.values()))
        return self.name if first in self.name else f"{self.name} ({first})"

    @property
    def source_hash(self) -> str:
        """Hash of everything in the feature that can change this case's meaning."""
        return value_digest(
            {
                "name": self.name,
                "steps": [s.to_json() for s in self.steps],
                "tags": sorted(self.tags),
            }
        )


@dataclass(frozen=True)
class FeatureFile:
    ruleset: str
    path: Path
    relative: str
    text: str
    document: Json  # the Gherkin AST
    cases: tuple[ScenarioCase, ...]


def parse_feature(path: Path, root: Path | None = None) -> FeatureFile:
    """Parse one feature file; a file Gherkin cannot read is a :class:`SuiteDataError`."""
    root = root or features_dir()
    relative = path.relative_to(root).as_posix()
    ruleset = relative.split("/", 1)[0]
    raw = read_feature_bytes(path)
    if raw.startswith(b"\xef\xbb\xbf"):
        raise SuiteDataError(str(path), "starts with a UTF-8 byte order mark; save it without BOM")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SuiteDataError(str(path), f"not UTF-8 at byte {exc.start}") from None
    parsed = _PARSED.get((relative, text))
    if parsed is None:
        try:
            document = Parser().parse(TokenScanner(text))
        except (CompositeParserException, ParserError) as exc:
            raise SuiteDataError(str(path), f"Gherkin cannot parse it: {exc}") from None
        document["uri"] = relative  # type: ignore[typeddict-unknown-key]  # our own field, read by _cases
        parsed = (document, tuple(_cases(ruleset, relative, document)))
        _PARSED.put((relative, text), parsed)
    return FeatureFile(ruleset, path, relative, text, *parsed)


# The parse of the last features read, by name and text: `check` parses every feature for its
# lint and again for the figures of the docs, and tests parse copies of the same files.  Nothing
# in a parse depends on more than the name and the text; the document and the cases are only
# read (the case builder copies the interpretations it is given).
_PARSED: BoundedMemo[tuple[str, str], tuple[Json, tuple[ScenarioCase, ...]]] = BoundedMemo(1024)


def read_feature_bytes(path: Path) -> bytes:
    """A feature file's bytes, read as every data file is (:mod:`regelwerk.core.reading`: inside
    the data folder, a regular file, bounded); a file that cannot be read is a
    :class:`SuiteDataError`, one that must not be a :class:`~regelwerk.core.errors.RefusedFile`."""
    try:
        return read_bytes(path)
    except OSError as exc:
        raise SuiteDataError(str(path), f"cannot read: {exc.strerror}") from None


def feature_paths(ruleset: str | None = None, root: Path | None = None) -> list[Path]:
    """The feature files of a rule set (without one: of every rule set folder below ``root``),
    in its folder and every folder below it, sorted.  A linked folder that leads out of the data
    folder is a :class:`~regelwerk.core.errors.RefusedFile`, never listed."""
    root = root or features_dir()
    if ruleset:
        return walk_files(root / ruleset, "*.feature")
    return [path for path in walk_files(root, "*.feature") if path.parent != root]


def load_features(ruleset: str, root: Path | None = None) -> list[FeatureFile]:
    return [parse_feature(p, root) for p in feature_paths(ruleset, root)]


def _scenario_index(document: Json) -> dict[str, Json]:
    """AST scenarios and example rows by node id."""
    index: dict[str, Json] = {}
    feature = document.get("feature") or {}
    for child in feature.get("children", []):
        children = child["rule"]["children"] if "rule" in child else [child]
        for grandchild in children:
            for step in (grandchild.get("background") or grandchild.get("scenario") or {}).get("steps", []):
                index[step["id"]] = step
            scenario = grandchild.get("scenario")
            if scenario is None:
                continue
            index[scenario["id"]] = scenario
            for examples in scenario.get("examples", []):
                header = [c["value"] for c in examples["tableHeader"]["cells"]] if examples.get("tableHeader") else []
                for row in examples.get("tableBody", []):
                    index[row["id"]] = {"header": header, "row": row}
    return index


def _cases(ruleset: str, relative: str, document: Json) -> Iterator[ScenarioCase]:
    index = _scenario_index(document)
    for pickle in Compiler().compile(document):
        scenario = index[pickle["astNodeIds"][0]]
        example = None
        row_line = None
        vector_id = f"{ruleset}/{slug(scenario['name'])}"
        if len(pickle["astNodeIds"]) > 1:
            entry = index[pickle["astNodeIds"][1]]
            values = [c["value"] for c in entry["row"]["cells"]]
            example = dict(zip(entry["header"], values, strict=True))
            row_line = entry["row"]["location"]["line"]
            vector_id += f"/{slug(values[0])}" if values else ""
        tags = tuple(t["name"] for t in pickle["tags"])
        yield ScenarioCase(
            ruleset=ruleset,
            feature=relative,
            scenario=scenario["name"],
            name=pickle["name"],
            line=scenario["location"]["line"],
            row_line=row_line,
            example=example,
            vector_id=vector_id,
            tags=tags,
            steps=tuple(_step(s, index[s["astNodeIds"][0]]["location"]["line"]) for s in pickle["steps"]),
            clauses=tuple(sorted({t[len(CLAUSE_TAG):] for t in tags if t.startswith(CLAUSE_TAG)})),
            interpretations=dict(sorted(_readings(tags, INTERPRETATION_TAG) + _readings(tags, SAME_OUTCOME_TAG))),
            same_outcome=tuple(sorted(switch_id for switch_id, _ in _readings(tags, SAME_OUTCOME_TAG))),
        )


def _readings(tags: tuple[str, ...], prefix: str) -> list[tuple[str, str]]:
    """The ``ID=OPTION`` pairs of the tags with ``prefix`` (a tag without ``=`` is the lint's)."""
    pairs = []
    for tag in tags:
        if tag.startswith(prefix) and "=" in tag:
            switch_id, option = tag[len(prefix):].split("=", 1)
            pairs.append((switch_id, option))
    return pairs


def _step(pickle_step: Json, line: int) -> Step:
    argument = pickle_step.get("argument", {})
    table = None
    if "dataTable" in argument:
        table = tuple(tuple(c["value"] for c in row["cells"]) for row in argument["dataTable"]["rows"])
    doc = argument["docString"]["content"] if "docString" in argument else None
    # gherkin gives "Unknown" for a block that starts with Und/Aber; the lint reports it.
    kind = _STEP_TYPES.get(pickle_step.get("type", ""), "unknown")
    return Step(kind=kind, text=pickle_step["text"], line=line, table=table, doc=doc)
