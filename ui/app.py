"""The Flet app: page set-up and the entry point used by ``python -m ui``."""

from __future__ import annotations

import flet as ft

from ui.score_view import ScoreView


def main(page: ft.Page) -> None:
    """Build the app on a page (one per browser session)."""
    page.title = "Trunfu"
    page.padding = 16
    page.theme_mode = ft.ThemeMode.LIGHT
    view = ScoreView(page=page)
    page.add(view.root)
    view.mounted = True
