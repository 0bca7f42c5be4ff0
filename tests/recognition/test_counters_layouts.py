"""Layouts of counters the generator once missed, drawn by hand: a long
label before the counters under the name, digits larger than the name on
the line under it, one-letter labels ("G", "J") smaller than the digits.
Each is read right; a counter is never read wrong."""

from __future__ import annotations

import io
import random
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from recognition import ocr
from recognition.counters import read_counters
from recognition.synthetic.table_scenes import fonts, jpeg_array, make_table_scene
from web_fonts import FACES, web_font

needs_tesseract = pytest.mark.skipif(not ocr.available(), reason="tesseract not installed")


def _font(name: str, size: int) -> ImageFont.FreeTypeFont:
    """An installed face by file name (any DejaVu or Liberation one, not only the generator's)."""
    path: Path = next(p for d in {f.parent for f in fonts()} for p in d.glob(name))
    return ImageFont.truetype(str(path), size)


def _draw(texts: list[tuple[int, int, str, ImageFont.FreeTypeFont]], background: tuple[int, int, int] = (35, 50, 40),
          ink: tuple[int, int, int] = (235, 235, 225)) -> np.ndarray:
    """A table with each text drawn at (x, y) in its own font."""
    canvas = Image.new("RGB", (1100, 520), background)
    draw = ImageDraw.Draw(canvas)
    for x, y, text, font in texts:
        draw.text((x, y), text, font=font, fill=ink)
    return np.asarray(canvas)


def _values(image: np.ndarray, names: list[str]) -> dict[str, tuple[int | None, int | None]]:
    reading = read_counters(image, names)
    return {n: (reading.player(n).giochi.value, reading.player(n).jochi.value) for n in names}


def _signed(value: int, minus: str = "-") -> str:
    return f"+{value}" if value > 0 else f"{minus}{-value}" if value < 0 else "0"


def _beside(truth: dict[str, tuple[int, int]], name: ImageFont.FreeTypeFont, digits: ImageFont.FreeTypeFont,
            at: tuple[int, int], rise: int = 0, minus: str = "-") -> list[tuple[int, int, str, ImageFont.FreeTypeFont]]:
    """Each player on a line of their own, their two counters at ``at``
    pixels right of the name's start, ``rise`` pixels higher."""
    texts = []
    for (x, y), (who, (g, j)) in zip(((60, 60), (60, 200), (60, 340)), truth.items()):
        texts += [(x, y, who, name), (x + at[0], y - rise, _signed(g, minus), digits),
                  (x + at[1], y - rise, str(j), digits)]
    return texts


def _never_wrong(got: dict[str, tuple[int | None, int | None]], truth: dict[str, tuple[int, int]],
                 read: int) -> None:
    """No counter read wrong, and at least ``read`` of them read."""
    for who, values in got.items():
        assert all(v is None or v == t for v, t in zip(values, truth[who])), (who, values)
    assert sum(v is not None for values in got.values() for v in values) >= read, got


@needs_tesseract
def test_a_long_label_before_the_counters_under_the_name() -> None:
    # The first digit stands far right of the name's end: the label's width
    # is no distance (it used to hide the line under the name).
    name, line = _font("DejaVuSans.ttf", 22), _font("DejaVuSans.ttf", 26)
    image = _draw([(60, 60, "Ivo", name), (60, 100, "Vinti/Persi:  -23     Jochi:  27", line),
                   (600, 60, "Ugo", name), (600, 100, "Vinti/Persi:  +4     Jochi:  9", line),
                   (60, 300, "Tano", name), (60, 340, "Vinti/Persi:  0     Jochi:  31", line)])
    assert _values(image, ["Ivo", "Ugo", "Tano"]) == {"Ivo": (-23, 27), "Ugo": (4, 9), "Tano": (0, 31)}


@needs_tesseract
def test_digits_larger_than_the_name_on_the_line_under_it() -> None:
    # A small name and, a line's spacing under it, bold digits half as tall again.
    name, digits = _font("LiberationSerif-Regular.ttf", 17), _font("LiberationSerif-Bold.ttf", 24)
    label = _font("LiberationSerif-Regular.ttf", 20)
    texts = []
    for (x, y), (who, g, j) in zip(((60, 60), (560, 60), (60, 300)),
                                   (("Tano", "-10", "4"), ("Ciccio", "+2", "20"), ("Pina", "7", "13"))):
        texts += [(x, y, who, name), (x, y + 30, "Giochi", label), (x + 80, y + 28, g, digits),
                  (x + 150, y + 30, "Jochi", label), (x + 215, y + 28, j, digits)]
    assert _values(_draw(texts), ["Tano", "Ciccio", "Pina"]) == {"Tano": (-10, 4), "Ciccio": (2, 20),
                                                                 "Pina": (7, 13)}


@needs_tesseract
def test_one_letter_labels_smaller_than_the_digits() -> None:
    # "G +6   J 17": the "J" stands where a sign would, and reaches under the line.
    name, small, digits = _font("LiberationSans-Regular.ttf", 22), _font("DejaVuSans.ttf", 14), \
        _font("DejaVuSans-Bold.ttf", 22)
    texts = []
    for (x, y), (who, g, j) in zip(((60, 60), (400, 60), (740, 60)),
                                   (("Melo", "+6", "17"), ("Giusy", "\u221213", "5"), ("Vito", "0", "8"))):
        texts += [(x, y, who, name), (x, y + 36, "G", small), (x + 16, y + 30, g, digits),
                  (x + 80, y + 36, "J", small), (x + 94, y + 30, j, digits)]
    assert _values(_draw(texts, (50, 54, 60)), ["Melo", "Giusy", "Vito"]) == {
        "Melo": (6, 17), "Giusy": (-13, 5), "Vito": (0, 8)}


