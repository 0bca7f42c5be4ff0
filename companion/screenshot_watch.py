"""The watched screenshots folder: "press the screenshot key, look at the app".

The app asks for the newest image in the folder newer than the last one it
took; polling a folder's listing once a second is cheap and needs no
platform-specific watcher.
"""

from __future__ import annotations

from pathlib import Path

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".bmp")


def newest_image(folder: Path, *, newer_than: float = 0.0) -> Path | None:
    """The most recently modified image in ``folder`` modified after
    ``newer_than`` (a timestamp), or None (also when the folder is missing)."""
    best: tuple[float, Path] | None = None
    try:
        entries = list(folder.iterdir())
    except OSError:
        return None
    for entry in entries:
        if entry.suffix.lower() not in IMAGE_SUFFIXES:
            continue
        try:
            mtime = entry.stat().st_mtime
        except OSError:
            continue
        if mtime > newer_than and (best is None or mtime > best[0]):
            best = (mtime, entry)
    return best[1] if best else None
