"""Regenerate the example screenshots (samples/screenshots/, images only, so
that ``trunfu recognize samples/screenshots/*`` reads them all) and their
truth files (samples/screenshots-truth/):

    .venv/bin/python samples/make_screenshots.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from recognition.synthetic.scenes import load_faces, make_scene  # noqa: E402

EXAMPLES = [
    ("grid-1920x1080", dict(layout="grid", screen=(1920, 1080), card_height=220)),
    ("rows-1920x1080", dict(layout="rows", screen=(1920, 1080), card_height=200)),
    ("rows-small-cards-2560x1440", dict(layout="rows", screen=(2560, 1440), card_height=110)),
    ("grid-upside-down-1366x768", dict(layout="grid", screen=(1366, 768), card_height=160, upside_down_rate=0.5)),
    ("hand-area-1600x900", dict(layout="rows", screen=(1600, 900), card_height=170, hand_area=True)),
]


def main() -> None:
    faces = load_faces(HERE / "deck")
    shots, truth = HERE / "screenshots", HERE / "screenshots-truth"
    for i, (name, options) in enumerate(EXAMPLES):
        scene = make_scene(faces, random.Random(9000 + i), **options)
        scene.save(shots / f"{name}.jpg", truth=truth / f"{name}.truth.json")
        print(f"{name}.jpg: {len(scene.cards)} cards")


if __name__ == "__main__":
    main()
