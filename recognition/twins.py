"""A close look at a region against two faces that differ in a detail only.

A 2 of clubs and a 2 of spades, a 6 and an 8 of one suit: the templates
(``deck.TEMPLATE_HEIGHT``) blur the detail that tells such near twins apart,
and next to everything the two faces share it weighs almost nothing.  Here
the region is compared at its own resolution (up to ``INDEX_HEIGHT``) with
the two faces, along their difference only: where on the line from one face
to the other does the region lie?
"""

from __future__ import annotations

from dataclasses import dataclass, field

import cv2
import numpy as np

from recognition.deck import INDEX_BOX, INDEX_HEIGHT, Deck, index_box
from recognition.regions import Region

#: The room each face is given to slide to its best fit, as a share of the
#: card's height (an edge found a pixel or two off, a slight turn).
SHIFT = 0.03
#: Two faces differ at a pixel where their colours stand this far apart
#: (0-255, mean of the channels).
DIFFERENCE = 30.0
#: The least share of the visible part where two faces must differ for a
#: duel to be held along their difference: a covered card whose hidden
#: part alone tells it from its twin is no duel (below it, one small spot
#: that differs, an index digit, may still say: ``_glyph``).  A French 6
#: and 8 covered but for their pips' outer column differ only at the
#: index digit: 0.2-0.4% of the part.
#: Held from 0.2%, 33 duels whose faces differ that little (32 a 6 and
#: an 8; aisle-tarocco, the plain pack, ours; rows and hands, folder and
#: cut decks, scenes of dev seeds 126000000 and 128000000) leaned the
#: true card's way by 0.3 or more in 18, were even in 4 and leaned the
#: other way in none; at 0.4% none was held.
AREA = 0.002
#: ... and in this many of the region's pixels: a few pixels' difference is
#: the screen's noise (JPEG, blur), however large a share of a narrow part
#: it is.  The plain pack's 6 and 8, 100 px cards showing 22 px (used
#: final seed 186000000, scenes 186601003 and 186603003): their faces
#: differed in 4-5 pixels of the part, the stroke that closes the 8's
#: loop, and the duels along them leaned 0.4-0.5 the 8's way: two 6s were
#: claimed as 8s.  Of the duels held along so few pixels there (5 packs'
#: rows, tight rows and hands, folder and cut decks, 6 scenes each),
#: those along fewer than 8 pixels leaned 0.3 or more the true card's way
#: in 9 and the other way in 3; along 8-11 pixels, 17 and none; along
#: 12-29, 108 and 1.  Below this the faces' difference is left to
#: ``_glyph``.
MIN_APART = 8
#: A channel's gain (the region's contrast against the faces') may stray
#: this far from the three channels' common gain: a warm screen or
#: photograph tints, but a red pip must not be matched to a black one.
TINT = 1.25
#: A part showing less than this share of a card is covered on one side;
#: the faces' difference this share of a card's width from that side does
#: not count.
WHOLE, COVERED_EDGE = 0.95, 0.08
#: Past this (either way) the region lies nowhere near the line between
#: the two faces, and the duel has no say.
FAR = 1.0
#: A duel this far from even (either way) is clear, by shapes or by colour.
CLEAR = 0.3
#: A duel whose faces' difference holds at least this share of its energy
#: in colour (``_along_tint``) is also weighed by colour alone, which
#: overrules the shapes when it clearly says the other card.  (Letting
#: colour alone settle the duels the shapes leave even was tried: it
#: claimed two 6 of Coppe as 8s, the plain pack's cut rows, final scenes
#: 104601001 and 104601002, and was left out.)
TINT_SHARE = 0.05
#: Faces whose difference holds at least this share of its energy in colour
#: (a black spade and a green club) are told apart by the ink where their
#: shapes, blurred, say the other card (``_along``).
INK_SHARE = 0.25
#: Faces whose difference holds at least this share of its energy in
#: colour are one drawing in two colourings, or nearly (a tarot's Excuse
#: in black and white and in colour; a pack's Bastoni, green clubs, and
#: Spade, black spades): colour settles their duel once the region lies
#: ``COLOUR_CLEAR`` from even, whatever the shapes say.  A 6 and an 8 of
#: Coppe differ by pips, 12 to 19% in colour, and are no such pair.
#: Measured on 109 such duels (the plain pack and aisle-tarocco, grids,
#: rows and hands, through their folders and a cut deck, dev seed
#: 126000000): colour always leaned the true card's way, by 0.08 at
#: least, 0.15 or more in all but two, and shapes said the other card in
#: 12, by up to 0.48 (a blurred club as like a spade as a club).  Colour
#: leans less than it should towards a coloured face, never past even:
#: blur and JPEG grey a thin green pip, and never colour a black one.
COLOURINGS = 0.45
COLOUR_CLEAR = 0.15
#: The card's height, as shares of the region's, at which the two faces
#: are compared (the one where they fit best together): a region in a
#: tight row can take in the card's shadow on the table below it, and
#: faces stretched to its height lie a few pixels off the card's pips.
#: (aisle-slavic's tight rows, dev scene 183302002: 84 px cards in 88 px
#: regions; a 3 and a 4 of clubs fitted the spades of their numbers
#: better stretched, 0.84 to 0.71, and both were claimed as the spades;
#: at 83 px the faces fit alike, 0.93.)
#: Only faces that fit the region poorly at its own height (their mean
#: fit below ``ALIGNED``) are tried smaller: where they fit well, the
#: heights fit alike, and one a few pixels off moves a digit that is
#: all two faces differ in (sample-borderless's cut rows, dev scene
#: 182901002: a 6 of Spade's index, at 0.97 of its region's height, leant
#: 0.73 to the 5, and the 5 was claimed; at its own height, 0.91 fit, it
#: was left unsure).  And a smaller height is kept only where the faces
#: fit well there: a region that is no card's outline (a piece of a 10 of
#: Spade on a table of its paper's colour, fits 0.2-0.4) is not made one
#: by a height that fits some twin a little better (dev scene 182903003).
#: A duel with no say between faces that fit well at the region's height
#: is held again at a smaller one where they fit better by
#: ``HEIGHT_GAIN``, and counts only where every height that fits within
#: ``HEIGHT_PLATEAU`` of the best says the same card, clearly: aisle-
#: tarocco through a cut deck, a hand of 218 px cards (scene 184303010 of
#: the used seed 184000000) fitted 0.91-0.96 at the region's height and
#: 0.98-0.99 at 98%, and two of three 6s and 8s left unsure are read.
#: Taken wherever a height fitted better by 0.02, with no plateau, on dev
#: seed 182000000 it left 5 cards unsure that had been read and claimed
#: a 6 of Spade as the 5 (sample-borderless's cut rows, 182901002: 161 px
#: card, 175 px region, fits 0.968, 0.965 and 0.966 at 98, 96 and 94%).
HEIGHTS = (1.0, 0.98, 0.96, 0.94, 0.92)
ALIGNED = 0.85
HEIGHT_GAIN = 0.03
HEIGHT_PLATEAU = 0.01
#: Each tile of the faces (this share of the card's height square) is slid
#: on its own, by up to this share of the height beyond the common fit.
TILE, LOCAL = 0.2, 0.015


