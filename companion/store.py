"""Persistence in SQLite (standard library), behind one small class.

* The schema is versioned with ``PRAGMA user_version`` and brought up to date
  by the ordered ``MIGRATIONS`` when a database is opened.
* Every change runs in one ``BEGIN IMMEDIATE`` transaction: a process killed
  mid-write leaves the database as it was before that change (SQLite's
  journal guarantees it), and a refused input is checked before anything is
  written.
* WAL mode and a busy timeout let two processes use one file at once.
"""

from __future__ import annotations

import json
import os
import sqlite3
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator, Mapping

from companion.db_health import damaged_database
from companion.errors import UserError
from companion.tables import SavedHand

#: Migration n brings the schema from version n to n + 1.
MIGRATIONS: tuple[str, ...] = (
    # 0 -> 1: evenings, their tables with seats, and the hands of each table.
    """
    CREATE TABLE evening (
        id      INTEGER PRIMARY KEY,
        name    TEXT NOT NULL UNIQUE,
        created TEXT NOT NULL
    );
    CREATE TABLE game_table (
        id         INTEGER PRIMARY KEY,
        evening_id INTEGER NOT NULL REFERENCES evening(id) ON DELETE CASCADE,
        label      TEXT NOT NULL,
        UNIQUE (evening_id, label)
    );
    CREATE TABLE seat (
        table_id INTEGER NOT NULL REFERENCES game_table(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        player   TEXT NOT NULL,
        PRIMARY KEY (table_id, position),
        UNIQUE (table_id, player)
    );
    CREATE TABLE hand (
        id       INTEGER PRIMARY KEY,
        table_id INTEGER NOT NULL REFERENCES game_table(id) ON DELETE CASCADE,
        data     TEXT            -- the hand file as JSON, NULL for a thrown-in hand
    );
    """,
    # 1 -> 2: the log of hand changes, for undo; hands listed per table fast.
    """
    CREATE TABLE change (
        id         INTEGER PRIMARY KEY,
        evening_id INTEGER NOT NULL REFERENCES evening(id) ON DELETE CASCADE,
        at         TEXT NOT NULL,
        action     TEXT NOT NULL CHECK (action IN ('add', 'edit', 'delete')),
        table_id   INTEGER NOT NULL,
        hand_id    INTEGER NOT NULL,
        before     TEXT,           -- JSON {"data": …} before the change, NULL for add
        after      TEXT            -- JSON {"data": …} after the change, NULL for delete
    );
    CREATE INDEX hand_by_table ON hand (table_id, id);
    """,
    # 2 -> 3: the change log becomes append-only: undo marks a change undone
    # (when, and by which undo) instead of deleting it, so the log keeps the
    # whole history of the evening for audit.
    """
    ALTER TABLE change ADD COLUMN undone TEXT;   -- when it was undone, NULL while it stands
    CREATE INDEX change_by_evening ON change (evening_id, undone, id);
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


@dataclass(frozen=True, slots=True)
class Change:
    """One entry of an evening's change log."""

    id: int
    at: str                 # UTC time, ISO 8601
    action: str             # "add", "edit" or "delete"
    table: str              # the table's label
    hand_id: int            # the stored hand (its number at the table can move)
    undone: str | None      # when it was undone, None while it stands


def default_db_path() -> Path:
    """``$TRUNFU_DB``, else the user's data folder: ``$XDG_DATA_HOME/trunfu`` or
    ``~/.local/share/trunfu`` (``%APPDATA%\\trunfu`` on Windows)."""
    if os.environ.get("TRUNFU_DB"):
        return Path(os.environ["TRUNFU_DB"])
    if os.name == "nt" and os.environ.get("APPDATA"):
        base = Path(os.environ["APPDATA"])
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "trunfu" / "trunfu.sqlite3"


def _statements(script: str) -> list[str]:
    """Split an SQL script into statements (``executescript`` would commit
    the surrounding transaction, so migrations run statement by statement)."""
    statements, current = [], ""
    for line in script.splitlines(keepends=True):
        current += line
        if sqlite3.complete_statement(current):
            statements.append(current.strip())
            current = ""
    if current.strip():
        statements.append(current.strip())
    return statements


def _cannot_write(error: sqlite3.OperationalError) -> bool:
    """Whether SQLite failed because it may not write (file, folder, disk)."""
    message = str(error).lower()
    return "readonly" in message or "read-only" in message or "unable to open" in message


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class Store:
    """An open trunfu database."""

    def __init__(self, path: str | Path, *, migrate_to: int = SCHEMA_VERSION, timeout: float = 30.0) -> None:
        """Open (creating if needed) and migrate the database at ``path``;
        ``timeout`` is how many seconds to wait for another process's lock."""
        self.path = Path(path)
        self.read_only = False
        if self.path.is_dir():
            raise UserError.of("cli.db_is_folder", path=str(self.path))
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except (FileExistsError, NotADirectoryError):
            raise UserError.of("db.under_file", path=str(self.path)) from None
        except OSError as error:
            raise UserError.of("db.cannot_create", path=str(self.path), detail=error.strerror or "") from None
        try:
            self.db = self._connect(timeout)
            self._check_health()
            self._migrate(migrate_to)
        except sqlite3.OperationalError as error:
            if "locked" in str(error) or "busy" in str(error):
                raise self._busy_or_failed(error) from None
            if not self.path.exists():
                raise UserError.of("db.cannot_create", path=str(self.path), detail=str(error)) from None
            raise damaged_database(self.path, error) from None
        except sqlite3.DatabaseError as error:
            raise damaged_database(self.path, error) from None

    def _connect(self, timeout: float) -> sqlite3.Connection:
        """A connection for reading and writing; where the file or its folder
        cannot be written (a read-only folder, a shared copy), one for reading
        only, so every command that only reads still works."""
        try:
            db = sqlite3.connect(self.path, isolation_level=None, timeout=timeout)
            db.execute("PRAGMA foreign_keys = ON")
            db.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = FULL")
            return db
        except sqlite3.OperationalError as error:
            if not self.path.exists() or not _cannot_write(error):
                raise
        self.read_only = True
        uri = self.path.resolve().as_uri()
        for mode in ("mode=ro", "immutable=1"):   # immutable: no -shm file can be made beside it
            try:
                db = sqlite3.connect(f"{uri}?{mode}", uri=True, isolation_level=None, timeout=timeout)
                db.execute("SELECT count(*) FROM sqlite_master").fetchone()
                return db
            except sqlite3.OperationalError:
                continue
        raise UserError.of("db.cannot_open", path=str(self.path))

    def _check_health(self) -> None:
        """Refuse a damaged file at once, named and explained, rather than at
        whatever read first meets the bad page."""
        if self.path.exists():   # a new database may not be on disk before its first write
            page = int(self.db.execute("PRAGMA page_size").fetchone()[0])
            pages = int(self.db.execute("PRAGMA page_count").fetchone()[0])
            size = self.path.stat().st_size
            wal = self.path.with_name(self.path.name + "-wal")
            pending = wal.exists() and wal.stat().st_size > 0   # pages not yet copied into the file
            if size % page or (size < pages * page and not pending):
                raise sqlite3.DatabaseError(f"the file is cut short ({size} bytes, {pages} pages of {page})")
        row = self.db.execute("PRAGMA integrity_check(1)").fetchone()
        if row is None or row[0] != "ok":
            raise sqlite3.DatabaseError(str(row[0]) if row else "integrity_check gave no answer")

    def _stored(self, data: str) -> Any:
        """JSON kept in the database, or the damage explained."""
        try:
            return json.loads(data)
        except (ValueError, RecursionError) as error:
            raise damaged_database(self.path, error) from None

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- schema ------------------------------------------------------------------
    @property
    def version(self) -> int:
        return int(self.db.execute("PRAGMA user_version").fetchone()[0])

    def _migrate(self, target: int) -> None:
        """Bring the schema to ``target``.  Up to date: no lock is taken, so
        opening the file for reading never waits for another writer."""
        if self.version == target:
            return
        with self.transaction():
            version = self.version
            if version > SCHEMA_VERSION:
                raise UserError.of("cli.db_newer", path=str(self.path), version=version)
            for n in range(version, target):
                for statement in _statements(MIGRATIONS[n]):
                    self.db.execute(statement)
                self.db.execute(f"PRAGMA user_version = {n + 1}")

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One change: all of it is written, or none of it.

        ``BEGIN IMMEDIATE`` takes the write lock before anything is read, so
        checks made inside see the data the change is written over.  A
        database still locked after the busy timeout, a read-only file or a
        full disk become a ``UserError`` and nothing is written."""
        try:
            self.db.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as error:
            raise self._busy_or_failed(error) from None
        try:
            yield self.db
            self.db.execute("COMMIT")
        except sqlite3.OperationalError as error:
            self._rollback()
            raise self._busy_or_failed(error) from None
        except BaseException:
            self._rollback()
            raise

    @contextmanager
    def snapshot(self) -> Iterator[sqlite3.Connection]:
        """Several reads that see one state of the database, even while
        another process writes (a read transaction; nested calls join it)."""
        if self.db.in_transaction:
            yield self.db
            return
        self.db.execute("BEGIN")
        try:
            yield self.db
        finally:
            self._rollback()

    def _rollback(self) -> None:
        if self.db.in_transaction:
            self.db.execute("ROLLBACK")

    def _busy_or_failed(self, error: sqlite3.OperationalError) -> UserError:
        if "locked" in str(error) or "busy" in str(error):
            return UserError.of("cli.db_busy", path=str(self.path))
        return UserError.of("cli.db_write_failed", path=str(self.path), detail=str(error))

    # --- reading -----------------------------------------------------------------
    def evening_id(self, name: str) -> int:
        row = self.db.execute("SELECT id FROM evening WHERE name = ?", (name,)).fetchone()
        if row is None:
            known = ", ".join(self.evening_names())
            if not known:
                raise UserError.of("evening.not_found_none", name=name)
            raise UserError.of("evening.not_found", name=name, known=known)
        return int(row[0])

    def evening_names(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT name FROM evening ORDER BY id")]

    def tables(self, evening_id: int) -> list[tuple[int, str, list[str]]]:
        """(table id, label, seats) of an evening, by label."""
        rows = self.db.execute("SELECT id, label FROM game_table WHERE evening_id = ? ORDER BY label",
                               (evening_id,)).fetchall()
        return [(tid, label, self.seats(tid)) for tid, label in rows]

    def table_id(self, evening_id: int, label: str) -> int:
        row = self.db.execute("SELECT id FROM game_table WHERE evening_id = ? AND label = ?",
                              (evening_id, label)).fetchone()
        if row is None:
            known = ", ".join(t[1] for t in self.tables(evening_id))
            if not known:
                raise UserError.of("evening.table_not_found_none", table=label)
            raise UserError.of("evening.table_not_found", table=label, known=known)
        return int(row[0])

    def seats(self, table_id: int) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT player FROM seat WHERE table_id = ? ORDER BY position",
                                              (table_id,))]

    def hands(self, table_id: int) -> list[SavedHand]:
        return [SavedHand(hid, None if data is None else self._stored(data))
                for hid, data in self.db.execute("SELECT id, data FROM hand WHERE table_id = ? ORDER BY id",
                                                 (table_id,))]

    # --- writing (call inside ``transaction()``) --------------------------------------
    def insert_evening(self, name: str) -> int:
        try:
            return int(self.db.execute("INSERT INTO evening (name, created) VALUES (?, ?)",
                                       (name, _now())).lastrowid or 0)
        except sqlite3.IntegrityError:
            raise UserError.of("evening.exists", name=name) from None

    def insert_table(self, evening_id: int, label: str, seats: list[str]) -> int:
        try:
            tid = int(self.db.execute("INSERT INTO game_table (evening_id, label) VALUES (?, ?)",
                                      (evening_id, label)).lastrowid or 0)
        except sqlite3.IntegrityError:
            raise UserError.of("evening.table_exists", table=label) from None
        self.db.executemany("INSERT INTO seat (table_id, position, player) VALUES (?, ?, ?)",
                            [(tid, i, p) for i, p in enumerate(seats)])
        return tid

    def insert_hand(self, table_id: int, data: Mapping[str, Any] | None, *, hand_id: int | None = None) -> int:
        text = None if data is None else json.dumps(data, ensure_ascii=False, sort_keys=True)
        cur = self.db.execute("INSERT INTO hand (id, table_id, data) VALUES (?, ?, ?)", (hand_id, table_id, text))
        return int(cur.lastrowid or 0)

    def update_hand(self, hand_id: int, data: Mapping[str, Any] | None) -> None:
        text = None if data is None else json.dumps(data, ensure_ascii=False, sort_keys=True)
        self.db.execute("UPDATE hand SET data = ? WHERE id = ?", (text, hand_id))

    def delete_hand(self, hand_id: int) -> None:
        self.db.execute("DELETE FROM hand WHERE id = ?", (hand_id,))

    def log_change(self, evening_id: int, action: str, table_id: int, hand_id: int,
                   before: Mapping[str, Any] | None | str, after: Mapping[str, Any] | None | str) -> None:
        """Record a hand change; ``before``/``after`` are the hand data, with
        the string ``"absent"`` meaning the hand did not exist."""
        def encode(v: Mapping[str, Any] | None | str) -> str | None:
            return None if v == "absent" else json.dumps({"data": v}, ensure_ascii=False, sort_keys=True)
        self.db.execute("INSERT INTO change (evening_id, at, action, table_id, hand_id, before, after) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?)",
                        (evening_id, _now(), action, table_id, hand_id, encode(before), encode(after)))

    def last_change(self, evening_id: int) -> tuple[int, str, int, int, Any] | None:
        """(change id, action, table id, hand id, data before) of the latest
        change that has not been undone."""
        row = self.db.execute("SELECT id, action, table_id, hand_id, before FROM change "
                              "WHERE evening_id = ? AND undone IS NULL ORDER BY id DESC LIMIT 1",
                              (evening_id,)).fetchone()
        if row is None:
            return None
        before = None if row[4] is None else self._stored(row[4])["data"]
        return int(row[0]), row[1], int(row[2]), int(row[3]), before

    def mark_undone(self, change_id: int) -> None:
        """Undo keeps the change in the log, marked with when it was undone."""
        self.db.execute("UPDATE change SET undone = ? WHERE id = ?", (_now(), change_id))

    def changes(self, evening_id: int) -> list[Change]:
        """The evening's change log, oldest first, undone changes included."""
        rows = self.db.execute(
            "SELECT c.id, c.at, c.action, t.label, c.hand_id, c.undone FROM change c "
            "LEFT JOIN game_table t ON t.id = c.table_id WHERE c.evening_id = ? ORDER BY c.id",
            (evening_id,)).fetchall()
        return [Change(id=int(r[0]), at=r[1], action=r[2], table=r[3] or "?", hand_id=int(r[4]), undone=r[5])
                for r in rows]
