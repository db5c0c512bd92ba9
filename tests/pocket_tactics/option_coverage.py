"""Which vectors exercise each option of each interpretation switch, and with what outcome.

A vector *declares* an option when its ``interpretations`` pin it (the ``@auslegung`` tag of its
scenario).  For every switch of the rule set and every option this lists the vectors that declare
it with their outcome: ``accepted``, ``answered``, or the rejection kind and code.

    .venv/bin/python -m tests.pocket_tactics.option_coverage            # the whole table
    .venv/bin/python -m tests.pocket_tactics.option_coverage --gaps     # only options lacking a case

``tests/pocket_tactics/test_option_coverage.py`` fails when an option has no vector, or none in
which the engine accepts the action or answers the question.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from dataclasses import dataclass

from regelwerk.core.ruleset import InterpretationSwitch
from regelwerk.rulesets import get
from regelwerk.suite.vectors import Vector, load_vectors

RULESET = "pocket_tactics"


@dataclass(frozen=True)
class Use:
    """One vector that declares an option, and how it ends."""

    vector: str
    outcome: str  # accepted | answered | <kind> <code>

    @property
    def permits(self) -> bool:
        return self.outcome in ("accepted", "answered")


def outcome_of(vector: Vector) -> str:
    expected = vector.expected
    if expected["status"] != "rejected":
        return expected["status"]
    return f"{expected['error']['kind']} {expected['error']['code']}"


def option_uses(vectors: Iterable[Vector], switches: Iterable[InterpretationSwitch]) -> dict[tuple[str, str], list[Use]]:
    """Every (switch, option) of ``switches``, each with the vectors declaring it (maybe none)."""
    uses: dict[tuple[str, str], list[Use]] = {(s.id, o): [] for s in switches for o in s.options}
    for vector in vectors:
        for switch_id, option in vector.interpretations.items():
            uses.setdefault((switch_id, option), []).append(Use(vector.id, outcome_of(vector)))
    return uses


def current_uses() -> dict[tuple[str, str], list[Use]]:
    """The uses by the scenarios' vectors and the tables.  The generated switch combinations
    (``kombinationen.json``) are left out, as ``regelwerk check`` leaves them out of its count of
    exercised options: they pin an option because another pair of readings is in force, which
    says nothing of what the option permits on its own."""
    vectors = [v for v in load_vectors([RULESET]) if "base" not in (v.raw.get("provenance") or {})]
    return option_uses(vectors, get(RULESET).switches)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gaps", action="store_true", help="only options without a vector or without an accepted one")
    args = parser.parse_args(argv)
    for (switch_id, option), uses in sorted(current_uses().items()):
        permitted = sum(u.permits for u in uses)
        rejected = len(uses) - permitted
        if args.gaps and uses and permitted:
            continue
        print(f"{switch_id}={option}: {permitted} accepted/answered, {rejected} rejected")
        for use in uses:
            print(f"    {use.outcome:40} {use.vector}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
