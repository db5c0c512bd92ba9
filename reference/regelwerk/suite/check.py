"""``regelwerk check``: the suite's self-check for CI.

For every rule set: the catalog and the register are valid, and the switch ids the engine's code
names are exactly the register's switches (:func:`~regelwerk.suite.codescan.switch_problems`);
every error code the engine can raise is declared, and every declared code occurs in a vector
(:func:`~regelwerk.suite.codescan.error_code_problems`); the features pass the lint; every clause has a scenario; every scenario passes its
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

The golden playthroughs are valid and replay step by step under the rules as they are now (a
playthrough that pins no option depends on the defaults: a changed default shows here).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from regelwerk.core.canonical import Json, dumps, value_digest
from regelwerk.core.errors import RefusedFile, SuiteDataError
from regelwerk.core.match import compare_outcomes
from regelwerk.core.paths import data_root, features_dir, vectors_dir
from regelwerk.core.reading import exists, list_files, read_text
from regelwerk.core.ruleset import (
    InterpretationSwitch,
    ParsedCase,
    RuleSet,
    load_switch_table,
    parse_case,
    run_case,
    run_case_traced,
    run_parsed,
)
from regelwerk.rulesets import RULESETS
from regelwerk.suite.catalog import clause_drift, load_catalog
from regelwerk.suite.codescan import SWITCH_MISMATCH, error_code_problems, switch_problems
from regelwerk.suite.combinations import CombinationFill, is_combination_file
from regelwerk.suite.combinations import drift as combination_drift
from regelwerk.suite.distributions import DistributionFill, is_distribution_file
from regelwerk.suite.distributions import drift_reasons as distribution_drift
from regelwerk.suite.features import feature_paths
from regelwerk.suite.fill import plan_fill, relative_name
from regelwerk.suite.lint import Problem, lint_files
from regelwerk.suite.readonce import read_data_file
from regelwerk.suite.register import Register, default_principle_problems, load_register, pointer_problems
from regelwerk.suite.steps import library_for
from regelwerk.suite.switchreads import action_type, reads_by_action_type
from regelwerk.suite.tables import TableFill, fill_tables
from regelwerk.suite.tables import dependence as table_dependence
from regelwerk.suite.tables import drift as table_drift
from regelwerk.suite.validity import SuiteFacts, VectorProblem, judge_vector_set, playthrough_problems, remembering
from regelwerk.suite.version import outcome_meaning
from regelwerk.suite.vectors import PLAYTHROUGHS_FOLDER, TABLE_KIND, TABLES_FOLDER, playthrough_ids

# A switch option that no vector pins is a hole in the register's coverage: a problem that
# fails ``check`` (every option of every rule set has its vectors); False would report it as a
# warning only, as while the registers were being filled.
UNEXERCISED_OPTIONS_FAIL = True


@dataclass
class CheckResult:
    ruleset: str
    problems: list[Problem] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)  # reported, but do not fail the check
    stale: dict[str, list[str]] = field(default_factory=dict)  # vector id -> reasons
    stale_tables: dict[str, list[str]] = field(default_factory=dict)  # table file (relative) -> reasons
    scenarios: int = 0
    vectors: int = 0  # from feature vector files
    combinations: int = 0  # switch combination vectors on disk (vectors/<rule set>/kombinationen.json)
    distributions: int = 0  # distribution vectors on disk (vectors/<rule set>/verteilungen.json)
    tables: int = 0
    table_rows: int = 0
    clauses: int = 0
    playthroughs: int = 0
    fill_refused: bool = False  # fill would write nothing: the problems must be fixed first

    @property
    def ok(self) -> bool:
        return not self.problems and not self.stale and not self.stale_tables


def check_ruleset(name: str, facts: SuiteFacts | None = None) -> CheckResult:
    with remembering():  # the files on disk and the fresh fill are mostly the same content
        return _check_ruleset(name, facts)


def _check_ruleset(name: str, facts: SuiteFacts | None) -> CheckResult:
    result = CheckResult(name)
    ruleset = RULESETS[name]
    try:
        catalog = load_catalog(name)
        register = load_register(name)
        facts = facts or SuiteFacts.load()
    except RefusedFile:
        raise
    except SuiteDataError as exc:
        result.problems.append(Problem(exc.file, 0, f"{exc.json_path or ''} {exc.message}".strip()))
        return result
    result.clauses = len(catalog.clauses)
    rel_catalog = relative_name(catalog.path)
    for clause in catalog.clauses.values():
        if not clause.hash:
            result.problems.append(Problem(rel_catalog, 0, f"{clause.id} has no hash yet; run `regelwerk fill`"))
        elif clause.hash != clause.computed_hash:
            result.problems.append(
                Problem(rel_catalog, 0, f"{clause.id}: the statement changed but its hash did not; run `regelwerk fill`")
            )
    register_problems = _check_register(ruleset, register, {c.id: c.statement for c in catalog.clauses.values()})
    result.problems.extend(register_problems)
    if any(p.message.startswith(SWITCH_MISMATCH) for p in register_problems):
        return result  # the rules read switches the register does not have: no scenario can be judged

    root = features_dir()
    features, problems = lint_files(feature_paths(name, root), catalog, register, library_for(name), root)
    result.problems.extend(problems)
    cases = [case for feature in features for case in feature.cases]
    result.scenarios = len(cases)
    cited = {clause for case in cases for clause in case.clauses}
    for clause_id in catalog.clauses:
        if clause_id not in cited:
            result.problems.append(Problem(rel_catalog, 0, f"{clause_id} has no scenario (a hole in the suite)"))

    # What is on disk, judged as verify judges it; then what fill would write, judged the same way.
    folder = vectors_dir() / name
    disk = _read_all(list_files(folder, "*.json") + list_files(folder / TABLES_FOLDER, "*.json"), result)
    verdict = judge_vector_set(disk, facts, playthrough_ids(name))
    usable = [(file, data) for file, data in disk if file not in verdict.broken_files]
    from_features = [(file, data) for file, data in usable if "kind" not in data and not is_combination_file(data)]
    on_disk = {v["id"]: v for _, data in from_features for v in data["vectors"]}
    result.vectors = len(on_disk)
    combos_on_disk = {file: data for file, data in usable if is_combination_file(data)}
    result.combinations = sum(len(data["vectors"]) for data in combos_on_disk.values())
    dists_on_disk = {file: data for file, data in usable if is_distribution_file(data)}
    result.distributions = sum(len(data["vectors"]) for data in dists_on_disk.values())

    plan = plan_fill(name, features, facts)
    result.fill_refused = plan.refused
    result.problems.extend(plan.layout)
    filled = plan.result
    for case, error in filled.failures:
        result.problems.append(Problem(case.feature, case.row_line or case.line, f"scenario fails: {error}"))
    result.problems.extend(_from_fill(p) for p in plan.verdict.problems)
    fresh = {v["id"]: v for content in filled.files.values() for v in content["vectors"]}
    tables_read = [(content, plan.tables.consulted.get(path, frozenset())) for path, content in plan.tables.files.items()]
    reads = reads_by_action_type(fresh.values(), filled.consulted, tables_read)
    flips = plan.combos.flips if plan.combos is not None else {}
    result.problems.extend(_check_dependence(ruleset, fresh.values(), filled.consulted, filled.parsed, reads, flips))
    result.problems.extend(_from_disk(p) for p in verdict.problems)

    if not plan.layout:  # without a fill there is nothing to compare with
        failed_ids = {case.vector_id for case, _ in filled.failures}
        for vector_id in sorted(set(fresh) | set(on_disk)):
            if vector_id in failed_ids:
                continue
            reasons = _drift(on_disk.get(vector_id), fresh.get(vector_id))
            if reasons:
                result.stale[vector_id] = reasons
        for path, content in filled.files.items() if not plan.refused else ():
            if content["vectors"] and not exists(path):
                result.problems.append(Problem(relative_name(path), 0, "vector file missing; run `regelwerk fill`"))
        if plan.combos is not None:
            _check_combinations(result, plan.combos, combos_on_disk)
        if plan.dists is not None:
            _check_distributions(result, plan.dists, dists_on_disk)
    tables_on_disk = {file: data for file, data in usable if data.get("kind") == TABLE_KIND}
    _check_tables(name, result, tables_on_disk, plan.tables if not plan.layout else fill_tables(name))
    _check_playthroughs(name, result, facts)
    result.problems.extend(error_code_problems(ruleset, on_disk.values(), catalog.clauses))
    # Options count as exercised by scenarios and tables, not by the generated combinations.
    generated = [data for _, data in usable if not is_combination_file(data) and not is_distribution_file(data)]
    unexercised = _unexercised_options(ruleset, register, generated)
    (result.problems if UNEXERCISED_OPTIONS_FAIL else result.warnings).extend(unexercised)
    return result


def _check_combinations(result: CheckResult, fresh: CombinationFill, disk: dict[str, Json]) -> None:
    """The switch combinations on disk against a fresh generation (:mod:`regelwerk.suite.combinations`):
    each vector as a stale vector is judged, the file's head, and never a file without vectors."""
    for base, error in fresh.failures:
        result.problems.append(Problem(relative_name(fresh.path), 0, f"the switch combinations of {base} fail: {error}"))
    if fresh.held:
        return  # a failing scenario or generation is reported already; a skipped rule set has none
    old = disk.get(relative_name(fresh.path))
    for file, data in disk.items():
        if file != relative_name(fresh.path):
            result.problems.append(Problem(file, 0, f"a file of switch combinations belongs in {relative_name(fresh.path)}"))
        elif not data["vectors"]:
            message = "holds no vector; an empty file of switch combinations is never written (run `regelwerk fill`: it deletes it)"
            result.problems.append(Problem(file, 0, message))
    new = fresh.content()
    if old is not None and new is not None:
        differing = sorted(k for k in new if k != "vectors" and old.get(k) != new.get(k))
        if differing:
            message = f"content changed ({', '.join(differing)}); run `regelwerk fill`"
            result.problems.append(Problem(relative_name(fresh.path), 0, message))
    on_disk = {v["id"]: v for v in (old or {}).get("vectors", [])}
    result.stale.update(combination_drift(on_disk, fresh.vectors, _drift))


