"""Where the text is: word-sized blobs that may be a player's name, and the
number tokens (sign and digits, split into glyphs) beside a name.

Words are found from the image's local contrast (a morphological gradient
closed along the line), so light text on a dark panel and dark text on a
light one look alike.  Numbers are cut out with the colours of their own
name: the panel's colour is the background, anything far enough from it is
ink, which also keeps green/red counters.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import cv2
import numpy as np

from recognition.counters.digits import Glyph, is_pointer

Box = tuple[int, int, int, int]
#: Gradient strength that counts as an edge of text (the textured tables stay below it).
EDGE = 55
#: On a calm table (its grain faint) edges down to this count: light text on
#: a pale table (white on beige) or dark on a dark one has no stronger edges.
MIN_EDGE = 24
#: How many times the table's grain (its gradient's 90th percentile) an edge of text must be.
GRAIN_FACTOR = 4
MAX_CANDIDATES = 160
#: Share of the ink threshold down to which pixels touching the ink count as ink.
WEAK = 0.6


@dataclass(frozen=True)
class Candidate:
    """A word-sized blob (x, y, w, h) that may be a name, with its crop ready for OCR."""

    box: Box
    crop: np.ndarray = field(repr=False)   # binary, text black on white


@dataclass(frozen=True)
class Token:
    """A number: its digits' glyphs left to right, the sign before them ("",
    "+", "-", "±" for a bar joined to the first digit that may be either,
    or "?" for ink that is neither), its box in the image and its binary
    crop (text black on white, sign included)."""

    glyphs: list[Glyph]
    sign: str
    sign_glyph: Glyph | None
    box: Box
    crop: np.ndarray = field(repr=False)
    #: The same number in the screenshot's own shades (ink dark on white,
    #: anti-aliasing kept, nothing but the glyphs and their rims): Tesseract
    #: reads a small number far better from it, enlarged, than from the
    #: binary crop's stair-stepped outlines ("−5" read "-9" there).
    soft: np.ndarray | None = field(default=None, repr=False)


def _gray(image: np.ndarray) -> np.ndarray:
    return cv2.cvtColor(image, cv2.COLOR_RGB2GRAY)


def find_candidates(image: np.ndarray, edge: float | None = None) -> list[Candidate]:
    """Word-like blobs: 8–90 px high, wider than tall, not too long; their
    edges stronger than ``edge`` (by default ``EDGE``).  Below ``EDGE`` (a
    calm table's ``table_edge``) the colour channels' edges count, not only
    the brightness's: pale blue on beige differs in colour more."""
    gray = _gray(image)
    edge = EDGE if edge is None else edge
    grad = _gradient(image) if edge < EDGE else cv2.morphologyEx(gray, cv2.MORPH_GRADIENT, np.ones((3, 3), np.uint8))
    edges: np.ndarray = (grad > edge).astype(np.uint8) * 255
    # A panel's straight border, close to a small name, would join it into one blob: take long lines out.
    for kernel in ((61, 1), (1, 41)):
        lines = cv2.morphologyEx(edges, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, kernel))
        edges = cv2.subtract(edges, lines)
    found: list[Candidate] = []
    H, W = gray.shape
    boxes: list[tuple[int, int, int, int, int]] = []
    # Two widths of closing: letters of small text, and the wider gaps of large text.
    for width in (7, 13):
        closed = cv2.morphologyEx(edges, cv2.MORPH_CLOSE, cv2.getStructuringElement(cv2.MORPH_RECT, (width, 3)))
        _, _, stats, _ = cv2.connectedComponentsWithStats(closed, connectivity=8)
        for x, y, w, h, area in stats[1:]:
            if not any(abs(x - b[0]) <= 2 and abs(y - b[1]) <= 2 and abs(w - b[2]) <= 3 and abs(h - b[3]) <= 2
                       for b in boxes):
                boxes.append((int(x), int(y), int(w), int(h), int(area)))
    for x, y, w, h, area in boxes:
        if not (10 <= h <= 90 and 1.3 * h <= w <= 16 * h) or area < 0.2 * w * h:
            continue
        m = max(2, h // 4)
        x0, y0, x1, y1 = max(0, x - m), max(0, y - m), min(W, x + w + m), min(H, y + h + m)
        crop = _binarise(_contrasted(image[y0:y1, x0:x1]) if edge < EDGE else gray[y0:y1, x0:x1])
        if crop is None:
            continue
        found.append(Candidate((int(x), int(y), int(w), int(h)), crop))
    found.sort(key=lambda c: -c.box[3] * c.box[2])
    return found[:MAX_CANDIDATES]


def _gradient(image: np.ndarray) -> np.ndarray:
    """Local contrast: the strongest of the three channels' morphological
    gradients, so that pale blue on beige (alike in brightness, not in
    colour) has edges too."""
    kernel = np.ones((3, 3), np.uint8)
    out: np.ndarray = np.max([cv2.morphologyEx(np.ascontiguousarray(image[:, :, c]), cv2.MORPH_GRADIENT, kernel)
                              for c in range(3)], axis=0)
    return out


def table_edge(image: np.ndarray) -> float:
    """The gradient that counts as text's edge on this screenshot (``_edge_of``)."""
    return _edge_of(_gradient(image))


def _edge_of(grad: np.ndarray) -> float:
    """The gradient that counts as text's edge on this screenshot: ``EDGE``,
    lowered (not below ``MIN_EDGE``) on a table whose grain is faint, where
    light ink on a pale table (or dark on a dark one) has weak edges; the
    grain, measured as the gradient's 90th percentile (text covers far less
    of a screenshot), stays well below it."""
    grain = float(np.percentile(grad[::2, ::2], 90))
    return float(min(EDGE, max(MIN_EDGE, GRAIN_FACTOR * grain)))


def _contrasted(patch: np.ndarray) -> np.ndarray:
    """A crop as one channel for binarising: its gray, or the colour channel
    with the most contrast when that has much more (pale blue on beige)."""
    gray = _gray(patch)
    if patch.size == 0:
        return gray
    spread = [float(np.percentile(patch[:, :, c], 99) - np.percentile(patch[:, :, c], 1)) for c in range(3)]
    best = int(np.argmax(spread))
    gray_spread = float(np.percentile(gray, 99) - np.percentile(gray, 1))
    return np.ascontiguousarray(patch[:, :, best]) if spread[best] > 1.5 * gray_spread else gray


def _binarise(gray: np.ndarray) -> np.ndarray | None:
    """Text black on white: Otsu, the border's majority taken as the background."""
    if gray.size == 0 or int(gray.max()) - int(gray.min()) < 40:
        return None
    _, bw = cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    border = np.concatenate([bw[0], bw[-1], bw[:, 0], bw[:, -1]])
    if (border > 0).mean() < 0.5:    # dark background: light text
        bw = 255 - bw
    return bw


@dataclass(frozen=True)
class Palette:
    """A name's two colours, and what is to be ignored around it.

    How much a pixel is "ink" is measured along the line from the
    background colour to the ink colour: a table's texture darker than a
    light name's panel (or lighter than a dark one) is not ink, while red or
    green counters, off that line but on the ink's side of it, still are.
    On a calm table (``anywhere``) a pixel's distance off that line counts
    too: green or red counters beside white names on a pale table are
    darker than the table, on the other side of it from the names' ink,
    while the table's lighter and darker patches stay near the line.
    Pixels under ``ignored`` (the other words on the screenshot: names,
    labels such as "Giochi:") are never ink."""

    bg: np.ndarray
    axis: np.ndarray
    ignored: np.ndarray | None = field(default=None, repr=False)
    #: A badge's box: its colours hold only there, nothing outside is ink.
    within: Box | None = None
    anywhere: bool = False
    #: How far (colour units) from ``bg`` the colour beside a piece of ink
    #: may be for it to stand on the background (``_off_background``).
    surface: float = float("inf")

    @staticmethod
    def of(bg: np.ndarray, ink: np.ndarray, ignored: np.ndarray | None = None,
           within: Box | None = None, anywhere: bool = False) -> "Palette":
        d = (ink - bg).astype(np.float32)
        return Palette(bg.astype(np.float32), d / max(1e-6, float(np.linalg.norm(d))), ignored, within, anywhere)

    def inkness(self, image: np.ndarray, box: Box) -> np.ndarray:
        """Each pixel's distance from the background towards the ink, in colour units (≥ 0)."""
        x, y, w, h = box
        patch = image[y:y + h, x:x + w].astype(np.float32) - self.bg
        along = patch @ self.axis
        out: np.ndarray = np.maximum(along, 0.0)
        if self.anywhere:
            off = np.linalg.norm(patch - along[..., None] * self.axis, axis=2)
            out = np.maximum(out, off)
        if self.ignored is not None:
            out[self.ignored[y:y + h, x:x + w]] = 0.0
        if self.within is not None:
            bx, by, bw, bh = self.within
            inside = np.zeros(out.shape, bool)
            inside[max(0, by - y):max(0, by + bh - y), max(0, bx - x):max(0, bx + bw - x)] = True
            out[~inside] = 0.0
        return out


@dataclass(frozen=True)
class Inks:
    """The colours numbers are cut out with, and the thresholds that go with
    their contrast: the name's own, or a badge's (a number on a coloured
    rounded rectangle of its own, whose colour is its background)."""

    palette: Palette
    threshold: float    # a digit's ink
    sign: float         # a sign's, thinner
    faint: float        # the least ink that forbids "no sign"
    clean: float        # ink that must be accounted for on the numbers' line
    calm: float = 1.0   # how much the least thresholds were lowered for a calm table

    @staticmethod
    def of(bg: np.ndarray, ink: np.ndarray, ignored: np.ndarray | None = None,
           within: Box | None = None, calm: float = 1.0) -> "Inks":
        """``calm`` (≤ 1) scales the least thresholds, there to keep a
        textured table's grain out of the ink: on a table whose grain is
        faint, light ink on a pale table has too little contrast for them."""
        contrast = float(np.linalg.norm(ink - bg))
        return Inks(Palette.of(bg, ink, ignored, within, calm < 1), max(60.0 * calm, 0.4 * contrast),
                    max(50.0 * calm, 0.33 * contrast), max(48.0 * calm, 0.22 * contrast),
                    max(50.0 * calm, 0.3 * contrast), calm)


#: How far (colour units) from the name's background a badge's colour is.
BADGE_DISTANCE = 45


def _badges(image: np.ndarray, box: Box, bg: Palette, name_h: int, name_ink: np.ndarray,
            calm: float = 1.0) -> list[Inks]:
    """Badges inside ``box``: rounded rectangles of one colour, other than
    the name's background and its ink, about a line of text high, with text
    of another colour in them.  Each comes with its own colours, limited to
    its box.  A shape of the name's own ink is text: a large bold "0",
    its hole filled, looks like a badge with its hole for text."""
    x, y, w, h = box
    patch = image[y:y + h, x:x + w].astype(np.float32)
    far = (np.linalg.norm(patch - bg.bg, axis=2) > BADGE_DISTANCE).astype(np.uint8)
    n, labels, stats, _ = cv2.connectedComponentsWithStats(far, connectivity=4)
    found: list[Inks] = []
    for i in range(1, n):
        bx, by, bw, bh, area = (int(v) for v in stats[i])
        if not (0.9 * name_h <= bh <= 3.5 * name_h and 0.8 * bh <= bw <= 10 * bh):
            continue
        if bx == 0 or by == 0 or bx + bw >= w or by + bh >= h:
            continue
        mask = (labels[by:by + bh, bx:bx + bw] == i).astype(np.uint8)
        # The badge's holes (its text, when darker) filled: flood the outside from the border.
        outside = np.pad(1 - mask, 1, constant_values=1)
        flood = np.zeros((bh + 4, bw + 4), np.uint8)
        cv2.floodFill(outside, flood, (0, 0), 2)
        filled = (outside[1:-1, 1:-1] != 2).astype(np.uint8)
        if filled.mean() < 0.78:
            continue
        inner = cv2.erode(filled, np.ones((5, 5), np.uint8)) > 0
        pixels = patch[by:by + bh, bx:bx + bw][inner]
        if len(pixels) < 20:
            continue
        gray = pixels @ np.array([0.299, 0.587, 0.114], np.float32)
        t, _ = cv2.threshold(np.clip(gray, 0, 255).astype(np.uint8).reshape(1, -1), 0, 255,
                             cv2.THRESH_BINARY + cv2.THRESH_OTSU)
        high = gray > t
        a, b = pixels[high], pixels[~high]
        if len(a) == 0 or len(b) == 0:
            continue
        body, ink = (a, b) if len(a) >= len(b) else (b, a)
        if not 0.03 <= len(ink) / len(pixels) <= 0.5:
            continue
        colour, ink_colour = np.median(body, axis=0), np.median(ink, axis=0)
        # One flat colour, not a patch of the table's texture.
        if float(np.abs(body - colour).mean()) > 12 or float(np.linalg.norm(ink_colour - colour)) < 60:
            continue
        if float(np.linalg.norm(colour - name_ink)) < BADGE_DISTANCE:
            continue
        found.append(Inks.of(colour, ink_colour, bg.ignored, (x + bx, y + by, bw, bh), calm))
    return found


def _badge_of(badges: list[Inks], g: Glyph) -> Inks | None:
    for b in badges:
        assert b.palette.within is not None
        bx, by, bw, bh = b.palette.within
        if bx <= g.x and g.x + g.w <= bx + bw and by <= g.y and g.y + g.h <= by + bh:
            return b
    return None


def _grown(box: Box, m: int, shape: tuple[int, ...]) -> Box:
    x, y, w, h = box
    x0, y0 = max(0, x - m), max(0, y - m)
    return (x0, y0, min(shape[1], x + w + m) - x0, min(shape[0], y + h + m) - y0)


def _colours(image: np.ndarray, box: Box) -> tuple[np.ndarray, np.ndarray] | None:
    """The background and ink colours of a name's box (Otsu's two classes, the ink the smaller)."""
    x, y, w, h = box
    patch = image[y:y + h, x:x + w].reshape(-1, 3).astype(np.float32)
    gray = _gray(image[y:y + h, x:x + w]).ravel()
    if patch.size == 0:
        return None
    t, _ = cv2.threshold(gray.reshape(1, -1), 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    high = gray > t
    if high.all() or not high.any():
        return None
    a, b = patch[high], patch[~high]
    bg, ink = (a, b) if len(a) >= len(b) else (b, a)
    return np.median(bg, axis=0), np.median(ink, axis=0)


def tighten(image: np.ndarray, cand: Candidate) -> Candidate:
    """The name's box shrunk to its letters: a blob of edges may hold, beside
    the name, the rounded corner of its panel or a card's edge (the table
    seen beyond them), which make the name look taller than it is and push
    its counters' line off.  Ink pieces reaching the edge of the box (grown
    by two pixels) are that border, not letters."""
    colours = _colours(image, cand.box)
    if colours is None:
        return cand
    H, W = image.shape[:2]
    x, y, w, h = cand.box
    x0, y0, x1, y1 = max(0, x - 2), max(0, y - 2), min(W, x + w + 2), min(H, y + h + 2)
    bg = Palette.of(colours[0], colours[1])
    contrast = float(np.linalg.norm(colours[1] - colours[0]))
    ink = (bg.inkness(image, (x0, y0, x1 - x0, y1 - y0)) > 0.5 * contrast).astype(np.uint8)
    n, _, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    keep = [(cx, cy, cw, ch) for cx, cy, cw, ch, area in stats[1:]
            if area >= 2 and cx > 0 and cy > 0 and cx + cw < x1 - x0 and cy + ch < y1 - y0]
    if not keep:
        return cand
    kx0, ky0 = min(k[0] for k in keep), min(k[1] for k in keep)
    kx1, ky1 = max(k[0] + k[2] for k in keep), max(k[1] + k[3] for k in keep)
    box = (int(x0 + kx0), int(y0 + ky0), int(kx1 - kx0), int(ky1 - ky0))
    # Only a clear cut is believed: the letters keep most of the width.
    if box[2] < 0.5 * w or box[3] < 8 or (box[2] >= w - 2 and box[3] >= h - 2):
        return cand
    return Candidate(box, cand.crop)


def _glyphs(image: np.ndarray, box: Box, bg: Palette, threshold: float,
            badges: list[Inks] = []) -> list[Glyph]:
    """The ink's connected pieces inside ``box``, in image coordinates: those
    standing on the name's background (their surroundings its colour), not
    touching the box's edge; inside a badge, those standing on the badge."""
    out = [g for g in _pieces(image, box, bg, threshold) if not any(_meets(g, b) for b in badges)]
    for b in badges:
        assert b.palette.within is not None
        out += [g for g in _pieces(image, _grown(b.palette.within, 3, image.shape), b.palette, b.threshold)
                if _badge_of([b], g) is b]
    return out


def _meets(g: Glyph, b: Inks) -> bool:
    assert b.palette.within is not None
    bx, by, bw, bh = b.palette.within
    return g.x < bx + bw and bx < g.x + g.w and g.y < by + bh and by < g.y + g.h


def _pieces(image: np.ndarray, box: Box, bg: Palette, threshold: float) -> list[Glyph]:
    x, y, w, h = box
    distance = bg.inkness(image, box)
    # Hysteresis: a thin stroke (a small sign, a serif's hairline, a green
    # digit after JPEG's colour blur) is fainter than the ink's core; its
    # pixels count when they touch the core, so the glyph is not broken up.
    # Only near the core (two pixels): the grain of a textured table, as
    # faint, must not grow onto a digit.
    strong = (distance > threshold).astype(np.uint8)
    near = cv2.dilate(strong, np.ones((5, 5), np.uint8))
    ink = strong | ((distance > WEAK * threshold) & (near > 0)).astype(np.uint8)
    background = distance < 0.8 * threshold
    n, labels, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    out: list[Glyph] = []
    for i in range(1, n):
        gx, gy, gw, gh, area = stats[i]
        if gx < 3 or gy < 3 or gx + gw > w - 3 or gy + gh > h - 3 or area < 3:
            continue
        x0, y0, x1, y1 = gx - 3, gy - 3, gx + gw + 3, gy + gh + 3
        mine = (labels[y0:y1, x0:x1] == i).astype(np.uint8)
        ring = cv2.dilate(mine, np.ones((7, 7), np.uint8)) > cv2.dilate(mine, np.ones((3, 3), np.uint8))
        ring &= ink[y0:y1, x0:x1] == 0        # a neighbouring glyph's ink is no objection
        if ring.any() and background[y0:y1, x0:x1][ring].mean() < 0.7:
            continue
        if _off_background(image[y + y0:y + y1, x + x0:x + x1], ring, bg):
            continue    # on the table beyond the name's panel: neither a digit nor a label's letter
        core = (mine & strong[y0:y1, x0:x1])[3:-3, 3:-3] * 255
        out.append(Glyph(mine[3:-3, 3:-3] * 255, int(x + gx), int(y + gy), int(gw), int(gh), core))
    return out


#: How far (colour units) from the name's background the colour beside a
#: piece of ink may be, on a flat panel, for it to stand on that background;
#: and how many times the background's own spread (``_spread``) is added on
#: a grained table, whose blocks beside a digit differ from its median as much.
SURFACE_DISTANCE = 45
SURFACE_GRAIN = 3


def _spread(image: np.ndarray, box: Box, bg: np.ndarray) -> float:
    """How much the background around a name varies: the median colour
    distance from ``bg`` of the box's outer two pixels (the name's box grown
    to background all round).  A panel's flat colour: a few units (under 8
    where it lets a blocky table show through); a table's grain: 9 to 22."""
    x, y, w, h = box
    patch = image[y:y + h, x:x + w].astype(np.float32)
    if patch.shape[0] < 5 or patch.shape[1] < 5:
        return 0.0
    frame = np.concatenate([patch[:2].reshape(-1, 3), patch[-2:].reshape(-1, 3),
                            patch[2:-2, :2].reshape(-1, 3), patch[2:-2, -2:].reshape(-1, 3)])
    return float(np.median(np.linalg.norm(frame - bg, axis=1)))


def _off_background(patch: np.ndarray, ring: np.ndarray, bg: Palette) -> bool:
    """Whether the pixels on one side of a piece of ink (``ring`` in
    ``patch``, the piece's box grown by 3 px) are of another colour
    than the name's background: a speck of the table's grain just beyond
    the panel the name is on, or the panel's own anti-aliased edge (the
    table on one side of it).  The ring passes for background when only its
    shade along the ink's axis is looked at (a green table beside a dark
    panel is not light enough to be ink), not when its colour is."""
    h, w = ring.shape
    rows, cols = np.mgrid[0:h, 0:w]
    for side in (cols < 3, cols >= w - 3, rows < 3, rows >= h - 3):
        pixels = patch[ring & side]
        if len(pixels) >= 3 and \
                float(np.linalg.norm(np.median(pixels.astype(np.float32), axis=0) - bg.bg)) > bg.surface:
            return True
    return False


def _tokens(glyphs: list[Glyph], digit_h: float, bg: Palette) -> list[list[Glyph]]:
    """Glyphs grouped left to right into numbers."""
    tokens: list[list[Glyph]] = []
    for g in sorted(glyphs, key=lambda g: g.x):
        end = max(t.x + t.w for t in tokens[-1]) if tokens else 0
        # A gap wider than 0.6 digit heights, or a word (a label) in it, starts a new number.
        if tokens and g.x - end < 0.6 * digit_h and _free(bg, g.y + g.h / 2, end, g.x) == max(0, g.x - end):
            tokens[-1].append(g)
        else:
            tokens.append([g])
    return tokens


def _part(g: Glyph, c0: int, c1: int) -> Glyph | None:
    """The columns ``c0:c1`` of a glyph, trimmed to their ink."""
    m = g.mask[:, c0:c1]
    ys, xs = np.nonzero(m)
    if len(xs) == 0:
        return None
    m = m[ys.min():ys.max() + 1, xs.min():xs.max() + 1]
    strong = None if g.strong is None else g.strong[:, c0:c1][ys.min():ys.max() + 1, xs.min():xs.max() + 1]
    return Glyph(m, g.x + int(c0) + int(xs.min()), g.y + int(ys.min()), m.shape[1], m.shape[0], strong)


def _split(g: Glyph) -> list[Glyph]:
    """Two digits drawn so close they touch ("27" in a small bold face) come
    as one glyph wider than any digit: cut it where the fewest ink pixels
    join the halves (at most two per column, else it stays one glyph)."""
    if g.w < 1.05 * g.h:
        return [g]
    ink = (g.mask > 0).sum(axis=0)
    lo, hi = round(0.3 * g.w), round(0.7 * g.w)
    if hi <= lo:
        return [g]
    cut = lo + int(np.argmin(ink[lo:hi]))
    # A glyph that wide is no one digit: two joined by a pixel or, with faint
    # ink taken in, by a thin bridge.
    if ink[cut] > max(2, round(0.2 * g.h)):
        return _split_by_digits(g, lo, hi)
    parts = [_part(g, 0, cut), _part(g, cut + (ink[cut] > 0), g.w)]
    # Both halves of full height: digits; a short half is a sign (a "+" touching its "6").
    if any(p is None or p.h < 0.85 * g.h for p in parts):
        return _split_by_digits(g, lo, hi)
    return [p for p in parts if p is not None]


#: The least digit score both halves of a glyph cut by recognition must reach.
SPLIT_SCORE = 0.75


def _split_by_digits(g: Glyph, lo: int, hi: int) -> list[Glyph]:
    """Two small digits whose join is thick ("55", "24" at ten pixels, the
    JPEG's blur between them): the cut where both halves are most plainly
    digits of full height, if that is plain (a score of ``SPLIT_SCORE``),
    and every cut nearly as good gives the same two digits; else the glyph
    stays whole (and unread).  Tesseract still has to agree."""
    from recognition.counters.digits import whole_digit

    scored: list[tuple[float, str, int]] = []
    for cut in range(lo, hi + 1):
        parts = [_part(g, 0, cut), _part(g, cut, g.w)]
        if any(p is None or p.h < 0.85 * g.h or p.w < 0.25 * g.h for p in parts):
            continue
        read = [whole_digit(p.mask) for p in parts if p is not None]
        if any(d is None for d, _ in read):
            continue
        scored.append((min(score for _, score in read), "".join(d or "" for d, _ in read), cut))
    if not scored:
        return [g]
    best, pair, cut = max(scored)
    if best < SPLIT_SCORE or any(p != pair for score, p, _ in scored if score >= best - 0.03):
        return [g]
    return [p for p in (_part(g, 0, cut), _part(g, cut, g.w)) if p is not None]


def _bar_run(g: Glyph, digit_h: float) -> int:
    """How many columns a glyph starts with that hold only a flat bar at mid-height."""
    m = g.mask > 0
    middle = g.h / 2
    run = 0
    for col in m.T:
        ys = np.nonzero(col)[0]
        if len(ys) == 0:
            break
        if ys.max() - ys.min() + 1 > 0.3 * digit_h or abs((ys.max() + ys.min()) / 2 - middle) > 0.2 * digit_h:
            break
        run += 1
    return run


#: A mark before a number must be this much wider than high to be a bar:
#: a middle dot ("·"), 3 x 3 pixels, has a core (its strongest ink) of
#: 2 x 1 that looks flat; a short thick hyphen is 5 x 4 or 6 x 4.
DOT_RATIO = 1.2
#: A bar run into its digit is at least this share of the digits' height
#: long: a dot glued to the digit is shorter.
DOT_RUN = 0.3


def merged_sign(g: Glyph, digit_h: float) -> tuple[str, Glyph | None, Glyph | None]:
    """Whether a number's first glyph starts with its sign, touching the
    digit (a tight face, a soft JPEG): ("", None, None) if not; ("-", the
    minus, the digit) for a long bar run straight into the digit; ("±",
    the bar, the digit) when the bar could be a plus's arm (short, or a
    stroke standing across its end as a plus has, which a "6" or "4" also
    has there): a sign, plus or minus not told by its shape; "?" when the
    glyph cannot be cut into a bar and a digit; ("+", the plus, the digit)
    when a whole plus (arm, upright, arm) stands before the digit."""
    run = _bar_run(g, digit_h)
    if run < max(3.0, 0.25 * digit_h):
        return "", None, None
    bar, rest = _part(g, 0, run), _part(g, run, g.w)
    if bar is None or rest is None or rest.h < 0.9 * g.h:
        return "?", None, None
    plus = _whole_plus(g, run, digit_h)
    if plus is not None:
        return "+", plus[0], plus[1]
    if run < 0.35 * digit_h:
        # A short run may be a middle dot glued to the digit ("·3" in a
        # narrow face: 2 x 2 pixels and the digit's blur, a run of 3 at 11
        # px digits, where a hyphen is 4 or 5): no sign, and no clean digit.
        if run < DOT_RUN * digit_h or bar.w < DOT_RATIO * bar.h:
            return "?", None, None
        return "±", bar, rest
    # A plus's upright and then its right arm: a plus, whatever its height.
    upright = 0
    for col in rest.mask.T > 0:
        if col.sum() <= 0.3 * digit_h:
            break
        upright += 1
    arm = _part(rest, upright, rest.w)
    if arm is not None and upright <= 0.25 * digit_h and _bar_run(arm, digit_h) >= 2 \
            and abs(arm.y + arm.h / 2 - (bar.y + bar.h / 2)) <= 0.2 * digit_h:
        return "±", bar, rest
    # A plus's upright: the rest's first columns, one stroke across the bar's row,
    # above and below it but short of the digit's top and bottom.
    first = (rest.mask[:, :max(1, round(0.12 * digit_h))] > 0).any(axis=1)
    ys = np.nonzero(first)[0]
    mid = bar.y + bar.h / 2 - rest.y
    if len(ys) and ys.min() < mid - 0.15 * digit_h and ys.max() > mid + 0.15 * digit_h \
            and (ys.min() > 0.1 * digit_h or ys.max() < rest.h - 1 - 0.1 * digit_h):
        return "±", bar, rest
    return "-", bar, rest


def _whole_plus(g: Glyph, run: int, digit_h: float) -> tuple[Glyph, Glyph] | None:
    """A plus touching its digit ("+8" in one glyph), cut off where its
    right arm meets the digit: after the left arm (``run`` columns), an
    upright no wider than a stroke, then columns of the arm alone, then
    the digit's full height; the cut-off part must be shaped as a plus."""
    from recognition.counters.digits import is_plus

    def extent(x: int) -> int:
        ys = np.nonzero(g.mask[:, x])[0]
        return int(ys.max() - ys.min() + 1) if len(ys) else 0

    x = run
    while x < g.w and extent(x) > 0.3 * digit_h:
        x += 1
    if x == run or x - run > 0.25 * digit_h:
        return None
    arm = x
    while x < g.w and 0 < extent(x) <= 0.3 * digit_h:
        x += 1
    if x == arm or x >= g.w:
        return None
    # The digit's first column may be as short as the arm (the tip of an
    # "8"'s curve): the cut is the last one that leaves a plus.
    for cut in range(x, arm, -1):
        plus, digit = _part(g, 0, cut), _part(g, cut, g.w)
        if plus is not None and digit is not None and digit.h >= 0.9 * g.h and is_plus(plus, round(digit_h)):
            return plus, digit
    return None


def _token(glyphs: list[Glyph], sign: tuple[str, Glyph | None]) -> Token:
    """A number from its glyphs and sign; its crop (for Tesseract) has the
    glyphs drawn a little apart where they touch, as Tesseract reads two
    touching digits as one."""
    every = sorted(glyphs + ([sign[1]] if sign[1] is not None else []), key=lambda g: g.x)
    x0 = min(g.x for g in every)
    y0 = min(g.y for g in every)
    x1 = max(g.x + g.w for g in every)
    y1 = max(g.y + g.h for g in every)
    space = max(1, round(0.12 * (y1 - y0)))
    shifts, shift, end = [], 0, None
    for g in every:
        if end is not None and g.x + shift < end + space:
            shift = end + space - g.x
        shifts.append(shift)
        end = g.x + shift + g.w
    crop = np.full((y1 - y0, x1 - x0 + shift), 255, np.uint8)
    for g, dx in zip(every, shifts):
        region = crop[g.y - y0:g.y - y0 + g.h, g.x - x0 + dx:g.x - x0 + dx + g.w]
        region[g.mask > 0] = 0
    return Token(glyphs, sign[0], sign[1], (x0, y0, x1 - x0, y1 - y0), crop)


def _with_soft(image: np.ndarray, token: Token, bg: Palette) -> Token:
    """``token`` with its ``soft`` crop: each pixel's ink (``Palette.inkness``)
    scaled to the glyphs' full-strength ink, kept only on the glyphs and a
    pixel's rim around them (the table's grain and a neighbour's letters
    stay out), dark on white."""
    x, y, w, h = _grown(token.box, 2, image.shape)
    ink = bg.inkness(image, (x, y, w, h))
    keep = np.zeros((h, w), np.uint8)
    for g in token.glyphs + ([token.sign_glyph] if token.sign_glyph is not None else []):
        gy, gx = g.y - y, g.x - x
        region = keep[max(0, gy):gy + g.h, max(0, gx):gx + g.w]
        region[g.mask[max(0, -gy):max(0, -gy) + region.shape[0], max(0, -gx):max(0, -gx) + region.shape[1]] > 0] = 1
    if not keep.any():
        return token
    full = float(np.percentile(ink[keep > 0], 90))
    if full <= 0:
        return token
    rim = cv2.dilate(keep, np.ones((3, 3), np.uint8)) > 0
    soft = 255.0 * (1.0 - np.clip(ink / full, 0.0, 1.0) * rim)
    return replace(token, soft=soft.astype(np.uint8))


def _free(bg: Palette, y: float, a: float, b: float) -> float:
    """How much of the line at height ``y`` between ``a`` and ``b`` is not
    another word (a label such as "Jochi:" between two numbers is no gap)."""
    if b <= a:
        return max(0.0, b - a)
    if bg.ignored is None:
        return b - a
    row = bg.ignored[int(min(max(y, 0), bg.ignored.shape[0] - 1)), max(0, int(a)):max(0, int(b))]
    return float(len(row) - int(row.sum()))


def _row(glyphs: list[Glyph], name_h: int, centre: float | None, bg: Palette, lowest: bool = False,
         start: float = 0.0, reach: float = 1e9,
         span: tuple[int, int] | None = None) -> tuple[list[Glyph], list[Box], list[Box]]:
    """The digits of one line: glyphs all of one height near ``centre`` (or
    on the top-most line, or the bottom-most when ``lowest``, of those
    starting within ``reach`` of ``start``, the words in between (labels
    such as "Vinti/Persi:", however long) not counted: the line under or
    over a name, not another player's line further right), and the words
    of letters found among them (labels such as "Giochi:"), taken out, and
    the separators ("/") between numbers, taken out.  ``span``, the name's
    top and bottom, also takes glyphs mostly beside it: a name with a
    descender ("Giusy") has its middle lower than larger digits' on its
    line, and larger digits set from the name's top have theirs lower."""
    from recognition.counters.digits import is_plus

    # A mouse pointer is neither a number nor a label's letter.
    glyphs = [g for g in glyphs if not is_pointer(g)]
    tall = [g for g in glyphs if 0.5 * name_h <= g.h <= 2.0 * name_h]
    if not tall:
        return [], [], []
    if centre is None:
        under = [g for g in tall if _free(bg, g.y + g.h / 2, start, g.x) <= reach]
        if not under:
            return [], [], []
        # The nearest line holding two glyphs of a height (two numbers at
        # least) or a glyph after a label: a lone speck of a grained table
        # between the name and its counters is no line.  Failing that, the
        # nearest glyph's line.
        order = sorted(under, key=lambda g: -(g.y + g.h) if lowest else g.y)
        centre = order[0].y + order[0].h / 2
        for edge in order:
            middle = edge.y + edge.h / 2
            mates = [g for g in under if abs(g.y + g.h / 2 - middle) <= 0.35 * name_h
                     and abs(g.h - edge.h) <= 0.25 * max(g.h, edge.h)]
            # Or one glyph after a word OCR read ("Giochi: 0", one counter a line).
            a = max(0, int(edge.x - 4 * edge.h))
            labelled = bg.ignored is not None and _free(bg, middle, a, edge.x) < edge.x - a
            if len(mates) >= 2 or labelled:
                centre = middle
                break

    def on_line(g: Glyph) -> bool:
        if abs(g.y + g.h / 2 - centre) <= 0.35 * name_h:
            return True
        if span is None:
            return False
        # Its middle within the name's height, and half of it at least
        # beside the name (top-aligned or on the name's baseline).
        shared = min(g.y + g.h, span[1]) - max(g.y, span[0])
        return span[0] <= g.y + g.h / 2 <= span[1] and shared >= 0.5 * min(g.h, span[1] - span[0])

    line = sorted((g for g in tall if on_line(g)), key=lambda g: g.x)
    if not line:
        return [], [], []
    # Only the first run of glyphs: what lies beyond a wide gap is another text.
    run = line[:1]
    # The digits' height, not the small letters' of a label among them.
    typical_h = float(np.percentile([g.h for g in line], 75))
    for g in line[1:]:
        gap = _free(bg, centre, run[-1].x + run[-1].w, g.x)
        if gap > GAP * typical_h:
            break
        # Taller glyphs well apart are another text in a larger face (a
        # caption's "Turno 2 di 4" past a panel), not a column of counters:
        # a table's counters share one face.
        # (A pixel or two either way is the same face: a faint digit's
        # anti-aliased rows are lost, a 13 px "0" beside an 11 px red "5".)
        tallest = max(r.h for r in run)
        if gap > 3 * typical_h and g.h > max(1.15 * tallest, tallest + 2):
            break
        run.append(g)
    line, separators = _separators([p for g in run for p in _split(g)])
    # A slash is no one-letter label either.
    words = _letter_words([g for g in glyphs if (g.x, g.y, g.w, g.h) not in separators], line)
    line = [g for g in line if not any(_within(g, b) for b in words)]
    if not line:
        return [], words, separators
    digit_h = float(np.median([g.h for g in line]))
    top = float(np.median([g.y for g in line]))
    bottom = float(np.median([g.y + g.h for g in line]))
    slack = max(2.0, 0.15 * digit_h)
    return [g for g in line if abs(g.y - top) <= slack and abs(g.y + g.h - bottom) <= slack
            and not is_plus(g, round(digit_h))], words, separators


def _separators(line: list[Glyph]) -> tuple[list[Glyph], list[Box]]:
    """The line without the slashes standing alone between two glyphs
    ("+3 / 27"), and their boxes: a separator is neither a number nor a
    label.  Standing alone is further than a quarter of a digit's height
    from both neighbours (a space: "+3 / 27" set with single spaces is 6 px
    apart at 16 px digits), as digits of one number seldom are."""
    if len(line) < 3:
        return line, []
    from recognition.counters.digits import is_slash

    digit_h = float(np.median([g.h for g in line]))
    kept: list[Glyph] = [line[0]]
    out: list[Box] = []
    for before, g, after in zip(line, line[1:], line[2:]):
        apart = g.x - (before.x + before.w) >= 0.25 * digit_h and after.x - (g.x + g.w) >= 0.25 * digit_h
        if apart and is_slash(g, digit_h):
            out.append((g.x, g.y, g.w, g.h))
        else:
            kept.append(g)
    kept.append(line[-1])
    return kept, out


def _within(g: Glyph, b: Box) -> bool:
    return b[0] <= g.x and g.x + g.w <= b[0] + b[2] and b[1] <= g.y and g.y + g.h <= b[1] + b[3]


#: A glyph this many digit heights wide that does not part into two digits
#: is letters run together ("Joch" of "Jochi" in a small web face, its "i"
#: apart and as tall as the digits): a word, not a number.
MERGED_LETTERS = 1.8


def _letter_words(glyphs: list[Glyph], line: list[Glyph]) -> list[Box]:
    """The words of letters on a line of numbers (labels such as "Giochi:"
    that OCR did not see apart from their number): glyphs grouped by the
    narrow gaps of letters in a word, a word being of letters when it holds,
    after its first glyph, one of a lower-case letter's height (0.3–0.85 of
    the digits') that is no plus: a first glyph of that height may be a sign
    the JPEG bent out of shape (a plus sign).  Boxes in image pixels."""
    from recognition.counters.digits import is_plus

    if not line:
        return []
    # The tallest glyphs' height: digits (and capitals); on small text most
    # glyphs are letters.  The second tallest, as one may be a digit grown
    # into something beyond the line (a card's edge).
    heights = sorted((g.h for g in line), reverse=True)
    digit_h = float(heights[1] if len(heights) > 1 else heights[0])
    # The digits' line: the middle of the tall glyphs' tops and feet (a "J"
    # reaching under it, as tall as a digit, does not move it).
    top = float(np.median([g.y for g in line if g.h >= 0.9 * digit_h]))
    bottom = float(np.median([g.y + g.h for g in line if g.h >= 0.9 * digit_h]))
    # Far enough left for a label before a sign: "G −13".
    x0, x1 = line[0].x - 3 * digit_h, line[-1].x + line[-1].w + digit_h
    near = sorted((g for g in glyphs if x0 <= g.x and g.x + g.w <= x1 and g.y >= top - 0.3 * digit_h
                   and g.y + g.h <= bottom + 0.3 * digit_h), key=lambda g: g.x)
    # A piece inside another glyph's box (the dot in a monospaced zero) is no letter.
    near = [g for g in near if not any(o is not g and _within(g, (o.x, o.y, o.w, o.h)) for o in near)]
    groups: list[list[Glyph]] = []
    for g in near:
        if groups and g.x - max(o.x + o.w for o in groups[-1]) < 0.3 * digit_h:
            groups[-1].append(g)
        else:
            groups.append([g])
    words: list[Box] = []
    for group in groups:
        # A label's mark after it ("G:", "J."): dots, no letter; a colon
        # (two dots one over the other) follows a label, never a number.
        letters = [g for g in group if g.h >= 0.3 * digit_h]
        marks = [g for g in group if g.h < 0.3 * digit_h and g.x >= letters[-1].x + letters[-1].w - 1] \
            if letters else []
        colon = len(marks) == 2 and abs((marks[0].x + marks[0].w / 2) - (marks[1].x + marks[1].w / 2)) \
            <= 0.15 * digit_h and abs(marks[0].y - marks[1].y) >= 0.3 * digit_h
        if any(0.3 * digit_h <= g.h <= 0.85 * digit_h and g.y + g.h >= top + 0.3 * digit_h
               and not is_plus(g, round(digit_h)) for g in letters[1:]) \
                or (len(letters) == 1 and len(letters) + len(marks) == len(group)
                    and (colon or _lone_letter(letters[0], digit_h, bottom))) \
                or _initials(letters, digit_h) \
                or any(g.w >= MERGED_LETTERS * digit_h and len(_split(g)) == 1 for g in letters):
            gx0, gy0 = min(g.x for g in group), min(g.y for g in group)
            gx1, gy1 = max(g.x + g.w for g in group), max(g.y + g.h for g in group)
            words.append((gx0, gy0, gx1 - gx0, gy1 - gy0))
    return words


def _initials(letters: list[Glyph], digit_h: float) -> bool:
    """Whether capitals joined by a slash make a label ("V/P"): a slash
    touching its neighbours is no separator, and no digit is shaped like a
    slash (``is_slash``), so the word is one of letters when a glyph in it
    is plainly a letter."""
    from recognition.counters.digits import is_letter, is_slash

    inner = letters[1:-1]
    return any(is_slash(g, digit_h) for g in inner) and any(is_letter(g.mask) for g in letters
                                                              if not is_slash(g, digit_h))


#: A lone glyph this much shorter than the line's tallest is a smaller
#: face's capital, a label ("G +6"); a digit is taller, even where the
#: tallest are the label's ascenders (Roboto at 13 px: digits 9 px, "J",
#: "h" 10 px).
LONE_SHORT = 0.85


def _lone_letter(g: Glyph, digit_h: float, bottom: float) -> bool:
    """Whether a glyph alone is a one-letter label ("G +6  J 17"): shorter
    than the digits (a capital of a smaller face, or a letter reaching under
    their line, where no digit goes), within their line (on its foot or
    centred on it), neither a plus nor a flat bar; or as tall as a digit but
    plainly shaped like a letter.  A minus is too flat and too short to
    pass, and a digit is never shorter than its neighbours; a plus bent out
    of shape, or its upright alone, taken for a letter would only lose its
    "+", which changes no value."""
    from recognition.counters.digits import is_j, is_letter, is_plus

    below = g.y + g.h - bottom
    slack = max(2.0, 0.12 * digit_h)
    if g.y < bottom - digit_h - slack or below > 0.35 * digit_h or g.h < 0.45 * digit_h:
        return False
    if is_plus(g, round(digit_h)) or g.h < 0.5 * g.w or merged_sign(g, digit_h)[0] in ("+", "-"):
        # A sign plainly touching its digit ("+8" as one glyph: a whole plus
        # or a long bar) is no letter either; a letter's stroke may pass
        # for a short bar ("±"), so that leaves it a letter.
        return False
    if g.h <= LONE_SHORT * digit_h or below > slack:
        return True
    # A thin "J" standing alone (no glyph within a space of it: a "1" of a
    # number stands closer to its next digit) is a label too.
    return g.h <= 1.05 * digit_h and ((is_letter(g.mask) and not _two_digits(g)) or is_j(g.mask))


def _two_digits(g: Glyph) -> bool:
    """Whether a glyph is two digits touching, each plainly a digit once cut
    apart: a "11" whose feet join looks like an "H" or a "U" as a whole."""
    from recognition.counters.digits import whole_digit

    parts = _split(g)
    return len(parts) == 2 and all(whole_digit(p.mask)[1] >= SPLIT_SCORE and whole_digit(p.mask)[0] is not None
                                   for p in parts)


def _read_words(bg: Palette, band: Box, tokens: list[Token]) -> list[Box]:
    """The words OCR read (``bg.ignored``) on the numbers' line in ``band``:
    labels the glyphs never showed, to be counted with those they did
    ("Giochi:" read by OCR, "Jochi:" only seen as letters)."""
    if bg.ignored is None or not tokens:
        return []
    x, y, w, h = band
    top = min(t.box[1] for t in tokens)
    bottom = max(t.box[1] + t.box[3] for t in tokens)
    digit_h = max(g.h for t in tokens for g in t.glyphs)
    right = max(t.box[0] + t.box[2] for t in tokens) + digit_h   # as far as _letter_words looks
    mask = bg.ignored[y:y + h, x:x + w].astype(np.uint8)
    _, _, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    out: list[Box] = []
    for cx, cy, cw, ch, _ in stats[1:]:
        middle = y + cy + ch / 2
        if top <= middle <= bottom and cx > 0 and cx + cw < w and x + cx + cw <= right:
            out.append((int(x + cx), int(y + cy), int(cw), int(ch)))
    return out


def _labelled(tokens: list[Token], words: list[Box]) -> bool:
    """Whether the words of letters on a line of two numbers are none, or a
    label before each number ("Giochi: +3 Jochi: 12"): any other pattern
    (one label, a word just after the numbers) leaves which number is which
    in doubt.  Words further than two digit heights past the last number
    are another text's (a card, the next panel)."""
    if tokens:
        digit_h = max(g.h for t in tokens for g in t.glyphs)
        end = tokens[-1].box[0] + tokens[-1].box[2] + 2 * digit_h
        words = [w for w in words if w[0] <= end]
    if not words:
        return True
    if len(tokens) != 2:
        return False
    words = _joined(words, 0.3 * digit_h)
    # With a label before each number, ink just past the last one (a
    # pointer, a card's corner) changes nothing of which number is which.
    before = [w for w in words if w[0] + w[2] <= tokens[1].box[0]]
    if len(before) != 2 or (len(words) > 2 and any(w[0] < tokens[1].box[0] + tokens[1].box[2]
                                                   for w in words if w not in before)):
        return False
    (a, b), (t, u) = sorted(before), tokens
    return a[0] + a[2] <= t.box[0] and t.box[0] + t.box[2] <= b[0] and b[0] + b[2] <= u.box[0]


def _joined(words: list[Box], gap: float) -> list[Box]:
    """Words on a line closer than ``gap`` made one: a label seen in pieces
    ("J" as a glyph, "ochi:" read by OCR) is one label.  Letters of one word
    stand closer than a word's space."""
    out: list[list[int]] = []
    for x, y, w, h in sorted(words):
        if out and x - (out[-1][0] + out[-1][2]) < gap:
            last = out[-1]
            x1, y1 = max(last[0] + last[2], x + w), max(last[1] + last[3], y + h)
            last[1] = min(last[1], y)
            last[2], last[3] = x1 - last[0], y1 - last[1]
        else:
            out.append([x, y, w, h])
    return [(a, b, c, d) for a, b, c, d in out]


def _blank_before(image: np.ndarray, first: Glyph, digit_h: int, bg: Palette, faint: float,
                  words: list[Box] = []) -> bool:
    """Whether the place of a sign before ``first`` is empty even to a low
    threshold: a faint minus taken for no sign would flip the number.  The
    letters of a label (``words``) there are no sign ("G 0": the G's bar)."""
    H = image.shape[0]
    mid = first.y + first.h / 2
    x0, x1 = max(0, first.x - round(0.9 * digit_h)), first.x - 1
    y0, y1 = max(0, round(mid - 0.3 * digit_h)), min(H, round(mid + 0.3 * digit_h) + 1)
    if x1 - x0 < 2 or y1 <= y0:
        return True
    ink = (bg.inkness(image, (x0, y0, x1 - x0, y1 - y0)) > faint).astype(np.uint8)
    for wx, wy, ww, wh in words:
        ink[max(0, wy - y0):max(0, wy + wh - y0), max(0, wx - x0):max(0, wx + ww - x0)] = 0
    n, _, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    return not any(area >= 3 and w >= max(3.0, 0.25 * digit_h) and w >= 1.4 * h for _, _, w, h, area in stats[1:])


def _crossed(image: np.ndarray, bar: Glyph, digit_h: float, bg: Palette) -> bool:
    """Whether a bar taken for a minus has a faint upright across its middle,
    above and below it: a plus whose thin stroke the JPEG washed out, which
    read as a minus would flip the number's sign."""
    H = image.shape[0]
    reach = max(2, round(0.3 * digit_h))
    x0, x1 = bar.x, bar.x + bar.w
    above = (x0, max(0, bar.y - reach), bar.w, bar.y - max(0, bar.y - reach))
    below = (x0, bar.y + bar.h, bar.w, min(H, bar.y + bar.h + reach) - (bar.y + bar.h))
    if above[3] < 1 or below[3] < 1 or x1 - x0 < 3:
        return False
    strength = float(np.median(bg.inkness(image, (bar.x, bar.y, bar.w, bar.h))[bar.mask > 0]))
    up = bg.inkness(image, above).mean(axis=0)
    down = bg.inkness(image, below).mean(axis=0)
    q = max(1, bar.w // 4)
    middle = np.minimum(up, down)[q:bar.w - q]
    return bool(len(middle) and middle.max() > 0.25 * strength)


def _sign(image: np.ndarray, first: Glyph, digit_h: int, bg: Palette, threshold: float,
          faint: float, words: list[Box] = []) -> tuple[str, Glyph | None]:
    """What stands just before a number's first digit: nothing, a plus, a
    minus, or "?" (ink that is neither, or too faint to tell).  Signs are
    thin, so they are cut out with a lower threshold than digits.  A
    mathematical face's plus (KaTeX's) is wider than a digit is tall."""
    H, W = image.shape[:2]
    x0, x1 = max(0, first.x - round(1.8 * digit_h)), first.x - 1
    y0, y1 = max(0, first.y - round(0.15 * digit_h)), min(H, first.y + first.h + round(0.15 * digit_h))
    if x1 - x0 < 3:
        return "", None
    ink = (bg.inkness(image, (x0, y0, x1 - x0, y1 - y0)) > threshold).astype(np.uint8)
    n, labels, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    # Not what touches the patch's left edge (further left: a name, another
    # number) nor the digit's own soft edge (tall and thin, on the right
    # edge: a plus as tall as the digits may touch it too).
    near = [i for i in range(1, n) if stats[i][4] >= 3 and stats[i][0] > 0
            and not (stats[i][0] + stats[i][2] >= x1 - x0 and stats[i][3] >= 0.85 * digit_h
                     and stats[i][2] <= 0.3 * digit_h)
            and x0 + stats[i][0] + stats[i][2] >= first.x - 0.6 * digit_h
            and not any(b[0] <= x0 + stats[i][0] and x0 + stats[i][0] + stats[i][2] <= b[0] + b[2] + 1
                        for b in words)]
    if not near:
        return ("", None) if _blank_before(image, first, digit_h, bg, faint, words) else ("?", None)
    # The sign is the biggest piece; other pieces may only be specks of the table.
    biggest = max(near, key=lambda i: stats[i][4])
    for i in near:
        if i != biggest and max(stats[i][2], stats[i][3]) >= 0.3 * digit_h:
            return "?", None
    cx, cy, cw, ch, _ = stats[biggest]
    if max(cw, ch) < 0.2 * digit_h:     # too small for a sign, too big to ignore
        return "?", None
    mask = (labels[cy:cy + ch, cx:cx + cw] == biggest).astype(np.uint8) * 255
    glyph = Glyph(mask, x0 + int(cx), y0 + int(cy), int(cw), int(ch))
    from recognition.counters.digits import is_minus, is_plus

    middle = _ink_middle(image, glyph, bg) - (first.y + first.h / 2)
    if abs(middle) > 0.2 * digit_h or first.x - (glyph.x + glyph.w) > 0.6 * digit_h:
        return "?", glyph
    if is_plus(glyph, digit_h):
        return "+", glyph
    # A flat mark only (no taller than a minus blurred a row up and down): a
    # plus whose upright is fainter than its bar has a bar for its core.
    flat = glyph.h <= 0.35 * digit_h and glyph.w >= DOT_RATIO * glyph.h \
        and is_minus(_core(image, glyph, bg), digit_h)
    if is_minus(glyph, digit_h) or flat:
        return ("?", glyph) if _crossed(image, glyph, digit_h, bg) else ("-", glyph)
    if glyph.h <= 0.35 * digit_h and _bar_by_ink(image, glyph, digit_h, bg) \
            and not _crossed(image, glyph, digit_h, bg):
        # A short or faint bar whose pixels at the threshold are too few to
        # look flat: a bar by its ink, but only Tesseract's sign can make it
        # a minus ("±": the number is read only when Tesseract saw a sign).
        return "±", glyph
    return "?", glyph


#: How much wider than high a mark's ink (``_ink_extent``) must be to be a bar.
BAR_RATIO = 1.4
#: Share of a mark's peak ink below which its pixels are the table's, not the mark's.
MARK_FLOOR = 0.25


def _ink_extent(strength: np.ndarray) -> tuple[float, float]:
    """A mark's width and height measured by its ink: its total ink over its
    strongest column's (row's).  Unlike its pixels counted at a threshold,
    this keeps the anti-aliased edges' share: a 4.6 px wide, 3 px high
    hyphen counts as such, not as the 4 × 3 pixels that pass a threshold."""
    cols, rows = strength.sum(axis=0), strength.sum(axis=1)
    if cols.max() <= 0:
        return 0.0, 0.0
    return float(cols.sum() / cols.max()), float(rows.sum() / rows.max())


def _bar_by_ink(image: np.ndarray, g: Glyph, digit_h: float, bg: Palette) -> bool:
    """Whether a small mark is a flat bar by its ink around it (its box and a
    pixel more, the table's faint grain left out): a short thick hyphen
    ("-1" in a narrow bold face, 4 × 3 pixels at the sign's threshold) or a
    faint thin one (2 rows of half-strength ink) are bars; a round or
    square dot ("·") is as high as it is wide."""
    H, W = image.shape[:2]
    x0, y0 = max(0, g.x - 1), max(0, g.y - 1)
    box = (x0, y0, min(W, g.x + g.w + 1) - x0, min(H, g.y + g.h + 1) - y0)
    strength = bg.inkness(image, box)
    strength[strength < MARK_FLOOR * float(strength.max())] = 0.0
    width, height = _ink_extent(strength)
    return height <= 0.3 * digit_h and width >= 0.2 * digit_h and width >= BAR_RATIO * height


def _ink_middle(image: np.ndarray, g: Glyph, bg: Palette) -> float:
    """The height of a mark's middle weighed by its ink: a thin minus whose
    faint lower rim (the JPEG's) reaches a row further down has its box's
    middle half a row low, too low beside small digits (0.2 digit heights
    is two pixels and a half at twelve), its ink's middle where it is."""
    strength = bg.inkness(image, (g.x, g.y, g.w, g.h)) * (g.mask > 0)
    rows = strength.sum(axis=1)
    if rows.sum() <= 0:
        return g.y + g.h / 2
    return g.y + 0.5 + float((rows * np.arange(len(rows))).sum() / rows.sum())


def _core(image: np.ndarray, g: Glyph, bg: Palette) -> Glyph:
    """A glyph's strongest ink (at least 70% of its peak): a short thick
    hyphen, blurred a row up and down by the JPEG, looks square at the
    sign's threshold but is still a flat bar at its core; a round dot
    ("·") stays round."""
    strength = bg.inkness(image, (g.x, g.y, g.w, g.h)) * (g.mask > 0)
    core = (strength >= 0.7 * float(strength.max())).astype(np.uint8) * 255 if strength.max() > 0 else g.mask
    ys, xs = np.nonzero(core)
    if len(xs) == 0:
        return g
    core = core[ys.min():ys.max() + 1, xs.min():xs.max() + 1]
    return Glyph(core, g.x + int(xs.min()), g.y + int(ys.min()), core.shape[1], core.shape[0])


def _pick(image: np.ndarray, groups: list[list[Glyph]], start: int, reach: float, digit_h: int,
          inks: Inks, words: list[Box], badges: list[Inks] = []) -> list[Token]:
    """Up to two numbers, the first within ``reach`` of ``start``, the second near the first."""
    picked: list[Token] = []
    edge = start
    bg = inks.palette
    for digits in groups:
        local = _badge_of(badges, digits[0]) or inks
        left = min(g.x for g in digits)
        middle = float(np.median([g.y + g.h / 2 for g in digits]))
        if left < edge - digit_h:   # left of where we look
            continue
        if _free(bg, middle, edge, left) > (reach if not picked else GAP * digit_h):
            break
        if len(picked) == 2:
            # A third number close behind: the line is not "name, Giochi, Jochi"
            # (a name cut short leaves letters that look like a number), so which
            # number is which cannot be told.
            return []
        joined, bar, rest = merged_sign(digits[0], digit_h)
        if joined == "-" and bar is not None and _crossed(image, bar, digit_h, local.palette):
            sign: tuple[str, Glyph | None] = ("?", None)
        elif joined in "+-±" and bar is not None and rest is not None:
            digits = [rest] + digits[1:]
            sign = (joined, bar)
        elif joined == "?":
            sign = ("?", None)
        else:
            sign = _sign(image, digits[0], digit_h, local.palette, local.sign, local.faint, words)
        tok = _with_soft(image, _token(digits, sign), local.palette)
        picked.append(tok)
        edge = tok.box[0] + tok.box[2]
    return picked


#: Where counters are looked for, relative to their name.
DIRECTIONS = ("right", "below", "above")
#: How far (in name heights) the counters may stand from their name on its line.
REACH = 40
#: The widest gap (in digit heights) between Giochi and Jochi, labels aside (columns stand apart:
#: a score sheet's two columns may be eight digit heights apart).
GAP = 10


def number_tokens(image: np.ndarray, name: Candidate, others: list[Box] = [],
                  ignored: np.ndarray | None = None, edge: float = EDGE) -> dict[str, list[Token]]:
    """The two numbers that may be a name's counters, by where they stand:
    on the name's line to its right (as far as ``REACH`` name heights, not
    past another name), on the line under it, or on the line over it (not
    across another name's line).  ``others`` are the other players' name
    boxes, ``ignored`` a mask of the words that are not numbers; ``edge``
    the screenshot's ``table_edge``: on a calm table, below ``EDGE``, the
    least ink thresholds are lowered with it."""
    # A ring of background around the letters: a bold name's box cut tight
    # to its letters holds more ink than background.
    ring = _grown(name.box, max(2, name.box[3] // 5), image.shape)
    colours = _colours(image, ring)
    if colours is None:
        return {}
    inks = Inks.of(colours[0], colours[1], ignored, calm=edge / EDGE)
    surface = SURFACE_DISTANCE + SURFACE_GRAIN * _spread(image, ring, colours[0])
    inks = replace(inks, palette=replace(inks.palette, surface=surface))
    bg = inks.palette
    x, y, w, h = name.box
    H, W = image.shape[:2]

    def clip(x0: int, y0: int, x1: int, y1: int) -> Box | None:
        x0, y0, x1, y1 = max(0, x0), max(0, y0), min(W, x1), min(H, y1)
        return (x0, y0, x1 - x0, y1 - y0) if x1 - x0 > 2 * h and y1 - y0 > h else None

    def meets(b: Box, y0: float, y1: float) -> bool:
        return min(b[1] + b[3], y1) - max(b[1], y0) > 0

    out: dict[str, list[Token]] = {}
    # The reach along the name's line in the players' names' height: a
    # table's names share a face, and a name of capitals and small letters
    # only ("Anna") stands lower than one with a descender ("Giusy").
    unit = max(h, int(np.median([h] + [o[3] for o in others])))
    # To the right: up to the next name on the line.
    # Looked at a little past the reach: a number starting within it may end beyond.
    x1 = x + w + (REACH + 4) * unit
    for o in others:
        if o[0] >= x + w and meets(o, y + 0.2 * h, y + 0.8 * h):
            x1 = min(x1, o[0] - 1)
    band = clip(x + w + 1, y - h, x1, y + 2 * h)
    if band is not None:
        badges = _badges(image, band, bg, h, colours[1], inks.calm)
        glyphs, words, separators = _row(_glyphs(image, band, bg, inks.threshold, badges), h, y + h / 2, bg,
                                         span=(y, y + h))
        if glyphs:
            digit_h = max(g.h for g in glyphs)
            picked = _pick(image, _tokens(glyphs, digit_h, bg), x + w + round(0.3 * h), REACH * unit, digit_h,
                           inks, words + separators, badges)
            if len(picked) == 2 and _labelled(picked, words + _read_words(bg, band, picked)) and _whole(band, picked) \
                    and _between(separators, picked) \
                    and _clean(image, band, picked, inks, words + separators, badges):
                out["right"] = picked
    # Under or over the name: the nearest line, not past another name.
    for where in ("below", "above"):
        x0, x1 = x - 2 * h, x + w + (REACH + 4) * h
        # Three name heights of room past the name: a name's box is its
        # letters' height (less than its font's), and a line of larger digits
        # after a line's spacing may reach that far; the nearest line is taken.
        y0, y1 = (y + round(0.6 * h), y + 5 * h) if where == "below" else (y - 4 * h, y + round(0.4 * h))
        for o in others:
            if o[0] >= x + w and meets(o, y0, y1):
                x1 = min(x1, o[0] - 1)
        for o in others:
            if o[0] < x1 and o[0] + o[2] > x0 and meets(o, y0, y1):
                if where == "below":
                    y1 = min(y1, o[1] - 1)
                else:
                    y0 = max(y0, o[1] + o[3] + 1)
        band = clip(x0, y0, x1, y1)
        if band is None:
            continue
        badges = _badges(image, band, bg, h, colours[1], inks.calm)
        glyphs, words, separators = _row(_glyphs(image, band, bg, inks.threshold, badges), h, None, bg,
                                         lowest=where == "above", start=x + w, reach=6 * h)
        # Not far right of the name (another player's line), labels not counted.
        if not glyphs or _free(bg, float(np.median([g.y + g.h / 2 for g in glyphs])), x + w,
                                 min(g.x for g in glyphs)) > 6 * h:
            continue
        digit_h = max(g.h for g in glyphs)
        start = min(g.x for g in glyphs) - round(1.4 * digit_h)
        picked = _pick(image, _tokens(glyphs, digit_h, bg), start, 2 * digit_h, digit_h, inks, words + separators,
                       badges)
        if len(picked) == 2 and _labelled(picked, words + _read_words(bg, band, picked)) \
                and _whole(band, picked, left=True) and _between(separators, picked) \
                and _clean(image, band, picked, inks, words + separators, badges):
            out[where] = picked
        elif where == "below" and len(picked) == 1 and not separators:
            second = _next_line(image, band, picked[0], words, inks, badges, others, x0, x1, h)
            if second is not None:
                out[where] = [picked[0], second]
    return out


def _one_labelled(token: Token, words: list[Box]) -> bool:
    """Whether a line holding one number has one label, just before it
    ("Giochi: +4"), and no other word up to two digit heights past it."""
    digit_h = max(g.h for g in token.glyphs)
    left, right = token.box[0], token.box[0] + token.box[2]
    near = [w for w in words if w[0] <= right + 2 * digit_h]
    return len(near) == 1 and near[0][0] + near[0][2] <= left and left - (near[0][0] + near[0][2]) <= 3 * digit_h


def _next_line(image: np.ndarray, band: Box, first: Token, words: list[Box], inks: Inks, badges: list[Inks],
               others: list[Box], x0: int, x1: int, name_h: int) -> Token | None:
    """Jochi on the line after Giochi's, each number with its label, under
    the name ("Giochi: +4" then "Jochi: 12"): the number of the next line,
    when both lines are labelled, start together and have digits of one
    height, and the second follows the first at a line's spacing.  A bare
    number on the line under another may be anything, so labels are required."""
    bg = inks.palette
    first_words = words + _read_words(bg, band, [first])
    if not _one_labelled(first, first_words) or not _whole(band, [first], left=True) \
            or not _clean(image, band, [first], inks, first_words, badges):
        return None
    digit_h = max(g.h for g in first.glyphs)
    label = next(w for w in first_words if w[0] + w[2] <= first.box[0])
    top = first.box[1] + first.box[3] + 1
    bottom = top + round(2.5 * digit_h)
    for o in others:
        if o[0] < x1 and o[0] + o[2] > x0 and min(o[1] + o[3], bottom) - max(o[1], top) > 0:
            bottom = min(bottom, o[1] - 1)
    H, W = image.shape[:2]
    x0, top, x1, bottom = max(0, x0), max(0, top), min(W, x1), min(H, bottom)
    if bottom - top <= digit_h:
        return None
    band2 = (x0, top, x1 - x0, bottom - top)
    glyphs, words2, separators = _row(_glyphs(image, band2, bg, inks.threshold, badges), name_h, None, bg,
                                      start=label[0], reach=3 * digit_h)
    if not glyphs or separators:
        return None
    digit_h2 = max(g.h for g in glyphs)
    if abs(digit_h2 - digit_h) > max(1.0, 0.15 * digit_h):
        return None
    picked = _pick(image, _tokens(glyphs, digit_h2, bg), min(g.x for g in glyphs) - round(1.4 * digit_h2),
                   2 * digit_h2, digit_h2, inks, words2, badges)
    if len(picked) != 1:
        return None
    second = picked[0]
    words2 = words2 + _read_words(bg, band2, [second])
    if not _one_labelled(second, words2) or not _whole(band2, [second], left=True) \
            or not _clean(image, band2, [second], inks, words2, badges):
        return None
    label2 = next(w for w in words2 if w[0] + w[2] <= second.box[0])
    if abs(label2[0] - label[0]) > 1.5 * digit_h or second.box[1] - (first.box[1] + first.box[3]) > 1.2 * digit_h:
        return None
    return second


def _between(separators: list[Box], tokens: list[Token]) -> bool:
    """Whether every separator on the line stands between the two numbers
    ("+3 / 27"): one before the first or after the second says the line
    holds more than Giochi and Jochi."""
    first, second = tokens[0].box, tokens[1].box
    return all(first[0] + first[2] <= s[0] and s[0] + s[2] <= second[0] for s in separators)


def _whole(band: Box, tokens: list[Token], left: bool = False) -> bool:
    """Whether the numbers end well inside ``band`` (its right edge: the
    screenshot's, the reach's or the next name's): a digit the band cut
    (pieces within 3 px of its edge are left out) would turn "29" into "2";
    with ``left``, from its left edge too (a line under or over the name,
    whose band starts left of the name).  Well inside is further than a
    number's digits stand apart (``_tokens``: 0.6 digit heights) and those
    3 px: no digit of the number can then have been cut off."""
    bx, bw = band[0], band[2]
    digit_h = max(g.h for t in tokens for g in t.glyphs)
    margin = 0.6 * digit_h + 4
    if left and min(t.box[0] for t in tokens) - margin <= bx:
        return False
    return max(t.box[0] + t.box[2] for t in tokens) + margin < bx + bw


def _clean(image: np.ndarray, band: Box, tokens: list[Token], inks: Inks, words: list[Box] = [],
           badges: list[Inks] = []) -> bool:
    """Whether the numbers' line, from half a digit before the first to half a
    digit after the last, holds no ink but the tokens' glyphs: a faint "1" or
    sign that was not picked up would otherwise change a number silently.
    Ink reaching the edge of ``band`` (the table beyond a panel, a card) is
    not the line's.  A badge is looked at alone, in its own colours."""
    for t in tokens:
        mine = _badge_of(badges, t.glyphs[0])
        if mine is not None and mine.palette.within is not None \
                and not _clean(image, _grown(mine.palette.within, 3, image.shape), [t], mine):
            return False
    digit_h = max(g.h for t in tokens for g in t.glyphs)
    bx, by, bw, bh = band
    ink = (inks.palette.inkness(image, band) > inks.clean).astype(np.uint8)
    known = np.zeros_like(ink)
    for b in badges:
        assert b.palette.within is not None
        wx, wy, ww, wh = _grown(b.palette.within, 2, image.shape)
        known[max(0, wy - by):max(0, wy - by + wh), max(0, wx - bx):max(0, wx - bx + ww)] = 1
    for t in tokens:
        for g in t.glyphs:
            gy, gx = g.y - by, g.x - bx
            known[max(0, gy):gy + g.h, max(0, gx):gx + g.w] = 1
        if t.sign_glyph is not None:
            g = t.sign_glyph
            gy, gx = g.y - by, g.x - bx
            known[max(0, gy):gy + g.h, max(0, gx):gx + g.w] = 1
    for wx, wy, ww, wh in words:     # a label's letters, seen as such
        known[max(0, wy - by):wy - by + wh, max(0, wx - bx):wx - bx + ww] = 1
    known = cv2.dilate(known, np.ones((5, 5), np.uint8)).astype(np.uint8)
    loose = ink & (1 - known)
    top = min(t.box[1] for t in tokens) + 1 - by       # the digits' own height: a lost digit or sign
    bottom = max(t.box[1] + t.box[3] for t in tokens) - 1 - by   # lies there, a pointer's tip may not
    left = tokens[0].box[0] - round(0.5 * digit_h) - bx
    right = tokens[-1].box[0] + tokens[-1].box[2] + round(0.5 * digit_h) - bx
    n, labels, stats, _ = cv2.connectedComponentsWithStats(loose, connectivity=8)
    limit = max(6, 0.04 * digit_h * digit_h)
    for label, (cx, cy, cw, ch, area) in enumerate(stats[1:], start=1):
        if cx == 0 or cy == 0 or cx + cw >= bw or cy + ch >= bh:
            continue
        if cx + cw <= left or cx >= right or cy + ch <= top or cy >= bottom:
            continue
        # Grazing the line by a few rows (a panel's rounded corner on a
        # grained table, just under the first digit): a lost digit or sign
        # would stand within the line, not a quarter of a digit into it.
        if min(cy + ch, bottom) - max(cy, top) < 0.25 * digit_h:
            continue
        if _stray(cx + bx, cy + by, cw, ch, tokens, digit_h):
            continue
        # A mouse pointer over the line (as ``_row`` leaves it out).
        piece = ((labels[cy:cy + ch, cx:cx + cw] == label) * 255).astype(np.uint8)
        if is_pointer(Glyph(piece, cx + bx, cy + by, cw, ch)):
            continue
        if area >= limit and max(cw, ch) >= 0.45 * digit_h:
            return False
    return True


def _stray(x: int, y: int, w: int, h: int, tokens: list[Token], digit_h: float) -> bool:
    """Whether ink between the numbers is no part of them: well apart from
    every number (further than a digit or a sign stands from its own) and
    reaching far above or below the digits' line (a pointer's arrow)."""
    apart = all(x >= t.box[0] + t.box[2] + 0.6 * digit_h or x + w <= t.box[0] - 0.6 * digit_h for t in tokens)
    top = min(t.box[1] for t in tokens)
    bottom = max(t.box[1] + t.box[3] for t in tokens)
    return apart and (y < top - 0.35 * digit_h or y + h > bottom + 0.35 * digit_h)
