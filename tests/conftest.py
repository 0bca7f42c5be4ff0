"""Shared test fixtures: where the project's shared specification lives."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: ../shared beside the repository (CI clones main with shared/ beside it).
SHARED = Path(os.environ.get("TRUNFU_SHARED", ROOT.parent / "shared"))
GOLDEN = SHARED / "golden"


def golden_hands() -> list[Path]:
    """Every golden hand file, sorted; empty if shared/ is not beside the repo."""
    return sorted(GOLDEN.glob("*.hand.json"))


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return ROOT