@needs_tesseract
def test_a_large_bold_zero_is_a_digit_not_a_badge() -> None:
    # A fat "0" in the name's ink, its hole filled, looked like a badge of its
    # own with the hole for text: the zero was lost in pieces.
    name, digits = _font("DejaVuSerif-Bold.ttf", 30), _font("DejaVuSerif-Bold.ttf", 44)
    texts = [(60, 60, "Carla", name), (300, 50, "0", digits), (420, 50, "44", digits),
             (60, 200, "Turi", name), (300, 190, "+9", digits), (420, 190, "0", digits),
             (60, 340, "Nino", name), (300, 330, "0", digits), (420, 330, "11", digits)]
    assert _values(_draw(texts, (22, 22, 28), (232, 228, 210)), ["Carla", "Turi", "Nino"]) == {
        "Carla": (0, 44), "Turi": (9, 0), "Nino": (0, 11)}


@needs_tesseract
def test_labels_seen_one_by_ocr_and_one_as_letters_still_label_both_numbers() -> None:
    # Generator scene 20261302055, kept as a JPEG (the generator has changed
    # since): small monospaced "Giochi: -1  Jochi: 1" under each name. OCR
    # read "Giochi:" (so it was hidden), "Jochi:" was only seen as letters:
    # one label counted, the line was refused.  And Zina's "Giochi: 0" was
    # one OCR blob read "Giochi: @", hidden with its zero: her Jochi was then
    # taken for a lone number.
    from recognition.counters import read_counters_file

    shot = Path(__file__).resolve().parents[2] / "samples" / "table-screenshots" / "regressions" / \
        "scene-20261302055.jpg"
    reading = read_counters_file(shot, ["Lucia", "Ugo", "Rosalia", "Zina"])
    assert (reading.player("Ugo").giochi.value, reading.player("Ugo").jochi.value) == (-1, 1)
    assert reading.player("Zina").jochi.value == 20 and reading.player("Zina").giochi.value in (None, 0)


@needs_tesseract
def test_a_score_sheets_columns_far_apart() -> None:
    # Names in italics, Giochi 330 px to their right, Jochi eight digit heights further.
    name, digits = _font("LiberationSans-Italic.ttf", 22), _font("LiberationSans-Bold.ttf", 22)
    texts = []
    for i, (who, g, j) in enumerate((("Anna", "\u221214", "3"), ("Bruno", "+7", "21"), ("Carla", "0", "9"))):
        texts += [(90, 60 + 60 * i, who, name), (480, 60 + 60 * i, g, digits), (640, 60 + 60 * i, j, digits)]
    assert _values(_draw(texts, (28, 30, 36)), ["Anna", "Bruno", "Carla"]) == {
        "Anna": (-14, 3), "Bruno": (7, 21), "Carla": (0, 9)}


@needs_tesseract
def test_one_letter_labels_centred_on_the_digits_and_a_thin_j() -> None:
    # "V +9   J 14" on a pale tile: the small "V" sits above the digits' foot,
    # the "J" is an upright stroke as thin as a "1" and no taller than a letter.
    name, small, digits = _font("DejaVuSans.ttf", 19), _font("DejaVuSans.ttf", 12), \
        _font("DejaVuSansCondensed-Bold.ttf", 21)
    texts = []
    for (x, y), (who, g, j) in zip(((60, 60), (400, 60), (740, 60)),
                                   (("Ivo", "+9", "14"), ("Lucia", "\u22126", "0"), ("Marta", "+1", "33"))):
        texts += [(x, y, who, name), (x, y + 38, "V", small), (x + 16, y + 32, g, digits),
                  (x + 96, y + 38, "J", small), (x + 110, y + 32, j, digits)]
    assert _values(_draw(texts, (226, 232, 238), (30, 34, 40)), ["Ivo", "Lucia", "Marta"]) == {
        "Ivo": (9, 14), "Lucia": (-6, 0), "Marta": (1, 33)}


def test_two_small_digits_joined_by_a_thick_bridge_are_cut_where_both_read_as_digits() -> None:
    # "55" and "24" at ten pixels, overlapping: the thinnest column still holds
    # three pixels of ink, and once was left whole (and unread).
    from recognition.counters import digits
    from recognition.counters.lines import _split

    for name, pair in (("LiberationSans-Bold.ttf", "55"), ("DejaVuSans-Bold.ttf", "24")):
        font = _font(name, 14)
        canvas = Image.new("L", (80, 50), 0)
        draw = ImageDraw.Draw(canvas)
        draw.text((10, 10), pair[0], font=font, fill=255)
        draw.text((10 + draw.textlength(pair[0], font=font) - 3, 10), pair[1], font=font, fill=255)
        mask = (np.asarray(canvas) > 110).astype(np.uint8) * 255
        ys, xs = np.nonzero(mask)
        mask = mask[ys.min():ys.max() + 1, xs.min():xs.max() + 1]
        parts = _split(digits.Glyph(mask, 0, 0, mask.shape[1], mask.shape[0]))
        assert "".join(str(digits.classify_digit(p.mask)[0]) for p in parts) == pair


@needs_tesseract
def test_a_small_label_letter_that_looks_like_a_digit_is_still_a_label() -> None:
    # "G −14   J 45": a small serif "G" is much like a "6" or a "0", but it is
    # shorter than the digits beside it, so it is none of them.
    name, small, digits = _font("DejaVuSerif.ttf", 23), _font("DejaVuSerif.ttf", 13), _font("DejaVuSerif.ttf", 20)
    texts = []
    for (x, y), (who, g, j) in zip(((60, 60), (400, 60), (740, 60)),
                                   (("Santa", "-14", "45"), ("Marta", "+3", "3"), ("Gino", "6", "56"))):
        texts += [(x, y, who, name), (x, y + 40, "G", small), (x + 22, y + 36, g, digits),
                  (x + 88, y + 40, "J", small), (x + 104, y + 36, j, digits)]
    assert _values(_draw(texts, (240, 240, 232), (30, 30, 30)), ["Santa", "Marta", "Gino"]) == {
        "Santa": (-14, 45), "Marta": (3, 3), "Gino": (6, 56)}


