"""An engine that samples outcomes with its own dice, for the tests of the ``sampling`` capability.

    python tests/fakes/sampling_engine.py [--biased-face] [--double-reroll] [--wrong-wound-row]
                                          [--ignore-cap] [--no-dice] [--short] [--unseeded]

It is the reference engine behind the protocol (every other case answered as ``regelwerk serve``
answers it), with its sampling rolled by ``random.Random(seed)`` from the request's seed, and
with one mistake per switch, each a bias of ``regelwerk.odds.fit_power``:

* ``--biased-face``: every W6 shows 6 with 11/60 instead of 1/6 (the other faces 49/300 each);
* ``--double-reroll``: in a Pocket-Tactics attack a rerolled die that shows 1 is rerolled once
  more (a reroll of 1s applied twice), where PT-VTL-1 keeps the new result;
* ``--wrong-wound-row``: the Warhammer wound table reads S = 2T as S > T (3+ instead of 2+);
* ``--ignore-cap``: the ±1 cap of WH-A-MODIFIKATOR-GRENZE is not applied to saves (the reading
  ``treffer-und-verwundung`` whatever the case asks);
* ``--no-dice``: the samples carry no dice record (an engine that cannot report its dice);
* ``--short``: one sample fewer than asked for in every batch (a protocol mistake).

The rules are changed in this process only (by replacing a function or one line of the reference).
"""

from __future__ import annotations

import inspect
import json
import random
import sys
import textwrap

from regelwerk.core.canonical import dumps
from regelwerk.harness.reference import answer_case, handshake
from regelwerk.odds.sampling import fair_die, sample_batch
from regelwerk.rulesets import RULESETS

FLAGS = set(sys.argv[1:])
BIASED_FACE = "--biased-face" in FLAGS
CAP = "WH-A-MODIFIKATOR-GRENZE"


def biased_die(rng: random.Random, sides: int) -> int:
    """Face 6 of a W6 with 11/60, each other face with 49/300 (fit_power's biased W6)."""
    if sides != 6:
        return fair_die(rng, sides)
    roll = rng.randrange(300)
    return 6 if roll < 55 else 1 + (roll - 55) // 49


def reroll_ones_twice() -> None:
    """A rerolled 1 is rerolled again in ``resolve_attack`` of Pocket-Tactics."""
    from regelwerk.rulesets.pocket_tactics import combat

    source = textwrap.dedent(inspect.getsource(combat.resolve_attack))
    assert "die[index] = new" in source, "the reference's reroll line moved: update this fake"
    namespace = dict(vars(combat))
    exec(source.replace("die[index] = new", "die[index] = new if new != 1 else dice.face(labels.REROLL)"), namespace)  # noqa: S102
    combat.resolve_attack = namespace["resolve_attack"]


def wrong_wound_row() -> None:
    """The wound table with S = 2T read as S > T (3+ instead of 2+)."""
    from regelwerk.rulesets.w40k import rolls

    right = rolls.wound_target

    def wound_target(strength: int, toughness: int) -> int:
        return 3 if strength == 2 * toughness else right(strength, toughness)

    rolls.wound_target = wound_target


def sample(case: dict) -> list:
    request = case["samples"]
    inner = {k: v for k, v in case.items() if k != "samples"}
    if "--ignore-cap" in FLAGS and inner["ruleset"] == "w40k":
        inner["interpretations"] = {**inner.get("interpretations", {}), CAP: "treffer-und-verwundung"}
    rng = random.Random(request.get("seed"))
    found = sample_batch(RULESETS[inner["ruleset"]], inner, request["count"], rng, biased_die if BIASED_FACE else fair_die)
    out = [s.to_json() for s in found]
    if "--no-dice" in FLAGS:
        out = [{"outcome": s["outcome"]} for s in out]
    return out[:-1] if "--short" in FLAGS else out


def main() -> int:
    if "--double-reroll" in FLAGS:
        reroll_ones_twice()
    if "--wrong-wound-row" in FLAGS:
        wrong_wound_row()
    for line in sys.stdin:
        message = json.loads(line)
        if message["cmd"] == "start":
            reply = handshake()
            reply["implementation"] = {"name": "fake-sampling", "version": "1.0.0", "language": "python"}
        elif message["cmd"] == "run":
            case = message["case"]
            reply = {"seq": message["seq"], **({"samples": sample(case)} if "samples" in case else answer_case(case))}
        else:
            return 0
        sys.stdout.write(dumps(reply) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
