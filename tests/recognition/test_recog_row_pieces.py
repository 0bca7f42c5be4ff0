"""A row fallen apart into its cards' visible parts is joined again.

Where every card's outline is as dark as the table and blur widens it, the
table mask cuts a row of overlapping cards into its visible parts.  Red ink
fading into white paper is the colour of a light wood, so a part whose art
reaches its top or foot is cut short there too (Bellot's French pack in the
hand area on a light wood, measured: 16 of 32 cards of one hand lost
silently).  The parts are tested here as masks, as the table mask leaves
them; rows stacked and cards of a grid must stay apart."""

from __future__ import annotations

import cv2
import numpy as np

from recognition.regions import _bridge_row_pieces

ASPECT = 0.7
HEIGHT = 100


def _blobs(mask: np.ndarray) -> list[tuple[int, int, int, int]]:
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    return sorted(cv2.boundingRect(c) for c in contours)


def _bridged(mask: np.ndarray) -> np.ndarray:
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    filled = _bridge_row_pieces(mask, contours, ASPECT, 50)
    return mask if filled is None else filled


def _row(mask: np.ndarray, top: int, left: int, cut: dict[int, tuple[int, int]], parts: int = 10) -> None:
    """A row of ``parts`` visible parts 20 px wide, 3 px apart, ending in a
    whole card; ``cut`` gives a part's rows kept (from, to) where its art
    took the rest for table."""
    for i in range(parts):
        x = left + 23 * i
        y0, y1 = cut.get(i, (0, HEIGHT))
        mask[top + y0: top + y1, x: x + 20] = 255
    x = left + 23 * parts
    mask[top: top + HEIGHT, x: x + round(HEIGHT * ASPECT)] = 255


def test_parts_cut_at_their_top_or_foot_join_their_row() -> None:
    mask = np.zeros((400, 600), np.uint8)
    # Part 3 cut at its top, 4 at both ends, 5 at its foot (4 and 5 share
    # no top nor height), 6 in two pieces, 7 as short as half a card.
    _row(mask, 100, 50, {3: (25, 100), 4: (20, 75), 5: (0, 37), 6: (0, 40), 7: (30, 80)})
    mask[100 + 45: 100 + 100, 50 + 23 * 6: 50 + 23 * 6 + 20] = 255
    assert len(_blobs(mask)) > 2
    blobs = _blobs(_bridged(mask))
    assert len(blobs) == 1 and blobs[0][0] == 50 and blobs[0][2] >= 23 * 10 + 70


def test_parts_touching_across_a_corner_join_their_row() -> None:
    """A part cut diagonally can reach past its neighbour's left side at
    one corner without touching it: two blobs whose boxes overlap, with no
    gap between them to fill."""
    mask = np.zeros((400, 600), np.uint8)
    _row(mask, 100, 50, {5: (35, 100)})
    x4, x5 = 50 + 23 * 4, 50 + 23 * 5
    mask[100: 130, x4 + 20: x5 + 3] = 255          # part 4's art, at its top, past part 5's side
    assert len(_blobs(mask)) > 2
    blobs = _blobs(_bridged(mask))
    assert len(blobs) == 1


def test_rows_stacked_stay_two_rows() -> None:
    """Two rows one above the other, their parts side by side across the
    rows (and cut short where they meet), are not joined into one."""
    mask = np.zeros((500, 700), np.uint8)
    _row(mask, 100, 50, {4: (0, 60), 6: (40, 100)})
    _row(mask, 204, 61, {4: (45, 100), 5: (0, 50)})
    blobs = _blobs(_bridged(mask))
    assert len(blobs) == 2
    assert blobs[0][1] == 100 and blobs[0][3] == HEIGHT and blobs[1][1] == 204


def test_cards_of_a_grid_stay_apart() -> None:
    """Whole cards 6 px apart, the last with a strip lost against the table
    (a narrow part beside a whole card, joined to nothing else)."""
    mask = np.zeros((400, 700), np.uint8)
    width = round(HEIGHT * ASPECT)
    for i in range(5):
        x = 50 + (width + 6) * i
        mask[100: 200, x: x + (width if i < 4 else 45)] = 255
    assert len(_blobs(mask)) == 5
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    assert _bridge_row_pieces(mask, contours, ASPECT, 50) is None


def test_a_grid_with_cards_stacked_stays_apart() -> None:
    """Cards of a grid 4 px apart, where closing joined two columns of two
    rows into one blob twice a card's height: the cards beside it lie
    within its height, and joined to it they became narrow parts of one
    row two cards tall, bridged into a row (photo-scanned on granite, seed
    29800012: five cards lost, a 7 of Coppe claimed)."""
    mask = np.zeros((400, 900), np.uint8)
    width = round(HEIGHT * ASPECT)
    mask[50: 50 + 2 * HEIGHT + 4, 50: 50 + 2 * width + 4] = 255     # four cards, gaps closed
    for i in range(3):
        x = 50 + 2 * width + 8 + (width + 4) * i
        mask[50: 50 + HEIGHT, x: x + width] = 255
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    assert _bridge_row_pieces(mask, contours, ASPECT, 50) is None


def _cards(heights: list[int], tops: list[int], apart: int = 30) -> np.ndarray:
    """Whole cards left to right, each ``apart`` px from the next."""
    mask = np.zeros((500, 900), np.uint8)
    x = 40
    for height, top in zip(heights, tops):
        width = round(height * ASPECT)
        mask[top: top + height, x: x + width] = 255
        x += width + apart
    return mask


def test_smaller_whole_cards_between_taller_cards_stay_cards() -> None:
    """Cards of two heights on one screenshot (the hand area's and the
    table's): a whole card 150 px tall lying within the height of the two
    260 px cards either side of it, 30 px from each, was taken for a row's
    part cut at its top and foot, and the three were filled into one blob
    (a screenshot laid out by hand: one card claimed wrongly, three lost).
    Two smaller cards side by side are one run (their tops and heights
    agree), and that run lies within the taller card's height no more."""
    assert len(_blobs(_bridged(_cards([260, 150, 260], [100, 180, 120])))) == 3
    assert len(_blobs(_bridged(_cards([260, 150, 150, 260], [100, 180, 190, 120])))) == 4


def test_a_row_s_parts_joined_in_twos_are_still_parts() -> None:
    """A dark-framed pack on a brown table (dev seed 61000000, scene
    62001005): every frame passed for table and a row fell apart into its
    cards' parts, 55 px wide at 170 px; closing joined some in twos, each
    pair as wide as a card and so taken for a whole card of a grid, and
    the row was never joined again.  Read as touching rows of half cards,
    9 of its 18 cards were lost.  In the mask before closing, a pair is
    two parts of the row's height: as narrow as they are."""
    raw = np.zeros((400, 700), np.uint8)
    for x in (50, 105, 160, 215, 270):              # parts 52 px wide, 3 px apart
        raw[100:270, x: x + 52] = 255
    raw[100:270, 325: 325 + 119] = 255             # the last card, whole
    closed = raw.copy()
    closed[100:270, 157:160] = 255                  # one part alone, then two pairs joined by closing
    closed[100:270, 267:270] = 255
    contours, _ = cv2.findContours(closed, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    assert len(contours) == 4
    assert _bridge_row_pieces(closed, contours, ASPECT, 50) is None
    filled = _bridge_row_pieces(closed, contours, ASPECT, 50, raw)
    assert filled is not None and len(_blobs(filled)) == 1
