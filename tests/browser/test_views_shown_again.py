"""A screen shown again after it was redrawn off the page is whole and shows
each thing once.

The shell redraws every screen on each change, also those not on the page.
Flet (1.0.5) then sent a screen coming back both whole and patched against
what it had sent the last time the screen was on the page, and the browser
applied the patch on top: on the Tavolo screen, table A's chart legend
(four players) patched into table B's (five) drew Ivo twice, and the
list of hands lost hand 5 and turn 1's table points but Ivo's line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from browser_helpers import ROOT, WAIT, AppServer, open_app, reveal, shot
from companion.table_session import TableSession
from ui.result_view import signed

pytestmark = pytest.mark.browser
SAMPLE = ROOT / "samples" / "evening" / "2026-11-22.json"


def button(page: Any, name: str) -> Any:
    return page.get_by_role("button", name=name, exact=True)


def test_the_table_screen_after_playing_at_another_table(server: AppServer, browser: Any, tmp_path: Path) -> None:
    server.trunfu("evening", "import", str(SAMPLE))
    (server.folder / "app-settings.json").write_text(json.dumps({"evening": "2026-11-22", "table": "A"}))
    session = TableSession(server.db)
    session.open_evening("2026-11-22")
    table_b = session.open_table("B")
    legend = [f"{s.player} {signed(s.points[-1])}" for s in TableSession.chart(table_b)]
    last = len(table_b.hands)

    page = open_app(browser, server.url)
    button(page, "Tavolo").click()                          # table A (four players) on the page
    page.get_by_text("Tavolo A, Turno 2, finale").wait_for(timeout=WAIT)
    button(page, "Cambia serata o tavolo").click()
    page.get_by_role("button", name="Tavolo B: ", exact=False).click()   # off to the hand screen
    page.get_by_text("Serata 2026-11-22 · Tavolo B", exact=False).wait_for(timeout=WAIT)
    button(page, "Tavolo").click()                          # back: table B (five players)
    page.get_by_text("Tavolo B, Turno 2, finale").wait_for(timeout=WAIT)
    page.wait_for_timeout(1000)
    shot(page, tmp_path, "table-shown-again.png")
    for line in legend:                                     # each player once in the chart's legend
        assert page.get_by_text(line, exact=True).count() == 1, line
    for player in ("Anna", "Bruno", "Carla", "Dario"):      # nothing of table A left
        assert page.get_by_text(f"{player} ", exact=False).count() == 0, player
    # the whole list: every hand once (Mano 5 was gone) and each turn's table
    # points (turn 1's were cut to Ivo's last line)
    for n in range(1, last + 1):
        hand = page.get_by_text(f"Mano {n} · ", exact=False)
        reveal(page, hand).wait_for(timeout=WAIT)
        assert hand.count() == 1, n
    for turn in (turn for turn in table_b.turns if turn.complete):
        reveal(page, page.get_by_text(f"Turno {turn.number}: punti tavolo", exact=True)).wait_for(timeout=WAIT)
    shot(page, tmp_path, "table-shown-again-end.png")


def test_the_hand_screen_on_a_phone_after_opening_a_table(server: AppServer, browser: Any, tmp_path: Path) -> None:
    """A free hand on the Mano screen, then a table opened from Tavolo: the
    Mano screen it lands on had lost the declaration (the declarer's and
    contract's buttons): Flet removed the free hand's names row a second
    time from the box that held only the choices."""
    server.trunfu("evening", "import", str(SAMPLE))
    (server.folder / "app-settings.json").write_text(json.dumps({"evening": "2026-11-22"}))
    page = open_app(browser, server.url, width=420, height=900)
    button(page, "Mano").click()                             # a free hand: names, then the declaration
    page.get_by_text("Mano libera (nessun tavolo aperto)").wait_for(timeout=WAIT)
    page.get_by_text("Contratto", exact=True).wait_for(timeout=WAIT)
    button(page, "Tavolo").click()
    page.get_by_role("button", name="Tavolo A: ", exact=False).click()   # back on Mano, at table A
    page.get_by_text("Serata 2026-11-22 · Tavolo A", exact=False).wait_for(timeout=WAIT)
    page.get_by_text("Contratto", exact=True).wait_for(timeout=WAIT)
    for player in ("Anna", "Bruno", "Carla", "Dario"):       # the declarer's buttons: table A's players
        button(page, player).first.wait_for(timeout=WAIT)
    assert page.get_by_text("Mano libera (nessun tavolo aperto)").count() == 0
    shot(page, tmp_path, "hand-phone-table-opened.png")