@dataclass
class Closeup:
    """A region at its own resolution, and the faces it is compared with."""

    region: Region
    deck: Deck
    sample: np.ndarray                    # the region, float32, blurred like the faces
    shift: int                            # the sliding room each face is given, pixels
    _faces: dict[str, tuple[np.ndarray, float]] = field(default_factory=dict)

    @classmethod
    def of(cls, region: Region, deck: Deck) -> "Closeup | None":
        """The close-up of ``region``; None when it is too small to hold one."""
        crop = region.crop
        height = min(INDEX_HEIGHT, crop.shape[0])
        width = max(8, round(crop.shape[1] * height / max(1, crop.shape[0])))
        shift = max(2, round(SHIFT * height))
        if height <= 2 * shift + 8 or width <= 2 * shift + 8:
            return None
        sample = cv2.resize(crop, (width, height), interpolation=cv2.INTER_AREA).astype(np.float32)
        sample = np.asarray(cv2.GaussianBlur(sample, (0, 0), 1.0), np.float32)
        return cls(region, deck, sample, shift)

    def inner(self, part: np.ndarray) -> tuple[slice, slice]:
        """The part of a face (as ``_part`` sized it) kept clear of the sliding room."""
        return slice(self.shift, part.shape[0] - self.shift), slice(self.shift, part.shape[1] - self.shift)

    def _part(self, i: int, down: bool, scale: float) -> np.ndarray:
        """Face ``i`` (turned when ``down``) cut to the region's visible part
        and brought to the sample's width and ``scale`` of its height."""
        face = self.deck.fine[i][::-1, ::-1] if down else self.deck.fine[i]
        height, width = self.sample.shape[:2]
        height = round(height * scale)
        full = face.shape[1]
        card_width = height * self.deck.aspect
        visible = max(1, min(full, round(full * width / max(1.0, card_width))))
        part = face[:, :visible] if self.region.side == "left" else face[:, full - visible:]
        return cv2.resize(np.ascontiguousarray(part), (width, height), interpolation=cv2.INTER_AREA)

    def _face(self, code: str, down: bool, scale: float = 1.0) -> tuple[np.ndarray, float]:
        """The visible part of ``code``'s face (turned when ``down``, its
        height ``scale`` of the region's), and how well it fits the region
        at its best shift."""
        key = f"{code}:{int(down)}:{scale}"
        if key not in self._faces:
            part = self._part(self.deck.codes.index(code), down, scale)
            fit = float(cv2.matchTemplate(self.sample, part[self.inner(part)], cv2.TM_CCOEFF_NORMED).max())
            self._faces[key] = (part, fit)
        return self._faces[key]

    def _ways(self, a: str, b: str) -> tuple[bool, ...]:
        """The ways up (True: turned round) a duel is held, both faces
        turned alike: the way the better fitting face fits best; where that
        face fits both ways alike (``WAY_TIE``), and the region does not
        say which way up its card lies, each way in which both faces fit
        nearly as well as their own best way (within ``WAY_GAP``): held
        where one of them fits poorly, a duel measures that face the way
        the card does not lie."""
        own_best = {code: max(self._face(code, d)[1] for d in (False, True)) for code in (a, b)}
        better = max((a, b), key=own_best.__getitem__)
        up, turned = self._face(better, False)[1], self._face(better, True)[1]
        if abs(turned - up) >= WAY_TIE:
            return (turned > up,)
        return tuple(d for d in (False, True)
                     if all(self._face(code, d)[1] >= own_best[code] - WAY_GAP for code in (a, b)))

    def duel(self, a: str, b: str) -> float:
        """Where the region lies between faces ``a`` and ``b``, along their
        difference: +0.5 just like ``a``, -0.5 just like ``b``; 0 when the
        visible part holds (almost) none of their difference, or when the
        region's features do not lie where the faces have them.

        The card lies one way up: both faces are turned the way that the
        one fitting best fits best (``_ways``; a club turned round looks
        like a spade upright, so each face turned its own best way would
        be no duel).
        They are slid together to where their mean fits the region best,
        and the region's light and contrast are matched to theirs there;
        then only the pixels where the faces differ count, each as much as
        they differ, with each tile of the faces slid on its own
        (``_along_tiles``).  Faces that differ mostly in colour
        (``COLOURINGS``) are told apart by colour first.

        When each face fits clearly better one way up (``WAY_GAP``), and
        not the same way, the duel is held again with each face turned its
        own way (``_own_ways``): a trump's part that shows little but paper
        and its index is as like one trump upright as another turned round,
        and held the way the better fitting face is turned, the duel
        compares the other face the way it does not lie.

        Faces that fit poorly at the region's height are compared at the
        smaller height where they fit well, if any (``HEIGHTS``); a duel
        with no say is held again at a smaller height where they fit
        clearly better (``HEIGHT_GAIN``): a region can take in its card's
        shadow.

        Where the better fitting face fits both ways up alike, the duel is
        held each way that is fair to both faces (``_ways``), and the
        clearer verdict taken, none where two disagree.  Held one way by
        the fit's last digits, a duel was a coin's toss: sample-
        darkframe's rows, a Trump 12's right part (paper, its bar and its
        index), dev scene 199001005: the Trump 17 fitted 0.8617 either
        way, the 12 0.86 upright and 0.58 turned; held turned, by a
        millionth, the duel leant -0.53 to the 17, which was claimed
        (upright, it has no say).  Both ways are fair where both faces fit
        both alike: aisle-bellot's 2 of spades turned round, its index at
        the part's foot (cut hand, dev scene 188503004), has no say against
        the 2 of clubs upright and 0.49 turned."""
        return _combined([self._held(a, b, down) for down in self._ways(a, b)])

    def _held(self, a: str, b: str, down: bool) -> float:
        """``duel`` with both faces ``down`` (turned round) or upright."""
        def together(height: float) -> float:
            """The two faces' mean fit at ``height`` (a share of the region's)."""
            return (self._face(a, down, height)[1] + self._face(b, down, height)[1]) / 2

        # The smaller heights are fitted only for a duel that may need them
        # (``_face`` keeps each fit): most duels are settled at the region's.
        scale = 1.0
        if together(1.0) < ALIGNED:
            fitted = max(HEIGHTS, key=together)
            scale = fitted if together(fitted) >= ALIGNED else 1.0
        verdict = self._measure(self._face(a, down, scale)[0], self._face(b, down, scale)[0])
        if abs(verdict) < CLEAR and scale == 1.0:
            fitted = max(HEIGHTS, key=together)
            if together(fitted) >= together(1.0) + HEIGHT_GAIN:
                # Every height that fits about as well must say the same
                # card: where several fit alike, the card's own height is
                # not known.
                says = [self._measure(self._face(a, down, h)[0], self._face(b, down, h)[0])
                        for h in HEIGHTS if together(h) >= together(fitted) - HEIGHT_PLATEAU]
                if all(v >= CLEAR for v in says) or all(v <= -CLEAR for v in says):
                    scale, verdict = fitted, min(says, key=abs)
        ways = [self._face(code, True, scale)[1] - self._face(code, False, scale)[1] for code in (a, b)]
        if ways[0] * ways[1] >= 0 or min(abs(w) for w in ways) < WAY_GAP:
            return verdict
        return _own_ways(verdict, self._measure(self._face(a, ways[0] > 0, scale)[0],
                                                self._face(b, ways[1] > 0, scale)[0]))

    def index_duel(self, a: str, b: str) -> float:
        """The duel of ``a`` and ``b`` held on the index corner alone
        (``_index_glyph``), both faces turned the way the better fitting
        one fits best, or each fair way (``_ways``): +0.5 the region's
        index is ``a``'s, -0.5 ``b``'s, 0 no say.  For a poor likeness,
        whose whole part is no measure of either face, but whose index may
        still be read."""
        verdicts = []
        for down in self._ways(a, b):
            part_a, part_b = self._face(a, down)[0], self._face(b, down)[0]
            verdicts.append(self._index_glyph(part_a, part_b, *self._placed(part_a, part_b)))
        return _combined(verdicts)

    def _measure(self, part_a: np.ndarray, part_b: np.ndarray) -> float:
        """``duel``'s verdict for the two faces' parts as turned.

        (The index corner alone, ``_index_glyph``, is not asked where this
        is not clear: on dev seed 188000000 it settled a plain pack's 8 of
        Coppe rightly and took a blurred 0 for an 8, the spot where they
        differ, the 8's waist, only 17 pixels; it only doubts a poor
        likeness, ``identify._index_doubts``.)"""
        return self._measured(part_a, part_b, *self._placed(part_a, part_b))

    def _placed(self, part_a: np.ndarray, part_b: np.ndarray) -> tuple[np.ndarray, tuple[int, int]]:
        """How far the two faces' inner parts differ at each pixel (where
        not covered), and where on the region they fit it together."""
        inner = self.inner(part_a)
        fa, fb = part_a[inner], part_b[inner]
        fit = cv2.matchTemplate(self.sample, (fa + fb) / 2, cv2.TM_CCOEFF_NORMED)
        dy, dx = (int(v) for v in np.unravel_index(int(fit.argmax()), fit.shape))
        return np.abs(self._uncovered(fa - fb)).mean(axis=2), (dy, dx)

    def _index_glyph(self, part_a: np.ndarray, part_b: np.ndarray, apart: np.ndarray, at: tuple[int, int]) -> float:
        """``_glyph``'s verdict on the index corner the part shows (its top
        left, or bottom right for a card's right part), where the faces'
        indices differ there in one spot: a digit, a suit's sign.  Along
        the whole difference a covered 5 of Oro and an 8, whose pips at the
        part's covered edge are slivers, leaned 0.1 the 5's way, and the 8
        was claimed (our pack, a hand-laid row spread right to left, 130 px
        cards showing 28 px), while its index said 5 at once."""
        h, w = apart.shape
        corner_h, corner_w = index_box(self.sample.shape[0], round(self.sample.shape[0] * self.deck.aspect))
        edge = max(1, round(INDEX_INSET * self.sample.shape[0]))
        inset = edge - self.shift
        rows = slice(max(0, inset), max(0, corner_h - self.shift))
        cols = slice(max(0, inset), max(0, min(w, corner_w - self.shift)))
        if self.region.side != "left":
            rows = slice(max(0, h - rows.stop), max(0, h - rows.start))
            cols = slice(max(0, w - cols.stop), max(0, w - cols.start))
        differ = np.zeros(apart.shape, bool)
        differ[rows, cols] = apart[rows, cols] > GLYPH_DIFFERENCE
        if differ.sum() < MIN_APART:
            return 0.0
        return self._glyph(part_a, part_b, differ, at, edge, INDEX_GLYPH_FIT, INDEX_BOX[0])

    def _measured(self, part_a: np.ndarray, part_b: np.ndarray, apart: np.ndarray, at: tuple[int, int]) -> float:
        """``_measure`` along the faces' difference (``apart``: how far
        they differ at each pixel of their inner part), placed at ``at``."""
        dy, dx = at
        inner = self.inner(part_a)
        fa, fb = part_a[inner], part_b[inner]
        differ = apart > DIFFERENCE
        if differ.mean() < AREA or differ.sum() < MIN_APART:
            return self._glyph(part_a, part_b, apart > GLYPH_DIFFERENCE, (dy, dx))
        sharp = self._along(fa, fb, (dy, dx))
        if sharp == 0.0:
            return sharp
        window = self.sample[dy: dy + fa.shape[0], dx: dx + fa.shape[1]]
        sigma = _blur_of(window, (part_a + part_b) / 2, inner)
        if sigma in (0.0, BLURS[-1]):
            # (A region as blurred as the most blur tried, or more, is no
            # clear likeness of either face: our framed pack through a cut
            # deck, a right part 37 px wide, test scene 123001011, whose
            # blurred duels left a Trump 16 claimed for a 12.)
            return sharp
        # The faces blurred as much as the region is: the difference it
        # shows blurred (a 6's open top against an 8's loop) then counts in
        # full.  Blurred, the faces differ less, and the region's noise
        # counts for more: the blurred measure is kept only where it says
        # the same card as the sharp one, and clears ``BLURRED_CLEAR``
        # (blurred faces alone can lean the other way: a covered 8 of
        # sample-darkframe's hand, 0.19 its own way sharp, 0.9 a 9's way
        # blurred, dev scene 129003009; a 5 of Spade of our pack without
        # its frame, through a cut deck, -0.28 sharp and -0.32 blurred,
        # claimed as the 6, dev scene 126903002).
        blur_a, blur_b = (np.asarray(cv2.GaussianBlur(p, (0, 0), sigma), np.float32)[inner]
                          for p in (part_a, part_b))
        blurred = self._along(blur_a, blur_b, (dy, dx))
        return blurred if blurred * sharp > 0 and abs(blurred) >= BLURRED_CLEAR else sharp

    def _glyph(self, part_a: np.ndarray, part_b: np.ndarray, differ: np.ndarray, at: tuple[int, int],
               inset: int = 0, fit_at_least: float | None = None, spot: float = 0.0) -> float:
        """``duel``'s verdict for faces whose visible parts differ in one
        small spot only (``differ``, inner part; less than ``AREA`` of it,
        or fewer than ``MIN_APART`` pixels): an index digit, a 5 against a
        6, where the pips that tell them apart lie under the next card.
        Along the difference, a few pixels weigh too little to be clear;
        instead the spot, with a margin round it, is cut from each face
        and slid and scaled over the region near ``at`` (where the faces
        fit it together) on its own.
        The region's digit fits its own face's nearly fully and the twin's
        clearly less: only such a clear lead (``fit_at_least``, by default
        ``GLYPH_FIT``, and ``GLYPH_LEAD``) says a card; 0 otherwise, and
        when the difference is spread (no one spot) or there is none."""
        fits = self._glyph_fits(part_a, part_b, differ, at, inset, spot)
        least = GLYPH_FIT if fit_at_least is None else fit_at_least
        if fits is None or max(fits) < least or abs(fits[0] - fits[1]) < GLYPH_LEAD:
            return 0.0
        return 0.5 if fits[0] > fits[1] else -0.5

    def _glyph_fits(self, part_a: np.ndarray, part_b: np.ndarray, differ: np.ndarray, at: tuple[int, int],
                    inset: int = 0, spot: float = 0.0) -> tuple[float, float] | None:
        """How well the region's spot fits each face's (``_glyph``); None
        when the faces differ in no one spot.  ``inset``: the spot is cut
        that many pixels inside the card's edges at least (a face's border
        line, which the region may not show, would weigh more than the
        glyph).  ``spot``: the largest share of the card's height the spot
        may span (``GLYPH_SPOT`` by default)."""
        if not differ.any():
            return None
        ys, xs = np.nonzero(differ)
        height = self.sample.shape[0]
        top, bottom, left, right = int(ys.min()), int(ys.max()) + 1, int(xs.min()), int(xs.max()) + 1
        if max(bottom - top, right - left) > (spot or GLYPH_SPOT) * height:
            return None
        margin = max(3, round(GLYPH_MARGIN * height))
        # The spot on the faces (whole parts: ``differ`` is of their inner part).
        y0, x0 = max(inset, top + self.shift - margin), max(inset, left + self.shift - margin)
        y1 = min(part_a.shape[0] - inset, bottom + self.shift + margin)
        x1 = min(part_a.shape[1] - inset, right + self.shift + margin)
        if y1 <= y0 or x1 <= x0:
            return None
        # The faces' pixel (y, x) lies at (y - shift + at[0], x - shift +
        # at[1]) on the region; the glyph may slide ``shift`` either way.
        dy, dx = at[0] - 2 * self.shift, at[1] - 2 * self.shift
        area = self.sample[max(0, y0 + dy): y1 + at[0], max(0, x0 + dx): x1 + at[1]]
        fit_a, fit_b = (_best_fit(np.ascontiguousarray(area), np.ascontiguousarray(part[y0:y1, x0:x1]))
                        for part in (part_a, part_b))
        return fit_a, fit_b

    def _along(self, fa: np.ndarray, fb: np.ndarray, at: tuple[int, int]) -> float:
        """``duel``'s measure for faces ``fa`` and ``fb`` (cut to the
        inner part) placed at ``at`` on the region."""
        dy, dx = at
        difference = self._uncovered(fa - fb)
        middle = (fa + fb) / 2
        window = self.sample[dy: dy + middle.shape[0], dx: dx + middle.shape[1]]
        seen = window.reshape(-1, 3)
        faces = middle.reshape(-1, 3)
        fc, sc = faces - faces.mean(axis=0), seen - seen.mean(axis=0)
        contrast = float((fc * sc).sum() / max(float((fc * fc).sum()), 1e-6))
        if contrast <= 0.05:
            return 0.0      # the region does not look like these faces at all
        gain = np.clip((fc * sc).sum(axis=0) / np.maximum((fc * fc).sum(axis=0), 1e-6),
                       contrast / TINT, contrast * TINT)
        # In colour the channels share one gain: a gain of their own would
        # tint a black pip the colour of the faces' mean.
        plain = (window - seen.mean(axis=0)) / contrast
        tint = _along_tint((plain + faces.mean(axis=0)).astype(np.float32), middle, difference)
        if COLOUR_CLEAR <= abs(tint) <= FAR and _tint_share(difference) >= COLOURINGS:
            # One drawing in two colourings: colour decides outright
            # (aisle-tarocco's black-and-white Excuse, a whole card in a
            # grid, final scene 124300005: shapes 0.06, colour 0.33).
            return float(np.copysign(0.5, tint))
        level = ((self.sample - seen.mean(axis=0)) / gain + faces.mean(axis=0)).astype(np.float32)
        tiled = _along_tiles(level, middle, difference, (dy, dx), self.sample.shape[0])
        # The same with the faces slid as one: when the two disagree in
        # sign, or either puts the region far beyond both faces, the card's
        # features do not lie where the faces scaled to its crop have them:
        # no say.
        whole = level[dy: dy + middle.shape[0], dx: dx + middle.shape[1]]
        as_one = float(((whole - middle) * difference).sum() / max(float((difference * difference).sum()), 1e-6))
        if max(abs(as_one), abs(tiled)) > FAR or tiled * as_one < 0:
            return 0.0
        if tint * tiled < 0 and abs(tint) >= CLEAR:
            # The ink's colour says the other card: a blurred spade is a
            # dark blob as like a club's trefoil as its own point, but black
            # is not green (the plain pack's hand, 21 of 50 px, photographic
            # look: 5, 7 and 9 of Spade read as Bastoni, final scene
            # 104603003).  Shapes and colour disagree: where the faces
            # differ much in colour (``INK_SHARE``), the ink says the card
            # (the plain pack through a cut deck, a 6 of Spade turned
            # round showing 43 px, final scene 196601006: the shapes leant
            # to the 6 of Bastoni, the ink -0.44 to the Spade, and with no
            # say the strip's lead of 0.05 claimed the Bastoni), a clear say
            # (past ``CLEAR``) the ink's way; else no say.
            return float(np.copysign(0.5, tint)) if _tint_share(difference) >= INK_SHARE else 0.0
        return tiled

    def _uncovered(self, difference: np.ndarray) -> np.ndarray:
        """``difference`` less its part next to a covered edge: where the
        next card begins (its edge, its shadow), a sliver of a pip the
        visible part would show is as likely gone as not there."""
        if self.region.visible >= WHOLE:
            return difference
        edge = round(COVERED_EDGE * self.sample.shape[0] * self.deck.aspect)
        kept = difference.copy()
        if self.region.side == "left":
            kept[:, max(0, kept.shape[1] - edge):] = 0.0
        else:
            kept[:, :edge] = 0.0
        return kept


