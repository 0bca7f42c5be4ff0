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

from companion.cli_language import argparse_speaking, chosen_language
from companion.commands import COMMAND_MODULES
from scoring.catalogue import DEFAULT_LANGUAGE, text
from scoring.errors import TrunfuError


def build_parser(lang: str = DEFAULT_LANGUAGE) -> argparse.ArgumentParser:
    """The whole command line, its help in ``lang`` (argparse's own words
    follow ``argparse_speaking``)."""
    def h(key: str) -> str:
        return text(key, lang)

    parser = argparse.ArgumentParser(prog="trunfu", description=h("help.program"), epilog=h("help.epilog"))
    sub = parser.add_subparsers(dest="command", metavar=h("metavar.command"))
    sub.required = True
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub, h)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = chosen_language(argv)
    with argparse_speaking(lang):
        if argv[:2] == ["counters", "check"]:   # its own parser: `counters EVENING TABLE` keeps its positionals
            from companion.commands.counters_check import parse
            args = parse(argv[2:], lambda key: text(key, lang))
        else:
            args = build_parser(lang).parse_args(argv)
    lang = getattr(args, "lang", None) or lang
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
