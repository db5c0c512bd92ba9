"""fill, check and verify agree on what a valid vector set is, and nothing is lost on the way.

Each bad set below is built once from features (what ``fill`` would write) and once as files on
disk (what ``verify`` would load): ``fill`` refuses it (exit 1, nothing written), ``check``
names it (exit 1, feature file and line), ``verify`` refuses the files (exit 2, file, vector id,
JSON path).  All three go through :func:`regelwerk.suite.validity.judge_vector_set`.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from regelwerk.cli import main
from regelwerk.core.errors import SuiteDataError
from regelwerk.suite import tables
from regelwerk.suite.check import check_ruleset
from regelwerk.suite.fill import fill_ruleset, vector_file_name, write_fill
from regelwerk.suite.validity import SuiteFacts, judge_vector_set
from regelwerk.suite.vectors import load_vector_file, load_vectors

RULESET = "pocket_tactics"
HEADER = '# language: de\nFunktionalität: {title}\n\n  Hintergrund:\n    Angenommen das Spielfeld ist die Karte "Übungsfeld"\n\n'
STEP = """  {tags}
  Szenario: {name}
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann steht "R1" auf (1,0)
"""
OUTLINE = """  @klausel:PT-BEW-1
  Szenariogrundriss: {name}
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach <ziel> bewegt
    Dann steht "R1" auf <ziel>

    Beispiele:
      | Fall    | ziel   |
      | {first} | (1,0)  |
      | {second} | (1,-1) |