#: A face fits clearly one way up when it fits that way this much better
#: than turned round (``TM_CCOEFF_NORMED``): a trump's part of paper and
#: index, with art at its far end, fits its own way 0.15-0.25 better.
WAY_GAP = 0.1
#: A duel held with each face its own way up (``_own_ways``) that leans
#: this far the other card's way takes the say from the duel held one way.
OWN_WAY_LEAN = 0.1
#: The better fitting face fits both ways up alike when its fits lie
#: this close (``Closeup._ways``).
WAY_TIE = 0.01


def _combined(verdicts: list[float]) -> float:
    """One duel's verdict from its verdicts held in each fair way up
    (``Closeup._ways``): the clearer, none where two lean opposite ways."""
    if len(verdicts) > 1 and min(verdicts) < 0 < max(verdicts):
        return 0.0
    return max(verdicts, key=abs)


def _own_ways(one_way: float, own_ways: float) -> float:
    """The duel's verdict from the duel held with both faces one way up
    (``one_way``) and with each its own way (``own_ways``).  Where the
    own-ways duel leans the other card's way (by ``OWN_WAY_LEAN`` or more),
    the card's way up is in doubt: the one-way duel has no say, and the
    own-ways duel has it where it is clear.  (Our framed pack
    through a cut deck, dev seed 166000000: a Trump 0's right part showing
    paper and its index, the Trump 8 turned round fitting as well, and the
    duel held the Trump 8's way up claimed it at 0.44 and 0.52; held each
    its own way, 0.38 and 0.12 the Trump 0's way.  Of 2473 duels recorded
    with the truth, seeds 164000000 and 166000000, five packs' rows, tight
    rows and hands through their folders and cut decks, 20 were held
    again: 2 were left wrong of 6, and 12 settled rightly where 10 were.)"""
    if one_way * own_ways >= 0 or abs(own_ways) < OWN_WAY_LEAN:
        return one_way
    return own_ways if abs(own_ways) >= CLEAR else 0.0


