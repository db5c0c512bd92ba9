"""One scenario on its way to becoming a vector: the JSON case its steps build and the outcome."""

from __future__ import annotations

from regelwerk.core.canonical import Json
from regelwerk.core.ruleset import ParsedCase, RuleSet, run_case_keeping
from regelwerk.suite.features import ScenarioCase
from regelwerk.suite.steps import StepFailed, StepLibrary


class CaseBuilder:
    """Collects state, action and dice from the ``given``/``when`` steps; ``then`` steps read
    the outcome, which is computed once, on first use, through
    :func:`~regelwerk.core.ruleset.run_case_keeping` (the checked entry point, traced)."""

    def __init__(self, ruleset: RuleSet, library: StepLibrary, interpretations: dict[str, str]) -> None:
        self.ruleset = ruleset
        self.library = library
        self.state: Json = library.start()
        self.action: Json | None = None
        self.dice: dict[str, list[int]] = {}
        self.interpretations = dict(interpretations)
        self.patches: list[tuple[str, Json]] = []
        self.assertions = 0
        self._outcome: Json | None = None
        # The switches the rules read for the outcome, and the case as parsed for it: kept for
        # ``regelwerk check``, whose dependence check would otherwise run the same case again
        # just to learn them, and parse it again to run it under other options.
        self.consulted: frozenset[str] = frozenset()
        self.parsed: ParsedCase | None = None

    # -- building ---------------------------------------------------------------------

    def set_action(self, action: Json) -> None:
        if self.action is not None:
            raise StepFailed("a scenario has exactly one action; a second Wenn step sets another")
        self.action = action

    def add_dice(self, label: str, values: list[int]) -> None:
        self.dice.setdefault(label, []).extend(values)

    def case(self) -> Json:
        state = self.library.finish(self.state)
        for path, value in self.patches:
            set_path(state, path, value)
        return {
            "state": state,
            "action": self.action,
            "dice": self.dice,
            "interpretations": self.interpretations,
        }

    # -- reading the outcome ----------------------------------------------------------

    def outcome(self) -> Json:
        if self._outcome is None:
            if self.action is None:
                raise StepFailed("no Wenn step has set an action")
            self._outcome, self.consulted, self.parsed = run_case_keeping(self.ruleset, self.case())
        self.assertions += 1
        return self._outcome

    def accepted_state(self) -> Json:
        outcome = self.outcome()
        if outcome["status"] != "accepted":
            error = outcome["error"]
            raise StepFailed(f"the action was rejected ({error['kind']} {error['code']}: {error['message']})")
        return outcome["state"]

    def events(self) -> list[Json]:
        self.accepted_state()
        events: list[Json] = self.outcome()["events"]
        return events

    def rejection(self) -> Json:
        outcome = self.outcome()
        if outcome["status"] != "rejected":
            raise StepFailed("the action was accepted, but the rule text forbids it")
        return outcome["error"]


def set_path(document: Json, path: str, value: Json) -> None:
    """Set ``document`` at a simple JSON path such as ``$.board[0].at`` (for malformed cases)."""
    tokens = [t for t in path[1:].replace("[", ".[").split(".") if t]
    if not tokens:
        raise StepFailed(f"cannot set the whole document with path {path!r}")
    target = document
    try:
        for token in tokens[:-1]:
            target = target[int(token[1:-1])] if token.startswith("[") else target[token]
        last = tokens[-1]
        if last.startswith("["):
            target[int(last[1:-1])] = value
        else:
            target[last] = value
    except (KeyError, IndexError, TypeError) as exc:
        raise StepFailed(f"the state has no place {path!r} ({exc})") from None


def build_case(case: ScenarioCase) -> CaseBuilder:
    """Run every step of ``case``; raises :class:`StepFailed` when a ``then`` step disagrees."""
    from regelwerk.rulesets import get
    from regelwerk.suite.steps import library_for

    library = library_for(case.ruleset)
    builder = CaseBuilder(get(case.ruleset), library, case.interpretations)
    for step in case.steps:
        library.run(builder, step)
    if builder.assertions == 0:
        raise StepFailed("the scenario has no Dann step that checks the outcome")
    return builder
