"""``trunfu score FILE... [--json] [--lang it|en]`` (hand-format.md)."""

from __future__ import annotations

import argparse
import json
import sys

from companion.cli_language import HelpText
from companion.commands.common import add_lang
from companion.breakdown import breakdown, rule_notes
from companion.errors import UserError
from companion.hand_files import FileHandError, read_hand_file
from scoring import HandError, HandResult, score
from scoring.catalogue import text


def register(sub: "argparse._SubParsersAction[argparse.ArgumentParser]", h: HelpText) -> None:
    parser = sub.add_parser("score", help=h("help.score"), description=h("help.score.description"))
    parser.add_argument("files", nargs="+", metavar=h("metavar.file"), help=h("help.hand_file"))
    parser.add_argument("--json", action="store_true", help=h("help.score.json"))
    parser.add_argument("--why", action="store_true", help=h("help.score.why"))
    add_lang(parser, h)
    parser.set_defaults(func=run)


def why(result: HandResult, lang: str) -> str:
    """The rules behind the hand's numbers, as the app's "Perché?" lists them:
    what was made, then its rule's sentences indented."""
    lines = ["", text("app.why", lang)]
    for note in rule_notes(result):
        lines.append(f"  {note.label.text(lang)}")
        lines += [f"    {rule.text(lang)}" for rule in note.rules]
    return "\n".join(lines) + "\n"


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
            if args.why:
                out.write(why(result, args.lang))
        first = False
    return status
