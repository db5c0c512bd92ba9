"""Steps every rule set shares: dice, raw JSON input, rejections by kind, code and clause."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from regelwerk.core.canonical import Json
from regelwerk.suite.steps import StepFailed, StepLibrary

if TYPE_CHECKING:
    from regelwerk.suite.builder import CaseBuilder

STEPS = StepLibrary(
    "common",
    types={"JSON": (r".+", json.loads)},
)


# -- given: raw changes for malformed cases ---------------------------------------------


@STEPS.given("im Zustand wird {pfad:Pfad} auf {wert:JSON} gesetzt")
def set_in_state(b: CaseBuilder, pfad: str, wert: Json) -> None:
    b.patches.append((pfad, wert))


# -- when --------------------------------------------------------------------------------


@STEPS.when("die Aktion lautet:")
def raw_action(b: CaseBuilder, doc: str) -> None:
    b.set_action(json.loads(doc))


@STEPS.when("für {label:Name} wird {werte:Zahlen} gewürfelt")
@STEPS.when("für {label:Name} werden {werte:Zahlen} gewürfelt")
def dice(b: CaseBuilder, label: str, werte: list[int]) -> None:
    b.add_dice(label, werte)


# -- then --------------------------------------------------------------------------------


@STEPS.then("wird die Aktion angenommen")
def accepted(b: CaseBuilder) -> None:
    b.accepted_state()


@STEPS.then("wird die Aktion mit {code:Code} nach Klausel {klausel:Klausel} abgelehnt")
def rejected_illegal(b: CaseBuilder, code: str, klausel: str) -> None:
    error = b.rejection()
    found = (error["kind"], error["code"], error.get("clause"))
    if found != ("illegal", code, klausel):
        raise StepFailed(f"expected illegal {code} ({klausel}), got {found[0]} {found[1]} ({found[2]}): {error['message']}")


@STEPS.then("wird der Fall als fehlerhaft mit {code:Code} abgewiesen")
def rejected_malformed(b: CaseBuilder, code: str) -> None:
    error = b.rejection()
    if (error["kind"], error["code"]) != ("malformed", code):
        raise StepFailed(f"expected malformed {code}, got {error['kind']} {error['code']}: {error['message']}")


@STEPS.then("fehlt ein Würfel für {label:Name}")
def dice_missing(b: CaseBuilder, label: str) -> None:
    error = b.rejection()
    if (error["kind"], error["code"], error.get("label")) != ("dice", "CORE.DICE.MISSING", label):
        raise StepFailed(f"expected a missing {label!r} die, got {error['kind']} {error['code']}: {error['message']}")


@STEPS.then("bleiben Würfel für {label:Name} übrig")
def dice_unused(b: CaseBuilder, label: str) -> None:
    error = b.rejection()
    if (error["kind"], error["code"], error.get("label")) != ("dice", "CORE.DICE.UNUSED", label):
        raise StepFailed(f"expected unused {label!r} dice, got {error['kind']} {error['code']}: {error['message']}")
