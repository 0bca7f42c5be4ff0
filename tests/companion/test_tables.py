"""Seating, dealers, the rotating observer and derived counters."""

from __future__ import annotations

import random
from collections import Counter

from companion.tables import SavedHand, derive
from scoring.seating import seating
from scoring.random_hands import random_hand

FOUR = ["Anna", "Bruno", "Carla", "Dario"]
FIVE = FOUR + ["Elio"]


def test_dealer_rotates_counter_clockwise_from_the_first_seat() -> None:
    assert [seating(FOUR, i).dealer for i in range(5)] == ["Anna", "Bruno", "Carla", "Dario", "Anna"]
    assert seating(FOUR, 1).players == ("Bruno", "Carla", "Dario", "Anna")
    assert [seating(FOUR, i).turn for i in range(9)] == [1, 1, 1, 1, 2, 2, 2, 2, 3]
    assert [seating(FOUR[:3], i).turn for i in range(4)] == [1, 1, 1, 2]


def test_five_at_a_table_of_four_everybody_plays_four_of_five() -> None:
    places = [seating(FIVE, i) for i in range(5)]
    assert sorted(p.observer for p in places if p.observer) == sorted(FIVE)
    played = Counter(player for p in places for player in p.players)
    assert set(played.values()) == {4}
    assert all(p.observer not in p.players and len(p.players) == 4 for p in places)
    assert {p.turn for p in places} == {1} and seating(FIVE, 5).turn == 2


def _saved(seats: list[str], n: int, seed: int = 1) -> list[SavedHand]:
    rng = random.Random(seed)
    hands = []
    for i in range(n):
        place = seating(seats, i)
        data = None if rng.random() < 0.15 else random_hand(rng, players=place.players, dealer=place.dealer)
        hands.append(SavedHand(i + 1, data))
    return hands


def test_counters_are_the_sum_over_the_turn_and_reset_each_turn() -> None:
    state = derive("A", FIVE, _saved(FIVE, 12))
    assert [len(t.hands) for t in state.turns] == [5, 5, 2]
    for turn in state.turns:
        for p in FIVE:
            assert turn.giochi[p] == sum(r.payout[p] for r in turn.hands)
            assert turn.jochi[p] == sum(r.jochi_made[p] for r in turn.hands)
        for r in turn.hands:
            if r.seating.observer:
                assert r.payout[r.seating.observer] == 0 == r.jochi_made[r.seating.observer]
    assert [t.complete for t in state.turns] == [True, True, False]
    assert state.turns[0].placings and not state.turns[2].placings


def test_thrown_in_hand_counts_as_a_hand_with_no_payout() -> None:
    state = derive("A", FOUR, [SavedHand(1, None)])
    assert state.hands[0].thrown_in and set(state.hands[0].payout.values()) == {0}
    assert state.next_seating().dealer == "Bruno"


class _FakeResult:
    """Stands in for a scored hand: only what ``derive`` reads."""

    def __init__(self, data: dict) -> None:
        self.payout = data["payout"]
        self.jochi_made = data["jochi"]


def test_regulations_worked_example_through_a_table(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A turn ending +10, +5, +5, −20 earns 4, 3, 3, 1 (RULES §6), whatever
    hands got there: here four hands with made-up pay-outs."""
    import companion.tables as tables

    monkeypatch.setattr(tables, "hand_from_dict", lambda d: d)
    monkeypatch.setattr(tables, "score", _FakeResult)
    A, B, C, D = FOUR
    hands = [
        {"payout": {A: 6, B: -2, C: -2, D: -2}, "jochi": {A: 3, B: 1, C: 1, D: 1}},
        {"payout": {A: 1, B: 1, C: 1, D: -3}, "jochi": {A: 1, B: 1, C: 1, D: 0}},
        None,                                            # thrown in
        {"payout": {A: 3, B: 6, C: 6, D: -15}, "jochi": {A: 0, B: 2, C: 2, D: 0}},
    ]
    state = derive("A", FOUR, [SavedHand(i + 1, h) for i, h in enumerate(hands)])
    (turn,) = state.turns
    assert turn.complete and dict(turn.giochi) == {A: 10, B: 5, C: 5, D: -20}
    assert {p.player: (p.place, p.points) for p in turn.placings} == {A: (1, 4), B: (2, 3), C: (2, 3), D: (4, 1)}
