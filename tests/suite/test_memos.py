"""What the suite remembers between calls (parsed YAML, feature parses, source scans, step
matches) is keyed by content: an edited file or a new step definition is seen at once, and no
caller gets a value another caller can change."""

from __future__ import annotations

from regelwerk.core.bounded import parse_yaml
from regelwerk.suite import codescan
from regelwerk.suite.features import Step, parse_feature
from regelwerk.suite.steps import StepLibrary


def test_each_yaml_read_gets_a_value_of_its_own_and_a_changed_text_is_parsed_again():
    text = "clauses:\n  - id: X-Y-1\n    tags: [a]\n"
    first = parse_yaml(text, "a.yaml")
    first["clauses"][0]["tags"].append("changed by the caller")
    assert parse_yaml(text, "b.yaml") == {"clauses": [{"id": "X-Y-1", "tags": ["a"]}]}
    assert parse_yaml(text.replace("[a]", "[b]"), "a.yaml") == {"clauses": [{"id": "X-Y-1", "tags": ["b"]}]}


def test_a_yaml_error_is_named_with_the_file_of_each_call():
    import pytest

    from regelwerk.core.errors import SuiteDataError

    for name in ("first.yaml", "second.yaml"):
        with pytest.raises(SuiteDataError) as raised:
            parse_yaml("a: [1, 2\n", name)
        assert name in str(raised.value)


def test_an_edited_source_file_is_scanned_again(tmp_path):
    source = tmp_path / "rules.py"
    source.write_text('def f():\n    raise IllegalAction("PT.MOVE.X", "PT-BEW-1", "no")\n', encoding="utf-8")
    [found] = codescan.raises([source], {})
    assert (found.code, found.clause, found.line) == ("PT.MOVE.X", "PT-BEW-1", 2)
    source.write_text('\n\ndef f():\n    raise IllegalAction("PT.MOVE.Y", "PT-BEW-2", "no")\n', encoding="utf-8")
    [found] = codescan.raises([source], {})
    assert (found.code, found.clause, found.line) == ("PT.MOVE.Y", "PT-BEW-2", 4)


FEATURE = """# language: de
Funktionalität: Probe

  @klausel:PT-BEW-1
  Szenario: Ein Schritt
    Angenommen "R1" (Rekrut der Legion) steht auf (0,0)
    Wenn die Legion "R1" nach (1,0) bewegt
    Dann steht "R1" auf (1,0)
"""


def test_an_edited_feature_is_parsed_again_and_each_copy_keeps_its_own_path(tmp_path):
    for folder in ("a", "b"):
        (tmp_path / folder / "pocket_tactics").mkdir(parents=True)
        (tmp_path / folder / "pocket_tactics" / "probe.feature").write_text(FEATURE, encoding="utf-8")
    first = parse_feature(tmp_path / "a" / "pocket_tactics" / "probe.feature", tmp_path / "a")
    second = parse_feature(tmp_path / "b" / "pocket_tactics" / "probe.feature", tmp_path / "b")
    assert first.path != second.path and first.cases == second.cases
    (tmp_path / "a" / "pocket_tactics" / "probe.feature").write_text(FEATURE.replace("(1,0)", "(0,1)"), encoding="utf-8")
    edited = parse_feature(tmp_path / "a" / "pocket_tactics" / "probe.feature", tmp_path / "a")
    assert [s.text for s in edited.cases[0].steps][1:] == ['die Legion "R1" nach (0,1) bewegt', 'steht "R1" auf (0,1)']


def test_a_step_definition_added_later_is_matched_and_arguments_are_never_shared():
    library = StepLibrary("probe")
    seen: list[dict] = []

    @library.given("{einheit:Name} steht auf {ort:Ort}")
    def stands(builder, einheit, ort):
        ort.append("changed by the step")
        seen.append({"einheit": einheit, "ort": ort})

    step = Step("given", '"R1" steht auf (1,2)', 1)
    library.run(None, step)
    library.run(None, step)
    assert seen[1]["ort"] == [1, 2, "changed by the step"]  # a fresh [1, 2] each time

    @library.given('"R1" steht auf {ort:Ort}')
    def stands_too(builder, ort):
        pass

    assert len(library.matches("given", step.text)) == 2  # now ambiguous: the new definition is seen


def test_within_one_check_a_vector_file_is_parsed_once_unless_a_reader_changed_it_or_it_was_edited(tmp_path):
    from regelwerk.suite.readonce import read_data_file, reading_once

    path = tmp_path / "v.json"
    path.write_text('{"vectors": [{"id": "a"}]}', encoding="utf-8")
    assert read_data_file(path) is not read_data_file(path)  # outside a check: each read is its own
    with reading_once():
        first = read_data_file(path)
        assert read_data_file(path) is first
        first["vectors"].append({"id": "changed by a reader"})
        again = read_data_file(path)
        assert again is not first and again == {"vectors": [{"id": "a"}]}
        path.write_text('{"vectors": []}', encoding="utf-8")
        assert read_data_file(path) == {"vectors": []}
    assert read_data_file(path) == {"vectors": []}


def test_a_full_memory_starts_over_and_keeps_the_newest():
    from regelwerk.core.memo import BoundedMemo

    memo: BoundedMemo[str, int] = BoundedMemo(2)
    memo.put("a", 1)
    memo.put("b", 2)
    assert (memo.get("a"), memo.get("b")) == (1, 2)
    memo.put("c", 3)
    assert (memo.get("a"), memo.get("b"), memo.get("c")) == (None, None, 3)
