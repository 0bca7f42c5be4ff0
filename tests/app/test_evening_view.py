"""The championship screen without a browser: attendance drawn into tables
(the same draw as the command line), the sample evening's standings and
season, the exports written, a bad attendance refused in words."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import pytest

ft = pytest.importorskip("flet")

from companion.evenings import Evenings  # noqa: E402
from shared_paths import ROOT  # noqa: E402
from test_views import StubShell, texts  # noqa: E402
from ui.evening_view import EveningView  # noqa: E402

SAMPLE = ROOT / "samples" / "evening" / "2026-11-22.json"


def test_attendance_is_drawn_into_tables(tmp_path: Path) -> None:
    shell = StubShell(tmp_path / "db.sqlite3")
    shell.session.open_evening("2026-12-01", create=True)
    view = EveningView(shell)  # type: ignore[arg-type]
    view.attendance.value = "Anna\nBruno\nAnna\nDario"
    view.seed.value = "7"
    view.draw()
    assert view.failed and view.state.tables("2026-12-01") == []
    view.attendance.value = "Anna\nBruno\nCarla\nDario\nElio\nFabio\nGino\nUgo\nIvo"
    view.draw()
    assert not view.failed
    with Evenings.open(tmp_path / "other.sqlite3") as ev:
        ev.create_evening("x")
        expected = [t.seats for t in ev.draw_tables("x", view.attendance.value.splitlines(), seed=7)]
    assert [t.seats for t in view.state.tables("2026-12-01")] == expected
    shown = texts(view.root)
    assert "Tavoli sorteggiati col seme 7." in shown and "Nessun turno completo ancora." in shown
    assert any(s.startswith("Tavolo A: ") for s in shown)


def test_the_sample_evening_has_standings_season_exports_and_discord(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    subprocess.run([sys.executable, "-m", "companion", "evening", "import", str(SAMPLE), "--db", str(db)],
                   cwd=ROOT, check=True, capture_output=True)
    shell = StubShell(db)
    shell.session.open_evening("2026-11-22")
    view = EveningView(shell)  # type: ignore[arg-type]
    view.render()
    rows = view.state.standings("2026-11-22")
    assert rows and rows[0]["rank"] == 1
    shown = texts(view.root)
    first = rows[0]
    assert any(s.startswith(f"1. {first['player']}: {first['total']} (miglior turno {first['best']}") for s in shown)
    assert "Stagione (10 migliori serate su 18)" in shown and "Testi per Discord" in shown
    view.export()
    csv_path, json_path = tmp_path / "exports" / "2026-11-22-standings.csv", tmp_path / "exports" / "2026-11-22.json"
    assert first["player"] in csv_path.read_text()
    assert json.loads(json_path.read_text())["evening"] == "2026-11-22"
    # An export gone from the server before its download: said in words, naming the file.
    json_path.unlink()
    asyncio.run(view.download(json_path))
    assert view.failed and view.message == f"{json_path}: file non trovato"


def test_an_export_folder_that_cannot_be_made_is_named_and_nothing_is_lost(tmp_path: Path) -> None:
    """A file where the exports folder should be: the export is refused in
    words naming it, not as an OSError, and the file and database stay."""
    db = tmp_path / "db.sqlite3"
    subprocess.run([sys.executable, "-m", "companion", "evening", "import", str(SAMPLE), "--db", str(db)],
                   cwd=ROOT, check=True, capture_output=True)
    (tmp_path / "exports").write_text("not a folder")
    shell = StubShell(db)
    shell.session.open_evening("2026-11-22")
    view = EveningView(shell)  # type: ignore[arg-type]
    view.export()
    assert view.failed
    assert view.message.startswith(str(tmp_path / "exports")), view.message
    assert view.message.endswith("è un file, non una cartella: spostalo o scegli un'altra cartella"), view.message
    assert (tmp_path / "exports").read_text() == "not a folder"
    assert view.state.standings("2026-11-22")
