"""The generated vector tables of Warhammer 40,000 (``vectors/w40k/tables/``).

Each table asks one question of :mod:`.queries` for every combination of its inputs, so a port
is checked on every cell of the small spaces of the attack sequence:

``w40k/verwundungstabelle``   the wound table (WH-ATK-4), question ``wound_target``: every
                              strength against every toughness from 1 to 14, both boundaries of
                              "double" and "half" included;
``w40k/trefferwurf``          the hit roll (WH-ATK-1 to WH-ATK-3), question ``hit_roll``: every
                              BS/WS 2+ to 6+, every sum of modifiers -2 to +2 (the cap of ±1
                              shows at ±2), every roll 1 to 6;
``w40k/verwundungswurf``      the wound roll (WH-ATK-1, WH-ATK-2, WH-ATK-4), question
                              ``wound_roll``: every number needed 2+ to 6+, modifiers -2 to +2,
                              rolls 1 to 6;
``w40k/schutzwurf``           the armour save (WH-ATK-1, WH-ATK-2, WH-ATK-6), question
                              ``save_roll`` without cover and without an invulnerable save: every
                              save 2+ to 6+, every AP 0 to -4, every roll;
``w40k/schutzwurf-deckung``   the same in cover against a ranged attack (WH-ATK-8 to WH-ATK-10);
``w40k/schutzwurf-rettung``   armour save and invulnerable save 2+ to 6+ together
                              (WH-ATK-7): the better one is taken, AP never touches the
                              invulnerable save;

each of the three save tables twice: under the overview's readings (the default options of
WH-A-MODIFIKATOR-GRENZE, WH-A-SCHUTZ-SECHS, WH-A-DECKUNG-3PLUS, and in cover of WH-A-DECKUNG-ART and
WH-A-MODIFIKATOR-SUMME) and, with the suffix ``-veroeffentlicht``, under the published 10th-edition
rules (AP not capped, no automatic 6 on saves, no cover for saves of 3+ or better against AP 0,
cover +1 on the roll).  A table declares exactly the switches
some of its rows depend on (``regelwerk check`` tries the other options on every row).

Strength, toughness, skill, save, invulnerable save and roll are ``number`` columns; modifier
and AP are ``integer`` columns (negative values; ``n2`` in a row id for -2).  The specs import
:mod:`regelwerk.suite.tables` only when asked for, because that module lists them in its
registry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import product
from typing import TYPE_CHECKING

from regelwerk.core.canonical import Json
from regelwerk.rulesets.w40k import interpretations as switches
from regelwerk.rulesets.w40k.samples import TABLE, ZONE_DEPTH

if TYPE_CHECKING:
    from regelwerk.suite.tables import Column, TableSpec

STRENGTH = (1, 14)  # also toughness
TARGETS = (2, 6)  # BS/WS, wound roll needed, save and invulnerable save: 2+ to 6+
MODIFIERS = (-2, 2)
AP = (0, -4)
ROLLS = (1, 6)

# The smallest valid state: two armies without units in the first command phase.  A question is
# answered in every phase and reads nothing of the state.
EMPTY_STATE: Json = {
    "active": "imperium",
    "cp": {"imperium": 0, "orks": 0},
    "deployment_zones": {"imperium": [0, 0, TABLE[0], ZONE_DEPTH], "orks": [0, TABLE[1] - ZONE_DEPTH, TABLE[0], TABLE[1]]},
    "extra_cp": [],
    "fight_next": None,
    "hidden": [],
    "last_round": 5,
    "objectives": [],
    "pending": [],
    "phase": "command",
    "players": ["imperium", "orks"],
    "result": None,
    "round": 1,
    "sequence": None,
    "step": "battle_shock",
    "table": {"width": TABLE[0], "depth": TABLE[1]},
    "terrain": [],
    "units": [],
}

OVERVIEW = {
    switches.MODIFIER_CAP: "alle-wuerfe",
    switches.SAVE_SIX: "sechs-gelingt",
    switches.COVER_3PLUS: "nur-3plus",
    switches.COVER_KIND: "wurf",
    switches.CAP_SUM: "summe",
}
PUBLISHED = {
    switches.MODIFIER_CAP: "treffer-und-verwundung",
    switches.SAVE_SIX: "nur-eins-misslingt",
    switches.COVER_3PLUS: "3plus-oder-besser",
    switches.COVER_KIND: "wurf",
}
# the switches only the table in cover reads (AP and cover together: the sum of WH-ATK-2 and the
# kind of the +1 of cover)
COVER_ONLY = (switches.COVER_3PLUS, switches.COVER_KIND, switches.CAP_SUM)


def _span(bounds: tuple[int, int]) -> range:
    low, high = bounds
    return range(low, high + 1) if low <= high else range(low, high - 1, -1)


def _grid(*axes: tuple[int, int]) -> Callable[[], Iterator[tuple[Json, ...]]]:
    def inputs() -> Iterator[tuple[Json, ...]]:
        yield from product(*(_span(axis) for axis in axes))

    return inputs


def _order(*names: str) -> str:
    return "; for each, ".join(f"{name} ascending" if i == 0 else f"{name} in the order of its range" for i, name in enumerate(names))


def specs() -> tuple[TableSpec, ...]:
    """The table specs of the rule set (``suite/tables.py::TABLES``)."""
    from regelwerk.suite.tables import Column, TableSpec

    def number(name: str, tag: str, label: str) -> Column:
        return Column(name, f"action.{name}", tag, label, cells="number")

    def integer(name: str, tag: str, label: str) -> Column:
        return Column(name, f"action.{name}", tag, label, cells="integer")

    answer = Column("answer", "expected.answer")
    roll = number("roll", "w", "Wurf")

    def table(name: str, description: str, clauses: tuple[str, ...], question: Json, columns: tuple[Column, ...],
              axes: dict[str, tuple[int, int]], interpretations: Json | None = None) -> TableSpec:
        return TableSpec(
            ruleset="w40k",
            name=name,
            file_name=f"{name}.json",
            id_prefix=f"w40k/{name}",
            description=description,
            clauses=clauses,
            state=EMPTY_STATE,
            action_template={"type": "ask", **question},
            expected_template={"status": "answered"},
            columns=(*columns, answer),
            parameters={**{k: {"from": a, "to": b} for k, (a, b) in axes.items()}, "order": "rows in the order of the columns: " + _order(*axes)},
            inputs=_grid(*axes.values()),
            interpretations=interpretations or {},
        )

    def save_tables(suffix: str, readings: Json, label: str) -> Iterable[TableSpec]:
        plain = {k: v for k, v in readings.items() if k not in COVER_ONLY}
        save = number("save", "s", "Rüstungswurf")
        ap = integer("ap", "d", "DS")
        yield table(
            f"schutzwurf{suffix}", f"Rüstungswurf ohne Deckung und ohne Rettungswurf{label}", ("WH-ATK-1", "WH-ATK-2", "WH-ATK-6"),
            {"question": "save_roll", "invulnerable": None, "cover": False}, (save, ap, roll),
            {"save": TARGETS, "ap": AP, "roll": ROLLS}, plain,
        )
        yield table(
            f"schutzwurf-deckung{suffix}", f"Rüstungswurf in Deckung gegen eine Fernkampfattacke{label}",
            ("WH-ATK-1", "WH-ATK-2", "WH-ATK-6", "WH-ATK-8", "WH-ATK-9", "WH-ATK-10"),
            {"question": "save_roll", "invulnerable": None, "cover": True}, (save, ap, roll),
            {"save": TARGETS, "ap": AP, "roll": ROLLS}, dict(readings),
        )
        yield table(
            f"schutzwurf-rettung{suffix}", f"Rüstungswurf oder Rettungswurf ohne Deckung{label}", ("WH-ATK-1", "WH-ATK-2", "WH-ATK-6", "WH-ATK-7"),
            {"question": "save_roll", "cover": False}, (save, number("invulnerable", "r", "Rettungswurf"), ap, roll),
            {"save": TARGETS, "invulnerable": TARGETS, "ap": AP, "roll": ROLLS}, plain,
        )

    return (
        table(
            "verwundungstabelle", "Verwundungswurf nach Stärke und Widerstand", ("WH-ATK-4",), {"question": "wound_target"},
            (number("strength", "s", "Stärke"), number("toughness", "t", "Widerstand")), {"strength": STRENGTH, "toughness": STRENGTH},
        ),
        table(
            "trefferwurf", "Trefferwurf", ("WH-ATK-1", "WH-ATK-2", "WH-ATK-3"), {"question": "hit_roll"},
            (number("skill", "f", "Fertigkeit"), integer("modifier", "m", "Modifikator"), roll),
            {"skill": TARGETS, "modifier": MODIFIERS, "roll": ROLLS},
        ),
        table(
            "verwundungswurf", "Verwundungswurf", ("WH-ATK-1", "WH-ATK-2", "WH-ATK-4"), {"question": "wound_roll"},
            (number("needed", "z", "Zielwert"), integer("modifier", "m", "Modifikator"), roll),
            {"needed": TARGETS, "modifier": MODIFIERS, "roll": ROLLS},
        ),
        *save_tables("", OVERVIEW, ""),
        *save_tables("-veroeffentlicht", PUBLISHED, " (veröffentlichte Regeln)"),
    )
