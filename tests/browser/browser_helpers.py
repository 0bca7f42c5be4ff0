"""Helpers of the browser tests: serve the app on its own database, open it in
Chromium with the semantics tree on, scroll, take screenshots
(shared/guides/ui-testing.md).  A plain module, not ``conftest``: several
test folders have a ``conftest.py`` and ``from conftest import`` could pick
another one."""


from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("TRUNFU_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", "--disable-quic", "--no-first-run"]
#: How long to wait for what the app should show (ms): generous, because a loaded CI
#: machine can take many seconds to paint a frame; waiting never slows a passing test.
WAIT = 30000
#: Where the tests leave the screenshots a person should look at (default: pytest's tmp folder).
SHOTS = os.environ.get("TRUNFU_SHOTS")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class AppServer:
    """``python -m ui`` on a free port over the database in ``folder``
    (``program``: another way to start it, the arguments before ``--no-browser``)."""

    def __init__(self, folder: Path, program: tuple[str, ...] = ("-m", "ui")) -> None:
        self.folder = folder
        self.program = program
        self.db = folder / "trunfu.sqlite3"
        self.port = _free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def env(self) -> dict[str, str]:
        env = dict(os.environ, TRUNFU_DB=str(self.db), TRUNFU_UPLOADS=str(self.folder / "uploads"))
        env.pop("TRUNFU_SETTINGS", None)
        return env

    def start(self) -> None:
        (self.folder / "uploads").mkdir(exist_ok=True)
        self.proc = subprocess.Popen([sys.executable, *self.program, "--no-browser", "--port", str(self.port)],
                                     cwd=ROOT, env=self.env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.5).close()
                return
            except OSError:
                time.sleep(0.2)
        self.stop()
        pytest.fail("the app did not start")

    def stop(self) -> str:
        """Stop the app; returns what it printed (a test can look for tracebacks)."""
        if self.proc is None:
            return ""
        self.proc.terminate()
        try:
            out = self.proc.communicate(timeout=10)[0]
        except subprocess.TimeoutExpired:
            self.proc.kill()
            out = self.proc.communicate()[0]
        self.proc = None
        return (out or b"").decode(errors="replace")

    def trunfu(self, *args: str) -> str:
        """The command line on the same database."""
        done = subprocess.run([sys.executable, "-m", "companion", *args], cwd=ROOT, env=self.env(),
                              capture_output=True, text=True, check=True)
        return done.stdout


def open_app(browser: Any, url: str, *, width: int = 1400, height: int = 900) -> Any:
    """A new tab on the app, painted, with the semantics tree switched on."""
    page = browser.new_page(viewport={"width": width, "height": height})
    load(page, url)
    return page


def load(page: Any, url: str) -> None:
    page.goto(url)
    page.wait_for_function("document.querySelector('flt-semantics-placeholder') !== null", timeout=60000)
    page.wait_for_timeout(1500)
    page.evaluate("document.querySelector('flt-semantics-placeholder').click()")
    page.get_by_role("button", name="English").or_(page.get_by_role("button", name="Italiano")).wait_for(
        timeout=30000)


def type_into(page: Any, field: Any, text: str, *, keystrokes: bool = False) -> Any:
    """Type ``text`` into a Flutter text field, as a person does, and check it took.

    Flutter moves the focus into its own ``<input>`` a moment after the
    click; on a loaded machine keys sent before that are lost (CI once lost a
    seat name this way and the table was never created).  So the focus is
    awaited first, and the field must then hold exactly ``text``: a field
    that does not is a failure naming the field, not a timeout further on."""
    label = field.get_attribute("aria-label")
    reached = "label => document.activeElement && document.activeElement.getAttribute('aria-label') === label"
    held = None
    for _ in range(3):   # a view redrawn just after it opened drops what was typed: type it again
        for _ in range(3):
            field.click()
            try:
                page.wait_for_function(reached, arg=label, timeout=5000)
                break
            except Exception:   # the click did not land (a frame still being painted): click again
                page.wait_for_timeout(300)
        else:
            raise AssertionError(f"the field {label!r} never took the focus")
        # A person's first key comes a moment after the click; keys sent in
        # the same instant are dropped while Flutter links its field to the
        # browser's input (the first "9" of "999" lost, the Impara fields).
        page.wait_for_timeout(250)
        if keystrokes:
            page.keyboard.press("Control+A")
            field.press_sequentially(text, delay=20)
        else:
            field.fill(text)
        held = field.input_value()
        if held == text:
            # Text filled in the instant the focus arrives can still be taken
            # back a frame later, before Flutter's field was linked to the
            # browser's input (no change reaches the server): look again.
            page.wait_for_timeout(300)
            held = field.input_value()
            if held == text:
                break
        page.wait_for_timeout(500)
    assert held == text, f"the field {label!r} holds {held!r} after typing {text!r}"
    return field


