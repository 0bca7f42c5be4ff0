"""``trunfu recognize IMAGE... [--deck DIR] [--count N ...] [--json]`` (hand-format.md).

Reads the cards on screenshots with the pack learnt from a deck folder.  A
bad image gets an error entry of its own while the others are still read
(exit status 2).  OpenCV is imported only when the command runs.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from companion.errors import UserError
from scoring.cards import BY_CODE

DEFAULT_DECK = Path(__file__).resolve().parents[2] / "samples" / "deck"


def register(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    parser = sub.add_parser(
        "recognize", help="legge le carte dagli screenshot / read the cards on screenshots",
        description="Legge le carte su uno o più screenshot di Tabletopia. "
        "Reads the cards on one or more Tabletopia screenshots.")
    parser.add_argument("images", nargs="+", metavar="IMMAGINE")
    parser.add_argument("--deck", type=Path, default=DEFAULT_DECK,
                        help="cartella del mazzo, una <codice>.png per carta / deck folder (default: samples/deck)")
    parser.add_argument("--count", action="append", metavar="N[,N…]",
                        help="quante carte mostra Tabletopia, una per immagine, nell'ordine delle immagini "
                        "(--count 17 --count 21, o --count 17,21) / the count Tabletopia shows, one per image")
    parser.add_argument("--json", action="store_true", help="uscita JSON / JSON output")
    parser.add_argument("--lang", choices=("it", "en"), default="it")
    parser.set_defaults(func=run)


def _counts(values: list[str]) -> list[int]:
    """The counts given as repeated --count options and/or comma lists."""
    counts = []
    for value in values:
        for part in value.split(","):
            try:
                counts.append(int(part))
            except ValueError:
                raise UserError(f"--count vuole numeri interi, non «{part}»",
                                f"--count takes whole numbers, not '{part}'") from None
    return counts


def _name(code: str, lang: str) -> str:
    card = BY_CODE.get(code)
    return card.name(lang) if card else code


def run(args: argparse.Namespace) -> int:
    from recognition.deck import Deck, DeckError
    from recognition.images import ImageError
    from recognition.recognize import recognize_file

    if args.count is not None:
        args.count = _counts(args.count)
    if args.count is not None and len(args.count) != len(args.images):
        raise UserError(f"--count vuole un numero per immagine: {len(args.images)} immagini, {len(args.count)} numeri",
                        f"--count takes one number per image: {len(args.images)} images, {len(args.count)} numbers")
    try:
        deck = Deck.load(args.deck)
    except DeckError as error:
        raise UserError(error.message("it"), error.message("en")) from None
    results: list[dict[str, Any]] = []
    status = 0
    for i, image in enumerate(args.images):
        count = args.count[i] if args.count else None
        try:
            results.append(recognize_file(image, deck, count=count))
        except ImageError as error:
            results.append({"path": image, "error": error.message(args.lang), "cards": [], "unsure": [],
                            "problems": []})
            status = 2
    if args.json:
        print(json.dumps({"images": results}, ensure_ascii=False))
    else:
        print("\n\n".join(_text(r, args.lang) for r in results))
    return status


def _text(result: dict[str, Any], lang: str) -> str:
    en = lang == "en"
    lines = [str(result["path"])]
    if "error" in result:
        lines.append(("  error: " if en else "  errore: ") + result["error"].split(": ", 1)[-1])
        return "\n".join(lines)
    cards = result["cards"]
    lines.append(f"  {len(cards)} {'cards' if en else 'carte'}:")
    for c in cards:
        ocr = " (OCR)" if c.get("read_by") == "ocr" else ""
        lines.append(f"    {c['code']:<4} {_name(c['code'], lang)}{ocr}  ({c['confidence']:.2f})")
    for u in result["unsure"]:
        cands = ", ".join(f"{c} ({_name(c, lang)})" for c in u["candidates"]) or "?"
        lines.append(f"  {'unsure at' if en else 'incerta in'} {u['box']}: {cands}")
    for p in result["problems"]:
        lines.append(f"  {'problem' if en else 'problema'}: {p['message_en'] if en else p['message']}"
                     + (f" {p['box']}" if "box" in p else ""))
    return "\n".join(lines)
