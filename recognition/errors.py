"""Errors of screenshot reading: a message for people in Italian and English.

(Recognition knows nothing of the application layer, so it has its own
small base class rather than ``companion.errors.UserError``.)"""

from __future__ import annotations


class RecognitionError(ValueError):
    """Something recognition cannot do, with a bilingual message."""

    def __init__(self, it: str, en: str) -> None:
        self.it, self.en = it, en
        super().__init__(it)

    def message(self, lang: str = "it") -> str:
        return self.en if lang == "en" else self.it