def pile_cards(page: Any) -> list[str]:
    """The cards still to group in Impara's level 3, in the order drawn (the
    buttons between the table of values and the first group)."""
    labels = page.evaluate("Array.from(document.querySelectorAll('flt-semantics[role=button]'))"
                           ".map(e => e.getAttribute('aria-label') || e.textContent)")
    start, end = labels.index("Tabella dei valori delle carte") + 1, labels.index("Gruppo 1")
    return list(labels[start:end])


def middle(box: dict[str, float]) -> tuple[float, float]:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def box_of(locator: Any) -> dict[str, float]:
    box = locator.bounding_box()
    assert box is not None
    return dict(box)


def lands_in(page: Any, code: str, group: str | None, groups: tuple[str, ...] = ("Gruppo 1", "Gruppo 2")) -> bool:
    """Whether Impara's card ``code`` comes to be drawn in the row of
    ``group`` (None: in none of ``groups``) within 10 s: the page redraws a
    moment after a tap, a drag or a drop."""
    for _ in range(50):
        page.wait_for_timeout(200)
        card = page.get_by_role("button", name=code, exact=True).first.bounding_box()
        if card is None:
            continue                         # (the row is being redrawn just now)
        rows = {g: page.get_by_role("button", name=g, exact=True).bounding_box() for g in groups}
        now = next((g for g, row in rows.items() if row is not None
                    and abs(middle(card)[1] - middle(row)[1]) < 60), None)
        if now == group:
            return True
    return False


def group_by_tap(page: Any, code: str, *, touch: bool = False) -> None:
    """Tap the pile's card ``code`` and wait until it has left the pile: a
    second tap sent while the page redraws could otherwise hit another card."""
    card = reveal(page, page.get_by_role("button", name=code, exact=True).first)
    card.tap() if touch else card.click()
    for _ in range(50):
        page.wait_for_timeout(200)
        if code not in pile_cards(page):
            return
    raise AssertionError(f"{code} was tapped but stayed in the pile")


def reveal(page: Any, locator: Any) -> Any:
    """Scroll the Flutter page (with the mouse wheel: the DOM does not scroll)
    until ``locator`` is inside the window; returns it."""
    height = page.viewport_size["height"]
    for _ in range(20):
        box = locator.bounding_box()
        if box is not None and 0 <= box["y"] and box["y"] + box["height"] <= height - 140:
            break
        page.mouse.move(page.viewport_size["width"] / 2, height / 3)
        page.mouse.wheel(0, 250 if box is None or box["y"] > 0 else -250)
        page.wait_for_timeout(250)
    return locator


def shot(page: Any, tmp_path: Path, name: str) -> Path:
    """Save a screenshot a person can look at, and check it is not blank."""
    from PIL import Image, ImageStat

    folder = Path(SHOTS) if SHOTS else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    # Headless and without a GPU, a loaded machine can take seconds to paint the
    # last frame (once, in CI, after a server restart): wait for it, up to 10 s.
    for _ in range(20):
        page.wait_for_timeout(500)
        page.screenshot(path=str(path))
        if ImageStat.Stat(Image.open(path).convert("L")).stddev[0] > 10:
            return path
    raise AssertionError(f"{name} still looks blank after 10 s")
