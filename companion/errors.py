"""Errors of the application layer: bad files, bad options, missing programs.

Like every refusal in the project they are data: problems, each a catalogue
key with its parameters (``scoring.catalogue``), put into a language only
when printed.  Raise them as ``UserError.of("evening.exists", name=…)``.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Self

from scoring.catalogue import Message
from scoring.errors import Problem, TrunfuError


class UserError(TrunfuError):
    """Something the user asked that cannot be done: one or more problems."""

    @classmethod
    def at(cls, path: str | Path, key: str, /, **params: Any) -> Self:
        """The problem ``key`` about the file ``path``, told as
        "<path>: <problem>" (the sentence ``cli.file_problem``)."""
        return cls.of("cli.file_problem", path=str(path), problem=Message(key, params))

    @classmethod
    def around(cls, key: str, error: TrunfuError, /, **params: Any) -> UserError:
        """``error``'s problems, each told inside the sentence ``key`` as its
        ``problem`` parameter ("table B, hand 4: <problem>"), so that the
        inner problems stay data and come out in the reader's language."""
        return cls(*(Problem(key, {**params, "problem": p.as_message()}, p.field) for p in error.problems))


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