def _check_distributions(result: CheckResult, fresh: DistributionFill, disk: dict[str, Json]) -> None:
    """The distribution vectors on disk against a fresh generation (:mod:`regelwerk.suite.distributions`),
    as the switch combinations are checked."""
    where = relative_name(fresh.path)
    for origin, error in fresh.failures:
        result.problems.append(Problem(where, 0, f"the distribution of {origin} fails: {error}"))
    if fresh.held:
        return
    for file in disk:
        if file != where:
            result.problems.append(Problem(file, 0, f"a file of distribution vectors belongs in {where}"))
    old, new = disk.get(where), fresh.content()
    if old is not None and new is not None:
        differing = sorted(k for k in new if k != "vectors" and old.get(k) != new.get(k))
        if differing:
            result.problems.append(Problem(where, 0, f"content changed ({', '.join(differing)}); run `regelwerk fill`"))
    on_disk = {v["id"]: v for v in (old or {}).get("vectors", [])}
    result.stale.update(distribution_drift(on_disk, fresh.vectors, _drift))


def check_tables(name: str, result: CheckResult | None = None) -> CheckResult:
    """The generated tables alone: judged valid as a set (schema, shape, clauses, interpretations,
    unique row ids), equal to a fresh generation, and declaring the interpretations their rows
    depend on.  Adds to ``result`` (a new one if none)."""
    result = result if result is not None else CheckResult(name)
    disk = _read_all(list_files(vectors_dir() / name / TABLES_FOLDER, "*.json"), result)
    verdict = judge_vector_set(disk, SuiteFacts.load())
    result.problems.extend(_from_disk(p) for p in verdict.problems)
    tables = {file: data for file, data in disk if file not in verdict.broken_files}
    _check_tables(name, result, tables, fill_tables(name))
    return result