"""


def feature(title: str, *blocks: str) -> str:
    return HEADER.format(title=title) + "\n".join(blocks)


def step(name: str, tags: str = "@klausel:PT-BEW-1") -> str:
    return STEP.format(name=name, tags=tags)


@pytest.fixture
def no_tables(monkeypatch):
    """Leave the generated tables out: they play no part here and cost seconds to generate."""
    monkeypatch.setitem(tables.TABLES, RULESET, ())


def write(root: Path, relative: str, text: str) -> Path:
    path = root / "features" / RULESET / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def snapshot(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted((root / "vectors").rglob("*")) if p.is_file()}


# Each bad set: the features to add, and what the message must say.
BAD_SETS = {
    "duplicate names in one feature": (
        {"zz_probe.feature": feature("Probe", step("Ein doppelter Schritt"), step("Ein doppelter Schritt"))},
        "rename one of the two scenarios",
    ),
    "duplicate names across features": (
        {"zz_probe.feature": feature("Probe", step("Die Legion kann nicht ziehen, wenn die Stämme am Zug sind"))},
        "is also produced by pocket_tactics/zug.feature:10",
    ),
    "outline rows whose first cells give one id": (
        {"zz_probe.feature": feature("Probe", OUTLINE.format(name="Zwei gleiche Fälle", first="Süd-Ost", second="süd ost"))},
        "the first cells of an outline's rows must differ",
    ),
    "an unknown clause": (
        {"zz_probe.feature": feature("Probe", step("Ein Schritt mit falscher Klausel", "@klausel:PT-XYZ-9"))},
        "cites unknown clause PT-XYZ-9",
    ),
    "no clause": ({"zz_probe.feature": feature("Probe", step("Ein Schritt ohne Klausel", ""))}, "cites no clause"),
    "a name without letters or digits": ({"zz_probe.feature": feature("Probe", step("!!! ???"))}, "has an empty part"),
    "a first cell without letters or digits": (
        {"zz_probe.feature": feature("Probe", OUTLINE.format(name="Ein Fall ohne Namen", first="Ost", second="–"))},
        "has an empty part",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_SETS))
def test_fill_check_and_verify_refuse_the_same_bad_set(tiny_suite, capsys, case):
    features, expected = BAD_SETS[case]
    for relative, text in features.items():
        write(tiny_suite, relative, text)
    before = snapshot(tiny_suite)

    assert main(["fill"]) == 1
    out = capsys.readouterr().out
    assert "nothing written: the filled vectors would not be a valid set" in out
    assert expected in out and "pocket_tactics/zz_probe.feature:" in out, out
    assert snapshot(tiny_suite) == before, "fill refused, so it wrote nothing"

    assert main(["check"]) == 1
    out = capsys.readouterr().out
    assert any(expected in line and "pocket_tactics/zz_probe.feature:" in line for line in out.splitlines()), out
    assert "`regelwerk fill` refuses to write these vectors" in out

    # The files fill refused, written anyway (as an older fill did): verify refuses them.
    write_fill(RULESET, fill_ruleset(RULESET))
    with pytest.raises(SuiteDataError) as refused:
        load_vectors([RULESET])
    assert expected in str(refused.value) and refused.value.vector_id and refused.value.json_path
    assert main(["verify"]) == 2
    err = capsys.readouterr().err
    assert expected in err and ".json" in err and "$.vectors[" in err


def test_the_same_problems_are_found_in_memory_and_on_disk(tiny_suite):
    """The judgment of what fill would write equals the judgment of the files once written."""
    write(tiny_suite, "zz_probe.feature", feature("Probe", step("Ein Schritt ohne Klausel", ""), step("!!!")))
    result = fill_ruleset(RULESET)
    facts = SuiteFacts.load()
    in_memory = judge_vector_set([(p.name, c) for p, c in result.files.items()], facts)
    write_fill(RULESET, result)
    on_disk = judge_vector_set([(p.name, json.loads(p.read_text())) for p in sorted(result.files)], facts)
    assert {(p.message, p.vector_id) for p in in_memory.problems} == {(p.message, p.vector_id) for p in on_disk.problems}
    assert len(in_memory.problems) == 2


# -- vector files for features in folders --------------------------------------------------------


def test_flat_features_keep_their_vector_file_names_and_folders_are_joined_with_two_underscores():
    assert vector_file_name("pocket_tactics/bewegen.feature") == "bewegen.json"
    assert vector_file_name("pocket_tactics/kampf/nahkampf.feature") == "kampf__nahkampf.json"
    assert vector_file_name("pocket_tactics/a/b/x.feature") == "a__b__x.json"


def test_features_of_the_same_name_in_two_folders_lose_no_vector(tiny_suite, capsys):
    """The review's finding: a/x.feature and b/x.feature both went to x.json, and the vectors of
    one of them were silently dropped."""
    write(tiny_suite, "a/x.feature", feature("A", *(step(f"Ein Schritt aus Ordner a Nummer {i}") for i in range(3))))
    write(tiny_suite, "b/x.feature", feature("B", *(step(f"Ein Schritt aus Ordner b Nummer {i}") for i in range(2))))
    assert main(["fill"]) == 0
    folder = tiny_suite / "vectors" / RULESET
    a, b = (json.loads((folder / name).read_text()) for name in ("a__x.json", "b__x.json"))
    assert (len(a["vectors"]), a["source"]) == (3, "pocket_tactics/a/x.feature")
    assert (len(b["vectors"]), b["source"]) == (2, "pocket_tactics/b/x.feature")
    assert not (folder / "x.json").exists()
    result = check_ruleset(RULESET)
    assert not result.stale and result.vectors == result.scenarios
    capsys.readouterr()


def test_two_features_that_would_share_a_vector_file_are_refused(tiny_suite, capsys):
    write(tiny_suite, "a/x.feature", feature("A", step("Ein Schritt aus dem Ordner")))
    write(tiny_suite, "a__x.feature", feature("B", step("Ein Schritt neben dem Ordner")))
    before = snapshot(tiny_suite)
    assert main(["fill"]) == 1
    out = capsys.readouterr().out
    assert "vectors/pocket_tactics/a__x.json, the vector file of pocket_tactics/a/x.feature as well" in out
    assert snapshot(tiny_suite) == before
    assert any("a__x.json" in str(p) for p in check_ruleset(RULESET).problems)


@pytest.mark.parametrize("folder", ["tables", "partien", "a/tables"])
def test_a_feature_folder_with_a_reserved_name_is_refused(tiny_suite, capsys, folder):
    write(tiny_suite, f"{folder}/x.feature", feature("A", step("Ein Schritt im falschen Ordner")))
    before = snapshot(tiny_suite)
    assert main(["fill"]) == 1
    out = capsys.readouterr().out
    assert f"a feature folder cannot be named {folder.rsplit('/', 1)[-1]!r}" in out
    assert snapshot(tiny_suite) == before
    assert any("cannot be named" in str(p) for p in check_ruleset(RULESET).problems)


# -- verify refuses names that do not exist --------------------------------------------------------


def edited_vector_file(tmp_path: Path, edit) -> Path:
    """A copy of zug.json (alone in a vector folder) with ``edit`` applied to its data."""
    from regelwerk.core.paths import vectors_dir

    data = json.loads((vectors_dir() / RULESET / "zug.json").read_text(encoding="utf-8"))
    edit(data)
    path = tmp_path / "vectors" / RULESET / "zug.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _set(path: str, value):
    def edit(data):
        target = data
        *parents, last = path
        for key in parents:
            target = target[key]
        target[last] = value

    return edit


@pytest.mark.parametrize(
    ("edit", "message", "json_path"),
    [
        (_set(("vectors", 1, "interpretations"), {"PT-A-NIRGENDS": "ja"}), "unknown interpretation switch PT-A-NIRGENDS", "$.vectors[1].interpretations.PT-A-NIRGENDS"),
        (_set(("vectors", 1, "interpretations"), {"PT-A-SPRUNGBAHN": "quer"}), "PT-A-SPRUNGBAHN has no option 'quer'", "$.vectors[1].interpretations.PT-A-SPRUNGBAHN"),
        (_set(("vectors", 1, "clauses"), [{"id": "PT-XYZ-9", "hash": "0123456789abcdef"}]), "cites unknown clause PT-XYZ-9", "$.vectors[1].clauses[0].id"),
        (_set(("vectors", 1, "ruleset"), "schach"), "a vector of rule set 'schach' in a 'pocket_tactics' file", "$.vectors[1].ruleset"),
        (_set(("ruleset",), "schach"), "unknown rule set 'schach'", "$.ruleset"),
        (_set(("vectors", 1, "id"), "schach/ein-zug"), "must start with 'pocket_tactics/'", "$.vectors[1].id"),
    ],
)
def test_verify_refuses_a_vector_that_names_what_does_not_exist(tmp_path, capsys, edit, message, json_path):
    path = edited_vector_file(tmp_path, edit)
    with pytest.raises(SuiteDataError) as refused:
        load_vector_file(path)
    assert message in refused.value.message and refused.value.json_path == json_path
    assert main(["verify", "--vectors", str(tmp_path / "vectors")]) == 2
    err = capsys.readouterr().err
    assert "zug.json" in err and message in err and json_path in err


def test_a_vector_of_an_unknown_rule_set_is_refused_also_in_a_file_of_that_rule_set(tmp_path):
    def edit(data):
        data["ruleset"] = "schach"
        for vector in data["vectors"]:
            vector["ruleset"] = "schach"

    with pytest.raises(SuiteDataError, match="unknown rule set 'schach'"):
        load_vector_file(edited_vector_file(tmp_path, edit))


def table_copy(tmp_path: Path, edit) -> Path:
    from regelwerk.core.paths import vectors_dir

    data = json.loads((vectors_dir() / RULESET / "tables" / "duell-tabelle.json").read_text(encoding="utf-8"))
    data["rows"] = data["rows"][:20]
    edit(data)
    path = tmp_path / "duell-tabelle.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("edit", "message", "json_path"),
    [
        (_set(("interpretations",), {"PT-A-NIRGENDS": "ja"}), "unknown interpretation switch PT-A-NIRGENDS", "$.interpretations.PT-A-NIRGENDS"),
        (_set(("interpretations",), {"PT-A-KEIN-ZUG": "vielleicht"}), "PT-A-KEIN-ZUG has no option 'vielleicht'", "$.interpretations.PT-A-KEIN-ZUG"),
        (_set(("clauses",), [{"id": "PT-XYZ-9", "hash": "0123456789abcdef"}]), "cites unknown clause PT-XYZ-9", "$.clauses[0].id"),
        (_set(("ruleset",), "schach"), "unknown rule set 'schach'", "$.ruleset"),
    ],
)
def test_a_table_that_names_what_does_not_exist_is_refused(tmp_path, edit, message, json_path):
    with pytest.raises(SuiteDataError) as refused:
        load_vector_file(table_copy(tmp_path, edit))
    assert message in refused.value.message and refused.value.json_path == json_path


def test_two_tables_sharing_row_ids_are_refused_as_a_set(tmp_path):
    from regelwerk.suite.vectors import load_vector_set

    first = table_copy(tmp_path, lambda data: None)
    second = tmp_path / "zweite.json"
    second.write_bytes(first.read_bytes())
    with pytest.raises(SuiteDataError, match="the vector id is also produced by .*duell-tabelle.json") as refused:
        load_vector_set([first, second])
    assert refused.value.vector_id == "pocket_tactics/duell/r1-b" and refused.value.json_path == "$.rows[0]"


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (_set(("interpretations",), {"PT-A-NIRGENDS": "ja"}), "$.interpretations.PT-A-NIRGENDS: names unknown interpretation switch PT-A-NIRGENDS"),
        (_set(("interpretations",), {"PT-A-STARTWURF": "wuerfeln"}), "$.interpretations.PT-A-STARTWURF: PT-A-STARTWURF has no option 'wuerfeln'"),
        (_set(("ruleset",), "schach"), "$.ruleset: unknown rule set 'schach'"),
        (_set(("id",), "partie-9"), "$.id: the id 'partie-9' differs from the file name 'partie-1'"),
        (_set(("steps",), []), "$.steps: [] should be non-empty"),
    ],
)
def test_check_refuses_a_playthrough_that_names_what_does_not_exist(tiny_suite, edit, message):
    path = tiny_suite / "vectors" / RULESET / "partien" / "partie-1.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    edit(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    result = check_ruleset(RULESET)
    assert any(str(p).startswith(f"vectors/pocket_tactics/partien/partie-1.json: {message}") for p in result.problems), [
        str(p) for p in result.problems if "partie" in str(p)
    ]
    others = len(list(path.parent.glob("*.json"))) - 1
    assert others >= 1 and result.playthroughs == others  # the other ones still count


# -- switch options that no vector exercises --------------------------------------------------------


def test_an_option_no_vector_pins_fails_the_check(small_suite, no_tables):
    result = check_ruleset(RULESET)
    problems = [str(p) for p in result.problems]
    # zeit.feature is not in the small suite: its switch is pinned by no vector there
    assert "features/pocket_tactics/auslegungen.yaml: PT-A-ZEIT-KOSTEN=ganze-armee is exercised by no vector; " \
        "write a scenario tagged @auslegung:PT-A-ZEIT-KOSTEN=ganze-armee" in problems
    # bewegen.feature pins both options of PT-A-SPRUNGBAHN
    assert not any("PT-A-SPRUNGBAHN=" in p and "exercised by no vector" in p for p in problems)
    assert not any("exercised by no vector" in str(w) for w in result.warnings)
    assert not result.ok


def test_every_option_of_every_switch_is_exercised_in_the_suite_as_committed():
    """The register's coverage as the flipped constant demands it, for every registered rule set."""
    from regelwerk.rulesets import RULESETS
    from regelwerk.suite import check
    from regelwerk.suite.register import load_register
    from regelwerk.suite.vectors import load_vectors

    assert check.UNEXERCISED_OPTIONS_FAIL is True
    for name, ruleset in RULESETS.items():
        pinned = {item for vector in load_vectors([name]) for item in vector.interpretations.items()}
        missing = [(s.id, o) for s in ruleset.switches for o in s.options if (s.id, o) not in pinned]
        assert missing == [], name
        assert {s.id for s in ruleset.switches} <= set(load_register(name).ambiguities)


