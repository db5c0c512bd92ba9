"""Exact inch geometry of ``docs/w40k.md`` ("Geometry"), written apart from the engine, for the
tests that judge the engine's moves by the rule text (:mod:`tests.w40k.move_rules`).

Points are ``[x, y, z]`` in the engine's unit of 1/254 inch; bases are round, given by their
diameter.  Every comparison is exact: integers and ``fractions.Fraction``, and distances that
need a square root are compared by squaring (:func:`root_le`).  Nothing here imports the
engine's geometry (``core/inches.py``, ``core/shapes.py``, ``rulesets/w40k/measure.py``,
``rulesets/w40k/paths.py``): a verdict computed with the engine's own functions could not fail.
"""

from __future__ import annotations

from fractions import Fraction
from math import isqrt

from regelwerk.core.canonical import Json

INCH = 254
ENGAGEMENT = INCH
CONTACT = 5  # units: bases at most half a millimetre apart are in base contact


def inch(n: float) -> int:
    """``n`` inches in units (rounded to the unit)."""
    return round(n * INCH)


def root_le(a: Fraction | int, b: Fraction | int, c: Fraction | int) -> bool:
    """``sqrt(a) <= sqrt(b) + c`` for ``a, b >= 0``, decided exactly by squaring."""
    if c >= 0:
        lhs = a - b - c * c
        return lhs <= 0 or lhs * lhs <= 4 * c * c * b
    if b < c * c:
        return False
    rhs = b + c * c - a
    return rhs >= 0 and 4 * c * c * b <= rhs * rhs


def sq(a: list, b: list) -> int:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def within_flat(q: Fraction | int, s: int, limit: int) -> bool:
    """The horizontal gap ``sqrt(q) - s/2`` between two bases is at most ``limit``."""
    return 4 * q <= (s + 2 * limit) ** 2


def within_space(q: Fraction | int, s: int, v: int, limit: int) -> bool:
    """The gap between the closest points of two bases, in space (WH-A-ENTFERNUNG), is at most
    ``limit``: ``max(sqrt(q) - s/2, 0)² + v² <= limit²``."""
    return v <= limit and root_le(q, limit * limit - v * v, Fraction(s, 2))


def wholly_within(q: int, d: int, big: int, v: int, limit: int) -> bool:
    """Every point of a base of diameter ``d`` is within ``limit`` of a base of diameter ``big``,
    in space: its far side ``sqrt(q) + d/2 - big/2`` away horizontally."""
    return v <= limit and root_le(q, limit * limit - v * v, Fraction(big - d, 2))


def engaged(q: Fraction | int, s: int, v: int, readings: dict) -> bool:
    """Engagement range, WH-A-NAHKAMPFREICHWEITE: 1" in space, or 1" horizontally and 5" vertically."""
    if readings["WH-A-NAHKAMPFREICHWEITE"] == "1-zoll":
        return within_space(q, s, v, ENGAGEMENT)
    return v <= 5 * INCH and within_flat(q, s, ENGAGEMENT)


def models_engaged(a: Json, b: Json, readings: dict, at: list | None = None) -> bool:
    p = at or a["at"]
    return engaged(sq(p, b["at"]), a["base"] + b["base"], abs(p[2] - b["at"][2]), readings)


def in_contact(p: list, d: int, other: Json) -> bool:
    return within_flat(sq(p, other["at"]), d + other["base"], CONTACT) and abs(p[2] - other["at"][2]) <= INCH


def nearer(p1: list, d1: int, o1: Json, p2: list, d2: int, o2: Json) -> bool:
    """The base of diameter ``d1`` at ``p1`` is nearer to ``o1`` (closest points, in space) than
    the base ``d2`` at ``p2`` to ``o2``.  With ``h`` half the two diameters and ``g = sqrt(q) - h``
    the horizontal gap, the distance squared is ``max(g, 0)² + v²``; compared by squaring."""
    h1, h2 = Fraction(d1 + o1["base"], 2), Fraction(d2 + o2["base"], 2)
    q1, q2 = sq(p1, o1["at"]), sq(p2, o2["at"])
    v1, v2 = (p1[2] - o1["at"][2]) ** 2, (p2[2] - o2["at"][2]) ** 2
    apart1, apart2 = q1 > h1 * h1, q2 > h2 * h2
    if not apart1 and not apart2:
        return v1 < v2
    if not apart1:  # v1 < g2² + v2
        rest = v1 - v2
        return rest < 0 or not root_le(q2, rest, h2)
    if not apart2:  # g1² + v1 < v2
        rest = v2 - v1
        return rest > 0 and not root_le(rest, q1, -h1)
    k = q2 + h2 * h2 + v2 - q1 - h1 * h1 - v1  # 2 h1 sqrt(q1) + k > 2 h2 sqrt(q2)
    return not root_le(4 * h1 * h1 * q1, 4 * h2 * h2 * q2, -k)


