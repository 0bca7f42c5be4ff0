"""A third held-out set of table screenshots drawn by hand with PIL, not by the
generator: labelled counters on two lines (Tabletopia's panel, then other labels
in a serif on beige), a slash on the name's line and under it (mono, blurred),
badges with a mouse cursor, a small score table on wood, a scaled window with
bold names, counters over the name by a card lying across the seat.  Drawn
without looking at the reader's code and measured once, not tuned on; each
``<name>.jpg`` has ``<name>.truth.json``.

    .venv/bin/python samples/table-screenshots/heldout3/make_heldout3.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Callable

from PIL import Image, ImageDraw, ImageFilter, ImageFont

HERE = Path(__file__).resolve().parent
FONTS = Path("/usr/share/fonts/truetype")
Players = list[tuple[str, int, int]]
RGB = tuple[int, int, int]


def _font(name: str, size: int) -> ImageFont.FreeTypeFont:
    path = next(FONTS.rglob(name))
    return ImageFont.truetype(str(path), size)


def _signed(v: int, minus: str = "\u2212") -> str:
    return "0" if v == 0 else (f"+{v}" if v > 0 else f"{minus}{-v}")


def _felt(size: tuple[int, int], colour: RGB, amount: float = 0.12) -> Image.Image:
    """A flat colour with soft noise."""
    image = Image.new("RGB", size, colour)
    noise = Image.effect_noise((size[0] // 4, size[1] // 4), 18).resize(size, Image.Resampling.BILINEAR)
    return Image.blend(image, Image.merge("RGB", (noise, noise, noise)), amount)


def _wood(size: tuple[int, int], seed: int) -> Image.Image:
    """Dark planks: horizontal grain streaks in browns, seams every ~110 px."""
    rng = random.Random(seed)
    image = Image.new("RGB", size, (62, 38, 22))
    draw = ImageDraw.Draw(image)
    for y in range(size[1]):
        shade = rng.randint(-8, 8)
        if rng.random() < 0.15:
            shade += rng.randint(-14, 10)
        draw.line((0, y, size[0], y), fill=(62 + shade, 38 + shade // 2, 22 + shade // 3))
    for y in range(0, size[1], 110):
        draw.line((0, y, size[0], y), fill=(30, 18, 10), width=2)
    for _ in range(40):   # knots and long streaks
        x, y = rng.randint(0, size[0]), rng.randint(0, size[1])
        draw.line((x, y, x + rng.randint(80, 400), y + rng.randint(-2, 2)), fill=(45, 27, 15), width=1)
    image = image.filter(ImageFilter.GaussianBlur(0.7))
    noise = Image.effect_noise((size[0] // 2, size[1] // 2), 20).resize(size, Image.Resampling.BILINEAR)
    return Image.blend(image, Image.merge("RGB", (noise, noise, noise)), 0.06)


def _card(draw: ImageDraw.ImageDraw, x: int, y: int, letter: str, w: int = 90, h: int = 140,
          back: bool = False) -> None:
    """A card: a rounded rectangle with a corner letter (or a patterned back)."""
    if back:
        draw.rounded_rectangle((x, y, x + w, y + h), radius=8, fill=(120, 30, 40), outline=(240, 230, 210), width=3)
        for k in range(10, w - 10, 14):
            draw.line((x + k, y + 10, x + k, y + h - 10), fill=(150, 50, 60), width=2)
        return
    draw.rounded_rectangle((x, y, x + w, y + h), radius=8, fill=(240, 232, 214), outline=(120, 100, 70))
    draw.text((x + 8, y + 6), letter, font=_font("DejaVuSerif-Bold.ttf", 18), fill=(150, 30, 30))
    draw.ellipse((x + w // 2 - 14, y + h // 2 - 14, x + w // 2 + 14, y + h // 2 + 14), outline=(150, 30, 30), width=2)


def _toolbar(draw: ImageDraw.ImageDraw, height: int, width: int = 52) -> None:
    """Tabletopia's strip of tool icons on the left edge."""
    draw.rectangle((0, 0, width, height), fill=(34, 36, 42))
    for i in range(7):
        y = 70 + i * 58
        draw.rounded_rectangle((10, y, width - 10, y + width - 20), radius=6, fill=(58, 62, 72))
        c = (width // 2, y + (width - 20) // 2)
        if i % 3 == 0:
            draw.ellipse((c[0] - 8, c[1] - 8, c[0] + 8, c[1] + 8), outline=(190, 195, 205), width=2)
        elif i % 3 == 1:
            draw.polygon([(c[0] - 8, c[1] + 7), (c[0], c[1] - 8), (c[0] + 8, c[1] + 7)], outline=(190, 195, 205))
        else:
            draw.rectangle((c[0] - 7, c[1] - 7, c[0] + 7, c[1] + 7), outline=(190, 195, 205), width=2)


def _cursor(draw: ImageDraw.ImageDraw, x: int, y: int, scale: float = 1.0) -> None:
    """The usual mouse arrow, tip at (x, y): white with a black outline."""
    pts = [(0, 0), (0, 17), (4, 13), (7, 20), (10, 19), (7, 12), (12, 12)]
    poly = [(x + px * scale * 1.3, y + py * scale * 1.3) for px, py in pts]
    draw.polygon(poly, fill=(255, 255, 255), outline=(0, 0, 0))


def _caption(draw: ImageDraw.ImageDraw, xy: tuple[int, int], text: str, font: ImageFont.FreeTypeFont,
             fill: RGB, box: RGB | None = None) -> None:
    if box is not None:
        w = draw.textlength(text, font=font)
        draw.rounded_rectangle((xy[0] - 12, xy[1] - 6, xy[0] + w + 12, xy[1] + font.size + 10), radius=8, fill=box)
    draw.text(xy, text, font=font, fill=fill)


def tabletopia_panel(players: Players) -> Image.Image:
    """Dark counter panels at the seats: the name in bold, then "Giochi: +4" and "Jochi: 12" on two lines."""
    image = _felt((1366, 768), (32, 84, 58))
    draw = ImageDraw.Draw(image)
    _toolbar(draw, 768)
    for x, y, c in ((520, 300, "R"), (630, 310, "7"), (740, 295, "C")):
        _card(draw, x, y, c)
    _card(draw, 600, 470, "", back=True)
    _caption(draw, (610, 30), "Turno 2 di 4", _font("DejaVuSans.ttf", 18), (230, 230, 230), (20, 22, 26))
    name, line = _font("DejaVuSans-Bold.ttf", 20), _font("DejaVuSans.ttf", 18)
    seats = [(110, 120), (1080, 120), (110, 560), (1080, 560)]
    for (n, g, j), (x, y) in zip(players, seats):
        draw.rounded_rectangle((x - 14, y - 12, x + 190, y + 100), radius=10, fill=(24, 26, 32))
        draw.text((x, y), n, font=name, fill=(245, 245, 245))
        draw.text((x, y + 36), f"Giochi: {_signed(g)}", font=line, fill=(220, 224, 230))
        draw.text((x, y + 64), f"Jochi: {j}", font=line, fill=(220, 224, 230))
    return image


def beige_serif(players: Players) -> Image.Image:
    """A light beige table with dark brown ink in a serif: name, "Vinti/Persi: -3", then "Somma: 27"."""
    image = _felt((1600, 900), (228, 214, 186), 0.08)
    draw = ImageDraw.Draw(image)
    _toolbar(draw, 900, 56)
    for x, y, c in ((700, 380, "A"), (805, 392, "3"), (910, 384, "F")):
        _card(draw, x, y, c)
    _caption(draw, (1350, 840), "Turno 3 di 5", _font("LiberationSerif-Italic.ttf", 22), (90, 70, 50))
    name, line = _font("LiberationSerif-Bold.ttf", 26), _font("LiberationSerif-Regular.ttf", 23)
    seats = [(160, 110), (700, 110), (1240, 110)]
    for (n, g, j), (x, y) in zip(players, seats):
        draw.text((x, y), n, font=name, fill=(48, 32, 22))
        draw.line((x, y + 36, x + 200, y + 36), fill=(160, 140, 110), width=1)
        draw.text((x, y + 46), f"Vinti/Persi: {_signed(g, '-')}", font=line, fill=(48, 32, 22))
        draw.text((x, y + 78), f"Somma: {j}", font=line, fill=(48, 32, 22))
    return image


def slash_on_line(players: Players) -> Image.Image:
    """A list on a blue felt, the counters after the name on its line: "Anna   +3 / 27"."""
    image = _felt((1366, 768), (28, 52, 96))
    draw = ImageDraw.Draw(image)
    _toolbar(draw, 768)
    for x, y, c in ((700, 420, "5"), (800, 430, "R"), (900, 418, "9"), (1000, 426, "2")):
        _card(draw, x, y, c)
    _caption(draw, (1150, 40), "Turno 1 di 4", _font("LiberationSans-Regular.ttf", 20), (235, 235, 240))
    font = _font("LiberationSans-Regular.ttf", 22)
    draw.rounded_rectangle((90, 70, 460, 90 + 50 * len(players)), radius=10, fill=(18, 32, 60))
    for i, (n, g, j) in enumerate(players):
        y = 88 + 50 * i
        draw.text((112, y), n, font=font, fill=(240, 240, 245))
        draw.text((270, y), f"{_signed(g)} / {j}", font=font, fill=(240, 240, 245))
    return image


def mono_slash_below(players: Players) -> Image.Image:
    """Monospaced amber text on a near-black table, "-3 / 27" under each name, slightly blurred."""
    image = _felt((1366, 768), (22, 20, 18))
    draw = ImageDraw.Draw(image)
    _toolbar(draw, 768)
    for x, y, c in ((560, 330, "C"), (660, 340, "4")):
        _card(draw, x, y, c)
    _card(draw, 760, 335, "", back=True)
    _caption(draw, (600, 690), "Turno 4 di 4", _font("DejaVuSansMono.ttf", 18), (200, 200, 200))
    name, digits = _font("DejaVuSansMono.ttf", 21), _font("DejaVuSansMono.ttf", 21)
    seats = [(120, 110), (1000, 110), (120, 560), (1000, 560)]
    for (n, g, j), (x, y) in zip(players, seats):
        draw.text((x, y), n, font=name, fill=(240, 190, 90))
        draw.text((x, y + 34), f"{_signed(g, '-')} / {j}", font=digits, fill=(240, 190, 90))
    return image.filter(ImageFilter.GaussianBlur(0.8))


def badges_cursor(players: Players) -> Image.Image:
    """Names with two coloured rounded badges to their right, one per number; a mouse arrow by one badge."""
    image = _felt((1280, 720), (46, 92, 52))
    draw = ImageDraw.Draw(image)
    _toolbar(draw, 720, 48)
    for x, y, c in ((640, 150, "A"), (740, 160, "6"), (840, 150, "R")):
        _card(draw, x, y, c)
    _caption(draw, (660, 660), "Turno 2 di 3", _font("DejaVuSans.ttf", 18), (240, 240, 240), (30, 50, 34))
    name, digits = _font("DejaVuSans.ttf", 22), _font("DejaVuSans-Bold.ttf", 19)
    cursor_at = None
    for i, (n, g, j) in enumerate(players):
        y = 110 + 70 * i
        draw.text((100, y), n, font=name, fill=(250, 250, 250))
        x = 260
        for k, (text, colour) in enumerate(((_signed(g), (196, 120, 30) if g >= 0 else (170, 40, 50)),
                                            (str(j), (40, 90, 170)))):
            w = draw.textlength(text, font=digits)
            draw.rounded_rectangle((x - 10, y - 4, x + w + 10, y + 28), radius=12, fill=colour)
            draw.text((x, y + 1), text, font=digits, fill=(255, 255, 255))
            if i == 1 and k == 1:
                cursor_at = (round(x + w + 16), y + 16)
            x += round(w) + 46
    if cursor_at:
        _cursor(draw, *cursor_at)
    return image


def wood_table_panel(players: Players) -> Image.Image:
    """Dark wood; a side panel with a header row "Giocatore  Giochi  Jochi" and small 15 px rows."""
    image = _wood((1366, 768), 6)
    draw = ImageDraw.Draw(image)
    _toolbar(draw, 768)
    for x, y, c in ((400, 300, "F"), (500, 312, "8"), (600, 302, "C"), (700, 310, "1")):
        _card(draw, x, y, c)
    _caption(draw, (420, 40), "Turno 2 di 4", _font("LiberationSans-Bold.ttf", 16), (235, 225, 205), (40, 24, 14))
    head, body = _font("LiberationSans-Bold.ttf", 15), _font("LiberationSans-Regular.ttf", 15)
    x0, y0 = 1060, 90
    draw.rounded_rectangle((x0, y0, x0 + 270, y0 + 44 + 28 * len(players)), radius=8, fill=(26, 20, 16))
    ink, grey = (236, 228, 214), (170, 160, 146)
    draw.text((x0 + 14, y0 + 12), "Giocatore", font=head, fill=grey)
    draw.text((x0 + 140, y0 + 12), "Giochi", font=head, fill=grey)
    draw.text((x0 + 210, y0 + 12), "Jochi", font=head, fill=grey)
    draw.line((x0 + 10, y0 + 34, x0 + 260, y0 + 34), fill=(90, 78, 64), width=1)
    for i, (n, g, j) in enumerate(players):
        y = y0 + 42 + 28 * i
        draw.text((x0 + 14, y), n, font=body, fill=ink)
        draw.text((x0 + 145, y), _signed(g, "-"), font=body, fill=ink)
        draw.text((x0 + 215, y), str(j), font=body, fill=ink)
    return image


def scaled_bold_names(players: Players) -> Image.Image:
    """A pale 1920×1080 table, dark blue ink, bold names, "Giochi +5   Jochi 18" in a regular face after them;
    scaled down to 1280×720."""
    image = _felt((1920, 1080), (226, 232, 238), 0.06)
    draw = ImageDraw.Draw(image)
    _toolbar(draw, 1080, 72)
    for x, y, c in ((900, 560, "R"), (1030, 575, "C"), (1160, 562, "2")):
        _card(draw, x, y, c, 120, 186)
    _caption(draw, (1600, 60), "Turno 3 di 4", _font("DejaVuSans.ttf", 28), (20, 40, 110))
    name, line = _font("DejaVuSans-Bold.ttf", 32), _font("DejaVuSans.ttf", 32)
    ink = (20, 40, 110)
    for i, (n, g, j) in enumerate(players):
        y = 180 + 110 * i
        draw.text((200, y), n, font=name, fill=ink)
        draw.text((470, y), f"Giochi {_signed(g)}", font=line, fill=ink)
        draw.text((740, y), f"Jochi {j}", font=line, fill=ink)
    return image.resize((1280, 720), Image.Resampling.LANCZOS)


def over_name_by_card(players: Players) -> Image.Image:
    """Seats around an oval table: "+2  31" on a dark plate over each name, a card lying across the plate's corner."""
    image = _felt((1600, 900), (90, 40, 36))
    draw = ImageDraw.Draw(image)
    _toolbar(draw, 900, 56)
    draw.ellipse((330, 180, 1300, 760), fill=(36, 100, 62), outline=(60, 30, 20), width=14)
    _caption(draw, (720, 440), "Turno 1 di 3", _font("LiberationSansNarrow-Regular.ttf", 24), (230, 240, 230))
    name, digits = _font("LiberationSansNarrow-Bold.ttf", 26), _font("LiberationSansNarrow-Regular.ttf", 26)
    seats = [(730, 60), (1340, 300), (1200, 780), (300, 780), (140, 300)]
    for k, ((n, g, j), (x, y)) in enumerate(zip(players, seats)):
        text = f"{_signed(g)}    {j}"
        w = draw.textlength(text, font=digits)
        draw.rounded_rectangle((x - 10, y - 6, x + w + 10, y + 32), radius=6, fill=(20, 20, 24))
        draw.text((x, y - 2), text, font=digits, fill=(250, 250, 250))
        draw.text((x, y + 40), n, font=name, fill=(250, 240, 220))
        if k in (0, 3):   # a card lying against the plate's right end, off the digits
            _card(draw, round(x + w + 16), y - 30, "A" if k == 0 else "9", 70, 108)
    for x, y, c in ((640, 300, "C"), (740, 290, "R"), (840, 300, "5")):
        _card(draw, x, y, c, 80, 124)
    return image


SAMPLES: list[tuple[str, Callable[[Players], Image.Image], Players, int]] = [
    ("tabletopia-panel", tabletopia_panel,
     [("Turi", 4, 12), ("Concetta", -3, 0), ("Peppe", 0, 27), ("Agata", -11, 45)], 88),
    ("beige-serif", beige_serif, [("Rosario", -7, 19), ("Ninetta", 12, 3), ("Alfio", 0, 60)], 86),
    ("slash-on-line", slash_on_line,
     [("Anna", 3, 27), ("Nunzio", -5, 8), ("Carmela", 16, 0), ("Saro", -1, 33), ("Tindara", 0, 14)], 85),
    ("mono-slash-below", mono_slash_below,
     [("Gaetano", -9, 22), ("Rosetta", 2, 5), ("Calogero", 0, 41), ("Mimmo", -14, 10)], 75),
    ("badges-cursor", badges_cursor,
     [("Graziella", 8, 16), ("Filippo", -4, 2), ("Santina", 0, 38), ("Vincenzo", -20, 7)], 85),
    ("wood-table-panel", wood_table_panel,
     [("Gerlando", 6, 11), ("Lucia", -2, 0), ("Nello", 19, 52), ("Assunta", -8, 4), ("Pippo", 0, 29)], 88),
    ("scaled-bold-names", scaled_bold_names, [("Carmelo", -6, 36), ("Giusi", 10, 9), ("Orazio", 1, 0)], 85),
    ("over-name-by-card", over_name_by_card,
     [("Ignazio", 2, 31), ("Maruzza", -13, 6), ("Totò", 0, 18), ("Venera", 7, 0), ("Michele", -1, 49)], 85),
]


def main() -> None:
    for stem, make, players, quality in SAMPLES:
        make(players).save(HERE / f"{stem}.jpg", "JPEG", quality=quality)
        truth = {"players": [{"name": n, "giochi": g, "jochi": j} for n, g, j in players],
                 "made_by": "PIL drawing by hand (make_heldout3.py), not the generator"}
        (HERE / f"{stem}.truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main()
