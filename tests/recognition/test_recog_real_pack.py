"""Reading a real printed pack (issue 7): photographs of a Bresciane pack with
thin light borders and no index (../shared/packs/photo-dev, GPL test data
read from where it lies, never copied), in grids, in tight rows and through
a deck cut from one screenshot; rows that touch; a covered card that only
its hidden part tells apart; a count that does not match."""

from __future__ import annotations

import io
import json
import random
import shutil
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from recognition.deck import Deck
from recognition.evaluate import Tally
from recognition.recognize import recognize_array
from recognition.synthetic.scenes import _aspect, _background, _place, load_faces, make_scene
from scene_reading import read_scene
from shared_paths import ROOT, SHARED

PHOTO_DEV = SHARED / "packs" / "photo-dev"
needs_photo_dev = pytest.mark.skipif(not PHOTO_DEV.is_dir(), reason="../shared/packs/photo-dev is not there")


def _read(scene, deck):  # type: ignore[no-untyped-def]
    rgb = np.asarray(Image.open(io.BytesIO(scene.jpeg_bytes())).convert("RGB"))
    return recognize_array(rgb, deck)


@pytest.fixture(scope="module")
def photo_faces():  # type: ignore[no-untyped-def]
    return load_faces(PHOTO_DEV)


@needs_photo_dev
@pytest.mark.parametrize("layout", ["grid", "tight"])
def test_photographed_pack_is_read(photo_faces, layout: str) -> None:  # type: ignore[no-untyped-def]
    deck = Deck.load(PHOTO_DEV)
    tally = Tally()
    for i in range(2):
        scene = make_scene(photo_faces, random.Random(7700 + i), layout=layout, photo=i == 1)
        tally.add(scene.cards, _read(scene, deck), 0.0)
    assert tally.precision == 1.0
    assert tally.recall >= 0.95 and tally.silent == 0


def _through_cut_deck(photo_faces, tmp_path: Path) -> Tally:  # type: ignore[no-untyped-def]
    """A grid and a row of the photographed pack read through a deck cut
    from one screenshot of the whole pack."""
    from recognition.cutout import cut_faces
    from scoring import CODES

    pack = make_scene(photo_faces, random.Random(7800), layout="grid", codes=list(CODES), screen=(2560, 1440),
                      card_height=180, upside_down_rate=0.0)
    shot = tmp_path / "pack.jpg"
    pack.save(shot)
    cut = cut_faces(shot, list(CODES), tmp_path / "cut")
    assert len(cut.written) == 63
    deck = Deck.load(tmp_path / "cut")
    assert abs(deck.aspect - _aspect(photo_faces)) < 0.03      # cut at the card's own edge, its own shape
    tally = Tally()
    for layout in ("grid", "rows"):
        scene = make_scene(photo_faces, random.Random(7810), layout=layout)
        tally.add(scene.cards, _read(scene, deck), 0.0)
    return tally