@needs_tesseract
def test_counters_ending_close_to_the_next_name_on_their_line() -> None:
    # Two players to a line; the first one's Jochi ends two thirds of a digit
    # height before the second one's name: no digit of it can be cut there.
    name, digits = _font("DejaVuSans-Bold.ttf", 24), _font("DejaVuSans-Bold.ttf", 26)
    end = 420 + round(digits.getlength("25"))
    texts = [(40, 80, "Rosalia", name), (300, 78, "-2", digits), (420, 78, "25", digits),
             (end + 18, 80, "Tano", name), (end + 160, 78, "+7", digits), (end + 260, 78, "3", digits)]
    assert _values(_draw(texts), ["Rosalia", "Tano"]) == {"Rosalia": (-2, 25), "Tano": (7, 3)}


def _stored(name: str) -> tuple[dict[str, tuple[int | None, int | None]], dict[str, tuple[int, int]]]:
    """What is read on a stored regression scene, and its truth."""
    import json

    from recognition.counters import read_counters_file

    shot = Path(__file__).resolve().parents[2] / "samples" / "table-screenshots" / "regressions" / name
    truth = {p["name"]: (p["giochi"], p["jochi"])
             for p in json.loads(shot.with_suffix(".truth.json").read_text())["players"]}
    reading = read_counters_file(shot, list(truth))
    return {n: (reading.player(n).giochi.value, reading.player(n).jochi.value) for n in truth}, truth


@needs_tesseract
def test_a_label_j_as_tall_as_the_digits_reaching_under_their_line() -> None:
    # Scene 20261303005: "V −30   J 6", the bold "J" as tall as the digits
    # but reaching under their line, once taken for their foot: the "V" then
    # seemed to hang above the line and the "J" to be a digit.
    read, truth = _stored("scene-20261303005.jpg")
    assert read == truth


@needs_tesseract
def test_a_score_sheets_gap_is_measured_in_digits_not_in_label_letters() -> None:
    # Scene 20261303055: "G −3 ........ J 0", columns 8.5 digit heights apart;
    # the small label letters, counted in the line's typical height, made
    # the gap look wider than the widest allowed.
    read, truth = _stored("scene-20261303055.jpg")
    assert read == truth


@needs_tesseract
def test_one_name_alone_with_two_numbers_is_no_layout() -> None:
    # Four players, no counters to be seen; a caption with two numbers on
    # Dario's line is no pair of counters of his.
    name = _font("DejaVuSans.ttf", 24)
    texts = [(60, 60, "Anna", name), (60, 160, "Bruno", name), (60, 260, "Carla", name),
             (60, 360, "Dario", name), (300, 360, "Turno  2   di  4", name)]
    assert _values(_draw(texts), ["Anna", "Bruno", "Carla", "Dario"]) == {
        n: (None, None) for n in ("Anna", "Bruno", "Carla", "Dario")}


@needs_tesseract
def test_a_short_thick_hyphen_is_a_minus() -> None:
    # Scene 20261303004: "-6", "-7", "-8" in a condensed bold face, the
    # hyphen 6 px wide and, blurred by the JPEG, 4 px high: too square for a
    # minus at the sign's threshold, a flat bar at its core.
    read, truth = _stored("scene-20261303004.jpg")
    assert read == truth


@needs_tesseract
def test_a_round_dot_before_a_number_is_no_minus() -> None:
    name, digits = _font("DejaVuSans-Bold.ttf", 24), _font("DejaVuSans-Bold.ttf", 24)
    texts = [(60, 60, "Anna", name), (300, 60, "\u00b73", digits), (400, 60, "12", digits),
             (60, 160, "Bruno", name), (300, 160, "\u00b78", digits), (400, 160, "4", digits),
             (60, 260, "Carla", name), (300, 260, "\u00b70", digits), (400, 260, "7", digits)]
    for giochi, truth in zip(_values(_draw(texts), ["Anna", "Bruno", "Carla"]).values(), (3, 8, 0)):
        assert giochi[0] in (None, truth)


@needs_tesseract
@pytest.mark.parametrize(("face", "size", "quality"), [("DejaVuSerif.ttf", 20, 60),
                                                       ("LiberationSansNarrow-Bold.ttf", 16, 90),
                                                       ("LiberationSerif-Italic.ttf", 16, 60)])
def test_a_small_dot_before_a_number_is_no_minus(face: str, size: int, quality: int) -> None:
    """A middle dot of two or three pixels: in a serif face its strongest
    ink (2 x 1) looked flat, and "·7" was read -7; in a narrow face it
    touches the digit and made a run Tesseract read as "-3"."""
    font = _font(face, size)
    texts = [(60, 60, "Anna", font), (200, 60, "\u00b77", font), (300, 60, "12", font),
             (60, 160, "Bruno", font), (200, 160, "\u00b73", font), (300, 160, "4", font),
             (60, 260, "Carla", font), (200, 260, "\u00b70", font), (300, 260, "7", font)]
    for background in ((35, 50, 40), (31, 47, 68), (120, 80, 50)):
        got = _values(_jpeg(_draw(texts, background), quality), ["Anna", "Bruno", "Carla"])
        for (giochi, jochi), truth in zip(got.values(), ((7, 12), (3, 4), (0, 7))):
            assert giochi in (None, truth[0]) and jochi in (None, truth[1]), (background, got)


def _jpeg(image: np.ndarray, quality: int) -> np.ndarray:
    """The image as the reader sees it after saving it as a JPEG of ``quality``."""
    out = io.BytesIO()
    Image.fromarray(image).save(out, "JPEG", quality=quality)
    return np.asarray(Image.open(io.BytesIO(out.getvalue())).convert("RGB"))


@needs_tesseract
def test_a_short_hyphen_flat_only_by_its_ink_is_a_sign_tesseract_names() -> None:
    # Scenes 20261413050 and 20261432034: "-1", "-19" in a narrow bold face
    # at 16 px, the hyphen 4 x 3 pixels at the sign's threshold (its
    # anti-aliased ends below it): too square for a minus, so "?" and
    # unread although Tesseract read "-1".  Measured by its ink it is 4.6
    # px wide and 3 high, a bar; read when Tesseract saw the sign.
    face = _font("LiberationSansNarrow-Bold.ttf", 16)
    truth = {"Anna": (-1, 7), "Bruno": (-19, 3), "Carla": (-7, 12)}
    got = _values(_jpeg(_draw(_beside(truth, face, face, (140, 220)), (31, 47, 68)), 70), list(truth))
    _never_wrong(got, truth, 5)
    assert got["Anna"] == (-1, 7) and got["Bruno"] == (-19, 3)


