"""A dice calculator as a protocol engine: it resolves only the board-free attack cases of
Warhammer 40,000, written from ``docs/w40k.md`` ("Für Würfelrechner / for dice calculators" and
"The attack sequence") and ``docs/protocol.md``, without importing anything of ``regelwerk``.

    python tests/fakes/board_free_engine.py [--wrong-save]

It declares ``board_free_only`` (so ``regelwerk verify`` sends it nothing else) and
``rejects_malformed``, and every option of the attack sequence's switches.  A test runs the suite
against it: every board-free vector must pass and every other case must be ``not-run``.
``--wrong-save`` breaks one rule on purpose (an unmodified 1 on a save holds when the modified
roll reaches the save), so the test also sees that the vectors notice a wrong calculator.

Standard library only; one JSON object per line on stdin and stdout.
"""

from __future__ import annotations

import json
import re
import sys

# The attack sequence's switches and their options (docs/w40k.md, "Interpretation switches");
# the first option is the default.
SWITCHES = {
    "WH-A-MODIFIKATOR-GRENZE": ["alle-wuerfe", "treffer-und-verwundung"],
    "WH-A-MODIFIKATOR-SUMME": ["summe", "getrennt"],
    "WH-A-SCHUTZ-SECHS": ["sechs-gelingt", "nur-eins-misslingt"],
    "WH-A-DECKUNG-3PLUS": ["nur-3plus", "3plus-oder-besser"],
    "WH-A-DECKUNG-WER": ["je-modell", "einheit"],
    "WH-A-DECKUNG-AUSNAHME-WER": ["je-modell", "einheit"],
    "WH-A-DECKUNG-ART": ["wurf", "wert"],
    "WH-A-DECKUNG-RETTUNGSWURF": ["nur-ruestungswurf", "auch-rettungswurf"],
    "WH-A-WIDERSTAND": ["zuzuweisendes-modell", "hoechster"],
    "WH-A-ZUWEISUNG-UEBERSCHUSS": ["einzeln", "verfallen"],
    "WH-A-TOEDLICH-ZEITPUNKT": ["je-attacke", "nach-allen-attacken"],
    "WH-A-TOEDLICH-UEBERSCHUSS": ["weiter", "verfaellt"],
    "WH-A-GEFAEHRLICHES-ENDE-WURF": ["ein-wurf", "je-einheit"],
    "WH-A-KANONEN-JEWEILS": ["je-fall", "einmal"],
    "WH-A-TARNUNG-ZEITPUNKT": ["ansage", "je-waffe"],
    "WH-A-WUERFELAUSDRUCK": ["wert", "modifikator"],
}
EXPRESSION = re.compile(r"^([1-9]?)D(3|6)(?:\+([1-9][0-9]?))?$")
WRONG_SAVE = "--wrong-save" in sys.argv[1:]


class Rejected(Exception):
    def __init__(self, kind: str, code: str, clause: str | None = None) -> None:
        super().__init__(code)
        self.error = {"kind": kind, "code": code, "message": code}
        if clause:
            self.error["clause"] = clause


class MissingDie(Exception):
    def __init__(self, label: str) -> None:
        super().__init__(label)
        self.label = label


def malformed(code: str) -> Rejected:
    return Rejected("malformed", code)


# -- reading the case ---------------------------------------------------------------------------


