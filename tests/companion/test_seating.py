"""Seating rules (``scoring.seating``): their doctests, and refusals as keys."""

from __future__ import annotations

import doctest
import random

import pytest

import scoring.seating
import scoring.standings
from scoring.errors import HandError
from scoring.random_hands import random_hand
from scoring.seating import SeatError, check_hand_for_seat, rules_for_seats, seating

FOUR = ["Anna", "Bruno", "Carla", "Dario"]


@pytest.mark.parametrize("module", [scoring.seating, scoring.standings])
def test_doctests(module: object) -> None:
    failed, attempted = doctest.testmod(module, optionflags=doctest.ELLIPSIS)  # type: ignore[arg-type]
    assert attempted and not failed


def test_table_sizes() -> None:
    assert [rules_for_seats(n) for n in (3, 4, 5)] == ["mineo-3", "mineo-4", "mineo-4"]
    for n in (0, 2, 6):
        with pytest.raises(SeatError) as info:
            rules_for_seats(n)
        assert info.value.keys == ("seating.table_size",)


def test_a_hand_fits_its_seat_or_says_why() -> None:
    rng = random.Random(3)
    place = seating(FOUR, 1)
    good = random_hand(rng, players=place.players, dealer=place.dealer)
    assert check_hand_for_seat(good, place, "mineo-4").hand.dealer == "Bruno"
    cases = [
        (random_hand(rng, players=place.players, dealer="Carla"), "seating.wrong_dealer"),
        (random_hand(rng, players=["Anna", "Bruno", "Carla", "Zeno"]), "seating.wrong_players"),
    ]
    for data, key in cases:
        with pytest.raises(SeatError) as info:
            check_hand_for_seat(data, place, "mineo-4")
        assert info.value.keys == (key,)
    with pytest.raises(SeatError) as info:
        check_hand_for_seat(good, place, "mineo-3")
    assert info.value.keys == ("seating.wrong_rules",)
    five = seating(FOUR + ["Elio"], 0)
    with pytest.raises(SeatError) as info:
        check_hand_for_seat(random_hand(rng, players=FOUR[1:] + ["Elio"]), five, "mineo-4")
    assert info.value.keys == ("seating.wrong_players_watching",)
    assert info.value.problems[0].params["observer"] == "Elio"
    with pytest.raises(HandError):
        check_hand_for_seat({"rules": "mineo-4"}, place, "mineo-4")
