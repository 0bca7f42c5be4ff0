"""``trunfu score FILE... [--json] [--lang it|en]`` (hand-format.md)."""

from __future__ import annotations

import argparse
import json
import sys

from companion.cli_language import HelpText
from companion.commands.common import add_lang
from companion.breakdown import breakdown
from companion.errors import UserError
from companion.hand_files import FileHandError, read_hand_file
from scoring import HandError, score


def register(sub: "argparse._SubParsersAction[argparse.ArgumentParser]", h: HelpText) -> None:
    parser = sub.add_parser("score", help=h("help.score"), description=h("help.score.description"))
    parser.add_argument("files", nargs="+", metavar=h("metavar.file"), help=h("help.hand_file"))
    parser.add_argument("--json", action="store_true", help=h("help.score.json"))
    add_lang(parser, h)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Score every file; a refused file is reported on standard error and the
    others are still scored.  Exit 2 if any was refused."""
    status = 0
    out = sys.stdout
    several = len(args.files) > 1
    first = True
    for path in args.files:
        try:
            try:
                result = score(read_hand_file(path))
            except HandError as error:
                raise FileHandError(path, error) from None
        except UserError as error:
            print(error.message(args.lang), file=sys.stderr)
            status = 2
            continue
        if args.json:
            obj = result.to_json()
            if several:
                obj = {"file": path, **obj}
            out.write(json.dumps(obj, ensure_ascii=False) + "\n")
        else:
            if not first:
                out.write("\n" + "=" * 60 + "\n")
            if several:
                out.write(f"{path}\n")
            out.write(breakdown(result, args.lang) + "\n")
        first = False
    return status
