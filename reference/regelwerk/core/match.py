"""What counts as a match between an expected and an actual outcome (``docs/matching.md``).

* The ``status`` must be equal.
* ``rejected``: the ``kind`` must be equal; for ``illegal`` also ``code`` and ``clause``, for
  ``dice`` also ``code`` and ``label``.  For ``malformed`` only the kind is compared: a port
  may detect a broken case by other means.  ``message`` and ``path`` are never compared.
* ``answered`` (a question such as "may this player stall?"): the answer must be equal.
* ``accepted``: the state must be equal after canonicalisation (lists the schemas call sets
  are compared as sets); the events, when the engine declared that it emits them, must be
  equal as an ordered list of JSON objects.  JSON object key order never matters.

A mismatch lists every differing place (up to :data:`MAX_DIFFERENCES`, then a count), each as a
JSON path and a message whose values are written as JSON.  Lists are aligned before they are
compared, so one missing item is named as missing instead of shifting every item after it;
events are aligned by their ``type``, so a missing, an extra and a different event are each
named as such.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass

from regelwerk.core.canonical import Json, dumps
from regelwerk.core.errors import EngineRejection
from regelwerk.core.ruleset import RuleSet

_REJECTION_KEYS = {"illegal": ("kind", "code", "clause"), "dice": ("kind", "code", "label"), "malformed": ("kind",)}

_LITERALS = {None: "null", True: "true", False: "false"}
MAX_DIFFERENCES = 20  # shown in full; the rest are counted
_ALIGN_LIMIT = 2000  # longer lists are compared by position: aligning them costs quadratic time


@dataclass(frozen=True)
class Difference:
    """One place where the outcomes differ."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


@dataclass(frozen=True)
class Mismatch:
    """Every difference found (the first :data:`MAX_DIFFERENCES`) and how many more there are."""

    differences: tuple[Difference, ...]
    more: int = 0

    @property
    def path(self) -> str:
        """The JSON path of the first difference."""
        return self.differences[0].path

    @property
    def message(self) -> str:
        """What differs at the first path."""
        return self.differences[0].message

    def lines(self) -> list[str]:
        """One line per difference shown, and ``and N more`` if some were left out."""
        shown = [str(d) for d in self.differences]
        return shown + ([f"and {self.more} more"] if self.more else [])

    def __str__(self) -> str:
        return "\n".join(self.lines())


def _mismatch(found: list[Difference]) -> Mismatch | None:
    if not found:
        return None
    return Mismatch(tuple(found[:MAX_DIFFERENCES]), max(0, len(found) - MAX_DIFFERENCES))


def _one(path: str, message: str) -> Mismatch:
    return Mismatch((Difference(path, message),))


def show(value: Json, limit: int = 80) -> str:
    """A value as JSON text (``null``, ``true``, ``"x"``), cut to ``limit`` characters."""
    if value is None or value is True or value is False:
        return _LITERALS[value]
    if type(value) is int:
        text = str(value)
    elif type(value) is str and value.isprintable() and '"' not in value and "\\" not in value:
        text = f'"{value}"'  # what json.dumps would write, without its cost (wrong answers are common)
    else:
        try:
            text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(", ", ": "))
        except (TypeError, ValueError):
            text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def differences(expected: Json, actual: Json, path: str = "$", *, events: bool = False) -> list[Difference]:
    """Every place where two JSON values differ: objects walked by sorted key, lists aligned.

    ``events``: the lists here are event lists, aligned by each event's ``type``.
    """
    found: list[Difference] = []
    _walk(expected, actual, path, found, events)
    return found


def first_difference(expected: Json, actual: Json, path: str = "$") -> Mismatch | None:
    """All differences between two JSON values (kept under its old name: the first is ``.path``)."""
    return _mismatch(differences(expected, actual, path))


def _walk(expected: Json, actual: Json, path: str, found: list[Difference], events: bool = False) -> None:
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in sorted(set(expected) | set(actual)):
            where = f"{path}.{key}"
            if key not in actual:
                found.append(Difference(where, f"missing (expected {show(expected[key])})"))
            elif key not in expected:
                found.append(Difference(where, f"unexpected {show(actual[key])}"))
            else:
                _walk(expected[key], actual[key], where, found)
        return
    if isinstance(expected, list) and isinstance(actual, list):
        _walk_list(expected, actual, path, found, events)
        return
    if not _same_value(expected, actual):
        found.append(Difference(path, f"expected {show(expected)}, got {show(actual)}"))


def _same_value(a: Json, b: Json) -> bool:
    if type(a) is type(b):
        return bool(a == b)
    return _same_number(a, b)


def _event_type(event: Json) -> str:
    return str(event.get("type")) if isinstance(event, dict) else show(event)


def _key(item: Json) -> str:
    try:
        return dumps(item)
    except (TypeError, ValueError):
        return repr(item)


