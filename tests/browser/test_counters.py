"""The counters check in a real browser: the sample evening's table A, a
screenshot of its turn-1 counters with Carla's Jochi one too many dropped in
the watched folder; the screen shows that one ✗ and seven ✓.

The screenshot is drawn here, plainly (names and numbers on a dark felt),
not taken from the scene generator: this tests the app's flow, and a
generator scene changes whenever the generator learns a new style (one did,
and its new italic badge left Anna's +1 illeggibile)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from browser_helpers import ROOT, WAIT, AppServer, open_app, shot

pytestmark = pytest.mark.browser
SAMPLE = ROOT / "samples" / "evening" / "2026-11-22.json"
TURN_1 = {"Anna": (1, 7), "Bruno": (-27, 4), "Carla": (5, 8), "Dario": (21, 10)}


def plain_table(counters: list[tuple[str, int, int]], path: Path) -> None:
    """A 1600×900 table with each player's name and two counters on one line, saved as JPEG."""
    from PIL import Image, ImageDraw, ImageFont

    from recognition.synthetic.table_scenes import fonts

    image = Image.new("RGB", (1600, 900), (22, 70, 40))
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(str(fonts()[0]), 30)
    for row, (name, giochi, jochi) in enumerate(counters):
        y = 150 + row * 160
        draw.text((200, y), name, font=font, fill=(240, 240, 240))
        draw.text((420, y), f"{giochi:+d}", font=font, fill=(240, 240, 240))
        draw.text((560, y), str(jochi), font=font, fill=(240, 240, 240))
    image.save(path, quality=90)


def test_a_counters_check_with_one_cross(server: AppServer, browser: Any, tmp_path: Path) -> None:
    from recognition import ocr

    if not ocr.available():
        pytest.skip("tesseract not installed")
    server.trunfu("evening", "import", str(SAMPLE))
    watched = tmp_path / "shots"
    watched.mkdir()
    (server.folder / "app-settings.json").write_text(json.dumps(
        {"watch_folder": str(watched), "evening": "2026-11-22", "table": "A"}))
    counters = [(n, g, j + (1 if n == "Carla" else 0)) for n, (g, j) in TURN_1.items()]
    plain_table(counters, watched / "table-A.jpg")

    page = open_app(browser, server.url)
    page.get_by_role("button", name="Contatori", exact=True).click()
    page.get_by_text("Controllo dei contatori").wait_for(timeout=WAIT)
    page.get_by_role("button", name="Turno 1", exact=True).click()   # the current turn is 2: check turn 1
    page.wait_for_timeout(300)
    page.get_by_role("button", name="Ultimo screenshot della cartella").click()
    page.get_by_text("giusti: 7 · sbagliati: 1 · illeggibili: 0").wait_for(timeout=30000)
    page.get_by_text("letto 9 · atteso 8").wait_for(timeout=WAIT)
    shot(page, tmp_path, "counters-check.png")
