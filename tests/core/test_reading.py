"""Reading an untrusted data folder (``regelwerk.core.reading``) and bounded YAML aliases
(``regelwerk.core.bounded``): nothing outside the data folder is read, no special file is
opened, no file past the size bound is read, no alias expands past the bound; each refusal names
the path and never the content."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from regelwerk.core import paths
from regelwerk.core.bounded import MAX_NODES, parse_yaml, read_json_file, read_yaml_file, safe_load
from regelwerk.core.errors import RefusedFile, SuiteDataError
from regelwerk.core.reading import MAX_FILE_BYTES, list_files, list_folders, read_bytes, read_text, require_regular, walk_files

SECRET = "geheim-7f3a9c-do-not-print"


@pytest.fixture
def data(tmp_path, monkeypatch) -> Path:
    """A data root (``REGELWERK_DATA``) and, beside it, a secret file it must never read."""
    root = tmp_path / "data"
    for name in ("features", "schemas", "vectors"):
        (root / name).mkdir(parents=True)
    (tmp_path / "secret.txt").write_text(f"{SECRET}\n", encoding="utf-8")
    monkeypatch.setenv("REGELWERK_DATA", str(root))
    paths.data_root.cache_clear()
    yield root.resolve()
    paths.data_root.cache_clear()


def within(seconds: float, call: Callable[[], object]) -> BaseException | object:
    """``call()``'s result or exception, or a failure if it has not returned within ``seconds``
    (a reader blocked on a FIFO): run in a daemon thread, which a blocked open cannot hold."""
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # noqa: BLE001 -- handed back to the test
            outcome.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        pytest.fail(f"still reading after {seconds} s (a FIFO opened?)")
    return outcome[0]


def test_a_link_out_of_the_data_folder_is_refused_without_reading_the_target(data):
    link = data / "vectors" / "x.json"
    link.symlink_to(data.parent / "secret.txt")
    for read in (read_bytes, read_text, read_json_file, read_yaml_file):
        with pytest.raises(RefusedFile) as refused:
            read(link)
        assert "leads out of the data folder" in str(refused.value) and SECRET not in str(refused.value)
    (data / "features" / "etc").symlink_to("/etc")  # a folder on the way that leaves the root
    with pytest.raises(RefusedFile):
        read_bytes(data / "features" / "etc" / "hostname")
    with pytest.raises(RefusedFile):
        read_bytes(data / "features" / ".." / ".." / "secret.txt")  # written inside, resolved outside


def test_a_link_that_stays_inside_is_read(data):
    (data / "features" / "a.yaml").write_text("a: 1\n", encoding="utf-8")
    (data / "vectors" / "b.yaml").symlink_to(data / "features" / "a.yaml")
    assert read_yaml_file(data / "vectors" / "b.yaml") == {"a": 1}


def test_a_path_outside_the_data_root_is_the_users_and_read(data):
    assert read_text(data.parent / "secret.txt").strip() == SECRET


@pytest.mark.parametrize("root", [True, None], ids=["inside-the-data-root", "named-by-the-user"])
def test_a_fifo_is_refused_without_being_opened(data, root):
    fifo = data / "vectors" / "haengt.json" if root else data.parent / "haengt.yaml"
    os.mkfifo(fifo)
    for read in (read_bytes, read_text, read_json_file, read_yaml_file, require_regular):
        result = within(5, lambda: read(fifo))  # noqa: B023 -- called at once
        assert isinstance(result, RefusedFile) and "is a FIFO, not a regular file" in str(result), result


def test_a_folder_and_a_device_are_refused(data):
    (data / "vectors" / "ordner.json").mkdir()
    with pytest.raises(RefusedFile, match="is a folder"):
        read_bytes(data / "vectors" / "ordner.json")
    with pytest.raises(RefusedFile, match="is a character device"):
        read_bytes(Path("/dev/null"), root=None)


def test_a_file_past_the_size_bound_is_refused_unread(data):
    huge = data / "vectors" / "riesig.json"
    with huge.open("wb") as handle:  # sparse: no disk, no time
        handle.truncate(MAX_FILE_BYTES + 1)
    started = time.monotonic()
    with pytest.raises(RefusedFile, match="more than the 33,554,432 a data file may have"):
        read_json_file(huge)
    assert time.monotonic() - started < 1
    assert read_bytes(huge, limit=MAX_FILE_BYTES + 1) == b"\0" * (MAX_FILE_BYTES + 1)


def test_a_missing_file_is_an_os_error_for_the_caller_to_word(data):
    with pytest.raises(FileNotFoundError):
        read_bytes(data / "vectors" / "fehlt.json")
    with pytest.raises(SuiteDataError, match="cannot read: No such file or directory"):
        read_json_file(data / "vectors" / "fehlt.json")


def test_listing_refuses_a_folder_linked_out_and_lists_special_files_for_the_reader_to_refuse(data):
    vectors = data / "vectors"
    (vectors / "pt").mkdir()
    (vectors / "pt" / "a.json").write_text("{}", encoding="utf-8")
    os.mkfifo(vectors / "pt" / "b.json")
    (vectors / "pt" / "c.json").symlink_to(data.parent / "secret.txt")
    assert [p.name for p in list_files(vectors / "pt", "*.json")] == ["a.json", "b.json", "c.json"]
    (vectors / "raus").symlink_to(data.parent)
    with pytest.raises(RefusedFile, match="leads out of the data folder"):
        list_folders(vectors)
    with pytest.raises(RefusedFile):
        list_files(vectors / "raus", "*")
    with pytest.raises(RefusedFile):
        walk_files(vectors, "*.json")


def test_walking_follows_a_link_inside_once_and_ends_on_a_loop(data):
    features = data / "features"
    (features / "pt" / "kampf").mkdir(parents=True)
    (features / "pt" / "kampf" / "a.feature").write_text("", encoding="utf-8")
    (features / "pt" / "auch").symlink_to(features / "pt" / "kampf")
    (features / "pt" / "kampf" / "schleife").symlink_to(features / "pt")
    found = [p.relative_to(features).as_posix() for p in walk_files(features / "pt", "*.feature")]
    assert "pt/kampf/a.feature" in found and len(found) <= 3


# -- YAML aliases ---------------------------------------------------------------------------------


def billion_laughs(levels: int = 9) -> str:
    """About 300 bytes that stand for 9**9 (387 million) values once every alias is expanded."""
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, levels)]
    return "\n".join(lines) + "\n"


def test_an_alias_bomb_is_refused_in_milliseconds_by_every_yaml_reader(data):
    text = billion_laughs()
    assert len(text) < 600
    started = time.monotonic()
    for parse in (lambda: parse_yaml(text, "klauseln.yaml"), lambda: safe_load(text, "known.yaml")):
        with pytest.raises(RefusedFile) as refused:
            parse()
        assert f"more than {MAX_NODES:,} values with the aliases expanded" in str(refused.value)
    assert time.monotonic() - started < 2


def test_an_alias_to_a_collection_containing_it_is_refused(data):
    for text in ("a: &a [*a]\n", "&a {b: *a}\n"):
        with pytest.raises(RefusedFile, match="an alias refers to a collection that contains it"):
            parse_yaml(text, "x.yaml")


def test_nesting_through_aliases_is_bounded_like_nesting_written_out(data):
    chain = ["a0: &a0 [x]"] + [f"a{i}: &a{i} [*a{i - 1}]" for i in range(1, 70)]
    with pytest.raises(RefusedFile, match="nest deeper than 64 levels with the aliases expanded"):
        parse_yaml("\n".join(chain) + "\n", "x.yaml")


def test_ordinary_aliases_within_the_bounds_still_work(data):
    assert parse_yaml("a: &x {b: [1, 2]}\nc: *x\nd: {<<: *x, e: 3}\n", "x.yaml") == {
        "a": {"b": [1, 2]},
        "c": {"b": [1, 2]},
        "d": {"b": [1, 2], "e": 3},
    }
    assert safe_load("a: &x [1]\nb: *x\n", "x.yaml") == {"a": [1], "b": [1]}


def test_a_data_root_composed_of_linked_folders_confines_below_each_of_them(tmp_path, monkeypatch):
    """``REGELWERK_DATA`` (set by whoever runs the command, as the harness tests do) may name a
    data root whose ``features/`` lives elsewhere; below it nothing leads out.  (``--data``, which
    CI points at a pull request, refuses such a folder: tests/suite/test_hostile_data.py.)"""
    real_features = tmp_path / "elsewhere" / "features"
    real_features.mkdir(parents=True)
    (real_features / "a.yaml").write_text("a: 1\n", encoding="utf-8")
    (tmp_path / "elsewhere" / "secret.txt").write_text(SECRET, encoding="utf-8")
    (real_features / "raus.yaml").symlink_to(tmp_path / "elsewhere" / "secret.txt")
    root = tmp_path / "data"
    root.mkdir()
    (root / "features").symlink_to(real_features, target_is_directory=True)
    monkeypatch.setenv("REGELWERK_DATA", str(root))
    paths.data_root.cache_clear()
    try:
        assert read_yaml_file(root / "features" / "a.yaml") == {"a": 1}
        with pytest.raises(RefusedFile) as refused:
            read_bytes(root / "features" / "raus.yaml")
        assert SECRET not in str(refused.value)
    finally:
        paths.data_root.cache_clear()
