"""Tesseract on many small crops at once.

Starting Tesseract costs more than reading a word, so the crops (candidate
names, then numbers) are stacked into one tall image, each on its own line
with white space around, read in one call, and the words are given back to
the crop whose line they fall on.  A number Tesseract misses in the stack
is tried again alone: as a line, as a word, as one character, then from
the screenshot's own shades enlarged (``Token.soft``), and at last digit by
digit.
"""

from __future__ import annotations

import os
import re
from typing import Sequence

import cv2
import numpy as np

from recognition.counters.lines import Candidate, Token

# Tesseract's own threads only fight over two cores for such small images.
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

NAME_HEIGHT = 34     # px of a name's crop in the stack
NUMBER_HEIGHT = 40   # px of a number's digits in the stack
GAP = 24
NUMBER_CHARS = "+-0123456789"
DASHES = str.maketrans({"\u2212": "-", "\u2013": "-", "\u2014": "-", "_": "-"})


def _stack(crops: Sequence[np.ndarray], height: int) -> tuple[np.ndarray, list[tuple[int, int]]]:
    """The crops scaled to ``height`` and stacked, with each one's (top, bottom) row."""
    scaled = []
    for crop in crops:
        f = height / max(1, crop.shape[0])
        scaled.append(cv2.resize(crop, (max(1, round(crop.shape[1] * f)), height),
                                 interpolation=cv2.INTER_CUBIC if f > 1 else cv2.INTER_AREA))
    width = max((s.shape[1] for s in scaled), default=1) + 2 * GAP
    total = sum(s.shape[0] + GAP for s in scaled) + GAP
    sheet = np.full((total, width), 255, np.uint8)
    rows = []
    top = GAP
    for s in scaled:
        sheet[top:top + s.shape[0], GAP:GAP + s.shape[1]] = s
        rows.append((top, top + s.shape[0]))
        top += s.shape[0] + GAP
    _, sheet = cv2.threshold(sheet, 128, 255, cv2.THRESH_BINARY)
    return sheet, rows


def _words_by_row(sheet: np.ndarray, rows: list[tuple[int, int]], config: str, lang: str) -> dict[int, str]:
    import pytesseract  # type: ignore[import-untyped]

    data = pytesseract.image_to_data(sheet, lang=lang, config=config, output_type=pytesseract.Output.DICT)
    found: dict[int, list[tuple[int, str]]] = {}
    for text, left, top, height in zip(data["text"], data["left"], data["top"], data["height"]):
        if not text.strip():
            continue
        middle = top + height / 2
        for i, (a, b) in enumerate(rows):
            if a - GAP / 2 <= middle <= b + GAP / 2:
                found.setdefault(i, []).append((left, text.strip()))
                break
    return {i: " ".join(t for _, t in sorted(words)) for i, words in found.items()}


def read_names(candidates: Sequence[Candidate]) -> dict[int, str]:
    """The text of each candidate word (by index), read in one Tesseract call."""
    if not candidates:
        return {}
    sheet, rows = _stack([c.crop for c in candidates], NAME_HEIGHT)
    return _words_by_row(sheet, rows, "--psm 6", "ita")


def clean_number(text: str | None) -> str | None:
    """Tesseract's reading of a number in the digit classifier's spelling ("−3" → "-3"), or None."""
    if not text:
        return None
    text = re.sub(r"\s+", "", text.translate(DASHES))
    return text if re.fullmatch(r"[+-]?\d{1,3}", text) else None


def _padded(crop: np.ndarray) -> np.ndarray:
    f = NUMBER_HEIGHT / max(1, crop.shape[0])
    big = cv2.resize(crop, (max(1, round(crop.shape[1] * f)), NUMBER_HEIGHT), interpolation=cv2.INTER_CUBIC)
    _, big = cv2.threshold(big, 128, 255, cv2.THRESH_BINARY)
    return cv2.copyMakeBorder(big, GAP, GAP, GAP, GAP, cv2.BORDER_CONSTANT, value=255)


#: Heights (px) a number's shaded crop is enlarged to for Tesseract: larger
#: than the stack's, where its outlines come out smooth.
SOFT_HEIGHTS = (56, 80)


def _enlarged(soft: np.ndarray, height: int) -> np.ndarray:
    """A shaded crop (dark on white) enlarged to ``height``, smoothed, cut at
    Otsu's threshold and set in white space: the outlines of small digits
    come out as their font drew them, not as the pixels' stair steps."""
    f = height / max(1, soft.shape[0])
    big = cv2.resize(soft, (max(1, round(soft.shape[1] * f)), height), interpolation=cv2.INTER_CUBIC)
    big = cv2.GaussianBlur(big, (0, 0), height / 40)
    _, big = cv2.threshold(big, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    pad = height // 2
    return cv2.copyMakeBorder(big, pad, pad, pad, pad, cv2.BORDER_CONSTANT, value=255)


def read_numbers(tokens: Sequence[Token], hoped: dict[int, str | None] | None = None) -> dict[int, str]:
    """Tesseract's reading of each token, keyed by ``id(token)``; tokens it cannot read are left out.

    ``hoped`` is the digit classifier's reading (by ``id``): where the stacked
    reading differs from it, the token is read again alone (as a line, a word,
    one character), which is where Tesseract is at its best on one or two digits."""
    import pytesseract

    if not tokens:
        return {}
    hoped = hoped or {}
    config = f"-c tessedit_char_whitelist={NUMBER_CHARS}"
    sheet, rows = _stack([t.crop for t in tokens], NUMBER_HEIGHT)
    stacked = _words_by_row(sheet, rows, f"--psm 6 {config}", "eng")
    out: dict[int, str] = {}
    for i, token in enumerate(tokens):
        text = clean_number(stacked.get(i))
        wanted = hoped.get(id(token))
        if text is None or (wanted is not None and text != wanted):
            for psm in (7, 8, 10):
                again = clean_number(pytesseract.image_to_string(_padded(token.crop), lang="eng",
                                                                 config=f"--psm {psm} {config}"))
                if again is not None:
                    text = again
                if text is not None and (wanted is None or text == wanted):
                    break
        if (text is None or (wanted is not None and text != wanted)) and token.soft is not None:
            for height in SOFT_HEIGHTS:
                again = clean_number(pytesseract.image_to_string(_enlarged(token.soft, height), lang="eng",
                                                                 config=f"--psm 7 {config}"))
                # Only a reading that settles the question replaces one made
                # already (a sign-less "7" for "-7" still confirms its digits).
                if again is not None and (text is None or again == wanted):
                    text = again
                if text is not None and (wanted is None or text == wanted):
                    break
        if (text is None or (wanted is not None and text != wanted)) and len(token.glyphs) > 1:
            # Two like digits side by side ("11") are often read as one:
            # each digit alone, as one character, and the digits joined.
            alone = [clean_number(pytesseract.image_to_string(_padded(255 - g.mask), lang="eng",
                                                              config=f"--psm 10 {config}"))
                     for g in token.glyphs]
            if all(a is not None and a.isdigit() and len(a) == 1 for a in alone):
                text = "".join(a for a in alone if a is not None)
        if text is not None:
            out[id(token)] = text
    return out
