"""Errors of the application layer: bad files, bad options, missing programs.

Like every refusal in the project they are data: problems, each a catalogue
key with its parameters (``scoring.catalogue``), put into a language only
when printed.  Raise them as ``UserError.of("cli.file_not_found", path=…)``.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

from scoring.catalogue import DEFAULT_LANGUAGE
from scoring.errors import Problem, TrunfuError


class UserError(TrunfuError):
    """Something the user asked that cannot be done.

    Transitional: ``UserError(it, en)`` with two sentences is still accepted
    while the call sites move to ``UserError.of(key, **params)``; it will go
    once ``companion/commands/recognize.py`` and ``deck.py`` no longer use it.
    """

    def __init__(self, *problems: Any) -> None:
        if problems and all(isinstance(p, Problem) for p in problems):
            self._legacy: tuple[str, str] | None = None
            super().__init__(*problems)
            return
        it = str(problems[0]) if problems else ""
        en = str(problems[1]) if len(problems) > 1 and problems[1] is not None else it
        self._legacy = (it, en)
        self.problems = ()
        ValueError.__init__(self, it)

    @classmethod
    def around(cls, key: str, error: TrunfuError, /, **params: Any) -> UserError:
        """``error``'s problems, each told inside the sentence ``key`` as its
        ``problem`` parameter ("table B, hand 4: <problem>"), so that the
        inner problems stay data and come out in the reader's language."""
        return cls(*(Problem(key, {**params, "problem": p.as_message()}, p.field) for p in error.problems))

    def message(self, lang: str = DEFAULT_LANGUAGE) -> str:
        if self._legacy is not None:
            return self._legacy[1] if lang == "en" else self._legacy[0]
        return super().message(lang)


@contextmanager
def user_errors() -> Iterator[None]:
    """Turn a refusal of the rules (``HandError``, ``SeatError``…) raised
    inside the block into a ``UserError`` with the same problems, so that the
    application layer refuses with one class and callers catch one class."""
    try:
        yield
    except UserError:
        raise
    except TrunfuError as error:
        raise UserError(*error.problems) from None
