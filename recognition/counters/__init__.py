"""Reading a table's counters from a screenshot: each player's name and the
two signed numbers beside it (Giochi Vinti/Persi, then Somma totale Jochi).

Recognition knows nothing of scoring: it is given the names it should find
(a hint, matched loosely, since OCR misreads a letter now and then) and
returns what it read, with boxes and confidences.  A number is believed
only when Tesseract and the digit classifier (``digits``) read the same
text; otherwise its value is ``None`` ("illeggibile"): a wrong reading
would become a wrong ✓, which is worse than none.

    reading = read_counters_file("shot.jpg", ["Anna", "Bruno", "Carla"])
    reading.player("Anna").giochi.value    # 3, -12, 0 … or None

The counters sit on the name's line, to its right (near or far, up to the
next name), or on the line under or over the name; the first number is
Giochi, the second Jochi.  One screenshot has one layout: the place where
most names have two numbers is taken for all of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from recognition.counters import digits as digit_reader
from recognition.counters.lines import (DIRECTIONS, EDGE, Candidate, Token, find_candidates, number_tokens,
                                        table_edge, tighten)
from recognition.counters.names import match_names
from recognition.counters.tesseract import read_names, read_numbers

Box = tuple[int, int, int, int]


class CountersError(ValueError):
    """A screenshot that cannot be read for counters, as a catalogue key and
    its parameters (``companion`` puts it into words)."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key, self.params = key, params
        super().__init__(f"{key} {params}")


@dataclass(frozen=True)
class CounterRead:
    """One counter: its value, or None when it could not be read for sure.

    ``box`` is where the number was found (x, y, w, h, in image pixels),
    ``tesseract``/``classifier`` what each reader saw, ``confidence`` 0–1."""

    value: int | None
    box: Box | None = None
    confidence: float = 0.0
    tesseract: str | None = None
    classifier: str | None = None

    def as_json(self) -> dict[str, Any]:
        return {"value": self.value, "box": [int(v) for v in self.box] if self.box else None,
                "confidence": round(self.confidence, 3), "tesseract": self.tesseract,
                "classifier": self.classifier}


UNREAD = CounterRead(None)


@dataclass(frozen=True)
class PlayerRead:
    """What was read for one expected player.  ``found`` is False when the
    name was not seen on the screenshot: then both counters are unread."""

    name: str
    found: bool
    name_text: str | None
    name_box: Box | None
    name_score: float
    giochi: CounterRead
    jochi: CounterRead

    def as_json(self) -> dict[str, Any]:
        return {"name": self.name, "found": self.found, "name_text": self.name_text,
                "name_box": list(self.name_box) if self.name_box else None,
                "name_score": round(self.name_score, 3),
                "giochi": self.giochi.as_json(), "jochi": self.jochi.as_json()}


@dataclass(frozen=True)
class CountersReading:
    """Every expected player's reading, in the order the names were given."""

    players: tuple[PlayerRead, ...]

    def player(self, name: str) -> PlayerRead:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def as_json(self) -> dict[str, Any]:
        return {"players": [p.as_json() for p in self.players]}


def _require_tesseract() -> None:
    from recognition import ocr

    if not ocr.available():
        raise CountersError("counters.no_tesseract")