def test_the_documented_problem_is_the_one_check_prints(small_suite, no_tables, capsys):
    docs = Path(__file__).resolve().parents[2] / "docs" / "features-schreiben.md"
    documented = next(line for line in docs.read_text(encoding="utf-8").splitlines() if "is exercised by no vector" in line and line.startswith("✗ features/"))
    main(["check"])
    assert documented in capsys.readouterr().out.splitlines()


def test_a_scenario_moved_out_of_a_file_that_keeps_its_old_vectors_is_refused(tiny_suite, capsys):
    """zug.json is kept (one of its scenarios now fails) and still holds the moved scenario's
    vector; writing the moved vector elsewhere would put one id in two files."""
    path = tiny_suite / "features" / RULESET / "zug.feature"
    text = path.read_text(encoding="utf-8")
    moved = text[text.index("  @klausel:PT-ZUG-1\n  Szenario: Die Legion kann nicht ziehen") : text.index("  @klausel:PT-ZUG-1\n  Szenario: Die Stämme können")]
    broken = text.replace(moved, "").replace("aus der Reserve auf (0,-2) aufstellt\n    Dann wird die Aktion mit PT.TURN.NOT_ACTIVE",
                                             "aus der Reserve auf (0,-2) aufstellt\n    Dann wird die Aktion mit PT.TURN.GIBT_ES_NICHT")
    path.write_text(broken, encoding="utf-8")
    write(tiny_suite, "zz_probe.feature", feature("Probe", moved))
    before = snapshot(tiny_suite)
    assert main(["fill"]) == 1
    out = capsys.readouterr().out
    assert "scenario(s) fail; not written: zug.json" in out
    assert "pocket_tactics/die-legion-kann-nicht-ziehen-wenn-die-staemme-am-zug-sind: the vector id is also produced by" in out
    assert snapshot(tiny_suite) == before


