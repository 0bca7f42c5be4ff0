"""A screen's controls put into its root so that the browser gets them whole.

The shell redraws every screen on each change, also those whose root is not
on the page (only ``Shell.body.content`` is).  Flet (1.0.5) keeps, on each
control it has sent, a copy of the lists it sent.  When a root comes back
to the page it is sent whole, and then also patched against that copy, made
the last time the root was on the page: the browser applies the patch on top
of the whole root.  Seen: the Tavolo screen, back from playing at another
table, drew Ivo twice in the chart's legend and lost hand 5 and turn 1's
table points; the Serata screen, on an evening with fewer tables, ended at a
line of the standings; the Mano screen on a phone, a table just opened from
a free hand, lost the declaration.

A column made for this drawing has never been sent, so Flet has no copy to
patch it against and sends it whole, once, with the controls kept on the
screen's object (fields, pickers, the boxes patched on their own) inside.
"""

from __future__ import annotations

import flet as ft


def refill(root: ft.Column, controls: list[ft.Control], *, expand: bool | None = None) -> ft.Column:
    """Put ``controls`` into a new column, the only child of ``root``, and return it.

    The new column keeps the root's ``spacing``; the root keeps its scroll
    and its expand.  ``expand`` is for a screen whose own children expand
    (the Mano screen on a phone: the cards scroll above the result bar)."""
    inner = ft.Column(controls, spacing=root.spacing, expand=expand)
    root.controls = [inner]
    return inner
