"""Cutting a pack's faces out of one screenshot of all its cards in a grid,
so a user can teach the app the real Tabletopia pack in a minute."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from pathlib import Path

import cv2
import numpy as np

from recognition.deck import prepare
from recognition.errors import RecognitionError
from recognition.images import load_image
from recognition.regions import Region, find_regions

#: Aspect of a Sicilian card (width / height) and the size faces are saved at.
CARD_ASPECT = 240 / 420
FACE_SIZE = (240, 420)


class CutoutError(RecognitionError):
    """A screenshot the pack's faces cannot be cut from."""


def grid_order(regions: list[Region]) -> list[Region]:
    """Regions row by row (top to bottom), each row left to right."""
    if not regions:
        return []
    height = float(np.median([r.box[3] for r in regions]))
    by_y = sorted(regions, key=lambda r: r.box[1] + r.box[3] / 2)
    rows: list[list[Region]] = [[by_y[0]]]
    for r in by_y[1:]:
        last = rows[-1][-1]
        if (r.box[1] + r.box[3] / 2) - (last.box[1] + last.box[3] / 2) > height / 2:
            rows.append([r])
        else:
            rows[-1].append(r)
    return [r for row in rows for r in sorted(row, key=lambda r: r.box[0])]


def whole_cards(rgb: np.ndarray) -> list[Region]:
    """The uncovered cards of a grid screenshot, row by row."""
    return grid_order([r for r in find_regions(rgb, aspect=CARD_ASPECT) if r.visible > 0.8])


def row_lengths(rgb: np.ndarray, total: int) -> list[int] | None:
    """The number of cards in each row of a grid screenshot, as ``cut_faces``
    orders them; None when the number of whole cards is not ``total``
    (``cut_faces`` then explains)."""
    xs = [r[0] for r in grid_cards(rgb, total)]
    if len(xs) != total:
        regions = whole_cards(rgb)
        if len(regions) != total:
            return None
        xs = [r.box[0] + r.box[2] / 2 for r in regions]
    lengths: list[int] = []
    previous_x: float | None = None
    for x in xs:                 # each row left to right: a step back starts a new row
        if previous_x is None or x < previous_x:
            lengths.append(0)
        lengths[-1] += 1
        previous_x = x
    return lengths


Rect = tuple[float, float, float, float, float]   # centre x, y, width, height, angle (degrees)

#: A shadow darkens the table to no less than this share of its colour, and
#: uneven light or a coarse texture brightens it up to this share at most
#: (a photograph of a table, green felt).
SHADOW, LIGHT = 0.4, 1.3


def _table_distance(pixels: np.ndarray, table: np.ndarray, light: float = LIGHT) -> np.ndarray:
    """How far each pixel lies from the table's colour, shadowed or lit:
    the table darkened or brightened keeps its hue, so its pixels lie on the
    segment from ``SHADOW`` to ``light`` times the table's colour; the
    distance (largest channel) from that segment is what tells a card."""
    table = table.astype(np.float32)
    scale = np.clip((pixels @ table) / (float(table @ table) + 1e-6), SHADOW, light)
    distance: np.ndarray = np.abs(pixels - scale[..., None] * table).max(axis=-1)
    return distance


@dataclass
class Table:
    """The table's colour, how far its own texture strays from it, and how
    much brighter than its colour it gets."""

    colour: np.ndarray
    spread: float
    light: float


def _light_share(frame: np.ndarray, colour: np.ndarray) -> float:
    """How much brighter than its colour the table gets on the screenshot's
    frame: the median share and six spreads (MAD) above it, up to
    ``LIGHT``.  White paper on a light grey table has the table's hue and
    is only told apart by being brighter: allowing every table the light
    a photograph or green felt needs would hide it.  Robust to the few
    cards a grid lays on the frame."""
    share = (frame @ colour) / (float(colour @ colour) + 1e-6)
    median = float(np.median(share))
    return float(np.clip(median + 6.0 * float(np.median(np.abs(share - median))), 1.0, LIGHT))


def _frame(image: np.ndarray, t: int) -> np.ndarray:
    """The pixels of ``image``'s outer frame, ``t`` wide (each side whole,
    the corners twice), one per row: where the table shows most on a
    screenshot of a pack laid out."""
    return np.concatenate([side.reshape(-1, *image.shape[2:])
                           for side in (image[:t], image[-t:], image[:, :t], image[:, -t:])])


