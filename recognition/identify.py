"""Which card is each region: appearance against every face of the deck,
upright and upside down, then each card given out at most once.

A region shows a card's left part (the rest lies under the next card), so it
is compared with the same left part of every face: normalised
cross-correlation of small blurred colour images, done for all faces at once
as one matrix product.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

import numpy as np

import cv2

from recognition.deck import INDEX_HEIGHT, TEMPLATE_HEIGHT, Deck, index_box, prepare
from recognition.regions import Region, sheared
from recognition.twins import CLEAR, Closeup

#: Below this, a region looks like no card of the pack.
MIN_SCORE = 0.25
#: Between this and MIN_SCORE a region is a card too poorly seen to read:
#: unsure, with its best candidates.
FAINT_SCORE = 0.12
#: An unsure region lists at most this many candidates.
MAX_CANDIDATES = 5
#: A region this many times shorter than the screenshot's tallest is a
#: piece of a card, not a card (a few cards of a smaller height are the
#: table's beside the hand area's, at most twice apart; a turned card's box
#: is a little taller than the card).
PIECE_RATIO = 2.2
#: ... unless at least this many regions of the screenshot (itself among
#: them) share its height within ``SAME_HEIGHT``: the cards of a table
#: zoomed out beside a larger hand area, not pieces of a card.
PIECE_CLUSTER = 4
SAME_HEIGHT = 0.08
#: A region this many times shorter than a card that fits the pack fully,
#: of the screen's cards' height, and spans the region's whole height
#: beside it (the same band of the screen) is a piece of a card too,
#: however many share its height: a grid's card whose art is the table's
#: colour falls apart into pieces of one height side by side, and a piece
#: can look like a whole smaller card (a 10 of Coppe's lower half like a
#: 5; photo-borderless, 200 px cards on brown wood, final scene 188700010:
#: two pieces 122 px tall claimed beside a Trump 200 px tall).  Only a
#: part a blob was split into is held so: a card lying alone is a card,
#: whatever its neighbours' height (cards of three heights strewn over a
#: table, ``test_cards_of_three_heights_strewn_are_each_read``).  The
#: table's cards beside a larger hand area lie above it, not in its band.
PIECE_BESIDE = 1.25
#: ... spanning it within this share of the piece's height, above and below.
BAND_SLACK = 0.1
#: A best match closer than this to the runner-up is not settled.
MIN_MARGIN = 0.04
#: A region this many times taller than the screenshot's median region,
#: fitting the pack below ``FULL_FIT``, is two rows read as one (``assign``),
#: among this many regions at least.
MERGED_HEIGHT = 1.6
MERGED_AMONG = 4
#: Row parts this share of their height apart, or closer, are neighbours
#: (``_twins``).
TOUCHING = 0.05
#: A match this good fits the pack fully (``Match.confidence``); below it, a
#: match must also stand clear of the cards already read elsewhere.
FULL_FIT = 0.5


class Status(StrEnum):
    """What became of a region: read, left to the user, or reported."""

    CARD = "card"
    UNSURE = "unsure"          # a few candidates, none clearly best
    UNKNOWN = "unknown"        # like no card of the pack
    DUPLICATE = "duplicate"    # its card is already read elsewhere
    TAX_ACE = "tax_ace"        # the tax-stamp Ace of Oro: no game card


class ReadBy(StrEnum):
    """What settled a card."""

    APPEARANCE = "appearance"
    OCR = "ocr"


@dataclass
class Match:
    """A region's candidates, best first, with their scores."""

    region: Region
    codes: list[str]
    scores: list[float]
    upside_down: list[bool]
    code: str | None = None
    status: Status = Status.CARD
    candidates: list[str] = field(default_factory=list)
    read_by: ReadBy = ReadBy.APPEARANCE   # OCR when Tesseract settled a close call
    piece: bool = False                   # a piece of a card (``assign``): listed, never settled
    doubtful: bool = False                # read poorly, and only turned upright: listed, never settled
    #: The best card before a close look at near twins changed it
    #: (``_tell_apart``): pieces of one card are told by it (``_twins``).
    before_twins: str | None = None

    @property
    def confidence(self) -> float:
        """0–1: how clearly the best card beats the runner-up (margin), and
        how well it fits at all (level)."""
        if not self.scores:
            return 0.0
        best = self.scores[0]
        margin = best - (self.scores[1] if len(self.scores) > 1 else 0.0)
        return float((1.0 - np.exp(-max(0.0, margin) / 0.05)) * min(1.0, max(0.0, best) / FULL_FIT))


def _normalise(rows: np.ndarray) -> np.ndarray:
    rows = rows - rows.mean(axis=1, keepdims=True)
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    result: np.ndarray = rows / np.maximum(norms, 1e-6)
    return result


