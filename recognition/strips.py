"""Where each card of a row starts, found because it looks like a card of
the pack: strip correlation along the row, solved as a sequence.

Every card of a row of overlapping cards shows at least a third of its
width.  So the left third of some face of the pack (upright or turned)
appears wherever a card's visible part begins, whatever its print: borders
dark, light or none.  Along a straightened row, the normalised correlation
of each position with the left strips of every face gives a profile whose
peaks are the cards' left edges; the cards are then the sequence of edges,
one card's width or less apart, starting at the row's left end and ending
one card's width from its right end, that fits the profile best.  Cards
spread the other way (each lying on the one to its right) show their right
part: the same search runs on the right strips from the other end, and the
direction whose visible parts, read whole, fit the pack best wins.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, field

import cv2
import numpy as np

from recognition.deck import TEMPLATE_HEIGHT, Deck, prepare

#: Rows are compared at this height: small, so every position of a long row
#: against every face is one matrix product.
STRIP_HEIGHT = 48
#: Share of a card's width in a strip: less than the third always visible.
STRIP_SHARE = 0.3
#: An edge adds to a sequence only where its correlation is above this.
EDGE_LEVEL = 0.5


@dataclass(frozen=True)
class Strips:
    """The pack's left and right strips at ``STRIP_HEIGHT``, normalised rows."""

    left: np.ndarray      # (2n, d): every face's left strip, upright and turned
    right: np.ndarray     # (2n, d): every face's right strip, mirrored (it is matched on the
                          # row read from its right end)
    card_width: int       # a card's width at STRIP_HEIGHT
    strip: int            # a strip's width
    faces: np.ndarray     # (2n, STRIP_HEIGHT, card_width, 3): the whole faces at that scale
    #: The faces' left (and, mirrored, right) parts normalised, by width:
    #: filled as rows are pruned, once per deck rather than once per edge.
    parts_left: dict[int, np.ndarray] = field(default_factory=dict, compare=False, repr=False)
    parts_right: dict[int, np.ndarray] = field(default_factory=dict, compare=False, repr=False)


def _normalise(rows: np.ndarray) -> np.ndarray:
    """Rows of pixels (RGB interleaved) less each channel's own mean, at unit
    length: a tint or a light level on the screenshot changes no score."""
    n = len(rows)
    per_channel = rows.reshape(n, -1, 3)
    rows = (per_channel - per_channel.mean(axis=1, keepdims=True)).reshape(n, -1)
    result: np.ndarray = rows / np.maximum(np.linalg.norm(rows, axis=1, keepdims=True), 1e-6)
    return result


def strips_of(deck: Deck) -> Strips:
    """The pack's strips, computed once per deck."""
    cached = deck.cache.get("strips")
    if isinstance(cached, Strips):
        return cached
    width = max(6, round(STRIP_HEIGHT * deck.aspect))
    strip = max(3, round(width * STRIP_SHARE))
    faces = np.concatenate([deck.upright, deck.flipped])
    small = np.stack([cv2.resize(f, (width, STRIP_HEIGHT), interpolation=cv2.INTER_AREA) for f in faces])
    n = len(small)
    result = Strips(_normalise(small[:, :, :strip].reshape(n, -1)),
                    _normalise(small[:, :, width - strip:][:, :, ::-1].reshape(n, -1)), width, strip, small)
    deck.cache["strips"] = result
    return result


def _profile(row: np.ndarray, templates: np.ndarray, strip: int) -> tuple[np.ndarray, np.ndarray]:
    """Best correlation with any template of the strip starting at each x,
    and which template it is."""
    windows = np.lib.stride_tricks.sliding_window_view(row, (row.shape[0], strip, 3))
    patches = windows.reshape(-1, row.shape[0] * strip * 3)
    scores = _normalise(patches) @ templates.T
    return scores.max(axis=1), scores.argmax(axis=1)


#: Cost of a gap between edges that differs from the row's usual step, per
#: step of difference: cards are spread at a regular step (Tabletopia's hand
#: area, a player's spread), so a column of pips halfway along a card's
#: visible part is not taken for another card's edge.
STEP_COST = 0.25


def _sequence(profile: np.ndarray, width: int, card: int,
              prune: Callable[[list[int]], list[int]], open_end: bool = False) -> tuple[list[int], float]:
    """Edges from the row's start to one card before its end (anywhere from
    a card to a third of one before it, at an ``open_end``), each next edge
    a third to 1.2 cards apart (separate cards touching make one blob too),
    maximising the profile above ``EDGE_LEVEL``, first freely, then with
    gaps kept near the step the first pass found; and their mean correlation.

    The step is taken from the first pass's edges less those ``prune``
    drops: on a pack of plain pip cards the free pass also stops at every
    column of pips, and a step of half a card's part would then pull each
    true edge towards the pips (a 3's edge laid past its index)."""
    value = profile - EDGE_LEVEL
    edges, _ = _solve(value, width, card, None, open_end)
    kept = prune(edges)
    if len(kept) > 2:
        edges, _ = _solve(value, width, card, float(np.median(np.diff(kept))), open_end)
    return edges, (float(profile[edges].mean()) if edges else -1.0)


