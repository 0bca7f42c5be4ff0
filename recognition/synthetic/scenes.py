"""Tabletopia-like screenshots with their truth, for tests and benchmarks.

A table background (felt, wood or cloth, dark or pale: beige, pale wood,
light grey, near white; smooth or textured), and the cards of any pack
given as a deck folder (its own aspect) in one of ``LAYOUTS``: a grid;
overlapping rows well apart, spread either way; tight rows 0–40% of a
card's height apart, or touching along their whole length (gap exactly 0); a row in the hand area along the
bottom of the screen.  Each card keeps at least a third of its width
visible; cards are turned up to ±3°, some are upside down; card heights run
from 80 to 450 px; the screen from 1366×768 to 2560×1440; the image is
saved as JPEG at quality 70–95.  ``photo=True`` adds a photographic look
(uneven light, a tint, slight blur, noise).
"""

from __future__ import annotations

import io
import json
import math
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

SCREENS = ((1366, 768), (1600, 900), (1920, 1080), (2560, 1440))
ASPECT = 240 / 420


@dataclass
class Scene:
    """A screenshot and what is in it: each card's code and box (x, y, w, h)."""

    image: Image.Image
    layout: str
    cards: list[dict[str, Any]] = field(default_factory=list)
    jpeg_quality: int = 90

    def jpeg_bytes(self) -> bytes:
        out = io.BytesIO()
        self.image.save(out, "JPEG", quality=self.jpeg_quality)
        return out.getvalue()

    def save(self, path: Path, *, truth: Path | None = None) -> None:
        """Write the JPEG, and its truth beside it (or at ``truth``)."""
        path.write_bytes(self.jpeg_bytes())
        (truth or path.with_suffix(".truth.json")).write_text(json.dumps(
            {"layout": self.layout, "cards": self.cards}, indent=1))


#: Table kinds: green felt, dark wood, a dark plain cloth, and pale ones,
#: whose colour can be close to a pack's paper (issue 7: "table colours and
#: textures of any kind"): light beige, pale wood, light grey, near white.
TABLES = ("felt", "wood", "dark", "pale")
PALE_TABLES = ("beige", "pale wood", "light grey", "near white")


def _table_colour(kind: str, rng: random.Random) -> np.ndarray:
    """The base colour (RGB) of a table of ``kind``."""
    if kind == "felt":
        return np.array([rng.randint(20, 50), rng.randint(80, 120), rng.randint(40, 70)], float)
    if kind == "wood":
        return np.array([rng.randint(90, 130), rng.randint(55, 80), rng.randint(25, 45)], float)
    if kind == "dark":
        return np.array([rng.randint(30, 50)] * 3, float)
    if kind == "beige":
        return np.array([rng.randint(215, 235), rng.randint(200, 220), rng.randint(160, 190)], float)
    if kind == "pale wood":
        return np.array([rng.randint(195, 225), rng.randint(160, 190), rng.randint(110, 145)], float)
    if kind == "light grey":
        return np.array([rng.randint(185, 215) + rng.uniform(-3, 3)] * 3, float)
    level = rng.randint(232, 248)
    return np.array([level, level, level - rng.uniform(0, 6)], float)


