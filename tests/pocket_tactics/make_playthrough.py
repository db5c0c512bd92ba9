"""Write a golden Pocket-Tactics playthrough: one complete game, from the roll-off to victory.

    .venv/bin/python -m tests.pocket_tactics.make_playthrough --seed 7
    .venv/bin/python -m tests.pocket_tactics.make_playthrough --seed 3 --id partie-2 \\
        -i PT-A-SPRUNGBAHN=beliebig -i PT-A-WIEDERHOLUNG-PFLICHT=pflicht
    .venv/bin/python -m tests.pocket_tactics.make_playthrough --find 50 --seed 0

The game is played by the driver of :mod:`tests.pocket_tactics.games` with a seeded PRNG for
its choices (actions and dice); the engine stays pure and decides every outcome through
``run_case``.  The file records what a replay needs and nothing of the driver: the initial
state, each action with the dice it read, the hash of each outcome and its event types, the
final state, the winner and the reason (format: ``schemas/playthrough.schema.json``,
``docs/pocket_tactics.md`` "Golden playthroughs").  ``--find`` plays seeds and lists those
whose game makes a good golden playthrough: it ends by victory within ``--max-actions``
actions and shows every kind of step named in :data:`WANTED`.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from regelwerk.core.canonical import Json, dumps, pretty, value_digest
from regelwerk.core.paths import vectors_dir
from tests.pocket_tactics.games import MAX_TURNS, RULESET, Game, RandomChoices, play_game, resolve_interpretations

FORMAT = 1
GENERATOR = "tests/pocket_tactics/make_playthrough.py"
# What a golden game should show: setup, steps, a hop, a summon, a hazard roll, attacks with rerolls.
WANTED = ("tile_placed", "unit_deployed", "moved", "hopped", "summoned", "hazard_checked", "attack_declared", "rerolled")


def playthrough(game: Game, playthrough_id: str, seed: int, description: str | None = None) -> Json:
    """The file's content for a finished game."""
    final = game.final
    last = game.steps[-1].outcome["events"][-1]
    counts = Counter(t for step in game.steps for t in step.event_types)
    return {
        "format": FORMAT,
        "ruleset": RULESET.name,
        "id": playthrough_id,
        "description": description or _describe(game, last),
        "generator": {"script": GENERATOR, "seed": seed},
        "interpretations": game.interpretations,
        "initial_state": game.start,
        "steps": [
            {
                "action": step.action,
                "dice": step.dice,
                "outcome_hash": value_digest(step.outcome),
                "events": step.event_types,
            }
            for step in game.steps
        ],
        "final_state": final,
        "winner": final["winner"],
        "reason": last["reason"],
        "summary": {"actions": len(game.steps), "turns": game.turns, "events": dict(sorted(counts.items()))},
    }


_STEPS_MARK = "__steps_written_one_per_line__"


def render(content: Json) -> str:
    """The canonical text of a playthrough (keys sorted, two-space indentation, final newline),
    except that each step is one line in compact canonical form, so the game reads (and diffs)
    action by action."""
    text = pretty({**content, "steps": _STEPS_MARK})
    body = "[\n" + ",\n".join("    " + dumps(step) for step in content["steps"]) + "\n  ]" if content["steps"] else "[]"
    return text.replace(f'"steps": "{_STEPS_MARK}"', f'"steps": {body}', 1)


def _describe(game: Game, last: Json) -> str:
    how = {"base_defeated": "defeats the enemy base", "army_captured": "captures the whole enemy army", "no_action": "wins as the opponent cannot act"}
    options = ", ".join(f"{k}={v}" for k, v in sorted(game.interpretations.items())) or "every interpretation at its default"
    return (
        f"A complete game ({options}): the roll-off, twenty tiles, both bases, three units each, then "
        f"{game.turns} turns until the {last['winner']} {how.get(last['reason'], last['reason'])}."
    )


def shows_everything(game: Game, max_actions: int) -> bool:
    counts = Counter(t for step in game.steps for t in step.event_types)
    ends_by_victory = game.final["phase"] == "over" and game.steps[-1].outcome["events"][-1]["reason"] != "no_action"
    return ends_by_victory and len(game.steps) <= max_actions and all(counts[t] for t in WANTED)


def parse_interpretations(pairs: list[str]) -> dict[str, str]:
    chosen = {}
    for pair in pairs:
        switch, _, option = pair.partition("=")
        chosen[switch] = option
    resolve_interpretations(chosen)  # unknown ids or options fail here
    return chosen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=0, help="seed of the driver's PRNG (with --find: the first seed)")
    parser.add_argument("-i", "--interpretation", action="append", default=[], metavar="ID=OPTION", help="a non-default option")
    parser.add_argument("--id", default="partie-1", help="the playthrough's id and file name (default partie-1)")
    parser.add_argument("--out", type=Path, help="where to write (default vectors/pocket_tactics/partien/<id>.json)")
    parser.add_argument("--description", help="a sentence on the game (default: generated)")
    parser.add_argument("--max-turns", type=int, default=MAX_TURNS, help="stop a game after this many turns of play")
    parser.add_argument("--max-actions", type=int, default=150, help="with --find: the longest game to list")
    parser.add_argument("--find", type=int, metavar="COUNT", help="play COUNT seeds and list the good ones; writes nothing")
    args = parser.parse_args(argv)
    interpretations = parse_interpretations(args.interpretation)

    if args.find:
        for seed in range(args.seed, args.seed + args.find):
            game = play_game(RandomChoices(seed), interpretations, args.max_turns, validate=False)
            if shows_everything(game, args.max_actions):
                counts = Counter(t for step in game.steps for t in step.event_types)
                last = game.steps[-1].outcome["events"][-1]
                print(
                    f"seed {seed}: {len(game.steps)} actions, {game.turns} turns, {last['winner']} by {last['reason']}; "
                    + ", ".join(f"{t} {counts[t]}" for t in WANTED)
                )
        return 0

    game = play_game(RandomChoices(args.seed), interpretations, args.max_turns)
    if game.final["phase"] != "over":
        print(f"seed {args.seed}: the game did not end within {args.max_turns} turns; try another seed", file=sys.stderr)
        return 1
    content = playthrough(game, args.id, args.seed, args.description)
    out = args.out or vectors_dir() / RULESET.name / "partien" / f"{args.id}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render(content), encoding="utf-8")
    print(f"{out}: {content['summary']['actions']} actions, {content['summary']['turns']} turns, {content['winner']} by {content['reason']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