def _check_tables(name: str, result: CheckResult, disk: dict[str, Json], fresh: TableFill) -> None:
    """Drift and declared interpretations of the tables: ``disk`` the valid tables on disk by
    relative file name, ``fresh`` the generation of now (:class:`~regelwerk.suite.tables.TableFill`)."""
    ruleset = RULESETS[name]
    for path, where, error in fresh.failures:
        result.problems.append(Problem(relative_name(path), 0, f"the generator fails at {where}: {error}"))
    result.tables = len(disk)
    result.table_rows = sum(len(data["rows"]) for data in disk.values())
    fresh_by_name = {relative_name(path): (path, content) for path, content in fresh.files.items()}
    for rel in sorted(set(disk) | set(fresh_by_name)):
        fresh_path, new = fresh_by_name.get(rel, (None, None))
        if fresh_path is not None and fresh_path in fresh.failed_files:
            continue
        on_disk = data_root() / rel
        if rel not in disk and exists(on_disk):
            continue  # on disk but not valid: reported above
        text = read_text(on_disk) if rel in disk else None
        reasons = table_drift(disk.get(rel), new, text)
        if reasons:
            result.stale_tables[rel] = reasons
        if new is not None:
            for problem in table_dependence(ruleset, new, fresh.consulted.get(fresh_path, frozenset()) if fresh_path is not None else frozenset()):
                result.problems.append(Problem(rel, 0, f"table {new['id_prefix']}: {problem}"))


