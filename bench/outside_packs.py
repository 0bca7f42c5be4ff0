"""Builds ten deck folders of packs the reader was not drawn for, for
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

- ``aisle-tarocco``, ``aisle-swiss-xvii``, ``aisle-bellot``: French and
  Swiss packs of Debian's ``gnome-cards-data`` (``apt-get install
  gnome-cards-data``), rendered with cairosvg (``.venv/bin/pip install -e
  ".[bench]"`` or ``pip install cairosvg``: the benchmark needs it, the app
  does not).  See
  ``aisle_codes`` for which card stands for which of ours.
- ``plain``: the plain pack drawn by ``tests/recognition/plain_pack.py``.
- ``photo-borderless``, ``photo-scanned``, ``photo-rounded`` (from
  ../shared/packs/photo-dev) and ``sample-borderless``, ``sample-darkframe``,
  ``sample-rounded`` (from samples/deck): changed as the tests change them
  (``tests/recognition/pack_variants.py``).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import shutil
import sys
from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "recognition"))

from PIL import Image  # noqa: E402

from pack_variants import borderless, dark_framed, rounded, scanned, write_variant  # noqa: E402
from plain_pack import plain_faces  # noqa: E402
from scoring import CODES  # noqa: E402
from shared_paths import SHARED  # noqa: E402

AISLERIOT = Path("/usr/share/aisleriot/cards")
PHOTO_DEV = SHARED / "packs" / "photo-dev"
SAMPLES = ROOT / "samples" / "deck"
#: A sheet's width in pixels: 13 cards across, so each about 240 px wide,
#: as wide as samples/deck's faces.
SHEET_WIDTH = 3120
#: An aisleriot sheet: 13 columns (Ace to King) and 5 rows, a suit a row in
#: this order (clubs, diamonds, hearts, spades, as our B, O, C, S), then a
#: row of the black joker, the red joker and the back.
SHEET_SUITS = "BOCS"
SHEET_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SHEET_ROWS = 5
#: The pack each aisleriot pack borrows its missing cards from: one whose
#: courts look nothing like its own (Bellot's are the Paris pattern too,
#: near twins of ``paris``'s, so it borrows from ``dondorf``).
DONOR = {"tarocco": "paris", "swiss-xvii": "paris", "bellot": "dondorf"}

Faces = dict[str, Image.Image]


class NotBuilt(Exception):
    """A pack cannot be built (a source missing on this machine, or the
    folder came out wrong): said in one line, not a traceback."""


def aisle_codes() -> tuple[dict[str, str], dict[str, str]]:
    """Which sheet card stands for each of our codes: those the pack's own
    sheet gives, and those borrowed from its donor.

    A French pack has no Cavalli and no trumps, and more small cards than
    we use: its pips 5-10 (and the 4 of diamonds) are ours; its jack, queen
    and king are our Donna, Regina and Re (D, Q, K); its aces, 2s, 3s and
    the 4s of clubs, hearts and spades are T1-T15; the black joker is the
    Fuggitivo and the red one T0.  That leaves four Cavalli and five trumps:
    the donor's jacks are the Cavalli of their suit, its queens T16-T19 and
    its king of clubs T20, courts, so that no borrowed card is a near twin
    of a pip card the pack already has."""
    own: dict[str, str] = {}
    for suit in SHEET_SUITS:
        for rank in ("5", "6", "7", "8", "9", "10"):
            own[rank + suit] = rank + suit
        own["D" + suit], own["Q" + suit], own["K" + suit] = "J" + suit, "Q" + suit, "K" + suit
    own["4O"] = "4O"
    low = [rank + suit for rank in ("A", "2", "3") for suit in SHEET_SUITS] + ["4B", "4C", "4S"]
    own.update({f"T{n}": card for n, card in enumerate(low, start=1)})
    own["FUG"], own["T0"] = "JOKER-BLACK", "JOKER-RED"
    borrowed = {"C" + suit: "J" + suit for suit in SHEET_SUITS}
    borrowed.update({f"T{16 + i}": "Q" + suit for i, suit in enumerate(SHEET_SUITS)})
    borrowed["T20"] = "KB"
    return own, borrowed


def _sheet_names() -> list[list[str]]:
    """The name of each cell of a sheet, row by row ("" for the back and
    the empty cells)."""
    rows = [[rank + suit for rank in SHEET_RANKS] for suit in SHEET_SUITS]
    return rows + [["JOKER-BLACK", "JOKER-RED"] + [""] * (len(SHEET_RANKS) - 2)]


def render_sheet(path: Path) -> Image.Image:
    """An aisleriot sheet (.svgz) as one RGBA picture ``SHEET_WIDTH`` wide."""
    try:
        import cairosvg
    except ImportError:
        raise NotBuilt('cairosvg is missing: .venv/bin/pip install -e ".[bench]" (or pip install cairosvg)') from None
    if not path.is_file():
        raise NotBuilt(f"{path} is not there: apt-get install gnome-cards-data (or give --cards DIR)")
    png = cairosvg.svg2png(bytestring=gzip.decompress(path.read_bytes()), output_width=SHEET_WIDTH)
    return Image.open(io.BytesIO(png)).convert("RGBA")


def cut_sheet(sheet: Image.Image) -> Faces:
    """Every card of a sheet by its name, each cut at its alpha bounding box
    inside its cell (the cards touch, so a neighbour's anti-aliased corner
    may reach a cell: alpha below half is not card)."""
    names = _sheet_names()
    w, h = sheet.size
    cards: Faces = {}
    for r, row in enumerate(names):
        for c, name in enumerate(row):
            if not name:
                continue
            cell = sheet.crop((round(c * w / len(row)), round(r * h / SHEET_ROWS),
                               round((c + 1) * w / len(row)), round((r + 1) * h / SHEET_ROWS)))
            box = cell.getchannel("A").point(lambda a: 255 if a > 127 else 0).getbbox()
            if box is None:
                raise NotBuilt(f"the sheet has no card where {name} should be")
            cards[name] = cell.crop(box)
    return cards


@lru_cache(maxsize=2)
def _cards(path: Path) -> Faces:
    """A sheet's cards, kept while the next pack may borrow from it (two
    packs share ``paris``)."""
    return cut_sheet(render_sheet(path))


def aisle_faces(pack: str, cards_dir: Path) -> Faces:
    """Our 63 faces from an aisleriot pack and its donor, all resized to
    the pack's most common card size."""
    own, borrowed = aisle_codes()
    sheet, donor = _cards(cards_dir / f"{pack}.svgz"), _cards(cards_dir / f"{DONOR[pack]}.svgz")
    faces = {code: sheet[name] for code, name in own.items()}
    faces.update({code: donor[name] for code, name in borrowed.items()})
    size = Counter(sheet[name].size for name in own.values()).most_common(1)[0][0]
    return {code: face if face.size == size else face.resize(size, Image.Resampling.LANCZOS) for code, face in faces.items()}


def save_faces(faces: Faces, out: Path) -> None:
    """A deck folder of ``faces``, one ``<code>.png`` each."""
    out.mkdir(parents=True)
    for code in CODES:
        faces[code].save(out / f"{code}.png")


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
}


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
    parser.add_argument("out", type=Path, help="the folder to build the ten deck folders in")
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
