"""Reading hand files from disk with messages that name the file."""

from __future__ import annotations

from pathlib import Path

from companion.errors import UserError
from companion.input_files import read_json
from scoring import Hand, TrunfuError, hand_from_dict
from scoring.catalogue import DEFAULT_LANGUAGE, text

def read_hand_file(path: str | Path) -> Hand:
    """Read and validate one hand file (``"-"``: standard input).  Raises
    ``InputError`` naming the file for files that are no hand file (missing,
    too large, not JSON, not an object), and ``HandError`` for hands the
    rules refuse."""
    return hand_from_dict(read_json(path, kind="hand"))


class FileHandError(UserError):
    """A hand refused by the rules, with the file's name in front of each
    problem.  The problems stay the hand's own (``error.keys`` are the
    engine's ``hand.*`` keys); the file's name is a parameter of the
    ``cli.file_problem`` sentence each is shown in."""

    def __init__(self, path: str | Path, error: TrunfuError) -> None:
        self.path = str(path)
        super().__init__(*error.problems)

    def message(self, lang: str = DEFAULT_LANGUAGE) -> str:
        return "\n".join(text("cli.file_problem", lang, path=self.path, problem=p.as_message())
                         for p in self.problems)
