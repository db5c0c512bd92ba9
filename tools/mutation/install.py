"""Installing a mutated module in a worker process so that every importer sees it.

The worker is forked from a parent that has imported the whole package.  Replacing one module
object is not enough: ``from regelwerk.core.dice import DiceSupply`` copied the old class into
every importer, and values built at import time (the rule set's ``RULESET``, dispatch tables)
hold old functions.  So the worker drops from ``sys.modules`` the mutated module and every module
that imports it, directly or through others (read from the source, not guessed), installs an
import hook that serves the mutated code, and imports the entry points again.  Modules that do
not depend on the mutated one stay loaded, with their caches (schema validators, valid-instance
caches): that keeps a worker's start at a few tens of milliseconds.
"""

from __future__ import annotations

import ast
import importlib.abc
import importlib.machinery
import importlib.util
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import CodeType, ModuleType


def module_files(package_dir: Path, package: str) -> dict[str, Path]:
    """Dotted module name → file for every module of the package folder ``package_dir``."""
    out = {}
    for path in sorted(package_dir.rglob("*.py")):
        parts = path.relative_to(package_dir).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join((package, *parts))] = path
    return out


def _imported_names(tree: ast.Module, module: str, is_package: bool, known: Iterable[str]) -> set[str]:
    """The modules of ``known`` that ``module`` imports anywhere in its source (also inside
    functions: being conservative only costs a re-import)."""
    known = set(known)
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = module.split(".") if is_package else module.split(".")[:-1]
                base_parts = base_parts[: len(base_parts) - (node.level - 1)]
                base = ".".join([*base_parts, node.module] if node.module else base_parts)
            else:
                base = node.module or ""
            names = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        else:
            continue
        for name in names:
            # `import a.b.c` runs a, a.b and a.b.c; only the named module's values are bound here,
            # but a package's __init__ may re-export anything, so count every prefix.
            parts = name.split(".")
            found.update(".".join(parts[:i]) for i in range(1, len(parts) + 1) if ".".join(parts[:i]) in known)
    found.discard(module)
    return found


def import_graph(files: Mapping[str, Path]) -> dict[str, set[str]]:
    """Module → the package modules it imports."""
    graph = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        graph[name] = _imported_names(tree, name, path.name == "__init__.py", files)
    return graph


def dependents(graph: Mapping[str, set[str]], target: str) -> set[str]:
    """``target`` and every module that imports it directly or through other modules."""
    out = {target}
    changed = True
    while changed:
        changed = False
        for name, imports in graph.items():
            if name not in out and imports & out:
                out.add(name)
                changed = True
    return out


class _MutantLoader(importlib.abc.Loader):
    def __init__(self, code: CodeType) -> None:
        self.code = code

    def create_module(self, spec):  # noqa: ANN001 -- the import system's signature
        return None  # the default module object

    def exec_module(self, module: ModuleType) -> None:
        exec(self.code, module.__dict__)  # noqa: S102 -- running the mutant is the point


class MutantFinder(importlib.abc.MetaPathFinder):
    """Serves the compiled mutant for one module name; every other import goes on as usual."""

    def __init__(self, module: str, file: Path, code: CodeType) -> None:
        self.module, self.file, self.code = module, file, code

    def find_spec(self, fullname, path=None, target=None):  # noqa: ANN001
        if fullname != self.module:
            return None
        search = [str(self.file.parent)] if self.file.name == "__init__.py" else None
        return importlib.util.spec_from_file_location(
            fullname, self.file, loader=_MutantLoader(self.code), submodule_search_locations=search
        )


def install(module: str, file: Path, code: CodeType, purge: Iterable[str]) -> None:
    """Make the next import of ``module`` (and of everything in ``purge``) load afresh, with the
    mutant for ``module``.  Only for a worker process: the change is not undone."""
    for name in purge:
        sys.modules.pop(name, None)
    sys.meta_path.insert(0, MutantFinder(module, file, code))
    importlib.invalidate_caches()
