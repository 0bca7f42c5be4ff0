"""Screenshots in, card codes with boxes and confidence out (hand-format.md).

Lenient like a PGN reader: an image is read as far as it can be, and what
could not be settled is listed (``unsure``, ``problems``) instead of guessed.
Problems are data (``kind``, a catalogue ``key`` and its ``params``): the
caller puts them into a language.
"""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from enum import StrEnum
from pathlib import Path
from typing import Any

import numpy as np

from recognition.deck import Deck
from recognition.identify import ReadBy, Status, assign, index_side, score_region
from recognition.images import ImageError, load_image
from recognition.ocr import read_index, settle
from recognition.regions import find_regions
from recognition.rejoin import doubt_overlaps, fresh, rejoined
from recognition.threads import single_threaded

TAX_ACE = "AO"


class ProblemKind(StrEnum):
    """Kinds of problem a screenshot can have; ``recognition.problem.<kind>``
    is the sentence in the catalogue."""

    TAX_ACE = "tax_ace"
    DUPLICATE = "duplicate"
    UNKNOWN = "unknown"
    NO_CARDS = "no_cards"
    COUNT = "count"


def problem(kind: ProblemKind, *, box: list[int] | None = None, **params: Any) -> dict[str, Any]:
    """A problem as JSON-ready data: its kind, catalogue key and parameters
    (the parameters are also given at the top level, as the format always had)."""
    entry: dict[str, Any] = {"kind": str(kind), "key": f"recognition.problem.{kind}", "params": dict(params)}
    if box is not None:
        entry["box"] = box
    entry.update(params)
    return entry


def recognize_array(rgb: np.ndarray, deck: Deck) -> dict[str, Any]:
    """Read the cards of one screenshot (RGB array)."""
    regions = find_regions(rgb, aspect=deck.aspect, deck=deck)
    scored = [score_region(r, deck) for r in regions]
    matches = assign([fresh(m) for m in scored], tax_ace=TAX_ACE)
    whole = rejoined(rgb, scored, matches, deck)
    if whole is not None:
        matches = assign(whole, tax_ace=TAX_ACE)
    doubt_overlaps(matches)
    taken = {m.code for m in matches if m.status is Status.CARD}
    for m in matches:
        if m.status is Status.UNSURE and not m.piece:
            corner = index_side(m.region)
            code = settle(read_index(corner, deck.aspect), [c for c in m.candidates if c not in taken], corner.shape[0])
            if code is not None:
                m.status, m.code, m.read_by = Status.CARD, code, ReadBy.OCR
                taken.add(code)
    cards: list[dict[str, Any]] = []
    unsure: list[dict[str, Any]] = []
    problems: list[dict[str, Any]] = []
    for m in sorted(matches, key=lambda m: (m.region.box[1], m.region.box[0])):
        box = [int(v) for v in m.region.box]
        if m.status is Status.CARD:
            if m.read_by is ReadBy.OCR:
                cards.append({"code": m.code, "confidence": 0.6, "box": box, "read_by": str(ReadBy.OCR)})
            else:
                # No "upside down" flag: a card with an index in both corners
                # looks the same either way round, so it could not be trusted.
                cards.append({"code": m.code, "confidence": round(m.confidence, 3), "box": box})
        elif m.status is Status.UNSURE:
            unsure.append({"box": box, "candidates": m.candidates})
        elif m.status is Status.TAX_ACE:
            problems.append(problem(ProblemKind.TAX_ACE, box=box))
        elif m.status is Status.DUPLICATE:
            problems.append(problem(ProblemKind.DUPLICATE, box=box, code=m.code))
        else:
            problems.append(problem(ProblemKind.UNKNOWN, box=box, candidates=m.candidates))
    if not matches:
        problems.append(problem(ProblemKind.NO_CARDS))
    return {"cards": cards, "unsure": unsure, "problems": problems}


def recognize_file(path: str | Path, deck: Deck, *, count: int | None = None) -> dict[str, Any]:
    """Read one screenshot file; ``count`` (the number Tabletopia shows) is checked."""
    rgb = load_image(path)
    with single_threaded():
        result: dict[str, Any] = {"path": str(path), **recognize_array(rgb, deck)}
    if count is not None:
        found = len(result["cards"]) + len(result["unsure"])
        result["count"] = {"expected": count, "found": found, "ok": found == count}
        if found != count:
            result["problems"].append(problem(ProblemKind.COUNT, expected=count, found=found))
    return result


def _read_one(job: tuple[str, Path, int | None]) -> dict[str, Any]:
    """One image in a worker process (the deck comes from its disk cache)."""
    return _read_with(Deck.load(job[1]), job)


def recognize_files(images: list[str], deck: Deck, counts: list[int | None] | None = None,
                    *, workers: int | None = None) -> list[dict[str, Any]]:
    """Read several screenshots, in order, on every core when there are
    several; an image that cannot be read gets ``"error"`` (key and params)
    instead of stopping the others."""
    jobs = [(str(image), deck.folder, counts[i] if counts else None) for i, image in enumerate(images)]
    workers = min(len(jobs), workers or os.cpu_count() or 1)
    if workers <= 1:
        return [_read_with(deck, job) for job in jobs]
    # Spawned, not forked: a fork inherits OpenCV's and OpenBLAS's thread
    # pools mid-state and can hang.
    with ProcessPoolExecutor(max_workers=workers, mp_context=get_context("spawn")) as pool:
        return list(pool.map(_read_one, jobs))


def _read_with(deck: Deck, job: tuple[str, Path, int | None]) -> dict[str, Any]:
    """One image: its result, or its error as data (key and params)."""
    image, _, count = job
    try:
        return recognize_file(image, deck, count=count)
    except ImageError as error:
        return {"path": image, "error": {"key": error.key, "params": error.params},
                "cards": [], "unsure": [], "problems": []}


__all__ = ["ImageError", "ProblemKind", "problem", "recognize_array", "recognize_file", "recognize_files"]
