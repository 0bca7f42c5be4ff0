"""Reading cards: both layouts, a pack learnt from its own deck folder, and
honest reporting (unsure, tax ace, duplicates, unknown)."""

from __future__ import annotations

import io
import random
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from recognition.deck import Deck
from recognition.evaluate import Tally
from recognition.recognize import recognize_array
from recognition.synthetic.scenes import load_faces, make_scene


def _read(scene, deck):  # type: ignore[no-untyped-def]
    rgb = np.asarray(Image.open(io.BytesIO(scene.jpeg_bytes())).convert("RGB"))
    return recognize_array(rgb, deck)


@pytest.mark.parametrize("layout", ["grid", "rows"])
def test_classic_pack_is_read(classic_deck, classic_faces, layout: str) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(7100 + len(layout))
    tally = Tally()
    for _ in range(3):
        scene = make_scene(classic_faces, rng, layout=layout)
        tally.add(scene.cards, _read(scene, classic_deck), 0.0)
    assert tally.precision == 1.0
    assert tally.f1 >= 0.97


def test_a_pack_in_another_style_is_learnt_from_its_folder(alt_deck_dir: Path) -> None:
    deck = Deck.load(alt_deck_dir)
    faces = load_faces(alt_deck_dir)
    rng = random.Random(7200)
    tally = Tally()
    for layout in ("grid", "rows", "grid", "rows"):
        scene = make_scene(faces, rng, layout=layout)
        tally.add(scene.cards, _read(scene, deck), 0.0)
    assert tally.precision >= 0.99 and tally.f1 >= 0.95


def test_upside_down_cards(classic_deck, classic_faces) -> None:  # type: ignore[no-untyped-def]
    scene = make_scene(classic_faces, random.Random(7300), layout="grid", upside_down_rate=1.0)
    found = _read(scene, classic_deck)
    assert {c["code"] for c in found["cards"]} == {c["code"] for c in scene.cards}


def test_a_card_covered_too_much_is_not_guessed(classic_deck, classic_faces) -> None:  # type: ignore[no-untyped-def]
    """A card showing a tenth of its width is not reported as some other card."""
    from recognition.synthetic.scenes import _background, _place

    rng = random.Random(7400)
    canvas = _background((1600, 900), rng)
    codes = ["KC", "9S", "T17", "QO"]
    xs = [300, 300 + 120 * 0.5, 300 + 120 * 0.5 + 120 * 0.1, 300 + 120 * 0.5 + 120 * 0.1 + 120 * 0.5]
    for code, x in zip(codes, xs):
        _place(canvas, classic_faces[code], x, 300, 210, 0.0, False)
    found = recognize_array(np.asarray(canvas), classic_deck)
    read = [c["code"] for c in found["cards"]]
    assert set(read) <= set(codes)           # nothing wrong is claimed
    assert "KC" in read and "QO" in read
    assert len(read) + len(found["unsure"]) + len(found["problems"]) >= 3


def test_tax_ace_is_reported_not_counted(classic_deck, classic_faces) -> None:  # type: ignore[no-untyped-def]
    scene = make_scene(classic_faces, random.Random(7500), layout="grid", codes=["KO", "AO", "T20"],
                       upside_down_rate=0.0)
    found = _read(scene, classic_deck)
    assert sorted(c["code"] for c in found["cards"]) == ["KO", "T20"]
    assert [p["kind"] for p in found["problems"]] == ["tax_ace"]


def test_a_card_seen_twice_is_reported(classic_deck, classic_faces) -> None:  # type: ignore[no-untyped-def]
    faces = dict(classic_faces)
    faces["KO-copy"] = faces["KO"]
    scene = make_scene(faces, random.Random(7600), layout="grid", codes=["KO", "KO-copy", "T5"],
                       upside_down_rate=0.0)
    found = _read(scene, classic_deck)
    assert [c["code"] for c in found["cards"]].count("KO") == 1
    assert any(p["kind"] == "duplicate" and p["code"] == "KO" for p in found["problems"])


def test_something_that_is_no_card_is_not_guessed(classic_deck) -> None:  # type: ignore[no-untyped-def]
    rng = np.random.default_rng(1)
    image = np.full((768, 1366, 3), (30, 90, 50), np.uint8)
    image[200:410, 300:420] = rng.integers(0, 255, (210, 120, 3), dtype=np.uint8)   # a noisy token
    found = recognize_array(image, classic_deck)
    assert found["cards"] == []
    assert found["unsure"] or found["problems"]
