"""Mutant generation: which nodes of a module are mutated, into what, and each mutant's stable id.

A mutant is one small change to one node of a module's syntax tree.  Generation only *finds*
mutants; a worker process rebuilds the mutated tree from the mutant's ``path`` and ``variant``
(:func:`mutated_tree`) with the same :func:`_candidates` function, so the two never disagree.

The operators (each documented in ``tools/mutation/README.md``):

``cmp``     ``<``↔``<=``, ``>``↔``>=``, ``==``↔``!=``, ``in``↔``not in``, ``is``↔``is not``; an
            ordering turned round (``<``↔``>``, ``<=``↔``>=``); the sign of a side compared with
            a number literal (``x < 0`` → ``-x < 0``)
``arith``   ``+``↔``-``, ``*``→``//``, ``//``→``*``, ``/``→``*``, ``%``→``//``, ``**``→``*``,
            ``|``↔``&``, ``^``→``|``, ``<<``↔``>>`` (also in ``+=`` and friends); unary ``-``
            and ``~`` dropped
``bool``    ``and``↔``or``; ``not x`` → ``x``
``const``   a number ``k`` → ``k+1`` and ``k-1``; ``True``↔``False``; ``None`` → ``0``
``str``     a string that is a code or an id (no whitespace, not a JSON path ``$.…``) → the string
            with ``~`` appended; not in the arguments of the calls a rule set lists as never
            compared (``uncompared_calls`` in ``targets.yaml``)
``cond``    the test of an ``if``, a conditional expression or a comprehension filter → ``True``
            and ``False``; the test of a ``while`` → ``False``
``stmt``    inside a function: a call statement, a ``yield``, an assignment, an augmented
            assignment → ``pass``; ``return value`` → ``return None``; ``raise``/``continue``/``break`` and a
            ``return`` ending an ``if`` body → ``pass`` (not the whole body of an ``if`` without
            ``else``: that is ``cond False``)
``loop``    ``break``↔``continue``
``index``   a slice bound or an index computed by arithmetic or ``len`` ``i`` → ``i + 1`` and
            ``i - 1``; a slice bound dropped; ``a[:k]``↔``a[k:]``
``call``    ``min``↔``max``, ``any``↔``all``; ``sorted(...)`` gets ``reverse`` flipped; ``min``,
            ``max``, ``sorted`` with a ``key`` break ties the other way; a keyword argument dropped

Never mutated: docstrings, type annotations, f-strings, strings with whitespace (messages: never
compared), ``assert`` statements, ``__repr__``, calls to ``print``/``logging``/``warnings``,
``if TYPE_CHECKING:`` blocks, ``__all__``, imports, and the declarations a rule set names in
``not_mutated`` (``targets.yaml``: test oracles and suite metadata, not engine behaviour).
"""

from __future__ import annotations

import ast
import copy
import hashlib
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

# A path step: (field name, index into a list field or None).
PathStep = tuple[str, int | None]

_CMP_SWAPS = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq,
    ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}
# The direction of an ordering turned round: `a < b` -> `a > b` (an engine that compares the wrong way).
_CMP_FLIPS = {ast.Lt: ast.Gt, ast.LtE: ast.GtE, ast.Gt: ast.Lt, ast.GtE: ast.LtE}
_CMP_FLIPS_KEYS = tuple(_CMP_FLIPS)
_ORDERINGS = (*_CMP_FLIPS_KEYS, ast.Eq, ast.NotEq)
_ARITH_SWAPS = {
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult, ast.Div: ast.Mult,
    ast.Mod: ast.FloorDiv, ast.Pow: ast.Mult, ast.BitOr: ast.BitAnd, ast.BitAnd: ast.BitOr, ast.BitXor: ast.BitOr,
    ast.LShift: ast.RShift, ast.RShift: ast.LShift,
}
_CALL_SWAPS = {"min": "max", "max": "min", "any": "all", "all": "any"}
_TIE_BREAKING = {"min", "max", "sorted"}
# Leaving these out changes no value an engine computes: `reverse` is the call operator's, and
# dataclass(frozen=...) / field(default=...) are declarations the const operator already flips.
# `encoding="utf-8"` left out reads the same bytes wherever the suite runs (a UTF-8 locale).
_UNDROPPABLE_KEYWORDS = {"reverse", "frozen", "slots", "default", "default_factory", "strict", "encoding"}
# A string that is a code or an id: no whitespace, not empty.  Anything else is prose (messages,
# descriptions), which no comparison reads: mutating it only makes equivalent mutants.
_ID_LIKE = re.compile(r"^\S+$")
_LOGGING_BASES = {"logging", "log", "logger", "warnings"}
_LOGGING_CALLS = {"print"}
_SKIPPED_FUNCTIONS = {"__repr__"}
_ANNOTATION_FIELDS = {"annotation", "returns"}


