"""Cutting a pack's faces out of one screenshot of all its cards in a grid,
so a user can teach the app the real Tabletopia pack in a minute."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from recognition.deck import prepare
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


def whole_cards(rgb: np.ndarray) -> list[Region]:
    """The uncovered cards of a grid screenshot, row by row."""
    return grid_order([r for r in find_regions(rgb, aspect=CARD_ASPECT) if r.visible > 0.8])


def row_lengths(rgb: np.ndarray, total: int) -> list[int] | None:
    """The number of cards in each row of a grid screenshot, as ``cut_faces``
    orders them; None when the number of whole cards is not ``total``
    (``cut_faces`` then explains)."""
    regions = whole_cards(rgb)
    if len(regions) != total:
        return None
    lengths: list[int] = []
    previous_x: int | None = None
    for region in regions:       # each row left to right: a step back starts a new row
        if previous_x is None or region.box[0] < previous_x:
            lengths.append(0)
        lengths[-1] += 1
        previous_x = region.box[0]
    return lengths


def _card_mask(window: np.ndarray, ring: int = 2) -> np.ndarray:
    """Pixels of a window around one card that are neither the table nor its
    shadow.

    The table's colour is the median of the window's outer ring.  A shadow
    is the table darkened, so its pixels lie on the segment from black to
    the table's colour; whatever is far from that segment (scaled 0.4 to
    1.1, for shadow and highlights) is card.  Region finding keeps the
    shadow with the card, which shifts and tilts a cut face by a few pixels:
    harmless for reading, but the face becomes the template every later
    screenshot is compared with."""
    pixels = window.astype(np.float32)
    frame = np.concatenate([pixels[:ring].reshape(-1, 3), pixels[-ring:].reshape(-1, 3),
                            pixels[:, :ring].reshape(-1, 3), pixels[:, -ring:].reshape(-1, 3)])
    table = np.median(frame, axis=0)
    spread = 6.0 * float(np.median(np.abs(frame - table).max(axis=1)))   # the table's own texture
    scale = np.clip((pixels @ table) / (float(table @ table) + 1e-6), 0.4, 1.1)
    distance = np.abs(pixels - scale[..., None] * table).max(axis=2)
    mask = (distance > max(30.0, spread)).astype(np.uint8) * 255
    mask = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    k = max(3, int(window.shape[0] * 0.03) | 1)      # bridge pale parts of the face touching its edge
    return cv2.morphologyEx(mask, cv2.MORPH_CLOSE, np.ones((k, k), np.uint8))


Rect = tuple[float, float, float, float, float]   # centre x, y, width, height, angle (degrees)


def card_rect(rgb: np.ndarray, box: tuple[int, int, int, int]) -> Rect | None:
    """The card in ``box`` (a region found on a grid screenshot) as a rotated
    rectangle along its own edges (not its shadow); None when its outline is
    not one card of about the region's size."""
    x, y, w, h = box
    pad = max(4, int(h * 0.04))           # less than the gap between the cards of a grid
    height, width = rgb.shape[:2]
    x0, y0 = max(0, x - pad), max(0, y - pad)
    window = rgb[y0:min(height, y + h + pad), x0:min(width, x + w + pad)]
    # Opening with a kernel wider than a sliver of the neighbouring card
    # that reaches into the window (cards of a grid nearly touch) keeps
    # only this card, whose rectangle it leaves as it was.
    k = max(3, int(h * 0.06) | 1)
    mask = cv2.morphologyEx(_card_mask(window), cv2.MORPH_OPEN, np.ones((k, k), np.uint8))
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
    if not contours:
        return None
    (cx, cy), (rw, rh), angle = cv2.minAreaRect(cv2.convexHull(max(contours, key=cv2.contourArea)))
    if angle > 45:
        angle, rw, rh = angle - 90, rh, rw
    elif angle < -45:
        angle, rw, rh = angle + 90, rh, rw
    if not 0.8 < rw * rh / max(1, w * h) < 1.1 or not 0.4 < rw / max(rh, 1) < 0.75:
        return None
    # The mask stops about a pixel inside the anti-aliased edge.
    return cx + x0, cy + y0, rw + 2, rh + 2, angle