def closer(start: list, end: list, d: int, other: Json) -> bool:
    """A base of diameter ``d`` ends nearer to ``other`` at ``end`` than it was at ``start``."""
    return nearer(end, d, other, start, d, other)


def nearest_of(start: list, d: int, others: list[Json]) -> list[Json]:
    """The bases of ``others`` nearest to a base of diameter ``d`` at ``start`` (all of them on a tie)."""
    return [o for o in others if not any(nearer(start, d, p, start, d, o) for p in others)]


def surface(state: Json, x: Fraction | int, y: Fraction | int) -> int:
    """The surface height: the highest terrain piece whose area (edges included) holds the point."""
    return max((t["height"] for t in state["terrain"] if t["area"][0] <= x <= t["area"][2] and t["area"][1] <= y <= t["area"][3]), default=0)


def on_table(state: Json, p: list, d: int) -> bool:
    w, h = state["table"]["width"], state["table"]["depth"]
    return 2 * p[0] - d >= 0 and 2 * p[0] + d <= 2 * w and 2 * p[1] - d >= 0 and 2 * p[1] + d <= 2 * h


def _clip(a: int, d: int, low: int, high: int) -> tuple[Fraction, Fraction] | None:
    if d == 0:
        return (Fraction(0), Fraction(1)) if low <= a <= high else None
    t0, t1 = sorted((Fraction(low - a, d), Fraction(high - a, d)))
    return (max(t0, Fraction(0)), min(t1, Fraction(1))) if max(t0, 0) <= min(t1, 1) else None


def stretches(state: Json, a: list, b: list) -> list[tuple[Fraction, Fraction, int]]:
    """The segment from ``a`` to ``b`` cut where it enters or leaves a terrain area: ``(t0, t1,
    height)`` for each piece, the height of the surface inside it."""
    cuts = {Fraction(0), Fraction(1)}
    for piece in state["terrain"]:
        x0, y0, x1, y1 = piece["area"]
        tx, ty = _clip(a[0], b[0] - a[0], x0, x1), _clip(a[1], b[1] - a[1], y0, y1)
        if tx and ty and max(tx[0], ty[0]) <= min(tx[1], ty[1]):
            cuts |= {max(tx[0], ty[0]), min(tx[1], ty[1])}
    ordered = sorted(cuts)
    out = []
    for t0, t1 in zip(ordered, ordered[1:], strict=False):
        mid = (t0 + t1) / 2
        out.append((t0, t1, surface(state, a[0] + mid * (b[0] - a[0]), a[1] + mid * (b[1] - a[1]))))
    return out


