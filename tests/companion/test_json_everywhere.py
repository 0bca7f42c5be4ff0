"""Every database command answers in JSON with --json (issue: "all with
--json"), run in-process on the example evening."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from companion.cli import main
from scoring.catalogue import text
from shared_paths import ROOT

SAMPLE = ROOT / "samples" / "evening" / "2026-11-22.json"


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> Any:
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_every_database_command_speaks_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "j.sqlite3")]
    ev = "2026-11-22"
    assert _json(capsys, "evening", "import", str(SAMPLE), *db) == {"evening": ev}
    assert _json(capsys, "evening", "list", *db) == [ev]
    assert [t["label"] for t in _json(capsys, "evening", "show", ev, *db)["tables"]] == ["A", "B"]
    assert _json(capsys, "evening", "export", ev, *db)["format"] == "trunfu-evening"
    assert _json(capsys, "evening", "history", ev, *db) == []         # an import is not a change to undo
    assert _json(capsys, "evening", "create", "S2", *db) == {"evening": "S2"}
    drawn = _json(capsys, "evening", "draw", "S2", "--players", *"ABCDEFG", "--seed", "3", *db)
    assert [len(t["seats"]) for t in drawn] == [4, 3]
    assert _json(capsys, "table", "create", "S2", "Z", "X1", "X2", "X3", *db)["rules"] == "mineo-3"
    added = _json(capsys, "hand", "add", "S2", "Z", "--thrown-in", *db)
    assert added["hands"][0]["thrown_in"] is True and added["discord"] is None
    for _ in range(2):
        added = _json(capsys, "hand", "add", "S2", "Z", "--thrown-in", *db)
    assert added["discord"].startswith("Tavolo Z, Turno 1, finale\n1. X1: Giochi Vinti/Persi 0")
    for _ in range(2):
        _json(capsys, "undo", "S2", *db)
    assert _json(capsys, "hand", "edit", "S2", "Z", "1", "--thrown-in", *db)["label"] == "Z"
    assert _json(capsys, "hand", "list", "S2", "Z", *db)["seats"] == ["X1", "X2", "X3"]
    assert _json(capsys, "undo", "S2", *db) == {"undone": "edit", "table": "Z", "change": 4}
    assert _json(capsys, "hand", "delete", "S2", "Z", "1", *db)["hands"] == []
    log = _json(capsys, "evening", "history", "S2", *db)
    assert [(c["action"], bool(c["undone"])) for c in log] == [
        ("add", False), ("add", True), ("add", True), ("edit", True), ("delete", False)]
    assert set(_json(capsys, "counters", ev, "B", *db)["counters"]) == {"Elio", "Fabio", "Gino", "Ugo", "Ivo"}
    message = _json(capsys, "discord", ev, "A", "--turn", "1", *db)["message"]
    assert message.startswith("Tavolo A, Turno 1, finale")
    assert _json(capsys, "standings", ev, *db)[0] == {
        "rank": 1, "player": "Gino", "turn_points": [4, 4], "best": 4, "bonus": 1, "firsts": 2, "total": 5}
    assert _json(capsys, "season", ev, *db)[0]["player"] == "Gino"
    for what in ("hands", "turns", "standings"):
        rows = _json(capsys, "csv", ev, what, *db)
        assert isinstance(rows, list) and rows and rows[0]["evening"] == ev


def test_refusals_are_messages_on_stderr(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "r.sqlite3")]
    assert main(["undo", "nope", *db]) == 2
    assert capsys.readouterr().err.strip() == text("evening.not_found_none", name="nope")
    assert main(["evening", "create", "S", *db, "--lang", "en"]) == 0
    capsys.readouterr()
    assert main(["evening", "draw", "S", "--players", "A", "B", "--seed", "1", *db, "--lang", "en"]) == 2
    assert capsys.readouterr().err.strip() == text("standings.attendance", "en", least=4, most=10, count=2)
