"""The championship evening in a real browser, from attendance to standings:
an evening created, nine present drawn into three tables of three with a
seed, table B's whole first turn played in the app (hand 1 by taps, hands 2
and 3 by typed cards), tables A and C's turns added by ``trunfu hand add`` on
the same database (as their own scorers would), table B's table points, then
the evening's standings of all nine in the app equal, line for line, to
``trunfu standings``; the exports are written
beside the database and downloaded by the browser.  Then the sample
evening's standings with the season and Discord texts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from browser_helpers import ROOT, WAIT, AppServer, open_app, reveal, shot, type_into
from companion.table_session import TableSession
from scoring import CODES

pytestmark = pytest.mark.browser
SAMPLE = ROOT / "samples" / "evening" / "2026-11-22.json"
PRESENT = ["Anna", "Bruno", "Carla", "Dario", "Elio", "Fabio", "Gino", "Ugo", "Ivo"]
EVENING = "2026-12-01"


def button(page: Any, name: str, nth: int = 0) -> Any:
    return page.get_by_role("button", name=name, exact=True).nth(nth)


def next_seating(server: AppServer, table: str) -> tuple[list[str], str]:
    """The players (from the dealer) and dealer of the table's next hand, read
    from the database as the app and the command line read it."""
    session = TableSession(server.db)
    session.open_evening(EVENING)
    place = session.open_table(table).next_seating()
    return list(place.players), place.dealer


def add_by_command_line(server: AppServer, table: str, tmp_path: Path, declarer_seat: int) -> None:
    """A hand of three played solo, written as a hand file and added with ``trunfu hand add``."""
    players, dealer = next_seating(server, table)
    discard = ["9O", "8O", "7O"]
    rest = [c for c in CODES if c not in discard]
    hand = {"rules": "mineo-3", "players": players, "dealer": dealer, "declarer": players[declarer_seat],
            "contract": "solo", "partner": None, "discard": discard, "last_trick": "declarers",
            "piles": {"declarers": rest[:28], "opponents": rest[28:]}}
    path = tmp_path / f"hand-{table}-{declarer_seat}.json"
    path.write_text(json.dumps(hand), encoding="utf-8")
    server.trunfu("hand", "add", EVENING, table, str(path))


def test_from_attendance_to_standings(server: AppServer, browser: Any, tmp_path: Path) -> None:
    server.trunfu("evening", "import", str(SAMPLE))
    page = open_app(browser, server.url)
    type_into(page, page.get_by_role("textbox", name="Nome della serata (es. 2026-11-22)"), EVENING)
    page.get_by_role("button", name="Apri o crea la serata").click()
    page.get_by_text(f"Tavoli — {EVENING}").wait_for(timeout=WAIT)

    # --- attendance and the seeded draw --------------------------------------------------------
    button(page, "Serata").click()
    page.get_by_text(f"Serata {EVENING}").wait_for(timeout=WAIT)
    type_into(page, page.get_by_role("textbox", name="Presenti (uno per riga, da 4 a 10)"), "\n".join(PRESENT))
    type_into(page, page.get_by_role("textbox", name="Seme del sorteggio"), "7")
    page.wait_for_timeout(300)
    page.get_by_role("button", name="Sorteggia i tavoli").click()
    page.get_by_text("Tavoli sorteggiati col seme 7.").wait_for(timeout=WAIT)
    page.get_by_text("Tavolo A: ", exact=False).wait_for(timeout=WAIT)
    page.get_by_text("Nessun turno completo ancora.").wait_for(timeout=WAIT)
    shot(page, tmp_path, "evening-draw.png")

    # --- table B's whole first turn in the app: hand 1 by taps, hands 2 and 3 typed ------------
    page.get_by_role("button", name="Gioca al tavolo B").click()
    page.get_by_text(f"Serata {EVENING} · Tavolo B · Turno 1 · Mano 1", exact=False).wait_for(timeout=WAIT)
    players, _ = next_seating(server, "B")
    button(page, players[0], 0).click()                 # the dealer declares, solo (the default at three)
    page.wait_for_timeout(150)
    button(page, "Avversari", 0).click()                # the opponents take the last trick
    page.wait_for_timeout(150)
    for n, code in enumerate(("KO", "T20", "T19", "QC"), start=1):
        page.locator(f"flt-semantics[aria-label^='{code} ']").first.click()
        page.get_by_text(f"Dichiaranti: {n} cart", exact=False).first.wait_for(timeout=WAIT)
    button(page, "Salva la mano 1").click()
    page.get_by_text("Mano 1 salvata").wait_for(timeout=WAIT)
    for number, typed in ((2, "re di coppe, fujutu, KS, 10O, T15, T1"), (3, "KB, KC, T18, T17, T16")):
        button(page, "Conta la prossima mano").click()
        page.get_by_text(f"Turno 1 · Mano {number}", exact=False).wait_for(timeout=WAIT)
        seating, _ = next_seating(server, "B")
        button(page, seating[1], 0).click()             # the player after the dealer declares
        page.wait_for_timeout(150)
        button(page, "Dichiaranti", 0).click()
        page.wait_for_timeout(150)
        type_into(page, page.get_by_role("textbox", name="Scrivi carte (KC, re di coppe, fujutu) e Invio"), typed)
        page.keyboard.press("Enter")
        count = len(typed.split(","))
        try:
            page.get_by_text(f"{count} carte aggiunte").wait_for(timeout=WAIT)
        except Exception:
            page.screenshot(path="/tmp/trunfu-evening-typed.png")
            raise
        page.get_by_text(f"Dichiaranti: {count} carte").first.wait_for(timeout=WAIT)
        button(page, f"Salva la mano {number}").click()
        page.get_by_text(f"Mano {number} salvata").wait_for(timeout=WAIT)
    counters = json.loads(server.trunfu("counters", EVENING, "B", "--json"))
    assert counters["complete"] and counters["hands"] == 3

    # --- tables A and C, scored by their own scorers with ``trunfu hand add`` ------------------
    for table in ("A", "C"):
        for seat in range(3):
            add_by_command_line(server, table, tmp_path, seat)

    # --- back in the app: table B's table points ------------------------------------------------
    button(page, "Conta la prossima mano").click()
    page.get_by_text(f"Serata {EVENING} · Tavolo B · Turno 2 · Mano 4", exact=False).wait_for(timeout=WAIT)
    page.get_by_text("Pigliate", exact=False).first.wait_for(timeout=WAIT)     # the hand screen is drawn
    page.wait_for_timeout(500)
    done = page.get_by_text("Turno 1: punti tavolo", exact=False).first
    for attempt in range(3):                             # a click on a page still busy drawing can be lost
        button(page, "Tavolo").click()
        try:
            done.wait_for(timeout=WAIT)
            break
        except Exception:
            if attempt == 2:
                page.screenshot(path="/tmp/trunfu-evening-failed.png")
                raise
    reveal(page, done)
    shot(page, tmp_path, "evening-table-points.png")

    # --- the evening's standings = trunfu standings --------------------------------------------
    button(page, "Serata").click()
    page.get_by_text("Classifica della serata").wait_for(timeout=WAIT)
    cli = [line.strip() for line in server.trunfu("standings", EVENING).splitlines()[1:] if line.strip()]
    assert len(cli) == 9, cli                            # the nine players of the three tables
    for line in cli:
        shown = page.get_by_text(line, exact=True)
        shown.wait_for(timeout=WAIT)
    rows = json.loads(server.trunfu("standings", EVENING, "--json"))
    assert sorted(r["player"] for r in rows) == sorted(PRESENT)
    shot(page, tmp_path, "evening-standings-played.png")

    # --- exports: written beside the database, and downloaded by the browser -------------------
    export = button(page, "Esporta CSV e JSON")
    reveal(page, export).click()
    page.get_by_text("Scritti sul server:", exact=False).wait_for(timeout=WAIT)
    on_server = server.folder / "exports" / f"{EVENING}-standings.csv"
    assert on_server.exists()
    shot(page, tmp_path, "evening-exported.png")
    with page.expect_download(timeout=30000) as download:
        reveal(page, button(page, "Scarica CSV")).click()
    assert download.value.suggested_filename == on_server.name
    assert Path(download.value.path()).read_bytes() == on_server.read_bytes()
    with page.expect_download(timeout=30000) as download:
        reveal(page, button(page, "Scarica JSON")).click()
    assert json.loads(Path(download.value.path()).read_text(encoding="utf-8"))["evening"] == EVENING

    # --- the sample evening's standings, over the same database ---------------------------------
    button(page, "Tavolo").click()
    page.get_by_role("button", name="Cambia serata o tavolo").click()
    page.get_by_role("button", name="2026-11-22", exact=True).click()
    page.get_by_text("Tavoli — 2026-11-22").wait_for(timeout=WAIT)
    button(page, "Serata").click()
    page.get_by_text("Classifica della serata").wait_for(timeout=WAIT)
    for line in [line.strip() for line in server.trunfu("standings", "2026-11-22").splitlines()[1:] if line.strip()]:
        page.get_by_text(line, exact=True).wait_for(timeout=WAIT)     # two turns each: "punti per turno 4 4"
    assert page.get_by_text("Tavoli sorteggiati col seme 7.").count() == 0
    # The page switched to an evening with fewer tables is whole: the season
    # and the export below the standings too (Flet once dropped them there).
    page.get_by_text("Stagione (10 migliori serate su 18)", exact=True).wait_for(timeout=WAIT)
    reveal(page, button(page, "Esporta CSV e JSON"))
    shot(page, tmp_path, "evening-standings.png")
