"""The registry of rule sets, by suite name.

:data:`RULESETS` is a mapping from suite name to :class:`~regelwerk.core.ruleset.RuleSet` that
imports a rule set's engine package the first time someone asks for that rule set, not when
this package is imported.  A process that serves one rule set (a ``regelwerk serve`` or a
``verify --suite`` run, a test engine) so pays the start-up of that rule set alone: importing
every engine package costs about 0.2 s of CPU per process, a cost every engine child of the
harness tests used to pay.  Its names, their order and ``len`` are known without importing
anything, so listing the suites (``--suite`` checks, help texts) stays free.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, MutableMapping

from regelwerk.core.ruleset import RuleSet

# One loader per rule set, each a plain import inside a function: run only when the rule set is
# first asked for, yet visible to a static reading of the imports (the mutation tool's import
# graph must see that this registry depends on every engine package, to import it afresh with
# a mutant).


def _pocket_tactics() -> RuleSet:
    from regelwerk.rulesets.pocket_tactics import RULESET

    return RULESET


def _mordheim() -> RuleSet:
    from regelwerk.rulesets.mordheim import RULESET

    return RULESET


def _standardaktionen() -> RuleSet:
    from regelwerk.rulesets.standardaktionen import RULESET

    return RULESET


def _w40k() -> RuleSet:
    from regelwerk.rulesets.w40k import RULESET

    return RULESET


# suite name -> its loader, in registry order
_LOADERS: dict[str, Callable[[], RuleSet]] = {
    "pocket_tactics": _pocket_tactics,
    "mordheim": _mordheim,
    "standardaktionen": _standardaktionen,
    "w40k": _w40k,
}


class LazyRegistry(MutableMapping[str, RuleSet]):
    """Rule sets by name, each imported on first access.  Behaves like the ``dict`` it replaces:
    iteration in registry order, ``KeyError`` for an unknown name, and items may be set or
    deleted (tests narrow the registry with ``monkeypatch.delitem``)."""

    def __init__(self, loaders: dict[str, Callable[[], RuleSet]]) -> None:
        self._modules: dict[str, Callable[[], RuleSet] | None] = dict(loaders)
        self._loaded: dict[str, RuleSet] = {}

    def __getitem__(self, name: str) -> RuleSet:
        loaded = self._loaded.get(name)
        if loaded is not None:
            return loaded
        load = self._modules[name]  # KeyError for an unknown rule set, as a dict raises it
        if load is None:  # only a set item has no loader, and a set item is always loaded
            raise KeyError(name)
        ruleset = load()
        if ruleset.name != name:
            raise TypeError(f"the rule set registered as {name!r} is named {ruleset.name!r}")
        self._loaded[name] = ruleset
        return ruleset

    def __setitem__(self, name: str, ruleset: RuleSet) -> None:
        self._modules.setdefault(name, None)
        self._loaded[name] = ruleset

    def __delitem__(self, name: str) -> None:
        del self._modules[name]
        self._loaded.pop(name, None)

    def __contains__(self, name: object) -> bool:  # without importing the rule set
        return name in self._modules

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._modules))

    def __len__(self) -> int:
        return len(self._modules)

    def __repr__(self) -> str:
        return f"LazyRegistry({list(self._modules)!r}, loaded={sorted(self._loaded)!r})"


RULESETS: MutableMapping[str, RuleSet] = LazyRegistry(_LOADERS)


def get(name: str) -> RuleSet:
    try:
        return RULESETS[name]
    except KeyError:
        known = ", ".join(sorted(RULESETS))
        raise KeyError(f"unknown rule set {name!r} (known: {known})") from None