@dataclass(frozen=True)
class Mutant:
    """One mutant of one module; ``id`` is stable across edits elsewhere in the module."""

    id: str
    module: str  # dotted module name
    file: str  # path of the module's file as given to :func:`generate`
    qualname: str  # enclosing classes and functions, dotted; "<module>" at module level
    operator: str
    variant: str
    line: int
    column: int
    original: str  # the original source line (stripped)
    mutated: str  # the same line with the mutation applied (or the mutated node, if it spans lines)
    path: tuple[PathStep, ...]

    @property
    def function(self) -> str:
        return self.qualname

    def to_json(self) -> dict:
        return {
            "id": self.id, "module": self.module, "file": self.file, "function": self.qualname, "line": self.line,
            "column": self.column, "operator": self.operator, "variant": self.variant,
            "original": self.original, "mutated": self.mutated,
        }


@dataclass(frozen=True)
class _Context:
    qualname: str
    in_function: bool
    uncompared: bool = False  # inside the arguments of a call whose strings no comparison reads
    protected: frozenset[str] = frozenset()  # keywords of this call named in not_mutated: never dropped


# -- candidates: (operator, variant, replacement node) for one node ---------------------------------


def _op_name(op: ast.AST) -> str:
    return type(op).__name__


def _candidates(node: ast.AST, parent: ast.AST | None, field: str, ctx: _Context) -> list[tuple[str, str, ast.AST]]:
    """Every mutation of ``node`` (which sits in ``parent.field``), as (operator, variant, new node);
    two operators that make the same code (``0.5`` → ``-0.5`` by ``const -1`` and by the sign
    flip) give one mutant, the first."""
    seen: set[str] = set()
    return [c for c in _all_candidates(node, parent, field, ctx) if not (ast.dump(c[2]) in seen or seen.add(ast.dump(c[2])))]


