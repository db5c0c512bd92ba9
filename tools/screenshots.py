"""Screenshots of three pictures for the README (issue 20): a Warhammer charge, a Pocket-Tactics
melee and a Standardaktionen ambush, as ``regelwerk show`` draws them, rendered by headless
chromium into ``docs/bilder/*.png``.

Run after a change to the drawers (not a test; it needs chromium and playwright)::

    .venv/bin/python -m tools.screenshots

The ids are in :data:`SHOTS`; ``tests/test_docs.py`` checks each named PNG is there and the
README shows it.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from regelwerk.cli import main as regelwerk

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "docs" / "bilder"
SHOTS = {
    "w40k-angriff.png": "w40k/ein-gelungener-angriff-endet-in-basekontakt",
    "pocket-tactics-nahkampf.png": "pocket_tactics/ein-siegreicher-nahkaempfer-besetzt-die-kachel-des-verteidigers",
    "standardaktionen-hinterhalt.png": "standardaktionen/greift-einheit-1-von-osten-an-und-blickt-einheit-2-nach-westen-ist-es-ein-hinterhalt",
}
CHROMIUM_ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking", "--no-first-run"]


def main() -> int:
    from playwright.sync_api import sync_playwright

    FOLDER.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1300, "height": 900}, device_scale_factor=1)
            for name, vector_id in SHOTS.items():
                html = Path(scratch) / f"{name}.html"
                if regelwerk(["show", vector_id, "--output", str(html)]) != 0:
                    print(f"regelwerk show {vector_id} failed", file=sys.stderr)
                    return 1
                page.goto(html.as_uri(), wait_until="load")
                page.locator("svg").first.screenshot(path=str(FOLDER / name))
                print(f"wrote {FOLDER / name}")
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