def _faces(deck: Deck, width: int, side: str) -> tuple[np.ndarray, np.ndarray, np.ndarray, slice]:
    """The deck's faces cut to a visible ``width`` on ``side``, less their
    mean, normalised (upright and turned), with the mean and the cut: once
    per deck and width, not once per region."""
    key = f"faces:{side}:{width}"
    cached = deck.cache.get(key)
    if cached is None:
        margin = 2 if width > 12 else 0
        full = deck.width
        cut = slice(margin, width - margin) if side == "left" else slice(full - width + margin, full - margin)
        up_faces = deck.upright[:, :, cut]
        down_faces = deck.flipped[:, :, cut]
        mean = np.concatenate([up_faces, down_faces]).mean(axis=0)
        n = len(deck.codes)
        cached = (_normalise((up_faces - mean).reshape(n, -1)), _normalise((down_faces - mean).reshape(n, -1)),
                  mean, slice(margin, width - margin))
        deck.cache[key] = cached
    return cached


#: Template pixels a region's edges may be off (its crop slides this far).
#: Between cards of one paper with no edge line, or beside a shadow, a
#: part's edge is found two or three screen pixels off: slid by one, a 6's
#: column of pips fitted the 9's, whose pips lie that much nearer the edge
#: (our pack without its frame, rows of 90 px cards showing 33 px: three
#: cards claimed wrong and lost, dev scene 110901004).  Each card is
#: compared at its own best slide; where two fit at two slides the part is
#: unsure between them, not claimed.  (A cost of 0.01 or 0.02 for each
#: pixel slid past one was tried: it brought back a 9 claimed for a 6, dev
#: scenes 110901005 and 110903005.)
SLIDE = 3
#: Past one pixel, only a part that fits some card this well slid by one
#: is slid: a poor likeness (a part cut across two cards) given more room
#: fits some card better by chance (the alt pack's cut deck, tight rows of
#: 94 px cards showing 18 px: a Matto claimed, scene 20491018).  The
#: Luna's (T17) nearly blank part in dev scene 110901004 fits its best
#: card at 0.456 slid by one, and needs the slide of three.
FAR_SLIDE_FIT = 0.4


def _samples(region: Region, width: int) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """The region at template scale, ``width`` wide: as cut and slid by a
    pixel either way, then slid further, up to ``SLIDE`` template pixels,
    where the wider crop allows, since an edge found on the screenshot can
    be a few pixels off."""
    if region.wide is None or region.pad == (0, 0):
        return [prepare(region.crop, TEMPLATE_HEIGHT, width)], []
    scale = width / max(1, region.crop.shape[1])
    wide_w = max(width, round(region.wide.shape[1] * scale))
    wide = prepare(region.wide, TEMPLATE_HEIGHT, wide_w)
    start = round(region.pad[0] * scale)
    offsets = range(max(0, start - SLIDE), min(wide_w - width, start + SLIDE) + 1)
    near = [wide[:, o:o + width] for o in offsets if abs(o - start) <= 1]
    far = [wide[:, o:o + width] for o in offsets if abs(o - start) > 1]
    return near or [prepare(region.crop, TEMPLATE_HEIGHT, width)], far


#: Template pixels a region's top may be off (its crop slides this far up
#: and down, for every face).
RISE = 4
#: Only a region trimmed by this many template pixels (or more) at its top
#: or foot is slid: a pixel's trim is rounding, and on a narrow part a
#: pixel's slide is noise that can favour a wrong card.
MIN_LIFT = 2


def _risen(region: Region, width: int) -> list[np.ndarray]:
    """The region at template scale, ``width`` wide, slid up and down by up
    to ``RISE`` template pixels where the rows above and below allow (the
    unslid sample is ``_samples``'s)."""
    assert region.tall is not None
    scale = TEMPLATE_HEIGHT / max(1, region.crop.shape[0])
    height = max(TEMPLATE_HEIGHT, round(region.tall.shape[0] * scale))
    tall = prepare(region.tall, height, width)
    start = round(region.lift[0] * scale)
    return [tall[start + dy: start + dy + TEMPLATE_HEIGHT] for dy in range(-RISE, RISE + 1)
            if dy != 0 and 0 <= start + dy <= height - TEMPLATE_HEIGHT]


def _vector(part: np.ndarray, level: np.ndarray, mean: np.ndarray) -> np.ndarray:
    """A region's sample as compared with the faces: each channel's level
    matched to the faces' (light and tint differ from the deck's faces: a
    photograph, a warm screen), less the faces' mean, normalised."""
    part = part * (level / np.maximum(part.mean(axis=(0, 1)), 1.0))
    vec: np.ndarray = _normalise((part - mean).reshape(1, -1))[0]
    return vec


def score_region(region: Region, deck: Deck) -> Match:
    """Scores of every face for one region, best first.

    The deck's mean face is taken off both the region and the faces first,
    so the layout every card shares (paper, border, frame) does not count,
    only what tells the cards apart.  A region showing a card's right part
    is compared with the right part of every face.  A card lying a few
    degrees off its row is also read turned upright (``Region.turned``),
    and that reading is kept when its best card fits better.  Below
    ``FULL_FIT`` it is kept only to be listed (``Match.doubtful``): the
    better of two poor likenesses is no likeness (a part cut 7 px off its
    card, turned, gave a wrong trump a clear margin), but its candidates
    can hold the card the other reading missed.  A whole card of a row
    that fits poorly, not found turned, is read tilted too (``TILTS``).
    """
    match = _score_part(region, deck)
    if region.turned is not None:
        turned = _score_part(region.turned, deck)
        if turned.scores[0] > match.scores[0]:
            turned.doubtful = turned.scores[0] < FULL_FIT
            return turned
    elif region.in_row and region.visible >= WHOLE_CARD and match.scores[0] < TILT_LOOK_FIT:
        return _tilt_look(match, deck)
    return match


