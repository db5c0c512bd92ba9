"""Play Standardaktionen games through the engine: the driver shared by the random-play
invariant tests and the golden-game generator (``make_playthrough.py``).

The driver only chooses among the legal actions (:func:`legal.legal_actions`) and, when the
engine asks for a die (``CORE.DICE.MISSING``, only under ``SA-A-TREFFER=trefferwurf``), which face
comes up.  Every outcome comes from the engine through :func:`run_case`.  A :class:`Policy`
makes the choice: ``uniform`` picks any legal action; ``skirmish`` plays like a player who wants
a fight (attack an enemy when it can, never its own units, move towards the nearest enemy, face
it, react now and then), so that games end.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from regelwerk.core.canonical import Json
from regelwerk.core.ruleset import Interpretations, run_case
from regelwerk.core.squaregrid import Square, directions_from, distance
from regelwerk.rulesets import get
from regelwerk.rulesets.standardaktionen import action_to_json, legal_actions
from regelwerk.rulesets.standardaktionen.actions import (
    AcceptCorrection,
    Action,
    Attack,
    EndPhase,
    Face,
    Move,
    React,
    RefuseCorrection,
    RequestCorrection,
)
from regelwerk.rulesets.standardaktionen.state import State, build_state

RULESET = get("standardaktionen")

Choose = Callable[[int], int]  # n -> a number in range(n)


@dataclass
class Step:
    action: Json
    dice: dict[str, list[int]]
    outcome: Json

    @property
    def event_types(self) -> list[str]:
        return [e["type"] for e in self.outcome["events"]]


@dataclass
class Game:
    start: Json
    interpretations: dict[str, str]
    steps: list[Step] = field(default_factory=list)

    @property
    def final(self) -> Json:
        return self.steps[-1].outcome["state"] if self.steps else self.start


def interpretations_of(chosen: dict[str, str]) -> Interpretations:
    return Interpretations.resolve(RULESET.switches, chosen)


def play_step(state: Json, action: Action, interpretations: dict[str, str], choose: Choose) -> Step:
    """Run one legal action, rolling (through ``choose``) every die the engine asks for."""
    case = {"state": state, "action": action_to_json(action), "dice": {}, "interpretations": interpretations}
    outcome = run_case(RULESET, case)
    while outcome["status"] == "rejected" and outcome["error"]["code"] == "CORE.DICE.MISSING":
        case["dice"].setdefault(outcome["error"]["label"], []).append(1 + choose(6))
        outcome = run_case(RULESET, case)
    if outcome["status"] != "accepted":
        raise AssertionError(f"a legal action was not accepted: {case['action']} -> {outcome}")
    return Step(case["action"], case["dice"], outcome)


def play_game(start: Json, interpretations: dict[str, str], policy, choose: Choose, max_actions: int) -> Game:
    """Play from ``start`` until the game is over or ``max_actions`` actions were taken."""
    game = Game(start, dict(interpretations))
    state = start
    resolved = interpretations_of(interpretations)
    for _ in range(max_actions):
        parsed = build_state(state)
        legal = legal_actions(parsed, resolved)
        if not legal:
            break
        action = policy(parsed, legal, choose)
        step = play_step(state, action, interpretations, choose)
        game.steps.append(step)
        state = step.outcome["state"]
    return game


# -- policies ---------------------------------------------------------------------------------


def uniform(state: State, legal: list[Action], choose: Choose) -> Action:
    return legal[choose(len(legal))]


def _enemies(state: State, player: str) -> list[Square]:
    return [u.at for u in state.units.values() if u.alive and u.owner != player]


def _nearest(state: State, at: Square, player: str) -> int:
    return min((distance(at, e, False) for e in _enemies(state, player)), default=0)


def skirmish(state: State, legal: list[Action], choose: Choose) -> Action:
    """A player who seeks the fight; every choice is still one of the legal actions."""
    def pick(options: list[Action]) -> Action:
        return options[choose(len(options))]

    reacts = [a for a in legal if isinstance(a, React)]
    if reacts and choose(3) == 0:
        return pick(reacts)
    answers = [a for a in legal if isinstance(a, (AcceptCorrection, RefuseCorrection))]
    if answers:
        return pick(answers)
    attacks = [a for a in legal if isinstance(a, Attack) and state.units[a.target].owner != state.units[a.unit].owner]
    if attacks:
        return pick(attacks)
    moves = [a for a in legal if isinstance(a, Move)]
    if moves:
        unit = state.units[moves[0].unit]
        here = _nearest(state, unit.at, unit.owner)
        closer = [m for m in moves if _nearest(state, m.path[-1], unit.owner) < here]
        if closer:
            best = min(_nearest(state, m.path[-1], unit.owner) for m in closer)
            return pick([m for m in closer if _nearest(state, m.path[-1], unit.owner) == best])
    corrections = [a for a in legal if isinstance(a, RequestCorrection)]
    if corrections and choose(12) == 0:
        return corrections[0]
    faces = [a for a in legal if isinstance(a, Face)]
    if faces:
        unit = state.units[faces[0].unit]
        towards = set()
        enemies = _enemies(state, unit.owner)
        if enemies:
            target = min(enemies, key=lambda e: (distance(unit.at, e, False), e.x, e.y))
            towards = set(directions_from(unit.at, target))
        good = [f for f in faces if f.direction in towards]
        return pick(good or faces)
    ends = [a for a in legal if isinstance(a, EndPhase)]
    if ends:
        return pick(ends)
    return pick(legal)


def seeded(seed: int) -> Choose:
    rng = random.Random(seed)
    return lambda n: rng.randrange(n)
