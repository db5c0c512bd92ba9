"""Parameter types the rule sets' step libraries share: words of a rule set's glossary, and
lengths and points in inches.

A glossary section (``features/<rule set>/glossar.yaml``) maps the German words a feature may
write to their JSON values; a step type built from it matches any of those words (longest first,
so that a longer word wins over its own prefix) and converts the match through the section.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from regelwerk.core.canonical import Json
from regelwerk.core.inches import UNITS_PER_INCH
from regelwerk.suite.steps import StepFailed


def alternatives(glossary: Callable[[], Json], section: str) -> str:
    """A regular expression that matches any word of the glossary section, longest first."""
    words = sorted(glossary()[section], key=len, reverse=True)
    return "(?:" + "|".join(re.escape(w) for w in words) + ")"


def word_type(glossary: Callable[[], Json], section: str) -> tuple[str, Callable[[str], Any]]:
    """A step parameter type for the words of one glossary section: (pattern, conversion)."""
    return alternatives(glossary, section), lambda word: glossary()[section][word]


def inch_units(text: str) -> int:
    """A length in inches as written (``12``, ``10,5``) in units of 1/254 inch; it must be a
    whole number of units."""
    value = Fraction(text.strip().replace(",", ".")) * UNITS_PER_INCH
    if value.denominator != 1:
        raise StepFailed(f"{text} inches is not a whole number of units (1/254 inch)")
    return int(value)


def inch_point(text: str) -> list[int]:
    """``(12|6)`` or ``(12|6|2)`` in inches; ``[3048|1524|0]`` directly in units. The height
    defaults to 0."""
    text = text.strip()
    if text.startswith("["):
        return [int(p) for p in text.strip("[] ").split("|")]
    parts = [inch_units(p) for p in text.strip("() ").split("|")]
    return parts + [0] * (3 - len(parts))
