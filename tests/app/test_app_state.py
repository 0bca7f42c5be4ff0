"""The app's state without a browser: a table over the evenings database,
the draft's undo, the settings, the watched folder and the screenshots door."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from companion.hand_entry import DISCARD, HandDraft
from companion.screenshot_watch import newest_image
from companion.settings import Settings, load_settings, save_settings
from companion.table_session import TableSession
from scoring import DECLARERS, OPPONENTS, CardError
from shared_paths import ROOT

SAMPLE = ROOT / "samples" / "hands" / "101-solo-everything.hand.json"


def _session(tmp_path: Path, players: list[str]) -> TableSession:
    session = TableSession(tmp_path / "db.sqlite3")
    session.open_evening("2026-11-22", create=True)
    session.create_table("A", players)
    return session


def _solo(draft: HandDraft) -> HandDraft:
    """Complete a seated draft as a small solo hand."""
    draft.change(declarer=draft.players[1], contract="solo", last_trick=DECLARERS)
    draft.add_typed("KO, KC, T20, T19")
    return draft


def test_a_table_seats_each_hand_and_saves_edits_and_deletes(tmp_path: Path) -> None:
    session = _session(tmp_path, ["Anna", "Bruno", "Carla", "Dario"])
    draft = session.new_draft()
    assert draft.players == ["Anna", "Bruno", "Carla", "Dario"] and draft.dealer == "Anna"
    table = session.save(_solo(draft))
    assert len(table.hands) == 1 and table.hands[0].result is not None
    assert table.hands[0].result.hand.dealer == "Anna"          # the dealer is kept on saving
    second = session.new_draft(table)
    assert second.players == ["Bruno", "Carla", "Dario", "Anna"] and second.dealer == "Bruno"
    edited = session.draft_of(1, table)
    assert edited.placement["KO"] == DECLARERS and edited.dealer == "Anna"
    edited.change(last_trick=OPPONENTS)
    table = session.save(edited, number=1)
    assert table.hands[0].result is not None and table.hands[0].result.hand.last_trick == OPPONENTS
    assert session.undo().action == "edit"
    assert session.table().hands[0].result.hand.last_trick == DECLARERS  # type: ignore[union-attr]
    assert len(session.delete(1).hands) == 0


def test_a_table_of_five_has_a_rotating_observer(tmp_path: Path) -> None:
    session = _session(tmp_path, ["Anna", "Bruno", "Carla", "Dario", "Elio"])
    table = session.table()
    place = TableSession.seating_of(table)
    assert place.observer == "Elio" and "Elio" not in session.new_draft(table).players
    table = session.save(_solo(session.new_draft(table)))
    assert TableSession.seating_of(table).observer == "Anna"


def test_the_chart_and_the_discord_text_come_from_the_saved_hands(tmp_path: Path) -> None:
    session = _session(tmp_path, ["Anna", "Bruno", "Carla", "Dario"])
    table = session.save(_solo(session.new_draft()))
    series = {s.player: s.points for s in TableSession.chart(table)}
    assert series["Bruno"] == (0, table.hands[0].payout["Bruno"])
    assert TableSession.discord(table).startswith("Tavolo A, Turno 1, in corso")


def test_a_refused_hand_changes_nothing(tmp_path: Path) -> None:
    from companion.errors import UserError

    session = _session(tmp_path, ["Anna", "Bruno", "Carla", "Dario"])
    draft = HandDraft.from_dict(json.loads(SAMPLE.read_text()))
    draft.change(dealer="Bruno")                                 # hand 1 is dealt by Anna
    with pytest.raises(UserError):
        session.save(draft)
    assert session.table().hands == ()


def test_every_change_of_the_draft_can_be_undone() -> None:
    d = HandDraft(players=["Anna", "Bruno", "Carla", "Dario"])
    before = d.to_hand_dict()
    d.change(declarer="Bruno")
    d.put("KO")
    d.place_many(["T20", "T19"], OPPONENTS)
    d.add_penalty("Carla", "renonce")
    d.change(active=DISCARD)
    d.put("5S")
    d.clear_cards()
    assert d.placement == {}
    while d.undo():
        pass
    assert d.to_hand_dict() == before and not d.can_undo


def test_typed_cards_go_to_the_active_pile_or_change_nothing() -> None:
    d = HandDraft()
    d.change(active=OPPONENTS)
    assert d.add_typed("re di coppe; fujutu\nKS") == ["KC", "FUG", "KS"]
    assert {d.placement[c] for c in ("KC", "FUG", "KS")} == {OPPONENTS}
    with pytest.raises(CardError):
        d.add_typed("KO, re di niente")
    assert "KO" not in d.placement


def test_pigliate_are_offered_only_in_the_pile_that_holds_the_card() -> None:
    d = HandDraft()
    d.put("T19")                                              # declarers
    offered = dict(d.pigliata_choices())
    assert offered["T19"] == DECLARERS and offered["T18"] == OPPONENTS
    assert "T20" not in offered and "KO" not in offered


def test_penalties_take_the_regulation_points() -> None:
    d = HandDraft(players=["Anna", "Bruno", "Carla", "Dario"])
    d.add_penalty("Carla", "forbidden-signal")
    d.add_penalty("Dario", "other", 3)
    assert [p["points"] for p in d.penalties] == [2, 3]
    d.remove_penalty(0)
    assert [p["player"] for p in d.penalties] == ["Dario"]


def test_settings_remember_and_survive_a_bad_file(tmp_path: Path) -> None:
    path = tmp_path / "app-settings.json"
    assert load_settings(path) == Settings()
    save_settings(path, Settings(lang="en", evening="e", table="A"))
    assert load_settings(path).lang == "en" and load_settings(path).table == "A"
    path.write_text("{not json")
    assert load_settings(path) == Settings()
    path.write_text('{"lang": "xx", "evening": 3}')
    assert load_settings(path).lang == "it" and load_settings(path).evening is None


def test_the_newest_image_of_the_watched_folder(tmp_path: Path) -> None:
    assert newest_image(tmp_path / "missing") is None
    (tmp_path / "notes.txt").write_text("x")
    old = tmp_path / "a.png"
    old.write_bytes(b"")
    os.utime(old, (time.time() - 60, time.time() - 60))
    new = tmp_path / "b.jpg"
    new.write_bytes(b"")
    assert newest_image(tmp_path) == new
    assert newest_image(tmp_path, newer_than=new.stat().st_mtime) is None


def test_screenshots_are_read_corrected_and_added_up(tmp_path: Path) -> None:
    pytest.importorskip("cv2")
    from companion.screenshots import SideShots, read_screenshot

    deck = ROOT / "samples" / "deck"
    shots = ROOT / "samples" / "screenshots"
    first = read_screenshot(shots / "rows-1920x1080.jpg", deck, expected=24)
    assert len(first.codes()) == 25 and first.width == 1920
    assert first.count_check() is not None and first.count_check().key == "app.shot.count_mismatch"  # type: ignore[union-attr]
    index = first.codes().index("QC")
    first.correct(index, "T20")
    assert "T20" in first.codes() and "QC" not in first.codes() and first.found[index].corrected
    second = read_screenshot(shots / "hand-area-1600x900.jpg", deck)
    side = SideShots(readings=[first, second])
    assert set(side.codes()) == set(first.codes()) | set(second.codes())
    assert side.twice() == sorted(set(first.codes()) & set(second.codes()))
    bad = tmp_path / "bad.png"
    bad.write_bytes(b"not an image")
    reading = read_screenshot(bad, deck)
    assert reading.codes() == [] and reading.messages("en") and reading.messages("it")