def read_counters(image: np.ndarray, names: Sequence[str]) -> CountersReading:
    """Read each named player's two counters on an RGB screenshot (H×W×3 uint8)."""
    _require_tesseract()
    if image.ndim != 3 or image.shape[0] < 40 or image.shape[1] < 40:
        raise CountersError("counters.image_too_small")
    names = list(dict.fromkeys(names))
    edge, candidates, texts, matches = _names_at(image, names, EDGE)
    calm = table_edge(image)
    if len(matches) < len(names) and calm < EDGE:
        # Names missing on a calm table: light ink on a pale table (or dark
        # on a dark one) has weaker edges than a textured table's grain
        # allows; looked for again at the edges this table's grain allows.
        # Only then: on a flat table, faint anti-aliased edges would join
        # words that are well found as they are.
        again = _names_at(image, names, calm)
        if len(again[3]) > len(matches):
            edge, candidates, texts, matches = again
    boxes = {name: cand.box for name, (cand, _, _) in matches.items()}
    ignored = _words_mask(image.shape[:2], candidates, texts, list(boxes.values()))
    # The numbers are cut out at the edge level the names were found at: the
    # calm table's lower thresholds (and colour off the name's ink line
    # counted as ink) only where the names needed them, since on a flat
    # page with coloured badges they turn the badges themselves into ink.
    options = {name: number_tokens(image, cand, [b for n, b in boxes.items() if n != name], ignored, edge)
               for name, (cand, _, _) in matches.items()}
    if calm < edge:
        # A name with no numbers found at that level, on a calm table: its
        # numbers may be fainter than it (a green "+30" beside a dark name
        # on a pale table) and are looked for again at the calm level.
        for name, (cand, _, _) in matches.items():
            if not options[name]:
                options[name] = number_tokens(image, cand, [b for n, b in boxes.items() if n != name], ignored,
                                              calm)
    where = _layout(options)
    found: dict[str, tuple[Candidate, str, float, list[Token]]] = {}
    for name, (cand, text, score) in matches.items():
        found[name] = (cand, text, score, options[name].get(where, []) if where else [])
    _unshared(found)
    tokens = [t for (_, _, _, toks) in found.values() for t in toks]
    classified = {id(t): digit_reader.read_glyphs(t.glyphs, t.sign) for t in tokens}
    # A sign the classifier could not tell is Tesseract's to read, unsteered.
    tesseract_texts = read_numbers(tokens, {k: v[0] if v[0] is None or "±" not in v[0] else None
                                            for k, v in classified.items()})
    players: list[PlayerRead] = []
    for name in names:
        if name not in found:
            players.append(PlayerRead(name, False, None, None, 0.0, UNREAD, UNREAD))
            continue
        cand, text, score, toks = found[name]
        reads = [_counter(t, classified[id(t)], tesseract_texts.get(id(t))) for t in toks[:2]]
        if any(classified[id(t)][0] is None and any(digit_reader.is_letter(g.mask) for g in t.glyphs)
               for t in toks[:2]):
            # One of the two is shaped like a letter (a label taken for a
            # number): the other's place, Giochi or Jochi, is then in doubt.
            reads = []
        reads += [UNREAD] * (2 - len(reads))
        players.append(PlayerRead(name, True, text, cand.box, score, reads[0], reads[1]))
    return CountersReading(tuple(players))


def _names_at(image: np.ndarray, names: list[str], edge: float
              ) -> tuple[float, list[Candidate], dict[int, str], dict[str, tuple[Candidate, str, float]]]:
    """The word blobs whose edges pass ``edge``, their OCR, and the names matched among them."""
    candidates = find_candidates(image, edge)
    texts = read_names(candidates)
    matches = {name: (tighten(image, cand), text, score)
               for name, (cand, text, score) in match_names(names, candidates, texts).items()}
    return edge, candidates, texts, matches


#: Letters OCR reads a digit as ("l" for 1, "O" for 0, "S" for 5…).
LOOKALIKES = "lIoOsSzZbBgq"


#: Letters OCR must read in a word (with no label's mark in it) for it to
#: be hidden as no counter: a one-letter label and a small signed number
#: ("V \u22121" in KaTeX's sans face) come back as three letters ("vei"),
#: and hiding them hides the number; the line's own reading tells a
#: label's letters from digits (``lines._letter_words``).
WORD_LETTERS = 4


def _words_mask(shape: tuple[int, ...], candidates: Sequence[Candidate], texts: dict[int, str],
                names: list[Box]) -> np.ndarray:
    """Where the screenshot shows words that are no counter: the players'
    names and words of letters (labels such as "Giochi:", "Jochi:", "V/P:").  A word
    with a digit in it stays, and so does a short one of letters a number
    could be misread as ("lO"): hiding a number would shift the next one
    into its place."""
    mask = np.zeros(shape[:2], bool)
    boxes = list(names)
    read = [cand.box for i, cand in enumerate(candidates) if texts.get(i)]
    for i, cand in enumerate(candidates):
        text = texts.get(i, "")
        letters = [c for c in text if c.isalpha()]
        # Four letters make a word; two do when a label's mark joins them ("V/P:").
        if any(c.isdigit() for c in text) or len(letters) < (2 if any(c in text for c in ":/") else WORD_LETTERS):
            continue
        if any(_inside(b, cand.box) for b in read):
            # A word and its neighbour seen as one blob ("Somma: 1" read
            # "Somma: l"): its smaller pieces are judged instead.
            continue
        if all(c in LOOKALIKES for c in letters):
            continue
        if any(_number_like(word) for word in text.split()[1:]) or text.partition(":")[2].strip():
            # A label and its number seen as one blob, the number read as
            # letters or a symbol ("Giochi: O", "Giochi: @" for a dotted
            # zero, "Giochi: Y" for a small one): hiding the blob would hide
            # the number.  What follows a label's colon is its number.
            continue
        boxes.append(cand.box)
    for x, y, w, h in boxes:
        mask[max(0, y - 1):y + h + 1, max(0, x - 1):x + w + 1] = True
    return mask


