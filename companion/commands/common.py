"""Options and helpers shared by the commands that use the database."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion.cli_language import HelpText, default_language
from scoring.catalogue import LANGUAGES, text

if TYPE_CHECKING:  # the database layer is imported when a command runs, not at start-up
    from companion.evenings import Evenings


def add_common(parser: argparse.ArgumentParser, h: HelpText) -> None:
    """--db, --json and --lang, on every database command."""
    parser.add_argument("--db", type=Path, default=None, help=h("help.db"))
    parser.add_argument("--json", action="store_true", help=h("help.json"))
    add_lang(parser, h)


def add_evening_and_table(parser: argparse.ArgumentParser, h: HelpText) -> None:
    """The EVENING TABLE positionals of the table commands."""
    parser.add_argument("evening", metavar=h("metavar.evening"), help=h("help.evening_name"))
    parser.add_argument("table", metavar=h("metavar.table"), help=h("help.table_label"))


def add_lang(parser: argparse.ArgumentParser, h: HelpText) -> None:
    """--lang, whose default is ``$TRUNFU_LANG`` or the project's first language."""
    parser.add_argument("--lang", choices=LANGUAGES, default=default_language(), help=h("help.lang"))


def open_evenings(args: argparse.Namespace) -> "Evenings":
    from companion.evenings import Evenings

    return Evenings.open(args.db)


def emit(args: argparse.Namespace, data: Any, readable: str) -> None:
    """Print ``data`` as JSON with --json, else ``readable``."""
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
    else:
        print(readable)


def read_json_file(path: str, *, kind: str = "hand") -> Any:
    """A JSON file's object (``"-"``: standard input), through the one bounded
    reader every input goes through; refusals name the file."""
    from companion.input_files import read_json

    return read_json(path, kind=kind)


def write_output(path: str, content: str) -> None:
    """Write ``content`` to ``--out`` atomically: an earlier file is never
    left half-replaced."""
    from companion.output_files import write_atomic

    write_atomic(path, content)


def say(args: argparse.Namespace, key: str, **params: Any) -> str:
    """The sentence ``key`` in the command's ``--lang``."""
    return text(key, getattr(args, "lang", None) or LANGUAGES[0], **params)
