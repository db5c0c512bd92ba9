"""The projections of Warhammer 40,000 for the exact odds (``regelwerk odds``, ``docs/odds.md``).

Every projection reads the state before the action (the case's) and the state after it, so the
search may merge runs by the rules' judged dice and checkpoints (the attack sequence judges hit,
wound, save, damage, Verletzungen ignorieren and Gefährliches Ende dice and has a checkpoint
before every wound, :mod:`.attacks`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from regelwerk.core.canonical import Json, dumps
from regelwerk.core.ruleset import run_case
from regelwerk.odds.projections import OddsSupport, Projection, action_type, action_types
from regelwerk.rulesets.w40k import RULESET
from regelwerk.rulesets.w40k.dice import CHARGE


def _models(state: Json) -> dict[str, Json]:
    return {m["id"]: m for u in state["units"] for m in u["models"]}


def models_destroyed(case: Json, outcome: Json) -> Json:
    """How many models alive before the action are destroyed after it (WH-ATK-11 to WH-ATK-16;
    models removed for coherency are not destroyed, WH-A-ENTFERNTE-MODELLE)."""
    before, after = _models(case["state"]), _models(outcome["state"])
    return sum(1 for i, m in before.items() if m["status"] == "alive" and after[i]["status"] == "destroyed")


def wounds_lost(case: Json, outcome: Json) -> Json:
    """Per model that lost wounds in the action, how many (a destroyed model lost all it had
    left; WH-ATK-11, WH-ATK-12)."""
    before, after = _models(case["state"]), _models(outcome["state"])
    lost = {i: m["wounds_left"] - after[i]["wounds_left"] for i, m in before.items() if m["status"] == "alive"}
    return {i: n for i, n in sorted(lost.items()) if n}


def _destroyed(unit: Json) -> bool:
    """A unit on the table is destroyed when its location says so (WH-ATK-16); a unit of a
    board-free case has no location, and is destroyed when none of its models is alive."""
    if "location" in unit:
        return bool(unit["location"] == "destroyed")
    return all(m["status"] != "alive" for m in unit["models"])


def by_wounds_lost(value: Json) -> tuple[int, int, str]:
    """The display order of ``wounds-lost`` values: fewer wounds lost in all first (nothing lost,
    ``{}``, leads), then by the values as text; a rejection last."""
    if isinstance(value, dict) and all(isinstance(n, int) for n in value.values()):
        return (0, sum(value.values()), dumps(value))
    return (1, 0, dumps(value))


def units_destroyed(case: Json, outcome: Json) -> Json:
    """The units destroyed in the action, by id."""
    was = {u["id"] for u in case["state"]["units"] if _destroyed(u)}
    return sorted(u["id"] for u in outcome["state"]["units"] if _destroyed(u) and u["id"] not in was)


def battle_shocked(case: Json, outcome: Json) -> Json:
    """The units battle-shocked after the action that were not before (WH-ERS-1)."""
    was = {u["id"] for u in case["state"]["units"] if u["shocked"]}
    return sorted(u["id"] for u in outcome["state"]["units"] if u["shocked"] and u["id"] not in was)


def charge_distance(case: Json, outcome: Json) -> Json:
    """The charge distance in inches, 2W6 (WH-ANG-3)."""
    sequence = outcome["state"]["sequence"]
    return sequence["roll"] if sequence and sequence["kind"] == "charge" else None


def charge(case: Json, outcome: Json) -> Json:
    """Whether the charge move the case gives as ``then`` succeeds with the distance rolled
    (WH-ANG-3, WH-ANG-4): the rules run it on the state after the roll; a move they reject
    (too long, say) fails the charge, since the unit then may not move (WH-ANG-5)."""
    after = run_case(RULESET, {"state": outcome["state"], "action": case["then"], "dice": {}, "interpretations": case.get("interpretations") or {}})
    if after["status"] == "rejected":
        return f"fails: {after['error']['code']}"
    ended = [e for e in after["events"] if e["type"] == "charge_ended"]
    return "succeeds" if ended and ended[-1]["success"] else "fails"


def _charge_applies(case: Json) -> str | None:
    """The charge projection needs a declared charge and the move to try (``then``)."""
    reason = action_types("declare_charge")(case)
    if reason is not None:
        return reason
    then = case.get("then")
    if not isinstance(then, dict) or then.get("type") != "charge_move":
        return "the case gives no charge move to try as \"then\" (a charge_move action with the paths)"
    return None


def natural(case: Json) -> str:
    """The projection used without ``--project``: models destroyed for an attack or anything
    that can cost models, battle-shock for its test, for a charge whether the move given as
    ``then`` succeeds, else the roll."""
    kind = action_type(case)
    if kind in ("shoot", "fight", "resolve_attacks", "emergency_disembark", "move"):
        return "models-destroyed"
    if kind == "battle_shock_test":
        return "battle-shocked"
    if kind == "declare_charge":
        return "charge" if "then" in case else "charge-distance"
    return "outcome"


@dataclass(frozen=True)
class ChargeCase:
    """The charge before a ``charge_move`` vector, for a distribution vector of ``charge``: the
    state before the declaration, the declaration, and the vector's move as ``then``."""

    base: Json  # the charge_move vector
    state: Json
    action: Json
    then: Json
    projection: str = "charge"


