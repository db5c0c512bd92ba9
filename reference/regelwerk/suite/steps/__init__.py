"""The step vocabulary of the German features, shared by ``regelwerk fill`` and pytest-bdd.

A step definition is a template such as ``"{einheit:Name} steht auf {ort:Ort}"``: placeholders
name a type from :data:`TYPES` (or from the rule set's library), the rest is literal text.  A
step of a scenario must match exactly one definition of its kind; ``regelwerk check`` reports
steps that match none or several (pytest-bdd itself would pick one silently).

Step functions are thin: ``given`` steps build the case's JSON state, ``when`` steps its action
and dice, ``then`` steps assert on the outcome that :func:`regelwerk.core.ruleset.run_case`
returns, the same call the vectors and the runner use.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from regelwerk.core.canonical import Json
from regelwerk.core.memo import BoundedMemo
from regelwerk.suite.features import Step


class StepFailed(AssertionError):
    """A ``then`` step found something other than what the rule text says."""


class StepUndefined(LookupError):
    pass


class StepAmbiguous(LookupError):
    pass


def _hex_text(text: str) -> list[int]:
    q, r = (int(part) for part in text.strip("() ").split(","))
    return [q, r]


TYPES: dict[str, tuple[str, Callable[[str], Any]]] = {
    "Name": (r'"[^"]+"', lambda s: s[1:-1]),
    "Ort": (r"\(\s*-?\d+\s*,\s*-?\d+\s*\)", _hex_text),
    "Zahl": (r"-?\d+", int),
    "Zahlen": (r"\d+(?:\s*,\s*\d+)*", lambda s: [int(p) for p in s.split(",")]),
    "Code": (r"[A-Z][A-Z0-9]*(?:\.[A-Z0-9_]+)+", str),
    "Klausel": (r"[A-Z]{2,4}-[A-Z]{2,5}-\d{1,3}", str),
    "Pfad": (r"\$(?:\.[A-Za-z_][A-Za-z0-9_]*|\[\d+\])*", str),
}

StepFunction = TypeVar("StepFunction", bound=Callable[..., None])  # a step, returned as it was decorated

_PLACEHOLDER = re.compile(r"\{(\w+):(\w+)\}")
_MATCHING_SIZE = 50_000  # step texts remembered per library (StepLibrary.matches)


@dataclass(frozen=True)
class StepDef:
    kind: str
    template: str
    regex: re.Pattern[str]
    converters: dict[str, Callable[[str], Any]]
    func: Callable[..., None]
    # The template's text before its first placeholder: a step text that does not start with it
    # cannot match, and most definitions are ruled out by this one comparison (no regex).
    prefix: str = ""

    def match(self, text: str) -> dict[str, Any] | None:
        if not text.startswith(self.prefix):
            return None
        m = self.regex.fullmatch(text)
        if m is None:
            return None
        return {name: self.converters[name](value) for name, value in m.groupdict().items()}


@dataclass
class StepLibrary:
    """A set of step definitions, optionally extending another library (the common steps)."""

    name: str
    types: dict[str, tuple[str, Callable[[str], Any]]] = field(default_factory=dict)
    base: StepLibrary | None = None
    definitions: list[StepDef] = field(default_factory=list)
    initial_state: Callable[[], Json] | None = None
    finish_state: Callable[[Json], Json] | None = None
    _by_kind: dict[str, tuple[int, list[StepDef]]] = field(default_factory=dict, repr=False, compare=False)
    # The definitions each step text matched, by kind and text: the features repeat their steps
    # (some 22,000 steps, 4,000 different texts) and `check` resolves each step twice (lint and
    # fill).  Only which definitions matched is remembered; their arguments are matched afresh,
    # so no caller shares a value with another.  Worked out again when a definition was added.
    _matching: BoundedMemo[tuple[str, str], tuple[int, tuple[StepDef, ...]]] = field(
        default_factory=lambda: BoundedMemo(_MATCHING_SIZE), repr=False, compare=False
    )

    def all_types(self) -> dict[str, tuple[str, Callable[[str], Any]]]:
        inherited = self.base.all_types() if self.base else dict(TYPES)
        return {**inherited, **self.types}

    def all_definitions(self) -> list[StepDef]:
        return (self.base.all_definitions() if self.base else []) + self.definitions

    def _count(self) -> int:
        """How many definitions the library has, its base's included."""
        return len(self.definitions) + (self.base._count() if self.base else 0)

    def _compile(self, template: str) -> tuple[re.Pattern[str], dict[str, Callable[[str], Any]]]:
        types = self.all_types()
        converters: dict[str, Callable[[str], Any]] = {}
        parts: list[str] = []
        position = 0
        for m in _PLACEHOLDER.finditer(template):
            parts.append(re.escape(template[position : m.start()]))
            name, type_name = m.groups()
            if type_name not in types:
                raise ValueError(f"step template {template!r}: unknown type {type_name!r}")
            pattern, converter = types[type_name]
            parts.append(f"(?P<{name}>{pattern})")
            converters[name] = converter
            position = m.end()
        parts.append(re.escape(template[position:]))
        return re.compile("".join(parts)), converters

    def _register(self, kind: str, template: str) -> Callable[[StepFunction], StepFunction]:
        def decorator(func: StepFunction) -> StepFunction:
            regex, converters = self._compile(template)
            prefix = template.split("{", 1)[0]
            self.definitions.append(StepDef(kind, template, regex, converters, func, prefix))
            return func

        return decorator

    def given(self, template: str) -> Callable[[StepFunction], StepFunction]:
        return self._register("given", template)

    def when(self, template: str) -> Callable[[StepFunction], StepFunction]:
        return self._register("when", template)

    def then(self, template: str) -> Callable[[StepFunction], StepFunction]:
        return self._register("then", template)

    def of_kind(self, kind: str) -> list[StepDef]:
        """The definitions of one kind, the base library's first; worked out again only when a
        definition was added since (libraries grow while their modules are imported)."""
        count = self._count()
        cached = self._by_kind.get(kind)
        if cached is None or cached[0] != count:
            cached = (count, [d for d in self.all_definitions() if d.kind == kind])
            self._by_kind[kind] = cached
        return cached[1]

    def matches(self, kind: str, text: str) -> list[tuple[StepDef, dict[str, Any]]]:
        count = self._count()
        known = self._matching.get((kind, text))
        if known is not None and known[0] == count:
            return [(definition, args) for definition in known[1] if (args := definition.match(text)) is not None]
        found = []
        for definition in self.of_kind(kind):
            args = definition.match(text)
            if args is not None:
                found.append((definition, args))
        self._matching.put((kind, text), (count, tuple(definition for definition, _ in found)))
        return found

    def resolve(self, step: Step) -> tuple[StepDef, dict[str, Any]]:
        found = self.matches(step.kind, step.text)
        if not found:
            raise StepUndefined(f"no {step.kind} step matches {step.text!r}")
        if len(found) > 1:
            templates = "; ".join(d.template for d, _ in found)
            raise StepAmbiguous(f"{step.kind} step {step.text!r} matches several definitions: {templates}")
        return found[0]

    def run(self, builder: Any, step: Step) -> None:
        definition, args = self.resolve(step)
        if step.table is not None:
            args["table"] = [list(row) for row in step.table]
        if step.doc is not None:
            args["doc"] = step.doc
        definition.func(builder, **args)

    def start(self) -> Json:
        lib: StepLibrary | None = self
        while lib is not None:
            if lib.initial_state is not None:
                return lib.initial_state()
            lib = lib.base
        return {}

    def finish(self, state: Json) -> Json:
        lib: StepLibrary | None = self
        while lib is not None:
            if lib.finish_state is not None:
                return lib.finish_state(state)
            lib = lib.base
        return state


def library_for(ruleset: str) -> StepLibrary:
    """The step library of a registered rule set: the object its ``RuleSet.step_library``
    names (``"package.module:attribute"``), imported on first use."""
    from regelwerk.core.ruleset import resolve_reference
    from regelwerk.rulesets import RULESETS

    if ruleset not in RULESETS:
        raise KeyError(f"no step library for rule set {ruleset!r}")
    library = resolve_reference(RULESETS[ruleset].step_library)
    if not isinstance(library, StepLibrary):
        raise TypeError(f"{RULESETS[ruleset].step_library} is not a StepLibrary")
    return library
