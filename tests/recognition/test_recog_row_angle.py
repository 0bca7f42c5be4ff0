"""How a blob of rows is found and straightened: its tilt comes from its
rows' own edge lines, even when two touching rows of different lengths make
a step in its outline; a row fallen apart into its cards' visible parts is
one row again."""

from __future__ import annotations

import cv2
import numpy as np

from recognition.deck import Deck
from recognition.regions import _row_angle, find_regions
from recognition.synthetic.scenes import load_faces
from shared_paths import ROOT


def _rows_mask(angle: float) -> np.ndarray:
    """Two touching rows turned by ``angle`` degrees: the upper one shorter
    and starting further left, as a tight layout lays them."""
    mask = np.zeros((420, 1200), np.uint8)
    for x0, y0, x1, y1 in ((20, 40, 820, 215), (100, 215, 1150, 390)):
        corners = np.array([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], np.float64)
        rotation = cv2.getRotationMatrix2D((600.0, 210.0), -angle, 1.0)
        turned = corners @ rotation[:, :2].T + rotation[:, 2]
        cv2.fillPoly(mask, [np.round(turned).astype(np.int32)], 255)
    return mask


def test_a_step_in_the_outline_does_not_tilt_the_rows() -> None:
    for angle in (-2.0, 0.8, 2.5):
        found = _row_angle(_rows_mask(angle))
        assert found is not None and abs(found - angle) < 0.3, (angle, found)


def test_a_row_fallen_apart_into_its_cards_visible_parts_is_one_row() -> None:
    """Benchmark scene 20371001 (seed 20269000, alt pack through a cut deck,
    tight rows, photo look): each card's dark outline, blurred and shadowed,
    passed for the table across more than closing bridges, so a row fell
    apart into its cards' visible parts, 25 px wide and 92 tall: each was cut
    as a grid's stacked cards into halves too short to read, 22 cards lost
    without a word.  Pieces of one height side by side a few pixels apart
    are one row; two whole cards of a grid stay apart."""
    folder = ROOT / "samples" / "deck-alt"
    faces, deck = load_faces(folder), Deck.load(folder)
    codes = sorted(faces)[:12]
    table = np.array((52, 38, 30), np.uint8)
    rgb = np.tile(table, (300, 900, 1))
    size = (53, 92)
    for i, code in enumerate(codes[:10]):       # a row: each card on the one before, 30 px on
        x = 100 + 30 * i
        rgb[100:192, x:x + 53] = cv2.resize(np.asarray(faces[code].convert("RGB")), size, interpolation=cv2.INTER_AREA)
        rgb[100:192, x:x + 5] = table           # its outline as dark as the table, and wider
    for x, code in ((600, codes[10]), (665, codes[11])):   # a grid: two whole cards 12 px apart
        rgb[100:192, x:x + 53] = cv2.resize(np.asarray(faces[code].convert("RGB")), size, interpolation=cv2.INTER_AREA)
    regions = find_regions(rgb, aspect=deck.aspect, deck=deck)
    row = [r.box for r in regions if r.box[0] < 450]
    grid = [r.box for r in regions if r.box[0] >= 590]
    assert len(row) == 10 and all(box[3] >= 85 for box in row), row
    assert len(grid) == 2 and all(box[2] >= 50 for box in grid), grid
