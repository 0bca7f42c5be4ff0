"""Hostile and broken input through the command line: every row of the
issue's table answers exit 2 with a message naming the file and the
problem (or is accepted where harmless), and nothing saved is changed."""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from companion.cli import main
from scoring.random_hands import random_hand
from scoring.seating import seating
from shared_paths import ROOT

EVENING = "2026-11-22"
SEATS = ["Anna", "Bruno", "Carla", "Dario"]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def trunfu(*args: str, stdin: bytes | None = None, timeout: float = 60) -> subprocess.CompletedProcess[bytes]:
    proc = subprocess.run([sys.executable, "-m", "companion", *args], input=stdin, capture_output=True,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=timeout)
    assert b"Traceback" not in proc.stderr, proc.stderr.decode(errors="replace")
    return proc


@pytest.fixture
def db(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    path = tmp_path / "serata.sqlite3"
    assert run(capsys, "evening", "create", EVENING, "--db", str(path))[0] == 0
    assert run(capsys, "table", "create", EVENING, "A", *SEATS, "--db", str(path))[0] == 0
    return path


def good_hand(tmp_path: Path, n: int = 0, seats: list[str] = SEATS) -> Path:
    """A legal hand that fits hand ``n`` of a table seated ``seats``."""
    hand = random_hand(random.Random(n), players=seats, dealer=seating(seats, n).dealer, rules="mineo-4")
    path = tmp_path / f"good{n}.json"
    path.write_text(json.dumps(hand))
    return path


def snapshot(capsys: pytest.CaptureFixture[str], db: Path) -> str:
    code, out, _ = run(capsys, "evening", "export", EVENING, "--db", str(db))
    assert code == 0
    return out


def test_null_hand_file_is_refused_not_saved_as_thrown_in(db: Path, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    before = snapshot(capsys, db)
    bad = tmp_path / "null.json"
    bad.write_text("null")
    code, out, err = run(capsys, "hand", "add", EVENING, "A", str(bad), "--db", str(db))
    assert code == 2 and str(bad) in err and out == ""
    proc = trunfu("hand", "add", EVENING, "A", "-", "--db", str(db), stdin=b"null")
    assert proc.returncode == 2 and b"stdin" in proc.stderr
    assert snapshot(capsys, db) == before


def test_huge_penalties_are_refused_before_anything_is_written(db: Path, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "hand", "add", EVENING, "A", str(good_hand(tmp_path)), "--db", str(db))[0] == 0
    hand = json.loads(good_hand(tmp_path, 1).read_text())
    hand["penalties"] = [{"player": "Anna", "kind": "other", "points": 123456789}] * 2
    for digits in (4300, 12, 3):
        bad = tmp_path / f"penalty{digits}.json"
        bad.write_text(json.dumps(hand).replace("123456789", "9" * digits))
        before = snapshot(capsys, db)
        code, _, err = run(capsys, "hand", "add", EVENING, "A", str(bad), "--db", str(db))
        assert code == 2 and str(bad) in err
        assert snapshot(capsys, db) == before
    for command in (["counters", EVENING, "A"], ["hand", "list", EVENING, "A"], ["evening", "show", EVENING],
                    ["csv", EVENING, "hands"], ["discord", EVENING, "A"]):
        assert run(capsys, *command, "--db", str(db))[0] == 0


def test_oversized_hand_file_is_refused_by_every_command(db: Path, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    big = tmp_path / "big.json"
    big.write_text(good_hand(tmp_path).read_text() + " " * 2_000_000)
    before = snapshot(capsys, db)
    for command in (["score", str(big)], ["hand", "add", EVENING, "A", str(big), "--db", str(db)]):
        code, _, err = run(capsys, *command)
        assert code == 2 and str(big) in err
    assert snapshot(capsys, db) == before


def test_dev_zero_is_cut_at_the_cap(db: Path) -> None:
    for command in (["score", "/dev/zero"], ["hand", "add", EVENING, "A", "/dev/zero", "--db", str(db)],
                    ["evening", "import", "/dev/zero", "--db", str(db)]):
        proc = trunfu(*command, timeout=60)
        assert proc.returncode == 2 and b"/dev/zero" in proc.stderr


def test_deep_json_and_long_integers_do_not_stop_the_batch(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    long_int = tmp_path / "long.json"
    long_int.write_text('{"rules": ' + "7" * 5000 + "}")
    good = good_hand(tmp_path)
    code, out, err = run(capsys, "score", "--json", str(deep), str(long_int), str(good))
    assert code == 2
    assert [json.loads(line)["file"] for line in out.splitlines()] == [str(good)]
    assert str(deep) in err and str(long_int) in err


@pytest.mark.parametrize("content", [b"\xff\xfe\x00garbage", b"[" * 200 + b"]" * 200, b"", b'{"rules": "mineo-4"}'])
@pytest.mark.parametrize("command", [["score"], ["hand", "add", EVENING, "A"], ["evening", "import"]])
def test_a_bad_file_is_named_once_per_problem(db: Path, tmp_path: Path, content: bytes, command: list[str],
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """Each problem line starts with the file's name, once ("x.json: x.json: …" was seen for hand add)."""
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    before = snapshot(capsys, db)
    extra = [] if command == ["score"] else ["--db", str(db)]
    code, _, err = run(capsys, *command, str(bad), *extra)
    assert code == 2 and err.strip()
    for line in err.strip().splitlines():
        assert line.startswith(f"{bad}: ") and line.count(str(bad)) == 1, err
    assert snapshot(capsys, db) == before


def test_utf16_is_read_the_same_by_every_command(db: Path, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    utf16 = tmp_path / "utf16.json"
    utf16.write_bytes(good_hand(tmp_path).read_text().encode("utf-16"))
    assert run(capsys, "score", str(utf16))[0] == 0
    assert run(capsys, "hand", "add", EVENING, "A", str(utf16), "--db", str(db))[0] == 0


def _damage(path: Path, how: str) -> None:
    data = bytearray(path.read_bytes())
    if how == "cut":
        path.write_bytes(bytes(data[:min(len(data) - 1, 65_000)]))
    else:
        rng = random.Random(3)
        for page in range(1, len(data) // 4096):
            start = page * 4096 + 100
            data[start:start + 500] = bytes(rng.randrange(256) for _ in range(500))
        path.write_bytes(bytes(data))


@pytest.mark.parametrize("how", ["cut", "random bytes"])
def test_a_damaged_database_is_named_and_explained(db: Path, tmp_path: Path, how: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    for n in range(6):
        assert run(capsys, "hand", "add", EVENING, "A", str(good_hand(tmp_path, n)), "--db", str(db))[0] == 0
    with sqlite3.connect(db) as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    _damage(db, how)
    for command in (["counters", EVENING, "A"], ["hand", "list", EVENING, "A"], ["evening", "show", EVENING],
                    ["hand", "add", EVENING, "A", str(good_hand(tmp_path, 6))]):
        code, out, err = run(capsys, *command, "--db", str(db))
        assert code == 2, out
        assert str(db) in err and "trunfu evening import" in err


def test_db_under_a_regular_file_is_a_message(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "file").write_text("x")
    code, _, err = run(capsys, "evening", "create", EVENING, "--db", str(tmp_path / "file" / "db.sqlite3"))
    assert code == 2 and "file" in err


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_reads_work_from_a_read_only_folder(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = db.parent
    folder.chmod(0o555)
    try:
        code, out, err = run(capsys, "counters", EVENING, "A", "--db", str(db))
        assert code == 0, err
    finally:
        folder.chmod(0o755)


@pytest.mark.parametrize("where", ["missing/out.csv", ".", "file/out.csv", "/dev/full"])
@pytest.mark.parametrize("command", [["evening", "export", EVENING], ["csv", EVENING, "hands"],
                                     ["csv", EVENING, "standings", "--json"]])
def test_every_out_failure_is_a_message(db: Path, tmp_path: Path, where: str, command: list[str],
                                        capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "file").write_text("x")
    target = where if where.startswith("/") else str(tmp_path / where)
    code, out, err = run(capsys, *command, "--out", target, "--db", str(db))
    assert code == 2, err
    assert target.rstrip("/.") in err or target in err


def test_export_on_a_full_disk_keeps_the_earlier_export(db: Path, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "evening.json"
    assert run(capsys, "evening", "export", EVENING, "--out", str(out), "--db", str(db))[0] == 0
    good = out.read_bytes()
    assert run(capsys, "hand", "add", EVENING, "A", str(good_hand(tmp_path)), "--db", str(db))[0] == 0

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    code, _, err = run(capsys, "evening", "export", EVENING, "--out", str(out), "--db", str(db))
    assert code == 2 and str(out) in err
    assert out.read_bytes() == good


def test_formula_names_are_neutralised_in_every_csv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "db.sqlite3"
    names = ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)"]
    assert run(capsys, "evening", "create", EVENING, "--db", str(db))[0] == 0
    assert run(capsys, "table", "create", EVENING, "A", "--db", str(db), "--", *names)[0] == 0
    for n in range(4):
        path = good_hand(tmp_path, n, names)
        assert run(capsys, "hand", "add", EVENING, "A", str(path), "--db", str(db))[0] == 0
    for kind in ("hands", "turns", "standings"):
        code, out, _ = run(capsys, "csv", EVENING, kind, "--db", str(db))
        assert code == 0
        import csv
        import io
        for row in csv.reader(io.StringIO(out)):
            for cell in row:
                assert not cell.startswith(("=", "+", "@", "\t", "\r")) or cell.lstrip("+").isdigit(), cell
                assert not (cell.startswith("-") and not cell[1:].isdigit()), cell


@pytest.mark.parametrize("bad", ["Anna\x1b[2J", "Bru\nno", "x" * 200, "", "\u202eoirad"])
def test_names_with_control_characters_are_refused(tmp_path: Path, bad: str,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "db.sqlite3"
    code, _, err = run(capsys, "evening", "create", bad, "--db", str(db))
    assert code == 2 and "\x1b" not in err and "\n" not in err.strip()
    assert run(capsys, "evening", "create", EVENING, "--db", str(db))[0] == 0
    code, _, err = run(capsys, "table", "create", EVENING, "A", "Anna", bad, "Carla", "Dario", "--db", str(db))
    assert code == 2 and "\x1b" not in err
    code, _, err = run(capsys, "evening", "draw", EVENING, "--players", "Anna", bad, "Carla", "Dario", "--seed", "1",
                       "--db", str(db))
    assert code == 2 and "\x1b" not in err
    hand = random_hand(random.Random(1), players=["Anna", "Bruno", "Carla", "Dario"], rules="mineo-4")
    hand["players"][1] = bad
    path = tmp_path / "bad-names.json"
    path.write_text(json.dumps(hand))
    code, _, err = run(capsys, "score", str(path))
    assert code == 2 and "\x1b" not in err


def test_an_import_with_bad_names_changes_nothing(db: Path, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(snapshot(capsys, db))
    data["tables"][0]["seats"][0] = "Anna\x1b]0;pwned\x07"
    bad = tmp_path / "bad-evening.json"
    bad.write_text(json.dumps(data))
    code, _, err = run(capsys, "evening", "import", str(bad), "--as", "other", "--db", str(db))
    assert code == 2 and "\x1b" not in err and str(bad) in err


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=300))
def test_random_bytes_as_any_input_file_exit_2_or_0_never_1(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "random.json"
    path.write_bytes(data)
    db = tmp_path / "rand.sqlite3"
    for argv in (["score", str(path)], ["evening", "import", str(path), "--db", str(db)]):
        code = main(argv)
        assert code in (0, 2)


def test_reads_fall_back_to_read_only_when_the_file_cannot_be_written(
        db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Root can write anywhere, so the read-only folder is simulated: SQLite
    refuses the read-write opening as it does in such a folder."""
    assert run(capsys, "hand", "add", EVENING, "A", str(good_hand(tmp_path)), "--db", str(db))[0] == 0
    real_connect = sqlite3.connect

    def read_only_folder(database: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        if not kwargs.get("uri"):
            raise sqlite3.OperationalError("attempt to write a readonly database")
        return real_connect(database, *args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", read_only_folder)
    code, out, err = run(capsys, "counters", EVENING, "A", "--db", str(db))
    assert code == 0 and "Anna" in out, err
    code, _, err = run(capsys, "hand", "add", EVENING, "A", str(good_hand(tmp_path, 1)), "--db", str(db))
    assert code == 2 and str(db) in err


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(st.binary(max_size=300),
                 st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                              lambda inner: st.lists(inner, max_size=4)
                              | st.dictionaries(st.sampled_from(["players", "rules", "piles", "tables", "format",
                                                                 "version", "evening", "seats", "hands", "x"]),
                                                inner, max_size=4),
                              max_leaves=15).map(lambda v: json.dumps(v).encode())))
def test_any_file_to_hand_add_edit_and_order_exits_0_or_2(db: Path, tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "random.json"
    path.write_bytes(data)
    for argv in (["hand", "add", EVENING, "A", str(path), "--db", str(db)],
                 ["hand", "edit", EVENING, "A", "1", str(path), "--db", str(db)],
                 ["deck", "from-screenshot", str(ROOT / "samples" / "screenshots" / "missing.png"),
                  "--out", str(tmp_path / "deck"), "--order", str(path)]):
        assert main(argv) in (0, 2), argv
