"""What a picture is made of, before it is SVG: immutable marks on panels.

A rule set's drawer (``regelwerk.rulesets.<name>.picture``, :class:`Drawer`) turns a state into a
:class:`Panel` of :class:`Mark` values in its own coordinates (hexes, squares, inches: the
drawer picks the scale) and an action into marks drawn over it.  :mod:`regelwerk.pictures.show`
puts the panels of one vector side by side (before with the action, the expected state after,
an engine's state after) and :mod:`regelwerk.pictures.svg` writes them out.  Nothing here knows
a rule set.

Every mark carries what a reader or a test needs to know what it shows: ``cls`` (CSS classes,
also what the legend explains), ``title`` (the tooltip: a unit's id, a distance in words) and
``data`` (``data-*`` attributes: ``unit``, ``at``, ``distance``...; tests find marks by them).
Text a drawer writes on a picture is ids, numbers and unit signs only; words come from
:data:`WORDS` by key, in the page's language.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal, Protocol

from regelwerk.core.canonical import Json

Language = Literal["de", "en"]
Point = tuple[float, float]
Data = tuple[tuple[str, str], ...]  # (name without "data-", value), in order


@dataclass(frozen=True)
class Mark:
    """One drawn element.  ``kind`` decides which geometry fields are used:

    * ``circle``: ``x``, ``y`` (centre), ``r``;
    * ``rect``: ``x``, ``y`` (top left), ``w``, ``h``;
    * ``polygon`` / ``polyline``: ``points``;
    * ``line``: ``points`` (two), drawn with an arrow head when ``arrow``;
    * ``text``: ``x``, ``y`` (anchor, centred), ``text``.
    """

    kind: Literal["circle", "rect", "polygon", "polyline", "line", "text"]
    cls: str = ""
    x: float = 0.0
    y: float = 0.0
    r: float = 0.0
    w: float = 0.0
    h: float = 0.0
    points: tuple[Point, ...] = ()
    text: str = ""
    title: str = ""
    arrow: bool = False
    data: Data = ()

    @property
    def data_attributes(self) -> dict[str, str]:
        return {f"data-{name}": value for name, value in self.data}


def circle(x: float, y: float, r: float, cls: str, title: str = "", **data: object) -> Mark:
    return Mark("circle", cls, x=x, y=y, r=r, title=title, data=_data(data))


def rect(x: float, y: float, w: float, h: float, cls: str, title: str = "", **data: object) -> Mark:
    return Mark("rect", cls, x=x, y=y, w=w, h=h, title=title, data=_data(data))


def polygon(points: tuple[Point, ...], cls: str, title: str = "", **data: object) -> Mark:
    return Mark("polygon", cls, points=points, title=title, data=_data(data))


def polyline(points: tuple[Point, ...], cls: str, title: str = "", arrow: bool = False, **data: object) -> Mark:
    return Mark("polyline", cls, points=points, title=title, arrow=arrow, data=_data(data))


def line(a: Point, b: Point, cls: str, title: str = "", arrow: bool = False, **data: object) -> Mark:
    return Mark("line", cls, points=(a, b), title=title, arrow=arrow, data=_data(data))


def text(x: float, y: float, words: str, cls: str = "label", title: str = "", **data: object) -> Mark:
    return Mark("text", cls, x=x, y=y, text=words, title=title, data=_data(data))


def _data(values: Mapping[str, object]) -> Data:
    return tuple((name.replace("_", "-"), _text(value)) for name, value in values.items() if value is not None)


def _text(value: object) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, (list, tuple)):
        return ",".join(_text(v) for v in value)
    return str(value)


def between(a: Point, b: Point, gap: float) -> tuple[Point, Point]:
    """The segment from ``a`` to ``b`` shortened by ``gap`` at both ends, so that a line between
    two units starts and ends at their discs' rims instead of hiding under them."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    if length <= 2 * gap:
        return a, b
    ux, uy = dx / length * gap, dy / length * gap
    return (a[0] + ux, a[1] + uy), (b[0] - ux, b[1] - uy)


