"""A screen's status line that keeps what it says as a catalogue key and its
parameters, not as a sentence: when the other language is chosen while a
reading is still running ("Leggo table-A.jpg…"), the line is said again in
that language instead of staying in the one it was first said in."""

from __future__ import annotations

from typing import Any

import flet as ft

from ui.texts import t


class StatusLine:
    """The text control of a status line, and what it last said."""

    def __init__(self, control: ft.Text) -> None:
        self.control = control
        self.said: tuple[str, dict[str, Any]] | None = None

    def say(self, lang: str, key: str | None, **params: Any) -> None:
        """Say ``key`` with ``params`` in ``lang`` (None: empty the line)."""
        self.said = (key, params) if key is not None else None
        self.control.value = t(key, lang, **params) if key is not None else ""

    def again(self, lang: str) -> None:
        """Say what was last said, in ``lang``."""
        if self.said is not None:
            self.say(lang, self.said[0], **self.said[1])
