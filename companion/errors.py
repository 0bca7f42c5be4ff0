"""Errors of the application layer: bad files, bad options, missing programs.

Like the rules engine's errors they are ``ValueError``s carrying a message for
people in Italian and English."""

from __future__ import annotations


class UserError(ValueError):
    """Something the user asked that cannot be done, with a bilingual message."""

    def __init__(self, it: str, en: str | None = None) -> None:
        self.it = it
        self.en = en if en is not None else it
        super().__init__(it)

    def message(self, lang: str = "it") -> str:
        return self.en if lang == "en" else self.it
