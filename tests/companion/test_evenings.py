"""The evening service: hands added, edited, deleted and undone, with the
counters always equal to the sum over the saved hands."""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.errors import UserError
from companion.evenings import Evenings
from companion.store import Store
from scoring.seating import check_hand_for_seat, seating
from scoring import hand_from_dict, score
from scoring.random_hands import random_hand
from scoring.vocabulary import Side

FOUR = ["Anna", "Bruno", "Carla", "Dario"]


@pytest.fixture()
def ev(tmp_path: Path) -> Evenings:
    e = Evenings(Store(tmp_path / "t.sqlite3"))
    e.create_evening("S1")
    e.create_table("S1", "A", FOUR)
    return e


def next_hand(e: Evenings, rng: random.Random, label: str = "A") -> dict[str, Any]:
    place = e.table("S1", label).next_seating()
    return random_hand(rng, players=place.players, dealer=place.dealer)


def snapshot(e: Evenings) -> list[Any]:
    return [[(r.id, r.result.to_json() if r.result else None) for r in t.hands] for t in e.tables("S1")]


def test_add_hand_updates_counters(ev: Evenings) -> None:
    rng = random.Random(1)
    data = next_hand(ev, rng)
    state = ev.add_hand("S1", "A", data)
    expected = score(hand_from_dict(data))
    assert state.turns[0].giochi == {p: expected.payout[p] for p in FOUR}
    assert state.turns[0].jochi == {p: expected.jochi_made[p] for p in FOUR}


def test_refused_hand_changes_nothing(ev: Evenings) -> None:
    rng = random.Random(2)
    ev.add_hand("S1", "A", next_hand(ev, rng))
    before = snapshot(ev)
    bad = next_hand(ev, rng)
    bad["piles"][Side.DECLARERS] = bad["piles"][Side.DECLARERS][1:]
    with pytest.raises(UserError) as info:
        ev.add_hand("S1", "A", bad)
    assert info.value.keys == ("hand.missing_cards",)
    wrong_players = random_hand(rng, players=["Anna", "Bruno", "Carla", "Zeno"], dealer="Bruno")
    with pytest.raises(UserError) as info:
        ev.add_hand("S1", "A", wrong_players)
    assert info.value.keys == ("seating.wrong_players",)
    assert info.value.problems[0].params["players"] == "Bruno, Carla, Dario, Anna"
    wrong_dealer = random_hand(rng, players=FOUR, dealer="Dario")
    with pytest.raises(UserError) as info:
        ev.add_hand("S1", "A", wrong_dealer)
    assert info.value.keys == ("seating.wrong_dealer",) and info.value.problems[0].params["dealer"] == "Bruno"
    assert snapshot(ev) == before
    assert not ev.can_add_hand("S1", "A", wrong_dealer)


def test_edit_delete_and_undo(ev: Evenings) -> None:
    rng = random.Random(3)
    for _ in range(3):
        ev.add_hand("S1", "A", next_hand(ev, rng))
    three = snapshot(ev)
    place = seating(FOUR, 1)
    ev.edit_hand("S1", "A", 2, random_hand(rng, players=place.players, dealer=place.dealer))
    assert snapshot(ev) != three
    assert ev.undo("S1") == "edit"
    assert snapshot(ev) == three
    # Deleting hand 2 would move hand 3 (dealt by Carla) to Bruno's deal: refused, nothing changes.
    assert not ev.can_delete_hand("S1", "A", 2)
    with pytest.raises(UserError) as info:
        ev.delete_hand("S1", "A", 2)
    (problem,) = info.value.problems
    assert problem.key == "evening.cannot_delete" and (problem.params["moved"], problem.params["place"]) == (3, 2)
    assert problem.params["problem"].key == "seating.wrong_dealer"
    assert snapshot(ev) == three
    ev.delete_hand("S1", "A", 3)
    assert len(ev.table("S1", "A").hands) == 2
    assert ev.undo("S1") == "delete"
    assert snapshot(ev) == three
    assert ev.undo("S1") == "add"
    assert len(ev.table("S1", "A").hands) == 2
    with pytest.raises(UserError) as info:
        ev.delete_hand("S1", "A", 7)
    assert info.value.keys == ("evening.no_such_hand",)
    # The log is append-only: every change is still there, the undone ones marked.
    log = ev.history("S1")
    assert [c.action for c in log] == ["add", "add", "add", "edit", "delete"]
    assert [c.undone is not None for c in log] == [False, False, True, True, True]