def _solve(value: np.ndarray, width: int, card: int, step: float | None,
           open_end: bool = False) -> tuple[list[int], float]:
    """One pass of ``_sequence``: dynamic programming over the edges.

    An edge's best sequence depends only on edges at least ``gmin`` before
    it, so the positions are solved ``gmin`` at a time, each block as one
    array operation (the same result as one position at a time, ties going
    to the earliest edge before).  The last card is whole, one card's width
    from the row's end, unless the end is ``open_end``: the row was cut
    there from the card lying on it, and its last card shows a third of its
    width or more."""
    n = len(value)
    slack = max(1, round(card * 0.06))
    gmin, gmax = max(1, round(card * 0.3)), max(2, round(card * 1.2))
    best = np.full(n, -np.inf)
    back = np.full(n, -1, dtype=np.int64)
    best[: min(n, slack + 1)] = value[: min(n, slack + 1)]
    reach = np.arange(gmax, gmin - 1, -1)         # distance back to each earlier edge, farthest first
    penalty = STEP_COST * np.abs(reach - step) / step if step is not None else np.zeros(len(reach))
    for start in range(gmin, n, gmin):
        xs = np.arange(start, min(n, start + gmin))
        js = xs[:, None] - reach[None, :]
        window = np.where(js >= 0, best[np.maximum(js, 0)], -np.inf) - penalty[None, :]
        k = window.argmax(axis=1)
        top = window[np.arange(len(xs)), k]
        better = np.isfinite(top) & (top + value[xs] > best[xs])
        best[xs[better]] = top[better] + value[xs[better]]
        back[xs[better]] = js[np.arange(len(xs)), k][better]
    end_lo, end_hi = max(0, width - card - slack), min(n, width - card + slack + 1)
    if open_end:
        end_hi = min(n, width - gmin + 1)
    if end_hi <= end_lo or not np.isfinite(best[end_lo:end_hi]).any():
        return [], -1.0
    x = end_lo + int(best[end_lo:end_hi].argmax())
    edges = [x]
    while back[x] >= 0:
        x = int(back[x])
        edges.append(x)
    edges.reverse()
    return edges, float(value[edges].mean())


#: An edge is dropped when the part it would start is explained this well
#: (or better) as the rest of the card before it.
MERGE_MARGIN = 0.02
#: Two cards side by side start at most this many card widths apart (a
#: card's width, and a little more where they touch turned each its own
#: way); an edge whose neighbours lie farther apart is never dropped.
SIDE_BY_SIDE = 1.3


#: A part narrower than a card is weighed without its last column, where
#: asked, when it is at least this wide (``_span_fit``).
BLEED_FROM = 6


def _span_fit(row: np.ndarray, a: int, b: int, faces: np.ndarray, cache: dict[int, np.ndarray],
              bleed: bool = False) -> float:
    """Best correlation of the row's pixels [a, b) with the same left part
    of any face (the faces' parts normalised once per width, in ``cache``).

    A part narrower than a card ends where the next card begins, placed to
    a pixel of the strips' scale: its last column can hold that card's
    edge line, and on a plain face (an ace's white paper) that one dark
    column ruled the correlation (a Bellot ace's part, 12 px, fitted the
    ace at 0.41 with it and 0.74 without; two cards were read as one and
    the ace lost, scene 87503004).  With ``bleed`` it is left out: where
    an edge is put back or moved (``_doubled``, ``_evened``).  Not where
    one is dropped (``_prune``): a part one column short of a whole one
    weighs the column more than the whole, and on a row laid out by hand
    a 4 of diamonds was dropped into the 10 of spades beside it."""
    width = _part_width(a, b, faces, bleed)
    if width < 2:
        return -1.0
    part = row[:, a:a + width].reshape(1, -1)
    return float((_face_parts(faces, cache, width) @ _normalise(part)[0]).max())


def _part_width(a: int, b: int, faces: np.ndarray, bleed: bool) -> int:
    """The columns of the part [a, b) that ``_span_fit`` weighs: a card's
    width at most, its last column left out where asked (``bleed``)."""
    width = min(b - a, int(faces.shape[2]))
    if bleed and width == b - a < faces.shape[2] and width >= BLEED_FROM:
        width -= 1
    return width


def _face_parts(faces: np.ndarray, cache: dict[int, np.ndarray], width: int) -> np.ndarray:
    """The faces' parts ``width`` columns wide, normalised (once per width, in ``cache``)."""
    parts = cache.get(width)
    if parts is None:
        parts = cache[width] = _normalise(np.ascontiguousarray(faces[:, :, :width]).reshape(len(faces), -1))
    return parts


