"""Reading hand files from disk with messages that name the file."""

from __future__ import annotations

from pathlib import Path

from companion.errors import UserError
from scoring import Hand, HandError, hand_from_json
from scoring.catalogue import DEFAULT_LANGUAGE, text

#: A hand file is a few kilobytes; anything far larger is not a hand file.
MAX_HAND_FILE_BYTES = 1_000_000


def read_hand_file(path: str | Path) -> Hand:
    """Read and validate one hand file.  Raises ``UserError`` naming the file
    for unreadable files, and ``HandError`` for hands the rules refuse."""
    path = Path(path)
    try:
        if path.is_dir():
            raise UserError.of("cli.folder_not_hand_file", path=str(path))
        size = path.stat().st_size
        if size > MAX_HAND_FILE_BYTES:
            raise UserError.of("cli.hand_file_too_large", path=str(path), count=size)
        data = path.read_bytes()
    except FileNotFoundError:
        raise UserError.of("cli.file_not_found", path=str(path)) from None
    except PermissionError:
        raise UserError.of("cli.permission_denied", path=str(path)) from None
    except OSError as error:
        raise UserError.of("cli.file_unreadable", path=str(path), detail=error.strerror) from None
    return hand_from_json(data)


class FileHandError(UserError):
    """A hand refused by the rules, with the file's name in front of each
    problem.  The problems stay the hand's own (``error.keys`` are the
    engine's ``hand.*`` keys); the file's name is a parameter of the
    ``cli.file_problem`` sentence each is shown in."""

    def __init__(self, path: str | Path, error: HandError) -> None:
        self.path = str(path)
        super().__init__(*error.problems)

    def message(self, lang: str = DEFAULT_LANGUAGE) -> str:
        return "\n".join(text("cli.file_problem", lang, path=self.path, problem=p.as_message())
                         for p in self.problems)
