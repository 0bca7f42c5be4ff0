"""Tabletopia-like screenshots of a table's counters, with their truth.

Each of 3–5 players has a name and, beside it, two counters: Giochi
Vinti/Persi (signed: "+3", "-12", "0") and Somma totale Jochi. One layout
per screenshot: the counters sit to the right of the name (close, or far in
a column up to ~25 name heights away, its two numbers up to six digit
heights apart), on the line under it or on the line over it, first Giochi
then Jochi, each maybe after a label ("Giochi:", "Jochi:", or one small
letter: "G", "J"), optionally on a plate (a rounded panel) of their own.
Fonts are the installed DejaVu and Liberation faces (upright, slanted,
condensed), 15–40 px, in light or dark colours (positive/negative counters
sometimes green/red). Clutter: cards from ``samples/deck`` on the table, a
Tabletopia-like toolbar, a mouse cursor, other text with digits in it
("Tavolo A · Turno 3").
Saved as JPEG at quality 60–95 with the truth beside it.

Used by the tests and ``bench/bench_counters.py``; the seeds decide
everything, so a scene can be made again from its seed.
"""

from __future__ import annotations

import io
import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from recognition.synthetic.scenes import _background, _place

SCREENS = ((1280, 720), (1366, 768), (1600, 900), (1920, 1080))
FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path("/usr/share/fonts/truetype/liberation"))
FONT_FILES = (
    "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansCondensed.ttf", "DejaVuSerif.ttf",
    "DejaVuSerif-Bold.ttf", "DejaVuSansMono.ttf", "LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf",
    "LiberationSerif-Regular.ttf", "LiberationSerif-Bold.ttf", "LiberationMono-Regular.ttf",
    "LiberationSansNarrow-Regular.ttf", "LiberationSansNarrow-Bold.ttf",
    # Issue 11, counters11b: slanted and condensed faces too.
    "DejaVuSans-Oblique.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSerifCondensed.ttf",
    "LiberationSans-Italic.ttf", "LiberationSerif-Italic.ttf",
)
NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elio", "Fabio", "Gino", "Ugo", "Ivo", "Lucia", "Marta",
         "Nicolò", "Pippo", "Rosalia", "Salvo", "Tano", "Turi", "Vito", "Zina", "Ciccio", "Melo",
         "Nino", "Santa", "Giusy", "Totò", "Enza", "Lillo", "Pina")
LIGHT = ((245, 245, 245), (255, 230, 120), (200, 230, 255), (255, 255, 255), (230, 230, 210))
DARK = ((20, 20, 20), (40, 30, 90), (70, 20, 20), (10, 50, 30), (0, 0, 0))
#: Words before the counters, when the table shows any.
LABELS = (("Giochi:", "Jochi:"), ("Giochi", "Jochi"), ("Vinti/Persi:", "Jochi:"), ("Giochi:", "Somma:"),
          ("G", "J"), ("V", "J"), ("V/P:", "Jochi:"))


def fonts() -> list[Path]:
    """The font files the scenes draw with (those installed)."""
    found = [d / f for f in FONT_FILES for d in FONT_DIRS if (d / f).exists()]
    if not found:
        raise RuntimeError("no DejaVu or Liberation font installed (fonts-dejavu-core, fonts-liberation)")
    return found


@dataclass
class TableScene:
    """A screenshot and its truth: per player the name, both counters and their boxes (x, y, w, h)."""

    image: Image.Image
    players: list[dict[str, Any]] = field(default_factory=list)
    jpeg_quality: int = 90

    def jpeg_bytes(self) -> bytes:
        out = io.BytesIO()
        self.image.save(out, "JPEG", quality=self.jpeg_quality)
        return out.getvalue()

    def truth(self) -> dict[str, Any]:
        return {"players": self.players, "size": list(self.image.size)}

    def save(self, path: Path) -> None:
        """Write the JPEG and ``<name>.truth.json`` beside it."""
        path.write_bytes(self.jpeg_bytes())
        path.with_suffix(".truth.json").write_text(json.dumps(self.truth(), ensure_ascii=False, indent=1))


def signed_text(value: int, minus: str) -> str:
    return "0" if value == 0 else (f"+{value}" if value > 0 else f"{minus}{-value}")


def _counter_values(rng: random.Random) -> tuple[int, int]:
    spread = rng.choice((3, 9, 15, 40))
    giochi = rng.randint(-spread, spread)
    jochi = rng.randint(0, rng.choice((5, 12, 30, 60)))
    return giochi, jochi


def _text_box(draw: ImageDraw.ImageDraw, xy: tuple[int, int], text: str, font: ImageFont.FreeTypeFont,
              fill: tuple[int, int, int]) -> list[int]:
    draw.text(xy, text, font=font, fill=fill)
    l, t, r, b = draw.textbbox(xy, text, font=font)
    return [int(l), int(t), int(r - l), int(b - t)]


