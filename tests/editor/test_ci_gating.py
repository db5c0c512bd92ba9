"""The composite action and the pre-commit hook: what the README shows is what they run."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys

import yaml

from regelwerk.cli import build_parser

from .conftest import REPO

README = (REPO / "README.md").read_text(encoding="utf-8")


def action() -> dict:
    return yaml.safe_load((REPO / "action.yml").read_text(encoding="utf-8"))


def test_the_action_runs_exactly_the_command_lines_the_readme_shows():
    steps = action()["runs"]["steps"]
    scripts = [step["run"].strip() for step in steps if "run" in step]
    assert scripts, "the action runs no command"
    for script in scripts:
        assert f"\n{script}\n" in README, f"the README does not show: {script}"
    lines = [line for script in scripts for line in script.splitlines()]
    assert [line.split()[1] for line in lines if line.startswith("regelwerk ")] == ["smoke", "verify"]


def test_the_action_is_composite_passes_inputs_through_the_environment_and_uploads_the_report():
    data = action()
    assert data["runs"]["using"] == "composite"
    assert data["inputs"]["engine"]["required"] is True
    for step in data["runs"]["steps"]:
        if "run" in step:
            assert step["shell"] == "bash"
            assert "${{" not in step["run"], "inputs go through env:, never into the script text"
    upload = next(s for s in data["runs"]["steps"] if s.get("uses", "").startswith("actions/upload-artifact"))
    assert upload["if"] == "always()"
    assert upload["with"]["path"].splitlines() == ["${{ inputs.report }}", "${{ inputs.html-report }}"]
    assert data["inputs"]["html-report"]["default"] == "regelwerk-results.html"


def test_the_options_the_action_passes_exist():
    """Each regelwerk command line of the action parses with placeholder values."""
    parser = build_parser()
    values = {"$ENGINE": "node engine.js", "$EXPECT": "known.yaml", "$REPORT": "out.xml", "$HTML_REPORT": "out.html"}
    for step in action()["runs"]["steps"]:
        for line in step.get("run", "").strip().splitlines():
            if not line.startswith("regelwerk "):
                continue
            line = line.replace('${EXPECT:+--expect "$EXPECT"}', '--expect "$EXPECT"').replace(' "${ARGV[@]}"', "")
            line = line.replace('${HTML_REPORT:+--report "$HTML_REPORT"}', '--report "$HTML_REPORT"')
            parser.parse_args([values.get(word, word) for word in shlex.split(line)[1:]])


def _verify_step() -> dict:
    return next(s for s in action()["runs"]["steps"] if "regelwerk verify" in s.get("run", ""))


def _run_verify_step(tmp_path, args: str, expect: str = "", html: str = "") -> subprocess.CompletedProcess[str]:
    """The verify step's script under ``bash -e -o pipefail`` (as a composite action runs it),
    with a ``regelwerk`` on PATH that prints its arguments one per line instead of verifying."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    fake = bin_dir / "regelwerk"
    fake.write_text('#!/bin/sh\nfor a in "$@"; do printf "<%s>\\n" "$a"; done\n', encoding="utf-8")
    fake.chmod(0o755)
    if not (bin_dir / "python").exists():
        (bin_dir / "python").symlink_to(sys.executable)  # the action's `python` is the one regelwerk is installed in
    for name in ("x.json", "y.json"):  # what an unquoted, globbed * would have picked up
        (tmp_path / name).write_text("{}", encoding="utf-8")
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}", "ENGINE": "node my engine.js",
           "EXPECT": expect, "REPORT": "out dir/r.xml", "HTML_REPORT": html, "ARGS": args}
    return subprocess.run(
        ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", _verify_step()["run"]],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60,
    )


def test_the_action_passes_args_as_words_without_globbing_or_expansion(tmp_path):
    """``args`` is split like a shell splits words (quotes group), and nothing in it is globbed,
    expanded or run: each word reaches ``verify`` as one argument."""
    args = "--id 'pocket_tactics/*' --feature \"zwei Wörter\" * $HOME $(touch pwned) `touch pwned2` --jobs 2"
    result = _run_verify_step(tmp_path, args, expect="known failures.yaml")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        f"<{word}>"
        for word in ["verify", "--engine", "node my engine.js", "--expect", "known failures.yaml", "--report", "out dir/r.xml",
                     "--id", "pocket_tactics/*", "--feature", "zwei Wörter", "*", "$HOME", "$(touch", "pwned)", "`touch", "pwned2`",
                     "--jobs", "2"]
    ]
    assert not (tmp_path / "pwned").exists() and not (tmp_path / "pwned2").exists()
    assert _run_verify_step(tmp_path, "").stdout.splitlines()[-1] == "<out dir/r.xml>", "no args: none passed"
    with_html = _run_verify_step(tmp_path, "", html="out dir/r.html").stdout.splitlines()
    assert with_html[-4:] == ["<--report>", "<out dir/r.xml>", "<--report>", "<out dir/r.html>"], "the HTML report: one more --report"


def test_an_unbalanced_quote_in_args_stops_the_step_before_verify_runs(tmp_path):
    result = _run_verify_step(tmp_path, "--id 'open")
    assert result.returncode != 0 and result.stdout == ""
    assert "No closing quotation" in result.stderr


def test_the_pre_commit_hook_runs_check_on_the_repository_and_the_readme_shows_it():
    [hook] = yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert hook["id"] == "regelwerk-check" and hook["pass_filenames"] is False and hook["language"] == "python"
    assert hook["entry"] == "regelwerk --data . check"
    assert f"- id: {hook['id']}" in README and f"runs: {hook['entry']}" in README
    args = build_parser().parse_args(shlex.split(hook["entry"])[1:])
    assert args.command == "check" and str(args.data) == "."
