"""Options and helpers shared by the commands that use the database."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from typing import TYPE_CHECKING

from companion.errors import UserError

if TYPE_CHECKING:  # the database layer is imported when a command runs, not at start-up
    from companion.evenings import Evenings


def add_common(parser: argparse.ArgumentParser) -> None:
    """--db, --json and --lang, on every database command."""
    parser.add_argument("--db", type=Path, default=None,
                        help="file del database / database file (default: $TRUNFU_DB, "
                        "else ~/.local/share/trunfu/trunfu.sqlite3)")
    parser.add_argument("--json", action="store_true", help="uscita JSON / JSON output")
    parser.add_argument("--lang", choices=("it", "en"), default="it", help="lingua / language")


def open_evenings(args: argparse.Namespace) -> "Evenings":
    from companion.evenings import Evenings

    return Evenings.open(args.db)


def emit(args: argparse.Namespace, data: Any, text: str) -> None:
    """Print ``data`` as JSON with --json, else ``text``."""
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
    else:
        print(text)


def read_json_file(path: str) -> Any:
    """A JSON file's content, or a message naming the file."""
    if path == "-":
        text = sys.stdin.read()
    else:
        try:
            text = Path(path).read_text(encoding="utf-8-sig")
        except FileNotFoundError:
            raise UserError(f"{path}: file non trovato", f"{path}: file not found") from None
        except (OSError, UnicodeDecodeError) as error:
            raise UserError(f"{path}: impossibile leggerlo ({error})", f"{path}: cannot be read ({error})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise UserError(f"{path}: non è JSON valido (riga {error.lineno}, colonna {error.colno}: {error.msg})",
                        f"{path}: not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})") from None


def tr(args: argparse.Namespace, it: str, en: str) -> str:
    return en if getattr(args, "lang", "it") == "en" else it