#: A whole card of a row fitting below this is also read tilted by each of
#: ``TILTS`` (degrees), and a tilted reading fitting ``TILT_GAIN`` better,
#: and fully, is kept.  A row is straightened by its outline and each card
#: by its own edge (``recognition.regions._own_slant``), which is looked
#: for near where the row was split: two cards of a grid whose gap the
#: table mask closed are split at the gap's side, a few pixels off the
#: second card's edge, and that card stays turned.  Photo-dev, 52 px wide,
#: final scene 236200008: a 9 of Bastoni turned 1.5° read as the 10 at
#: 0.54 and was claimed (0.46 for the 9); tilted back, the 9 fits at 0.68,
#: the 10 at 0.59.
TILT_LOOK_FIT = 0.7
TILTS = (-2.0, -1.0, 1.0, 2.0)
TILT_GAIN = 0.1


def _tilt_look(match: Match, deck: Deck) -> Match:
    """The better of ``match`` and its region read at each of ``TILTS``."""
    best = match
    for degrees in TILTS:
        tilted = _score_part(_tilted(match.region, float(np.tan(np.radians(degrees)))), deck)
        if tilted.scores[0] >= max(FULL_FIT, match.scores[0] + TILT_GAIN) and tilted.scores[0] > best.scores[0]:
            best = tilted
    return best


def _tilted(region: Region, slope: float) -> Region:
    """The region with each of its crops sheared about the card's middle
    line so that a line of ``slope`` (x per line) stands upright."""
    middle = region.crop.shape[0] / 2
    return replace(region, crop=sheared(region.crop, slope),
                   wide=None if region.wide is None else sheared(region.wide, slope),
                   tall=None if region.tall is None else sheared(region.tall, slope, middle + region.lift[0]))


