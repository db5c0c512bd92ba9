"""Questions an engine answers without changing the state.

``may_stall``   whether a player may play for time now (PT-ZEIT-1, PT-ZEIT-2).  Which moves are
                "pointless" is not decidable by a machine (register PT-A-ZEIT-SINNLOS); the
                engine answers whether the right to stall exists.  The question names the
                player; without one it is malformed (the schema says so first: CORE.SCHEMA).
``army_costs``  the point total of each faction's units (PT-KOS-1, PT-KOS-2).
``compare``     the dice duel alone (PT-WUE-1, PT-WUE-2): red dice against blue dice, answered
                with the pairs compared, the red dice left without a partner, and whether the
                side with the blue dice is defeated.  The generated dice tables use it.
"""

from __future__ import annotations

from regelwerk.core.canonical import Json
from regelwerk.core.errors import MalformedInput
from regelwerk.core.ruleset import Interpretations
from regelwerk.rulesets.pocket_tactics import interpretations as switches
from regelwerk.rulesets.pocket_tactics.actions import Ask
from regelwerk.rulesets.pocket_tactics.combat import compare
from regelwerk.rulesets.pocket_tactics.state import FACTIONS, Faction, State, opponent

STALL_LIMIT = 2


def answer(state: State, question: Ask, interpretations: Interpretations) -> Json:
    if question.question == "army_costs":
        return army_costs(state)
    if question.question == "compare":
        pairs, unmatched, defeated = compare(list(question.red or ()), list(question.blue or ()), interpretations)
        return {"pairs": [list(p) for p in pairs], "unmatched": list(unmatched), "defeated": defeated}
    if question.player is None:
        # The action schema already demands a player for may_stall (CORE.SCHEMA); a question
        # without one is not a question about the rules, so it is malformed, never illegal.
        raise MalformedInput("PT.ASK.PLAYER_MISSING", "may_stall asks about one player", "$.action.player")
    return may_stall(state, question.player, interpretations)


def army_costs(state: State) -> Json:
    """PT-KOS-1, PT-KOS-2: the sum of the costs on the unit cards, per faction."""
    return {f: sum(u.profile.cost for u in state.army(f)) for f in FACTIONS}


def _units_left(state: State, faction: Faction, interpretations: Interpretations) -> list[str]:
    if interpretations[switches.STALL_UNITS] == "nur-feld":
        return state.on_board(faction)
    return state.remaining(faction)


def _cost(state: State, faction: Faction, interpretations: Interpretations) -> int:
    if interpretations[switches.STALL_COSTS] == "ganze-armee":
        return sum(u.profile.cost for u in state.army(faction))
    return sum(state.units[u].profile.cost for u in _units_left(state, faction, interpretations))


def may_stall(state: State, player: Faction, interpretations: Interpretations) -> bool:
    """PT-ZEIT-1: only a player with at most two units may stall; PT-ZEIT-2: when both have
    at most two, only the one with the lower total cost (ties: PT-A-ZEIT-GLEICHSTAND)."""
    other = opponent(player)
    if len(_units_left(state, player, interpretations)) > STALL_LIMIT:
        return False
    if len(_units_left(state, other, interpretations)) > STALL_LIMIT:
        return True
    mine, theirs = _cost(state, player, interpretations), _cost(state, other, interpretations)
    if mine == theirs:
        return interpretations[switches.STALL_TIE] == "beide"
    return mine < theirs
