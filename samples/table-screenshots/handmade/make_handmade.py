"""Table screenshots drawn by hand with PIL, not by the generator: other
faces (italic, condensed, light, mono), counters far from the names in a
column under a header row, one-letter labels, light cards, a scaled window.
Made once for issue 11 (counters11b) after the reader's changes and
measured, not tuned on; each ``<name>.jpg`` has ``<name>.truth.json``.

    .venv/bin/python samples/table-screenshots/handmade/make_handmade.py
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


def _font(name: str, size: int) -> ImageFont.FreeTypeFont:
    path = next(FONTS.rglob(name))
    return ImageFont.truetype(str(path), size)


def _signed(v: int, minus: str = "\u2212") -> str:
    return "0" if v == 0 else (f"+{v}" if v > 0 else f"{minus}{-v}")


def _table(size: tuple[int, int], colour: tuple[int, int, int], seed: int) -> Image.Image:
    """A felt: a flat colour with soft noise."""
    rng = random.Random(seed)
    image = Image.new("RGB", size, colour)
    noise = Image.effect_noise((size[0] // 4, size[1] // 4), 18).resize(size, Image.Resampling.BILINEAR)
    image = Image.blend(image, Image.merge("RGB", (noise, noise, noise)), 0.12)
    draw = ImageDraw.Draw(image)
    for _ in range(3):   # a few cards
        x, y = rng.randint(300, size[0] - 200), rng.randint(size[1] // 2, size[1] - 200)
        draw.rounded_rectangle((x, y, x + 90, y + 140), radius=8, fill=(240, 232, 214), outline=(120, 100, 70))
        draw.text((x + 8, y + 6), rng.choice("A23456789RCF"), font=_font("DejaVuSerif-Bold.ttf", 18),
                  fill=(150, 30, 30))
    return image


def far_column(players: Players) -> Image.Image:
    """Names in italics on a dark panel, the counters in two columns 300 px and more to their right."""
    image = _table((1366, 768), (40, 90, 60), 1)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((60, 90, 760, 120 + 60 * len(players)), radius=12, fill=(28, 30, 36))
    name, digits = _font("LiberationSans-Italic.ttf", 22), _font("LiberationSans-Bold.ttf", 22)
    for i, (n, g, j) in enumerate(players):
        y = 110 + 60 * i
        draw.text((90, y), n, font=name, fill=(225, 225, 230))
        draw.text((480, y), _signed(g), font=digits, fill=(225, 225, 230))
        draw.text((640, y), str(j), font=digits, fill=(225, 225, 230))
    return image


def light_cards(players: Players) -> Image.Image:
    """White cards, dark condensed serif text: name, then "V/P: +3  Jochi: 12" on its line."""
    image = _table((1600, 900), (120, 80, 50), 2)
    draw = ImageDraw.Draw(image)
    name, small = _font("DejaVuSerifCondensed-Bold.ttf", 21), _font("DejaVuSerifCondensed.ttf", 19)
    for i, (n, g, j) in enumerate(players):
        x, y = 80 + (i % 2) * 760, 80 + (i // 2) * 110
        draw.rounded_rectangle((x, y, x + 620, y + 64), radius=6, fill=(250, 249, 244), outline=(180, 170, 150))
        draw.text((x + 20, y + 18), n, font=name, fill=(30, 30, 40))
        draw.text((x + 250, y + 20), f"V/P:  {_signed(g, '-')}      Jochi:  {j}", font=small, fill=(30, 30, 40))
    return image


def letter_tiles(players: Players) -> Image.Image:
    """Pale tiles in a row; under each name "V +3  J 12", the letters small and grey."""
    image = _table((1600, 900), (30, 60, 90), 3)
    draw = ImageDraw.Draw(image)
    name = _font("DejaVuSans.ttf", 19)
    letter, digits = _font("DejaVuSans.ttf", 12), _font("DejaVuSansCondensed-Bold.ttf", 21)
    for i, (n, g, j) in enumerate(players):
        x, y = 60 + i * 290, 70
        draw.rounded_rectangle((x, y, x + 240, y + 80), radius=8, fill=(226, 232, 238))
        draw.text((x + 14, y + 10), n, font=name, fill=(40, 44, 52))
        draw.text((x + 14, y + 48), "V", font=letter, fill=(120, 126, 136))
        draw.text((x + 30, y + 42), _signed(g), font=digits, fill=(20, 24, 30))
        draw.text((x + 110, y + 48), "J", font=letter, fill=(120, 126, 136))
        draw.text((x + 124, y + 42), str(j), font=digits, fill=(20, 24, 30))
    return image


def header_columns(players: Players) -> Image.Image:
    """A score sheet: a header row "Giocatore  Giochi  Jochi", the rows under it, numbers ~320 px from the names."""
    image = _table((1280, 720), (50, 50, 70), 4)
    draw = ImageDraw.Draw(image)
    draw.rectangle((700, 80, 1240, 130 + 56 * len(players)), fill=(245, 245, 240))
    head, body = _font("LiberationSerif-Bold.ttf", 20), _font("LiberationSerif-Regular.ttf", 24)
    draw.text((720, 92), "Giocatore", font=head, fill=(90, 90, 90))
    draw.text((1040, 92), "Giochi", font=head, fill=(90, 90, 90))
    draw.text((1150, 92), "Jochi", font=head, fill=(90, 90, 90))
    for i, (n, g, j) in enumerate(players):
        y = 140 + 56 * i
        draw.line((710, y - 10, 1230, y - 10), fill=(200, 200, 200), width=1)
        draw.text((720, y), n, font=body, fill=(20, 20, 20))
        draw.text((1050, y), _signed(g, "-"), font=body, fill=(20, 20, 20))
        draw.text((1160, y), str(j), font=body, fill=(20, 20, 20))
    return image


def above_scaled(players: Players) -> Image.Image:
    """Counters on the line over the name in a light face, in a window scaled to 80%."""
    image = _table((1600, 900), (25, 70, 45), 5)
    draw = ImageDraw.Draw(image)
    name, digits = _font("DejaVuSans-Bold.ttf", 24), _font("DejaVuSans-ExtraLight.ttf", 28) \
        if any(FONTS.rglob("DejaVuSans-ExtraLight.ttf")) else _font("DejaVuSans.ttf", 28)
    for i, (n, g, j) in enumerate(players):
        x, y = 120 + (i % 3) * 480, 140 + (i // 3) * 330
        draw.text((x, y), f"{_signed(g)}      {j}", font=digits, fill=(250, 250, 240))
        draw.text((x, y + 48), n, font=name, fill=(250, 250, 240))
    return image.resize((1280, 720), Image.Resampling.BILINEAR)


def mono_below_blurred(players: Players) -> Image.Image:
    """Monospaced green names, the counters under them, a little blur and a poor JPEG."""
    image = _table((1366, 768), (15, 25, 20), 6)
    draw = ImageDraw.Draw(image)
    name, digits = _font("LiberationMono-Regular.ttf", 22), _font("LiberationMono-Bold.ttf", 22)
    for i, (n, g, j) in enumerate(players):
        x, y = 100 + (i % 2) * 600, 120 + (i // 2) * 200
        draw.text((x, y), n, font=name, fill=(140, 230, 150))
        draw.text((x, y + 38), f"{_signed(g, '-')}  /  {j}", font=digits, fill=(140, 230, 150))
    return image.filter(ImageFilter.GaussianBlur(0.6))


def right_aligned_panel(players: Players) -> Image.Image:
    """A light panel, names on the left, the counters right-aligned in two narrow columns, en-dash minus."""
    image = _table((1366, 768), (60, 40, 30), 7)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((900, 60, 1320, 90 + 52 * len(players)), radius=10, fill=(236, 232, 222))
    name, digits = _font("LiberationSerif-Regular.ttf", 23), _font("LiberationSerif-Bold.ttf", 23)
    for i, (n, g, j) in enumerate(players):
        y = 80 + 52 * i
        draw.text((925, y), n, font=name, fill=(40, 30, 25))
        for text, right in ((_signed(g, "\u2013"), 1220), (str(j), 1295)):
            draw.text((right - draw.textlength(text, font=digits), y), text, font=digits, fill=(40, 30, 25))
    return image


def condensed_pills(players: Players) -> Image.Image:
    """Dark rows, the counters in coloured pills in a condensed bold face."""
    image = _table((1280, 720), (30, 70, 40), 8)
    draw = ImageDraw.Draw(image)
    name, digits = _font("DejaVuSansCondensed.ttf", 22), _font("DejaVuSansCondensed-Bold.ttf", 20)
    for i, (n, g, j) in enumerate(players):
        y = 420 + 60 * i
        draw.rounded_rectangle((40, y - 10, 430, y + 36), radius=20, fill=(25, 25, 30))
        draw.text((64, y), n, font=name, fill=(240, 240, 240))
        x = 230
        for text, colour in ((_signed(g), (150, 40, 40) if g < 0 else (40, 120, 60)), (str(j), (50, 80, 140))):
            w = draw.textlength(text, font=digits)
            draw.rounded_rectangle((x - 9, y - 3, x + w + 9, y + 28), radius=8, fill=colour)
            draw.text((x, y), text, font=digits, fill=(250, 250, 250))
            x += round(w) + 50
    return image


def two_lines(players: Players) -> Image.Image:
    """Each counter on a line of its own under the name ("Giochi  +4", then "Jochi  12"): a layout the
    reader does not know; its counters should be illeggibile, never wrong."""
    image = _table((1366, 768), (35, 35, 45), 9)
    draw = ImageDraw.Draw(image)
    name, line = _font("DejaVuSans-Bold.ttf", 20), _font("DejaVuSans.ttf", 18)
    for i, (n, g, j) in enumerate(players):
        x, y = 80 + i * 300, 200
        draw.text((x, y), n, font=name, fill=(235, 235, 235))
        draw.text((x, y + 34), f"Giochi  {_signed(g, '-')}", font=line, fill=(235, 235, 235))
        draw.text((x, y + 62), f"Jochi  {j}", font=line, fill=(235, 235, 235))
    return image


def large_scaled_italic(players: Players) -> Image.Image:
    """A 1920×1080 table, names in serif italics, the counters under them, scaled down to 1366×768."""
    image = _table((1920, 1080), (70, 30, 30), 10)
    draw = ImageDraw.Draw(image)
    name, digits = _font("LiberationSerif-Italic.ttf", 34), _font("LiberationSerif-Bold.ttf", 34)
    for i, (n, g, j) in enumerate(players):
        x, y = 200 + (i % 2) * 900, 250 + (i // 2) * 300
        draw.text((x, y), n, font=name, fill=(250, 240, 220))
        draw.text((x, y + 56), f"{_signed(g, '-')}        {j}", font=digits, fill=(250, 240, 220))
    return image.resize((1366, 768), Image.Resampling.LANCZOS)


SAMPLES: list[tuple[str, Callable[[Players], Image.Image], Players, int]] = [
    ("far-column", far_column, [("Anna", -14, 3), ("Bruno", 7, 21), ("Carla", 0, 9), ("Dario", 22, 0)], 88),
    ("light-cards", light_cards, [("Elio", 5, 12), ("Fabio", -3, 40), ("Gino", 18, 6), ("Ugo", -21, 1)], 85),
    ("letter-tiles", letter_tiles,
     [("Ivo", 9, 14), ("Lucia", -6, 0), ("Marta", 1, 33), ("Nino", -10, 7), ("Pippo", 0, 26)], 90),
    ("header-columns", header_columns, [("Rosalia", 11, 8), ("Salvo", -1, 19), ("Tano", 4, 0)], 92),
    ("above-scaled", above_scaled,
     [("Turi", -2, 17), ("Vito", 13, 5), ("Zina", 0, 44), ("Melo", -9, 2), ("Santa", 6, 30)], 80),
    ("mono-below-blurred", mono_below_blurred, [("Totò", 3, 27), ("Enza", -16, 4), ("Lillo", 0, 11), ("Pina", -5, 0)],
     60),
    # A second set, made after the last change to the reader in counters11b and measured once, untuned.
    ("right-aligned-panel", right_aligned_panel,
     [("Anna", -5, 14), ("Carla", 12, 0), ("Elio", 0, 7), ("Gino", -18, 33), ("Ivo", 3, 2)], 85),
    ("condensed-pills", condensed_pills, [("Lucia", -9, 4), ("Nino", 6, 19), ("Pina", 0, 1), ("Salvo", 27, 8)], 82),
    ("two-lines", two_lines, [("Tano", 4, 12), ("Vito", -2, 0), ("Zina", 15, 6), ("Melo", 0, 23)], 90),
    ("large-scaled-italic", large_scaled_italic,
     [("Bruno", 8, 0), ("Dario", -11, 25), ("Fabio", 1, 9), ("Marta", -3, 40)], 88),
]


def main() -> None:
    for stem, make, players, quality in SAMPLES:
        make(players).save(HERE / f"{stem}.jpg", "JPEG", quality=quality)
        truth = {"players": [{"name": n, "giochi": g, "jochi": j} for n, g, j in players],
                 "made_by": "PIL drawing by hand (make_handmade.py), not the generator"}
        (HERE / f"{stem}.truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main()
