"""Faces the counters reader was not built with, found where the app's own
dependency puts them: flet-web ships Roboto (its UI face) and KaTeX's faces.
The digit templates and the scene generator use DejaVu and Liberation only."""

from __future__ import annotations

import importlib.util
from pathlib import Path


def _assets() -> Path | None:
    spec = importlib.util.find_spec("flet_web")
    if spec is None or spec.origin is None:
        return None
    return Path(spec.origin).parent / "web" / "assets"


ASSETS = _assets()
KATEX = Path("packages/flutter_math_fork/lib/katex_fonts/fonts")
#: Paths under ASSETS.
FACES = ["fonts/roboto.woff2", *(str(KATEX / f"KaTeX_{name}.ttf") for name in
                                 ("Main-Regular", "Main-Bold", "SansSerif-Regular", "SansSerif-Bold",
                                  "Typewriter-Regular"))]


def web_font(face: str) -> Path | None:
    """The file of one of ``FACES``, or None where flet-web is not installed."""
    path = ASSETS / face if ASSETS is not None else None
    return path if path is not None and path.exists() else None
