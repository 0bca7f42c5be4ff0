"""Benchmark scenes that once lost cards without a word or claimed a wrong
one, each kept as it was drawn (``make_scene`` with the scene's seed and
its pack's folder): read now with no wrong card, nothing lost silently."""

from __future__ import annotations

import io
import random

import numpy as np
import pytest
from PIL import Image

from recognition.cutout import cut_faces
from recognition.deck import Deck
from recognition.evaluate import Tally
from recognition.recognize import recognize_array
from recognition.synthetic.scenes import load_faces, make_scene
from scoring import CODES
from shared_paths import ROOT, SHARED
from whole_pack import whole_pack

PHOTO_DEV = SHARED / "packs" / "photo-dev"

SCENES = {
    # Seed 20261460, tight rows, photo look: on a pale blotched table the
    # cards' paper passes for the table and the mask of a row of 11
    # overlapping cards is mostly empty between their outlines, so columns
    # inside cards looked like gaps between them.  Cut there, the row lost 6
    # cards silently and claimed a wrong one; read whole by the pack's
    # strips it fits the pack better than its pieces.
    "row parted inside its cards": (20363475, "tight", "alt", True),
    # Seed 20261470, tight rows, photo look: touching rows turned 0.8°, the
    # upper one 790 px long, the lower 1010.  The line fitted to the whole
    # top outline, stepping down where the upper row ends, said 2.6°: the
    # upper row was read askew, 11 cards lost without a word.
    "rows of two lengths straightened askew": (20363485, "tight", "alt", True),
    # Seed 20299000, photo-dev grids: two cards side by side made one blob;
    # read as a row, a column of cups halfway along the first card passed for
    # another card's edge, and the next edge, a card's width on, was beyond
    # the reach of the test that drops such edges: half a card was claimed
    # as a 10 of Coppe.
    "a grid's touching cards read as three": (20499023, "grid", "photo-dev", True),
    "a grid's touching cards read as three, flat": (20499010, "grid", "photo-dev", False),
    # Seed 20299000, photo-dev grid on a near-white table: a lone card's top
    # rows, pale paper inside its frame, were partly empty in the mask and
    # trimmed as if another card stuck out there; without its top pips the
    # 7 of Oro was claimed as the 7 of Coppe.
    "a lone pale card trimmed of its top": (20499011, "grid", "photo-dev", True),
    # Seed 20279000, photo-dev tight rows: rows at a card's foot, pale
    # paper passing for the table, were less than 60% covered in the mask
    # and trimmed deep; the card was claimed as a Cavallo di Spade and the
    # Cavallo di Coppe lost without a word.
    "a row's card trimmed deep at its foot": (20481006, "tight", "photo-dev", False),
    # Seed 20359000, the project's pack in a grid on a cream table lit from
    # one corner, where table and paper both reach white: only the cards'
    # border lines told them from the table, and the mask's opening broke
    # those one-pixel lines into pieces that no longer closed round a card.
    # Nine cards lost, eight without a word.
    "cards whose paper is the table's, outlined only": (20359019, "grid", "samples", True),
    # Seed 20419000, the project's pack in rows on a beige table lit from
    # below until it is blown out to white: there JPEG's colour noise
    # strayed past the narrow margin a table near the paper gets, a band
    # across the screen's foot was taken for 43 cards (all unsure), and the
    # row lying in it lost 8 cards, 4 silently, 2 claimed wrong.
    "a table blown out to white": (20420001, "rows", "samples", True),
    # Seed 20419000, photo-dev tight rows on a near-white table: a row's
    # first card, a 10 of Bastoni, lost its top rows (pale paper) to the
    # trim and kept a shadow at its foot; 4 px out of line, its crossed
    # batons fitted the 9's better and the 9 was claimed.  The best few
    # candidates are now compared slid up and down where the trim was deep.
    "a card trimmed of its top compared out of line": (20621000, "tight", "photo-dev", False),
    "a card trimmed of its top compared out of line, photo": (20621019, "tight", "photo-dev", True),
    # Seed 20449000, photo-dev rows on a striped pale wood darker in one
    # corner: the mask let a patch of that corner through, read as a row of
    # six cards; with no ink, each fitted the pack's plainest card (the
    # maker's card, all paper) best, and one was claimed at confidence 1.0.
    "a patch of table passing for the plainest card": (20650003, "rows", "photo-dev", True),
    # Seed 20589000, alt pack, three rows of four touching top to bottom,
    # each set off sideways from the one above, on a pale table: the
    # smallest rectangle around the stepped blob lay 15 degrees askew
    # (cards turned 0.3), no cut into rows fitted the pack, and the blob
    # was one unsure region: 10 of 12 cards lost without a word.
    "touching rows in steps straightened askew": (20691012, "tight", "alt", False),
    # Seed 194000000, alt pack, the same three rows of four in steps,
    # alone on a grey table: the smallest rectangle around them lay 4
    # degrees askew, within a card's own tilt, so it was taken; the rows,
    # straightened by it, fitted no cut, and the block was read as one
    # card: 11 of 12 lost without a word.
    "a lone block of rows in steps straightened askew": (194102006, "tight", "alt", False),
    # Seed 81000000, alt pack, a grid of 110 px cards on a grey table: four
    # cards, two by two, touching at their shadows, made one blob of a
    # card's shape, twice as tall as the others, which was taken for one
    # card: one unsure region, 3 cards lost without a word.
    "a grid's cards two by two read as one": (81100006, "grid", "alt", False),
    # Seed 146000000, the project's pack in the hand area, photo look: the
    # hand shows each card's right part, and its last card, a 7 of Bastoni
    # parted from the row by a gap in the mask, was read as a left part:
    # unsure among four Spade and Bastoni without it, lost without a word.
    "a hand's last card parted from it shows its right part": (146003007, "hand", "samples", True),
    # Seed 150000000, the project's pack, three tight rows of 82 px cards
    # on brown wood: their blob was 239 px tall, and its equal thirds too
    # short to be weighed as rows; cut in two, the lower two rows were
    # read as one, 21 cards lost without a word.
    "three tight rows of cards a little over 80 px": (150002010, "tight", "samples", False),
    # Seed 236000000 (a final seed), photo-dev grid of 105 px cards: two
    # cards whose gap the mask closed were read as a row, split at the
    # gap's left side, 4 px off the second card's edge, where its own
    # slant was not looked for.  Turned 1.5°, the 9 of Bastoni fitted the
    # 10 at 0.54, the 9 at 0.46, and the 10 was claimed.
    "a grid card turned in a row of two": (236200008, "grid", "photo-dev", False),
}