def _blocky_table(blocks: np.ndarray, block: int, base: tuple[int, int, int], size: tuple[int, int]) -> Image.Image:
    """A table of ``block``-pixel squares, each ``base`` lighter or darker by
    its value in ``blocks`` (rows, columns, 1), as the generator draws grain;
    ``size`` (width, height)."""
    grain = np.kron(blocks, np.ones((block, block, 1)))
    return Image.fromarray(np.clip(np.array(base, float) + grain, 0, 255).astype(np.uint8)[:size[1], :size[0]])


def _panels_on_a_blocky_table(face: ImageFont.FreeTypeFont, truth: dict[str, tuple[int, int]]) -> np.ndarray:
    """Dark red panels, each a name and its counters on the line under it,
    on a brown table of 8 px blocks a little lighter or darker each (as the
    generator's), the panels' edges half a line's height from the text."""
    rng = np.random.default_rng(1)
    canvas = _blocky_table(rng.normal(0, 14, (60, 100, 1)), 8, (150, 70, 40), (760, 420))
    draw = ImageDraw.Draw(canvas)
    size = face.size
    pad = round(0.6 * size)
    for i, (who, (g, j)) in enumerate(truth.items()):
        x, y = 60 + i * 230, 80 + i * 90
        giochi = _signed(g, "\u2212")
        gap = draw.textlength(giochi, font=face) + 2 * size
        width = max(draw.textlength(who, font=face), gap + draw.textlength(str(j), font=face))
        draw.rounded_rectangle((x - pad, y - pad, x + width + pad, y + 2 * size + pad + pad), radius=pad,
                               fill=(60, 30, 30))
        draw.text((x, y), who, font=face, fill=(255, 230, 120))
        draw.text((x, y + size + pad), giochi, font=face, fill=(255, 230, 120))
        draw.text((x + gap, y + size + pad), str(j), font=face, fill=(255, 230, 120))
    return _jpeg(np.asarray(canvas), 80)


@needs_tesseract
@pytest.mark.parametrize("face,size", [("LiberationSans-Bold.ttf", 19), ("DejaVuSerif.ttf", 22)])
def test_the_tables_grain_beyond_a_panels_edge_is_no_label(face: str, size: int) -> None:
    # Scenes 20261413000, 20261431053 and 20261432047: a speck of a blocky
    # table just beyond the panel's edge, beside the counters, or the
    # panel's anti-aliased edge itself, passed for a label's letter (its
    # surroundings' shade along the ink's axis is the panel's); a label on
    # one side only left which number is which in doubt: both unread.  Ink
    # with the table's colour on one side is not on the name's background.
    truth = {"Ugo": (-40, 1), "Anna": (-3, 12), "Carla": (17, 5)}
    assert _values(_panels_on_a_blocky_table(_font(face, size), truth), list(truth)) == truth


@needs_tesseract
def test_a_minus_is_placed_by_its_ink_not_by_its_faint_rim() -> None:
    # Scene 20261401013: a thin "-34" at 12 px whose minus, a row under the
    # digits' middle, has a faint rim a row lower still (the JPEG's): its
    # box's middle 0.21 digit heights low, past the 0.2 a sign may be,
    # so "?" and unread.  Here the bar two rows of full ink and one of
    # less than half: its ink's middle is where a minus stands.
    face = _font("LiberationSerif-Regular.ttf", 18)
    ink, table = (235, 235, 225), (33, 38, 42)
    truth = {"Anna": (-34, 7), "Bruno": (-19, 3), "Carla": (-7, 12)}
    canvas = Image.new("RGB", (700, 420), table)
    draw = ImageDraw.Draw(canvas)
    rim = tuple(round(0.55 * t + 0.45 * i) for t, i in zip(table, ink))
    for row, (who, (g, j)) in enumerate(truth.items()):
        y = 60 + 120 * row
        draw.text((60, y), who, font=face, fill=ink)
        draw.text((300, y), str(-g), font=face, fill=ink)
        draw.text((380, y), str(j), font=face, fill=ink)
        _, top, _, bottom = draw.textbbox((300, y), str(-g), font=face)
        bar = (top + bottom) // 2 + 1
        draw.rectangle((291, bar, 296, bar + 1), fill=ink)
        draw.rectangle((291, bar + 2, 296, bar + 2), fill=rim)    # type: ignore[arg-type]
    assert _values(np.asarray(canvas), list(truth)) == truth


@needs_tesseract
def test_a_two_letter_label_with_its_mark_and_a_word_far_past_the_numbers() -> None:
    # Scene 20261304050: "V/P:  −3   Jochi:  1". OCR read the label "VIP:"
    # or "V/P:", once too short to be hidden as a word; and letters of another
    # text far right of the numbers counted as a word after them.
    read, truth = _stored("scene-20261304050.jpg")
    assert read == truth


@needs_tesseract
@pytest.mark.parametrize("scene", ["scene-20261305015.jpg", "scene-20261305047.jpg"])
def test_a_glyph_grown_by_the_tables_grain_is_not_read(scene: str) -> None:
    # Scene 20261305015: a serif "3" on a grainy red table, closed into an
    # "8" by the faint pixels taken in; scene 20261305047: a dotted mono "0"
    # at ten pixels, its dot joined to its ring, an "8". Tesseract read the
    # same cut-out glyphs and agreed: two wrong readings. Now the digit must
    # hold at the glyph's full-strength core (no other digit first there).
    read, truth = _stored(scene)
    for name, values in read.items():
        for value, right in zip(values, truth[name]):
            assert value is None or value == right, (name, values, truth[name])


