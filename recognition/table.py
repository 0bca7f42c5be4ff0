"""What on a screenshot is table, and what is not (cards).

The table is sampled on the screenshot's outer frame and a pixel counts as
card where its colour or lightness strays further from the table's than
the table's own texture does.  How far is "further" also depends on the
pack: a pale table (light beige, pale wood, light grey, near white) can be
within a few units of a pack's paper, and a fixed margin wide enough to
swallow a textured felt would swallow that paper too, leaving only the
printed art (the card's outline lost, its region cut too small).  So on a table
near the paper each margin (colour, lightness) is a third of the distance
from the table to the pack's paper in that respect (the paper: the frame
just inside each face's edge), never below what the table's texture needs.
"""

from __future__ import annotations

import cv2
import numpy as np

from recognition.deck import Deck

#: The widest margin (8-bit Lab units) around the table's colour and
#: lightness that still counts as table, on a table far from the paper.
WIDE_MARGIN = 28.0
#: The narrowest margin: JPEG's own noise on a plain table.
NARROW_MARGIN = 3.0
#: How much darker than the table a shadow on it can be (a share of the
#: table's lightness): darker still is no shadow but a card's ink.
SHADOW = 0.45
#: The darkest shade of the table (its lightness ratio) a shadow can be.
SHADE_LIMIT = 1.0 - SHADOW
#: Lightness from which a pixel is blown out (8-bit Lab): past any pack's
#: paper (240 at most), where light saturates a photograph.
BLOWN = 250
#: The paper: a face's frame from this share of its width from the edge
#: to this one (past a printed border line, before the art).
PAPER_BAND = (0.04, 0.12)


def paper_of(deck: Deck) -> np.ndarray:
    """The pack's paper as 8-bit Lab pixels (k, 3): the band just inside
    every face's edge, sampled, computed once per deck."""
    cached = deck.cache.get("paper")
    if isinstance(cached, np.ndarray):
        return cached
    faces = np.clip(deck.upright, 0, 255).astype(np.uint8)
    n, h, w, _ = faces.shape
    b0, b1 = max(1, round(w * PAPER_BAND[0])), max(2, round(w * PAPER_BAND[1]))
    bands = [faces[:, b0:b1, b0:w - b0], faces[:, h - b1:h - b0, b0:w - b0],
             faces[:, b0:h - b0, b0:b1], faces[:, b0:h - b0, w - b1:w - b0]]
    rgb = np.concatenate([band.reshape(n, -1, 3) for band in bands], axis=1)[:, ::3].reshape(1, -1, 3)
    paper: np.ndarray = cv2.cvtColor(np.ascontiguousarray(rgb), cv2.COLOR_RGB2LAB)[0].astype(np.int16)
    deck.cache["paper"] = paper
    return paper


def margins_for(paper: np.ndarray | None, table: np.ndarray) -> tuple[float, float]:
    """The margins around the table's Lab colour ``table`` that still count
    as table, in colour and in lightness.

    On a table far from the pack's paper (a dark felt, a dark wood: the
    paper three wide margins away or more) both are ``WIDE_MARGIN``, which
    takes in the table's texture and a card's shadow.  On a table near the
    paper (two wide margins or less) each is a third of the paper's
    typical distance from the table in that respect, so the paper is seen
    in whichever respect it differs (a near-white table differs from a
    cream paper only in colour), but not below ``NARROW_MARGIN``; between
    the two, the margins go from one to the other."""
    if paper is None or len(paper) == 0:
        return WIDE_MARGIN, WIDE_MARGIN
    off = np.abs(paper - table.astype(np.int16)[None, :])
    colour, light = float(np.median(off[:, 1:].max(axis=1))), float(np.median(off[:, 0]))
    far = float(np.clip((max(colour, light) - 2 * WIDE_MARGIN) / WIDE_MARGIN, 0.0, 1.0))
    near = [min(WIDE_MARGIN, max(NARROW_MARGIN, d / 3)) for d in (colour, light)]
    return near[0] + far * (WIDE_MARGIN - near[0]), near[1] + far * (WIDE_MARGIN - near[1])


