"""A changed default is visible everywhere: ``fill`` records it in the register ledger (and
refuses while its reason still argues for the old one), ``check`` demands a changelog entry
naming it in a minor version, ``diff`` names it with the vectors an engine following the
defaults is now and no longer held to, and the porter page's mark of the default follows.

The default principle itself (literal reading, published rule, house rules) and the pointers
from clauses to entries: ``tests/suite/test_register_principle.py``."""

from __future__ import annotations

import json
import re
import shutil

from regelwerk.cli import main
from regelwerk.suite.registerledger import DEFAULT, read_register_ledger, register_ledger_file
from regelwerk.suite.version import versioning_problems

from .conftest import REPO
from .test_versioning import MINOR, PATCH, set_version

RULESET = "pocket_tactics"
ENTRY = "PT-A-STARTWURF"
OLD, NEW = "hoeher-beginnt", "niedriger-beginnt"
UNTAGGED = "pocket_tactics/nach-einem-startwurf-von-sechs-gegen-eins-ist-das-spielfeld-leer"


def flip(
    root, reason: str | None = "Probe: die niedrigere Augenzahl beginnt, weil der Test es so will.",
    entry: str = ENTRY, old: str = OLD, new: str = NEW,
) -> None:
    """Make ``new`` the default of ``entry`` in the copy's register (and, unless ``reason`` is
    None, give it a new reason).  A literal or published label the entry may carry is dropped
    first, so that the flip itself is allowed by the default principle."""
    path = root / "features" / RULESET / "auslegungen.yaml"
    text = path.read_text(encoding="utf-8")
    start = text.index(f"  - id: {entry}\n")
    end = text.find("\n  - id: ", start + 1)
    block = text[start:end]
    assert f"    default: {old}\n" in block, "the committed default of the entry this test flips"
    block = re.sub(r"\n    (literal|published): \S+", "", block)
    block = block.replace(f"    default: {old}\n", f"    default: {new}\n")
    if reason is not None:
        block = re.sub(r"    reason: >-\n(      .*\n)+", f"    reason: >-\n      {reason}\n", block)
    path.write_text(text[:start] + block + text[end:], encoding="utf-8")


def porter_row(root) -> str:
    """The porter page of the copy: the committed page's row of the entry alone (the rest of the
    page counts the whole suite, which the small copy is not)."""
    row = next(line for line in (REPO / "docs" / f"{RULESET}.md").read_text(encoding="utf-8").splitlines() if line.startswith(f"| `{ENTRY}` |"))
    assert f"figure:{RULESET}.switch.{ENTRY}.options" in row, "the options cell is generated from the register"
    (root / "docs").mkdir(exist_ok=True)
    (root / "docs" / f"{RULESET}.md").write_text(row + "\n", encoding="utf-8")
    return row


def pinned(root, option: str) -> list[str]:
    found = []
    for path in sorted((root / "vectors" / RULESET).glob("*.json")):
        for vector in json.loads(path.read_text(encoding="utf-8"))["vectors"]:
            if vector["interpretations"].get(ENTRY) == option:
                found.append(vector["id"])
    return sorted(found)


def test_a_flipped_default_shows_in_the_ledger_the_changelog_the_diff_and_the_porter_page(startwurf_suite, tmp_path_factory, capsys):
    root = startwurf_suite
    shutil.copy(REPO / "CHANGELOG.md", root / "CHANGELOG.md")
    row = porter_row(root)
    assert f"**`{OLD}`**" in row and f"**`{NEW}`**" not in row
    before = tmp_path_factory.mktemp("before")
    shutil.copytree(root / "vectors", before / "vectors")
    assert pinned(root, OLD) and pinned(root, NEW), "the fixture pins each option"

    set_version(root, MINOR, "A changed default.")
    flip(root)
    assert main(["fill", "--suite", RULESET]) == 0
    line = read_register_ledger(register_ledger_file(RULESET))[ENTRY]
    assert (line.default, line.since, line.change) == (NEW, MINOR, DEFAULT)

    # check: the changelog entry of the version must name the entry
    problems = [str(p) for p in versioning_problems([RULESET], changelog_required=True)]
    assert any(f"the default of {ENTRY} changed in {MINOR}" in p and f"`{ENTRY}`" in p for p in problems), problems
    assert main(["check", "--suite", RULESET]) == 1
    capsys.readouterr()
    # The fixture's untagged scenario depends on the switch (its tag is left off on purpose): its
    # expected outcome changes with the default, and check demands it be named as well.
    assert any(f"the expected outcome of {UNTAGGED} changed in {MINOR}" in p for p in problems), problems
    set_version_text = (root / "CHANGELOG.md").read_text(encoding="utf-8").replace(
        "A changed default.", f"`{ENTRY}` now `{NEW}`; so `{UNTAGGED}` changed.", 1
    )
    (root / "CHANGELOG.md").write_text(set_version_text, encoding="utf-8")
    assert [str(p) for p in versioning_problems([RULESET], changelog_required=True)] == []

    # diff: the entry, its old and new default, and the vectors now and no longer held to
    out = tmp_path_factory.mktemp("diff") / "diff.json"
    assert main(["diff", str(before), str(root), "--format", "json", "--output", str(out)]) == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    (change,) = [c for c in report["registers"][RULESET] if c["id"] == ENTRY]
    assert change["change"] == "default"
    assert (change["old"]["default"], change["new"]["default"]) == (OLD, NEW)
    assert change["now_held"] == pinned(root, NEW)
    assert change["no_longer_held"] == pinned(root, OLD)
    assert report["register_counts"] == {"entries": 1, "defaults": 1}
    assert [c["id"] for c in report["rulesets"][RULESET]["changed"]] == [UNTAGGED]
    assert main(["diff", str(before), str(root)]) == 0
    markdown = capsys.readouterr().out
    assert f"{ENTRY} ({OLD} → {NEW})" in markdown
    assert "1 changed outcome(s)" in markdown and UNTAGGED in markdown

    # the porter page: the fill rewrote the mark of the default from the register
    page = (root / "docs" / f"{RULESET}.md").read_text(encoding="utf-8")
    assert f"**`{NEW}`**" in page and f"**`{OLD}`**" not in page
    assert page.index(f"`{NEW}`") < page.index(f"`{OLD}`"), "the default comes first"