def _score_part(region: Region, deck: Deck) -> Match:
    """``score_region`` of the region's pixels as they are."""
    width = max(4, min(deck.width, round(deck.width * region.visible)))
    up_faces, down_faces, mean, cut = _faces(deck, width, region.side)
    level = mean.mean(axis=(0, 1))

    def fits(samples: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
        """Each face's best fit over ``samples``, upright and turned."""
        vecs = [_vector(sample[:, cut], level, mean) for sample in samples]
        return np.max([up_faces @ v for v in vecs], axis=0), np.max([down_faces @ v for v in vecs], axis=0)

    near, far = _samples(region, width)
    up, down = fits(near)
    if far and float(np.maximum(up, down).max()) >= FAR_SLIDE_FIT:
        # Slid further only where the part is like a card at all: a poor
        # likeness given more room fits some card better by chance.
        far_up, far_down = fits(far)
        up, down = np.maximum(up, far_up), np.maximum(down, far_down)
    if region.tall is not None and max(region.lift) * TEMPLATE_HEIGHT >= MIN_LIFT * region.crop.shape[0]:
        # Every face, compared with the crop slid up and down: a top a few
        # pixels off is no reason to lose the true card to a neighbour of
        # the same suit.  Not only the best few: out of line, the true card
        # can fit worse than many (the alt pack's hand, photo look, dev
        # scene 146103011: a 10 of Bastoni's part trimmed 5 px low fitted
        # the 10 of Spade at 0.53, itself outside the best eight, and the
        # Spade was claimed at confidence 0.98).
        risen = _risen(region, width)
        if risen:
            risen_up, risen_down = fits(risen)
            up, down = np.maximum(up, risen_up), np.maximum(down, risen_down)
    best = np.maximum(up, down)
    order = np.argsort(-best)
    match = Match(region, [deck.codes[i] for i in order], [float(best[i]) for i in order],
                  [bool(down[i] > up[i]) for i in order])
    if match.scores[0] - match.scores[1] < CLOSE_CALL or match.scores[0] < SECOND_LOOK_FIT:
        # Every card the strip cannot rule out gets the second look, not only
        # the first few: on a narrow part (a third of a card at 90 px) the
        # strip's scores crowd, and the true card can rank twentieth.  A
        # poor likeness gets it too, whatever its margin: a blurred part
        # (a photograph's look) can fit the wrong card's strip by more
        # than a close call, and its index corner still tells them apart.
        close = max(SECOND_OPINION_OF, int((best >= best[order[0]] - CLOSE_CALL).sum()))
        considered = [int(i) for i in order[:close]]
        outsiders = _outsiders(region, deck, considered) if match.scores[0] < SECOND_LOOK_FIT else []
        _second_opinion(match, deck, considered, outsiders)
    if len(match.scores) > 1 and match.scores[0] - match.scores[1] < CLOSE_CALL:
        _tell_apart(match, deck)
    return match


#: Matches closer than this get a second look at the index corner.
CLOSE_CALL = 0.12
#: A best fit below this gets the second look whatever its margin, with
#: the faces whose index corner fits better than any candidate's: a
#: middling likeness can stand clear of the next by chance.  A 7 of Spade's
#: part, 20 px of an 80 px card through a cut deck, fitted the Fuggitivo's
#: strip at 0.55 and the next at 0.43, and the Fuggitivo was claimed while
#: the 7's index named it (dev scene 206003002).
SECOND_LOOK_FIT = 0.7
#: The second look weighs all candidates within the close call of the
#: best, and at least this many.
SECOND_OPINION_OF = 6
#: How many pixels (at INDEX_HEIGHT) the index corner may be off.
SHIFT = 4
#: The index corner is compared from this many pixels (at INDEX_HEIGHT)
#: inside the card's edges: the edge itself (a border line, the table
#: beside it) lies a pixel or two differently on every face of a deck cut
#: from a screenshot, and would outweigh the index printed beside it.
INSET = 4
#: Points taken off per point of index correlation below the best corner.
INDEX_WEIGHT = 2.5
#: Below this the best index corner is not trusted at all; from there to
#: ``FULL_INDEX`` its say grows to the whole of it: a corner that fits no
#: candidate well (a crop's edge off, a neighbour's shadow, art that is no
#: index) should not swing from no say to a deciding one at one point.
MIN_INDEX = 0.6
FULL_INDEX = 0.8
#: The most points the index corner takes off a candidate: enough to settle
#: any close call (by the margin a match needs), not to overturn what the
#: whole strip shows clearly.  On a pack whose pip cards have no printed
#: index the corner is a piece of art, which blur and a few pixels' shift
#: change a lot.
MAX_INDEX_PENALTY = CLOSE_CALL + MIN_MARGIN


#: A region this much of a card wide shows the whole card, and so both of
#: its index corners.
WHOLE_CARD = 0.95


def _corner_patch(crop: np.ndarray, deck: Deck) -> np.ndarray | None:
    """The top-left corner of ``crop`` at ``INDEX_HEIGHT``'s scale, with
    ``SHIFT`` pixels to spare; None when the crop shows less than half of
    the index box's width."""
    scale = INDEX_HEIGHT / crop.shape[0]
    width = max(8, round(crop.shape[1] * scale))
    big = prepare(crop, INDEX_HEIGHT, width)
    ih, iw = index_box(INDEX_HEIGHT, round(INDEX_HEIGHT * deck.aspect))
    patch = big[: ih + SHIFT, : min(width, iw + SHIFT)]
    return None if patch.shape[1] < iw // 2 + SHIFT else patch


def _index_fits(region: Region, deck: Deck, candidates: list[int]) -> dict[str, tuple[float, bool]] | None:
    """Each candidate's fit (``TM_CCOEFF_NORMED``) at the index corner the
    region shows, and whether it fitted turned: the mean over the corners
    where some candidate fits (``MIN_INDEX``); None when no corner does.
    A region showing a card's right part has the index printed upside down
    in its bottom corner: turned round, that corner is the top-left corner
    of the face turned round.  A whole card shows both corners, and both
    are weighed: one corner a little blurred or off can favour a
    neighbouring card (an 8 for a 9), two seldom do."""
    upright = ((deck.index_upright, False), (deck.index_flipped, True))
    turned = ((deck.index_flipped, False), (deck.index_upright, True))
    corners = [(index_side(region), upright if region.side == "left" else turned)]
    if region.visible >= WHOLE_CARD:
        other_corner = np.ascontiguousarray(index_side(region)[::-1, ::-1])
        corners.append((other_corner, turned if region.side == "left" else upright))
    ih, iw = index_box(INDEX_HEIGHT, round(INDEX_HEIGHT * deck.aspect))
    patches = [(patch, pair) for patch, pair in ((_corner_patch(c, deck), pair) for c, pair in corners)
               if patch is not None]
    if not patches:
        return None
    # The index box can be wider than a narrow visible part: the card lying
    # on this one hides the box's far side.  The templates are cut to what
    # the part shows, less the room to slide, so the corner can still be
    # found a few pixels off instead of fitting nothing.
    end = min(iw - SHIFT // 2, min(p.shape[1] for p, _ in patches) - SHIFT)
    # Per corner, each candidate's best fit and whether it fitted turned.
    fits: list[dict[str, tuple[float, bool]]] = []
    for patch, pair in patches:
        corner: dict[str, tuple[float, bool]] = {}
        for i in candidates:
            best_index, down = -1.0, False
            for templates, flipped in pair:
                t = templates[i][INSET: ih - SHIFT // 2, INSET: end]
                if t.shape[0] > patch.shape[0] or t.shape[1] > patch.shape[1]:
                    continue
                value = float(cv2.matchTemplate(patch, t, cv2.TM_CCOEFF_NORMED).max())
                if value > best_index:
                    best_index, down = value, flipped
            corner[deck.codes[i]] = (best_index, down)
        # A corner no candidate fits is not where it should be (a crop's
        # edge a few pixels off, a neighbour's shadow): it has no say.
        if max(v for v, _ in corner.values()) >= MIN_INDEX:
            fits.append(corner)
    if not fits:
        return None
    return {code: (float(np.mean([f[code][0] for f in fits])), fits[0][code][1]) for code in fits[0]}


#: The look for ``_outsiders`` is taken in grey at this share of
#: ``INDEX_HEIGHT``: a quick look over every face, as much detail as a
#: small card's corner has on the screen.
COARSE = 0.5
#: At most this many outsiders are brought to the second look.
OUTSIDERS = 3
#: How far behind the best candidate an outsider is put: past the margin
#: a claim needs (``MIN_MARGIN``), within the reach of an unsure region's
#: candidates (twice that).
OUTSIDER_BEHIND = 1.5 * MIN_MARGIN


def _coarse_corners(deck: Deck, templates: np.ndarray, ih: int, iw: int, width: int) -> np.ndarray:
    """Every face's index corner in grey at ``COARSE`` scale, cut to
    ``width`` (a narrow part shows less of the box), less its mean,
    normalised, one row per face: once per deck and width."""
    name = "upright" if templates is deck.index_upright else "flipped"
    key = f"coarse:{name}:{ih}:{iw}:{width}"
    cached: np.ndarray | None = deck.cache.get(key)
    if cached is None:
        h, w = _coarse_size(ih, iw)
        grey = templates[:, INSET: ih - SHIFT // 2, INSET: iw - SHIFT // 2].mean(axis=3)
        small = np.stack([cv2.resize(g, (w, h), interpolation=cv2.INTER_AREA) for g in grey])[:, :, :width]
        rows = (small - small.mean(axis=(1, 2), keepdims=True)).reshape(len(small), -1)
        cached = (rows / np.maximum(np.linalg.norm(rows, axis=1, keepdims=True), 1e-6)).astype(np.float32)
        deck.cache[key] = cached
    return cached


def _coarse_size(ih: int, iw: int) -> tuple[int, int]:
    """Height and width of an index corner at ``COARSE`` scale, as compared."""
    return round(COARSE * (ih - SHIFT // 2 - INSET)), round(COARSE * (iw - SHIFT // 2 - INSET))


def _outsiders(region: Region, deck: Deck, considered: list[int]) -> list[int]:
    """Faces outside ``considered`` whose index corner fits the region's
    better than any considered face's does, best first (at most
    ``OUTSIDERS``).  A poor likeness's strip can rank the true card far down
    (a third of a trump at 96 px, through a cut deck: the Trump 9's strip
    53rd of 63, dev scene 164001000) where its index, printed on the part
    that shows, tells it at once; the second look weighs only the faces it
    is given."""
    patch = _corner_patch(index_side(region), deck)
    if patch is None:
        return []
    ih, iw = index_box(INDEX_HEIGHT, round(INDEX_HEIGHT * deck.aspect))
    h, w = round(COARSE * patch.shape[0]), round(COARSE * patch.shape[1])
    th, tw = _coarse_size(ih, iw)
    tw = min(tw, w - round(COARSE * SHIFT))   # a narrow part shows less of the box
    if th > h or tw < 2:
        return []
    grey = cv2.resize(patch.mean(axis=2), (w, h), interpolation=cv2.INTER_AREA)
    windows = np.lib.stride_tricks.sliding_window_view(grey, (th, tw)).reshape(-1, th * tw)
    windows = windows - windows.mean(axis=1, keepdims=True)
    windows /= np.maximum(np.linalg.norm(windows, axis=1, keepdims=True), 1e-6)
    fits = np.max([(windows @ _coarse_corners(deck, templates, ih, iw, tw).T).max(axis=0)
                   for templates in (deck.index_upright, deck.index_flipped)], axis=0)
    bar = max(fits[i] for i in considered)
    others = [i for i in np.argsort(-fits) if fits[i] > bar and int(i) not in considered]
    return [int(i) for i in others[:OUTSIDERS]]


def _second_opinion(match: Match, deck: Deck, candidates: list[int], outsiders: list[int] | None = None) -> None:
    """Re-rank the top candidates by their index corner (``_index_fits``),
    which is what tells cards of one suit apart (9 from 8), compared at a
    higher resolution and allowing a few pixels of misalignment.

    ``outsiders`` (``_outsiders``: faces the strip ranked out of a poor
    likeness, whose corner may fit better) whose corner does fit better
    than every candidate's are put just behind the best candidate
    (``OUTSIDER_BEHIND``, or level with the runner-up where that is
    nearer): the index alone names them, which is reason to
    list them where the region is left unsure, never to claim one.  Only
    an outsider whose corner fits fully (``FULL_INDEX``), where the best
    candidate's own fits nothing (below ``MIN_INDEX``), keeps the best
    from its claim: it is put level with it."""
    outsiders = outsiders or []
    index_scores = _index_fits(match.region, deck, candidates + outsiders)
    if index_scores is None:
        return   # no corner where it should be: no second opinion
    strip = dict(zip(match.codes, match.scores))
    outside = {deck.codes[i] for i in outsiders}
    top_index = max(v for code, (v, _) in index_scores.items() if code not in outside)
    # Index corners correlate highly with each other (same paper, same suit
    # sign); what matters is how much less error the best one leaves.  The
    # strip score keeps its level; the index only takes points off the
    # candidates whose corner fits worse than the best corner.
    say = index_say(top_index)
    rescored = [(strip[code] - say * min(MAX_INDEX_PENALTY, INDEX_WEIGHT * (top_index - value)), code, down)
                for code, (value, down) in index_scores.items() if code not in outside]
    rescored.sort(reverse=True)
    best_score, best_code, _ = rescored[0]
    # An outsider whose corner fits fully, where the best candidate's own
    # corner fits nothing, is put level with it: the index printed on the
    # part that shows contradicts the strip, and the region is left unsure
    # between them (the alt pack's cut tight rows, scene 20491018: a third
    # of the Trump 1 fitted the Matto's strip at 0.29 and the Matto's corner
    # below 0.33, the Trump 1's corner at 0.86; the Matto was claimed).
    level = index_scores[best_code][0] < MIN_INDEX
    # Where no candidate's corner fits like an index at all, an outsider's
    # that does (``MIN_INDEX``) is listed behind the best: the strip has
    # lost the card, the corner has not (aisle-tarocco through a cut deck,
    # tight rows, scene 186302010: a 9 of Oro's part 6 px too wide fitted
    # trumps' strips at 0.37, its own corner at 0.71, the trumps' at 0.17;
    # it was left unsure among five trumps).
    listed = [(code, value, down) for code, (value, down) in index_scores.items()
              if code in outside and value > top_index and (say > 0.0 or value >= MIN_INDEX)]
    # An outsider not put level with the best goes ``OUTSIDER_BEHIND``
    # behind it, or level with the runner-up where that is nearer: ahead of
    # the candidates whose corners fit worse, so an unsure region lists it
    # among its few, and never nearer the best than the runner-up already
    # is, so no claim is lost to it.
    runner_up = rescored[1][0] if len(rescored) > 1 else best_score - OUTSIDER_BEHIND
    behind = max(best_score - OUTSIDER_BEHIND, runner_up)
    for code, value, down in listed:
        place = best_score if level and value >= FULL_INDEX else behind
        rescored.append((max(strip[code], place), code, down))
    # Stable on ties: a candidate keeps its place before an outsider level with it.
    rescored.sort(key=lambda item: -item[0])
    rest = [(c, s, d) for c, s, d in zip(match.codes, match.scores, match.upside_down)
            if c not in {code for _, code, _ in rescored}]
    top = [(code, score, down) for score, code, down in rescored]
    merged = top + rest
    match.codes = [c for c, _, _ in merged]
    match.scores = [s for _, s, _ in merged]
    match.upside_down = [d for _, _, d in merged]


#: At most this many of the best card's close rivals are looked at closely.
TWINS_OF = 5
#: A duel this far from even (``Closeup.duel``) settles it; nearer, the
#: close call stands.
TWIN_CLEAR = CLEAR
#: A duel that leans this far the way of the strip's best card, against a
#: rival the strip puts below it, settles it too: two measures, the whole
#: part's likeness and the part along the faces' difference, say the same
#: card.  Recorded with the truth on dev seeds 214000000 and 218000000
#: (16 packs' rows, tight rows and hands, folder and cut decks, 4 scenes
#: each) and 216000000 (grids too): of the 249 duels leaning 0.2-0.3 the
#: strip's way, 243 leaned the true card's way, and the other 6 were duels
#: of a region whose card (a Trump 9 of sample-borderless, scene
#: 216901002) the strip had already taken for another, neither of the
#: pair; the 102 leaning 0.15-0.2 its way held one a wrong strip's (a 5
#: of Spade for a 9, 219003000), so the line is drawn at 0.2.  Cards left
#: unsure on those seeds: 55, 53 and 72 before, 42, 49 and 54 after, and
#: no card claimed wrong that was not before.
#: A 3 of clubs of aisle-bellot, whole, 205 px (dev scene 214502003): its
#: strip led the 3 of spades by 0.038, short of ``MIN_MARGIN``, its duel
#: leant 0.26, short of ``TWIN_CLEAR``, and it was left unsure.
AGREED_CLEAR = 0.2
#: A rival that clearly loses its duel falls this far below the winner:
#: past the margins that leave a card unsure or list it as a candidate.
TWIN_PENALTY = 2 * MIN_MARGIN + 0.01


def _tell_apart(match: Match, deck: Deck) -> None:
    """Settle a close call between near twins where they differ.

    The best card duels each close rival (``Closeup.duel``); a rival that
    clearly beats it (of several, the one the region fits best) becomes
    the champion and duels the rest.  Rivals the
    champion clearly beats (``TWIN_CLEAR``; ``AGREED_CLEAR`` where the
    champion is the strip's best and the rival below it: the two measures
    agree) fall below it by ``TWIN_PENALTY``; the champion
    takes the best score, and a new champion's rivals that it does not
    clearly beat, and that fit as well as it did, stay level with it; a
    duel that is not clear changes nothing else, so a
    covered card that only its hidden part tells from its twin stays
    unsure.  A poor likeness (a piece of a card, a card half lost against
    the table) is no card's twin: it is only doubted where its index
    corner shows a rival's index (``_index_doubts``), never settled."""
    best = match.scores[0]
    close = [c for c, s in zip(match.codes[1:TWINS_OF + 1], match.scores[1:TWINS_OF + 1]) if best - s < CLOSE_CALL]
    closeup = Closeup.of(match.region, deck) if close else None
    if closeup is None:
        return
    if best < FULL_FIT:
        _index_doubts(match, closeup, close)
        return

    champion = match.codes[0]
    scores = dict(zip(match.codes, match.scores))
    says = {code: closeup.duel(champion, code) for code in close}
    challengers = [code for code, t in says.items() if t <= -TWIN_CLEAR]
    if challengers:
        # Of several that clearly beat it, the one the whole region fits
        # best: how far past clear a duel leans is no better a measure (our
        # pack without its frame, a 6 of Spade's left part, dev scene
        # 110901004: the 6 and the 5 beat a 9 at -0.49 and -0.50, and the
        # 5, which the part cannot tell from the 6, took it unsure).
        champion = max(challengers, key=lambda code: scores[code])
        says = {code: closeup.duel(champion, code) for code in [match.codes[0], *close] if code != champion}
    beaten = {code for code, t in says.items()
              if t >= (AGREED_CLEAR if champion == match.codes[0] and scores[code] < best else TWIN_CLEAR)}
    if champion == match.codes[0] and not beaten:
        return
    own = scores[champion]
    scores[champion] = best
    for code in says:
        if code in beaten:
            scores[code] = min(scores[code], best - TWIN_PENALTY)
        elif champion != match.codes[0] and scores[code] >= own:
            # A rival the new champion does not clearly beat, and which
            # the region fits as well as it, keeps level with it: the
            # champion's lift is over the card it beat, not over this one
            # (sample-borderless through a cut deck, tight rows, a 6 of
            # Coppe's left part, dev scene 198902007: the 8 beat the 9, the
            # strip's best, clearly, the 6 leant the 6's way against both,
            # short of clear, and the 8, lifted to the 9's score, was
            # claimed by 0.05 over the 6).
            scores[code] = best
        else:
            scores[code] = min(scores[code], best)
    if champion != match.codes[0]:
        match.before_twins = match.codes[0]
    _reorder(match, champion, scores)


def _index_doubts(match: Match, closeup: Closeup, close: list[str]) -> None:
    """A poor likeness's best card put level with a close rival whose index
    the region's index corner shows clearly (``Closeup.index_duel``): the
    region is then left unsure between them, never claimed either way.  A
    hand-laid row of our pack spread right to left, 130 px cards, its last
    card a 5 of Oro turned round showing 28 px: the 8's strip fitted
    0.49, the 5's 0.42, and the 8 was claimed, while the part's index said
    5 (fitting 0.89 against 0.83)."""
    best = match.scores[0]
    rivals = [code for code in close if closeup.index_duel(match.codes[0], code) <= -TWIN_CLEAR]
    if not rivals:
        return
    scores = dict(zip(match.codes, match.scores))
    for code in rivals:
        scores[code] = best
    _reorder(match, match.codes[0], scores)


def _reorder(match: Match, first: str, scores: dict[str, float]) -> None:
    """The match's candidates given new ``scores``: ``first`` ahead, the
    rest by score, each keeping the way it lies."""
    down = dict(zip(match.codes, match.upside_down))
    order = sorted(match.codes, key=lambda code: (code != first, -scores[code]))
    match.codes = order
    match.scores = [scores[code] for code in order]
    match.upside_down = [down[code] for code in order]


def index_say(top_index: float) -> float:
    """How much say (0-1) the index corners have, given the best
    candidate's mean corner fit: none below ``MIN_INDEX``, all from
    ``FULL_INDEX``.  Each corner fits some candidate above ``MIN_INDEX``,
    but on a whole card the two corners can favour different ones and their
    mean fall below it: a negative say would then turn the penalty for a
    corner that fits worse into points for it."""
    return min(1.0, max(0.0, (top_index - MIN_INDEX) / (FULL_INDEX - MIN_INDEX)))


def index_side(region: Region) -> np.ndarray:
    """The region turned so that the card's index corner it shows is at its
    top left: as it is for a card's left part, turned round for its right
    part (whose index is the one printed upside down at the bottom)."""
    if region.side == "left":
        return region.crop
    return np.ascontiguousarray(region.crop[::-1, ::-1])


def _twins(matches: list[Match]) -> set[int]:
    """The row parts (by ``id``) whose neighbour in the row, touching it,
    looks most like the same card: two cards of a row are two cards, so
    such parts are pieces of one card that the row was cut into wrongly
    (cards of a grid touching, each turned its own way)."""
    parts = sorted((m for m in matches if m.region.in_row and m.codes), key=lambda m: m.region.box[0])
    found: set[int] = set()
    for i, a in enumerate(parts):
        ax, ay, aw, ah = a.region.box
        for b in parts[i + 1:]:
            bx, by, bw, bh = b.region.box
            if bx > ax + aw + TOUCHING * ah:
                break
            overlap = min(ay + ah, by + bh) - max(ay, by)
            if overlap >= 0.8 * min(ah, bh) and _bests(a) & _bests(b):
                found.update((id(a), id(b)))
    return found


def _bests(match: Match) -> set[str]:
    """A match's best card, and its best before the close look at near
    twins: a piece of a card (a part cut a few pixels off, with a sliver of
    the gap) can lead that look astray, and is still most like what its
    neighbouring pieces are most like."""
    return {match.codes[0]} | ({match.before_twins} if match.before_twins else set())


def assign(matches: list[Match], *, tax_ace: str = "AO") -> list[Match]:
    """Give each card to at most one region, strongest matches first.

    A region whose best card is taken by a stronger match and whose next
    choice is clearly worse is reported as a card seen twice, not guessed;
    weak or close matches are unsure; the tax-stamp ace is reported.
    """
    taken: dict[str, Match] = {}
    pending = sorted(matches, key=lambda m: -m.scores[0])
    # Cards on one screenshot are of one height, or two (the table's and the
    # hand area's): a region much shorter than the tallest is a piece of a
    # card (its art cut off where a pale table hides its paper), not a small
    # card, and is listed, never read as the card it looks like, unless many
    # regions share its height (a zoomed-out table's cards).  (The tallest:
    # the 90th percentile, as pieces can be many.)
    heights = np.array([m.region.box[3] for m in matches], float)
    tallest = float(np.percentile(heights, 90)) if len(heights) else 0.0
    short = tallest / PIECE_RATIO

    # A region much taller than most, fitting poorly, is two touching rows
    # read as one (a pale table hid the line between them): its best card
    # is a guess.  (In 16,000 regions of the development benchmark no card
    # so tall and so poorly fitted was read rightly; two were read wrong.)
    typical = float(np.median(heights)) if len(heights) else 0.0

    def merged(m: Match) -> bool:
        return len(heights) >= MERGED_AMONG and m.region.box[3] >= MERGED_HEIGHT * typical \
            and m.scores[0] < FULL_FIT

    # Whole cards that fit fully, of the screen's cards' height: a region
    # taller than most (a card grown by its shadow or by a piece of the
    # card below) is no measure of a card's height.
    sound = [m.region.box for m in matches
             if m.scores[0] >= FULL_FIT and m.region.box[3] <= (1 + SAME_HEIGHT) * tallest]

    def piece(m: Match) -> bool:
        _, y, _, h = m.region.box
        if h < short and int((np.abs(heights - h) <= SAME_HEIGHT * h).sum()) < PIECE_CLUSTER:
            return True
        if not m.region.in_row:
            return False
        slack = BAND_SLACK * h
        return any(bh >= PIECE_BESIDE * h and by <= y + slack and by + bh >= y + h - slack
                   for _, by, _, bh in sound)

    twins = _twins(matches)
    for m in pending:
        if m.scores[0] >= FAINT_SCORE and (piece(m) or merged(m) or m.doubtful):
            m.status, m.piece = Status.UNSURE, piece(m)
            m.candidates = [c for c in m.codes if c not in taken and c != tax_ace][:MAX_CANDIDATES]
            continue
        if m.scores[0] < MIN_SCORE:
            if m.scores[0] >= FAINT_SCORE or m.region.in_row:
                # A card, but a poor likeness (part of it lost against the
                # table, strong glare): never dropped, never guessed.
                m.status = Status.UNSURE
                m.candidates = [c for c in m.codes if c not in taken and c != tax_ace][:MAX_CANDIDATES]
            else:
                m.status, m.candidates = Status.UNKNOWN, m.codes[:3]
            continue
        if m.codes[0] == tax_ace:
            m.status, m.code = Status.TAX_ACE, tax_ace
            continue
        free = [(c, s) for c, s in zip(m.codes, m.scores) if c not in taken and c != tax_ace]
        if id(m) in twins and _bests(m) & taken.keys():
            # One card cut into pieces, each most like a card read elsewhere:
            # a piece's next choice is no reading of it.
            m.status = Status.UNSURE
            m.candidates = [c for c, _ in free[:MAX_CANDIDATES]]
            continue
        if m.codes[0] in taken:
            if not free or free[0][1] < m.scores[0] - 0.12 or free[0][1] < MIN_SCORE:
                if m.region.in_row and free and m.scores[0] < taken[m.codes[0]].scores[0]:
                    # A row's card that a whole card elsewhere explains
                    # better: a card is there all the same, to be listed.
                    m.status = Status.UNSURE
                    m.candidates = [c for c, _ in free[:MAX_CANDIDATES]]
                else:
                    m.status, m.code = Status.DUPLICATE, m.codes[0]
                continue
        code, score = free[0]
        runner = next((s for c, s in free[1:]), 0.0)
        # A region whose best card is read elsewhere falls back on its next
        # choice: weaker evidence (a piece of a card, a merged blob's part
        # looks like several), so it is settled only by twice the margin.
        margin = MIN_MARGIN if code == m.codes[0] else 2 * MIN_MARGIN
        if score - runner < margin:
            m.status = Status.UNSURE
            m.candidates = [c for c, s in free[:MAX_CANDIDATES] if score - s < MIN_MARGIN * 2]
            continue
        # (The rival in the ranking's order, as ``runner`` above: past the
        # candidates the index corner re-ranked, the rest keep their strip
        # scores, which can be higher than the re-ranked ones.)
        rival = next((s for c, s in zip(m.codes, m.scores) if c != code), 0.0)
        if score < FULL_FIT and score - rival < MIN_MARGIN:
            # A poor likeness as close to a card read elsewhere as to its
            # own (the part of a card a merged blob was wrongly split into):
            # the cards read elsewhere do not make it this one.
            m.status = Status.UNSURE
            m.candidates = [c for c, _ in free[:MAX_CANDIDATES]]
            continue
        m.code = code
        taken[code] = m
    return matches
