"""An independent model of a board-free attack in icepool, written from the rule text
(features/w40k/klauseln.yaml, WH-ATK-1 to WH-ATK-16, WH-FKP-8, WH-FKP-10) and the readings of
features/w40k/auslegungen.yaml as docs/w40k.md ("The attack sequence") states them, not from the
engine's code.

Each group (consecutive lines with one weapon) rolls its attacks, hits and wounds; the number of
wounds is then a die, and the wounds are resolved one at a time on a die over the target's
condition (:class:`Board`: wounds left and "an attack was allocated" per model, and under
WH-A-ZUWEISUNG-UEBERSCHUSS=verfallen the model the group's wounds are bound to).  icepool mixes
the branches exactly (``Die.map`` with a function that returns a die).

What it covers: one target unit, any mix of profiles, random attacks, damage and mortal wounds,
Verletzungen ignorieren, saves with AP, cover and invulnerable saves, the hit modifiers of
Stealth and Große Kanonen, wounds already lost, and every reading of the attack sequence except
Gefährliches Ende (its mortal wounds reach other units, in a chain the model does not follow).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

import icepool

from regelwerk.core import canonical

DEFAULTS = {
    "WH-A-MODIFIKATOR-GRENZE": "alle-wuerfe", "WH-A-MODIFIKATOR-SUMME": "summe", "WH-A-SCHUTZ-SECHS": "sechs-gelingt",
    "WH-A-DECKUNG-3PLUS": "nur-3plus", "WH-A-DECKUNG-WER": "je-modell", "WH-A-DECKUNG-AUSNAHME-WER": "je-modell",
    "WH-A-DECKUNG-ART": "wurf", "WH-A-DECKUNG-RETTUNGSWURF": "nur-ruestungswurf", "WH-A-WIDERSTAND": "zuzuweisendes-modell",
    "WH-A-ZUWEISUNG-UEBERSCHUSS": "einzeln", "WH-A-TOEDLICH-ZEITPUNKT": "je-attacke", "WH-A-TOEDLICH-UEBERSCHUSS": "weiter",
    "WH-A-KANONEN-JEWEILS": "je-fall", "WH-A-TARNUNG-ZEITPUNKT": "ansage", "WH-A-WUERFELAUSDRUCK": "wert",
}


def expressible(case: Mapping[str, Any]) -> bool:
    """Whether the model covers the case: no model has Gefährliches Ende."""
    return all(m["profile"]["deadly_demise"] is None for u in case["state"]["units"] for m in u["models"])


@dataclass(frozen=True, order=True)
class Board:
    """The target's condition: wounds left and whether an attack was allocated, per model in
    the unit's order; ``bound`` the model a group's wounds all go to (verfallen), -1 before."""

    left: tuple[int, ...]
    attacked: tuple[bool, ...]
    bound: int = -1


def _flag(success: Callable[[int], bool]) -> icepool.Die:
    return icepool.d6.map(lambda r: 1 if success(r) else 0)


def _times(n: int, die: icepool.Die) -> icepool.Die:
    return icepool.Die([0]) if n == 0 else n @ die


def _roll(needed: int, modifier: int, six_holds: bool = True) -> Callable[[int], bool]:
    """WH-ATK-1: an unmodified 1 fails, an unmodified 6 succeeds (for saves only under
    WH-A-SCHUTZ-SECHS=sechs-gelingt); otherwise the modified roll must reach ``needed``."""
    return lambda r: r != 1 and ((r == 6 and six_holds) or r + modifier >= needed)


def _expression(value: int | str, reading: Mapping[str, str]) -> icepool.Die:
    """A number, or nD3/nD6 plus k: a D3 is a W6 halved, rounded up; k in full (wert) or at most
    1 (modifikator)."""
    if isinstance(value, int):
        return icepool.Die([value])
    count, sides, plus = re.fullmatch(r"([1-9]?)D(3|6)(?:\+([0-9]+))?", value).groups()  # type: ignore[union-attr]
    die = icepool.d6 if sides == "6" else icepool.d6.map(lambda r: (r + 1) // 2)
    k = int(plus or 0)
    return int(count or 1) @ die + (min(k, 1) if reading["WH-A-WUERFELAUSDRUCK"] == "modifikator" else k)


def _cap(modifiers: list[int], reading: Mapping[str, str]) -> int:
    """WH-ATK-2: the sum counts at most ±1 (summe), or bonuses at most +1 and penalties at most -1 (getrennt)."""
    if reading["WH-A-MODIFIKATOR-SUMME"] == "getrennt":
        return min(sum(m for m in modifiers if m > 0), 1) + max(sum(m for m in modifiers if m < 0), -1)
    return max(-1, min(1, sum(modifiers)))


def _wound_needed(strength: int, toughness: int) -> int:
    """WH-ATK-4, the wound table, read top to bottom: the first line whose comparison holds."""
    table = ((strength >= 2 * toughness, 2), (strength > toughness, 3), (strength == toughness, 4), (2 * strength > toughness, 5))
    return next((needed for holds, needed in table if holds), 6)


@dataclass(frozen=True)
class Attack:
    """One board-free case, read: the target's models, the groups of weapons, the readings."""

    models: tuple[Mapping[str, Any], ...]
    ids: tuple[str, ...]
    groups: tuple[tuple[Mapping[str, Any], int], ...]  # weapon, number of lines
    ranged: bool
    big_guns: int  # how many of the WH-FKP-8 cases apply
    reading: Mapping[str, str]

    def start(self) -> Board:
        return Board(tuple(m["wounds_left"] for m in self.models), tuple(m["attacked"] for m in self.models))

    def alive(self, b: Board) -> list[int]:
        return [i for i, w in enumerate(b.left) if w > 0]

    def target(self, b: Board) -> int:
        """WH-ATK-5: a model that lost wounds or had an attack allocated first, else the first alive."""
        alive = self.alive(b)
        hurt = [i for i in alive if b.left[i] < self.models[i]["profile"]["wounds"] or b.attacked[i]]
        return (hurt or alive)[0]

    def stealthy(self, b: Board) -> bool:
        return self.ranged and all("stealth" in self.models[i]["keywords"] for i in self.alive(b))

    def hit_modifier(self, weapon: Mapping[str, Any], b: Board) -> int:
        mods = [weapon["hit_modifier"]]
        if self.big_guns:
            mods += [-1] * (1 if self.reading["WH-A-KANONEN-JEWEILS"] == "einmal" else self.big_guns)
        when = b if self.reading["WH-A-TARNUNG-ZEITPUNKT"] == "je-waffe" else self.start()
        if self.stealthy(when):
            mods.append(-1)
        return _cap(mods, self.reading)

    def toughness(self, b: Board) -> int:
        if self.reading["WH-A-WIDERSTAND"] == "hoechster":
            return max(self.models[i]["profile"]["toughness"] for i in self.alive(self.start()))
        return int(self.models[self.target(b)]["profile"]["toughness"])

    def cover(self, b: Board, i: int, ap: int) -> bool:
        """WH-ATK-8 to WH-ATK-10: ranged only, once; whose cover and whose save excludes it."""
        if not self.ranged:
            return False
        unit = self.reading["WH-A-DECKUNG-WER"] == "einheit"
        if not (self.models[i]["cover"] > 0 or (unit and any(self.models[j]["cover"] > 0 for j in self.alive(b)))):
            return False
        best = self.reading["WH-A-DECKUNG-3PLUS"] == "3plus-oder-besser"

        def excluded(j: int) -> bool:
            save = self.models[j]["profile"]["save"]
            return save is not None and (save <= 3 if best else save == 3)

        asked = self.alive(b) if self.reading["WH-A-DECKUNG-AUSNAHME-WER"] == "einheit" else [i]
        return not (ap == 0 and any(excluded(j) for j in asked))

    def save_fails(self, b: Board, i: int, ap: int) -> icepool.Die:
        """WH-ATK-6, WH-ATK-7: the armour save with AP (and cover) or the invulnerable save,
        whichever holds on more faces (armour on a tie); 1 when it fails, 0 when it holds."""
        profile, covered = self.models[i]["profile"], self.cover(b, i, ap)
        by_value = self.reading["WH-A-DECKUNG-ART"] == "wert"
        six = self.reading["WH-A-SCHUTZ-SECHS"] == "sechs-gelingt"
        options = []
        if profile["save"] is not None:
            gain = 1 if covered and not by_value else 0
            needed = profile["save"] - (1 if covered and by_value else 0)
            if self.reading["WH-A-MODIFIKATOR-GRENZE"] == "treffer-und-verwundung":
                modifier = ap + gain
            else:
                modifier = _cap([ap, gain], self.reading)
            options.append(_roll(needed, modifier, six))
        if profile["invulnerable"] is not None:
            extra = covered and self.reading["WH-A-DECKUNG-RETTUNGSWURF"] == "auch-rettungswurf"
            needed = profile["invulnerable"] - (1 if extra and by_value else 0)
            options.append(_roll(needed, 1 if extra and not by_value else 0, six))
        if not options:
            return icepool.Die([1])
        best = max(options, key=lambda holds: sum(holds(r) for r in range(1, 7)))  # first (armour) on a tie
        return _flag(lambda r: not best(r))

    def lose(self, b: Board, i: int, points: int) -> icepool.Die:
        """WH-ATK-11, WH-ATK-12, WH-ATK-15: points lost one at a time, each ignored on X+; what the
        model cannot lose is lost."""
        fnp = self.models[i]["profile"]["feel_no_pain"]
        kept = _times(points, _flag(lambda r: r < fnp)) if fnp is not None else icepool.Die([points])
        return kept.map(lambda k: replace(b, left=_set(b.left, i, max(0, b.left[i] - k))))

    def mortal(self, b: Board, count: int) -> icepool.Die:
        """WH-ATK-13: each mortal wound one lost wound on the allocated model, then the next
        (weiter), or all on the first until it falls (verfaellt)."""
        if self.reading["WH-A-TOEDLICH-UEBERSCHUSS"] == "verfaellt":
            return icepool.Die([b]) if count == 0 or not self.alive(b) else self.lose(b, self.target(b), count)
        die = icepool.Die([b])
        for _ in range(count):
            die = die.map(lambda s: self.lose(s, self.target(s), 1) if self.alive(s) else s)
        return die

    def wound(self, b: Board, weapon: Mapping[str, Any]) -> icepool.Die:
        """One wound of a group: allocate, save, damage, and (je-attacke) its mortal wounds."""
        bound = self.reading["WH-A-ZUWEISUNG-UEBERSCHUSS"] == "verfallen"
        if not self.alive(b) or (bound and b.bound >= 0 and b.left[b.bound] == 0):
            return icepool.Die([b])
        i = b.bound if bound and b.bound >= 0 else self.target(b)
        b = replace(b, attacked=_set(b.attacked, i, True), bound=i if bound else -1)
        damage = _expression(weapon["damage"], self.reading)
        after = self.save_fails(b, i, weapon["ap"]).map(lambda fail: damage.map(lambda d: self.lose(b, i, d)) if fail else b)
        if self.reading["WH-A-TOEDLICH-ZEITPUNKT"] == "je-attacke" and weapon["mortal"] != 0:
            return after.map(lambda s: _expression(weapon["mortal"], self.reading).map(lambda m: self.mortal(s, m)))
        return after

    def group(self, b: Board, weapon: Mapping[str, Any], lines: int) -> icepool.Die:
        if not self.alive(b):
            return icepool.Die([b])
        hit = _flag(_roll(weapon["skill"], self.hit_modifier(weapon, b)))
        wound = _flag(_roll(_wound_needed(weapon["strength"], self.toughness(b)), _cap([weapon["wound_modifier"]], self.reading)))
        attacks = _times(lines, _expression(weapon["attacks"], self.reading))
        wounds = attacks.map(lambda n: _times(n, hit).map(lambda h: _times(h, wound)))
        return wounds.map(lambda k: self.wounds(b, weapon, k))

    def wounds(self, b: Board, weapon: Mapping[str, Any], k: int) -> icepool.Die:
        die = icepool.Die([replace(b, bound=-1)])
        for _ in range(k):
            die = die.map(lambda s: self.wound(s, weapon))
        if self.reading["WH-A-TOEDLICH-ZEITPUNKT"] == "nach-allen-attacken" and weapon["mortal"] != 0:
            for _ in range(k):
                die = die.map(lambda s: _expression(weapon["mortal"], self.reading).map(lambda m: self.mortal(s, m)))
        return die

    def outcome(self) -> icepool.Die:
        die = icepool.Die([self.start()])
        for weapon, lines in self.groups:
            die = die.map(lambda s, w=weapon, n=lines: self.group(s, w, n))
        return die


