"""Which cases a run takes (``--vectors``, ``--suite``, ``--id``, ``--clause``, ``--feature``,
``--shard``), and every bad option value as a usage error (exit 2) instead of a traceback."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from regelwerk import cli
from regelwerk.harness.select import Shard

ALL = 8


def run_ids(ndjson: Path) -> list[str]:
    return [json.loads(line)["id"] for line in ndjson.read_text(encoding="utf-8").splitlines()[1:-1]]


@pytest.fixture
def small_file(vector_dir: Path) -> Path:
    return vector_dir / "pocket_tactics" / "small.json"


def test_vectors_accepts_a_file(verify, fake, small_file):
    run = verify("--vectors", small_file, engine=fake.command("ok"))

    assert run.code == 0, run.err
    assert "OK fake-ok: 8 cases, 8 pass" in run.out


def test_a_file_named_twice_also_through_its_folder_is_read_once(verify, fake, small_file, vector_dir):
    run = verify("--vectors", small_file, "--vectors", vector_dir, engine=fake.command("ok"))

    assert run.code == 0, run.err
    assert "8 cases, 8 pass" in run.out


def test_the_same_id_in_two_files_is_refused(verify, fake, small_file, tmp_path):
    copy = tmp_path / "copy.json"
    shutil.copy(small_file, copy)

    run = verify("--vectors", copy, engine=fake.command("ok"))

    assert run.code == 2
    assert f"the vector id is also used in {small_file}" in run.err


@pytest.mark.parametrize(
    ("make", "error"),
    [
        pytest.param(lambda tmp: tmp / "nowhere", "no such file or folder", id="missing-path"),
        pytest.param(lambda tmp: tmp, "no vector files (*.json) in this folder", id="empty-folder"),
    ],
)
def test_a_vectors_path_that_selects_nothing_exits_2(verify, fake, tmp_path, make, error):
    path = make(tmp_path)
    run = verify("--vectors", path, engine=fake.command("ok"))

    assert run.code == 2
    assert f"{path}: {error}" in run.err
    assert "Traceback" not in run.err


def test_a_suite_named_twice_is_a_usage_error(verify, fake):
    run = verify("--suite", "pocket_tactics", engine=fake.command("ok"))  # the fixture already names it once

    assert run.code == 2
    assert "--suite: named more than once: pocket_tactics" in run.err


def test_id_clause_and_feature_select_and_combine(verify, fake, vectors, tmp_path):
    report = tmp_path / "r.ndjson"
    first = vectors[0]
    clause = first.clauses[0]
    feature = Path(first.raw["provenance"]["feature"])

    assert verify("--id", first.id, "--report", report, engine=fake.command("ok")).code == 0
    assert run_ids(report) == [first.id]

    assert verify("--clause", clause, "--report", report, engine=fake.command("ok")).code == 0
    assert run_ids(report) == [v.id for v in vectors if clause in v.clauses]

    for name in (feature.stem, str(feature), str(feature.with_suffix(""))):
        assert verify("--feature", name, "--report", report, engine=fake.command("ok")).code == 0
        assert run_ids(report) == [v.id for v in vectors if v.raw["provenance"]["feature"] == str(feature)]

    prefix = first.id.rsplit("/", 1)[0] + "/*"
    assert verify("--id", prefix, "--id", vectors[-1].id, "--clause", clause, "--report", report, engine=fake.command("ok")).code == 0
    assert run_ids(report) == [v.id for v in vectors if (v.id.startswith(prefix[:-1]) or v.id == vectors[-1].id) and clause in v.clauses]


@pytest.mark.parametrize(
    ("args", "error"),
    [
        pytest.param(["--id", "pocket_tactics/gibt-es-nicht*"], "--id: 'pocket_tactics/gibt-es-nicht*' matches none of the 8 cases of --suite pocket_tactics", id="id"),
        pytest.param(["--clause", "PT-XYZ-9"], "--clause: 'PT-XYZ-9' matches none of the 8 cases of --suite pocket_tactics", id="clause"),
        pytest.param(["--feature", "gibtsnicht"], "--feature: 'gibtsnicht' matches none of the 8 cases of --suite pocket_tactics", id="feature"),
    ],
)
def test_a_filter_value_that_matches_nothing_exits_2_naming_the_filter(verify, fake, args, error):
    run = verify(*args, engine=fake.command("ok"))

    assert run.code == 2
    assert error in run.err


def test_filters_that_together_match_nothing_exit_2_saying_what_each_filter_left(verify, fake, vectors):
    other = next(c for v in vectors for c in v.clauses if c not in vectors[0].clauses)
    run = verify("--id", vectors[0].id, "--clause", other, engine=fake.command("ok"))

    assert run.code == 2
    with_other = sum(other in v.clauses for v in vectors)
    assert (
        "--suite --id --clause: together these filters match no case "
        f"(--suite pocket_tactics: {ALL} cases; --id {vectors[0].id}: 1 of them; --clause {other}: 0 of them)"
    ) in run.err
    assert f"({with_other} " not in run.err  # each count is of what the filters before it left, not of every case


def test_a_value_that_matches_nothing_in_the_selected_rule_sets_says_how_many_it_looked_through(verify, fake):
    run = verify("--feature", "rueckzugstest", engine=fake.command("ok"))  # a feature of another rule set

    assert run.code == 2
    assert f"--feature: 'rueckzugstest' matches none of the {ALL} cases of --suite pocket_tactics" in run.err


def test_feature_tables_and_partien_select_every_table_row_and_every_playthrough():
    from regelwerk.core import paths
    from regelwerk.harness.playthrough import Playthrough
    from regelwerk.harness.select import Filters, load_cases, select
    from regelwerk.suite.vectors import paths_sources

    folder = paths.vectors_dir() / "mordheim"
    files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_size)[:1]
    cases = load_cases(paths_sources([*files, folder / "tables", folder / "partien"]))

    tables = select(cases, Filters(features=("tables",)))
    games = select(cases, Filters(features=("partien",)))
    assert {Path(c.file).parent.name for c in tables} == {"tables"} and len(tables) == sum("row" in c.raw.get("provenance", {}) for c in cases if not isinstance(c, Playthrough))
    assert games and all(isinstance(c, Playthrough) for c in games) and len(games) == len(list((folder / "partien").glob("*.json")))
    assert len(select(cases, Filters(features=("tables", "partien")))) == len(tables) + len(games)


# -- sharding ---------------------------------------------------------------------------------------


def test_the_shards_are_disjoint_cover_the_selection_and_take_every_nth_case(verify, fake, vectors, tmp_path):
    parts = []
    for k in (1, 2, 3):
        report = tmp_path / f"part-{k}.ndjson"
        assert verify("--shard", f"{k}/3", "--report", report, engine=fake.command("ok")).code == 0
        parts.append(run_ids(report))

    ids = [v.id for v in vectors]
    assert parts == [ids[0::3], ids[1::3], ids[2::3]]


def test_an_empty_shard_exits_2(verify, fake):
    run = verify("--id", "pocket_tactics/der-erste*", "--shard", "9/9", engine=fake.command("ok"))

    assert run.code == 2
    assert "--shard: shard 9/9 of" in run.err and "is empty" in run.err


@pytest.mark.parametrize(("text", "shard"), [("1/1", Shard(1, 1)), ("2/4", Shard(2, 4)), (" 3 / 3 ", Shard(3, 3))])
def test_a_shard_is_k_of_n(text, shard):
    assert Shard.parse(text) == shard


# -- option values that used to end in a traceback ---------------------------------------------------


@pytest.mark.parametrize(
    ("command", "option", "value", "error"),
    [
        ("verify", "--timeout", "nan", "must be a positive, finite number of seconds"),
        ("verify", "--timeout", "inf", "must be a positive, finite number of seconds"),
        ("verify", "--timeout", "-1", "must be a positive, finite number of seconds"),
        ("verify", "--start-timeout", "nan", "must be a positive, finite number of seconds"),
        ("verify", "--start-timeout", "inf", "must be a positive, finite number of seconds"),
        ("verify", "--start-timeout", "0", "must be a positive, finite number of seconds"),
        ("verify", "--start-timeout", "-1", "must be a positive, finite number of seconds"),
        ("verify", "--start-timeout", "soon", "not a number"),
        ("verify", "--max-restarts", "-1", "must not be negative"),
        ("verify", "--jobs", "0", "must be from 1 to"),
        ("verify", "--shard", "4/3", "K/N needs 1 <= K <= N"),
        ("verify", "--shard", "0/3", "K/N needs 1 <= K <= N"),
        ("verify", "--shard", "half", "expected K/N"),
        ("smoke", "--timeout", "nan", "must be a positive, finite number of seconds"),
        ("smoke", "--start-timeout", "inf", "must be a positive, finite number of seconds"),
    ],
)
def test_a_bad_option_value_is_a_usage_error_naming_the_option(capsys, command, option, value, error):
    extra = ["--engine", "true"] if command == "smoke" else []
    code = cli.main([command, *extra, option, value])

    err = capsys.readouterr().err
    assert code == 2
    assert f"argument {option}: " in err and error in err
    assert "Traceback" not in err


def test_every_command_and_every_option_has_help_text():
    parser = cli.build_parser()
    commands = next(a for a in parser._actions if a.dest == "command")
    assert all(choice.help for choice in commands._choices_actions)
    for name, sub in commands.choices.items():
        for action in sub._actions:
            if action.dest != "help":
                assert action.help, f"{name} {action.option_strings or action.dest} has no help"


@pytest.mark.parametrize("command", ["fill", "check"])
def test_a_suite_named_twice_is_a_usage_error_for_fill_and_check_too(capsys, command):
    code = cli.main([command, "--suite", "pocket_tactics", "--suite", "pocket_tactics"])

    assert code == 2
    assert "--suite: named more than once: pocket_tactics" in capsys.readouterr().err
