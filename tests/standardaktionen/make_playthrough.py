"""Write a golden Standardaktionen game: a whole game from the sample starting position to the
last player with units, as a replayable list of actions and dice.

    .venv/bin/python -m tests.standardaktionen.make_playthrough --find 200
    .venv/bin/python -m tests.standardaktionen.make_playthrough --seed 17

The game is played by the ``skirmish`` policy of :mod:`tests.standardaktionen.games` with a
seeded PRNG for its choices; the engine decides every outcome through ``run_case``.  The file
(format ``schemas/playthrough.schema.json``, described in ``docs/standardaktionen.md``, "Golden
game") records the initial state, each action with the dice it read, the hash and event types
of each outcome, the final state, the winner and the reason.  ``--find`` plays seeds and lists
those whose game shows everything in :data:`WANTED` within ``--max-actions`` actions and at
least two full rounds.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from regelwerk.core.canonical import Json, dumps, pretty, value_digest
from regelwerk.core.paths import vectors_dir
from regelwerk.rulesets.standardaktionen import initial_state, state_to_json
from tests.standardaktionen.games import RULESET, Game, play_game, seeded, skirmish

FORMAT = 1
GENERATOR = "tests/standardaktionen/make_playthrough.py"
# What the golden game shows: movement, attacks with reactions that resolve, an ambush, a death,
# facing changes, a mercenary's loan, new rounds and the end.
WANTED = ("moved", "attack_declared", "reacted", "reaction_resolved", "ambush", "died", "faced", "loan_paid",
          "round_started", "game_over")


def turned(game: Game) -> int:
    """How many facing phases changed a unit's facing."""
    count, state = 0, game.start
    for step in game.steps:
        before = {u["id"]: u["facing"] for u in state["units"]}
        count += sum(1 for e in step.outcome["events"] if e["type"] == "faced" and e["facing"] != before[e["unit"]])
        state = step.outcome["state"]
    return count


def shows_everything(game: Game, max_actions: int) -> bool:
    counts = Counter(t for step in game.steps for t in step.event_types)
    return (
        game.final["winner"] is not None
        and len(game.steps) <= max_actions
        and all(counts[t] for t in WANTED)
        and counts["round_started"] >= 2
        and turned(game) >= 2
    )


def playthrough(game: Game, playthrough_id: str, seed: int) -> Json:
    final = game.final
    last = game.steps[-1].outcome["events"][-1]
    counts = Counter(t for step in game.steps for t in step.event_types)
    rounds = final["round"]
    return {
        "format": FORMAT,
        "ruleset": RULESET.name,
        "id": playthrough_id,
        "description": (
            f"A whole game of two players from the sample starting position, every interpretation at its default: "
            f"{len(game.steps)} actions over {rounds} rounds, with reactions, an ambush and deaths, until {last['winner']} "
            f"is the last player with living units."
        ),
        "generator": {"script": GENERATOR, "seed": seed},
        "interpretations": game.interpretations,
        "initial_state": game.start,
        "steps": [
            {"action": s.action, "dice": s.dice, "outcome_hash": value_digest(s.outcome), "events": s.event_types}
            for s in game.steps
        ],
        "final_state": final,
        "winner": final["winner"],
        "reason": last["reason"],
        "summary": {"actions": len(game.steps), "turns": counts["turn_ended"], "events": dict(sorted(counts.items()))},
    }


_STEPS_MARK = "__steps_written_one_per_line__"


def render(content: Json) -> str:
    """Canonical text with one step per line, so the game reads and diffs action by action."""
    text = pretty({**content, "steps": _STEPS_MARK})
    body = "[\n" + ",\n".join("    " + dumps(step) for step in content["steps"]) + "\n  ]"
    return text.replace(f'"steps": "{_STEPS_MARK}"', f'"steps": {body}', 1)


def new_game(seed: int, max_actions: int) -> Game:
    return play_game(state_to_json(initial_state(2)), {}, skirmish, seeded(seed), max_actions)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=0, help="seed of the driver's choices (with --find: the first seed)")
    parser.add_argument("--id", default="partie-1", help="the playthrough's id and file name")
    parser.add_argument("--out", type=Path, help="where to write (default vectors/standardaktionen/partien/<id>.json)")
    parser.add_argument("--max-actions", type=int, default=400, help="the longest game to play or list")
    parser.add_argument("--find", type=int, metavar="COUNT", help="play COUNT seeds and list the good ones; writes nothing")
    args = parser.parse_args(argv)
    if args.find:
        for seed in range(args.seed, args.seed + args.find):
            game = new_game(seed, args.max_actions)
            if shows_everything(game, args.max_actions):
                counts = Counter(t for step in game.steps for t in step.event_types)
                print(f"seed {seed}: {len(game.steps)} actions, round {game.final['round']}, " + ", ".join(f"{t} {counts[t]}" for t in WANTED))
        return 0
    game = new_game(args.seed, args.max_actions)
    if not shows_everything(game, args.max_actions):
        print(f"seed {args.seed}: the game does not show everything a golden game should; try --find", file=sys.stderr)
        return 1
    content = playthrough(game, args.id, args.seed)
    out = args.out or vectors_dir() / RULESET.name / "partien" / f"{args.id}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render(content), encoding="utf-8")
    print(f"{out}: {len(game.steps)} actions, {content['winner']} wins ({content['reason']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
