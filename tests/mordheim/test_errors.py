"""Error codes are data: every code the Mordheim package can raise is declared in
``errors.ERROR_CODES`` with its kind and clauses, every declared code is raised somewhere, and
every declared code occurs in at least one vector with the declared kind and clauses."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

from regelwerk.rulesets.mordheim import errors
from regelwerk.suite.catalog import load_catalog
from regelwerk.suite.vectors import load_vectors

PACKAGE = Path(errors.__file__).resolve().parent
RAISERS = {"IllegalAction": "illegal", "MalformedInput": "malformed", "Problem": "malformed", "problem": "malformed"}


@cache
def raised() -> dict[str, set[str]]:
    """Code → kinds, from every call of a rejection class (or of the state's problem helper)
    whose first argument is a string literal, in every module of the package."""
    found: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
            first = node.args[0]
            if name in RAISERS and isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.setdefault(first.value, set()).add(RAISERS[name])
    return found


@cache
def rejections() -> list[dict]:
    return [v.expected["error"] for v in load_vectors(["mordheim"]) if v.expected["status"] == "rejected"]


def test_the_scan_finds_the_codes_it_should():
    codes = raised()
    assert codes["MH.ROUT.NOT_REQUIRED"] == {"illegal"}
    assert codes["MH.STATE.MODEL_TWICE"] == {"malformed"}
    assert codes["MH.ACTION.UNKNOWN_EFFECT"] == {"malformed"}
    assert len(codes) > 40


def test_every_code_the_package_raises_is_declared_with_its_kind():
    undeclared = sorted(set(raised()) - set(errors.BY_CODE))
    assert not undeclared, f"raised but not declared in errors.ERROR_CODES: {undeclared}"
    for code, kinds in raised().items():
        assert kinds == {errors.BY_CODE[code].kind}, f"{code} is raised as {kinds}, declared {errors.BY_CODE[code].kind}"


def test_every_declared_code_is_raised_somewhere():
    unused = sorted(set(errors.BY_CODE) - set(raised()))
    assert not unused, f"declared but never raised: {unused}"


def test_codes_are_declared_once_with_the_rule_set_prefix_and_known_clauses():
    codes = [e.code for e in errors.ERROR_CODES]
    assert len(codes) == len(set(codes))
    clauses = set(load_catalog("mordheim").clauses)
    for entry in errors.ERROR_CODES:
        assert entry.code.startswith("MH.")
        assert entry.meaning
        if entry.kind == "illegal":
            assert entry.clauses and set(entry.clauses) <= clauses, entry
        else:
            assert entry.clauses == (), entry


def test_every_declared_code_occurs_in_a_vector():
    seen = {e["code"] for e in rejections()}
    missing = sorted(set(errors.BY_CODE) - seen)
    assert not missing, f"declared codes no vector checks: {missing}"


def test_every_rejection_in_the_vectors_has_the_declared_kind_and_one_of_its_clauses():
    for error in rejections():
        if not error["code"].startswith("MH."):
            continue
        declared = errors.BY_CODE[error["code"]]
        assert error["kind"] == declared.kind, error
        if declared.kind == "illegal":
            assert error["clause"] in declared.clauses, error


def test_every_clause_a_code_declares_is_cited_by_a_vector_of_that_code():
    cited = {(e["code"], e.get("clause")) for e in rejections()}
    for entry in errors.ERROR_CODES:
        for clause in entry.clauses:
            assert (entry.code, clause) in cited, f"no vector rejects with {entry.code} under {clause}"


def _doc_section(title: str) -> str:
    text = (Path(__file__).resolve().parents[2] / "docs" / "mordheim.md").read_text(encoding="utf-8")
    start = text.index(f"## {title}")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else len(text)]


def test_the_porters_page_lists_every_code_with_its_kind_and_clauses():
    rows = {}
    for line in _doc_section("Error codes").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 3 and cells[0].startswith("`MH."):
            rows[cells[0].strip("`")] = (cells[1], tuple(c.strip() for c in cells[2].split(",") if c.strip()))
    assert rows == {e.code: (e.kind, e.clauses) for e in errors.ERROR_CODES}


def test_the_porters_page_lists_every_switch_with_its_options_default_first():
    from regelwerk.rulesets import get

    rows = {}
    for line in _doc_section("Interpretation switches").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and cells[0].startswith("`MH-A-"):
            rows[cells[0].strip("`")] = tuple(o.strip().strip("*`") for o in cells[1].split(","))
    expected = {s.id: (s.default, *(o for o in s.options if o != s.default)) for s in get("mordheim").switches}
    assert rows == expected
