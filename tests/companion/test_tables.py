"""Seating, dealers, the rotating observer and derived counters."""

from __future__ import annotations

import random
from collections import Counter

from companion.tables import SavedHand, derive, seating
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
