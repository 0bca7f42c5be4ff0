"""The counters check: a screenshot's counters against the saved hands, as
the app shows it and as ``trunfu counters check`` prints it."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from companion.counters_check import CounterCheck, compare
from companion.evenings import Evenings
from recognition import ocr
from recognition.counters import CounterRead, CountersReading, PlayerRead
from shared_paths import ROOT

SAMPLE = ROOT / "samples" / "evening" / "2026-11-22.json"
#: Table A, turn 1 of the sample evening, as the saved hands give it.
TURN_1 = {"Anna": (1, 7), "Bruno": (-27, 4), "Carla": (5, 8), "Dario": (21, 10)}
needs_tesseract = pytest.mark.skipif(not ocr.available(), reason="tesseract not installed")


def trunfu(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([sys.executable, "-m", "companion", *args, "--db", str(db)], capture_output=True,
                          text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


@pytest.fixture()
def db(tmp_path: Path) -> Path:
    path = tmp_path / "serata.sqlite3"
    assert trunfu(path, "evening", "import", str(SAMPLE)).returncode == 0
    return path


def _reading(values: dict[str, tuple[int | None, int | None]], missing: tuple[str, ...] = ()) -> CountersReading:
    players = []
    for name, (g, j) in values.items():
        found = name not in missing
        players.append(PlayerRead(name, found, name if found else None, (0, 0, 10, 10) if found else None, 1.0,
                                  CounterRead(g if found else None), CounterRead(j if found else None)))
    return CountersReading(tuple(players))


def test_each_counter_is_right_wrong_or_unreadable(db: Path) -> None:
    with Evenings.open(db) as evenings:
        table = evenings.table("2026-11-22", "A")
    turn = table.turn(1)
    reading = _reading({"Anna": (1, 7), "Bruno": (-27, None), "Carla": (5, 9), "Dario": (21, 10)})
    result = compare(table.label, turn, table.seats, reading)
    assert result.as_json() == {"table": "A", "turn": 1, "players": [
        {"player": "Anna", "giochi": {"read": 1, "expected": 1, "ok": True},
         "jochi": {"read": 7, "expected": 7, "ok": True}},
        {"player": "Bruno", "giochi": {"read": -27, "expected": -27, "ok": True},
         "jochi": {"read": None, "expected": 4, "ok": None}},
        {"player": "Carla", "giochi": {"read": 5, "expected": 5, "ok": True},
         "jochi": {"read": 9, "expected": 8, "ok": False}},
        {"player": "Dario", "giochi": {"read": 21, "expected": 21, "ok": True},
         "jochi": {"read": 10, "expected": 10, "ok": True}}]}
    assert (result.right, result.wrong, result.unreadable) == (6, 1, 1)
    for lang in ("it", "en"):
        lines = result.text(lang).splitlines()
        assert sum("✗" in line for line in lines) == 2   # Carla's line and the summary
        assert len(lines) == 2 + 4 + 3


def test_a_name_not_on_the_screenshot_leaves_both_counters_unread(db: Path) -> None:
    with Evenings.open(db) as evenings:
        table = evenings.table("2026-11-22", "A")
    reading = _reading({p: TURN_1[p] for p in table.seats}, missing=("Dario",))
    result = compare(table.label, table.turn(1), table.seats, reading)
    dario = result.players[3]
    assert not dario.found and dario.giochi == CounterCheck(None, 21) and dario.giochi.ok is None
    assert result.unreadable == 2


@needs_tesseract
def test_the_command_reads_a_screenshot_with_one_counter_wrong(db: Path, tmp_path: Path) -> None:
    from recognition.synthetic.table_scenes import make_table_scene

    shown = {**TURN_1, "Carla": (5, 9)}    # the table's counter says 9, the hands 8
    scene = make_table_scene(random.Random(3), counters=[(p, g, j) for p, (g, j) in shown.items()])
    shot = tmp_path / "contatori.jpg"
    shot.write_bytes(scene.jpeg_bytes())
    proc = trunfu(db, "counters", "check", "2026-11-22", "A", str(shot), "--turn", "1", "--json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["table"] == "A" and data["turn"] == 1
    assert [p["player"] for p in data["players"]] == list(TURN_1)
    for p in data["players"]:
        for kind, index in (("giochi", 0), ("jochi", 1)):
            counter = p[kind]
            assert counter["expected"] == TURN_1[p["player"]][index]
            assert counter["read"] in (None, shown[p["player"]][index])   # never a guess
            assert counter["ok"] == (None if counter["read"] is None else counter["read"] == counter["expected"])
    assert data["players"][2]["jochi"] == {"read": 9, "expected": 8, "ok": False}
    readable = trunfu(db, "counters", "check", "2026-11-22", "A", str(shot), "--turn", "1", "--lang", "en")
    assert readable.returncode == 0 and "✗" in readable.stdout
    # The old form still works beside it.
    old = trunfu(db, "counters", "2026-11-22", "A", "--turn", "1", "--json")
    assert json.loads(old.stdout)["counters"]["Carla"] == {"giochi": 5, "jochi": 8}


def test_bad_evening_table_or_image_exit_2_with_a_message(db: Path, tmp_path: Path) -> None:
    shot = tmp_path / "x.png"
    for args in (("2026-11-22", "Z", str(shot)), ("1999-01-01", "A", str(shot)),
                 ("2026-11-22", "A", str(tmp_path / "missing.png")), ("2026-11-22", "A", str(SAMPLE)),
                 ("2026-11-22", "A", str(shot), "--turn", "9")):
        shot.write_bytes(b"")
        proc = trunfu(db, "counters", "check", *args)
        assert proc.returncode == 2 and proc.stderr.strip(), (args, proc.stderr)


@needs_tesseract
def test_image_errors_are_catalogue_keys(db: Path, tmp_path: Path) -> None:
    from companion.counters_check import check_counters
    from companion.errors import UserError

    with Evenings.open(db) as evenings:
        with pytest.raises(UserError) as missing:
            check_counters(evenings, "2026-11-22", "A", tmp_path / "none.png")
        assert missing.value.keys == ("recognition.image.not_found",)
        # the same loader as ``trunfu recognize``: each bad file is told by what is wrong with it
        (tmp_path / "bad.png").write_text("x")
        (tmp_path / "empty.png").write_bytes(b"")
        (tmp_path / "cut.png").write_bytes((ROOT / "samples" / "screenshots" / "rows-1920x1080.jpg").read_bytes()[:1000])
        for name, key in (("bad.png", "recognition.image.unknown_format"), ("empty.png", "recognition.image.empty"),
                          ("cut.png", "recognition.image.damaged"), ("", "recognition.image.folder")):
            with pytest.raises(UserError) as bad:
                check_counters(evenings, "2026-11-22", "A", tmp_path / name)
            assert bad.value.keys == (key,), name
            assert bad.value.message("it").startswith(str(tmp_path / name)), bad.value.message("it")
