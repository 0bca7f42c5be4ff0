"""Touching rows laid out by hand (``hand_laid``), not by the scene
generator: each card covering about two thirds of the one before, rows with
no table between them, spread either way, of different card heights, the
whole layout turned ±3°, on tables of other colours, with photo-dev (a
photographed pack without index), the drawn alt pack and the project's own.

Every case holds issue 7's promises: no wrong card, no card lost without a
word (each is read or among an unsure region's candidates), and the recall
the issue asks of rows (0.95, or 0.90 on a pack without index)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hand_laid import (FELT_BLUE, FELT_GREEN, THREE, WOOD_LIGHT, WOOD_PALE, Row, Table, assert_read_or_flagged, deck_of,
                       lay_out, scatter)
from recognition.recognize import recognize_array
from shared_paths import ROOT, SHARED

PHOTO_DEV = SHARED / "packs" / "photo-dev"
SAMPLE_DECK = ROOT / "samples" / "deck"
ALT_DECK = ROOT / "samples" / "deck-alt"

#: name: (pack, whether it has a printed index, the layout's arguments)
CASES: dict[str, tuple[Path, bool, dict[str, Any]]] = {
    "spread right to left": (PHOTO_DEV, False, dict(
        rows=(Row(15, 220, 0.35, 200, "left"), Row(14, 220, 0.36, 230, "left"), Row(12, 220, 0.4, 180, "left")),
        gap=0, top=150)),
    "two card heights": (PHOTO_DEV, False, dict(rows=(Row(14, 300, 0.34, 120), Row(16, 190, 0.36, 140)),
                                                gap=0, top=150)),
    "turned +3 on green felt": (PHOTO_DEV, False, dict(rows=THREE, gap=0, turn=3.0, table=FELT_GREEN, top=170)),
    "turned -3 on light wood": (PHOTO_DEV, False, dict(rows=THREE, gap=0, turn=-3.0, table=WOOD_LIGHT, top=170)),
    "four small rows": (PHOTO_DEV, False, dict(
        rows=(Row(16, 110, 0.34, 300), Row(16, 110, 0.34, 280), Row(14, 110, 0.4, 300), Row(14, 110, 0.34, 290)),
        gap=0, top=250)),
    "alt pack on green felt": (ALT_DECK, True, dict(rows=THREE, gap=0, table=FELT_GREEN)),
    "alt pack turned -2, right to left": (ALT_DECK, True, dict(
        rows=(Row(14, 200, 0.36, 300, "left"), Row(15, 260, 0.34, 260, "left")), gap=0, turn=-2.0, seed=11)),
    "own pack on light wood": (SAMPLE_DECK, True, dict(rows=THREE, gap=0, table=WOOD_LIGHT)),
    "own pack on blue felt, turned +2": (SAMPLE_DECK, True, dict(rows=THREE, gap=0, turn=2.0, table=FELT_BLUE,
                                                                   seed=3)),
}

@pytest.mark.parametrize("name", list(CASES))
def test_touching_rows_are_read_or_flagged(name: str) -> None:
    pack, index, layout = CASES[name]
    if not pack.is_dir():
        pytest.skip(f"{pack} is not there")
    rgb, truth = lay_out(pack, **layout)
    assert_read_or_flagged(recognize_array(rgb, deck_of(pack)), truth, index)



@pytest.mark.parametrize("seed", [3, 7])
def test_cards_of_three_heights_strewn_are_each_read(seed: int) -> None:
    """No grid and no rows: cards 150, 200 and 260 px tall strewn over a
    green felt.  A smaller card (or two side by side) between two taller
    ones was joined to them as a row's parts: a card claimed wrongly
    (seed 7) and cards lost without a word (seeds 3 and 7).  Every card
    is read."""
    if not PHOTO_DEV.is_dir():
        pytest.skip(f"{PHOTO_DEV} is not there")
    rgb, truth = scatter(PHOTO_DEV, (150, 200, 260), seed=seed, table=FELT_GREEN)
    found = recognize_array(rgb, deck_of(PHOTO_DEV))
    assert sorted(card["code"] for card in found["cards"]) == sorted(truth)
    assert not found["unsure"] and not found["problems"]


def test_a_zoomed_out_table_above_a_large_hand_is_read() -> None:
    """Two rows of the table's cards at 90 px above a hand row at 260 px,
    as a player zoomed out on Tabletopia sees them: the table's cards are
    more than 2.2 times shorter than the hand's, and every one of them was
    listed as unsure, a piece of a card (25 cards, 10 read: the hand)."""
    if not PHOTO_DEV.is_dir():
        pytest.skip(f"{PHOTO_DEV} is not there")
    rows = (Row(8, 90, 0.45, 300), Row(7, 90, 0.5, 420, "left"), Row(10, 260, 0.38, 250))
    rgb, truth = lay_out(PHOTO_DEV, rows, gap=40, top=120, table=WOOD_PALE, turn=1.0, seed=1)
    found = recognize_array(rgb, deck_of(PHOTO_DEV))
    assert_read_or_flagged(found, truth, index=False)
    assert len(found["cards"]) == len(truth)


def test_a_poor_likeness_whose_index_says_another_card_is_unsure() -> None:
    """Three rows of four 130 px cards of our pack touching in steps on
    light wood, the middle one spread right to left: its last card, a 5
    of Oro turned round, shows 28 px, its pips slivers at the covered
    edge.  The 8's strip fitted it 0.49 against the 5's 0.42, a poor
    likeness, which the close look at near twins leaves alone, and the 8
    was claimed; the part's index says 5.  It is now unsure between them."""
    rows = tuple(Row(4, 130, 0.41, x, on) for x, on in zip((700, 740, 770), ("right", "left", "right")))
    rgb, truth = lay_out(SAMPLE_DECK, rows, gap=0, top=270, table=WOOD_LIGHT, card_turn=0.3, seed=1)
    found = recognize_array(rgb, deck_of(SAMPLE_DECK))
    read = {card["code"] for card in found["cards"]}
    assert read <= truth and len(read) >= len(truth) - 1
    assert [unsure["candidates"][:2] for unsure in found["unsure"] if "5O" in unsure["candidates"]] == [["8O", "5O"]]


def test_a_block_of_rows_in_steps_alone_on_the_table_is_read() -> None:
    """Three rows of four 143 px photographed cards touching, each set
    off sideways from the one above, alone on a grey table: the smallest
    rectangle around the block lies a few degrees askew, and straightened
    by it the rows fitted no cut (10 of 12 read before)."""
    if not PHOTO_DEV.is_dir():
        pytest.skip(f"{PHOTO_DEV} is not there")
    rows = tuple(Row(4, 143, 0.41, x) for x in (1166, 1122, 1112))
    rgb, truth = lay_out(PHOTO_DEV, rows, gap=0, top=270, table=Table((128, 128, 128), grain=8.0, light=(1.0, 1.0)),
                         card_turn=0.3, seed=1)
    found = recognize_array(rgb, deck_of(PHOTO_DEV))
    assert sorted(card["code"] for card in found["cards"]) == sorted(truth)
