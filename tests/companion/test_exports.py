"""Discord message, CSV exports, JSON evening export/import."""

from __future__ import annotations

import csv
import io
import json
import random
from pathlib import Path

import pytest

from companion.errors import UserError
from companion.evenings import Evenings
from companion.exports import (discord_message, export_evening, hands_csv, import_evening, standings_csv,
                               turns_csv)
from companion.store import Store
from scoring.random_hands import random_hand
from scoring.vocabulary import Side

FOUR = ["Anna", "Bruno", "Carla", "Dario"]
FIVE = ["Elio", "Fabio", "Gino", "Ugo", "Ivo"]


@pytest.fixture()
def played(tmp_path: Path) -> Evenings:
    """Two tables, two complete turns each; table B has five with rotation."""
    e = Evenings(Store(tmp_path / "x.sqlite3"))
    e.create_evening("S1")
    e.create_table("S1", "A", FOUR)
    e.create_table("S1", "B", FIVE)
    rng = random.Random(4)
    for label, n in (("A", 8), ("B", 10)):
        for i in range(n):
            if label == "A" and i == 2:
                e.add_hand("S1", label, None)
                continue
            place = e.table("S1", label).next_seating()
            e.add_hand("S1", label, random_hand(rng, players=place.players, dealer=place.dealer))
    return e


def test_discord_message(played: Evenings) -> None:
    table = played.table("S1", "A")
    text = discord_message(table, 1)
    lines = text.splitlines()
    assert lines[0] == "Tavolo A, Turno 1, finale"
    assert len(lines) == 5
    turn = table.turns[0]
    for p in FOUR:
        g = turn.giochi[p]
        assert any(f"{p}: Giochi Vinti/Persi {'+' if g > 0 else ''}{g}, Somma totale Jochi {turn.jochi[p]}" in line
                   for line in lines)
    assert lines[1].startswith("1. ")
    assert discord_message(table, 2, lang="en").startswith("Table A, Turn 2, final")


def test_discord_message_of_a_turn_in_progress(played: Evenings) -> None:
    played.add_hand("S1", "A", None)
    assert discord_message(played.table("S1", "A")).startswith("Tavolo A, Turno 3, in corso, mano 1 di 4")


def test_csv_exports(played: Evenings) -> None:
    hands = list(csv.DictReader(io.StringIO(hands_csv(played, "S1"))))
    assert len(hands) == 8 * 4 + 10 * 5
    assert sum(1 for r in hands if r["role"] == "observer") == 10
    assert {r["thrown_in"] for r in hands if r["table"] == "A" and r["hand"] == "3"} == {"1"}
    turns = list(csv.DictReader(io.StringIO(turns_csv(played, "S1"))))
    assert len(turns) == 2 * 4 + 2 * 5 and all(r["complete"] == "1" for r in turns)
    standings = list(csv.DictReader(io.StringIO(standings_csv(played, "S1"))))
    assert sorted(r["player"] for r in standings) == sorted(FOUR + FIVE)
    assert all(int(r["total"]) == int(r["best"]) + int(r["bonus"]) for r in standings)


def test_evening_json_round_trips_exactly(played: Evenings, tmp_path: Path) -> None:
    exported = export_evening(played, "S1")
    other = Evenings(Store(tmp_path / "other.sqlite3"))
    import_evening(other, json.loads(json.dumps(exported)))
    assert export_evening(other, "S1") == exported
    assert other.standings("S1").scores == played.standings("S1").scores
    import_evening(other, exported, name="S1-copy")
    assert export_evening(other, "S1-copy")["tables"] == exported["tables"]


def test_refused_import_changes_nothing(played: Evenings, tmp_path: Path) -> None:
    exported = export_evening(played, "S1")
    exported["tables"][1]["hands"][3]["piles"][Side.DECLARERS].pop()
    other = Evenings(Store(tmp_path / "o.sqlite3"))
    with pytest.raises(UserError) as info:
        import_evening(other, exported)
    (problem,) = info.value.problems
    assert problem.key == "evening.import_hand" and (problem.params["table"], problem.params["number"]) == ("B", 4)
    assert problem.params["problem"].key == "hand.missing_cards"
    assert other.evenings() == []
    with pytest.raises(UserError) as info:
        import_evening(played, export_evening(played, "S1"))
    assert info.value.keys == ("evening.exists",)
    twice = export_evening(played, "S1")
    twice["tables"][1]["seats"][0] = "Anna"
    with pytest.raises(UserError) as info:
        import_evening(other, twice)
    assert info.value.keys == ("evening.import_seated_twice",) and info.value.problems[0].params["names"] == "Anna"
    assert other.evenings() == []
    moved = export_evening(played, "S1")
    moved["tables"][1]["hands"][0], moved["tables"][1]["hands"][1] = (moved["tables"][1]["hands"][1],
                                                                      moved["tables"][1]["hands"][0])
    with pytest.raises(UserError) as info:
        import_evening(other, moved)
    assert info.value.keys == ("evening.import_table",)
    assert info.value.problems[0].params["problem"].key.startswith("seating.")
    for data, key in (({"tables": []}, "evening.import_not_evening_file"),
                      ({"format": "trunfu-evening", "version": 9}, "evening.import_version"),
                      ({"format": "trunfu-evening", "version": 1}, "evening.import_needs"),
                      ({**exported, "tables": [{"label": "A"}]}, "evening.import_table_shape"),
                      ({**exported, "tables": [{"label": "A", "seats": ["a", "b"], "hands": []}]},
                       "seating.table_size")):
        with pytest.raises(UserError) as info:
            import_evening(other, data)
        assert info.value.keys == (key,)
    assert other.evenings() == []


def test_standings_of_the_evening(played: Evenings) -> None:
    standings = played.standings("S1")
    assert len(standings.scores) == 9
    for s in standings.scores:
        assert len(s.turn_points) == 2 and s.total == max(s.turn_points) + s.bonus
