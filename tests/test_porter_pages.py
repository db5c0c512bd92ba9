"""Every porter page is complete: each event type, action type, error code, state field, action
field and event field of a rule set is described on its page ``docs/<rule set>.md``.

The lists come from the rule set's schemas (``schemas/<rule set>/state``, ``action`` and
``event``: every property name at any depth, and the ``type`` constants of the actions and
events) and from its declared error codes.  "Described" means: the name is a word of an inline
code span outside fenced blocks (`` `wounds_left` ``, `` `{"id", "owner"}` ``,
`` `$.state.units[i].at` ``), as in a table of fields or a definition.  A JSON example alone does
not count: a port must not have to guess a field's meaning from an example.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from regelwerk.rulesets import RULESETS

REPO = Path(__file__).resolve().parents[1]
KINDS = ("state", "action", "event")
FENCED = re.compile(r"^\s*```.*?^\s*```", re.S | re.M)
SPAN = re.compile(r"`([^`\n]+)`")
WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")


def _walk(node: object, names: set[str], types: set[str]) -> None:
    """Every property name below ``node``, and the ``const`` of every ``type`` property."""
    if isinstance(node, dict):
        properties = node.get("properties")
        if isinstance(properties, dict):
            for name, sub in properties.items():
                names.add(name)
                if name == "type" and isinstance(sub, dict) and isinstance(sub.get("const"), str):
                    types.add(sub["const"])
        for value in node.values():
            _walk(value, names, types)
    elif isinstance(node, list):
        for value in node:
            _walk(value, names, types)


def schema_names(ruleset: str) -> dict[str, set[str]]:
    """What the page must describe, by kind: ``state field``, ``action type``, ``action field``,
    ``event type``, ``event field`` (``type`` itself, the discriminator, is left out)."""
    wanted: dict[str, set[str]] = {}
    for kind in KINDS:
        names: set[str] = set()
        types: set[str] = set()
        _walk(json.loads((REPO / "schemas" / ruleset / f"{kind}.schema.json").read_text(encoding="utf-8")), names, types)
        names.discard("type")
        wanted[f"{kind} field"] = names
        if kind != "state":
            wanted[f"{kind} type"] = types
    return wanted


def words_of(markdown: str) -> frozenset[str]:
    """The words of the inline code spans of a page, fenced blocks left out."""
    words: set[str] = set()
    for span in SPAN.findall(FENCED.sub("", markdown)):
        for word in WORD.findall(span):
            words.add(word)  # an error code, SA.MOVE.TOO_FAR
            words.update(word.split("."))  # a path, turn.moved
    return frozenset(words)


@cache
def described(ruleset: str) -> frozenset[str]:
    return words_of((REPO / "docs" / f"{ruleset}.md").read_text(encoding="utf-8"))


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_the_porter_page_describes_every_name_of_the_schemas(ruleset: str) -> None:
    page = described(ruleset)
    wanted = schema_names(ruleset)
    wanted["error code"] = {code.code for code in RULESETS[ruleset].error_codes}
    missing = [f"{kind} `{name}`" for kind, names in sorted(wanted.items()) for name in sorted(names) if name not in page]
    assert not missing, f"docs/{ruleset}.md does not describe: " + ", ".join(missing)


def test_a_name_only_in_an_example_is_not_described() -> None:
    text = "```json\n{\"wounds_left\": 1}\n```\n\n| field | meaning |\n|---|---|\n| `$.state.at` | where |\n"
    assert "at" in words_of(text)
    assert "wounds_left" not in words_of(text)
    assert {"SA.MOVE.TOO_FAR", "turn", "moved"} <= words_of("`SA.MOVE.TOO_FAR` and `turn.moved`")
