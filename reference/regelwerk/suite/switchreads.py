"""Which interpretation switches the rules read, per action type.

An ``@auslegung-ebenso:ID=OPTION`` vector runs its case under a non-default option whose
outcome is the default's (docs/features-schreiben.md, "Eine Option absichtlich mitprüfen").
Such a vector is worth having only where the switch *touches the action*: an engine that takes
another path under the option could then answer this case wrongly.  The rules need not read the
switch in this very case for that: a mutant (or a port) may reach the switch where the reference
engine decides before it, as when the switch is read only where another phase ends than the one
this action ends.  So ``regelwerk check`` accepts the
tag when the rules read the switch for this case, or for any other vector or table row of the
rule set whose action has the same ``type``; a switch no action of that type ever reads is
still refused ("drop the tag").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from regelwerk.core.canonical import Json

NO_TYPE = "(no type)"  # the action of a malformed case may lack a type: such cases count together


def action_type(action: Json) -> str:
    """The ``type`` of an action, or :data:`NO_TYPE` for an action without a string type."""
    kind = action.get("type") if isinstance(action, dict) else None
    return kind if isinstance(kind, str) else NO_TYPE


def reads_by_action_type(
    vectors: Iterable[Json],
    consulted: Mapping[str, frozenset[str]],
    tables: Iterable[tuple[Json, frozenset[str]]] = (),
) -> dict[str, frozenset[str]]:
    """Action type → every switch the rules read for some vector of that type (``consulted``:
    vector id → the switches its own run read) or for some row of a table whose action
    template has that type (``tables``: each table's content with the switches any row read)."""
    found: dict[str, set[str]] = {}
    for vector in vectors:
        found.setdefault(action_type(vector["action"]), set()).update(consulted.get(vector["id"], frozenset()))
    for content, read in tables:
        if content.get("rows"):  # a table that failed to generate has no rows and no type to speak of
            found.setdefault(action_type(content["action_template"]), set()).update(read)
    return {kind: frozenset(switches) for kind, switches in found.items()}
