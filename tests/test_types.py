"""Each layer type-checks under ``mypy --strict``: the rules engine,
screenshot reading, the application layer and the app's views.  The
application layer and the views follow their imports outside themselves
silently (recognition's OpenCV and Tesseract, Flet): those packages' own
checks belong to them.  A view that reads a field a task does not have
fails here, not in a browser."""

from __future__ import annotations

import subprocess
import sys

import pytest

from shared_paths import ROOT

LAYERS = {
    "scoring": ["scoring"],
    "recognition": ["recognition"],
    "companion": ["--follow-imports=silent", "companion", "scoring/seating.py", "scoring/standings.py"],
    "ui": ["--follow-imports=silent", "ui"],
}


@pytest.mark.parametrize("layer", LAYERS)
def test_layer_is_strictly_typed(layer: str) -> None:
    pytest.importorskip("mypy")
    proc = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary",
                           "--cache-dir", str(ROOT / ".mypy_cache"), *LAYERS[layer]],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
