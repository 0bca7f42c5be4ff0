"""The app at the three window sizes of the mission (a laptop, half a laptop
beside Tabletopia, a phone), the name-field bug, "Perché?" with card
pictures, and the language choice remembered.  The screenshots are saved
(``TRUNFU_SHOTS=folder`` keeps them) for a person to look at."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import pytest

from browser_helpers import ROOT, WAIT, AppServer, load, open_app, reveal, shot, type_into

pytestmark = pytest.mark.browser
SIZES = [(1400, 900), (960, 1000), (390, 844)]


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[AppServer]:
    server = AppServer(tmp_path_factory.mktemp("layout"))
    server.start()
    yield server
    server.stop()


def test_typed_names_stay_when_moving_on_with_click_or_tab(app: AppServer, browser: Any) -> None:
    """The bug: names 2 and 4 went back to "Giocatore 2/4" after moving on."""
    page = open_app(browser, app.url)
    button = page.get_by_role("button", name="Mano", exact=True)
    button.click()
    names = ["Anna", "Bruno", "Carla", "Dario"]
    for i, name in enumerate(names):
        # typed as a person does: after the focus arrives (a fill sent before
        # Flutter links its field is lost, and the name never reaches the app)
        type_into(page, page.get_by_role("textbox", name=f"Giocatore {i + 1}"), name)
        if i % 2:
            page.keyboard.press("Tab")
    box = page.get_by_text("Mano libera (nessun tavolo aperto)").bounding_box()
    page.mouse.click(box["x"] + 5, box["y"] + 5)           # move on with a click elsewhere
    page.wait_for_timeout(500)
    for name in names:                                     # the declarer choices carry the typed names
        page.get_by_role("button", name=name, exact=True).first.wait_for(timeout=WAIT)
    for i, name in enumerate(names):
        assert page.get_by_role("textbox", name=f"Giocatore {i + 1}").input_value() == name
    assert page.get_by_role("button", name="Giocatore 2", exact=True).count() == 0
    page.close()


def _exported(page: Any, want: tuple[Any, ...], fields: tuple[str, ...]) -> tuple[Any, ...] | None:
    """The hand file's ``fields`` once they are ``want`` (the clicks handled),
    or as they stand after 10 s (a click was lost: the export stays as it was)."""
    reveal(page, page.get_by_text("File di mano (JSON)").first).click()
    seen = None
    for _ in range(20):
        reveal(page, page.get_by_role("button", name="Esporta", exact=True)).click()
        field = page.get_by_role("textbox", name="File di mano (JSON)")
        field.click()       # Flutter puts the text in the page's field once it has the focus
        page.wait_for_timeout(500)
        try:
            hand = json.loads(field.input_value())
        except ValueError:
            continue
        seen = tuple(hand.get(f) for f in fields)
        if seen == want:
            break
    page.get_by_text("File di mano (JSON)").first.click()     # closed again for the next round
    return seen


def test_declaration_clicks_in_quick_succession_all_land(app: AppServer, browser: Any) -> None:
    """Declarer, contract, partner and last trick clicked with no pause
    between them are all taken.  The bug: each click's redraw made new
    choice buttons, and a click reaching the server after the redraw named a
    button no longer there and was dropped (a contract lost under load)."""
    page = open_app(browser, app.url)
    page.get_by_role("button", name="Mano", exact=True).click()
    rounds = [("Giocatore 2", "solo", None, "Avversari"), ("Giocatore 3", "chiamata", "Giocatore 1", "Dichiaranti"),
              ("Giocatore 4", "solo", None, "Avversari"), ("Giocatore 1", "chiamata", "Giocatore 4", "Dichiaranti")]
    for declarer, contract, partner, last in rounds:     # each click changes the choice (a second click unselects)
        page.get_by_role("button", name=declarer, exact=True).first.click()
        page.get_by_role("button", name=contract, exact=True).click()
        if partner is not None:
            page.get_by_role("button", name=partner, exact=True).nth(1).click()
        page.get_by_role("button", name=last, exact=True).first.click()
        want = (declarer, {"solo": "solo", "chiamata": "call"}[contract], partner,
                {"Avversari": "opponents", "Dichiaranti": "declarers"}[last])
        assert _exported(page, want, ("declarer", "contract", "partner", "last_trick")) == want
    page.close()


def test_menu_and_check_box_picks_right_after_a_choice_all_land(app: AppServer, browser: Any) -> None:
    """The rivanto menu and the scommessa box, used with no pause after a
    contract click, are taken.  The bug: every choice's redraw made these
    two controls afresh, so a pick in a menu opened before the contract's
    redraw, or a tick sent before the pick's, named a control no longer
    there and was dropped (seen under load: a rivanto and a scommessa lost).
    The declarer stays, so the menu's players do not change while it is open."""
    page = open_app(browser, app.url)
    page.get_by_role("button", name="Mano", exact=True).click()
    page.get_by_role("button", name="Giocatore 2", exact=True).first.click()
    assert _exported(page, ("Giocatore 2",), ("declarer",)) == ("Giocatore 2",)
    rounds = [("solo", "Giocatore 3", True), ("solo forzato", "Giocatore 1", False),
              ("solo", "Giocatore 4", True), ("solo forzato", "Giocatore 3", False)]
    for contract, rivanto, scommessa in rounds:     # each round ticks or unticks the box
        page.mouse.wheel(0, -5000)      # back to the top: a menu out of sight is not on the page
        page.wait_for_timeout(250)
        page.get_by_role("button", name=contract, exact=True).click()
        # the menus are buttons with no name; the rivanto menu comes after the rules
        page.get_by_role("button", name="", exact=True).nth(1).click()
        # once open (its first item is "nessuno"), the menu's items are the last buttons
        page.get_by_role("button", name="nessuno", exact=True).wait_for(timeout=WAIT)
        page.get_by_role("button", name=rivanto, exact=True).last.click()
        # a click while the menu closes falls on its backdrop, in the browser
        page.get_by_role("button", name="nessuno", exact=True).wait_for(state="hidden", timeout=WAIT)
        page.get_by_role("checkbox", name="Scommessa del dichiarante").click()
        want = ("Giocatore 2", {"solo": "solo", "solo forzato": "forced-solo"}[contract], rivanto, scommessa)
        assert _exported(page, want, ("declarer", "contract", "rivanto", "scommessa")) == want
    page.close()


