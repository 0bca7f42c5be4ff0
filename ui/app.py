"""The Flet app: a shell with navigation and language, and its screens.

Each screen is a view object with a ``root`` column, a ``lang`` and a
``render()``; the shell shows one at a time and tells them the language.
"""

from __future__ import annotations

import flet as ft

from ui.practice_view import PracticeView
from ui.score_view import ScoreView
from ui.texts import t


class Shell:
    """Navigation between screens, and the language they share."""

    def __init__(self, page: ft.Page) -> None:
        self.page = page
        self.lang = "it"
        self.views: dict[str, ScoreView | PracticeView] = {"score": ScoreView(), "practice": PracticeView()}
        self.current = "score"
        self.bar = ft.Row(alignment=ft.MainAxisAlignment.SPACE_BETWEEN)
        self.body = ft.Container(expand=True)
        self.root = ft.Column([self.bar, self.body], expand=True)
        self.render()

    def go(self, name: str) -> None:
        self.current = name
        self.render()
        self.page.update()

    def toggle_language(self) -> None:
        self.lang = "en" if self.lang == "it" else "it"
        for view in self.views.values():
            view.lang = self.lang
            view.render()
        self.render()
        self.page.update()

    def attach(self) -> None:
        """Once on the page, let every screen push its changes to the browser."""
        for view in self.views.values():
            view.on_change = self.page.update

    def render(self) -> None:
        def nav(name: str, key: str) -> ft.Control:
            label = t(key, self.lang)
            if name == self.current:
                return ft.FilledButton(content=label, key=f"nav-{name}", on_click=lambda e: self.go(name))
            return ft.OutlinedButton(content=label, key=f"nav-{name}", on_click=lambda e: self.go(name))

        self.bar.controls = [
            ft.Row([nav("score", "nav_score"), nav("practice", "nav_practice")]),
            ft.Button(content=t("lang", self.lang), key="lang", on_click=lambda e: self.toggle_language()),
        ]
        self.body.content = self.views[self.current].root


def main(page: ft.Page) -> None:
    """Build the app on a page (one per browser session)."""
    page.title = "Trunfu"
    page.padding = 16
    page.theme_mode = ft.ThemeMode.LIGHT
    shell = Shell(page)
    page.add(shell.root)
    shell.attach()
