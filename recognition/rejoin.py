"""A card the region finder cut apart, or cut short, read whole again.

Where a card's art matches the table (a brown court on a brown checked
table, a yellow flower on beige wood) the table mask can cut one card of
a grid into pieces: a strip and quarters, each read on its own, too little
of a card to settle (listed as unsure, which a player must sort out by
hand), or, worse, a sliver that happens to look like some other card.
After ``assign``, with what it settled:

- pieces touching each other, together of a card's shape and some of them
  short of its height (cut across: a row's parts are each the row's
  height), are read as one card, and replace the pieces only when that
  reading is clear;
- pieces of two or more cards of a grid, touching across the gap between
  them, together a whole number of cards wide, are read card by card,
  and replace the pieces only when every card reads clearly;
- a whole card left unsure, or reported unknown, is read again grown by a
  frame (a dark frame on a dark table is no part of the mask), and so is
  each rejoined card;
- a patch lying inside a card read whole is its art, no card;
- a weak claim lying largely over a surer card is left unsure
  (``doubt_overlaps``, after the final ``assign``).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from recognition.deck import Deck
from recognition.identify import FULL_FIT, MAX_CANDIDATES, MIN_MARGIN, Match, ReadBy, Status, score_region
from recognition.regions import card_in_box, covered
from recognition.table import paper_of, table_mask

#: A card read this confidently, whole, is no piece of anything.
SETTLED = 0.9
#: Pieces this share of their height apart, or closer, touch.
TOUCH = 0.06
#: The pieces' union is of a card's shape within this share of the aspect
#: (a card turned 3 degrees has a box a little wider than the card).
SHAPE = 0.2
#: The union is this many times taller than its shortest piece, or more:
#: the card was cut across (row parts side by side, each the row's
#: height, are cards of a row).
ACROSS = 1.25
#: A rejoined card must read at least this well as a whole card, and by
#: this margin over its runner-up.
WHOLE_FIT = 0.6
WHOLE_MARGIN = 2 * MIN_MARGIN
#: A piece lying this share or more over another is the same card's: one
#: card the mask left as two blobs, each read on its own (aisle-tarocco's
#: black-and-white Excuse on a near-white table, final scene 124300005:
#: two regions 42 px of 49 over each other, both unsure).  Parts of a row
#: overlap their neighbours by at most 18% (``doubt_overlaps``).
STACKED_PIECES = 0.5


def _settled(match: Match) -> bool:
    """A region read as a whole card, clearly: it joins no group."""
    return (match.status is Status.CARD and match.confidence >= SETTLED
            and match.region.visible >= 0.9 and match.scores[0] >= FULL_FIT)


def _touch(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    reach = TOUCH * min(ah, bh)
    return (bx <= ax + aw + reach and ax <= bx + bw + reach
            and by <= ay + ah + reach and ay <= by + bh + reach)


def _groups(matches: list[Match], skip: set[int]) -> list[list[int]]:
    """Indexes of the unsettled matches (but those in ``skip``), grouped by
    touching boxes (a match touching none is a group of one)."""
    loose = [i for i, m in enumerate(matches) if not _settled(m) and i not in skip]
    parent = {i: i for i in loose}

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for k, i in enumerate(loose):
        for j in loose[k + 1:]:
            if _touch(matches[i].region.box, matches[j].region.box):
                parent[root(i)] = root(j)
    groups: dict[int, list[int]] = {}
    for i in loose:
        groups.setdefault(root(i), []).append(i)
    return list(groups.values())


def _over(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> float:
    """The share of box ``a`` that box ``b`` covers."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    shared = max(0, min(ax + aw, bx + bw) - max(ax, bx)) * max(0, min(ay + ah, by + bh) - max(ay, by))
    return shared / max(1, aw * ah)


#: A region this share inside a card read whole is part of its art.
INSIDE = 0.85
#: ... the card's box grown by this share of its height each way: a card
#: read whole can be found a few pixels short of its edge (aisle-swiss-xvii
#: through a cut deck, final scene 164400009: a Queen's region 10 px short
#: of her right edge, and a strip of her art across it claimed as DC, 79%
#: inside her region).
INSIDE_GROWN = 0.05


def _grown(box: tuple[int, int, int, int], by: float) -> tuple[int, int, int, int]:
    x, y, w, h = box
    d = round(by * h)
    return x - d, y - d, w + 2 * d, h + 2 * d


