"""A :class:`~regelwerk.pictures.scene.Picture` as one self-contained SVG document: the panels side
by side (each scaled to :data:`PANEL_WIDTH` pixels, at most :data:`PANEL_HEIGHT` high), their
titles and notes, the legend, the scale and the differences.  Coordinates are turned into pixels
here, so line widths and text keep their size whatever a drawer's scale; the style sheet is
inside the document, so the picture looks the same in a browser, the site, the HTML report and a
pull-request comment (an ``<img>`` of the file).  Jinja2 with autoescaping writes it: ids and
notes that come from a vector file are text, never markup.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined

from regelwerk.pictures.scene import Language, Mark, Panel, Picture, word

PANEL_WIDTH = 360.0
PANEL_HEIGHT = 420.0
GAP = 24.0
TITLE = 22.0  # room for a panel's title
LINE = 15.0  # one line of notes, legend or differences
MARGIN = 8.0

_ENVIRONMENT = Environment(
    loader=FileSystemLoader(Path(__file__).resolve().parent / "templates"),
    autoescape=True,  # every template here writes XML
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)


@dataclass(frozen=True)
class Placed:
    """A mark in pixels: what the template writes."""

    mark: Mark
    x: float
    y: float
    r: float
    w: float
    h: float
    points: str


@dataclass(frozen=True)
class PlacedPanel:
    title: str
    left: float
    top: float
    width: float
    height: float
    marks: tuple[Placed, ...]
    notes: tuple[str, ...]


def render(picture: Picture, language: Language = "de") -> str:
    """The SVG document of ``picture``."""
    panels = []
    left = MARGIN
    for panel in picture.panels:
        placed = _place(panel, left, MARGIN + TITLE, language)
        panels.append(placed)
        left += placed.width + GAP
    body = max((p.top + p.height + LINE * len(p.notes) for p in panels), default=MARGIN + TITLE)
    legend_top = body + LINE
    legend_rows = len(picture.legend)
    differences_top = legend_top + LINE * (legend_rows + (1 if picture.scale else 0)) + (LINE if picture.differences else 0)
    height = differences_top + LINE * len(picture.differences) + MARGIN
    width = max(left - GAP + MARGIN, 2 * PANEL_WIDTH)
    return _ENVIRONMENT.get_template("picture.svg.j2").render(
        picture=picture,
        panels=panels,
        width=round(width, 1),
        height=round(height, 1),
        legend_top=legend_top,
        differences_top=differences_top,
        line=LINE,
        margin=MARGIN,
        language=language,
        word=lambda key: word(key, language),
    )


def _place(panel: Panel, left: float, top: float, language: Language) -> PlacedPanel:
    box = panel.box
    scale = min(PANEL_WIDTH / box.width, PANEL_HEIGHT / box.height) if box.width > 0 and box.height > 0 else 1.0

    def px(x: float, y: float) -> tuple[float, float]:
        return round(left + (x - box.left) * scale, 2), round(top + (y - box.top) * scale, 2)

    placed = []
    for mark in panel.marks:
        x, y = px(mark.x, mark.y)
        points = " ".join("{},{}".format(*px(a, b)) for a, b in mark.points)
        placed.append(Placed(mark, x, y, round(mark.r * scale, 2), round(mark.w * scale, 2), round(mark.h * scale, 2), points))
    title = word(panel.title, language)
    return PlacedPanel(title, left, top, round(box.width * scale, 2), round(box.height * scale, 2), tuple(placed), panel.notes)