def _prune(row: np.ndarray, edges: list[int], faces: np.ndarray, card: int,
           cache: dict[int, np.ndarray], open_end: bool = False) -> list[int]:
    """The edges less those inside a card's visible part: where the part
    from the edge before to the edge after fits one face at least as well
    as the two parts fit faces of their own (a column of pips halfway along
    a card looks like another card's left strip; the card itself, read
    whole, explains it better).  The last edge is weighed too where the
    row's end is ``open_end`` (``_solve``), against the row's end."""
    kept = list(edges)
    i = 1
    while 0 < i < len(kept) - (0 if open_end else 1):
        a, b = kept[i - 1], kept[i]
        c = kept[i + 1] if i + 1 < len(kept) else row.shape[1]
        if c - a > card * SIDE_BY_SIDE:
            # Without the edge, the card before would have to cover the
            # part up to the next: wider than any card shows.
            i += 1
            continue
        # Where the next edge lies beyond a card's width (cards laid side by
        # side, touching), the part the edge would start is weighed up to
        # where the card before it ends.
        end = c if c - a <= card * 1.05 else a + card
        if end - b < 2:
            i += 1
            continue
        apart = _width_weighted(row, [(a, b), (b, end)], faces, cache)
        if _span_fit(row, a, end, faces, cache) >= apart - MERGE_MARGIN:
            del kept[i]
        else:
            i += 1
    return kept


#: A row is spread at a regular step when this share of its gaps lies
#: within ``STEP_SLACK`` of their median (Tabletopia's hand area, a spread).
REGULAR_SHARE = 0.6
STEP_SLACK = 0.12


def regular_step(edges: list[int]) -> float | None:
    """The step a row's edges are spread at, when they are spread regularly
    (five edges or more, most gaps near their median); else None."""
    if len(edges) < 5:
        return None
    gaps = np.diff(edges)
    step = float(np.median(gaps))
    if step <= 0 or np.mean(np.abs(gaps - step) <= STEP_SLACK * step) < REGULAR_SHARE:
        return None
    return step


def _regular(edges: list[int]) -> list[int]:
    """The edges less those that cut one step of a regularly spread row in
    two: two gaps in a row, each under three quarters of the step, that
    together make one step are one card's part with a column of its pips
    taken for an edge (a blurred scan, where the whole part no longer fits
    its face better than the two halves fit others).

    So too three gaps, none near the step (``STEP_SLACK``), that together
    make two steps: two cards' parts cut in three at their pips, which
    ``_evened`` cannot mend, since it keeps the count of edges.  The two
    are put back evenly, for ``_evened`` to place (aisle-bellot through a
    cut deck, tight rows of 284 px cards showing 140 px, dev scene
    198502008: a 6 and a 2 of hearts cut at 95, 95 and 91 px; the middle
    part, half of each, was left unsure, and the 2's right part, a Trump
    7, was claimed as the Trump 14)."""
    step = regular_step(edges)
    if step is None:
        return edges
    kept = list(edges)
    i = 1
    while i < len(kept) - 1:
        first, second = kept[i] - kept[i - 1], kept[i + 1] - kept[i]
        if (max(first, second) < 0.75 * step
                and abs(first + second - step) <= STEP_SLACK * step):
            del kept[i]
            continue
        if i < len(kept) - 2:
            a, d = kept[i - 1], kept[i + 2]
            gaps = np.diff(kept[i - 1:i + 3])
            if (abs(d - a - 2 * step) <= STEP_SLACK * step
                    and all(g < (1 - STEP_SLACK) * step for g in gaps)):
                kept[i:i + 2] = [round((a + d) / 2)]
        i += 1
    return kept


#: ``_one_edge_too_many`` looks at runs of up to this many gaps.
EXTRA_RUN = 5


def _one_edge_too_many(row: np.ndarray, edges: list[int], faces: np.ndarray,
                       cache: dict[int, np.ndarray]) -> list[int]:
    """The edges of a regularly spread row (``_regular``'s test) with one
    edge fewer in each run of gaps, two or more of them off the step, that
    together make one step fewer than they are (``EXTRA_RUN`` gaps at
    most): the run's edges placed evenly again, where the parts fit faces
    better so.  Aisle-tarocco's hand through a cut deck, 128 px cards
    turned 2.7 degrees, showing 54 px each (dev scene 255303005): three
    steps cut at 40, 54, 40 and 29 px, the parts of three cards read as
    four; a Trump 13 claimed that the hand did not hold, a 6 of Spade
    claimed for the Trump 12, three cards lost.  ``_evened`` keeps the
    count of edges, and ``_regular`` looks for halves of one step only.
    (The evened run must fit better, not about as well: a card dropped
    from a row is lost without a word.)"""
    step = regular_step(edges)
    if step is None:
        return edges
    slack = STEP_SLACK * step
    kept = list(edges)
    i = 0
    while i < len(kept) - 2:
        for j in range(i + 2, min(len(kept), i + EXTRA_RUN + 1)):
            gaps = np.diff(kept[i:j + 1])
            if (abs(kept[j] - kept[i] - (j - i - 1) * step) > slack
                    or int(np.sum(np.abs(gaps - step) > slack)) < 2):
                continue
            a, c = kept[i], kept[j]
            now = _width_weighted(row, list(zip(kept[i:j], kept[i + 1:j + 1])), faces, cache, bleed=True)
            fewer = [round(a + k * (c - a) / (j - i - 1)) for k in range(1, j - i - 1)]
            then = _width_weighted(row, list(zip([a, *fewer], [*fewer, c])), faces, cache, bleed=True)
            if then > now:
                kept[i + 1:j] = fewer
                break
        i += 1
    return kept


