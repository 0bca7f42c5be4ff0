"""The groups of three of a pile, one row each: cards, kind, arithmetic.
Shared by the scoring screen and the practice screen."""

from __future__ import annotations

from typing import Iterable

import flet as ft

from companion.breakdown import group_parts
from scoring import Terzetto


def terzetti_rows(groups: Iterable[Terzetto], lang: str) -> list[ft.Control]:
    """One row per terzetto, in fixed-width cells (no monospace font offline)."""
    rows: list[ft.Control] = []
    for group in groups:
        cards, kind, sum_text = group_parts(group, lang)
        rows.append(ft.Row([ft.Text(cards, width=110, size=13), ft.Text(kind, width=200, size=13),
                            ft.Text(sum_text, size=13, weight=ft.FontWeight.BOLD)], spacing=8))
    return rows
