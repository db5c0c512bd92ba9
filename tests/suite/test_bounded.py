"""Numbers and nesting in the suite's data files are bounded: a clear SuiteDataError naming the
file and the position (exit 2 from the command line), never a Python traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from regelwerk.cli import main
from regelwerk.core.bounded import MAX_DEPTH, MAX_SAFE_INTEGER, parse_json, parse_yaml
from regelwerk.core.errors import SuiteDataError

HUGE = "7" * 5000  # past Python's int-digit limit: int() raises ValueError
DEEP = "[" * 10_000 + "]" * 10_000  # past Python's recursion limit


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ('{"a": ' + HUGE + "}", "line 1, column 7", "the number 77777777777777777777…(5000 characters) is out of bounds"),
        ('{"a": [1,\n  ' + HUGE + "]}", "line 2, column 3", "is out of bounds"),
        (DEEP, "line 1, column 65", f"nest deeper than {MAX_DEPTH} levels"),
        ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), f"line 1, column {MAX_DEPTH + 1}", "nest deeper"),
        (f'{{"a": {MAX_SAFE_INTEGER + 1}}}', "line 1, column 7", "the number 9007199254740992 is out of bounds"),
        (f'{{"a": -{MAX_SAFE_INTEGER + 1}}}', "line 1, column 7", "out of bounds"),
        ('{"a": 1e999}', "line 1, column 7", "the number 1e999 is out of bounds"),
        ('{"a": NaN}', "line 1, column 7", "NaN is not a JSON number"),
        ('{"a": -Infinity}', "line 1", "Infinity is not a JSON number"),
        # strings that end in an escaped backslash do not hide what follows them
        ('["\\\\", ' + "[" * MAX_DEPTH + "]" * MAX_DEPTH + "]", "line 1, column 71", "nest deeper"),
        ('{"k\\"": "\\\\", "n": 90071992547409910}', "line 1, column 20", "out of bounds"),
    ],
)
def test_json_past_a_bound_is_named_with_its_position(text, where, message):
    with pytest.raises(SuiteDataError) as error:
        parse_json(text, "probe.json")
    assert error.value.file == "probe.json"
    assert error.value.message.startswith(where) and message in error.value.message, error.value.message


@pytest.mark.parametrize(
    "text",
    [
        "[" * MAX_DEPTH + "]" * MAX_DEPTH,
        f'{{"a": {MAX_SAFE_INTEGER}, "b": -{MAX_SAFE_INTEGER}}}',
        '{"hash": "12345678901234567890123456789", "n": 1234567890123456}',  # digits in a string, 16 digits in range
        '{"a": 1.5e3, "b": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}',
        '{"escaped": "a \\" [ quote", "list": [[1], {"x": [2]}]}',
        '{"ends in a backslash\\\\": "[[[\\\\", "e": "1e999", "n": 12}',
    ],
)
def test_json_within_the_bounds_parses_as_before(text):
    assert parse_json(text, "probe.json") == json.loads(text)


def test_not_json_is_still_named_with_line_and_column():
    with pytest.raises(SuiteDataError, match=r"not valid JSON: Expecting property name enclosed in double quotes \(line 2, column 6\)"):
        parse_json('{"a":\n  1, }', "probe.json")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("a: " + HUGE, "line 1, column 4: not valid YAML (the integer 77777777777777777777… is out of bounds"),
        ("a: 9007199254740992", "out of bounds"),
        (DEEP, f"line 1, column {MAX_DEPTH + 1}: not valid YAML (collections nest deeper than {MAX_DEPTH} levels)"),
        ("a:\n" + "".join("  " * i + "- \n" for i in range(MAX_DEPTH + 2)), "nest deeper"),
    ],
)
def test_yaml_past_a_bound_is_named_with_its_position(text, message):
    with pytest.raises(SuiteDataError) as error:
        parse_yaml(text, "probe.yaml")
    assert message in error.value.message, error.value.message


def test_yaml_within_the_bounds_parses_as_before():
    assert parse_yaml("a: [1, 0x1F, -5]\nb: {c: d}\n", "probe.yaml") == {"a": [1, 31, -5], "b": {"c": "d"}}


@pytest.mark.parametrize(
    ("replace", "message"),
    [
        (lambda text: text.replace('"format": 1', '"format": ' + HUGE, 1), "is out of bounds"),
        (lambda text: text.replace('"dice": {}', '"dice": ' + DEEP, 1), "nest deeper than"),
    ],
)
def test_verify_stops_with_exit_2_on_a_vector_file_past_a_bound(tmp_path, capsys, replace, message):
    from regelwerk.core.paths import vectors_dir

    folder = tmp_path / "vectors" / "pocket_tactics"
    folder.mkdir(parents=True)
    text = (vectors_dir() / "pocket_tactics" / "zug.json").read_text(encoding="utf-8")
    changed = replace(text)
    assert changed != text
    (folder / "zug.json").write_text(changed, encoding="utf-8")
    assert main(["verify", "--vectors", str(tmp_path / "vectors")]) == 2
    err = capsys.readouterr().err
    assert "zug.json" in err and "line " in err and message in err and "Traceback" not in err


def test_a_catalog_past_a_bound_is_a_problem_of_check_and_an_error_of_fill(small_suite, capsys):
    catalog = small_suite / "features" / "pocket_tactics" / "klauseln.yaml"
    catalog.write_text(catalog.read_text(encoding="utf-8") + "extra: " + HUGE + "\n", encoding="utf-8")
    assert main(["check"]) == 1
    assert "klauseln.yaml" in capsys.readouterr().out
    assert main(["fill"]) == 2
    err = capsys.readouterr().err
    assert "klauseln.yaml" in err and "out of bounds" in err


# -- the two YAML parsers ----------------------------------------------------------------------
# parse_yaml reads through libyaml when it is installed and falls back to PyYAML's pure loader
# (with the same bounds) for anything libyaml refuses or may read differently; these tests hold
# the two to the same answer.

YAML_FILES = sorted((Path(__file__).resolve().parents[2] / "features").rglob("*.yaml"))


def _pure(text: str):
    import yaml

    from regelwerk.core import bounded

    return yaml.load(text, Loader=bounded._BoundedLoader)  # noqa: S506 -- a SafeLoader subclass


def test_every_yaml_file_of_the_suite_reads_the_same_through_both_parsers():
    from regelwerk.core import bounded

    assert YAML_FILES and bounded._FastLoader is not None, "libyaml is part of the PyYAML wheel on this platform"
    for path in YAML_FILES:
        text = path.read_text(encoding="utf-8")
        done, fast = bounded._parse_fast(text)
        assert done, f"{path} fell back to the pure parser"
        assert fast == _pure(text), path


@pytest.mark.parametrize(
    "text",
    ["a:\tb\n", "a: [1, 2\n", "n: 1" + "0" * 30 + "\n", "- " * 70 + "x\n", "x: " + "[" * 64 + "]" * 64 + "\n", "a: b\n a: c\n",
     "x: \x07\n", "- !!python/object:os.system x\n"],
    ids=["tab-after-key", "unclosed", "huge-int", "deep-block", "deep-flow", "bad-indent", "control-char", "python-tag"],
)
def test_what_the_pure_parser_refuses_is_refused_with_its_message(text):
    from regelwerk.core.bounded import parse_yaml

    with pytest.raises(Exception) as pure:  # noqa: PT011 -- whatever PyYAML raises, parse_yaml names it
        _pure(text)
    with pytest.raises(SuiteDataError) as fast:
        parse_yaml(text, "f.yaml")
    problem = getattr(pure.value, "problem", None) or str(pure.value)
    assert str(problem) in str(fast.value)


def test_nesting_just_within_the_bound_reads_the_same_through_both_parsers():
    from regelwerk.core import bounded

    text = "x: " + "[" * 62 + "1" + "]" * 62 + "\n"  # the scalar is node 64, as deep as allowed
    assert bounded._node_depth(text, bounded._FastLoader) == 64
    assert bounded.parse_yaml(text, "f.yaml") == _pure(text)
    assert bounded._node_depth("[" * 10 + "]" * 10, bounded._FastLoader) == 10