@pytest.mark.parametrize("case", list(SCENES))
def test_a_benchmark_scene_once_lost_is_read(case: str) -> None:
    seed, layout, pack, photo = SCENES[case]
    folder = {"alt": ROOT / "samples" / "deck-alt", "photo-dev": PHOTO_DEV, "samples": ROOT / "samples" / "deck"}[pack]
    if not folder.is_dir():
        pytest.skip(f"{folder} is not there")
    faces, deck = load_faces(folder), Deck.load(folder)
    scene = make_scene(faces, random.Random(seed), layout=layout, photo=photo)
    rgb = np.asarray(Image.open(io.BytesIO(scene.jpeg_bytes())).convert("RGB"))
    tally = Tally()
    tally.add(scene.cards, recognize_array(rgb, deck), 0.0)
    assert tally.precision == 1.0
    assert tally.silent == 0 and tally.recall >= 0.95


def _alt_cut_deck(tmp_path_factory: pytest.TempPathFactory, seed: int) -> Deck:
    """The alt pack as the benchmark cuts it from one 2560x1440 screenshot
    of the whole pack (cards 180 px tall), with that screenshot's seed."""
    out = tmp_path_factory.mktemp("cut") / "alt"
    shot = out.with_suffix(".jpg")
    whole_pack(ROOT / "samples" / "deck-alt", seed).save(shot)
    cut_faces(shot, list(CODES), out)
    return Deck.load(out)


def _read_alt_scene(deck: Deck, seed: int, layout: str) -> Tally:
    scene = make_scene(load_faces(ROOT / "samples" / "deck-alt"), random.Random(seed), layout=layout, photo=False)
    rgb = np.asarray(Image.open(io.BytesIO(scene.jpeg_bytes())).convert("RGB"))
    tally = Tally()
    tally.add(scene.cards, recognize_array(rgb, deck), 0.0)
    return tally


def test_a_whole_card_is_read_by_both_index_corners(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Seed 20279000, alt pack through a deck cut from one screenshot, grid:
    the strip put a 9 of Coppe first by 0.04, and its top index corner,
    slightly blurred, fitted the 8's corner better by 0.05: the 8 was
    claimed.  Its bottom corner fits the 9; weighed together, the card is
    left unsure between the two, never claimed as the 8."""
    tally = _read_alt_scene(_alt_cut_deck(tmp_path_factory, 20280001), 20379010, "grid")
    assert tally.precision == 1.0
    assert tally.silent == 0


def test_narrow_parts_are_read_by_the_index_they_show(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Seed 20389000, alt pack through a cut deck, tight rows on 2560x1440:
    94 px cards each covering two thirds of the next, 18 px of each shown.
    The strip's scores crowded (26 cards within 0.09 of the best), the true
    card ranked up to 26th, and the index template, wider than the part
    shown, fitted nothing: 12 cards missed, 3 silently, a Matto claimed.
    The index is now cut to the part shown and weighed for every card the
    strip cannot rule out.  Parts this narrow fit every strip poorly (the
    true card at 0.2-0.3, near MIN_SCORE), so many are left unsure: the
    pack's own faces read 27 of the 35 cards; the cut deck, its faces cut
    from their cards' pixel centres, 25, none wrong, none lost."""
    tally = _read_alt_scene(_alt_cut_deck(tmp_path_factory, 20390001), 20491018, "tight")
    assert tally.precision == 1.0
    assert tally.silent <= 1          # a Trionfo whose strip fits worse than 49 others
    assert tally.recall >= 0.7


def test_a_part_trimmed_out_of_line_is_slid_against_every_face() -> None:
    """Seed 146000000, the alt pack in the hand area, photo look (scene
    146103011): a 10 of Bastoni's part, its row trimmed 5 px low, fitted
    the 10 of Spade at 0.53 and its own face worse than eight others, so
    it was never slid back into line, and the Spade was claimed at
    confidence 0.98.  (Three Spade pip parts there stay unsure, rightly:
    only their hidden parts tell them apart.)"""
    folder = ROOT / "samples" / "deck-alt"
    faces, deck = load_faces(folder), Deck.load(folder)
    scene = make_scene(faces, random.Random(146103011), layout="hand", photo=True)
    rgb = np.asarray(Image.open(io.BytesIO(scene.jpeg_bytes())).convert("RGB"))
    found = recognize_array(rgb, deck)
    tally = Tally()
    tally.add(scene.cards, found, 0.0)
    assert "10B" in {c["code"] for c in found["cards"]}
    assert tally.precision == 1.0 and tally.silent == 0
