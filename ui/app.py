"""The Flet app: a shell with navigation, language and the status line, and
its screens (table, evening, hand, counters, learn).

The shell owns what the screens share: the language (remembered), the
``TableSession`` onto the evenings database, the settings, the window width
(wide: result beside the cards; narrow: a bar), and ``push`` which sends
only the controls that changed to the browser.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any, Callable

import flet as ft

from companion.screenshots import warm_up
from companion.settings import Settings, load_settings, save_settings, settings_path
from companion.table_session import TableSession
from companion.teaching_session import TeachingSession
from companion.tables import TableState
from scoring import TrunfuError
from scoring.catalogue import LANGUAGES
from ui.counters_view import CountersView
from ui.evening_view import EveningView
from ui.hand_view import HandView
from ui.table_view import TableView
from ui.teaching_view import TeachingView
from ui.texts import t

#: Where the browser's uploads land (set by ``python -m ui``; Flet's ``upload_dir``).
UPLOAD_DIR = Path(os.environ.get("TRUNFU_UPLOADS", "")) if os.environ.get("TRUNFU_UPLOADS") else None


def teaching_session(db_path: Path) -> TeachingSession:
    """Teaching mode's state: progress beside the database (``TRUNFU_TEACHING`` to
    choose the file), tasks from ``TRUNFU_TEACHING_SEED`` when set (tests), else random."""
    path = Path(os.environ["TRUNFU_TEACHING"]) if os.environ.get("TRUNFU_TEACHING") else db_path.parent / "teaching.json"
    seed = os.environ.get("TRUNFU_TEACHING_SEED", "")
    return TeachingSession(path, seed=int(seed)) if seed.isdigit() else TeachingSession(path)


class Shell:
    """Navigation between screens, and what they share."""

    def __init__(self, page: ft.Page, *, db_path: str | Path | None = None) -> None:
        self.page = page
        self.session = TableSession(db_path)
        self.settings_file = settings_path(self.session.db_path)
        self.settings: Settings = load_settings(self.settings_file)
        self.width: float = float(page.width or 1400)
        self.uploads: dict[str, Callable[[str], None]] = {}
        self.lock = threading.RLock()
        self.file_picker = ft.FilePicker(on_upload=self._uploaded)
        self.clipboard = ft.Clipboard()
        self._resume()
        self.status = ft.Text("", size=13, key="status", weight=ft.FontWeight.W_500)
        self.bar = ft.Row(alignment=ft.MainAxisAlignment.SPACE_BETWEEN, wrap=True)
        self.body = ft.Container(expand=True)
        self.root = ft.Column([self.bar, self.status, self.body], expand=True, spacing=6)
        self.table_view = TableView(self)
        self.hand_view = HandView(self)
        self.counters_view = CountersView(self)
        self.evening_view = EveningView(self)
        self.teaching_view = TeachingView(self, teaching_session(self.session.db_path))
        self.current = "hand" if self.session.label else "table"
        if self.session.label:
            self._new_draft()
        self.render()

    # --- shared state ----------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.settings.lang

    def _resume(self) -> None:
        """Reopen the evening and table the app was on (a restart loses nothing)."""
        s = self.settings
        try:
            if s.evening:
                self.session.open_evening(s.evening)
            if s.evening and s.table:
                self.session.open_table(s.table)
        except (TrunfuError, LookupError):
            self.session.evening, self.session.label = None, None

    def save_settings(self) -> None:
        save_settings(self.settings_file, self.settings)

    def remember(self) -> None:
        self.settings.evening, self.settings.table = self.session.evening, self.session.label
        self.save_settings()

    def next_hand_number(self) -> int:
        table = self.table_view.table
        return len(table.hands) + 1 if table is not None else 1

    def push(self, *controls: ft.Control) -> None:
        """Send these controls' changes to the browser (those on the page)."""
        attached = []
        for control in controls:
            try:
                if control.page is not None:
                    attached.append(control)
            except RuntimeError:
                continue
        if attached:
            self.page.update(*attached)

    # --- navigation and status ------------------------------------------------------------------
    def go(self, name: str) -> None:
        self.current = name
        self.render()
        self.page.update()

    def toggle_language(self) -> None:
        # the next language of the catalogue (the button names it: app.lang)
        self.settings.lang = LANGUAGES[(LANGUAGES.index(self.settings.lang) + 1) % len(LANGUAGES)]
        self.save_settings()
        self.refresh_all()

    def refresh_all(self) -> None:
        self.render()
        self.page.update()

    def status_text(self) -> str:
        session = self.session
        table = self.table_view.table
        if session.label is None or table is None:
            return t("status_free", self.lang)
        editing = self.hand_view.editing
        place = TableSession.seating_of(table, editing)
        text = t("status", self.lang, evening=session.evening, table=session.label, turn=place.turn,
                 hand=place.number, dealer=place.dealer)
        if place.observer:
            text += t("status_observer", self.lang, observer=place.observer)
        if editing:
            text += t("status_editing", self.lang, hand=editing)
        return text

    def render(self) -> None:
        def nav(name: str, key: str) -> ft.Control:
            label = t(key, self.lang)
            kind = ft.FilledButton if name == self.current else ft.OutlinedButton
            return kind(content=label, key=f"nav-{name}", on_click=lambda e: self.go(name))

        self.bar.controls = [
            ft.Row([ft.Text(t("app", self.lang), size=20, weight=ft.FontWeight.BOLD),
                    nav("table", "nav_table"), nav("evening", "nav_evening"), nav("hand", "nav_score"),
                    nav("counters", "nav_counters"),
                    nav("learn", "nav_learn")],
                   wrap=True),
            ft.Button(content=t("lang", self.lang), key="lang", on_click=lambda e: self.toggle_language()),
        ]
        self.table_view.render()
        self.hand_view.render()
        self.counters_view.render()
        if self.current == "evening":
            self.evening_view.render()
        self.teaching_view.render()
        self.status.value = self.status_text()
        self.body.content = {"table": self.table_view.root, "hand": self.hand_view.root,
                             "counters": self.counters_view.root, "learn": self.teaching_view.root,
                             "evening": self.evening_view.root}[self.current]

    # --- table events -----------------------------------------------------------------------------
    def _new_draft(self) -> None:
        try:
            table = self.session.table()
        except TrunfuError:
            return
        self.table_view.table = table
        self.hand_view.load(self.session.new_draft(table))

    def table_opened(self) -> None:
        self.remember()
        self._new_draft()
        self.current = "hand"
        self.refresh_all()

    def after_save(self, table: TableState, message: str) -> None:
        """A hand was saved: back to the table to see the counters, a new draft ready."""
        self.table_view.table = table
        self.hand_view.load(self.session.new_draft(table))
        self.table_view._say(message)
        self.current = "table"
        self.refresh_all()

    def hand_changed(self) -> None:
        """A hand was deleted, thrown in or undone at the table."""
        self._new_draft()
        self.refresh_all()

    def edit_hand(self, number: int) -> None:
        table = self.session.table()
        self.table_view.table = table
        self.hand_view.load(self.session.draft_of(number, table), editing=number)
        self.current = "hand"
        self.refresh_all()

    # --- uploads and window ----------------------------------------------------------------------
    def expect_upload(self, name: str, then: Callable[[str], None]) -> None:
        self.uploads[name] = then

    def _uploaded(self, e: Any) -> None:
        if e.error or e.progress is None or e.progress < 1.0 or UPLOAD_DIR is None:
            return
        then = self.uploads.pop(e.file_name, None)
        if then is not None:
            then(str(UPLOAD_DIR / e.file_name))

    def resized(self, width: float) -> None:
        narrow_before = self.hand_view.narrow
        self.width = width
        if self.hand_view.narrow != narrow_before:
            self.refresh_all()


def main(page: ft.Page) -> None:
    """Build the app on a page (one per browser session)."""
    page.title = "Trunfu"
    page.padding = 12
    page.theme_mode = ft.ThemeMode.LIGHT
    shell = Shell(page)
    page.on_resize = lambda e: shell.resized(e.width)
    page.on_close = lambda e: shell.hand_view.shots.toggle_watch(False)   # stop polling the folder
    page.add(shell.root)
    page.run_thread(warm_up, shell.settings.deck)
