"""Screenshots in, card codes with boxes and confidence out (hand-format.md).

Lenient like a PGN reader: an image is read as far as it can be, and what
could not be settled is listed (``unsure``, ``problems``) instead of guessed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from recognition.deck import Deck
from recognition.identify import assign, score_region
from recognition.images import ImageError, load_image
from recognition.ocr import read_index, settle
from recognition.regions import find_regions

TAX_ACE = "AO"


def recognize_array(rgb: np.ndarray, deck: Deck) -> dict[str, Any]:
    """Read the cards of one screenshot (RGB array)."""
    regions = find_regions(rgb, aspect=deck.aspect)
    matches = assign([score_region(r, deck) for r in regions], tax_ace=TAX_ACE)
    taken = {m.code for m in matches if m.status == "card"}
    for m in matches:
        if m.status == "unsure":
            code = settle(read_index(m.region.crop, deck.aspect), [c for c in m.candidates if c not in taken])
            if code is not None:
                m.status, m.code, m.read_by = "card", code, "ocr"
                taken.add(code)
    cards, unsure, problems = [], [], []
    for m in sorted(matches, key=lambda m: (m.region.box[1], m.region.box[0])):
        box = [int(v) for v in m.region.box]
        if m.status == "card":
            if m.read_by == "ocr":
                cards.append({"code": m.code, "confidence": 0.6, "box": box, "read_by": "ocr"})
            else:
                # No "upside down" flag: a card with an index in both corners
                # looks the same either way round, so it could not be trusted.
                cards.append({"code": m.code, "confidence": round(m.confidence, 3), "box": box})
        elif m.status == "unsure":
            unsure.append({"box": box, "candidates": m.candidates})
        elif m.status == "tax_ace":
            problems.append({"kind": "tax_ace", "box": box,
                             "message": "Asso di Oro col bollo: non è una carta del gioco, non contato",
                             "message_en": "tax-stamp Ace of Coins: not a game card, not counted"})
        elif m.status == "duplicate":
            problems.append({"kind": "duplicate", "box": box, "code": m.code,
                             "message": f"{m.code} sembra visto due volte: controlla",
                             "message_en": f"{m.code} seems to be seen twice: check"})
        else:
            problems.append({"kind": "unknown", "box": box, "candidates": m.candidates,
                             "message": "non somiglia a nessuna carta del mazzo",
                             "message_en": "looks like no card of the pack"})
    if not matches:
        problems.append({"kind": "no_cards",
                         "message": "nessuna carta trovata: le carte devono essere scoperte e ben visibili sul tavolo",
                         "message_en": "no cards found: cards must lie face up and clearly visible on the table"})
    return {"cards": cards, "unsure": unsure, "problems": problems}


def recognize_file(path: str | Path, deck: Deck, *, count: int | None = None) -> dict[str, Any]:
    """Read one screenshot file; ``count`` (the number Tabletopia shows) is checked."""
    rgb = load_image(path)
    result: dict[str, Any] = {"path": str(path), **recognize_array(rgb, deck)}
    if count is not None:
        found = len(result["cards"]) + len(result["unsure"])
        result["count"] = {"expected": count, "found": found, "ok": found == count}
        if found != count:
            result["problems"].append({
                "kind": "count", "expected": count, "found": found,
                "message": f"attese {count} carte, trovate {found}",
                "message_en": f"{count} cards expected, {found} found"})
    return result


__all__ = ["ImageError", "recognize_array", "recognize_file"]
