"""A screenshot of the whole pack, as ``trunfu deck from-screenshot`` is
given one, and the check that every card on it is cut where it lies."""

from __future__ import annotations

import io
import random
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

from recognition.cutout import cut_faces, find_card_rects
from recognition.synthetic.scenes import Scene, load_faces, make_scene
from scoring import CODES


def whole_pack(deck: Path, seed: int, **scene: Any) -> Scene:
    """The whole pack of ``deck`` laid out in a grid as ``trunfu deck
    from-screenshot`` is given it (2560x1440, cards 180 px tall, none upside
    down; ``scene`` passes e.g. a ``table``)."""
    return make_scene(load_faces(deck), random.Random(seed), layout="grid", codes=list(CODES), screen=(2560, 1440),
                      card_height=180, upside_down_rate=0.0, **scene)


def cut_deck(deck: Path, seed: int, out: Path) -> Path:
    """A deck folder ``out`` cut (``cut_faces``) from the whole pack of
    ``deck`` laid out with ``seed``, as the benchmark cuts its decks."""
    shot = out.with_suffix(".jpg")
    whole_pack(deck, seed).save(shot)
    assert len(cut_faces(shot, list(CODES), out).written) == 63
    return out


def cut_turns(deck: Path, seed: int) -> dict[str, float]:
    """How far (degrees) each card of the whole pack laid out with ``seed``
    is turned from its card when cut (``find_card_rects``), by code; a card
    not cut is left out."""
    laid = whole_pack(deck, seed)
    rgb = np.asarray(Image.open(io.BytesIO(laid.jpeg_bytes())).convert("RGB"))
    rects = find_card_rects(rgb, 63)
    return {card["code"]: abs((rect[4] - card["rect"][4] + 45) % 90 - 45)
            for card, rect in zip(laid.cards, rects) if rect is not None}


def assert_every_card_cut(deck: Path, seed: int, *, centre: float, size: float, **scene: Any) -> None:
    """The whole pack of ``deck`` laid out (``whole_pack``) and cut: all 63
    cards found, each cut centred on its card within ``centre`` px and of
    its size within ``size`` (a share)."""
    laid = whole_pack(deck, seed, **scene)
    rgb = np.asarray(Image.open(io.BytesIO(laid.jpeg_bytes())).convert("RGB"))
    rects = find_card_rects(rgb, 63)
    assert len(rects) == 63
    for card, rect in zip(laid.cards, rects):
        assert rect is not None, card["code"]
        cx, cy, w, h, _ = card["rect"]
        assert abs(rect[0] - cx) < centre and abs(rect[1] - cy) < centre, card["code"]
        assert abs(rect[2] - w) < size * w and abs(rect[3] - h) < size * h, card["code"]
