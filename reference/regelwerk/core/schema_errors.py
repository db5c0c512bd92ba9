"""Explaining why an instance is invalid: the reference library ``jsonschema`` (with
``referencing``), made to follow the specification where it differs from ``jsonschema-rs``, and
the choice of the error a reader needs.

Imported only when an instance is invalid or a caller asks for the reference validator
(:mod:`regelwerk.core.schemas` imports it lazily): every engine process, ``regelwerk serve``
and the fake engines of the tests start without loading the pure-Python validator.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Iterator
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, _keywords
from jsonschema.exceptions import ValidationError, relevance
from jsonschema.validators import extend
from referencing import Registry
from referencing.jsonschema import DRAFT202012

from regelwerk.core import paths, schemas
from regelwerk.core.canonical import Json

# -- the reference validator -------------------------------------------------------------

_ECMA_END = re.compile(r"(\\.)|(\[(?:\\.|[^\]\\])*\])|\$")


@cache
def _ecma_regex(pattern: str) -> re.Pattern[str]:
    """``pattern`` for Python's ``re`` with ECMA-262's meaning of ``$`` (the very end only)."""

    def translate(match: re.Match[str]) -> str:
        return match.group(0) if match.group(1) or match.group(2) else r"\Z"

    return re.compile(_ECMA_END.sub(translate, pattern))


def _pattern(validator: Any, pattern: str, instance: Json, schema: Json) -> Iterator[ValidationError]:
    if validator.is_type(instance, "string") and not _ecma_regex(pattern).search(instance):
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


# While :func:`explain` runs: the ids of the containers on the way from the root down to each
# place the fast validator found an error (``on_path``), and those strictly above such a place
# (``above``); see ``schemas._error_places``.
_FOCUS: ContextVar[tuple[frozenset[int], frozenset[int]] | None] = ContextVar("schema_error_focus", default=None)


def _items(validator: Any, items: Json, instance: Json, schema: Json) -> Iterator[ValidationError]:
    """``items``, but in an array that lies above the errors it skips the containers that lead
    to none of them: a table of thousands of rows with one broken row is explained in
    milliseconds, not seconds.  Every error lies on such a path (the two libraries agree on
    where an instance is wrong), and below an error's own place nothing is skipped, so the
    errors found are the same as without skipping."""
    focus = _FOCUS.get()
    if focus is None or id(instance) not in focus[1] or items is False or not validator.is_type(instance, "array"):
        yield from _keywords.items(validator, items, instance, schema)
        return
    on_path = focus[0]
    for index in range(len(schema.get("prefixItems", [])), len(instance)):
        element = instance[index]
        if isinstance(element, (dict, list)) and id(element) not in on_path:
            continue
        yield from validator.descend(instance=element, schema=items, path=index)


ReferenceValidator = extend(Draft202012Validator, {"pattern": _pattern, "items": _items})


@cache
def reference_documents(root: Path) -> tuple[tuple[str, Json], ...]:
    """The documents for the reference library, each without its ``$schema``: ``jsonschema``
    picks the validator class of a referenced document by its ``$schema``, which would drop
    :data:`ReferenceValidator`'s ECMA patterns behind every cross-file ``$ref``.  Every
    document is draft 2020-12 (the registry says so); nested nodes are the very same objects."""
    return tuple((uri, {k: v for k, v in contents.items() if k != "$schema"}) for uri, contents in schemas.documents(root))


def build_registry(root: Path) -> Registry:
    return Registry().with_resources((uri, DRAFT202012.create_resource(contents)) for uri, contents in reference_documents(root))


def explain(validator: Any, instance: Json, places: tuple[frozenset[int], frozenset[int]] | None) -> ValidationError | None:
    """The best error of ``instance``, walking only towards ``places`` (see :func:`_items`)."""
    token = _FOCUS.set(places)
    try:
        return best_error(validator.iter_errors(instance))
    except RecursionError:  # nesting too deep for the pure-Python walk (never from parsed JSON)
        return None
    finally:
        _FOCUS.reset(token)


def fast_error(error: Any) -> ValidationError:
    """A ``jsonschema-rs`` error as a ``jsonschema`` one."""
    keyword = error.schema_path[-1] if error.schema_path else None
    return ValidationError(error.message, validator=keyword, path=list(error.instance_path), instance=error.instance)


def unexplained(message: str, instance: Json) -> ValidationError:
    return ValidationError(message, validator="type", path=[], instance=instance)


# -- the error that names the wrong field --------------------------------------------------


def best_error(errors: Iterable[ValidationError]) -> ValidationError | None:
    """The error a reader needs: like ``jsonschema``'s ``best_match``, but inside a ``oneOf`` or
    ``anyOf`` it follows the branch the instance was meant for down to that branch's deepest
    error, instead of stopping at "is not valid under any of the given schemas".

    The branch is found, in this order, by: the instance's JSON type (a branch of another type
    is out); a discriminator (a property that has a ``const`` in every remaining branch, such
    as an action's ``type``: the branch whose ``const`` equals the instance's value); the
    required properties (a branch whose required property is missing is out if another branch
    has all of its own).  Literal alternatives (``enum``, ``const``, ``type``) are summed up in
    one message ("'orks' is not one of ['legion', 'tribes']").
    """
    best = max(errors, key=relevance, default=None)
    while best is not None and best.context and best.validator in ("oneOf", "anyOf"):
        inner = _within_union(best)
        if inner is None:
            break
        best = inner
    return best


def _within_union(error: ValidationError) -> ValidationError | None:
    branches: dict[int, list[ValidationError]] = defaultdict(list)
    for inner in error.context:
        branches[inner.relative_schema_path[0]].append(inner)
    remaining = [i for i, errors in branches.items() if not any(e.validator == "type" and not e.relative_path for e in errors)]
    if not remaining:
        remaining = sorted(branches)
    if len(remaining) > 1 and isinstance(error.instance, dict):
        decided = _by_discriminator(error, remaining)
        if isinstance(decided, ValidationError):
            return decided
        remaining = decided
    if len(remaining) > 1:
        complete = [i for i in remaining if not any(e.validator == "required" and not e.relative_path for e in branches[i])]
        remaining = complete or remaining
    if len(remaining) == 1:
        return min(branches[remaining[0]], key=relevance)
    return _literal_alternatives(error, [branches[i] for i in remaining])


def _by_discriminator(error: ValidationError, remaining: list[int]) -> list[int] | ValidationError:
    """The branches whose discriminator ``const`` equals the instance's value, or the error
    naming the discriminator if no branch takes the value (or the instance lacks it)."""
    alternatives = {i: _resolve(error.schema, error.validator_value[i]) for i in remaining}
    constants: dict[int, dict[str, Json]] = {}
    for i, branch in alternatives.items():
        properties = branch.get("properties") if isinstance(branch, dict) else None
        if not isinstance(properties, dict):
            return remaining
        constants[i] = {
            key: resolved["const"]
            for key, sub in properties.items()
            if isinstance(resolved := _resolve(branch, sub), dict) and "const" in resolved
        }
    shared = set.intersection(*(set(c) for c in constants.values()))
    for key in sorted(shared):
        if key not in error.instance:
            return _derived(error, f"{key!r} is a required property", "required", [], list(error.instance))
        value = error.instance[key]
        matching = [i for i in remaining if _same_json(constants[i][key], value)]
        if not matching:
            known = [constants[i][key] for i in remaining]
            return _derived(error, f"{value!r} is not one of {known!r}", "enum", [key], value)
        return matching
    return remaining


def _literal_alternatives(error: ValidationError, branches: list[list[ValidationError]]) -> ValidationError | None:
    """One message for alternatives that are all literals or all types, else ``None``."""
    errors = [e for branch in branches for e in branch]
    if any(e.relative_path for e in errors):
        return None
    if all(e.validator == "type" for e in errors):
        types = [t for e in errors for t in ([e.validator_value] if isinstance(e.validator_value, str) else e.validator_value)]
        return _derived(error, f"{error.instance!r} is not of type {', '.join(map(repr, types))}", "type", [], error.instance)
    values: list[Json] = []
    for e in errors:
        if e.validator == "const":
            values.append(e.validator_value)
        elif e.validator == "enum":
            values.extend(e.validator_value)
        elif e.validator == "type" and e.validator_value == "null":
            values.append(None)
        else:
            return None
    return _derived(error, f"{error.instance!r} is not one of {values!r}", "enum", [], error.instance)


def _derived(parent: ValidationError, message: str, keyword: str, path: list[str | int], instance: Json) -> ValidationError:
    derived = ValidationError(message, validator=keyword, path=path, instance=instance, schema_path=[keyword])
    derived.parent = parent
    return derived


def _same_json(a: Json, b: Json) -> bool:
    return type(a) is type(b) and a == b or (type(a) in (int, float) and type(b) in (int, float) and a == b)


@cache
def node_documents(root: Path) -> dict[int, str]:
    """The document (its uri) each schema node belongs to, by the node's identity: the
    validators use these very objects, so an error's ``schema`` can be traced to its file."""
    where: dict[int, str] = {}

    def walk(node: Json, uri: str) -> None:
        if isinstance(node, dict):
            where[id(node)] = uri
            for value in node.values():
                walk(value, uri)
        elif isinstance(node, list):
            for value in node:
                walk(value, uri)

    for uri, contents in reference_documents(root):
        walk(contents, uri)
    return where


def _resolve(container: Json, node: Json) -> Json:
    """``node`` (a subschema of ``container``) with its ``$ref`` chain followed."""
    where = node_documents(paths.schemas_dir())
    uri = where.get(id(container)) or where.get(id(node))
    if uri is None:
        return node
    resolver = schemas.registry().resolver(base_uri=uri)
    for _ in range(16):
        if not isinstance(node, dict) or "$ref" not in node:
            return node
        resolved = resolver.lookup(node["$ref"])
        node, resolver = resolved.contents, resolved.resolver
    return node


