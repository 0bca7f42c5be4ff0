"""``strips.row_edges`` on rows pasted from the pack's own faces, where what
each card shows is known to the pixel."""

from __future__ import annotations

import numpy as np
from PIL import Image

from recognition.deck import Deck
from recognition.strips import row_edges
from shared_paths import ROOT

DECK = ROOT / "samples" / "deck"
CODES = ["7C", "T5", "KB", "9O", "T12", "5S", "DC", "T18"]


def _row(height: int, shown: float, last: float) -> tuple[np.ndarray, int, int]:
    """``CODES`` laid left to right on a green table, each on the one before
    and showing ``shown`` of the one before it; the image ends ``last`` of a
    card into the last one.  Returns the image, a card's width and step."""
    deck = Deck.load(DECK)
    width = round(height * deck.aspect)
    step = round(width * shown)
    faces = [np.asarray(Image.open(DECK / f"{code}.png").convert("RGB").resize((width, height))) for code in CODES]
    row = np.full((height, step * (len(CODES) - 1) + width, 3), (30, 90, 40), np.uint8)
    for i, face in enumerate(faces):
        row[:, i * step: i * step + width] = face
    return row[:, : step * (len(CODES) - 1) + round(width * last)], width, step


def test_a_whole_row_ends_with_a_whole_card() -> None:
    row, width, step = _row(150, 0.5, 1.0)
    spans, side, _ = row_edges(row, width, Deck.load(DECK))
    assert side == "left" and len(spans) == len(CODES)
    assert all(abs(x0 - i * step) <= 3 for i, (x0, _) in enumerate(spans))


def test_a_row_cut_from_the_card_on_it_keeps_its_last_card() -> None:
    """A row split from the card lying on its end (where that card's art
    matched the table, the blob looked parted there) ends in a card partly
    covered.  Read as ending in a whole card, that last card was lost
    without a word (a Swiss-suited pack's row); with the end said to be
    open, every card is found where it begins."""
    row, width, step = _row(150, 0.5, 0.55)
    deck = Deck.load(DECK)
    closed, _, _ = row_edges(row, width, deck)
    assert len(closed) < len(CODES)
    spans, side, _ = row_edges(row, width, deck, (False, True))
    assert side == "left" and len(spans) == len(CODES)
    assert all(abs(x0 - i * step) <= 3 for i, (x0, _) in enumerate(spans))
    assert spans[-1][1] == row.shape[1]


def test_a_regular_row_s_double_step_is_two_cards(aisle_pack) -> None:  # type: ignore[no-untyped-def]
    """Bellot's French pack in the hand area, 229 px cards each showing a
    third of itself, upside down, with a photographic look (dev scene
    70503001): the edge strip of a 3 of hearts, faint in the shadow of the
    card lying on it, was missed, and the parts of the 3 and the 7 of
    spades beside it, read as one, passed for a 6 of spades (claimed
    wrongly, both true cards lost without a word).  In a row spread at a
    regular step, a gap of two steps is two cards' parts."""
    from scene_reading import read_scene
    tally, found = read_scene(aisle_pack("bellot"), 70503001, "hand", photo=True)
    read = {card["code"] for card in found["cards"]}
    assert tally.false_pos == 0 and tally.silent == 0
    assert {"T11", "7S"} <= read
