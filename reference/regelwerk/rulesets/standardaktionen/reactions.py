"""The reaction phase of a declared attack: the initiative, reactions, passing, and the
resolution of the reactions and, at the end, of the attack.

Order of checks for a ``react`` (after the general checks of :mod:`.rules`, which already
demand an open reaction phase and the initiative):

1. ``SA.REACT.NOT_OWN``            the reaction belongs to another player             (SA-REA-1)
2. ``SA.REACT.USED_UP``            the reaction has no uses left                       (SA-REA-1)
3. ``SA.REACT.NOTHING_TO_COUNTER`` a counter (``counter``) while no reaction is pending: it can
                                   only answer a reaction, not the attack              (SA-REA-3)

A ``pass`` has no checks of its own.

The players take part in the order of SA-A-BOSSREIHENFOLGE (the turn order, or against it),
counted from the player who starts the query; players without a living unit are left out.
A query ends when every player in it has passed in a row (SA-REA-3): then the pending reaction
resolves (SA-A-STAPEL: the latest, or the oldest), and after a Kunst (SA-A-KUNST) a new query
begins with the attacking player (SA-REA-4).  When a query ends with nothing pending, the
attack resolves (:func:`.combat.resolve_attack`).
"""

from __future__ import annotations

from dataclasses import replace

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction, present
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.standardaktionen import interpretations as switches
from regelwerk.rulesets.standardaktionen.actions import Pass, React
from regelwerk.rulesets.standardaktionen.combat import resolve_attack
from regelwerk.rulesets.standardaktionen.events import (
    CounterFizzled,
    InitiativeGiven,
    Passed,
    PowerChanged,
    QueryStarted,
    Reacted,
    ReactionCancelled,
    ReactionResolved,
    ShieldRaised,
)
from regelwerk.rulesets.standardaktionen.state import Pending, State, Window
from regelwerk.rulesets.standardaktionen.turn import rotated


def boss_order(state: State, start: str, interpretations: Interpretations) -> tuple[str, ...]:
    """SA-REA-2, register SA-A-BOSSREIHENFOLGE: the players who take part in a query, beginning
    with ``start`` (or, if he is out of the game, the next one), in turn order or against it."""
    players = state.player_ids
    if interpretations[switches.BOSS_ORDER] == "gegen-zugreihenfolge":
        players = tuple(reversed(players))
    return tuple(p for p in rotated(players, start) if state.living(p))


def plan_react(state: State, action: React) -> None:
    """SA-REA-1, SA-REA-3: whether the player may play this reaction now."""
    reaction = state.reactions[action.reaction]
    if reaction.owner != action.player:
        raise IllegalAction("SA.REACT.NOT_OWN", "SA-REA-1", f"{reaction.id!r} belongs to {reaction.owner}")
    if reaction.uses == 0:
        raise IllegalAction("SA.REACT.USED_UP", "SA-REA-1", f"{reaction.id!r} has no uses left")
    if reaction.effect == "counter" and not state.open_window.stack:
        raise IllegalAction("SA.REACT.NOTHING_TO_COUNTER", "SA-REA-3", "a counter answers a reaction, and none is pending")


def react(state: State, action: React) -> tuple[State, list[Event]]:
    """SA-REA-3: the reaction is played and waits; a new query starts from its player, who
    has the next chance to react."""
    window = state.open_window
    reaction = state.reactions[action.reaction]
    seq = window.played + 1
    answers = window.stack[-1].seq if window.stack else None
    pending = Pending(seq, reaction.id, action.player, reaction.kind, reaction.effect, reaction.amount, answers, False)
    window = replace(window, stack=(*window.stack, pending), initiative=action.player, query_from=action.player, played=seq)
    state = replace(state.with_reaction(replace(reaction, uses=reaction.uses - 1)), window=window)
    return state, [Reacted(action.player, reaction.id, seq, reaction.effect, answers), QueryStarted(action.player)]


def pass_initiative(state: State, action: Pass, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """SA-REA-2, SA-REA-3: the next player in Boss order gets the initiative; when it would come
    back to the player who started the query, everyone has passed."""
    window = state.open_window
    order = boss_order(state, window.query_from, interpretations)
    position = order.index(action.player)
    events: list[Event] = [Passed(action.player)]
    if position + 1 < len(order):
        following = order[position + 1]
        return replace(state, window=replace(window, initiative=following)), [*events, InitiativeGiven(following)]
    after, resolved = resolve_pending(state, dice, interpretations)
    return after, events + resolved


def is_art(pending: Pending, interpretations: Interpretations) -> bool:
    """SA-REA-4, register SA-A-KUNST: whether a resolved reaction is a "Kunst", after which a
    new query begins: every reaction, or only techniques and spells."""
    return interpretations[switches.ART] == "jede-reaktion" or pending.kind in ("technique", "spell")


def resolve_pending(state: State, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """SA-REA-3, SA-REA-4: everyone has passed.  The pending reaction resolves (register
    SA-A-STAPEL: the latest or the oldest); after a Kunst a new query starts with the attacking
    player, otherwise the next pending reaction resolves at once.  With nothing pending the
    attack resolves."""
    events: list[Event] = []
    while state.open_window.stack:
        window = state.open_window
        latest = interpretations[switches.STACK] == "stapel"
        entry = window.stack[-1] if latest else window.stack[0]
        rest = window.stack[:-1] if latest else window.stack[1:]
        window = replace(window, stack=rest)
        events.append(ReactionResolved(entry.seq, entry.reaction, entry.player, entry.effect, entry.cancelled))
        if not entry.cancelled:
            window, effect_events = apply_reaction(window, entry)
            events.extend(effect_events)
        state = replace(state, window=window)
        if is_art(entry, interpretations):
            attacking = state.units[window.attacker].owner
            window = replace(window, initiative=attacking, query_from=attacking)
            return replace(state, window=window), [*events, QueryStarted(attacking)]
    after, resolved = resolve_attack(state, dice, interpretations)
    return after, events + resolved


def apply_reaction(window: Window, entry: Pending) -> tuple[Window, list[Event]]:
    """The three reaction effects (register SA-A-REAKTIONEN): ``power`` changes the Power of the
    attack by its amount; ``shield`` protects the target from this attack; ``counter`` cancels
    the reaction it answered, if that one has not resolved yet."""
    if entry.effect == "power":
        power = window.power + present(entry.amount, "the amount of a power reaction")
        return replace(window, power=power), [PowerChanged(window.attacker, power)]
    if entry.effect == "shield":
        return replace(window, shielded=True), [ShieldRaised(window.target)]
    if any(p.seq == entry.answers for p in window.stack):
        stack = tuple(replace(p, cancelled=True) if p.seq == entry.answers else p for p in window.stack)
        return replace(window, stack=stack), [ReactionCancelled(present(entry.answers, "the reaction a counter answers"))]
    return window, [CounterFizzled(present(entry.answers, "the reaction a counter answers"))]