def _set(values: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return values[:i] + (value,) + values[i + 1:]


def read_case(case: Mapping[str, Any]) -> Attack:
    """The case as the model needs it (only alive models of the target can be hit)."""
    action, units = case["action"], {u["id"]: u for u in case["state"]["units"]}
    attacker, target = units[action["unit"]], units[action["target"]]
    weapons = {m["id"]: {w["id"]: w for w in m["weapons"]} for m in attacker["models"]}
    groups: list[tuple[Mapping[str, Any], int]] = []
    for line in action["attacks"]:
        weapon = weapons[line["model"]][line["weapon"]]
        if groups and groups[-1][0]["id"] == weapon["id"]:
            groups[-1] = (weapon, groups[-1][1] + 1)
        else:
            groups.append((weapon, 1))

    def big(unit: Mapping[str, Any]) -> bool:
        alive = [m for m in unit["models"] if m["status"] == "alive"]
        return bool(unit["engaged"]) and all({"monster", "vehicle"} & set(m["keywords"]) for m in alive)

    ranged = action["kind"] == "ranged"
    models = tuple(m for m in target["models"] if m["status"] == "alive")
    return Attack(models, tuple(m["id"] for m in models), tuple(groups), ranged,
                  (big(attacker) + big(target)) if ranged else 0, {**DEFAULTS, **case.get("interpretations", {})})


def projected(case: Mapping[str, Any], projection: str) -> dict[Any, Any]:
    """The exact distribution of the projection by the model: value → Fraction, as
    ``tests.odds.cases.table`` gives the engine's (a mapping by its canonical JSON)."""
    attack = read_case(case)
    start = attack.start()

    def value(b: Board) -> Any:
        if projection == "models-destroyed":
            return sum(1 for w in b.left if w == 0)
        lost = {attack.ids[i]: start.left[i] - b.left[i] for i in range(len(b.left)) if start.left[i] != b.left[i]}
        return canonical.dumps(dict(sorted(lost.items())))

    die = attack.outcome().map(value)
    return {o: die.probability(o) for o in die.outcomes() if die.quantity(o)}