def _check_playthroughs(name: str, result: CheckResult, facts: SuiteFacts) -> None:
    """Golden playthroughs: valid against their schema, of a known rule set, with known
    interpretation switches and options, and replaying step by step under the rules as they are
    now (:func:`_replay_problem`)."""
    for path in list_files(vectors_dir() / name / PLAYTHROUGHS_FOLDER, "*.json"):
        rel = relative_name(path)
        try:
            data = read_data_file(path)
        except RefusedFile:
            raise
        except SuiteDataError as exc:
            result.problems.append(Problem(rel, 0, exc.message))
            continue
        problems = playthrough_problems(rel, data, facts)
        result.problems.extend(_from_disk(p) for p in problems)
        replay = None if problems else _replay_problem(RULESETS[name], data)
        if replay is not None:
            result.problems.append(Problem(rel, 0, replay))
        result.playthroughs += not problems and replay is None


def _replay_problem(ruleset: RuleSet, data: Json) -> str | None:
    """Why a golden playthrough no longer replays, or ``None``: every step accepted with its
    recorded outcome hash, and the last state the recorded ``final_state``.  A playthrough that
    pins no option runs under the defaults, so a changed default shows here (``verify`` would
    refuse the file)."""
    state = data["initial_state"]
    pinned = data["interpretations"]
    for number, step in enumerate(data["steps"], start=1):
        outcome = run_case(ruleset, {"state": state, "action": step["action"], "dice": step["dice"], "interpretations": pinned})
        if outcome.get("status") != "accepted" or value_digest(outcome) != step["outcome_hash"]:
            under = f"its options {dict(sorted(pinned.items()))}" if pinned else "the defaults (it pins no option)"
            return (
                f"step {number} no longer gives its recorded outcome under {under}: a rule or a default changed; "
                f"record the game again with its generator (tests/{ruleset.name}/make_playthrough.py) or pin the options it assumes"
            )
        state = outcome["state"]
    if dumps(state) != dumps(data["final_state"]):
        return "the state after the last step is not its final_state"
    return None


def _unexercised_options(ruleset: RuleSet, register: Register, contents: list[Json]) -> list[Problem]:
    """Every option of every switch that no vector and no table pins."""
    pinned: set[tuple[str, str]] = set()
    for data in contents:
        if data.get("kind") == TABLE_KIND:
            pinned.update(data["interpretations"].items())
        else:
            pinned.update(item for vector in data["vectors"] for item in vector["interpretations"].items())
    where = relative_name(register.path)
    return [
        Problem(
            where,
            0,
            f"{switch.id}={option} is exercised by no vector; write a scenario tagged @auslegung:{switch.id}={option}",
        )
        for switch in ruleset.switches
        for option in switch.options
        if (switch.id, option) not in pinned
    ]


