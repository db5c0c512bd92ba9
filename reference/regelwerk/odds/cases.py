"""Reading the case of ``regelwerk odds``: a case JSON, or a vector file holding one vector.

A case JSON is an object with ``ruleset``, ``state``, ``action`` and optionally ``dice`` (label
→ the first values of its queue; the rest is left to the odds), ``interpretations`` and
``then`` (an action a projection may try on the state after the action, such as a charge move).
A vector file (``vectors/<rule set>/*.json`` format) must hold exactly one vector; its case is
read as a case JSON and its ``expected`` ignored.  Every problem is a
:class:`~regelwerk.core.errors.SuiteDataError` naming the file and the JSON path.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from regelwerk.core import schemas
from regelwerk.core.bounded import read_json_file
from regelwerk.core.canonical import Json
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.ruleset import RuleSet

CASE_KEYS = ("ruleset", "state", "action", "dice", "interpretations", "then", "description")
VECTOR_CASE_KEYS = ("ruleset", "state", "action", "dice", "interpretations")


@dataclass(frozen=True)
class CaseFile:
    """A case read from a file: where it is (``at``: its JSON path in the file, ``$`` or
    ``$.vectors[0]``), its rule set and the case itself."""

    path: Path
    at: str
    ruleset: RuleSet
    case: Json

    def error(self, message: str, json_path: str | None = None) -> SuiteDataError:
        """A problem of this case, at ``json_path`` relative to the case (``$.state.units[0]``)."""
        where = self.at if json_path is None else schemas.join_path(self.at, json_path)
        return SuiteDataError(str(self.path), message, json_path=where)


def read_case_file(path: Path) -> CaseFile:
    """The case in ``path`` (see the module docstring)."""
    data = read_json_file(path)
    if isinstance(data, dict) and "vectors" in data:
        return _from_vector_file(path, data)
    if not isinstance(data, dict):
        raise SuiteDataError(str(path), "a case is a JSON object (ruleset, state, action, dice, interpretations)", json_path="$")
    unknown = sorted(set(data) - set(CASE_KEYS))
    if unknown:
        raise SuiteDataError(str(path), f"unknown field {unknown[0]!r} (a case has {', '.join(CASE_KEYS)})", json_path=f"$.{unknown[0]}")
    for key in ("state", "action"):
        if key not in data:
            raise SuiteDataError(str(path), f"the case has no {key!r}", json_path="$")
    for key in ("dice", "interpretations"):
        if key in data and not isinstance(data[key], dict):
            raise SuiteDataError(str(path), f"{key!r} must be an object", json_path=f"$.{key}")
    return CaseFile(path, "$", _ruleset(path, data.get("ruleset"), "$.ruleset"), data)


def _from_vector_file(path: Path, data: dict[str, Json]) -> CaseFile:
    schema = schemas.for_ruleset("vector-file.schema.json", data.get("ruleset"))
    error = schemas.first_error(schema, data)
    if error is not None:
        raise SuiteDataError(str(path), error.message[:300], json_path=error.json_path)
    vectors = data["vectors"]
    if len(vectors) != 1:
        raise SuiteDataError(str(path), f"holds {len(vectors)} vectors; odds reads a file with exactly one", json_path="$.vectors")
    vector = vectors[0]
    ruleset = _ruleset(path, vector["ruleset"], "$.vectors[0].ruleset")
    return CaseFile(path, "$.vectors[0]", ruleset, {key: vector[key] for key in VECTOR_CASE_KEYS})


def _ruleset(path: Path, name: Json, json_path: str) -> RuleSet:
    from regelwerk.rulesets import RULESETS

    if not isinstance(name, str) or name not in RULESETS:
        raise SuiteDataError(str(path), f"unknown rule set {name!r} (known: {', '.join(sorted(RULESETS))})", json_path=json_path)
    return RULESETS[name]