#: ``_glyph``: the spot where two faces differ (by ``GLYPH_DIFFERENCE``
#: or more: a digit's stroke, blurred, differs by less than ``DIFFERENCE``)
#: is one glyph while it spans at most ``GLYPH_SPOT`` of the card's
#: height either way; it is cut with ``GLYPH_MARGIN`` of the height round
#: it and scaled by each of ``GLYPH_SCALES``.  The region's glyph must fit
#: one face's ``GLYPH_FIT`` or better and lead the other's by
#: ``GLYPH_LEAD``.  Measured on the duels of dev seed 182000000 (14 packs'
#: rows, tight rows and hands, 8 scenes each, folder and cut decks) whose
#: faces differ in less than ``AREA``: the true card's glyph led by up to
#: 0.27, 0.05 or more in most, at fits of 0.92-0.99 (sample-borderless's
#: 5, 6, 8 and 9 of Coppe, Spade and Bastoni, their pips hidden), and the other card's
#: never led by more than 0.011 (a 6 and a 5 of Spade whose digits blur
#: alike, 0.989 and 1.0).  Over the 672 scenes, 4 cards left unsure are
#: read and none is claimed wrong.  A 6 and an 8 of the plain pack through
#: a cut deck (121 px cards) lead their own way by 0.03 only: still unsure.
GLYPH_SPOT = 0.12
GLYPH_MARGIN = 0.03
GLYPH_SCALES = (0.9, 0.95, 1.0, 1.05, 1.1)
GLYPH_FIT = 0.9
GLYPH_LEAD = 0.05
GLYPH_DIFFERENCE = DIFFERENCE / 2
#: The index corner is looked at from this share of the card's height
#: inside its edges (``_index_glyph``): a face cut from a screenshot has
#: its edge a pixel or two off, and its border would count as a difference.
INDEX_INSET = 0.03
#: ... and its glyph must fit one face's this well (and lead by
#: ``GLYPH_LEAD``) to say a card.
INDEX_GLYPH_FIT = 0.8


