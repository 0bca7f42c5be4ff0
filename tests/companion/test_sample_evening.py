"""The example evening in samples/evening imports, exports back exactly and
keeps its standings (a golden check of the whole companion stack)."""

from __future__ import annotations

import json
from pathlib import Path

from companion.evenings import Evenings
from companion.exports import discord_message, dumps, export_evening, import_evening
from companion.store import Store
from scoring.standings import evening_ranks
from shared_paths import ROOT

SAMPLE = ROOT / "samples" / "evening" / "2026-11-22.json"


def test_sample_evening_round_trips_and_keeps_its_standings(tmp_path: Path) -> None:
    text = SAMPLE.read_text(encoding="utf-8")
    e = Evenings(Store(tmp_path / "s.sqlite3"))
    assert import_evening(e, json.loads(text)) == "2026-11-22"
    assert dumps(export_evening(e, "2026-11-22")) + "\n" == text
    scores = e.standings("2026-11-22").scores
    table = [(rank, s.player, s.total) for rank, s in zip(evening_ranks(scores), scores)]
    assert table == [(1, "Gino", 5), (2, "Bruno", 4), (2, "Dario", 4), (4, "Carla", 3), (4, "Fabio", 3),
                     (4, "Ivo", 3), (4, "Ugo", 3), (8, "Anna", 2), (8, "Elio", 2)]
    assert discord_message(e.table("2026-11-22", "B"), 2).splitlines()[1:4] == [
        "1. Gino: Giochi Vinti/Persi +10, Somma totale Jochi 12 (4 punti)",
        "2. Ivo: Giochi Vinti/Persi +1, Somma totale Jochi 10 (3 punti)",
        "2. Ugo: Giochi Vinti/Persi +1, Somma totale Jochi 10 (3 punti)"]