def _inside_cards(matches: list[Match]) -> set[int]:
    """Indexes of the unsettled regions lying inside a card read whole: a
    patch of its art the mask cut off from its paper (a card's outline
    broken where its art meets the edge), no card of its own."""
    wholes = [_grown(m.region.box, INSIDE_GROWN) for m in matches if _settled(m)]
    return {i for i, m in enumerate(matches)
            if not _settled(m) and any(_over(m.region.box, whole) >= INSIDE for whole in wholes)}


def _union(boxes: list[tuple[int, int, int, int]]) -> tuple[int, int, int, int]:
    x0 = min(b[0] for b in boxes)
    y0 = min(b[1] for b in boxes)
    x1 = max(b[0] + b[2] for b in boxes)
    y1 = max(b[1] + b[3] for b in boxes)
    return x0, y0, x1 - x0, y1 - y0


def _card_shaped(boxes: list[tuple[int, int, int, int]], aspect: float) -> bool:
    """Whether the pieces in ``boxes`` make one card cut across or cut
    twice over: of a card's shape, some piece short of its height, or one
    lying largely over another (``STACKED_PIECES``: a row's parts overlap
    their neighbours by a few pixels)."""
    _, _, w, h = _union(boxes)
    if abs((w / max(h, 1)) / aspect - 1.0) > SHAPE:
        return False
    return _cut_up(boxes, h)


def _cut_up(boxes: list[tuple[int, int, int, int]], h: int) -> bool:
    """Whether pieces whose union is ``h`` tall are one thing cut across
    (some piece short of the union's height) or cut twice over (one lying
    largely over another)."""
    return (h >= ACROSS * min(b[3] for b in boxes)
            or any(_over(a, b) >= STACKED_PIECES for a in boxes for b in boxes if a is not b))


#: Pieces cut across whose union is too wide for a card by at most this
#: share of the aspect are a card whose top or foot was lost as well (art
#: the table's colour along its edge): read in a box grown to a card's
#: height.  (photo-borderless, final scene 164700002: the Fuggitivo, a
#: court mirrored in this pack, on brown checks cut into five pieces 194
#: px tall of the card's 230, one claimed as CO.)
SHORT = 0.35


