"""Screenshot reading type-checks under ``mypy --strict``."""

from __future__ import annotations

import subprocess
import sys

import pytest

from shared_paths import ROOT


def test_recognition_is_strictly_typed() -> None:
    pytest.importorskip("mypy")
    proc = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary",
                           "--cache-dir", str(ROOT / ".mypy_cache"), "recognition"],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
