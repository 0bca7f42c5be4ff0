"""The counters check in a real browser: the sample evening's table A, a
screenshot of its turn-1 counters with Carla's Jochi one too many dropped in
the watched folder; the screen shows that one ✗ and seven ✓.

The screenshot is the plain table (``plain_table_scene``), not a random
scene of the generator: this tests the app's flow, and a random scene
changes whenever the generator learns a new style (one did, and its new
italic badge left Anna's +1 illeggibile).

The check runs on a thread; a second test holds it (``held_counters_app``)
until the person has gone to another screen, and looks at the result when
they come back."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from browser_helpers import ROOT, WAIT, AppServer, open_app, shot

pytestmark = pytest.mark.browser
SAMPLE = ROOT / "samples" / "evening" / "2026-11-22.json"
TURN_1 = {"Anna": (1, 7), "Bruno": (-27, 4), "Carla": (5, 8), "Dario": (21, 10)}


def the_evening_and_its_screenshot(server: AppServer, watched: Path) -> None:
    """The sample evening at table A, and in the watched folder turn 1's
    counters with Carla's Jochi one too many."""
    from recognition.synthetic.table_scenes import plain_table_scene

    server.trunfu("evening", "import", str(SAMPLE))
    watched.mkdir()
    (server.folder / "app-settings.json").write_text(json.dumps(
        {"watch_folder": str(watched), "evening": "2026-11-22", "table": "A"}))
    counters = [(n, g, j + (1 if n == "Carla" else 0)) for n, (g, j) in TURN_1.items()]
    plain_table_scene(counters).save(watched / "table-A.jpg")


def test_a_counters_check_with_one_cross(server: AppServer, browser: Any, tmp_path: Path) -> None:
    from recognition import ocr

    if not ocr.available():
        pytest.skip("tesseract not installed")
    the_evening_and_its_screenshot(server, tmp_path / "shots")

    page = open_app(browser, server.url)
    page.get_by_role("button", name="Contatori", exact=True).click()
    page.get_by_text("Controllo dei contatori").wait_for(timeout=WAIT)
    page.get_by_role("button", name="Turno 1", exact=True).click()   # the current turn is 2: check turn 1
    page.wait_for_timeout(300)
    page.get_by_role("button", name="Ultimo screenshot della cartella").click()
    page.get_by_text("giusti: 7 · sbagliati: 1 · illeggibili: 0").wait_for(timeout=30000)
    page.get_by_text("letto 9 · atteso 8").wait_for(timeout=WAIT)
    shot(page, tmp_path, "counters-check.png")


@pytest.fixture()
def held_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[AppServer]:
    """The app whose counters check ends only when the test says (``held_counters_app``)."""
    held = tmp_path / "held"
    held.mkdir()
    monkeypatch.setenv("TRUNFU_HELD", str(held))
    app = AppServer(tmp_path, program=(str(ROOT / "tests" / "browser" / "held_counters_app.py"),))
    app.start()
    yield app
    app.stop()


def let_the_check_end(held: Path) -> None:
    """Open the gate and wait until the view has drawn the check's result."""
    (held / "open").touch()
    deadline = time.time() + 60
    while not (held / "shown").exists():
        assert time.time() < deadline, "the check never ended"
        time.sleep(0.1)
    (held / "open").unlink()
    (held / "shown").unlink()


def shown_once(page: Any, lines: list[str]) -> None:
    """Each line of the result on the screen, once (none doubled, none lost)."""
    page.get_by_text(lines[0], exact=True).wait_for(timeout=WAIT)
    page.wait_for_timeout(500)
    for line in lines:
        assert page.get_by_text(line, exact=True).count() == 1, line


def test_a_counters_check_that_ends_while_another_screen_is_shown(held_server: AppServer, browser: Any,
                                                                  tmp_path: Path) -> None:
    """The check runs on a thread and draws its result when it ends, wherever
    the person is by then.  ``Shell.push`` then sends the counters screen's
    result although that screen is not on the page (a root taken off the
    page keeps its parents, so ``control.page`` is still the page): the
    result must be there, whole and once, when the person comes back; and
    also when they come back during the check, and after a change of
    language on another screen."""
    from recognition import ocr

    if not ocr.available():
        pytest.skip("tesseract not installed")
    server, held = held_server, tmp_path / "held"
    the_evening_and_its_screenshot(server, tmp_path / "shots")
    italian = ["giusti: 7 · sbagliati: 1 · illeggibili: 0", "letto 9 · atteso 8", "letto -27 · atteso -27",
               "Tavolo A, turno 1: contatori dello screenshot a confronto con le mani salvate",
               *TURN_1]

    page = open_app(browser, server.url)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))

    def button(name: str) -> Any:
        return page.get_by_role("button", name=name, exact=True)

    button("Contatori").click()
    page.get_by_text("Controllo dei contatori").wait_for(timeout=WAIT)
    button("Turno 1").click()
    page.wait_for_timeout(300)
    # 1. the check ends while Tavolo is shown, then back to Contatori
    button("Ultimo screenshot della cartella").click()
    page.get_by_text("Leggo table-A.jpg…").wait_for(timeout=WAIT)
    button("Tavolo").click()
    page.get_by_text("Cambia serata o tavolo").wait_for(timeout=WAIT)
    let_the_check_end(held)
    page.wait_for_timeout(500)
    shot(page, tmp_path, "counters-ended-away-table.png")
    assert page.get_by_text("letto 9 · atteso 8").count() == 0      # nothing drawn over Tavolo
    button("Contatori").click()
    shown_once(page, italian)
    assert page.get_by_text("Leggo table-A.jpg…").count() == 0
    shot(page, tmp_path, "counters-ended-away-back.png")
    # 2. a second check: away to Impara and back while it runs, then it ends
    button("Ultimo screenshot della cartella").click()
    page.get_by_text("Leggo table-A.jpg…").wait_for(timeout=WAIT)
    button("Impara").click()
    page.wait_for_timeout(500)
    button("Contatori").click()
    page.get_by_text("Leggo table-A.jpg…").wait_for(timeout=WAIT)
    let_the_check_end(held)
    shown_once(page, italian)
    assert page.get_by_text("Leggo table-A.jpg…").count() == 0
    # 3. the result shown, away to Impara, English there, back to Counters
    button("Impara").click()
    page.wait_for_timeout(500)
    button("English").click()
    page.get_by_role("button", name="Counters", exact=True).click()
    shown_once(page, ["right: 7 · wrong: 1 · unreadable: 0", "read 9 · expected 8", "read -27 · expected -27",
                      "Table A, turn 1: the screenshot's counters against the saved hands", *TURN_1])
    shot(page, tmp_path, "counters-ended-away-english.png")
    assert errors == []
    log = server.stop()
    assert "Traceback" not in log, log
