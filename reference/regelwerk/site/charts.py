"""Bar charts of distributions for the site, as numbers the templates draw as inline SVG
(``templates/charts.html.j2``): no script, no network, nothing but the page.

A chart has one row per value and, in each row, one horizontal bar per series (one series for a
distribution vector; one per option of a switch for an ambiguity, grouped).  A bar's length is
its probability against the largest probability of the chart, so bars of one chart compare by
length; the percentage is written after each bar, the value before the row.  Every bar carries
its exact fraction as a tooltip (``<title>``), the chart a title and a description naming every
probability (read by screen readers through ``aria-labelledby``), and the template puts the
fractions in a table beside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from regelwerk.core.canonical import Json
from regelwerk.odds.distribution import Distribution, fraction_text
from regelwerk.odds.render import percent, value_text

LABEL_WIDTH = 170  # the value before each row
PLOT_WIDTH = 300  # the longest bar
TEXT_WIDTH = 64  # the percentage after a bar
BAR_HEIGHT = 14
BAR_GAP = 2  # between the bars of one row
ROW_GAP = 8
LEGEND_LINE = 16  # one line of the legend per series, above the bars
MAX_LABEL = 24  # characters of a value shown before its row (the whole value in its tooltip)
NOT_COMPUTED = "nicht berechnet"  # a series whose distribution could not be computed (past a bound)
# Okabe-Ito: told apart with every common colour-vision deficiency
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000")


@dataclass(frozen=True)
class Bar:
    series: int
    x: float
    y: float
    width: float
    height: float
    colour: str
    fraction: str
    percent: str
    title: str  # the tooltip: value, series, fraction, percentage


@dataclass(frozen=True)
class Row:
    label: str  # the value, shortened
    value: str  # the whole value
    text_y: float
    bars: tuple[Bar, ...]


@dataclass(frozen=True)
class LegendItem:
    name: str
    colour: str
    x: float
    y: float  # the top of its swatch


@dataclass(frozen=True)
class Chart:
    id: str  # unique on the page: the SVG's title and description are named by it
    title: str
    description: str
    series: tuple[str, ...]
    legend: tuple[LegendItem, ...]
    rows: tuple[Row, ...]
    width: int
    height: int
    table: tuple[tuple[str, tuple[str, ...]], ...]  # value → "fraction (percent)" per series
    label_x: float = LABEL_WIDTH - 6  # where the values end (right-aligned)


def short(text: str, limit: int = MAX_LABEL) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def union(distributions: Sequence[Distribution | None]) -> list[Json]:
    from regelwerk.editor.oddsdiff import union_values

    return union_values([d for d in distributions if d is not None])


def _cell(p: Fraction) -> str:
    return f"{fraction_text(p)} ({percent(p)})"


def bar_chart(chart_id: str, title: str, series: Sequence[tuple[str, Distribution | None]]) -> Chart:
    """A chart of one or more distributions over the union of their values; ``series`` are
    (name, distribution) pairs (a name may be empty for a single distribution; a missing
    distribution draws no bars)."""
    names = tuple(name for name, _ in series)
    values = union([d for _, d in series])
    probabilities = [[d.probability(v) if d is not None else Fraction(0) for _, d in series] for v in values]
    largest = max((p for row in probabilities for p in row), default=Fraction(0))
    legend = tuple(LegendItem(name, PALETTE[s % len(PALETTE)], LABEL_WIDTH, 3 + s * LEGEND_LINE) for s, name in enumerate(names)) if len(series) > 1 else ()
    top = 4 + len(legend) * LEGEND_LINE
    row_height = len(series) * (BAR_HEIGHT + BAR_GAP) - BAR_GAP + ROW_GAP
    rows: list[Row] = []
    for index, (value, row) in enumerate(zip(values, probabilities, strict=True)):
        text = value_text(value)
        y0 = top + index * row_height
        bars = tuple(
            Bar(
                s,
                LABEL_WIDTH,
                round(y0 + s * (BAR_HEIGHT + BAR_GAP), 2),
                round(float(p / largest) * PLOT_WIDTH, 2) if largest else 0.0,
                BAR_HEIGHT,
                PALETTE[s % len(PALETTE)],
                fraction_text(p),
                percent(p),
                f"{text}{': ' + names[s] if names[s] else ''}: {fraction_text(p)} ({percent(p)})",
            )
            for s, p in enumerate(row)
        )
        rows.append(Row(short(text), text, round(y0 + (row_height - ROW_GAP) / 2 + 4, 2), bars))
    missing = [d is None for _, d in series]
    cells = [tuple(NOT_COMPUTED if gone else _cell(p) for p, gone in zip(row, missing, strict=True)) for row in probabilities]
    description = "; ".join(
        f"{value_text(v)}: " + ", ".join(f"{(n + ' ') if n else ''}{c}" for n, c in zip(names, row, strict=True))
        for v, row in zip(values, cells, strict=True)
    )
    table = tuple((value_text(v), row) for v, row in zip(values, cells, strict=True))
    height = top + max(len(values), 1) * row_height
    width = LABEL_WIDTH + PLOT_WIDTH + TEXT_WIDTH
    return Chart(chart_id, title, description, names, legend, tuple(rows), width, height, table)