def _all_candidates(node: ast.AST, parent: ast.AST | None, field: str, ctx: _Context) -> list[tuple[str, str, ast.AST]]:
    out: list[tuple[str, str, ast.AST]] = []
    if isinstance(node, ast.Compare):
        for i, op in enumerate(node.ops):
            if type(op) in _CMP_SWAPS:
                new = _copy(node)
                new.ops[i] = _CMP_SWAPS[type(op)]()
                variant = f"{_op_name(op)}>{_op_name(new.ops[i])}" + (f"@{i}" if i else "")
                out.append(("cmp", variant, new))
            if type(op) in _CMP_FLIPS:
                new = _copy(node)
                new.ops[i] = _CMP_FLIPS[type(op)]()
                variant = f"{_op_name(op)}>{_op_name(new.ops[i])}" + (f"@{i}" if i else "")
                out.append(("cmp", variant, new))
        out.extend(_sign_flips(node))
    elif isinstance(node, (ast.BinOp, ast.AugAssign)) and type(node.op) in _ARITH_SWAPS:
        new = _copy(node)
        new.op = _ARITH_SWAPS[type(node.op)]()
        out.append(("arith", f"{_op_name(node.op)}>{_op_name(new.op)}", new))
    elif isinstance(node, ast.UnaryOp):
        if isinstance(node.op, ast.Not):
            out.append(("bool", "not>drop", _copy(node.operand)))
        elif isinstance(node.op, (ast.USub, ast.Invert)):
            out.append(("arith", f"{_op_name(node.op)}>drop", _copy(node.operand)))
    elif isinstance(node, ast.BoolOp):
        new = _copy(node)
        new.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        out.append(("bool", f"{_op_name(node.op)}>{_op_name(new.op)}", new))
    elif isinstance(node, ast.Constant):
        out.extend(_constant_candidates(node, parent, ctx))
    elif isinstance(node, ast.Call):
        out.extend(_call_candidates(node, ctx, decorator=field == "decorator_list"))
    if field in ("test", "ifs") and isinstance(parent, (ast.If, ast.IfExp, ast.comprehension)):
        out.append(("cond", "True", ast.Constant(True)))
        out.append(("cond", "False", ast.Constant(False)))
    elif field == "test" and isinstance(parent, ast.While):
        out.append(("cond", "False", ast.Constant(False)))  # True would only loop until the timeout
    if isinstance(node, ast.Slice):
        out.extend(_slice_candidates(node))
    if _is_index(node, parent, field):
        for sign, op in (("+1", ast.Add()), ("-1", ast.Sub())):
            out.append(("index", sign, ast.BinOp(_copy(node), op, ast.Constant(1))))
    if ctx.in_function and isinstance(node, ast.stmt):
        out.extend(_statement_candidates(node, _is_guard_exit(node, parent, field), _is_sole_guard(node, parent, field)))
    return out


def _constant_candidates(node: ast.Constant, parent: ast.AST | None, ctx: _Context) -> list[tuple[str, str, ast.AST]]:
    value = node.value
    if isinstance(value, bool):
        return [("const", f"{value}>{not value}", ast.Constant(not value))]
    if isinstance(value, (int, float)):
        return [("const", "+1", ast.Constant(value + 1)), ("const", "-1", ast.Constant(value - 1))]
    if value is None:
        if isinstance(parent, ast.Compare) or isinstance(parent, ast.Return):
            return []  # `x is None`: the is/is-not swap covers it; `return None`: the stmt operator's result
        return [("const", "None>0", ast.Constant(0))]
    if isinstance(value, str) and _is_code(value) and not ctx.uncompared and not isinstance(parent, ast.Expr):
        return [("str", "id", ast.Constant(value + "~"))]
    return []


def _is_code(value: str) -> bool:
    """A code or an id: no whitespace, not empty, and not a JSON path (``$.state.units``: the
    path of a rejection is never compared)."""
    return bool(_ID_LIKE.match(value)) and not (value == "$" or value.startswith(("$.", "$[")))


def _callee(node: ast.Call) -> str | None:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _call_candidates(node: ast.Call, ctx: _Context, decorator: bool) -> list[tuple[str, str, ast.AST]]:
    out = [] if decorator else _keyword_drops(node, ctx)
    if not isinstance(node.func, ast.Name):
        return out
    name = node.func.id
    if name in _CALL_SWAPS:
        new = _copy(node)
        new.func = ast.Name(_CALL_SWAPS[name], ast.Load())
        out.append(("call", f"{name}>{_CALL_SWAPS[name]}", new))
    if name == "sorted":
        new = _copy(node)
        current = next((k for k in new.keywords if k.arg == "reverse"), None)
        if current is None:
            new.keywords.append(ast.keyword("reverse", ast.Constant(True)))
        else:
            current.value = ast.UnaryOp(ast.Not(), current.value)
        out.append(("call", "sorted>reverse", new))
    key = next((k.value for k in node.keywords if k.arg == "key"), None)
    if name in _TIE_BREAKING and len(node.args) == 1 and key is not None and not _ends_in_id(key):
        # min/max return the first of equal keys and sorted keeps their order: walking the
        # items the other way round breaks every tie the other way
        new = _copy(node)
        new.args[0] = ast.Subscript(ast.Call(ast.Name("list", ast.Load()), [new.args[0]], []),
                                    ast.Slice(None, None, ast.UnaryOp(ast.USub(), ast.Constant(1))), ast.Load())
        out.append(("call", f"{name}>ties-reversed", new))
    return out


