"""Where the tests find the repository and the project's shared specification.

A plain module rather than ``conftest``: several test folders have their own
``conftest.py``, and ``from conftest import …`` would pick whichever is first
on the path."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: ../shared beside the repository (CI clones main with shared/ beside it).
SHARED = Path(os.environ.get("TRUNFU_SHARED", ROOT.parent / "shared"))
GOLDEN = SHARED / "golden"


def golden_hands() -> list[Path]:
    """Every golden hand file, sorted; empty if shared/ is not beside the repo."""
    return sorted(GOLDEN.glob("*.hand.json"))