#: A regularly spread row with at least this many gaps of half its step
#: was spread at that half step (``_doubled``).
HALF_STEPS = 2


def _doubled(row: np.ndarray, edges: list[int], faces: np.ndarray, cache: dict[int, np.ndarray]) -> list[int]:
    """The edges of a regularly spread row (``_regular``'s test) with one
    more about halfway along each gap of two steps, where the two halves
    fit the same parts of faces about as well as the gap does as one
    card's part, or better: an edge dropped or missed (a card's edge strip
    faint where the card before it casts its shadow) left two cards' parts
    to be read as one, and the merged part can pass for a third card (a
    Bellot 7 and 3 of a hand read as a 6).  ``_prune``'s test the other
    way round, the tie going to the row's step.

    Where edges were missed all along the row, the step itself is doubled:
    gaps of half the step (``HALF_STEPS`` of them or more) tell it, and
    each gap of one step is weighed as two (photo-borderless, a row of 82
    px cards 18 px apart, photographic: edges found at every other card
    but the first and last, four cards lost without a word, scene
    87701009)."""
    step = regular_step(edges)
    if step is None:
        return edges
    gaps = np.diff(edges)
    if int(np.sum(np.abs(gaps - step / 2) <= STEP_SLACK * step)) >= HALF_STEPS:
        step /= 2
    kept = [edges[0]]
    for a, b in zip(edges, edges[1:]):
        if abs(b - a - 2 * step) <= 2 * STEP_SLACK * step:
            # The missed edge lies about halfway: where the halves fit best.
            reach = max(1, round(STEP_SLACK * step))
            apart, middle = max((_width_weighted(row, [(a, m), (m, b)], faces, cache, bleed=True), m)
                                for m in range((a + b) // 2 - reach, (a + b) // 2 + reach + 1))
            # Within ``_prune``'s margin the row's regular step decides:
            # the edge ``_prune`` would drop by a hair is put back.
            if apart >= _span_fit(row, a, b, faces, cache, bleed=True) - MERGE_MARGIN:
                kept.append(middle)
        kept.append(b)
    return kept


#: ``_evened`` re-places each of at most this many edges in a run between
#: two that keep the step on its own; a longer run, up to ``EVEN_LONG_RUN``
#: edges, is moved as one.
EVEN_RUN = 2
EVEN_LONG_RUN = 4


def _evened(row: np.ndarray, edges: list[int], faces: np.ndarray, cache: dict[int, np.ndarray]) -> list[int]:
    """The edges of a regularly spread row (``_regular``'s test) with the
    edges that lie off the step, between two edges a whole number of steps
    apart (one or two edges between them), moved to where they keep the
    step, when the parts between fit faces about as well there (the tie
    going to the row's step).  A hand of a French pack's plain pip cards
    had one edge 7 px late of a 25 px step, and the card after it was read
    from its neighbour's part (a 3 of diamonds claimed as a 7 and lost,
    scene 87503010); a row of Bellot's had two edges off in a row, 8 and
    7 px late (two cards lost and one claimed wrong, dev scene 90501000).
    Three or four edges off in a run are tried moved together, by one
    shift: each on its own would be too many placings to weigh, and a run
    that long is off by one cause (the tarocco pack's tight row, three low
    pip cards with blank left parts, each edge 16 px late of a 48 px step:
    three cards lost and one claimed wrong, dev scene 110302003)."""
    step = regular_step(edges)
    if step is None:
        return edges
    slack = STEP_SLACK * step
    reach = max(1, round(slack))
    kept = list(edges)
    i = 0
    while i < len(kept) - 2:
        for j in range(i + 2, min(len(kept), i + EVEN_LONG_RUN + 2)):
            a, c = kept[i], kept[j]
            inside = kept[i + 1:j]
            if abs(c - a - (j - i) * step) > slack:
                continue
            if all(abs(b - a - (k + 1) * step) <= slack for k, b in enumerate(inside)):
                break
            now = _width_weighted(row, list(zip([a, *inside], [*inside, c])), faces, cache, bleed=True)
            if len(inside) <= EVEN_RUN:
                tried = ([round(a + (k + 1) * step) + d for k, d in enumerate(shifts)]
                         for shifts in itertools.product(range(-reach, reach + 1), repeat=len(inside)))
            else:
                tried = ([round(a + (k + 1) * step) + d for k in range(len(inside))]
                         for d in range(-reach, reach + 1))
            fit, moved = max(((_width_weighted(row, list(zip([a, *m], [*m, c])), faces, cache, bleed=True), m)
                              for m in tried), key=lambda fitted: fitted[0])
            if fit >= now - MERGE_MARGIN:
                kept[i + 1:j] = moved
            break
        i += 1
    return kept


#: A row whose edges lie less than this share of a card apart (the median
#: gap) is a row of overlapping cards.
OVERLAPPING = 0.8
#: In such a row a card's part is at most this many cards wide: a card's
#: width, and a little more for a card turned a few degrees against the
#: row (3° adds a tenth of its width).
OVERLONG = 1.15


def _overlong(row: np.ndarray, edges: list[int], faces: np.ndarray, card: int,
              cache: dict[int, np.ndarray]) -> list[int]:
    """The edges of a row of overlapping cards with one more inside each
    gap wider than a card's part can be, where the two parts fit faces
    best.  ``_prune`` lets a part reach 1.3 cards (two cards side by side,
    each turned its own way), and so dropped the edge of a card showing 26
    px of its 60 between cards turned up to 3° each its own way: its part
    read as the end of the card before, and it was lost without a word.
    In a row of overlapping cards such a gap holds two cards' parts
    whatever they fit, so the edge is put back."""
    if len(edges) < 3 or float(np.median(np.diff(edges))) >= OVERLAPPING * card:
        return edges
    least = max(1, round(card * 0.3))
    kept = [edges[0]]
    for a, b in zip(edges, edges[1:]):
        if b - a > OVERLONG * card:
            # Each part at most a card and at least a third of one wide.
            lo, hi = max(a + least, b - card), min(b - least, a + card)
            if lo <= hi:
                kept.append(max(range(lo, hi + 1),
                                key=lambda m: _width_weighted(row, [(a, m), (m, b)], faces, cache)))
        kept.append(b)
    return kept


#: A row read at an even step replaces the solver's uneven edges when its
#: parts fit faces at least this much better ...
EVEN_MARGIN = 0.02
#: ... and better by this much than the rows of one or two cards more or
#: fewer spread evenly: a row's true count stands out, since every card's
#: part is then its own, while narrower parts fit faces better by chance
#: whatever their count.
EVEN_PEAK = 0.08
#: The steps tried: from a whole card down to this share of one (the
#: solver's least gap).
EVEN_LEAST = 0.3


def _evenly_spread(row: np.ndarray, mirrored_row: np.ndarray, card: int,
                   strips: Strips) -> tuple[list[int], bool, float] | None:
    """The edges of a row as cards spread at one even step from its start
    to one card before its end (Tabletopia's hand area, a player's spread),
    for the count of cards whose parts fit faces best, read from either
    end; whether read from the left; and that fit.  None unless that count
    stands out (``EVEN_PEAK``).

    On a pack with no border, cards overlapping in a row show no edge
    between them: the solver then stops wherever a column of art looks
    like an edge strip.  A hand of 24 borderless cards 97 px tall, each
    showing 26 of 56 px, was parted in 14 parts of uneven width, and 16
    cards were lost without a word (final scene 99903000): spread evenly,
    24 parts fit at 0.47 against 0.32, and no other count above 0.33."""
    sw = row.shape[1]
    if sw <= 2 * card:
        return None     # two cards or fewer: too few counts to stand out among
    fits: dict[int, tuple[float, bool, list[int]]] = {}
    for n in range(max(3, sw // card + 1), int((sw - card) / (EVEN_LEAST * card)) + 2):
        step = (sw - card) / (n - 1)
        edges = [round(i * step) for i in range(n)]
        left = _parts_fit(row, edges, strips.faces, card, strips.parts_left)
        right = _parts_fit(mirrored_row, edges, strips.faces[:, :, ::-1], card, strips.parts_right)
        fits[n] = (max(left, right), left >= right, edges)
    if not fits:
        return None
    n = max(fits, key=lambda k: fits[k][0])
    fit, from_left, edges = fits[n]
    near = [fits[k][0] for k in (n - 2, n - 1, n + 1, n + 2) if k in fits]
    if near and fit < max(near) + EVEN_PEAK:
        return None
    return edges, from_left, fit


def _parts_fit(row: np.ndarray, edges: list[int], faces: np.ndarray, card: int,
               cache: dict[int, np.ndarray]) -> float:
    """How well a row's visible parts, from each edge to the next (a card's
    width at most), fit the same parts of faces: the mean over the row's
    width.  The strips tell where cards begin; the whole parts tell which
    way round the row is read (on a pack with no edge line the middle of a
    pip card passes for its edge strip either way, its part only one way)."""
    if not edges:
        return -1.0
    bounds = edges + [row.shape[1]]
    return _width_weighted(row, [(a, min(bounds[i + 1], a + card)) for i, a in enumerate(edges)], faces, cache)


def _width_weighted(row: np.ndarray, spans: list[tuple[int, int]], faces: np.ndarray,
                    cache: dict[int, np.ndarray], bleed: bool = False) -> float:
    """The parts ``spans`` (a, b in ``row``'s pixels) fit to the same parts
    of ``faces``, each weighed by its width."""
    # ``_span_fit`` of every part, the parts of one width matched at once
    # (one matrix product per width rather than one per part: on one
    # thread, a row of 24 parts is weighed in half the time).
    total = weight = 0.0
    by_width: dict[int, list[tuple[int, int]]] = {}
    for a, b in spans:
        width = _part_width(a, b, faces, bleed)
        weight += b - a
        if width < 2:
            total -= b - a          # _span_fit's -1 for a part too narrow to weigh
            continue
        by_width.setdefault(width, []).append((a, b))
    for width, group in by_width.items():
        pixels = np.stack([row[:, a:a + width].reshape(-1) for a, _ in group])
        best = (_normalise(pixels) @ _face_parts(faces, cache, width).T).max(axis=1)
        total += float(sum((b - a) * float(fit) for (a, b), fit in zip(group, best)))
    return total / max(weight, 1.0)


def _refine(row: np.ndarray, edges: list[int], best: np.ndarray, deck: Deck, factor: float,
            mirror: bool = False) -> list[int]:
    """Each edge placed to a pixel of the templates' scale: the strip of the
    face that fitted it best, at ``TEMPLATE_HEIGHT``, slid a few pixels
    either side (the strips place an edge to a pixel of their small scale).
    ``row`` is the row at the templates' height, read from the end the
    edges are counted from; ``best`` the fitting template of each position."""
    faces = np.concatenate([deck.upright, deck.flipped])
    strip = max(3, round(deck.width * STRIP_SHARE))
    reach = int(np.ceil(factor)) + 1
    refined = []
    for e in edges:
        x = round(e * factor)
        lo, hi = max(0, x - reach), min(row.shape[1], x + reach + strip)
        face = faces[int(best[e])]
        # On a row read from its right end, a face's right strip, mirrored.
        template = np.ascontiguousarray(face[:, ::-1][:, :strip] if mirror else face[:, :strip])
        window = np.ascontiguousarray(row[:, lo:hi])
        if window.shape[1] < strip + 1:
            refined.append(x)
            continue
        values = cv2.matchTemplate(window, template, cv2.TM_CCOEFF_NORMED)[0]
        refined.append(lo + int(values.argmax()))
    return refined


def row_edges(image: np.ndarray, card_width: float, deck: Deck,
              open_ends: tuple[bool, bool] = (False, False)) -> tuple[list[tuple[int, int]], str, float]:
    """The visible parts of the cards of a straightened row (x0, x1 in the
    row's pixels), which side of each card they are (``"left"`` or
    ``"right"``), and how well the row's edges fit the pack: the mean
    correlation of the best sequence of edge strips, the better way round
    (whichever way the row is read, so that ways of cutting a blob into
    rows are weighed alike).  ``open_ends`` (left, right) says where the
    row was cut from a card lying on it: the card there may be partly
    covered instead of whole."""
    strips = strips_of(deck)
    h, w = image.shape[:2]
    scale = STRIP_HEIGHT / h
    sw = max(strips.strip + 1, round(w * scale))
    row = cv2.resize(image, (sw, STRIP_HEIGHT), interpolation=cv2.INTER_AREA).astype(np.float32)
    card = max(strips.strip + 1, round(card_width * scale))
    left, left_best = _profile(row, strips.left, strips.strip)
    right, right_best = _profile(row[:, ::-1], strips.right, strips.strip)
    mirrored_row = np.ascontiguousarray(row[:, ::-1])

    def prune_left(edges: list[int]) -> list[int]:
        return _prune(row, edges, strips.faces, card, strips.parts_left, open_ends[1])

    def prune_right(edges: list[int]) -> list[int]:
        return _prune(mirrored_row, edges, strips.faces[:, :, ::-1], card, strips.parts_right, open_ends[0])

    # Read from the left, a row ends at its right end, and the other way.
    left_edges, left_fit = _sequence(left, sw, card, prune_left, open_ends[1])
    right_edges, right_fit = _sequence(right, sw, card, prune_right, open_ends[0])
    def settled(part_row: np.ndarray, edges: list[int], faces: np.ndarray, cache: dict[int, np.ndarray]) -> list[int]:
        # The pruned edges, a regular row's steps mended and evened, overlong gaps parted.
        mended = _one_edge_too_many(part_row, _regular(edges), faces, cache)
        return _overlong(part_row, _evened(part_row, _doubled(part_row, mended, faces, cache), faces, cache),
                         faces, card, cache)

    left_edges = settled(row, prune_left(left_edges), strips.faces, strips.parts_left)
    right_edges = settled(mirrored_row, prune_right(right_edges), strips.faces[:, :, ::-1], strips.parts_right)
    left_parts = _parts_fit(row, left_edges, strips.faces, card, strips.parts_left)
    right_parts = _parts_fit(mirrored_row, right_edges, strips.faces[:, :, ::-1], card, strips.parts_right)
    left_wins = left_parts >= right_parts
    if not any(open_ends) and regular_step(left_edges if left_wins else right_edges) is None:
        even = _evenly_spread(row, mirrored_row, card, strips)
        if even is not None and even[2] > max(left_parts, right_parts) + EVEN_MARGIN:
            # (The row's ``fit`` stays the solver's: the edges' strips, as
            # every other way of cutting the blob is weighed.)
            edges, left_wins, _ = even
            left_edges, right_edges = (edges, []) if left_wins else ([], edges)
    fit = max(left_fit, right_fit)
    cw = card_width
    fine = TEMPLATE_HEIGHT / h            # the templates' scale, in row pixels
    fine_row = prepare(image, TEMPLATE_HEIGHT, max(4, round(w * fine)))
    factor = TEMPLATE_HEIGHT / STRIP_HEIGHT
    if left_wins and left_edges:
        xs = [0] + [round(x / fine) for x in _refine(fine_row, left_edges[1:], left_best, deck, factor)]
        bounds = xs + [w]
        return [(x0, min(bounds[i + 1], int(round(x0 + cw)))) for i, x0 in enumerate(xs)], "left", fit
    if right_edges:
        # Edges found from the right end: the row's pixels counted from its right.
        mirrored = np.ascontiguousarray(fine_row[:, ::-1])
        xs = [w] + [w - round(x / fine) for x in _refine(mirrored, right_edges[1:], right_best, deck, factor,
                                                          mirror=True)]
        bounds = xs + [0]
        return [(max(bounds[i + 1], int(round(x1 - cw))), x1) for i, x1 in enumerate(xs)][::-1], "right", fit
    return [], "left", -1.0


def _strip_row(image: np.ndarray, strips: Strips) -> tuple[np.ndarray, float]:
    """``image`` resized to the strips' height at its own scale (at least a
    strip and a column wide), as float32, and that scale."""
    h, w = image.shape[:2]
    scale = STRIP_HEIGHT / max(h, 1)
    sw = max(strips.strip + 1, round(w * scale))
    return cv2.resize(image, (sw, STRIP_HEIGHT), interpolation=cv2.INTER_AREA).astype(np.float32), scale


def spans_fit(image: np.ndarray, spans: list[tuple[int, int]], side: str, deck: Deck) -> float:
    """How well the parts ``spans`` (x0, x1 in the image's pixels) of a
    straightened blob fit the same parts of faces (their ``side``, as
    ``row_edges`` says): the mean over their width, as ``_parts_fit``
    weighs a row.  So two ways of cutting one blob into cards are weighed
    alike, whichever found them."""
    strips = strips_of(deck)
    row, scale = _strip_row(image, strips)
    sw, w = row.shape[1], image.shape[1]
    faces, cache = strips.faces, strips.parts_left
    if side == "right":
        row, faces, cache = np.ascontiguousarray(row[:, ::-1]), strips.faces[:, :, ::-1], strips.parts_right
        spans = [(w - x1, w - x0) for x0, x1 in spans]
    return _width_weighted(row, [(round(x0 * scale), min(sw, round(x1 * scale))) for x0, x1 in spans], faces, cache)


def lone_fit(image: np.ndarray, deck: Deck) -> float:
    """How well a blob read as one whole card fits the pack: the best
    correlation of its left or right strip (the same measure as a row's fit,
    so that reading a blob as one card or as rows can be compared)."""
    strips = strips_of(deck)
    row = cv2.resize(image, (strips.card_width, STRIP_HEIGHT), interpolation=cv2.INTER_AREA).astype(np.float32)
    return max(_end_fits(row, strips))


def _end_fits(row: np.ndarray, strips: Strips) -> tuple[float, float]:
    """How well a resized blob's left end fits the pack's left strips, and
    its right end (turned back) the right strips."""
    left, _ = _profile(row[:, : strips.strip], strips.left, strips.strip)
    right, _ = _profile(np.ascontiguousarray(row[:, ::-1][:, : strips.strip]), strips.right, strips.strip)
    return float(left.max()), float(right.max())


#: A lone card's part shows its right part when its right edge strip fits
#: the pack this much better than its left one (``part_side``).
SIDE_MARGIN = 0.05


def part_side(image: np.ndarray, deck: Deck) -> str:
    """Which part of its card a lone blob narrower than a card shows: "left"
    (the card's left edge, its strip at the blob's left end) or "right" (its
    right edge, at the blob's right end), by which of the two edge strips,
    at the blob's own scale, fits the pack better.  The other end is where
    the card lying on it ends, and shows the middle of the face.

    The last card of a hand spread showing right parts, parted from the row
    by a gap in the mask, was read as a left part: a 7 of Bastoni of our
    pack, its right part at the end of a hand, unsure among four Spade and
    Bastoni that did not include it (dev scene 146003007)."""
    strips = strips_of(deck)
    row, _ = _strip_row(image, strips)
    left, right = _end_fits(row, strips)
    return "right" if right > left + SIDE_MARGIN else "left"


def card_window(image: np.ndarray, card_width: float, deck: Deck) -> tuple[int, float]:
    """Where a lone card lies in a straightened blob a little wider than a
    card (the table beside it let through: its texture, a shadow): the
    offset of the card-wide window whose two edge strips together fit the
    pack best, and that fit.  Taking the blob's left card-width instead
    put a photographed Re di Spade 16 px off, and it was read as another
    card."""
    strips = strips_of(deck)
    h, w = image.shape[:2]
    scale = STRIP_HEIGHT / max(h, 1)
    sw, card = max(strips.strip + 1, round(w * scale)), max(strips.strip + 1, round(card_width * scale))
    if sw <= card:
        return 0, lone_fit(image, deck)
    row = cv2.resize(image, (sw, STRIP_HEIGHT), interpolation=cv2.INTER_AREA).astype(np.float32)
    left, _ = _profile(row, strips.left, strips.strip)
    right, _ = _profile(np.ascontiguousarray(row[:, ::-1]), strips.right, strips.strip)
    right = right[::-1]                  # by the x where a right strip ends, less a strip
    offsets = np.arange(0, sw - card + 1)
    fits = (left[offsets] + right[offsets + card - strips.strip]) / 2
    best = int(fits.argmax())
    return min(w - round(card_width), round(offsets[best] / scale)), float(fits[best])


def left_edge_fit(image: np.ndarray, deck: Deck) -> np.ndarray:
    """How well a card's left edge strip fits the straightened ``image`` at
    each of its columns (the strips' correlation, read at the strips'
    scale and spread back to the image's width; the last strip's width of
    columns, where no strip fits, is -1).  Where cards lie side by side with
    the gap between them closed in the mask, this tells where the next card
    begins."""
    strips = strips_of(deck)
    row, scale = _strip_row(image, strips)
    sw, w = row.shape[1], image.shape[1]
    profile, _ = _profile(row, strips.left, strips.strip)
    at = np.minimum(np.round(np.arange(w) * scale).astype(int), sw - 1)
    return np.where(at < len(profile), profile[np.minimum(at, len(profile) - 1)], -1.0)


def band_fit(image: np.ndarray, card_width: float, deck: Deck) -> float:
    """How well a straightened band reads as one row of the pack: the mean
    correlation of the best sequence of card edges, either way round (as
    ``row_edges`` measures it, less the pass that keeps a regular step and
    the placing of edges to a pixel).  Cheap enough to weigh many ways of
    cutting a blob into rows."""
    strips = strips_of(deck)
    h, w = image.shape[:2]
    scale = STRIP_HEIGHT / max(h, 1)
    sw = max(strips.strip + 1, round(w * scale))
    card = max(strips.strip + 1, round(card_width * scale))
    if sw <= card * 1.2:
        return lone_fit(image, deck)
    row = cv2.resize(image, (sw, STRIP_HEIGHT), interpolation=cv2.INTER_AREA).astype(np.float32)
    # One set of normalised windows serves both ways: a window of the row
    # read from its right end is a window of the row, mirrored, and so is
    # matched by the right strips turned back.
    both = cached_both(strips)
    windows = np.lib.stride_tricks.sliding_window_view(row, (STRIP_HEIGHT, strips.strip, 3))
    scores = _normalise(windows.reshape(-1, STRIP_HEIGHT * strips.strip * 3)) @ both.T
    half = len(strips.left)
    left = scores[:, :half].max(axis=1)
    right = scores[::-1, half:].max(axis=1)
    value_left, value_right = left - EDGE_LEVEL, right - EDGE_LEVEL
    fits = []
    for profile, value in ((left, value_left), (right, value_right)):
        edges, _ = _solve(value, sw, card, None)
        fits.append(float(profile[edges].mean()) if edges else -1.0)
    return max(fits)


def cached_both(strips: Strips) -> np.ndarray:
    """The left strips and the right strips turned back the way they lie on
    the card, in one array (``band_fit``)."""
    both = strips.parts_left.get(-1)
    if both is None:
        h, s = STRIP_HEIGHT, strips.strip
        right = strips.right.reshape(-1, h, s, 3)[:, :, ::-1].reshape(len(strips.right), -1)
        both = strips.parts_left[-1] = np.ascontiguousarray(np.concatenate([strips.left, right]))
    return both