@needs_photo_dev
def test_photographed_pack_through_a_cut_deck(photo_faces, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    tally = _through_cut_deck(photo_faces, tmp_path)
    assert tally.precision >= 0.95 and tally.f1 >= 0.95


@needs_photo_dev
def test_photographed_pack_through_a_cut_deck_meets_the_target(photo_faces, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    tally = _through_cut_deck(photo_faces, tmp_path)
    assert tally.precision == 1.0 and tally.f1 >= 0.99


@pytest.mark.parametrize("card_height", [100, 180])
def test_a_cut_with_a_face_twice_is_refused(tmp_path: Path, card_height: int) -> None:
    """A pack screenshot showing the Sun twice (and not the Moon) would
    teach the app a wrong face: nothing is written, whatever the cards'
    size on the screenshot."""
    from recognition.cutout import CutoutError, cut_faces
    from scoring import CODES

    faces = load_faces(ROOT / "samples" / "deck")
    faces["T18"] = faces["T19"]
    pack = make_scene(faces, random.Random(7850), layout="grid", codes=list(CODES), screen=(2560, 1440),
                      card_height=card_height, upside_down_rate=0.0)
    shot = tmp_path / "twice.jpg"
    pack.save(shot)
    with pytest.raises(CutoutError) as info:
        cut_faces(shot, list(CODES), tmp_path / "cut")
    assert info.value.key == "recognition.cutout.not_distinct"
    assert "T18" in info.value.params["pairs"] and "T19" in info.value.params["pairs"]
    assert not (tmp_path / "cut").exists()


@pytest.mark.parametrize("card_height", [100, 180])
def test_two_cards_printed_alike_but_for_a_words_colour_are_cut(tmp_path: Path, card_height: int) -> None:
    """A French pack's two jokers are one drawing, "JOKER" printed black on
    one and red on the other: they correlate as closely as one card cut
    twice, but they differ clearly in one place, so the cut is written and
    the two are named as cards that look alike."""
    from PIL import ImageDraw

    from recognition.cutout import cut_faces
    from scoring import CODES

    faces = load_faces(ROOT / "samples" / "deck")
    w, h = faces["T19"].size
    for code, ink in (("T19", (20, 20, 20)), ("T18", (200, 30, 30))):
        face = faces["T19"].convert("RGB")
        ImageDraw.Draw(face).text((0.12 * w, 0.1 * h), "JOKER", fill=ink, font_size=round(0.07 * h),
                                  stroke_width=max(1, round(0.003 * h)), stroke_fill=ink)
        faces[code] = face
    pack = make_scene(faces, random.Random(7850), layout="grid", codes=list(CODES), screen=(2560, 1440),
                      card_height=card_height, upside_down_rate=0.0)
    shot = tmp_path / "jokers.jpg"
    pack.save(shot)
    cut = cut_faces(shot, list(CODES), tmp_path / "cut")
    assert len(cut.written) == 63
    assert any({a, b} == {"T18", "T19"} for a, b, _ in cut.alike)


def _two_pips(size: tuple[int, int], club: bool, pip: float) -> Image.Image:
    """A plain card with two black pips, a French pack's 2 of Fiori (club)
    or of Picche: the two differ only in the pips' outline."""
    from PIL import ImageDraw

    w, h = size
    face = Image.new("RGB", size, (250, 248, 240))
    draw = ImageDraw.Draw(face)
    draw.rectangle([0, 0, w - 1, h - 1], outline=(30, 30, 30), width=3)
    r = pip * w

    def disc(x: float, y: float, rx: float, ry: float) -> None:
        draw.ellipse([x - rx, y - ry, x + rx, y + ry], fill=(20, 20, 20))

    for x, y in ((w / 2, h / 4), (w / 2, 3 * h / 4)):
        if club:
            for dx, dy in ((0, -0.6), (-0.6, 0.2), (0.6, 0.2)):
                disc(x + dx * r, y + dy * r, 0.55 * r, 0.55 * r)
        else:
            draw.polygon([(x, y - 1.1 * r), (x - 1.05 * r, y + 0.3 * r), (x + 1.05 * r, y + 0.3 * r)], fill=(20, 20, 20))
            for dx in (-0.5, 0.5):
                disc(x + dx * r, y + 0.35 * r, 0.55 * r, 0.45 * r)
        draw.polygon([(x, y + 0.3 * r), (x - 0.35 * r, y + 1.1 * r), (x + 0.35 * r, y + 1.1 * r)], fill=(20, 20, 20))
    return face


def test_a_cut_keeps_two_cards_that_differ_only_in_their_pips(tmp_path: Path) -> None:
    """Two cards told apart only by their pips' outline (a French pack's 2s
    of Fiori and Picche) are two faces, not one cut twice: they were taken
    for the same picture when compared 48 px tall (0.98), which refused
    the whole pack.  They are cut, and said to look alike."""
    from recognition.cutout import cut_faces
    from scoring import CODES

    faces = load_faces(ROOT / "samples" / "deck")
    size = faces["T19"].size
    faces["T18"], faces["T19"] = _two_pips(size, True, 0.1), _two_pips(size, False, 0.1)
    pack = make_scene(faces, random.Random(7850), layout="grid", codes=list(CODES), screen=(2560, 1440),
                      card_height=180, upside_down_rate=0.0)
    shot = tmp_path / "pips.jpg"
    pack.save(shot)
    cut = cut_faces(shot, list(CODES), tmp_path / "cut")
    assert len(cut.written) == len(CODES)
    assert any({a, b} == {"T18", "T19"} for a, b, _ in cut.alike)


@pytest.mark.parametrize("deck_dir", [ROOT / "samples" / "deck",
                                      pytest.param(PHOTO_DEV, marks=needs_photo_dev)], ids=["samples", "photo-dev"])
def test_rows_that_touch_are_parted(deck_dir: Path) -> None:
    """Three rows of overlapping cards with no table between them at all."""
    faces = load_faces(deck_dir)
    deck = Deck.load(deck_dir)
    aspect = _aspect(faces)
    rng = random.Random(7900)
    canvas = _background((1920, 1080), rng)
    codes = rng.sample([c for c in faces if c != "AO"], 24)
    height = 170
    width = round(height * aspect)
    for r in range(3):
        for i, code in enumerate(codes[r * 8:(r + 1) * 8]):
            _place(canvas, faces[code], 100 + i * 0.45 * width, 100 + r * height, height, 0.0, False, aspect)
    found = recognize_array(np.asarray(canvas), deck)
    assert sorted(c["code"] for c in found["cards"]) == sorted(codes)


@needs_photo_dev
def test_a_covered_card_told_apart_only_by_its_hidden_part_is_unsure(tmp_path: Path) -> None:
    """Two pip cards of a pack without index alike on their left half (the
    Seven of Coins given the Six's left half): the Six showing only its left
    third is listed as unsure with both, not guessed."""
    folder = tmp_path / "deck"
    shutil.copytree(PHOTO_DEV, folder, ignore=shutil.ignore_patterns("*.md"))
    six, seven = Image.open(folder / "6O.png").convert("RGB"), Image.open(folder / "7O.png").convert("RGB")
    twin = np.asarray(seven).copy()
    twin[:, : twin.shape[1] // 2] = np.asarray(six)[:, : twin.shape[1] // 2]
    Image.fromarray(twin).save(folder / "7O.png")
    faces = load_faces(folder)
    deck = Deck.load(folder)
    canvas = _background((1600, 900), random.Random(7950))
    width = round(260 * _aspect(faces))
    for code, x in (("KC", 300), ("6O", 300 + 0.6 * width), ("T5", 300 + 0.94 * width)):
        _place(canvas, faces[code], x, 300, 260, 0.0, False, _aspect(faces))
    found = recognize_array(np.asarray(canvas), deck)
    assert sorted(c["code"] for c in found["cards"]) == ["KC", "T5"]
    assert len(found["unsure"]) == 1
    candidates = found["unsure"][0]["candidates"]
    assert {"6O", "7O"} <= set(candidates) and len(candidates) <= 5


def test_a_count_that_does_not_match_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    from companion.cli import main

    shot = ROOT / "samples" / "screenshots" / "rows-1920x1080.jpg"
    truth = json.loads((ROOT / "samples" / "screenshots-truth" / "rows-1920x1080.truth.json").read_text())
    main(["recognize", str(shot), "--json", "--count", str(len(truth["cards"]) + 1), "--lang", "en"])
    image = json.loads(capsys.readouterr().out)["images"][0]
    count = [p for p in image["problems"] if p["kind"] == "count"]
    assert image["count"]["ok"] is False and len(count) == 1
    assert count[0]["key"] == "recognition.problem.count"
    assert count[0]["params"] == {"expected": len(truth["cards"]) + 1, "found": len(truth["cards"])}
    assert count[0]["message"] == f"{len(truth['cards']) + 1} cards expected, {len(truth['cards'])} found"


def test_a_cut_names_the_cards_that_look_alike(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two faces alike but not the same (the Moon drawn as two thirds Sun,
    one third Moon) are written, and named as look-alikes in the user's
    language."""
    from companion.cli import main
    from scoring import CODES

    faces = load_faces(ROOT / "samples" / "deck")
    sun, moon = np.asarray(faces["T19"]).astype(float), np.asarray(faces["T18"]).astype(float)
    faces["T18"] = Image.fromarray((0.67 * sun + 0.33 * moon).astype(np.uint8))
    pack = make_scene(faces, random.Random(7860), layout="grid", codes=list(CODES), screen=(2560, 1440),
                      card_height=180, upside_down_rate=0.0)
    shot = tmp_path / "alike.jpg"
    pack.save(shot)
    assert main(["deck", "from-screenshot", str(shot), "--out", str(tmp_path / "cut"), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "63 faces written" in out
    alike = [line for line in out.splitlines() if line.startswith("cards that look much alike")]
    assert len(alike) == 1 and ("T18~T19" in alike[0] or "T19~T18" in alike[0])


@needs_photo_dev
def test_the_index_corner_does_not_overturn_a_clear_likeness(photo_faces) -> None:  # type: ignore[no-untyped-def]
    """A photographed 8 of Spade, 116 px tall under a photographic look, was
    read as the 7: its whole face was clearly the 8 (0.61 against 0.53), but
    the corner a pack without index has there is art, which blur changes a
    lot, and the corner's second opinion took 0.65 points off the 8.  The
    corner settles close calls; it may not overturn a clear likeness (here
    it leaves the 8 too close to the 7 to settle: unsure, not wrong)."""
    scene = make_scene(photo_faces, random.Random(20461307), layout="grid", photo=True)
    assert "8S" in {c["code"] for c in scene.cards}
    found = _read(scene, Deck.load(PHOTO_DEV))
    read = {c["code"] for c in found["cards"]}
    assert "8S" in read | {code for u in found["unsure"] for code in u["candidates"]}
    assert read <= {c["code"] for c in scene.cards}


@needs_photo_dev
def test_a_corner_that_fits_no_candidate_well_does_not_decide(photo_faces) -> None:  # type: ignore[no-untyped-def]
    """A Regina di Spade's part whose strip fitted no face well (0.35, the
    true card not among the first five): its corner fitted the best
    candidate at 0.63, just over the 0.6 from which the corner has a say,
    and that say, whole, turned a margin of 0.015 into a claimed Trump 4.
    The corner's say now grows from nothing at 0.6 to whole at 0.8: the
    part is listed as unsure."""
    scene = make_scene(photo_faces, random.Random(20790014), layout="rows")
    found = _read(scene, Deck.load(PHOTO_DEV))
    truth = {c["code"] for c in scene.cards}
    assert not [c["code"] for c in found["cards"] if c["code"] not in truth]


@needs_photo_dev
def test_a_lone_card_with_table_beside_it_is_read_where_it_lies(photo_faces) -> None:  # type: ignore[no-untyped-def]
    """A grid's Re di Spade, 314 px tall on a brown checked table under a
    photograph's light: the table beside its left edge passed for card, the
    blob stood 16 px wider than the card, and the card was taken as the
    blob's left card-width: 16 px off, it was read as the Sun (0.57
    against 0.41 for the King).  The card is now the window whose two edge
    strips fit the pack best."""
    scene = make_scene(photo_faces, random.Random(20981001), layout="grid", photo=True)
    found = _read(scene, Deck.load(PHOTO_DEV))
    truth = {c["code"] for c in scene.cards}
    assert not [c["code"] for c in found["cards"] if c["code"] not in truth]
    assert "KS" in {c["code"] for c in found["cards"]}


@needs_photo_dev
def test_specks_of_table_joined_to_a_hand_do_not_make_it_taller() -> None:
    """A hand of 31 photographed cards, tilted 2 degrees across a tan table
    under a photograph's light (benchmark seed 34000000, scene 34203005,
    looked at after it was measured): specks of the table joined its blob
    below its left end, the straightened row was 346 px tall for cards of
    243, and every card was lost or misread (three claimed).  The lines
    holding only specks are trimmed off the row."""
    tally, found = read_scene(PHOTO_DEV, 34203005, "hand", photo=True)
    assert tally.precision == 1.0 and tally.silent == 0 and tally.recall == 1.0, found
