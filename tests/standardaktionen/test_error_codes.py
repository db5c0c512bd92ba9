"""Every error code the package can raise is declared in ``errors.ERROR_CODES`` with its kind
and clause, and every declared code occurs in a vector: the declaration, the code and the
vectors cannot drift apart."""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

import pytest

import regelwerk.rulesets.standardaktionen as package
from regelwerk.rulesets.standardaktionen.errors import BY_CODE, ERROR_CODES
from regelwerk.suite.catalog import load_catalog
from regelwerk.suite.vectors import load_vectors

PACKAGE = Path(package.__file__).parent
CODE = re.compile(r"^SA\.[A-Z]+\.[A-Z_]+$")
# Calls whose first argument is the code of a rejection: the two exceptions, the state's
# Problem and position_problems' local report() that builds one.
RAISERS = {"IllegalAction": "illegal", "MalformedInput": "malformed", "Problem": "malformed", "report": "malformed"}


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def raised_codes() -> dict[str, set[tuple[str, str | None]]]:
    """code -> {(kind, clause)} for every call of a raiser with a literal code in the package."""
    found: dict[str, set[tuple[str, str | None]]] = defaultdict(set)
    for path in sorted(PACKAGE.glob("*.py")):
        if path.name == "errors.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or _name(node.func) not in RAISERS or not node.args:
                continue
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            clause = None
            if _name(node.func) == "IllegalAction" and len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                clause = node.args[1].value
            found[first.value].add((RAISERS[_name(node.func)], clause))
    return found


def literal_codes() -> set[str]:
    """Every string literal in the package (outside errors.py) that looks like an SA code."""
    codes = set()
    for path in sorted(PACKAGE.glob("*.py")):
        if path.name == "errors.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and CODE.match(node.value):
                codes.add(node.value)
    return codes


def test_the_scan_finds_the_raisers():
    """The scan is not vacuous: it finds the codes of every procedure module."""
    found = raised_codes()
    assert {"SA.MOVE.TOO_FAR", "SA.ATTACK.SELF", "SA.REACT.USED_UP", "SA.FACING.OFF_BOARD", "SA.STATE.SQUARE_SHARED"} <= set(found)


def test_every_code_the_package_raises_is_declared_with_its_kind_and_clause():
    problems = []
    for code, uses in sorted(raised_codes().items()):
        entry = BY_CODE.get(code)
        if entry is None:
            problems.append(f"{code} is raised but not declared in errors.py")
            continue
        for kind, clause in uses:
            if kind != entry.kind:
                problems.append(f"{code} is raised as {kind} but declared {entry.kind}")
            if clause is not None and (clause,) != entry.clauses:
                problems.append(f"{code} cites {clause} but is declared with {entry.clauses}")
    assert not problems, problems


def test_no_code_string_escapes_the_declaration():
    undeclared = sorted(literal_codes() - set(BY_CODE))
    assert not undeclared, f"code-like strings not declared in errors.py: {undeclared}"


def test_every_declared_code_is_raised_somewhere():
    raised = set(raised_codes())
    unused = [e.code for e in ERROR_CODES if e.code not in raised]
    assert not unused, f"declared but never raised: {unused}"


def test_declarations_are_unique_and_cite_known_clauses():
    codes = [e.code for e in ERROR_CODES]
    assert len(codes) == len(set(codes))
    clauses = set(load_catalog("standardaktionen").clauses)
    for entry in ERROR_CODES:
        assert CODE.match(entry.code), entry.code
        assert set(entry.clauses) <= clauses, entry
        assert entry.kind != "illegal" or len(entry.clauses) == 1, entry
        assert entry.meaning


@pytest.fixture(scope="module")
def rejections() -> dict[str, list[dict]]:
    found: dict[str, list[dict]] = defaultdict(list)
    for vector in load_vectors(["standardaktionen"]):
        expected = vector.expected
        if expected["status"] == "rejected":
            found[expected["error"]["code"]].append(expected["error"])
        if expected["status"] == "answered" and isinstance(expected["answer"], dict) and "code" in expected["answer"]:
            found[expected["answer"]["code"]].append({"kind": "illegal", **expected["answer"]})
    return found


def test_every_declared_code_occurs_in_a_vector(rejections):
    missing = [e.code for e in ERROR_CODES if e.code not in rejections]
    assert not missing, f"declared codes that no vector expects: {missing}"


def test_every_rejection_in_a_vector_is_declared_with_its_kind_and_clause(rejections):
    problems = []
    for code, errors in sorted(rejections.items()):
        if code.startswith("CORE."):
            continue
        entry = BY_CODE.get(code)
        if entry is None:
            problems.append(f"a vector expects undeclared {code}")
            continue
        for error in errors:
            if error["kind"] != entry.kind or (entry.kind == "illegal" and (error["clause"],) != entry.clauses):
                problems.append(f"a vector expects {code} as {error['kind']} {error.get('clause')}, declared {entry.kind} {entry.clauses}")
    assert not problems, problems