def check_case(state: object, action: object) -> None:
    """The board-free form's own checks (docs/w40k.md): the form, the ids, the wounds and weapons
    model by model, near, the references of the action."""
    if not isinstance(state, dict) or state.get("form") != "attacks":
        raise malformed("WH.ACTION.FORM")
    if not isinstance(action, dict) or action.get("type") != "resolve_attacks":
        raise malformed("WH.ACTION.FORM")
    units = state.get("units")
    if not isinstance(units, list) or not units:
        raise malformed("CORE.SCHEMA")
    seen: set[str] = set()
    for unit in units:
        for name in [unit["id"], *(m["id"] for m in unit["models"])]:
            if name in seen:
                raise malformed("WH.STATE.ID_TWICE")
            seen.add(name)
    for unit in units:
        profiles: dict[str, dict] = {}
        for model in unit["models"]:
            alive = model["status"] == "alive"
            if (alive and not 1 <= model["wounds_left"] <= model["profile"]["wounds"]) or (not alive and model["wounds_left"] != 0):
                raise malformed("WH.STATE.WOUNDS")
            # as for a game state: one id per weapon and model, one profile per weapon id in a unit
            ids = [w["id"] for w in model["weapons"]]
            if len(set(ids)) != len(ids) or any(profiles.setdefault(w["id"], w) != w for w in model["weapons"]):
                raise malformed("WH.STATE.WEAPONS")
    for unit in units:
        for model in unit["models"]:
            for other in model["near"]:
                if other == model["id"] or other not in seen:
                    raise malformed("WH.STATE.NEAR")
    by_id = {u["id"]: u for u in units}
    if action.get("unit") not in by_id or action.get("target") not in by_id or action.get("kind") not in ("ranged", "melee"):
        raise malformed("WH.ACTION.UNKNOWN")
    unit = by_id[action["unit"]]
    for line in action.get("attacks", []):
        model = next((m for m in unit["models"] if m["id"] == line["model"]), None)
        if model is None or not any(w["id"] == line["weapon"] for w in model["weapons"]):
            raise malformed("WH.ACTION.UNKNOWN")
    for name, order in action.get("allocation", {}).items():
        if name not in by_id:
            raise malformed("WH.ACTION.UNKNOWN")
        if sorted(order) != sorted(m["id"] for m in by_id[name]["models"]):
            raise malformed("WH.ACTION.ALLOCATION")


class Dice:
    def __init__(self, queues: dict[str, list[int]]) -> None:
        self.queues = {label: list(values) for label, values in queues.items()}

    def take(self, label: str, count: int = 1) -> list[int]:
        queue = self.queues.get(label, [])
        if len(queue) < count:
            raise MissingDie(label)
        taken, self.queues[label] = queue[:count], queue[count:]
        return taken

    def left(self) -> str | None:
        return next((label for label, queue in self.queues.items() if queue), None)


# -- the attack sequence ------------------------------------------------------------------------


