"""The counters' reader on table screenshots it was not developed on:
HTML pages of Tabletopia-like player panels rendered by Chromium
(``samples/table-screenshots/make_table_screenshots.py``), each with its
truth, and PIL drawings made by hand (``handmade/``, ``heldout3/``).  Every counter is
read right or "illeggibile", never wrong; and most are read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from recognition import ocr
from recognition.counters import read_counters_file

SAMPLES = Path(__file__).resolve().parents[2] / "samples" / "table-screenshots"
#: And images drawn by hand with PIL in other faces and layouts (``handmade/make_handmade.py``).
#: And a third set drawn by another hand (``heldout3/make_heldout3.py``).
SHOTS = sorted(SAMPLES.glob("*.jpg")) + sorted((SAMPLES / "handmade").glob("*.jpg")) + \
    sorted((SAMPLES / "heldout3").glob("*.jpg"))

pytestmark = pytest.mark.skipif(not ocr.available(), reason="tesseract not installed")


def _truth(shot: Path) -> list[dict[str, int | str]]:
    players: list[dict[str, int | str]] = json.loads(shot.with_suffix(".truth.json").read_text())["players"]
    return players


def _readings(shot: Path) -> list[tuple[str, str, int | None, int]]:
    truth = _truth(shot)
    reading = read_counters_file(shot, [str(p["name"]) for p in truth])
    return [(str(p["name"]), kind, getattr(reading.player(str(p["name"])), kind).value, int(p[kind]))
            for p in truth for kind in ("giochi", "jochi")]


def test_there_are_samples_with_truth() -> None:
    assert len(SHOTS) >= 4
    for shot in SHOTS:
        assert shot.stat().st_size < 300_000
        assert all({"name", "giochi", "jochi"} <= set(p) for p in _truth(shot))


@pytest.mark.parametrize("shot", SHOTS, ids=[s.stem for s in SHOTS])
def test_a_counter_is_read_right_or_illeggibile(shot: Path) -> None:
    for name, kind, value, truth in _readings(shot):
        assert value is None or value == truth, (shot.name, name, kind, value, truth)


def test_most_counters_are_read() -> None:
    readings = [r for shot in SHOTS for r in _readings(shot)]
    right = sum(1 for _, _, value, truth in readings if value == truth)
    assert right >= 0.6 * len(readings), (right, len(readings))


def test_the_rendered_panels_are_read_nearly_whole() -> None:
    # The Chromium pages: flat panels, badges in their own colours.  A change
    # for light ink on pale tables once cut the numbers out at a calm
    # table's thresholds here too, and the badges turned to ink: 85 → 78 of
    # 86, while the 60% above still passed.
    readings = [r for shot in sorted(SAMPLES.glob("*.jpg")) for r in _readings(shot)]
    right = sum(1 for _, _, value, truth in readings if value == truth)
    assert right >= 0.95 * len(readings), (right, len(readings))
