"""The rule behind each jocu, the pay-out and each penalty of a scored hand,
as tiles that open on a tap (a phone has no hover, so no tooltips): the
title says what the hand made, the opened tile the rule in RULES wording
(catalogue section ``rule.*``).  Shared by "Perché?" and the teaching
mode's whole hand; the notes come from ``companion.breakdown.rule_notes``."""

from __future__ import annotations

from typing import Iterable

import flet as ft

from companion.breakdown import RuleNote
from ui.texts import t


def rule_tiles(notes: Iterable[RuleNote], lang: str) -> list[ft.Control]:
    """A heading, then one closed tile per note; tapping a tile shows its rule."""
    tiles: list[ft.Control] = [ft.Text(t("rules_heading", lang), weight=ft.FontWeight.BOLD),
                               ft.Text(t("rules_hint", lang), size=12, italic=True)]
    for note in notes:
        tiles.append(ft.ExpansionTile(
            key=f"rule-{note.name}", dense=True, tile_padding=ft.Padding.symmetric(horizontal=4),
            title=ft.Text(note.label.text(lang), size=14),
            subtitle=ft.Text(t("rule_tap", lang), size=11, color=ft.Colors.BLUE_GREY_600),
            expanded_cross_axis_alignment=ft.CrossAxisAlignment.START, expanded_alignment=ft.Alignment.CENTER_LEFT,
            controls_padding=ft.Padding.only(left=12, right=8, bottom=8),
            controls=[ft.Text(rule.text(lang), size=13) for rule in note.rules]))
    return tiles
