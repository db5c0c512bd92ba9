"""Judging an engine's answer to a distribution vector (``docs/protocol.md``, "Distributions").

An engine that declares the ``distributions`` capability answers a case that names a
``projection`` with the distribution of that projection over every die the case leaves open:
``[{"value": V, "p": P}, …]``, each value once.  How ``P`` is written and compared depends on the
handshake:

* **exact** (no ``distribution_tolerance``): ``P`` is a reduced fraction string ``"n/d"``, as the
  vectors write it, and every probability must be equal to the expected one;
* **floating point** (``"distribution_tolerance": t`` with ``0 < t <= MAX_TOLERANCE``): ``P`` is a
  JSON number or a fraction string, and every value's probability may differ from the expected
  one by at most ``t`` (a value missing on one side counts as probability 0 there).

Either way the values are compared as canonical JSON, probabilities must lie in [0, 1] and sum
to 1 (exactly, or within ``t`` for each listed value).  A wrong answer is a :class:`~regelwerk.core.match.Mismatch`
whose first difference names the projection and the *worst value*: where the answer is furthest
from the expected probability.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from regelwerk.core.canonical import Json, dumps
from regelwerk.core.match import MAX_DIFFERENCES, Difference, Mismatch
from regelwerk.odds.distribution import parse_fraction, value_key

# The largest tolerance an engine may declare: enough for the rounding of doubles many times
# over (a sum of a few thousand products is off by about 1e-13), far below any rule error the
# vectors catch (a wrong reroll moves a probability by whole percents).  An engine that
# estimates by sampling is not an exact one with a tolerance: statistical conformance is its own
# mode (issue 21).
MAX_TOLERANCE = 1e-6


def tolerance_problem(value: object) -> str | None:
    """Why a declared ``distribution_tolerance`` is not valid, or ``None``."""
    if type(value) not in (int, float) or not (0 < value <= MAX_TOLERANCE):  # type: ignore[operator]
        return f"distribution_tolerance must be a number greater than 0 and at most {MAX_TOLERANCE:g}"
    return None


@dataclass(frozen=True)
class Judged:
    """One answered probability, read as the handshake allows: a Fraction, or a float."""

    value: Json
    p: Fraction | float


def percent(p: Fraction | float) -> str:
    return f"{float(p) * 100:.4g} %"


def shown(p: Fraction | float) -> str:
    """A probability as reports show it: ``1/6 (16.67 %)`` or ``0.1667 (16.67 %)``."""
    text = f"{p.numerator}/{p.denominator}" if isinstance(p, Fraction) else repr(p)
    return f"{text} ({percent(p)})"


def _read_answer(answer: Json, tolerance: float | None) -> tuple[dict[str, Judged], list[Difference]]:
    """The answered entries by value key, and every problem of form."""
    problems: list[Difference] = []
    entries: dict[str, Judged] = {}
    if not isinstance(answer, list):
        return entries, [Difference("$.distribution", "the answer is not a list of {\"value\", \"p\"} entries")]
    for i, item in enumerate(answer):
        at = f"$.distribution[{i}]"
        if not isinstance(item, dict) or set(item) != {"value", "p"}:
            problems.append(Difference(at, "an entry is an object with exactly the fields value and p"))
            continue
        raw = item["p"]
        p: Fraction | float
        if isinstance(raw, str):
            try:
                p = parse_fraction(raw)
            except ValueError as exc:
                problems.append(Difference(f"{at}.p", str(exc)))
                continue
        elif tolerance is not None and type(raw) in (int, float):
            p = float(raw)
        else:
            wanted = "a reduced fraction string \"n/d\"" + (" or a number" if tolerance is not None else " (the engine declared no distribution_tolerance)")
            problems.append(Difference(f"{at}.p", f"{dumps(raw)[:60]} is not {wanted}"))
            continue
        if not 0 <= p <= 1:
            problems.append(Difference(f"{at}.p", f"{shown(p)} is not a probability"))
            continue
        key = value_key(item["value"])
        if key in entries:
            problems.append(Difference(f"{at}.value", f"the value {key[:80]} is listed twice"))
            continue
        entries[key] = Judged(item["value"], p)
    return entries, problems


def judge_distribution(projection: str, expected: Json, answer: Json, tolerance: float | None) -> Mismatch | None:
    """``None`` if ``answer`` (the engine's list) matches ``expected`` (the vector's
    ``{"distribution": […]}``) under the handshake's ``tolerance`` (``None``: exact), else every
    difference, the worst value first."""
    wanted = {value_key(e["value"]): (e["value"], parse_fraction(e["p"])) for e in expected["distribution"]}
    got, problems = _read_answer(answer, tolerance)
    if problems:
        return _mismatch([Difference(d.path, f"projection {projection}: {d.message}") for d in problems])
    slack = Fraction(0) if tolerance is None else Fraction(tolerance)
    off: list[tuple[Fraction, str, Json, Fraction, Fraction | float]] = []
    for key in wanted.keys() | got.keys():
        value, p_expected = wanted.get(key, (got[key].value if key in got else None, Fraction(0)))
        p_got: Fraction | float = got[key].p if key in got else Fraction(0)
        deviation = abs(Fraction(p_got) - p_expected)
        if deviation > slack:
            off.append((deviation, key, value, p_expected, p_got))
    if not off:
        total = sum((Fraction(j.p) for j in got.values()), Fraction(0))
        if tolerance is None and total != 1:  # cannot happen when every value matched exactly
            return _mismatch([Difference("$.distribution", f"projection {projection}: the probabilities sum to {total}, not 1")])
        return None
    off.sort(key=lambda o: (-o[0], o[1]))
    bound = "exactly" if tolerance is None else f"within the declared tolerance {tolerance:g}"
    differences = []
    for rank, (deviation, key, value, p_expected, p_got) in enumerate(off):
        label = "worst value" if rank == 0 else "value"
        missing = " (not in the answer)" if key not in got else " (not expected)" if key not in wanted else ""
        differences.append(
            Difference(
                f"$.distribution[value={key[:80]}]",
                f"projection {projection}, {label} {dumps(value)[:80]}{missing}: expected {shown(p_expected)}, "
                f"got {shown(p_got)}, off by {float(deviation) * 100:.4g} percentage points (compared {bound})",
            )
        )
    return _mismatch(differences)


def _mismatch(differences: list[Difference]) -> Mismatch:
    return Mismatch(tuple(differences[:MAX_DIFFERENCES]), max(0, len(differences) - MAX_DIFFERENCES))
