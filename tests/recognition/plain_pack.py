"""A plain pack drawn for tests: white cards with a thin dark edge, a rank
and suit sign in the corner, and pips laid out as a French pack lays them
(columns at a quarter, the middle and three quarters of the card).

Not a Sicilian pack, and not meant to be: it is a print the reader was never
tuned on, whose pip cards are mostly bare paper with columns of pips, so
that a column of pips halfway along a card's visible part looks as much like
a card's edge as the edge itself.  Trumps are drawn as low pip cards (one
column of pips in the middle) with their number large, courts as a
coloured panel.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from scoring import CODES

PAPER = (250, 248, 242)
#: Four colours, one per suit, as some packs print them: clubs and spades
#: of one ink would be told apart only by a pip's outline.
INK = {"B": (20, 110, 40), "S": (25, 25, 25), "C": (200, 30, 30), "O": (30, 60, 190)}
#: Two colours, as a French pack prints them: a 5 of clubs and a 5 of
#: spades are near twins, told apart by their pips' outline alone.
TWO_INKS = {"B": (25, 25, 25), "S": (25, 25, 25), "C": (200, 30, 30), "O": (200, 30, 30)}
#: A court's panel: a colour per rank, and a figure on it per suit.
PANEL = {"Q": (60, 110, 190), "C": (60, 160, 90), "D": (190, 80, 150), "K": (210, 160, 40)}
#: Pip positions (x, y as shares of the card) by number of pips.
LAYOUT = {
    1: [(0.5, 0.5)],
    2: [(0.5, 0.25), (0.5, 0.75)],
    3: [(0.5, 0.25), (0.5, 0.5), (0.5, 0.75)],
    4: [(x, y) for x in (0.3, 0.7) for y in (0.25, 0.75)],
    5: [(x, y) for x in (0.3, 0.7) for y in (0.25, 0.75)] + [(0.5, 0.5)],
    6: [(x, y) for x in (0.3, 0.7) for y in (0.25, 0.5, 0.75)],
    7: [(x, y) for x in (0.3, 0.7) for y in (0.25, 0.5, 0.75)] + [(0.5, 0.37)],
    8: [(x, y) for x in (0.3, 0.7) for y in (0.25, 0.5, 0.75)] + [(0.5, 0.37), (0.5, 0.63)],
    9: [(x, y) for x in (0.3, 0.7) for y in (0.22, 0.41, 0.59, 0.78)] + [(0.5, 0.5)],
    10: [(x, y) for x in (0.3, 0.7) for y in (0.22, 0.41, 0.59, 0.78)] + [(0.5, 0.32), (0.5, 0.68)],
}


def _pip(draw: ImageDraw.ImageDraw, suit: str, x: float, y: float, r: float, ink: tuple[int, ...]) -> None:
    """One suit sign centred at (x, y), about ``2r`` across."""
    if suit == "O":
        draw.polygon([(x, y - r), (x + 0.75 * r, y), (x, y + r), (x - 0.75 * r, y)], fill=ink)
        return
    if suit == "B":
        for dx, dy in ((0, -0.45), (-0.5, 0.15), (0.5, 0.15)):
            draw.ellipse([x + (dx - 0.45) * r, y + (dy - 0.45) * r, x + (dx + 0.45) * r, y + (dy + 0.45) * r], fill=ink)
    elif suit == "C":
        for dx in (-0.45, 0.45):
            draw.ellipse([x + (dx - 0.5) * r, y - 0.8 * r, x + (dx + 0.5) * r, y + 0.2 * r], fill=ink)
        draw.polygon([(x - 0.95 * r, y - 0.2 * r), (x + 0.95 * r, y - 0.2 * r), (x, y + r)], fill=ink)
        return
    else:
        draw.polygon([(x, y - r), (x - 0.95 * r, y + 0.2 * r), (x + 0.95 * r, y + 0.2 * r)], fill=ink)
        for dx in (-0.45, 0.45):
            draw.ellipse([x + (dx - 0.5) * r, y - 0.2 * r, x + (dx + 0.5) * r, y + 0.6 * r], fill=ink)
    draw.polygon([(x, y + 0.2 * r), (x - 0.3 * r, y + r), (x + 0.3 * r, y + r)], fill=ink)


def _face(code: str, size: tuple[int, int], inks: dict[str, tuple[int, int, int]]) -> Image.Image:
    w, h = size
    face = Image.new("RGB", size, PAPER)
    draw = ImageDraw.Draw(face)
    draw.rectangle([0, 0, w - 1, h - 1], outline=(40, 40, 40), width=max(1, w // 80))
    trump = code.startswith("T") or code == "FUG"
    if trump:
        number = 21 if code == "FUG" else int(code[1:])
        suit, pips, label = "BOCS"[number % 4], 1 + number % 3, code[1:] if code != "FUG" else "F"
    else:
        rank, suit = code[:-1], code[-1]
        pips = int(rank) if rank.isdigit() else 1 if rank == "A" else 0
        label = rank
    ink = inks[suit]
    r = 0.09 * w
    for corner in (False, True):
        # The index, and the same turned round at the foot.
        layer = Image.new("RGBA", size, (0, 0, 0, 0))
        ld = ImageDraw.Draw(layer)
        ld.text((0.05 * w, 0.02 * h), label, fill=ink + (255,), font_size=round(0.11 * h))
        _pip(ld, suit, 0.11 * w, 0.19 * h, 0.05 * w, ink)
        if corner:
            layer = layer.rotate(180)
        face.paste(layer, (0, 0), layer)
    if trump:
        # A low pip card with the trump's number large across its middle.
        for x, y in LAYOUT[pips]:
            _pip(draw, suit, x * w, (0.5 + (y - 0.5) * 1.3) * h, r, ink)
        draw.text((0.3 * w, 0.36 * h), label, fill=ink, font_size=round(0.22 * h))
    elif pips:
        for x, y in LAYOUT[pips]:
            _pip(draw, suit, x * w, y * h, r, ink)
    else:
        x0, y0, x1, y1 = 0.22 * w, 0.12 * h, 0.78 * w, 0.88 * h
        draw.rectangle([x0, y0, x1, y1], fill=PANEL[label], outline=ink, width=3)
        dark = tuple(c // 3 for c in PANEL[label])
        if suit == "B":
            for k in (1, 3):
                draw.rectangle([x0, y0 + k * (y1 - y0) / 5, x1, y0 + (k + 1) * (y1 - y0) / 5], fill=dark)
        elif suit == "O":
            draw.ellipse([x0 + 0.1 * w, 0.55 * h, x1 - 0.1 * w, 0.55 * h + (x1 - x0) - 0.2 * w], fill=dark)
        elif suit == "C":
            draw.rectangle([x0 + (x1 - x0) / 3, y0, x1 - (x1 - x0) / 3, y1], fill=dark)
        else:
            draw.polygon([(x0, y1), (x1, y1), (x1, y0 + 0.4 * h)], fill=dark)
        draw.text((0.38 * w, 0.4 * h), label, fill=PAPER, font_size=round(0.2 * h))
        _pip(draw, suit, 0.5 * w, 0.25 * h, r, ink)
    return face


def plain_faces(size: tuple[int, int] = (240, 420), inks: dict[str, tuple[int, int, int]] = INK
                ) -> dict[str, Image.Image]:
    """Every face of the plain pack, by code (the game's 63 and the
    tax-stamp Ace of Oro), in four inks or in ``TWO_INKS``."""
    return {code: _face(code, size, inks) for code in [*CODES, "AO"]}
