"""Draw a Sicilian pack as a deck folder: one upright PNG per card.

    python -m recognition.synthetic.render_deck --out samples/deck [--style classic|alt]

The faces are drawn by code, reproducibly: pip indices such as ``9C`` in the
upper-left and (upside down) lower-right margins, trump numbers at the top,
distinct art for each court card, trump and the Fuggitivo.  Each card has a
dark outer border, which is how overlapping cards are told apart.  The
``alt`` style uses other fonts, colours and art, to show that recognition
learns a pack from its deck folder rather than from code.  The tax-stamp Ace
of Oro is drawn too (``AO.png``): it is not a game card, and recognition must
report it, not count it.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from scoring.cards import PACK, Card, Rank, Suit

WIDTH, HEIGHT = 240, 420
FONT_DIRS = ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/liberation")


@dataclass(frozen=True)
class Style:
    name: str
    paper: tuple[int, int, int]
    border: tuple[int, int, int]
    suit_colours: dict[Suit, tuple[int, int, int]]
    trump_colour: tuple[int, int, int]
    index_font: str
    number_font: str
    seed: int


CLASSIC = Style("classic", (246, 238, 218), (40, 30, 25),
                {Suit.ORO: (196, 140, 10), Suit.COPPE: (176, 28, 40), Suit.BASTONI: (28, 116, 52),
                 Suit.SPADE: (30, 62, 160)},
                (70, 20, 110), "DejaVuSans-Bold.ttf", "DejaVuSerif-Bold.ttf", 1)
ALT = Style("alt", (228, 236, 244), (20, 30, 60),
            {Suit.ORO: (150, 100, 0), Suit.COPPE: (200, 60, 120), Suit.BASTONI: (90, 70, 20),
             Suit.SPADE: (10, 120, 140)},
            (150, 40, 20), "LiberationSerif-Bold.ttf", "LiberationSans-Bold.ttf", 2)
STYLES = {s.name: s for s in (CLASSIC, ALT)}


def _font(name: str, size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for folder in FONT_DIRS:
        path = Path(folder) / name
        if path.exists():
            return ImageFont.truetype(str(path), size)
    return ImageFont.load_default(size=size)


def _suit_shape(draw: ImageDraw.ImageDraw, suit: Suit, cx: float, cy: float, r: float,
                colour: tuple[int, int, int], style: Style) -> None:
    """A small suit sign: coin, cup, baton or sword (the alt style varies them)."""
    alt = style.name == "alt"
    if suit is Suit.ORO:
        if alt:
            draw.regular_polygon((cx, cy, r), 8, fill=colour, outline=style.border)
        else:
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=style.border, width=2)
            draw.ellipse((cx - r / 2, cy - r / 2, cx + r / 2, cy + r / 2), outline=style.border, width=2)
    elif suit is Suit.COPPE:
        draw.polygon([(cx - r, cy - r), (cx + r, cy - r), (cx + r / 3, cy + r / 3), (cx + r / 3, cy + r),
                      (cx - r / 3, cy + r), (cx - r / 3, cy + r / 3)], fill=colour, outline=style.border)
    elif suit is Suit.BASTONI:
        angle = -0.6 if alt else 0.7
        dx, dy = math.cos(angle) * r, math.sin(angle) * r
        draw.line((cx - dx, cy - dy, cx + dx, cy + dy), fill=colour, width=max(3, int(r / 2)))
        draw.ellipse((cx + dx - r / 3, cy + dy - r / 3, cx + dx + r / 3, cy + dy + r / 3), fill=colour)
    else:
        draw.line((cx, cy - r, cx, cy + r), fill=colour, width=max(2, int(r / 4)))
        draw.line((cx - r / 2, cy + r / 3, cx + r / 2, cy + r / 3), fill=colour, width=max(2, int(r / 4)))
        if alt:
            draw.polygon([(cx, cy - r * 1.2), (cx - r / 4, cy - r * 0.7), (cx + r / 4, cy - r * 0.7)], fill=colour)


def _pips(draw: ImageDraw.ImageDraw, card: Card, colour: tuple[int, int, int], style: Style) -> None:
    n = int(card.rank.value)  # type: ignore[union-attr]
    cols = 2 if n <= 6 else 3
    rows = math.ceil(n / cols)
    x0, x1, y0, y1 = 70, 190, 110, 320
    k = 0
    for row in range(rows):
        in_row = min(cols, n - k)
        for col in range(in_row):
            cx = x0 + (x1 - x0) * (col + 0.5) / in_row
            cy = y0 + (y1 - y0) * (row + 0.5) / rows
            _suit_shape(draw, card.suit, cx, cy, 17, colour, style)  # type: ignore[arg-type]
            k += 1


def _court(draw: ImageDraw.ImageDraw, card: Card, colour: tuple[int, int, int], style: Style,
           rng: random.Random) -> None:
    """A figure: body, head, and a sign of the rank (crown, tiara, horse, flower)."""
    rank = card.rank
    robe = tuple(min(255, c + 40 * (i + 1)) % 256 for i, c in enumerate(colour))
    draw.polygon([(120, 170), (70, 330), (170, 330)], fill=robe, outline=style.border)
    draw.ellipse((95, 115, 145, 165), fill=(236, 200, 170), outline=style.border, width=2)
    if rank is Rank.RE:
        draw.polygon([(92, 118), (100, 88), (110, 108), (120, 80), (130, 108), (140, 88), (148, 118)],
                     fill=(220, 180, 20), outline=style.border)
    elif rank is Rank.REGINA:
        draw.arc((88, 92, 152, 140), 180, 360, fill=colour, width=8)
        draw.ellipse((114, 84, 126, 96), fill=colour)
    elif rank is Rank.CAVALLO:
        draw.polygon([(60, 260), (100, 215), (150, 225), (185, 200), (200, 240), (170, 280), (70, 290)],
                     fill=(120, 80, 40), outline=style.border)
    else:
        for i in range(5):
            a = i * 2 * math.pi / 5
            draw.ellipse((120 + 22 * math.cos(a) - 9, 250 + 22 * math.sin(a) - 9,
                          120 + 22 * math.cos(a) + 9, 250 + 22 * math.sin(a) + 9), fill=colour)
    _suit_shape(draw, card.suit, 120, 300, 20, colour, style)  # type: ignore[arg-type]
    for _ in range(6):  # a few ornaments, different on every court card
        x, y = rng.randint(60, 180), rng.randint(180, 320)
        draw.rectangle((x, y, x + 8, y + 8), fill=colour)


def _trump(draw: ImageDraw.ImageDraw, card: Card, style: Style, rng: random.Random) -> None:
    n = card.trump
    assert n is not None
    colour = style.trump_colour
    draw.text((120, 96), str(n), font=_font(style.number_font, 46), fill=colour, anchor="mm")
    if n == 18:      # Sole
        for i in range(12):
            a = i * math.pi / 6
            draw.line((120, 230, 120 + 70 * math.cos(a), 230 + 70 * math.sin(a)), fill=(230, 150, 0), width=6)
        draw.ellipse((85, 195, 155, 265), fill=(250, 200, 0), outline=style.border, width=2)
    elif n == 17:    # Luna
        draw.ellipse((70, 170, 180, 280), fill=(200, 210, 240), outline=style.border, width=2)
        draw.ellipse((100, 160, 200, 270), fill=style.paper)
    elif n == 16:    # Stella
        pts = [(120 + (60 if i % 2 == 0 else 25) * math.cos(i * math.pi / 5 - math.pi / 2),
                230 + (60 if i % 2 == 0 else 25) * math.sin(i * math.pi / 5 - math.pi / 2)) for i in range(10)]
        draw.polygon(pts, fill=(240, 200, 40), outline=style.border)
    elif n == 19:    # Badda
        draw.ellipse((65, 175, 175, 285), fill=(60, 130, 200), outline=style.border, width=3)
        draw.line((65, 230, 175, 230), fill=style.border, width=3)
        draw.arc((90, 175, 150, 285), 0, 360, fill=style.border, width=3)
    elif n == 20:    # Giove
        draw.polygon([(120, 160), (60, 210), (90, 215), (120, 300), (150, 215), (180, 210)],
                     fill=(90, 60, 30), outline=style.border)
        draw.regular_polygon((120, 185, 22), 3, fill=(230, 190, 30))
    else:
        for _ in range(5 + n % 4):
            x, y = rng.randint(55, 165), rng.randint(150, 300)
            r = rng.randint(10, 30)
            hue = tuple(rng.randint(40, 220) for _ in range(3))
            shape = rng.choice(["ellipse", "rect", "tri"])
            if shape == "ellipse":
                draw.ellipse((x - r, y - r, x + r, y + r), fill=hue, outline=style.border)
            elif shape == "rect":
                draw.rectangle((x - r, y - r / 2, x + r, y + r / 2), fill=hue, outline=style.border)
            else:
                draw.polygon([(x, y - r), (x - r, y + r), (x + r, y + r)], fill=hue, outline=style.border)
    draw.text((120, 345), {0: "Miseria", 1: "Picciotti", 16: "Stella", 17: "Luna", 18: "Sole", 19: "Badda",
                           20: "Giove"}.get(n, ""), font=_font(style.index_font, 22), fill=colour, anchor="mm")


def _fuggitivo(draw: ImageDraw.ImageDraw, style: Style) -> None:
    colours = [(200, 40, 40), (40, 140, 60), (40, 70, 190), (220, 170, 20)]
    for i in range(6):
        for j in range(4):
            x, y = 60 + j * 30, 120 + i * 34
            draw.polygon([(x + 15, y), (x + 30, y + 17), (x + 15, y + 34), (x, y + 17)],
                         fill=colours[(i + j) % 4], outline=style.border)
    draw.text((120, 345), "Fujutu", font=_font(style.index_font, 24), fill=style.trump_colour, anchor="mm")


def index_text(code: str) -> str:
    return code


def render_card(code: str, card: Card | None, style: Style) -> Image.Image:
    """One face, 240×420, upright."""
    rng = random.Random(f"{style.seed}-{code}")
    image = Image.new("RGB", (WIDTH, HEIGHT), style.paper)
    draw = ImageDraw.Draw(image)
    if card is None or card.suit is None:
        colour = style.trump_colour
    else:
        colour = style.suit_colours[card.suit]
    if card is None:  # the tax-stamp Ace of Oro
        draw.ellipse((50, 120, 190, 260), fill=(196, 140, 10), outline=style.border, width=4)
        draw.rectangle((80, 280, 160, 340), outline=(120, 20, 20), width=4)
        draw.text((120, 310), "BOLLO", font=_font(style.index_font, 20), fill=(120, 20, 20), anchor="mm")
    elif card.is_fuggitivo:
        _fuggitivo(draw, style)
    elif card.trump is not None:
        _trump(draw, card, style, rng)
    elif card.rank is not None and card.value == 0:
        _pips(draw, card, colour, style)
    else:
        _court(draw, card, colour, style, rng)
    # The index, upper-left and (rotated) lower-right, with a suit sign under it.
    corner = Image.new("RGBA", (WIDTH, 80), (0, 0, 0, 0))
    cdraw = ImageDraw.Draw(corner)
    text = index_text(code)
    size = 40 if len(text) <= 2 else 33
    cdraw.text((12, 8), text, font=_font(style.index_font, size), fill=colour)
    if card is not None and card.suit is not None:
        _suit_shape(cdraw, card.suit, 30, 62, 11, colour, style)
    elif card is not None and card.trump is not None:
        cdraw.rectangle((14, 56, 58, 62), fill=colour)
    image.paste(corner, (0, 0), corner)
    flipped = corner.rotate(180)
    image.paste(flipped, (0, HEIGHT - 80), flipped)
    # The dark outer border by which overlapping cards are told apart.
    draw.rectangle((0, 0, WIDTH - 1, HEIGHT - 1), outline=style.border, width=4)
    return image


def render_deck(out: Path, *, style: str = "classic", tax_ace: bool = True) -> list[Path]:
    """Write the 63 faces (and ``AO.png`` unless ``tax_ace`` is false) to ``out``."""
    chosen = STYLES[style]
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for card in PACK:
        path = out / f"{card.code}.png"
        render_card(card.code, card, chosen).save(path, optimize=True)
        paths.append(path)
    if tax_ace:
        path = out / "AO.png"
        render_card("AO", None, chosen).save(path, optimize=True)
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("samples/deck"))
    parser.add_argument("--style", choices=sorted(STYLES), default="classic")
    parser.add_argument("--no-tax-ace", action="store_true", help="do not draw AO.png")
    args = parser.parse_args(argv)
    paths = render_deck(args.out, style=args.style, tax_ace=not args.no_tax_ace)
    print(f"{len(paths)} faces written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
