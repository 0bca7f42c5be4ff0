"""Faces cut from a screenshot of the whole pack line up with the real faces.

A cut face becomes the template every later screenshot is compared with, so
a face shifted or tilted by the card's shadow costs accuracy on every read.
"""

from __future__ import annotations

import io
import random
from pathlib import Path

import cv2
import numpy as np
from PIL import Image

from recognition.cutout import CARD_ASPECT, FACE_SIZE, grid_order, refine_face
from recognition.regions import find_regions
from recognition.synthetic.scenes import load_faces, make_scene
from scoring import CODES


def _best_shift(truth: np.ndarray, face: np.ndarray) -> int:
    """How many pixels ``face`` must move to best match ``truth`` (the larger of x and y)."""
    a = cv2.cvtColor(truth, cv2.COLOR_RGB2GRAY).astype(np.float32)
    b = cv2.cvtColor(face, cv2.COLOR_RGB2GRAY).astype(np.float32)
    scores = [(float(np.abs(np.roll(a, (dy, dx), (0, 1))[12:-12, 12:-12] - b[12:-12, 12:-12]).mean()), dx, dy)
              for dx in range(-6, 7) for dy in range(-6, 7)]
    _, dx, dy = min(scores)
    return max(abs(dx), abs(dy))


def test_cut_faces_line_up_with_the_pack(alt_deck_dir: Path) -> None:
    faces = load_faces(alt_deck_dir)
    pack = make_scene(faces, random.Random(7950), layout="grid", codes=list(CODES), screen=(2560, 1440),
                      card_height=180, upside_down_rate=0.0)
    rgb = np.asarray(Image.open(io.BytesIO(pack.jpeg_bytes())).convert("RGB"))
    regions = grid_order([r for r in find_regions(rgb, aspect=CARD_ASPECT) if r.visible > 0.8])
    assert len(regions) == 63
    shifts = {}
    for code, region in zip(CODES, regions):
        face = refine_face(rgb, region.box)
        assert face is not None and face.shape == (FACE_SIZE[1], FACE_SIZE[0], 3), code
        truth = np.asarray(faces[code].convert("RGB").resize(FACE_SIZE, Image.LANCZOS))
        shifts[code] = _best_shift(truth, face)
    assert {code: s for code, s in shifts.items() if s > 1} == {}
