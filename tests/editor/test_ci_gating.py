"""The composite action and the pre-commit hook: what the README shows is what they run."""

from __future__ import annotations

import shlex

import yaml

from regelwerk.cli import build_parser

from .conftest import REPO

README = (REPO / "README.md").read_text(encoding="utf-8")


def action() -> dict:
    return yaml.safe_load((REPO / "action.yml").read_text(encoding="utf-8"))


def test_the_action_runs_exactly_the_command_lines_the_readme_shows():
    steps = action()["runs"]["steps"]
    lines = [step["run"].strip() for step in steps if "run" in step]
    assert lines, "the action runs no command"
    for line in lines:
        assert f"\n{line}\n" in README, f"the README does not show: {line}"
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
    assert upload["if"] == "always()" and upload["with"]["path"] == "${{ inputs.report }}"


def test_the_options_the_action_passes_exist():
    """Each regelwerk command line of the action parses with placeholder values."""
    parser = build_parser()
    values = {"$ENGINE": "node engine.js", "$EXPECT": "known.yaml", "$REPORT": "out.xml"}
    for step in action()["runs"]["steps"]:
        line = step.get("run", "").strip()
        if not line.startswith("regelwerk "):
            continue
        line = line.replace('${EXPECT:+--expect "$EXPECT"}', '--expect "$EXPECT"').replace(" $ARGS", "")
        parser.parse_args([values.get(word, word) for word in shlex.split(line)[1:]])


def test_the_pre_commit_hook_runs_check_on_the_repository_and_the_readme_shows_it():
    [hook] = yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert hook["id"] == "regelwerk-check" and hook["pass_filenames"] is False and hook["language"] == "python"
    assert hook["entry"] == "regelwerk --data . check"
    assert f"- id: {hook['id']}" in README and f"runs: {hook['entry']}" in README
    args = build_parser().parse_args(shlex.split(hook["entry"])[1:])
    assert args.command == "check" and str(args.data) == "."
