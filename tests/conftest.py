"""pytest-bdd glue: every German scenario runs through the same step library and the same
``run_case`` path as ``regelwerk fill``, and must reproduce its vector on disk exactly.

Three catch-all step definitions (one per step type) hand each step to
:mod:`regelwerk.suite.steps`, which reports undefined and ambiguous steps instead of letting
pytest-bdd pick one silently.  Tags become markers: ``@klausel:PT-BEW-1`` is
``pytest.mark.klausel(id="PT-BEW-1")`` (select with ``-m "klausel(id='PT-BEW-1')"``),
``@auslegung:ID=OPTION`` is ``pytest.mark.auslegung(id=..., option=...)`` (select with
``-m "auslegung(id='PT-A-SPRUNGBAHN', option='beliebig')"``), and ``@auslegung-ebenso:ID=OPTION``
the same marker with ``same_as_default=True``.

The whole suite runs on every core (``-n auto`` in ``pyproject.toml``; ``-n 0`` for a debugger).
Tests marked ``slow`` run first, so that they start at once instead of finishing last.  Hypothesis has two profiles: ``ci`` (more examples; chosen when ``CI`` is
set, as ``.ci/run`` does) and ``dev``; ``HYPOTHESIS_PROFILE`` overrides.  Deadlines are off in
both: two cores shared with other jobs make timings meaningless.  How to keep the suite fast:
``docs/development.md``.
"""

from __future__ import annotations

import gc
import os
from functools import cache
from pathlib import Path

import pytest
from hypothesis import settings
from pytest_bdd import given, parsers, then, when

from regelwerk.core.gc_tuning import collect_less_often
from regelwerk.rulesets import RULESETS, get
from regelwerk.suite.builder import CaseBuilder
from regelwerk.suite.catalog import load_catalog
from regelwerk.suite.features import ScenarioCase, Step, load_features
from regelwerk.suite.fill import vector_from
from regelwerk.suite.steps import library_for
from regelwerk.suite.vectors import load_vectors

CASE = pytest.StashKey[ScenarioCase]()
BUILDER = pytest.StashKey[CaseBuilder]()

# The generators' cache (regelwerk.suite.generator_cache) is off in tests: a test that patches
# the rules must see its patch, not a result the unpatched code left in ~/.cache.  Its own tests
# turn it on in a folder of their own.
os.environ["REGELWERK_CACHE"] = "off"

settings.register_profile("ci", max_examples=200, deadline=None, print_blob=True)
settings.register_profile("dev", max_examples=40, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev"))


def pytest_configure(config):
    collect_less_often()  # the session holds every feature, vector and case: core/gc_tuning.py


def pytest_collection_finish(session):
    """What collection built (thousands of items, the parsed features, pytest-bdd's scenarios)
    lives until the end: leave it out of every later collection instead of rescanning it."""
    gc.collect()
    gc.freeze()


def pytest_collection_modifyitems(session, config, items):
    """``slow`` tests first: under xdist a long test that starts last decides when the whole run
    ends.  xdist hands the tests out two at a time (``--maxschedchunk 2``), so the slow ones
    spread over the workers and run while the others work through the many short tests."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@cache
def _cases() -> dict[tuple[str, int, tuple], ScenarioCase]:
    index = {}
    for name in RULESETS:
        for feature in load_features(name):
            for case in feature.cases:
                key = (str(feature.path.resolve()), case.line, tuple(sorted((case.example or {}).items())))
                index[key] = case
    return index


@cache
def _catalog(ruleset: str):
    """The clause catalog, parsed once per session (YAML parsing per scenario cost ~40 ms each)."""
    return load_catalog(ruleset)


@cache
def _stored_vectors() -> dict[str, dict]:
    return {v.id: v.raw for v in load_vectors(tables=False, distributions=False)}  # scenarios fill vector files, never tables


def pytest_bdd_apply_tag(tag, function):
    if tag.startswith("klausel:"):
        return pytest.mark.klausel(id=tag.split(":", 1)[1])(function)
    if tag.startswith(("auslegung:", "auslegung-ebenso:")):
        switch, _, option = tag.split(":", 1)[1].partition("=")
        return pytest.mark.auslegung(id=switch, option=option, same_as_default=tag.startswith("auslegung-ebenso:"))(function)
    return None


def pytest_bdd_before_scenario(request, feature, scenario):
    callspec = getattr(request.node, "callspec", None)
    example = callspec.params.get("_pytest_bdd_example", {}) if callspec else {}
    key = (str(Path(feature.filename).resolve()), scenario.line_number, tuple(sorted(example.items())))
    case = _cases()[key]
    request.node.stash[CASE] = case
    request.node.stash[BUILDER] = CaseBuilder(get(case.ruleset), library_for(case.ruleset), case.interpretations)


def _run(request, kind: str, text: str, datatable, docstring) -> None:
    case = request.node.stash[CASE]
    table = tuple(tuple(row) for row in datatable) if datatable is not None else None
    library_for(case.ruleset).run(request.node.stash[BUILDER], Step(kind, text, 0, table, docstring))


@given(parsers.re(r"(?P<text>.+)"))
def _given(request, text, datatable=None, docstring=None):
    _run(request, "given", text, datatable, docstring)


@when(parsers.re(r"(?P<text>.+)"))
def _when(request, text, datatable=None, docstring=None):
    _run(request, "when", text, datatable, docstring)


@then(parsers.re(r"(?P<text>.+)"))
def _then(request, text, datatable=None, docstring=None):
    _run(request, "then", text, datatable, docstring)


@pytest.fixture(autouse=True)
def _scenario_matches_its_vector(request):
    """After a scenario's steps pass, its vector on disk must be exactly what they produce."""
    yield
    case = request.node.stash.get(CASE, None)
    builder = request.node.stash.get(BUILDER, None)
    if case is None or builder is None or builder.assertions == 0:
        return
    report = getattr(request.node, "rep_call", None)
    if report is not None and not report.passed:
        return
    fresh = vector_from(case, builder, _catalog(case.ruleset))
    stored = _stored_vectors().get(case.vector_id)
    assert stored is not None, f"no vector {case.vector_id} on disk: run `regelwerk fill`"
    assert stored == fresh, f"vector {case.vector_id} on disk is stale: run `regelwerk fill`"


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.when == "call":
        item.rep_call = report
    return report
