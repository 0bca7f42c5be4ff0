"""The scoring screen end to end in a real browser: import a hand, see the
pay-out; tap a card, see the totals change; switch language."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.browser
SAMPLE = ROOT / "samples" / "hands" / "101-solo-everything.hand.json"


def _screenshot_is_not_blank(page, path: Path) -> None:  # type: ignore[no-untyped-def]
    from PIL import Image, ImageStat

    page.screenshot(path=str(path), full_page=True)
    image = Image.open(path).convert("L")
    assert ImageStat.Stat(image).stddev[0] > 10, "the page looks blank"


def _paste_and_import(page, text: str) -> None:  # type: ignore[no-untyped-def]
    """Focus and fill the hand-file field as a person pasting would, let Flet
    send the value to Python, then import.  (Filling an unfocused Flutter
    field sometimes never reaches the app.)"""
    field = page.get_by_role("textbox", name="JSON")
    field.click()
    page.wait_for_timeout(300)
    field.fill(text)
    page.wait_for_timeout(800)
    page.get_by_role("button", name="Importa").click()


def test_import_a_hand_and_see_the_payout(page, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    _paste_and_import(page, SAMPLE.read_text())
    page.get_by_text("Bruno: +24").wait_for(timeout=15000)
    page.get_by_text("Differenza: +8").wait_for()
    assert page.get_by_text("Anna: -8").count() == 1
    _screenshot_is_not_blank(page, tmp_path / "imported.png")
    page.get_by_role("button", name="Terzetti: come si conta").click()
    page.get_by_text("Dichiaranti — 66").wait_for(timeout=15000)
    page.get_by_text("5 + 5 + 5 − 2 = 13").first.wait_for(timeout=15000)
    page.wait_for_timeout(600)  # let the expansion animation finish before looking
    _screenshot_is_not_blank(page, Path(__import__("os").environ.get("TRUNFU_SHOT", tmp_path / "terzetti.png")))


def test_tapping_a_card_changes_the_counts(page, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    page.get_by_text("Dichiaranti 0 · Avversari 63 · Scarto 0").wait_for(timeout=15000)
    page.get_by_role("button", name="KO").first.click()
    page.get_by_text("Dichiaranti 1 · Avversari 62 · Scarto 0").wait_for(timeout=15000)
    _screenshot_is_not_blank(page, tmp_path / "tapped.png")


def test_a_refused_import_changes_nothing(page) -> None:  # type: ignore[no-untyped-def]
    page.get_by_role("button", name="KO").first.click()
    page.get_by_text("Dichiaranti 1 · Avversari 62 · Scarto 0").wait_for(timeout=15000)
    _paste_and_import(page, '{"rules": "mineo-4", "pigliatte": []}')
    page.get_by_text("pigliatte", exact=False).first.wait_for(timeout=15000)
    assert page.get_by_text("Dichiaranti 1 · Avversari 62 · Scarto 0").count() == 1


def test_switch_to_english(page) -> None:  # type: ignore[no-untyped-def]
    page.get_by_role("button", name="English").click()
    page.get_by_text("Trunfu — score a hand").wait_for(timeout=15000)
    page.get_by_role("button", name="Italiano").wait_for()


def test_practice_a_wrong_answer_shows_the_terzetti(page, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    page.get_by_role("button", name="Esercizio").click()
    page.get_by_text("Esercizio: conta per terzetti").wait_for(timeout=15000)
    field = page.get_by_role("textbox", name="La tua risposta")
    field.click()
    page.wait_for_timeout(300)
    field.fill("999")
    page.wait_for_timeout(800)
    page.get_by_role("button", name="Controlla").click()
    page.get_by_text("No: 999", exact=False).wait_for(timeout=15000)
    page.get_by_text("Giuste 0 su 1", exact=False).wait_for()
    _screenshot_is_not_blank(page, Path(__import__("os").environ.get("TRUNFU_SHOT2", tmp_path / "practice.png")))