def warp_face(rgb: np.ndarray, rect: Rect, size: tuple[int, int]) -> np.ndarray:
    """The card of ``rect`` upright at ``size`` (width, height)."""
    cx, cy, rw, rh, angle = rect
    # Three corners of the upright card, rotated back onto the screenshot, go
    # straight to the face's corners: one resampling, not two.
    rotation = cv2.invertAffineTransform(cv2.getRotationMatrix2D((cx, cy), angle, 1.0))
    corners = [(cx - rw / 2, cy - rh / 2), (cx + rw / 2, cy - rh / 2), (cx - rw / 2, cy + rh / 2)]
    source = np.array([rotation @ np.array([px, py, 1.0]) for px, py in corners], np.float32)
    fw, fh = size
    target = np.array([[0, 0], [fw, 0], [0, fh]], np.float32)
    return cv2.warpAffine(rgb, cv2.getAffineTransform(source, target), size,
                          flags=cv2.INTER_AREA if rh > fh else cv2.INTER_CUBIC, borderMode=cv2.BORDER_REPLICATE)


def refine_face(rgb: np.ndarray, box: tuple[int, int, int, int], size: tuple[int, int] = FACE_SIZE,
                aspect: float = CARD_ASPECT) -> np.ndarray | None:
    """The card in ``box`` cut along its own edges, upright, at ``size``;
    None when its outline does not look like one card of the pack's
    ``aspect`` (the caller then keeps the region's own crop)."""
    rect = card_rect(rgb, box)
    if rect is None or abs(rect[2] / rect[3] - aspect) > 0.05:
        return None
    return warp_face(rgb, rect, size)


#: Two cut faces correlating above this are the same picture: the cut failed.
SAME_FACE = 0.97
#: Above this, two cards look alike enough to be confused when half covered.
ALIKE = 0.85


def alike_pairs(faces: dict[str, np.ndarray], level: float = ALIKE) -> list[tuple[str, str, float]]:
    """Pairs of faces whose small blurred images correlate above ``level``
    (after the mean face is taken off, as reading compares them), most
    alike first."""
    codes = list(faces)
    small = np.stack([prepare(faces[c], 48, 28).reshape(-1) for c in codes])
    small = small - small.mean(axis=0)
    small -= small.mean(axis=1, keepdims=True)
    small /= np.maximum(np.linalg.norm(small, axis=1, keepdims=True), 1e-6)
    corr = small @ small.T
    pairs = [(codes[i], codes[j], float(corr[i, j])) for i in range(len(codes)) for j in range(i + 1, len(codes))
             if corr[i, j] > level]
    return sorted(pairs, key=lambda p: -p[2])


@dataclass
class Cut:
    """What ``cut_faces`` wrote, and which cards look alike."""

    written: list[Path]
    alike: list[tuple[str, str, float]]


def cut_faces(image: str | Path, codes: list[str], out: str | Path) -> Cut:
    """Write ``<code>.png`` for each card of a grid screenshot, in ``codes``
    order, cut at the card's own edge at the pack's own aspect; nothing is
    written unless there are as many cards as codes and every face differs."""
    rgb = load_image(image)
    regions = whole_cards(rgb)
    if len(regions) != len(codes):
        raise CutoutError("recognition.cutout.count", path=str(image), found=len(regions), needed=len(codes))
    rects = [card_rect(rgb, r.box) for r in regions]
    ratios = [r[2] / r[3] for r in rects if r is not None]
    aspect = float(np.median(ratios)) if ratios else CARD_ASPECT
    size = (max(8, round(FACE_SIZE[1] * aspect)), FACE_SIZE[1])
    faces: dict[str, np.ndarray] = {}
    for code, region, rect in zip(codes, regions, rects):
        if rect is not None and abs(rect[2] / rect[3] - aspect) <= 0.03:
            faces[code] = warp_face(rgb, rect, size)
        else:
            faces[code] = cv2.resize(region.crop, size, interpolation=cv2.INTER_AREA)
    same = [f"{a}={b}" for a, b, _ in alike_pairs(faces, SAME_FACE)]
    if same:
        raise CutoutError("recognition.cutout.not_distinct", path=str(image), pairs=", ".join(same))
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for code, face in faces.items():
        path = folder / f"{code}.png"
        cv2.imwrite(str(path), cv2.cvtColor(face, cv2.COLOR_RGB2BGR))
        written.append(path)
    return Cut(written, alike_pairs(faces))