def _read_all(paths: list[Path], result: CheckResult) -> list[tuple[str, Json]]:
    """The parsed files by relative name; a file that cannot be parsed is a problem."""
    contents: list[tuple[str, Json]] = []
    for path in paths:
        try:
            contents.append((relative_name(path), read_data_file(path)))
        except RefusedFile:
            raise
        except SuiteDataError as exc:
            result.problems.append(Problem(relative_name(path), 0, exc.message))
    return contents


def _from_fill(problem: VectorProblem) -> Problem:
    """A problem of a vector fill would write, at the feature line it comes from."""
    if problem.origin and ":" in problem.origin:
        feature, line = problem.origin.rsplit(":", 1)
        return Problem(feature, int(line), f"{problem.vector_id}: {problem.message}")
    return _from_disk(problem)


def _from_disk(problem: VectorProblem) -> Problem:
    where = f" [vector {problem.vector_id}]" if problem.vector_id else ""
    origin = f" (from {problem.origin})" if problem.origin else ""
    return Problem(problem.file, 0, f"{problem.json_path or '$'}{where}: {problem.message}{origin}")


def _check_register(ruleset: RuleSet, register: Register, statements: dict[str, str]) -> list[Problem]:
    """The register against itself, the catalog (``statements``: clause id → statement) and the
    engine: known clauses, the default among the options, the one principle for defaults
    (:func:`~regelwerk.suite.register.default_principle_problems`), clauses that point to the
    entries naming them, and the switch ids the rules read."""
    problems: list[Problem] = []
    where = relative_name(register.path)
    for entry in register.ambiguities.values():
        for clause in entry.clauses:
            if clause not in statements:
                problems.append(Problem(where, 0, f"{entry.id} names unknown clause {clause}"))
        if entry.default not in entry.option_ids:
            problems.append(Problem(where, 0, f"{entry.id}: default {entry.default!r} is not one of its options"))
            continue
        if len(set(entry.option_ids)) != len(entry.option_ids):
            problems.append(Problem(where, 0, f"{entry.id}: option ids repeat"))
        problems.extend(Problem(where, 0, message) for message in default_principle_problems(entry))
        problems.extend(Problem(where, 0, message) for message in pointer_problems(entry, statements))
    problems.extend(switch_problems(ruleset, register))
    return problems


