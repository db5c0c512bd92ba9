"""The generated dice table of the pairing rule (PT-WUE-1, PT-WUE-2): complete, right by an
independent reading of the rule text, stable, valid, checked for drift, and passed by the
reference engine in process and through ``regelwerk serve``."""

from __future__ import annotations

import json
import shlex
import shutil
import sys
from itertools import product
from pathlib import Path

import pytest

from regelwerk.cli import main
from regelwerk.core import schemas
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.paths import vectors_dir
from regelwerk.rulesets.pocket_tactics.tables import duel
from regelwerk.suite.catalog import load_catalog
from regelwerk.suite.check import check_tables
from regelwerk.suite.tables import drift, fill_tables, generate, render, write_tables
from regelwerk.suite.vectors import load_vector_file, load_vectors, table_files
from tests.sampling import write_sample

REPO = Path(__file__).resolve().parents[2]
RULESET = "pocket_tactics"
RELATIVE = "vectors/pocket_tactics/tables/duell-tabelle.json"
ROWS = 6972


def table_path() -> Path:
    return vectors_dir() / RULESET / "tables" / "duell-tabelle.json"


def table() -> dict:
    return json.loads(table_path().read_text(encoding="utf-8"))


def multisets(smallest: int, largest: int) -> set[tuple[int, ...]]:
    """Every multiset of W6 results, built the long way: all ordered rolls, each sorted."""
    return {tuple(sorted(roll)) for size in range(smallest, largest + 1) for roll in product(range(1, 7), repeat=size)}


def oracle(red: list[int], blue: list[int]) -> dict:
    """The rule text read afresh: both sides sorted from high to low and paired in turn; a blue
    die below its red die defeats and ends the comparison, an equal or higher one makes that red
    die fail; a red die left without a blue partner defeats as well."""
    red, blue = sorted(red, reverse=True), sorted(blue, reverse=True)
    pairs = []
    for position, attack in enumerate(red):
        if position == len(blue):
            return {"pairs": pairs, "unmatched": red[position:], "defeated": True}
        pairs.append([attack, blue[position]])
        if blue[position] < attack:
            return {"pairs": pairs, "unmatched": [], "defeated": True}
    return {"pairs": pairs, "unmatched": [], "defeated": False}


def report_lines(path: Path) -> list[dict]:
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert lines[0]["type"] == "header" and lines[-1]["type"] == "footer"
    return lines


@pytest.fixture(scope="module")
def vectors():
    return load_vector_file(table_path())


@pytest.fixture(scope="module")
def only_the_table(tmp_path_factory) -> Path:
    """A vector folder holding the duel table and nothing else, for ``verify --vectors``."""
    root = tmp_path_factory.mktemp("vectors")
    (root / RULESET / "tables").mkdir(parents=True)
    shutil.copy(table_path(), root / RULESET / "tables" / table_path().name)
    return root


def test_the_table_has_exactly_6972_rows_one_per_pair_of_multisets(vectors):
    rows = table()["rows"]
    assert len(rows) == len(vectors) == ROWS
    pairs = [(tuple(red), tuple(blue)) for red, blue, _ in rows]
    assert len(set(pairs)) == ROWS
    assert set(pairs) == set(product(multisets(1, 3), multisets(0, 3)))
    assert len(multisets(1, 3)) == 83 and len(multisets(0, 3)) == 84


def test_an_independent_oracle_from_the_rule_text_agrees_with_every_row(vectors):
    for vector in vectors:
        action = vector.case["action"]
        assert (action["type"], action["question"]) == ("ask", "compare"), vector.id
        assert vector.expected == {"status": "answered", "answer": oracle(action["red"], action["blue"])}, vector.id


def test_the_oracle_is_not_trivially_agreeable():
    assert oracle([2, 6, 2], [6, 3]) == {"pairs": [[6, 6], [2, 3]], "unmatched": [2], "defeated": True}
    assert oracle([5, 5], [4, 6, 5]) == {"pairs": [[5, 6], [5, 5]], "unmatched": [], "defeated": False}
    assert oracle([6, 4, 5], [5, 3, 6]) == {"pairs": [[6, 6], [5, 5], [4, 3]], "unmatched": [], "defeated": True}
    assert oracle([1], []) == {"pairs": [], "unmatched": [1], "defeated": True}