def _best_fit(area: np.ndarray, glyph: np.ndarray) -> float:
    """How well ``glyph`` fits ``area`` at its best place and scale
    (``GLYPH_SCALES``, ``TM_CCOEFF_NORMED``); -1 when it fits nowhere."""
    best = -1.0
    for scale in GLYPH_SCALES:
        size = (max(3, round(glyph.shape[1] * scale)), max(3, round(glyph.shape[0] * scale)))
        scaled = cv2.resize(glyph, size, interpolation=cv2.INTER_AREA)
        if scaled.shape[0] > area.shape[0] or scaled.shape[1] > area.shape[1]:
            continue
        fit = np.nan_to_num(cv2.matchTemplate(area, scaled, cv2.TM_CCOEFF_NORMED), nan=-1.0)
        best = max(best, float(fit.max()))
    return best


#: The blurs tried on the faces to match a region's own (``_blur_of``).
BLURS = (0.0, 0.7, 1.0, 1.4, 2.0)
#: A duel measured on blurred faces is clear from this far from even (a
#: sharp one from ``CLEAR``).  On 330 duels of eight packs' hands and rows
#: (dev seed 128000000), blurred faces made 54 of the 149 that leaned the
#: true card's way clear, 35 of them past 0.4, and none of the 8 that
#: leaned the other way; but elsewhere a 5 of Spade of our pack without
#: its frame, through a cut deck, leaning 0.23 to the 6 sharp, leant 0.42
#: blurred, and the 5 fell out of the candidates (dev scene 128903002).
BLURRED_CLEAR = 0.4


