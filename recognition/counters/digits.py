"""A small classifier of the characters of a counter: 0–9, "+" and "-".

Tesseract alone is weak on single digits, so every counter is also read
character by character by this classifier, and a value is believed only
when both agree.  The classifier compares a character's shape (its
pixels and its strokes' directions) with templates rendered from the
installed fonts (DejaVu, Liberation) at several sizes; signs are told by
their geometry against the digits' height.  It
answers ``None`` when the best digit does not clearly beat the others.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import cv2
import numpy as np

SIDE = 24
DIGITS = "0123456789"
FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path("/usr/share/fonts/truetype/liberation"))
#: Below this normalised correlation, or this margin over the second digit, no answer.
MIN_SCORE = 0.60
MIN_MARGIN = 0.015


@dataclass(frozen=True, eq=False)
class Glyph:
    """One character's pixels (a binary mask, text = 255) and its box in the
    token crop; ``strong``, when known, the mask's pixels of full-strength
    ink only (the mask also takes in fainter pixels touching them)."""

    mask: np.ndarray
    x: int
    y: int
    w: int
    h: int
    strong: np.ndarray | None = None


def normalise(mask: np.ndarray) -> np.ndarray:
    """A glyph's mask cropped, centred in a square keeping its aspect, SIDE×SIDE, float, zero mean, unit norm."""
    ys, xs = np.nonzero(mask)
    if len(xs) == 0:
        return np.zeros((SIDE, SIDE), np.float32)
    crop = mask[ys.min(): ys.max() + 1, xs.min(): xs.max() + 1].astype(np.float32)
    h, w = crop.shape
    side = max(h, w)
    square = np.zeros((side, side), np.float32)
    square[(side - h) // 2:(side - h) // 2 + h, (side - w) // 2:(side - w) // 2 + w] = crop
    small = cv2.resize(square, (SIDE, SIDE), interpolation=cv2.INTER_AREA)
    small = cv2.GaussianBlur(small, (3, 3), 0.8)
    small -= small.mean()
    norm = float(np.linalg.norm(small))
    return small / norm if norm else small


def _orientations(small: np.ndarray) -> np.ndarray:
    """A SIDE×SIDE glyph's strokes by direction: in each of 4×4 cells, how
    much edge runs in each of 8 directions (square-rooted, zero mean, unit
    norm).  Where a stroke lies to a pixel or two, and how thick it is,
    matter far less to it than to the pixels themselves: a face the
    templates were not drawn from (a thin "1" with a long flag) still
    matches its digit."""
    gx = cv2.Sobel(small, cv2.CV_32F, 1, 0, ksize=3)
    gy = cv2.Sobel(small, cv2.CV_32F, 0, 1, ksize=3)
    magnitude = np.hypot(gx, gy).ravel()
    angle = (np.arctan2(gy, gx) % np.pi / np.pi * BINS).ravel()
    low = np.floor(angle).astype(int) % BINS
    share = angle - np.floor(angle)
    rows, cols = np.divmod(np.arange(SIDE * SIDE), SIDE)
    cell = rows // (SIDE // 4) * 4 + cols // (SIDE // 4)
    hist = np.zeros((16, BINS), np.float32)
    np.add.at(hist, (cell, low), magnitude * (1 - share))
    np.add.at(hist, (cell, (low + 1) % BINS), magnitude * share)
    v = np.sqrt(hist).ravel()
    v -= v.mean()
    norm = float(np.linalg.norm(v))
    return v / norm if norm else v


#: Directions of the strokes told apart by ``_orientations``.
BINS = 8


def describe(mask: np.ndarray) -> np.ndarray:
    """What a glyph is compared by: its pixels (``normalise``) and its
    strokes' directions (``_orientations``), equally weighted, unit norm.
    The pixels alone read a face the templates were drawn from; digits in
    faces they were not (Roboto, KaTeX's: tests/recognition/test_digit_faces.py)
    were read right 96.5% of the time by them (1.3% wrong), 99.3% with the
    directions added (0.1% wrong)."""
    small = normalise(mask)
    both: np.ndarray = np.concatenate([small.ravel(), _orientations(small)]) / np.float32(np.sqrt(2))
    return both


def _font_files() -> list[Path]:
    files: list[Path] = []
    for d in FONT_DIRS:
        if d.is_dir():
            files += sorted(p for p in d.glob("*.ttf") if "Math" not in p.name and "ExtraLight" not in p.name)
    return files


@lru_cache(maxsize=1)
def templates() -> tuple[np.ndarray, np.ndarray]:
    """The rendered digit templates (N×SIDE²) and their labels (N), built once."""
    return _rendered()[:2]


def _drawn(font: Any, char: str, size: int) -> np.ndarray:
    """``char`` drawn white on black in ``font`` at ``size`` px, as a 0/255
    mask: how every digit and letter template starts."""
    from PIL import Image, ImageDraw

    canvas = Image.new("L", (size * 2, size * 2), 0)
    ImageDraw.Draw(canvas).text((size // 2, size // 4), char, font=font, fill=255)
    return (np.asarray(canvas) > 110).astype(np.uint8) * 255


@lru_cache(maxsize=1)
def _rendered() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The templates, their labels and their width/height ratios."""
    from PIL import ImageFont

    vectors: list[np.ndarray] = []
    labels: list[int] = []
    ratios: list[float] = []
    for path in _font_files():
        for size in (16, 24, 40):
            font = ImageFont.truetype(str(path), size)
            for d in DIGITS:
                mask = _drawn(font, d, size)
                vectors.append(describe(mask))
                labels.append(int(d))
                ys, xs = np.nonzero(mask)
                ratios.append((xs.max() - xs.min() + 1) / (ys.max() - ys.min() + 1))
    if not vectors:
        raise RuntimeError("no font to render the digit templates from")
    return np.stack(vectors), np.array(labels), np.array(ratios)


#: Letters a label may be made of, those a digit or a sign can pass for left out ("l" for 1, "O" for 0…).
LETTERS = "ACDEFGHJKLMNPRTUVWXYacdefhkmnprtuvwxy"


@lru_cache(maxsize=1)
def _letter_templates() -> np.ndarray:
    """Templates of the letters in ``LETTERS`` (N×SIDE²), rendered like the digits'."""
    from PIL import ImageFont

    vectors: list[np.ndarray] = []
    for path in _font_files():
        for size in (24, 40):
            font = ImageFont.truetype(str(path), size)
            for c in LETTERS:
                vectors.append(describe(_drawn(font, c, size)))
    return np.stack(vectors)


def is_letter(mask: np.ndarray) -> bool:
    """Whether a glyph is plainly a letter (a one-letter label such as "G"
    or "J" before a counter): it matches a letter's drawing well, and much
    better than any digit's.  Letters a digit can pass for are not among
    the drawings, so a digit is never taken for a letter."""
    ys, xs = np.nonzero(mask)
    if len(xs) == 0 or ys.max() - ys.min() + 1 < 0.5 * (xs.max() - xs.min() + 1):
        return False     # a flat bar (a minus) is no letter, whatever it matches
    vector = describe(mask)
    letter = float((_letter_templates() @ vector).max())
    digit = float((_rendered()[0] @ vector).max())
    return letter >= 0.75 and letter >= digit + 0.08


def classify_digit(mask: np.ndarray) -> tuple[str | None, float]:
    """The digit a glyph mask shows and how sure (best score), or (None, score).

    A glyph much wider than the drawing it matches best is no digit alone
    (a sign or another digit touching it): None."""
    vectors, labels, ratios = _rendered()
    scores = vectors @ describe(mask)
    best = np.full(10, -1.0)
    np.maximum.at(best, labels, scores)
    order = np.argsort(best)[::-1]
    top, second = float(best[order[0]]), float(best[order[1]])
    if top < MIN_SCORE or top - second < MIN_MARGIN:
        return None, top
    ys, xs = np.nonzero(mask)
    h, w = ys.max() - ys.min() + 1, xs.max() - xs.min() + 1
    mine = labels == order[0]
    matched = float(ratios[mine][int(np.argmax(scores[mine]))])
    if w > 1.3 * matched * h + 2:
        return None, top
    return DIGITS[int(order[0])], top


def whole_digit(mask: np.ndarray) -> tuple[str | None, float]:
    """``classify_digit`` for a piece cut out of a wider glyph: also None
    when the piece is much narrower than the drawing it matches best (a
    "0" cut through reads as a "1"-like stroke; a whole digit keeps its width)."""
    digit, score = classify_digit(mask)
    if digit is None:
        return None, score
    vectors, labels, ratios = _rendered()
    mine = labels == int(digit)
    matched = float(ratios[mine][int(np.argmax((vectors[mine] @ describe(mask))))])
    ys, xs = np.nonzero(mask)
    h, w = ys.max() - ys.min() + 1, xs.max() - xs.min() + 1
    if w < 0.75 * matched * h - 1:
        return None, score
    return digit, score


def ranked(mask: np.ndarray) -> list[tuple[str, float]]:
    """Every digit with its best template score, best first."""
    vectors, labels = templates()
    scores = vectors @ describe(mask)
    best = np.full(10, -1.0)
    np.maximum.at(best, labels, scores)
    return [(DIGITS[int(i)], float(best[i])) for i in np.argsort(best)[::-1]]


def settles(glyphs: list[Glyph], digits_text: str) -> float | None:
    """When the classifier could not tell a glyph between two close digits,
    whether another reader's digits (``digits_text``) are, glyph by glyph,
    the classifier's first choice; the lowest score if so.  Its runner-up is
    never taken, however close: that is where a wrong number comes from."""
    if len(digits_text) != len(glyphs) or not digits_text.isdigit():
        return None
    worst = 1.0
    for g, wanted in zip(glyphs, digits_text):
        (first, top), (second, _) = ranked(g.mask)[:2]
        if top < MIN_SCORE:
            return None
        # A dotted or slashed zero, blurred, is an eight to Tesseract too: two
        # readers making the same mistake settle nothing ("0" read 8 twice on a
        # monospaced table, handmade/mono-below-blurred).
        if {first, second} == {"0", "8"}:
            return None
        # Only the classifier's own first choice: taking its runner-up on
        # Tesseract's word read "+28" for "+20" (0 and 8 nearly tied).
        if wanted != first or (g.strong is not None and _contradicts(g.strong, wanted)):
            return None
        worst = min(worst, top)
    return worst


def is_minus(g: Glyph, digit_h: int) -> bool:
    """A flat bar, about the height of the digits' middle."""
    return g.h <= 0.3 * digit_h and g.w >= 1.6 * g.h and float((g.mask > 0).mean()) > 0.6


def is_plus(g: Glyph, digit_h: int) -> bool:
    """A cross: its middle row and column filled, its corners empty; up to a
    fifth taller than the digits (a mathematical face's plus, KaTeX's, is as
    tall as its digits or taller)."""
    if not (0.35 * digit_h <= g.h <= 1.25 * digit_h and 0.6 <= g.w / max(1, g.h) <= 1.6):
        return False
    m = g.mask > 0
    h, w = m.shape
    mid_row = m[h // 2 - max(1, h // 8): h // 2 + max(1, h // 8) + 1, :].any(axis=0).mean()
    mid_col = m[:, w // 2 - max(1, w // 8): w // 2 + max(1, w // 8) + 1].any(axis=1).mean()
    q = max(1, min(h, w) // 4)
    corners = [m[:q, :q].mean(), m[:q, -q:].mean(), m[-q:, :q].mean(), m[-q:, -q:].mean()]
    if not (mid_row > 0.85 and mid_col > 0.85 and max(corners) < 0.15):
        return False
    # Above and below the bar only the upright stroke: narrow and centred (a "4" has its diagonal there).
    bar = np.nonzero(m.sum(axis=1) >= 0.7 * w)[0]
    if len(bar) == 0:
        return False
    for part in (m[:max(0, bar.min() - 1)], m[bar.max() + 2:]):   # the bar's blurred edge rows aside
        cols = np.nonzero(part.any(axis=0))[0]
        if len(cols) == 0:
            return False
        span = cols.max() - cols.min() + 1
        centre = (cols.max() + cols.min()) / 2
        if span > 0.5 * w or abs(centre - (w - 1) / 2) > 0.2 * w:
            return False
    return True


def is_j(mask: np.ndarray) -> bool:
    """A thin capital J, as a one-letter label ("J 6"): an upright whose
    foot curls left, with nothing left of it higher up.  Too thin at small
    sizes for the letter templates to tell it from a "1"; but a "1"'s flag
    reaches left at its top and its foot, if any, both ways."""
    m = mask > 0
    h, w = m.shape
    if h < 10 or w > 0.5 * h:
        return False
    rows = [np.nonzero(r)[0] for r in m]
    if any(len(r) == 0 for r in rows):
        return False
    # Upright: the upper two thirds' left side straight (an italic "1" leans).
    upper = rows[1:round(0.65 * h)]
    left = int(np.median([r.min() for r in upper]))
    right = int(np.median([r.max() for r in upper]))
    if any(r.min() != left or r.max() > right + 1 for r in upper) or rows[0].min() < left:
        return False
    foot = rows[round(0.8 * h):]
    return bool(min(r.min() for r in foot) <= left - max(1, round(0.1 * h)) and max(r.max() for r in foot) <= right)


def is_pointer(g: Glyph) -> bool:
    """A mouse pointer's arrow, tip up and left, as screenshots often show
    one: its left side one straight upright from the tip down most of its
    height, its rows widening from a point at the tip to most of its width
    half-way down (the arrow's head, its edge at about 45°: as wide as a
    third of its height at least), its tail below.  No digit has a point
    on top with a straight left side under it (a "1"'s flag bends its left
    side, a "4"'s diagonal is its left side), and a letter with a straight
    left side (h, b, k, L) widens in a jump, not steadily."""
    m = g.mask > 0
    if g.h < 12 or g.w < 5 or g.w > 0.9 * g.h:
        return False
    head = int(0.55 * g.h)
    rows = [np.nonzero(r)[0] for r in m[:round(0.7 * g.h)]]
    if any(len(r) == 0 for r in rows):
        return False
    lefts = np.array([r.min() for r in rows])
    widths = np.array([r.max() - r.min() + 1 for r in rows[:head + 1]])
    # The head ends at its widest row, near half the height (its edge at
    # about 45°): the tail's notch can begin just after it.  A bold "h"
    # reaches its width a third of the way down.
    peak = int(widths.argmax())
    if peak < 0.4 * g.h:
        return False
    widths = widths[:peak + 1]
    steps = np.diff(widths)
    return bool(widths[0] <= max(2.0, 0.2 * g.w) and widths[len(widths) // 2] <= 0.7 * g.w
                and widths[-1] >= max(0.6 * g.w, 0.35 * g.h) and lefts.max() - lefts.min() <= max(1.0, 0.1 * g.w)
                and steps.min() >= -1 and steps.max() <= max(2.0, 0.25 * g.w))


def is_slash(g: Glyph, digit_h: float) -> bool:
    """A "/" between two numbers ("+3 / 27"): at least as tall as the digits,
    one thin stroke leaning right, each row's ink a short run whose middle
    moves steadily left going down.  An italic "1" leans far less (and has
    its flag on top), a "7" has its bar on top: neither passes."""
    if g.h < 0.95 * digit_h or g.w < 0.2 * g.h:
        return False
    m = g.mask > 0
    rows = [np.nonzero(r)[0] for r in m]
    if any(len(r) == 0 for r in rows):
        return False
    # Measured on every DejaVu and Liberation face: a slash's rows are at
    # most half its width (or, small and bold, as wide as its stroke
    # everywhere) and its middles lie on a line (within 2% of its
    # height) sloping 0.15–0.75; a "1" or "7" has a row its whole width
    # (flag, foot, bar) and a "7" bends (residual 11% or more).
    widths = np.array([r.max() - r.min() + 1 for r in rows], float)
    if widths.max() > max(0.55 * g.w, float(np.median(widths)) + 1.5) or widths.mean() > 0.5 * g.w:
        return False
    # One stroke: each row's ink in one run (a leaning "0" has two).
    if sum(len(r) == r.max() - r.min() + 1 for r in rows) < 0.9 * len(rows):
        return False
    middles = np.array([(r.max() + r.min()) / 2 for r in rows])
    ys = np.arange(len(middles), dtype=float)
    slope, offset = np.polyfit(ys, middles, 1)
    residual = float(np.abs(middles - (slope * ys + offset)).max())
    return -0.9 <= slope <= -0.14 and residual <= max(1.5, 0.06 * g.h)


#: A glyph's full-strength ink matching another digit this well (first choice) contradicts its reading.
CONTRADICTION = 0.75


def _contradicts(strong: np.ndarray, digit: str) -> bool:
    """Whether a glyph's full-strength ink is, as first choice and plainly,
    another digit than the one read on its whole mask (a close second is
    enough doubt: a dotted "0" read "8" has "0" first at its core)."""
    if not strong.any():
        return False
    first, score = ranked(strong)[0]
    return first != digit and score >= CONTRADICTION


def read_glyphs(glyphs: list[Glyph], sign: str = "") -> tuple[str | None, float]:
    """The text of a number: its sign ("", "+", "-", "±"; "?" gives None) and its
    digits' glyphs (left to right), with the lowest digit score; None if a
    glyph is not clearly a digit or the number has more than three digits."""
    if not glyphs or sign == "?" or len(glyphs) > 3:
        return None, 0.0
    text = sign
    worst = 1.0
    for g in glyphs:
        digit, score = classify_digit(g.mask)
        if digit is None:
            return None, score
        if g.strong is not None and _contradicts(g.strong, digit):
            # The faint pixels changed the digit: a "0"'s inner dot joined to
            # its ring, a "3" closed by the table's grain, both read "8".
            return None, score
        text += digit
        worst = min(worst, score)
    digits = text.lstrip("+-±")
    if len(digits) > 1 and digits[0] == "0":
        return None, 0.0
    return text, worst
