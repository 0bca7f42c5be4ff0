"""Reading hand files from disk with messages that name the file."""

from __future__ import annotations

from pathlib import Path

from companion.errors import UserError
from scoring import Hand, HandError, hand_from_json

#: A hand file is a few kilobytes; anything far larger is not a hand file.
MAX_HAND_FILE_BYTES = 1_000_000


def read_hand_file(path: str | Path) -> Hand:
    """Read and validate one hand file.  Raises ``UserError`` naming the file
    for unreadable files, and ``HandError`` for hands the rules refuse."""
    path = Path(path)
    try:
        if path.is_dir():
            raise UserError(f"{path}: è una cartella, non un file di mano",
                            f"{path}: is a folder, not a hand file")
        size = path.stat().st_size
        if size > MAX_HAND_FILE_BYTES:
            raise UserError(f"{path}: troppo grande per un file di mano ({size} byte)",
                            f"{path}: too large for a hand file ({size} bytes)")
        data = path.read_bytes()
    except FileNotFoundError:
        raise UserError(f"{path}: file non trovato", f"{path}: file not found") from None
    except PermissionError:
        raise UserError(f"{path}: non ho il permesso di leggerlo", f"{path}: permission denied") from None
    except OSError as error:
        raise UserError(f"{path}: impossibile leggerlo ({error.strerror})",
                        f"{path}: cannot be read ({error.strerror})") from None
    return hand_from_json(data)


class FileHandError(UserError):
    """A hand refused by the rules, with the file's name in front of each problem."""

    def __init__(self, path: str | Path, error: HandError) -> None:
        super().__init__("\n".join(f"{path}: {p.message('it')}" for p in error.problems),
                         "\n".join(f"{path}: {p.message('en')}" for p in error.problems))
        self.problems = error.problems
