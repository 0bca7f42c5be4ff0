"""Who deals, who plays and who watches each hand of a championship table
(RULES.md §6), pure Python.

A table seats 3 players (mineo-3), 4 (mineo-4), or 5: a table of 4 whose
fifth player watches one hand in turn.  The first seat deals first and the
deal moves one seat counter-clockwise each hand; with five, the seat before
the dealer sits out, so over five hands everybody watches once and plays four.

>>> place = seating(["Anna", "Bruno", "Carla", "Dario", "Elio"], 1)
>>> place.dealer, place.observer, place.players
('Bruno', 'Anna', ('Bruno', 'Carla', 'Dario', 'Elio'))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from scoring.errors import TrunfuError
from scoring.hand import hand_from_dict
from scoring.rules import MINEO_3, MINEO_4
from scoring.vocabulary import Variant
from scoring.score import HandResult, score

#: The rules played at a table of each size; 5 is a table of 4 with a
#: rotating observer.
RULES_FOR_SEATS: dict[int, Variant] = {3: MINEO_3.name, 4: MINEO_4.name, 5: MINEO_4.name}


class SeatError(TrunfuError):
    """A table that cannot be seated, or a hand that does not fit its place
    at the table (other rules, players or dealer)."""


def rules_for_seats(seats: int) -> Variant:
    """The rules played by ``seats`` players.

    >>> rules_for_seats(3).value, rules_for_seats(5).value
    ('mineo-3', 'mineo-4')
    >>> rules_for_seats(2)
    Traceback (most recent call last):
    scoring.seating.SeatError: un tavolo ha 3, 4 o 5 giocatori (5 = a 4 con un osservatore a turno), non 2
    """
    if seats not in RULES_FOR_SEATS:
        raise SeatError.of("seating.table_size", seats=seats)
    return RULES_FOR_SEATS[seats]


def hands_per_turn(seats: int) -> int:
    """Hands in a turn at a table of ``seats``: one deal per seat, so 3, 4,
    and 5 with a rotating observer (everybody plays 4).

    >>> hands_per_turn(5)
    5
    """
    return seats


def scoring_seats(seats: int) -> int:
    """The table size whose points a turn earns: a table of 5 is a table of 4
    with an observer.

    >>> scoring_seats(5), scoring_seats(3)
    (4, 3)
    """
    return 4 if seats == 5 else seats


@dataclass(frozen=True, slots=True)
class Seating:
    """Who deals, who plays and who watches a given hand of a table."""

    number: int                 # 1-based hand number at the table
    turn: int                   # 1-based turn number
    dealer: str
    players: tuple[str, ...]    # in seating order, counter-clockwise from the dealer
    observer: str | None


def seating(seats: Sequence[str], index: int) -> Seating:
    """Seating of the hand with 0-based ``index`` at a table whose players
    sit in ``seats`` order (the first deals first).

    >>> [seating(["A", "B", "C", "D"], i).dealer for i in range(5)]
    ['A', 'B', 'C', 'D', 'A']
    >>> seating(["A", "B", "C"], 3).turn
    2
    """
    n = len(seats)
    dealer_seat = index % n
    observer = seats[(dealer_seat - 1) % n] if n == 5 else None
    playing = 4 if n == 5 else n
    players = tuple(seats[(dealer_seat + i) % n] for i in range(playing))
    return Seating(number=index + 1, turn=index // hands_per_turn(n) + 1,
                   dealer=seats[dealer_seat], players=players, observer=observer)


def check_hand_for_seat(data: Mapping[str, Any], place: Seating, rules: str) -> HandResult:
    """Score a hand file meant for the hand ``place`` of a table, refusing
    (``SeatError``) one whose rules, players or dealer do not fit that place;
    a hand the rules refuse raises ``HandError`` as ``score`` does.

    >>> place = seating(["A", "B", "C"], 0)
    >>> check_hand_for_seat({"rules": "mineo-4"}, place, "mineo-3")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    scoring.errors.HandError: ...
    """
    result = score(hand_from_dict(data))
    hand = result.hand
    if hand.rules.name != rules:
        raise SeatError.of("seating.wrong_rules", number=place.number, rules=rules, file=hand.rules.name)
    if set(hand.players) != set(place.players):
        key = "seating.wrong_players_watching" if place.observer else "seating.wrong_players"
        raise SeatError.of(key, number=place.number, players=", ".join(place.players),
                           observer=place.observer or "", file=", ".join(hand.players))
    if hand.dealer is not None and hand.dealer != place.dealer:
        raise SeatError.of("seating.wrong_dealer", number=place.number, dealer=place.dealer, file=hand.dealer)
    return result


__all__ = ["RULES_FOR_SEATS", "SeatError", "Seating", "check_hand_for_seat", "hands_per_turn",
           "rules_for_seats", "scoring_seats", "seating"]