@needs_tesseract
def test_a_plus_is_never_taken_for_a_minus_by_its_core() -> None:
    # Scene 20261307007: small "+2", "+6", "+9" whose upright is fainter than
    # their bar. The core of the mark (its strongest ink, looked at for a
    # short thick hyphen) is the bar alone: the classifier read "-2", and
    # only Tesseract's "+2" kept a wrong number out. A plus is now told
    # first, and the core only for a mark as flat as a minus.
    import json

    from recognition.counters import read_counters_file

    shot = Path(__file__).resolve().parents[2] / "samples" / "table-screenshots" / "regressions" / \
        "scene-20261307007.jpg"
    truth = json.loads(shot.with_suffix(".truth.json").read_text())["players"]
    reading = read_counters_file(shot, [p["name"] for p in truth])
    for p in truth:
        giochi = reading.player(p["name"]).giochi
        if p["giochi"] > 0:
            assert giochi.classifier in (None, f"+{p['giochi']}"), (p, giochi)


@needs_tesseract
@pytest.mark.parametrize("seed", [7, 10])
def test_light_text_on_a_pale_table_is_read(seed: int) -> None:
    """White, pale blue and yellow names with green/red counters on a pale
    beige table (generator seeds 7 and 10 with light ink forced, names then "Giochi: +5  Jochi: 9"
    under them): their edges are weaker than a textured table's grain
    threshold, and the coloured counters are darker than the table, not on
    the names' side of it; every counter was left unread.  Now what is read
    is right, and seed 7's table is read whole."""
    turn = {"Anna": (1, 7), "Bruno": (-27, 4), "Carla": (5, 9), "Dario": (21, 10)}
    scene = make_table_scene(random.Random(seed), counters=[(n, g, j) for n, (g, j) in turn.items()],
                             light_ink=True)
    got = _values(jpeg_array(scene), list(turn))
    for name, values in got.items():
        assert all(v is None or v == t for v, t in zip(values, turn[name])), (name, values)
    read = sum(v is not None for values in got.values() for v in values)
    # Seed 10: 4 of 8 until a glyph a pixel or two taller than the digit
    # before it was no longer another text, and the reach along a line went
    # by the names' height; 6 since.
    assert read >= (8 if seed == 7 else 6), got


@needs_tesseract
@pytest.mark.parametrize("face", ["DejaVuSans.ttf", "LiberationSerif-Bold.ttf", "LiberationSans-Italic.ttf"])
def test_a_slash_between_the_two_numbers_is_a_separator(face: str) -> None:
    # "+3 / 27" under the name (handmade/mono-below-blurred): the slash was
    # taken for a third number and the line refused.  In italics too, where
    # a "1" leans: "11 / 1" keeps its ones.  Set with single spaces too
    # (heldout3/slash-on-line: the slash 6 px from its neighbours).
    name, line = _font("DejaVuSans.ttf", 22), _font(face, 24)
    # Leaning, single-spaced digits and slash nearly touch: left unread (the
    # limit of telling a separator apart by a space), so spaced wider there.
    tight = "+3  /  27" if "Italic" in face else "+3 / 27"
    image = _draw([(60, 60, "Ivo", name), (60, 100, tight, line),
                   (600, 60, "Ugo", name), (600, 100, "\u221211  /  1", line),
                   (60, 300, "Tano", name), (60, 340, "0  /  14", line)])
    got = _values(image, ["Ivo", "Ugo", "Tano"])
    truth = {"Ivo": (3, 27), "Ugo": (-11, 1), "Tano": (0, 14)}
    _never_wrong(got, truth, read=5)


def test_a_slash_is_told_from_a_leaning_one_a_seven_and_a_zero() -> None:
    from recognition.counters.digits import Glyph, is_slash

    def glyph(text: str, face: str) -> Glyph:
        font = _font(face, 40)
        canvas = Image.new("L", (60, 60), 0)
        ImageDraw.Draw(canvas).text((10, 5), text, font=font, fill=255)
        mask = np.asarray(canvas) > 128
        ys, xs = np.nonzero(mask)
        cut = mask[ys.min():ys.max() + 1, xs.min():xs.max() + 1].astype(np.uint8) * 255
        return Glyph(cut, 0, 0, cut.shape[1], cut.shape[0])

    for face in ("DejaVuSans.ttf", "DejaVuSansMono.ttf", "LiberationSerif-Bold.ttf", "LiberationSans-Italic.ttf"):
        digit_h = glyph("4", face).h
        assert is_slash(glyph("/", face), digit_h), face
        for text in ("1", "7", "4", "0"):
            assert not is_slash(glyph(text, face), digit_h), (face, text)


@needs_tesseract
@pytest.mark.parametrize("face,labels", [("DejaVuSerif.ttf", ("Giochi:", "Jochi:")),
                                         ("LiberationSans-Regular.ttf", ("Vinti/Persi", "Somma")),
                                         ("DejaVuSansCondensed-Bold.ttf", ("G:", "J:"))])
def test_each_counter_on_its_own_line_under_the_name(face: str, labels: tuple[str, str]) -> None:
    # handmade/two-lines: "Giochi  +4" on the line under the name, "Jochi  12"
    # on the next; no counter was read.  Other faces and labels than that image's.
    name, line = _font(face, 24), _font(face, 20)
    texts = []
    truth = {"Ivo": (4, 12), "Ugo": (-13, 0), "Tano": (0, 31)}
    for (x, y), (who, (g, j)) in zip(((60, 40), (600, 40), (60, 280)), truth.items()):
        texts += [(x, y, who, name), (x, y + 36, labels[0] + "  " + _signed(g, "\u2212"), line),
                  (x, y + 66, f"{labels[1]}  {j}", line)]
    got = _values(_draw(texts), list(truth))
    _never_wrong(got, truth, read=5)


