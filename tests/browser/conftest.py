"""Fixtures of the browser tests (helpers in ``browser_helpers``)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any, Iterator

import pytest

from browser_helpers import CHROMIUM, FLAGS, AppServer


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[AppServer]:
    app = AppServer(tmp_path)
    app.start()
    yield app
    app.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not (shutil.which(CHROMIUM) or Path(CHROMIUM).exists()):
        pytest.skip("Chromium is not installed (apt-get install chromium); browser tests skipped")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield browser
        browser.close()




@pytest.fixture(autouse=True)
def _close_pages(request: pytest.FixtureRequest) -> Iterator[None]:
    """Each test's tabs closed after it, passed or failed: a Flet page left
    open keeps its renderer drawing (a fifth of a core each, seen in the
    fresh-clone run) for the rest of the suite."""
    yield
    if "browser" not in request.fixturenames:
        return
    browser = request.getfixturevalue("browser")
    for context in browser.contexts:
        for page in context.pages:
            page.close()
