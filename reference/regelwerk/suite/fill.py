"""``regelwerk fill``: run the features through the reference engine and write the vectors.

Like the Ethereum tests' filler: the features are the hand-written sources with partial
expectations (their ``Dann`` steps); the reference engine fills in the complete outcome; the
vector records the hashes of its source and of the clause statements it cites, so that
``regelwerk check`` can say exactly why a vector is stale.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from regelwerk.core.canonical import Json, pretty
from regelwerk.core.files import write_atomically
from regelwerk.core.paths import vectors_dir
from regelwerk.suite.builder import CaseBuilder, build_case
from regelwerk.suite.catalog import Catalog, load_catalog
from regelwerk.suite.features import FeatureFile, ScenarioCase, load_features


@dataclass
class FillResult:
    files: dict[Path, Json] = field(default_factory=dict)  # vector file -> content
    failures: list[tuple[ScenarioCase, str]] = field(default_factory=list)
    failed_files: set[Path] = field(default_factory=set)  # files with a failing scenario: not written

    @property
    def vector_count(self) -> int:
        return sum(len(content["vectors"]) for content in self.files.values())


def make_vector(case: ScenarioCase, catalog: Catalog) -> Json:
    """Run one scenario and assemble its vector; raises if a step fails."""
    return vector_from(case, build_case(case), catalog)


def vector_from(case: ScenarioCase, builder: CaseBuilder, catalog: Catalog) -> Json:
    """The vector of a scenario whose steps have all run on ``builder``."""
    run = builder.case()
    provenance: dict[str, Json] = {
        "feature": case.feature,
        "scenario": case.scenario,
        "line": case.line,
        "hash": case.source_hash,
    }
    if case.example is not None:
        provenance["example"] = case.example
        provenance["example_line"] = case.row_line
    return {
        "id": case.vector_id,
        "description": case.description,
        "ruleset": case.ruleset,
        "suite_version": catalog.version,
        "clauses": [{"id": c, "hash": catalog.hash_of(c)} for c in case.clauses if c in catalog.clauses],
        "interpretations": dict(case.interpretations),
        "state": run["state"],
        "action": run["action"],
        "dice": run["dice"],
        "expected": builder.outcome(),
        "provenance": provenance,
    }


def vector_file_for(feature: FeatureFile, root: Path) -> Path:
    return root / feature.ruleset / (Path(feature.relative).stem + ".json")


def fill_ruleset(ruleset: str, features: list[FeatureFile] | None = None, root: Path | None = None) -> FillResult:
    root = root or vectors_dir()
    catalog = load_catalog(ruleset)
    result = FillResult()
    for feature in features if features is not None else load_features(ruleset):
        vectors = []
        path = vector_file_for(feature, root)
        for case in feature.cases:
            try:
                vectors.append(make_vector(case, catalog))
            except Exception as exc:  # noqa: BLE001 -- every failing scenario is reported, none stops the fill
                result.failures.append((case, f"{type(exc).__name__}: {exc}"))
                result.failed_files.add(path)
        result.files[path] = {
            "format": 1,
            "ruleset": ruleset,
            "suite_version": catalog.version,
            "source": feature.relative,
            "vectors": vectors,
        }
    return result


def write_changed(files: dict[Path, Json], skip: set[Path], render: Callable[[Json], str]) -> list[Path]:
    """Write each file whose rendered text differs from what is on disk (never one in ``skip``);
    return the paths written."""
    written: list[Path] = []
    for path, content in sorted(files.items()):
        if path in skip:
            continue
        text = render(content)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            write_atomically(path, text, create_folder=True)
            written.append(path)
    return written


def _filled_from_feature(path: Path) -> bool:
    """Generated vector sets (not from a feature) are left to their own generator."""
    try:
        return str(json.loads(path.read_text(encoding="utf-8")).get("source", "")).endswith(".feature")
    except (OSError, ValueError, AttributeError):
        return False


def write_fill(ruleset: str, result: FillResult, root: Path | None = None) -> tuple[list[Path], list[Path]]:
    """Write the filled files that changed and delete vector files whose feature is gone.

    A file with a failing scenario is left as it was: every file on disk is whole and passed.
    """
    root = root or vectors_dir()
    written = write_changed(result.files, result.failed_files, pretty)
    removed = [
        p for p in sorted((root / ruleset).glob("*.json")) if p not in result.files and _filled_from_feature(p)
    ]
    for path in removed:
        path.unlink()
    return written, removed
