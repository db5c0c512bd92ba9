"""Questions an engine answers without changing the state (``ask``).

``legal_actions``  every action the rules allow now, as JSON, sorted by their compact canonical
                   text (a set: the order carries no meaning).  Questions and test moves are not
                   listed.  The list is empty after the game.
``outcome``        the game's result: ``{"winner": player, "reason": "last_player"}`` once the
                   game is over, else ``null``.
"""

from __future__ import annotations

from regelwerk.core.canonical import Json, dumps
from regelwerk.core.ruleset import Interpretations
from regelwerk.rulesets.standardaktionen.actions import Ask, action_to_json
from regelwerk.rulesets.standardaktionen.game import outcome
from regelwerk.rulesets.standardaktionen.state import State


def answer(state: State, question: Ask, interpretations: Interpretations) -> Json:
    if question.question == "outcome":
        result = outcome(state)
        return None if result is None else {"winner": result.winner, "reason": result.reason}
    from regelwerk.rulesets.standardaktionen.legal import legal_actions  # legal.py builds on rules.check

    return sorted((action_to_json(a) for a in legal_actions(state, interpretations)), key=dumps)
