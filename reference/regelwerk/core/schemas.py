"""The suite's JSON Schemas (draft 2020-12) and the two validators built from them.

Every schema file under ``schemas/`` carries an ``$id`` of the form
``https://regelwerk.example/schemas/<path>``; ``$ref`` between files use those ids (or paths
relative to them), so a port can load the folder with any 2020-12 validator.

Two libraries validate against the same files:

* ``jsonschema-rs`` (:func:`fast_validator`, :func:`is_valid`) says yes or no, about a hundred
  times faster than pure Python: it guards every hot path (the cases of ``run_case``, vector
  files and tables at load, protocol messages under ``--strict``);
* ``jsonschema`` with ``referencing`` (:func:`validator`, :func:`iter_errors`) is the
  reference library for error messages and JSON paths; :func:`first_error` asks it only
  once the fast validator has said no, and then picks the error that names the wrong field
  (:func:`best_error`).  It lives in :mod:`regelwerk.core.schema_errors`, imported only
  when needed, so a process that never meets an invalid instance never loads it.

``tests/core/test_schemas.py`` proves that the two give the same verdict on every instance
the suite holds and on generated near-valid ones.  Where the libraries differ by design,
the reference validator is made to follow the specification: a ``pattern`` is an ECMA-262
regular expression, whose ``$`` matches only at the very end (Python's ``re`` also matches
before a final newline).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jsonschema_rs

from regelwerk.core import paths
from regelwerk.core.canonical import Json
from regelwerk.core.errors import SuiteDataError

if TYPE_CHECKING:
    from jsonschema.exceptions import ValidationError
    from referencing import Registry

BASE_URI = "https://regelwerk.example/schemas/"


# -- the schema files ---------------------------------------------------------------------


@cache
def documents(root: Path) -> tuple[tuple[str, Json], ...]:
    """``(uri, contents)`` of every schema file under ``root``, each ``$id`` checked."""
    from regelwerk.core.bounded import read_json_file
    from regelwerk.core.reading import walk_files

    found = []
    for path in walk_files(root, "*.schema.json"):  # confined to the data folder, regular files
        contents = read_json_file(path)
        expected = BASE_URI + path.relative_to(root).as_posix()
        found_id = contents.get("$id") if isinstance(contents, dict) else None
        if found_id != expected:
            raise SuiteDataError(str(path), f"$id must be {expected!r}, found {found_id!r}")
        found.append((expected, contents))
    return tuple(found)


def schema_names() -> list[str]:
    root = paths.schemas_dir()
    from regelwerk.core.reading import walk_files

    return [p.relative_to(root).as_posix() for p in walk_files(root, "*.schema.json")]


def has_schema(name: str) -> bool:
    """Whether ``schemas/<name>`` exists."""
    return BASE_URI + name in dict(documents(paths.schemas_dir()))


def for_ruleset(generic: str, ruleset: object) -> str:
    """The schema a file of a rule set is judged by: ``<rule set>/<generic>`` (the generic schema
    with everything specific to the rule set) where the rule set has one, else ``generic``
    itself (a file of an unknown rule set, which its judge reports as such)."""
    if isinstance(ruleset, str) and has_schema(f"{ruleset}/{generic}"):
        return f"{ruleset}/{generic}"
    return generic


# -- the fast library: jsonschema-rs -------------------------------------------------------


_FAST: dict[tuple[Path, str], Any] = {}


def fast_validator(name: str) -> Any:
    """A ``jsonschema-rs`` validator for ``schemas/<name>``: the verdict, not the explanation."""
    key = (paths.data_root(), name)  # a test may point REGELWERK_DATA at another copy
    found = _FAST.get(key)
    if found is None:
        loaded = documents(paths.schemas_dir())
        found = _FAST[key] = jsonschema_rs.validator_for(
            dict(loaded)[BASE_URI + name], registry=jsonschema_rs.Registry(list(loaded)), validate_formats=False, offline=True
        )
    return found


def is_valid(name: str, instance: Json) -> bool:
    """Whether ``instance`` is valid against ``schemas/<name>``."""
    try:
        return bool(fast_validator(name).is_valid(instance))
    except (ValueError, TypeError, OverflowError, RecursionError):  # not a JSON value the fast library can take
        return bool(validator(name).is_valid(instance))


# -- the reference library: jsonschema + referencing ----------------------------------------


@cache
def registry() -> Registry:
    from regelwerk.core import schema_errors

    return schema_errors.build_registry(paths.schemas_dir())


@cache
def validator(name: str) -> Any:
    """The reference validator for ``schemas/<name>`` (for example ``"<rule set>/state.schema.json"``)."""
    from regelwerk.core import schema_errors

    return schema_errors.ReferenceValidator(registry().contents(BASE_URI + name), registry=registry())


def iter_errors(name: str, instance: Json) -> Iterator[ValidationError]:
    """Every error of ``instance`` against ``schemas/<name>`` (none at all, quickly, if it is valid)."""
    if is_valid(name, instance):
        return iter(())
    errors: Iterator[ValidationError] = validator(name).iter_errors(instance)
    return errors


def first_error(name: str, instance: Json) -> ValidationError | None:
    """The most relevant validation error of ``instance`` against ``schemas/<name>``, if any
    (see :func:`regelwerk.core.schema_errors.best_error`)."""
    if is_valid(name, instance):
        return None
    from regelwerk.core import schema_errors

    error = schema_errors.explain(validator(name), instance, _error_places(name, instance))
    return error if error is not None else _fast_error(name, instance)


def best_error(errors: Iterable[ValidationError]) -> ValidationError | None:
    """:func:`regelwerk.core.schema_errors.best_error`: the error that names the wrong field."""
    from regelwerk.core import schema_errors

    return schema_errors.best_error(errors)


def _error_places(name: str, instance: Json) -> tuple[frozenset[int], frozenset[int]] | None:
    """``(on_path, above)``: the ids of the containers on the way from the root down to each
    place the fast validator found an error, and those strictly above such a place (for
    :func:`regelwerk.core.schema_errors.explain`)."""
    on_path: set[int] = set()
    places: set[int] = set()
    try:
        errors = list(fast_validator(name).iter_errors(instance))
    except (ValueError, TypeError, OverflowError, RecursionError):
        return None
    for error in errors:
        node = instance
        for step in error.instance_path:
            on_path.add(id(node))
            try:
                node = node[step]
            except (KeyError, IndexError, TypeError):
                return None  # a path that does not lead anywhere: explain without skipping
        on_path.add(id(node))
        places.add(id(node))
    return frozenset(on_path), frozenset(on_path - places)


def _fast_error(name: str, instance: Json) -> ValidationError | None:
    """The fast library's first error, for an instance the reference library cannot explain (it
    found nothing, which the agreement test rules out, or the instance is nested too deep for a
    pure-Python walk): an invalid instance must never pass as valid."""
    from regelwerk.core import schema_errors

    try:
        for error in fast_validator(name).iter_errors(instance):
            return schema_errors.fast_error(error)
    except (ValueError, TypeError, OverflowError, RecursionError) as exc:  # e.g. nested deeper than either library goes
        return schema_errors.unexplained(f"cannot be validated: {exc}", instance)
    return None


def clear_caches() -> None:
    """Forget every schema and validator (tests that point ``REGELWERK_DATA`` elsewhere)."""
    for cached in (documents, registry, validator):
        cached.cache_clear()
    _FAST.clear()
    import sys

    loaded = sys.modules.get("regelwerk.core.schema_errors")
    if loaded is not None:
        loaded.reference_documents.cache_clear()
        loaded.node_documents.cache_clear()


def join_path(prefix: str, error_path: str) -> str:
    """Join a JSON path prefix (``$.state``) with a jsonschema error path (``$.units[0]``)."""
    return prefix + error_path[1:] if error_path.startswith("$") else prefix + error_path
