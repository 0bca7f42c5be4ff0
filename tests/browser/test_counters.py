"""The counters check in a real browser: the sample evening's table A, a
screenshot of its turn-1 counters with Carla's Jochi one too many dropped in
the watched folder; the screen shows that one ✗ and seven ✓.

The screenshot is the plain table (``plain_table_scene``), not a random
scene of the generator: this tests the app's flow, and a random scene
changes whenever the generator learns a new style (one did, and its new
italic badge left Anna's +1 illeggibile)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from browser_helpers import ROOT, WAIT, AppServer, open_app, shot

pytestmark = pytest.mark.browser
SAMPLE = ROOT / "samples" / "evening" / "2026-11-22.json"
TURN_1 = {"Anna": (1, 7), "Bruno": (-27, 4), "Carla": (5, 8), "Dario": (21, 10)}


def test_a_counters_check_with_one_cross(server: AppServer, browser: Any, tmp_path: Path) -> None:
    from recognition import ocr
    from recognition.synthetic.table_scenes import plain_table_scene

    if not ocr.available():
        pytest.skip("tesseract not installed")
    server.trunfu("evening", "import", str(SAMPLE))
    watched = tmp_path / "shots"
    watched.mkdir()
    (server.folder / "app-settings.json").write_text(json.dumps(
        {"watch_folder": str(watched), "evening": "2026-11-22", "table": "A"}))
    counters = [(n, g, j + (1 if n == "Carla" else 0)) for n, (g, j) in TURN_1.items()]
    plain_table_scene(counters).save(watched / "table-A.jpg")

    page = open_app(browser, server.url)
    page.get_by_role("button", name="Contatori", exact=True).click()
    page.get_by_text("Controllo dei contatori").wait_for(timeout=WAIT)
    page.get_by_role("button", name="Turno 1", exact=True).click()   # the current turn is 2: check turn 1
    page.wait_for_timeout(300)
    page.get_by_role("button", name="Ultimo screenshot della cartella").click()
    page.get_by_text("giusti: 7 · sbagliati: 1 · illeggibili: 0").wait_for(timeout=30000)
    page.get_by_text("letto 9 · atteso 8").wait_for(timeout=WAIT)
    shot(page, tmp_path, "counters-check.png")
