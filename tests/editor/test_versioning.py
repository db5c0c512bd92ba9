"""The suite version, the changelog and the outcome ledger: ``check`` fails on an outcome that
changed without a changelog entry naming its vector, on vectors added in a patch version, and on
a changelog whose newest entry is not the suite version."""

from __future__ import annotations

import json
import re
import shutil

import pytest

from regelwerk.cli import main
from regelwerk.core.errors import SuiteDataError
from regelwerk.suite.version import (
    ADDED,
    CHANGED,
    LedgerLine,
    Version,
    next_ledger,
    parse_changelog,
    read_ledger,
    suite_version,
    update_ledger,
    versioning_problems,
)

from .conftest import DATA

RULESET = "pocket_tactics"
MOVED = "pocket_tactics/nach-dem-zug-der-staemme-ist-wieder-die-legion-am-zug"


# The committed suite version and the versions after it, so that the tests do not change with it.
NOW = suite_version()
PATCH = str(Version(Version.parse(NOW).major, Version.parse(NOW).minor, Version.parse(NOW).patch + 1))
MINOR = str(Version(Version.parse(NOW).major, Version.parse(NOW).minor + 1, 0))


def set_version(root, version: str, entry: str = "") -> None:
    (root / "features" / "suite.yaml").write_text(f'version: "{version}"\n', encoding="utf-8")
    changelog = root / "CHANGELOG.md"
    text = changelog.read_text(encoding="utf-8")
    first = re.search(r"\n## \[?[0-9]", text).start()  # below a section "## Unreleased", where the release step puts it
    changelog.write_text(text[: first + 1] + f"## {version}\n\n{entry}\n" + text[first:], encoding="utf-8")


def change_an_outcome(root) -> None:
    """S1 steps to (1,-2) instead of (-1,-1): the same events, another state."""
    feature = root / "features" / RULESET / "zug.feature"
    text = feature.read_text(encoding="utf-8")
    assert 'Wenn die Stämme "S1" nach (-1,-1) bewegt' in text
    feature.write_text(text.replace('Wenn die Stämme "S1" nach (-1,-1) bewegt', 'Wenn die Stämme "S1" nach (1,-2) bewegt'), encoding="utf-8")


def problems(required: bool = True) -> list[str]:
    return [str(p) for p in versioning_problems([RULESET], changelog_required=required)]


def test_the_committed_suite_has_one_version_an_entry_for_it_and_ledgers_in_sync():
    version = suite_version()
    Version.parse(version)
    assert problems() == []
    from regelwerk.suite.vectors import load_vectors

    assert {v.raw["suite_version"] for v in load_vectors()} == {version}


def test_an_outcome_changed_without_a_changelog_entry_fails_the_check(tiny_suite, with_changelog, capsys):
    update_ledger(RULESET)  # the tiny suite dropped most vector files: the ledger follows
    assert problems() == []
    set_version(tiny_suite, PATCH, "A fix.")
    change_an_outcome(tiny_suite)
    assert main(["fill", "--suite", RULESET]) == 0
    line = read_ledger(RULESET)[MOVED]
    assert (line.since, line.change) == (PATCH, CHANGED)
    expected = f"CHANGELOG.md:{_line_of(tiny_suite, f'## {PATCH}')}: the expected outcome of {MOVED} changed in {PATCH}; name it in that entry as `{MOVED}`"
    assert problems() == [expected]
    assert main(["check", "--suite", RULESET]) == 1
    assert f"✗ {expected}" in capsys.readouterr().out.splitlines()

    changelog = tiny_suite / "CHANGELOG.md"
    changelog.write_text(changelog.read_text(encoding="utf-8").replace("A fix.", f"A fix: `{MOVED}` moves elsewhere."), encoding="utf-8")
    assert problems() == []


def test_vectors_added_in_a_patch_version_fail_and_a_minor_version_passes(tiny_suite, with_changelog):
    update_ledger(RULESET)
    set_version(tiny_suite, PATCH)
    shutil.copy(DATA / "startwurf.feature", tiny_suite / "features" / RULESET / "startwurf.feature")
    assert main(["fill", "--suite", RULESET]) == 0
    found = problems()
    assert len(found) == 1 and f"{PATCH} adds 3 vector(s)" in found[0] and f"adding vectors takes a minor version ({MINOR})" in found[0]

    text = (tiny_suite / "CHANGELOG.md").read_text(encoding="utf-8")
    (tiny_suite / "CHANGELOG.md").write_text(text.replace(f"## {PATCH}", f"## {MINOR}"), encoding="utf-8")
    (tiny_suite / "features" / "suite.yaml").write_text(f'version: "{MINOR}"\n', encoding="utf-8")
    assert main(["fill", "--suite", RULESET]) == 0  # PATCH was never published: its records move to MINOR
    assert problems() == []
    assert {line.since for line in read_ledger(RULESET).values() if "startwurf" in line.id or "wuerfelt" in line.id} == {MINOR}


