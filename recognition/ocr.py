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


def settle(text: str | None, candidates: list[str]) -> str | None:
    """The one candidate whose code the text spells, allowing O for 0."""
    if not text:
        return None
    def norm(s: str) -> str:
        return s.replace("0", "O")
    hits = [c for c in candidates if norm(c) == norm(text)]
    return hits[0] if len(hits) == 1 else None