def _blur_of(window: np.ndarray, middle: np.ndarray, inner: tuple[slice, slice]) -> float:
    """The blur (Gaussian sigma, template pixels) that, put on the faces'
    mean ``middle`` (whole, cut to ``inner`` after), makes it most like the
    region's ``window``: a screenshot's card is blurred by its scaling and
    JPEG more than a face is, and a difference the region shows blurred
    (a 6's open top against an 8's loop, a few pixels) measures as only
    part of the way to its card unless the faces are blurred as much."""
    best, best_fit = 0.0, -2.0
    for sigma in BLURS:
        m = np.asarray(cv2.GaussianBlur(middle, (0, 0), sigma), np.float32) if sigma > 0 else middle
        fit = float(cv2.matchTemplate(window, np.ascontiguousarray(m[inner]), cv2.TM_CCOEFF_NORMED).max())
        if fit > best_fit:
            best, best_fit = sigma, fit
    return best


def _along_tint(level: np.ndarray, middle: np.ndarray, difference: np.ndarray) -> float:
    """Where the region lies along the faces' difference in colour alone
    (each pixel less its grey, the mean of its channels): where a black pip
    and a green one lie, or one pip and plain paper, whatever the pips'
    outline, which a blurred part no longer shows; 0 when the faces differ
    in shape only (black on white against black on white)."""
    d = _tint(difference)
    energy = float((d * d).sum())
    if energy <= TINT_SHARE * float((difference * difference).sum()):
        return 0.0
    return float(((_tint(level) - _tint(middle)) * d).sum() / energy)