def _table_colour(rgb: np.ndarray, blur: int = 1) -> Table:
    """The table's colour, how far its own texture strays from it, and the
    light it shows.

    Two guesses, the median of the screenshot's outer frame (which a grid
    seldom covers) and the median of the whole screenshot (the table is most
    of a pack laid out with gaps); the one whose segment explains more of
    the screenshot wins.  The texture is measured on the frame: elsewhere
    a pale card's paper, near the table's colour, would pass for texture.
    The light is measured on the frame blurred over ``blur`` pixels of the
    screenshot shrunk four times (``grid_cards``' second try)."""
    small = cv2.resize(rgb, (max(1, rgb.shape[1] // 4), max(1, rgb.shape[0] // 4)),
                       interpolation=cv2.INTER_AREA).astype(np.float32)
    t = max(2, min(small.shape[:2]) // 50)
    frame = _frame(small, t)
    best: tuple[float, np.ndarray] | None = None
    for guess in (np.median(frame, axis=0), np.median(small.reshape(-1, 3), axis=0)):
        distance = _table_distance(small, guess)
        near = distance[distance < 40]
        spread = float(np.percentile(near, 95)) if near.size else 20.0
        explained = float((distance < max(20.0, 1.5 * spread)).mean())
        if best is None or explained > best[0]:
            best = (explained, guess)
    assert best is not None
    colour = best[1].astype(np.float32)
    light = _light_share(_frame(cv2.blur(small, (blur, blur)), t) if blur > 1 else frame, colour)
    return Table(colour, _texture(small, t, colour, light), light)


#: The frame's texture is measured in this many pieces a side.
FRAME_PIECES = 8


def _texture(small: np.ndarray, t: int, colour: np.ndarray, light: float) -> float:
    """How far the table's own texture strays from ``colour``: the 95th
    percentile of the distances under 40 on the frame (``t`` wide) of
    ``small``, less the pieces of it a card lies on.

    A whole pack laid out to be cut can reach the screenshot's top and left
    edges, and a cream paper lies within 40 of a near-white table: measured
    with those pieces, photo-scanned's grainy near-white table strayed 14
    where it strays 0.7, no level below 17 was tried, and the cut was
    refused (bench_cutout 140008600).  A piece is left out when its own
    95th percentile is more than twice the pieces' median and 2: the wood's
    grain, which varies along a side, stays in."""
    pieces: list[tuple[float, np.ndarray]] = []
    for side in (small[:t], small[-t:], small[:, :t].transpose(1, 0, 2), small[:, -t:].transpose(1, 0, 2)):
        for part in np.array_split(side, FRAME_PIECES, axis=1):
            distance = _table_distance(part.reshape(-1, 3), colour, light)
            near = distance[distance < 40]
            if near.size:
                pieces.append((float(np.percentile(near, 95)), near))
    if not pieces:
        return 20.0
    typical = float(np.median([strays for strays, _ in pieces]))
    kept = np.concatenate([near for strays, near in pieces if strays <= 2.0 * typical + 2.0])
    return float(np.percentile(kept, 95))


def card_signal(rgb: np.ndarray, table: np.ndarray, light: float = LIGHT) -> np.ndarray:
    """Card-ness of each pixel (float32): its distance from the table's
    colour, shadow and ``light`` allowed for."""
    return _table_distance(rgb.astype(np.float32), table, light).astype(np.float32)


def _threshold(spread: float) -> float:
    """Signal above which a pixel is card, not the table's own texture."""
    return max(30.0, 2.0 * spread)


def _upright(rect: Any) -> Rect:
    """``cv2.minAreaRect``'s answer with the card upright (angle within ±45°)."""
    (cx, cy), (rw, rh), angle = rect
    if angle > 45:
        angle, rw, rh = angle - 90, rh, rw
    elif angle < -45:
        angle, rw, rh = angle + 90, rh, rw
    return float(cx), float(cy), float(rw), float(rh), float(angle)


def _axes(angle: float) -> tuple[np.ndarray, np.ndarray]:
    """The card's own x and y axes on the screenshot (unit vectors)."""
    a = np.radians(angle)
    return np.array([np.cos(a), np.sin(a)]), np.array([-np.sin(a), np.cos(a)])


#: How far (pixels) each side is searched for the card's edge, either way.
REACH = 6.0
STEP = 0.25
#: Profiles across a side are averaged over this many pixels along it.
ALONG = 9
SIDES = ("left", "right", "top", "bottom")


def _side_profiles(image: np.ndarray, rect: Rect, offsets: np.ndarray,
                   spacing: float = 1.0) -> list[tuple[str, np.ndarray, np.ndarray]]:
    """For each side of ``rect``: the positions along it (from its middle,
    the corners left out, ``spacing`` pixels apart) and ``image`` sampled
    across it at ``offsets`` (pixels outwards from the side), one profile
    per position."""
    cx, cy, w, h, angle = rect
    ux, uy = _axes(angle)
    centre = np.array([cx, cy])
    out = []
    for side, normal, along, half, length in zip(SIDES, (-ux, ux, -uy, uy), (uy, uy, ux, ux),
                                                 (w / 2, w / 2, h / 2, h / 2), (h, h, w, w)):
        ts = np.arange(-0.42 * length, 0.42 * length + spacing / 2, spacing, dtype=np.float32)
        points = (centre + half * normal)[None, None, :] + ts[:, None, None] * along + \
            offsets[None, :, None] * normal
        profiles = cv2.remap(image, points[..., 0].astype(np.float32), points[..., 1].astype(np.float32),
                             cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
        out.append((side, ts, profiles))
    return out


#: The outermost band of card must stand this many times the level above
#: the table (``_outermost_step``).  A band at the level itself is card on
#: one profile and table on the next: sample-darkframe's frame, as dark as
#: a dark green table (30 against a level of 30), put the cards' sides
#: anywhere from the paper's edge to the frame's, their cuts turned up to
#: 2.7 degrees (the whole-pack screenshot of dev seed 160000000).  The
#: paper's edge is then the step, and the frame is added to every cut
#: alike (``_outline_width``).  Not on a pale table (``outermost``), where
#: a pale border can stand only just above the level and is the card's
#: edge still: photo-dev on grainy near white lost cards (bench_cutout
#: seed 142002600).
OUTER_CLEAR = 1.25


def _outermost_step(profile: np.ndarray, level: float, floor: float, clear: float = 1.0) -> float | None:
    """Where ``profile`` (card-ness, going outwards) steps down to the table
    for the last time, in samples from its start: half-way between
    ``floor`` (the table's card-ness beyond) and the card's outermost band,
    the highest value within 1.5 px inside the last sample above
    ``level``.  The outermost band, not the strongest step: a border as
    pale as the table outside a dark frame line is card too, and so is the
    paper inside a dark outline.  None without such a step, or when that
    band does not reach ``clear`` times the level (``OUTER_CLEAR``)."""
    above = np.nonzero(profile > level)[0]
    if not above.size or above[-1] + 1 >= len(profile):
        return None
    last = int(above[-1])
    start = max(0, last - int(round(1.5 / STEP)))
    i = start + int(np.argmax(profile[start:last + 1]))
    if profile[i] < clear * level:
        return None
    mid = (float(profile[i]) + floor) / 2
    while i + 1 < len(profile) and profile[i + 1] >= mid:
        i += 1
    if i + 1 >= len(profile):
        return None
    a, b = float(profile[i]), float(profile[i + 1])
    return i + (a - mid) / max(a - b, 1e-6)


def _whole_step(profile: np.ndarray, inside: float, outside: float, level: float) -> float | None:
    """Where ``profile`` (card-ness, going outwards) last crosses half-way
    between the card just inside the side and the table just outside, in
    samples from its start; None when that step is not clear (less than
    ``level``).  On a card whose edge is one step (a drawn pack's outline
    on felt) it is the most exact."""
    if inside - outside <= level:
        return None
    mid = (inside + outside) / 2
    above = np.nonzero(profile >= mid)[0]
    if not above.size or above[-1] + 1 >= len(profile):
        return None
    i = int(above[-1])
    a, b = float(profile[i]), float(profile[i + 1])
    return i + (a - mid) / max(a - b, 1e-6)


def _side_edges(signal: np.ndarray, rect: Rect, level: float,
                outermost: bool = False) -> dict[str, tuple[np.ndarray, np.ndarray, int]]:
    """For each side of ``rect``, points along it (position along the side
    from its middle) and how far outside the current side the card's edge
    lies there: where the card-ness, going outwards, last steps down to
    the table just outside (``_outermost_step``).  Profiles without the
    table beyond (a neighbour's sliver) or without a step are left out;
    the last item is how many profiles were tried."""
    offsets = np.arange(-REACH, REACH + STEP / 2, STEP, dtype=np.float32)
    inner, outer = offsets <= -REACH + 1.5, offsets >= REACH - 1.5
    sides: dict[str, tuple[int, list[tuple[float, float | None, float | None]]]] = {}
    for side, ts, profiles in _side_profiles(signal, rect, offsets):
        # Averaged along the side: a faint border's step holds over its
        # whole length, the texture and the JPEG's noise do not.
        profiles = cv2.blur(profiles, (1, ALONG), borderType=cv2.BORDER_REFLECT)
        inside = np.median(profiles[:, inner], axis=1)
        outside = np.median(profiles[:, outer], axis=1)
        sides[side] = (len(ts), [(float(t), _whole_step(profile, float(near), float(floor), level),
                                  _outermost_step(profile, level, float(floor), 1.0 if outermost else OUTER_CLEAR))
                                 for t, profile, near, floor in zip(ts, profiles, inside, outside) if floor < level])
    # The whole step's middle, unless along most of three sides or four a
    # band of card lies clearly beyond it (a pale border outside a dark
    # frame line, one pixel or more: printed all round, where a shadow
    # falls on two sides at most), or there is no whole step (paper as
    # pale as the table inside its outline), or ``outermost`` (a pale
    # table): the outermost step then.  Every side at its outermost step
    # on a textured table moved a drawn pack's cuts up to 1.4 px off
    # centre (tests/recognition/test_recog_cutout.py).
    bordered = outermost or sum(_beyond(steps) > 1.0 / STEP for _, steps in sides.values()) >= 3
    out: dict[str, tuple[np.ndarray, np.ndarray, int]] = {}
    for side, (tried, steps) in sides.items():
        chosen = [(t, last if bordered or whole is None else whole) for t, whole, last in steps]
        kept = [(t, step) for t, step in chosen if step is not None]
        out[side] = (np.array([t for t, _ in kept], np.float32),
                     np.array([float(offsets[0]) + step * STEP for _, step in kept], np.float32), tried)
    return out


def _beyond(steps: list[tuple[float, float | None, float | None]]) -> float:
    """How far (samples) the outermost step lies beyond the whole step's
    middle along a side, the median of its profiles; 0 without both."""
    both = [last - whole for _, whole, last in steps if whole is not None and last is not None]
    return float(np.median(both)) if both else 0.0


def _outer_steps(pixels: np.ndarray, rect: Rect, level: float, reach: float = REACH) -> list[float]:
    """For each side of ``rect`` (already on the edge of the card as the
    shadow-blind card-ness sees it), how far outside it the card's outermost
    step from the plain table lies (median over the side; nan where none).

    A dark printed outline can be as dark as the table in shadow, so
    card-ness that ignores shadows stops inside it; the plain colour
    difference from the table further out sees the outline, and the shadow
    too, on the sides the light casts it to.  ``pixels``: the screenshot
    as float32 RGB; ``reach``: how far (pixels) each way of the side to look."""
    offsets = np.arange(-reach, reach + STEP / 2, STEP, dtype=np.float32)
    outer = offsets >= reach - 1.0
    steps: list[float] = []
    for _, _, profiles in _side_profiles(pixels, rect, offsets):
        table = np.median(profiles[:, outer], axis=1)
        diff = np.abs(profiles - table[:, None, :]).max(axis=2)
        found: list[float] = []
        reach = int(round(1.5 / STEP))
        for row in diff:
            above = np.nonzero(row > level)[0]
            if not above.size or above[-1] + 1 >= len(row):
                continue
            i = int(above[-1])
            plateau = float(row[max(0, i - reach):i + 1].max())
            mid = plateau / 2
            j = i
            while j + 1 < len(row) and row[j + 1] >= mid:
                j += 1
            a, b = float(row[j]), float(row[j + 1]) if j + 1 < len(row) else 0.0
            found.append(float(offsets[j]) + (a - mid) / max(a - b, 1e-6) * STEP)
        steps.append(float(np.median(found)) if len(found) >= 8 else float("nan"))
    return steps


def _grow(rect: Rect, by: float) -> Rect:
    """``rect`` with every side moved ``by`` pixels outwards."""
    cx, cy, w, h, angle = rect
    return cx, cy, w + 2 * by, h + 2 * by, angle


def _grow_sides(rect: Rect, left: float, right: float, top: float, bottom: float) -> Rect:
    """``rect`` with each side moved outwards by its own number of pixels."""
    cx, cy, w, h, angle = rect
    ux, uy = _axes(angle)
    shift = ux * (right - left) / 2 + uy * (bottom - top) / 2
    return cx + float(shift[0]), cy + float(shift[1]), w + left + right, h + top + bottom, angle


def _outline_width(rgb: np.ndarray, rects: list[Rect], level: float) -> tuple[float, float, float, float]:
    """How wide a dark outline the pack's cards have beyond the edge that
    shadow-blind card-ness finds, side by side (left, right, top, bottom;
    all 0 for most packs).

    An outline is printed on every side; a shadow falls on some sides only
    (the light comes from one way for all cards), so a card shows an outline
    when at least three of its sides step out beyond the edge, and its
    width is the least of those steps; the pack's is the median over such
    cards.  Each side then grows by its own median step, no more than that
    width: a side already on the outline's outer edge stays (Bellot's pack
    as built has an outline 0.8 px wide on the left and 1.5 on the right at
    180 px; grown all round by the least step, 0, its cuts lay 3 px inside
    the cards, and the deck cut so claimed a 7 for a 3).

    Looked for within ``REACH`` pixels, then, when the outline seems to
    run that far, within ``OUTLINE_REACH`` of the cards' height: a frame 3%
    of a card's height is 5.4 px wide on a card of 180 px, and looked for
    within 6 px only, it went unseen and every card was cut inside its
    frame.  (Not always so far: where the table is measured moves the
    steps by a fraction of a pixel, and a thin outline is best measured
    close.)"""
    none = (0.0, 0.0, 0.0, 0.0)
    if not rects:
        return none
    pixels = rgb.astype(np.float32)      # once, not once per card
    for reach in _outline_reaches(rects):
        per_card = np.array([_outer_steps(pixels, rect, level, reach) for rect in rects])
        widths = [float(min(steps[steps > OUTLINE_MIN])) for steps in per_card
                  if (steps > OUTLINE_MIN).sum() >= 3]
        if len(widths) < len(rects) / 2:
            return none
        width = float(np.median(widths))
        if width < reach - 1.5:
            seen = [column[~np.isnan(column)] for column in per_card.T]
            grown = [float(np.clip(np.median(side), 0.0, width)) if side.size else 0.0 for side in seen]
            return (grown[0], grown[1], grown[2], grown[3])
    return none


#: A step beyond a card's edge narrower than this (pixels) is no outline.
OUTLINE_MIN = 0.3
#: A dark outline is looked for this share of the cards' height beyond
#: their paper's edge, ``REACH`` pixels at least (``_outline_width``).
OUTLINE_REACH = 0.05


def _outline_reaches(rects: list[Rect]) -> list[float]:
    """How far beyond the cards' edges (pixels) an outline is looked for,
    nearest first: ``REACH``, then ``OUTLINE_REACH`` of the cards' height
    where that is further."""
    far = OUTLINE_REACH * float(np.median([r[3] for r in rects]))
    return [REACH, far] if far > REACH + 1.0 else [REACH]


#: A band beyond a card's edge is smooth where the texture along it is
#: below this share of the table's own, and ends where the texture is back
#: to ``SMOOTH_END`` of it; a table with less texture than ``TEXTURED``
#: (grey levels, along a side) shows no band at all.
SMOOTH = 0.6
SMOOTH_END = 0.75
TEXTURED = 4.0
#: How far beyond the edge (pixels) a smooth band may begin.
SMOOTH_NEAR = 3.0


def _smooth_band(gray: np.ndarray, rect: Rect, reach: float = REACH) -> float:
    """How far beyond ``rect``'s edges a smooth band runs before the
    table's texture begins: the least over the four sides, 0 where a side
    shows none.

    A dark printed outline on a dark table differs from the table by less
    than its texture, so no colour step finds it and the cut lands on the
    paper: the alt pack cut so on half the dark tables tried, and its cut
    faces lacked the outline the reading then looks for.  But an outline is
    printed flat, a table is not: along the side, the outline's pixels
    hardly vary, the table's do.  ``reach``: how far out (pixels) to look."""
    offsets = np.arange(-2.0, reach + STEP / 2, STEP, dtype=np.float32)
    far = offsets >= reach - 2.0
    near = np.nonzero((offsets > 0) & (offsets <= SMOOTH_NEAR))[0]
    widths = []
    for _, _, profiles in _side_profiles(gray, rect, offsets):
        texture = profiles.std(axis=0)
        table = float(np.median(texture[far]))
        k = int(near[int(texture[near].argmin())])
        if table < TEXTURED or texture[k] > SMOOTH * table:
            return 0.0
        end = SMOOTH_END * table
        j = k
        while j + 1 < len(offsets) and texture[j + 1] < end:
            j += 1
        if j + 1 >= len(offsets):
            return 0.0
        a, b = float(texture[j]), float(texture[j + 1])
        widths.append(float(offsets[j]) + (end - a) / max(b - a, 1e-6) * STEP)
    return min(widths)


def _smooth_outline(rgb: np.ndarray, rects: list[Rect]) -> float:
    """The pack's outline seen only as a smooth band (``_smooth_band``): the
    median over its cards, so that most cards must show it all round."""
    if not rects:
        return 0.0
    gray = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY).astype(np.float32)
    # As far out as ``_outline_width`` looks: our framed pack on a table of
    # its frame's colour showed a band 5.6 px wide, past 6 px with the table
    # beyond it, and every card was cut inside its frame (dev seed 41010200).
    for reach in _outline_reaches(rects):
        width = float(np.median([_smooth_band(gray, rect, reach) for rect in rects]))
        if 0.0 < width < reach - 1.5:
            return width
    return 0.0


def _line(ts: np.ndarray, ds: np.ndarray, tried: int) -> tuple[float, float] | None:
    """A straight side through edge points, outliers (a neighbour's sliver,
    art as dark as the table) left out: offset at the middle, slope.  None
    when the points cover too little of the side to be its edge (a sliver
    of a neighbour joined to the card has an edge of its own, short)."""
    if len(ts) < max(8, 0.4 * tried):
        return None
    keep = np.ones(len(ts), bool)
    for _ in range(3):
        slope, offset = np.polyfit(ts[keep], ds[keep], 1)
        residual = np.abs(ds - (offset + slope * ts))
        limit = max(0.5, 2.5 * float(np.median(residual[keep])))
        new = residual <= limit
        if new.sum() < 8 or (new == keep).all():
            break
        keep = new
    return float(offset), float(slope)


def refine_rect(signal: np.ndarray, rect: Rect, level: float, rounds: int = 3) -> Rect | None:
    """``rect`` moved onto the card's own edges, to a fraction of a pixel:
    each side where the card-ness steps down to the table, its angle from
    the sides' slopes.  None when two opposite sides cannot be found."""
    refined = _refine(signal, rect, level, rounds)
    return None if refined is None else refined[0]


#: Each side's slope, times its sign, is the card's turn past the cut's.
TURN_SIGNS = (("left", 1.0), ("right", -1.0), ("top", -1.0), ("bottom", 1.0))


def _turn(lines: dict[str, tuple[float, float] | None]) -> float:
    """How far (degrees, clockwise on screen) the card is turned past the
    cut whose sides' lines these are: the median over the sides found, 0
    without any.  Turning clockwise moves the left and bottom sides
    outwards further along them (down, right), the right and top sides
    inwards."""
    turns = [float(np.degrees(np.arctan(sign * line[1]))) for side, sign in TURN_SIGNS
             if (line := lines[side]) is not None]
    return float(np.median(turns)) if turns else 0.0


def _refine(signal: np.ndarray, rect: Rect, level: float, rounds: int = 3,
            outermost: bool = False) -> tuple[Rect, set[str]] | None:
    """``refine_rect``, and which sides were found in the last round.

    The sides' slopes turn the cut first.  Then, where the turn at which
    the sides are sharpest as a whole (``_sharpest_turn``) is far from it
    and clearly sharper, that turn is taken and the sides are found again
    with it held.  The slopes alone can settle wrong: a thin dark outline
    drawn at a slant is caught by the pixel grid in steps, so each side's
    edge points jump between the outline and the paper inside it, and the
    steps tilt the side's line.  A plain pack's cards were cut up to 1.4
    degrees off on sand-coloured wood (the cut deck's screenshot of the
    final seed 154000000), its long sides' slopes saying one way and its
    short sides' the other."""
    refined = _refine_sides(signal, rect, level, rounds, outermost, turning=True)
    if refined is None:
        return None
    turn, gain = _sharpest_turn(signal, refined[0])
    if abs(turn) < TURN_SPLIT or gain < TURN_GAIN:
        return refined
    if abs(_sharpest_turn(signal, refined[0], TURN_INSIDE)[0] - turn) > TURN_AGREE:
        return refined
    cx, cy, w, h, angle = refined[0]
    return _refine_sides(signal, (cx, cy, w, h, angle + turn), level, rounds, outermost, turning=False) or refined


def _refine_sides(signal: np.ndarray, rect: Rect, level: float, rounds: int, outermost: bool,
                  turning: bool) -> tuple[Rect, set[str]] | None:
    """Each side of ``rect`` moved onto the card's edge found across it,
    ``rounds`` times or until nothing moves; the cut also turned by the
    sides' slopes when ``turning``."""
    found: set[str] = set()
    for _ in range(rounds):
        edges = _side_edges(signal, rect, level, outermost)
        lines = {side: _line(*edges[side]) for side in edges}
        found = {side for side, line in lines.items() if line is not None}
        if (lines["left"] is None and lines["right"] is None) or (lines["top"] is None and lines["bottom"] is None):
            return None
        d = {side: (line[0] if line else None) for side, line in lines.items()}
        # A side not found moves with the opposite one: the card keeps its size.
        left = d["left"] if d["left"] is not None else -d["right"]       # type: ignore[operator]
        right = d["right"] if d["right"] is not None else -left
        top = d["top"] if d["top"] is not None else -d["bottom"]         # type: ignore[operator]
        bottom = d["bottom"] if d["bottom"] is not None else -top
        turn = _turn(lines) if turning else 0.0
        gx, gy, gw, gh, angle = _grow_sides(rect, left, right, top, bottom)
        rect = (gx, gy, gw, gh, angle + turn)
        if max(abs(left), abs(right), abs(top), abs(bottom)) < 0.05 and abs(turn) < 0.02:
            break
    return rect, found


#: ``_sharpest_turn`` tries turns this far either way (degrees), every
#: ``TURN_COARSE`` then every ``TURN_STEP``, and looks this far (pixels)
#: outside each side and, unless told otherwise, inside it.  Not ``REACH``:
#: a borderless card's art inside its edge would count.
TURN_SPAN, TURN_COARSE, TURN_STEP, TURN_REACH = 3.2, 0.4, 0.1, 3.0
#: The sharpest turn overrides the slopes' only when it is this far from
#: them (degrees) and the sides are this many times sharper with it.  A
#: faint edge is as sharp at every turn, and its sharpest is noise: a
#: borderless 6 of Spade on a table of its art's colour was turned 1 degree
#: wrong by it (the cut for bench seed 146000000, 0.04 sharper).
TURN_SPLIT, TURN_GAIN = 0.5, 1.1
#: ... and only when looking this far inside the sides (pixels) finds the
#: same turn within ``TURN_AGREE`` degrees.  A dark frame just inside a
#: faint edge is what lines up best as the sides' ends turn into it: a
#: sample-darkframe Donna of Bastoni, cut by its slopes 0.01 degrees
#: off, was turned 1.45 degrees wrong (the cut for seed 156000000); seen
#: 1.5 px inside, its sides were sharpest where the slopes had put them.
TURN_INSIDE, TURN_AGREE = 1.5, 0.3


def _sharpest_turn(signal: np.ndarray, rect: Rect, inside: float = TURN_REACH) -> tuple[float, float]:
    """The turn (degrees) past ``rect`` at which its sides, each averaged
    along its whole length, step most sharply from card to table, and how
    many times sharper they are there than at ``rect``'s own turn.  The
    average is sharp only where every point of the side is in line, and
    it weighs the whole side at once: an outline caught in steps by the
    pixel grid, or broken, blurs it without tilting it.  Turns are tried
    every ``TURN_COARSE`` degrees, then every ``TURN_STEP`` about the best."""
    offsets = np.arange(-inside, TURN_REACH + STEP / 2, STEP, dtype=np.float32)
    cx, cy, w, h, angle = rect
    tried: dict[int, float] = {}

    def sharpness(step: int) -> float:
        if step not in tried:
            turned = (cx, cy, w, h, angle + step * TURN_STEP)
            tried[step] = sum(float((np.diff(profiles.mean(axis=0)) ** 2).sum())
                              for _, _, profiles in _side_profiles(signal, turned, offsets, spacing=2.0))
        return tried[step]

    reach, coarse = round(TURN_SPAN / TURN_STEP), round(TURN_COARSE / TURN_STEP)
    best = max(range(-reach, reach + 1, coarse), key=sharpness)
    best = max(range(max(-reach, best - coarse + 1), min(reach, best + coarse - 1) + 1), key=sharpness)
    if abs(best) == reach:
        # Sharper still further on: no peak, but something other than the
        # card's edge lining up (a dark frame's corner as the side's ends
        # turn into it).
        return 0.0, 1.0
    a, b, c = sharpness(best - 1), sharpness(best), sharpness(best + 1)
    bend = a - 2 * b + c
    turn = best * TURN_STEP + (0.5 * (a - c) / bend * TURN_STEP if bend < 0 else 0.0)
    return turn, b / max(sharpness(0), 1e-6)


def _card_share(signal: np.ndarray, rect: Rect, level: float) -> float:
    """Share of ``rect`` that is card, not table: a rectangle reaching past
    the card onto the table (or across a gap to a neighbour) holds less."""
    size = (max(4, round(rect[2] / 2)), max(4, round(rect[3] / 2)))
    return float((warp_face(signal, rect, size) > level).mean())


def _anchored(rect: Rect, found: set[str], width: float, height: float) -> Rect:
    """``rect`` given the pack's ``width`` and ``height``, kept on the sides
    that were found (a side not found was a neighbour's sliver or art as
    dark as the table)."""
    cx, cy, w, h, angle = rect
    ux, uy = _axes(angle)
    dx = 0.0 if ("left" in found) == ("right" in found) else ((width - w) / 2 if "left" in found else (w - width) / 2)
    dy = 0.0 if ("top" in found) == ("bottom" in found) else ((height - h) / 2 if "top" in found else (h - height) / 2)
    shift = ux * dx + uy * dy
    return cx + float(shift[0]), cy + float(shift[1]), width, height, angle


#: When the cards found are not the pack's number, fainter signals are
#: tried as card, each this share of the one before, down to ``FAINTEST``:
#: a pale table (light grey, near white) can be that close to the pack's
#: paper, which the app does not know yet when it cuts the pack.
FAINTER, FAINTEST = 0.8, 4.0
#: ... and never below this many times the table's own texture (its 95th
#: percentile, ``Table.spread``): a cream paper on a coarse-grained light
#: grey table stands 17-19 units from it, where the grain's 95th
#: percentile is 11; the cards are then told by their size and edges,
#: which the table's grain has neither of.
TEXTURE_FLOOR = 1.2


def grid_cards(rgb: np.ndarray, total: int | None = None) -> list[Rect]:
    """Every card lying apart from the others on a grid screenshot, as a
    rectangle along its own edges (the shadow left out), row by row.

    Whatever is far from the table's colour (shadow and uneven light
    allowed for) is card; blobs about as large as most are one card each,
    larger ones are parted where cards touch at a corner; each blob's
    rectangle is then moved onto the card's edges.  Nothing here
    looks at a border's colour: a pack with light borders or none cuts the
    same way.  When ``total`` cards are expected and another number is
    found, fainter differences from the table are tried as card (never
    below the table's own texture), and the first to give ``total`` wins;
    when none does, the cards of every level are gathered (``_gathered``);
    when they are not ``total`` either, on a pale table, the same again with
    thin dark lines as card too (a white paper's border line on a
    near-white table); failing those on a pale table, all of it again with
    the table's light measured over its grain's blotches; and failing all,
    the most found are returned.  A cut that cannot be trusted (not of the
    pack's size, on no edge found either way, overlapping another) is left
    out at every level: a card refused is named to the user, a wrong cut
    would become its face."""
    table = _table_colour(rgb)
    found = _grid_cards_on(rgb, table, total)
    if total is None or len(found) == total or table.light >= LIGHT:
        return found
    # A pale table refused at the light its frame shows is tried again with
    # the light measured over the grain's blotches: paper is a patch, and
    # the lightest blotches of a grainy near-white table reach pure white
    # (the final seed's cut of aisle-slavic, 138001013: the light reached
    # 1.13 times the table's colour, the pip cards' paper, 1.08, was table,
    # and 48 cards of 63 were found).  Only on a refusal: measured so on
    # every pale table, photo-dev's Fool on near white was cut 4 px off.
    blurred = _table_colour(rgb, LIGHT_BLUR)
    if blurred.light >= table.light:
        return found
    again = _grid_cards_on(rgb, blurred, total)
    return again if len(again) == total else found


#: ``grid_cards``' second try measures a pale table's light on its frame
#: blurred over this many pixels of the screenshot shrunk four times (20 px).
LIGHT_BLUR = 5


def _grid_cards_on(rgb: np.ndarray, table: Table, total: int | None) -> list[Rect]:
    """``grid_cards`` with the table measured as ``table``."""
    spread = table.spread
    signal = card_signal(rgb, table.colour, table.light)
    # On a pale table (one that shows little light: white paper, a pale
    # border within a few units of it) a card's edge is its outermost step.
    outermost = table.light < LIGHT
    if total is None:
        return _grid_cards_at(rgb, signal, _threshold(spread), spread, outermost)
    tried: list[list[Rect]] = []
    for with_lines in (False, True):
        # On a pale table, a card's thin border line is part of its outline
        # where its paper is not (``_thin_lines``): tried once the signal
        # alone has failed at every level, and gathered.
        if with_lines and not outermost:
            break
        lines = _thin_lines(rgb) if with_lines else None
        near = None if lines is None else cv2.dilate(lines, np.ones((2 * LINE_NEAR + 1,) * 2, np.uint8))
        level = _threshold(spread)
        previous = -1
        while level >= max(FAINTEST, TEXTURE_FLOOR * spread) or not tried:
            found = _grid_cards_at(rgb, signal, level, spread, outermost, lines)
            if near is not None:
                found = [rect for rect in found if _along_lines(rect, near)]
            if len(found) == total:
                return found
            if with_lines and len(found) < previous:
                # Fainter still, the lines join cards rather than outline
                # them (photo-dev, which has no border line, on a near-white
                # table: its refusal took 140 s with every level tried, 88 s
                # stopping here, 68 s without lines).
                break
            tried.append(found)
            previous = len(found)
            level *= FAINTER
        gathered = _gathered(tried, total)
        if len(gathered) == total:
            return gathered
    # None gave ``total``: the most found (never more than ``total``) tells
    # the user how near the screenshot came (on a near-white table
    # photo-dev's level gave 14 cards, gathering 58 of 63, and the message
    # said 14).
    return max([gathered, *(f for f in tried if len(f) <= total)], key=len) or tried[0]


#: A line this much darker than what lies a few pixels around it (8-bit
#: grey) is a card's border line, and so is one this many times darker
#: than the table's own darkest lines on the screenshot's frame.
LINE_DARKER, LINE_FRAME = 25.0, 2.0
#: A line is narrower than this (px): a card's shadow, a band 3 px wide on
#: near white, is none (at 5 px, a Bellot King was cut 7 px right of its
#: card, from its inner frame line to its shadow, bench_cutout 96505600).
LINE_WIDE = 3


def _thin_lines(rgb: np.ndarray) -> np.ndarray:
    """Thin lines darker than either side (255), as a card's border line is.

    On a near-white table a white paper differs from it by a unit or two,
    and the pack's thin border line, broken into dashes where the card is
    turned, is what outlines each card: the signal alone closed no
    outline, and the plain pack's cut found 15 of 63 cards (dev seed
    96000000).  A table's grain and a shadow, soft and wide, are no such
    line."""
    gray = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY)
    hat = cv2.morphologyEx(gray, cv2.MORPH_BLACKHAT, np.ones((LINE_WIDE, LINE_WIDE), np.uint8))
    t = max(2, min(gray.shape) // 100)
    frame = _frame(hat, t)
    level = max(LINE_DARKER, LINE_FRAME * float(np.percentile(frame, 98)))
    found: np.ndarray = cv2.inRange(hat, level, 255)
    return found


#: A cut made with the lines lies on them: every side, this share of its
#: length (its middle ``LINE_SPAN``) within ``LINE_NEAR`` px of a line.
LINE_ON, LINE_SPAN, LINE_NEAR = 0.6, 0.8, 2


def _along_lines(rect: Rect, lines: np.ndarray) -> bool:
    """Whether every side of ``rect`` runs along ``lines`` (``_thin_lines``
    widened by ``LINE_NEAR``): a cut whose outline the lines closed lies on
    them all round.  One moved off its card (a side anchored on a pip
    column) has a side across the paper, and is left out, to be refused
    rather than cut with its face wrong (the plain pack on near white,
    bench_cutout seed 96506601: a Trump 8 cut 8.7 px right of its card, its
    left side 17% on a line)."""
    cx, cy, width, height, angle = rect
    ux, uy = _axes(angle)
    h, w = lines.shape
    t = np.linspace(-LINE_SPAN / 2, LINE_SPAN / 2, 41)[:, None]
    for along, across, length in ((uy, ux * width / 2, height), (uy, -ux * width / 2, height),
                                  (ux, uy * height / 2, width), (ux, -uy * height / 2, width)):
        points = np.array([cx, cy]) + across + t * along * length
        xs = np.clip(np.round(points[:, 0]).astype(int), 0, w - 1)
        ys = np.clip(np.round(points[:, 1]).astype(int), 0, h - 1)
        if (lines[ys, xs] > 0).mean() < LINE_ON:
            return False
    return True


#: Cuts found at another level join the most telling level's only when
#: their size is this close to that level's cards (the pack's size).
SAME_SIZE = 0.03


def _gathered(tried: list[list[Rect]], total: int) -> list[Rect]:
    """The cards of every level tried, when no one level found them all.

    On a table within a few units of the pack's paper (photo-dev's pale
    border on a near-white table) a level faint enough to see one card's
    edge joins two others through their shadows, and the level above it
    misses a fourth: on one such screenshot the levels found 13 to 62 of
    63 cards, and all 63 together.  The level that found the most is kept
    whole (one that found more than ``total`` took something else for a
    card, and is left out); a card from another level, most telling first,
    joins it when it is of that level's size and lies a card's width from
    every card kept; ``_apart`` then drops any two that still overlap."""
    levels = sorted((found for found in tried if len(found) <= total), key=len, reverse=True)
    if not levels or not levels[0]:
        return []
    best = levels[0]
    width, height = float(np.median([r[2] for r in best])), float(np.median([r[3] for r in best]))
    kept = list(best)
    for level in levels[1:]:
        for rect in level:
            if (abs(rect[2] - width) <= SAME_SIZE * width and abs(rect[3] - height) <= SAME_SIZE * height
                    and all(np.hypot(rect[0] - k[0], rect[1] - k[1]) >= width for k in kept)):
                kept.append(rect)
    return _rows_of_rects(_apart(kept))


def _filled(mask: np.ndarray) -> np.ndarray:
    """``mask`` with every hole filled: a card whose paper is as pale as the
    table shows only its printed outline and art, a closed ring that is
    one card all the same."""
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    filled = np.zeros_like(mask)
    cv2.drawContours(filled, contours, -1, 255, cv2.FILLED)
    return filled


#: Cards touching at a corner are parted where their blob is thinner than
#: this share of a card's width (a card's middle lies half its width in).
NECK = 0.25


def _card_blobs(mask: np.ndarray) -> list[tuple[int, int, np.ndarray]]:
    """The blobs of ``mask`` about as large as most, one card each: the
    corner of each one's box and the mask there.  A larger blob is parted
    where it is thinner than a card (``_parted``): two tilted cards of a
    grid can touch at a corner, and they are two cards all the same."""
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    boxes = [(cv2.boundingRect(c), c) for c in contours]
    boxes = [(b, c) for b, c in boxes if b[3] >= 40 and b[2] >= 20]
    if not boxes:
        return []
    typical = float(np.median([b[2] * b[3] for b, _ in boxes]))
    single = [b for b, _ in boxes if 0.5 < b[2] * b[3] / typical < 1.6]
    width = float(np.median([min(b[2], b[3]) for b in single])) if single else 0.0
    blobs: list[tuple[int, int, np.ndarray]] = []
    for (x, y, w, h), contour in boxes:
        if 0.5 < w * h / typical < 1.6:
            blobs.append((x, y, mask[y:y + h, x:x + w]))
        elif w * h / typical >= 1.6 and width:
            own = np.zeros((h, w), np.uint8)
            cv2.drawContours(own, [contour], -1, 255, cv2.FILLED, offset=(-x, -y))
            blobs += [(x + px, y + py, part) for px, py, part in _parted(own, NECK * width)
                      if 0.5 < part.shape[0] * part.shape[1] / typical < 1.6]
    return blobs


def _parted(blob: np.ndarray, neck: float) -> list[tuple[int, int, np.ndarray]]:
    """``blob`` cut into the parts joined by necks thinner than ``2 * neck``,
    as the corner of each one's box and its mask there (none when it does
    not part): its pixels farther than ``neck`` from its outline make
    separate cores, one per card, and every pixel goes with the nearest."""
    distance = cv2.distanceTransform(blob, cv2.DIST_L2, 5)
    cores = (distance > neck).astype(np.uint8)
    if cv2.connectedComponents(cores)[0] <= 2:        # the table and one core
        return []
    _, nearest = cv2.distanceTransformWithLabels(1 - cores, cv2.DIST_L2, 5, labelType=cv2.DIST_LABEL_CCOMP)
    parts: list[tuple[int, int, np.ndarray]] = []
    for label in np.unique(nearest[cores > 0]):
        part = ((nearest == label) & (blob > 0)).astype(np.uint8) * 255
        x, y, w, h = cv2.boundingRect(part)
        parts.append((x, y, part[y:y + h, x:x + w]))
    return parts


def _grid_cards_at(rgb: np.ndarray, signal: np.ndarray, level: float, spread: float,
                   outermost: bool = False, lines: np.ndarray | None = None) -> list[Rect]:
    """``grid_cards`` with pixels whose signal is above ``level`` as card,
    and ``lines`` (``_thin_lines``) when given; ``outermost``: every side at
    its outermost step (``_side_edges``)."""
    card = (signal > level).astype(np.uint8) * 255
    mask = _filled(card if lines is None else cv2.bitwise_or(card, lines))
    mask = np.asarray(cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8)), np.uint8)
    rects: list[tuple[Rect, set[str]]] = []
    for x, y, blob in _card_blobs(mask):
        # The blob alone, gaps inside it (art as dark as the table) closed,
        # slivers of a neighbour reaching in opened away.
        # Padded with table: closing at the crop's edge would otherwise fill
        # the corners a tilted card leaves in its box, and square it.
        k = max(3, int(blob.shape[0] * 0.05) | 1)
        piece = cv2.copyMakeBorder((blob > 0).astype(np.uint8) * 255, k, k, k, k, cv2.BORDER_CONSTANT, value=0)
        piece = cv2.morphologyEx(piece, cv2.MORPH_CLOSE, np.ones((k, k), np.uint8))
        piece = cv2.morphologyEx(piece, cv2.MORPH_OPEN, np.ones((k, k), np.uint8))
        found, _ = cv2.findContours(piece, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
        if not found:
            continue
        hull = (cv2.convexHull(max(found, key=cv2.contourArea)) + np.array([x - k, y - k], np.int32)).astype(np.int32)
        refined = _refine(signal, _upright(cv2.minAreaRect(hull)), level, outermost=outermost)
        if refined is not None and 0.3 < refined[0][2] / max(refined[0][3], 1.0) < 0.9:
            rects.append(refined)
    whole = [r for r, found in rects if len(found) == 4] or [r for r, _ in rects]
    if not whole:
        return []
    width, height = float(np.median([r[2] for r in whole])), float(np.median([r[3] for r in whole]))
    # Each card's cut, its rectangle when found on all four sides but off
    # the pack's size, its tries tied with it, and whether it was placed
    # from fewer than four sides found (anchored).
    fixed: list[tuple[Rect, Rect | None, list[Rect], bool]] = []
    for rect, sides in rects:
        # A side not found, or a card not of the pack's size (its outline
        # cut short where art as dark as the table meets a thin border, or
        # a neighbour's sliver kept): start again from the other sides, at
        # the pack's size, and keep the try that ends nearest that size.
        off_w, off_h = abs(rect[2] - width) > max(2.0, 0.02 * width), abs(rect[3] - height) > max(2.0, 0.02 * height)
        if len(sides) == 4 and not off_w and not off_h:
            fixed.append((rect, None, [], False))
            continue
        tries = [sides]
        if off_w:
            tries = [t - {side} for t in tries for side in ("left", "right")]
        if off_h:
            tries = [t - {side} for t in tries for side in ("top", "bottom")]
        # The try that holds the most card wins; then the one nearest size.
        best = _anchored(rect, sides, width, height)
        best_score = (_card_share(signal, best, level), -float("inf"))
        scored: list[tuple[tuple[float, float], Rect]] = []
        for kept in tries:
            again = _refine(signal, _anchored(rect, kept, width, height), level, outermost=outermost)
            if again is not None and len(again[1]) >= 3:
                score = (round(_card_share(signal, again[0], level), 2),
                         -(abs(again[0][2] - width) + abs(again[0][3] - height)))
                scored.append((score, again[0]))
                if score > best_score:
                    best, best_score = again[0], score
        # (Best first: with no settled card in line, the best try stays first.)
        tied = [r for score, r in sorted(scored, key=lambda scored_try: scored_try[0], reverse=True)
                if score[0] >= best_score[0] - SHARE_TIE and _of_size(r, width, height)]
        # Found on all four sides, but a little off the pack's size: kept
        # when the try at the pack's size lies on no edge.  A pack's cards
        # need not all measure the same on a screenshot: on a brown table
        # Bellot's courts measured 2.3% wider than its pip cards, and every
        # side of such a court lay 1.4 px outside the pack's size.
        fixed.append((best, rect if len(sides) == 4 else None, tied, True))

    def on_card(rect: Rect) -> bool:
        return _of_size(rect, width, height) and _on_edges(signal, rect, level, outermost)

    first = {id(rect) for rect in _one_each([best for best, _, _, _ in fixed], width)}
    settled = [best for best, _, tied, _ in fixed if len(tied) < 2]

    def placed(rect: Rect, anchored: bool) -> bool:
        # A cut placed from fewer than four sides is kept only in line with
        # its row and column (``_off_line``); left out, the card is tried
        # again at a fainter level.
        return on_card(rect) and not (anchored and _off_line(rect, settled, width, height))
    cuts: list[Rect] = []
    for best, whole_rect, tied, anchored in fixed:
        if id(best) not in first:
            continue
        lined = [r for r in _in_line(tied, settled, width, height) if on_card(r)]
        if len(lined) > 1 and not _off_line(lined[0], settled, width, height):
            cuts.append(lined[0])
        elif placed(best, anchored):
            cuts.append(best)
        elif whole_rect is not None and on_card(whole_rect):
            cuts.append(whole_rect)
        elif not outermost and (outer := _outermost_cut(signal, best, level, width, height)) is not None:
            cuts.append(outer)
    rects_only = _apart(cuts)
    # A step from the table too faint to be a card's edge alone is enough
    # for an outline just outside a found edge.
    outline = _outline_width(rgb, rects_only, max(15.0, 1.5 * spread))
    grown = [_grow_sides(r, *outline) for r in rects_only]
    if not outermost:
        # An outline as dark as a dark table, or the part of it the step
        # above did not reach: no step, but a smooth band.
        more = _smooth_outline(rgb, grown)
        grown = [_grow(r, more) for r in grown]
    return _rows_of_rects(grown)


#: Tries of a card holding card within this share of the best try's are
#: told apart by the cards in line with them (``_in_line``), not by it.
SHARE_TIE = 0.03


def _in_line(tries: list[Rect], settled: list[Rect], width: float, height: float) -> list[Rect]:
    """``tries`` of one card, the one most in line with the ``settled``
    cards (those cut without a choice) first: its centre nearest the
    median of the row's (cards within half a height of it) and of the
    column's (within half a width), ties in ``tries``' order; empty with
    fewer than two tries.

    Where a card's paper is as pale as the table along one side, its blob
    ends at the art printed inside: on a near-white table the blank foot
    of photo-rounded's Papa (T9) and the blank head of its 7 of Oro were
    not card.  Anchored on the other side, at the pack's size, the cut is
    right; anchored on the art's end, it is 11 px off, and it held as much
    card (the neighbour's shadow and sliver weigh as much as blank paper),
    so the 7 of Oro's face was cut off its foot and the deck read it as
    the 6 or the 8 (bench seed 112001011).  Laid out as a grid, the
    cards of a row share a line, and a cut off by 11 px is off it."""
    if len(tries) < 2:
        return []

    def off(rect: Rect) -> float:
        return sum(_line_offsets(rect, settled, width, height, 2))
    return sorted(tries, key=off)


def _line_offsets(rect: Rect, others: list[Rect], width: float, height: float, least: int) -> tuple[float, float]:
    """How far ``rect``'s centre lies from the median of its row's centres
    (``others`` within half a height of it) and from its column's (within
    half a width), across the line; 0 for a line of fewer than ``least``."""
    row = [r[1] for r in others if abs(r[1] - rect[1]) < height / 2]
    column = [r[0] for r in others if abs(r[0] - rect[0]) < width / 2]
    return ((abs(rect[1] - float(np.median(row))) if len(row) >= least else 0.0),
            (abs(rect[0] - float(np.median(column))) if len(column) >= least else 0.0))


#: A card is laid out of line when its centre lies farther than this share
#: of a card's height from the median of its row's (or column's) other
#: cards.  The benchmark's grids place each card within 2% of its line.
LINE_OFF = 0.03


def _off_line(rect: Rect, settled: list[Rect], width: float, height: float) -> bool:
    """Whether ``rect`` lies off the line of its row or of its column: its
    centre farther than ``LINE_OFF`` of a card's height from the median of
    at least three other ``settled`` cards in that row (within half a
    height of it) or column (within half a width across, as ``_in_line``
    takes it).

    A cut placed from three sides can take the art's end for the fourth
    card's edge: on a near-white table, the paper of photo-borderless's 7
    of Oro was table above its first coins, its top was found at the
    coins, and at the pack's size the cut reached 10 px below the card
    (its row's others within 2 px).  Its face, cut shifted, was learnt,
    and a whole 7 of Oro was read as the 8 (final seed 190000000, cut
    deck 190001007; 7 of the table's 15 wrong cards)."""
    others = [r for r in settled if r is not rect]
    return max(_line_offsets(rect, others, width, height, 3)) > LINE_OFF * height


def _outermost_cut(signal: np.ndarray, rect: Rect, level: float, width: float, height: float) -> Rect | None:
    """The card near ``rect`` with every side at its outermost step, when
    that cut is of the pack's size and on the card's edges; else None.

    The whole step's middle or the outermost step is chosen card by card
    (``_side_edges``), and a card whose art comes close to a dark outline on
    two sides only sees the outline beyond the paper there: each round then
    moved those sides between the paper's edge and the outline's, and the
    card was refused (a Swiss pack's King on brown wood, seed 36001004).
    With the card lost, the whole cut fell back on the reader's regions
    and cut every face inside its outline."""
    again = _refine(signal, rect, level, outermost=True)
    if again is None or not _of_size(again[0], width, height) or not _on_edges(signal, again[0], level, True):
        return None
    return again[0]


def _one_each(rects: list[Rect], width: float) -> list[Rect]:
    """``rects`` less any whose centre lies within half a card's ``width``
    of one before it: a card whose outline shows only in pieces can give a
    blob per piece, each moved onto the same card, and it is one card."""
    kept: list[Rect] = []
    for rect in rects:
        if all(np.hypot(rect[0] - k[0], rect[1] - k[1]) >= width / 2 for k in kept):
            kept.append(rect)
    return kept


#: A cut's size may differ from the pack's by this share at most, and its
#: sides from the edges found there by this many pixels, and its turn from
#: theirs (the median over its sides) by this many degrees.
SIZE_SHARE, EDGE_OFF, EDGE_TURN = 0.03, 1.0, 1.0


def _of_size(rect: Rect, width: float, height: float) -> bool:
    """Whether ``rect`` is of the pack's size: every card of a pack is, and
    a cut short of it has stopped on a frame printed inside the card."""
    return abs(rect[2] - width) <= SIZE_SHARE * width and abs(rect[3] - height) <= SIZE_SHARE * height


def _on_edges(signal: np.ndarray, rect: Rect, level: float, outermost: bool = False) -> bool:
    """Whether a side of ``rect`` each way lies on an edge of the card: a
    cut whose sides were not found either way was placed by its blob alone,
    which on a pale table is the card's art, not its outline.  A side lies
    on an edge along its length, not across it at its middle: a Bellot
    King on a pale table was cut turned 7.4° from its card, three sides'
    middles on an edge, and with its face cut askew the King of Spade was
    read as the King of Bastoni (dev seed 61000000).  (The sides' median
    turn: one side's can stray where a rounded corner bends it; and the
    turn at which the sides are sharpest when it differs, as ``_refine``
    turns the cut.)"""
    edges = _side_edges(signal, rect, level, outermost)
    lines = {side: _line(*points) for side, points in edges.items()}
    on = {side for side, line in lines.items() if line is not None and abs(line[0]) <= EDGE_OFF}
    if abs(_turn(lines)) > EDGE_TURN and abs(_sharpest_turn(signal, rect)[0]) > EDGE_TURN:
        # (Slopes can lean where the sides are in line: ``_refine``.)
        return False
    return bool(on & {"left", "right"}) and bool(on & {"top", "bottom"})


#: Two cuts overlapping by more than this share of a card are not both on
#: their cards: the cards of a grid lie apart, two tilted ones touching at a
#: corner at most.
OVERLAP = 0.03


def _apart(rects: list[Rect]) -> list[Rect]:
    """``rects`` less every two that overlap: one of them is off its card
    (moved onto a neighbour's edge, or across the gap between two), and
    nothing tells which; a cut left out is refused, a wrong one would be
    written as the card's face."""
    boxes = [((r[0], r[1]), (r[2], r[3]), r[4]) for r in rects]
    clash: set[int] = set()
    for i, a in enumerate(rects):
        for j in range(i + 1, len(rects)):
            b = rects[j]
            if np.hypot(a[0] - b[0], a[1] - b[1]) >= (a[2] + a[3] + b[2] + b[3]) / 2:
                continue
            _, points = cv2.rotatedRectangleIntersection(boxes[i], boxes[j])
            if points is not None and cv2.contourArea(points) > OVERLAP * min(a[2] * a[3], b[2] * b[3]):
                clash |= {i, j}
    return [r for i, r in enumerate(rects) if i not in clash]


def _rows_of_rects(rects: list[Rect]) -> list[Rect]:
    """Rectangles row by row (top to bottom), each row left to right."""
    if not rects:
        return []
    height = float(np.median([r[3] for r in rects]))
    by_y = sorted(rects, key=lambda r: r[1])
    rows: list[list[Rect]] = [[by_y[0]]]
    for r in by_y[1:]:
        if r[1] - rows[-1][-1][1] > height / 2:
            rows.append([r])
        else:
            rows[-1].append(r)
    return [r for row in rows for r in sorted(row, key=lambda r: r[0])]


def card_rect(rgb: np.ndarray, box: tuple[int, int, int, int]) -> Rect | None:
    """The card in ``box`` (a region found on a grid screenshot) as a rotated
    rectangle along its own edges (not its shadow); None when its outline is
    not one card of about the region's size."""
    x, y, w, h = box
    pad = max(4, int(h * 0.04)) + int(REACH) + 2   # room for the edge profiles around the card
    height, width = rgb.shape[:2]
    x0, y0 = max(0, x - pad), max(0, y - pad)
    window = rgb[y0:min(height, y + h + pad), x0:min(width, x + w + pad)]
    pixels = window.astype(np.float32)
    r = int(REACH)                        # the ring between the card and its neighbours' slivers
    ring = np.concatenate([pixels[r:r + 2].reshape(-1, 3), pixels[-r - 2:-r].reshape(-1, 3),
                           pixels[:, r:r + 2].reshape(-1, 3), pixels[:, -r - 2:-r].reshape(-1, 3)])
    table = np.median(ring, axis=0)
    signal = card_signal(window, table)
    spread = float(np.median(_table_distance(ring, table)))
    level = _threshold(3.0 * spread)
    mask = (signal > level).astype(np.uint8) * 255
    k = max(3, int(h * 0.05) | 1)
    mask = np.asarray(cv2.morphologyEx(mask, cv2.MORPH_CLOSE, np.ones((k, k), np.uint8)), np.uint8)
    # Opening with a kernel wider than a sliver of the neighbouring card
    # that reaches into the window (cards of a grid nearly touch) keeps
    # only this card, whose rectangle it leaves as it was.
    k = max(3, int(h * 0.06) | 1)
    mask = np.asarray(cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((k, k), np.uint8)), np.uint8)
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
    if not contours:
        return None
    rect = refine_rect(signal, _upright(cv2.minAreaRect(cv2.convexHull(max(contours, key=cv2.contourArea)))),
                       level)
    if rect is None:
        return None
    cx, cy, rw, rh, angle = rect
    if not 0.8 < rw * rh / max(1, w * h) < 1.1 or not 0.4 < rw / max(rh, 1) < 0.75:
        return None
    return cx + x0, cy + y0, rw, rh, angle


def warp_face(rgb: np.ndarray, rect: Rect, size: tuple[int, int]) -> np.ndarray:
    """The card of ``rect`` upright at ``size`` (width, height)."""
    cx, cy, rw, rh, angle = rect
    # Three corners of the upright card, rotated back onto the screenshot, go
    # straight to the face's corners: one resampling, not two.
    rotation = cv2.invertAffineTransform(cv2.getRotationMatrix2D((cx, cy), angle, 1.0))
    corners = [(cx - rw / 2, cy - rh / 2), (cx + rw / 2, cy - rh / 2), (cx - rw / 2, cy + rh / 2)]
    source = np.array([rotation @ np.array([px, py, 1.0]) for px, py in corners], np.float32)
    fw, fh = size
    # The card's corners are the outer edges of the face's corner pixels,
    # whose centres are whole coordinates: half a pixel out from them.
    target = np.array([[-0.5, -0.5], [fw - 0.5, -0.5], [-0.5, fh - 0.5]], np.float32)
    return cv2.warpAffine(rgb, cv2.getAffineTransform(source, target), size,
                          flags=cv2.INTER_AREA if rh > fh else cv2.INTER_CUBIC, borderMode=cv2.BORDER_REPLICATE)


#: Two cut faces correlating above this, compared at ``SAME_SCALE`` of the
#: cards' height on the screenshot, are the same picture: the cut failed.
#: At a small fixed scale real cards come too close to it: the 8 and 9 of
#: Spade of our own pack correlate 0.966 at 48 px (0.92 at 96), the 2s of
#: Fiori and Picche of a French pack 0.985 (0.944 at 144).  Compared finer
#: than the screenshot shows, one card cut twice differs by its two
#: positions' resampling (our pack's at 100 px: 0.989 at 48, 0.938 at 192).
SAME_FACE = 0.97
SAME_SCALE = 0.8
#: The smallest and largest heights the faces are compared at for that.
SAME_HEIGHTS = (48, 192)
#: ... and this share of each face's width and height is left out all
#: round: there the cut's edge mixes paper, outline, shadow and table
#: differently at every position.  Our pack's Sun cut twice at 100 px
#: correlated 0.971 whole, 0.989 so (distinct cards: 0.933 and 0.930);
#: once its cuts took in its 1 px outline, 0.964 whole: passed as two cards.
SAME_INSET = 0.04
#: Above this, two cards look alike enough to be confused when half covered.
ALIKE = 0.85
#: ... unless somewhere, over a patch this share of the card tall, their
#: colours stand this far apart (0-255, the channel that differs most):
#: Bellot's two jokers are one drawing, "JOKER" printed black on one and
#: red on the other, and correlate 0.987, where one card cut twice
#: correlates 0.979-0.994 and its patches differ by 13 units at most.
PATCH, DISTINCT = 1 / 8, 30.0


def _inset(face: np.ndarray, share: float) -> np.ndarray:
    """``face`` without ``share`` of its width and height all round."""
    h, w = face.shape[:2]
    dy, dx = round(h * share), round(w * share)
    return face[dy:h - dy, dx:w - dx]


def alike_pairs(faces: dict[str, np.ndarray], level: float = ALIKE,
                height: int = 48) -> list[tuple[str, str, float]]:
    """Pairs of faces whose blurred images ``height`` tall correlate above
    ``level`` (after the mean face is taken off, as reading compares them),
    most alike first.  The default, small, size says which cards a half
    covered part can confuse."""
    codes = list(faces)
    width = max(8, round(height * 28 / 48))
    small = np.stack([prepare(faces[c], height, width).reshape(-1) for c in codes])
    small = small - small.mean(axis=0)
    small -= small.mean(axis=1, keepdims=True)
    small /= np.maximum(np.linalg.norm(small, axis=1, keepdims=True), 1e-6)
    corr = small @ small.T
    pairs = [(codes[i], codes[j], float(corr[i, j])) for i in range(len(codes)) for j in range(i + 1, len(codes))
             if corr[i, j] > level]
    return sorted(pairs, key=lambda p: -p[2])


def differ_somewhere(a: np.ndarray, b: np.ndarray, height: int) -> bool:
    """Whether faces ``a`` and ``b``, ``height`` tall, differ clearly over
    some patch (``PATCH``, ``DISTINCT``): two cards printed alike but for a
    word's colour or a sign, where one card cut twice differs only by its
    two positions' resampling, spread thin over the whole face."""
    width = max(8, round(height * a.shape[1] / a.shape[0]))
    fa, fb = prepare(a, height, width), prepare(b, height, width)
    fb = fb - fb.mean(axis=(0, 1)) + fa.mean(axis=(0, 1))      # the light of each position matched
    side = max(2, round(height * PATCH))
    return float(cv2.blur(np.abs(fa - fb).max(axis=2), (side, side)).max()) >= DISTINCT


@dataclass
class Cut:
    """What ``cut_faces`` wrote, and which cards look alike."""

    written: list[Path]
    alike: list[tuple[str, str, float]]


def find_card_rects(rgb: np.ndarray, total: int) -> list[Rect | None]:
    """Each whole card of a grid screenshot, row by row, as a rectangle
    along its own edges (None where its outline was not found); empty when
    there are not ``total`` whole cards."""
    rects = grid_cards(rgb, total)
    if len(rects) == total:
        return list(rects)
    regions = whole_cards(rgb)
    if len(regions) != total:
        return []
    return [card_rect(rgb, r.box) for r in regions]


#: A table whose colour is this light (mean of its channels, 0-255) is
#: nearly as pale as a pack's paper: a refused cut says so.
PALE_TABLE = 225.0


def cut_faces(image: str | Path, codes: list[str], out: str | Path) -> Cut:
    """Write ``<code>.png`` for each card of a grid screenshot, in ``codes``
    order, cut at the card's own edge at the pack's own aspect; nothing is
    written unless there are as many cards as codes and every face differs."""
    rgb = load_image(image)
    found = grid_cards(rgb, len(codes))
    crops: list[np.ndarray | None] = [None] * len(found)
    rects: list[Rect | None] = list(found)
    if len(found) != len(codes):           # the reader's own regions, as a second try
        regions = whole_cards(rgb)
        if len(regions) != len(codes):
            # Most refusals come on a table nearly as pale as the paper
            # (bench_cutout, seeds 140000000 and 142000000: on near white
            # 11 screenshots of 64 refused or cut with a card off, on the
            # six other kinds of table 1 of 384): say so, and what to do.
            pale = float(_table_colour(rgb).colour.mean()) >= PALE_TABLE
            raise CutoutError("recognition.cutout.count_pale" if pale else "recognition.cutout.count",
                              path=str(image), found=len(found), needed=len(codes))
        rects = [card_rect(rgb, r.box) for r in regions]
        crops = [r.crop for r in regions]
    ratios = [r[2] / r[3] for r in rects if r is not None]
    aspect = float(np.median(ratios)) if ratios else CARD_ASPECT
    size = (max(8, round(FACE_SIZE[1] * aspect)), FACE_SIZE[1])
    faces: dict[str, np.ndarray] = {}
    for code, crop, rect in zip(codes, crops, rects):
        if rect is not None and (crop is None or abs(rect[2] / rect[3] - aspect) <= 0.03):
            faces[code] = warp_face(rgb, rect, size)
        elif crop is not None:
            faces[code] = cv2.resize(crop, size, interpolation=cv2.INTER_AREA)
    heights = [r[3] for r in rects if r is not None] or [c.shape[0] for c in crops if c is not None]
    compared = round(min(max(SAME_SCALE * float(np.median(heights)), SAME_HEIGHTS[0]), SAME_HEIGHTS[1]))
    inner = {code: _inset(face, SAME_INSET) for code, face in faces.items()}
    same = [f"{a}={b}" for a, b, _ in alike_pairs(inner, SAME_FACE, compared)
            if not differ_somewhere(inner[a], inner[b], compared)]
    if same:
        raise CutoutError("recognition.cutout.not_distinct", path=str(image), pairs=", ".join(same))
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for code, face in faces.items():
        path = folder / f"{code}.png"
        cv2.imwrite(str(path), cv2.cvtColor(face, cv2.COLOR_RGB2BGR))
        written.append(path)
    return Cut(written, alike_pairs(faces))
