"""Pocket-Tactics: the High King's Legion (``legion``) against the forest tribes (``tribes``).

Seed: ``003_127dfd41ebe07b2d.txt``.  Clause ids start with ``PT-``, error codes with ``PT.``.

Anatomy: :mod:`.state`, :mod:`.actions`, :mod:`.events`, :mod:`.rules` (with the procedures in
:mod:`.setup`, :mod:`.movement`, :mod:`.combat` and the questions in :mod:`.queries`),
:mod:`.dice`, :mod:`.interpretations`.
"""

from __future__ import annotations

from regelwerk.core.ruleset import RuleSet
from regelwerk.rulesets.pocket_tactics.actions import parse_action
from regelwerk.rulesets.pocket_tactics.dice import LABELS, check_draws
from regelwerk.rulesets.pocket_tactics.events import EVENT_TYPES
from regelwerk.rulesets.pocket_tactics.interpretations import SWITCHES
from regelwerk.rulesets.pocket_tactics.rules import apply
from regelwerk.rulesets.pocket_tactics.state import parse_state, state_to_json

RULESET = RuleSet(
    name="pocket_tactics",
    title="Pocket-Tactics",
    prefix="PT",
    seed="003_127dfd41ebe07b2d.txt",
    dice_labels=LABELS,
    switches=SWITCHES,
    parse_state=parse_state,
    state_to_json=state_to_json,
    parse_action=parse_action,
    apply=apply,
    event_types=EVENT_TYPES,
    check_dice=check_draws,
)
