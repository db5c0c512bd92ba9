"""What counts as a match between an expected and an actual outcome (``docs/matching.md``).

* The ``status`` must be equal.
* ``rejected``: the ``kind`` must be equal; for ``illegal`` also ``code`` and ``clause``, for
  ``dice`` also ``code`` and ``label``.  For ``malformed`` only the kind is compared: a port
  may detect a broken case by other means.  ``message`` and ``path`` are never compared.
* ``answered`` (a question such as "may this player stall?"): the answer must be equal.
* ``accepted``: the state must be equal after canonicalisation (lists the schemas call sets
  are compared as sets); the events, when the engine declared that it emits them, must be
  equal as an ordered list of JSON objects.  JSON object key order never matters.
"""

from __future__ import annotations

from dataclasses import dataclass

from regelwerk.core.canonical import Json, dumps
from regelwerk.core.errors import EngineRejection
from regelwerk.core.ruleset import RuleSet

_REJECTION_KEYS = {"illegal": ("kind", "code", "clause"), "dice": ("kind", "code", "label"), "malformed": ("kind",)}


@dataclass(frozen=True)
class Mismatch:
    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


def first_difference(expected: Json, actual: Json, path: str = "$") -> Mismatch | None:
    """The first place where two JSON values differ, walking objects by sorted key."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in sorted(set(expected) | set(actual)):
            if key not in actual:
                return Mismatch(f"{path}.{key}", "missing")
            if key not in expected:
                return Mismatch(f"{path}.{key}", f"unexpected {_short(actual[key])}")
            found = first_difference(expected[key], actual[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(expected, list) and isinstance(actual, list):
        for i, (e, a) in enumerate(zip(expected, actual, strict=False)):  # lengths compared below
            found = first_difference(e, a, f"{path}[{i}]")
            if found:
                return found
        if len(expected) != len(actual):
            return Mismatch(path, f"expected {len(expected)} items, got {len(actual)}")
        return None
    if expected != actual or type(expected) is not type(actual) and not _same_number(expected, actual):
        return Mismatch(path, f"expected {_short(expected)}, got {_short(actual)}")
    return None


def _same_text(a: Json, b: Json, a_text: str | None = None) -> bool:
    """Exact equality as canonical JSON text; unlike ``==`` it tells ``true`` from ``1``."""
    try:
        return (a_text if a_text is not None else dumps(a)) == dumps(b)
    except (TypeError, ValueError):
        return False


def _same_number(a: Json, b: Json) -> bool:
    numbers = (int, float)
    return isinstance(a, numbers) and isinstance(b, numbers) and not isinstance(a, bool) and not isinstance(b, bool) and a == b


def _short(value: Json) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def compare_outcomes(
    ruleset: RuleSet, expected: Json, actual: Json, events: bool = True, expected_text: str | None = None
) -> Mismatch | None:
    """``None`` if ``actual`` matches ``expected``, else the first difference.

    ``expected_text``, the canonical text of ``expected`` if the caller has it, saves one
    serialisation on the fast path.
    """
    if not isinstance(actual, dict) or actual.get("status") not in ("accepted", "rejected", "answered"):
        return Mismatch("$", "an outcome is an object with status 'accepted', 'rejected' or 'answered'")
    if events and actual["status"] == expected["status"] and _same_text(expected, actual, expected_text):
        return None  # identical canonical text: nothing to canonicalise or compare
    if expected["status"] != actual["status"]:
        detail = ""
        if actual["status"] == "rejected" and isinstance(actual.get("error"), dict):
            error = actual["error"]
            detail = f" ({error.get('kind')} {error.get('code')}: {error.get('message', '')})"
        elif expected["status"] == "rejected":
            error = expected["error"]
            detail = f" (expected {error['kind']} {error['code']})"
        return Mismatch("$.status", f"expected {expected['status']}, got {actual['status']}{detail}")
    if expected["status"] == "answered":
        return first_difference(expected["answer"], actual.get("answer"), "$.answer")
    if expected["status"] == "rejected":
        error = actual.get("error")
        if not isinstance(error, dict):
            return Mismatch("$.error", "a rejection carries an error object")
        for key in _REJECTION_KEYS.get(expected["error"]["kind"], ("kind",)):
            if error.get(key) != expected["error"].get(key):
                return Mismatch(f"$.error.{key}", f"expected {expected['error'].get(key)!r}, got {error.get(key)!r}")
        return None
    try:
        state = ruleset.canonical_state(actual.get("state"))
    except EngineRejection as exc:
        return Mismatch("$.state", f"not a valid state: {exc.rejection.message} at {exc.rejection.path}")
    found = first_difference(expected["state"], state, "$.state")
    if found:
        return found
    if events:
        if "events" not in actual:
            return Mismatch("$.events", "missing (the engine declared that it emits events)")
        return first_difference(expected["events"], actual["events"], "$.events")
    return None
