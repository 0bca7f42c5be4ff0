"""Explaining a damaged database to a person.

SQLite reports damage as terse English ("database disk image is
malformed", "file is not a database"), at whatever read meets the bad page.
``damaged_database`` turns any such failure into one message that names the
file, says what ``PRAGMA integrity_check`` finds, and says how to recover:
import the last export into a new database.  The check opens the file
read-only, so explaining never changes it further.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from companion.errors import UserError
from scoring.names import shown

#: How many of integrity_check's findings are quoted in the message.
_FINDINGS = 3


def integrity_report(path: str | Path) -> str:
    """What ``PRAGMA integrity_check`` says of ``path`` (opened read-only),
    at most a few findings; or why the check itself could not run."""
    uri = f"{Path(path).resolve().as_uri()}?mode=ro"
    try:
        connection = sqlite3.connect(uri, uri=True, timeout=2)
    except sqlite3.Error as error:
        return str(error)
    try:
        rows = connection.execute(f"PRAGMA integrity_check({_FINDINGS})").fetchall()
        return "; ".join(shown(str(row[0]), limit=200) for row in rows)
    except sqlite3.Error as error:
        return str(error)
    finally:
        connection.close()


def damaged_database(path: str | Path, error: BaseException) -> UserError:
    """The refusal for a database that fails to read: named, explained, with
    the way out."""
    return UserError.of("db.damaged", path=str(path), detail=shown(str(error), limit=200),
                        check=integrity_report(path))


__all__ = ["damaged_database", "integrity_report"]