class Calculator:
    def __init__(self, state: dict, action: dict, dice: Dice, options: dict[str, str]) -> None:
        self.units = {u["id"]: u for u in state["units"]}
        self.models = {m["id"]: (u, m) for u in state["units"] for m in u["models"]}
        self.near = {m["id"]: set(m["near"]) for u in state["units"] for m in u["models"]}
        self.action = action
        self.dice = dice
        self.options = {name: options.get(name, values[0]) for name, values in SWITCHES.items()}
        self.events: list[dict] = []
        self.ranged = action["kind"] == "ranged"
        self.destroyed_units = {u["id"] for u in state["units"] if not self.alive(u)}

    # small facts

    def option(self, name: str) -> str:
        return self.options[name]

    @staticmethod
    def alive(unit: dict) -> list[dict]:
        return [m for m in unit["models"] if m["status"] == "alive"]

    def unit_has(self, unit: dict, keyword: str) -> bool:
        alive = self.alive(unit)
        return bool(alive) and all(keyword in m["keywords"] for m in alive)

    def big_guns(self, unit: dict) -> bool:
        return self.unit_has(unit, "monster") or self.unit_has(unit, "vehicle")

    def roll(self, expression: object, label: str) -> tuple[int, list[int]]:
        if isinstance(expression, int):
            return expression, []
        match = EXPRESSION.match(str(expression))
        assert match is not None
        count, faces, bonus = int(match.group(1) or 1), int(match.group(2)), int(match.group(3) or 0)
        read = self.dice.take(label, count)
        value = sum((d + 1) // 2 if faces == 3 else d for d in read)
        if bonus > 1 and self.option("WH-A-WUERFELAUSDRUCK") == "modifikator":
            bonus = 1
        return value + bonus, read

    def cap(self, modifiers: list[int]) -> int:
        """At most one up and one down; summed first, or bonuses and penalties apart."""
        up = sum(m for m in modifiers if m > 0)
        down = sum(m for m in modifiers if m < 0)
        if up and down and self.option("WH-A-MODIFIKATOR-SUMME") == "getrennt":
            return min(1, up) + max(-1, down)
        return max(-1, min(1, up + down))

    @staticmethod
    def wound_needed(strength: int, toughness: int) -> int:
        if strength >= 2 * toughness:
            return 2
        if strength > toughness:
            return 3
        if strength == toughness:
            return 4
        if 2 * strength <= toughness:
            return 6
        return 5

    @staticmethod
    def succeeds(roll: int, needed: int, modifier: int) -> bool:
        return roll == 6 or (roll != 1 and roll + modifier >= needed)

    # allocation

    def allocate(self, unit_id: str) -> dict | None:
        unit = self.units[unit_id]
        names = self.action.get("allocation", {}).get(unit_id)
        ordered = [self.models[n][1] for n in names] if names else list(unit["models"])
        ordered = [m for m in ordered if m["status"] == "alive"]
        bound = [m for m in ordered if m["wounds_left"] < m["profile"]["wounds"] or m["attacked"]]
        return (bound or ordered or [None])[0]

    # the whole action

    def run(self) -> None:
        action = self.action
        unit, target = self.units[action["unit"]], self.units[action["target"]]
        gone = ("WH.SHOOT.MODEL_GONE", "WH-FKP-3") if self.ranged else ("WH.FIGHT.MODEL_GONE", "WH-NAH-5")
        invalid = ("WH.SHOOT.INVALID_TARGET", "WH-FKP-4") if self.ranged else ("WH.FIGHT.INVALID_TARGET", "WH-NAH-8")
        if target is unit or not self.alive(target):
            raise Rejected("illegal", *invalid)
        for line in action["attacks"]:
            if self.models[line["model"]][1]["status"] != "alive":
                raise Rejected("illegal", *gone)
        pairs = list(dict.fromkeys((line["model"], line["weapon"]) for line in action["attacks"]))
        stealth_at_start = self.unit_has(target, "stealth")
        highest = max(m["profile"]["toughness"] for m in self.alive(target))
        self.events.append({"type": "attacks_declared", "unit": unit["id"], "kind": action["kind"], "targets": [target["id"]]})
        counts = {}
        for model_id, weapon_id in pairs:
            weapon = self.weapon(model_id, weapon_id)
            count, read = self.roll(weapon["attacks"], "attacken")
            counts[(model_id, weapon_id)] = count
            if read:
                self.events.append({"type": "attacks_rolled", "model": model_id, "weapon": weapon_id, "dice": read, "attacks": count})
        groups: list[list[str]] = []
        last = None
        for model_id, weapon_id in pairs:
            if weapon_id != last:
                groups.append([])
            groups[-1].append(model_id)
            last = weapon_id
        weapons = [w for _, w in pairs]
        start = 0
        for group in groups:
            weapon_id = weapons[start]
            start += len(group)
            self.group(unit, target, weapon_id, sum(counts[(m, weapon_id)] for m in group), stealth_at_start, highest, group[0])

    def weapon(self, model_id: str, weapon_id: str) -> dict:
        return next(w for w in self.models[model_id][1]["weapons"] if w["id"] == weapon_id)

    def hit_modifiers(self, unit: dict, target: dict, weapon: dict, stealth_at_start: bool) -> list[int]:
        if not self.ranged:
            return [weapon["hit_modifier"]]
        mods = [weapon["hit_modifier"]] if weapon["hit_modifier"] else []
        by = unit["engaged"] and self.big_guns(unit)
        against = target["engaged"] and self.big_guns(target)
        if by and against and self.option("WH-A-KANONEN-JEWEILS") == "einmal":
            mods.append(-1)
        else:
            mods += [-1] * (by + against)
        if stealth_at_start:
            mods.append(-1)
        elif self.unit_has(target, "stealth") and self.option("WH-A-TARNUNG-ZEITPUNKT") == "je-waffe":
            mods.append(-1)
        return mods

    def group(self, unit: dict, target: dict, weapon_id: str, number: int, stealth_at_start: bool, highest: int, carrier: str) -> None:
        if not self.alive(target) or number == 0:
            return
        weapon = self.weapon(carrier, weapon_id)
        rolls = self.dice.take("treffer", number)
        modifier = self.cap(self.hit_modifiers(unit, target, weapon, stealth_at_start))
        hits = sum(self.succeeds(r, weapon["skill"], modifier) for r in rolls)
        self.events.append({"type": "hit_rolls", "weapon": weapon_id, "target": target["id"], "rolls": rolls, "needed": weapon["skill"], "modifier": modifier, "hits": hits})
        if not hits:
            return
        if self.option("WH-A-WIDERSTAND") == "hoechster":
            toughness = highest
        else:
            toughness = self.allocate(target["id"])["profile"]["toughness"]
        rolls = self.dice.take("verwundung", hits)
        needed = self.wound_needed(weapon["strength"], toughness)
        wound_modifier = max(-1, min(1, weapon["wound_modifier"]))
        wounds = sum(self.succeeds(r, needed, wound_modifier) for r in rolls)
        self.events.append({"type": "wound_rolls", "weapon": weapon_id, "target": target["id"], "rolls": rolls, "needed": needed, "modifier": wound_modifier, "wounds": wounds})
        later = 0
        for number_left in range(wounds - 1, -1, -1):
            victim = self.allocate(target["id"])
            if victim is None:
                break
            self.wound(victim, weapon)
            if self.option("WH-A-TOEDLICH-ZEITPUNKT") == "je-attacke":
                self.weapon_mortal(target["id"], weapon)
            else:
                later += 1
            if number_left and victim["status"] != "alive" and self.option("WH-A-ZUWEISUNG-UEBERSCHUSS") == "verfallen":
                break
        for _ in range(later):
            self.weapon_mortal(target["id"], weapon)

    def weapon_mortal(self, unit_id: str, weapon: dict) -> None:
        amount, read = self.roll(weapon["mortal"], "toedlich")
        self.mortal_wounds(unit_id, amount, read, "weapon")

    # the save

    def no_cover_save(self, save: int | None) -> bool:
        return save == 3 or (save == 2 and self.option("WH-A-DECKUNG-3PLUS") == "3plus-oder-besser")

    def cover(self, victim: dict, ap: int) -> bool:
        if not self.ranged or victim["profile"]["save"] is None:
            return False
        unit = self.models[victim["id"]][0]
        instances = victim["cover"]
        if instances < 1 and self.option("WH-A-DECKUNG-WER") == "einheit":
            instances = max(m["cover"] for m in self.alive(unit))
        if instances < 1 or (ap == 0 and self.no_cover_save(victim["profile"]["save"])):
            return False
        if ap == 0 and self.option("WH-A-DECKUNG-AUSNAHME-WER") == "einheit":
            others = [m for m in self.alive(unit) if m["id"] != victim["id"]]
            if any(self.no_cover_save(m["profile"]["save"]) for m in others):
                return False
        return True

    def save_modifier(self, modifiers: list[int]) -> int:
        if self.option("WH-A-MODIFIKATOR-GRENZE") == "treffer-und-verwundung":
            return sum(modifiers)
        return self.cap(modifiers)

    def faces(self, needed: int, modifier: int) -> int:
        six = self.option("WH-A-SCHUTZ-SECHS") == "sechs-gelingt"
        return sum(1 for r in range(1, 7) if (r == 6 and six) or (r != 1 and r + modifier >= needed))

    def save_choice(self, victim: dict, ap: int, cover: bool) -> tuple[str, int, int] | None:
        profile = victim["profile"]
        by_value = self.option("WH-A-DECKUNG-ART") == "wert"
        options = []
        if profile["save"] is not None:
            needed, mods = profile["save"], [ap]
            if cover:
                needed, mods = (needed - 1, mods) if by_value else (needed, [*mods, 1])
            options.append(("armour", needed, self.save_modifier(mods)))
        if profile["invulnerable"] is not None:
            needed, mods = profile["invulnerable"], []
            if cover and self.option("WH-A-DECKUNG-RETTUNGSWURF") == "auch-rettungswurf":
                needed, mods = (needed - 1, mods) if by_value else (needed, [1])
            options.append(("invulnerable", needed, self.save_modifier(mods) if mods else 0))
        if not options:
            return None
        best = options[0]
        for option in options[1:]:
            if self.faces(option[1], option[2]) > self.faces(best[1], best[2]):
                best = option
        return best

    def wound(self, victim: dict, weapon: dict) -> None:
        victim["attacked"] = True
        self.events.append({"type": "wound_allocated", "model": victim["id"]})
        cover = self.cover(victim, weapon["ap"])
        choice = self.save_choice(victim, weapon["ap"], cover)
        if choice is None:
            self.events.append({"type": "save_roll", "model": victim["id"], "save": "none", "roll": None, "needed": None, "modifier": 0, "cover": False, "saved": False})
        else:
            kind, needed, modifier = choice
            roll = self.dice.take("schutzwurf")[0]
            six = self.option("WH-A-SCHUTZ-SECHS") == "sechs-gelingt"
            reached = roll + modifier >= needed
            held = (roll == 6 and six) or ((roll != 1 or WRONG_SAVE) and reached)
            self.events.append({"type": "save_roll", "model": victim["id"], "save": kind, "roll": roll, "needed": needed, "modifier": modifier, "cover": cover, "saved": held})
            if held:
                return
        damage, read = self.roll(weapon["damage"], "schaden")
        lost, excess = self.lose(victim, damage)
        self.events.append({"type": "damage_applied", "model": victim["id"], "damage": damage, "dice": read, "lost": lost, "wounds_left": victim["wounds_left"], "excess": excess})
        if victim["wounds_left"] == 0:
            self.destroy(victim)

    def lose(self, model: dict, amount: int) -> tuple[int, int]:
        lost = 0
        for point in range(amount):
            if model["wounds_left"] == 0:
                return lost, amount - point
            value = model["profile"]["feel_no_pain"]
            if value is not None:
                roll = self.dice.take("verletzungen-ignorieren")[0]
                self.events.append({"type": "feel_no_pain", "model": model["id"], "roll": roll, "ignored": roll >= value})
                if roll >= value:
                    continue
            lost += 1
            model["wounds_left"] -= 1
        return lost, 0

    # mortal wounds, destruction, Gefährliches Ende

    def mortal_wounds(self, unit_id: str, amount: int, read: list[int], source: str) -> None:
        if amount <= 0:
            return
        self.events.append({"type": "mortal_wounds", "unit": unit_id, "amount": amount, "dice": read, "source": source})
        for left in range(amount - 1, -1, -1):
            victim = self.allocate(unit_id)
            if victim is None:
                return
            self.lose(victim, 1)
            self.events.append({"type": "mortal_wound", "model": victim["id"], "wounds_left": victim["wounds_left"]})
            if victim["wounds_left"] == 0:
                self.destroy(victim)
                if left and self.option("WH-A-TOEDLICH-UEBERSCHUSS") == "verfaellt":
                    return

    def destroy(self, model: dict) -> None:
        unit = self.models[model["id"]][0]
        model.update(status="destroyed", wounds_left=0, attacked=False)
        self.events.append({"type": "model_destroyed", "model": model["id"], "unit": unit["id"]})
        self.deadly_demise(model)
        if not self.alive(unit) and unit["id"] not in self.destroyed_units:
            self.destroyed_units.add(unit["id"])
            self.events.append({"type": "unit_destroyed", "unit": unit["id"]})

    def deadly_demise(self, model: dict) -> None:
        x = model["profile"]["deadly_demise"]
        if x is None:
            return
        roll = self.dice.take("gefaehrliches-ende")[0]
        if roll != 6:
            self.events.append({"type": "deadly_demise", "model": model["id"], "roll": roll, "triggered": False, "amount": 0, "dice": [], "units": []})
            return
        close = self.near[model["id"]]
        hit = [u["id"] for _, u in sorted(self.units.items()) if any(m["id"] in close for m in self.alive(u))]
        if isinstance(x, str) and self.option("WH-A-GEFAEHRLICHES-ENDE-WURF") == "je-einheit":
            amounts = [self.roll(x, "toedlich") for _ in hit]
            self.events.append({"type": "deadly_demise", "model": model["id"], "roll": roll, "triggered": True, "amount": 0, "dice": [], "units": hit})
            for unit_id, (amount, read) in zip(hit, amounts):
                self.mortal_wounds(unit_id, amount, read, "deadly_demise")
            return
        amount, read = self.roll(x, "toedlich")
        self.events.append({"type": "deadly_demise", "model": model["id"], "roll": roll, "triggered": True, "amount": amount, "dice": read, "units": hit})
        for unit_id in hit:
            self.mortal_wounds(unit_id, amount, [], "deadly_demise")


# -- the protocol -------------------------------------------------------------------------------


def outcome(case: dict) -> dict:
    state, action = case.get("state"), case.get("action")
    options = case.get("interpretations") or {}
    try:
        for name, option in options.items():
            if option not in SWITCHES.get(name, ()):
                raise malformed("CORE.INTERPRETATION.UNKNOWN")
        check_case(state, action)
        dice = Dice(case.get("dice") or {})
        calculator = Calculator(state, action, dice, options)
        calculator.run()
        left = dice.left()
        if left is not None:
            return {"status": "rejected", "error": {"kind": "dice", "code": "CORE.DICE.UNUSED", "label": left, "message": "unused dice"}}
    except Rejected as rejection:
        return {"status": "rejected", "error": rejection.error}
    except MissingDie as missing:
        return {"status": "rejected", "error": {"kind": "dice", "code": "CORE.DICE.MISSING", "label": missing.label, "message": "a die is missing"}}
    return {"status": "accepted", "state": state, "events": calculator.events}


def handshake() -> dict:
    return {
        "version": 1,
        "implementation": {"name": "board-free-calculator", "version": "1.0", "language": "python"},
        "rulesets": {"w40k": {"interpretations": SWITCHES}},
        "events": True,
        "capabilities": {"board_free_only": True, "rejects_malformed": True},
    }


def main() -> int:
    for line in sys.stdin:
        try:
            message = json.loads(line)
        except ValueError:
            continue
        if message.get("cmd") == "start":
            answer: dict = handshake()
        elif message.get("cmd") == "run":
            case = message.get("case", {})
            if case.get("ruleset") != "w40k":
                answer = {"seq": message["seq"], "skipped": True, "message": "only Warhammer 40,000 attacks"}
            else:
                try:
                    answer = {"seq": message["seq"], "outcome": outcome(case)}
                except Exception as exc:  # noqa: BLE001 -- a bug of this calculator: answered as errored
                    answer = {"seq": message["seq"], "errored": True, "message": f"{type(exc).__name__}: {exc}"}
        elif message.get("cmd") == "stop":
            return 0
        else:
            continue
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
