"""The README's screenshots (tools/screenshots.py): each names a vector that exists and draws, each
PNG is there, and the README shows each."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from regelwerk.pictures.commands import find_vector
from regelwerk.pictures.show import picture_of
from tools.screenshots import FOLDER, SHOTS

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name, vector_id", sorted(SHOTS.items()))
def test_a_screenshot_is_a_png_of_a_vector_that_draws_and_the_readme_shows_it(name, vector_id):
    picture = picture_of(find_vector(vector_id))
    assert all("no-picture" not in mark.cls for panel in picture.panels for mark in panel.marks)
    data = (FOLDER / name).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert width >= 600 and height >= 300  # two panels side by side, not a placeholder
    assert f"(docs/bilder/{name})" in (ROOT / "README.md").read_text(encoding="utf-8")
