"""The suite's JSON Schemas (draft 2020-12), loaded once into a ``referencing`` registry.

Every schema file under ``schemas/`` carries an ``$id`` of the form
``https://regelwerk.example/schemas/<path>``; ``$ref`` between files use those ids (or paths
relative to them), so a port can load the folder with any 2020-12 validator.
"""

from __future__ import annotations

import hashlib
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


def _inline(node: Json, resolver, depth: int = 0) -> Json:
    """``node`` with every ``$ref`` replaced by what it points to (our schemas are not recursive)."""
    if depth > 64:
        raise ValueError("schema references nest too deep to inline (recursive schema?)")
    if isinstance(node, list):
        return [_inline(item, resolver, depth) for item in node]
    if not isinstance(node, dict):
        return node
    out = {k: _inline(v, resolver, depth) for k, v in node.items() if k not in ("$ref", "$defs", "$id", "$schema")}
    if "$ref" in node:
        resolved = resolver.lookup(node["$ref"])
        target = _inline(resolved.contents, resolved.resolver, depth + 1)
        return {"allOf": [target, out]} if out else target
    return out


@cache
def fast_validator(name: str) -> Draft202012Validator:
    """A validator for ``schemas/<name>`` with all references inlined: the same verdict as
    :func:`validator`, about twice as fast, but with worse error messages (use it to say yes)."""
    uri = BASE_URI + name
    flat = _inline(registry().contents(uri), registry().resolver(base_uri=uri))
    return Draft202012Validator(flat)


_KNOWN_VALID: dict[str, set[bytes]] = {}
_KNOWN_VALID_LIMIT = 200_000


def is_valid(name: str, instance: Json) -> bool:
    """Whether ``instance`` is valid against ``schemas/<name>``, remembering valid instances.

    The engine validates every case it gets; ``regelwerk check`` runs each case once per
    interpretation option, and a vector table shares one state among thousands of rows, so
    the same instance comes back often.  Only the verdict "valid" is remembered, keyed by a
    digest of the instance's JSON text.
    """
    try:
        key = hashlib.blake2b(json.dumps(instance, separators=(",", ":")).encode(), digest_size=16).digest()
    except (TypeError, ValueError):
        return validator(name).is_valid(instance)
    known = _KNOWN_VALID.setdefault(name, set())
    if key in known:
        return True
    if not fast_validator(name).is_valid(instance):
        return False
    if len(known) >= _KNOWN_VALID_LIMIT:
        known.clear()
    known.add(key)
    return True


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
