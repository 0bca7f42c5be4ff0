"""A grid's card that the table mask cut apart is read whole.

Where a card's art is the table's colour (a court's brown and red robes on
a brown checked table: seen on the tarocco, Swiss and Bellot packs drawn
for the benchmark), the mask cuts one card of a grid across: into quarters, each read on
its own (left unsure, or a sliver claimed as some other card), or, on a
small card, into fragments too small to read (the card lost without a
word).  Here a pack's court is painted with bands of the table's own
colour reaching its edges, so the mask cuts it the same way."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import cv2
import numpy as np
import pytest
from PIL import Image, ImageDraw

from pack_variants import FRAME, dark_framed, write_variant
from recognition.deck import Deck
from recognition.identify import Match, Status, assign, score_region
from recognition.recognize import recognize_array
from recognition.regions import Region, _gathered, find_regions
from recognition.rejoin import fresh, rejoined

ROOT = Path(__file__).resolve().parents[2]
TABLE = (118, 74, 46)
CODES = ["5B", "KS", "T7", "9O", "CC", "DB", "QO", "T13"]
CUT = "KS"


def _pack(folder: Path, across: list[float], down: list[float]) -> Path:
    """samples/deck with the court ``CUT`` crossed by bands of the table's
    colour, 8% of its height wide, at these shares of its height
    (``across``) and width (``down``), reaching its edges."""
    shutil.copytree(ROOT / "samples" / "deck", folder)
    face = Image.open(folder / f"{CUT}.png").convert("RGB")
    w, h = face.size
    draw = ImageDraw.Draw(face)
    band = round(0.08 * h)
    for share in across:
        draw.rectangle([0, round(share * h) - band // 2, w, round(share * h) + band // 2], fill=TABLE)
    for share in down:
        draw.rectangle([round(share * w) - band // 2, 0, round(share * w) + band // 2, h], fill=TABLE)
    face.save(folder / f"{CUT}.png")
    return folder


def _grid(folder: Path, height: int) -> np.ndarray:
    """The cards of ``CODES`` in a grid of four columns on a plain table,
    12% of a card's height apart, through JPEG at 90."""
    faces = [Image.open(folder / f"{code}.png").convert("RGB") for code in CODES]
    w = round(height * faces[0].width / faces[0].height)
    gap = round(0.12 * height)
    shot = Image.new("RGB", (gap + 4 * (w + gap), gap + 2 * (height + gap)), TABLE)
    for i, face in enumerate(faces):
        shot.paste(face.resize((w, height), Image.LANCZOS), (gap + (i % 4) * (w + gap), gap + (i // 4) * (height + gap)))
    data = io.BytesIO()
    shot.save(data, "JPEG", quality=90)
    return np.asarray(Image.open(data).convert("RGB"))


@pytest.mark.parametrize("height", [200, 260])
def test_a_card_cut_in_four_is_read_whole(tmp_path: Path, height: int) -> None:
    """Each quarter is tall enough to be a region, and too little of the
    card to settle (without the fix: the card not read).  Shorter than the
    grid's cards, the four are gathered into one card's blob."""
    folder = _pack(tmp_path / "pack", [0.5], [0.5])
    found = recognize_array(_grid(folder, height), Deck.load(folder))
    assert sorted(c["code"] for c in found["cards"]) == sorted(CODES)
    assert not found["unsure"] and not found["problems"]


def test_a_small_card_in_fragments_is_found(tmp_path: Path) -> None:
    """At 120 px, a card cut in six has no fragment a card's height: each
    was too small to be a region, and the card was lost without a word."""
    folder = _pack(tmp_path / "pack", [1 / 3, 2 / 3], [0.5])
    found = recognize_array(_grid(folder, 120), Deck.load(folder))
    flagged = {c for u in found["unsure"] for c in u["candidates"]}
    read = [c["code"] for c in found["cards"]]
    assert set(read) <= set(CODES)
    assert set(CODES) <= set(read) | flagged
    assert CUT in read


def _part(rgb: np.ndarray, box: tuple[int, int, int, int], card_width: float) -> Region:
    """A region of ``box`` (x, y, w, h), as the region finder cuts a card's
    left part."""
    x, y, w, h = box
    return Region(np.ascontiguousarray(rgb[y:y + h, x:x + w]), min(1.0, w / card_width), box, in_row=True)


def _read(rgb: np.ndarray, regions: list[Region], deck: Deck) -> list[Match]:
    """The regions read as ``recognize_array`` reads them, pieces rejoined."""
    scored = [score_region(r, deck) for r in regions]
    assigned = assign([fresh(m) for m in scored])
    whole = rejoined(rgb, scored, assigned, deck)
    return assign(whole) if whole is not None else assigned


def test_a_card_cut_lengthwise_and_across_is_read_whole() -> None:
    """A card one blob in the mask, cut by the region finder into a strip
    and two quarters (a tarocco court on a brown table, seed 29300001):
    the strip was read by luck and the quarters left unsure.  Together
    they are of the card's shape and read as it, clearly."""
    folder = ROOT / "samples" / "deck"
    deck = Deck.load(folder)
    rgb = _grid(folder, 200)
    wholes = find_regions(rgb, aspect=deck.aspect, deck=deck)
    cut = next(r for r in wholes if r.box[0] > 100 and r.box[1] < 150)     # the second card: KS
    x, y, w, h = cut.box
    strip = round(0.3 * w)
    pieces = [(x, y, strip, h), (x + strip, y, w - strip, h // 2), (x + strip, y + h // 2, w - strip, h - h // 2)]
    regions = [r for r in wholes if r is not cut] + [_part(rgb, p, w) for p in pieces]
    matches = _read(rgb, regions, deck)
    assert sorted(m.code for m in matches if m.status is Status.CARD) == sorted(CODES)
    assert all(m.status is Status.CARD for m in matches)


def test_parts_of_a_row_are_not_rejoined() -> None:
    """Two cards' visible parts side by side in a row, each the row's
    height, make a card's shape together: they are two cards all the same."""
    folder = ROOT / "samples" / "deck"
    deck = Deck.load(folder)
    faces = [Image.open(folder / f"{code}.png").convert("RGB") for code in ("7C", "T9", "QB")]
    height = 200
    w = round(height * faces[0].width / faces[0].height)
    step = round(0.45 * w)
    shot = Image.new("RGB", (60 + 2 * step + w, height + 40), TABLE)
    for i, face in enumerate(faces):
        shot.paste(face.resize((w, height), Image.LANCZOS), (20 + i * step, 20))
    rgb = np.asarray(shot)
    regions = [_part(rgb, (20 + i * step, 20, step, height), w) for i in range(2)]
    regions.append(_part(rgb, (20 + 2 * step, 20, w, height), w))
    scored = [score_region(r, deck) for r in regions]
    assert rejoined(rgb, scored, assign([fresh(m) for m in scored]), deck) is None


def test_a_patch_of_a_cards_art_is_no_card() -> None:
    """A patch of a court's art that the mask cut off from its paper (its
    outline broken where the art meets the edge) lay inside the card read
    whole, and was listed as one more unsure card (Bellot's queen at
    410 px, seed 31550013)."""
    folder = ROOT / "samples" / "deck"
    deck = Deck.load(folder)
    rgb = _grid(folder, 200)
    wholes = find_regions(rgb, aspect=deck.aspect, deck=deck)
    x, y, w, h = next(r for r in wholes if r.box[0] > 100 and r.box[1] < 150).box
    patch = _part(rgb, (x + w // 4, y + h // 3, w // 2, h // 3), w)
    matches = _read(rgb, wholes + [patch], deck)
    assert sorted(m.code for m in matches if m.status is Status.CARD) == sorted(CODES)
    assert len(matches) == len(CODES) and all(m.status is Status.CARD for m in matches)


def test_specks_of_a_textured_table_are_not_gathered_into_a_card() -> None:
    """Specks of a table's grain that the mask let through lie as close
    together as a card's fragments, and gather into a cloud of a card's
    shape; they cover a third of it, a card's fragments most of it."""
    mask = np.zeros((400, 700), np.uint8)
    for i in range(3):
        mask[50:250, 50 + 150 * i: 50 + 150 * i + 120] = 255       # cards 200 x 120 (0.6)
    rng = np.random.default_rng(5)
    for _ in range(150):                                            # specks over a card's place
        x, y = int(rng.integers(500, 610)), int(rng.integers(50, 240))
        mask[y: y + 8, x: x + 8] = 255
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    assert len(_gathered(mask, list(contours), 0.6, 50)) == len(contours)
    # The same place filled as a court's fragments are: gathered into one.
    mask[50:250, 500:620] = 0
    for y0, y1 in ((50, 110), (118, 180), (188, 250)):
        mask[y0:y1, 500:556] = 255
        mask[y0:y1, 564:620] = 255
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    assert len(_gathered(mask, list(contours), 0.6, 50)) == 4


def test_a_card_cut_apart_inside_its_dark_frame_is_read_whole(tmp_path: Path) -> None:
    """A pack with a dark frame on a table of the frame's colour: the mask
    holds only what lies inside the frame.  The Giove's quarters together,
    read without the frame every face has, fit it too poorly to settle (our
    pack with a dark frame, dev seed 32060006: the card lost without a
    word), and whole cards so read are left unsure (8 of Bastoni: 0.24).
    Read grown by a frame, each is its card."""
    folder = write_variant(ROOT / "samples" / "deck", tmp_path / "framed", dark_framed)
    deck = Deck.load(folder)
    codes = ["KC", "8B", "T20", "T16"]
    faces = [Image.open(folder / f"{code}.png") for code in codes]
    height = 400
    w = round(height * faces[0].width / faces[0].height)
    shot = Image.new("RGB", (40 + 4 * (w + 40), height + 80), FRAME)
    for i, face in enumerate(faces):
        shot.paste(face.resize((w, height), Image.LANCZOS), (40 + i * (w + 40), 40))
    rgb = np.asarray(shot)
    wholes = find_regions(rgb, aspect=deck.aspect, deck=deck)
    inset = round(0.03 * height)
    x, y, cw, ch = 40 + 2 * (w + 40) + inset, 40 + inset, w - 2 * inset, height - 2 * inset
    regions = [r for r in wholes if not x - inset <= r.box[0] < x + cw]
    regions += [_part(rgb, (x + dx, y + dy, cw // 2, ch // 2), w) for dx in (0, cw // 2) for dy in (0, ch // 2)]
    matches = _read(rgb, regions, deck)
    assert sorted(m.code for m in matches if m.status is Status.CARD) == sorted(codes)
