"""The example screenshots in samples/screenshots read exactly as their truth."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from shared_paths import ROOT

SHOTS = sorted((ROOT / "samples" / "screenshots").glob("*.jpg"))


def test_there_are_examples_and_nothing_else() -> None:
    assert len(SHOTS) >= 4
    # `trunfu recognize samples/screenshots/*` must find only images there.
    assert sorted((ROOT / "samples" / "screenshots").iterdir()) == SHOTS


@pytest.mark.parametrize("shot", SHOTS, ids=[p.stem for p in SHOTS])
def test_sample_screenshot(shot: Path, classic_deck) -> None:  # type: ignore[no-untyped-def]
    from recognition.recognize import recognize_file

    truth = json.loads((shot.parent.parent / "screenshots-truth" / f"{shot.stem}.truth.json").read_text())
    found = recognize_file(shot, classic_deck, count=len(truth["cards"]))
    assert sorted(c["code"] for c in found["cards"]) == sorted(c["code"] for c in truth["cards"])
    assert found["unsure"] == [] and found["problems"] == [] and found["count"]["ok"]