def _ends_in_id(key: ast.expr) -> bool:
    """A sort key whose last part is an ``id`` (``lambda m: m.id``, ``lambda m: (m.hp, m.id)``):
    ids are unique in every state (each rule set's position check refuses a duplicate), so the
    key has no ties to break."""
    if isinstance(key, ast.Name):
        return key.id == "dumps"  # canonical JSON: equal keys are equal items
    if not isinstance(key, ast.Lambda):
        return False
    body = key.body.elts[-1] if isinstance(key.body, ast.Tuple) and key.body.elts else key.body
    return isinstance(body, ast.Attribute) and body.attr == "id"


def _keyword_drops(node: ast.Call, ctx: _Context) -> list[tuple[str, str, ast.AST]]:
    """Each keyword argument left out (the callee's default, or the old value in
    ``dataclasses.replace``); not in calls whose arguments no comparison reads."""
    if ctx.uncompared:
        return []
    out: list[tuple[str, str, ast.AST]] = []
    for i, keyword in enumerate(node.keywords):
        if keyword.arg is None or keyword.arg in _UNDROPPABLE_KEYWORDS or keyword.arg in ctx.protected:
            continue
        new = _copy(node)
        del new.keywords[i]
        out.append(("call", f"drop:{keyword.arg}", new))
    return out


def _sign_flips(node: ast.Compare) -> list[tuple[str, str, ast.AST]]:
    """``x < 0`` -> ``-x < 0`` and ``x < 2`` -> ``x < -2``: the sign of a quantity compared with a
    number (a difference taken the wrong way round).  Only where one side is a number literal, so
    the other side is a number too."""
    if not all(isinstance(op, _ORDERINGS) for op in node.ops):
        return []
    operands = [node.left, *node.comparators]
    if not any(_is_number(o) for o in operands):
        return []
    # `x == k` and `-x == k` differ only as `x == -k` does: flip the number alone there
    orders = any(isinstance(op, _CMP_FLIPS_KEYS) for op in node.ops)
    out: list[tuple[str, str, ast.AST]] = []
    for i, operand in enumerate(operands):
        if _is_number(operand) and -operand.value in (0, operand.value - 1, operand.value + 1):
            continue  # -0 is 0, and -0.5 is the const operator's 0.5 - 1
        if not (orders or _is_number(operand)):
            continue
        new = _copy(node)
        flipped = ast.Constant(-operand.value) if _is_number(operand) else ast.UnaryOp(ast.USub(), _copy(operand))
        if i == 0:
            new.left = flipped
        else:
            new.comparators[i - 1] = flipped
        out.append(("cmp", f"neg@{i}", new))
    return out


def _is_number(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool)


def _slice_candidates(node: ast.Slice) -> list[tuple[str, str, ast.AST]]:
    """A bound left out (``a[1:]`` -> ``a[:]``), and a one-sided slice turned to the other side
    (``a[:k]`` -> ``a[k:]``: the items before the position for the items after it)."""
    out: list[tuple[str, str, ast.AST]] = []
    for bound in ("lower", "upper"):
        if getattr(node, bound) is not None:
            new = _copy(node)
            setattr(new, bound, None)
            out.append(("index", f"drop-{bound}", new))
    if node.step is None and (node.lower is None) != (node.upper is None):
        out.append(("index", "other-side", ast.Slice(_copy(node.upper), _copy(node.lower), None)))
    return out


def _is_index(node: ast.AST, parent: ast.AST | None, field: str) -> bool:
    """A slice bound, or a subscript index computed by arithmetic or ``len``: those are
    positions.  A bare name as an index is mostly a dict key, and constant ints are the
    ``const`` operator's."""
    if not isinstance(node, ast.expr) or isinstance(node, ast.Constant):
        return False
    if isinstance(parent, ast.Slice):
        return field in ("lower", "upper")
    if not (isinstance(parent, ast.Subscript) and field == "slice" and isinstance(parent.ctx, ast.Load)):
        return False
    is_len = isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len"
    return isinstance(node, (ast.BinOp, ast.UnaryOp)) or is_len


