"""``regelwerk odds`` on the command line: the two formats, and every error an exit 2 that says
where."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from regelwerk.cli import main
from regelwerk.core import canonical
from regelwerk.suite.vectors import vector_files
from tests.odds.cases import shooting_case, vector_case

HAZARD = "pocket_tactics/ein-niedriger-gefahrenwurf-besiegt-die-einheit-im-wasser/eins"


def _write(path: Path, data: object) -> Path:
    path.write_text(canonical.pretty(data), encoding="utf-8")
    return path


def _odds(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["odds", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_text_form_shows_value_percentage_bar_and_fraction(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _odds(capsys, str(_write(tmp_path / "case.json", vector_case(HAZARD))))
    assert code == 0
    assert "projection hazard" in out and "6 engine runs" in out
    lines = {line.split()[0]: line for line in out.splitlines() if line.startswith(("defeated", "stands"))}
    assert "50.00%" in lines["defeated"] and "1/2" in lines["defeated"] and "█" in lines["defeated"]


def test_the_json_form(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    case = shooting_case(target={"save": 3, "wounds": 1}, dice={"treffer": [6], "verwundung": [6]},
                         interpretations={"WH-A-SCHUTZ-SECHS": "nur-eins-misslingt"})
    code, out, _ = _odds(capsys, str(_write(tmp_path / "case.json", case)), "--format", "json", "--project", "wounds-lost")
    data = json.loads(out)
    assert code == 0 and data["format"] == "regelwerk-odds/1" and data["projection"] == "wounds-lost"
    assert data["interpretations"] == {"WH-A-SCHUTZ-SECHS": "nur-eins-misslingt"} and data["runs"] == 2 and data["open"]
    assert data["distribution"] == [{"p": "2/3", "value": {}}, {"p": "1/3", "value": {"Ziel-1": 1}}]  # fewer wounds lost first


def test_a_vector_file_with_one_vector(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = next(f for f in vector_files(["pocket_tactics"]) if f.name == "gefahren.json")
    data = json.loads(source.read_text(encoding="utf-8"))
    data["vectors"] = [v for v in data["vectors"] if v["id"] == HAZARD]
    code, out, _ = _odds(capsys, str(_write(tmp_path / "one.json", data)))
    # the vector's dice are given: one value, and the command says so
    assert code == 0 and "no die was left open" in out and "defeated" in out
    data["vectors"] *= 2
    code, _, err = _odds(capsys, str(_write(tmp_path / "two.json", data)))
    assert code == 2 and "two.json at $.vectors: holds 2 vectors" in err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{", "not valid JSON"),
        ("[1]", "at $: a case is a JSON object"),
        ('{"ruleset": "w40k", "state": {}, "action": {}, "wuerfel": {}}', "at $.wuerfel: unknown field"),
        ('{"ruleset": "schach", "state": {}, "action": {}}', "at $.ruleset: unknown rule set"),
        ('{"ruleset": "w40k", "state": {}, "action": {}, "dice": []}', "at $.dice: 'dice' must be an object"),
    ],
)
def test_a_file_that_is_no_case(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, message: str) -> None:
    path = tmp_path / "case.json"
    path.write_text(content, encoding="utf-8")
    code, _, err = _odds(capsys, str(path))
    assert code == 2 and message in err and "case.json" in err


def test_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _odds(capsys, str(tmp_path / "nowhere.json"))
    assert code == 2 and "nowhere.json" in err


def test_a_case_the_rules_call_malformed_names_the_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    case = vector_case(HAZARD, dice={"gefahr": [7]})
    code, _, err = _odds(capsys, str(_write(tmp_path / "case.json", case)))
    assert code == 2 and "at $.dice.gefahr[0]: not a valid case" in err
    case = vector_case(HAZARD)
    case["state"]["phase"] = "pause"
    code, _, err = _odds(capsys, str(_write(tmp_path / "case.json", case)))
    assert code == 2 and "at $.state.phase" in err


def test_an_unknown_projection_names_the_valid_ones(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path / "case.json", vector_case(HAZARD))
    code, _, err = _odds(capsys, str(path), "--project", "kills")
    assert code == 2 and "no projection 'kills' (projections: duel, hazard, tile, outcome)" in err
    code, _, err = _odds(capsys, str(path), "--project", "duel")
    assert code == 2 and "does not apply" in err and "'move'" in err


def test_past_the_bound_the_command_names_the_case_and_the_bound(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path / "ziel.json", shooting_case(attacks=3, damage="D3", target={"wounds": 3}))
    code, _, err = _odds(capsys, str(path), "--max-runs", "10")
    assert code == 2 and "ziel.json" in err and "more than 10 engine runs" in err and "--max-runs" in err
    code, _, err = _odds(capsys, str(path), "--max-runs", "0")
    assert code == 2 and "not positive" in err


def test_nothing_from_the_input_is_read_as_markup(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path / "[red]x[bold].json", vector_case(HAZARD))
    code, out, _ = _odds(capsys, str(path))
    assert code == 0 and "[red]x[bold].json" in out


def test_the_help_lists_every_projection(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _odds(capsys, "--help")
    assert code == 0
    for line in ("w40k: models-destroyed, wounds-lost", "pocket_tactics: duel, hazard", "mordheim: test, routs", "standardaktionen: damage-dealt"):
        assert line in out


def test_an_illegal_action_and_a_question_are_one_outcome_each(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    case = shooting_case()
    case["state"]["phase"], case["state"]["step"] = "movement", "move"
    code, out, _ = _odds(capsys, str(_write(tmp_path / "illegal.json", case)), "--format", "json")
    data = json.loads(out)
    assert code == 0 and not data["open"] and data["distribution"] == [
        {"p": "1/1", "value": {"rejected": {"clause": "WH-RND-1", "code": "WH.PHASE.WRONG", "kind": "illegal"}}}]
    code, out, _ = _odds(capsys, str(_write(tmp_path / "illegal.json", case)))
    assert "the rules reject the case" in out
    case = shooting_case()
    case["action"] = {"type": "ask", "question": "wound_target", "strength": 4, "toughness": 4}
    code, out, _ = _odds(capsys, str(_write(tmp_path / "ask.json", case)))
    assert code == 0 and "A question reads no dice" in out and '{"answered":4}' in out
