"""The benchmark's tally: a card read at another card's place is counted,
though its code is in the scene (codes alone would call it right)."""

from __future__ import annotations

from typing import Any

from recognition.evaluate import Tally, card_at


def _row(codes: list[str], *, x: int, step: int, width: int = 70, height: int = 120,
         left_on_top: bool = False) -> list[dict[str, Any]]:
    """Truth of a row of overlapping cards, laid left to right (each on the
    one before) or right to left (``left_on_top``)."""
    cards = [{"code": code, "box": [x + i * step, 100, width, height]} for i, code in enumerate(codes)]
    for z, card in enumerate(reversed(cards) if left_on_top else cards):
        card["z"] = z
    return cards


def test_the_card_seen_is_the_one_laid_last_there() -> None:
    # A step of half a card: the left part of B and the right part of A
    # share one box; which is seen depends on which lies on top.
    spread_right = _row(["A", "B", "C"], x=0, step=35)
    spread_left = _row(["A", "B", "C"], x=0, step=35, left_on_top=True)
    assert card_at([35, 100, 35, 120], spread_right) == "B"
    assert card_at([35, 100, 35, 120], spread_left) == "A"
    assert card_at([500, 100, 35, 120], spread_right) is None


def test_without_the_order_the_nearest_edge_tells() -> None:
    cards = [{"code": "A", "box": [0, 100, 70, 120]}, {"code": "B", "box": [30, 100, 70, 120]}]
    assert card_at([30, 100, 70, 120], cards) == "B"       # B whole, at the row's end


def test_a_card_read_at_its_neighbours_place_is_misplaced() -> None:
    truth = _row(["A", "B", "C"], x=0, step=35)
    found = {"cards": [{"code": "B", "box": [0, 100, 35, 120]}, {"code": "A", "box": [35, 100, 35, 120]},
                       {"code": "C", "box": [70, 100, 70, 120]}], "unsure": [], "problems": []}
    tally = Tally()
    tally.add(truth, found, 0.0)
    assert tally.precision == 1.0 and tally.recall == 1.0     # by codes, all three are there
    assert tally.misplaced == 2 and tally.exact == 0
    found["cards"][0]["code"], found["cards"][1]["code"] = "A", "B"
    tally = Tally()
    tally.add(truth, found, 0.0)
    assert tally.misplaced == 0 and tally.exact == 1
