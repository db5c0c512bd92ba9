"""What a rule set's source says, read without running it: the interpretation switches its rules
read and the error codes it can raise, held against the register, the declared codes and the
vectors.  Two checks of ``regelwerk check``:

:func:`switch_problems`
    The register (``features/<rule set>/auslegungen.yaml``) is the only source of switch ids,
    options and defaults; the engine names in code only the ids it reads.  Every switch id the
    package names (a string literal of the form ``XX-A-...``) must be a ``switch: true`` entry of
    the register, every such entry must be named in the package, and a constant that holds a
    switch id must be used somewhere in the package (a switch named but never read is not read).

:func:`error_code_problems`
    Error codes are data (``RuleSet.error_codes`` and the core's
    :data:`~regelwerk.core.errors.CORE_ERROR_CODES`).  The scan finds every string literal
    passed as the first argument to ``IllegalAction``, ``MalformedInput``, ``DiceError``,
    ``Problem`` or one of the rule set's ``raising_helpers``, in the rule set's package (its
    declaration module, the one that assigns ``ERROR_CODES``, aside) and in the core.  A code
    raised but not declared, or raised as another kind, or an ``IllegalAction`` whose literal
    clause the declaration does not list, is a problem; so is a declared code nobody raises, any
    other string in the package that looks like one of its codes and is not declared, and a
    declared code that occurs in no vector of the rule set (unless the declaration says why it
    cannot: ``unfit_for_vectors``).  In the vectors, a rejection must have its code's declared
    kind, an ``illegal`` one one of its declared clauses, and every declared clause must be cited
    by some vector of that code.

Both read the package's files as text (``ast``), so they work on any rule set without importing
anything but the registry.
"""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from regelwerk.core.canonical import Json
from regelwerk.core.errors import CORE_ERROR_CODES, ErrorCode
from regelwerk.core.memo import BoundedMemo
from regelwerk.core.ruleset import RuleSet
from regelwerk.suite.fill import relative_name
from regelwerk.suite.lint import Problem
from regelwerk.suite.register import Register

SWITCH_ID = re.compile(r"^[A-Z]{2,4}-A-[A-Z0-9-]+$")
SWITCH_MISMATCH = "names switch"  # how a problem of a switch the register lacks begins
RAISERS: dict[str, str] = {"IllegalAction": "illegal", "MalformedInput": "malformed", "DiceError": "dice", "Problem": "malformed"}
DECLARATION = "ERROR_CODES"
CORE_PACKAGE = Path(__file__).resolve().parent.parent / "core"


@dataclass(frozen=True)
class Raise:
    """A literal code passed to a rejection class or a raising helper."""

    code: str
    kind: str
    clause: str | None  # the literal clause of an IllegalAction, None where it is computed
    file: str
    line: int


def package_dir(ruleset: RuleSet) -> Path:
    """The folder of the rule set's package (the package of its ``apply``)."""
    import importlib

    package = ruleset.apply.__module__.rpartition(".")[0]
    module = importlib.import_module(package)
    return Path(module.__file__ or "").resolve().parent


@dataclass(frozen=True)
class _FileScan:
    """What the scans below read from one source file, in the order of ``ast.walk``."""

    declares_codes: bool  # the module assigns ERROR_CODES (the declaration itself)
    calls: tuple[tuple[str, str, str | None, int], ...]  # (callee, first argument, second argument or None, line), literal first argument only
    strings: tuple[tuple[str, int, str | None], ...]  # every string literal: (text, line, the module-level name it is assigned to)
    loaded: frozenset[str]  # every name and attribute the file reads


# Scans by file and text: `check` runs three scans of every file of a rule set's package and of
# the core for each rule set, and tests check copies of the same suite again and again.  Keyed by
# the text, so an edited file (a mutant, a test's edit) is scanned afresh.
_SCANS: BoundedMemo[tuple[str, str], _FileScan] = BoundedMemo(512)


def _scan(path: Path) -> _FileScan:
    text = path.read_text(encoding="utf-8")
    key = (str(path), text)
    found = _SCANS.get(key)
    if found is None:
        found = _scan_tree(ast.parse(text, str(path)))
        _SCANS.put(key, found)
    return found


