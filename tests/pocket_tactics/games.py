"""Play whole Pocket-Tactics games through the engine: the driver shared by the hypothesis
test of random games (``test_games.py``) and the golden playthrough generator
(``make_playthrough.py``).

The driver only *chooses*: which of the legal actions (:func:`legal.legal_actions`) to take, and
which die or tile comes up whenever the engine reads one (:class:`DrawingDice`, label by label;
tiles only of terrains still in the bag).  Every outcome comes from the engine, through
:func:`run_case` with the dice so chosen (where speed matters its unchecked form,
``validate=False``: the same without the schema validation of input the engine and the driver
wrote themselves), so the engine stays the only judge of the rules.  Where the choices come
from is a :class:`Choices`: hypothesis's ``data.draw`` in the tests, a seeded
:class:`random.Random` in the generator script; the engine itself reads no randomness.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TypeVar

from regelwerk.core.canonical import Json
from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import EngineRejection, IllegalAction
from regelwerk.core.hexgrid import distance
from regelwerk.core.ruleset import Interpretations, run_case
from regelwerk.rulesets import get
from regelwerk.rulesets.pocket_tactics import action_to_json, combat
from regelwerk.rulesets.pocket_tactics import dice as labels
from regelwerk.rulesets.pocket_tactics import interpretations as switches
from regelwerk.rulesets.pocket_tactics.actions import Action, Attack, Move, Summon
from regelwerk.rulesets.pocket_tactics.legal import is_legal, legal_actions
from regelwerk.rulesets.pocket_tactics.state import TERRAINS, State, opponent, parse_state

RULESET = get("pocket_tactics")
MAX_TURNS = 300

T = TypeVar("T")


# -- the new game ------------------------------------------------------------------------


def new_game() -> Json:
    """The real start of a game (``RULESET.initial_state``): every unit of both sample armies in
    its reserve, all twenty tiles in the bag, both bases unplaced with the catalogue's defence."""
    return RULESET.state_to_json(RULESET.initial_state())


def resolve_interpretations(requested: Json) -> Interpretations:
    return Interpretations.resolve(RULESET.switches, requested)


# -- sources of choices ------------------------------------------------------------------


class Choices:
    """Where the driver's decisions come from: a number in ``range(n)`` at a time."""

    def below(self, n: int, label: str) -> int:
        """A number in ``range(n)``; ``n == 1`` asks nobody."""
        return 0 if n == 1 else self.choose(n, label)

    def choose(self, n: int, label: str) -> int:
        raise NotImplementedError

    def pick(self, options: Sequence[T], label: str) -> T:
        return options[self.below(len(options), label)]


class RandomChoices(Choices):
    """A seeded PRNG: the same seed plays the same game."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, n: int, label: str) -> int:
        return self.rng.randrange(n)


class DataChoices(Choices):
    """Hypothesis's interactive ``data`` strategy."""

    def __init__(self, data) -> None:
        from hypothesis import strategies as st

        self.data = data
        self.st = st

    def choose(self, n: int, label: str) -> int:
        return self.data.draw(self.st.integers(0, n - 1), label=label)


# -- the policy --------------------------------------------------------------------------


@dataclass(frozen=True)
class Policy:
    """How the driver weighs attacks, advances (a move towards the enemy base, or a summon)
    and any legal action at all; a tier without actions drops out."""

    attack: int = 70
    advance: int = 21
    any: int = 9


