"""A distribution of projected outcomes: each value once, with its exact probability.

The value type of ``regelwerk odds`` and of everything built on it later (distribution vectors,
``impact --odds``, the site's charts): immutable, ordered, compared by content.  Probabilities
are :class:`fractions.Fraction`; on the wire a probability is a reduced fraction string
``"p/q"`` (``"1/1"`` for certainty, ``"0/1"`` never occurs: a value with probability 0 is not
listed).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from regelwerk.core import canonical
from regelwerk.core.canonical import Json

_FRACTION = re.compile(r"^(0|[1-9][0-9]*)/([1-9][0-9]*)$")


def fraction_text(p: Fraction) -> str:
    """``p`` as the reduced string ``"numerator/denominator"`` (Fraction keeps it reduced)."""
    return f"{p.numerator}/{p.denominator}"


def parse_fraction(text: str) -> Fraction:
    """The inverse of :func:`fraction_text`: only a reduced ``"p/q"`` with ``q > 0`` is accepted,
    so that every probability has one spelling (a ``ValueError`` otherwise)."""
    match = _FRACTION.match(text)
    if match is None:
        raise ValueError(f"{text!r} is not a fraction p/q")
    value = Fraction(int(match.group(1)), int(match.group(2)))
    if fraction_text(value) != text:
        raise ValueError(f"{text!r} is not reduced (write {fraction_text(value)})")
    return value


def value_key(value: Json) -> str:
    """The identity of a projected value: its compact canonical JSON (equal values, one key)."""
    return canonical.dumps(value)


def natural_order(value: Json) -> tuple[int, Any]:
    """The default order of values: numbers by size, then booleans, then everything else by its
    canonical JSON text."""
    if isinstance(value, bool):
        return (1, value)
    if isinstance(value, int):
        return (0, value)
    return (2, value_key(value))


@dataclass(frozen=True)
class Entry:
    """One value of a distribution and its probability."""

    value: Json
    probability: Fraction

    def to_json(self) -> Json:
        return {"value": self.value, "p": fraction_text(self.probability)}


@dataclass(frozen=True)
class Distribution:
    """Values with their probabilities, each value once, in display order."""

    entries: tuple[Entry, ...]

    @classmethod
    def of(cls, weights: Mapping[str, Fraction], values: Mapping[str, Json], order: Callable[[Json], Any] = natural_order) -> Distribution:
        """Build from probabilities by :func:`value_key` and the values those keys stand for;
        values of probability 0 are left out."""
        entries = [Entry(values[key], p) for key, p in weights.items() if p]
        return cls(tuple(sorted(entries, key=lambda e: order(e.value))))

    @classmethod
    def certain(cls, value: Json) -> Distribution:
        """One value, probability 1."""
        return cls((Entry(value, Fraction(1)),))

    def total(self) -> Fraction:
        """The sum of the probabilities: exactly 1 for every distribution the odds produce."""
        return sum((e.probability for e in self.entries), Fraction(0))

    def probability(self, value: Json) -> Fraction:
        """The probability of ``value`` (0 if it does not occur)."""
        key = value_key(value)
        return sum((e.probability for e in self.entries if value_key(e.value) == key), Fraction(0))

    def values(self) -> tuple[Json, ...]:
        return tuple(e.value for e in self.entries)

    def mean(self) -> Fraction | None:
        """The expectation, when every value is a number (``None`` otherwise)."""
        if not all(isinstance(e.value, int) and not isinstance(e.value, bool) for e in self.entries):
            return None
        return sum((e.probability * e.value for e in self.entries), Fraction(0))

    def to_json(self) -> Json:
        return [e.to_json() for e in self.entries]

    @classmethod
    def from_json(cls, data: Iterable[Json]) -> Distribution:
        """The inverse of :meth:`to_json` (``ValueError`` for a malformed probability)."""
        return cls(tuple(Entry(item["value"], parse_fraction(item["p"])) for item in data))
