"""The championship evening in a real browser: an evening created, nine
present drawn into tables with a seed, a table played from the list; then
the standings of the sample evening (imported by the command line into the
same database) with its season and Discord texts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from browser_helpers import ROOT, AppServer, open_app, shot

pytestmark = pytest.mark.browser
SAMPLE = ROOT / "samples" / "evening" / "2026-11-22.json"
PRESENT = ["Anna", "Bruno", "Carla", "Dario", "Elio", "Fabio", "Gino", "Ugo", "Ivo"]


def test_from_attendance_to_standings(server: AppServer, browser: Any, tmp_path: Path) -> None:
    server.trunfu("evening", "import", str(SAMPLE))
    page = open_app(browser, server.url)
    field = page.get_by_role("textbox", name="Nome della serata (es. 2026-11-22)")
    field.click()
    field.fill("2026-12-01")
    page.get_by_role("button", name="Apri o crea la serata").click()
    page.get_by_text("Tavoli — 2026-12-01").wait_for(timeout=15000)

    page.get_by_role("button", name="Serata", exact=True).click()
    page.get_by_text("Serata 2026-12-01").wait_for(timeout=15000)
    present = page.get_by_role("textbox", name="Presenti (uno per riga, da 4 a 10)")
    present.click()
    present.fill("\n".join(PRESENT))
    seed = page.get_by_role("textbox", name="Seme del sorteggio")
    seed.click()
    seed.fill("7")
    page.wait_for_timeout(300)
    page.get_by_role("button", name="Sorteggia i tavoli").click()
    page.get_by_text("Tavoli sorteggiati col seme 7.").wait_for(timeout=15000)
    page.get_by_text("Tavolo A: ", exact=False).wait_for(timeout=5000)
    page.get_by_text("Nessun turno completo ancora.").wait_for(timeout=5000)
    shot(page, tmp_path, "evening-draw.png")
    page.get_by_role("button", name="Gioca al tavolo B").click()
    page.get_by_text("Serata 2026-12-01 · Tavolo B · Turno 1 · Mano 1", exact=False).wait_for(timeout=15000)

    # the sample evening's standings, over the same database
    page.get_by_role("button", name="Tavolo", exact=True).click()
    page.get_by_role("button", name="Cambia serata o tavolo").click()
    page.get_by_role("button", name="2026-11-22", exact=True).click()
    page.get_by_text("Tavoli — 2026-11-22").wait_for(timeout=15000)
    page.get_by_role("button", name="Serata", exact=True).click()
    page.get_by_text("Classifica della serata").wait_for(timeout=15000)
    page.get_by_text("1. ", exact=False).first.wait_for(timeout=5000)
    page.get_by_text("miglior turno", exact=False).first.wait_for(timeout=5000)
    assert page.get_by_text("Tavoli sorteggiati col seme 7.").count() == 0
    shot(page, tmp_path, "evening-standings.png")