def _seat_a_table(app: AppServer) -> None:
    app.trunfu("evening", "create", "layout")
    app.trunfu("table", "create", "layout", "A", "Anna", "Bruno", "Carla", "Dario")
    app.trunfu("hand", "add", "layout", "A", str(ROOT / "samples" / "hands" / "101-solo-everything.hand.json"))
    settings = app.folder / "app-settings.json"
    data = json.loads(settings.read_text()) if settings.exists() else {}
    settings.write_text(json.dumps({**data, "evening": "layout", "table": "A"}))


def test_three_window_sizes(app: AppServer, browser: Any, tmp_path: Path) -> None:
    _seat_a_table(app)
    for width, height in SIZES:
        page = open_app(browser, app.url, width=width, height=height)
        page.get_by_text("Turno 1 · Mano 2 · Distribuisce Bruno", exact=False).wait_for(timeout=WAIT)
        for name in ("Carla", "solo", "Avversari"):         # declarer, contract, last trick
            page.get_by_role("button", name=name, exact=True).first.click()
            page.wait_for_timeout(250)
        for code in ("KO", "T20", "T19"):
            reveal(page, page.locator(f"flt-semantics[aria-label^='{code} ']").first).click()
        page.get_by_text("Dichiaranti: 3 carte").first.wait_for(timeout=WAIT)
        shot(page, tmp_path, f"hand-{width}x{height}.png")
        if width < 800:
            # the result is a bar at the bottom, always in view
            page.get_by_text("Risultato: differenza", exact=False).first.wait_for(timeout=WAIT)
        else:
            page.get_by_text("Differenza:", exact=False).first.wait_for(timeout=WAIT)
        if width < 800:
            page.get_by_role("button", name="Risultato").click()        # open the bar
            page.get_by_text("Pagamenti").first.wait_for(timeout=WAIT)
            shot(page, tmp_path, f"hand-bar-open-{width}x{height}.png")
        page.get_by_role("button", name="Tavolo", exact=True).click()
        page.get_by_text("Messaggio per Discord").wait_for(timeout=WAIT)
        shot(page, tmp_path, f"table-{width}x{height}.png")
        page.close()


def test_why_draws_the_terzetti_and_the_language_is_remembered(app: AppServer, browser: Any,
                                                                tmp_path: Path) -> None:
    page = open_app(browser, app.url)
    page.get_by_role("button", name="Tavolo", exact=True).click()
    page.get_by_role("button", name="Modifica", exact=True).first.click()    # hand 1, saved from the command line
    page.get_by_text("stai modificando la mano 1", exact=False).wait_for(timeout=WAIT)
    page.get_by_text("Bruno: +24").first.wait_for(timeout=WAIT)
    page.get_by_role("button", name="Perché?").click()
    page.get_by_text("Dichiaranti: 66 punti carte").wait_for(timeout=WAIT)
    page.get_by_text("5 + 5 + 5 − 2 = 13").first.wait_for(timeout=WAIT)
    shot(page, tmp_path, "why-1400x900.png")
    page.get_by_role("button", name="Chiudi").click()
    page.get_by_role("button", name="English").click()
    page.get_by_text("Difference: +8").first.wait_for(timeout=WAIT)
    load(page, app.url)                                      # a new visit keeps the language
    page.get_by_role("button", name="Italiano").wait_for(timeout=WAIT)
    page.get_by_role("button", name="Italiano").click()
    page.get_by_role("button", name="English").wait_for(timeout=WAIT)
    page.close()


def test_learning_on_a_phone_a_wrong_count_shows_the_terzetti(app: AppServer, browser: Any, tmp_path: Path) -> None:
    """What the old Esercizio screen did, in Impara: a pile counted wrong shows
    its terzetti and this sitting's tally, on a phone-sized window."""
    page = open_app(browser, app.url, width=390, height=844)
    page.get_by_role("button", name="Impara", exact=True).click()
    page.get_by_text("Impara a contare").wait_for(timeout=WAIT)
    page.get_by_role("button", name="2. Un terzetto").click()
    page.get_by_text("Quanti punti carta fa questo terzetto?", exact=False).wait_for(timeout=WAIT)
    page.wait_for_timeout(300)
    type_into(page, reveal(page, page.get_by_role("textbox", name="La tua risposta")), "999", keystrokes=True)
    page.wait_for_timeout(300)
    reveal(page, page.get_by_role("button", name="Controlla", exact=True)).click()
    page.get_by_text("Ecco i terzetti", exact=False).wait_for(timeout=WAIT)
    page.get_by_text("Questa volta: 0 giuste su 1", exact=False).wait_for(timeout=WAIT)
    reveal(page, page.get_by_text("Ecco i terzetti", exact=False))
    shot(page, tmp_path, "learn-terzetti-390x844.png")
    page.close()