def _background(size: tuple[int, int], rng: random.Random, kind: str | None = None) -> Image.Image:
    """A table of ``kind`` (by default drawn from ``TABLES``, a pale one
    from ``PALE_TABLES``): felt, wood or cloth, dark or pale, with a
    texture; a pale table is smooth or grained, wood has grain lines."""
    w, h = size
    np_rng = np.random.default_rng(rng.randrange(1 << 30))
    kind = kind or rng.choice(TABLES)
    if kind == "pale":
        kind = rng.choice(PALE_TABLES)
    base = _table_colour(kind, rng)
    # Coarse blotches: strong on felt and dark wood, from none to some on a pale table.
    coarse = 12.0 if kind in ("felt", "wood", "dark") else rng.choice([1.5, 4.0, 8.0])
    small = np_rng.normal(0, coarse, (h // 8 + 1, w // 8 + 1, 1))
    noise = np.kron(small, np.ones((8, 8, 1)))[:h, :w]
    if kind in ("wood", "pale wood"):
        stripes = 10 * np.sin(np.linspace(0, rng.uniform(20, 60), h))[:, None, None]
        noise = noise + stripes
    arr = np.clip(base + noise + np_rng.normal(0, 4, (h, w, 1)), 0, 255).astype(np.uint8)
    image = Image.fromarray(arr if arr.shape[2] == 3 else np.repeat(arr, 3, axis=2))
    return image.filter(ImageFilter.GaussianBlur(1.2))


def _place(canvas: Image.Image, face: Image.Image, x: float, y: float, height: int, angle: float,
           upside_down: bool, aspect: float = ASPECT) -> tuple[int, int, int, int]:
    """Paste a card with its top-left corner near (x, y); returns its box."""
    width = round(height * aspect)
    card = face.resize((width, height), Image.Resampling.LANCZOS)
    if upside_down:
        card = card.rotate(180)
    rgba = card.convert("RGBA")
    rotated = rgba.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
    px, py = round(x - (rotated.width - width) / 2), round(y - (rotated.height - height) / 2)
    # A soft shadow, as a virtual table draws one.
    shadow = Image.new("RGBA", rotated.size, (0, 0, 0, 0))
    shadow.putalpha(rotated.getchannel("A").point(lambda a: 70 if a > 0 else 0))
    canvas.paste(shadow, (px + 3, py + 3), shadow)
    canvas.paste(rotated, (px, py), rotated)
    return px, py, rotated.width, rotated.height


def card_rect(box: tuple[int, int, int, int], width: int, height: int, angle: float) -> list[float]:
    """Where ``_place`` put a card, edge to edge: centre x, y, width, height
    and angle in OpenCV's terms (pixel centres at whole coordinates, the
    angle clockwise on screen as ``cv2.minAreaRect`` gives it), so a cut or
    a region can be measured against the card's true edges."""
    px, py, rw, rh = box
    # PIL turns the card counter-clockwise by ``angle`` about the middle of
    # the expanded image pasted at (px, py).
    return [round(px + rw / 2 - 0.5, 2), round(py + rh / 2 - 0.5, 2), float(width), float(height),
            round(-angle, 3)]


#: Layouts the generator draws (issue 7): a grid of separate cards; rows of
#: overlapping cards well apart; rows only 0–40% of a card's height apart
#: (touching at 0); a row in the hand area along the bottom of the screen.
LAYOUTS = ("grid", "rows", "tight", "hand")


def make_scene(faces: dict[str, Image.Image], rng: random.Random, *, layout: str | None = None,
               codes: list[str] | None = None, screen: tuple[int, int] | None = None,
               card_height: int | None = None, upside_down_rate: float = 0.15,
               hand_area: bool | None = None, photo: bool = False, table: str | None = None) -> Scene:
    """A screenshot of some of ``faces`` in one of ``LAYOUTS``.

    In rows each card covers up to two thirds of the one before, in either
    direction (the card on top lies right or left of the one it covers).
    With ``hand_area`` the last row of ``rows`` lies along the bottom of the
    screen, as Tabletopia's hand area does (by default one time in two).
    ``photo`` gives the screenshot a photographic look: uneven lighting,
    slight blur and sensor noise.  ``table`` chooses the table's kind (one
    of ``TABLES`` or ``PALE_TABLES``); by default it is drawn.
    """
    layout = layout or rng.choice(["grid", "rows"])
    w, h = screen or rng.choice(SCREENS)
    canvas = _background((w, h), rng, table)
    aspect = _aspect(faces)
    available = [c for c in faces if c != "AO"] if codes is None else list(codes)
    quality = rng.randint(70, 95)
    cards: list[dict[str, Any]] = []
    if layout == "grid":
        height = card_height or rng.randint(80, min(450, int(h * 0.45)))
        width = round(height * aspect)
        gap = max(6, int(height * 0.08))
        cols = max(1, (w - 40) // (width + gap))
        rows = max(1, (h - 40) // (height + gap))
        n = min(len(available), cols * rows, rng.randint(5, 40)) if codes is None else min(len(available), cols * rows)
        chosen = rng.sample(available, n) if codes is None else available[:n]
        x0 = rng.randint(20, max(20, w - cols * (width + gap)))
        y0 = rng.randint(20, max(20, h - rows * (height + gap)))
        for i, code in enumerate(chosen):
            r, c = divmod(i, cols)
            x = x0 + c * (width + gap) + rng.uniform(-gap / 4, gap / 4)
            y = y0 + r * (height + gap) + rng.uniform(-gap / 4, gap / 4)
            angle = rng.uniform(-3, 3)
            box = _place(canvas, faces[code], x, y, height, angle, rng.random() < upside_down_rate, aspect)
            cards.append({"code": code, "box": list(box), "rect": card_rect(box, width, height, angle),
                          "z": len(cards)})
    else:
        _rows(canvas, faces, rng, layout, available, codes is None, card_height, upside_down_rate,
              hand_area, aspect, cards)
    if photo:
        canvas = _photographic(canvas, rng)
    return Scene(canvas, layout, cards, quality)


def _rows(canvas: Image.Image, faces: dict[str, Image.Image], rng: random.Random, layout: str,
          available: list[str], sample: bool, card_height: int | None, upside_down_rate: float,
          hand_area: bool | None, aspect: float, cards: list[dict[str, Any]]) -> None:
    """Rows of overlapping cards on ``canvas``; their truth goes to ``cards``."""
    w, h = canvas.size
    tight = layout == "tight"
    height = card_height or rng.randint(80, min(300, int(h * (0.28 if tight else 0.3))))
    width = round(height * aspect)
    if layout == "hand":
        n_rows = rng.randint(1, 2)
    elif tight:
        n_rows = max(1, min(rng.randint(2, 3), (h - 40) // int(height * 1.45 + 12)))
    else:
        n_rows = max(1, min(rng.randint(1, 3), (h - 40) // (height + 20)))
    y = rng.randint(20, max(20, h - n_rows * (height + 25) - 10))
    chosen_all = rng.sample(available, min(len(available), rng.randint(8, 40))) if sample else available
    per_row = math.ceil(len(chosen_all) / n_rows)
    #: The row before, when the next one is to touch it: its left end, top and angle.
    touching: tuple[float, float, float] | None = None
    for r in range(n_rows):
        row = chosen_all[r * per_row:(r + 1) * per_row]
        if not row:
            break
        step = rng.uniform(1 / 3 + 0.02, 0.75) * width
        while len(row) > 1 and (len(row) - 1) * step + width > w - 40 and step > width / 3 + 1:
            step -= 1
        row = row[: max(1, int((w - 40 - width) // step) + 1)]
        x = rng.randint(20, max(20, int(w - 20 - (len(row) - 1) * step - width)))
        last = r == n_rows - 1
        in_hand = last and (layout == "hand" or (layout == "rows" and (
            rng.random() < 0.5 if hand_area is None else hand_area)))
        row_y: float = h - height - rng.randint(8, 30) if in_hand else y
        angle = rng.uniform(-3, 3)
        slope = math.tan(math.radians(-angle))
        if touching is not None:
            # Touching the row before along its whole length (gap exactly
            # 0): the same angle, the cards' tops on that row's bottom edge,
            # slid along it so the rows' ends differ.
            prev_x, prev_y, angle = touching
            slope = math.tan(math.radians(-angle))
            base_x = prev_x + height * math.sin(math.radians(angle))
            lo = 20 - base_x
            hi = w - 20 - (len(row) - 1) * step - width - base_x
            # (The row fits on the screen: lo <= hi.)
            shift = rng.uniform(max(lo, min(-width, hi)), min(hi, max(width, lo)))
            x = round(base_x + shift)
            row_y = prev_y + height * math.cos(math.radians(angle)) + shift * slope
        drift = (len(row) - 1) * step * slope
        if touching is None:
            if drift < 0:
                row_y -= drift if not in_hand else 0
            row_y = min(row_y, h - height - 8 - max(0.0, drift))
        elif row_y + height + max(0.0, drift) > h - 8 or row_y + min(0.0, drift) < 8:
            break
        # Either the card on the right lies on the one before (the usual
        # spread), or the one on the left does: then draw right to left.
        order = list(enumerate(row))
        if rng.random() < 0.3:
            order.reverse()
        placed: dict[int, dict[str, Any]] = {}
        for i, code in order:
            box = _place(canvas, faces[code], x + i * step, row_y + i * step * slope, height, angle,
                         rng.random() < upside_down_rate, aspect)
            # ``z``: the order the cards were laid, so the one seen at a
            # point is the last laid of those there (``evaluate.card_at``).
            placed[i] = {"code": code, "box": list(box), "rect": card_rect(box, width, height, angle),
                         "z": len(cards) + len(placed)}
        cards.extend(placed[i] for i in sorted(placed))
        # The next row starts below this one's lowest corner, tilt included,
        # so rows never cover each other: well apart, or 0–40% of a card's
        # height for tight rows; or, one tight row in three, it touches this
        # one along its whole length.
        touching = (x, row_y, angle) if tight and rng.random() < 1 / 3 else None
        gap = height * rng.uniform(0.0, 0.4) if tight else height * 0.06 + rng.randint(20, 60)
        tilt_extra = abs(math.sin(math.radians(angle))) * width
        y = int(max(row_y, row_y + drift) + height + tilt_extra + gap)
        if touching is None and y + height * 1.1 > h:
            break


def _aspect(faces: dict[str, Image.Image]) -> float:
    """Width / height of the pack's faces (any pack given as a deck folder)."""
    sizes = [f.size for f in faces.values()]
    return float(np.median([fw / fh for fw, fh in sizes])) if sizes else ASPECT


def _photographic(canvas: Image.Image, rng: random.Random) -> Image.Image:
    """Uneven lighting (a gradient across the screen), slight blur and noise,
    as a photograph of a table rather than a rendered one."""
    w, h = canvas.size
    np_rng = np.random.default_rng(rng.randrange(1 << 30))
    arr = np.asarray(canvas.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 0.9)))).astype(np.float32)
    angle = rng.uniform(0, 2 * math.pi)
    xs, ys = np.meshgrid(np.linspace(-1, 1, w, dtype=np.float32), np.linspace(-1, 1, h, dtype=np.float32))
    light = 1.0 + rng.uniform(0.08, 0.2) * (xs * math.cos(angle) + ys * math.sin(angle))
    warm = np.array([1.0, rng.uniform(0.95, 1.0), rng.uniform(0.88, 0.98)], np.float32)
    lit = arr * light[..., None] * warm + np_rng.normal(0, 3.0, arr.shape)
    return Image.fromarray(np.clip(lit, 0, 255).astype(np.uint8))


def load_faces(deck: Path) -> dict[str, Image.Image]:
    """The faces of a deck folder, by code.  A face with transparent parts
    (rounded corners, as a virtual table draws cards) keeps them, so the
    table shows there when it is laid out."""
    faces: dict[str, Image.Image] = {}
    for path in sorted(deck.glob("*.png")):
        with Image.open(path) as image:
            clear = image.mode in ("RGBA", "LA", "PA") or "transparency" in image.info
            faces[path.stem] = image.convert("RGBA" if clear else "RGB")
    return faces