def test_a_suite_version_without_a_changelog_entry_fails(with_changelog):
    (with_changelog / "features" / "suite.yaml").write_text(f'version: "{MINOR}"\n', encoding="utf-8")
    found = problems()
    assert any(f"the newest entry is {NOW}, the suite version (suite.yaml) is {MINOR}: add an entry `## {MINOR}`" in p for p in found)


def test_a_ledger_out_of_step_with_the_vectors_fails(with_changelog):
    ledger = with_changelog / "vectors" / RULESET / "outcomes.ndjson"
    lines = ledger.read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    lines[0] = json.dumps({**first, "outcome": "0000000000000000"})
    ledger.write_text("\n".join(lines[1:] + [lines[0]]) + "\n", encoding="utf-8")
    assert problems() == [f"vectors/{RULESET}/outcomes.ndjson: another outcome for {first['id']}; run `regelwerk fill`"]
    ledger.write_text("not json\n", encoding="utf-8")
    assert problems() == [f"vectors/{RULESET}/outcomes.ndjson: line 1 is not a ledger line (Expecting value: line 1 column 1 (char 0))"]


def test_a_checkout_without_a_changelog_fails_and_a_wheel_does_not_need_one(suite_copy):
    assert problems(required=True) == [f"CHANGELOG.md: missing: every suite version has an entry there (now {NOW})"]
    assert problems(required=False) == []


def test_a_catalog_with_a_version_of_its_own_is_an_error_naming_the_file(suite_copy, capsys):
    catalog = suite_copy / "features" / RULESET / "klauseln.yaml"
    catalog.write_text(catalog.read_text(encoding="utf-8").replace("clauses:\n", "version: 0.2.0\nclauses:\n", 1), encoding="utf-8")
    assert main(["fill", "--suite", RULESET]) == 2
    err = capsys.readouterr().err
    assert "klauseln.yaml at $.version: a catalog has no version of its own any more" in err


def test_a_change_filled_before_the_version_was_raised_moves_to_the_new_version(tiny_suite, with_changelog):
    update_ledger(RULESET)
    change_an_outcome(tiny_suite)
    assert main(["fill", "--suite", RULESET]) == 0
    assert read_ledger(RULESET)[MOVED].since == NOW  # the published version does not name it: check says so
    assert any(f"the expected outcome of {MOVED} changed in {NOW}" in p for p in problems())
    set_version(tiny_suite, PATCH, f"- `{MOVED}`")
    assert main(["fill", "--suite", RULESET]) == 0
    assert read_ledger(RULESET)[MOVED].since == PATCH
    assert problems() == []


def test_next_ledger_keeps_adds_and_marks_changes():
    old = {
        "a": LedgerLine("a", "1111", "0.1.0", ADDED),
        "b": LedgerLine("b", "2222", "0.1.0", ADDED),
        "c": LedgerLine("c", "3333", "0.2.0", ADDED),
        "gone": LedgerLine("gone", "4444", "0.1.0", ADDED),
    }
    new = next_ledger(old, {"a": "1111", "b": "9999", "c": "8888", "d": "5555"}, "0.2.0")
    assert new == {
        "a": old["a"],  # same outcome: its line stays as it was
        "b": LedgerLine("b", "9999", "0.2.0", CHANGED, was=old["b"]),  # with the published line it replaces
        # added in this version, but maybe published: named (a revert to 3333 gets the old line back)
        "c": LedgerLine("c", "8888", "0.2.0", CHANGED, was=old["c"]),
        "d": LedgerLine("d", "5555", "0.2.0", ADDED),
    }


def test_the_changelog_parser_reads_versions_ids_and_finds_disorder(tmp_path):
    text = "# Changelog\n\n## 1.1.0 – unreleased\n\n- `pocket_tactics/a-b` and `mordheim/x/1`; not `PT-BEW-1`\n\n## 1.2.0\n\n## Neu\n\n## 1.0.0\n"
    changelog = parse_changelog(tmp_path / "CHANGELOG.md", text)
    assert [str(e.version) for e in changelog.entries] == ["1.1.0", "1.2.0", "1.0.0"]
    assert changelog.entries[0].ids == {"pocket_tactics/a-b", "mordheim/x/1"}
    assert [p.message for p in changelog.problems] == [
        "heading '## Neu' does not start with a version MAJOR.MINOR.PATCH",
        "1.2.0 follows 1.1.0: the newest version comes first, each once",
    ]


def test_an_unreleased_section_above_the_newest_version_is_no_entry_and_names_nothing(tmp_path):
    text = "# Changelog\n\n## Unreleased\n\n- `pocket_tactics/a-b`\n\n## 1.1.0\n\n- `mordheim/x/1`\n\n## Unreleased\n\n## 1.0.0\n"
    changelog = parse_changelog(tmp_path / "CHANGELOG.md", text)
    assert [(str(e.version), e.ids) for e in changelog.entries] == [("1.1.0", {"mordheim/x/1"}), ("1.0.0", frozenset())]
    assert [p.message for p in changelog.problems] == ["heading '## Unreleased' does not start with a version MAJOR.MINOR.PATCH"]  # only on top