def _statement_candidates(node: ast.stmt, guard: bool, sole: bool) -> list[tuple[str, str, ast.AST]]:
    """``guard``: the statement is the last of an ``if`` body (an early exit); ``sole``: it is
    the whole body of an ``if`` without ``else``, where deleting it is the ``cond False`` mutant."""
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        return [("stmt", "call>pass", ast.Pass())]
    if isinstance(node, ast.Expr) and isinstance(node.value, (ast.Yield, ast.YieldFrom)):
        return [("stmt", "yield>pass", ast.Pass())]  # a generator that leaves out one item
    if isinstance(node, (ast.Assign, ast.AugAssign)) or isinstance(node, ast.AnnAssign) and node.value is not None:
        return [("stmt", "assign>pass", ast.Pass())]
    if isinstance(node, ast.Return):
        out = [] if node.value is None or _is_none(node.value) else [("stmt", "return>None", ast.Return(ast.Constant(None)))]
        if guard and not sole:
            out.append(("stmt", "return>pass", ast.Pass()))  # the guard no longer ends the function
        return out
    deleted = [] if sole else [("stmt", f"{type(node).__name__.lower()}>pass", ast.Pass())]
    if isinstance(node, ast.Break):
        return [("loop", "break>continue", ast.Continue()), *deleted]
    if isinstance(node, ast.Continue):
        return [("loop", "continue>break", ast.Break()), *deleted]
    if isinstance(node, ast.Raise):
        return deleted
    return []


def _is_guard_exit(node: ast.stmt, parent: ast.AST | None, field: str) -> bool:
    """The last statement of an ``if`` body: the exit of a guard clause."""
    return isinstance(parent, ast.If) and field == "body" and parent.body[-1] is node


def _is_sole_guard(node: ast.stmt, parent: ast.AST | None, field: str) -> bool:
    return isinstance(parent, ast.If) and field == "body" and not parent.orelse and len(parent.body) == 1


def _is_none(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _copy(node: ast.AST) -> ast.AST:
    return copy.deepcopy(node)


# -- skipping ------------------------------------------------------------------------------------


def _is_docstring(node: ast.AST, parent: ast.AST | None, field: str, index: int | None) -> bool:
    return (
        index == 0
        and field == "body"
        and isinstance(parent, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    )


def _is_logging(node: ast.AST) -> bool:
    if not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)):
        return False
    func = node.value.func
    if isinstance(func, ast.Name):
        return func.id in _LOGGING_CALLS
    while isinstance(func, ast.Attribute):
        func = func.value
    return isinstance(func, ast.Name) and func.id in _LOGGING_BASES


def _skipped(node: ast.AST, parent: ast.AST | None, field: str, index: int | None) -> bool:
    """Nodes whose whole subtree is never mutated (see the module docstring)."""
    if field in _ANNOTATION_FIELDS or _is_docstring(node, parent, field, index) or _is_logging(node):
        return True
    if isinstance(node, (ast.JoinedStr, ast.Assert, ast.Import, ast.ImportFrom)):
        return True
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in _SKIPPED_FUNCTIONS:
        return True
    if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
        return True
    if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
        return True
    return False


# -- walking ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Found:
    node: ast.AST
    path: tuple[PathStep, ...]
    qualname: str
    operator: str
    variant: str
    replacement: ast.AST