def _number_like(word: str) -> bool:
    """Whether an OCR word may be a number misread: no letter but those a
    digit passes for, and something besides punctuation (":" alone is not)."""
    return any(c not in ":;.,'\"" for c in word) and all(c in LOOKALIKES or not c.isalpha() for c in word)


def _inside(inner: Box, outer: Box) -> bool:
    """Whether ``inner`` is a smaller box within ``outer`` (two pixels' slack)."""
    ix, iy, iw, ih = inner
    ox, oy, ow, oh = outer
    return iw * ih < ow * oh and ox - 2 <= ix and oy - 2 <= iy and ix + iw <= ox + ow + 2 \
        and iy + ih <= oy + oh + 2 and iw < ow - 2


def _layout(options: dict[str, dict[str, list[Token]]]) -> str | None:
    """Where the counters stand on this screenshot: the place (right, below,
    above) where most names have two numbers; a table's counters all look
    alike, and a name's neighbour's numbers are often in another place of it.
    At least two names must agree when more than two were found."""
    counts = {d: sum(1 for o in options.values() if d in o) for d in DIRECTIONS}
    best = max(DIRECTIONS, key=lambda d: counts[d])
    # One name alone among several is no layout: its "counters" may be any
    # two numbers near it (a caption's "Turno 2 di 4" on its line).
    if counts[best] == 0 or (counts[best] == 1 and len(options) > 2):
        return None
    return best


def _unshared(found: dict[str, tuple[Candidate, str, float, list[Token]]]) -> None:
    """Numbers claimed by two names belong to neither: which is whose cannot be told."""
    def hits(a: Token, b: Token) -> bool:
        ax, ay, aw, ah = a.box
        bx, by, bw, bh = b.box
        return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah

    shared = {name for name, (_, _, _, toks) in found.items() for other, (_, _, _, theirs) in found.items()
              if other != name and any(hits(a, b) for a in toks for b in theirs)}
    for name in shared:
        cand, text, score, _ = found[name]
        found[name] = (cand, text, score, [])


def _counter(token: Token, classifier: tuple[str | None, float], tesseract: str | None) -> CounterRead:
    classified, score = classifier
    value = None
    if classified is not None and classified.startswith("±"):
        # A bar joined to the first digit, plus or minus by its shape: the
        # sign Tesseract saw, when it saw one and the same digits.
        if tesseract is not None and tesseract[0] in "+-" and tesseract[1:] == classified[1:]:
            value = int(tesseract)
    elif classified is not None and tesseract is not None and _same(classified, tesseract):
        value = int(classified)
    elif classified is None and tesseract is not None and token.sign != "?":
        # The classifier hesitated between two digits: Tesseract may pick one of them.
        both = token.sign + tesseract.lstrip("+-")
        settled = digit_reader.settles(token.glyphs, tesseract.lstrip("+-"))
        if settled is not None and _same(both, tesseract):
            value, score = int(both), settled
    return CounterRead(value, token.box, score if value is not None else 0.0, tesseract, classified)


def _same(classified: str, tesseract: str) -> bool:
    """Whether Tesseract confirms the classifier: the same digits, and the same
    sign unless Tesseract saw none (it often drops a thin sign before a
    single digit, which the classifier found by its shape); a sign Tesseract
    saw that the classifier did not, or the other sign, is a disagreement."""
    if classified.lstrip("+-") != tesseract.lstrip("+-"):
        return False
    seen = tesseract[0] if tesseract[0] in "+-" else ""
    return seen == "" or classified.startswith(seen)


def read_counters_file(path: str | Path, names: Sequence[str]) -> CountersReading:
    """``read_counters`` on an image file; a missing file or one that is not a
    readable image raises ``CountersError`` ("counters.image_missing" or
    "counters.image_unreadable", path=…)."""
    from recognition.images import load_image
    from recognition.errors import RecognitionError

    if not Path(path).exists():
        raise CountersError("counters.image_missing", path=str(path))
    try:
        image = load_image(path)
    except RecognitionError:
        raise CountersError("counters.image_unreadable", path=str(path)) from None
    return read_counters(np.ascontiguousarray(image), names)


__all__ = ["CounterRead", "CountersError", "CountersReading", "PlayerRead", "read_counters",
           "read_counters_file"]
