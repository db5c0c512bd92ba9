"""The ambiguity register of a rule set (``features/<rule set>/auslegungen.yaml``).

Every place where the rule text is ambiguous, incomplete or contradicts itself is an entry:
the clauses it touches, the question, the options, the default reading and why.  Entries with
``switch: true`` are implemented as interpretation switches in the rule set's
``interpretations`` module; scenarios that depend on one carry ``@auslegung:ID=OPTION``.
Entries with ``switch: false`` record a reading no engine outcome depends on (who rolls a die,
say) or an assumption about data the text does not give.

Each entry says what kind of question it is (:data:`KINDS`), which option is the literal reading
of the text where one is, which is the published game's rule where the register knows it, and
which options are house rules that contradict an explicit sentence.  ``regelwerk check`` holds
the defaults to one principle (:func:`default_principle_problems`): the literal reading is the
default wherever there is one; where the text is silent or open and the published rule is
known, the published rule is; a house rule never is.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from regelwerk.core import schemas
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.paths import features_dir
from regelwerk.suite.yamlio import load_yaml

REGISTER_FILE = "auslegungen.yaml"


# What kind of question an entry is (the register's ``kind``).
AMBIGUOUS = "ambiguous"  # the words can be read two ways
SILENT = "silent"  # the text leaves a gap (says nothing, or refers to a page it does not include)
DIFFERS = "differs"  # the text says one thing, the published game another
KINDS = (AMBIGUOUS, SILENT, DIFFERS)


@dataclass(frozen=True)
class Option:
    id: str
    summary: str
    house_rule: bool = False  # contradicts an explicit sentence of the text


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
    kind: str = AMBIGUOUS
    literal: str | None = None  # the option that is the literal reading of the text
    published: str | None = None  # the option that is the published game's rule

    @property
    def option_ids(self) -> tuple[str, ...]:
        return tuple(o.id for o in self.options)

    @property
    def house_rules(self) -> tuple[str, ...]:
        return tuple(o.id for o in self.options if o.house_rule)

    def labels(self, option: str) -> tuple[str, ...]:
        """What the register says of one option: ``default``, ``literal``, ``published``,
        ``house rule`` (in that order, those that apply)."""
        marks = (
            ("default", option == self.default),
            ("literal", option == self.literal),
            ("published", option == self.published),
            ("house rule", option in self.house_rules),
        )
        return tuple(label for label, applies in marks if applies)


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
            options=tuple(Option(o["id"], o["summary"], bool(o.get("house_rule", False))) for o in entry["options"]),
            default=entry["default"],
            reason=entry["reason"],
            switch=entry["switch"],
            kind=entry["kind"],
            literal=entry.get("literal"),
            published=entry.get("published"),
        )
    return Register(data["ruleset"], entries, path)


def default_principle_problems(entry: Ambiguity) -> list[str]:
    """What breaks the one principle for defaults in one entry (messages without the file).

    * ``literal`` and ``published`` name options of the entry; a ``differs`` entry names both,
      and they differ (else the text does not differ from the published game);
    * the literal reading, where there is one, is the default;
    * where there is none and the published rule is known, the published rule is the default;
    * no house rule is the default or the literal reading.
    """
    problems: list[str] = []
    ids = entry.option_ids
    for field, value in (("literal", entry.literal), ("published", entry.published)):
        if value is not None and value not in ids:
            problems.append(f"{entry.id}: {field} {value!r} is not one of its options ({', '.join(ids)})")
    if problems:
        return problems
    if entry.kind == DIFFERS:
        if entry.literal is None or entry.published is None:
            problems.append(f"{entry.id}: kind 'differs' names the text's reading (literal) and the published rule (published)")
        elif entry.literal == entry.published:
            problems.append(f"{entry.id}: kind 'differs', but literal and published are the same option {entry.literal!r}")
    if entry.literal is not None and entry.default != entry.literal:
        problems.append(
            f"{entry.id}: the default is {entry.default!r}, but {entry.literal!r} is the literal reading of the text: "
            f"the literal reading is the default (make it the default, or say why the text does not decide: drop literal)"
        )
    elif entry.literal is None and entry.published is not None and entry.default != entry.published:
        problems.append(
            f"{entry.id}: the text does not decide (no literal reading), so the published rule {entry.published!r} "
            f"is the default, not {entry.default!r}"
        )
    for option in entry.house_rules:
        if option == entry.default:
            problems.append(f"{entry.id}: the default {option!r} is a house rule (it contradicts the text); a house rule is never the default")
        if option == entry.literal:
            problems.append(f"{entry.id}: {option!r} cannot be both the literal reading and a house rule")
    return problems


def pointer_problems(entry: Ambiguity, statements: dict[str, str]) -> list[str]:
    """Each clause an entry names restates the text neutrally and points to the entry: its
    statement names the entry's id (a clause that states one option as the rule would
    contradict the vectors of the other options that cite it)."""
    return [
        f"{clause} does not name {entry.id}, which it is named by: restate the clause neutrally and point to the entry "
        f"(or drop {clause} from the entry's clauses)"
        for clause in entry.clauses
        if clause in statements and entry.id not in statements[clause]
    ]
