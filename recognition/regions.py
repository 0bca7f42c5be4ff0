"""Finding cards on a screenshot.

Whatever is not table (``recognition.table``: the table's colour, measured
on the screenshot's frame, with margins set by its texture and by how near
it is to the pack's paper) is a card or a pile of overlapping cards (blobs
are filled: printed art may match the table).  Rows that touch are
parted along a seam of table through the blob, or, touching along their
whole length, as equal bands kept only when they fit the pack better.  Each
blob is straightened (cards lie within a few degrees of upright); a blob as
wide as one card is one card, a wider one is a row of overlapping cards,
split where a card of the pack begins (``recognition.strips``: strip
correlation solved as a sequence).  Without a deck (cutting a pack from a
grid screenshot) a row is split at the dark vertical edges of its cards.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

import cv2
import numpy as np

from recognition.deck import TEMPLATE_HEIGHT, Deck, prepare
from recognition.strips import (band_fit, card_window, left_edge_fit, lone_fit, part_side, regular_step, row_edges,
                                spans_fit)
from recognition.table import paper_of, table_mask


@dataclass(frozen=True)
class Region:
    """The visible part of one card, straightened."""

    crop: np.ndarray              # RGB, straightened; the card's left part
    visible: float                # visible width as a fraction of the card's width
    box: tuple[int, int, int, int]  # x, y, w, h in the screenshot's pixels (visible part)
    side: str = "left"            # which part of the card shows: "left", or "right" when cards
                                  # are spread the other way (each lying on the one to its right)
    #: The crop with a few pixels more on each side (and how many), so the
    #: card can be compared at a small misalignment of its edges.
    wide: np.ndarray | None = None
    pad: tuple[int, int] = (0, 0)
    #: The crop with a few rows more above and below where the row has them
    #: (and how many): a card's top found a few pixels off (its pale paper
    #: trimmed as table, a shadow kept) is slid back into line.
    tall: np.ndarray | None = None
    lift: tuple[int, int] = (0, 0)
    #: One of a row's cards: a card is there (the row was split where cards
    #: begin), so a poor likeness is a card to list as unsure, never dropped.
    in_row: bool = False
    #: The same part with the card turned upright, when it lies a few
    #: degrees off its row (``_own_slant``): read too, the better fit wins.
    turned: Region | None = None


def _row_angle(mask: np.ndarray) -> float | None:
    """The tilt (degrees, as ``minAreaRect`` counts it) of a wide blob, from
    the straighter of its top and bottom outlines: a row's cards share one
    edge line, while a shadow or a speck of table on one side would tilt the
    smallest rectangle around the whole blob."""
    h, w = mask.shape
    present = mask.any(axis=0)
    xs = np.flatnonzero(present)
    if len(xs) < 2 * h:
        return None
    xs = xs[len(xs) // 20: len(xs) - len(xs) // 20]
    columns = mask[:, xs] > 0
    best: tuple[float, float] | None = None
    for ys in (columns.argmax(axis=0), h - 1 - columns[::-1].argmax(axis=0)):
        # Fitted to the whole outline, and to its longest unbroken stretch:
        # two rows in one blob, of different lengths, make a step in its
        # outline that tilts a line fitted to all of it.
        for start in (slice(0, len(xs)), _longest_run(xs, ys)):
            slope, icpt = np.polyfit(xs[start], ys[start], 1)
            keep = np.abs(ys - (slope * xs + icpt)) < 3
            if keep.sum() > len(xs) // 2:
                slope, icpt = np.polyfit(xs[keep], ys[keep], 1)
            spread = float(np.median(np.abs(ys - (slope * xs + icpt))))
            if best is None or spread < best[0]:
                best = (spread, float(slope))
    return float(np.degrees(np.arctan(best[1]))) if best else None


#: A blob filling less than this share of the smallest rectangle around it
#: is no single card or row of one height: cards in steps (``_edge_angle``).
RECTANGULAR = 0.9
#: Cards lie turned by a few degrees at most: a smallest rectangle turned
#: more than this around a blob that is no rectangle is not the cards' angle.
MAX_TILT = 5.0
#: A blob that is no rectangle is turned by its edges' angle where the
#: smallest rectangle around it lies more than this many degrees off it.
ASKEW = 1.0


def _edge_angle(contour: np.ndarray, shortest: float) -> float | None:
    """The tilt (degrees, as ``_row_angle`` gives it) of a blob's outline
    from its straight stretches: the length-weighted median of their
    directions, folded into one quarter turn.  Rows touching in steps (each
    set off sideways from the one above) make an outline that the smallest
    rectangle around it meets askew, 15 degrees off for cards turned 0.3;
    every stretch of that outline is a card's edge, and lies at the cards'
    own angle.  Stretches shorter than a tenth of ``shortest`` (the smallest
    rectangle's shorter side) are corners and specks, not edges."""
    poly = cv2.approxPolyDP(contour, 2.0, True).reshape(-1, 2).astype(np.float64)
    if len(poly) < 3:
        return None
    steps = np.diff(np.vstack([poly, poly[:1]]), axis=0)
    lengths = np.hypot(steps[:, 0], steps[:, 1])
    angles = (np.degrees(np.arctan2(steps[:, 1], steps[:, 0])) + 45.0) % 90.0 - 45.0
    long = lengths >= 0.1 * shortest
    if not long.any():
        return None
    order = np.argsort(angles[long])
    weights = np.cumsum(lengths[long][order])
    return float(angles[long][order][np.searchsorted(weights, weights[-1] / 2)])


def _aligned(mask: np.ndarray, angle: float) -> float:
    """How well a blob's outline lines up at ``angle`` (degrees, as
    ``_row_angle`` gives it): the mask turned upright by it, the share of
    its outline's horizontal steps that fall on a few lines and of its
    vertical steps on a few columns (each projection's sum of squares over
    its sum squared).  Rows of cards turned by their own angle have their
    edges on common lines; turned by another, their edges smear across
    many (the projection-profile measure of a document's skew)."""
    h, w = mask.shape
    rotation = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
    side = int(np.ceil(np.hypot(h, w)))
    rotation[0, 2] += (side - w) / 2
    rotation[1, 2] += (side - h) / 2
    turned = cv2.warpAffine((mask > 0).astype(np.uint8), rotation, (side, side), flags=cv2.INTER_NEAREST)
    signed = turned.astype(np.int16)
    score = 0.0
    for steps, axis in ((np.abs(np.diff(signed, axis=0)), 1), (np.abs(np.diff(signed, axis=1)), 0)):
        profile = steps.sum(axis=axis).astype(np.float64)
        total = float(profile.sum())
        if total > 0:
            score += float((profile * profile).sum()) / (total * total)
    return score


def _height_at(contour: np.ndarray, angle: float) -> float:
    """The height of the rectangle around ``contour`` turned by ``angle``
    (degrees, as ``_row_angle`` gives it)."""
    rotation = cv2.getRotationMatrix2D((0.0, 0.0), angle, 1.0)
    ys = contour.reshape(-1, 2).astype(np.float64) @ rotation[1, :2]
    return float(ys.max() - ys.min())


def _longest_run(xs: np.ndarray, ys: np.ndarray) -> slice:
    """The longest stretch of an outline (``ys`` at columns ``xs``) with no
    jump of more than 3 pixels between neighbouring columns."""
    breaks = np.flatnonzero((np.abs(np.diff(ys)) > 3) | (np.diff(xs) > 3)) + 1
    bounds = [0, *breaks.tolist(), len(xs)]
    a, b = max(zip(bounds, bounds[1:]), key=lambda ab: ab[1] - ab[0])
    if b - a < 2:
        return slice(0, len(xs))
    return slice(a, b)


def _straighten(rgb: np.ndarray, contour: np.ndarray, angle_hint: float | None = None
                ) -> tuple[np.ndarray, np.ndarray, float]:
    """The blob's upright crop (RGB plus its mask as a fourth channel), the
    affine map from crop to screenshot, and its angle (``angle_hint`` when
    given, else that of the smallest rectangle around the blob)."""
    (cx, cy), (rw, rh), angle = cv2.minAreaRect(contour)
    if angle > 45:
        angle -= 90
        rw, rh = rh, rw
    elif angle < -45:
        angle += 90
        rw, rh = rh, rw
    if angle_hint is not None and abs(angle_hint - angle) > 0.05:
        # The rectangle around the blob at the given angle.
        angle = angle_hint
        rotation = cv2.getRotationMatrix2D((0.0, 0.0), angle, 1.0)
        points = contour.reshape(-1, 2).astype(np.float64) @ rotation[:, :2].T
        lo, hi = points.min(axis=0), points.max(axis=0)
        centre = np.linalg.solve(rotation[:, :2], (lo + hi) / 2)
        cx, cy = float(centre[0]), float(centre[1])
        rw, rh = float(hi[0] - lo[0]), float(hi[1] - lo[1])
    w, h = int(round(rw)), int(round(rh))
    matrix = cv2.getRotationMatrix2D((cx, cy), angle, 1.0)
    matrix[0, 2] += w / 2 - cx
    matrix[1, 2] += h / 2 - cy
    crop = cv2.warpAffine(rgb, matrix, (max(w, 1), max(h, 1)), flags=cv2.INTER_LINEAR,
                          borderMode=cv2.BORDER_REPLICATE)
    inverse = cv2.invertAffineTransform(matrix)
    return crop, inverse, angle


def _edges(crop: np.ndarray, card_width: float) -> list[int]:
    """x positions of the cards' left edges in a straightened row.

    A card lying on the one before shows its border as a thin dark line with
    light paper on both sides, running the whole height of the row; art
    seldom does.  Edges closer than a third of a card are not both kept.
    """
    gray = cv2.cvtColor(crop, cv2.COLOR_RGB2GRAY).astype(np.float32)
    h, w = gray.shape
    band = gray[int(h * 0.1): int(h * 0.9)]
    k = max(2, int(round(card_width * 4 / 240)) + 2)
    left = np.pad(band, ((0, 0), (k, 0)), mode="edge")[:, :w]
    right = np.pad(band, ((0, 0), (0, k)), mode="edge")[:, k:]
    line = (band < np.minimum(left, right) - 20)
    profile = line.mean(axis=0)
    profile = np.convolve(profile, np.ones(3) / 3, mode="same")
    min_gap = max(3, int(card_width * 0.3))
    order = np.argsort(-profile)
    chosen: list[int] = []
    for x in order:
        if profile[x] < 0.45:
            break
        if x < min_gap or w - x < card_width * 0.5:
            continue
        if all(abs(int(x) - c) >= min_gap for c in chosen):
            chosen.append(int(x))
    # The last card of a row lies on top and shows whole: its left edge is
    # one card's width from the row's right end, faint or not.
    last = int(round(w - card_width))
    if last >= min_gap and all(abs(last - c) >= min_gap for c in chosen):
        lo, hi = max(0, int(last - card_width * 0.1)), min(w, int(last + card_width * 0.1) + 1)
        chosen.append(lo + int(profile[lo:hi].argmax()) if hi > lo else last)
    return _fill_regular(sorted([0] + chosen), profile, w, card_width)


def _fill_regular(edges: list[int], profile: np.ndarray, w: int, card_width: float) -> list[int]:
    """Cards spread by a hand or by Tabletopia sit at a regular step; where a
    gap is a multiple of the step, look for the fainter edges inside it
    (at small sizes a card's border is a pixel wide and easily missed)."""
    ends = edges + [int(round(w - card_width))]
    gaps = [b - a for a, b in zip(ends, ends[1:]) if b - a > 2]
    if not gaps:
        return edges
    step = float(min(gaps))  # the other gaps are multiples of it
    if step < card_width * 0.3:
        return edges
    filled = list(edges)
    for a, b in zip(ends, ends[1:]):
        n = int(round((b - a) / step))
        if n < 2 or abs((b - a) / n - step) > step * 0.25:
            continue
        for j in range(1, n):
            guess = a + j * (b - a) / n
            lo, hi = int(guess - step * 0.2), int(guess + step * 0.2) + 1
            window = profile[max(0, lo):min(len(profile), hi)]
            if len(window) and window.max() >= 0.15:
                filled.append(max(0, lo) + int(window.argmax()))
    return sorted(set(filled))


def _to_box(inverse: np.ndarray, x0: float, x1: float, h: float, shape: tuple[int, ...]) -> tuple[int, int, int, int]:
    corners = np.array([[x0, 0, 1], [x1, 0, 1], [x1, h, 1], [x0, h, 1]], dtype=np.float64)
    pts = corners @ inverse.T
    xs, ys = pts[:, 0], pts[:, 1]
    left, top = max(0, int(xs.min())), max(0, int(ys.min()))
    right, bottom = min(shape[1], int(np.ceil(xs.max()))), min(shape[0], int(np.ceil(ys.max())))
    return left, top, right - left, bottom - top


def _part_map(inverse: np.ndarray, x0: int = 0, y0: int = 0) -> np.ndarray:
    """The map to the screenshot of the part of a straightened crop that
    starts at (``x0``, ``y0``), given the crop's own map ``inverse``."""
    shifted = inverse.copy()
    shifted[:, 2] += inverse[:, 1] * y0
    shifted[:, 2] += inverse[:, 0] * x0
    return shifted


def _closed(piece: np.ndarray, kernel: np.ndarray) -> np.ndarray:
    """``piece`` (a blob's mask cut to its box) closed by ``kernel`` as if
    table lay around it.  OpenCV erodes as though the pixels past an
    image's edge were set, so closing a mask cut to its box fills the
    corners a tilted row leaves in it: a row of sample-borderless tilted
    2.7 degrees, parted from the row it touched, took in the table left of
    its first card's leaning edge, the card's part was cut 6 px left of
    the card once straightened, and an 8 of Spade was unsure between the
    6 and the 5, lost without a word (dev scene 255902001)."""
    ky, kx = kernel.shape[:2]
    padded = cv2.copyMakeBorder(piece, ky, ky, kx, kx, cv2.BORDER_CONSTANT, value=0)
    closed = cv2.morphologyEx(padded, cv2.MORPH_CLOSE, kernel)
    return np.ascontiguousarray(closed[ky:ky + piece.shape[0], kx:kx + piece.shape[1]])


#: A piece parted from a blob this many of the screen's cards long, or
#: longer, is a row of cards (``_long_row``).
ROW_CARDS = 3.0


def _long_row(piece: np.ndarray, card_height: float, aspect: float) -> bool:
    """Whether a piece parted from a blob is a row of cards, closed as if
    table lay around it (``_closed``), not pieces of a grid's cards,
    which are read filled to their box as closing has them: a Cavallo
    of Spade and a 10 of Coppe of photo-borderless, fallen into pieces
    across their gap (final scene 188700010), are read card by card from
    pieces so filled, and from pieces closed within their outline two of
    them were left unsure."""
    columns = np.flatnonzero(piece.any(axis=0))
    return len(columns) > 0 and int(columns[-1]) + 1 - int(columns[0]) >= ROW_CARDS * card_height * aspect


def _fill(mask: np.ndarray) -> np.ndarray:
    """Every blob of ``mask`` filled: a printed card's art can match the
    table's colour (red ink on a wood table), which would leave holes that
    look like gaps.  A gap between rows stays open: it reaches the table."""
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    filled = np.zeros_like(mask)
    cv2.drawContours(filled, contours, -1, 255, thickness=cv2.FILLED)
    return filled


#: A seam crossing less than this share of card pixels parts two rows.
SEAM_COST = 0.12
#: What a seam pays for each pixel it climbs or falls: between two rows any
#: straight path is free, and one climbing a card's border line (dark, and
#: taken for a shadow on a pale table) into the row above would cut a
#: sliver off it.  A tenth of a card pixel: at a twentieth, where white
#: paper on a pale table is no part of the mask, a seam climbed through the
#: first card of a row overlapping the one above as cheaply as it ran along
#: that row's top, and the row above took the card's corner (Slavic pack,
#: tight rows in steps, final scene 105302001: 7 of 8 cards lost).
SEAM_CLIMB = 0.1
#: What a seam pays for a card pixel on a horizontal edge (the top edge of
#: a row lying over the foot of the row above): two rows tilted opposite
#: ways overlap at one end and stand apart at the other, and the seam
#: follows the upper edge of the row in front where there is no table
#: (plain pack, tight rows at -2.3 and +1.7 degrees, overlapping along the
#: first 380 of 1900 px: read as one blob, 31 of 38 cards lost without a
#: word, scene 87602004).  Within one row no path runs along edges for
#: long: it pays at least this much in every column, more than
#: ``SEAM_COST``.
SEAM_ALONG_EDGE = 0.2
#: A line's change of colour (8-bit Lab, any channel, over 2 px) that
#: makes an edge a seam can follow ...
SEAM_EDGE_STEP = 30
#: ... along at least this share of a card's width (a card's art has
#: short edges, a row's top edge runs across its cards), within a band
#: this many lines high ...
EDGE_RUN = 0.25
EDGE_BAND = 5
#: ... in a blob at least this many cards wide.
EDGE_SEAM_CARDS = 4


def _line_steps(rgb: np.ndarray, d: int) -> np.ndarray:
    """For each pixel, how much the colour changes from ``d`` lines above it
    to ``d`` lines below (8-bit Lab, the largest channel); 0 on the ``d``
    lines at the top and foot."""
    lab = cv2.cvtColor(np.ascontiguousarray(rgb), cv2.COLOR_RGB2LAB).astype(np.int16)
    step = np.zeros(lab.shape[:2], np.int16)
    if lab.shape[0] > 2 * d:
        step[d:-d] = np.abs(lab[2 * d:] - lab[:-2 * d]).max(axis=2)
    return step


def _horizontal_edges(rgb: np.ndarray, run: int) -> np.ndarray:
    """Long horizontal edges: where the colour changes sharply from one line
    to the next (a card's top edge, its outline, its shadow on the card
    below), on the line where it changes most, along at least ``run``
    pixels (within a band of ``EDGE_BAND`` lines: a row tilted 3 degrees
    rises a line every 19 px).
    A seam that followed a band a few pixels wide gave the row below it a
    sliver of the row above (plain pack, scene 21702003: its cards 5 px
    too tall, a 6 of Spade left unsure); one that followed the short edges
    of a card's art cut a row of pale cards in two (photo-scanned, dev
    scene 90802007)."""
    step = _line_steps(rgb, 1)
    peak = np.zeros(step.shape, bool)
    peak[1:-1] = (step[1:-1] >= step[:-2]) & (step[1:-1] >= step[2:])
    edges = (peak & (step > SEAM_EDGE_STEP)).astype(np.uint8)
    joined = cv2.dilate(edges, np.ones((EDGE_BAND, 1), np.uint8))
    long = cv2.morphologyEx(joined, cv2.MORPH_OPEN, np.ones((1, max(3, run)), np.uint8))
    result: np.ndarray = (long > 0) & (edges > 0)
    return result


def _seam(piece: np.ndarray, min_height: int, edges: np.ndarray | None = None) -> np.ndarray | None:
    """A left-to-right path (one y per column) through a blob's mask that
    crosses almost no card, with at least ``min_height`` of the blob above
    and below it: the table between two rows that touch somewhere (a tilted
    row's corner, shadows, a gap closed by blur), or, where there is none,
    a horizontal edge (``edges``) of a row lying over another.  None if
    there is none."""
    min_height = max(min_height, MIN_BAND)
    occupied = np.flatnonzero((piece > 0).any(axis=1))
    if len(occupied) == 0 or occupied[-1] - occupied[0] < 2 * min_height:
        return None
    h, w = piece.shape
    cost = (piece > 0).astype(np.float32)
    if edges is not None:
        cost[(piece > 0) & edges] = SEAM_ALONG_EDGE
    lo, hi = int(occupied[0] + min_height * 0.8), int(occupied[-1] - min_height * 0.8)
    if hi <= lo:
        return None
    cost[:lo] = cost[hi:] = 1e6
    acc = cost[:, 0].copy()
    back = np.zeros((h, w), np.int8)
    up = np.empty(h, np.float32)
    down = np.empty(h, np.float32)
    up[0] = down[-1] = np.inf
    for x in range(1, w):
        # The cheapest of the three cells before (up, level, down), ties
        # going to the first, as argmin over them would.
        up[1:] = acc[:-1] + SEAM_CLIMB
        down[:-1] = acc[1:] + SEAM_CLIMB
        step = np.where(acc < up, 0, -1).astype(np.int8)
        best = np.minimum(up, acc)
        lower = down < best
        step[lower] = 1
        acc = np.where(lower, down, best) + cost[:, x]
        back[:, x] = step
    y = int(acc.argmin())
    if acc[y] > SEAM_COST * w:
        return None
    path = np.empty(w, np.int64)
    for x in range(w - 1, -1, -1):
        path[x] = y
        y += int(back[y, x]) if x > 0 else 0
    return path


def _thick(piece: np.ndarray, min_height: int) -> bool:
    """Whether a part of a blob is a card's height thick along most of its
    length (a row), not a sliver."""
    heights = (piece > 0).sum(axis=0)
    heights = heights[heights > 0]
    return len(heights) > 0 and float(np.median(heights)) >= 0.8 * max(min_height, MIN_BAND)


#: A column (or row) of a blob where the mask before closing covers less
#: than this share of the blob's height (width), between two that cover
#: more than ``NECK_SIDES``, is a neck: two cards of a grid meeting there.
CARD_NECK, NECK_SIDES = 0.25, 0.5


def _necks_cut(piece: np.ndarray) -> np.ndarray:
    """``piece`` cut through at each neck (``CARD_NECK``), two pixels wide
    at its narrowest: cards of a grid, each turned its own way, that touch
    at a corner in the mask before closing are parted there, a row's
    overlapping cards (the mask full across where one meets the next) are
    not.  (Where a card's outline is as dark as the table, a row's mask
    can hang together by a few pips only; parted there, its pieces are not
    of one size, ``_alike``.)"""
    out = piece.copy()
    for axis in (0, 1):
        cover = (out > 0).sum(axis=axis) / max(1, out.shape[axis])
        low = cover < CARD_NECK
        k = 0
        while k < len(cover):
            if not low[k]:
                k += 1
                continue
            end = k
            while end < len(cover) and low[end]:
                end += 1
            if (cover[:k] > NECK_SIDES).any() and (cover[end:] > NECK_SIDES).any() and cover[k:end].min() > 0:
                at = k + int(cover[k:end].argmin())
                if axis == 0:
                    out[:, at:at + 2] = 0
                else:
                    out[at:at + 2, :] = 0
            k = end
    return out


def _separate_cards(piece: np.ndarray, area: float, aspect: float, min_height: int) -> list[np.ndarray]:
    """The whole cards a blob is made of when only closing joined them (two
    cards of a grid, turned, nearly touching at a corner), each as its own
    mask: so each is straightened at its own angle.  Empty when the blob is
    anything else (a row of overlapping cards, whose parts are narrower
    than a card, or cards that touch along a side).

    Two of them may touch at a corner even before closing: parted at the
    neck there (``_necks_cut``), they are cards too.  Read with their
    neighbours as one row, four 86 px borderless cards on a dark table, each
    turned its own way, gave nine parts and two wrong cards (sample-
    borderless, bench seed 112000000, scene 112900001)."""
    whole = _whole_cards(piece, area, aspect, min_height)
    if whole:
        return whole
    parted = _whole_cards(_necks_cut(piece), area, aspect, min_height)
    return parted if parted and _alike(parted) else []


#: Cards parted at a neck are of one size within this share.
NECK_ALIKE = 0.15


def _alike(masks: list[np.ndarray]) -> bool:
    """Whether the pieces ``masks`` are of one size, as a grid's cards are:
    a row of Bellot's cards parted at a neck (a card's outline as dark as
    the table, bridged only by its pips) gave two pieces of a card's
    shape, one of them three cards' visible parts lying sideways (final
    scene 116502002)."""
    sides = [sorted(cv2.minAreaRect(cv2.findNonZero(m))[1]) for m in masks]
    least_short, least_long = min(s[0] for s in sides), min(s[1] for s in sides)
    return all(s[0] <= (1 + NECK_ALIKE) * least_short and s[1] <= (1 + NECK_ALIKE) * least_long for s in sides)


def _whole_cards(piece: np.ndarray, area: float, aspect: float, min_height: int) -> list[np.ndarray]:
    """``_separate_cards`` on the pieces of ``piece`` as they are."""
    found, _ = cv2.findContours(piece, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    big = [c for c in found if cv2.contourArea(c) >= 0.3 * min_height * min_height * aspect]
    if len(big) < 2 or sum(cv2.contourArea(c) for c in big) < 0.9 * area:
        return []
    for c in big:
        (_, _), (rw, rh), _ = cv2.minAreaRect(c)
        short, long = min(rw, rh), max(rw, rh)
        if long < min_height or not 0.85 * aspect <= short / long <= 1.15 * aspect:
            return []
        _, _, bw, bh = cv2.boundingRect(c)
        if bw >= bh:
            # A card's shape lying sideways is two cards' parts of a row,
            # not a card: cards lie upright, turned a few degrees at most.
            # Bellot's outlines as dark as a green table cut a row of 213 px
            # cards at its court cards' edges into pieces 299 px wide, read
            # as whole cards: the last card of each, shown in part, was read
            # whole, one claimed wrong and two lost without a word (final
            # scene 134501006).
            return []
        if cv2.contourArea(c) < 0.85 * rw * rh:
            return []
    masks = []
    for c in big:
        own = np.zeros_like(piece)
        cv2.drawContours(own, [c], -1, 255, thickness=cv2.FILLED)
        masks.append(own)
    return masks


def _stacked(above: np.ndarray, below: np.ndarray) -> bool:
    """Whether two parts of a blob lie one above the other (they share most
    of the narrower one's columns), as two rows do."""
    a, b = np.flatnonzero(above.any(axis=0)), np.flatnonzero(below.any(axis=0))
    if len(a) == 0 or len(b) == 0:
        return False
    shared = min(a[-1], b[-1]) - max(a[0], b[0]) + 1
    return bool(shared >= 0.5 * min(a[-1] - a[0] + 1, b[-1] - b[0] + 1))


#: Rows in steps overlap in height by at most this share of the shorter.
STEP_OVERLAP = 0.15


def _in_steps(above: np.ndarray, below: np.ndarray) -> bool:
    """Whether two parts of a blob are rows set off sideways from each
    other, in steps: each longer than it is tall (a row, not a card's
    piece), the lower one starting below the upper one's foot, give or
    take ``STEP_OVERLAP`` of their height.  Two tight rows of photo-dev
    without its border, the second set left of the first and 8 px below
    it, were joined at a corner by closing; parted along the table between
    them, they share 80 of 900 px of columns, and were read as one blob:
    15 cards lost without a word (dev scene 51702000)."""
    spans = []
    for part in (above, below):
        rows, cols = np.flatnonzero(part.any(axis=1)), np.flatnonzero(part.any(axis=0))
        if len(rows) == 0:
            return False
        spans.append((int(rows[0]), int(rows[-1]) + 1, int(cols[-1]) - int(cols[0]) + 1))
    (top_a, foot_a, wide_a), (top_b, foot_b, wide_b) = spans
    tall = min(foot_a - top_a, foot_b - top_b)
    return wide_a > foot_a - top_a and wide_b > foot_b - top_b and foot_a - top_b <= STEP_OVERLAP * tall


def _rows_of(piece: np.ndarray, min_height: int, edges: np.ndarray | None = None,
             depth: int = 0) -> list[np.ndarray]:
    """A blob's mask cut into one mask per row of cards, along seams of
    table (or of a row's edge over another, ``edges``)."""
    path = _seam(piece, min_height, edges) if depth < 4 else None
    if path is None:
        return [piece]
    ys = np.arange(piece.shape[0])[:, None]
    above = np.where(ys < path[None, :], piece, 0).astype(np.uint8)
    below = np.where(ys > path[None, :], piece, 0).astype(np.uint8)
    if not (_thick(above, min_height) and _thick(below, min_height)
            and (_stacked(above, below) or _in_steps(above, below))):
        # A path along a tilted row's edge shaves a sliver off it, or one
        # slipping through a card's border cuts a row in two halves: two rows
        # are each a card's height thick, one above the other.
        return [piece]
    return _rows_of(above, min_height, edges, depth + 1) + _rows_of(below, min_height, edges, depth + 1)


#: A blob narrower than this share of a card of its height is a card's
#: visible part in a row, not a whole card.
NARROW = 0.75
#: A blob up to this many cards of its height wide is one whole card.
WHOLE = 1.25
#: A lone blob narrower than this share of a card of its height is read
#: as the part of its card it shows, left or right (``part_side``): a
#: card's visible part beside the card on it, or a white card on a pale
#: table that lost one side's paper to the table and kept the other by
#: its shadow (aisle-slavic grid, 105 px cards on pale grey, dev scene
#: 244300008: a 6 of diamonds 6 px short on its left, read as a left
#: part, was unsure among five trumps without it).
SIDED = 0.97
#: Pieces of one row stand at most this share of their height apart, and
#: their tops and heights agree within it.
PIECE_GAP = 0.15
#: A piece of a row as short as this share of the shortest card looked
#: for still joins the row (its art at its top and foot taken for table).
PART_OF_PIECE = 0.5
#: A blob at least a whole card wide (and as tall as a card can be) lies
#: within the height of another as wide (``_bridge_row_pieces``) only when
#: at least this share of its height: a blob of a grid's cards stacked (a
#: gap closed) is twice as tall as the cards beside it, and joined to them
#: would make them all narrow parts of one row twice their height.
HALF_OF = 0.55
#: A blob filling at least this share of its least rectangle, of the pack's
#: shape (within ``CARD_SHAPE``) by its own height, is a card on its own.
OWN_CARD_FILL = 0.92


def _own_card(contour: np.ndarray, aspect: float, min_height: int, shape: float | None = None) -> bool:
    """Whether a blob is one whole card by itself: a rectangle of the
    pack's shape, straight all round.  A row's part cut at its top or foot
    (its art there taken for table) is ragged where it was cut, or of no
    card's shape; a whole card of the hand area, lying within the height
    of the table's taller cards beside it, is neither.  ``shape`` is how
    close to the pack's shape it must be (``CARD_SHAPE`` by default)."""
    (_, _), (rw, rh), _ = cv2.minAreaRect(contour)
    short, long = sorted((rw, rh))
    tolerance = CARD_SHAPE if shape is None else shape
    return (long >= min_height and abs(short / long / aspect - 1) <= tolerance
            and cv2.contourArea(contour) >= OWN_CARD_FILL * rw * rh)


#: A blob this close to the pack's shape (width over height, as a share of
#: the pack's), straight all round, is one card and not two rows that touch:
#: they would make one card's outline only if each were exactly as wide as a
#: card twice its height and both ended together, which rows spread by hand
#: never do.
LONE_SHAPE = 0.08


def _of_parts(raw: np.ndarray, contour: np.ndarray, box: Sequence[int], aspect: float) -> bool:
    """Whether a blob is, in the mask before closing (``raw``), two or more
    pieces of its whole height each narrower than a card: a row's visible
    parts that closing joined in twos (their outlines as dark as the table,
    some a pixel wider than others), not a whole card, however card-like
    its width."""
    x, y, w, h = box
    blob = np.zeros((h, w), np.uint8)
    cv2.drawContours(blob, [contour], -1, 255, thickness=cv2.FILLED, offset=(-x, -y))
    count, _, stats, _ = cv2.connectedComponentsWithStats(np.where(blob > 0, raw[y:y + h, x:x + w], 0).astype(np.uint8))
    tall = [s for s in stats[1:count] if s[3] >= 0.8 * h and s[2] >= 0.15 * h * aspect]
    return len(tall) >= 2 and all(s[2] < NARROW * h * aspect for s in tall)


def _kind(box: Sequence[int], aspect: float) -> str:
    """What a blob of this bounding box is by its width for its height:
    ``"narrow"`` (a card's visible part in a row), ``"whole"`` (one card)
    or ``"run"`` (cards side by side)."""
    share = box[2] / (box[3] * aspect)
    return "narrow" if share < NARROW else "whole" if share <= WHOLE else "run"


def _bridge_row_pieces(mask: np.ndarray, contours: Sequence[np.ndarray], aspect: float,
                       min_height: int, raw: np.ndarray | None = None) -> np.ndarray | None:
    """The mask with the gaps filled between the pieces of one row: where
    each card's outline is as dark as the table, and wider than closing
    bridges (blur, a shadow), a row of overlapping cards falls apart into
    its cards' visible parts, each narrower than a card and too narrow to
    be read alone.  Neighbours a few pixels apart are one row when one is
    narrower than a card and the other is not a whole card, or is one and
    the narrow piece is joined to another on its other side (a row's last
    card shows whole; a grid's card that lost a strip against the table
    has no such chain).  Two blobs wider than a card are not joined: cards
    of a grid touching make them too.  None when no gap was filled.

    Neighbours are of one row when their tops and heights agree; when one
    lies within the other's height (a part whose art, at its top or foot,
    blends with the table: red ink fading into white paper is the colour
    of a light wood); or, both so cut, when the runs they end already
    joined have tops and heights that agree, or one lies within the other
    (the two pieces side by side overlapping in height).  A blob that is a
    whole card by itself (``_own_card``) lies within no other's height: it
    is a smaller card beside taller ones (the hand area's, the table's).
    A blob made of a row's parts (``_of_parts``, in ``raw``, the mask
    before closing) is as narrow as they are."""
    shaped = sorted(((cv2.boundingRect(c), c) for c in contours), key=lambda bc: bc[0][0])
    shaped = [(b, c) for b, c in shaped if b[3] >= min_height * PART_OF_PIECE]
    boxes = [b for b, _ in shaped]
    if len(boxes) < 2:
        return None
    parts = [raw is not None and _of_parts(raw, c, b, aspect) for b, c in shaped]
    # Whether each run (by root) is made of whole cards only.
    own = {i: _own_card(c, aspect, min_height) and not parts[i] for i, (_, c) in enumerate(shaped)}
    tallest = max(b[3] for b in boxes)
    parent = list(range(len(boxes)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def agree(a: Sequence[int], b: Sequence[int], *_: int) -> bool:
        return abs(a[1] - b[1]) <= PIECE_GAP * a[3] and abs(a[3] - b[3]) <= PIECE_GAP * a[3]

    def within(a: Sequence[int], b: Sequence[int], i: int, j: int) -> bool:
        (short, tall), shorter = ((a, b), i) if a[3] <= b[3] else ((b, a), j)
        if own[root(shorter)]:
            return False      # smaller cards beside a taller one
        if short[3] < HALF_OF * tall[3] and short[3] >= min_height and "narrow" not in (_kind(short, aspect), _kind(tall, aspect)):
            return False      # a grid's card beside two of its cards stacked (a gap closed)
        room = PIECE_GAP * tall[3]
        return short[1] >= tall[1] - room and short[1] + short[3] <= tall[1] + tall[3] + room

    def neighbours(i: int) -> list[int]:
        ax, _, aw, ah = boxes[i]
        found = []
        for j in range(i + 1, len(boxes)):
            gap = boxes[j][0] - (ax + aw)
            if gap > PIECE_GAP * tallest:
                break
            # (Pieces cut diagonally can touch, or overlap a little, across.)
            if abs(gap) <= PIECE_GAP * max(ah, boxes[j][3]) and boxes[j][0] > ax:
                found.append(j)
        return found

    links: list[tuple[int, int]] = []
    # Each run's band (x0, y0, x1, y1): the union of its pieces, by root.
    bands = {i: (x, y, x + w, y + h) for i, (x, y, w, h) in enumerate(boxes)}

    def join(i: int, j: int) -> None:
        links.append((i, j))
        a, b = bands.pop(root(i)), bands.pop(root(j))
        own[root(i)] = own[root(i)] and own[root(j)]
        parent[root(j)] = root(i)
        bands[root(i)] = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))

    def band(i: int) -> tuple[int, int, int, int]:
        x0, y0, x1, y1 = bands[root(i)]
        return x0, y0, x1 - x0, y1 - y0

    for rule in (agree, within):
        for i in range(len(boxes)):
            for j in neighbours(i):
                if root(i) != root(j) and rule(boxes[i], boxes[j], i, j):
                    join(i, j)
                    break
    # Runs that meet at two cut pieces: their bands (the union of their
    # pieces, the run's height) agree, or one lies within the other.
    changed = True
    while changed:
        changed = False
        for i in range(len(boxes)):
            for j in neighbours(i):
                top = max(boxes[i][1], boxes[j][1])
                foot = min(boxes[i][1] + boxes[i][3], boxes[j][1] + boxes[j][3])
                if (root(i) != root(j) and foot > top
                        and (agree(band(i), band(j)) or within(band(i), band(j), i, j))):
                    join(i, j)
                    changed = True
    # A piece cut at its top or foot is as narrow as the run it is part of
    # makes it: its height is the run's.
    kinds = ["narrow" if parts[i] else _kind((x, y, w, max(h, band(i)[3])), aspect)
             for i, (x, y, w, h) in enumerate(boxes)]
    degree = [0] * len(boxes)
    for i, j in links:
        degree[i] += 1
        degree[j] += 1
    filled = None
    for i, j in links:
        pair = {kinds[i], kinds[j]}
        if "narrow" not in pair:
            continue          # whole cards of a grid, or cards of a grid touching
        if "whole" in pair and degree[i if kinds[i] == "narrow" else j] < 2:
            continue          # a grid's card beside one that lost a strip against the table
        (ax, ay, aw, ah), (bx, by, bw, bh) = boxes[i], boxes[j]
        if min(ay + ah, by + bh) <= max(ay, by):
            continue
        if filled is None:
            filled = mask.copy()
        # From the middle of one to the middle of the other: a cut piece's
        # bounding box can reach further than its pixels in the rows filled.
        # No further into either than the narrower is wide: the box of a
        # long row turned a few degrees holds table above its rising end,
        # and filled to its middle that table would join the row (a row
        # of 37 cards turned 2 degrees grew 16 px taller, and was misread).
        reach = min(aw, bw)
        x0, x1 = max(ax + aw // 2, ax + aw - reach), min(bx + bw // 2, bx + reach)
        filled[max(ay, by): min(ay + ah, by + bh), x0: x1 + 1] = 255
    return filled


#: A card of a row whose visible part is the table's colour (a green King
#: on green felt) leaves a gap up to this many cards' widths between the
#: row's pieces on either side.
HIDDEN_PART = 1.0
#: ... and is seen by its outline: at the row's top and foot, the colour
#: changes along one line at least this much (8-bit Lab, from one line to
#: the next) in nearly every column of the span to be filled, and this many
#: times as much as along any line of the table just above or below.
OUTLINE_STEP = 30
OUTLINE_OVER_TABLE = 3.0
#: Rows searched for the outline above and below each end of the pieces'
#: heights, as a share of their height (a hand's cards step down a pixel
#: or two each, a row turns up to 3 degrees).
OUTLINE_BAND = 0.05
#: "Nearly every column": this percentile of the columns.
OUTLINE_COLUMNS = 10


def _outline_across(rgb: np.ndarray, x0: int, x1: int, y0: int, y1: int) -> bool:
    """Whether a card's outline runs across every column of ``x0:x1`` at the
    top (``y0``) and the foot (``y1``) of a row's pieces, and not the
    table's grain.  Along a line (within a pixel), the change from line to
    line is measured in each column and a low percentile taken: an outline
    changes the colour in every column; a grain, or a turned card's corner,
    in some.  The columns are those to be filled, reaching into both pieces:
    in a row, the hidden card's part and its neighbours' edges, all crossed
    by the row's top and foot; in a grid, a gap of table between two cards
    somewhere, crossed by nothing.  Near each end the strongest line must
    be strong and well above the strongest in bands as tall of table just
    outside (both, where the screenshot has them).

    Seed 170000000 showed a grid of pale cards on a beige table, their
    margins taken for table (sample-rounded, scene 171200009): measured
    over the hollow's middle only, a card's own outline crossed it (74 to
    144) and the grid was joined as a row, three more cards left unread;
    over the span to be filled, the weaker end measures 16 at most.  On
    that seed's dev
    scenes (11 packs, 528 scenes) the bridge looked at 427 grids' gaps and
    joined one pair: two pieces of one card (a Fuggitivo's margin taken for
    table), read the same.  The green King of dev scene 168403011
    reaches 109 against 4."""
    band = max(2, round(OUTLINE_BAND * (y1 - y0)))
    h = rgb.shape[0]
    lo, hi = max(0, y0 - 4 * band - 1), min(h, y1 + 4 * band + 2)
    step = cv2.dilate(_line_steps(rgb[lo:hi, x0:x1], 1).astype(np.float32), np.ones((3, 1), np.uint8))

    def strength(a: int, b: int) -> float:
        a, b = max(a, lo + 1) - lo, min(b, hi - 1) - lo
        return float(np.percentile(step[a:b], OUTLINE_COLUMNS, axis=1).max()) if b > a else 0.0

    top, foot = strength(y0 - band, y0 + band + 1), strength(y1 - band, y1 + band + 1)
    table = [strength(a, b) for a, b in ((y0 - 4 * band, y0 - 2 * band), (y1 + 2 * band, y1 + 4 * band))
             if a >= 1 and b <= h - 1]
    return min(top, foot) >= max([OUTLINE_STEP] + [OUTLINE_OVER_TABLE * noise for noise in table])


def _bridge_hidden_parts(rgb: np.ndarray, mask: np.ndarray, contours: Sequence[np.ndarray], aspect: float,
                         min_height: int) -> np.ndarray | None:
    """The mask with the gap filled where a card of a row is hidden in the
    table: its visible part the table's colour (but for specks of its art),
    the row falls apart into two pieces further apart, or wider, than
    ``_bridge_row_pieces`` joins, and the piece after the gap, with
    no whole card at either end, cannot be solved as a row (aisle-swiss-xvii,
    a green King of Spade in a hand on green felt, dev scene 168403011: the
    four cards after him were lost without a word).  Two pieces side by
    side, their tops and heights agreeing, not both a whole card, whose
    hollow between them (the columns neither covers half of) is at most
    ``HIDDEN_PART`` cards wide, are one row when a card's outline crosses
    that hollow and the pieces' edges beside it at their top and foot
    (``_outline_across``).  None when no gap was filled."""
    shaped = sorted(((cv2.boundingRect(c), c) for c in contours), key=lambda bc: bc[0][0])
    shaped = [(b, c) for b, c in shaped if b[3] >= min_height]
    filled = None
    for i, ((ax, ay, aw, ah), a) in enumerate(shaped):
        for (bx, by, bw, bh), b in shaped[i + 1:]:
            height = max(ah, bh)
            if bx - (ax + aw) > HIDDEN_PART * aspect * height:
                break
            if bx <= ax or abs(ay - by) > PIECE_GAP * height or abs(ah - bh) > PIECE_GAP * height:
                continue
            if _kind((ax, ay, aw, ah), aspect) == _kind((bx, by, bw, bh), aspect) == "whole":
                continue          # two whole cards: a grid's
            top, foot = max(ay, by), min(ay + ah, by + bh)
            x0, x1 = ax, max(ax + aw, bx + bw)
            cover = []
            for contour in (a, b):
                drawn = np.zeros((foot - top, x1 - x0), np.uint8)
                cv2.drawContours(drawn, [contour], -1, 1, thickness=cv2.FILLED, offset=(-x0, -top))
                cover.append(drawn.mean(axis=0) >= 0.5)
            a_cols, b_cols = np.flatnonzero(cover[0]), np.flatnonzero(cover[1])
            if not len(a_cols) or not len(b_cols):
                continue
            start, end = x0 + int(a_cols.max()) + 1, x0 + int(b_cols.min())
            if end <= start or end - start > HIDDEN_PART * aspect * height:
                continue
            reach = max(1, round(PIECE_GAP * height))
            span = max(ax, start - reach), min(bx + bw, end + reach)
            if not _outline_across(rgb, span[0], span[1], top, foot):
                continue
            if filled is None:
                filled = mask.copy()
            filled[top:foot, span[0]: span[1]] = 255
            break
    return filled


#: A card cut across by the table mask is rejoined when its two pieces are
#: this close to one card's shape together (width over height, as a share
#: of the pack's).
CARD_SHAPE = 0.2
#: The two pieces are together no taller than this many times the
#: screenshot's median blob (two short rows one above the other are of a
#: card's shape too, but twice as tall as their cards).
CARD_SHAPE_TALL = 1.25


def _bridge_card_pieces(mask: np.ndarray, contours: Sequence[np.ndarray], aspect: float,
                        min_height: int, card_height: float) -> np.ndarray | None:
    """The mask with the gap filled between the two pieces of one card cut
    across: where a band of a card's art is the table's colour (a brown
    horse on a brown table) and the card has no border to hold it together,
    its top and its foot are two blobs, each too short to read.  Two blobs
    one above the other, their sides in line, each wider than a card of its
    own height, and together of one card's shape and no taller than the
    screenshot's cards (``card_height``, their median), are one card.  (Two
    cards of a grid stacked are each of a card's shape; two short rows one
    above the other are together of a card's shape, but twice as tall as
    their cards.)  None when no gap was filled."""
    boxes = [cv2.boundingRect(c) for c in contours]
    boxes = [b for b in boxes if b[3] >= min_height // 3 and b[2] >= min_height * aspect * 0.5]
    boxes.sort(key=lambda b: b[1])
    filled = None
    for i, (ax, ay, aw, ah) in enumerate(boxes):
        for bx, by, bw, bh in boxes[i + 1:]:
            top, bottom = ay, by + bh
            height = bottom - top
            gap = by - (ay + ah)
            if gap > PIECE_GAP * height:
                break
            if gap < 0 or ah >= height * 0.8 or bh >= height * 0.8 or height > card_height * CARD_SHAPE_TALL:
                continue
            side = PIECE_GAP * max(aw, bw)
            if abs(ax - bx) > side or abs(ax + aw - bx - bw) > side:
                continue
            if min(aw / ah, bw / bh) < aspect * (1 + CARD_SHAPE):
                continue          # a piece of a card's own shape: a card, not a piece
            if abs((max(aw, bw) / height) / aspect - 1) > CARD_SHAPE:
                continue
            if filled is None:
                filled = mask.copy()
            filled[ay + ah - 1: by + 1, max(ax, bx): min(ax + aw, bx + bw)] = 255
            break
    return filled


def _big_enough(contour: np.ndarray, aspect: float, min_height: int) -> bool:
    """Whether a blob is large enough to be a card or a card's visible part."""
    _, _, w, h = cv2.boundingRect(contour)
    return (h >= min_height and w >= min_height * aspect * 0.3
            and cv2.contourArea(contour) >= 0.5 * min_height * min_height * aspect)


#: Fragments this far apart, as a share of the screenshot's card height,
#: are gathered as one card's (``_gathered``): wider than closing bridges,
#: as wide as a court's art that matched the table.
FRAGMENT_REACH = 0.1
#: Gathered fragments are one card when their hull is this close to the
#: screenshot's card height and to the pack's shape (as shares), and they
#: cover at least this share of it.
FRAGMENT_FIT = 0.15
FRAGMENT_COVER = 0.5
#: ... or cover this share of the band along its edge, ``RING_BAND`` of its
#: width deep (``_ring_cover``): a card's margin alone, its art lost.
RING_COVER = 0.6
RING_BAND = 0.1


def _gathered(mask: np.ndarray, contours: Sequence[np.ndarray], aspect: float, min_height: int) -> list[np.ndarray]:
    """The blobs, with the fragments of each card of a grid that fell apart
    gathered into one blob (the hull of its fragments): a small court whose
    art is the table's colour (red and brown robes on a red-brown table)
    keeps only scattered patches of paper in the mask, none a card's height,
    or one a strip too narrow to read.  Only blobs shorter than a card or
    too narrow to read are gathered (the whole cards around them stay
    apart), and only a gathering of one card's height and shape replaces
    its fragments (a row's parts gather into a row, and stay as they are).
    Fragments that gathered into no card at the widest reach are gathered
    again at half of it: two cards a few pixels apart can gather as one."""
    # The cards' height: the median of the blobs of one whole card's shape
    # (the median of all blobs is lower when many cards fall apart).
    boxes = [cv2.boundingRect(c) for c in contours]
    wholes = [h for _, _, w, h in boxes if h >= min_height and NARROW <= w / (h * aspect) <= WHOLE]
    if not wholes:
        return list(contours)
    card_height = float(np.median(wholes))

    def fragment(c: np.ndarray) -> bool:
        _, _, w, h = cv2.boundingRect(c)
        return cv2.contourArea(c) >= 4 and (h < (1 - FRAGMENT_FIT) * card_height or w < NARROW * h * aspect)

    contours = [_closed_outline(c, mask, card_height, aspect, min_height) for c in contours]
    small = [i for i, c in enumerate(contours) if fragment(c)]
    if len(small) < 2:
        return list(contours)
    labels = np.zeros(mask.shape, np.int32)
    for i in small:
        cv2.drawContours(labels, contours, i, i + 1, thickness=cv2.FILLED)
    gone: set[int] = set()
    cards = []
    reach = max(3, int(card_height * FRAGMENT_REACH) | 1)
    # Widest reach first; the fragments of two cards of a grid a few pixels
    # apart gather into one blob two cards wide, and are gathered again,
    # those left, at a shorter reach (photo-borderless on brown wood, dev
    # scene 93700007: a 7 of Bastoni and the Queen beside it, 6 px apart,
    # gathered as one at 9 px, and both lost).
    for reach in sorted({reach, max(3, (reach // 2) | 1)}, reverse=True):
        left = [i for i in small if i not in gone]
        if len(left) < 2:
            break
        fragments_only = np.where(np.isin(labels, [i + 1 for i in left]), 255, 0).astype(np.uint8)
        fragments = cv2.morphologyEx(fragments_only, cv2.MORPH_CLOSE, np.ones((reach, reach), np.uint8))
        found, _ = cv2.findContours(fragments, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
        for contour in found:
            hull = cv2.convexHull(contour)
            sides = _card_sized(hull, card_height, aspect)
            if sides is None or not _big_enough(hull, aspect, min_height):
                continue
            short, _ = sides
            # The gathering's own box, not the whole screen: it is drawn for
            # every gathering at each reach.
            x, y, w, h = cv2.boundingRect(contour)
            inside = np.zeros((h, w), np.uint8)
            cv2.drawContours(inside, [contour], -1, 255, thickness=cv2.FILLED, offset=(-x, -y))
            members = {int(v) - 1 for v in np.unique(labels[y:y + h, x:x + w][inside > 0]) if v > 0} - gone
            if len(members) < 2:
                continue
            # Scattered specks of a textured table gather too, into a loose
            # cloud; a card's fragments cover most of it (62-86% measured),
            # or most of the band along its edge.
            covered = cv2.countNonZero(cv2.bitwise_and(inside, fragments_only[y:y + h, x:x + w]))
            if (covered < FRAGMENT_COVER * cv2.contourArea(hull)
                    and _ring_cover(hull, short, fragments_only) < RING_COVER):
                continue
            gone |= members
            cards.append(hull)
    return [c for i, c in enumerate(contours) if i not in gone] + cards


#: A blob as wide as the screenshot's cards (within ``FRAGMENT_FIT``) but
#: between these shares of their height is a card whose top or foot
#: matched the table (``_lengthened``) ...
SHORT_OF_CARD = (0.5, 1 - FRAGMENT_FIT)
#: ... taken as the whole card where, lengthened to the cards' height, it
#: is read as one card that fits the pack this much better.
LENGTHENED_BETTER = 0.1


def _lengthened(rgb: np.ndarray, contours: Sequence[np.ndarray], card_height: float, aspect: float,
                min_height: int, deck: Deck) -> list[np.ndarray]:
    """The blobs, each short one of a card's width lengthened to a whole
    card where that reads better.  A King of Oro's robe and band, orange
    and olive on brown wood, with only a thin grey line around it, leave
    the mask its top two thirds (aisle-swiss-xvii in a grid, final scene
    148400003): read as it was, it was split into two narrow parts, a Donna
    of Coppe claimed and the King unsure.  Which end is missing only the
    pack can tell: the blob is lengthened up and down to the screen's card
    height, each read, and the better kept if it is one card fitting
    ``LENGTHENED_BETTER`` better than the blob as it was.  Blobs lying
    inside the lengthened card (its foot's fragments) go with it."""
    card_width = card_height * aspect
    out: list[np.ndarray | None] = list(contours)
    for i, contour in enumerate(contours):
        x, y, w, h = cv2.boundingRect(contour)
        if (abs(w / card_width - 1) > FRAGMENT_FIT or not SHORT_OF_CARD[0] <= h / card_height < SHORT_OF_CARD[1]
                or h < min_height):
            continue
        piece = np.zeros((h, w), np.uint8)
        cv2.drawContours(piece, [contour], -1, 255, thickness=cv2.FILLED, offset=(-x, -y))
        fit, _ = _read_blob(rgb, piece, contour - np.array([x, y], np.int32), (x, y), aspect, min_height, deck,
                            weigh_cuts=False)
        best: tuple[float, np.ndarray] | None = None
        for box in _lengthened_boxes(contour, card_height):
            lx, ly, lw, lh = cv2.boundingRect(box)
            if lx < 0 or ly < 0 or lx + lw > rgb.shape[1] or ly + lh > rgb.shape[0]:
                continue
            local = (box - np.array([lx, ly], np.int32)).reshape(-1, 1, 2)
            longer = np.zeros((lh, lw), np.uint8)
            cv2.fillConvexPoly(longer, local, 255)
            longer_fit, regions = _read_blob(rgb, longer, local, (lx, ly), aspect, min_height, deck,
                                             weigh_cuts=False)
            if len(regions) == 1 and longer_fit > fit + LENGTHENED_BETTER and (best is None or longer_fit > best[0]):
                best = (longer_fit, box.reshape(-1, 1, 2))
        if best is None:
            continue
        lx, ly, lw, lh = cv2.boundingRect(best[1])
        for j, other in enumerate(contours):
            ox, oy, ow, oh = cv2.boundingRect(other)
            if j != i and ox >= lx - 1 and oy >= ly - 1 and ox + ow <= lx + lw + 1 and oy + oh <= ly + lh + 1:
                out[j] = None
        out[i] = best[1]
    return [c for c in out if c is not None]


def _lengthened_boxes(contour: np.ndarray, card_height: float) -> list[np.ndarray]:
    """The corners of the blob's smallest rectangle lengthened along its
    upright sides to ``card_height``: once down, once up."""
    corners = cv2.boxPoints(cv2.minAreaRect(contour))
    order = np.argsort(corners[:, 1])
    top, foot = corners[order[:2]], corners[order[2:]]
    top = top[np.argsort(top[:, 0])]
    foot = foot[np.argsort(foot[:, 0])]
    down = (foot - top).mean(axis=0)
    length = float(np.hypot(*down))
    if length <= 0:
        return []
    more = down / length * (card_height - length)
    return [np.round(np.vstack([top, foot[::-1] + more])).astype(np.int32),
            np.round(np.vstack([top - more, foot[::-1]])).astype(np.int32)]


def _card_sized(hull: np.ndarray, card_height: float, aspect: float) -> tuple[float, float] | None:
    """The short and long sides of the smallest rectangle around ``hull``
    when that rectangle is one card's height and shape (within
    ``FRAGMENT_FIT``), else None."""
    (_, _), (rw, rh), _ = cv2.minAreaRect(hull)
    short, long = float(min(rw, rh)), float(max(rw, rh))
    return (short, long) if _card_shaped(short, long, card_height, aspect) else None


def _card_shaped(short: float, long: float, card_height: float, aspect: float) -> bool:
    """Whether sides ``short`` and ``long`` are one card's height and shape
    (within ``FRAGMENT_FIT``)."""
    return abs(long / card_height - 1.0) <= FRAGMENT_FIT and abs(short / max(long, 1.0) / aspect - 1.0) <= FRAGMENT_FIT


#: A card's outline alone (``_closed_outline``) lies this close to its
#: hull's edge (a share of the hull's short side, at least 2 px) ...
OUTLINE_REACH = 0.05
#: ... along at least this share of it (a dashed line, blurred and broken
#: in many places, lay along 88%: photo-scanned's 9 of Oro on beige, final
#: scene 190800001).
OUTLINE_COVER = 0.85


def _closed_outline(contour: np.ndarray, mask: np.ndarray, card_height: float, aspect: float,
                    min_height: int) -> np.ndarray:
    """The hull of a blob that is a whole card's printed outline broken at
    a point, else the blob as it is.  A plain card on a table the colour of
    its paper keeps only its outline in the mask; where blur breaks it, the
    outline is a thin line that encloses nothing, too small by its area to
    be a card (aisle-tarocco's Ace of clubs on a near-white table, final
    scene 124300005: lost without a word).  Its box has a card's height
    and shape, and the line runs along its hull's whole edge; a textured
    table's specks do not."""
    if _big_enough(contour, aspect, min_height):
        return contour
    hull = cv2.convexHull(contour)
    sides = _card_sized(hull, card_height, aspect)
    _, _, w, h = cv2.boundingRect(contour)
    if sides is None and _card_shaped(w, h, card_height, aspect):
        # Broken at more than one point, the outline is a line of a card's
        # box with pieces of it apart (photo-scanned's 8 of Oro on beige,
        # final scene 190800001: an L, whose hull is no card): the hull of
        # it and of every piece lying inside its box.
        hull = cv2.convexHull(_with_pieces_inside(contour, mask))
        sides = _card_sized(hull, card_height, aspect)
    if sides is None or sides[1] < min_height:
        return contour
    short, _ = sides
    x, y, w, h = cv2.boundingRect(hull)
    edge = np.zeros((h, w), np.uint8)
    cv2.drawContours(edge, [hull], -1, 255, thickness=1, offset=(-x, -y))
    reach = max(2, round(OUTLINE_REACH * short))
    near = cv2.dilate(mask[y:y + h, x:x + w], np.ones((2 * reach + 1, 2 * reach + 1), np.uint8))
    along = cv2.countNonZero(edge)
    return hull if cv2.countNonZero(cv2.bitwise_and(edge, near)) >= OUTLINE_COVER * along else contour


#: ``_with_pieces_inside`` looks this share of a line's height around its box.
PIECES_PAD = 0.03


def _with_pieces_inside(contour: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """The points of ``contour`` and of every other blob of ``mask`` lying
    wholly inside its box grown by ``PIECES_PAD`` of its height: the
    pieces an outline broke into, and the art it holds.  A blob reaching
    out of that box (a neighbour's corner, a row's card) is left out."""
    x, y, w, h = cv2.boundingRect(contour)
    pad = max(2, round(PIECES_PAD * h))
    x0, y0 = max(0, x - pad), max(0, y - pad)
    x1, y1 = min(mask.shape[1], x + w + pad), min(mask.shape[0], y + h + pad)
    found, _ = cv2.findContours(np.ascontiguousarray(mask[y0:y1, x0:x1]), cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    inside = [c + np.array([x0, y0], np.int32) for c in found
              if (b := cv2.boundingRect(c))[0] > 0 and b[1] > 0 and b[0] + b[2] < x1 - x0 and b[1] + b[3] < y1 - y0]
    return np.concatenate([contour, *inside]) if inside else contour


def _ring_cover(hull: np.ndarray, short: float, fragments: np.ndarray) -> float:
    """The share of the band just inside ``hull`` (``RING_BAND`` of its
    ``short`` side wide) that ``fragments`` cover: a court whose art and
    frame line pass for table (a Bellot Queen on a grey table, dark and
    grey robes) keeps its paper margin only, a broken ring covering 41% of
    its hull and 66% of that band; specks of a textured table are as thin
    along a hull's edge as inside it."""
    x, y, w, h = cv2.boundingRect(hull)
    inside = np.zeros((h + 2, w + 2), np.uint8)
    cv2.drawContours(inside, [hull], -1, 255, thickness=cv2.FILLED, offset=(1 - x, 1 - y))
    band = max(2, round(RING_BAND * short))
    ring = cv2.subtract(inside, cv2.erode(inside, np.ones((2 * band + 1, 2 * band + 1), np.uint8)))[1:-1, 1:-1]
    return cv2.countNonZero(cv2.bitwise_and(ring, fragments[y:y + h, x:x + w])) / max(1, cv2.countNonZero(ring))


def find_regions(rgb: np.ndarray, *, aspect: float, deck: Deck | None = None, min_height: int = 50) -> list[Region]:
    """Every card's visible part on a screenshot, left to right, top to bottom."""
    raw = table_mask(rgb, paper_of(deck) if deck is not None else None)
    contours, _ = cv2.findContours(raw, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    # A card's dark border can match a dark table and cut a row of overlapping
    # cards into pieces.  Close gaps as wide as a border line (about 1/100 of
    # a card's height, more once blurred) but not the gaps between the cards
    # of a grid (at least 6 px and 8% of a card's height).
    heights = [cv2.boundingRect(c)[3] for c in contours if cv2.boundingRect(c)[3] >= min_height]
    mask = raw
    card_height = float("inf")
    closings: list[np.ndarray] = [np.ones((3, 3), np.uint8)]
    if heights:
        card_height = float(np.median(heights))
        k = max(3, int(card_height * 10 / 420) | 1)
        closings = [np.ones((k, k), np.uint8)]
        mask = cv2.morphologyEx(raw, cv2.MORPH_CLOSE, closings[0])
        # A card's border line, dark on a dark table and widened by blur,
        # can cut a row from top to bottom: close such lines across (a grid's
        # gaps are at least 6 px and 8% of a card's height, jittered to 4%).
        across = max(k, int(card_height * 0.035) | 1)
        if across > k and deck is not None:
            closings.append(np.ones((1, across), np.uint8))
            mask = cv2.morphologyEx(mask, cv2.MORPH_CLOSE, closings[-1])
        frame = frame_of(deck) if deck is not None else None
        if frame is not None:
            # A pack's dark frame that went to the table with it leaves each
            # card's paper apart from the next card's by the frame and its
            # shadow: close that too, across.  A grid's cards stay apart by
            # their gap and both their frames.
            frame_gap = int(FRAME_GAPS * frame.width * card_height) | 1
            if frame_gap > closings[-1].shape[1] and _paper_shown(rgb, mask, (0, 0), frame) > LOST:
                closings.append(np.ones((1, frame_gap), np.uint8))
                mask = cv2.morphologyEx(mask, cv2.MORPH_CLOSE, closings[-1])
        contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
        bridged = _bridge_row_pieces(mask, contours, aspect, min_height, raw)
        if bridged is not None:
            mask = bridged
            contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
        bridged = _bridge_hidden_parts(rgb, mask, contours, aspect, min_height)
        if bridged is not None:
            mask = bridged
            contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
        bridged = _bridge_card_pieces(mask, contours, aspect, min_height, card_height)
        if bridged is not None:
            mask = bridged
            contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
        contours = _gathered(mask, contours, aspect, min_height)
        if deck is not None:
            contours = _lengthened(rgb, contours, card_height, aspect, min_height, deck)
    # Where rows nearly touch, closing joins them: seams are looked for in
    # the mask before closing (filled, so printed art is no gap).
    open_filled = _fill(raw)
    blobs: list[tuple[tuple[int, int, int, int], list[Region]]] = []
    for contour in contours:
        if not _big_enough(contour, aspect, min_height):
            continue
        x, y, w, h = cv2.boundingRect(contour)
        blob = np.zeros((h, w), np.uint8)
        cv2.drawContours(blob, [contour], -1, 255, thickness=cv2.FILLED, offset=(-x, -y))
        pieces: list[np.ndarray] = [blob]
        parted = False
        cards = _separate_cards(np.where(blob > 0, open_filled[y:y + h, x:x + w], 0).astype(np.uint8),
                                cv2.contourArea(contour), aspect, min_height)
        if cards:
            pieces = cards
        elif h >= 2 * min_height and (w > 1.15 * h * aspect or h >= STACKED * card_height
                                      or len(heights) < FEW_BLOBS):
            # (A blob no wider than one card of its height is one card, or
            # cards of a grid stacked: no rows to part; unless it is nearly
            # twice as tall as the screen's cards (``STACKED``): a block of a
            # grid's cards, two by two, touching at their shadows, has a
            # card's shape.)
            # Only a long blob is parted along a row's edge where no table
            # runs between its rows (``SEAM_ALONG_EDGE``): in a short one, a
            # card's art gives edges enough to cut a row in two.
            edges = (_horizontal_edges(rgb[y:y + h, x:x + w], round(EDGE_RUN * card_height * aspect))
                     if w >= EDGE_SEAM_CARDS * card_height * aspect else None)
            pieces = [p for p in _rows_of(np.where(blob > 0, open_filled[y:y + h, x:x + w], 0).astype(np.uint8),
                                          min_height, edges)]
            if len(pieces) > 1:
                # Each row, cut from the mask before closing, is closed as the
                # mask was: a card's border line dark on a dark table, which
                # closing had bridged, would otherwise cut the row in pieces.
                for kernel in closings:
                    pieces = [_closed(p, kernel) if _long_row(p, card_height, aspect)
                              else cv2.morphologyEx(p, cv2.MORPH_CLOSE, kernel) for p in pieces]
                parted = True
            else:
                pieces = [blob]
        # A blob, or a card parted from a blob, nearly twice as tall as the
        # screen's cards is no one card, whatever its shape (with few blobs,
        # the shortest is the cards' height: the median may be a block's).
        # Aisle-slavic grid, 97 px cards, final scene 237300009: a block of
        # four, two by two, parted from a third column touching it, was
        # read as one card, three lost without a word.
        shortest = card_height if len(heights) >= FEW_BLOBS else float(min(heights, default=h))
        found: list[Region] = []
        for piece in pieces:
            lines = np.flatnonzero(piece.any(axis=1))
            tall = h if len(pieces) == 1 else (int(lines[-1]) + 1 - int(lines[0]) if len(lines) else 0)
            found.extend(_blob_regions(rgb, piece, (x, y), aspect, min_height, deck,
                                       stacked=tall >= STACKED * shortest, parted=parted))
        blobs.append(((x, y, w, h), found))
    regions = _unnested(blobs)
    regions.sort(key=lambda r: (r.box[1] // max(1, r.box[3] // 2), r.box[0]))
    return regions


#: A blob lying this share or more inside a larger blob's box, and each of
#: its regions lying this share or more inside that blob's row regions, is
#: a second reading of their cards (``_unnested``).
NESTED = 0.8


def _unnested(blobs: list[tuple[tuple[int, int, int, int], list[Region]]]) -> list[Region]:
    """The regions of every blob (its box, its regions), less those lying
    ``NESTED`` or more inside the regions of a larger blob that holds it:
    two different cards never show in the same place.  Our pack without
    its frame on a table of its paper's colour, lit unevenly (final scene
    260903003): a hand of nine cards kept in the mask only its art, its
    lines and, on the darker side, the paper of its first five cards; the
    lines made one blob of the whole hand, read card by card, and the
    paper a second blob inside it, read again as five shorter cards (one a
    6 of Oro claimed over the 10 at the same fit); the art of the Trump 18
    and the 5 made four more unsure pieces.  Larger boxes first (the lines
    around a hand enclose little area of their own); only a blob held in
    the larger one's box: two parts of a row abut, and the first part's
    last regions, read poorly, can lie over the second's first cards
    (photo-scanned, dev scene 81801003).  Only under a row's regions,
    split where each card begins: a lone card's blob can be a piece of a
    card that another piece's blob holds, the two read whole together
    (``rejoin``; the Excuse of Debian's Tarocco on near white, final scene
    124300005)."""
    kept: list[tuple[tuple[int, int, int, int], list[Region]]] = []
    for box, found in sorted(blobs, key=lambda blob: -blob[0][2] * blob[0][3]):
        holders = [r.box for other, regions in kept if covered(box, [other]) >= NESTED
                   for r in regions if r.in_row]
        kept.append((box, [r for r in found if not holders or covered(r.box, holders) < NESTED]))
    return [r for _, regions in kept for r in regions]


def covered(box: Sequence[int], others: Sequence[Sequence[int]]) -> float:
    """The share of ``box`` (x, y, w, h) that the union of the boxes
    ``others`` covers."""
    x, y, w, h = box[:4]
    if w <= 0 or h <= 0:
        return 0.0
    seen = np.zeros((h, w), bool)
    for ox, oy, ow, oh in others:
        x0, y0 = max(0, ox - x), max(0, oy - y)
        x1, y1 = min(w, ox + ow - x), min(h, oy + oh - y)
        if x1 > x0 and y1 > y0:
            seen[y0:y1, x0:x1] = True
    return float(seen.mean())


#: Where a pack's dark frame went to the table, pieces of a row stand apart
#: by up to this many frames' widths (a frame and its card's shadow: six
#: pixels between a Trump 12 on top and the Queen of Coppe it covered,
#: 150 px cards of sample-darkframe on a dark table, read through a deck cut
#: from a screenshot, dev scene 131001001; closing bridged four, and the
#: Queen, read as a whole card at the start of the rest of the row, was
#: lost without a word).  A grid's cards stand apart by their gap (6 px
#: and 4% of a card's height at least) and two frames.
FRAME_GAPS = 2.0


#: A blob this many times as tall as the screen's typical blob (its cards'
#: height) holds rows of cards, whatever its width: a grid's cards two by
#: two, joined at their shadows, make a blob of one card's shape (the alt
#: pack, 110 px cards on a grey table, dev scene 81100006: four cards
#: read as one, three lost without a word).
STACKED = 1.8
#: With fewer blobs than this a card's height on the screen, their median,
#: may be a whole block's: any blob twice ``min_height`` tall is then
#: looked into for rows.
FEW_BLOBS = 4


def _blob_regions(rgb: np.ndarray, piece: np.ndarray, origin: tuple[int, int], aspect: float,
                  min_height: int, deck: Deck | None, *, stacked: bool = False,
                  parted: bool = False) -> list[Region]:
    """The cards of one blob (its filled mask ``piece`` at ``origin``);
    ``stacked``: it is nearly twice as tall as the screen's cards;
    ``parted``: a row parted from the rows it touched (``_read_blob``)."""
    found, _ = cv2.findContours(_fill(piece), cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    if len(found) > 1:
        # A row cut from a blob can fall apart into several blobs (two cards
        # of a grid that only closing had joined): each is read, none dropped.
        regions: list[Region] = []
        for contour in found:
            if cv2.boundingRect(contour)[3] < min_height:
                continue
            own = np.zeros_like(piece)
            cv2.drawContours(own, [contour], -1, 255, thickness=cv2.FILLED)
            regions.extend(_one_blob_regions(rgb, own, contour, origin, aspect, min_height, deck,
                                             stacked=stacked, parted=parted))
        return regions
    if not found:
        return []
    return _one_blob_regions(rgb, piece, found[0], origin, aspect, min_height, deck, stacked=stacked,
                             parted=parted)


#: A straightened row's outer lines where the mask covers less than this
#: share of its typical line are specks of table joined to it, not its
#: cards (``_trim_specks``; specks covered 1-7% of a row's lines, its
#: cards 96%).
SPECK_SHARE = 0.15
#: ... trimmed only when they are at least this share of its height.
SPECK_DEPTH = 0.05
#: A row's end columns holding only specks are trimmed up to this share of
#: its height (a tenth of a card's width is 6% of its height).
SPECK_WIDTH = 0.1


def _trim_specks(crop: np.ndarray, inverse: np.ndarray, *, ends: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """A straightened row less the lines above and below its cards that hold
    only specks of table: specks joined to a long tilted row (a textured
    table under a photograph's light) made its rectangle, and so its cards,
    40% too tall (photo-dev's hand area, seed 34000000: a hand of 31 cards
    lost).  With ``ends``, so too the columns at its two ends: not on a
    pack with a dark frame, whose end columns, the frame as dark as the
    table, the mask holds only in part (sample-darkframe's hand: a first
    card's frame held in 2-26% of its rows, and trimmed).  The crop and
    its map to the screenshot."""
    occupancy = (crop[:, :, 3] > 0).mean(axis=1)
    if not occupancy.any():
        return crop, inverse
    level = SPECK_SHARE * float(np.median(occupancy[occupancy > 0]))
    body = np.flatnonzero(occupancy >= level)
    top, bottom = int(body[0]), int(body[-1]) + 1
    if top + (crop.shape[0] - bottom) < SPECK_DEPTH * crop.shape[0]:
        top, bottom = 0, crop.shape[0]
    # So too the columns at the row's ends: a speck beside its first card
    # widened that card's part, and the faces compared with it were cut
    # too wide (sample-rounded's hand, 89 px cards showing 27 px, dev
    # scene 199203000: 6 px of specks left of a 7 of Spade, whose part
    # then fitted the 5 of Spade's pips, and the 5 was claimed).
    left, right = 0, crop.shape[1]
    if ends:
        across = (crop[top:bottom, :, 3] > 0).mean(axis=0)
        columns = np.flatnonzero(across >= SPECK_SHARE * float(np.median(across[across > 0])))
        left, right = int(columns[0]), int(columns[-1]) + 1
        # Specks are narrow: a wide run of such columns is cards whose
        # paper passed for the table (borderless cards on a pale table,
        # dev scene 198901003: 507 px of a row, 11 cards).
        most = SPECK_WIDTH * (bottom - top)
        left = left if left <= most else 0
        right = right if crop.shape[1] - right <= most else crop.shape[1]
    if (top, bottom, left, right) == (0, crop.shape[0], 0, crop.shape[1]):
        return crop, inverse
    return np.ascontiguousarray(crop[top:bottom, left:right]), _part_map(inverse, x0=left, y0=top)


def _one_blob_regions(rgb: np.ndarray, piece: np.ndarray, contour: np.ndarray, origin: tuple[int, int],
                      aspect: float, min_height: int, deck: Deck | None, *, rows: bool = True,
                      stacked: bool = False, parted: bool = False) -> list[Region]:
    """The cards of one connected blob (``contour`` in ``piece``): as the
    mask has it or, on a pack whose faces have a dark frame that the mask
    left out (as dark as the table), grown by that frame: without it the
    cards are a few per cent short of their height, their index and pips
    out of place, and read as unsure or not at all (our pack framed, in
    tight rows on a dark table: 8 of 121 cards).  The grown blob's rows are
    not weighed as touching rows again, nor is the blob at all where it is
    known to be one card (``rows`` false)."""
    fit, regions = _read_blob(rgb, piece, contour, origin, aspect, min_height, deck, weigh_cuts=rows,
                              stacked=stacked, parted=parted)
    frame = frame_of(deck) if deck is not None and regions else None
    if frame is None:
        if deck is not None and len(regions) == 1:
            return _grown_lone(rgb, piece, contour, origin, aspect, min_height, deck, fit) or regions
        return regions
    shown = _paper_shown(rgb, piece, origin, frame)
    (_, _), (rw, rh), _ = cv2.minAreaRect(contour)
    # The blob is the cards less their frame on both sides.
    grow = int(np.ceil(frame.width / (1 - 2 * frame.width) * min(rw, rh)))
    dilated = _dilated(rgb.shape, piece, origin, grow)
    if dilated is None:
        return regions
    grown_fit, grown_regions = _read_blob(rgb, *dilated, aspect, min_height, deck, weigh_cuts=False)
    if shown <= MAYBE_LOST:
        # The outline looks like the frame, but a blurred photograph's look
        # can darken a ring of paper as much: the frame is then lost all
        # the same, and only the fit tells (sample-darkframe's hand through
        # a cut deck, dev scene 207003001, 204 px cards on dark felt: the
        # outline at 0.26, the blob 6 px inside every card's edge and
        # fitting 0.88, grown 0.95; 4 of its 37 cards left unsure).  Kept
        # only clearly better and with as many cards: a blob whose frame
        # the mask held, grown, is the cards and a ring of table.
        if len(grown_regions) == len(regions) and grown_fit >= fit + FRAME_GROWN_BETTER:
            return grown_regions
        return regions
    # The grown blob is kept unless it fits clearly worse, as long as it
    # holds as many cards: a frame makes each card a little larger, not one
    # more or fewer (a sequence of fewer edges can fit better on average,
    # and lose cards); unless it holds more cards and fits clearly better:
    # the frame's edges were what the row solver missed (our pack framed,
    # five cards in a tight row on a dark table, final scene 105002010: 4
    # parts at 0.79 grown to 5 at 0.97, two cards lost without a word).
    # Where the outline shows frame and paper alike (``MAYBE_LOST``), the
    # grown blob must fit better to be kept.  Where it shows the paper
    # (``LOST``), the frame surely went to the table, and the grown blob is
    # the cards' true extent: it needs only ``GROWN_MORE`` to hold more.
    if len(grown_regions) == len(regions) and (grown_fit > fit if shown <= LOST else grown_fit >= fit - BAND_MARGIN):
        return grown_regions
    more = GROWN_MORE if shown > LOST else BAND_MARGIN
    if grown_fit > fit + more and len(grown_regions) > len(regions):
        return grown_regions
    return regions


def _dilated(shape: tuple[int, ...], piece: np.ndarray, origin: tuple[int, int],
             grow: int) -> tuple[np.ndarray, np.ndarray, tuple[int, int]] | None:
    """The blob ``piece`` (at ``origin`` on a screenshot of ``shape``)
    grown by ``grow`` pixels on every side: its mask, its outline and its
    origin; None where it no longer makes one blob."""
    ox, oy = origin
    x0, y0 = max(0, ox - grow), max(0, oy - grow)
    x1 = min(shape[1], ox + piece.shape[1] + grow)
    y1 = min(shape[0], oy + piece.shape[0] + grow)
    grown = np.zeros((y1 - y0, x1 - x0), np.uint8)
    grown[oy - y0: oy - y0 + piece.shape[0], ox - x0: ox - x0 + piece.shape[1]] = piece
    grown = cv2.dilate(grown, np.ones((2 * grow + 1, 2 * grow + 1), np.uint8))
    found, _ = cv2.findContours(grown, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    if len(found) != 1:
        return None
    return grown, found[0], (x0, y0)


def _grown_lone(rgb: np.ndarray, piece: np.ndarray, contour: np.ndarray, origin: tuple[int, int],
                aspect: float, min_height: int, deck: Deck, fit: float) -> list[Region] | None:
    """A lone card's blob grown to the card's own edge, where the mask
    stopped short of it, or None.

    A pack printed with an outline inside a margin of plain paper, on a
    table of that paper's colour, leaves the mask the outline: the card
    read a few per cent small, its pips and index out of place.  Photo-dev
    scanned poorly, a grid of 184 x 378 px cards on a beige table (final
    scene 174800003): most blobs were the outline, about 165 x 365, fitting
    the pack at 0.61 to 0.85, and a 9 of Coppe was claimed as the 10.
    Grown a step at a time (``LONE_GROWTH``), each card fitted better
    until it reached its edge, then worse: it is grown while it fits
    better, and kept grown where it fits ``LONE_GROWN_BETTER`` better and
    is still one card."""
    (_, _), (rw, rh), _ = cv2.minAreaRect(contour)
    best_fit, best = fit, None
    # On a small card two shares can round to the same pixels: each growth
    # is tried once, else the second try fits no better and stops the walk.
    for grow in sorted({max(1, round(share * min(rw, rh))) for share in LONE_GROWTH}):
        dilated = _dilated(rgb.shape, piece, origin, grow)
        if dilated is None:
            break
        grown_fit, grown_regions = _read_blob(rgb, *dilated, aspect, min_height, deck, weigh_cuts=False)
        if len(grown_regions) != 1 or grown_fit <= best_fit:
            break           # no longer one card, or at the card's edge or past it
        best_fit, best = grown_fit, grown_regions
    return best if best_fit >= fit + LONE_GROWN_BETTER else None


#: A lone card's blob is grown by these shares of its width in turn
#: (``_grown_lone``): a card's margin outside its printed outline is a few
#: per cent of its width.
LONE_GROWTH = (0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08)
#: ... and kept grown when it fits the pack this much better.
LONE_GROWN_BETTER = 0.03


#: A blob that surely lost its frame to the table, grown by it, is read
#: with more cards where it fits the pack this much better.  (Its mask,
#: the cards' paper alone, has a gap at every card's edge: a row was cut
#: at one, and the piece beyond, two cards' parts, read as one card that
#: fitted by its own edge strip: sample-darkframe, a hand of 11 on a dark
#: table, dev scene 131001004, 10 parts at 0.858, grown 11 at 0.954; the
#: Queen of Coppe lost without a word.)
GROWN_MORE = 0.05
#: A blob whose outline looks like its frame is read grown by the frame
#: only where that fits the pack this much better (a row whose frame the
#: mask held fitted 0.94 as it was, 0.92 grown: final scene 123001007).
FRAME_GROWN_BETTER = 0.03


#: A pack's faces share a dark frame when, from their edge inwards, their
#: lines stay this much darker than their paper (8-bit Lab lightness) over
#: at least ``FRAME_WIDE`` of their height: a printed outline a pixel or
#: two wide is no frame to look for.
FRAME_DARKER = 60.0
FRAME_WIDE = 0.02


class Frame(NamedTuple):
    """A dark frame every face of a pack has at its edge."""

    light: float          # its lightness (8-bit Lab)
    width: float          # its width, a share of the card's height
    paper: float          # the lightness of the paper inside it


def frame_of(deck: Deck) -> Frame | None:
    """The pack's dark frame, or None when its faces have none; once per
    deck."""
    if "frame" not in deck.cache:
        fine = np.clip(deck.fine, 0, 255).astype(np.uint8)
        _, h, w, _ = fine.shape
        # Each line's median lightness from the edge inwards, over the four
        # sides of every face (their middle half, clear of the corners).
        depth = h // 8
        sides = [fine[:, :depth, w // 4: 3 * w // 4], fine[:, ::-1][:, :depth, w // 4: 3 * w // 4],
                 fine[:, h // 4: 3 * h // 4, :depth].transpose(0, 2, 1, 3),
                 fine[:, h // 4: 3 * h // 4, ::-1][:, :, :depth].transpose(0, 2, 1, 3)]
        lines = np.concatenate([side.transpose(1, 0, 2, 3).reshape(depth, -1, 3) for side in sides], axis=1)
        light = cv2.cvtColor(np.ascontiguousarray(lines), cv2.COLOR_RGB2LAB)[:, :, 0].astype(np.float64)
        profile = np.median(light, axis=1)
        paper = float(np.median(paper_of(deck)[:, 0]))
        dark = profile <= paper - FRAME_DARKER
        # The edge line itself may be blurred with what lay around the face.
        start = 1 if not dark[0] and dark[1:2].all() else 0
        width = int(np.argmin(dark[start:])) if not dark[start:].all() else depth - start
        deck.cache["frame"] = (Frame(float(np.median(profile[start:start + width])), (start + width) / h, paper)
                               if dark[start] and width >= FRAME_WIDE * h else None)
    cached = deck.cache["frame"]
    return cached if isinstance(cached, Frame) else None


#: A blob's outline as light as this share of the way from a pack's dark
#: frame to its paper (``_paper_shown``) shows the paper: the frame, as
#: dark as the table, was left out of the mask.  From ``MAYBE_LOST`` to
#: there it may have been: the blob is read grown by the frame too, and
#: that reading kept only where it fits the pack better.  (A blurred frame
#: meeting its paper at the blob's edge is half the one, half the other: a
#: row of our framed pack, read through a deck cut from a screenshot,
#: showed 0.48 there; left as it was, 11 of its 36 cards were read as
#: unsure, 7 lost without a word, final scene 123001011.  A row whose frame
#: the mask held showed 0.37 where its blob took in a blurred pixel of
#: table, and grown it would be read 8 px too tall, 123001007.  Measured
#: on one pack, our own framed: packs with a frame are few.)
LOST = 0.5
MAYBE_LOST = 0.4


def _paper_shown(rgb: np.ndarray, piece: np.ndarray, origin: tuple[int, int], frame: Frame) -> float:
    """How light a blob's outline is, from its pack's dark ``frame`` (0) to
    the paper inside it (1): a blob showing the paper along its outline
    lost its frame to the table."""
    ring = cv2.subtract(piece, cv2.erode(piece, np.ones((5, 5), np.uint8)))
    ox, oy = origin
    pixels = rgb[oy:oy + piece.shape[0], ox:ox + piece.shape[1]][ring > 0]
    if len(pixels) < 16:
        return 0.0
    light = float(np.median(cv2.cvtColor(pixels[None, :, :].astype(np.uint8), cv2.COLOR_RGB2LAB)[0, :, 0]))
    return (light - frame.light) / max(1.0, frame.paper - frame.light)


def _read_blob(rgb: np.ndarray, piece: np.ndarray, contour: np.ndarray, origin: tuple[int, int],
               aspect: float, min_height: int, deck: Deck | None, *, weigh_cuts: bool,
               stacked: bool = False, parted: bool = False) -> tuple[float, list[Region]]:
    """One blob's cards and how well they fit the pack, read as it is or,
    when ``weigh_cuts`` and it fits poorly, cut into touching rows.  A blob
    of one card's shape is one card, unless it is ``stacked``, nearly twice
    as tall as the screen's cards: two short rows that touch and end
    together can have a card's shape (aisle-bellot's tight rows, final
    scene 200502005: two rows of three 84 px cards made a block of the
    pack's shape to 0.3%, read as one unsure card, 4 of its 6 cards lost
    without a word).  ``parted``: a row parted from the rows it touched,
    weighed less what the mask took in as a row cut from touching rows is."""
    bx, by, bw, bh = cv2.boundingRect(contour)
    if bh < min_height:
        return 0.0, []
    ox, oy = origin
    window = np.dstack([rgb[oy:oy + piece.shape[0], ox:ox + piece.shape[1]], piece])
    hint = _row_angle(piece) if bw > 3 * bh else None
    if hint is None:
        (_, _), (rw, rh), tilt = cv2.minAreaRect(contour)
        tilt = (tilt + 45.0) % 90.0 - 45.0
        if cv2.contourArea(contour) < RECTANGULAR * rw * rh:
            edges = _edge_angle(contour, min(rw, rh))
            if edges is not None and abs(tilt) > MAX_TILT:
                if abs(edges) < abs(tilt):
                    hint = edges
            elif edges is not None and abs(edges - tilt) > ASKEW and _aligned(piece, edges) > _aligned(piece, tilt):
                # A blob that is no rectangle (rows in steps, cards of a
                # grid joined at a corner) gives two angles a degree or
                # more apart, the smallest rectangle's and its straight
                # edges': the one its outline lines up along wins.  The
                # rectangle met a block of three touching rows, each set
                # off sideways from the one above, 4 degrees askew, and
                # the rows straightened by it fitted no cut (the alt pack,
                # 143 px cards alone on a grey table, final scene
                # 194102006: read as one card, 11 of 12 lost without a
                # word); the edges of two touching rows of different
                # lengths, the whole layout turned 2.4 degrees, said 0
                # (their outline, closed along the rows, runs level in
                # stretches).
                hint = edges
    if hint is not None and _height_at(contour, 0.0) <= _height_at(contour, hint) - 1.0:
        # Whole cards of a grid touching in a row, each turned its own way:
        # the outline zigzags, and the line fitted to it can tilt by more
        # than the row does.  Straightened by it the blob grew taller than
        # it stands upright (photo-borderless, 119 px cards: 133 px against
        # 124), its cards were cut too narrow and two claimed wrong.  A row
        # truly tilted stands taller upright than along its tilt.  So too
        # the median of the edges of a grid's block of cards each turned
        # its own way: our pack, three rows touching, their edges at a
        # median 0.78° (final scene 104000007): straightened by it, the
        # rows were cut 7 px off at the block's end, and a 6 of Bastoni
        # read as a 6 of Spade.
        hint = 0.0
    crop, inverse, _ = _straighten(window, contour, hint)
    if hint is not None:
        crop, inverse = _trim_specks(crop, inverse, ends=deck is None or frame_of(deck) is None)
    if deck is not None and _flat(crop, deck):
        return 0.0, []
    inverse = inverse.copy()
    inverse[0, 2] += ox
    inverse[1, 2] += oy
    best: tuple[float, list[Region]] | None = None
    best_rows: list[_RowReading] = []
    for parts in _bands(crop, inverse, aspect, min_height, deck):
        rows = [_RowReading(part, part_inverse, *_row_regions(part, part_inverse, aspect, rgb.shape, min_height, deck))
                for part, part_inverse in parts]
        fit, regions = _rows_fit(rows)
        if best is None:
            best, best_rows = (fit, regions), rows
            if (fit >= GOOD_FIT or deck is None or not weigh_cuts
                    or (len(regions) == 1 and not stacked and _own_card(contour, aspect, 0, LONE_SHAPE))):
                # Read as it is, the blob fits the pack, or is one card by
                # its shape: no need to look for touching rows (on a pack
                # that fits its own faces poorly, a dark frame lost in a dark
                # table, weighing them took 9.7 s on a grid of 26 cards).
                break
        elif fit > best[0] + BAND_MARGIN:
            best, best_rows = (fit, regions), rows
    if best is None or not weigh_cuts or deck is None:
        return best if best else (0.0, [])
    if len(best_rows) > 1:
        # Cut into rows, the blob is weighed again as one row at its cards'
        # own height (``_trimmed``), taken where it fits as much better as
        # rows must fit to be cut at all (``BAND_MARGIN``).  Bands were
        # weighed against the blob as the mask had it: a hand of nine
        # sample-borderless cards 241 px tall on near white, its blob 256
        # px with their shadow, read as one row at 0.57, as two bands at
        # 0.79 (36 "cards", 3 claimed wrong, 8 lost); at its cards' height,
        # as its nine cards at 0.93 (final scene 212903004).
        one = _trimmed(crop, inverse, aspect, deck)
        if one is not None:
            one_regions, one_fit = _row_regions(*one, aspect, rgb.shape, min_height, deck)
            if one_fit is not None and one_regions and one_fit > best[0] + BAND_MARGIN:
                return one_fit, one_regions
    if best[0] < GOOD_FIT and len(best_rows) > 1:
        # Each of the rows a blob was cut into is read less what the mask
        # took in above and below it, as a blob of one row is below: three
        # tight rows of photo-borderless, 127 px cards, the middle one cut
        # 136 px tall, were read as a card every second card, 6 lost
        # without a word (measured scene 136702002).
        best = _rows_fit([_row_trimmed(row, aspect, rgb.shape, min_height, deck, cut=True) for row in best_rows])
    # The blob as one row, less what the mask took in (``_takes_trimmed``);
    # a row ``parted`` from the rows it touched, along a seam that can keep
    # a strip of shadow or of the other row, as a row cut from touching
    # rows is: the lower of two tight rows of sample-borderless, 102 px
    # cards tilted 2.7 degrees, parted 113 px tall, fitted 0.55 against
    # 0.95 trimmed to 101 with as many cards, and its pip cards, read too
    # tall, were left unsure (dev scene 255902001).
    whole = _row_trimmed(_RowReading(crop, inverse, best[1], best[0]), aspect, rgb.shape, min_height, deck,
                         cut=parted)
    if whole.fit is not None:
        best = (whole.fit, whole.regions)
    return best


class _RowReading(NamedTuple):
    """One row of a blob as read: its straightened crop and map to the
    screenshot, its cards, and how well they fit the pack (None: none)."""

    crop: np.ndarray
    inverse: np.ndarray
    regions: list[Region]
    fit: float | None


def _rows_fit(rows: list[_RowReading]) -> tuple[float, list[Region]]:
    """The rows' mean fit (0 when none fits) and all their cards."""
    fits = [row.fit for row in rows if row.fit is not None]
    return (float(np.mean(fits)) if fits else 0.0), [region for row in rows for region in row.regions]


def _takes_trimmed(fit: float, count: int, trimmed_fit: float, trimmed_count: int, *, cut: bool = False) -> bool:
    """Whether a row read less what the mask took in (``_trimmed``) is
    taken over the row as the mask had it: where it holds more cards (as
    many, for a row ``cut`` from a blob of touching rows) and fits
    ``BAND_MARGIN`` better, or where the row fits poorly (``POOR_FIT``) and
    trimmed fits well with fewer cards."""
    # Only where the row, less what the mask took in, holds more cards:
    # its cards no longer taken for wider ones.  Fewer lines give narrower
    # cards, and a sequence of narrower cards can fit better by its freedom
    # alone (a photo-rounded grid's row of whole cards, dev scene
    # 119100001, fitted 0.88 cut 12 px short against 0.73, and lost its 6
    # of Bastoni).  Or where the row as the mask had it fits poorly and
    # trimmed fits well with fewer cards: parts made up to fill a blob of
    # the wrong height.  A grid's row of 23 cards 82 px tall, a few pixels
    # apart, joined by their shadows on a pale table, the blob 11 px taller
    # than its cards, was read as 50 parts at 0.58 against 23 cards at 0.87
    # (our pack without its frame, final scene 132900003: 2 cards claimed
    # wrong, 10 lost, 2 without a word).  With as many cards the row's own
    # reading stands: trimmed 2 px short of its cards, a row of 12 fitted
    # 0.88 against 0.57 and lost its Trump 0 (scene 87701009).
    # A row cut from touching rows is cut on a line weighed among a few
    # (``_row_cuts``), which can keep the strip of table or shadow between
    # two rows: trimmed, with as many cards, it is its cards' own height.
    # The lower of two tight rows of sample-borderless 97 px cards, cut
    # 100 px tall with the shadow beneath it, fitted 0.63 against 0.90
    # trimmed to 94, and a 9 of Coppe was claimed as a 6 (dev scene
    # 144902011).
    more = trimmed_count >= count if cut else trimmed_count > count
    return (trimmed_fit > fit + BAND_MARGIN and more
            or fit < POOR_FIT and trimmed_fit >= GOOD_FIT and trimmed_count < count)


def _row_trimmed(row: _RowReading, aspect: float, shape: tuple[int, ...], min_height: int,
                 deck: Deck, *, cut: bool = False) -> _RowReading:
    """``row``, or its reading less what the mask took in above and below
    it where ``_takes_trimmed`` (``cut``: a row cut from touching rows)."""
    if row.fit is None or row.fit >= GOOD_FIT:
        return row
    lone = len(row.regions) == 1 and row.crop.shape[1] <= ONE_CARD * row.crop.shape[0] * aspect
    trimmed = _trimmed(row.crop, row.inverse, aspect, deck, lone=lone)
    if trimmed is None:
        return row
    regions, fit = _row_regions(*trimmed, aspect, shape, min_height, deck)
    if lone:
        # A lone card's blob taller than the card: a pale table near the
        # paper, a shadow, taken in above and below.  Our pack without
        # its frame, a 9 of Spade of a grid on sand under a photograph's
        # light, final scene 196900007: a blob 102 px tall round a 97 px
        # card fitted 0.64, unsure among four Spade; 2 px less at its top
        # and 6 at its foot, 0.90, the 9 clearly.  Only a trim that fits
        # well is taken: a 10 of Spade's blob of its own height, 88 px,
        # fitting 0.56 (a grid's card turned on a dark table, scene
        # 112900001), fitted 0.68 less 8 px at its top, its index gone, and
        # was read as the 9.
        return _RowReading(*trimmed, regions, fit) if (fit is not None and len(regions) == 1
                                                        and fit >= max(GOOD_FIT, row.fit + LONE_TRIMMED)) else row
    if fit is None or not (_takes_trimmed(row.fit, len(row.regions), fit, len(regions), cut=cut)
                           or fit > row.fit + REFINED_MARGIN and _refines(regions, row.regions)
                           or fit >= GOOD_FIT and fit > row.fit + BAND_MARGIN and _steadies(regions, row.regions)):
        return row
    return _RowReading(*trimmed, regions, fit)


#: A lone card read less what the mask took in above and below it is taken
#: where it fits the pack this much better (``_row_trimmed``): a card's
#: window fits a little better at some smaller height by its freedom alone.
LONE_TRIMMED = 0.1
#: A row read less what the mask took in is taken over the row as the mask
#: had it, where it finds the same cards and more between them at a
#: regular step (``_refines``), when it fits the pack this much better.
REFINED_MARGIN = 0.03


def _refines(fine: list[Region], coarse: list[Region]) -> bool:
    """Whether ``fine`` is a regularly spread row (``regular_step``) that
    holds more cards than ``coarse`` and starts a card wherever ``coarse``
    does, within a quarter of its step: ``coarse`` took two cards' parts
    for one.

    Pale cards on a table of their paper's colour show no edge where one
    lies on the next, and the row solver, free to end a part anywhere on
    their plain paper, can stop at every second card: a hand of 11
    sample-borderless cards 138 px tall on a near-white table, with the
    photographic look, was read as 7 parts at 0.658 as the mask had it
    (four of them two cards' parts, read as whole cards), against its 11
    cards at a 36 px step at 0.712 trimmed; 5 cards were lost without a
    word (final scene 172903001).  A grid's whole cards read as narrower
    parts (``_takes_trimmed``) are cut where each card's art changes, at
    no regular step through every edge of the whole cards; on the dev
    scenes of seed 180000000 (the rows, tight rows and hands of 11 packs,
    396 scenes) this changed no reading."""
    if len(fine) <= len(coarse):
        return False
    starts = sorted(r.box[0] for r in fine)
    step = regular_step(starts)
    if step is None:
        return False
    return all(min(abs(r.box[0] - x) for x in starts) <= step / 4 for r in coarse)


def _steadies(fine: list[Region], coarse: list[Region]) -> bool:
    """Whether ``fine`` is a regularly spread row (``regular_step``) of
    fewer cards than ``coarse``, which is spread at no regular step: cut
    anywhere on a flat profile, ``coarse`` made up parts where there are none.

    On borderless cards of plain paper every column can pass for an edge
    strip when the row is read at the wrong height, and the solver then
    lays an edge wherever it may.  A row of 40 sample-borderless cards
    161 px tall, each showing 37 px, turned 2.9° on a dark textured
    table, its blob 9 px taller than its cards, was read as 55 parts of 16
    to 40 px at 0.71; less those lines, as its 40 cards at a 37 px step at
    0.90 (final scene 210901005: 2 cards claimed wrong, 16 lost, 8 of them
    without a word).  The mirror of ``_refines``: there the trimmed row
    finds more cards, here fewer, and only a steady step for them, where
    the row as the mask had it has none, says which is right."""
    if len(fine) >= len(coarse):
        return False
    return (regular_step(sorted(r.box[0] for r in fine)) is not None
            and regular_step(sorted(r.box[0] for r in coarse)) is None)


#: A blob whose shades vary less than this share of the pack's plainest
#: face's is table, not cards (``_flat``); each face is also measured inside
#: a frame this share of its size wide.
FLAT = 0.35
FRAME_INSET = 0.06


def _flat(crop: np.ndarray, deck: Deck) -> bool:
    """Whether a straightened blob is flatter than any card of the pack: a
    patch of table the mask let through (a textured table darker in one
    corner), which, with no ink, would pass for the pack's plainest card
    (a card all paper).  Shades are compared at the templates' scale and
    blur, over the blob's own pixels."""
    plainest = deck.cache.get("plainest")
    if plainest is None:
        # Each face whole and inside its frame, the plainer: a pack's dark
        # frame matching a dark table leaves only what lies inside it in the
        # mask, and the frame's contrast, counted in the face's shades, made
        # our framed pack's 5 of Spade (paper and five pips) flatter than any
        # face, dropped as table (dev scene 52000003: three such cards lost
        # without a word).
        gray = deck.upright.mean(axis=3)
        _, h, w = gray.shape
        dy, dx = max(1, round(FRAME_INSET * h)), max(1, round(FRAME_INSET * w))
        inner = gray[:, dy:h - dy, dx:w - dx]
        plainest = deck.cache["plainest"] = float(np.minimum(gray.std(axis=(1, 2)), inner.std(axis=(1, 2))).min())
    h, w = crop.shape[:2]
    small = prepare(np.ascontiguousarray(crop[:, :, :3]), TEMPLATE_HEIGHT, max(4, round(w * TEMPLATE_HEIGHT / h)))
    inside = cv2.resize(crop[:, :, 3], (small.shape[1], small.shape[0]), interpolation=cv2.INTER_NEAREST) > 0
    if inside.sum() < 16:
        return False
    return float(small.mean(axis=2)[inside].std()) < FLAT * float(plainest)


#: Rows cut as equal bands must fit the pack this much better than one row.
BAND_MARGIN = 0.1
#: Rows cut as bands are at least this tall: cards on a screenshot are
#: 80 px or more, and a half card's strips can fit a pack by chance.
MIN_BAND = 80
#: ... less this share, where a blob is weighed as touching rows
#: (``_row_cuts``): the mask loses a pixel or two at a row's edges, and
#: three rows of our 82 px cards made a blob 239 px tall, whose equal
#: thirds, 79.7 px, were too short to weigh; cut in two, the lower two
#: rows read as one, 21 cards lost without a word (measured scene
#: 150002010).
BAND_SLACK = 0.1
#: A blob that fits the pack this well as it is is not cut into bands.
GOOD_FIT = 0.75
#: A blob that fits the pack worse than this as it is gives way to its
#: rows trimmed (``_trimmed``) where they fit ``GOOD_FIT`` with fewer
#: cards.  (A photo-rounded grid's row at 0.73 does not: trimmed 12 px
#: short it once fitted 0.88 and lost its 6 of Bastoni, dev scene
#: 119100001; read today, both readings hold its 18 cards.  At 0.65, a
#: grid's four cards joined by their shadows, read as 8 parts at 0.654
#: against 4 cards trimmed at 0.821, claimed two wrong: final scene
#: 134900007.)
POOR_FIT = 0.7


def _bands(crop: np.ndarray, inverse: np.ndarray, aspect: float, min_height: int,
           deck: Deck | None) -> Iterator[list[tuple[np.ndarray, np.ndarray]]]:
    """Ways to read a blob: as it is (or cut as a grid's stacked cards), and,
    when the pack is known, as two or more rows that touch along their whole
    length (no table between them), cut where the rows fit the pack best
    (``_row_cuts``): rows of different card heights each get their own.

    A generator: weighing the cuts costs a hundred band fits on a tall blob,
    and most blobs fit the pack as they are, after which the caller stops
    asking (it made a grid of big cards take 1.6 s instead of 0.3 s)."""
    yield _split_stacked(crop, inverse, aspect)
    if deck is None:
        return
    for cuts in _row_cuts(crop, aspect, min_height, deck):
        parts = []
        for y0, y1 in zip(cuts, cuts[1:]):
            part = crop[y0:y1]
            cols = np.flatnonzero((part[:, :, 3] > 0).mean(axis=0) > 0.5)
            if len(cols) == 0:
                continue
            x0, x1 = int(cols[0]), int(cols[-1]) + 1
            parts.append((part[:, x0:x1], _part_map(inverse, x0, y0)))
        yield parts


#: A row's top and foot are each looked for down to this share of its
#: height inside the blob, in steps of this share (``_trimmed``).
TRIM_REACH = 0.12
TRIM_STEP = 0.02
#: A blob no wider than this many cards holds one card, not a row (``_trimmed``).
ONE_CARD = 1.2


def _trimmed(crop: np.ndarray, inverse: np.ndarray, aspect: float,
             deck: Deck, *, lone: bool = False) -> tuple[np.ndarray, np.ndarray] | None:
    """A row's blob less the lines above and below its cards that the mask
    took in, cut where the row fits the pack best (``band_fit``), with its
    map to the screenshot; None for a blob no wider than a card and a
    fifth (no row), unless it is ``lone`` (one card, read as one), or
    where the best cut is the blob's own edges.

    A row's height sets its cards' width, and so where each is looked for:
    a table near the paper judged to 3 units, where JPEG's colour bleeds
    a few pixels past vivid art and a shadow on beige turns a little grey,
    gave photo-borderless' tight rows blobs 14% taller than their cards,
    read as cards of one width every second card, and 8 cards were lost
    without a word (final scene 116702002)."""
    ch, cw = crop.shape[:2]
    if cw <= ONE_CARD * ch * aspect and not lone:
        return None
    step = max(1, round(ch * TRIM_STEP))
    cuts = range(0, int(ch * TRIM_REACH) + 1, step)
    image = crop[:, :, :3]
    best = max(((band_fit(np.ascontiguousarray(image[top:ch - foot]), (ch - top - foot) * aspect, deck), -top - foot,
                 top, foot) for top in cuts for foot in cuts))
    _, _, top, foot = best
    if top == 0 and foot == 0:
        return None
    return np.ascontiguousarray(crop[top:ch - foot]), _part_map(inverse, y0=top)


#: At most this many lines are weighed as the border between two touching rows.
CUT_CANDIDATES = 6
#: The ways of cutting a blob that fit best as they are, this many, are
#: weighed again with each row trimmed (``_row_cuts``).
RERANKED = 3
#: Rows cut from one blob are at most this many times taller than each other
#: (a row on the table and one nearer the camera, or at another zoom).
ROW_HEIGHT_RATIO = 2.0


def _line_profile(crop: np.ndarray) -> np.ndarray:
    """For each line of a straightened blob, the share of its width along
    which a horizontal edge runs (within a few pixels, for cards turned a
    little): where two rows touch, the cards' bottom and top edges and their
    borders' frames run the whole width of the rows, while a card's art
    seldom lines up across cards."""
    ch = crop.shape[0]
    reach = max(2, round(ch * 0.008))
    diff = cv2.dilate((_line_steps(crop[:, :, :3], 2) > 30).astype(np.uint8), np.ones((2 * reach + 1, 1), np.uint8))
    width = max(1, int((crop[:, :, 3] > 0).any(axis=0).sum()))
    profile: np.ndarray = diff.sum(axis=1) / width
    return profile


def _row_cuts(crop: np.ndarray, aspect: float, min_height: int, deck: Deck) -> list[list[int]]:
    """The way to cut a straightened blob into 2, 3 or 4 rows that touch
    (its lines, top and bottom included) whose rows read best as rows of
    the pack, if any.  The lines weighed are the blob's long horizontal
    edges and its equal divisions; each way of cutting is scored by how
    well its rows fit the pack (``band_fit``), so a row is cut at its
    cards' own height, whatever the height of the rows beside it."""
    ch, cw = crop.shape[:2]
    band_min = max(min_height, round(MIN_BAND * (1 - BAND_SLACK)))
    if ch < 2 * band_min:
        return []
    profile = np.convolve(_line_profile(crop), np.ones(3) / 3, mode="same")
    apart = max(3, round(band_min * 0.08))
    candidates: list[int] = []
    for y in np.argsort(-profile):
        y = int(y)
        if len(candidates) >= CUT_CANDIDATES or profile[y] < 0.2:
            break
        if band_min <= y <= ch - band_min and all(abs(y - c) >= apart for c in candidates):
            candidates.append(y)
    for n in (2, 3, 4):
        candidates.extend(round(ch * i / n) for i in range(1, n) if ch / n >= band_min)
    candidates = sorted(set(candidates))
    fits: dict[tuple[int, int], float] = {}

    def fit(y0: int, y1: int) -> float:
        if (y0, y1) not in fits:
            part = crop[y0:y1]
            cols = np.flatnonzero((part[:, :, 3] > 0).mean(axis=0) > 0.5)
            card_width = (y1 - y0) * aspect
            if len(cols) == 0 or cols[-1] - cols[0] + 1 < card_width * 0.6:
                fits[(y0, y1)] = -1.0
            else:
                fits[(y0, y1)] = band_fit(np.ascontiguousarray(part[:, cols[0]:cols[-1] + 1, :3]), card_width, deck)
        return fits[(y0, y1)]

    def trimmed_fit(y0: int, y1: int) -> float:
        # As ``_trimmed`` weighs a row, less up to ``TRIM_REACH`` above and
        # below (a shadow, the table between rows, a sliver of the row
        # beside it), but in steps twice as long, then one step either way
        # round the best: half the ways, for all of them made the slowest
        # screenshots twice as slow.
        step = max(1, round((y1 - y0) * TRIM_STEP))
        reach = int((y1 - y0) * TRIM_REACH)
        coarse = range(0, reach + 1, 2 * step)
        _, top, foot = max((fit(y0 + t, y1 - f), t, f) for t in coarse for f in coarse)
        fine = [(t, f) for t in (top - step, top, top + step) for f in (foot - step, foot, foot + step)
                if 0 <= t <= reach and 0 <= f <= reach]
        return max(fit(y0 + t, y1 - f) for t, f in fine)

    scored: list[tuple[float, list[int]]] = []
    for n in (2, 3, 4):
        if ch / n < band_min:
            break
        for inner in itertools.combinations(candidates, n - 1):
            lines = [0, *inner, ch]
            heights = np.diff(lines)
            if heights.min() < band_min or heights.max() > ROW_HEIGHT_RATIO * heights.min():
                continue
            scored.append((float(np.mean([fit(a, b) for a, b in zip(lines, lines[1:])])), lines))
    if not scored:
        return []
    # Unless the best fits well, the few best ways are weighed again with
    # each row less what the mask took in, as the rows will be read: a
    # band that keeps the strip of table between two rows fits poorly at
    # any cut, and a cut below the lower row's top, which takes its index
    # off, could win by the other row's poor fit alone.  Two tight rows of
    # sample-borderless 97 px cards, 5 px apart, were cut 13 px into the
    # lower one, its index gone: 16 cards unsure or claimed wrong, 6
    # without a word (dev scene 144902011).
    scored.sort(key=lambda item: -item[0])
    if scored[0][0] >= GOOD_FIT:
        return [scored[0][1]]
    best = max(scored[:RERANKED], key=lambda item: np.mean([trimmed_fit(a, b) for a, b in zip(item[1], item[1][1:])]))
    return [best[1]]


def _split_stacked(crop: np.ndarray, inverse: np.ndarray, aspect: float) -> list[tuple[np.ndarray, np.ndarray]]:
    """Cards of a grid touching top to bottom make a blob taller than one
    card: cut it into as many equal bands as cards fit."""
    ch, cw = crop.shape[:2]
    n = int(round(ch * aspect / max(cw, 1))) if cw < ch * aspect * 0.75 else 1
    if n <= 1:
        return [(crop, inverse)]
    parts = []
    for i in range(n):
        y0, y1 = round(i * ch / n), round((i + 1) * ch / n)
        parts.append((crop[y0:y1], _part_map(inverse, y0=y0)))
    return parts


def _row_regions(crop: np.ndarray, inverse: np.ndarray, aspect: float, shape: tuple[int, ...],
                 min_height: int, deck: Deck | None = None,
                 open_ends: tuple[bool, bool] = (False, False)) -> tuple[list[Region], float | None]:
    """The cards of one straightened blob: one card, or a row to split; and
    how well the row's cards fit the pack (None for a lone card).
    ``open_ends`` (left, right): where the blob was cut from a piece beside
    it, and its card there may be partly covered."""
    regions: list[Region] = []
    ch, cw = crop.shape[:2]
    if ch < min_height:
        return regions, None
    card_width = ch * aspect
    if cw < card_width * 0.6:
        return regions, None   # too narrow to be a card (a stray object, or a card cut by the screen edge)
    mask = crop[:, :, 3]
    if cw > card_width * 1.2:
        # Cards of a grid touching at a corner: cut the blob where a column
        # is mostly table, and treat each piece on its own.
        occupancy = (mask[int(ch * 0.1): int(ch * 0.9)] > 0).mean(axis=0)
        low = occupancy < (0.35 if deck is not None else 0.5)   # a gap, not a notch where art met the table
        # Only a run of table wider than a card's border line is a gap.
        run = max(4, int(card_width * 0.05))
        wide = np.convolve(low.astype(np.int32), np.ones(run, np.int32), mode="same") >= run
        cuts = [int(x) for x in np.flatnonzero(wide) if card_width * 0.6 <= x <= cw - card_width * 0.6]
        if cuts:
            x = cuts[len(cuts) // 2]
            left, right = inverse.copy(), _part_map(inverse, x0=x)
            # A gap can also be where the art of a row's card matched the
            # table: the card then lies partly under the piece beside it.
            left_regions, left_fit = _row_regions(crop[:, :x], left, aspect, shape, min_height, deck,
                                                  (open_ends[0], True))
            right_regions, right_fit = _row_regions(crop[:, x:], right, aspect, shape, min_height, deck,
                                                    (True, open_ends[1]))
            fits = [f for f in (left_fit, right_fit) if f is not None]
            split_fit = float(np.mean(fits)) if fits else None
            if deck is None:
                return left_regions + right_regions, split_fit
            # A pale card's paper can match a pale table, leaving columns of
            # a row's mask mostly empty: a gap that is no gap.  The row read
            # whole, by the pack's strips (which ignore the mask), is kept
            # unless its two parts fit the pack clearly better: a hand of
            # our pack without its frame, parted so, fitted 0.0025 better,
            # and the part cut at the false gap read two cards as one (dev
            # scene 120903003: a card claimed wrong, two lost).
            whole, whole_fit = _spans_regions(crop, inverse, aspect, shape, deck, open_ends)
            if whole_fit is not None and (split_fit is None or whole_fit >= split_fit - SPLIT_MARGIN):
                return whole, whole_fit
            return left_regions + right_regions, split_fit
    return _spans_regions(crop, inverse, aspect, shape, deck, open_ends)


#: A row parted at a gap in its mask is read whole unless its two parts fit
#: the pack better by more than this.
SPLIT_MARGIN = 0.01

#: A row of a card's visible part is the card's when the mask covers more
#: than this share of it (in a row of cards; ``LONE_COVERED`` for a lone card).
ROW_COVERED = 0.6
LONE_COVERED = 0.1
#: At most this share of a card's height is trimmed off its top or its foot.
MAX_TRIM = 0.06
#: A region keeps this share of its height in rows above and below it, to
#: be slid up or down when it is read (``identify.RISE``).
RISE_ROOM = 0.05


#: Cards of a grid lying side by side stand at most this share of a card's
#: width apart (a grid's gaps are 8% of a card's height or less, and cards
#: turned each their own way can touch or overlap a little).
SIDE_GAP = (-0.03, 0.2)
#: Whole cards side by side are preferred to a row of one part more fitting
#: up to this much better: the row solver can add an edge anywhere on a
#: card's plain paper, and a part straddling the gap between a grid's 5 of
#: diamonds and its neighbour was read as a Trump 0 (aisle-tarocco, scene
#: 78300010: 0.655 as a row against 0.634 side by side).  Not to a row of
#: many more: a hand of 27 borderless cards, each showing 0.4 of itself,
#: fits 11 whole cards nearly as well, and was read so (scene 84903000).
FEWER_WHOLE = 0.03
#: Where the mask covers at least this share of every column a cut between
#: cards side by side could fall in, the mask shows no gap there.
FLAT_OCCUPANCY = 0.97
#: ... and the cut is looked for by the cards' edges only when the row
#: solver left a part narrower than this share of a card among at least
#: two whole ones (this share of a card or more): in a row of a plain pack,
#: each card showing 0.45 of itself, cuts by the edges read 3 whole cards
#: where 5 lay, and 2 were lost (scene 87602006).
STRAY_PART = 0.5
WHOLE_PART = 0.9
#: ... or, beside one whole card only, where they fit this much better.
STRAY_BETTER = 0.05
#: A cut between cards side by side is looked for this share of a card's
#: width either side of where it would fall at an even spacing.
SIDE_SLACK = 0.15
#: Cards side by side leave between them no more than this share of a
#: card's width that the mask covers throughout: a grid's gap (6 px or
#: more) is table, and closing bridges 5 px at most; wider, it is a card
#: between them that the two whole cards' windows leave out
#: (sample-borderless, a tight row of three 155 px cards, no edge line
#: where paper meets paper, dev scene 126902003: read as two whole cards
#: 19 px apart, the Queen of Spade between them lost without a word).
FILLED_GAP = 0.1


def _side_by_side(image: np.ndarray, mask: np.ndarray, card_width: float,
                  deck: Deck, *, by_edges: bool = False) -> list[tuple[int, int]] | None:
    """A blob read as whole cards side by side (a grid's cards touching, or
    parted by less than closing bridges), each in its own card-wide window
    (``card_window``): the spans, for the count of cards whose windows fit
    the pack best.  The row solver allows any visible part from a third of
    a card, and a grid's touching cards cut as a row gave parts a third
    wide read as cards of their own (a frameless pack's plain paper read
    as the Fuggitivo at 0.96).  None when no count of whole cards fills
    the blob."""
    ch, cw = mask.shape
    occupancy = (mask[int(ch * 0.1): int(ch * 0.9)] > 0).mean(axis=0)
    best: tuple[list[tuple[int, int]], float] | None = None
    edge_fit: np.ndarray | None = None
    for n in range(2, int(cw / (card_width * (1 + SIDE_GAP[0]))) + 1):
        # (The blob can hold a shadow, or the table's texture, beyond its
        # end cards: as much again as a gap.)
        spare = (cw - n * card_width) / card_width
        if not SIDE_GAP[0] * n <= spare <= SIDE_GAP[1] * n:
            continue
        cuts = [0]
        for k in range(1, n):
            guess = k * cw / n
            lo = max(cuts[-1] + 1, int(guess - SIDE_SLACK * card_width))
            hi = min(cw - 1, int(guess + SIDE_SLACK * card_width) + 1)
            if hi <= lo:
                break
            if by_edges and float(occupancy[lo:hi].min()) >= FLAT_OCCUPANCY:
                # No table between them in the mask (closing bridged a
                # narrow gap): cut where the next card's left edge fits.
                if edge_fit is None:
                    edge_fit = left_edge_fit(image, deck)
                cuts.append(lo + int(edge_fit[lo:hi].argmax()))
            else:
                cuts.append(lo + int(occupancy[lo:hi].argmin()))
        if len(cuts) < n:
            continue
        cuts.append(cw)
        spans, fits = [], []
        for a, b in zip(cuts, cuts[1:]):
            if b - a < card_width * 0.85:
                break
            start, fit = card_window(image[:, a:b], card_width, deck)
            x0 = a + max(0, start)
            spans.append((x0, min(b, x0 + int(round(card_width)))))
            fits.append(fit)
        else:
            if any(b0 - a1 > FILLED_GAP * card_width and float(occupancy[a1:b0].min()) >= FLAT_OCCUPANCY
                   for (_, a1), (b0, _) in zip(spans, spans[1:])):
                continue
            if best is None or float(np.mean(fits)) > best[1]:
                best = spans, float(np.mean(fits))
    return best[0] if best is not None else None


def _spans_regions(crop: np.ndarray, inverse: np.ndarray, aspect: float, shape: tuple[int, ...],
                   deck: Deck | None,
                   open_ends: tuple[bool, bool] = (False, False)) -> tuple[list[Region], float | None]:
    """The cards of a straightened blob with no gap to part it at: one
    card, or a row split where each card's visible part begins; and the fit."""
    regions: list[Region] = []
    ch, cw = crop.shape[:2]
    card_width = ch * aspect
    image, mask = crop[:, :, :3], crop[:, :, 3]
    side = "left"
    fit: float | None = None
    if cw <= card_width * 1.2:
        spans = [(0, min(cw, int(round(card_width))))]
        if deck is not None:
            fit = lone_fit(image, deck)
            if cw > card_width + max(2.0, 0.02 * card_width):
                start, _ = card_window(image, card_width, deck)
                spans = [(max(0, start), min(cw, max(0, start) + int(round(card_width))))]
            elif cw < SIDED * card_width:
                side = part_side(image, deck)
    elif deck is not None:
        spans, side, fit = row_edges(image, card_width, deck, open_ends)
        if not any(open_ends):
            # (A part under half a card among whole ones is what a stray
            # edge on a card's plain paper leaves: only then are cards side
            # by side looked for where the mask shows no gap between them.)
            widths = [(x1 - x0) / card_width for x0, x1 in spans]
            stray = any(v < STRAY_PART for v in widths) and sum(v >= WHOLE_PART for v in widths) >= 2
            beside = _side_by_side(image, mask, card_width, deck, by_edges=stray)
            if beside is not None and (spans_fit(image, beside, "left", deck)
                                       + (FEWER_WHOLE if len(beside) + 1 == len(spans) else 0.0)
                                       > spans_fit(image, spans, side, deck)):
                spans, side = beside, "left"
            elif (beside is None and not stray and any(v < STRAY_PART for v in widths)
                  and any(v >= WHOLE_PART for v in widths)):
                # A stray part beside one whole card, the rest of the blob
                # a card's width or so: two cards of a grid whose gap
                # closing filled, the row solver cutting the second at its
                # plain paper.  Cut by the cards' edges, they are taken only
                # where they fit clearly better (``STRAY_BETTER``): our
                # pack without its frame, 101 px cards on sand, final scene
                # 196900007, read a Trump 7's blank left strip, 18 px, as
                # the Fuggitivo at 0.94 (0.63 as a row, 0.77 as two cards).
                by_edges = _side_by_side(image, mask, card_width, deck, by_edges=True)
                if by_edges is not None and (spans_fit(image, by_edges, "left", deck)
                                             > spans_fit(image, spans, side, deck) + STRAY_BETTER):
                    spans, side = by_edges, "left"
    else:
        edges = _edges(image, card_width)
        bounds = edges + [cw]
        # A card is never wider than a card: what lies beyond is its shadow.
        spans = [(x0, min(bounds[i + 1], x0 + int(round(card_width)))) for i, x0 in enumerate(edges)]
    # Where a row's cards are not exactly in line, the card before one can
    # stick out above it over part of its width: rows less than mostly
    # covered are not this card's.  A lone card has no neighbour: only its
    # empty rows are trimmed, since a pale card's paper can match the table
    # and leave its top rows partly empty in the mask.
    covered = LONE_COVERED if len(spans) == 1 else ROW_COVERED
    slopes = [0.0] * len(spans)
    if deck is not None and len(spans) > 1:
        # Each card's own slant against the row (its edge shown whole).
        slopes = [_own_slant(image, x0 if side == "left" else x1, card_width, side) for x0, x1 in spans]
        row_slope = _row_slant(slopes)
        if row_slope:
            image = sheared(image, row_slope)
            slopes = [s - row_slope if abs(s - row_slope) >= np.tan(np.radians(MIN_SLANT)) else 0.0
                      for s in slopes]
    for (x0, x1), slope in zip(spans, slopes):
        # Trim the rows where this card is not: the index corner must start
        # at the card's own top.
        occupied = np.flatnonzero((mask[:, x0:x1] > 0).mean(axis=1) > covered)
        top, bottom = (int(occupied[0]), int(occupied[-1]) + 1) if len(occupied) else (0, ch)
        if bottom - top < ch * 0.8:
            top, bottom = 0, ch
        # A card out of line by more than a few pixels is rare; a card's pale
        # paper passing for the table is not, and trimmed deep it loses the
        # index at its foot (a hand's cards showing their right parts).
        most = round(MAX_TRIM * ch)
        top, bottom = min(top, most), max(bottom, ch - most)
        visible = (x1 - x0) / card_width
        reach = 2 * int(np.ceil(ch / 96))
        w0, w1 = max(0, x0 - reach), min(cw, x1 + reach)
        rise = int(np.ceil(ch * RISE_ROOM))
        t0, b1 = max(0, top - rise), min(ch, bottom + rise)
        box = _to_box(inverse, x0, x1, ch, shape)

        def region(pixels: np.ndarray) -> Region:
            return Region(np.ascontiguousarray(pixels[top:bottom, x0:x1]), min(1.0, visible), box, side,
                          np.ascontiguousarray(pixels[top:bottom, w0:w1]), (x0 - w0, w1 - x1),
                          np.ascontiguousarray(pixels[t0:b1, x0:x1]), (top - t0, b1 - bottom), len(spans) > 1)

        found = region(image)
        if slope:
            # This card alone lies off the row: read both ways.
            found = replace(found, turned=region(sheared(image, slope)))
        regions.append(found)
    return regions, fit


#: A card of a row turned against the row by more than this (degrees) is
#: turned back before it is read; up to ``MAX_SLANT``.
MIN_SLANT = 0.6
MAX_SLANT = 4.0
#: Its own edge (or the border line printed along it) is looked for
#: within this share of a card's width of where the row was split, on the
#: card's own side (a third as far on the other).
SLANT_REACH = 0.08
#: Slopes tried, a quarter of a degree apart; a slant is taken when the
#: line along it is this much stronger than the best upright line.
SLANT_STEP = 0.25
SLANT_GAIN = 1.15


def _own_slant(image: np.ndarray, edge: int, card_width: float, side: str = "left") -> float:
    """The slope (x per line) of a row card's own edge near ``edge``, the
    edge it shows whole (its left one, or its right one in a row spread the
    other way: ``side`` is the part it shows), or of the border line
    printed along it; 0 where the card stands in line with the row.  The
    card's own side of the edge is searched, and a little of the other
    (the card under it, whose art can line up along another slant).

    A row is straightened by its outline, so a card laid a few degrees
    off its neighbours stays turned: its narrow part then fits the wrong
    face (by hand, photo-dev: a covered 8 of Coppe turned 2.3° against its
    row read as the 10 at 0.87, the 8 at 0.65).  Each slope is weighed by
    the strongest line of horizontal gradient along it (a Hough transform
    over a few columns): the edge against the card below is broken where
    both show paper, the border line beside it is not."""
    h, w = image.shape[:2]
    reach = max(3, int(round(SLANT_REACH * card_width)))
    inside, outside = (reach, reach // 3) if side == "left" else (reach // 3, reach)
    ys = np.arange(int(h * 0.1), int(h * 0.9))
    if len(ys) < 10:
        return 0.0
    # Lines cross the middle line within the search range; the window
    # around it is wide enough for the steepest slope's whole length.
    spread = int(np.ceil(np.tan(np.radians(MAX_SLANT)) * h / 2)) + 1
    a, b = max(0, edge - outside - spread), min(w, edge + inside + spread + 1)
    lo, hi = edge - outside - a, edge + inside - a
    n = b - a
    if n < 3 or lo > hi:
        return 0.0
    gray = cv2.cvtColor(np.ascontiguousarray(image[:, a:b]), cv2.COLOR_RGB2GRAY).astype(np.float32)
    grad = np.abs(cv2.Sobel(cv2.GaussianBlur(gray, (0, 0), 1.0), cv2.CV_32F, 1, 0, ksize=3))[ys]
    middles = np.arange(max(0, lo), min(n - 1, hi) + 1)
    if len(middles) == 0:
        return 0.0
    # Every slope at once: the gradient summed along each line (slopes x
    # middles), lines leaving the window not counted.
    degrees = np.arange(-MAX_SLANT, MAX_SLANT + SLANT_STEP / 2, SLANT_STEP)
    slopes = np.tan(np.radians(degrees))
    shifts = np.round(slopes[:, None] * (ys - h / 2)[None, :]).astype(np.int64)
    cols = middles[None, None, :] + shifts[:, :, None]
    whole = ((cols >= 0) & (cols < n)).all(axis=1)
    sums = grad[np.arange(len(ys))[None, :, None], np.clip(cols, 0, n - 1)].sum(axis=1)
    lines = np.where(whole, sums, -1.0).max(axis=1)
    best = int(lines.argmax())
    upright = float(lines[int(np.abs(degrees).argmin())])
    best_slope, best_line = float(slopes[best]), float(lines[best])
    if abs(degrees[best]) < MIN_SLANT or best_line < SLANT_GAIN * upright:
        return 0.0
    return best_slope


def sheared(image: np.ndarray, slope: float, middle: float | None = None) -> np.ndarray:
    """The pixels sheared about their middle line (or line ``middle``) so
    that a line of ``slope`` (x per line) stands upright: for a few
    degrees, a row or a card turned back."""
    h, w = image.shape[:2]
    middle = h / 2 if middle is None else middle
    # Output (x, y) reads the pixels at (x + slope * (y - middle), y).
    shear = np.array([[1.0, slope, -slope * middle], [0.0, 1.0, 0.0]])
    out: np.ndarray = cv2.warpAffine(image, shear, (w, h), flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                                     borderMode=cv2.BORDER_REPLICATE)
    return out


#: A row whose cards this share of, or more, lie at one slant (within
#: ``SAME_SLANT``°) is turned by it as a whole: the cards were laid in line
#: with each other, and the row's outline told its angle wrong.
ROW_SLANT_SHARE = 0.6
SAME_SLANT = 0.5


def _row_slant(slopes: list[float]) -> float:
    """The slant shared by most of a row's cards (``_own_slant`` of each),
    0 when they share none: a slant found on one card alone may be art
    lined up beside its edge, which that card's fit then judges."""
    if len(slopes) < 3:
        return 0.0
    values = np.array(slopes)
    middle = float(np.median(values))
    close = np.abs(np.degrees(np.arctan(values)) - np.degrees(np.arctan(middle))) <= SAME_SLANT
    return middle if middle != 0.0 and close.mean() >= ROW_SLANT_SHARE else 0.0


def card_in_box(rgb: np.ndarray, mask: np.ndarray, box: tuple[int, int, int, int], *, aspect: float,
                deck: Deck, min_height: int = 50, grow: int = 0) -> list[Region]:
    """The card lying within ``box`` (x, y, w, h), read as one card: its
    outline is the hull of what the table mask ``mask`` holds in the box
    (so a card turned a little is straightened as a card), grown by
    ``grow`` pixels each way (a card's dark frame on a dark table is left
    out of the mask).  For pieces of one card the mask had cut apart
    (``recognition.rejoin``); empty when the box holds too little that is
    not table."""
    x, y, w, h = box
    inside = mask[y:y + h, x:x + w]
    points = cv2.findNonZero(inside)
    if h < min_height or points is None or len(points) < 3:
        return []
    hull = cv2.convexHull(points)
    if cv2.contourArea(hull) < 0.6 * w * h:
        return []
    x0, y0 = max(0, x - grow), max(0, y - grow)
    x1, y1 = min(rgb.shape[1], x + w + grow), min(rgb.shape[0], y + h + grow)
    piece = np.zeros((y1 - y0, x1 - x0), np.uint8)
    cv2.fillConvexPoly(piece, hull + np.array([x - x0, y - y0], np.int32), 255)
    if grow:
        piece = cv2.dilate(piece, np.ones((2 * grow + 1, 2 * grow + 1), np.uint8))
    found, _ = cv2.findContours(piece, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    # One card, no rows: weighing its box as touching rows (a hundred band
    # fits) could only give several cards, which the caller refuses; it
    # made a screenshot whose pieces were rejoined take 9 s instead of 1.
    return _one_blob_regions(rgb, piece, max(found, key=cv2.contourArea), (x0, y0), aspect, min_height, deck,
                             rows=False)
