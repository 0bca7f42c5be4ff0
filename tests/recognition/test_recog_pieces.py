"""A piece of a card is listed, never read as the card it looks like.

On a pale textured table that hides a card's paper, a card can fall apart
into pieces of its art; a piece shaped like a small card was read as some
card (seed 20261302 of the benchmark: 7 wrong cards on one alt grid, 4 on
one photo-dev row scene).  Cards on one screenshot come in one height, or
two at most twice apart: a region far shorter than the tallest is a piece."""

from __future__ import annotations

import numpy as np

from recognition.identify import Match, Status, assign
from recognition.regions import Region


def _match(height: int, x: int, code: str, score: float) -> Match:
    crop = np.zeros((height, height // 2, 3), np.uint8)
    region = Region(crop, 1.0, (x, 100, height // 2, height))
    return Match(region, [code, "KO", "T3"], [score, score - 0.3, score - 0.35], [False] * 3)


def test_a_region_far_shorter_than_the_cards_is_a_piece_listed_not_read() -> None:
    cards = [_match(200, 100 * i, code, 0.8) for i, code in enumerate(["5B", "6C", "T7", "QS", "9O"])]
    piece = _match(60, 700, "T15", 0.9)        # looks like T15 more than any card looks like itself
    assign(cards + [piece])
    assert all(m.status is Status.CARD for m in cards)
    assert piece.status is Status.UNSURE and piece.piece and piece.code is None
    assert piece.candidates[0] == "T15" and len(piece.candidates) <= 5


def test_cards_of_two_heights_are_both_read() -> None:
    """The hand area's cards can be twice the table's: both are cards."""
    table = [_match(100, 100 * i, code, 0.8) for i, code in enumerate(["5B", "6C", "T7"])]
    hand = [_match(200, 400 + 100 * i, code, 0.8) for i, code in enumerate(["QS", "9O", "T1"])]
    assign(table + hand)
    assert all(m.status is Status.CARD for m in table + hand)
