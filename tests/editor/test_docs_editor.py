"""The docs show what the tools do: the start command as the harness sends it, and every
command of the editor's toolkit with its help."""

from __future__ import annotations

import json

from regelwerk.cli import build_parser
from regelwerk.harness.protocol import start_message

from .conftest import REPO


def test_the_protocol_page_shows_the_start_command_the_harness_sends():
    text = (REPO / "docs" / "protocol.md").read_text(encoding="utf-8")
    line = json.dumps(start_message())
    assert text.count(f"\n{line}\n") == 2  # the start section and the captured exchange


def test_every_editor_command_has_help_and_is_shown_in_the_readme_and_the_editors_page():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    page = (REPO / "docs" / "features-schreiben.md").read_text(encoding="utf-8")
    commands = build_parser()._subparsers._group_actions[0].choices  # noqa: SLF001 -- argparse keeps them there
    for name in ("ambiguities", "impact", "diff", "coverage", "docs"):
        assert commands[name].description, name
        assert f"regelwerk {name}" in readme and f"regelwerk {name}" in page, name
    assert "--outdated" in commands["fill"].format_help() and "fill --outdated" in readme and "fill --outdated" in page
