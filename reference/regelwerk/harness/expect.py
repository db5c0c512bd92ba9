"""Expectation files: which vectors an engine is known to fail, how, and why.

Keyed by vector id; each entry names the expected kind (``wrong``, ``skipped``, ``errored``,
``timeout``, ``crash``) and a reason.  JSON or YAML (by extension), validated against
``schemas/expectations.schema.json``.  A listed vector that fails in the listed way is an
expected failure; one that passes is an *unexpected pass*; one that fails in another way is an
unexpected failure.  ``--save-expect`` writes the file from the current run.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import yaml

from regelwerk.core import schemas
from regelwerk.core.bounded import safe_load
from regelwerk.core.canonical import Json, pretty
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.reading import read_text
from regelwerk.harness.results import FAILURE_KINDS, CaseResult


@dataclass(frozen=True)
class Expectation:
    kind: str
    reason: str


def _is_yaml(path: Path) -> bool:
    return path.suffix.lower() in (".yaml", ".yml")


def load_expectations(path: Path) -> dict[str, Expectation]:
    try:
        text = read_text(path)  # a regular file within the size bound (a FIFO would block verify)
    except OSError as exc:
        raise SuiteDataError(str(path), f"cannot read the expectation file: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise SuiteDataError(str(path), "the expectation file is not UTF-8") from None
    try:
        data = safe_load(text, str(path)) if _is_yaml(path) else json.loads(text)  # aliases bounded
    except (yaml.YAMLError, json.JSONDecodeError) as exc:
        raise SuiteDataError(str(path), f"cannot parse the expectation file: {exc}") from None
    except ValueError as exc:  # valid JSON or YAML that Python refuses: an integer of more than 4300 digits
        raise SuiteDataError(str(path), f"cannot parse the expectation file: a number is too long ({str(exc)[:80]})") from None
    except RecursionError:
        raise SuiteDataError(str(path), "cannot parse the expectation file: it is nested too deeply") from None
    error = schemas.first_error("expectations.schema.json", data)
    if error is not None:
        vector_id = None
        if error.path and len(error.path) >= 2 and error.path[0] == "expectations":
            vector_id = str(error.path[1])
        raise SuiteDataError(str(path), error.message, vector_id=vector_id, json_path=error.json_path)
    return {vid: Expectation(e["kind"], e["reason"]) for vid, e in data["expectations"].items()}


def expectations_from(results: list[CaseResult], engine: str, previous: dict[str, Expectation] | None = None) -> Json:
    previous = previous or {}
    entries: dict[str, Json] = {}
    for result in results:
        if result.kind not in FAILURE_KINDS:
            continue
        kept = previous.get(result.id)
        reason = kept.reason if kept and kept.kind == result.kind else _first_line(result.message) or result.kind
        entries[result.id] = {"kind": result.kind, "reason": reason}
    return {"format": 1, "engine": engine, "expectations": dict(sorted(entries.items()))}


def _first_line(text: str) -> str:
    return text.strip().splitlines()[0][:200] if text.strip() else ""


def dump_expectations(data: Json, path: Path) -> str:
    if _is_yaml(path):
        return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100)
    return pretty(data)