def test_every_row_cites_the_pairing_clauses_with_their_current_hashes(vectors):
    catalog = load_catalog(RULESET)
    expected = [{"id": c, "hash": catalog.hash_of(c)} for c in ("PT-WUE-1", "PT-WUE-2")]
    assert table()["clauses"] == expected
    assert all(v.clauses == ("PT-WUE-1", "PT-WUE-2") and v.raw["clauses"] == expected for v in vectors)
    # the rows read one switch, PT-A-UEBERZAEHLIGE-WUERFEL, and the table declares its literal reading
    assert all(v.interpretations == {"PT-A-UEBERZAEHLIGE-WUERFEL": "je-wuerfel"} and v.case["dice"] == {} for v in vectors)


def test_the_dice_are_given_in_ascending_order_so_an_engine_that_does_not_sort_fails(vectors):
    def unsorted_pairing(red, blue):  # pairs the dice as given
        pairs = []
        for i, attack in enumerate(red):
            if i == len(blue):
                return {"pairs": pairs, "unmatched": red[i:], "defeated": True}
            pairs.append([attack, blue[i]])
            if blue[i] < attack:
                return {"pairs": pairs, "unmatched": [], "defeated": True}
        return {"pairs": pairs, "unmatched": [], "defeated": False}

    assert all(v.case["action"]["red"] == sorted(v.case["action"]["red"]) for v in vectors)
    caught = [v.id for v in vectors if v.expected["answer"] != unsorted_pairing(v.case["action"]["red"], v.case["action"]["blue"])]
    assert len(caught) > ROWS // 2


def test_row_ids_are_unique_and_stable(vectors):
    ids = [v.id for v in vectors]
    assert len(set(ids)) == ROWS
    for vector in vectors:
        red, blue = vector.case["action"]["red"], vector.case["action"]["blue"]
        assert vector.id == f"pocket_tactics/duell/r{''.join(map(str, red))}-b{''.join(map(str, blue))}"
    by_id = {v.id: v for v in vectors}
    assert by_id["pocket_tactics/duell/r226-b36"].expected["answer"] == {"defeated": True, "pairs": [[6, 6], [2, 3]], "unmatched": [2]}
    assert by_id["pocket_tactics/duell/r6-b"].description == "Würfelpaare vergleichen: Rot 6, Blau keine"
    assert by_id["pocket_tactics/duell/r55-b456"].description == "Würfelpaare vergleichen: Rot 5-5, Blau 4-5-6"


def test_the_suite_loads_the_table_rows_after_the_vector_files_and_no_id_is_used_twice(vectors):
    everything = load_vectors([RULESET])
    ids = [v.id for v in everything]
    assert len(ids) == len(set(ids))
    assert ids[-ROWS:] == [v.id for v in vectors]
    assert [v.id for v in load_vectors([RULESET], tables=False)] == ids[:-ROWS]


def test_a_fresh_generation_gives_the_same_ids_in_the_same_order_and_the_same_file():
    content, failures = generate(duel(), load_catalog(RULESET))
    assert failures == []
    assert content == table()
    assert render(content) == table_path().read_text(encoding="utf-8")


def test_the_file_validates_against_its_schema_and_is_written_one_row_per_line():
    data = table()
    assert schemas.first_error("vector-table.schema.json", data) is None
    assert schemas.first_error("vector-file.schema.json", data) is not None  # the other kind
    text = table_path().read_text(encoding="utf-8")
    assert text == render(data)
    assert '\n    [[2,2,6],[3,6],{"defeated":true,"pairs":[[6,6],[2,3]],"unmatched":[2]}],\n' in text
    assert table_files([RULESET]) == [table_path()]