def test_a_flip_is_refused_while_its_reason_still_argues_for_the_old_default(startwurf_suite, capsys):
    root = startwurf_suite
    shutil.copy(REPO / "CHANGELOG.md", root / "CHANGELOG.md")
    set_version(root, MINOR, f"`{ENTRY}` flipped.")
    flip(root, reason=None)
    assert main(["fill", "--suite", RULESET]) == 1
    assert f"{ENTRY}: the default changed ({OLD} → {NEW}) but its reason is the same text" in capsys.readouterr().out
    assert read_register_ledger(register_ledger_file(RULESET))[ENTRY].default == OLD, "the old record is kept"
    problems = [str(p) for p in versioning_problems([RULESET], changelog_required=True)]
    assert any(f"another record of {ENTRY}" in p for p in problems), problems


def test_a_flip_in_a_patch_version_is_not_enough(startwurf_suite):
    root = startwurf_suite
    shutil.copy(REPO / "CHANGELOG.md", root / "CHANGELOG.md")
    set_version(root, PATCH, f"`{ENTRY}` now `{NEW}`.")
    flip(root)
    assert main(["fill", "--suite", RULESET]) == 0
    problems = [str(p) for p in versioning_problems([RULESET], changelog_required=True)]
    assert any(f"{PATCH} changes the default of {ENTRY} but is only a patch" in p and f"({MINOR})" in p for p in problems), problems


def test_a_diff_of_trees_without_register_records_says_so(startwurf_suite, tmp_path_factory, capsys):
    root = startwurf_suite
    before = tmp_path_factory.mktemp("before")
    shutil.copytree(root / "vectors", before / "vectors")
    register_ledger_file(RULESET, before / "vectors").unlink()
    assert main(["diff", str(before), str(root)]) == 0
    assert f"register changes cannot be shown for: {before}: {RULESET}" in capsys.readouterr().out


def test_a_flip_tried_and_reverted_gets_the_published_register_line_back(startwurf_suite):
    """Trying a new default and going back to the old one (reason and all) is no change: the
    register ledger's published line comes back, and the changelog need not name the entry."""
    root = startwurf_suite
    shutil.copy(REPO / "CHANGELOG.md", root / "CHANGELOG.md")
    set_version(root, MINOR, "Under way.")
    assert main(["fill", "--suite", RULESET]) == 0
    published = read_register_ledger(register_ledger_file(RULESET))[ENTRY]
    register = root / "features" / RULESET / "auslegungen.yaml"
    original = register.read_text(encoding="utf-8")
    flip(root)
    assert main(["fill", "--suite", RULESET]) == 0
    line = read_register_ledger(register_ledger_file(RULESET))[ENTRY]
    assert (line.default, line.since, line.change, line.was) == (NEW, MINOR, DEFAULT, published)

    register.write_text(original, encoding="utf-8")
    assert main(["fill", "--suite", RULESET]) == 0
    assert read_register_ledger(register_ledger_file(RULESET))[ENTRY] == published
    problems = [str(p) for p in versioning_problems([RULESET], changelog_required=True)]
    assert not any(ENTRY in p for p in problems), problems


def test_a_flip_that_a_golden_playthrough_depends_on_fails_the_check(tiny_suite):
    """A playthrough that pins no option runs under the defaults: the flip of a default it
    depends on (a magic shot onto forest, partie-1) makes it no longer replay, and check says so
    (it replays every playthrough) instead of counting it in sync."""
    from regelwerk.suite.check import check_ruleset

    flip(tiny_suite, "Probe: nur der Standort zählt.", "PT-A-FERNKAMPF-ZIELGELAENDE", "auch-ziel", "nur-standort")
    result = check_ruleset(RULESET)
    replays = [str(p) for p in result.problems if "no longer gives its recorded outcome under the defaults" in p.message]
    assert [p.split(":")[0] for p in replays] == ["vectors/pocket_tactics/partien/partie-1.json"], [str(p) for p in result.problems]
