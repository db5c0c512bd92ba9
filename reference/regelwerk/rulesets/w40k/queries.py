"""Questions an engine answers without changing the state, in every phase.

``hit_roll``           a hit roll alone (WH-ATK-1 to WH-ATK-3): ``roll``, ``skill`` and the sum of
                       the ``modifier`` give ``{"modifier", "hit"}`` (the modifier applied).
``wound_roll``         a wound roll against the number ``needed`` (WH-ATK-1, WH-ATK-2, WH-ATK-4):
                       ``{"modifier", "wound"}``.
``wound_target``       the wound table (WH-ATK-4): ``strength`` and ``toughness`` give the number
                       needed, 2 to 6.
``save_roll``          a saving throw (WH-ATK-1, WH-ATK-2, WH-ATK-6 to WH-ATK-10): ``roll``,
                       ``save`` and ``invulnerable`` (``null``: none), ``ap``, ``cover`` (the
                       model has cover against a ranged attack) give
                       ``{"save", "needed", "modifier", "saved"}``.
``engagement``         whether two models are within engagement range (WH-BEW-2).
``coherency``          a unit's coherency now (WH-ZUG-1): ``{"coherent", "out"}``.
``below_half``         whether a unit is below half strength (WH-ERS-1).
``objective_control``  each marker's levels of control and who would control it now
                       (WH-MZ-1 to WH-MZ-3): ``{id: {"levels", "controller"}}``.
``path_length``        the length a path of a model counts (WH-GEL-1, WH-GEL-2, WH-FLI-1).
"""

from __future__ import annotations

from regelwerk.core.canonical import Json
from regelwerk.core.inches import Point
from regelwerk.core.ruleset import Interpretations
from regelwerk.rulesets.w40k import command, paths, rolls, turn
from regelwerk.rulesets.w40k.actions import Ask
from regelwerk.rulesets.w40k.measure import engaged
from regelwerk.rulesets.w40k.state import State


def answer(state: State, question: Ask, interpretations: Interpretations) -> Json:
    f = question.fields
    kind = question.question
    if kind == "hit_roll":
        applied, hit = rolls.hit_roll(f["roll"], f["skill"], f["modifier"])
        return {"modifier": applied, "hit": hit}
    if kind == "wound_roll":
        applied = rolls.capped(f["modifier"])
        return {"modifier": applied, "wound": rolls.succeeds(f["roll"], f["needed"], applied)}
    if kind == "wound_target":
        return rolls.wound_target(f["strength"], f["toughness"])
    if kind == "save_roll":
        cover = rolls.cover_applies(f["save"], f["ap"], 1 if f["cover"] else 0, True, interpretations)
        choice = rolls.choose_save(f["save"], f["invulnerable"], f["ap"], cover, interpretations)
        if choice is None:
            return {"save": "none", "needed": None, "modifier": 0, "saved": False}
        return {"save": choice.kind, "needed": choice.needed, "modifier": choice.modifier, "saved": rolls.saved(f["roll"], choice, interpretations)}
    if kind == "engagement":
        return engaged(state.model(f["model"]), state.model(f["other"]), interpretations)
    if kind == "coherency":
        out = turn.out_of_coherency(state.units[f["unit"]], interpretations)
        return {"coherent": not out, "out": out}
    if kind == "below_half":
        return command.below_half(state.units[f["unit"]], interpretations)
    if kind == "objective_control":
        result = {}
        for objective in sorted(state.objectives, key=lambda o: o.id):
            levels, who = command.controller(state, objective, interpretations)
            result[objective.id] = {"levels": levels, "controller": who}
        return result
    model = state.model(f["model"])  # path_length
    return paths.length(state, model, tuple(Point.from_json(p) for p in f["path"]), interpretations)
