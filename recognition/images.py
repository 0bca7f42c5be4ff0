"""Reading screenshots safely: every way an image file can be bad becomes an
``ImageError`` naming the file, never a traceback or a hang."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image, UnidentifiedImageError

from recognition.errors import RecognitionError

#: Far above a 4K screenshot (3840×2160 ≈ 8.3 Mpx), far below a decompression bomb.
MAX_PIXELS = 40_000_000


class ImageError(RecognitionError):
    """An image that cannot be read; every sentence starts with its path
    (the ``path`` parameter)."""

    def __init__(self, path: str | Path, key: str, /, **params: Any) -> None:
        self.path = str(path)
        super().__init__(key, path=self.path, **params)


def load_image(path: str | Path, *, clear_as_paper: bool = False) -> np.ndarray:
    """An image file as an RGB ``uint8`` array (H×W×3).

    Grayscale, palette, alpha and 16-bit images are converted; empty,
    truncated, unknown and oversized files are refused with a message.
    Transparent parts are black, or with ``clear_as_paper`` (a card's face
    with rounded corners) the colour of the face's own edge.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise ImageError(path, "recognition.image.not_found") from None
    except OSError as error:
        raise ImageError(path, "recognition.image.unreadable", reason=str(error.strerror)) from None
    if path.is_dir():
        raise ImageError(path, "recognition.image.folder")
    if size == 0:
        raise ImageError(path, "recognition.image.empty")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(path) as image:
                w, h = image.size
                if w * h > MAX_PIXELS:
                    raise ImageError(path, "recognition.image.too_large", width=w, height=h)
                image.load()
                return _to_rgb(image, clear_as_paper)
    except ImageError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise ImageError(path, "recognition.image.bomb") from None
    except UnidentifiedImageError:
        raise ImageError(path, "recognition.image.unknown_format") from None
    except (OSError, SyntaxError, ValueError) as error:
        raise ImageError(path, "recognition.image.damaged", reason=str(error)) from None


def _to_rgb(image: Image.Image, clear_as_paper: bool = False) -> np.ndarray:
    if image.mode in ("I;16", "I;16B", "I;16L", "I"):
        arr = np.asarray(image, dtype=np.float64)
        top = arr.max() or 1.0
        gray = np.clip(arr * (255.0 / (65535.0 if top > 255 else 255.0)), 0, 255).astype(np.uint8)
        return np.repeat(gray[:, :, None], 3, axis=2)
    if image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info):
        rgba = image.convert("RGBA")
        fill = _edge_colour(np.asarray(rgba)) if clear_as_paper else (0, 0, 0)
        background = Image.new("RGBA", rgba.size, (*fill, 255))
        return np.asarray(Image.alpha_composite(background, rgba).convert("RGB"))
    return np.asarray(image.convert("RGB"))


def _edge_colour(rgba: np.ndarray) -> tuple[int, int, int]:
    """The median colour of the opaque pixels along an image's edges (a
    tenth of its width deep): a face's paper, which its transparent rounded
    corners are filled with, so that every face's corners match each
    other's and no face's corner looks like ink to the matcher."""
    h, w = rgba.shape[:2]
    b = max(1, round(min(h, w) * 0.1))
    band = np.zeros((h, w), bool)
    band[:b], band[-b:], band[:, :b], band[:, -b:] = True, True, True, True
    opaque = band & (rgba[:, :, 3] >= 128)
    if not opaque.any():
        return (0, 0, 0)
    r, g, b_ = np.median(rgba[opaque][:, :3], axis=0)
    return (int(r), int(g), int(b_))