@needs_tesseract
def test_bare_numbers_on_two_lines_under_the_name_are_not_taken() -> None:
    # Without labels, a number under another under a name may be anything
    # (a card's index, a caption): the counters are not read from them.
    name, line = _font("DejaVuSans.ttf", 24), _font("DejaVuSans.ttf", 20)
    texts = []
    for (x, y), (who, g, j) in zip(((60, 40), (600, 40), (60, 280)), (("Ivo", "+4", "12"), ("Ugo", "7", "3"),
                                                                      ("Tano", "0", "31"))):
        texts += [(x, y, who, name), (x, y + 36, g, line), (x, y + 66, j, line)]
    got = _values(_draw(texts), ["Ivo", "Ugo", "Tano"])
    assert all(v is None for values in got.values() for v in values), got


def _touching(draw: ImageDraw.ImageDraw, x: int, y: int, parts: list[str], font: ImageFont.FreeTypeFont,
              ink: tuple[int, int, int], overlap: int = 1) -> None:
    """``parts`` drawn left to right, each one's ink touching the one
    before (``overlap`` pixels into it): a tight face's "−6" or "11"."""
    right = None
    for part in parts:
        left, _, end, _ = draw.textbbox((0, 0), part, font=font)
        at = x if right is None else right - overlap - left
        draw.text((at, y), part, font=font, fill=ink)
        right = at + end


@needs_tesseract
@pytest.mark.parametrize("face", ["DejaVuSansMono.ttf", "LiberationMono-Regular.ttf", "DejaVuSans.ttf"])
def test_initials_joined_by_a_slash_label_a_counter(face: str) -> None:
    # "V/P: -6  Jochi: 41" over the name (generated scene 20261381002, in
    # DejaVu Sans Mono): the slash touching its letters was taken for a
    # third number, and "J" seen as a letter beside "ochi:" read by OCR for
    # two labels.  All of that face's six counters were lost.
    name, line = _font(face, 22), _font(face, 30)
    truth = {"Gino": (-6, 41), "Turi": (3, 11), "Carla": (2, 12)}
    texts = []
    for (x, y), (who, (g, j)) in zip(((60, 40), (560, 40), (60, 280)), truth.items()):
        texts += [(x, y, f"V/P: {_signed(g)}  Jochi: {j}", line), (x, y + 48, who, name)]
    got = _values(_draw(texts), list(truth))
    _never_wrong(got, truth, read=5)


@needs_tesseract
@pytest.mark.parametrize("scene", ["scene-20261381036.jpg", "scene-20261381048.jpg", "scene-20261380002.jpg"])
def test_touching_digits_and_a_sign_touching_its_digit(scene: str) -> None:
    # A "11" whose feet join was taken for a letter (an "H"), and a sign
    # touching its "4", "6" or "3" for no sign that could be told (a stroke
    # across the bar's end, as a plus's upright, which those digits also
    # have there): five counters lost on these two scenes.  The bar's shape
    # leaves plus or minus open; Tesseract's sign, with the same digits, is
    # taken.  A whole plus touching its "8" (20261380002) is cut off as a plus.
    read, truth = _stored(scene)
    assert read == truth


@needs_tesseract
@pytest.mark.parametrize("face", ["LiberationSansNarrow-Regular.ttf", "LiberationSerif-Regular.ttf",
                                  "DejaVuSans-Bold.ttf"])
def test_a_sign_touching_its_digit_keeps_its_kind(face: str) -> None:
    # Drawn touching, in JPEG: a plus is never read as a minus, nor a minus as a plus.
    canvas = Image.new("RGB", (1100, 520), (35, 50, 40))
    draw = ImageDraw.Draw(canvas)
    ink = (235, 235, 225)
    name, digits = _font(face, 22), _font(face, 26)
    truth = {"Marta": (-8, 11), "Pina": (-4, 0), "Anna": (-6, 17), "Tano": (6, 11), "Ugo": (4, 3), "Elio": (3, 8),
             "Turi": (8, 22), "Lia": (-1, 4)}
    places = ((60, 40), (560, 40), (60, 160), (560, 160), (60, 280), (560, 280), (60, 400), (560, 400))
    for (x, y), (who, (g, j)) in zip(places, truth.items()):
        draw.text((x, y), who, font=name, fill=ink)
        _touching(draw, x, y + 40, ["+" if g > 0 else "\u2212", str(abs(g))], digits, ink)
        _touching(draw, x + 90, y + 40, list(str(j)), digits, ink)
    out = io.BytesIO()
    canvas.save(out, "JPEG", quality=75)
    got = _values(np.asarray(Image.open(out).convert("RGB")), list(truth))
    _never_wrong(got, truth, read=13)


def test_a_labels_blob_with_what_follows_its_colon_is_not_hidden() -> None:
    # Generated scene 20261381026: OCR read "Giochi: 0" as one blob, "Giochi: Y";
    # hiding it as a word of letters hid the 0.
    from recognition.counters import _words_mask
    from recognition.counters.lines import Candidate

    blank = np.zeros((8, 8), np.uint8)
    cands = [Candidate((10, 10, 60, 12), blank), Candidate((100, 10, 40, 12), blank),
             Candidate((10, 40, 30, 12), blank)]
    mask = _words_mask((80, 200), cands, {0: "Giochi: Y", 1: "Jochi:", 2: "Carla"}, [(10, 40, 30, 12)])
    assert not mask[15, 40] and mask[15, 120] and mask[45, 20]


@needs_tesseract
@pytest.mark.parametrize("face", ["DejaVuSerif.ttf", "LiberationSans-Regular.ttf", "DejaVuSans-Bold.ttf"])
def test_larger_digits_beside_a_name_with_descenders(face: str) -> None:
    # "Giusy  +35  11" (a scene drawn in KaTeX's face, bench_counters --fonts):
    # the name's descenders put its middle lower than the larger digits', set
    # from the same top; the digits were taken for another line.
    truth = {"Giusy": (35, 11), "Peppy": (-4, 9), "Gaspare": (0, 17)}
    texts = _beside(truth, _font(face, 22), _font(face, 32), at=(200, 330), rise=12)
    assert _values(_draw(texts), list(truth)) == truth


