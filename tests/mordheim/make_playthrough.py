"""Write the golden start of turn: a whole warband through all four steps, its turn, and the
opponent's start of turn that ends the game with a rout.

    .venv/bin/python -m tests.mordheim.make_playthrough            # both files
    .venv/bin/python -m tests.mordheim.make_playthrough --check    # compare, write nothing

The actions and dice are a fixed script (:data:`SCRIPTS`), not random play: every step of the
start of the turn is shown on purpose.  The engine decides every outcome through ``run_case``;
the file records what a replay needs (initial state, each action with the dice it read, the hash
of each outcome and its event types, the final state, the winner and the reason; format
``schemas/playthrough.schema.json``, described in ``docs/mordheim.md``, "The golden start of
turn").

The position (Reikland's turn begins; the table is 48 by 48 inches):

* Reikland: Kurt (captain, leader) stunned at (20|20); Ulrich (champion) at (30|12); Hans
  (youngblood) fleeing south at (24|20), 3 inches from Kurt; Max (youngblood) fleeing east at
  (36|40); Fritz (warrior) knocked down at (22|16); Otto (warrior) stunned at (26|16); Lukas
  (marksman) out of action; Paul (marksman) at (18|12).  Pending: smelling salts on Kurt (E1),
  poison on Paul (E2).
* Middenheim: Ansgar (captain, leader) and Bruno, Emil, Georg, Heinz standing; Jakob, Moritz and
  Rudolf out of action: 3 of 8 lost, its rout test will be due.
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

RULESET = get("mordheim")
FORMAT = 1
GENERATOR = "tests/mordheim/make_playthrough.py"
FOLDER = vectors_dir() / "mordheim" / "partien"


def _model(model_id: str, warband: str, type_id: str, profile: tuple[int, int, int], status: str, at_inches=None, flight=None) -> Json:
    move, initiative, leadership = profile
    at = None if at_inches is None else [inches(at_inches[0]), inches(at_inches[1]), 0]
    return {
        "id": model_id,
        "warband": warband,
        "type": type_id,
        "profile": {"move": move, "initiative": initiative, "leadership": leadership},
        "base": 250,
        "immune_to_psychology": False,
        "status": status,
        "at": at,
        "flight": flight,
        "marks": [],
        "injury_roll": False,
    }


def initial_state() -> Json:
    captain, champion, youngblood, warrior = (4, 4, 8), (4, 4, 7), (4, 3, 6), (4, 3, 7)
    models = [
        _model("Kurt", "reikland", "captain", captain, "stunned", (20, 20)),
        _model("Ulrich", "reikland", "champion", champion, "standing", (30, 12)),
        _model("Hans", "reikland", "youngblood", youngblood, "fleeing", (24, 20), [0, -1]),
        _model("Max", "reikland", "youngblood", youngblood, "fleeing", (36, 40), [1, 0]),
        _model("Fritz", "reikland", "warrior", warrior, "knocked_down", (22, 16)),
        _model("Otto", "reikland", "warrior", warrior, "stunned", (26, 16)),
        _model("Lukas", "reikland", "marksman", warrior, "out_of_action"),
        _model("Paul", "reikland", "marksman", warrior, "standing", (18, 12)),
        _model("Ansgar", "middenheim", "captain", captain, "standing", (24, 44)),
        _model("Bruno", "middenheim", "champion", champion, "standing", (20, 40)),
        _model("Emil", "middenheim", "youngblood", youngblood, "standing", (28, 40)),
        _model("Georg", "middenheim", "youngblood", youngblood, "standing", (32, 42)),
        _model("Heinz", "middenheim", "warrior", warrior, "standing", (16, 42)),
        _model("Jakob", "middenheim", "warrior", warrior, "out_of_action"),
        _model("Moritz", "middenheim", "marksman", warrior, "out_of_action"),
        _model("Rudolf", "middenheim", "marksman", warrior, "out_of_action"),
    ]
    return {
        "phase": "effects",
        "active": "reikland",
        "result": None,
        "scenario": {"rout_tests": True},
        "table": {"width": inches(48), "depth": inches(48)},
        "rout_test_passed": False,
        "warbands": [
            {"id": "reikland", "leader": "Kurt", "routed": False, "rout_test_due_before": False},
            {"id": "middenheim", "leader": "Ansgar", "routed": False, "rout_test_due_before": True},
        ],
        "models": sorted(models, key=lambda m: m["id"]),
        "effects": [{"id": "E1", "kind": "wake", "model": "Kurt"}, {"id": "E2", "kind": "poison", "model": "Paul"}],
    }


R, M = "reikland", "middenheim"
# (action, dice) in order: every step of Reikland's start of turn, its turn, then Middenheim's
# start of turn up to the failed rout test.
DEFAULT_SCRIPT: list[tuple[Json, Json]] = [
    ({"type": "resolve_effect", "player": R, "effect": "E1"}, {}),  # Kurt comes round: knocked down
    ({"type": "resolve_effect", "player": R, "effect": "E2"}, {"effekt": [1]}),  # Paul out of action: 2 of 8 lost
    ({"type": "end_step", "player": R}, {}),
    ({"type": "rout_test", "player": R}, {"rueckzugstest": [3, 4]}),  # Kurt, knocked down, tests on 8: passed
    ({"type": "end_step", "player": R}, {}),
    ({"type": "rally", "player": R, "model": "Hans", "use_leader": True}, {"sammeltest": [4, 4]}),  # 8 on Kurt's 8: passed
    ({"type": "rally", "player": R, "model": "Max", "use_leader": False}, {"sammeltest": [5, 4]}),  # 9 on 6: failed, flees on in the movement phase
    ({"type": "end_step", "player": R}, {}),
    ({"type": "turn_over", "player": R, "model": "Otto"}, {}),
    ({"type": "stand_up", "player": R, "model": "Kurt"}, {}),  # knocked down since step 1: may stand
    ({"type": "stand_up", "player": R, "model": "Fritz"}, {}),
    ({"type": "end_step", "player": R}, {}),
    ({"type": "move", "player": R, "model": "Ulrich", "to": [inches(30), inches(16), 0]}, {}),
    ({"type": "shoot", "player": R, "model": "Fritz", "target": "Bruno"}, {}),  # stood up: may shoot
    ({"type": "cast", "player": R, "model": "Kurt"}, {}),
    ({"type": "end_turn", "player": R}, {}),
    ({"type": "end_step", "player": M}, {}),
    ({"type": "rout_test", "player": M}, {"rueckzugstest": [6, 5]}),  # Ansgar on 8: failed, Middenheim routs
]


# -- the measuring starts of turn ----------------------------------------------------------------
#
# A second position, for readings that only a whole start of turn can show: every rally in it is
# accepted under its readings, so no single vector may declare them (a vector names exactly the
# readings its outcome depends on, and these rallies are accepted under the defaults too).  Around
# each fleeing model the nearest standing models are placed so that the distances are decided
# exactly at the boundary (units of 1/254 inch, docs/mordheim.md, "Inch geometry"):
#
# * Hans hovers 6 inches (1524 u) straight above his leader Kurt: in space exactly 6 inches away;
#   Max stands 1774 u east of Kurt, a gap of exactly 1524 u between the 25 mm bases.
# * Otto, Fritz, Rolf, Sepp and Yorck each have a friend and an enemy at exactly the same distance
#   (a tie: the nearest models are a friend and an enemy, so the enemy is not *the* nearest):
#   Otto: Paul (25 mm, 1000 u west-east) and Anton (60 mm, 1175 u), both gaps 750 u, enemy first
#   by id; Fritz: Bernd (25 mm, 1000 u) and Lukas (60 mm, 1175 u), enemy first; Rolf: Ulrich
#   (25 mm, 1000 u) and Zoltan (60 mm, 1175 u), friend first; Sepp: Tobias (60 mm, 1175 u) and
#   Volker (25 mm, 1000 u), both 1 inch up, friend first; Yorck (in space only): Konrad on the
#   ground at a gap of 750 u and Norbert 600 u up at a gap of 450 u (450² + 600² = 750²).
# * Xaver (on the table only): Dieter on the ground and Heinrich 1 inch up, both gaps 750 u.
# * Walter fails his rally; his flight goes on in the movement phase (MH-A-FLUCHT-ZEITPUNKT=spaeter).
# * Reikland has lost 6 of its 24 models (fled off the table): its rout test is due; Middenheim has
#   3 of 10 out of action.


def _unit_model(model_id: str, warband: str, type_id: str, profile: tuple[int, int, int], status: str,
                at: list[int] | None = None, base: int = 250, flight=None) -> Json:
    """A model placed in units (1/254 inch) with its base diameter in units."""
    model = _model(model_id, warband, type_id, profile, status, None, flight)
    return {**model, "at": at, "base": base}


def measuring_state() -> Json:
    captain, champion, youngblood, warrior = (4, 4, 8), (4, 4, 7), (4, 3, 6), (4, 3, 7)
    r, m = "reikland", "middenheim"
    south, north, east = [0, -1], [0, 1], [1, 0]
    models = [
        _unit_model("Kurt", r, "captain", captain, "standing", [5080, 5080, 0]),
        _unit_model("Hans", r, "youngblood", youngblood, "fleeing", [5080, 5080, 1524], flight=south),
        _unit_model("Max", r, "youngblood", youngblood, "fleeing", [6854, 5080, 0], flight=east),
        _unit_model("Walter", r, "youngblood", youngblood, "fleeing", [5080, 6600, 0], flight=north),
        _unit_model("Otto", r, "youngblood", youngblood, "fleeing", [2540, 9144, 0], flight=south),
        _unit_model("Paul", r, "warrior", warrior, "standing", [3540, 9144, 0]),
        _unit_model("Anton", m, "warrior", warrior, "standing", [1365, 9144, 0], base=600),
        _unit_model("Fritz", r, "youngblood", youngblood, "fleeing", [2540, 2540, 0], flight=south),
        _unit_model("Bernd", m, "warrior", warrior, "standing", [2540, 1540, 0]),
        _unit_model("Lukas", r, "warrior", warrior, "standing", [2540, 3715, 0], base=600),
        _unit_model("Rolf", r, "youngblood", youngblood, "fleeing", [9652, 9144, 0], flight=south),
        _unit_model("Ulrich", r, "champion", champion, "standing", [8652, 9144, 0]),
        _unit_model("Zoltan", m, "warrior", warrior, "standing", [10827, 9144, 0], base=600),
        _unit_model("Sepp", r, "youngblood", youngblood, "fleeing", [9652, 2540, 0], flight=south),
        _unit_model("Tobias", r, "warrior", warrior, "standing", [10827, 2540, 254], base=600),
        _unit_model("Volker", m, "warrior", warrior, "standing", [8652, 2540, 254]),
        _unit_model("Yorck", r, "youngblood", youngblood, "fleeing", [6096, 2540, 0], flight=south),
        _unit_model("Konrad", r, "warrior", warrior, "standing", [7096, 2540, 0]),
        _unit_model("Norbert", m, "warrior", warrior, "standing", [5396, 2540, 600]),
        _unit_model("Xaver", r, "youngblood", youngblood, "fleeing", [6096, 9144, 0], flight=south),
        _unit_model("Dieter", m, "warrior", warrior, "standing", [6096, 10144, 0]),
        _unit_model("Heinrich", r, "warrior", warrior, "standing", [6096, 8144, 254]),
        _unit_model("Gustav", r, "warrior", warrior, "stunned", [10160, 5080, 0]),
        _unit_model("Horst", r, "warrior", warrior, "stunned", [11176, 6096, 0]),
        *(_unit_model(name, r, "warrior", warrior, "fled") for name in ("Eberhard", "Edgar", "Egon", "Emmerich", "Erwin", "Ewald")),
        _unit_model("Ansgar", m, "captain", captain, "standing", [6096, 11684, 0]),
        *(_unit_model(name, m, "warrior", warrior, "out_of_action") for name in ("Jakob", "Moritz", "Rudolf")),
    ]
    return {
        "phase": "effects",
        "active": r,
        "result": None,
        "scenario": {"rout_tests": True},
        "table": {"width": inches(48), "depth": inches(48)},
        "rout_test_passed": False,
        "warbands": [
            {"id": r, "leader": "Kurt", "routed": False, "rout_test_due_before": False},
            {"id": m, "leader": "Ansgar", "routed": False, "rout_test_due_before": True},
        ],
        "models": sorted(models, key=lambda model: model["id"]),
        "effects": [{"id": "E1", "kind": "wake", "model": "Gustav"}],
    }


def _rally(model: str, use_leader: bool = False) -> tuple[Json, Json]:
    return {"type": "rally", "player": R, "model": model, "use_leader": use_leader}, {"sammeltest": [1, 1]}


def measuring_script(rallied: list[str]) -> list[tuple[Json, Json]]:
    """The measuring start of turn; ``rallied``: the models with a tie that rally under the readings."""
    return [
        ({"type": "resolve_effect", "player": R, "effect": "E1"}, {}),  # Gustav comes round: knocked down
        ({"type": "end_step", "player": R}, {}),
        ({"type": "rout_test", "player": R}, {"rueckzugstest": [1, 1]}),  # 6 of 24 fled: Kurt tests on 8
        ({"type": "end_step", "player": R}, {}),
        _rally("Hans", use_leader=True),
        _rally("Max", use_leader=True),
        ({"type": "rally", "player": R, "model": "Walter", "use_leader": False}, {"sammeltest": [6, 6]}),  # flees on later
        *(_rally(name) for name in rallied),
        ({"type": "end_step", "player": R}, {}),
        ({"type": "turn_over", "player": R, "model": "Horst"}, {}),  # stays down until the next turn
        ({"type": "stand_up", "player": R, "model": "Gustav"}, {}),
        ({"type": "end_step", "player": R}, {}),
        ({"type": "end_turn", "player": R}, {}),
        ({"type": "end_step", "player": M}, {}),
        ({"type": "rout_test", "player": M}, {"rueckzugstest": [6, 5]}),  # Ansgar on 8: failed, Middenheim routs
    ]


MEASURING = ("messen-waagerecht", "messen-raeumlich")

SCRIPTS: dict[str, tuple[dict[str, str], list[tuple[Json, Json]], str]] = {
    "beginn-des-zuges": (
        {},
        DEFAULT_SCRIPT,
        "Reikland's start of turn under every default reading: smelling salts and poison, a passed rout test on the "
        "knocked-down leader's leadership, one rally passed on the leader's value and one failed (the model flees on in "
        "the movement phase), a stunned model turned over by choice and two models standing up; then its turn and "
        "Middenheim's start of turn, whose failed rout test ends the game and marks the models out of action of both "
        "warbands for injury rolls.",
    ),
    "beginn-des-zuges-regelbuch": (
        {
            "MH-A-FLUCHT-ZEITPUNKT": "sofort",
            "MH-A-FLUCHTRICHTUNG": "naechste-kante",
            "MH-A-VERLETZUNGEN": "alle-ausgeschalteten",
            "MH-A-SAMMELN-ZAUBERN": "zaubern-erlaubt",
            "MH-A-AUFSTEHEN-BEWEGUNG": "halbe-bewegung",
        },
        DEFAULT_SCRIPT[:6]
        + [({"type": "rally", "player": R, "model": "Max", "use_leader": False}, {"sammeltest": [5, 4], "fluchtweite": [3, 2]})]  # flees 5" on at once
        + DEFAULT_SCRIPT[7:12]
        + [
            ({"type": "move", "player": R, "model": "Fritz", "to": [inches(22), inches(18), 0]}, {}),  # half of 4"
            ({"type": "cast", "player": R, "model": "Hans"}, {}),  # rallied, may cast under the published rule
            ({"type": "end_turn", "player": R}, {}),
        ]
        + DEFAULT_SCRIPT[-2:],
        "The same start of turn under published rules (two of them house rules against the text), with the failed "
        "rally's flight carried out at once (the option 'sofort') so that its direction shows: the continued flight "
        "heads for the nearest table edge, a model that stood up moves half its Bewegung, a rallied model casts a spell, "
        "and at the end of the game the models out of action of both warbands are marked for injury rolls.",
    ),
    "messen-waagerecht": (
        {"MH-A-SAMMELN-FEIND": "naechstes-modell-kein-feind"},
        measuring_script(["Otto", "Fritz", "Rolf", "Sepp", "Xaver"]),
        "A start of turn that measures at the boundaries, under the published condition that the nearest model of a "
        "rallying model is no enemy: a leader straight above and a leader exactly 6 inches away lend their leadership; "
        "five fleeing models have a friend and an enemy at exactly the same distance (bases of 25 and 60 mm, one friend "
        "an inch higher, which counts for nothing on the table) and rally; one fails and flees on in the movement phase.",
    ),
    "messen-raeumlich": (
        {
            "MH-A-SAMMELN-FEIND": "naechstes-modell-kein-feind",
            "MH-A-MESSUNG": "raeumlich",
            "MH-A-SAMMELN-PFLICHT": "pflicht",
            "MH-A-AUFSTEHEN": "pflicht",
            "MH-A-KEIN-TESTER": "kein-test",
            "MH-A-LETZTER-GEGNER": "anfaengliche",
            "MH-A-VERLETZUNGEN": "alle-ausgeschalteten",
        },
        measuring_script(["Otto", "Fritz", "Rolf", "Sepp", "Yorck"]),
        "The measuring start of turn in space, with rallying and standing up as duties, no rout test without a model "
        "that can take it, the game decided by the warbands at the start and injury rolls for every model out of "
        "action: the leader 6 inches straight above and 6 inches away on the ground still lends his leadership; the "
        "ties hold in space (one of them between a friend on the ground and an enemy 600 units up); every model that "
        "may rally does, the knocked-down model stands up, the one turned over stays down; Middenheim's failed rout "
        "test ends the game with no model left to mark for an injury roll.",
    ),
}


def build(playthrough_id: str) -> Json:
    interpretations, script, description = SCRIPTS[playthrough_id]
    state = start = measuring_state() if playthrough_id in MEASURING else initial_state()
    steps = []
    for action, dice in script:
        outcome = run_case(RULESET, {"state": state, "action": action, "dice": dice, "interpretations": interpretations})
        if outcome["status"] != "accepted":
            raise SystemExit(f"{playthrough_id}: step {len(steps) + 1} {dumps(action)} was not accepted: {dumps(outcome)}")
        steps.append({"action": action, "dice": dice, "outcome_hash": value_digest(outcome), "events": [e["type"] for e in outcome["events"]]})
        state = outcome["state"]
    if state["phase"] != "over":
        raise SystemExit(f"{playthrough_id}: the script does not end the game")
    counts = Counter(t for step in steps for t in step["events"])
    return {
        "format": FORMAT,
        "ruleset": RULESET.name,
        "id": playthrough_id,
        "description": description,
        "generator": {"script": GENERATOR, "seed": 0},
        "interpretations": interpretations,
        "initial_state": start,
        "steps": steps,
        "final_state": state,
        "winner": state["result"]["winner"],
        "reason": state["result"]["reason"],
        "summary": {"actions": len(steps), "turns": sum(1 for s in steps if "turn_passed" in s["events"]), "events": dict(sorted(counts.items()))},
    }


_STEPS_MARK = "__steps_written_one_per_line__"


def render(content: Json) -> str:
    """Canonical text with each step on one line, so the start of turn reads action by action."""
    text = pretty({**content, "steps": _STEPS_MARK})
    body = "[\n" + ",\n".join("    " + dumps(step) for step in content["steps"]) + "\n  ]"
    return text.replace(f'"steps": "{_STEPS_MARK}"', f'"steps": {body}', 1)


def path_of(playthrough_id: str) -> Path:
    return FOLDER / f"{playthrough_id}.json"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the files on disk, write nothing")
    args = parser.parse_args(argv)
    status = 0
    for playthrough_id in SCRIPTS:
        text = render(build(playthrough_id))
        path = path_of(playthrough_id)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                print(f"{path}: differs from what the script writes")
                status = 1
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")
    return status


if __name__ == "__main__":
    sys.exit(main())
