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

from companion.cli_language import HelpText
from companion.commands.common import add_lang
from companion.errors import UserError
from scoring.cards import BY_CODE
from scoring.catalogue import text

DEFAULT_DECK = Path(__file__).resolve().parents[2] / "samples" / "deck"


def register(sub: "argparse._SubParsersAction[argparse.ArgumentParser]", h: HelpText) -> None:
    parser = sub.add_parser("recognize", help=h("help.recognize"), description=h("help.recognize.description"))
    parser.add_argument("images", nargs="+", metavar=h("metavar.image"))
    parser.add_argument("--deck", type=Path, default=DEFAULT_DECK, help=h("help.recognize.deck"))
    parser.add_argument("--count", action="append", metavar="N[,N…]", help=h("help.recognize.count"))
    parser.add_argument("--json", action="store_true", help=h("help.json"))
    add_lang(parser, h)
    parser.set_defaults(func=run)


def _counts(values: list[str]) -> list[int]:
    """The counts given as repeated --count options and/or comma lists."""
    counts = []
    for value in values:
        for part in value.split(","):
            try:
                counts.append(int(part))
            except ValueError:
                raise UserError.of("recognition.option.count_not_number", value=part) from None
    return counts


def _name(code: str, lang: str) -> str:
    card = BY_CODE.get(code)
    return card.name(lang) if card else code


def render(result: dict[str, Any], lang: str) -> dict[str, Any]:
    """A result of ``recognize_files`` with its sentences put into ``lang``:
    each problem gets ``message``; an unreadable image's ``error`` becomes
    its sentence (the key stays in ``error_key``)."""
    out = dict(result)
    if isinstance(out.get("error"), dict):
        error = out.pop("error")
        out["error"] = text(error["key"], lang, **error["params"])
        out["error_key"] = error["key"]
    out["problems"] = [{**p, "message": text(p["key"], lang, **p["params"])} for p in result["problems"]]
    return out


def run(args: argparse.Namespace) -> int:
    from recognition.deck import Deck, DeckError
    from recognition.recognize import recognize_files

    counts = _counts(args.count) if args.count is not None else None
    if counts is not None and len(counts) != len(args.images):
        raise UserError.of("recognition.option.count_per_image", images=len(args.images), counts=len(counts))
    try:
        deck = Deck.load(args.deck)
    except DeckError as error:
        raise UserError.of(error.key, **error.params) from None
    results = [render(r, args.lang)
               for r in recognize_files(args.images, deck, list(counts) if counts is not None else None)]
    status = 2 if any("error" in r for r in results) else 0
    if args.json:
        print(json.dumps({"images": results}, ensure_ascii=False))
    else:
        print("\n\n".join(_text(r, args.lang) for r in results))
    return status


def _text(result: dict[str, Any], lang: str) -> str:
    lines = [str(result["path"])]
    if "error" in result:
        message = result["error"].split(": ", 1)[-1]
        lines.append("  " + text("recognition.listing.error", lang, message=message))
        return "\n".join(lines)
    cards = result["cards"]
    lines.append("  " + text("recognition.listing.cards", lang, count=len(cards)))
    for c in cards:
        ocr = " " + text("recognition.listing.ocr", lang) if c.get("read_by") == "ocr" else ""
        lines.append(f"    {c['code']:<4} {_name(c['code'], lang)}{ocr}  ({c['confidence']:.2f})")
    for u in result["unsure"]:
        cands = ", ".join(f"{c} ({_name(c, lang)})" for c in u["candidates"]) or "?"
        lines.append("  " + text("recognition.listing.unsure", lang, box=u["box"], candidates=cands))
    for p in result["problems"]:
        lines.append("  " + text("recognition.listing.problem", lang, message=p["message"])
                     + (f" {p['box']}" if "box" in p else ""))
    return "\n".join(lines)
