"""Distances between models as the rules read them (``docs/w40k.md``, "Geometry").

Every distance the overview gives without saying "horizontal" or "vertical" is measured between
the closest points of the two bases, in space: the horizontal gap (clipped at zero) and the
height difference combined by Pythagoras (register WH-A-ENTFERNUNG).  Where the overview names
both (objective markers, coherency) the two are checked separately.  Engagement range is the
switch WH-A-NAHKAMPFREICHWEITE: 1" in space, or 1" horizontally and 5" vertically.
"""

from __future__ import annotations

from fractions import Fraction

from regelwerk.core.inches import Point, inches
from regelwerk.core.ruleset import Interpretations
from regelwerk.core.shapes import gap_within_horizontal, gap_within_space, horizontal_squared
from regelwerk.rulesets.w40k import interpretations as switches
from regelwerk.rulesets.w40k.state import Model, Unit

ENGAGEMENT = inches(1)
ENGAGEMENT_VERTICAL = inches(5)
CONTACT_TOLERANCE = 5  # units: bases at most half a millimetre apart touch


def within(a: Point, da: int, b: Point, db: int, limit: int) -> bool:
    """The two bases are at most ``limit`` apart in space."""
    return gap_within_space(horizontal_squared(a, b), da + db, abs(a.z - b.z), limit)


def within_split(a: Point, da: int, b: Point, db: int, horizontal: int, vertical: int) -> bool:
    """At most ``horizontal`` apart horizontally and at most ``vertical`` apart vertically."""
    return abs(a.z - b.z) <= vertical and gap_within_horizontal(horizontal_squared(a, b), da + db, horizontal)


def models_within(a: Model, b: Model, limit: int) -> bool:
    return within(a.position(), a.base, b.position(), b.base, limit)


def engaged_at(a: Point, da: int, b: Point, db: int, interpretations: Interpretations, squared: Fraction | int | None = None) -> bool:
    """The bases are within engagement range of each other (WH-A-NAHKAMPFREICHWEITE).  ``squared``
    replaces the squared horizontal centre distance (for the closest point of a path)."""
    q = horizontal_squared(a, b) if squared is None else squared
    vertical = abs(a.z - b.z)
    if interpretations[switches.ENGAGEMENT] == "1-zoll":
        return gap_within_space(q, da + db, vertical, ENGAGEMENT)
    return vertical <= ENGAGEMENT_VERTICAL and gap_within_horizontal(q, da + db, ENGAGEMENT)


def engaged(a: Model, b: Model, interpretations: Interpretations) -> bool:
    return engaged_at(a.position(), a.base, b.position(), b.base, interpretations)


def in_contact(a: Point, da: int, b: Point, db: int) -> bool:
    """Base contact: the bases touch, up to half a millimetre apart (they never overlap)."""
    return gap_within_horizontal(horizontal_squared(a, b), da + db, CONTACT_TOLERANCE) and abs(a.z - b.z) <= ENGAGEMENT


def units_engaged(a: Unit, b: Unit, interpretations: Interpretations) -> bool:
    """Some model of ``a`` is within engagement range of some model of ``b`` (both units on the
    battlefield, where every alive model has a position)."""
    return any(engaged(m, n, interpretations) for m in a.alive() for n in b.alive())
