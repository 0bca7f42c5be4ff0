"""``trunfu cards [TEXT...]``: the pack, or how typed card names are read.

Players type hands by hand ("re di coppe", "fujutu"); this shows which card
each spelling becomes, and lists the 63 cards with their counting values.
"""

from __future__ import annotations

import argparse
import json
import sys

from scoring import PACK, CardError, parse_card
from scoring.catalogue import LANGUAGES, text


def register(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    parser = sub.add_parser(
        "cards", help="il mazzo, o come vengono lette le carte scritte / the pack, or how names read",
        description="Senza argomenti elenca le 63 carte; con dei testi dice quale carta è ognuno. "
        "Without arguments lists the 63 cards; with texts, says which card each one is.")
    parser.add_argument("texts", nargs="*", metavar="TESTO")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--lang", choices=LANGUAGES, default=LANGUAGES[0])
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
