"""Decks and scenes shared by the recognition tests (built once per session)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Iterator

import pytest

from shared_paths import ROOT

SAMPLE_DECK = ROOT / "samples" / "deck"


@pytest.fixture(scope="session")
def classic_deck():  # type: ignore[no-untyped-def]
    from recognition.deck import Deck
    return Deck.load(SAMPLE_DECK)


@pytest.fixture(scope="session")
def classic_faces():  # type: ignore[no-untyped-def]
    from recognition.synthetic.scenes import load_faces
    return load_faces(SAMPLE_DECK)


@pytest.fixture(scope="session")
def alt_deck_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A pack in another style (fonts, colours, suit signs, art), rendered
    into a folder of its own."""
    from recognition.synthetic.render_deck import render_deck
    folder = tmp_path_factory.mktemp("alt-deck")
    render_deck(folder, style="alt")
    yield folder


@pytest.fixture()
def rng() -> random.Random:
    return random.Random(4242)


@pytest.fixture(scope="session")
def aisle_pack(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """A deck folder of one of Debian's card games (``aisle_packs``), by its
    sheet's name, built once a session: a print made by others.  Skipped
    where ``make setup`` has not installed gnome-cards-data and cairosvg."""
    from aisle_packs import NotBuilt, aisle_faces, save_faces
    built: dict[str, Path] = {}

    def build(sheet: str) -> Path:
        if sheet not in built:
            try:
                faces = aisle_faces(sheet)
            except NotBuilt as missing:
                pytest.skip(str(missing))
            built[sheet] = tmp_path_factory.mktemp(f"aisle-{sheet}")
            save_faces(faces, built[sheet])
        return built[sheet]
    return build