@needs_tesseract
@pytest.mark.skipif(web_font(FACES[2]) is None, reason="flet-web's fonts are not installed")
@pytest.mark.parametrize("size", [22, 26, 30, 34])
def test_a_mathematical_faces_plus_taller_and_wider_than_its_digits(size: int) -> None:
    # KaTeX's bold plus is up to a fifth taller than its digits and wider than
    # they are tall: it was neither a plus nor within a sign's reach, and the
    # counters after it were left unread.
    font = ImageFont.truetype(str(web_font(FACES[2])), size)
    name = ImageFont.truetype(str(web_font(FACES[2])), 22)
    truth = {"Santa": (1, 23), "Ugo": (-7, 4), "Lia": (12, 0)}
    texts = _beside(truth, name, font, at=(200, 330), minus="\u2212")
    _never_wrong(_values(_draw(texts), list(truth)), truth, read=4)


@needs_tesseract
@pytest.mark.parametrize("face,name_face", [("DejaVuSans.ttf", "DejaVuSansMono.ttf"),
                                            ("LiberationSans-Bold.ttf", "LiberationMono-Regular.ttf")])
def test_digits_nearly_twice_as_tall_as_a_small_monospaced_name(face: str, name_face: str) -> None:
    # A small monospaced name ("Carla": capitals and x-height only) and its
    # counters in another face, larger: 1.7 name heights was the tallest
    # digit looked for (a KaTeX scene, bench_counters --fonts).
    truth = {"Carla": (-6, 35), "Lucia": (10, 1), "Ivo": (0, 22)}
    texts = _beside(truth, _font(name_face, 16), _font(face, 29), at=(300, 450), rise=7)
    assert _values(_draw(texts), list(truth)) == truth


@needs_tesseract
@pytest.mark.skipif(web_font(FACES[1]) is None, reason="flet-web's fonts are not installed")
def test_a_plus_as_tall_as_its_digits_touching_the_place_of_a_sign() -> None:
    # KaTeX's plus, as tall as the digits, ends a pixel before the first
    # one: it was taken for that digit's own soft edge and left out, and
    # the line then refused for the ink left over.
    font = ImageFont.truetype(str(web_font(FACES[1])), 14)
    truth = {"Fabio": (8, 17), "Tano": (2, 4), "Enza": (-7, 9)}
    texts = []
    for (x, y), (who, (g, j)) in zip(((60, 60), (460, 60), (60, 300)), truth.items()):
        texts += [(x, y, _signed(g, "\u2212"), font), (x + 48, y, str(j), font), (x, y + 24, who, font)]
    got = _values(_draw(texts), list(truth))
    _never_wrong(got, truth, read=4)
    assert got["Fabio"] == truth["Fabio"] and got["Tano"] == truth["Tano"], got


def _pointer(draw: ImageDraw.ImageDraw, x: int, y: int, scale: float) -> None:
    """A mouse pointer (the X11 arrow's proportions, not the generator's), tip at (x, y)."""
    arrow = [(0, 0), (0, 16), (4, 12), (7, 19), (9, 18), (6, 11), (11, 11)]
    draw.polygon([(x + px * scale, y + py * scale) for px, py in arrow], fill=(255, 255, 255), outline=(0, 0, 0))


@needs_tesseract
@pytest.mark.parametrize("face", ["DejaVuSansMono.ttf", "LiberationSans-Regular.ttf", "DejaVuSerif-Bold.ttf"])
def test_a_mouse_pointer_beside_the_counters_is_no_third_number(face: str) -> None:
    # Scene 20261380001: the pointer just past "Jochi 5" was a third number
    # on the line, and the line was refused; between a name and its numbers
    # it was a word.
    canvas = Image.new("RGB", (1100, 520), (35, 50, 40))
    draw = ImageDraw.Draw(canvas)
    ink = (235, 235, 225)
    font = _font(face, 24)
    truth = {"Giusy": (1, 5), "Ugo": (-12, 30), "Tano": (0, 7)}
    for (x, y), (who, (g, j)), pointer in zip(((60, 60), (60, 220), (60, 380)), truth.items(), (440, 170, 470)):
        draw.text((x, y), who, font=font, fill=ink)
        draw.text((x + 220, y), f"{_signed(g)}      {j}", font=font, fill=ink)
        _pointer(draw, x + pointer, y + 2, 1.2)
    assert _values(np.asarray(canvas), list(truth)) == truth


