"""``regelwerk check``: the suite's self-check for CI.

For every rule set: the catalog and the register are valid and agree with the engine's
switches; the features pass the lint; every clause has a scenario; every scenario passes its
``Dann`` steps; every vector file is valid against the schemas, ids are unique, cited clauses
exist; the vectors on disk are what ``regelwerk fill`` would write now (otherwise each stale id
is listed with why: ``source changed``, ``clause text changed (IDS)``, ``cited clauses changed``,
``outcome changed``, ``outcome wording changed`` (only the message or path of a rejection),
``content changed (FIELDS)``, ``new scenario, not yet filled``, ``no scenario produces it any
more``); and a vector lists exactly the interpretations its outcome depends on.

The generated vector tables (:mod:`regelwerk.suite.tables`) are checked the same way: valid
against ``schemas/vector-table.schema.json``, row ids unique among all vectors, cited clauses
known, the file equal to what the generator writes now (otherwise the table is listed in
``stale_tables`` with why), and the declared interpretations right.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from regelwerk.core.canonical import Json
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.match import compare_outcomes
from regelwerk.core.paths import features_dir, vectors_dir
from regelwerk.core.ruleset import RuleSet, run_case, run_case_traced
from regelwerk.rulesets import RULESETS
from regelwerk.suite.catalog import clause_drift, load_catalog
from regelwerk.suite.features import feature_paths
from regelwerk.suite.fill import fill_ruleset
from regelwerk.suite.lint import Problem, lint_files
from regelwerk.suite.register import Register, load_register
from regelwerk.suite.steps import library_for
from regelwerk.suite.tables import dependence as table_dependence
from regelwerk.suite.tables import drift as table_drift
from regelwerk.suite.tables import fill_tables
from regelwerk.suite.vectors import load_vector_file, read_json, table_files


@dataclass
class CheckResult:
    ruleset: str
    problems: list[Problem] = field(default_factory=list)
    stale: dict[str, list[str]] = field(default_factory=dict)  # vector id -> reasons
    stale_tables: dict[str, list[str]] = field(default_factory=dict)  # table file (relative) -> reasons
    scenarios: int = 0
    vectors: int = 0  # from feature vector files
    tables: int = 0
    table_rows: int = 0
    clauses: int = 0

    @property
    def ok(self) -> bool:
        return not self.problems and not self.stale and not self.stale_tables


def check_ruleset(name: str) -> CheckResult:
    result = CheckResult(name)
    ruleset = RULESETS[name]
    try:
        catalog = load_catalog(name)
        register = load_register(name)
    except SuiteDataError as exc:
        result.problems.append(Problem(exc.file, 0, f"{exc.json_path or ''} {exc.message}".strip()))
        return result
    result.clauses = len(catalog.clauses)
    rel_catalog = _relative(catalog.path)
    for clause in catalog.clauses.values():
        if not clause.hash:
            result.problems.append(Problem(rel_catalog, 0, f"{clause.id} has no hash yet; run `regelwerk fill`"))
        elif clause.hash != clause.computed_hash:
            result.problems.append(
                Problem(rel_catalog, 0, f"{clause.id}: the statement changed but its hash did not; run `regelwerk fill`")
            )
    result.problems.extend(_check_register(ruleset, register, catalog.clauses.keys()))

    root = features_dir()
    features, problems = lint_files(feature_paths(name, root), catalog, register, library_for(name), root)
    result.problems.extend(problems)
    cases = [case for feature in features for case in feature.cases]
    result.scenarios = len(cases)
    cited = {clause for case in cases for clause in case.clauses}
    for clause_id in catalog.clauses:
        if clause_id not in cited:
            result.problems.append(Problem(rel_catalog, 0, f"{clause_id} has no scenario (a hole in the suite)"))

    filled = fill_ruleset(name, features)
    for case, error in filled.failures:
        result.problems.append(Problem(case.feature, case.row_line or case.line, f"scenario fails: {error}"))
    fresh = {v["id"]: v for content in filled.files.values() for v in content["vectors"]}
    result.problems.extend(_check_dependence(ruleset, fresh.values()))

    on_disk = _load_disk_vectors(name, catalog.clauses.keys(), result)
    result.vectors = len(on_disk)
    failed_ids = {case.vector_id for case, _ in filled.failures}
    for vector_id in sorted(set(fresh) | set(on_disk)):
        if vector_id in failed_ids:
            continue
        reasons = _drift(on_disk.get(vector_id), fresh.get(vector_id))
        if reasons:
            result.stale[vector_id] = reasons
    for path, content in filled.files.items():
        if content["vectors"] and not path.exists():
            result.problems.append(Problem(_relative(path), 0, "vector file missing; run `regelwerk fill`"))
    check_tables(name, result, taken=on_disk.keys())
    return result


def check_tables(name: str, result: CheckResult | None = None, taken=()) -> CheckResult:
    """The generated tables alone: valid, row ids unique (also against ``taken``, the ids of
    the vector files), cited clauses known, equal to a fresh generation, and declaring the
    interpretations their rows depend on.  Adds to ``result`` (a new one if none)."""
    result = result if result is not None else CheckResult(name)
    ruleset = RULESETS[name]
    clause_ids = set(load_catalog(name).clauses)
    fresh = fill_tables(name)
    for path, where, error in fresh.failures:
        result.problems.append(Problem(_relative(path), 0, f"the generator fails at {where}: {error}"))
    seen = {vector_id: "a vector file" for vector_id in taken}
    disk: dict[Path, Json] = {}
    for path in table_files([name]) if (vectors_dir() / name).is_dir() else []:
        rel = _relative(path)
        loaded = _load_reporting(path, rel, result)
        if loaded is None:
            continue
        disk[path] = read_json(path)
        result.tables += 1
        result.table_rows += len(loaded)
        for vector in loaded:
            if vector.id in seen:
                result.problems.append(Problem(rel, 0, f"vector id {vector.id} is also used in {seen[vector.id]}"))
            seen[vector.id] = rel
        for clause in disk[path]["clauses"]:
            if clause["id"] not in clause_ids:
                result.problems.append(Problem(rel, 0, f"the table cites unknown clause {clause['id']}"))
    for path in sorted(set(disk) | set(fresh.files)):
        if path in fresh.failed_files:
            continue
        new = fresh.files.get(path)
        text = path.read_text(encoding="utf-8") if path in disk else None
        if path.exists() and path not in disk and new is not None:
            continue  # invalid on disk: reported above
        reasons = table_drift(disk.get(path), new, text)
        if reasons:
            result.stale_tables[_relative(path)] = reasons
        if new is not None:
            for problem in table_dependence(ruleset, new, fresh.consulted.get(path, frozenset())):
                result.problems.append(Problem(_relative(path), 0, f"table {new['id_prefix']}: {problem}"))
    return result


def _relative(path: Path) -> str:
    for base in (features_dir().parent,):
        try:
            return path.relative_to(base).as_posix()
        except ValueError:
            pass
    return str(path)


def _check_register(ruleset: RuleSet, register: Register, clause_ids) -> list[Problem]:
    problems: list[Problem] = []
    where = _relative(register.path)
    clause_ids = set(clause_ids)
    for entry in register.ambiguities.values():
        for clause in entry.clauses:
            if clause not in clause_ids:
                problems.append(Problem(where, 0, f"{entry.id} names unknown clause {clause}"))
        if entry.default not in entry.option_ids:
            problems.append(Problem(where, 0, f"{entry.id}: default {entry.default!r} is not one of its options"))
        if len(set(entry.option_ids)) != len(entry.option_ids):
            problems.append(Problem(where, 0, f"{entry.id}: option ids repeat"))
    switches = {s.id: s for s in ruleset.switches}
    for entry in register.ambiguities.values():
        if not entry.switch:
            if entry.id in switches:
                problems.append(Problem(where, 0, f"{entry.id} is switch: false, but the engine has a switch for it"))
            continue
        switch = switches.get(entry.id)
        if switch is None:
            problems.append(Problem(where, 0, f"{entry.id} is switch: true, but the engine has no switch for it"))
            continue
        if switch.options != entry.option_ids or switch.default != entry.default:
            problems.append(
                Problem(
                    where,
                    0,
                    f"{entry.id}: register options {entry.option_ids} (default {entry.default}) differ from the "
                    f"engine's {switch.options} (default {switch.default})",
                )
            )
    for switch_id in switches:
        if switch_id not in register.ambiguities:
            problems.append(Problem(where, 0, f"the engine has a switch {switch_id} that the register does not explain"))
    return problems


def _check_dependence(ruleset: RuleSet, vectors) -> list[Problem]:
    """A vector lists exactly the switches whose other options would change its outcome.

    Each vector is run once under its own interpretations, tracing which switches the rules
    read; only those can change the outcome, so only they are tried with their other options.
    """
    problems: list[Problem] = []
    by_id = {switch.id: switch for switch in ruleset.switches}
    for vector in vectors:
        where = vector["provenance"]
        line = where.get("example_line") or where["line"]
        case = {k: vector[k] for k in ("state", "action", "dice")}
        declared = vector["interpretations"]
        _, consulted = run_case_traced(ruleset, {**case, "interpretations": declared})
        for switch_id in sorted(consulted | set(declared)):
            switch = by_id.get(switch_id)
            if switch is None:
                continue  # an unknown id is the lint's business
            options = [o for o in switch.options if o != declared.get(switch.id, switch.default)]
            flips = [] if switch.id not in consulted else [
                o
                for o in options
                if compare_outcomes(
                    ruleset, vector["expected"], run_case(ruleset, {**case, "interpretations": {**declared, switch.id: o}})
                )
            ]
            if switch.id not in declared and flips:
                problems.append(
                    Problem(
                        where["feature"],
                        line,
                        f"{vector['id']}: the outcome changes under {switch.id}={flips[0]}; "
                        f"tag the scenario @auslegung:{switch.id}={switch.default}",
                    )
                )
            if switch.id in declared and not flips:
                problems.append(
                    Problem(
                        where["feature"],
                        line,
                        f"{vector['id']}: declares {switch.id} but its outcome is the same under every option; drop the tag",
                    )
                )
    return problems


def _load_reporting(path: Path, rel: str, result: CheckResult) -> list | None:
    """The vectors of a file, or ``None`` after reporting why the file cannot be used."""
    try:
        return load_vector_file(path)
    except SuiteDataError as exc:
        where = f" [vector {exc.vector_id}]" if exc.vector_id else ""
        result.problems.append(Problem(rel, 0, f"{exc.json_path or '$'}{where}: {exc.message}"))
        return None


def _load_disk_vectors(name: str, clause_ids, result: CheckResult) -> dict[str, Json]:
    vectors: dict[str, Json] = {}
    seen: dict[str, str] = {}
    folder = vectors_dir() / name
    clause_ids = set(clause_ids)
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        rel = _relative(path)
        loaded = _load_reporting(path, rel, result)
        if loaded is None:
            continue
        for vector in loaded:
            if vector.id in seen:
                result.problems.append(Problem(rel, 0, f"vector id {vector.id} is also used in {seen[vector.id]}"))
            seen[vector.id] = rel
            for clause in vector.clauses:
                if clause not in clause_ids:
                    result.problems.append(Problem(rel, 0, f"vector {vector.id} cites unknown clause {clause}"))
            vectors[vector.id] = vector.raw
    return vectors


def _meaning(outcome: Json) -> Json:
    """An outcome without the free-text parts of a rejection (message and path)."""
    if outcome.get("status") == "rejected" and isinstance(outcome.get("error"), dict):
        error = {k: v for k, v in outcome["error"].items() if k not in ("message", "path")}
        return {**outcome, "error": error}
    return outcome


def _drift(old: Json | None, new: Json | None) -> list[str]:
    if old is None:
        return ["new scenario, not yet filled"]
    if new is None:
        return ["no scenario produces it any more"]
    if old == new:
        return []
    reasons = []
    if old["provenance"].get("hash") != new["provenance"].get("hash"):
        reasons.append("source changed")
    reasons.extend(clause_drift(old["clauses"], new["clauses"]))
    if _meaning(old["expected"]) != _meaning(new["expected"]):
        reasons.append("outcome changed")
    elif old["expected"] != new["expected"]:
        reasons.append("outcome wording changed")
    if not reasons:
        differing = sorted(k for k in new if old.get(k) != new.get(k))
        reasons.append(f"content changed ({', '.join(differing)})")
    return reasons