@pytest.mark.parametrize(("new", "old", "step"), [("1.0.0", "0.9.9", "major"), ("0.4.0", "0.3.7", "minor"), ("0.3.8", "0.3.7", "patch"), ("0.3.7", "0.3.7", None)])
def test_version_steps(new, old, step):
    assert Version.parse(new).step_over(Version.parse(old)) == step


def test_a_broken_suite_file_is_named(suite_copy):
    (suite_copy / "features" / "suite.yaml").write_text("version: eins\n", encoding="utf-8")
    with pytest.raises(SuiteDataError) as caught:
        suite_version()
    assert caught.value.file.endswith("features/suite.yaml") and caught.value.json_path == "$.version"


def _line_of(root, heading: str) -> int:
    lines = (root / "CHANGELOG.md").read_text(encoding="utf-8").splitlines()
    return lines.index(heading) + 1


@pytest.mark.parametrize(("name", "shown"), [("r.ndjson", '"suite_versions": {"pocket_tactics": ["{v}"]}'), ("r.xml", '<property name="suite_version" value="{v}"/>'), ("r.md", "Suite version: pocket_tactics {v}.")])
def test_every_report_format_carries_the_suite_version(tmp_path, capsys, name, shown):
    report = tmp_path / name
    assert main(["verify", "--suite", RULESET, "--feature", "zug", "--report", str(report)]) == 0
    assert shown.replace("{v}", suite_version()) in report.read_text(encoding="utf-8")


@pytest.mark.parametrize("raised", [True, False], ids=["version-raised", "version-not-yet-raised"])
def test_a_change_tried_and_reverted_gets_its_published_ledger_line_back(tiny_suite, with_changelog, raised):
    """Trying a change and reverting it is no change: the ledger line of the last published
    version comes back, and the changelog need not name the vector."""
    update_ledger(RULESET)
    if raised:
        set_version(tiny_suite, PATCH, "Under way.")
    published = read_ledger(RULESET)[MOVED]
    assert published.since != (PATCH if raised else "") and published.was is None
    feature = tiny_suite / "features" / RULESET / "zug.feature"
    original = feature.read_text(encoding="utf-8")
    change_an_outcome(tiny_suite)
    assert main(["fill", "--suite", RULESET]) == 0
    changed = read_ledger(RULESET)[MOVED]
    assert (changed.change, changed.was) == (CHANGED, published)
    assert '"was":' in (tiny_suite / "vectors" / RULESET / "outcomes.ndjson").read_text(encoding="utf-8")

    feature.write_text(original, encoding="utf-8")
    assert main(["fill", "--suite", RULESET]) == 0
    assert read_ledger(RULESET)[MOVED] == published
    assert problems() == []
    assert '"was":' not in (tiny_suite / "vectors" / RULESET / "outcomes.ndjson").read_text(encoding="utf-8")


def test_a_change_of_a_vector_added_in_the_version_under_way_and_its_revert(tiny_suite, with_changelog):
    """A vector added in the version being prepared, changed (recorded as a change: that version
    may be out already) and changed back: its ``added`` line comes back."""
    update_ledger(RULESET)
    set_version(tiny_suite, MINOR, "Under way.")
    feature = tiny_suite / "features" / RULESET / "startwurf.feature"
    shutil.copy(DATA / "startwurf.feature", feature)
    assert main(["fill", "--suite", RULESET]) == 0
    vector = "pocket_tactics/nach-einem-startwurf-von-sechs-gegen-eins-ist-das-spielfeld-leer"
    added = read_ledger(RULESET)[vector]
    assert (added.since, added.change, added.was) == (MINOR, ADDED, None)
    original = feature.read_text(encoding="utf-8")
    swapped = "Und der Startwurf 1 für die Legion und 6 für die Stämme zeigt\n    Dann liegt noch nichts"
    feature.write_text(original.replace("Und der Startwurf 6 für die Legion und 1 für die Stämme zeigt\n    Dann liegt noch nichts", swapped), encoding="utf-8")
    assert main(["fill", "--suite", RULESET]) == 0
    changed = read_ledger(RULESET)[vector]
    assert (changed.since, changed.change, changed.was) == (MINOR, CHANGED, added)
    feature.write_text(original, encoding="utf-8")
    assert main(["fill", "--suite", RULESET]) == 0
    assert read_ledger(RULESET)[vector] == added


def test_the_published_line_of_a_version_that_moved_on_drops_its_was(tiny_suite, with_changelog):
    """Once the version a change was recorded in is published (the suite version moved on), its
    line no longer carries the line before it."""
    update_ledger(RULESET)
    set_version(tiny_suite, PATCH, f"- `{MOVED}` moves elsewhere.")
    change_an_outcome(tiny_suite)
    assert main(["fill", "--suite", RULESET]) == 0
    assert read_ledger(RULESET)[MOVED].was is not None
    set_version(tiny_suite, MINOR, "Next.")
    assert main(["fill", "--suite", RULESET]) == 0
    line = read_ledger(RULESET)[MOVED]
    assert (line.since, line.change, line.was) == (PATCH, CHANGED, None)
    assert problems() == []
