"""The app's views type-check under ``mypy --strict``, as the layers below
them do (tests/test_types.py and the companion's and recognition's own): a
view that reads a field a task does not have fails here, not in a browser."""

from __future__ import annotations

import subprocess
import sys

import pytest

from shared_paths import ROOT


def test_ui_is_strictly_typed() -> None:
    pytest.importorskip("mypy")
    proc = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "--no-error-summary",
                           "--cache-dir", str(ROOT / ".mypy_cache"), "ui"],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
