"""Pictures of board-free attack cases (``"form": "attacks"``, ``docs/w40k.md``, "for dice
calculators"): there is no battlefield, so the panel is a list.  Each unit is a row: its id, its
models as circles in the order of allocation with their wounds left over their wounds (a
destroyed model faded), and under it the weapon profiles its models carry.  A
``resolve_attacks`` marks its target's row and draws an arrow from the attacking unit to it,
with the weapons used beside the arrow.

The rows are laid out in abstract units (a model is a circle of radius :data:`RADIUS`), so the
picture has no scale; it shows who attacks whom with what, and what each model has left.
"""

from __future__ import annotations

from dataclasses import dataclass

from regelwerk.core.canonical import Json
from regelwerk.pictures.scene import Box, Mark, circle, line, rect, text

RADIUS = 0.5
STEP = 1.4  # from one model's centre to the next
ROW = 2.2  # height of a row of models
WEAPON_LINE = 0.8  # height of one weapon line under a row
LEFT = 4.0  # room for the unit's id before its models
MIN_WIDTH = 16.0


@dataclass(frozen=True)
class Row:
    """Where a unit's row is: its top, the centre line of its models, its height."""

    unit: str
    top: float
    middle: float
    height: float


def _weapons(unit: Json) -> list[tuple[str, Json]]:
    """Each weapon of the unit's models once per model, in order: (model id, weapon)."""
    return [(str(m["id"]), w) for m in unit["models"] for w in m.get("weapons") or []]


def layout(state: Json) -> dict[str, Row]:
    """The rows of the units, top to bottom in the order of the state (sorted by id)."""
    rows: dict[str, Row] = {}
    top = 0.5
    for unit in state["units"]:
        height = ROW + WEAPON_LINE * len(_weapons(unit))
        rows[str(unit["id"])] = Row(str(unit["id"]), top, top + ROW / 2, height)
        top += height + 0.6
    return rows


def _profile(weapon: Json) -> str:
    """A weapon's profile in the order of a datasheet line, ids and numbers only."""
    return (
        f"{weapon['id']}: A{weapon['attacks']} {weapon['skill']}+ S{weapon['strength']} AP{weapon['ap']} D{weapon['damage']}"
        + (f" MW{weapon['mortal']}" if weapon.get("mortal") not in (0, None) else "")
    )


def _model_marks(unit_id: str, model: Json, x: float, y: float, highlight: frozenset[str]) -> tuple[Mark, ...]:
    alive = model["status"] == "alive"
    cls = "unit side-b" + ("" if alive else " removed") + (" differs" if model["id"] in highlight else "")
    wounds = f"{model['wounds_left']}/{model['profile']['wounds']}"
    title = f"{model['id']} {wounds}"
    return (
        circle(x, y, RADIUS, cls, title, unit=unit_id, model=model["id"], wounds=model["wounds_left"], status=model["status"]),
        text(x, y, str(model["wounds_left"]), "w40k-wounds", title, model=model["id"]),
        text(x, y + RADIUS + 0.35, str(model["id"]).rsplit("-", 1)[-1], "label w40k-model-number", title, model=model["id"]),
    )


def draw_state(state: Json, highlight: frozenset[str] = frozenset()) -> tuple[Box, tuple[Mark, ...], tuple[str, ...]]:
    """Every unit as a row of models with its weapons under it."""
    rows = layout(state)
    marks: list[Mark] = []
    width = MIN_WIDTH
    for unit in state["units"]:
        row = rows[str(unit["id"])]
        unit_cls = "label w40k-unit-label" + (" differs" if unit["id"] in highlight else "")
        marks.append(text(LEFT / 2, row.middle, str(unit["id"]), unit_cls, str(unit["id"]), unit=unit["id"]))
        x = LEFT
        for model in unit["models"]:
            marks.extend(_model_marks(str(unit["id"]), model, x, row.middle, highlight))
            x += STEP
        width = max(width, x + 1)
        for i, (model_id, weapon) in enumerate(_weapons(unit)):
            y = row.top + ROW + WEAPON_LINE * (i + 0.5)
            marks.append(text(LEFT + 5, y, f"{model_id} {_profile(weapon)}", "w40k-weapon", unit=unit["id"], model=model_id, weapon=weapon["id"]))
    height = max((r.top + r.height for r in rows.values()), default=2.0) + 0.5
    return Box(0, 0, width, height), tuple(marks), ("form: attacks",)


def draw_action(state: Json, action: Json) -> tuple[Mark, ...]:
    """A ``resolve_attacks``: the target's row framed, an arrow from the attacker's row to it,
    the weapons used written along it."""
    if not isinstance(action, dict) or action.get("type") != "resolve_attacks":
        return ()
    rows = layout(state)
    attacker, target = rows.get(str(action.get("unit"))), rows.get(str(action.get("target")))
    if attacker is None or target is None:
        return ()
    count = max(len(u["models"]) for u in state["units"] if u["id"] == target.unit)
    frame = rect(LEFT - 0.8, target.top, STEP * count + 0.2, ROW, "range w40k-target", str(action.get("kind")), unit=target.unit, target=target.unit)
    x = 0.3
    arrow = line((x, attacker.middle), (x, target.middle), "attack", f"{attacker.unit} → {target.unit}", arrow=True, unit=attacker.unit, target=target.unit)
    used = ", ".join(f"{a['model']} {a['weapon']}" for a in action.get("attacks") or [])
    label = text(LEFT + STEP * count + 4, target.middle, f"{action.get('kind')}: {used}"[:80], "distance-label", used, unit=attacker.unit)
    return (frame, arrow, label)


def pieces(state: Json) -> dict[str, Json]:
    """Units (without their models) and models by id."""
    found: dict[str, Json] = {}
    for unit in state["units"]:
        found[str(unit["id"])] = {k: v for k, v in unit.items() if k != "models"}
        for model in unit["models"]:
            found[str(model["id"])] = {**model, "unit": unit["id"]}
    return found