def _toolbar(canvas: Image.Image, rng: random.Random) -> tuple[int, int, int, int]:
    """A dark bar of round and square icons along the top or the left edge."""
    draw = ImageDraw.Draw(canvas)
    w, h = canvas.size
    thick = rng.randint(40, 60)
    top = rng.random() < 0.6
    box = (0, 0, w, thick) if top else (0, 0, thick, h)
    draw.rectangle(box, fill=(rng.randint(25, 45),) * 3)
    for i in range(rng.randint(6, 14)):
        c = 20 + i * (thick + 6)
        x, y = (c, thick // 2) if top else (thick // 2, c + 40)
        r = thick // 3
        colour = rng.choice(((200, 200, 200), (90, 160, 230), (230, 120, 60), (160, 160, 160)))
        if rng.random() < 0.5:
            draw.ellipse((x - r, y - r, x + r, y + r), outline=colour, width=3)
        else:
            draw.rectangle((x - r, y - r, x + r, y + r), fill=colour)
    return box


def _cursor(canvas: Image.Image, rng: random.Random, x: int, y: int) -> None:
    """An arrow pointer, white with a black rim, tip at (x, y)."""
    s = rng.uniform(0.8, 1.4)
    pts = [(0, 0), (0, 17), (4, 13), (7, 20), (10, 19), (7, 12), (12, 12)]
    poly = [(x + px * s, y + py * s) for px, py in pts]
    ImageDraw.Draw(canvas).polygon(poly, fill=(255, 255, 255), outline=(0, 0, 0))


def _overlaps(a: tuple[int, int, int, int], b: tuple[int, int, int, int], margin: int = 0) -> bool:
    return not (a[2] + margin <= b[0] or b[2] + margin <= a[0] or a[3] + margin <= b[1] or b[3] + margin <= a[1])


def _caption(canvas: Image.Image, rng: random.Random, taken: list[tuple[int, int, int, int]],
             font_path: Path, px: int) -> None:
    """Other text on the table, with digits in it ("Tavolo A · Turno 3"):
    numbers that belong to no player."""
    draw = ImageDraw.Draw(canvas)
    text = rng.choice(("Tavolo A \u00b7 Turno 3", "Turno 2 di 4", "Mazzo: 40", "Tavolo B", "Round 1",
                       "Carte 12"))
    font = ImageFont.truetype(str(font_path), max(12, round(px * rng.uniform(0.7, 1.2))))
    tw = draw.textlength(text, font=font)
    w, h = canvas.size
    for _ in range(100):
        x, y = rng.randint(5, max(6, int(w - tw - 5))), rng.randint(5, h - px - 5)
        box = (x, y, int(x + tw), int(y + font.size))
        if not any(_overlaps(box, t, margin=px * 2) for t in taken):
            draw.text((x, y), text, font=font, fill=rng.choice(LIGHT))
            taken.append(box)
            return


def make_table_scene(rng: random.Random, faces: dict[str, Image.Image] | None = None,
                     players: int | None = None,
                     counters: Sequence[tuple[str, int, int]] | None = None,
                     light_ink: bool | None = None, font_files: Sequence[Path] | None = None) -> TableScene:
    """One screenshot of a table's counters, all choices drawn from ``rng``;
    ``counters`` (name, giochi, jochi) fixes who is at the table and what
    their counters show.  Ink is chosen to stand out from what is under it
    (a plate, else the table); ``light_ink=True`` forces light ink without a
    plate even on a pale table, the hard case of a player's pale colour.
    ``font_files`` replaces the installed DejaVu and Liberation faces (those
    the digit classifier's templates are drawn from) with others."""
    size = rng.choice(SCREENS)
    canvas = _background(size, rng)
    w, h = size
    toolbar = _toolbar(canvas, rng)
    font_files = list(font_files) if font_files else fonts()
    n = len(counters) if counters else players or rng.randint(3, 5)
    names = [c[0] for c in counters] if counters else rng.sample(NAMES, n)
    # One style per screenshot (a table's counters look alike), a little varied per player.
    font_path = rng.choice(font_files)
    number_font_path = font_path if rng.random() < 0.7 else rng.choice(font_files)
    px = rng.randint(max(15, h // 48), max(22, h // 22))
    number_px = max(15, round(px * rng.uniform(0.85, 1.3)))
    plate = rng.random() < 0.6
    minus = rng.choice(("-", "\u2212"))
    coloured_signs = rng.random() < 0.3
    font = ImageFont.truetype(str(font_path), px)
    number_font = ImageFont.truetype(str(number_font_path), number_px)
    if not _has_glyph(number_font, minus):
        minus = "-"

    layout = rng.choices(("right", "below", "above"), weights=(0.55, 0.3, 0.15))[0]
    far = layout == "right" and rng.random() < 0.35
    labels = rng.choice(LABELS) if rng.random() < 0.35 else ("", "")
    # One-letter labels are small beside their numbers (a tile's "G +6  J 17").
    label_scale = rng.uniform(0.55, 0.75) if len(labels[0]) == 1 else rng.uniform(0.7, 1.0)
    label_font = ImageFont.truetype(str(font_path), max(9 if len(labels[0]) == 1 else 11,
                                                        round(number_px * label_scale)))
    label_ink_dim = rng.random() < 0.5
    draw = ImageDraw.Draw(canvas, "RGBA")
    values = [(c[1], c[2]) for c in counters] if counters else [_counter_values(rng) for _ in names]
    texts = [(signed_text(g, minus), str(j)) for g, j in values]
    # Far counters may stand in two columns well apart, as on a score sheet.
    widest = 6.0 if far and rng.random() < 0.4 else 2.0
    gaps = [round(number_px * rng.uniform(0.8, widest)) for _ in names]
    label_gap = round(number_px * rng.uniform(0.3, 0.6))
    name_ws = [draw.textlength(name, font=font) for name in names]

    def numbers_width(i: int) -> float:
        g_text, j_text = texts[i]
        lw = [draw.textlength(t, font=label_font) + label_gap if t else 0.0 for t in labels]
        return lw[0] + draw.textlength(g_text, font=number_font) + gaps[i] + lw[1] + \
            draw.textlength(j_text, font=number_font)

    # Far counters stand in a column: the same distance from the left of every name.
    column = max(name_ws) + (px * rng.uniform(2, 18) if far else 0)
    truth: list[dict[str, Any]] = []
    for attempt in range(8):
        # Less room than the style wants (big text on a small screen): closer
        # blocks, then no labels and no far column.
        margin = px * 2 if attempt < 4 else px // 2
        if attempt >= 6:
            labels, far = ("", ""), False
        taken: list[tuple[int, int, int, int]] = [toolbar]
        boxes: list[tuple[int, int, int, int]] = []
        if far:
            column = min(column, w * 0.8 - max(numbers_width(i) for i in range(len(names))))
            column = max(column, max(name_ws) + px)
        for i, name in enumerate(names):
            if layout == "right":
                block_w = (column if far else name_ws[i] + gaps[i]) + numbers_width(i)
                block_h = max(px, number_px)
            else:
                block_w = max(name_ws[i], numbers_width(i))
                block_h = px + number_px + round(px * 0.6)
            pad = round(px * 0.6)
            for _ in range(200):
                x0 = rng.randint(pad + 5, max(pad + 6, int(w - block_w - pad - 5)))
                y0 = rng.randint(pad + 5, int(h - block_h - pad - 5))
                box = (x0 - pad, y0 - pad, int(x0 + block_w + pad), int(y0 + block_h + pad))
                if box[2] < w and not any(_overlaps(box, t, margin=margin) for t in taken):
                    break
            else:
                break
            taken.append(box)
            boxes.append(box)
        if len(boxes) == len(names):
            break
        column = max(name_ws) + (column - max(name_ws)) / 2   # less room: the column comes closer
    else:
        raise RuntimeError("no room for the players' counters")
    for i, name in enumerate(names):
        box = boxes[i]
        pad = round(px * 0.6)
        x0, y0 = box[0] + pad, box[1] + pad
        giochi, jochi = values[i]
        g_text, j_text = texts[i]
        if plate:
            plate_colour = rng.choice(((20, 20, 25), (40, 40, 50), (235, 230, 220), (250, 250, 250),
                                       (60, 30, 30), (25, 45, 70)))
            draw.rounded_rectangle(box, radius=pad, fill=plate_colour + (rng.randint(200, 255),))
            bg_light = sum(plate_colour) > 380
        else:
            # Ink that a player can read on this table: dark on a pale table
            # (beige, light wood, near white), light on felt and dark wood.
            under = np.asarray(canvas.crop(box).convert("L"), dtype=np.float32)
            bg_light = float(under.mean()) > 150 and not light_ink
        ink = rng.choice(DARK if bg_light else LIGHT)
        line = round(px * 0.6) + number_px
        name_y = y0 + line if layout == "above" else y0
        name_box = _text_box(draw, (x0, name_y), name, font, ink)
        if layout == "below":
            nx, ny = x0, y0 + px + round(px * 0.6)
        elif layout == "above":
            nx, ny = x0, y0
        else:
            nx = round(x0 + (column if far else name_ws[i] + gaps[i]))
            ny = y0 + (px - number_px) // 2
        g_ink = ink
        if coloured_signs and giochi:
            g_ink = ((40, 120, 40) if giochi > 0 else (160, 20, 20)) if bg_light else \
                ((120, 230, 120) if giochi > 0 else (255, 120, 110))
        label_ink = tuple(round(0.6 * c + 0.4 * (230 if not bg_light else 40)) for c in ink) if label_ink_dim else ink
        label_dy = (number_px - label_font.size) // 2
        if labels[0]:
            _text_box(draw, (nx, ny + label_dy), labels[0], label_font, label_ink)  # type: ignore[arg-type]
            nx = round(nx + draw.textlength(labels[0], font=label_font) + label_gap)
        g_box = _text_box(draw, (nx, ny), g_text, number_font, g_ink)
        nx = round(nx + draw.textlength(g_text, font=number_font) + gaps[i])
        if labels[1]:
            _text_box(draw, (nx, ny + label_dy), labels[1], label_font, label_ink)  # type: ignore[arg-type]
            nx = round(nx + draw.textlength(labels[1], font=label_font) + label_gap)
        j_box = _text_box(draw, (nx, ny), j_text, number_font, ink)
        truth.append({"name": name, "giochi": giochi, "jochi": jochi,
                      "name_box": name_box, "giochi_box": g_box, "jochi_box": j_box})
    taken = [toolbar] + boxes
    if rng.random() < 0.5:
        _caption(canvas, rng, taken, font_path, px)

    if faces:
        for _ in range(rng.randint(3, 12)):
            height = rng.randint(90, 220)
            for _ in range(30):
                x, y = rng.randint(0, w - height), rng.randint(0, h - height)
                card_box = (x - 10, y - 10, x + round(height * 0.6) + 10, y + height + 10)
                if not any(_overlaps(card_box, t, margin=px) for t in taken[1:]):
                    _place(canvas, faces[rng.choice(sorted(faces))], x, y, height, rng.uniform(-8, 8),
                           rng.random() < 0.3)
                    break
    # The pointer: anywhere, but not on a counter's digits (it hides them; nobody screenshots that).
    for _ in range(50):
        cx, cy = rng.randint(0, w - 20), rng.randint(0, h - 30)
        digits = [(b[0], b[1], b[0] + b[2], b[1] + b[3]) for p in truth for b in (p["giochi_box"], p["jochi_box"])]
        if not any(_overlaps((cx - 2, cy - 2, cx + 20, cy + 30), d, margin=4) for d in digits):
            _cursor(canvas, rng, cx, cy)
            break
    image = canvas
    if rng.random() < 0.3:   # a browser window scaled a little
        f = rng.uniform(0.85, 1.0)
        image = canvas.resize((round(w * f), round(h * f)), Image.Resampling.BILINEAR)
        for p in truth:
            for k in ("name_box", "giochi_box", "jochi_box"):
                p[k] = [round(v * f) for v in p[k]]
    return TableScene(image=image, players=truth, jpeg_quality=rng.randint(60, 95))


def plain_table_scene(counters: Sequence[tuple[str, int, int]]) -> TableScene:
    """The plainest table: each player's name and two counters on one line,
    light DejaVu on green felt, 1600×900.  For tests of what the app does with
    a reading: unlike ``make_table_scene``'s, it does not change when the
    generator learns a new style (one such change broke two app tests)."""
    canvas = Image.new("RGB", (1600, 900), (22, 70, 40))
    draw = ImageDraw.Draw(canvas)
    font = ImageFont.truetype(str(fonts()[0]), 30)
    ink = (240, 240, 240)
    truth = []
    for row, (name, giochi, jochi) in enumerate(counters):
        y = 150 + row * 160
        truth.append({"name": name, "giochi": giochi, "jochi": jochi,
                      "name_box": _text_box(draw, (200, y), name, font, ink),
                      "giochi_box": _text_box(draw, (420, y), signed_text(giochi, "-"), font, ink),
                      "jochi_box": _text_box(draw, (560, y), str(jochi), font, ink)})
    return TableScene(image=canvas, players=truth, jpeg_quality=90)


def _has_glyph(font: ImageFont.FreeTypeFont, char: str) -> bool:
    """Whether ``font`` draws ``char`` itself, not its missing-glyph box
    (some faces have no "−", U+2212)."""
    return bytes(font.getmask(char)) != bytes(font.getmask("\uffff"))


def scene_for_seed(seed: int, faces: dict[str, Image.Image] | None = None,
                   font_files: Sequence[Path] | None = None) -> TableScene:
    """The scene of ``seed``: the same seed always gives the same screenshot
    (with the same ``font_files``)."""
    return make_table_scene(random.Random(seed), faces, font_files=font_files)


def jpeg_array(scene: TableScene) -> np.ndarray:
    """The scene as the reader sees it: decoded from its JPEG, RGB."""
    return np.asarray(Image.open(io.BytesIO(scene.jpeg_bytes())).convert("RGB"))
