"""The ``trunfu`` command: argument parsing and the promise that a user never
sees a traceback.  Refusals (``TrunfuError`` and ``companion.errors.UserError``)
print their message on standard error and exit 2."""

from __future__ import annotations

import argparse
import importlib
import os
import sqlite3
import sys
from typing import Sequence

from companion.commands import COMMAND_MODULES
from scoring.catalogue import DEFAULT_LANGUAGE, text
from scoring.errors import TrunfuError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="trunfu",
        description="Compagno di punteggio per i Tarocchi Siciliani (U' Trunfu). "
        "Scoring companion for Sicilian Tarot.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMANDO")
    sub.required = True
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:2] == ["counters", "check"]:   # its own parser: `counters EVENING TABLE` keeps its positionals
        from companion.commands.counters_check import parse
        args = parse(argv[2:])
    else:
        args = build_parser().parse_args(argv)
    lang = getattr(args, "lang", None) or DEFAULT_LANGUAGE
    try:
        return int(args.func(args) or 0)
    except TrunfuError as error:    # companion's UserError included
        print(error.message(lang), file=sys.stderr)
        return 2
    except sqlite3.DatabaseError as error:   # damage met by a read after opening
        from companion.db_health import damaged_database
        from companion.store import default_db_path

        print(damaged_database(getattr(args, "db", None) or default_db_path(), error).message(lang),
              file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as error:  # noqa: BLE001 - the last line of defence
        if os.environ.get("TRUNFU_DEBUG"):
            raise
        print(text("cli.internal_error", lang, kind=type(error).__name__, detail=error), file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
