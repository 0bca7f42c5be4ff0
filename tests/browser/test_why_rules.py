""""Perché?" in a real browser: a hand entered by taps, the dialog opened, a
jocu's line and the pay-out's line tapped, each showing its rule in RULES
wording (closed before the tap: the rule text is not on the page).  Then the
same on a phone-sized window."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from browser_helpers import WAIT, AppServer, open_app, shot, type_into
from scoring.catalogue import text

pytestmark = pytest.mark.browser
PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]


def button(page: Any, name: str, nth: int = 0) -> Any:
    return page.get_by_role("button", name=name, exact=True).nth(nth)


def open_rule(page: Any, line: str, rule_key: str) -> None:
    """Tap the line ``line`` of "Perché?"; its rule must appear, not before."""
    rule = text(rule_key, "it")
    assert page.get_by_text(rule, exact=True).count() == 0, f"{rule_key} shown before the tap"
    tile = page.get_by_role("button", name=line, exact=False).first
    tile.scroll_into_view_if_needed()
    tile.click()
    page.get_by_text(rule, exact=True).wait_for(timeout=WAIT)
    page.get_by_text(rule, exact=True).scroll_into_view_if_needed()


def test_tapping_a_jocu_shows_its_rule(server: AppServer, browser: Any, tmp_path: Path) -> None:
    page = open_app(browser, server.url)
    type_into(page, page.get_by_role("textbox", name="Nome della serata (es. 2026-11-22)"), "2026-11-22")
    button(page, "Apri o crea la serata").click()
    page.get_by_text("Tavoli — 2026-11-22").wait_for(timeout=WAIT)
    for i, name in enumerate(PLAYERS):
        type_into(page, page.get_by_role("textbox", name=f"Posto {i + 1}"), name, keystrokes=True)
        page.keyboard.press("Tab")
    page.wait_for_timeout(400)
    button(page, "Crea il tavolo").click()
    page.get_by_text("Turno 1 · Mano 1", exact=False).wait_for(timeout=WAIT)

    # Anna plays solo, the opponents take the last trick: they have the vanto for sure
    button(page, "Anna", 0).click()
    page.wait_for_timeout(150)
    button(page, "solo").click()
    page.wait_for_timeout(150)
    button(page, "Avversari", 0).click()
    page.wait_for_timeout(150)
    for n, code in enumerate(("KO", "T20", "QC"), start=1):
        page.locator(f"flt-semantics[aria-label^='{code} ']").first.click()
        page.get_by_text(f"Dichiaranti: {n} cart", exact=False).first.wait_for(timeout=WAIT)
    button(page, "Perché?").click()
    page.get_by_text("Perché: terzetti, jochi e regole").wait_for(timeout=WAIT)
    page.get_by_text("Tocca una riga per leggere la regola.").wait_for(timeout=WAIT)

    open_rule(page, "Avversari: vanto", "rule.vanto")
    open_rule(page, "Pagamento: solo", "rule.payout.mineo-4.solo")
    page.get_by_text(text("rule.payout", "it"), exact=True).wait_for(timeout=WAIT)
    shot(page, tmp_path, "why-rules-1400x900.png")

    # a phone: the dialog fits and a tap still opens a rule
    button(page, "Chiudi").click()
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(1500)
    page.get_by_role("button", name="Risultato").first.click()      # the narrow window's result bar
    button(page, "Perché?").click()
    page.get_by_text("Perché: terzetti, jochi e regole").wait_for(timeout=WAIT)
    open_rule(page, "Avversari: rimatura", "rule.rimatura")
    shot(page, tmp_path, "why-rules-390x844.png")
