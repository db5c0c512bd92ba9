"""``regelwerk fill``: run the features through the reference engine and write the vectors.

Like the Ethereum tests' filler: the features are the hand-written sources with partial
expectations (their ``Dann`` steps); the reference engine fills in the complete outcome; the
vector records the hashes of its source and of the clause statements it cites, so that
``regelwerk check`` can say exactly why a vector is stale.

Nothing is written for a rule set whose filled vectors would not be a valid set
(:func:`plan_fill`): two features that would share a vector file, a feature folder with a
reserved name, or any problem :func:`~regelwerk.suite.validity.judge_vector_set` finds (an id
used twice, a vector without a clause or with an unknown one, an empty id).  ``verify`` would
refuse such files, so ``fill`` never writes them.

Vector files are named after the feature's path inside its rule set's folder: ``bewegen.feature``
gives ``bewegen.json``; a feature in a subfolder, ``kampf/nahkampf.feature``, gives
``kampf__nahkampf.json`` (folders joined by ``__``), so that the vector files stay one level
deep beside ``tables/`` and ``partien/``.  The derived vector files of a rule set
(:mod:`regelwerk.suite.derived`) are filled with them, from the vectors just filled.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from regelwerk.core.canonical import Json, pretty
from regelwerk.core.errors import RefusedFile, SuiteDataError
from regelwerk.core.paths import data_root, vectors_dir
from regelwerk.core.reading import exists, list_files, read_text
from regelwerk.core.ruleset import ParsedCase
from regelwerk.suite import combinations, distributions, generator_cache
from regelwerk.suite.builder import CaseBuilder, build_case
from regelwerk.suite.catalog import Catalog, load_catalog
from regelwerk.suite.derived import SOURCE_PREFIX, derive_files
from regelwerk.suite.features import FeatureFile, ScenarioCase, load_features
from regelwerk.suite.lint import Problem
from regelwerk.suite.tables import TableFill, fill_tables
from regelwerk.suite.validity import SuiteFacts, Verdict, judge_vector_set
from regelwerk.suite.vectors import PLAYTHROUGHS_FOLDER, TABLES_FOLDER, playthrough_ids
from regelwerk.suite.writing import write_changed

RESERVED_FOLDERS = (TABLES_FOLDER, PLAYTHROUGHS_FOLDER)
FOLDER_JOIN = "__"


@dataclass
class FillResult:
    files: dict[Path, Json] = field(default_factory=dict)  # vector file -> content
    failures: list[tuple[ScenarioCase, str]] = field(default_factory=list)
    failed_files: set[Path] = field(default_factory=set)  # files with a failing scenario: not written
    # Vector id -> the switches the rules read for its outcome, and its case as parsed for that
    # run (for the dependence check of ``regelwerk check``, which then need not run the case
    # again to learn them, nor parse it again to run it under the other options).
    consulted: dict[str, frozenset[str]] = field(default_factory=dict)
    parsed: dict[str, ParsedCase] = field(default_factory=dict)

    @property
    def vector_count(self) -> int:
        return sum(len(content["vectors"]) for content in self.files.values())


def make_vector(case: ScenarioCase, catalog: Catalog) -> Json:
    """Run one scenario and assemble its vector; raises if a step fails."""
    return vector_from(case, build_case(case), catalog)


def vector_skeleton(case: ScenarioCase, catalog: Catalog) -> Json:
    """The parts of a scenario's vector that need no engine: everything but state, action, dice
    and the expected outcome (``fill --outdated`` compares them with the vector on disk)."""
    provenance: dict[str, Json] = {"feature": case.feature, "scenario": case.scenario, "line": case.line, "hash": case.source_hash}
    if case.example is not None:
        provenance["example"] = case.example
        provenance["example_line"] = case.row_line
    skeleton: Json = {
        "id": case.vector_id,
        "description": case.description,
        "ruleset": case.ruleset,
        "suite_version": catalog.version,
        # An unknown clause stays in the vector (with no hash) so that the set's judgment names it.
        "clauses": [{"id": c, "hash": catalog.hash_of(c) if c in catalog.clauses else ""} for c in case.clauses],
        "interpretations": dict(case.interpretations),
        "provenance": provenance,
    }
    if case.same_outcome:  # only then, so that every other vector keeps its text
        skeleton["same_as_default"] = list(case.same_outcome)
    return skeleton


def vector_from(case: ScenarioCase, builder: CaseBuilder, catalog: Catalog) -> Json:
    """The vector of a scenario whose steps have all run on ``builder``."""
    run = builder.case()
    return {**vector_skeleton(case, catalog), "state": run["state"], "action": run["action"], "dice": run["dice"],
            "expected": builder.outcome()}


def vector_file_name(feature_relative: str) -> str:
    """``<rule set>/bewegen.feature`` → ``bewegen.json``;
    ``<rule set>/kampf/nahkampf.feature`` → ``kampf__nahkampf.json``."""
    parts = PurePosixPath(feature_relative).parts[1:]
    return FOLDER_JOIN.join([*parts[:-1], PurePosixPath(parts[-1]).stem]) + ".json"


def vector_file_for(feature: FeatureFile, root: Path) -> Path:
    return root / feature.ruleset / vector_file_name(feature.relative)


def layout_problems(features: list[FeatureFile]) -> list[Problem]:
    """Features whose vectors have no file of their own: a folder with a reserved name, or two
    features that map to the same vector file."""
    problems: list[Problem] = []
    owner: dict[str, str] = {}
    for feature in features:
        folders = PurePosixPath(feature.relative).parts[1:-1]
        for folder in folders:
            if folder in RESERVED_FOLDERS:
                problems.append(
                    Problem(
                        feature.relative,
                        0,
                        f"a feature folder cannot be named {folder!r}: vectors/{feature.ruleset}/{folder}/ holds "
                        f"{'generated tables' if folder == TABLES_FOLDER else 'golden playthroughs'}; rename the folder",
                    )
                )
        name = vector_file_name(feature.relative)
        if name == combinations.FILE_NAME:
            problems.append(
                Problem(
                    feature.relative,
                    0,
                    f"its vectors would go to vectors/{feature.ruleset}/{name}, the file of the generated switch "
                    "combinations; rename the feature",
                )
            )
        other = owner.setdefault(name, feature.relative)
        if other != feature.relative:
            problems.append(
                Problem(
                    feature.relative,
                    0,
                    f"its vectors would go to vectors/{feature.ruleset}/{name}, the vector file of {other} as well; "
                    "rename one of the two features",
                )
            )
    return problems


def fill_ruleset(ruleset: str, features: list[FeatureFile] | None = None, root: Path | None = None) -> FillResult:
    root = root or vectors_dir()
    catalog = load_catalog(ruleset)
    result = FillResult()
    cases: dict[str, ScenarioCase] = {}
    for feature in features if features is not None else load_features(ruleset):
        vectors = []
        path = vector_file_for(feature, root)
        for case in feature.cases:
            cases[case.vector_id] = case
            try:
                builder = build_case(case)
                vectors.append(vector_from(case, builder, catalog))
            except Exception as exc:  # noqa: BLE001 -- every failing scenario is reported, none stops the fill
                result.failures.append((case, f"{type(exc).__name__}: {exc}"))
                result.failed_files.add(path)
                continue
            result.consulted[case.vector_id] = builder.consulted
            if builder.parsed is not None:
                result.parsed[case.vector_id] = builder.parsed
            else:
                result.parsed.pop(case.vector_id, None)  # an earlier case of the same id parsed
        result.files[path] = {
            "format": 1,
            "ruleset": ruleset,
            "suite_version": catalog.version,
            "source": feature.relative,
            "vectors": vectors,
        }
    add_derived(ruleset, result, cases, catalog, root)
    return result


def add_derived(ruleset: str, result: FillResult, cases: dict[str, ScenarioCase], catalog: Catalog, root: Path) -> None:
    """The rule set's derived vector files (:mod:`regelwerk.suite.derived`), from the vectors in
    ``result``; a counterpart that fails is reported at the scenario of its source (``cases``:
    vector id to scenario), and its file is not written."""
    sources = [vector for content in result.files.values() for vector in content["vectors"]]
    derived = derive_files(ruleset, sources, catalog, root)
    for path in derived.files:
        if path in result.files:
            raise SuiteDataError(str(path), f"a derived vector file has the name of the vector file of {result.files[path]['source']}; rename one")
    result.files.update(derived.files)
    result.consulted.update(derived.consulted)
    result.parsed.update(derived.parsed)
    for source_id, error in derived.failures:
        result.failures.append((cases[source_id], error))
        result.failed_files.update(derived.files)


def _filled_from_feature(path: Path) -> bool:
    """Vector files fill writes here: from a feature, or derived from those (``generated:``); the
    switch combinations (also ``generated:``) are the combination generator's to write and
    delete, and any other vector set is left to whoever wrote it."""
    try:
        data = json.loads(read_text(path))
        source = str(data.get("source", ""))
    except (OSError, ValueError, AttributeError, RecursionError):
        return False
    if combinations.is_combination_file(data) or distributions.is_distribution_file(data):
        return False
    return source.endswith(".feature") or source.startswith(SOURCE_PREFIX)


def write_fill(ruleset: str, result: FillResult, root: Path | None = None) -> tuple[list[Path], list[Path]]:
    """Write the filled files that changed and delete vector files whose feature is gone.

    A file with a failing scenario is left as it was: every file on disk is whole and passed.
    """
    root = root or vectors_dir()
    written = write_changed(result.files, result.failed_files, pretty)
    removed = [
        p for p in list_files(root / ruleset, "*.json") if p not in result.files and _filled_from_feature(p)
    ]
    for path in removed:
        path.unlink()
    return written, removed


def fill_targets(ruleset: str, files: Iterable[Path], root: Path | None = None) -> list[Path]:
    """Every file ``fill`` may write or delete for a rule set: the catalog (its hashes), the
    vector files and tables it fills (``files``), the switch combinations, those on disk it may
    delete, and the two ledgers.  :func:`~regelwerk.suite.writing.refuse_unwritable` checks them before anything is
    written."""
    from regelwerk.suite.catalog import catalog_path
    from regelwerk.suite.registerledger import register_ledger_file
    from regelwerk.suite.version import ledger_file

    root = root or vectors_dir()
    folder = root / ruleset
    return [
        catalog_path(ruleset),
        *files,
        combinations.file_path(ruleset, root),
        distributions.file_path(ruleset, root),
        *list_files(folder, "*.json"),
        *list_files(folder / TABLES_FOLDER, "*.json"),
        ledger_file(ruleset, root),
        register_ledger_file(ruleset, root),
    ]


# -- planning a fill: everything computed, nothing written ---------------------------------


@dataclass
class FillPlan:
    """What ``fill`` would write for one rule set, and whether it may."""

    ruleset: str
    layout: list[Problem]
    result: FillResult = field(default_factory=FillResult)
    tables: TableFill = field(default_factory=TableFill)
    combos: combinations.CombinationFill | None = None  # None: not generated (a layout problem)
    dists: distributions.DistributionFill | None = None  # None: not generated (a layout problem)
    verdict: Verdict = field(default_factory=lambda: Verdict(()))

    @property
    def refused(self) -> bool:
        """Nothing may be written: the vector files would not be a valid set."""
        return bool(self.layout) or not self.verdict.ok

    def refusals(self) -> list[str]:
        """Why, one line each, feature file and line first where there is one."""
        return [str(p) for p in self.layout] + [p.feature_first() for p in self.verdict.problems]


def plan_fill(
    ruleset: str, features: list[FeatureFile] | None = None, facts: SuiteFacts | None = None, root: Path | None = None
) -> FillPlan:
    """Fill the vectors and tables of a rule set in memory and judge them as a set, exactly as
    ``verify`` will judge the files (:func:`~regelwerk.suite.validity.judge_vector_set`)."""
    features = load_features(ruleset) if features is None else features
    layout = layout_problems(features)
    if layout:
        return FillPlan(ruleset, layout)
    facts = facts or SuiteFacts.load()
    result = fill_ruleset(ruleset, features, root)
    tables = fill_tables(ruleset, root)
    combos = plan_combinations(ruleset, result, root)
    files = {**result.files, **{p: c for p, c in tables.files.items() if p not in tables.failed_files}}
    combined = combos.content()
    if not combos.held and combined is not None:
        files[combos.path] = combined
    dists = plan_distributions(ruleset, result, root)
    opened = dists.content()
    if not dists.held and opened is not None:
        files[dists.path] = opened
    playthroughs = playthrough_ids(ruleset, root)
    verdict = judge_vector_set([(relative_name(path), content) for path, content in files.items()], facts, playthroughs)
    kept = result.failed_files | tables.failed_files | {g.path for g in (combos, dists) if g.held}
    if kept:
        # A file with a failing scenario (or row) keeps its old content: judge the set as it
        # will lie on disk, so that the files written next to it cannot clash with it.
        after = [(relative_name(path), content) for path, content in files.items() if path not in kept]
        after += [(relative_name(path), _old_content(path)) for path in sorted(kept) if exists(path)]
        extra = [p for p in judge_vector_set(after, facts, playthroughs).problems if p not in verdict.problems]
        verdict = Verdict(verdict.problems + tuple(extra))
    return FillPlan(ruleset, layout, result, tables, combos, dists, verdict)


def plan_combinations(ruleset: str, result: FillResult, root: Path | None = None) -> combinations.CombinationFill:
    """The switch combinations of the freshly filled vectors (:mod:`regelwerk.suite.combinations`).
    While a scenario fails, the file is left as it was: its bases are not all there."""
    from regelwerk.rulesets import RULESETS

    bases = [v for content in result.files.values() for v in content["vectors"]]
    version = load_catalog(ruleset).version
    key = generator_cache.key_for(combinations.GENERATOR, ruleset, bases, version)
    combos = generator_cache.remembered(
        combinations.CombinationFill,
        ruleset,
        key,
        lambda: combinations.generate(RULESETS[ruleset], version, bases, result.consulted, result.parsed, root),
        combinations.encode_fill,
        lambda stored: combinations.decode_fill(stored, combinations.file_path(ruleset, root)),
    )
    if result.failures:
        combos.held_back = f"{len(result.failures)} scenario(s) fail, so not every base is there"
    return combos


def plan_distributions(ruleset: str, result: FillResult, root: Path | None = None) -> distributions.DistributionFill:
    """The distribution vectors of the freshly filled vectors (:mod:`regelwerk.suite.distributions`).
    While a scenario fails, the file is left as it was: its bases are not all there."""
    from regelwerk.rulesets import RULESETS

    bases = [v for content in result.files.values() for v in content["vectors"]]
    catalog = load_catalog(ruleset)
    key = generator_cache.key_for(distributions.GENERATOR, ruleset, bases, catalog.version)
    dists = generator_cache.remembered(
        distributions.DistributionFill,
        ruleset,
        key,
        lambda: distributions.generate(RULESETS[ruleset], catalog, bases, root),
        distributions.encode_fill,
        lambda stored: distributions.decode_fill(stored, distributions.file_path(ruleset, root)),
    )
    if result.failures:
        dists.held_back = f"{len(result.failures)} scenario(s) fail, so not every base is there"
    return dists


def _old_content(path: Path) -> Json:
    from regelwerk.suite.vectors import read_json

    try:
        return read_json(path)
    except RefusedFile:
        raise
    except SuiteDataError as exc:  # judged as what it is: a file that cannot be read
        return {"unreadable": exc.message}


def relative_name(path: Path) -> str:
    """A data file's name relative to the data root (``vectors/<rule set>/zug.json``)."""
    try:
        return path.relative_to(data_root()).as_posix()
    except ValueError:
        return str(path)
