"""The scene generator lays cards on pale tables too (light beige, pale wood,
light grey, near white: issue 7's "table colours and textures of any
kind"), and the reader reads them: every pack, each pale table, tight rows
(rows 0-40% of a card's height apart or touching), with issue 7's promises
(no wrong card, none lost without a word, the rows' recall)."""

from __future__ import annotations

import io
import random

import numpy as np
import pytest
from PIL import Image

from recognition.deck import Deck
from recognition.evaluate import Tally
from recognition.recognize import recognize_array
from recognition.synthetic.scenes import PALE_TABLES, TABLES, _background, load_faces, make_scene
from shared_paths import ROOT, SHARED

PACKS = {"photo-dev": (SHARED / "packs" / "photo-dev", False), "own": (ROOT / "samples" / "deck", True),
         "alt": (ROOT / "samples" / "deck-alt", True)}


def test_some_tables_the_generator_draws_are_pale() -> None:
    lightness = [float(np.asarray(_background((64, 48), random.Random(seed))).mean()) for seed in range(200)]
    pale = sum(level > 170 for level in lightness)
    assert "pale" in TABLES and 30 <= pale <= 90      # about one in four
    assert max(lightness) > 225                        # near white among them


@pytest.mark.parametrize("pack", list(PACKS))
@pytest.mark.parametrize("table", PALE_TABLES)
def test_tight_rows_on_a_pale_table_are_read(pack: str, table: str) -> None:
    folder, index = PACKS[pack]
    if not folder.is_dir():
        pytest.skip(f"{folder} is not there")
    faces, deck = load_faces(folder), Deck.load(folder)
    tally = Tally()
    scene = make_scene(faces, random.Random(8300 + PALE_TABLES.index(table)), layout="tight", table=table,
                       screen=(1920, 1080))
    rgb = np.asarray(Image.open(io.BytesIO(scene.jpeg_bytes())).convert("RGB"))
    tally.add(scene.cards, recognize_array(rgb, deck), 0.0)
    assert tally.precision == 1.0, "a wrong card claimed"
    assert tally.silent == 0
    assert tally.recall >= (0.95 if index else 0.90)


@pytest.mark.parametrize(("pack", "table"), [("own", "beige"), ("own", "near white"), ("alt", "near white")])
def test_a_textured_pale_table_under_a_photographs_tint_hides_no_card(pack: str, table: str) -> None:
    """Small cards on a blotched pale table with a photograph's light and
    tint: the paper on the screen is no longer the pack's paper, and passes
    for the table.  The cards' thin dark lines (border, art) outline them;
    before, every card of these scenes was lost (19 of 19 silently).  Not
    yet all read: 15, 17 and 16 of 19 (on beige 2 lost without a word)."""
    folder, _ = PACKS[pack]
    faces, deck = load_faces(folder), Deck.load(folder)
    scene = make_scene(faces, random.Random(5012), layout="tight", table=table, photo=True)
    rgb = np.asarray(Image.open(io.BytesIO(scene.jpeg_bytes())).convert("RGB"))
    tally = Tally()
    tally.add(scene.cards, recognize_array(rgb, deck), 0.0)
    assert tally.precision == 1.0
    assert tally.recall >= 0.7 and tally.silent <= 3