def _check_dependence(
    ruleset: RuleSet,
    vectors: Iterable[Json],
    consulted_by_id: Mapping[str, frozenset[str]] | None = None,
    parsed_by_id: Mapping[str, ParsedCase] | None = None,
    reads_by_type: Mapping[str, frozenset[str]] | None = None,
    flips_by_id: Mapping[str, Mapping[tuple[str, str], tuple[Json, frozenset[str]]]] | None = None,
) -> list[Problem]:
    """A vector lists exactly the switches whose other options would change its outcome.

    Each vector is run once under its own interpretations, tracing which switches the rules
    read; only those can change the outcome, so only they are tried with their other options.
    ``consulted_by_id`` holds what the fill's own run of a vector traced (the same case under
    the same interpretations): a vector found there is not run again for it; ``parsed_by_id``
    its case as that run parsed it.  ``reads_by_type`` (action type → the switches the rules
    read for some vector or table row of that type, :mod:`regelwerk.suite.switchreads`) decides
    whether an ``@auslegung-ebenso`` switch touches the vector's action at all.
    ``flips_by_id`` holds the outcomes of single flips the generator of switch combinations
    has run already (:attr:`~regelwerk.suite.combinations.CombinationFill.flips`).
    """
    problems: list[Problem] = []
    table = load_switch_table(ruleset.name)
    known = consulted_by_id or {}
    known_parsed = parsed_by_id or {}
    by_type = reads_by_type or {}
    for vector in vectors:
        where = vector["provenance"]
        line = where.get("example_line") or where["line"]
        case = {k: vector[k] for k in ("state", "action", "dice")}
        declared = vector["interpretations"]
        same = set(vector.get("same_as_default", ()))
        consulted = known.get(vector["id"])
        if consulted is None:
            _, consulted = run_case_traced(ruleset, {**case, "interpretations": declared})
        # A switch was read, so the state and action passed their schemas and parsed in the run
        # that traced it (the fill's or the one above): the case as the fill parsed it runs under
        # each other option; without it, the case is parsed once more, unchecked.
        parsed = (known_parsed.get(vector["id"]) or parse_case(ruleset, case, validate=False)) if consulted else None
        ran = (flips_by_id or {}).get(vector["id"], {})

        for switch_id in sorted(consulted | set(declared)):
            switch = table.by_id.get(switch_id)
            if switch is None:
                continue  # an unknown id is the lint's business
            options = [o for o in switch.options if o != declared.get(switch.id, switch.default)]
            flips = [] if parsed is None or switch.id not in consulted else [
                o
                for o in options
                if compare_outcomes(
                    ruleset, vector["expected"], _flipped(ruleset, parsed, case["dice"], declared, (switch.id, o), ran)
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
            if switch.id in same:
                kind = action_type(vector["action"])
                touched = switch.id in consulted or switch.id in by_type.get(kind, frozenset())
                problems.extend(
                    _same_outcome_problems(where, line, vector["id"], switch, declared[switch.id], kind, touched, flips)
                )
                continue
            if switch.id in declared and not flips:
                problems.append(
                    Problem(
                        where["feature"],
                        line,
                        f"{vector['id']}: declares {switch.id} but its outcome is the same under every option; drop the tag",
                    )
                )
    return problems


def _flipped(
    ruleset: RuleSet,
    parsed: ParsedCase,
    dice: Json,
    declared: Json,
    reading: tuple[str, str],
    ran: Mapping[tuple[str, str], tuple[Json, frozenset[str]]],
) -> Json:
    """The outcome of a parsed case under its own options with one switch flipped (``reading``):
    taken from ``ran``, the single flips the combination generator made, where it is there."""
    known = ran.get(reading)
    if known is not None:
        return known[0]
    return run_parsed(ruleset, parsed, dice, {**declared, reading[0]: reading[1]})[0]


def _same_outcome_problems(
    where: Json, line: int, vector_id: str, switch: InterpretationSwitch, option: str, kind: str, touched: bool, flips: list[str]
) -> list[Problem]:
    """@auslegung-ebenso:ID=OPTION: the vector runs under a non-default option on purpose, and
    its outcome must be the default's (else the plain @auslegung tag says what it depends on).
    The switch must touch the vector's action (``touched``): the rules read it for this case or
    for another vector or table row whose action has the same type ``kind``."""
    if option == switch.default:
        return [Problem(where["feature"], line, f"{vector_id}: @auslegung-ebenso names the default of {switch.id}; drop the tag")]
    if not touched:
        return [
            Problem(
                where["feature"], line,
                f"{vector_id}: the rules never read {switch.id} for an action of type {kind!r}, neither in this case "
                "nor in any other vector of the rule set; drop the tag",
            )
        ]
    if switch.default in flips:
        return [
            Problem(
                where["feature"], line,
                f"{vector_id}: the outcome under {switch.id}={option} differs from the default's; "
                f"tag the scenario @auslegung:{switch.id}={option}",
            )
        ]
    return []


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
    if outcome_meaning(old["expected"]) != outcome_meaning(new["expected"]):
        reasons.append("outcome changed")
    elif old["expected"] != new["expected"]:
        reasons.append("outcome wording changed")
    if not reasons:
        differing = sorted(k for k in new if old.get(k) != new.get(k))
        reasons.append(f"content changed ({', '.join(differing)})")
    return reasons
