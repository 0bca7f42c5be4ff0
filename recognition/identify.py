"""Which card is each region: appearance against every face of the deck,
upright and upside down, then each card given out at most once.

A region shows a card's left part (the rest lies under the next card), so it
is compared with the same left part of every face: normalised
cross-correlation of small blurred colour images, done for all faces at once
as one matrix product.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from recognition.deck import TEMPLATE_HEIGHT, Deck, prepare
from recognition.regions import Region

#: Below this, a region looks like no card of the pack.
MIN_SCORE = 0.45
#: A best match closer than this to the runner-up is not settled.
MIN_MARGIN = 0.04


@dataclass
class Match:
    """A region's candidates, best first, with their scores."""

    region: Region
    codes: list[str]
    scores: list[float]
    upside_down: list[bool]
    code: str | None = None
    status: str = "card"          # card | unsure | unknown | duplicate | tax_ace
    candidates: list[str] = field(default_factory=list)

    @property
    def confidence(self) -> float:
        if len(self.scores) < 2:
            return float(self.scores[0]) if self.scores else 0.0
        best, second = self.scores[0], self.scores[1]
        return float(max(0.0, min(1.0, 0.5 + (best - second) * 5)) * min(1.0, best / 0.8))


def _normalise(rows: np.ndarray) -> np.ndarray:
    rows = rows - rows.mean(axis=1, keepdims=True)
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    return rows / np.maximum(norms, 1e-6)


def score_region(region: Region, deck: Deck) -> Match:
    """Scores of every face for one region, best first.

    The deck's mean face is taken off both the region and the faces first,
    so the layout every card shares (paper, border, frame) does not count,
    only what tells the cards apart.
    """
    width = max(4, min(deck.width, round(deck.width * region.visible)))
    margin = 2 if width > 12 else 0
    cut = slice(margin, width - margin)
    sample = prepare(region.crop, TEMPLATE_HEIGHT, width)[:, cut]
    up_faces = deck.upright[:, :, cut]
    down_faces = deck.flipped[:, :, cut]
    mean = np.concatenate([up_faces, down_faces]).mean(axis=0)
    n = len(deck.codes)
    vec = _normalise((sample - mean).reshape(1, -1))[0]
    up = _normalise((up_faces - mean).reshape(n, -1)) @ vec
    down = _normalise((down_faces - mean).reshape(n, -1)) @ vec
    best = np.maximum(up, down)
    order = np.argsort(-best)
    return Match(region, [deck.codes[i] for i in order], [float(best[i]) for i in order],
                 [bool(down[i] > up[i]) for i in order])


def assign(matches: list[Match], *, tax_ace: str = "AO") -> list[Match]:
    """Give each card to at most one region, strongest matches first.

    A region whose best card is taken by a stronger match and whose next
    choice is clearly worse is reported as a card seen twice, not guessed;
    weak or close matches are unsure; the tax-stamp ace is reported.
    """
    taken: dict[str, Match] = {}
    pending = sorted(matches, key=lambda m: -m.scores[0])
    for m in pending:
        if m.scores[0] < MIN_SCORE:
            m.status, m.candidates = "unknown", m.codes[:3]
            continue
        if m.codes[0] == tax_ace:
            m.status, m.code = "tax_ace", tax_ace
            continue
        free = [(c, s) for c, s in zip(m.codes, m.scores) if c not in taken and c != tax_ace]
        if m.codes[0] in taken:
            if not free or free[0][1] < m.scores[0] - 0.12 or free[0][1] < MIN_SCORE:
                m.status, m.code = "duplicate", m.codes[0]
                continue
        code, score = free[0]
        runner = next((s for c, s in free[1:]), 0.0)
        if score - runner < MIN_MARGIN:
            m.status = "unsure"
            m.candidates = [c for c, s in free[:4] if score - s < MIN_MARGIN * 2]
            continue
        m.code = code
        taken[code] = m
    return matches
