"""The application layer type-checks under ``mypy --strict``, as the rules
engine does (tests/test_types.py).  Imports outside ``companion`` and
``scoring`` (recognition's OpenCV and Tesseract, Flet) are followed silently:
their own checks belong to their packages."""

from __future__ import annotations

import subprocess
import sys

import pytest

from shared_paths import ROOT


def test_companion_is_strictly_typed() -> None:
    pytest.importorskip("mypy")
    proc = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "--no-error-summary",
                           "--cache-dir", str(ROOT / ".mypy_cache"), "companion", "scoring/seating.py",
                           "scoring/standings.py"],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
