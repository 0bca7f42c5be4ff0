"""The textbook baseline against the project's reader, on the same scenes
as ``bench/bench_recognition.py`` (issue 7): prints one table.

    .venv/bin/python bench/bench_sift.py [--scenes N] [--seed S] [--packs photo-dev,alt,samples/deck]
                                         [--layouts grid,rows,tight,hand] [--workers 2]

The baseline is what the issue compares with: SIFT keypoints of each face
of the deck folder, matched to the screenshot's keypoints (two nearest
neighbours, Lowe's ratio test at 0.75), and one RANSAC homography per face;
a face is read when the homography holds at least ``MIN_INLIERS`` inliers
and maps the face onto a plausible card (convex, of a sensible size).  Each
face is looked for once (a pack holds each card once); two faces mapped
onto the same place are one card, the face with more inliers.  The project's
reader is ``recognition.recognize.recognize_array`` through the same deck
folder.  Columns: card-level precision, recall, F1, scenes read exactly,
median and 95th percentile seconds per screenshot (one thread each,
``--workers`` screenshots at a time; the machine's 2 cores are shared, so
seconds are inflated by load).

Scenes are those of ``bench/bench_recognition.py``: the same pack order,
layouts, seed (its default) and seed formula, every other scene with a
photographic look.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "bench"))

import cv2  # noqa: E402
import numpy as np  # noqa: E402
from PIL import Image  # noqa: E402

from recognition.evaluate import Tally  # noqa: E402
from recognition.synthetic.render_deck import render_deck  # noqa: E402
from recognition.synthetic.scenes import LAYOUTS  # noqa: E402
from recognition.threads import single_threaded  # noqa: E402
from shared_paths import SHARED  # noqa: E402
from bench_recognition import PACKS, SEED, read_scene, run_jobs, scene_seed, screenshot  # noqa: E402  (the same screenshots)

PHOTO_DEV = SHARED / "packs" / "photo-dev"
RATIO = 0.75
MIN_INLIERS = 10

_SIFT: dict[str, list[tuple[str, np.ndarray, np.ndarray, tuple[int, int]]]] = {}


def _face_features(folder: str) -> list[tuple[str, np.ndarray, np.ndarray, tuple[int, int]]]:
    """SIFT keypoints (as points) and descriptors of every face of a deck folder."""
    if folder not in _SIFT:
        sift = cv2.SIFT_create()
        features = []
        for path in sorted(Path(folder).glob("*.png")):
            gray = cv2.cvtColor(np.asarray(Image.open(path).convert("RGB")), cv2.COLOR_RGB2GRAY)
            keypoints, descriptors = sift.detectAndCompute(gray, None)
            if descriptors is None:
                continue
            points = np.float32([k.pt for k in keypoints])
            features.append((path.stem, points, descriptors, (gray.shape[1], gray.shape[0])))
        _SIFT[folder] = features
    return _SIFT[folder]


def _plausible(corners: np.ndarray, face_size: tuple[int, int], screen: tuple[int, int]) -> bool:
    """The face's corners mapped onto the screenshot make a card: convex,
    not flipped inside out, between 60 and 500 px tall, about the face's shape."""
    quad = corners.reshape(4, 2)
    if not cv2.isContourConvex(quad.astype(np.float32)):
        return False
    sides = np.linalg.norm(quad - np.roll(quad, -1, axis=0), axis=1)
    width, height = (sides[0] + sides[2]) / 2, (sides[1] + sides[3]) / 2
    aspect = face_size[0] / face_size[1]
    return bool(60 <= height <= 500 and 0.7 * aspect < width / max(height, 1e-6) < 1.4 * aspect
                and np.all(np.abs(quad) < 2 * max(screen)))


def sift_read(rgb: np.ndarray, folder: str) -> dict[str, Any]:
    """The cards of a screenshot by SIFT, ratio test and one RANSAC
    homography per face (same shape of answer as ``recognize_array``)."""
    faces = _face_features(folder)
    sift = cv2.SIFT_create()
    gray = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY)
    keypoints, descriptors = sift.detectAndCompute(gray, None)
    cards: list[dict[str, Any]] = []
    if descriptors is None or len(keypoints) < 2:
        return {"cards": cards, "unsure": [], "problems": []}
    scene_points = np.float32([k.pt for k in keypoints])
    matcher = cv2.FlannBasedMatcher({"algorithm": 1, "trees": 5}, {"checks": 50})
    matcher.add([descriptors])
    matcher.train()
    screen = (rgb.shape[1], rgb.shape[0])
    for code, points, face_descriptors, size in faces:
        good = [m for m, n in (pair for pair in matcher.knnMatch(face_descriptors, k=2) if len(pair) == 2)
                if m.distance < RATIO * n.distance]
        if len(good) < MIN_INLIERS:
            continue
        source = points[[m.queryIdx for m in good]].reshape(-1, 1, 2)
        target = scene_points[[m.trainIdx for m in good]].reshape(-1, 1, 2)
        homography, inliers = cv2.findHomography(source, target, cv2.RANSAC, 5.0)
        if homography is None or int(inliers.sum()) < MIN_INLIERS:
            continue
        w, h = size
        corners = cv2.perspectiveTransform(np.float32([[0, 0], [w, 0], [w, h], [0, h]]).reshape(-1, 1, 2),
                                           homography)
        if _plausible(corners, size, screen):
            cards.append({"code": code, "inliers": int(inliers.sum()), "corners": corners.reshape(4, 2)})
    return {"cards": _one_card_per_place(cards), "unsure": [], "problems": []}