def _declared_name(node: ast.AST, ctx: _Context, owner: str | None) -> str | None:
    """The name a ``not_mutated`` entry uses for ``node``, if it declares something: a function or
    class by its dotted qualname, a module-level assignment ``NAME = ...`` by ``NAME``, and a
    keyword argument of the call such an assignment makes (``RULESET = RuleSet(step_library=...)``)
    by ``NAME.keyword``; ``owner`` is that ``NAME`` when ``node`` is a keyword of the assigned call."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return node.name if ctx.qualname == "<module>" else f"{ctx.qualname}.{node.name}"
    if ctx.qualname == "<module>" and isinstance(node, (ast.Assign, ast.AnnAssign)):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if len(targets) == 1 and isinstance(targets[0], ast.Name):
            return targets[0].id
    if owner is not None and isinstance(node, ast.keyword) and node.arg is not None:
        return f"{owner}.{node.arg}"
    return None


def _assigned_name(node: ast.AST, ctx: _Context) -> str | None:
    """``NAME`` when ``node`` is the value of a module-level ``NAME = call(...)``."""
    if ctx.qualname != "<module>" or not isinstance(node, (ast.Assign, ast.AnnAssign)):
        return None
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    if len(targets) == 1 and isinstance(targets[0], ast.Name) and isinstance(node.value, ast.Call):
        return targets[0].id
    return None


def _walk(tree: ast.Module, uncompared_calls: frozenset[str], not_mutated: frozenset[str] = frozenset(),
          matched: set[str] | None = None) -> Iterator[_Found]:
    """Every candidate mutation in source order; the declarations named in ``not_mutated`` are
    skipped whole, and their names are added to ``matched``."""
    matched = set() if matched is None else matched

    def visit(node: ast.AST, parent: ast.AST | None, field: str, index: int | None, path: tuple[PathStep, ...], ctx: _Context,
              owner: str | None = None):
        if _skipped(node, parent, field, index):
            return
        declared = _declared_name(node, ctx, owner)
        if declared is not None and declared in not_mutated:
            matched.add(declared)
            return
        call_owner = _assigned_name(node, ctx)
        here = ctx
        if isinstance(node, ast.Call) and owner is not None:
            here = _Context(ctx.qualname, ctx.in_function, ctx.uncompared,
                            frozenset(name.split(".", 1)[1] for name in not_mutated if name.startswith(owner + ".")))
        for operator, variant, replacement in _candidates(node, parent, field, here):
            yield _Found(node, path, ctx.qualname, operator, variant, replacement)
        inner = ctx
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            name = node.name if ctx.qualname == "<module>" else f"{ctx.qualname}.{node.name}"
            inner = _Context(name, not isinstance(node, ast.ClassDef))
        elif isinstance(node, ast.Lambda):
            inner = _Context(f"{ctx.qualname}.<lambda>" if ctx.qualname != "<module>" else "<lambda>", True)
        for child_field, value in ast.iter_fields(node):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and child_field == "decorator_list":
                child_ctx = ctx  # decorators run where the definition stands, not inside it
            elif isinstance(node, ast.Call) and child_field in ("args", "keywords") and _callee(node) in uncompared_calls:
                child_ctx = _Context(inner.qualname, inner.in_function, uncompared=True)
            else:
                child_ctx = inner
            # the keywords of `NAME = call(...)` are named `NAME.keyword`
            child_owner = None
            if call_owner is not None and child_field == "value":
                child_owner = call_owner
            elif isinstance(node, ast.Call) and owner is not None and child_field == "keywords":
                child_owner = owner
            if isinstance(value, list):
                for i, item in enumerate(value):
                    if isinstance(item, ast.AST):
                        yield from visit(item, node, child_field, i, (*path, (child_field, i)), child_ctx, child_owner)
            elif isinstance(value, ast.AST):
                yield from visit(value, node, child_field, None, (*path, (child_field, None)), child_ctx, child_owner)

    yield from visit(tree, None, "", None, (), _Context("<module>", False))


def _segment_hash(node: ast.AST) -> str:
    """A short hash of the node's text, independent of formatting and comments."""
    return hashlib.sha256(ast.unparse(node).encode("utf-8")).hexdigest()[:8]


