"""The suite's JSON Schemas (draft 2020-12), loaded once into a ``referencing`` registry.

Every schema file under ``schemas/`` carries an ``$id`` of the form
``https://regelwerk.example/schemas/<path>``; ``$ref`` between files use those ids (or paths
relative to them), so a port can load the folder with any 2020-12 validator.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match
from referencing import Registry, Resource

from regelwerk.core.canonical import Json
from regelwerk.core.paths import schemas_dir

BASE_URI = "https://regelwerk.example/schemas/"


@cache
def registry() -> Registry:
    resources = []
    root = schemas_dir()
    for path in sorted(root.rglob("*.schema.json")):
        contents = json.loads(path.read_text(encoding="utf-8"))
        expected = BASE_URI + path.relative_to(root).as_posix()
        if contents.get("$id") != expected:
            raise ValueError(f"{path}: $id must be {expected!r}, found {contents.get('$id')!r}")
        resources.append((expected, Resource.from_contents(contents)))
    return Registry().with_resources(resources)


@cache
def validator(name: str) -> Draft202012Validator:
    """A validator for ``schemas/<name>`` (for example ``"pocket_tactics/state.schema.json"``)."""
    uri = BASE_URI + name
    schema = registry().contents(uri)
    return Draft202012Validator(schema, registry=registry())


def schema_names() -> list[str]:
    root = schemas_dir()
    return [p.relative_to(root).as_posix() for p in sorted(root.rglob("*.schema.json"))]


def first_error(name: str, instance: Json) -> ValidationError | None:
    """The most relevant validation error of ``instance`` against ``schemas/<name>``, if any."""
    return best_match(validator(name).iter_errors(instance))


def iter_errors(name: str, instance: Json) -> Iterator[ValidationError]:
    return validator(name).iter_errors(instance)


def join_path(prefix: str, error_path: str) -> str:
    """Join a JSON path prefix (``$.state``) with a jsonschema error path (``$.units[0]``)."""
    return prefix + error_path[1:] if error_path.startswith("$") else prefix + error_path