def test_delete_in_the_middle_moves_later_hands_up(ev: Evenings) -> None:
    """Hands whose files name no dealer fit any deal at a table of 4, so a
    middle hand can go and the later ones are recomputed in their new places."""
    rng = random.Random(5)
    hands = []
    for _ in range(5):
        data = next_hand(ev, rng)
        del data["dealer"]
        hands.append(data)
        ev.add_hand("S1", "A", data)
    ev.delete_hand("S1", "A", 2)
    state = ev.table("S1", "A")
    assert [len(t.hands) for t in state.turns] == [4]
    expected = [score(hand_from_dict(h)).payout for h in hands[:1] + hands[2:]]
    assert state.turns[0].giochi == {p: sum(e[p] for e in expected) for p in FOUR}
    assert [r.seating.dealer for r in state.hands] == FOUR


def test_counters_of_a_turn(ev: Evenings) -> None:
    rng = random.Random(6)
    with pytest.raises(UserError) as info:
        ev.counters("S1", "A")
    assert info.value.keys == ("evening.no_hands_yet",)
    for _ in range(5):
        ev.add_hand("S1", "A", next_hand(ev, rng))
    assert ev.counters("S1", "A").number == 2 and ev.counters("S1", "A", turn=1).complete
    with pytest.raises(UserError) as info:
        ev.counters("S1", "A", turn=3)
    assert info.value.keys == ("evening.no_such_turn",) and info.value.problems[0].params["count"] == 2


def test_undo_with_nothing_to_undo(tmp_path: Path) -> None:
    e = Evenings(Store(tmp_path / "u.sqlite3"))
    e.create_evening("S")
    assert not e.can_undo("S")
    with pytest.raises(UserError) as info:
        e.undo("S")
    assert info.value.keys == ("evening.nothing_to_undo",)


@pytest.mark.parametrize(("call", "key"), [
    (lambda ev: ev.create_evening("S1"), "evening.exists"),
    (lambda ev: ev.create_evening("  "), "evening.name_empty"),
    (lambda ev: ev.create_table("S1", "B", ["Anna", "Elio", "Fabio"]), "evening.seated_elsewhere"),
    (lambda ev: ev.create_table("S1", "B", ["Elio", "Fabio"]), "seating.table_size"),
    (lambda ev: ev.create_table("S1", "B", ["Elio", "Fabio", "Elio"]), "evening.seated_twice"),
    (lambda ev: ev.create_table("S1", " ", ["Elio", "Fabio", "Gino"]), "evening.table_name_empty"),
    (lambda ev: ev.create_table("S1", "B", ["Elio", "", "Gino"]), "evening.player_name_empty"),
    (lambda ev: ev.create_table("S1", "A", ["Elio", "Fabio", "Gino"]), "evening.table_exists"),
    (lambda ev: ev.table("S9", "A"), "evening.not_found"),
    (lambda ev: ev.table("S1", "Q"), "evening.table_not_found"),
    (lambda ev: ev.add_hand("S1", "A", [1]), "evening.hand_not_object"),
    (lambda ev: ev.draw_tables("S1", ["A", "B"], seed=1), "standings.attendance"),
    (lambda ev: ev.draw_tables("S1", ["A", "B", "C", "A"], seed=1), "standings.listed_twice"),
    (lambda ev: ev.draw_tables("S1", ["A", "B", "C", " "], seed=1), "evening.player_name_empty"),
    (lambda ev: ev.season(["S1"] * 19), "standings.season_too_long"),
])
def test_tables_and_evenings_refusals(ev: Evenings, call: Any, key: str) -> None:
    """Every refusal of the service is a ``UserError`` naming its key."""
    with pytest.raises(UserError) as info:
        call(ev)
    assert info.value.keys == (key,)