def table_mask(rgb: np.ndarray, paper: np.ndarray | None = None) -> np.ndarray:
    """Pixels that are not the table (255), given the pack's ``paper``
    (``paper_of``; None: a pack not known yet, cut from a screenshot).

    The table is sampled on the screenshot's outer frame, which cards seldom
    cover all of (a grid of cards can cover most of the middle), and taken
    as the most common colour there.  Its lightness is taken as a plane
    across the screen, fitted to the frame's table pixels: light falling
    unevenly (a photograph) then does not widen what counts as table, which
    would swallow light cards in the darker corner.
    """
    lab8 = cv2.cvtColor(cv2.GaussianBlur(rgb, (5, 5), 0), cv2.COLOR_RGB2LAB)
    h, w = lab8.shape[:2]
    t = max(4, min(h, w) // 100)
    strips = (np.s_[:t], np.s_[-t:], np.s_[:, :t], np.s_[:, -t:])
    frame = np.concatenate([lab8[s].reshape(-1, 3) for s in strips]).astype(np.int16)
    # Each frame pixel's (x, y), in the same order.
    cols, rows = np.arange(w, dtype=np.float64), np.arange(h, dtype=np.float64)
    where = np.concatenate([
        np.column_stack([np.tile(cols, t), np.repeat(rows[:t], w)]),
        np.column_stack([np.tile(cols, t), np.repeat(rows[-t:], w)]),
        np.column_stack([np.tile(cols[:t], h), np.repeat(rows, t)]),
        np.column_stack([np.tile(cols[-t:], h), np.repeat(rows, t)])])
    quant = frame // 12
    # The most common colour cell, counted as one number per cell (np.unique
    # over rows is many times slower).
    bins = 256 // 12 + 1
    counts = np.bincount((quant[:, 0] * bins + quant[:, 1]) * bins + quant[:, 2], minlength=bins ** 3)
    cell = int(counts.argmax())
    mode = np.array([cell // (bins * bins), (cell // bins) % bins, cell % bins], dtype=quant.dtype)
    centre = np.median(frame[(np.abs(quant - mode) <= 1).all(axis=1)], axis=0)
    # The table's own pixels on the frame: its colour, lightness within reach.
    near = np.abs(frame - centre).max(axis=1) < 40
    plane = np.array([float(centre[0]), 0.0, 0.0])
    design = np.column_stack([np.ones(len(frame)), where[:, 0] / w, where[:, 1] / h])
    for _ in range(REFITS):
        if near.sum() < 50:
            break
        plane = np.linalg.lstsq(design[near], frame[near, 0].astype(np.float64), rcond=None)[0]
        # Light falling steeply across the screen puts the frame's far side
        # more than 40 units from its most common colour: once the plane
        # is known, lightness is judged against it and the fit taken again
        # (a beige table going from 243 to 177: fitted to its light side
        # only, the plane stood 8 units too light under the cards, and
        # their paper passed for table).
        light_of = design @ plane
        near = (np.abs(frame[:, 1:] - centre[1:]).max(axis=1) < 40) & (np.abs(frame[:, 0] - light_of) < 40)
    light_of = design @ plane
    residual = frame[:, 0] - light_of
    margin_c, margin_l = margins_for(paper, centre)
    # Texture of the table: how far its own pixels stray from its colour
    # (as ``_colour_ok`` measures it: the colour of the table in shade, where
    # it is darker) and from the lightness it has where they are.
    shade = np.clip(frame[:, 0] / np.maximum(light_of, 1.0), SHADE_LIMIT, 1.0)[:, None]
    colours = np.array([[float(centre[1]), 0.0, 0.0], [float(centre[2]), 0.0, 0.0]])
    spread_c = _colour_spread(frame, design, colours, shade, near)
    # Both margins are also judged where the table comes nearest the
    # paper (light falls unevenly), and the narrower kept: the colour's
    # too (light wood 86 units darker than white paper on the frame, its
    # margins wide, 28 units, was lit to 210 under Bellot's cards, and the
    # paper, 25 units less yellow, passed for table beside each card's
    # black edge line: the rows fell apart at their cards' edges, dev scene
    # 118501005).
    nearest_c, nearest_l = margins_for(paper, _nearest_table(centre, plane, paper))
    paper_c, paper_l = min(margin_c, nearest_c), min(margin_l, nearest_l)
    if spread_c * 1.6 > paper_c + NARROWER_BY and min(margin_c, margin_l) < WIDE_MARGIN:
        # On a table near the paper whose colour strays further than the
        # paper's margin: the table's colour, as its lightness, is taken as
        # a plane across the screen (light falling unevenly shifts its hue
        # too), when that narrows the limit by ``NARROWER_BY`` or more.
        # The paper's margin is the one where the lit table comes nearest
        # it: a grainy sand table's frame, its most common colour in the
        # dark, lay 22 units from our borderless pack's paper, but its lit
        # part 7; its yellow went from b 160 to 172 across the screen, and
        # judged against one colour the paper (b 140) passed for table
        # under the light: a row of 12 cards lost (final scene 192901009).
        # (Not on a table far from the paper, where a court's red-brown art
        # can lie at the wide margin's edge: a plane's shift of 2 units
        # made holes in an aisle-slavic Jack on red-brown wood, dev scene
        # 115301001; nor where the limit hardly narrows: from 3.6 to 3.0,
        # its expected colour shifted 1.3 units, photo-dev without its
        # border lost two cards, final scene 87701009.)
        planes = _colour_planes(frame, design, near, colours)
        spread_planes = _colour_spread(frame, design, planes, shade, near)
        if max(paper_c, spread_planes * 1.6) <= spread_c * 1.6 - NARROWER_BY:
            colours, spread_c = planes, spread_planes
    spread_l = float(np.percentile(np.abs(residual[near]), 98)) if near.any() else 20.0
    base = tuple((c[0] + c[1] * (cols[None, :] / w) + c[2] * (rows[:, None] / h)).astype(np.float32)
                 for c in colours)
    limit_c = max(paper_c, spread_c * 1.6)
    limit_l = max(paper_l, spread_l * 1.6)
    # Lightness: above or below the fitted plane, a shadow allowed to go
    # much further down than a glare up.
    level = float(plane[0] + plane[1] / 2 + plane[2] / 2)     # at the screen's centre
    fitted = (plane[0] + plane[1] * (cols[None, :] / w) + plane[2] * (rows[:, None] / h)).astype(np.float32)
    lightness = cv2.extractChannel(lab8, 0)
    light = cv2.subtract(lightness, fitted, dtype=cv2.CV_32F)
    light_ok = cv2.inRange(light, -(limit_l + SHADOW * level), limit_l + 0.15 * min(level, 255 - level))
    colour_ok = _colour_ok(lab8, lightness, fitted, base, limit_c)
    if min(margin_c, margin_l) < WIDE_MARGIN or min(nearest_c, nearest_l) < LIT_NEAR * WIDE_MARGIN:
        # A table near the paper, textured: its grain can widen the limits
        # enough to let the paper pass.  Averaged over a few pixels, the
        # grain evens out and the paper's offset stays: judged there too
        # (in colour and lightness both, as the pixels were).
        coarse_colour, coarse_light = _coarse_ok(lab8, strips, near, fitted, base, (limit_c, limit_l),
                                                 (paper_c, paper_l), level,
                                                 _swallowed(paper, _nearest_table(centre, plane, paper),
                                                            (limit_c, limit_l), level))
        if coarse_colour is not None:
            colour_ok = cv2.bitwise_and(colour_ok, coarse_colour)
        if coarse_light is not None:
            # (Not undone where light is blown out: white paper lit to
            # 255 on a grainy table lit to 235 stands out once averaged.)
            light_ok = cv2.bitwise_and(light_ok, coarse_light)
    # Where light is blown out, table and paper are both clipped to white
    # and their colour is JPEG's noise: colour tells nothing there, and
    # the cards are told by their lines and art.
    colour_ok = cv2.bitwise_or(colour_ok, cv2.inRange(lightness, BLOWN, 255))
    mask = 255 - cv2.bitwise_and(colour_ok, light_ok)
    # Opening removes specks of table texture; no closing, which would bridge
    # the narrow gaps between the cards of a grid.
    mask = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    if min(margin_c, margin_l) < WIDE_MARGIN:
        # After the opening: a card's border line is one or two pixels
        # wide, and opened away in places it left the outline of a card
        # whose paper matches the table in pieces, no card to fill.
        mask = cv2.bitwise_or(mask, _thin_dark_lines(lightness, strips, near))
    return mask


#: A table whose frame is far from the paper is judged averaged too where
#: light brings it this near (a share of the widest margin) under the
#: cards: a grainy light grey table lit from 165 at the top of the screen
#: to 235 at its foot, where white paper lay within its grain (final seed
#: 158000000, the aisle-tarocco hand 158303007: six cards lost).  Only
#: that near: averaging blurs each card into the table around it, a risk
#: worth taking only where the pixels alone cannot tell paper from table
#: (small cards on brown wood whose margins light narrowed from 28 to 26,
#: judged averaged while the frame's sides were judged by their median,
#: were read as one more card: dev scene 160803007).
LIT_NEAR = 0.5
#: Fits of the table's lightness plane: each after the first takes in the
#: frame's pixels near the plane before it.
REFITS = 3
#: The window (a share of the screenshot's shorter side) over which the
#: table's grain is averaged out (``_coarse_ok``): 11 px at 1080 lines, 15
#: at 1440.  A wider window blurs a card's edge further into the gaps of a
#: grid (6 px at least, 8% of a card's height).
COARSE = 0.01
#: The averaged table is judged in a respect where its limit is below this
#: share of the one the pixels' own spread allows, and this many units
#: narrower (a grid's cards on a light grey table, their paper standing
#: apart already: averaged, a limit of 16 against 21 blurred their edges
#: into the gaps between them, and two were joined).
NARROWER = 0.7
NARROWER_BY = 3.0
#: ... or, where the pixels let the paper pass for the table, where the
#: averaged limit is below this share of the paper's distance from it.
SEEN = 0.9
#: Lightness from which the averaged table's colour is not judged: light
#: washes colour out well before it blows out (a near-white mosaic's tiles
#: go from 8 units yellow to grey between 240 and 255).
PALE = 240


def _coarse_ok(lab8: np.ndarray, strips: tuple[slice | tuple[slice, slice], ...], near: np.ndarray,
               fitted: np.ndarray, base: tuple[np.ndarray, np.ndarray],
               limits: tuple[float, float], margins: tuple[float, float],
               level: float, swallowed: tuple[float, float] | None = None
               ) -> tuple[np.ndarray | None, np.ndarray | None]:
    """Pixels that are the table's colour, and those that are its
    lightness, once averaged over a small window (255 each), judged with
    the limits the averaged frame's own spread allows; None for a respect
    where averaging does not narrow the limit by much (a plain table).  The paper of photo-dev cut without its border, on a
    mosaic of near-white tiles, is 8 units yellower than the table, within
    the 11 the tiles' spread allowed, and two tight rows were read as art
    alone (dev scene 81702003)."""
    h, w = lab8.shape[:2]
    k = max(5, int(min(h, w) * COARSE) | 1)
    coarse = cv2.blur(lab8, (k, k))
    frame = np.concatenate([coarse[s].reshape(-1, 3) for s in strips]).astype(np.float32)[near]
    fitted_frame = np.concatenate([fitted[s].reshape(-1) for s in strips])[near]
    if len(frame) < 50:
        return None, None
    shade = np.clip(frame[:, 0] / np.maximum(fitted_frame, 1.0), SHADE_LIMIT, 1.0)[:, None]
    # (Near white, light washes colour out: the table's colour there says
    # nothing, and is not judged.)
    coloured = frame[:, 0] < PALE
    colour = np.column_stack([np.concatenate([plane[s].reshape(-1) for s in strips])[near] for plane in base])
    off_colour = np.abs(frame[:, 1:] - (128.0 + (colour - 128.0) * shade)).max(axis=1)
    # Each side of the frame is judged apart (``_side_spread``).
    side = np.concatenate([np.full(lab8[s].shape[0] * lab8[s].shape[1], i) for i, s in enumerate(strips)])[near]
    spread_c = _side_spread(off_colour, side, coloured)
    spread_l = _side_spread(np.abs(frame[:, 0] - fitted_frame), side, np.ones(len(frame), bool))
    limit_c = max(margins[0], spread_c * 1.6)
    limit_l = max(margins[1], spread_l * 1.6)
    # Averaging blurs a card's edge into the table beside it: judged only
    # where it narrows a limit by much (the table's grain had widened it).
    by_colour, by_light = (limit < min(NARROWER * wide, wide - NARROWER_BY)
                           for limit, wide in zip((limit_c, limit_l), limits))
    if swallowed is not None:
        # Where the pixels let the paper pass for the table in both
        # respects, the cards are lost to it whatever averaging does:
        # averaged, a respect is judged where the paper lies clearly
        # beyond the averaged table's limit (``SEEN``).  Our pack without
        # its frame on beige grained in 8 px blotches (dev scene
        # 255903006): the paper 23 units lighter, the pixels' limit 24
        # (and 6 more for glare), the averaged one 19, not narrower by
        # enough to be judged; two rows were read as their art alone, 15
        # of 29 cards lost, 4 without a word.
        by_colour = by_colour or limit_c < SEEN * swallowed[0]
        by_light = by_light or limit_l < SEEN * swallowed[1]
    lightness = cv2.extractChannel(coarse, 0)
    colour_ok = light_ok = None
    if by_colour:
        colour_ok = cv2.bitwise_or(_colour_ok(coarse, lightness, fitted, base, limit_c),
                                   cv2.inRange(lightness, PALE, 255))
    if by_light:
        light = cv2.subtract(lightness, fitted, dtype=cv2.CV_32F)
        # (No glare allowed above the table's lightness: averaged, paper
        # lit to white stands only 20 units above a grainy table lit to
        # 235, and glare's allowance there, 8 units, let it pass.)
        light_ok = cv2.inRange(light, -(limit_l + SHADOW * level), limit_l)
    return colour_ok, light_ok


def _swallowed(paper: np.ndarray | None, table: np.ndarray, limits: tuple[float, float],
               level: float) -> tuple[float, float] | None:
    """How far the pack's paper lies from the table (Lab ``table``) in
    colour and in lightness (medians), where the pixels' own limits
    ``limits`` let it pass for the table in both respects (lightness with
    the allowance for a shadow below the table, for glare above it); None
    where the pixels alone tell it apart."""
    if paper is None or len(paper) == 0:
        return None
    off = paper - table.astype(np.int16)[None, :]
    colour = float(np.median(np.abs(off[:, 1:]).max(axis=1)))
    light = float(np.median(off[:, 0]))
    limit_c, limit_l = limits
    below, above = limit_l + SHADOW * level, limit_l + 0.15 * min(level, 255 - level)
    if colour > limit_c or not -below <= light <= above:
        return None
    return colour, abs(light)


def _side_spread(off: np.ndarray, side: np.ndarray, keep: np.ndarray) -> float:
    """How far (98th percentile) the kept pixels of the frame's sides
    stray, on the side that strays second furthest; inf when no side has
    enough of them.  Not the furthest: cards lying along one side (the
    hand along the foot of the screen) put their averaged art there.  Not
    fewer sides: a table's grain can run one way (wood's light stripes
    across the screen are seen by its left and right sides only)."""
    spreads = sorted(float(np.percentile(off[keep & (side == i)], 98)) for i in range(4)
                     if (keep & (side == i)).sum() >= 50)
    return spreads[-2] if len(spreads) >= 2 else (spreads[0] if spreads else np.inf)


def _colour_spread(frame: np.ndarray, design: np.ndarray, colours: np.ndarray, shade: np.ndarray,
                   near: np.ndarray) -> float:
    """How far (98th percentile, a and b units) the frame's table pixels
    stray from the table's colour ``colours`` (``_colour_planes``' form),
    in shade where they are darker, as ``_colour_ok`` judges them."""
    if not near.any():
        return 20.0
    expected = 128.0 + (design @ colours.T - 128.0) * shade
    return float(np.percentile(np.abs(frame[:, 1:] - expected).max(axis=1)[near], 98))


#: The table's colour planes are fitted again without the frame's pixels
#: this far (a and b units) from the plane before, cards lying on the frame.
COLOUR_REFIT = 6.0


def _colour_planes(frame: np.ndarray, design: np.ndarray, near: np.ndarray, flat: np.ndarray) -> np.ndarray:
    """The table's a and b (Lab) across the screen, each a plane fitted to
    the frame's table pixels (rows: a, b; columns: at the top-left, along
    the width, along the height); ``flat`` (one colour, the same form)
    without enough of them.

    A photograph's light, falling from one side, moved a beige table's b
    by 10 units across the frame; judged against one colour, that spread
    let a cream paper 12 units off pass for table, and two tight rows of
    our pack without its frame were read as their art alone: 19 cards of
    25 lost or unsure (dev scene 114902003)."""
    keep = near.copy()
    planes = flat
    for _ in range(REFITS):
        if keep.sum() < 50:
            break
        planes = np.linalg.lstsq(design[keep], frame[keep, 1:].astype(np.float64), rcond=None)[0].T
        off = np.abs(frame[:, 1:] - design @ planes.T).max(axis=1)
        keep = near & (off < COLOUR_REFIT + float(np.percentile(off[near], 50)))
    return planes


def _nearest_table(centre: np.ndarray, plane: np.ndarray, paper: np.ndarray | None) -> np.ndarray:
    """The table's Lab colour with the lightness it has where it comes
    nearest the pack's paper: at one of the screen's corners, as the fitted
    plane gives it.  Light falling unevenly (a photograph's gradient: 60
    units from the top of the screen to its foot) puts the frame's most
    common colour, which can lie in the dark part, much further from the
    paper than the table under the cards in the light part, where the
    margins must still leave the paper out."""
    if paper is None or len(paper) == 0:
        return centre
    corners = [plane[0], plane[0] + plane[1], plane[0] + plane[2], plane[0] + plane[1] + plane[2]]
    target = float(np.median(paper[:, 0]))
    nearest = centre.astype(np.float64).copy()
    nearest[0] = float(np.clip(min(corners, key=lambda v: abs(v - target)), 0, 255))
    return nearest


def _colour_ok(lab8: np.ndarray, lightness: np.ndarray, fitted: np.ndarray,
               base: tuple[np.ndarray, np.ndarray], limit: float) -> np.ndarray:
    """Pixels whose colour is the table's, or the table's in shade (255).

    A shadow darkens the table's colour toward grey as much as it darkens
    its lightness, so a pixel darker than the table is compared with the
    table's colour scaled by its lightness ratio: a shadow on green felt
    stays table, while a card's dark border line on a pale beige table (as
    dark as a shadow, but grey where the shaded table would be beige) does
    not, and does not cut a row of cards in pieces."""
    shade = cv2.divide(lightness.astype(np.float32), np.maximum(fitted, 1.0))
    shade = np.clip(shade, SHADE_LIMIT, 1.0)
    ok: np.ndarray = np.full(lightness.shape, 255, np.uint8)
    for channel in (1, 2):
        expected = 128.0 + (base[channel - 1] - 128.0) * shade
        off = cv2.absdiff(cv2.extractChannel(lab8, channel).astype(np.float32), expected)
        ok = cv2.bitwise_and(ok, cv2.inRange(off, -1.0, float(limit)))
    return ok


def _thin_dark_lines(lightness: np.ndarray, strips: tuple[slice | tuple[slice, slice], ...],
                     near: np.ndarray) -> np.ndarray:
    """Thin lines darker than either side (255): a card's border line, and
    the edges of its art.  On a table near the pack's paper, where the
    paper can pass for table (a textured table, a photograph's tint), they
    are what outlines a card; a shadow, as dark but wide and soft, is not
    one, nor is the table's texture (the lines must stand out more than the
    frame's own do)."""
    kernel = np.ones((5, 5), np.uint8)
    lines = cv2.morphologyEx(lightness, cv2.MORPH_BLACKHAT, kernel)
    frame = np.concatenate([lines[s].reshape(-1) for s in strips]).astype(np.float32)
    level = max(NARROW_MARGIN * 4, 1.6 * float(np.percentile(frame[near], 98)) if near.any() else 40.0)
    found: np.ndarray = cv2.inRange(lines, level, 255)
    return found
