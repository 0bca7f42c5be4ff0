"""Builds thirteen deck folders of packs the reader was not drawn for, for
``bench/bench_recognition.py --pack``.

    .venv/bin/python bench/outside_packs.py OUT [--cards DIR]
    .venv/bin/python bench/bench_recognition.py --pack OUT/aisle-bellot ...

The benchmark's own packs are the ones the reader was developed on; a figure
on packs it never saw tells whether a change helps reading in general or
only on them.  Nothing built here is committed or shipped: the sources'
licences vary (Debian's card games, GPL photographs in ../shared), so each
developer builds the folders from what is on the machine.  A folder already
holding its 63 faces is left as it is, so the script can be run again.

The packs, one ``<code>.png`` per card of ``scoring.CODES``:

- ``aisle-tarocco``, ``aisle-swiss-xvii``, ``aisle-bellot``,
  ``aisle-slavic`` (held out until it lost a row on a dev seed, since
  developed on), and ``aisle-guyenne``, ``aisle-tigullio`` (held out:
  measured, never developed on; ``HELD_OUT``): French and Swiss packs of
  Debian's ``gnome-cards-data`` (``apt-get install
  gnome-cards-data``), rendered with cairosvg (both installed by ``make
  setup``: the tests use them too; the app does not).  See
  ``aisle_codes`` for which card stands for which of ours.
- ``plain``: the plain pack drawn by ``tests/recognition/plain_pack.py``.
- ``photo-borderless``, ``photo-scanned``, ``photo-rounded`` (from
  ../shared/packs/photo-dev) and ``sample-borderless``, ``sample-darkframe``,
  ``sample-rounded`` (from samples/deck): changed as the tests change them
  (``tests/recognition/pack_variants.py``).
"""

from __future__ import annotations

import argparse
import hashlib
import shutil
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "recognition"))

from PIL import Image  # noqa: E402

from aisle_packs import AISLERIOT, NotBuilt, aisle_faces, save_faces  # noqa: E402
from pack_variants import borderless, dark_framed, rounded, scanned, write_variant  # noqa: E402
from plain_pack import plain_faces  # noqa: E402
from scoring import CODES  # noqa: E402
from shared_paths import SHARED  # noqa: E402

PHOTO_DEV = SHARED / "packs" / "photo-dev"
SAMPLES = ROOT / "samples" / "deck"


def _from_sheet(pack: str) -> Callable[[Path, Path], None]:
    return lambda out, cards_dir: save_faces(aisle_faces(pack, cards_dir), out)


def _plain(out: Path, _cards_dir: Path) -> None:
    save_faces(plain_faces(), out)


def _changed(source: Path, change: Callable[[Image.Image], Image.Image]) -> Callable[[Path, Path], None]:
    def build(out: Path, _cards_dir: Path) -> None:
        if not source.is_dir():
            raise NotBuilt(f"{source} is not there")
        write_variant(source, out, change, CODES)
    return build


#: Each pack's name and how its folder is built (into a folder, given the
#: aisleriot cards folder).
PACKS: dict[str, Callable[[Path, Path], None]] = {
    "aisle-tarocco": _from_sheet("tarocco"),
    "aisle-swiss-xvii": _from_sheet("swiss-xvii"),
    "aisle-bellot": _from_sheet("bellot"),
    "plain": _plain,
    "photo-borderless": _changed(PHOTO_DEV, borderless),
    "photo-scanned": _changed(PHOTO_DEV, scanned),
    "sample-borderless": _changed(SAMPLES, borderless),
    "sample-darkframe": _changed(SAMPLES, dark_framed),
    "photo-rounded": _changed(PHOTO_DEV, rounded),
    "sample-rounded": _changed(SAMPLES, rounded),
    # Held out until its row of 37 cards was lost on dev seed 51000000
    # (tests/recognition/test_recog_other_packs.py); developed on since.
    "aisle-slavic": _from_sheet("slavic_costumes"),
    # Held out: measured, never developed on (see HELD_OUT).
    "aisle-guyenne": _from_sheet("guyenne-classic"),
    "aisle-tigullio": _from_sheet("tigullio"),
}
#: Packs kept for measuring only: a change is developed on the packs above
#: and then measured on these, so their figures say how the reader does on
#: a pack nobody tuned it to.  Guyenne's courts are woodcut-like;
#: Tigullio's are Genoese.
HELD_OUT = ("aisle-guyenne", "aisle-tigullio")


def problems(folder: Path) -> list[str]:
    """What keeps ``folder`` from being a whole deck folder: a code without
    its face, faces of more than one size, two faces alike to the pixel."""
    missing = [code for code in CODES if not (folder / f"{code}.png").is_file()]
    if missing:
        return [f"no face for {', '.join(missing[:5])}{' ...' if len(missing) > 5 else ''}"]
    sizes: Counter[tuple[int, int]] = Counter()
    seen: dict[str, str] = {}
    found: list[str] = []
    for code in CODES:
        with Image.open(folder / f"{code}.png") as face:
            sizes[face.size] += 1
            digest = hashlib.sha1(face.tobytes()).hexdigest()
        if digest in seen:
            found.append(f"{code} is {seen[digest]}'s twin")
        seen.setdefault(digest, code)
    if len(sizes) > 1:
        found.append(f"faces of {len(sizes)} sizes: {dict(sizes)}")
    return found


def build(name: str, out: Path, cards_dir: Path) -> str:
    """One pack's folder under ``out``, built beside it and moved in place
    once whole, so an interrupted run leaves no half folder that looks
    built; the line to print."""
    folder = out / name
    if folder.is_dir() and not problems(folder):
        return f"{name}: already built, left as it is ({folder})"
    partial = out / f".{name}.partial"
    shutil.rmtree(partial, ignore_errors=True)
    PACKS[name](partial, cards_dir)
    found = problems(partial)
    if found:
        raise NotBuilt(f"its folder came out wrong ({'; '.join(found)}), left in {partial}")
    if folder.exists():
        shutil.rmtree(folder)
    partial.rename(folder)
    with Image.open(folder / f"{CODES[0]}.png") as face:
        w, h = face.size
    return f"{name}: built, {len(CODES)} faces of {w}x{h} ({folder})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("out", type=Path, help="the folder to build the deck folders in")
    parser.add_argument("--cards", type=Path, default=AISLERIOT, metavar="DIR",
                        help=f"where gnome-cards-data's .svgz sheets are (default {AISLERIOT})")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in PACKS:
        try:
            print(build(name, args.out, args.cards), flush=True)
        except NotBuilt as error:
            print(f"outside_packs: {name} not built: {error}", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