def _scan_tree(tree: ast.Module) -> _FileScan:
    constants: dict[int, str] = {}
    for statement in tree.body:
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and isinstance(statement.targets[0], ast.Name):
            constants[id(statement.value)] = statement.targets[0].id
    calls: list[tuple[str, str, str | None, int]] = []
    strings: list[tuple[str, int, str | None]] = []
    loaded: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            loaded.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            loaded.add(node.attr)
        if isinstance(node, ast.Call) and node.args:
            name, code = _name(node.func), _literal(node.args[0])
            if name is not None and code is not None:
                calls.append((name, code, _literal(node.args[1]) if len(node.args) > 1 else None, node.lineno))
        text = _literal(node) if isinstance(node, ast.expr) else None
        if text is not None and isinstance(node, ast.expr):
            strings.append((text, node.lineno, constants.get(id(node))))
    return _FileScan(_declares_codes(tree), tuple(calls), tuple(strings), frozenset(loaded))


def _sources(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.py"))


def _display(path: Path) -> str:
    try:
        return path.relative_to(CORE_PACKAGE.parent.parent.parent).as_posix()
    except ValueError:
        return str(path)


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _declares_codes(tree: ast.Module) -> bool:
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        if any(isinstance(t, ast.Name) and t.id == DECLARATION for t in targets):
            return True
    return False


def raises(paths: Iterable[Path], helpers: Mapping[str, str]) -> list[Raise]:
    """Every literal code passed to a rejection class or a helper, in the given files."""
    raisers = {**RAISERS, **helpers}
    found: list[Raise] = []
    for path in paths:
        scan = _scan(path)
        if scan.declares_codes:
            continue
        for name, code, second, line in scan.calls:
            if name in raisers:
                clause = second if name == "IllegalAction" else None
                found.append(Raise(code, raisers[name], clause, _display(path), line))
    return found


def _code_like_literals(paths: Iterable[Path], prefix: str) -> Iterator[tuple[str, str, int]]:
    pattern = re.compile(rf"^{re.escape(prefix)}\.[A-Z][A-Z0-9_]*(\.[A-Z0-9_]+)+$")
    for path in paths:
        scan = _scan(path)
        if scan.declares_codes:
            continue
        for text, line, _ in scan.strings:
            if pattern.match(text):
                yield text, _display(path), line


def _vector_codes(vectors: Iterable[Json]) -> dict[str, list[tuple[str, str | None]]]:
    """Code → [(kind, clause)] of every rejection in the vectors, and of every ``code`` an answer
    carries (a question that asks whether an action would be legal answers with one)."""
    found: dict[str, list[tuple[str, str | None]]] = defaultdict(list)

    def answers(value: Json) -> Iterator[Json]:
        if isinstance(value, dict):
            if isinstance(value.get("code"), str):
                yield value
            for item in value.values():
                yield from answers(item)
        elif isinstance(value, list):
            for item in value:
                yield from answers(item)

    for vector in vectors:
        expected = vector["expected"]
        if expected["status"] == "rejected":
            found[expected["error"]["code"]].append((expected["error"]["kind"], expected["error"].get("clause")))
        elif expected["status"] == "answered":
            for answer in answers(expected["answer"]):
                found[answer["code"]].append((answer.get("kind", "illegal"), answer.get("clause")))
    return found


def error_code_problems(ruleset: RuleSet, vectors: Iterable[Json], clauses: Iterable[str]) -> list[Problem]:
    """The problems of the rule set's declared error codes (module docstring)."""
    problems: list[Problem] = []
    own = ruleset.error_codes
    where = f"{_display(package_dir(ruleset))}/ ({DECLARATION})"
    declared: dict[str, ErrorCode] = {}
    known_clauses = set(clauses)
    for entry in (*CORE_ERROR_CODES, *own):
        if entry.code in declared:
            problems.append(Problem(where, 0, f"{entry.code} is declared twice"))
        declared[entry.code] = entry
    for entry in own:
        if not entry.code.startswith(f"{ruleset.prefix}."):
            problems.append(Problem(where, 0, f"{entry.code} does not start with the rule set's prefix {ruleset.prefix}."))
        if not entry.meaning:
            problems.append(Problem(where, 0, f"{entry.code} has no meaning"))
        unknown = [c for c in entry.clauses if c not in known_clauses]
        if unknown:
            problems.append(Problem(where, 0, f"{entry.code} names unknown clause(s) {', '.join(unknown)}"))
        if entry.kind == "illegal" and not entry.clauses:
            problems.append(Problem(where, 0, f"{entry.code} is illegal but declares no clause"))

    package = _sources(package_dir(ruleset))
    raised = raises(package, ruleset.raising_helpers) + raises(_sources(CORE_PACKAGE), {})
    for use in raised:
        found = declared.get(use.code)
        if found is None:
            problems.append(Problem(use.file, use.line, f"raises {use.code}, which is not declared in {DECLARATION}"))
        elif use.kind != found.kind:
            problems.append(Problem(use.file, use.line, f"raises {use.code} as {use.kind}, declared {found.kind}"))
        elif use.clause is not None and use.clause not in found.clauses:
            problems.append(Problem(use.file, use.line, f"raises {use.code} citing {use.clause}, declared with {', '.join(found.clauses)}"))
    for code, file, line in _code_like_literals(package, ruleset.prefix):
        if code not in declared:
            problems.append(Problem(file, line, f"{code} looks like an error code but is not declared in {DECLARATION}"))
    raised_codes = {use.code for use in raised}
    for entry in own:
        if entry.code not in raised_codes:
            problems.append(Problem(where, 0, f"{entry.code} is declared but nothing in the package raises it"))

    in_vectors = _vector_codes(vectors)
    for entry in (*CORE_ERROR_CODES, *own):
        uses = in_vectors.get(entry.code, [])
        if not uses and entry.unfit_for_vectors is None:
            problems.append(Problem(where, 0, f"{entry.code} occurs in no vector of {ruleset.name}; write a scenario that is rejected with it"))
        for kind, clause in sorted(set(uses), key=str):
            if kind != entry.kind:
                problems.append(Problem(where, 0, f"a vector expects {entry.code} as {kind}, declared {entry.kind}"))
            elif kind == "illegal" and clause not in entry.clauses:
                problems.append(Problem(where, 0, f"a vector expects {entry.code} citing {clause}, declared with {', '.join(entry.clauses)}"))
        cited = {clause for kind, clause in uses}
        for clause in entry.clauses if entry.kind == "illegal" else ():
            if clause not in cited:
                problems.append(Problem(where, 0, f"no vector expects {entry.code} citing {clause}; write one or drop the clause"))
    undeclared = sorted(set(in_vectors) - set(declared))
    problems.extend(Problem(where, 0, f"a vector expects {code}, which is not declared in {DECLARATION}") for code in undeclared)
    return problems


# -- switches ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class SwitchUse:
    switch_id: str
    file: str
    line: int
    constant: str | None  # the module-level name it is assigned to, if any


def switch_uses(paths: Iterable[Path]) -> tuple[list[SwitchUse], set[str]]:
    """Every switch id literal in the files (with the constant it is assigned to), and every
    name the files load (to tell a constant that is read from one that is only defined)."""
    uses: list[SwitchUse] = []
    loaded: set[str] = set()
    for path in paths:
        scan = _scan(path)
        loaded |= scan.loaded
        uses.extend(SwitchUse(text, _display(path), line, constant) for text, line, constant in scan.strings if SWITCH_ID.match(text))
    return uses, loaded


def switch_problems(ruleset: RuleSet, register: Register) -> list[Problem]:
    """The switch ids the package names against the register (module docstring)."""
    problems: list[Problem] = []
    where = relative_name(register.path)
    uses, loaded = switch_uses(_sources(package_dir(ruleset)))
    switches = {e.id for e in register.ambiguities.values() if e.switch}
    named = {use.switch_id for use in uses}
    for use in uses:
        entry = register.ambiguities.get(use.switch_id)
        if entry is None:
            problems.append(Problem(use.file, use.line, f"{SWITCH_MISMATCH} {use.switch_id}, which the register ({where}) does not have"))
        elif not entry.switch:
            problems.append(Problem(use.file, use.line, f"{SWITCH_MISMATCH} {use.switch_id}, which the register records with switch: false"))
        if use.constant is not None and use.constant not in loaded:
            problems.append(Problem(use.file, use.line, f"{use.constant} ({use.switch_id}) is defined but no rule reads it"))
    for switch_id in sorted(switches - named):
        problems.append(Problem(where, 0, f"{switch_id} is switch: true, but no code of the engine reads it"))
    return problems