def _one_card_per_place(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Two faces mapped onto the same place (pip cards share their pips)
    are one card: the face with more inliers keeps it."""
    kept: list[dict[str, Any]] = []
    for card in sorted(cards, key=lambda c: -c["inliers"]):
        centre, corners = card["corners"].mean(axis=0), card["corners"]
        width = float(np.linalg.norm(corners[1] - corners[0]))
        if all(np.linalg.norm(centre - k["corners"].mean(axis=0)) > 0.3 * width for k in kept):
            kept.append(card)
    return [{"code": c["code"], "inliers": c["inliers"]} for c in kept]


def _scene(job: tuple[str, str, int, bool, str]) -> tuple[list[dict[str, Any]], dict[str, Any], float]:
    """One scene read by one method: truth, what was read, seconds."""
    folder, layout, seed, photo, method = job
    if method == "trunfu":
        cards, found, seconds, _size = read_scene((folder, folder, layout, seed, photo))
        return cards, found, seconds
    scene, rgb = screenshot(folder, layout, seed, photo)
    _face_features(folder)                 # the deck's features once, as the reader's templates
    with single_threaded():
        cv2.setNumThreads(1)
        start = time.perf_counter()
        found = sift_read(rgb, folder)
    return scene.cards, found, time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--scenes", type=int, default=4, help="scenes per row (default 4)")
    parser.add_argument("--seed", type=int, default=SEED, help="bench_recognition.py's default unless told")
    parser.add_argument("--packs", default="photo-dev", help=f"comma-separated, of {', '.join(PACKS)}")
    parser.add_argument("--layouts", default="grid,rows", help=f"comma-separated, of {', '.join(LAYOUTS)}")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    wanted = [p.strip() for p in args.packs.split(",") if p.strip()]
    layouts = [layout.strip() for layout in args.layouts.split(",") if layout.strip()]
    started = time.perf_counter()
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        folders = {"samples/deck": ROOT / "samples" / "deck", "photo-dev": PHOTO_DEV}
        if "alt" in wanted:
            folders["alt"] = Path(tmp) / "alt"
            render_deck(folders["alt"], style="alt")
        rows: list[tuple[str, str, str, list[tuple[str, str, int, bool, str]]]] = []
        for name in wanted:
            if name not in PACKS or not folders[name].is_dir():
                print(f"({name}: not there, left out)")
                continue
            p = PACKS.index(name)
            for layout in layouts:
                l = LAYOUTS.index(layout)
                seeds = [scene_seed(args.seed, p, l, i) for i in range(args.scenes)]
                for method in ("sift", "trunfu"):
                    rows.append((name, layout, method, [(str(folders[name]), layout, s, i % 2 == 1, method)
                                                        for i, s in enumerate(seeds)]))
        results = run_jobs(_scene, [job for *_, js in rows for job in js], args.workers)
    print(f"seed {args.seed}; {args.scenes} scenes per row (every other one photographic); "
          f"{args.workers} at a time on {os.cpu_count()} cores (shared: seconds inflated by load); "
          f"total {time.perf_counter() - started:.0f} s")
    header = (f"{'pack':<13}{'layout':<8}{'method':<8}{'cards':>6}{'precision':>10}{'recall':>8}{'F1':>8}"
              f"{'exact':>7}{'med s':>7}{'p95 s':>7}")
    print(header)
    print("-" * len(header))
    for name, layout, method, js in rows:
        tally = Tally()
        for _ in js:
            truth, found, seconds = next(results)
            tally.add(truth, found, seconds)
        print(f"{name:<13}{layout:<8}{method:<8}{tally.cards:>6}{tally.precision:>10.3f}{tally.recall:>8.3f}"
              f"{tally.f1:>8.3f}{f'{tally.exact}/{tally.scenes}':>7}{statistics.median(tally.seconds):>7.2f}"
              f"{float(np.percentile(tally.seconds, 95)):>7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
