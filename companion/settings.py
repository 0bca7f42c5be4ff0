"""The app's remembered choices: language, deck folder, watched screenshots
folder, and the evening and table last open.

Kept as a small JSON file next to the database (so a test or a second
database gets its own), written whole on every change.  A missing or
unreadable file simply gives the defaults: settings are a convenience,
never a reason to refuse to start.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from companion.store import default_db_path
from scoring.catalogue import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DECK = ROOT / "samples" / "deck"


def default_screenshots_folder() -> Path:
    """Where screenshots land by default: ``$XDG_PICTURES_DIR/Screenshots``,
    ``~/Pictures/Screenshots`` when it exists, else ``~/Pictures``."""
    pictures = Path(os.environ.get("XDG_PICTURES_DIR") or Path.home() / "Pictures")
    shots = pictures / "Screenshots"
    return shots if shots.is_dir() or not pictures.is_dir() else pictures


@dataclass(kw_only=True)
class Settings:
    lang: str = LANGUAGES[0]
    deck: str = str(DEFAULT_DECK)
    watch_folder: str = ""
    evening: str | None = None
    table: str | None = None

    @property
    def watch_path(self) -> Path:
        return Path(self.watch_folder) if self.watch_folder else default_screenshots_folder()


def settings_path(db_path: str | Path | None = None) -> Path:
    """``$TRUNFU_SETTINGS``, else ``app-settings.json`` beside the database."""
    if os.environ.get("TRUNFU_SETTINGS"):
        return Path(os.environ["TRUNFU_SETTINGS"])
    return Path(db_path or default_db_path()).with_name("app-settings.json")


def load_settings(path: Path) -> Settings:
    try:
        raw: Any = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Settings()
    if not isinstance(raw, dict):
        return Settings()
    known = {f.name for f in fields(Settings)}
    values: dict[str, Any] = {k: v for k, v in raw.items() if k in known and (v is None or isinstance(v, str))}
    settings = Settings(**values)
    if settings.lang not in LANGUAGES:
        settings.lang = LANGUAGES[0]
    return settings


def save_settings(path: Path, settings: Settings) -> None:
    """Write the settings; a folder that cannot be written is silently
    skipped (the app keeps working, it just will not remember)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(asdict(settings), ensure_ascii=False, indent=1), encoding="utf-8")
        tmp.replace(path)
    except OSError:
        pass
