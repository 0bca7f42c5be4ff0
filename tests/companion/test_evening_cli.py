"""A whole evening through the command line into a database file: two
tables, two turns each, one with rotation, a killed process in the middle;
then the standings and the Discord message."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.hand_files import FileHandError
from scoring.random_hands import random_hand
from scoring.seating import SeatError, check_hand_for_seat, seating
from shared_paths import ROOT

FOUR = ["Anna", "Bruno", "Carla", "Dario"]
FIVE = ["Elio", "Fabio", "Gino", "Ugo", "Ivo"]


def trunfu(db: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([sys.executable, "-m", "companion", *args, "--db", str(db)], capture_output=True,
                          text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert "Traceback" not in proc.stderr, proc.stderr
    if check:
        assert proc.returncode == 0, proc.stderr
    return proc


def test_whole_evening(tmp_path: Path) -> None:
    db = tmp_path / "serata.sqlite3"
    trunfu(db, "evening", "create", "2026-11-22")
    trunfu(db, "table", "create", "2026-11-22", "A", *FOUR)
    trunfu(db, "table", "create", "2026-11-22", "B", *FIVE)
    rng = random.Random(12)
    files: dict[str, list[Path]] = {"A": [], "B": []}
    for label, seats, n in (("A", FOUR, 8), ("B", FIVE, 10)):
        for i in range(n):
            place = seating(seats, i)
            path = tmp_path / f"{label}{i + 1}.json"
            path.write_text(json.dumps(random_hand(rng, players=place.players, dealer=place.dealer)))
            files[label].append(path)

    for path in files["A"][:5]:
        trunfu(db, "hand", "add", "2026-11-22", "A", str(path))
    # A process killed in the middle of adding: whatever it managed is whole.
    proc = subprocess.Popen([sys.executable, "-m", "companion", "hand", "add", "2026-11-22", "A",
                             str(files["A"][5]), "--db", str(db)], cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.DEVNULL)
    time.sleep(0.3)  # past start-up, while it reads, checks and writes
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    done = json.loads(trunfu(db, "hand", "list", "2026-11-22", "A", "--json").stdout)
    assert len(done["hands"]) in (5, 6)
    for path in files["A"][len(done["hands"]):]:
        trunfu(db, "hand", "add", "2026-11-22", "A", str(path))
    for path in files["B"]:
        trunfu(db, "hand", "add", "2026-11-22", "B", str(path))

    # A refused hand (wrong seat) changes nothing and says why.
    refused = trunfu(db, "hand", "add", "2026-11-22", "B", str(files["A"][0]), check=False)
    with pytest.raises(SeatError) as info:
        check_hand_for_seat(json.loads(files["A"][0].read_text()), seating(FIVE, 10), "mineo-4")
    assert info.value.keys == ("seating.wrong_players_watching",)
    assert refused.returncode == 2
    assert refused.stderr.strip() == FileHandError(files["A"][0], info.value).message()

    show = json.loads(trunfu(db, "evening", "show", "2026-11-22", "--json").stdout)
    assert [len(t["hands"]) for t in show["tables"]] == [8, 10]
    assert all(t["complete"] for table in show["tables"] for t in table["turns"])

    message = trunfu(db, "discord", "2026-11-22", "B", "--turn", "2").stdout
    assert message.startswith("Tavolo B, Turno 2, finale") and len(message.splitlines()) == 6
    standings = json.loads(trunfu(db, "standings", "2026-11-22", "--json").stdout)
    assert len(standings) == 9 and all(len(r["turn_points"]) == 2 for r in standings)
    text = trunfu(db, "standings", "2026-11-22").stdout
    assert "Classifica della serata" in text

    counters = json.loads(trunfu(db, "counters", "2026-11-22", "A", "--turn", "1", "--json").stdout)
    assert set(counters["counters"]) == set(FOUR)

    # Undo, edit, delete and export/import through the command line.
    trunfu(db, "hand", "delete", "2026-11-22", "A", "8")
    assert "Annullata" in trunfu(db, "undo", "2026-11-22").stdout
    exported = trunfu(db, "evening", "export", "2026-11-22").stdout
    copy = tmp_path / "evening.json"
    copy.write_text(exported)
    db2 = tmp_path / "other.sqlite3"
    trunfu(db2, "evening", "import", str(copy))
    assert trunfu(db2, "evening", "export", "2026-11-22").stdout == exported
    for what in ("hands", "turns", "standings"):
        assert trunfu(db, "csv", "2026-11-22", what).stdout.count("\n") > 5
    assert "2026-11-22" in trunfu(db, "season").stdout
    log = json.loads(trunfu(db, "evening", "history", "2026-11-22", "--json").stdout)
    assert log[-1]["action"] == "delete" and log[-1]["undone"]


def test_errors_are_messages_not_tracebacks(tmp_path: Path) -> None:
    db = tmp_path / "e.sqlite3"
    for args in (["standings", "nope"], ["hand", "add", "nope", "A", "x.json"], ["undo", "nope"],
                 ["evening", "import", str(tmp_path / "missing.json")], ["table", "create", "nope", "A", "x"]):
        proc = trunfu(db, *args, check=False)
        assert proc.returncode == 2 and proc.stderr.strip(), args
    bad_db = tmp_path / "bad.sqlite3"
    bad_db.write_text("x" * 5000)
    proc = trunfu(bad_db, "evening", "list", check=False)
    assert proc.returncode == 2 and "database" in proc.stderr
