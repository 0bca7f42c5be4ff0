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
]


def main() -> None:
    for stem, make, players, quality in SAMPLES:
        make(players).save(HERE / f"{stem}.jpg", "JPEG", quality=quality)
        truth = {"players": [{"name": n, "giochi": g, "jochi": j} for n, g, j in players],
                 "made_by": "PIL drawing by hand (make_handmade.py), not the generator"}
        (HERE / f"{stem}.truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main()
