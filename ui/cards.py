"""Card pictures: the faces of the current deck folder, served as the app's
assets (``<code>.png``), so a card is drawn as players see it on Tabletopia."""

from __future__ import annotations

import flet as ft

from scoring import BY_CODE

#: A face's height over its width (the deck folder's faces are 240×420).
ASPECT = 420 / 240


def card_image(code: str, width: float, lang: str, *, key: str | None = None) -> ft.Image:
    """The picture of card ``code`` at ``width`` pixels, named for screen readers."""
    return ft.Image(src=f"/{code}.png", width=width, height=round(width * ASPECT), fit=ft.BoxFit.CONTAIN,
                    semantics_label=BY_CODE[code].name(lang), key=key)


def card_strip(codes: list[str] | tuple[str, ...], width: float, lang: str) -> ft.Row:
    """A row of small card pictures that wraps."""
    return ft.Row([card_image(c, width, lang) for c in codes], wrap=True, spacing=2, run_spacing=2)