def test_fill_and_check_refuse_a_vector_id_that_is_a_golden_playthroughs(tiny_suite, capsys):
    """``verify`` runs the vectors and the golden playthroughs as one set of ids and refuses the
    whole suite when a vector has a playthrough's id (``<rule set>/partien/<id>``): ``fill`` and
    ``check`` refuse such a scenario first, at its feature line."""
    write(tiny_suite, "zz_probe.feature", feature("Probe", OUTLINE.format(name="Partien", first="Partie 1", second="Partie zwei")))
    clash = "pocket_tactics/partien/partie-1"
    assert (tiny_suite / "vectors" / RULESET / "partien" / "partie-1.json").is_file()
    before = snapshot(tiny_suite)

    assert main(["fill", "--suite", RULESET]) == 1
    out = capsys.readouterr().out
    message = "is also the id of the golden playthrough vectors/pocket_tactics/partien/partie-1.json"
    assert any(line.strip().startswith("✗ pocket_tactics/zz_probe.feature:") and clash in line and message in line for line in out.splitlines()), out
    assert snapshot(tiny_suite) == before, "fill refused, so it wrote nothing"

    assert main(["check", "--suite", RULESET]) == 1
    out = capsys.readouterr().out
    assert any(line.startswith("✗ pocket_tactics/zz_probe.feature:") and clash in line and message in line for line in out.splitlines()), out

    write_fill(RULESET, fill_ruleset(RULESET))  # written anyway, as an older fill did: verify refuses the suite
    assert main(["verify", "--suite", RULESET]) == 2
    assert clash in capsys.readouterr().err