def _tint(image: np.ndarray) -> np.ndarray:
    """Each pixel less its grey (the mean of its channels)."""
    result: np.ndarray = image - image.mean(axis=2, keepdims=True)
    return result


def _tint_share(difference: np.ndarray) -> float:
    """The share of the faces' difference's energy that lies in colour."""
    d = _tint(difference)
    return float((d * d).sum()) / max(float((difference * difference).sum()), 1e-6)


def _along_tiles(level: np.ndarray, middle: np.ndarray, difference: np.ndarray, at: tuple[int, int],
                 card_height: int) -> float:
    """Where the region (``level``: in the faces' light) lies along the
    faces' ``difference`` from their ``middle``, each tile of the faces
    slid to its own best fit near ``at``: the crop's edges a pixel off make
    a card a little larger or smaller than its face, and a pip's outline
    moves more than it differs."""
    height, width = middle.shape[:2]
    tile = max(12, round(card_height * TILE))
    room = max(1, round(card_height * LOCAL))
    along, total = 0.0, 0.0
    for ty in range(0, height, tile):
        for tx in range(0, width, tile):
            d = difference[ty: ty + tile, tx: tx + tile]
            energy = float((d * d).sum())
            if energy <= 0.0:
                continue
            m = middle[ty: ty + tile, tx: tx + tile]
            seen = _slid_tile(level, m, at[0] + ty, at[1] + tx, room)
            if seen is not None:
                along += float(((seen - m) * d).sum())
                total += energy
    return along / max(total, 1e-6)


def _slid_tile(image: np.ndarray, tile: np.ndarray, y0: int, x0: int, room: int) -> np.ndarray | None:
    """The window of ``image`` that ``tile`` fits best (least squared
    error) within ``room`` pixels of (``y0``, ``x0``); None when no such
    window lies wholly inside ``image``."""
    th, tw = tile.shape[:2]
    top, left = max(0, y0 - room), max(0, x0 - room)
    bottom, right = min(image.shape[0], y0 + room + th), min(image.shape[1], x0 + room + tw)
    if bottom - top < th or right - left < tw:
        return None
    errors = cv2.matchTemplate(np.ascontiguousarray(image[top:bottom, left:right]), np.ascontiguousarray(tile),
                               cv2.TM_SQDIFF)
    y, x = np.unravel_index(int(errors.argmin()), errors.shape)
    return image[top + y: top + y + th, left + x: left + x + tw]
