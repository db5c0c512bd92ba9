"""Ties and boundaries as a class (issue 22): every measurement a rule set compares with a bound,
or with another measurement, is listed in ``features/<rule set>/grenzen.yaml`` with its family
of boundary vectors: the exact tie and one smallest unit on either side, and for a rule set that
measures in space the same three cases with part of the distance made of height.

A family is one or more ``Szenariogrundriss`` (one per reading where a switch decides
only some rows) whose first column names the cases; its vector ids are
``<prefix>/gleich``, ``/knapp-darunter``, ``/knapp-darueber`` (and ``/im-raum-gleich``,
``/im-raum-knapp-darunter``, ``/im-raum-knapp-darueber``).  A die threshold that an exhaustive
generated table covers names the table instead.  The outcomes are the scenarios' own, written by
hand from the rule text; this test checks that no family is missing a case and that every case
cites the clause that holds the comparison."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
import yaml

from regelwerk.rulesets import RULESETS
from regelwerk.suite.catalog import load_catalog
from regelwerk.suite.register import load_register
from regelwerk.suite.vectors import load_vectors

FEATURES = Path(__file__).resolve().parent.parent / "features"
VECTORS = Path(__file__).resolve().parent.parent / "vectors"
KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
PLANE = ("gleich", "knapp-darunter", "knapp-darueber")
SPACE = ("im-raum-gleich", "im-raum-knapp-darunter", "im-raum-knapp-darueber")
KINDS = {"einschliesslich", "ausschliesslich", "gleichstand"}
FIELDS = {"id", "klauseln", "was", "grenze", "raum", "szenarien", "tabelle"}


def measurements(ruleset: str) -> list[dict]:
    data = yaml.safe_load((FEATURES / ruleset / "grenzen.yaml").read_text(encoding="utf-8"))
    assert isinstance(data, dict) and isinstance(data.get("messungen"), list) and data["messungen"], (
        f"features/{ruleset}/grenzen.yaml: a non-empty list 'messungen'"
    )
    return data["messungen"]


@cache
def vectors_by_id(ruleset: str) -> dict:
    return {v.id: v for v in load_vectors([ruleset])}


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_every_rule_set_lists_its_measurements_with_well_formed_entries(ruleset):
    clauses = set(load_catalog(ruleset).clauses)
    register = load_register(ruleset).ambiguities
    seen: set[str] = set()
    for i, entry in enumerate(measurements(ruleset)):
        where = f"features/{ruleset}/grenzen.yaml: messungen[{i}]"
        assert isinstance(entry, dict) and set(entry) <= FIELDS, f"{where}: only the fields {sorted(FIELDS)}"
        assert KEBAB.match(str(entry.get("id", ""))), f"{where}: id in kebab-case"
        assert entry["id"] not in seen, f"{where}: id {entry['id']} twice"
        seen.add(entry["id"])
        assert entry.get("klauseln") and set(entry["klauseln"]) <= clauses, f"{where}: klauseln from the catalog"
        assert isinstance(entry.get("was"), str) and len(entry["was"]) >= 10, f"{where}: was, in own words"
        bound = str(entry.get("grenze", ""))
        if bound.startswith("auslegung:"):
            switch = register.get(bound.split(":", 1)[1])
            assert switch is not None and switch.switch, f"{where}: grenze names a switch of the register"
        else:
            assert bound in KINDS, f"{where}: grenze is one of {sorted(KINDS)} or auslegung:<switch>"
        assert entry.get("raum") in ("eben", "eben-und-raum"), f"{where}: raum is eben or eben-und-raum"
        assert bool(entry.get("szenarien")) != bool(entry.get("tabelle")), f"{where}: szenarien or tabelle, one of them"


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_every_family_has_the_tie_and_one_unit_either_side_each_citing_its_clause(ruleset):
    vectors = vectors_by_id(ruleset)
    missing: list[str] = []
    for entry in measurements(ruleset):
        wanted = set(entry["klauseln"])
        cases = PLANE + (SPACE if entry["raum"] == "eben-und-raum" else ())
        prefixes = entry.get("szenarien") or []
        for case in cases if prefixes else ():
            # A family may spread over several outlines: a reading that decides only one side of
            # the bound must be declared by the rows it decides and no others, and tags belong to
            # a whole outline.  Every case must be somewhere among them.
            found = [vectors[f"{prefix}/{case}"] for prefix in prefixes if f"{prefix}/{case}" in vectors]
            if not found:
                missing.append(f"{entry['id']}: no vector <prefix>/{case} for any prefix of {prefixes}")
            for vector in found:
                if not wanted & set(vector.clauses):
                    missing.append(f"{entry['id']}: {vector.id} cites none of {sorted(wanted)}")
        for prefix in prefixes:
            if not any(vid.startswith(prefix + "/") for vid in vectors):
                missing.append(f"{entry['id']}: no vector of the outline {prefix}")
        if entry.get("tabelle"):
            table = [v for v in vectors.values() if v.file.endswith(entry["tabelle"])]
            if not (VECTORS / ruleset / entry["tabelle"]).is_file():
                missing.append(f"{entry['id']}: no table vectors/{ruleset}/{entry['tabelle']}")
            elif not table:
                missing.append(f"{entry['id']}: no vector comes from vectors/{ruleset}/{entry['tabelle']}")
            elif not wanted & set(table[0].clauses):
                missing.append(f"{entry['id']}: the table cites none of {sorted(wanted)}")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_no_vector_of_a_family_is_claimed_by_two_measurements(ruleset):
    owners: dict[str, str] = {}
    for entry in measurements(ruleset):
        for prefix in entry.get("szenarien") or []:
            assert prefix not in owners, f"{prefix} belongs to {owners[prefix]} and {entry['id']}"
            owners[prefix] = entry["id"]
