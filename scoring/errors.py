"""Errors raised by the rules engine, and the base of every refusal.

A refusal is data: one or more ``Problem``s, each a catalogue key with its
parameters (and, for a hand file, the field it concerns).  It becomes a
sentence only where a person reads it, in their language:
``error.message("en")``.  ``str(error)`` is the default language.  A refused
hand carries *all* its problems at once, so a user can fix a file in one
pass instead of one error per run.

>>> error = HandError.of("hand.discard_size", got=2)
>>> error.message("en")
'the discard holds 3 cards, not 2'
>>> error.keys
('hand.discard_size',)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, TypeVar

from scoring.catalogue import DEFAULT_LANGUAGE, Message, text

_E = TypeVar("_E", bound="TrunfuError")


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with an input: a message key, its parameters, and the
    field of the hand file it concerns (``""`` for the file as a whole)."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    field: str = ""

    def message(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """The problem as a sentence in ``lang``."""
        return text(self.key, lang, **self.params)

    def as_message(self) -> Message:
        """The problem as a ``Message`` (key and parameters, no field)."""
        return Message(self.key, self.params)


class TrunfuError(ValueError):
    """Base class of every refusal in the project: problems, not sentences."""

    def __init__(self, *problems: Problem) -> None:
        self.problems: tuple[Problem, ...] = problems
        super().__init__(self.message(DEFAULT_LANGUAGE))

    @classmethod
    def of(cls: type[_E], key: str, /, *, field: str = "", **params: Any) -> _E:
        """An error of one problem, ``key`` with ``params``."""
        return cls(Problem(key, params, field))

    @property
    def keys(self) -> tuple[str, ...]:
        """The problems' keys, for tests and for programs that react to them."""
        return tuple(p.key for p in self.problems)

    def message(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """All problems, one per line, in ``lang``."""
        return "\n".join(p.message(lang) for p in self.problems)


class CardError(TrunfuError):
    """A card name or code that is not one of the 63 cards of the game."""


class HandError(TrunfuError):
    """A hand that cannot be scored: malformed, incomplete or against the rules."""
