"""Serve the Flet app and drive it in Debian's Chromium (shared/guides/ui-testing.md)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("TRUNFU_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", "--disable-quic", "--no-first-run"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def app_url() -> Iterator[str]:
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-m", "ui", "--no-browser", "--port", str(port)], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            break
        except OSError:
            time.sleep(0.2)
    else:
        proc.kill()
        pytest.fail("the app did not start: " + proc.stdout.read().decode()[-2000:])  # type: ignore[union-attr]
    yield f"http://127.0.0.1:{port}/"
    proc.terminate()
    proc.wait(timeout=10)


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not (shutil.which(CHROMIUM) or Path(CHROMIUM).exists()):
        pytest.skip("Chromium is not installed (apt-get install chromium); browser tests skipped")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield browser
        browser.close()


@pytest.fixture()
def page(browser, app_url):  # type: ignore[no-untyped-def]
    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    page.goto(app_url)
    page.wait_for_function("document.querySelector('flt-semantics-placeholder') !== null", timeout=60000)
    page.wait_for_timeout(1500)
    page.evaluate("document.querySelector('flt-semantics-placeholder').click()")
    page.get_by_role("button", name="English").wait_for(timeout=30000)
    yield page
    page.close()