def beside(a: Point, b: Point, offset: float) -> Point:
    """A point ``offset`` to the side of the segment's middle: where its label does not cover it."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return (a[0] + b[0]) / 2 + dy / length * offset, (a[1] + b[1]) / 2 - dx / length * offset


@dataclass(frozen=True)
class Box:
    """The part of a drawer's plane a panel shows (``viewBox``): left, top, width, height."""

    left: float
    top: float
    width: float
    height: float


@dataclass(frozen=True)
class Panel:
    """One drawing: a title (a :data:`WORDS` key or an id), the box it shows, its marks in
    drawing order (later on top) and lines of text under it (what the picture cannot show:
    a rejection, the phase, whose turn)."""

    title: str
    box: Box
    marks: tuple[Mark, ...]
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class LegendEntry:
    cls: str  # the CSS classes of the sample mark
    kind: Literal["circle", "rect", "line"]
    words: Mapping[Language, str]


@dataclass(frozen=True)
class Picture:
    """A vector's picture: its panels side by side, a legend, and the lines that say what
    differs (an engine's answer against the expected one)."""

    vector_id: str
    ruleset: str
    description: str
    panels: tuple[Panel, ...]
    legend: tuple[LegendEntry, ...] = ()
    differences: tuple[str, ...] = ()
    scale: str = ""  # how long a unit of the drawing is in words ("1 Feld", "1 Zoll")


class Drawer(Protocol):
    """A rule set's pictures (``regelwerk.rulesets.<name>.picture.DRAWER``)."""

    legend: tuple[LegendEntry, ...]
    scale: Mapping[Language, str]

    def state(self, state: Json, highlight: frozenset[str] = frozenset()) -> tuple[Box, tuple[Mark, ...], tuple[str, ...]]:
        """The marks of a state, the box they need and notes; pieces whose id is in
        ``highlight`` are drawn as differing (class ``differs``)."""
        ...

    def action(self, state: Json, action: Json) -> tuple[Mark, ...]:
        """The action drawn over the state before it: a move's path, an attack's line, a charge,
        the ranges and distances the rules measure for it (labelled)."""
        ...

    def pieces(self, state: Json) -> Mapping[str, Json]:
        """The state's pieces by id (units, models, bases...): what differs between two states
        is marked per piece."""
        ...


WORDS: Mapping[str, Mapping[Language, str]] = {
    "before": {"de": "Vorher, mit der Aktion", "en": "Before, with the action"},
    "expected": {"de": "Erwartet danach", "en": "Expected after"},
    "engine": {"de": "Engine danach", "en": "Engine after"},
    "rejected": {"de": "abgelehnt", "en": "rejected"},
    "no-picture": {"de": "kein Bild", "en": "no picture"},
    "differences": {"de": "Unterschiede", "en": "Differences"},
    "legend": {"de": "Legende", "en": "Legend"},
    "scale": {"de": "Maßstab", "en": "Scale"},
    "distribution": {"de": "Verteilung von", "en": "distribution of"},
    "differs": {"de": "weicht ab", "en": "differs"},
}


def word(key: str, language: Language) -> str:
    """A fixed word of the pictures in ``language`` (the key itself if there is none)."""
    return WORDS.get(key, {}).get(language, key)


def legend(cls: str, kind: Literal["circle", "rect", "line"], de: str, en: str) -> LegendEntry:
    return LegendEntry(cls, kind, {"de": de, "en": en})


@dataclass(frozen=True)
class Outcome:
    """An outcome as the picture needs it: the state after, or a rejection, or nothing (a
    distribution vector, an engine that did not answer)."""

    state: Json = None
    rejection: Json = None
    events: tuple[Json, ...] = field(default_factory=tuple)

    @classmethod
    def of(cls, expected: Json) -> Outcome:
        if not isinstance(expected, dict):
            return cls()
        events = expected.get("events")
        # a vector file's outcome names its rejection "error" (docs/matching.md); "rejection" is kept for callers that build outcomes by hand
        rejection = expected.get("error", expected.get("rejection"))
        return cls(expected.get("state"), rejection, tuple(events) if isinstance(events, list) else ())
