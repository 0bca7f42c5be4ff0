"""The groups of three of a pile, one row each: the cards as pictures, what
kind of group it is, and the arithmetic under them.  Shared by the "Perché?"
dialog and the teaching screen."""

from __future__ import annotations

from typing import Iterable

import flet as ft

from scoring import Terzetto
from ui.cards import card_image
from ui.texts import t


def terzetti_rows(groups: Iterable[Terzetto], lang: str, *, width: float = 34) -> list[ft.Control]:
    """One block per terzetto: its cards drawn, its kind, its sum."""
    rows: list[ft.Control] = []
    for group in groups:
        rows.append(ft.Container(
            width=3 * (width + 2) + 60, padding=4, border=ft.Border.all(1, ft.Colors.GREY_300), border_radius=6,
            content=ft.Column([
                ft.Row([card_image(c.code, width, lang) for c in group.cards], spacing=2),
                ft.Text(t(f"group.{group.kind.value}", lang), size=11),
                ft.Text(group.arithmetic(), size=13, weight=ft.FontWeight.BOLD),
            ], spacing=2, horizontal_alignment=ft.CrossAxisAlignment.CENTER)))
    return [ft.Row(rows, wrap=True, spacing=6, run_spacing=6)]
