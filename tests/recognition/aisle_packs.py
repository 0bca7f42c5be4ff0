"""Packs of Debian's card games (``gnome-cards-data``), as deck folders of
our 63 codes: prints the project was never drawn for, made by others.

Used by the tests that keep a scene of such a pack and by
``bench/outside_packs.py``.  The sheets are rendered with cairosvg; nothing
rendered is committed (the packs' licences vary).  Where the package or
cairosvg is missing, ``NotBuilt`` says so in one line.
"""

from __future__ import annotations

import gzip
import io
from collections import Counter
from functools import lru_cache
from pathlib import Path

from PIL import Image

from scoring import CODES

#: Where Debian's package puts the sheets.
AISLERIOT = Path("/usr/share/aisleriot/cards")
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
DONOR = {"tarocco": "paris", "swiss-xvii": "paris", "bellot": "dondorf",
         "slavic_costumes": "paris", "guyenne-classic": "paris", "tigullio": "paris"}

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
        import cairosvg  # type: ignore[import-untyped]
    except ImportError:
        raise NotBuilt("cairosvg is missing: make setup installs it") from None
    if not path.is_file():
        raise NotBuilt(f"{path} is not there: make setup installs gnome-cards-data")
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


def aisle_faces(pack: str, cards_dir: Path = AISLERIOT) -> Faces:
    """Our 63 faces from an aisleriot pack and its donor, all resized to
    the pack's most common card size."""
    own, borrowed = aisle_codes()
    sheet, donor = _cards(cards_dir / f"{pack}.svgz"), _cards(cards_dir / f"{DONOR[pack]}.svgz")
    faces = {code: sheet[name] for code, name in own.items()}
    faces.update({code: donor[name] for code, name in borrowed.items()})
    size = Counter(sheet[name].size for name in own.values()).most_common(1)[0][0]
    return {code: face if face.size == size else face.resize(size, Image.Resampling.LANCZOS) for code, face in faces.items()}


def save_faces(faces: Faces, out: Path) -> None:
    """A deck folder of ``faces``, one ``<code>.png`` for each of our codes."""
    out.mkdir(parents=True, exist_ok=True)
    for code in CODES:
        faces[code].save(out / f"{code}.png")
