"""Whether a set of vector files is valid: one decision shared by ``fill``, ``check`` and the
loader of ``verify``, so the three can never disagree.

:func:`judge_vector_set` takes the parsed contents of vector files and vector tables (from disk,
or filled in memory and not yet written) and returns every problem:

* each file against its schema: the rule set's ``schemas/<rule set>/vector-file.schema.json``
  or ``vector-table.schema.json`` (the generic schema with the rule set's vectors, states and
  dice), chosen by the file's ``ruleset``; for a table also the shape of its rows and columns;
* each vector's (or table's) rule set is known, and the same as its file's;
* each vector id is well formed and starts with its rule set (an empty id comes from a scenario
  name, or an examples row's first cell, without letters or digits);
* each vector cites at least one clause, and only clauses of its rule set's catalog;
* each interpretation names a switch of the rule set and one of that switch's options;
* no vector id is used twice in the whole set, nor is the id of a golden playthrough
  (``<rule set>/partien/<id>``: ``verify`` runs both, one result per id).

A problem carries the file, the vector id and the JSON path, and, for a vector filled from a
feature, the feature file and line it came from, so every consumer can print an actionable
message.  :func:`playthrough_problems` does the same for golden playthroughs
(``vectors/<rule set>/partien/*.json``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

import orjson

from regelwerk.core import schemas
from regelwerk.core.canonical import Json
from regelwerk.core.errors import SuiteDataError
from regelwerk.suite.vectors import (
    DISTRIBUTION_FILE_SCHEMA,
    DISTRIBUTIONS_KIND,
    TABLE_KIND,
    VECTOR_FILE_SCHEMA,
    VECTOR_TABLE_SCHEMA,
    row_id,
    schema_error,
    table_shape_error,
)

PLAYTHROUGH_SCHEMA = "playthrough.schema.json"
_VECTOR_ID = re.compile(r"^[a-z][a-z0-9_]*(/[a-z0-9]+(-[a-z0-9]+)*){1,2}$")


@dataclass(frozen=True)
class RulesetFacts:
    """What a vector of one rule set may name: its switches with their options, and its clauses."""

    name: str
    switches: Mapping[str, tuple[str, ...]]
    clauses: frozenset[str]
    catalog_file: str  # for messages: where the clauses are listed
    register_file: str


@dataclass(frozen=True)
class SuiteFacts:
    rulesets: Mapping[str, RulesetFacts]

    @classmethod
    def load(cls, *, readable_only: bool = False) -> SuiteFacts:
        """From the registered rule sets and their catalogs (shipped in the wheel as well).
        ``readable_only``: leave out a rule set whose catalog or register cannot be read (its own
        check reports that, once) instead of raising its :class:`SuiteDataError`."""
        from regelwerk.core.errors import RefusedFile
        from regelwerk.rulesets import RULESETS

        facts = {}
        for name in RULESETS:  # the names alone: a rule set's switches are its register's (no import of its engine)
            try:
                facts[name] = _ruleset_facts(name)
            except RefusedFile:
                raise
            except SuiteDataError:
                if not readable_only:
                    raise
        return cls(facts)

    def known(self) -> str:
        return ", ".join(sorted(self.rulesets)) or "none"


def _ruleset_facts(name: str) -> RulesetFacts:
    from regelwerk.core.ruleset import load_switches
    from regelwerk.suite.catalog import CATALOG_FILE, load_catalog
    from regelwerk.suite.register import REGISTER_FILE

    catalog = load_catalog(name)
    return RulesetFacts(
        name=name,
        switches={s.id: s.options for s in load_switches(name)},
        clauses=frozenset(catalog.clauses),
        catalog_file=f"features/{name}/{CATALOG_FILE}",
        register_file=f"features/{name}/{REGISTER_FILE}",
    )


@dataclass(frozen=True)
class VectorProblem:
    """One reason a vector set is not valid."""

    file: str
    message: str
    vector_id: str | None = None
    json_path: str | None = None
    origin: str | None = None  # "<feature, relative to features/>:<line>" of a filled vector
    whole_file: bool = True  # False: the file is fine on its own (an id it shares with another)

    def error(self) -> SuiteDataError:
        message = f"{self.message} (from {self.origin})" if self.origin else self.message
        return SuiteDataError(self.file, message, self.vector_id, self.json_path)

    def __str__(self) -> str:
        return str(self.error())

    def feature_first(self) -> str:
        """For a vector filled from a feature: ``<feature>:<line>: <vector id>: <message>``
        (where an editor fixes it); otherwise as :meth:`__str__`."""
        if self.origin is None:
            return str(self)
        return f"{self.origin}: {self.vector_id or '?'}: {self.message}"


@dataclass(frozen=True)
class Verdict:
    problems: tuple[VectorProblem, ...]

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def broken_files(self) -> frozenset[str]:
        """Files with a problem of their own: their vectors cannot be used at all."""
        return frozenset(p.file for p in self.problems if p.whole_file)

    def raise_first(self) -> None:
        if self.problems:
            raise self.problems[0].error()


def judge_vector_set(
    files: Sequence[tuple[str, Json]], facts: SuiteFacts, playthroughs: Mapping[str, str] | None = None
) -> Verdict:
    """Every problem of a set of vector files and tables, given as ``(file name, content)``:
    each file on its own, then the ids across the whole set (in the order of ``files``), also
    against the ids of the golden playthroughs that run with them (``playthroughs``: id → file,
    :func:`~regelwerk.suite.vectors.playthrough_ids`)."""
    problems: list[VectorProblem] = []
    ids: list[_IdUse] = []
    for file, data in files:
        own = file_problems(file, data, facts)
        problems.extend(own)
        ids.extend(_ids_of(file, data, table_valid=not own))
    problems.extend(_duplicates(ids, playthroughs or {}))
    return Verdict(tuple(problems))


# While remembering: file name -> (content, its canonical text, the facts, its problems) judged so far.
_MEMO: dict[str, list[tuple[Json, bytes, SuiteFacts, list[VectorProblem]]]] | None = None


@contextmanager
def remembering() -> Iterator[None]:
    """Within the block, remember each file's problems by name and content.  ``check`` judges
    the files on disk and then the same content as ``fill`` would write it; a file whose content
    is the same JSON as one judged before (under the same facts) gets that judgment again."""
    global _MEMO
    outer, _MEMO = _MEMO, {} if _MEMO is None else _MEMO
    try:
        yield
    finally:
        _MEMO = outer


def file_problems(file: str, data: Json, facts: SuiteFacts) -> list[VectorProblem]:
    """The problems of one vector file or vector table (told apart by ``kind``)."""
    memo = _MEMO
    if memo is None:
        return _file_problems(file, data, facts)
    try:
        text = orjson.dumps(data, option=orjson.OPT_SORT_KEYS)
    except TypeError:  # not JSON orjson can write: judge it afresh
        return _file_problems(file, data, facts)
    for seen, seen_text, seen_facts, problems in memo.get(file, ()):
        # The same JSON: the same canonical text (which tells 1, 1.0 and true apart) and equal
        # as Python values (which tells NaN from null, both written null).  Cheaper than a
        # digest of json.dumps, which cost about as much as judging the file again.
        if seen_text == text and seen_facts == facts and seen == data:
            return list(problems)
    problems = _file_problems(file, data, facts)
    memo.setdefault(file, []).append((data, text, facts, problems))
    return list(problems)


def _file_problems(file: str, data: Json, facts: SuiteFacts) -> list[VectorProblem]:
    if isinstance(data, dict) and "kind" in data:
        if data["kind"] == DISTRIBUTIONS_KIND:
            return _vector_file_problems(file, data, facts, DISTRIBUTION_FILE_SCHEMA)
        if data["kind"] != TABLE_KIND:
            message = f"unknown kind {data['kind']!r} (a vector table has kind 'table', a distribution file 'distributions', a vector file none)"
            return [VectorProblem(file, message, json_path="$.kind")]
        return _table_problems(file, data, facts)
    return _vector_file_problems(file, data, facts)


def _vector_file_problems(file: str, data: Json, facts: SuiteFacts, schema: str = VECTOR_FILE_SCHEMA) -> list[VectorProblem]:
    problems: list[VectorProblem] = []
    if isinstance(data, dict) and isinstance(data.get("vectors"), list):
        file_ruleset = data.get("ruleset")
        if isinstance(file_ruleset, str) and file_ruleset not in facts.rulesets:
            problems.append(VectorProblem(file, _unknown_ruleset(file_ruleset, facts), json_path="$.ruleset"))
        for index, vector in enumerate(data["vectors"]):
            if isinstance(vector, dict):
                problems.extend(_vector_problems(file, index, vector, file_ruleset, facts))
    covered = {p.json_path for p in problems}
    error = schema_error(file, data, schemas.for_ruleset(schema, data.get("ruleset") if isinstance(data, dict) else None))
    if error is not None and not any(_within(error.json_path, path) for path in covered):
        problems.append(VectorProblem(file, error.message, error.vector_id, error.json_path))
    return problems


def _vector_problems(file: str, index: int, vector: Json, file_ruleset: str | None, facts: SuiteFacts) -> list[VectorProblem]:
    """What the schema cannot say about one vector: the names it uses must exist."""
    at = f"$.vectors[{index}]"
    vector_id = vector.get("id") if isinstance(vector.get("id"), str) else None
    origin = _origin(vector.get("provenance"))
    problems: list[VectorProblem] = []

    def problem(message: str, path: str) -> None:
        problems.append(VectorProblem(file, message, vector_id, path, origin))

    ruleset = vector.get("ruleset")
    if isinstance(ruleset, str) and isinstance(file_ruleset, str) and ruleset != file_ruleset:
        problem(f"a vector of rule set {ruleset!r} in a {file_ruleset!r} file", f"{at}.ruleset")
    elif isinstance(ruleset, str) and ruleset not in facts.rulesets and not isinstance(file_ruleset, str):
        problem(_unknown_ruleset(ruleset, facts), f"{at}.ruleset")
    if vector_id is not None:
        owner = file_ruleset if isinstance(file_ruleset, str) else ruleset if isinstance(ruleset, str) else None
        message = _id_problem(vector_id, owner, origin)
        if message:
            problem(message, f"{at}.id")
    known = facts.rulesets.get(ruleset) if isinstance(ruleset, str) else None
    clauses = vector.get("clauses")
    if isinstance(clauses, list):
        if not clauses:
            problem("cites no clause: tag its scenario with @klausel:ID (at least one)", f"{at}.clauses")
        if known is not None:
            for i, clause in enumerate(clauses):
                clause_id = clause.get("id") if isinstance(clause, dict) else None
                if isinstance(clause_id, str) and clause_id not in known.clauses:
                    problem(f"cites unknown clause {clause_id} (not in {known.catalog_file})", f"{at}.clauses[{i}].id")
    if known is not None:
        for path, message in _interpretation_problems(vector.get("interpretations"), known):
            problem(message, f"{at}.interpretations{path}")
    interpretations = vector.get("interpretations")
    for i, switch_id in enumerate(vector.get("same_as_default") or ()):
        if isinstance(interpretations, dict) and switch_id not in interpretations:
            problem(f"{switch_id} is listed as same_as_default but names no option in interpretations", f"{at}.same_as_default[{i}]")
    return problems


def _table_problems(file: str, data: Json, facts: SuiteFacts) -> list[VectorProblem]:
    error = schema_error(file, data, schemas.for_ruleset(VECTOR_TABLE_SCHEMA, data.get("ruleset"))) or table_shape_error(file, data)
    if error is not None:
        return [VectorProblem(file, error.message, error.vector_id, error.json_path)]
    problems: list[VectorProblem] = []
    known = facts.rulesets.get(data["ruleset"])
    if known is None:
        return [VectorProblem(file, _unknown_ruleset(data["ruleset"], facts), json_path="$.ruleset")]
    if not data["id_prefix"].startswith(f"{known.name}/"):
        problems.append(VectorProblem(file, f"id_prefix must start with '{known.name}/', the table's rule set", json_path="$.id_prefix"))
    for i, clause in enumerate(data["clauses"]):
        if clause["id"] not in known.clauses:
            problems.append(
                VectorProblem(file, f"the table cites unknown clause {clause['id']} (not in {known.catalog_file})", json_path=f"$.clauses[{i}].id")
            )
    for path, message in _interpretation_problems(data["interpretations"], known):
        problems.append(VectorProblem(file, message, json_path=f"$.interpretations{path}"))
    return problems


def playthrough_problems(file: str, data: Json, facts: SuiteFacts) -> list[VectorProblem]:
    """The problems of a golden playthrough: its schema, a known rule set, known switches and
    options, and an ``id`` equal to the file name."""
    error = schema_error(file, data, schemas.for_ruleset(PLAYTHROUGH_SCHEMA, data.get("ruleset") if isinstance(data, dict) else None))
    if error is not None:
        return [VectorProblem(file, error.message, json_path=error.json_path)]
    known = facts.rulesets.get(data["ruleset"])
    if known is None:
        return [VectorProblem(file, _unknown_ruleset(data["ruleset"], facts), json_path="$.ruleset")]
    problems = [
        VectorProblem(file, message, json_path=f"$.interpretations{path}")
        for path, message in _interpretation_problems(data["interpretations"], known)
    ]
    stem = file.rsplit("/", 1)[-1].removesuffix(".json")
    if data["id"] != stem:
        problems.append(VectorProblem(file, f"the id {data['id']!r} differs from the file name {stem!r}; rename one", json_path="$.id"))
    return problems


# -- helpers ---------------------------------------------------------------------------------


def _interpretation_problems(interpretations: Json, known: RulesetFacts) -> Iterable[tuple[str, str]]:
    if not isinstance(interpretations, dict):
        return
    for switch_id, option in interpretations.items():
        options = known.switches.get(switch_id)
        if options is None:
            yield f".{switch_id}", (
                f"names unknown interpretation switch {switch_id} (not a switch of {known.name}; see {known.register_file})"
            )
        elif option not in options:
            yield f".{switch_id}", f"{switch_id} has no option {option!r} (options: {', '.join(options)})"


def _id_problem(vector_id: str, ruleset: str | None, origin: str | None) -> str | None:
    if _VECTOR_ID.match(vector_id):
        if ruleset is not None and not vector_id.startswith(f"{ruleset}/"):
            return f"the vector id {vector_id!r} must start with '{ruleset}/', its rule set"
        return None
    if "//" in vector_id or vector_id.endswith("/") or "/" not in vector_id:
        what = "the scenario name or the first cell of its examples row" if origin else "a part of the id"
        return f"the vector id {vector_id!r} has an empty part: {what} has no letters or digits; give it some"
    return f"the vector id {vector_id!r} is not of the form <rule set>/<slug>[/<slug>] (a-z, 0-9 and '-')"


def _unknown_ruleset(name: str, facts: SuiteFacts) -> str:
    return f"unknown rule set {name!r} (known: {facts.known()})"


def _origin(provenance: Json) -> str | None:
    if not isinstance(provenance, dict) or not isinstance(provenance.get("feature"), str):
        return None
    line = provenance.get("example_line") or provenance.get("line")
    return f"{provenance['feature']}:{line}" if isinstance(line, int) else provenance["feature"]


def _within(path: str | None, prefix: str | None) -> bool:
    """Whether JSON path ``path`` lies inside the vector that ``prefix`` points into."""
    if path is None or prefix is None:
        return False
    vector = re.match(r"^\$\.vectors\[\d+\]", prefix)
    return vector is not None and (path == vector.group() or path.startswith((vector.group() + ".", vector.group() + "[")))


@dataclass(frozen=True)
class _IdUse:
    vector_id: str
    file: str
    json_path: str
    origin: str | None  # feature:line of the row or scenario
    scenario: tuple[str, int] | None  # (feature, line of the Szenario keyword)


def _ids_of(file: str, data: Json, table_valid: bool) -> Iterable[_IdUse]:
    """The vector ids of a file: every row of a valid table; every vector of a vector file that
    has a string id (also in a file with other problems: a duplicate is worth naming too)."""
    if not isinstance(data, dict):
        return
    if data.get("kind") == TABLE_KIND:
        if table_valid:
            for i, row in enumerate(data["rows"]):
                yield _IdUse(row_id(data, row), file, f"$.rows[{i}]", None, None)
        return
    vectors: list[Json] = data["vectors"] if isinstance(data.get("vectors"), list) else []
    for i, vector in enumerate(vectors):
        if isinstance(vector, dict) and isinstance(vector.get("id"), str):
            provenance: Json = vector["provenance"] if isinstance(vector.get("provenance"), dict) else {}
            scenario = (provenance.get("feature"), provenance.get("line")) if provenance.get("feature") else None
            yield _IdUse(vector["id"], file, f"$.vectors[{i}].id", _origin(provenance), scenario)


def _duplicates(uses: Iterable[_IdUse], playthroughs: Mapping[str, str]) -> list[VectorProblem]:
    first: dict[str, _IdUse] = {}
    problems: list[VectorProblem] = []
    for use in uses:
        if use.vector_id in playthroughs:
            hint = "; rename the scenario (or the row's first cell)" if use.origin else ""
            problems.append(
                VectorProblem(
                    use.file,
                    f"the vector id is also the id of the golden playthrough {playthroughs[use.vector_id]} "
                    f"(verify would refuse the suite){hint}",
                    use.vector_id,
                    use.json_path,
                    use.origin,
                    whole_file=False,
                )
            )
        earlier = first.setdefault(use.vector_id, use)
        if earlier is use:
            continue
        same_scenario = use.scenario is not None and use.scenario == earlier.scenario
        if same_scenario and use.file != earlier.file:
            message = f"the vector id is also used in {earlier.file} (one scenario's vector in two files: a copied file?)"
        else:
            if same_scenario:
                hint = "; the first cells of an outline's rows must differ (also after lower-casing and transliteration)"
            elif use.origin and earlier.origin:
                hint = "; rename one of the two scenarios (their names give the same id)"
            else:
                hint = ""
            message = f"the vector id is also produced by {earlier.origin or earlier.file}{hint}"
        problems.append(
            VectorProblem(
                use.file,
                message,
                use.vector_id,
                use.json_path,
                use.origin,
                whole_file=False,
            )
        )
    return problems
