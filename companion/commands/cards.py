"""``trunfu cards [TEXT...]``: the pack, or how typed card names are read.

Players type hands by hand ("re di coppe", "fujutu"); this shows which card
each spelling becomes, and lists the 63 cards with their counting values.
"""

from __future__ import annotations

import argparse
import json
import sys

from companion.cli_language import HelpText
from companion.commands.common import add_lang
from scoring import PACK, CardError, parse_card
from scoring.catalogue import text


def register(sub: "argparse._SubParsersAction[argparse.ArgumentParser]", h: HelpText) -> None:
    parser = sub.add_parser("cards", help=h("help.cards"), description=h("help.cards.description"))
    parser.add_argument("texts", nargs="*", metavar=h("metavar.text"), help=h("help.cards.texts"))
    parser.add_argument("--json", action="store_true", help=h("help.json"))
    add_lang(parser, h)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if not args.texts:
        rows = [{"code": c.code, "name": c.name(args.lang), "value": c.value,
                 "counting": c.is_counting} for c in PACK]
        if args.json:
            print(json.dumps(rows, ensure_ascii=False))
        else:
            for row in rows:
                kind = text("cli.card_counting" if row["counting"] else "cli.card_scartina", args.lang)
                print(f"{row['code']:<4} {row['name']:<24} {row['value']:>2}  {kind}")
        return 0
    status = 0
    for typed in args.texts:
        try:
            card = parse_card(typed)
        except CardError as error:
            status = 2
            if args.json:
                print(json.dumps({"text": typed, "error": error.message(args.lang)}, ensure_ascii=False))
            else:
                print(error.message(args.lang), file=sys.stderr)
            continue
        if args.json:
            print(json.dumps({"text": typed, "code": card.code, "name": card.name(args.lang)},
                             ensure_ascii=False))
        else:
            print(f"{typed} → {card.code} ({card.name(args.lang)})")
    return status
