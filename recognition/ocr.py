"""Tesseract as a second opinion on a card's index ("9C", "T17").

Used only where appearance could not decide between a few candidates: the
index corner is read as text, and if the text is exactly one candidate's
code, that settles it.  Without the ``tesseract`` program this says so once
and decides nothing.
"""

from __future__ import annotations

import re
import shutil
from functools import lru_cache

import cv2
import numpy as np


WHITELIST = "0123456789KQCDOBSTFUG"
#: Share of a card's height taken by the index's text line, from the top.
INDEX_TEXT_HEIGHT = 0.118


@lru_cache(maxsize=1)
def available() -> bool:
    """Whether the tesseract program and pytesseract can be used."""
    if shutil.which("tesseract") is None:
        return False
    try:
        import pytesseract  # type: ignore[import-untyped]  # noqa: F401
    except ImportError:
        return False
    return True


def read_index(crop: np.ndarray, aspect: float) -> str | None:
    """The text of the index corner of a card region (its top-left), or None."""
    if not available():
        return None
    import pytesseract

    h = crop.shape[0]
    # Only the text line of the index (the suit sign under it confuses OCR).
    w = h * aspect
    corner = crop[: max(4, round(h * INDEX_TEXT_HEIGHT)), round(w * 0.03): max(8, round(w * 0.45))]
    # The darkest channel: every suit colour is dark in at least one channel
    # (gold in blue, red in green), the paper in none, so the index stands
    # out far better than in plain gray.
    gray = corner.min(axis=2)
    scale = max(1.0, 90 / max(1, gray.shape[0]))
    big = cv2.resize(gray, None, fx=scale, fy=scale, interpolation=cv2.INTER_CUBIC)
    _, binary = cv2.threshold(big, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    binary = cv2.copyMakeBorder(binary, 10, 10, 10, 10, cv2.BORDER_CONSTANT, value=255)
    try:
        text = pytesseract.image_to_string(binary, config=f"--psm 7 -c tessedit_char_whitelist={WHITELIST}")
    except Exception:  # noqa: BLE001 - OCR is only ever a second opinion
        return None
    return re.sub(r"[^0-9A-Z]", "", text.upper()) or None


#: Letters Tesseract takes for one another on a small card's index: a Q's
#: tail is a pixel or two, and a D with a stray pixel is a Q (our framed
#: pack through a cut deck, 97 px cards, their index line 11 px high, dev
#: scene 167001008: a Queen of Oro read "DO").  Digits 0 and letter O are
#: one.  From ``SMALL_TEXT`` pixels up the letters are told apart (a
#: Donna of Oro and one of Bastoni, 230 and 240 px cards, read rightly).
LOOKALIKES = ("QDO0",)
SMALL_TEXT = 20


def settle(text: str | None, candidates: list[str], card_height: int | None = None) -> str | None:
    """The one candidate whose code the text spells, allowing O for 0.

    On a card less than ``SMALL_TEXT`` / ``INDEX_TEXT_HEIGHT`` pixels tall
    (or of height not given), none when another candidate's code differs
    from it only by ``LOOKALIKES``: the text cannot tell those two apart."""
    if not text:
        return None
    hits = [c for c in candidates if _plain(c) == _plain(text)]
    if len(hits) != 1:
        return None
    if card_height is not None and card_height * INDEX_TEXT_HEIGHT >= SMALL_TEXT:
        return hits[0]
    rivals = [c for c in candidates if c != hits[0] and _blurred(c) == _blurred(hits[0])]
    return None if rivals else hits[0]


def _plain(code: str) -> str:
    """``code`` with the digit 0 read as the letter O."""
    return code.replace("0", "O")


def _blurred(code: str) -> str:
    """``code`` with each letter of a ``LOOKALIKES`` group read as the group's first."""
    for group in LOOKALIKES:
        for letter in group[1:]:
            code = code.replace(letter, group[0])
    return code