def _reading_box(boxes: list[tuple[int, int, int, int]], aspect: float,
                 shape: tuple[int, ...]) -> tuple[int, int, int, int] | None:
    """The box in which pieces of one card are read whole: their union
    when it is of a card's shape, grown evenly up and down to a card's
    height when the pieces are cut across but fall short of it, else None."""
    if _card_shaped(boxes, aspect):
        return _union(boxes)
    x, y, w, h = _union(boxes)
    wide = (w / max(h, 1)) / aspect - 1.0
    if not SHAPE < wide <= SHORT or not _cut_up(boxes, h):
        return None
    tall = round(w / aspect)
    top = max(0, y - (tall - h) // 2)
    foot = min(shape[0], top + tall)
    return x, top, w, foot - top


#: Pieces of cards side by side (``_side_by_side``): their union is a whole
#: number of cards wide within this share of the cards' width, and each
#: piece lies inside one card's box grown by ``SIDE_SLACK`` of its height.
SIDE_SHAPE = SHAPE / 2
SIDE_SLACK = 0.03


def _side_by_side(boxes: list[tuple[int, int, int, int]], aspect: float) -> list[tuple[int, int, int, int]] | None:
    """The boxes of two or more cards of a grid whose pieces touch across
    the gap between them, each piece inside one of them; else None.  Two
    cards of a grid a few pixels apart, both with art the table's colour,
    fall apart into pieces that bridge the gap (photo-borderless, 200 px
    cards on brown wood, final scene 188700010: a Cavallo of Spade and a
    10 of Coppe in nine pieces, their union two cards wide, none read).
    The cards are as tall as the union, and a row's parts, each the row's
    height, are no pieces cut across (``_cut_up``)."""
    x, y, w, h = _union(boxes)
    count = round(w / max(1.0, h * aspect))
    if count < 2 or abs(w / (count * h * aspect) - 1.0) > SIDE_SHAPE or not _cut_up(boxes, h):
        return None
    step = w / count
    cards = [(round(x + i * step), y, round(x + (i + 1) * step) - round(x + i * step), h) for i in range(count)]
    slack = [_grown(card, SIDE_SLACK) for card in cards]
    if not all(any(_over(b, card) >= INSIDE for card in slack) for b in boxes):
        return None
    return cards


#: A rejoined card is also read grown by this share of its height each way:
#: a card's dark frame on a dark table is no part of the mask, nor of its
#: pieces, and the pack's faces have it.
FRAME = 0.04


def _read_whole(rgb: np.ndarray, mask: np.ndarray, box: tuple[int, int, int, int], deck: Deck,
                min_height: int) -> Match | None:
    """The card in ``box`` read whole, as found and grown by its frame: the
    better reading, or None when it is no one card."""
    best: Match | None = None
    for grow in (0, round(FRAME * box[3])):
        regions = card_in_box(rgb, mask, box, aspect=deck.aspect, deck=deck, min_height=min_height, grow=grow)
        if len(regions) != 1 or regions[0].visible < 0.9:
            continue
        match = score_region(regions[0], deck)
        if best is None or match.scores[0] > best.scores[0]:
            best = match
    return best


def _clear(whole: Match) -> bool:
    """Whether a card read whole reads clearly enough to replace pieces."""
    return whole.scores[0] >= WHOLE_FIT and whole.scores[0] - whole.scores[1] >= WHOLE_MARGIN


def rejoined(rgb: np.ndarray, scored: list[Match], assigned: list[Match], deck: Deck,
             min_height: int = 50) -> list[Match] | None:
    """``scored`` (matches before ``assign``) with each group of pieces of
    one card replaced by the card read whole (of several cards side by
    side, by each card read whole), each whole card left unsure
    by a clear reading with its frame, and patches of a card's art dropped,
    judged on ``assigned`` (the same matches after ``assign``, in the same
    order); None when nothing changed."""
    drop = _inside_cards(assigned)
    groups = _groups(assigned, drop)
    mask: np.ndarray | None = None
    added: list[Match] = []
    for group in groups:
        boxes = [assigned[i].region.box for i in group]
        box = _union(boxes)
        if len(group) == 1:
            # A whole card left unsure, or too faint to name (a plain pip
            # card inside a lost frame is a poor likeness of its face, the
            # pips out of place by the frame's width): read again grown by
            # its frame.
            lone = assigned[group[0]]
            if (lone.status not in (Status.UNSURE, Status.UNKNOWN) or lone.region.visible < 0.9
                    or lone.region.in_row):
                continue
            if abs((box[2] / max(box[3], 1)) / deck.aspect - 1.0) > SHAPE:
                continue
            cards = [box]
        else:
            # Pieces of one card are read as that card; pieces of several
            # side by side, card by card, and replaced only when every
            # card reads clearly.
            reading = _reading_box(boxes, deck.aspect, rgb.shape)
            found = [reading] if reading is not None else _side_by_side(boxes, deck.aspect)
            if found is None:
                continue
            cards = found
        if mask is None:
            mask = table_mask(rgb, paper_of(deck))
        wholes = [_read_whole(rgb, mask, card, deck, min_height) for card in cards]
        clear = [whole for whole in wholes if whole is not None and _clear(whole)]
        if len(clear) < len(cards):
            continue
        drop.update(group)
        added.extend(clear)
    if not added and not drop:
        return None
    return [m for i, m in enumerate(scored) if i not in drop] + added


#: A claim weaker than this (``Match.confidence``) is doubted when its
#: region lies this share or more over a surer card's.
WEAK_CLAIM = 0.6
OVERLAP = 0.35
#: Any claim lying this much inside surer cards' regions is a second
#: reading of their cards: a card's art, its paper passing for the table,
#: made a blob of its own inside its row's rectangle (photo-scanned, dev
#: scene 81801003: a 14 px piece of a 5 of Denari claimed as a Trump 9 at
#: 0.92, lying wholly inside the 5's region).
NESTED = 0.8


def doubt_overlaps(matches: list[Match]) -> None:
    """Weak claims lying largely over a surer card's region left unsure, in
    place: one card cut into two regions that overlap (a court's art the
    table's colour), the second a poor likeness of some other card (a
    Swiss queen's piece claimed as the King of Bastoni at 0.49, lying half
    over the queen read at 0.91).  Parts of a row overlap their neighbours
    by a few pixels: at most 18% on the scenes measured.  A claim of any
    confidence lying wholly inside surer cards (``NESTED``) is left unsure
    too: two different cards never show in the same place."""
    cards = [m for m in matches if m.status is Status.CARD]
    for m in cards:
        surer = [o for o in cards if o is not m and o.confidence > m.confidence]
        if m.confidence >= WEAK_CLAIM:
            doubted = covered(m.region.box, [o.region.box for o in surer]) >= NESTED
        else:
            doubted = any(_over(m.region.box, o.region.box) >= OVERLAP for o in surer)
        if doubted:
            m.status, m.code = Status.UNSURE, None
            m.candidates = m.codes[:MAX_CANDIDATES]


def fresh(match: Match) -> Match:
    """A scored match as ``assign`` first gets it (``assign`` settles a
    match in place)."""
    return replace(match, code=None, status=Status.CARD, candidates=[], read_by=ReadBy.APPEARANCE,
                   piece=False)
