"""``trunfu score FILE... [--json] [--lang it|en]`` (hand-format.md)."""

from __future__ import annotations

import argparse
import json
import sys

from companion.breakdown import breakdown
from companion.errors import UserError
from companion.hand_files import FileHandError, read_hand_file
from scoring import HandError, score
from scoring.catalogue import LANGUAGES


def register(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    parser = sub.add_parser(
        "score", help="conta una o più mani / score one or more hands",
        description="Conta le mani dei file indicati: terzetti, jochi, differenza e pagamenti. "
        "Scores the given hand files.")
    parser.add_argument("files", nargs="+", metavar="FILE", help="file di mano (JSON) / hand files")
    parser.add_argument("--json", action="store_true",
                        help="un oggetto JSON per file (JSON Lines) / one JSON object per file")
    parser.add_argument("--lang", choices=LANGUAGES, default=LANGUAGES[0], help="lingua / language (it)")
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