def choose_action(state: State, interpretations: Interpretations, choices: Choices, policy: Policy = Policy()) -> Action | None:
    """One of the legal actions, biased towards attacks and towards the enemy base in play so
    that games end; an attack may carry rerolls (a legal prefix of all the rerolls it has).
    None if there is no legal action at all (the game is stuck)."""
    actions = legal_actions(state, interpretations)
    if not actions:
        return None
    if state.phase != "play":
        return choices.pick(actions, f"{state.phase} action")
    tiers = [
        (policy.attack, [a for a in actions if isinstance(a, Attack)]),
        (policy.advance, [a for a in actions if _advances(state, a)]),
        (policy.any, actions),
    ]
    tiers = [(weight, pool) for weight, pool in tiers if pool and weight]
    roll = choices.below(sum(weight for weight, _ in tiers), "kind of action")
    chosen = tiers[-1][1]
    for weight, pool in tiers:
        if roll < weight:
            chosen = pool
            break
        roll -= weight
    action = choices.pick(chosen, "action")
    if isinstance(action, Attack):
        action = _with_some_rerolls(state, action, interpretations, choices)
    return action


def _advances(state: State, action: Action) -> bool:
    """A move that brings the unit closer to the enemy base, or a summon."""
    if isinstance(action, Summon):
        return True
    if not isinstance(action, Move):
        return False
    enemy = state.base_hex(opponent(action.player))
    origin = state.position_of(action.unit)
    return enemy is not None and action.to != state.base_hex(action.player) and distance(action.to, enemy) < distance(origin, enemy)


def _with_some_rerolls(state: State, attack: Attack, interpretations: Interpretations, choices: Choices) -> Attack:
    if interpretations[switches.REROLL_DUTY] == "pflicht":
        return attack  # legal_actions already lists every reroll
    try:
        plan = combat.plan_bare_attack(state, attack, interpretations)
    except IllegalAction:
        return attack
    full = combat.full_rerolls(plan, interpretations)
    taken = choices.below(len(full) + 1, "rerolls taken")
    if not taken:
        return attack
    chosen = replace(attack, rerolls=full[:taken])
    return chosen if is_legal(state, chosen, interpretations) else attack


# -- dice --------------------------------------------------------------------------------


TIED_ROLL_OFFS = 2  # after this many tied pairs the driver's roll-off dice differ


def next_die(state: Json, label: str, queue: Sequence[int | str], choices: Choices) -> int | str:
    """The next die for ``label`` after the ``queue`` read so far.

    A draw from the bag takes one of the tiles still in it.  The roll-off is rolled again as
    long as the pair ties, so a chooser that keeps repeating itself (hypothesis's simplest
    example: every choice 0) would never end it: after :data:`TIED_ROLL_OFFS` tied pairs the
    second die of a pair differs from the first.
    """
    if label == labels.BAG:
        bag = [t for t in TERRAINS for _ in range(state["bag"][t])]
        return choices.pick(bag, label)
    faces = list(range(1, RULESET.dice_labels[label].faces + 1))
    if label == labels.ROLL_OFF and len(queue) % 2 and len(queue) // 2 >= TIED_ROLL_OFFS:
        faces.remove(queue[-1])
    return choices.pick(faces, label)


class DrawingDice(DiceSupply):
    """The dice of one action, chosen as the engine reads them: whenever a procedure takes dice
    of a label, each one is chosen then (``choose(label, the label's dice so far)``) and
    recorded in :attr:`drawn`.

    These are the dice that asking the engine again after each ``CORE.DICE.MISSING`` would give,
    one die at a time: the engine is deterministic and reads the same dice before it gets to
    the next one, so the same labels come in the same order; one run finds them all.
    """

    def __init__(self, choose: Callable[[str, list[int | str]], int | str]) -> None:
        super().__init__({})
        self.choose = choose
        self.drawn: dict[str, list[int | str]] = {}

    def take(self, label: str, count: int) -> tuple[int | str, ...]:
        queue = self.drawn.get(label, [])
        for _ in range(count):
            queue.append(self.choose(label, queue))
        if queue:  # a procedure that takes no dice of a label leaves no empty queue in the case
            self.drawn[label] = queue
        return tuple(queue[len(queue) - count :])


