"""``trunfu deck from-screenshot IMAGE --out DIR [--order FILE] [--cols N]``: teach the app a
pack from one screenshot of all 63 cards laid out in a grid."""

from __future__ import annotations

import argparse
from pathlib import Path

from companion.cli_language import HelpText
from companion.commands.common import add_lang
from companion.errors import UserError
from scoring import CODES, CardError, parse_card
from scoring.catalogue import text


def register(sub: "argparse._SubParsersAction[argparse.ArgumentParser]", h: HelpText) -> None:
    deck = sub.add_parser("deck", help=h("help.deck")).add_subparsers(dest="action", metavar=h("metavar.action"))
    deck.required = True
    p = deck.add_parser("from-screenshot", help=h("help.deck.from_screenshot"), description=h("help.deck.description"))
    p.add_argument("image", metavar=h("metavar.image"))
    p.add_argument("--out", type=Path, required=True, help=h("help.deck.out"))
    p.add_argument("--order", type=Path, help=h("help.deck.order"))
    p.add_argument("--cols", type=int, metavar="N", help=h("help.deck.cols"))
    add_lang(p, h)
    p.set_defaults(func=from_screenshot)


def read_order(path: Path) -> list[str]:
    """Card codes in grid order from a file (any spelling players type, one
    per line or separated by spaces or commas); the 63 cards, once each."""
    from companion.input_files import read_text

    text = read_text(path, kind="order")
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    items = lines if any(" di " in line.lower() or " of " in line.lower() for line in lines) else \
        text.replace(",", " ").split()
    codes, bad = [], []
    for item in items:
        try:
            codes.append(parse_card(item).code)
        except CardError:
            bad.append(item)
    if bad:
        raise UserError.of("recognition.order.unknown_cards", path=str(path), cards=", ".join(bad))
    repeated = sorted({c for c in codes if codes.count(c) > 1})
    missing = [c for c in CODES if c not in codes]
    if repeated or missing:
        raise UserError.of("recognition.order.not_the_pack", path=str(path),
                           repeated=" ".join(repeated) or "-", missing=" ".join(missing) or "-")
    return codes


def expected_rows(total: int, cols: int) -> list[int]:
    """How many cards each row of a grid of ``total`` cards, ``cols`` to a row, holds."""
    full, rest = divmod(total, cols)
    return [cols] * full + ([rest] if rest else [])


def check_columns(image: str, total: int, cols: int) -> None:
    """Refuse a grid whose rows do not hold ``cols`` cards each: the faces
    would be named after the wrong cards, which nothing later would notice."""
    from recognition.cutout import row_lengths
    from recognition.images import load_image

    if cols < 1:
        raise UserError.of("recognition.option.cols_positive")
    found = row_lengths(load_image(image), total)
    want = expected_rows(total, cols)
    if found is not None and found != want:
        raise UserError.of("recognition.cutout.columns", path=image, found=", ".join(map(str, found)),
                           cols=cols, wanted=", ".join(map(str, want)))


def from_screenshot(args: argparse.Namespace) -> int:
    from recognition.cutout import CutoutError, cut_faces
    from recognition.images import ImageError

    codes = read_order(args.order) if args.order else list(CODES)
    try:
        if args.cols is not None:
            check_columns(args.image, len(codes), args.cols)
        cut = cut_faces(args.image, codes, args.out)
    except (CutoutError, ImageError) as error:
        raise UserError.of(error.key, **error.params) from None
    print(text("recognition.cutout.written", args.lang, count=len(cut.written), path=str(args.out)))
    if cut.alike:
        print(text("recognition.cutout.alike", args.lang, pairs=", ".join(f"{a}~{b}" for a, b, _ in cut.alike)))
    return 0
