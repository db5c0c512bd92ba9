"""The ambiguity register of a rule set (``features/<rule set>/auslegungen.yaml``).

Every place where the rule text is ambiguous, incomplete or contradicts itself is an entry:
the clauses it touches, the question, the options, the default reading and why.  Entries with
``switch: true`` are implemented as interpretation switches in the rule set's
``interpretations`` module; scenarios that depend on one carry ``@auslegung:ID=OPTION``.
Entries with ``switch: false`` record a reading no engine outcome depends on (who rolls a die,
say) or an assumption about data the text does not give.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from regelwerk.core import schemas
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.paths import features_dir
from regelwerk.suite.yamlio import load_yaml

REGISTER_FILE = "auslegungen.yaml"


@dataclass(frozen=True)
class Option:
    id: str
    summary: str


@dataclass(frozen=True)
class Ambiguity:
    id: str
    title: str
    clauses: tuple[str, ...]
    question: str
    options: tuple[Option, ...]
    default: str
    reason: str
    switch: bool

    @property
    def option_ids(self) -> tuple[str, ...]:
        return tuple(o.id for o in self.options)


@dataclass(frozen=True)
class Register:
    ruleset: str
    ambiguities: dict[str, Ambiguity]
    path: Path


def register_path(ruleset: str) -> Path:
    return features_dir() / ruleset / REGISTER_FILE


def load_register(ruleset: str) -> Register:
    path = register_path(ruleset)
    data = load_yaml(path)
    error = schemas.first_error("register.schema.json", data)
    if error is not None:
        raise SuiteDataError(str(path), error.message, json_path=error.json_path)
    entries: dict[str, Ambiguity] = {}
    for i, entry in enumerate(data["ambiguities"]):
        if entry["id"] in entries:
            raise SuiteDataError(str(path), f"ambiguity id {entry['id']} is used twice", json_path=f"$.ambiguities[{i}].id")
        entries[entry["id"]] = Ambiguity(
            id=entry["id"],
            title=entry["title"],
            clauses=tuple(entry["clauses"]),
            question=entry["question"],
            options=tuple(Option(o["id"], o["summary"]) for o in entry["options"]),
            default=entry["default"],
            reason=entry["reason"],
            switch=entry["switch"],
        )
    return Register(data["ruleset"], entries, path)