def test_a_pointer_is_told_from_every_digit() -> None:
    from recognition.counters.digits import Glyph, is_pointer

    def glyph(canvas: Image.Image) -> Glyph:
        mask = np.asarray(canvas) > 128
        ys, xs = np.nonzero(mask)
        cut = mask[ys.min():ys.max() + 1, xs.min():xs.max() + 1].astype(np.uint8) * 255
        return Glyph(cut, 0, 0, cut.shape[1], cut.shape[0])

    for scale in (0.7, 1.0, 1.5, 2.0):
        for fill in (True, False):   # the white arrow, or only its dark rim on a pale table
            canvas = Image.new("L", (80, 80), 0)
            arrow = [(10 + px * scale, 10 + py * scale) for px, py in
                     [(0, 0), (0, 16), (4, 12), (7, 19), (9, 18), (6, 11), (11, 11)]]
            ImageDraw.Draw(canvas).polygon(arrow, fill=255 if fill else None, outline=255)
            assert is_pointer(glyph(canvas)), (scale, fill)
    for path in fonts():
        for size in (14, 18, 24, 32, 44):
            font = ImageFont.truetype(str(path), size)
            for char in "0123456789hbkLFJ":
                canvas = Image.new("L", (size * 3, size * 3), 0)
                ImageDraw.Draw(canvas).text((size, size // 2), char, font=font, fill=255)
                assert not is_pointer(glyph(canvas)), (path.name, size, char)


@needs_tesseract
@pytest.mark.parametrize("scene,unread", [("scene-20261412028.jpg", []), ("scene-20261413032.jpg", ["Ciccio"])])
def test_a_thin_j_label_and_coloured_counters_on_a_pale_table(scene: str, unread: list[str]) -> None:
    # "G +30  J 0" with the Giochi counters green or red: a thin "J", too
    # thin for the letter templates, was a third number (20261412028); a
    # bold one was taken for a mouse pointer (20261413032); and a green
    # "+30" beside a dark name on a pale table is fainter than the name
    # the table's cut was set by, so it is looked for again at the calm
    # table's level.  (Ciccio's "G +17  J 5", light on a dark plate, is still unread.)
    read, truth = _stored(scene)
    _never_wrong(read, truth, read=2 * (len(truth) - len(unread)))
    assert all(read[who] == truth[who] for who in truth if who not in unread), read


def test_a_thin_j_is_told_from_every_digit() -> None:
    from recognition.counters.digits import is_j

    def mask(font: ImageFont.FreeTypeFont, char: str, size: int) -> np.ndarray:
        canvas = Image.new("L", (size * 3, size * 3), 0)
        ImageDraw.Draw(canvas).text((size, size // 2), char, font=font, fill=255)
        pixels = np.asarray(canvas) > 110
        ys, xs = np.nonzero(pixels)
        return pixels[ys.min():ys.max() + 1, xs.min():xs.max() + 1].astype(np.uint8) * 255

    found = 0
    for path in fonts():
        for size in (11, 13, 15, 18, 22, 28, 36):
            font = ImageFont.truetype(str(path), size)
            found += is_j(mask(font, "J", size))
            for digit in "0123456789":
                assert not is_j(mask(font, digit, size)), (path.name, size, digit)
    assert found >= 20, found


@needs_tesseract
@pytest.mark.parametrize("scene", ["scene-20261371008.jpg", "scene-20261371026.jpg"])
def test_what_the_strokes_directions_and_the_touching_signs_cost(scene: str) -> None:
    # Two counters read last round and lost in this one, found by measuring
    # set 20261371 again: a "-34" whose digits touch, cut where both halves
    # score 0.78 now the classifier also weighs the strokes' directions
    # (SPLIT_SCORE 0.8 was set for the pixels alone); and an italic label
    # "J" whose lower stroke passes for a short bar, no longer taken for a
    # letter and joined to its "0" (only a whole plus or a long bar touching
    # a digit keeps a glyph from being a letter).
    read, truth = _stored(scene)
    assert read == truth


def _labelled_above(face: Path, size: int) -> tuple[np.ndarray, dict[str, tuple[int, int]]]:
    """Counters labelled "Giochi" and "Jochi" on the line over each name, in
    a web face at 12-14 px, on a blocky green table."""
    rng = np.random.default_rng(3)
    canvas = _blocky_table(rng.integers(-18, 18, (105, 186, 1)), 6, (40, 110, 50), (1110, 624))
    draw = ImageDraw.Draw(canvas)
    font = ImageFont.truetype(str(face), size)
    truth = {"Zina": (22, 7), "Pippo": (8, 9), "Ciccio": (-11, 31)}
    for (x, y), (who, (g, j)) in zip(((570, 185), (460, 90), (250, 475)), truth.items()):
        draw.text((x, y), who, font=font, fill=(225, 225, 215))
        draw.text((x, y - 22), f"Giochi {_signed(g)}", font=font, fill=(225, 225, 215))
        draw.text((x + 90, y - 22), f"Jochi {j}", font=font, fill=(225, 225, 215))
    return _jpeg(np.asarray(canvas), 85), truth


@needs_tesseract
@pytest.mark.parametrize(("face", "size", "read"), [("fonts/roboto.woff2", 13, 6), (FACES[2], 12, 5), (FACES[2], 13, 4)])
def test_labels_in_a_small_web_face_leave_the_numbers_after_them(face: str, size: int, read: int) -> None:
    """Scene 20261446052 (``--fonts``): "Giochi +22  Jochi 7" over each name.
    In Roboto at 13 px the label's "J" and "h" are a pixel taller than the
    digits, so a lone "7" after "Jochi" passed for a label's capital (a
    glyph at 0.9 of the line's tallest); in KaTeX Main Bold "Joch" ran
    together into one glyph too wide for a digit and was no word, so the
    label was taken for a number.  Before: 0, 0 and 3 counters read; none
    is ever read wrong."""
    path = web_font(face)
    if path is None:
        pytest.skip("flet-web's fonts are not installed")
    image, truth = _labelled_above(path, size)
    got = _values(image, list(truth))
    _never_wrong(got, truth, read)


@needs_tesseract
def test_a_one_letter_label_and_its_number_read_as_a_short_word_are_not_hidden() -> None:
    # Scene 20261446026 (--fonts, KaTeX's sans face): "V −1  J 9" on each
    # panel.  Tesseract read "V −1" as the word "vei", three letters, which
    # hid the number as a label; Gino's and Ivo's four counters were lost.
    # Four letters now make a word to hide; the line's own reading tells the
    # label "V" from the digits.
    read, truth = _stored("scene-20261446026.jpg")
    _never_wrong(read, truth, 10)
    assert read["Gino"] == (-1, 9) and read["Ivo"] == (-1, 2)


@needs_tesseract
@pytest.mark.parametrize("scene", [
    # "Carla  -5 ... 0": the red "5" on brown wood lost its faint rows (11 px
    # against the "0"'s 13), and the "0", well apart, passed for a taller
    # text in another face.
    "scene-20261455010.jpg",
    # "Pina -14 ↖ 0": the pointer between the numbers, left out of the line,
    # was still loose ink to the check that the line holds nothing else
    # (its arrowhead's widest row is followed by the tail's notch).
    "scene-20261455031.jpg",
    # "Anna ... Giochi: −3 ... Somma: 11": a name with no descender, in a
    # smaller face than the numbers; the reach measured in its height
    # stopped short of the "11" that its neighbours' reach took in.
    "scene-20261455046.jpg",
], ids=["faint digit beside a clear one", "pointer between the numbers", "short name, far numbers"])
def test_counters_once_left_unread(scene: str) -> None:
    read, truth = _stored(scene)
    assert read == truth
