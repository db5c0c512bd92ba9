"""Every error code the package can raise is declared in ``errors.ERROR_CODES`` with its kind
and clauses, and every declared code occurs in a vector: the declaration, the code and the
vectors cannot drift apart.  Unlike Standardaktionen, one Warhammer code can be reported with
several clauses (a move too far cites the clause of the kind of move), so an illegal code
declares each clause it is reported with."""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

import pytest

import regelwerk.rulesets.w40k as package
from regelwerk.rulesets.w40k.errors import BY_CODE, ERROR_CODES
from regelwerk.suite.catalog import load_catalog
from regelwerk.suite.vectors import load_vectors

PACKAGE = Path(package.__file__).parent
CODE = re.compile(r"^WH\.[A-Z]+\.[A-Z_]+$")
NOT_ENGINE = ("errors.py", "steps.py", "steps_then.py")
# Calls whose first argument is the code of a rejection.
RAISERS = {"IllegalAction": "illegal", "MalformedInput": "malformed", "Problem": "malformed", "problem": "malformed"}


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _trees():
    for path in sorted(PACKAGE.glob("*.py")):
        if path.name not in NOT_ENGINE:
            yield path, ast.parse(path.read_text(encoding="utf-8"))


def raised_codes() -> dict[str, set[tuple[str, str | None]]]:
    """code -> {(kind, clause)} for every call of a raiser with a literal code in the package."""
    found: dict[str, set[tuple[str, str | None]]] = defaultdict(set)
    for _, tree in _trees():
        for node in ast.walk(tree):
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
    """Every string literal in the engine modules that looks like a WH code (codes chosen in a
    conditional expression or a tuple before the raise are found here)."""
    codes = set()
    for _, tree in _trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and CODE.match(node.value):
                codes.add(node.value)
    return codes


def test_the_scan_finds_the_raisers():
    found = raised_codes()
    assert {"WH.MOVE.ENGAGEMENT", "WH.SHOOT.LOCKED", "WH.CHARGE.TOO_FAR", "WH.FIGHT.SPLIT", "WH.STATE.OVERLAP"} <= set(found)


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
            if clause is not None and clause not in entry.clauses:
                problems.append(f"{code} cites {clause} but is declared with {entry.clauses}")
    assert not problems, problems


def test_no_code_string_escapes_the_declaration_and_every_declared_code_is_in_the_engine():
    literals = literal_codes()
    assert not sorted(literals - set(BY_CODE)), "code-like strings not declared in errors.py"
    assert not [e.code for e in ERROR_CODES if e.code not in literals], "declared but never raised"


def test_declarations_are_unique_and_cite_known_clauses():
    codes = [e.code for e in ERROR_CODES]
    assert len(codes) == len(set(codes))
    clauses = set(load_catalog("w40k").clauses)
    for entry in ERROR_CODES:
        assert CODE.match(entry.code), entry.code
        assert set(entry.clauses) <= clauses, entry
        assert entry.kind != "illegal" or entry.clauses, entry
        assert entry.meaning


@pytest.fixture(scope="module")
def rejections() -> dict[str, list[dict]]:
    found: dict[str, list[dict]] = defaultdict(list)
    for vector in load_vectors(["w40k"]):
        if vector.expected["status"] == "rejected":
            found[vector.expected["error"]["code"]].append(vector.expected["error"])
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
            if error["kind"] != entry.kind or (entry.kind == "illegal" and error["clause"] not in entry.clauses):
                problems.append(f"a vector expects {code} as {error['kind']} {error.get('clause')}, declared {entry.kind} {entry.clauses}")
    assert not problems, problems