def test_the_expanded_rows_are_valid_cases(vectors):
    data = table()
    assert schemas.first_error("pocket_tactics/state.schema.json", data["state"]) is None
    for vector in vectors[:: ROWS // 50]:
        assert schemas.first_error("pocket_tactics/action.schema.json", vector.case["action"]) is None, vector.id
        assert schemas.first_error("pocket_tactics/outcome.schema.json", vector.expected) is None, vector.id


@pytest.mark.parametrize(
    ("corrupt", "row", "json_path", "message"),
    [
        (lambda rows: rows[17][2].__setitem__("defeated", "ja"), 17, "$.rows[17][2].defeated", "not of type 'boolean'"),
        (lambda rows: rows[18][1].__setitem__(0, 7), 18, "$.rows[18][1][0]", "greater than the maximum of 6"),
        (lambda rows: rows[19][1].reverse(), 19, "$.rows[19][1]", "not in ascending order"),
        (lambda rows: rows[20].pop(), 20, "$.rows[20]", "too short"),
    ],
    ids=["answer", "face", "order", "cells"],
)
def test_a_corrupted_row_is_named_by_file_vector_id_and_json_path(tmp_path, corrupt, row, json_path, message):
    data = table()
    corrupt(data["rows"])
    red, blue = data["rows"][row][0], data["rows"][row][1]
    vector_id = f"pocket_tactics/duell/r{''.join(map(str, red))}-b{''.join(map(str, blue))}"
    path = tmp_path / "duell-tabelle.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SuiteDataError) as caught:
        load_vector_file(path)
    assert (caught.value.file, caught.value.vector_id, caught.value.json_path) == (str(path), vector_id, json_path)
    assert message in caught.value.message


def test_verify_stops_with_exit_2_on_a_corrupted_table_naming_file_vector_and_path(only_the_table, tmp_path, capsys):
    copy = tmp_path / "vectors"
    shutil.copytree(only_the_table, copy)
    path = copy / RULESET / "tables" / "duell-tabelle.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rows"][5][2]["pairs"] = "keine"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["verify", "--suite", RULESET, "--vectors", str(copy)]) == 2
    err = capsys.readouterr().err
    assert "duell-tabelle.json" in err and "pocket_tactics/duell/r1-b5" in err and "$.rows[5][2].pairs" in err


def test_a_file_of_an_unknown_kind_is_named(tmp_path):
    path = tmp_path / "liste.json"
    path.write_text(json.dumps({**table(), "kind": "liste"}), encoding="utf-8")
    with pytest.raises(SuiteDataError) as caught:
        load_vector_file(path)
    assert (caught.value.file, caught.value.json_path) == (str(path), "$.kind")
    assert "unknown kind 'liste'" in caught.value.message


def test_drift_names_each_reason():
    old = table()
    assert drift(old, old, render(old)) == []
    assert drift(None, old) == ["not yet generated"]
    assert drift(old, None) == ["no generator produces it any more"]
    assert drift(old, old, render(old).replace("\n    [[1],[1],", "\n    [[1], [1],")) == ["layout changed (not the canonical table text)"]

    changed = json.loads(json.dumps(old))
    changed["clauses"][1]["hash"] = "0123456789abcdef"
    changed["rows"][1][2]["defeated"] = True
    changed["state"]["bag"]["water"] = 1
    del changed["rows"][0]
    assert drift(changed, old) == [
        "clause text changed (PT-WUE-2)",
        "outcome changed in 1 row(s): pocket_tactics/duell/r1-b1",
        "1 new row(s), not yet generated: pocket_tactics/duell/r1-b",
        "content changed (state)",
    ]
    reordered = {**old, "rows": old["rows"][::-1]}
    assert drift(reordered, old) == ["content changed (rows: order or duplicates)"]
    assert drift({**old, "rows": old["rows"][:-3]}, old)[0].startswith("3 new row(s)")
    assert drift(old, {**old, "rows": old["rows"][:-3]})[0].startswith("3 row(s) no generator produces any more")


@pytest.mark.slow  # check and a fresh generation of the duel table
def test_regelwerk_check_reports_a_stale_table_and_fill_repairs_it(suite_copy, capsys):
    path = suite_copy / RELATIVE
    data = json.loads(path.read_text(encoding="utf-8"))
    row = next(i for i, r in enumerate(data["rows"]) if (r[0], r[1]) == ([6], [5]))
    assert data["rows"][row][2]["defeated"] is True
    data["rows"][row][2] = {"defeated": False, "pairs": [[6, 5]], "unmatched": []}
    path.write_text(json.dumps(data), encoding="utf-8")

    assert main(["check", "--suite", RULESET]) == 1
    out = capsys.readouterr().out
    assert f"stale table {RELATIVE}: outcome changed in 1 row(s): pocket_tactics/duell/r6-b5" in out
    assert "stale table(s) (run `regelwerk fill`)" in out

    written, removed = write_tables(RULESET, fill_tables(RULESET))
    assert (written, removed) == ([path], [])
    assert path.read_text(encoding="utf-8") == (REPO / RELATIVE).read_text(encoding="utf-8")


