"""Reading rows laid out by another hand: prints one table (issue 7).

    .venv/bin/python bench/bench_hand_laid.py [--layouts N] [--seed S] [--workers 2] [--pack DIR]...

``bench/bench_recognition.py`` lays its scenes out with the scene
generator the reader was developed on (``recognition.synthetic.scenes``);
a reader tuned to that generator's habits (its shadows, its steps, its
row spacing) would agree with it and nobody else.  Here every layout comes
from ``tests/recognition/hand_laid.py`` instead: no shadows, a row's cards
turned together or each its own way, rows touching or a little apart and
set off sideways, spread either way, the last row sometimes of smaller
cards, the whole layout turned up to ±3° one time in three, on felt, wood
and pale tables, blurred and saved as JPEG; drawn at random from
``--seed`` (layout ``k`` of pack ``p``: ``seed + 1000 * p + k``).

Packs: ``samples/deck``, the alt style (``samples/deck-alt``), photo-dev
(../shared/packs/photo-dev, when it is there), then each ``--pack`` deck
folder.  Each is read through its own folder.  Columns: layouts, cards,
wrong cards claimed, cards missed (unsure or lost), cards silently lost
(neither read nor among an ``unsure`` region's candidates), layouts read
exactly, median seconds per screenshot.

The development seed was 500000 (30 layouts a pack, the fourteen packs
of ``bench/outside_packs.py`` but the two held out); it found a wrong card
and four silent losses that the scene generator's seeds had not shown
(layout 506014, kept in a test).  700000 (the default) was then measured
once as a final seed, 30 layouts a pack, every pack of
``bench/outside_packs.py``; the next session ran 500000 again after its
changes and measured 900000 once as its final seed.  The one after ran
500000 with sample-darkframe alone, before and after its change.  The
next ran 500000 with 10 layouts a pack, every pack, before and after its
changes, and measured 1100000 once as its final seed (30 layouts a pack,
every pack).  Pick another seed for a figure.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "recognition"))
sys.path.insert(0, str(ROOT / "bench"))

from bench_recognition import add_pack_option, check_packs, run_jobs  # noqa: E402
from shared_paths import SHARED  # noqa: E402

SEED = 700000
TABLES = ("FELT_BLUE", "FELT_GREEN", "WOOD_LIGHT", "WOOD_PALE", "BEIGE", "WOOD_PALER", "GREY_LIGHT", "NEAR_WHITE")


def layout(seed: int) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """The rows and ``hand_laid.lay_out`` options of layout ``seed``."""
    import hand_laid

    rng = random.Random(seed)
    n_rows = rng.choice([1, 2, 2, 3, 3])
    height = rng.randint(90, 300 if n_rows < 3 else 220)
    step = rng.uniform(0.34, 0.75)
    gap = rng.choice([0, 0, round(height * rng.uniform(0, 0.4))])
    spread = rng.choice(["right", "left"])
    rows = []
    for r in range(n_rows):
        cards = rng.randint(4, 14)
        width = height * 0.57
        left = rng.randint(40, max(41, int(1800 - (cards - 1) * step * width - width)))
        row_height = height if r < n_rows - 1 or rng.random() < 0.7 else max(90, int(height * rng.uniform(0.6, 0.9)))
        other = "left" if spread == "right" else "right"
        rows.append(hand_laid.Row(cards, row_height, step, left, rng.choice([spread, spread, other])))
    if 200 + sum(row.height for row in rows) + gap * n_rows > 1060:
        rows = rows[:1]
    table = getattr(hand_laid, rng.choice(TABLES))
    options = dict(gap=gap, top=rng.randint(20, 200), table=table, turn=rng.uniform(-3, 3) if rng.random() < 0.3 else 0.0,
                   card_turn=rng.uniform(-1.5, 1.5), seed=seed, blur=rng.uniform(0.3, 1.0), quality=rng.randint(70, 95),
                   own_turns=rng.choice([0.0, 0.0, 1.0]))
    return tuple(rows), options


def read_layout(job: tuple[str, int]) -> dict[str, Any]:
    """One layout of a pack, read through the pack's folder."""
    import hand_laid
    from recognition.recognize import recognize_array
    from recognition.threads import single_threaded

    folder, seed = job
    rows, options = layout(seed)
    rgb, truth = hand_laid.lay_out(Path(folder), rows, **options)
    deck = hand_laid.deck_of(Path(folder))
    start = time.perf_counter()
    with single_threaded():
        found = recognize_array(rgb, deck)
    seconds = time.perf_counter() - start
    read = [card["code"] for card in found["cards"]]
    flagged = {code for unsure in found["unsure"] for code in unsure["candidates"]}
    return {"cards": len(truth), "wrong": len(set(read) - truth), "missed": len(truth - set(read)),
            "silent": len(truth - set(read) - flagged), "seconds": seconds}


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--layouts", type=int, default=30, help="layouts per pack")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    add_pack_option(parser)
    args = parser.parse_args()
    check_packs(parser, args.pack)
    packs = [("samples/deck", ROOT / "samples" / "deck"), ("alt", ROOT / "samples" / "deck-alt")]
    photo_dev = SHARED / "packs" / "photo-dev"
    if photo_dev.is_dir():
        packs.append(("photo-dev", photo_dev))
    packs.extend((folder.resolve().name, folder.resolve()) for folder in args.pack)
    jobs = [(str(folder), args.seed + 1000 * p + k) for p, (_, folder) in enumerate(packs) for k in range(args.layouts)]
    started = time.perf_counter()
    results = list(run_jobs(read_layout, jobs, args.workers))
    print(f"seed {args.seed}; {args.layouts} hand-laid layouts per pack; {args.workers} read at a time; "
          f"total {time.perf_counter() - started:.0f} s")
    wide = max(13, max(len(name) for name, _ in packs) + 1)
    header = f"{'pack':<{wide}}{'layouts':>8}{'cards':>7}{'wrong':>7}{'missed':>8}{'silent':>8}{'exact':>7}{'med s':>7}"
    print(header)
    print("-" * len(header))
    for p, (name, _) in enumerate(packs):
        rows = results[p * args.layouts:(p + 1) * args.layouts]
        exact = sum(1 for r in rows if not r["wrong"] and not r["missed"])
        print(f"{name:<{wide}}{len(rows):>8}{sum(r['cards'] for r in rows):>7}{sum(r['wrong'] for r in rows):>7}"
              f"{sum(r['missed'] for r in rows):>8}{sum(r['silent'] for r in rows):>8}{exact:>7}"
              f"{statistics.median(r['seconds'] for r in rows):>7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
