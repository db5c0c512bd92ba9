"""A vector's picture (:class:`~regelwerk.pictures.scene.Picture`): the state before with the
action drawn on it, the expected state after (or the rejection), and with an engine's answer
that answer's state, every piece that differs marked.

The drawing itself is the rule set's (``regelwerk.rulesets.<name>.picture``, ``DRAWER``); a rule
set without one, or a state its drawer cannot read (the input vectors that send malformed states
on purpose), gets a panel that says so instead of an error: every vector has a picture.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping

from regelwerk.core.canonical import Json, dumps
from regelwerk.pictures.scene import Box, Drawer, Language, Outcome, Panel, Picture, text, word
from regelwerk.suite.vectors import Vector

EMPTY = Box(0, 0, 40, 10)
# A state or action larger than this is not drawn (a panel says so): the largest of the suite's
# vectors has some 7 KB, and an engine's answer (a report, ``show --engine``) may be anything:
# a board of a million tiles would take minutes and hundreds of megabytes to draw.
MAX_DRAWN_BYTES = 256 * 1024


def drawer_of(ruleset: str) -> Drawer | None:
    """The rule set's ``DRAWER``, or ``None`` for a rule set without pictures."""
    try:
        module = importlib.import_module(f"regelwerk.rulesets.{ruleset}.picture")
    except ModuleNotFoundError as exc:
        if exc.name not in (f"regelwerk.rulesets.{ruleset}", f"regelwerk.rulesets.{ruleset}.picture"):
            raise
        return None
    drawer: Drawer = module.DRAWER
    return drawer


def picture_of(vector: Vector, answer: Outcome | None = None, differences: tuple[str, ...] = (), language: Language = "de") -> Picture:
    """The picture of ``vector``; with ``answer`` (an engine's outcome) a third panel with its
    state and the pieces that differ from the expected state marked, and ``differences`` (the
    lines ``verify`` prints) under the picture."""
    drawer = drawer_of(vector.ruleset)
    expected = Outcome.of(vector.expected)
    state = vector.case.get("state")
    action = vector.case.get("action")
    panels = [_before(drawer, state, action, language)]
    if vector.projection is None:
        panels.append(_after(drawer, "expected", expected, frozenset(), language))
    else:
        panels[0] = _with_notes(panels[0], (f"{word('distribution', language)} {vector.projection}",))
    if answer is not None:
        differing = _differing(drawer, expected.state, answer.state) if drawer is not None else frozenset()
        panels.append(_after(drawer, "engine", answer, differing, language))
    return Picture(
        vector.id,
        vector.ruleset,
        vector.description,
        tuple(panels),
        drawer.legend if drawer is not None else (),
        differences,
        drawer.scale[language] if drawer is not None else "",
    )


def _before(drawer: Drawer | None, state: Json, action: Json, language: Language) -> Panel:
    if drawer is None:
        return _no_picture("before", language, "")
    too_large = _too_large(state, language) or _too_large(action, language)
    if too_large:
        return _no_picture("before", language, too_large)
    try:
        box, marks, notes = drawer.state(state)
        overlay = drawer.action(state, action) if action is not None else ()
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        return _no_picture("before", language, _why(exc))
    return Panel("before", box, marks + overlay, notes)


def _after(drawer: Drawer | None, title: str, outcome: Outcome, highlight: frozenset[str], language: Language) -> Panel:
    if outcome.rejection is not None:
        rejection = outcome.rejection if isinstance(outcome.rejection, dict) else {}
        said = " ".join(str(rejection.get(k, "")) for k in ("code", "clause")).strip()
        return Panel(title, EMPTY, (text(20, 5, f"{word('rejected', language)}: {said}", "rejection"),), (dumps(outcome.rejection)[:200],))
    if drawer is None or outcome.state is None:
        return _no_picture(title, language, "")
    too_large = _too_large(outcome.state, language)
    if too_large:
        return _no_picture(title, language, too_large)
    try:
        box, marks, notes = drawer.state(outcome.state, highlight)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        return _no_picture(title, language, _why(exc))
    return Panel(title, box, marks, notes)


def _differing(drawer: Drawer, expected: Json, actual: Json) -> frozenset[str]:
    """The ids of the pieces that are not the same in both states (missing on one side too)."""
    if _too_large(expected, "en") or _too_large(actual, "en"):
        return frozenset()
    try:
        mine: Mapping[str, Json] = drawer.pieces(expected) if expected is not None else {}
        theirs: Mapping[str, Json] = drawer.pieces(actual) if actual is not None else {}
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        return frozenset()
    return frozenset(i for i in set(mine) | set(theirs) if dumps(mine.get(i)) != dumps(theirs.get(i)))


def _too_large(value: Json, language: Language) -> str:
    """Why ``value`` is not drawn (more than :data:`MAX_DRAWN_BYTES` as JSON), in ``language``, or ``""``."""
    size = len(dumps(value).encode("utf-8"))
    if size <= MAX_DRAWN_BYTES:
        return ""
    if language == "de":
        return f"{size:_} Bytes JSON, mehr als die {MAX_DRAWN_BYTES:_}, die ein Bild zeichnet".replace("_", ".")
    return f"{size:,} bytes of JSON, more than the {MAX_DRAWN_BYTES:,} a picture draws"


def _no_picture(title: str, language: Language, why: str) -> Panel:
    return Panel(title, EMPTY, (text(20, 5, word("no-picture", language), "no-picture"),), (why,) if why else ())


def _with_notes(panel: Panel, notes: tuple[str, ...]) -> Panel:
    return Panel(panel.title, panel.box, panel.marks, panel.notes + notes)


def _why(exc: Exception) -> str:
    return f"{type(exc).__name__}: {exc}"[:200]
