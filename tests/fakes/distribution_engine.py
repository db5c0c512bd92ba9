"""An engine that answers distribution vectors, for the tests of the ``distributions`` capability.

    python tests/fakes/distribution_engine.py [--float | --rounded] [--wrong-reroll]

It is the reference engine behind the protocol, with its distributions written the way another
engine might write them:

* (no option) exact, reduced fractions: what ``regelwerk serve`` answers;
* ``--float``: floating-point numbers, with ``"distribution_tolerance": 1e-9`` in the handshake
  (a calculator that works in doubles);
* ``--rounded``: numbers rounded to three decimals under the same declared tolerance: an engine
  whose error is larger than it declares;
* ``--wrong-reroll``: in a Pocket-Tactics attack a die rolled again keeps the better of its two
  results, where PT-VTL-1 keeps the new one: a calculator that gets the reroll rule wrong (the
  rule changed in this process only, by rewriting one line of the reference's attack).

Every other case is answered by the reference engine as it is.
"""

from __future__ import annotations

import json
import sys
from fractions import Fraction

from regelwerk.core.canonical import dumps
from regelwerk.harness.reference import answer_case, handshake

FLOAT = "--float" in sys.argv[1:]
ROUNDED = "--rounded" in sys.argv[1:]
WRONG_REROLL = "--wrong-reroll" in sys.argv[1:]
TOLERANCE = 1e-9


def start() -> dict:
    message = handshake()
    message["implementation"] = {"name": "fake-distributions", "version": "1.0.0", "language": "python"}
    if FLOAT or ROUNDED:
        message["distribution_tolerance"] = TOLERANCE
    return message


def break_the_reroll_rule() -> None:
    """The reroll of ``resolve_attack`` keeps the better result instead of the new one."""
    import inspect
    import textwrap

    from regelwerk.rulesets.pocket_tactics import combat

    source = textwrap.dedent(inspect.getsource(combat.resolve_attack))
    assert "die[index] = new" in source, "the reference's reroll line moved: update this fake"
    namespace = dict(vars(combat))
    exec(source.replace("die[index] = new", "die[index] = max(die[index], new)"), namespace)  # noqa: S102 -- a test fake
    combat.resolve_attack = namespace["resolve_attack"]


def answer(case: dict) -> dict:
    found = answer_case(case)
    if "distribution" in found and (FLOAT or ROUNDED):
        for entry in found["distribution"]:
            p = float(Fraction(entry["p"]))
            entry["p"] = round(p, 3) if ROUNDED else p
    return found


def main() -> int:
    if WRONG_REROLL:
        break_the_reroll_rule()
    for line in sys.stdin:
        message = json.loads(line)
        if message["cmd"] == "start":
            reply = start()
        elif message["cmd"] == "run":
            reply = {"seq": message["seq"], **answer(message["case"])}
        else:
            return 0
        sys.stdout.write(dumps(reply) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
