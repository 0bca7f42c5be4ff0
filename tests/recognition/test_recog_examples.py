"""`trunfu recognize` reads the example screenshots of every pack exactly:
the project's own pack (samples/screenshots), the same cards drawn in
another style (samples/screenshots-alt, deck samples/deck-alt) and the
photographed pack photo-dev (GPL, never committed: its examples are written
into a temporary folder from ../shared/packs/photo-dev, as
samples/make_screenshots.py writes the others)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from recognition.evaluate import card_at
from recognition.synthetic.examples import OTHER_PACK_EXAMPLES, OTHER_PACK_SEED, write_examples
from shared_paths import ROOT, SHARED

PHOTO_DEV = SHARED / "packs" / "photo-dev"
SAMPLES = ROOT / "samples"
#: pack → (deck folder, screenshots, truth folder); photo-dev's are made per session.
COMMITTED = {
    "samples": (SAMPLES / "deck", SAMPLES / "screenshots", SAMPLES / "screenshots-truth"),
    "alt": (SAMPLES / "deck-alt", SAMPLES / "screenshots-alt", SAMPLES / "screenshots-alt-truth"),
}


@pytest.fixture(scope="session")
def photo_dev_examples(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    if not PHOTO_DEV.is_dir():
        pytest.skip("../shared/packs/photo-dev is not there")
    folder = tmp_path_factory.mktemp("photo-dev-examples")
    write_examples(PHOTO_DEV, folder / "screenshots", folder / "truth", OTHER_PACK_EXAMPLES, OTHER_PACK_SEED)
    return PHOTO_DEV, folder / "screenshots", folder / "truth"


def test_every_shipped_pack_has_examples_and_only_images() -> None:
    for deck, shots, truth in COMMITTED.values():
        images = sorted(shots.glob("*.jpg"))
        assert len(images) >= 4 and sorted(shots.iterdir()) == images   # `recognize FOLDER/*` finds only images
        assert sorted(p.name for p in truth.iterdir()) == sorted(f"{p.stem}.truth.json" for p in images)
        assert len(list(deck.glob("*.png"))) >= 63
        assert all(p.stat().st_size < 600_000 for p in images)            # moderate JPEGs


CASES = [(pack, name) for pack in COMMITTED for name in sorted(p.stem for p in COMMITTED[pack][1].glob("*.jpg"))]
CASES += [("photo-dev", name) for name, _ in OTHER_PACK_EXAMPLES]


@pytest.mark.parametrize(("pack", "name"), CASES, ids=[f"{p}-{n}" for p, n in CASES])
def test_example_is_read_exactly(pack: str, name: str, request: pytest.FixtureRequest,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    from companion.cli import main

    deck, shots, truth_dir = COMMITTED[pack] if pack in COMMITTED else request.getfixturevalue("photo_dev_examples")
    truth = json.loads((truth_dir / f"{name}.truth.json").read_text())
    status = main(["recognize", str(shots / f"{name}.jpg"), "--deck", str(deck), "--json",
                   "--count", str(len(truth["cards"]))])
    image = json.loads(capsys.readouterr().out)["images"][0]
    assert status == 0
    assert sorted(c["code"] for c in image["cards"]) == sorted(c["code"] for c in truth["cards"])
    assert image["unsure"] == [] and image["problems"] == [] and image["count"]["ok"]
    # Each at its own place: codes alone would call a row read with two
    # cards' names swapped right.
    assert [c["code"] for c in image["cards"]] == [card_at(c["box"], truth["cards"]) for c in image["cards"]]
