"""Finding the expected players' names among the words OCR read.

OCR misreads a letter now and then ("Tot6" for "Totò"), so names are
matched loosely: accents and case are ignored and a close spelling is
enough; each name goes to at most one word and each word to at most one
name, the closest pairs first.  A name that nothing resembles is not found.
"""

from __future__ import annotations

import unicodedata
from difflib import SequenceMatcher
from typing import Sequence

from recognition.counters.lines import Candidate

#: How alike (0–1) a word must be to a name to be taken for it.
MIN_SIMILARITY = 0.66
#: How much of the name the word must spell (letters matched in order / the
#: name's letters).  A short scrap ("LI", half of a "+13" on a pale table)
#: is 0.67 alike to "Elio" but spells only half of it: taking it for Elio
#: would read another player's numbers as Elio's.  Two of three letters
#: ("Iva" for Ivo) still spell a short name.
MIN_COVERAGE = 0.6


def simplify(text: str) -> str:
    """Letters and digits only, lower case, without accents."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if c.isalnum())


def similarity(name: str, text: str) -> float:
    """How alike the name and the text are (0–1); 0 when the text spells too
    little of the name (``MIN_COVERAGE``) to be taken for it."""
    a, b = simplify(name), simplify(text)
    if not a or not b:
        return 0.0
    matcher = SequenceMatcher(None, a, b)
    spelled = sum(block.size for block in matcher.get_matching_blocks())
    if spelled < MIN_COVERAGE * len(a):
        return 0.0
    return matcher.ratio()


def _joined(candidates: Sequence[Candidate], texts: dict[int, str]) -> list[tuple[Candidate, str]]:
    """Every candidate with its text, and pairs of neighbouring words on one line (names of two words)."""
    out = [(c, texts[i]) for i, c in enumerate(candidates) if texts.get(i)]
    for i, a in enumerate(candidates):
        for j, b in enumerate(candidates):
            if i == j or not texts.get(i) or not texts.get(j):
                continue
            ax, ay, aw, ah = a.box
            bx, by, bw, bh = b.box
            gap = bx - (ax + aw)
            overlap = min(ay + ah, by + bh) - max(ay, by)
            if 0 <= gap <= 0.8 * max(ah, bh) and overlap >= 0.6 * min(ah, bh):
                box = (ax, min(ay, by), bx + bw - ax, max(ay + ah, by + bh) - min(ay, by))
                out.append((Candidate(box, a.crop), f"{texts[i]} {texts[j]}"))
    return out


def match_names(names: Sequence[str], candidates: Sequence[Candidate],
                texts: dict[int, str]) -> dict[str, tuple[Candidate, str, float]]:
    """Each name found: its word (candidate), the text read there and the similarity."""
    options = _joined(candidates, texts)
    pairs = sorted(((similarity(n, t), k, n) for n in names for k, (_, t) in enumerate(options)),
                   key=lambda p: -p[0])
    used_names: set[str] = set()
    used_boxes: list[tuple[int, int, int, int]] = []
    found: dict[str, tuple[Candidate, str, float]] = {}
    for score, k, name in pairs:
        if score < MIN_SIMILARITY:
            break
        cand, text = options[k]
        if name in used_names or any(_overlap(cand.box, b) for b in used_boxes):
            continue
        used_names.add(name)
        used_boxes.append(cand.box)
        found[name] = (cand, text, score)
    return found


def _overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return not (a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1])
