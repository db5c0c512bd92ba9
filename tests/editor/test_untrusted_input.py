"""The editor's commands on untrusted input: a revision never reaches git as an option, a
revision's tree is extracted with its regular files only, register text in Markdown is escaped,
``docs`` writes only where it is told to and never through a link, and a path that is a file
where a folder belongs is called a file."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from regelwerk.cli import main

RULESET = "pocket_tactics"
needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git(root, *args: str) -> None:
    subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True)


def commit_vectors(root) -> None:
    git(root, "init", "-q")
    git(root, "add", "vectors")
    git(root, "-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", "vectors")


# -- diff: revisions ---------------------------------------------------------------------------


@needs_git
@pytest.mark.parametrize("revision", ["--output={victim}", "--output", "-o{victim}", "--remote=ext::sh -c touch% {victim}", "-", ""])
def test_a_revision_that_looks_like_an_option_never_reaches_git(tiny_suite, tmp_path, capsys, revision):
    """``regelwerk diff -- --output=FILE`` once truncated FILE: the revision went to ``git
    archive`` as it was.  Now a revision is refused when it starts with ``-`` (or is empty)."""
    commit_vectors(tiny_suite)
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n", encoding="utf-8")
    assert main(["diff", "--", revision.format(victim=victim)]) == 2
    err = capsys.readouterr().err
    assert "a revision is not empty and does not start with '-'" in err or "OLD: is empty" in err
    assert victim.read_text(encoding="utf-8") == "keep me\n"


@needs_git
def test_a_revision_is_resolved_to_its_commit_before_git_archive_sees_it(tiny_suite, capsys):
    commit_vectors(tiny_suite)
    assert main(["diff", "HEAD^{commit}", "--format", "json"]) == 0
    assert main(["diff", "HEAD:vectors"]) == 2  # a tree, not a commit
    assert "HEAD:vectors: neither a folder nor a git revision" in capsys.readouterr().err


@needs_git
def test_a_link_in_the_revisions_vectors_is_refused_not_extracted(tiny_suite, tmp_path_factory, capsys):
    secret = tmp_path_factory.mktemp("outside") / "secret.json"
    secret.write_text('{"geheim": "3f1c-never-shown"}', encoding="utf-8")
    (tiny_suite / "vectors" / RULESET / "zz.json").symlink_to(secret)
    commit_vectors(tiny_suite)
    (tiny_suite / "vectors" / RULESET / "zz.json").unlink()
    assert main(["diff", "HEAD"]) == 2
    out, err = capsys.readouterr()
    assert "HEAD:vectors/pocket_tactics/zz.json: is not a regular file in the revision" in err
    assert "3f1c-never-shown" not in out + err


def test_a_tree_folder_with_a_link_out_of_it_is_refused(tiny_suite, tmp_path_factory, capsys):
    tree = tmp_path_factory.mktemp("tree")
    shutil.copytree(tiny_suite / "vectors", tree / "vectors")
    secret = tmp_path_factory.mktemp("outside") / "secret.json"
    secret.write_text('{"geheim": "9a7d-never-shown"}', encoding="utf-8")
    (tree / "vectors" / RULESET / "zz.json").symlink_to(secret)
    assert main(["diff", str(tree)]) == 2
    out, err = capsys.readouterr()
    assert "zz.json: leads out of the data folder" in err and "9a7d-never-shown" not in out + err


# -- ambiguities: Markdown ----------------------------------------------------------------------


def test_ambiguities_markdown_escapes_register_text(tiny_suite, capsys):
    """Register text a pull request wrote shows as written, never as HTML or Markdown of its own
    (the Markdown goes into pull-request comments and pages)."""
    register = tiny_suite / "features" / RULESET / "auslegungen.yaml"
    text = register.read_text(encoding="utf-8")
    start = text.index("  - id: PT-A-STARTWURF\n")
    title = text.index("    title: ", start)
    end = text.index("\n", title)
    hostile = "<img src=x onerror=alert(1)> [klick](javascript:alert(2)) `code` *fett*"
    register.write_text(text[:title] + f"    title: '{hostile}'" + text[end:], encoding="utf-8")
    text = register.read_text(encoding="utf-8")
    reason = text.index("    reason: >-\n", start)
    register.write_text(text[: reason + len("    reason: >-\n")] + "      <script>alert(3)</script> | eine Zelle\n" + text[reason + len("    reason: >-\n") :], encoding="utf-8")

    assert main(["ambiguities", "--suite", RULESET]) == 0
    out = capsys.readouterr().out
    section = out[out.index("### PT-A-STARTWURF") :]
    section = section[: section.index("\n### ", 1) if "\n### " in section[1:] else len(section)]
    for raw in ("<img", "<script", "](javascript:", "`code`", "*fett*", "| eine Zelle"):
        assert re.search(r"(?<!\\)" + re.escape(raw[0]) + re.escape(raw[1:]), section) is None, raw  # only escaped
    assert r"\<img src=x onerror=alert(1)\> \[klick\](javascript:alert(2)) \`code\` \*fett\*" in section
    assert r"\<script\>alert(3)\</script\> \| eine Zelle" in section


# -- docs: where it writes ---------------------------------------------------------------------


def test_docs_with_an_empty_out_dir_is_a_usage_error_and_writes_nothing(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["docs", "", "--suite", RULESET]) == 2
    assert "an empty path" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []
    assert main(["coverage", "--output", "", "--suite", RULESET]) == 2
    assert main(["--data", "", "check"]) == 2


def test_docs_does_not_follow_a_static_link_in_the_out_dir(tmp_path, capsys):
    out = tmp_path / "site"
    out.mkdir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (out / "static").symlink_to(elsewhere, target_is_directory=True)
    assert main(["docs", str(out), "--suite", RULESET]) == 2
    assert "static: is a symbolic link; the site's static files are written only into a folder of OUT_DIR" in capsys.readouterr().err
    assert list(elsewhere.iterdir()) == [] and not (out / "index.html").exists()


def test_docs_report_that_is_a_fifo_is_refused_without_blocking(tmp_path, capsys):
    report = tmp_path / "r.ndjson"
    os.mkfifo(report)
    assert main(["docs", str(tmp_path / "s"), "--suite", RULESET, "--report", str(report)]) == 2
    assert "r.ndjson: is a FIFO, not a regular file" in capsys.readouterr().err


# -- a file where a folder belongs --------------------------------------------------------------


def test_a_file_where_a_folder_belongs_is_called_a_file(tmp_path, capsys):
    afile = tmp_path / "afile"
    afile.write_text("x", encoding="utf-8")
    assert main(["docs", str(afile / "sub"), "--suite", RULESET]) == 2
    err = capsys.readouterr().err
    assert f"OUT_DIR cannot be made: {afile} is a file, not a folder" in err and "does not exist" not in err
    assert main(["docs", str(afile / "sub" / "deeper"), "--suite", RULESET]) == 2
    err = capsys.readouterr().err
    assert f"cannot exist: {afile} is a file, not a folder" in err and "does not exist" not in err
    assert main(["coverage", "--format", "shields", "--output", str(afile), "--suite", RULESET]) == 2
    err = capsys.readouterr().err
    assert f"{afile} is a file, not a folder" in err and "does not exist" not in err
    assert main(["coverage", "--output", str(afile / "x" / "c.md"), "--suite", RULESET]) == 2
    err = capsys.readouterr().err
    assert f"cannot exist: {afile} is a file, not a folder" in err and "does not exist" not in err
    assert main(["docs", str(tmp_path / "no" / "such"), "--suite", RULESET]) == 2
    assert f"the folder {tmp_path / 'no'} does not exist" in capsys.readouterr().err