def _walk_list(expected: list[Json], actual: list[Json], path: str, found: list[Difference], events: bool) -> None:
    """Align the two lists (events by type, other items by their whole value), then name what
    is missing, what is unexpected and, for items paired up, what differs inside them."""
    if len(expected) > _ALIGN_LIMIT or len(actual) > _ALIGN_LIMIT:
        opcodes: list[tuple[str, int, int, int, int]] = [("replace", 0, len(expected), 0, len(actual))]
    else:
        keys = _event_type if events else _key
        matcher = difflib.SequenceMatcher(None, [keys(e) for e in expected], [keys(a) for a in actual], autojunk=False)
        opcodes = list(matcher.get_opcodes())
    for tag, e0, e1, a0, a1 in opcodes:
        if tag == "equal" and not events:
            continue  # equal canonical text: nothing differs inside
        paired = min(e1 - e0, a1 - a0)
        for k in range(paired):
            e, a = expected[e0 + k], actual[a0 + k]
            where = f"{path}[{e0 + k}]"
            if events and _event_type(e) != _event_type(a):
                found.append(Difference(where, f"expected {_event_type(e)}, got {_event_type(a)}"))
            else:
                _walk(e, a, where, found)
        for k in range(e0 + paired, e1):
            what = _event_type(expected[k]) if events else show(expected[k])
            found.append(Difference(f"{path}[{k}]", f"missing {what}"))
        for k in range(a0 + paired, a1):
            what = _event_type(actual[k]) if events else show(actual[k])
            found.append(Difference(f"{path}[{k}]", f"unexpected {what}"))


def _same_text(a: Json, b: Json, a_text: str | None = None) -> bool:
    """Exact equality as canonical JSON text; unlike ``==`` it tells ``true`` from ``1``."""
    try:
        return (a_text if a_text is not None else dumps(a)) == dumps(b)
    except (TypeError, ValueError):
        return False


def _same_number(a: Json, b: Json) -> bool:
    numbers = (int, float)
    return isinstance(a, numbers) and isinstance(b, numbers) and not isinstance(a, bool) and not isinstance(b, bool) and a == b


def compare_outcomes(
    ruleset: RuleSet, expected: Json, actual: Json, events: bool = True, expected_text: str | None = None
) -> Mismatch | None:
    """``None`` if ``actual`` matches ``expected``, else every difference (first one first).

    ``expected_text``, the canonical text of ``expected`` if the caller has it, saves one
    serialisation on the fast path.
    """
    if not isinstance(actual, dict) or actual.get("status") not in ("accepted", "rejected", "answered"):
        return _one("$", 'an outcome is an object with status "accepted", "rejected" or "answered"')
    if events and actual["status"] == expected["status"] and _same_text(expected, actual, expected_text):
        return None  # identical canonical text: nothing to canonicalise or compare
    if expected["status"] != actual["status"]:
        detail = ""
        if actual["status"] == "rejected" and isinstance(actual.get("error"), dict):
            error = actual["error"]
            detail = f" ({_plain(error.get('kind'))} {_plain(error.get('code'))}: {_plain(error.get('message', ''))})"
        elif expected["status"] == "rejected":
            error = expected["error"]
            detail = f" (expected {error['kind']} {error['code']})"
        return _one("$.status", f"expected {show(expected['status'])}, got {show(actual['status'])}{detail}")
    if expected["status"] == "answered":
        if "answer" not in actual:
            return _one("$.answer", f"missing (expected {show(expected['answer'])})")
        return _mismatch(differences(expected["answer"], actual["answer"], "$.answer"))
    if expected["status"] == "rejected":
        error = actual.get("error")
        if not isinstance(error, dict):
            return _one("$.error", "a rejection carries an error object")
        found = [
            Difference(f"$.error.{key}", f"expected {show(expected['error'].get(key))}, got {show(error.get(key))}")
            for key in _REJECTION_KEYS.get(expected["error"]["kind"], ("kind",))
            if not _same_value(expected["error"].get(key), error.get(key))
        ]
        return _mismatch(found)
    try:
        state = ruleset.canonical_state(actual.get("state"))
    except EngineRejection as exc:
        return _one("$.state", f"not a valid state: {exc.rejection.message} at {exc.rejection.path}")
    found = differences(expected["state"], state, "$.state")
    if events:
        if "events" not in actual:
            found.append(Difference("$.events", "missing (the engine declared that it emits events)"))
        elif not isinstance(actual["events"], list):
            found.append(Difference("$.events", f"expected a list, got {show(actual['events'])}"))
        else:
            found += differences(expected["events"], actual["events"], "$.events", events=True)
    return _mismatch(found)


def _plain(value: Json) -> str:
    """A short value inside a sentence: strings as they are, anything else as JSON."""
    return value[:80] if isinstance(value, str) else show(value)
