"""How far the edges of faces cut from a screenshot of the whole pack lie
from the cards' true edges (the scene generator knows where it put each
card), for every pack given as a deck folder:

    .venv/bin/python -m recognition.synthetic.cut_edges [DECK_DIR ...] [--seeds N]

A cut face is the template every later screenshot is compared with: an
edge a few pixels off shifts the whole face, and half-covered cards read
through it then lean towards a look-alike.  Prints, per pack, the mean and
worst distance of each cut edge from the true one (pixels on the
screenshot, cards 180 px tall as ``bench/bench_recognition.py`` cuts
them), and the signed mean of each side (positive: cut outside the card).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

from recognition.synthetic.scenes import Scene, load_faces, make_scene

SIDES = ("left", "right", "top", "bottom")


def pack_scene(deck: Path, codes: list[str], seed: int, *, card_height: int = 180,
               screen: tuple[int, int] = (2560, 1440), table: str | None = None) -> Scene:
    """One screenshot of the whole pack in a grid, as a user takes it to
    cut a deck (the same call as ``bench/bench_recognition.py``), on a
    table of the kind given (by default drawn)."""
    return make_scene(load_faces(deck), random.Random(seed), layout="grid", codes=codes, screen=screen,
                      card_height=card_height, upside_down_rate=0.0, table=table)


def side_offsets(cut: tuple[float, float, float, float, float], true: list[float]) -> dict[str, float]:
    """Signed distance of each side of ``cut`` from the same side of
    ``true`` (both centre x, y, width, height, angle in degrees), along the
    true card's own axes: positive when the cut lies outside the card."""
    cx, cy, w, h, angle = true
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)           # the card's x axis on screen
    vx, vy = -math.sin(a), math.cos(a)          # its y axis (downwards)
    dx, dy = cut[0] - cx, cut[1] - cy
    along_x, along_y = dx * ux + dy * uy, dx * vx + dy * vy
    return {"left": cut[2] / 2 - along_x - w / 2, "right": cut[2] / 2 + along_x - w / 2,
            "top": cut[3] / 2 - along_y - h / 2, "bottom": cut[3] / 2 + along_y - h / 2}


@dataclass
class EdgeErrors:
    """Side offsets of every cut face of some pack screenshots."""

    offsets: list[dict[str, float]] = field(default_factory=list)
    turns: list[float] = field(default_factory=list)   # cut angle less the true one (degrees)
    missing: int = 0                  # cards whose edge was not found (cut from the region's crop)

    def add(self, scene: Scene, rects: list[Any]) -> None:
        for card, rect in zip(scene.cards, rects):
            if rect is None:
                self.missing += 1
            else:
                self.offsets.append(side_offsets(rect, card["rect"]))
                self.turns.append(rect[4] - card["rect"][4])

    def mean_abs(self) -> float:
        return float(np.mean([abs(o[s]) for o in self.offsets for s in SIDES])) if self.offsets else math.nan

    def worst(self) -> float:
        return float(max(abs(o[s]) for o in self.offsets for s in SIDES)) if self.offsets else math.nan

    def angle(self) -> float:
        return float(np.mean(np.abs(self.turns))) if self.turns else math.nan

    def signed(self, side: str) -> float:
        return float(np.mean([o[side] for o in self.offsets])) if self.offsets else math.nan


def measure(deck: Path, seeds: list[int], table: str | None = None) -> EdgeErrors:
    """Cut the pack from one screenshot per seed (on a table of the kind
    given, by default drawn) and compare with the truth."""
    from recognition.cutout import find_card_rects

    codes = sorted(p.stem for p in deck.glob("*.png"))
    errors = EdgeErrors()
    for seed in seeds:
        scene = pack_scene(deck, codes, seed, table=table)
        rgb = np.asarray(Image.open(io.BytesIO(scene.jpeg_bytes())).convert("RGB"))
        errors.add(scene, find_card_rects(rgb, len(codes)))
    return errors


def main(argv: list[str] | None = None) -> int:
    root = Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("decks", nargs="*", type=Path)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=20261207)
    args = parser.parse_args(argv)
    decks: list[tuple[str, Path]] = [(str(d), d) for d in args.decks]
    tmp = None
    if not decks:
        import tempfile

        from recognition.synthetic.render_deck import render_deck
        tmp = tempfile.TemporaryDirectory()
        render_deck(Path(tmp.name), style="alt")
        decks = [("samples/deck", root / "samples" / "deck"), ("alt", Path(tmp.name))]
        photo = root.parent / "shared" / "packs" / "photo-dev"
        if photo.is_dir():
            decks.append(("photo-dev", photo))
    print(f"{'pack':<14}{'faces':>6}{'not found':>10}{'mean |px|':>10}{'worst px':>9}{'angle°':>8}"
          + "".join(f"{s:>8}" for s in SIDES))
    for name, deck in decks:
        e = measure(deck, [args.seed + 1000 + i for i in range(args.seeds)])
        print(f"{name:<14}{len(e.offsets):>6}{e.missing:>10}{e.mean_abs():>10.2f}{e.worst():>9.2f}{e.angle():>8.2f}"
              + "".join(f"{e.signed(s):>+8.2f}" for s in SIDES))
    if tmp is not None:
        tmp.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