def test_not_found_names_what_there_is(ev: Evenings, tmp_path: Path) -> None:
    with pytest.raises(UserError) as info:
        ev.table("S9", "A")
    assert info.value.problems[0].params == {"name": "S9", "known": "S1"}
    empty = Evenings(Store(tmp_path / "empty.sqlite3"))
    with pytest.raises(UserError) as info:
        empty.table("S9", "A")
    assert info.value.keys == ("evening.not_found_none",)


ops = st.lists(st.tuples(st.sampled_from(["add", "add", "add", "thrown", "edit", "delete", "undo"]),
                         st.integers(0, 30), st.integers(0, 10_000)), max_size=25)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ops=ops, size=st.sampled_from([3, 4, 5]))
def test_counters_always_equal_the_sum_over_saved_hands(tmp_path: Path, ops: list[tuple[str, int, int]],
                                                        size: int) -> None:
    path = Path(tempfile.mkdtemp(dir=tmp_path)) / "p.sqlite3"  # hypothesis seeds `random`; not unique
    e = Evenings(Store(path))
    e.create_evening("S1")
    seats = (FOUR + ["Elio"])[:size]
    e.create_table("S1", "A", seats)
    history: list[list[Any]] = []   # snapshots before each successful change, for undo
    for op, pick, seed in ops:
        rng = random.Random(seed)
        state = e.table("S1", "A")
        before = snapshot(e)
        try:
            if op == "add":
                e.add_hand("S1", "A", next_hand(e, rng))
            elif op == "thrown":
                e.add_hand("S1", "A", None)
            elif op == "edit" and state.hands:
                n = pick % len(state.hands) + 1
                place = seating(seats, n - 1)
                e.edit_hand("S1", "A", n, random_hand(rng, players=place.players, dealer=place.dealer))
            elif op == "delete" and state.hands:
                e.delete_hand("S1", "A", pick % len(state.hands) + 1)
            elif op == "undo" and history:
                e.undo("S1")
                assert snapshot(e) == history.pop()
                continue
            else:
                continue
        except UserError:
            # A delete that would move a later hand to a deal it does not fit
            # is refused. Nothing may have changed.
            assert snapshot(e) == before
            continue
        history.append(before)
    # The counters equal the sum over the saved hands, recomputed from scratch.
    state = e.table("S1", "A")
    saved = e.store.hands(e.store.table_id(e.store.evening_id("S1"), "A"))
    assert [r.id for r in state.hands] == [s.id for s in saved]
    for i, s in enumerate(saved):   # every saved hand still fits its seat
        if s.data is not None:
            check_hand_for_seat(s.data, seating(seats, i), state.rules)
    per_turn = len(seats)
    for turn in state.turns:
        chunk = saved[(turn.number - 1) * per_turn: turn.number * per_turn]
        for p in seats:
            expected_g = sum(score(hand_from_dict(s.data)).payout.get(p, 0) for s in chunk if s.data)
            expected_j = sum(score(hand_from_dict(s.data)).jochi_made.get(p, 0) for s in chunk if s.data)
            assert turn.giochi[p] == expected_g and turn.jochi[p] == expected_j
    e.store.close()


def test_draw_tables_for_ten_makes_two_rotating_tables(tmp_path: Path) -> None:
    e = Evenings(Store(tmp_path / "d.sqlite3"))
    e.create_evening("S")
    names = [f"P{i}" for i in range(10)]
    tables = e.draw_tables("S", names, seed=5)
    assert [len(t.seats) for t in tables] == [5, 5] and [t.label for t in tables] == ["A", "B"]
    assert tables[0].next_seating().observer is not None
    with pytest.raises(UserError) as info:
        e.draw_tables("S", names, seed=5)
    assert info.value.keys == ("evening.has_tables",)


def test_hand_files_with_json_round_trip(ev: Evenings) -> None:
    rng = random.Random(9)
    data = json.loads(json.dumps(next_hand(ev, rng)))
    ev.add_hand("S1", "A", data)
    assert ev.table("S1", "A").hands[0].result is not None
