"""Write the golden battle round: both players through every phase of one battle round, from the
starting position of :mod:`regelwerk.rulesets.w40k.game` to the end of the game after round 1.

    .venv/bin/python -m tests.w40k.make_playthrough            # write the file
    .venv/bin/python -m tests.w40k.make_playthrough --check    # compare, write nothing
    .venv/bin/python -m tests.w40k.make_playthrough --show     # print each step's events

The actions and dice are a fixed script (:data:`SCRIPT`), not random play: every phase is shown
on purpose.  The engine decides every outcome through ``run_case``; the file records what a replay
needs (initial state, each action with the dice it read, the hash of each outcome and its event
types, the final state; format ``schemas/playthrough.schema.json``, described in
``docs/w40k.md``, "The golden battle round").

The round (positions in inches; the battlefield is 60 by 44):

* The Imperium: the command phase; the Trupp (five infantry at y = 14) moves 6" north; the
  Terminatoren arrive by deep strike more than 9" from every enemy; the Trupp shoots the Boyz
  (six of ten destroyed), the Terminatoren shoot the Panza (one wound); the Terminatoren charge
  the Panza (2W6 = 12) into base contact and fight first with their power fists (eight damage);
  the Panza strikes back in the remaining step.
* The Orks: the Boyz, below half strength, fail their battle-shock test; the Imperium's Trupp
  controls the objective marker Mitte; the Panza falls back out of engagement range, the Boyz
  move 6"; the Boyz shoot the Trupp (Trupp-1 destroyed after losing its first wound); the
  Boyz charge the Trupp (2W6 = 8) and fight first, choosing Trupp-3 to take their wounds, the
  Trupp strikes back; at the end of the turn Trupp-2, out of coherency, is removed; the game
  ends after round 1 and the Kommandos, still in strategic reserve, are destroyed.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from regelwerk.core.canonical import Json, dumps, pretty, value_digest
from regelwerk.core.inches import inches
from regelwerk.core.paths import vectors_dir
from regelwerk.core.ruleset import run_case
from regelwerk.rulesets import get
from regelwerk.rulesets.w40k.game import initial_json

RULESET = get("w40k")
FORMAT = 1
GENERATOR = "tests/w40k/make_playthrough.py"
FOLDER = vectors_dir() / "w40k" / "partien"
PLAYTHROUGH_ID = "spielrunde"
I, O = "imperium", "orks"


def at(x: float, y: float, z: int = 0) -> list[int]:
    return [inches(x), inches(y), z]


def path(model: str, *points: list[int]) -> Json:
    return {"model": model, "path": list(points)}


def end_phase(player: str) -> tuple[Json, Json]:
    return {"type": "end_phase", "player": player}, {}


def consolidate(player: str, unit: str) -> tuple[Json, Json]:
    """No model moves: each is in base contact already, or none can get closer (WH-NAH-13)."""
    return {"type": "consolidate", "player": player, "unit": unit, "paths": []}, {}


# The Panza's centre is (44|36), radius 500 units; a terminator's radius is 200, so base contact is
# exactly 700 units between the centres: (0, -700), (-560, -420), (560, -420).
PANZA = (inches(44), inches(36))
TRUPP_Y = inches(20)

SCRIPT: list[tuple[Json, Json]] = [
    # -- the Imperium's turn ---------------------------------------------------------------------
    end_phase(I),  # command phase: no unit below half strength
    ({"type": "move", "player": I, "unit": "Trupp", "mode": "normal",
      "paths": [path(f"Trupp-{i + 1}", at(26 + 2 * i, 20)) for i in range(5)], "embark": None, "casualties": [], "facing": {}}, {}),
    end_phase(I),
    ({"type": "arrive", "player": I, "unit": "Terminatoren",
      "positions": {"Terminatoren-1": at(43, 23), "Terminatoren-2": at(46, 22), "Terminatoren-3": at(49, 23)}, "facing": {}}, {}),
    end_phase(I),
    ({"type": "shoot", "player": I, "unit": "Trupp", "attacks": [{"model": f"Trupp-{i + 1}", "weapon": "Bolter", "target": "Boyz"} for i in range(5)],
      "allocation": {}},
     {"treffer": [3, 4, 5, 6, 3, 4, 5, 6, 3, 4], "verwundung": [5, 6, 5, 6, 5, 6, 5, 2, 2, 3], "schutzwurf": [1, 2, 3, 4, 2, 3, 6]}),
    ({"type": "shoot", "player": I, "unit": "Terminatoren",
      "attacks": [{"model": f"Terminatoren-{i + 1}", "weapon": "Sturmbolter", "target": "Panza"} for i in range(3)], "allocation": {}},
     {"treffer": [3, 3, 3, 4, 1, 2], "verwundung": [6, 2, 3, 4], "schutzwurf": [1]}),
    end_phase(I),
    ({"type": "declare_charge", "player": I, "unit": "Terminatoren", "targets": ["Panza"]}, {"angriff": [6, 6]}),
    ({"type": "charge_move", "player": I, "unit": "Terminatoren", "paths": [
        path("Terminatoren-1", [PANZA[0] - 560, PANZA[1] - 420, 0]),
        path("Terminatoren-2", [PANZA[0], PANZA[1] - 700, 0]),
        path("Terminatoren-3", [PANZA[0] + 560, PANZA[1] - 420, 0]),
    ]}, {}),
    end_phase(I),
    ({"type": "fight", "player": I, "unit": "Terminatoren", "pile_in": [],
      "attacks": [{"model": f"Terminatoren-{i + 1}", "weapon": "Energiefaust", "target": "Panza"} for i in range(3)], "allocation": {}},
     {"treffer": [4, 4, 4, 4, 4, 4, 4, 1, 2], "verwundung": [5, 5, 6, 6, 1, 2, 3], "schutzwurf": [1, 2, 1, 2]}),
    consolidate(I, "Terminatoren"),
    end_phase(I),
    ({"type": "fight", "player": O, "unit": "Panza", "pile_in": [],
      "attacks": [{"model": "Panza-1", "weapon": "Ramme", "target": "Terminatoren"}], "allocation": {}},
     {"treffer": [3, 5, 6], "verwundung": [3, 4], "schutzwurf": [1, 5]}),
    consolidate(O, "Panza"),
    ({"type": "end_turn", "player": I, "removals": {}}, {}),
    # -- the Orks' turn --------------------------------------------------------------------------
    ({"type": "battle_shock_test", "player": O, "unit": "Boyz"}, {"erschuetterung": [3, 2]}),
    end_phase(O),
    ({"type": "move", "player": O, "unit": "Panza", "mode": "fall_back", "paths": [path("Panza-1", at(44, 42))],
      "embark": None, "casualties": [], "facing": {}}, {}),
    ({"type": "move", "player": O, "unit": "Boyz", "mode": "normal", "paths": [
        path("Boyz-7", at(33, 27)), path("Boyz-8", at(35, 29)), path("Boyz-9", at(37, 27)), path("Boyz-10", at(39, 29)),
    ], "embark": None, "casualties": [], "facing": {}}, {}),
    end_phase(O),
    end_phase(O),
    ({"type": "shoot", "player": O, "unit": "Boyz", "attacks": [{"model": f"Boyz-{i}", "weapon": "Wumme", "target": "Trupp"} for i in range(7, 11)],
      "allocation": {}},
     {"treffer": [5, 6, 5, 2, 3, 1, 6, 4], "verwundung": [4, 5, 2, 6], "schutzwurf": [2, 1, 5]}),
    end_phase(O),
    ({"type": "declare_charge", "player": O, "unit": "Boyz", "targets": ["Trupp"]}, {"angriff": [4, 4]}),
    ({"type": "charge_move", "player": O, "unit": "Boyz", "paths": [
        path("Boyz-7", [inches(32), TRUPP_Y + 320, 0]),
        path("Boyz-8", [inches(34), TRUPP_Y + 320, 0]),
        path("Boyz-9", [inches(34) + 320, TRUPP_Y, 0]),
        path("Boyz-10", [9300, 5700, 0]),
    ]}, {}),
    end_phase(O),
    ({"type": "fight", "player": O, "unit": "Boyz", "pile_in": [],
      "attacks": [{"model": f"Boyz-{i}", "weapon": "Spalta", "target": "Trupp"} for i in range(7, 10)], "allocation": {"Trupp": ["Trupp-3", "Trupp-4", "Trupp-5", "Trupp-2", "Trupp-1"]}},
     {"treffer": [3, 4, 5, 6, 1, 2, 2, 1, 2], "verwundung": [4, 5, 1, 2], "schutzwurf": [1, 3]}),
    consolidate(O, "Boyz"),
    end_phase(O),
    ({"type": "fight", "player": I, "unit": "Trupp", "pile_in": [],
      "attacks": [{"model": f"Trupp-{i}", "weapon": "Kampfmesser", "target": "Boyz"} for i in (4, 5)], "allocation": {}},
     {"treffer": [3, 4, 5, 1, 2, 6], "verwundung": [5, 2, 3, 6], "schutzwurf": [2, 6]}),
    consolidate(I, "Trupp"),
    ({"type": "end_turn", "player": O, "removals": {}}, {}),
]

DESCRIPTION = (
    "One battle round of two players under every default reading, through every phase: command points and a failed "
    "battle-shock test, objective control, a normal move, a fall back and a deep strike, shooting with allocation to a "
    "wounded model, two charges into base contact, Fights First and the remaining step, a model removed for coherency at "
    "the end of a turn, and strategic reserves destroyed at the end of the game."
)


def build(show: bool = False) -> Json:
    state = start = initial_json(last_round=1)
    steps = []
    for action, dice in SCRIPT:
        outcome = run_case(RULESET, {"state": state, "action": action, "dice": dice, "interpretations": {}})
        if show:
            print(f"{len(steps) + 1}: {dumps(action)[:120]}")
            for event in outcome.get("events", []) or [outcome]:
                print("    " + dumps(event)[:240])
        if outcome["status"] != "accepted":
            raise SystemExit(f"step {len(steps) + 1} {dumps(action)} was not accepted: {dumps(outcome)}")
        steps.append({"action": action, "dice": dice, "outcome_hash": value_digest(outcome), "events": [e["type"] for e in outcome["events"]]})
        state = outcome["state"]
    if state["phase"] != "over":
        raise SystemExit("the script does not end the game")
    counts = Counter(t for step in steps for t in step["events"])
    return {
        "format": FORMAT,
        "ruleset": RULESET.name,
        "id": PLAYTHROUGH_ID,
        "description": DESCRIPTION,
        "generator": {"script": GENERATOR, "seed": 0},
        "interpretations": {},
        "initial_state": start,
        "steps": steps,
        "final_state": state,
        "winner": "none",
        "reason": "last_round",
        "summary": {"actions": len(steps), "turns": counts["turn_changed"] + 1,  # the first turn begins in the initial state
                    "events": dict(sorted(counts.items()))},
    }


_STEPS_MARK = "__steps_written_one_per_line__"


def render(content: Json) -> str:
    """Canonical text with each step on one line, so the round reads action by action."""
    text = pretty({**content, "steps": _STEPS_MARK})
    body = "[\n" + ",\n".join("    " + dumps(step) for step in content["steps"]) + "\n  ]"
    return text.replace(f'"steps": "{_STEPS_MARK}"', f'"steps": {body}', 1)


def path_of() -> Path:
    return FOLDER / f"{PLAYTHROUGH_ID}.json"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the file on disk, write nothing")
    parser.add_argument("--show", action="store_true", help="print every step's events")
    args = parser.parse_args(argv)
    text = render(build(args.show))
    target = path_of()
    if args.check:
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            print(f"{target}: differs from what the script writes")
            return 1
        return 0
    if args.show:
        return 0
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
