"""Writing the project's outputs safely: atomically, and spreadsheet-safe.

``write_atomic`` writes to a temporary file in the same folder, flushes it to
disk and renames it over the target, so a full disk or a killed process
never leaves a truncated file where a good export used to be.
``csv_cell`` neutralises cells a spreadsheet would execute as formulas
(OWASP's rule: a ``'`` before a cell that starts with ``=``, ``+``, ``-``,
``@``, tab or carriage return, unless it is a plain number).

>>> csv_cell("=HYPERLINK(\\"http://x\\")")
'\\'=HYPERLINK("http://x")'
>>> csv_cell("-20"), csv_cell("+1+1"), csv_cell("Anna")
('-20', "'+1+1", 'Anna')
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
from pathlib import Path
from typing import Any

from companion.errors import UserError

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?")


class OutputError(UserError):
    """An output that cannot be written: the message names the file
    (``OutputError.at(path, key, **params)``)."""


def csv_cell(value: Any) -> Any:
    """``value`` made safe for a spreadsheet cell (non-strings unchanged)."""
    if isinstance(value, str) and value.startswith(_FORMULA_START) and not _PLAIN_NUMBER.fullmatch(value):
        return "'" + value
    return value


_ERRNO_KEYS = {
    errno.ENOSPC: "output.disk_full",
    errno.EDQUOT: "output.disk_full",
    errno.EACCES: "output.permission",
    errno.EPERM: "output.permission",
    errno.EROFS: "output.read_only",
    errno.ENOENT: "output.no_folder",
    errno.ENOTDIR: "output.under_file",
    errno.EISDIR: "output.is_folder",
}


def _refusal(path: Path, error: OSError) -> OutputError:
    key = _ERRNO_KEYS.get(error.errno or 0, "output.failed")
    return OutputError.at(path, key, detail=error.strerror or type(error).__name__)


def make_folder(folder: str | Path) -> Path:
    """Create ``folder`` (and its parents) for outputs; a folder that cannot
    be made is refused naming it (full disk, no permission, a file in the
    way), never an ``OSError`` for the user to decode."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise OutputError.at(folder, "output.not_folder") from None
    except OSError as error:
        raise _refusal(folder, error) from None
    return folder


def write_atomic(path: str | Path, data: str | bytes) -> None:
    """Replace ``path`` with ``data`` all at once: either the whole new file
    is there afterwards, or the old one is untouched."""
    path = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as error:
        raise _refusal(path, error) from None
    if mode is not None and stat.S_ISDIR(mode):
        raise OutputError.at(path, "output.is_folder")
    if mode is not None and not stat.S_ISREG(mode):
        raise OutputError.at(path, "output.not_regular")
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.exists():
        raise OutputError.at(path, "output.no_folder")
    if not folder.is_dir():
        raise OutputError.at(path, "output.under_file")
    temporary: str | None = None
    try:
        fd, temporary = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(fd, "wb") as out:
            out.write(payload)
            out.flush()
            os.fsync(out.fileno())
        if mode is not None:
            os.chmod(temporary, stat.S_IMODE(mode))
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, path)
        temporary = None
        _sync_folder(folder)
    except OSError as error:
        raise _refusal(path, error) from None
    finally:
        if temporary is not None:
            try:
                os.unlink(temporary)
            except OSError:
                pass


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (best effort: not every system allows it)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


__all__ = ["OutputError", "csv_cell", "make_folder", "write_atomic"]
