"""Reading screenshots safely: every way an image file can be bad becomes an
``ImageError`` naming the file, never a traceback or a hang."""

from __future__ import annotations

import warnings
from pathlib import Path

import numpy as np
from PIL import Image, UnidentifiedImageError

from recognition.errors import RecognitionError

#: Far above a 4K screenshot (3840×2160 ≈ 8.3 Mpx), far below a decompression bomb.
MAX_PIXELS = 40_000_000


class ImageError(RecognitionError):
    """An image that cannot be read; the message starts with its path."""

    def __init__(self, path: str | Path, it: str, en: str) -> None:
        self.path = str(path)
        super().__init__(f"{path}: {it}", f"{path}: {en}")


def load_image(path: str | Path) -> np.ndarray:
    """An image file as an RGB ``uint8`` array (H×W×3).

    Grayscale, palette, alpha and 16-bit images are converted; empty,
    truncated, unknown and oversized files are refused with a message.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise ImageError(path, "file non trovato", "file not found") from None
    except OSError as error:
        raise ImageError(path, f"impossibile leggerlo ({error.strerror})",
                         f"cannot be read ({error.strerror})") from None
    if path.is_dir():
        raise ImageError(path, "è una cartella, non un'immagine", "is a folder, not an image")
    if size == 0:
        raise ImageError(path, "il file è vuoto (0 byte)", "the file is empty (0 bytes)")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(path) as image:
                w, h = image.size
                if w * h > MAX_PIXELS:
                    raise ImageError(path, f"immagine troppo grande ({w}×{h} pixel): non sembra uno screenshot",
                                     f"image too large ({w}×{h} pixels): not a screenshot")
                image.load()
                return _to_rgb(image)
    except ImageError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise ImageError(path, "immagine troppo grande (possibile «decompression bomb»)",
                         "image too large (a possible decompression bomb)") from None
    except UnidentifiedImageError:
        raise ImageError(path, "non è un'immagine riconosciuta (PNG, JPEG, …)",
                         "not a recognised image (PNG, JPEG, …)") from None
    except (OSError, SyntaxError, ValueError) as error:
        raise ImageError(path, f"immagine danneggiata o troncata ({error})",
                         f"damaged or truncated image ({error})") from None


def _to_rgb(image: Image.Image) -> np.ndarray:
    if image.mode in ("I;16", "I;16B", "I;16L", "I"):
        arr = np.asarray(image, dtype=np.float64)
        top = arr.max() or 1.0
        gray = np.clip(arr * (255.0 / (65535.0 if top > 255 else 255.0)), 0, 255).astype(np.uint8)
        return np.repeat(gray[:, :, None], 3, axis=2)
    if image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info):
        rgba = image.convert("RGBA")
        background = Image.new("RGBA", rgba.size, (0, 0, 0, 255))
        return np.asarray(Image.alpha_composite(background, rgba).convert("RGB"))
    return np.asarray(image.convert("RGB"))
