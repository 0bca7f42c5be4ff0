"""Errors raised by the rules engine.

Every error is a ``ValueError`` whose message is a sentence for a person,
quoting the bad input.  Messages exist in Italian (the app's first language)
and English; ``str(error)`` is Italian, ``error.message("en")`` English.
A refused hand carries *all* its problems at once, so a user can fix a file
in one pass instead of one error per run.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scoring.messages import render


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with an input: a message key, its parameters, and the
    field of the hand file it concerns (``""`` for the file as a whole)."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)
    field: str = ""

    def message(self, lang: str = "it") -> str:
        """The problem as a sentence in ``lang`` (``"it"`` or ``"en"``)."""
        return render(self.key, lang, **self.params)


class TrunfuError(ValueError):
    """Base class of every refusal by the rules engine."""

    def __init__(self, *problems: Problem) -> None:
        self.problems: tuple[Problem, ...] = problems
        super().__init__(self.message("it"))

    def message(self, lang: str = "it") -> str:
        """All problems, one per line, in ``lang``."""
        return "\n".join(p.message(lang) for p in self.problems)


class CardError(TrunfuError):
    """A card name or code that is not one of the 63 cards of the game."""


class HandError(TrunfuError):
    """A hand that cannot be scored: malformed, incomplete or against the rules."""
