"""Packs the reader was never tuned on, made from the ones we have by
changing every face the same way: cropped inside the printed frame,
scanned poorly, drawn round with a dark frame, or cut with transparent
rounded corners.

One module, so that the tests that keep a scene of such a pack and
``bench/outside_packs.py``, which builds the same packs for the benchmark,
make them alike.  No pytest here: a test skips on a missing source pack
itself, the bench script says so in one line.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Callable

import numpy as np
from PIL import Image, ImageDraw, ImageEnhance

#: A dark frame's colour: near a dark table's, as some virtual tables draw it.
FRAME = (40, 36, 34)


def write_variant(source: Path, out: Path, change: Callable[[Image.Image], Image.Image],
                  codes: Iterable[str] | None = None) -> Path:
    """A new deck folder ``out`` of ``source``'s faces, each changed by
    ``change``: every face, or only those of ``codes`` (a pack folder may
    hold faces the game does not use, such as the tax-stamp Ace)."""
    wanted = None if codes is None else set(codes)
    out.mkdir(parents=True)
    for face in sorted(source.glob("*.png")):
        if wanted is None or face.stem in wanted:
            with Image.open(face) as image:
                change(image).save(out / face.name)
    return out


def borderless(image: Image.Image) -> Image.Image:
    """The face with 7% of its width and 5% of its height cropped off each
    side: the frame and the edge line gone, so white paper or art meets the
    table."""
    image = image.convert("RGB")
    w, h = image.size
    dx, dy = round(w * 0.07), round(h * 0.05)
    return image.crop((dx, dy, w - dx, h - dy))


def scanned(image: Image.Image) -> Image.Image:
    """The face as a poor scan: a third of the resolution, blown back up,
    its colour and contrast dulled and its paper yellowed."""
    image = image.convert("RGB")
    w, h = image.size
    image = image.resize((max(8, w // 3), max(8, h // 3)), Image.Resampling.BILINEAR).resize((w, h), Image.Resampling.BILINEAR)
    image = ImageEnhance.Contrast(ImageEnhance.Color(image).enhance(0.75)).enhance(0.85)
    tinted = np.asarray(image).astype(np.float32) * np.array([1.0, 0.97, 0.9])
    return Image.fromarray(np.clip(tinted, 0, 255).astype(np.uint8))


def dark_framed(image: Image.Image) -> Image.Image:
    """The face with a dark frame 3% of its height wide drawn round it: on a
    table of the frame's colour only what lies inside the frame stands out."""
    face = image.convert("RGB")
    w, h = face.size
    ImageDraw.Draw(face).rectangle([0, 0, w - 1, h - 1], outline=FRAME, width=round(0.03 * h))
    return face


def rounded(image: Image.Image) -> Image.Image:
    """The face with its corners cut round (radius 8% of its width) and made
    transparent, as a virtual table draws its cards."""
    rgba = image.convert("RGBA")
    w, h = rgba.size
    alpha = Image.new("L", (w, h), 0)
    ImageDraw.Draw(alpha).rounded_rectangle([0, 0, w - 1, h - 1], radius=round(w * 0.08), fill=255)
    rgba.putalpha(alpha)
    return rgba