def test_check_names_a_schema_invalid_table_row(suite_copy):
    path = suite_copy / RELATIVE
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rows"][17][2]["defeated"] = "ja"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = check_tables(RULESET)
    messages = [str(p) for p in result.problems]
    assert messages == [f"{RELATIVE}: $.rows[17][2].defeated [vector pocket_tactics/duell/r1-b26]: 'ja' is not of type 'boolean'"]
    assert result.stale_tables == {} and result.tables == 0


def test_check_names_a_changed_clause_and_a_missing_row_of_a_table(suite_copy):
    path = suite_copy / RELATIVE
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(render({**data, "rows": [r for i, r in enumerate(data["rows"]) if i != 17]}), encoding="utf-8")
    catalog = suite_copy / "features/pocket_tactics/klauseln.yaml"
    text = catalog.read_text(encoding="utf-8")
    assert "der Reihe nach zu Paaren" in text
    catalog.write_text(text.replace("der Reihe nach zu Paaren", "nacheinander zu Paaren"), encoding="utf-8")

    result = check_tables(RULESET)
    assert result.problems == []
    assert result.stale_tables == {
        RELATIVE: ["clause text changed (PT-WUE-1)", "1 new row(s), not yet generated: pocket_tactics/duell/r1-b26"]
    }
    assert (result.tables, result.table_rows) == (1, ROWS - 1)


def test_an_untouched_table_passes_check(suite_copy):
    result = check_tables(RULESET)
    assert (result.problems, result.stale_tables) == ([], {})
    assert (result.tables, result.table_rows) == (1, ROWS)


def test_fill_keeps_its_behaviour_for_feature_files_and_leaves_tables_to_their_generator(suite_copy):
    from regelwerk.suite.fill import FillResult, write_fill

    _, removed = write_fill(RULESET, FillResult())  # as if every feature were gone
    assert removed and all(p.parent == suite_copy / "vectors" / RULESET for p in removed)
    assert (suite_copy / RELATIVE).exists()

    (suite_copy / RELATIVE).unlink()
    orphan = suite_copy / "vectors/pocket_tactics/tables/alt.json"
    orphan.write_text(json.dumps({"source": "generated:pocket_tactics/alt"}), encoding="utf-8")
    kept = suite_copy / "vectors/pocket_tactics/tables/handgemacht.json"
    kept.write_text(json.dumps({"source": "pocket_tactics/handgemacht.feature"}), encoding="utf-8")
    written, removed = write_tables(RULESET, fill_tables(RULESET))
    assert written == [suite_copy / RELATIVE] and removed == [orphan] and kept.exists()
    assert (suite_copy / RELATIVE).read_text(encoding="utf-8") == (REPO / RELATIVE).read_text(encoding="utf-8")


@pytest.mark.slow
def test_verify_passes_every_table_row_in_process_and_a_sample_through_serve(only_the_table, tmp_path):
    """Every row in process; every 25th row through ``regelwerk serve`` (the main CI job sends
    every row through ``serve``, see docs/development.md)."""
    in_process, served = tmp_path / "in-process.ndjson", tmp_path / "served.ndjson"
    assert main(["verify", "--suite", RULESET, "--vectors", str(only_the_table), "--report", str(in_process)]) == 0
    sample = tmp_path / "sample"
    ids = write_sample(sample, every=1, every_row=25, suites=[RULESET])
    ids = [i for i in ids if i.startswith("pocket_tactics/duell/")]
    for path in sample.glob(f"{RULESET}/*.json"):
        path.unlink()  # the table's rows only
    serve = shlex.join([sys.executable, "-m", "regelwerk", "serve"])
    assert main(["verify", "--suite", RULESET, "--vectors", str(sample), "--engine", serve, "--report", str(served)]) == 0
    for report, expected in ((in_process, ROWS), (served, len(ids))):
        lines = report_lines(report)
        assert lines[0]["vectors"] == expected
        counts = lines[-1]["counts"]
        assert counts["total"] == counts["pass"] == expected
        assert counts["unexpected_failures"] == counts["unexpected_passes"] == counts["not-run"] == 0
        cases = [line for line in lines if line["type"] == "case"]
        assert len(cases) == expected and all(c["id"].startswith("pocket_tactics/duell/") and c["kind"] == "pass" for c in cases)
    assert [c["id"] for c in report_lines(served) if c["type"] == "case"] == ids
