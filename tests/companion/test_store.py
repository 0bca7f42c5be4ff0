"""SQLite persistence: migrations, bad files, a killed writer, two writers."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.errors import UserError
from companion.evenings import Evenings
from companion.store import SCHEMA_VERSION, Store, default_db_path
from scoring.seating import check_hand_for_seat, seating
from scoring import hand_from_dict, score
from shared_paths import ROOT

WRITER = Path(__file__).with_name("writer_process.py")
FOUR = ["Anna", "Bruno", "Carla", "Dario"]


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def test_new_database_is_at_the_latest_schema(tmp_path: Path) -> None:
    with Store(tmp_path / "a.sqlite3") as store:
        assert store.version == SCHEMA_VERSION >= 2


def test_migration_from_version_1_keeps_the_data(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with Store(path, migrate_to=1) as old:
        assert old.version == 1
        with old.transaction():
            eid = old.insert_evening("S1")
            tid = old.insert_table(eid, "A", FOUR)
            old.insert_hand(tid, None)
    e = Evenings(Store(path))
    assert e.store.version == SCHEMA_VERSION
    state = e.table("S1", "A")
    assert len(state.hands) == 1 and state.hands[0].thrown_in
    e.add_hand("S1", "A", None)
    assert e.undo("S1") == "add"   # the change log of version 2 works on the migrated file


def test_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    Store(path).close()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    with pytest.raises(UserError) as info:
        Store(path)
    assert info.value.keys == ("cli.db_newer",)


def test_not_a_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.sqlite3"
    path.write_text("these are not the pages you are looking for" * 100)
    with pytest.raises(UserError) as info:
        Store(path)
    assert info.value.keys == ("db.damaged",)
    assert path.read_text().startswith("these are not the pages")   # explaining changed nothing
    with pytest.raises(UserError) as info:
        Store(tmp_path)
    assert info.value.keys == ("cli.db_is_folder",)


def test_default_path_is_in_the_users_data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("TRUNFU_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_db_path() == tmp_path / "trunfu" / "trunfu.sqlite3"
    monkeypatch.setenv("TRUNFU_DB", str(tmp_path / "x.db"))
    assert default_db_path() == tmp_path / "x.db"


def _evening(path: Path, tables: dict[str, list[str]]) -> None:
    e = Evenings(Store(path))
    e.create_evening("S1")
    for label, seats in tables.items():
        e.create_table("S1", label, seats)
    e.store.close()


def _check_consistent(path: Path, label: str) -> int:
    """Integrity holds and every saved hand is whole and scores; returns how many."""
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()
    e = Evenings(Store(path))
    state = e.table("S1", label)
    for record in state.hands:
        assert record.result is not None
        assert record.result.to_json() == score(hand_from_dict(_data(e, label, record.id))).to_json()
    return len(state.hands)


def _data(e: Evenings, label: str, hand_id: int) -> dict:
    tid = e.store.table_id(e.store.evening_id("S1"), label)
    return next(dict(s.data) for s in e.store.hands(tid) if s.id == hand_id)  # type: ignore[arg-type]


def test_a_killed_writer_loses_nothing_saved_before(tmp_path: Path) -> None:
    path = tmp_path / "kill.sqlite3"
    _evening(path, {"A": FOUR})
    proc = subprocess.Popen([sys.executable, str(WRITER), str(path), "S1", "A", "100000", "7"],
                            stdout=subprocess.PIPE, text=True, env=_env())
    committed = 0
    assert proc.stdout is not None
    deadline = time.time() + 60
    while committed < 25 and time.time() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        committed = int(line)
    os.kill(proc.pid, signal.SIGKILL)   # in the middle of its next write, most likely
    proc.wait()
    assert committed >= 25, "the writer did not get going"
    saved = _check_consistent(path, "A")
    assert saved >= committed           # everything it reported as saved is there
    assert saved <= committed + 1       # at most the write under way when it died


def test_a_writer_killed_inside_its_transaction(tmp_path: Path) -> None:
    """Killed after its INSERT and before its COMMIT: the half-written hand
    is gone, every hand it committed before is there, and the next process
    writes normally (the journal is recovered, no lock is left behind)."""
    path = tmp_path / "mid.sqlite3"
    _evening(path, {"A": FOUR})
    proc = subprocess.Popen([sys.executable, str(WRITER), str(path), "S1", "A", "6", "3", "--pause-in-write"],
                            stdout=subprocess.PIPE, text=True, env=_env())
    assert proc.stdout is not None
    lines = []
    while True:
        line = proc.stdout.readline().strip()
        assert line, "the writer ended before pausing"
        lines.append(line)
        if line == "writing":
            break
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert lines == ["1", "2", "3", "4", "5", "writing"]
    assert _check_consistent(path, "A") == 5
    e = Evenings(Store(path))
    tid = e.store.table_id(e.store.evening_id("S1"), "A")
    changes = e.store.db.execute("SELECT count(*) FROM change WHERE table_id = ?", (tid,)).fetchone()[0]
    assert changes == 5                  # the change log lost its half-written entry too
    e.add_hand("S1", "A", None)
    assert len(e.table("S1", "A").hands) == 6
    assert e.undo("S1") == "add" and len(e.table("S1", "A").hands) == 5


def test_two_writers_on_one_table_never_share_a_seat(tmp_path: Path) -> None:
    """Both processes add to table A at once; the seat check runs inside the
    write transaction, so each hand lands in the seat it was made for."""
    path = tmp_path / "same.sqlite3"
    _evening(path, {"A": FOUR + ["Elio"]})
    procs = [subprocess.Popen([sys.executable, str(WRITER), str(path), "S1", "A", "12", str(seed), "--retry"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env())
             for seed in (1, 2)]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    e = Evenings(Store(path))
    tid = e.store.table_id(e.store.evening_id("S1"), "A")
    saved = e.store.hands(tid)
    assert len(saved) == 24
    for i, hand in enumerate(saved):
        check_hand_for_seat(hand.data or {}, seating(FOUR + ["Elio"], i), "mineo-4")


def test_two_writers_at_once(tmp_path: Path) -> None:
    path = tmp_path / "two.sqlite3"
    _evening(path, {"A": FOUR, "B": ["Elio", "Fabio", "Gino"]})
    procs = [subprocess.Popen([sys.executable, str(WRITER), str(path), "S1", label, "30", str(seed)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env())
             for label, seed in (("A", 1), ("B", 2))]
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert out.split()[-1] == "30"
    assert _check_consistent(path, "A") == 30
    assert _check_consistent(path, "B") == 30


def test_migration_from_version_2_keeps_the_change_log(tmp_path: Path) -> None:
    path = tmp_path / "v2.sqlite3"
    with Store(path, migrate_to=2) as old:
        with old.transaction():
            eid = old.insert_evening("S1")
            tid = old.insert_table(eid, "A", FOUR)
            hid = old.insert_hand(tid, None)
            old.log_change(eid, "add", tid, hid, "absent", None)
    e = Evenings(Store(path))
    assert e.store.version == SCHEMA_VERSION >= 3
    assert [(c.action, c.table, c.undone) for c in e.history("S1")] == [("add", "A", None)]
    assert e.undo("S1") == "add" and not e.table("S1", "A").hands
    (change,) = e.history("S1")
    assert change.undone is not None      # kept in the log, marked undone
    assert not e.can_undo("S1")


def test_a_database_locked_too_long_is_a_message_and_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "busy.sqlite3"
    _evening(path, {"A": FOUR})
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")          # another process holds the write lock
    e = Evenings(Store(path, timeout=0.2))
    assert e.table("S1", "A").hands == ()     # reading still works (WAL)
    with pytest.raises(UserError) as info:
        e.add_hand("S1", "A", None)
    assert info.value.keys == ("cli.db_busy",)
    other.execute("ROLLBACK")
    other.close()
    assert e.table("S1", "A").hands == ()
    e.add_hand("S1", "A", None)               # and once it is free, writing works
    assert len(e.table("S1", "A").hands) == 1