def draw_dice(state: State, action: Action, interpretations: Interpretations, dice: DrawingDice) -> Json:
    """Resolve a legal action once with ``dice`` and return the dice it read.  The engine's
    outcome is not kept: the caller runs the case with these dice through :func:`run_case`.
    A rejection is left to that run too, which reports it as an outcome."""
    try:
        RULESET.apply(state, action, dice, interpretations)
    except EngineRejection:
        pass
    return dice.drawn


def resolve_with_dice(
    state: Json, parsed: State, action: Action, interpretations: Json, chosen: Interpretations, choices: Choices, validate: bool = True
) -> tuple[Json, Json]:
    """Run a legal action (``parsed`` is ``state`` parsed, ``chosen`` the ``interpretations``
    resolved) and return the outcome and the dice it read.

    The dice are chosen (:func:`next_die`) while the engine resolves the action once
    (:func:`draw_dice`); the outcome is that of the case with exactly those dice through
    :func:`run_case`, checked or with ``validate=False`` unchecked (schema validation of every
    state costs more than the rules do).
    """
    dice = draw_dice(parsed, action, chosen, DrawingDice(lambda label, queue: next_die(state, label, queue, choices)))
    case = {"state": state, "action": action_to_json(action), "dice": dice, "interpretations": interpretations}
    return run_case(RULESET, case, validate), dice


# -- whole games -------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    before: Json
    action: Json
    dice: Json
    outcome: Json

    @property
    def after(self) -> Json:
        return self.outcome["state"]

    @cached_property
    def parsed_after(self) -> State:
        """``parse_state(self.after)``, parsed once for both who need it: :func:`play` for the
        next step, and a test's check that the engine's state is canonical."""
        return parse_state(self.after)

    @property
    def event_types(self) -> list[str]:
        return [e["type"] for e in self.outcome.get("events", [])]


@dataclass
class Game:
    interpretations: Json
    start: Json
    steps: list[Step] = field(default_factory=list)

    @property
    def final(self) -> Json:
        return self.steps[-1].after if self.steps else self.start

    @property
    def stuck(self) -> bool:
        """The game stopped before its end with no legal action left (an engine defect)."""
        return self.final["phase"] != "over" and not legal_actions(parse_state(self.final), resolve_interpretations(self.interpretations))

    @property
    def turns(self) -> int:
        """Actions taken in the play phase."""
        return sum(1 for s in self.steps if s.before["phase"] == "play")


def play(
    choices: Choices,
    interpretations: Json | None = None,
    max_turns: int = MAX_TURNS,
    policy: Policy = Policy(),
    start: Json | None = None,
    validate: bool = True,
) -> Iterator[Step]:
    """Play from ``start`` (a new game) until the game is over, ``max_turns`` actions of the
    play phase are taken, or no action is legal, yielding every step.  A rejected legal action
    stops with an AssertionError that names it.  ``validate``: see :func:`resolve_with_dice`."""
    interpretations = dict(interpretations or {})
    chosen = resolve_interpretations(interpretations)
    state = new_game() if start is None else start
    parsed = parse_state(state)
    turns = 0
    while state["phase"] != "over" and turns < max_turns:
        turns += state["phase"] == "play"
        chosen_action = choose_action(parsed, chosen, choices, policy)
        if chosen_action is None:
            return  # stuck: the engine offers no legal action (see Game.stuck)
        outcome, dice = resolve_with_dice(state, parsed, chosen_action, interpretations, chosen, choices, validate)
        action = action_to_json(chosen_action)
        assert outcome["status"] == "accepted", f"the legal action {action} was rejected: {outcome}"
        step = Step(state, action, dice, outcome)
        yield step
        state, parsed = step.after, step.parsed_after


def play_game(
    choices: Choices, interpretations: Json | None = None, max_turns: int = MAX_TURNS, policy: Policy = Policy(), validate: bool = True
) -> Game:
    start = new_game()
    game = Game(dict(interpretations or {}), start)
    game.steps.extend(play(choices, interpretations, max_turns, policy, start, validate))
    return game