def closest_sq(a: list, b: list, e: list, t0: Fraction = Fraction(0), t1: Fraction = Fraction(1)) -> Fraction:
    """The least squared horizontal distance between ``e`` and the segment's points for ``t`` in ``[t0, t1]``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = dx * dx + dy * dy
    t = t0 if n == 0 else min(max(Fraction((e[0] - a[0]) * dx + (e[1] - a[1]) * dy, n), t0), t1)
    px, py = a[0] + t * dx - e[0], a[1] + t * dy - e[1]
    return px * px + py * py


def piece_length(state: Json, a: list, b: list, flies: bool, readings: dict) -> int:
    """WH-GEL-1, WH-GEL-2, WH-FLI-1: the horizontal length rounded up, plus each step of the
    surface over 2" (up only under WH-A-KLETTERN=nur-hoch); FLY ignores the steps
    (WH-A-FLIEGEN=senkrecht-frei) or flies through the air (``durch-die-luft``)."""
    heights = [surface(state, a[0], a[1]), *(h for _, _, h in stretches(state, a, b)), surface(state, b[0], b[1])]
    steps = [y - x for x, y in zip(heights, heights[1:], strict=False) if y != x]
    big = [s for s in steps if abs(s) > 2 * INCH]
    flat = sq(a, b)

    def ceil_root(n: int) -> int:
        r = isqrt(n)
        return r if r * r == n else r + 1

    if flies:
        climb = 0 if readings["WH-A-FLIEGEN"] == "senkrecht-frei" else sum(abs(s) for s in big)
        return ceil_root(flat + climb * climb)
    up = sum(s for s in big if s > 0) if readings["WH-A-KLETTERN"] == "nur-hoch" else sum(abs(s) for s in big)
    return ceil_root(flat) + up


def near_along(state: Json, points: list, d: int, enemy: Json, readings: dict, flat: bool) -> bool:
    """The base of diameter ``d`` comes within engagement range of ``enemy`` somewhere on the
    path (its points at their own heights, each piece at the height of the surface under it);
    ``flat``: measured horizontally only (FLY, WH-A-FLIEGEN=senkrecht-frei)."""
    e, s = enemy["at"], d + enemy["base"]
    if far_from(points, e, s // 2 + 1 + ENGAGEMENT):
        return False
    spots = [(p, p, Fraction(0), Fraction(0), p[2]) for p in points]
    spots += [(a, b, t0, t1, h) for a, b in zip(points, points[1:], strict=False) for t0, t1, h in stretches(state, a, b)]
    for a, b, t0, t1, h in spots:
        q = closest_sq(a, b, e, t0, t1)
        if within_flat(q, s, ENGAGEMENT) if flat else engaged(q, s, abs(h - e[2]), readings):
            return True
    return False


def crosses(points: list, d: int, other: Json) -> bool:
    """The moving base overlaps the other base somewhere on the path (touching is no overlap)."""
    s = d + other["base"]
    if far_from(points, other["at"], s // 2 + 1):
        return False
    return any(4 * closest_sq(a, b, other["at"]) < s * s for a, b in zip(points, points[1:], strict=False))


def far_from(points: list, e: list, reach: int) -> bool:
    """``e`` lies more than ``reach`` outside the box round the path's points, along x or y, so
    every point of the path is more than ``reach`` from it (a shortcut before exact work)."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return e[0] < min(xs) - reach or e[0] > max(xs) + reach or e[1] < min(ys) - reach or e[1] > max(ys) + reach


def out_of_formation(models: list[Json], readings: dict, strength: int | None = None) -> list[set[str]]:
    """WH-ZUG-1: the models out of coherency, each within 2" horizontally and 5" vertically of
    one other model of its unit (of two in a unit of 7 or more); under
    WH-A-FORMATION-GRUPPE=eine-gruppe also those outside the largest group.  One set per largest
    group: which of two equal groups stays the register leaves open."""
    # WH-A-FORMATION-ZAHL: the models the unit has now, or its starting strength (``strength``)
    count = strength if strength is not None and readings.get("WH-A-FORMATION-ZAHL") == "sollstaerke" else len(models)
    need = 0 if count < 2 else 1 if count <= 6 else 2

    def linked(a: Json, b: Json) -> bool:
        return abs(a["at"][2] - b["at"][2]) <= 5 * INCH and within_flat(sq(a["at"], b["at"]), a["base"] + b["base"], 2 * INCH)

    links = {m["id"]: [o["id"] for o in models if o is not m and linked(m, o)] for m in models}
    lacking = {k for k, found in links.items() if len(found) < need}
    if readings["WH-A-FORMATION-GRUPPE"] == "je-modell" or len(models) < 2:
        return [lacking]
    groups: list[set[str]] = []
    for start in links:
        if any(start in g for g in groups):
            continue
        group, frontier = {start}, [start]
        while frontier:
            for other in links[frontier.pop()]:
                if other not in group:
                    group.add(other)
                    frontier.append(other)
        groups.append(group)
    largest = max(len(g) for g in groups)
    return [lacking | (set(links) - g) for g in groups if len(g) == largest]


def coherent(models: list[Json], readings: dict, strength: int | None = None) -> bool:
    return out_of_formation(models, readings, strength) == [set()]
