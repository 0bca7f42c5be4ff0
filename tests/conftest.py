"""Shared fixtures.  Paths live in ``shared_paths`` (import that, not conftest)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