def _render(lines: list[str], node: ast.AST, replacement: ast.AST) -> tuple[str, str]:
    """(original line, mutated line), both stripped; a node spanning lines shows the mutated node."""
    line = lines[node.lineno - 1]
    if isinstance(node, ast.stmt):
        text = ast.unparse(replacement)
        indent = line[: len(line) - len(line.lstrip())]
        return line.strip(), (indent + text).strip()
    if node.end_lineno == node.lineno:
        raw = line.encode("utf-8")  # ast columns count UTF-8 bytes
        before, after = raw[: node.col_offset].decode("utf-8"), raw[node.end_col_offset :].decode("utf-8")
        return line.strip(), (before + ast.unparse(replacement) + after).strip()
    return line.strip(), ast.unparse(replacement).splitlines()[0].strip() + " …"


def generate(source: str, module: str, file: str, uncompared_calls: Iterable[str] = (),
             not_mutated: Iterable[str] = ()) -> list[Mutant]:
    """Every mutant of one module, in source order.  Strings in the arguments of calls named in
    ``uncompared_calls`` are not mutated: a rule set names there the calls whose string
    arguments no comparison reads (a malformed rejection's code: only its kind is compared).
    The declarations named in ``not_mutated`` (see :func:`_declared_name`) are not mutated at
    all; a name that declares nothing in the module raises ``LookupError``."""
    tree = ast.parse(source, filename=file)
    lines = source.splitlines()
    seen: Counter = Counter()
    mutants = []
    skip, matched = frozenset(not_mutated), set[str]()
    for found in _walk(tree, frozenset(uncompared_calls), skip, matched):
        key = (found.qualname, found.operator, found.variant, _segment_hash(found.node))
        occurrence = seen[key]
        seen[key] += 1
        original, mutated = _render(lines, found.node, found.replacement)
        mutants.append(
            Mutant(
                id=f"{module}:{found.qualname}:{found.operator}:{found.variant}:{key[3]}:{occurrence}",
                module=module,
                file=file,
                qualname=found.qualname,
                operator=found.operator,
                variant=found.variant,
                line=found.node.lineno,
                column=found.node.col_offset,
                original=original,
                mutated=mutated,
                path=found.path,
            )
        )
    if skip - matched:
        raise LookupError(f"{file}: not_mutated names {', '.join(sorted(skip - matched))}, which the module does not declare")
    return mutants


def mutated_tree(source: str, file: str, path: tuple[PathStep, ...], operator: str, variant: str) -> ast.Module:
    """The module's tree with one mutation applied: the node at ``path`` replaced by its
    candidate (``operator``, ``variant``).  Raises ``LookupError`` if there is no such mutant."""
    tree = ast.parse(source, filename=file)
    parent: ast.AST | None = None
    node: ast.AST = tree
    field, index = "", None
    for field, index in path:
        parent = node
        value = getattr(node, field)
        node = value[index] if index is not None else value
    ctx = _Context(_qualname_at(tree, path), _in_function(tree, path))
    for cand_operator, cand_variant, replacement in _candidates(node, parent, field, ctx):
        if (cand_operator, cand_variant) == (operator, variant):
            ast.copy_location(replacement, node)
            if index is not None:
                getattr(parent, field)[index] = replacement
            else:
                setattr(parent, field, replacement)
            return ast.fix_missing_locations(tree)
    raise LookupError(f"{file}: no {operator} {variant} mutant at {path}")


def _nodes_on(tree: ast.AST, path: tuple[PathStep, ...]) -> Iterator[tuple[ast.AST, str]]:
    node = tree
    for field, index in path:
        value = getattr(node, field)
        yield node, field
        node = value[index] if index is not None else value


def _qualname_at(tree: ast.AST, path: tuple[PathStep, ...]) -> str:
    names: list[str] = []
    for node, field in _nodes_on(tree, path):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and field != "decorator_list":
            names.append(node.name)
        elif isinstance(node, ast.Lambda):
            names.append("<lambda>")
    return ".".join(names) or "<module>"


def _in_function(tree: ast.AST, path: tuple[PathStep, ...]) -> bool:
    inside = False
    for node, field in _nodes_on(tree, path):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and field != "decorator_list":
            inside = True
        elif isinstance(node, ast.ClassDef) and field != "decorator_list":
            inside = False
    return inside
