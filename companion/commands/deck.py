"""``trunfu deck from-screenshot IMAGE --out DIR [--order FILE] [--cols N]``: teach the app a
pack from one screenshot of all 63 cards laid out in a grid."""

from __future__ import annotations

import argparse
from pathlib import Path

from companion.errors import UserError
from scoring import CODES, CardError, parse_card


def register(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    deck = sub.add_parser("deck", help="cartelle del mazzo / deck folders").add_subparsers(
        dest="action", metavar="AZIONE")
    deck.required = True
    p = deck.add_parser(
        "from-screenshot", help="ritaglia le 63 carte da uno screenshot / cut the 63 faces from a screenshot",
        description="Ritaglia le facce da uno screenshot del mazzo intero disposto in griglia, riga per riga "
        "nell'ordine canonico (Oro, Coppe, Bastoni, Spade dal Re in giù, poi T20…T0, FUG) o in quello "
        "di --order. Cuts the faces from a screenshot of the whole pack in a grid.")
    p.add_argument("image")
    p.add_argument("--out", type=Path, required=True, help="cartella del mazzo da scrivere / deck folder to write")
    p.add_argument("--order", type=Path, help="file con i codici in ordine di griglia / file with the codes in grid order")
    p.add_argument("--cols", type=int, metavar="N",
                   help="carte per riga della griglia: se le righe trovate non tornano non scrive nulla / "
                   "cards per grid row: nothing is written unless the rows found agree")
    p.add_argument("--lang", choices=("it", "en"), default="it")
    p.set_defaults(func=from_screenshot)


def read_order(path: Path) -> list[str]:
    """Card codes in grid order from a file (any spelling players type, one
    per line or separated by spaces or commas); the 63 cards, once each."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as error:
        raise UserError(f"{path}: impossibile leggerlo ({error})", f"{path}: cannot be read ({error})") from None
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
        raise UserError(f"{path}: carte sconosciute: {', '.join(bad)}", f"{path}: unknown cards: {', '.join(bad)}")
    repeated = sorted({c for c in codes if codes.count(c) > 1})
    missing = [c for c in CODES if c not in codes]
    if repeated or missing:
        raise UserError(f"{path}: l'ordine deve avere le 63 carte una volta ciascuna"
                        + (f"; ripetute: {' '.join(repeated)}" if repeated else "")
                        + (f"; mancano: {' '.join(missing)}" if missing else ""),
                        f"{path}: the order must hold the 63 cards once each"
                        + (f"; repeated: {' '.join(repeated)}" if repeated else "")
                        + (f"; missing: {' '.join(missing)}" if missing else ""))
    return codes


def expected_rows(total: int, cols: int) -> list[int]:
    """How many cards each row of a grid of ``total`` cards, ``cols`` to a row, holds."""
    full, rest = divmod(total, cols)
    return [cols] * full + ([rest] if rest else [])


def row_lengths(image: str, total: int) -> list[int] | None:
    """The number of cards in each row of the grid, as ``cut_faces`` orders
    them; None when the number of whole cards is not ``total`` (``cut_faces``
    then explains)."""
    from recognition.cutout import CARD_ASPECT, grid_order
    from recognition.images import load_image
    from recognition.regions import find_regions

    regions = [r for r in find_regions(load_image(image), aspect=CARD_ASPECT) if r.visible > 0.8]
    if len(regions) != total:
        return None
    lengths: list[int] = []
    previous_x = None
    for region in grid_order(regions):       # each row left to right: a step back starts a new row
        if previous_x is None or region.box[0] < previous_x:
            lengths.append(0)
        lengths[-1] += 1
        previous_x = region.box[0]
    return lengths


def check_columns(image: str, total: int, cols: int) -> None:
    """Refuse a grid whose rows do not hold ``cols`` cards each: the faces
    would be named after the wrong cards, which nothing later would notice."""
    if cols < 1:
        raise UserError("--cols vuole un numero positivo", "--cols takes a positive number")
    found = row_lengths(image, total)
    want = expected_rows(total, cols)
    if found is not None and found != want:
        shown = ", ".join(map(str, found))
        raise UserError(f"{image}: righe trovate da {shown} carte; con --cols {cols} ne servono "
                        f"{', '.join(map(str, want))}. Non è stato scritto nulla",
                        f"{image}: rows of {shown} cards found; --cols {cols} needs "
                        f"{', '.join(map(str, want))}. Nothing was written")


def from_screenshot(args: argparse.Namespace) -> int:
    from recognition.cutout import CutoutError, cut_faces
    from recognition.images import ImageError

    codes = read_order(args.order) if args.order else list(CODES)
    try:
        if args.cols is not None:
            check_columns(args.image, len(codes), args.cols)
        written = cut_faces(args.image, codes, args.out)
    except (CutoutError, ImageError) as error:
        raise UserError(error.message("it"), error.message("en")) from None
    print(f"{len(written)} {'faces written to' if args.lang == 'en' else 'facce scritte in'} {args.out}")
    return 0
