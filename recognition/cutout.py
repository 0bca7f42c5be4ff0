"""Cutting a pack's faces out of one screenshot of all its cards in a grid,
so a user can teach the app the real Tabletopia pack in a minute."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from recognition.errors import RecognitionError
from recognition.images import load_image
from recognition.regions import Region, find_regions

#: Aspect of a Sicilian card (width / height) and the size faces are saved at.
CARD_ASPECT = 240 / 420
FACE_SIZE = (240, 420)


class CutoutError(RecognitionError):
    """A screenshot the pack's faces cannot be cut from."""


def grid_order(regions: list[Region]) -> list[Region]:
    """Regions row by row (top to bottom), each row left to right."""
    if not regions:
        return []
    height = float(np.median([r.box[3] for r in regions]))
    by_y = sorted(regions, key=lambda r: r.box[1] + r.box[3] / 2)
    rows: list[list[Region]] = [[by_y[0]]]
    for r in by_y[1:]:
        last = rows[-1][-1]
        if (r.box[1] + r.box[3] / 2) - (last.box[1] + last.box[3] / 2) > height / 2:
            rows.append([r])
        else:
            rows[-1].append(r)
    return [r for row in rows for r in sorted(row, key=lambda r: r.box[0])]


def cut_faces(image: str | Path, codes: list[str], out: str | Path) -> list[Path]:
    """Write ``<code>.png`` for each card of a grid screenshot, in ``codes`` order."""
    rgb = load_image(image)
    regions = [r for r in find_regions(rgb, aspect=CARD_ASPECT) if r.visible > 0.8]
    if len(regions) != len(codes):
        raise CutoutError(
            f"{image}: trovate {len(regions)} carte intere, ne servono {len(codes)} "
            "(tutte le carte del mazzo in una griglia, separate e non coperte)",
            f"{image}: found {len(regions)} whole cards, {len(codes)} are needed "
            "(every card of the pack in a grid, apart and uncovered)")
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for code, region in zip(codes, grid_order(regions)):
        face = cv2.resize(region.crop, FACE_SIZE, interpolation=cv2.INTER_AREA)
        path = folder / f"{code}.png"
        cv2.imwrite(str(path), cv2.cvtColor(face, cv2.COLOR_RGB2BGR))
        written.append(path)
    return written