def charge_cases(bases: Iterable[Json]) -> Iterator[ChargeCase]:
    """For every accepted ``charge_move`` vector: its state with the charge not yet declared (no
    ``sequence``, the unit's ``turn.charge`` unset), a ``declare_charge`` of the same unit and
    targets, and the vector's move to try with whatever distance the 2W6 give (WH-ANG-3 to
    WH-ANG-5).  Only where the declaration, rolled as the vector's roll, gives back exactly the
    vector's state: so the case is the vector's own charge with its roll left open."""
    for base in bases:
        state, sequence = base["state"], base["state"].get("sequence")
        if base["action"]["type"] != "charge_move" or base["expected"].get("status") != "accepted":
            continue
        if not sequence or sequence.get("kind") != "charge":
            continue
        units = [{**u, "turn": {**u["turn"], "charge": None}} if u["id"] == sequence["unit"] else u for u in state["units"]]
        before = {**state, "sequence": None, "units": units}
        declare = {"type": "declare_charge", "player": base["action"]["player"], "unit": sequence["unit"], "targets": sequence["targets"]}
        roll = sequence["roll"]
        dice = {CHARGE: [min(6, roll - 1), roll - min(6, roll - 1)]}
        replay = run_case(RULESET, {"state": before, "action": declare, "dice": dice, "interpretations": base["interpretations"]})
        if replay["status"] == "accepted" and dumps(replay["state"]) == dumps(state):
            yield ChargeCase(base, before, declare, base["action"])


def vector_projections(case: Json) -> tuple[str, ...]:
    """What the distribution vectors of a case count: for a board-free attack the wounds each
    model loses and the units destroyed (a calculator's two answers; an in-game attack has its
    board-free twin, so it adds none); for a test or a roll its natural projection."""
    kind = action_type(case)
    if kind == "resolve_attacks":
        return ("wounds-lost", "unit-destroyed")
    if kind in ("shoot", "fight", "emergency_disembark"):
        return ()  # an emergency disembarkation places models on the table: too slow to enumerate often
    chosen = natural(case)
    return () if chosen == "outcome" else (chosen,)


ODDS = OddsSupport(
    projections=(
        Projection("models-destroyed", "how many models the action destroys", models_destroyed),
        Projection("wounds-lost", "per model, the wounds it loses", wounds_lost, order=by_wounds_lost),
        Projection("unit-destroyed", "the units the action destroys", units_destroyed),
        Projection("battle-shocked", "the units that become battle-shocked", battle_shocked),
        Projection("charge-distance", "the charge roll (2W6 inches)", charge_distance, applies=action_types("declare_charge")),
        Projection("charge", "whether the charge move given as \"then\" succeeds with the roll", charge, applies=_charge_applies),
    ),
    natural=natural,
    vector_projections=vector_projections,
    profiles="regelwerk.rulesets.w40k.profiles:profile_cases",
    earlier_cases="regelwerk.rulesets.w40k.odds:charge_cases",
)
