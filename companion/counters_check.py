"""The counters check: a screenshot of the table's counters against the
counters kept from the saved hands.

At the end of a turn the table posts a screenshot of each player's Giochi
Vinti/Persi and Somma totale Jochi.  ``recognition.counters`` reads them
(never guessing: a number it is not sure of is unread); this module puts
the reading beside the expected counters of the turn (``Evenings``) and says
per counter ✓, ✗ or "illeggibile".  The app and ``trunfu counters check``
both call ``check_counters`` and show ``CountersCheck``:

    result = check_counters(evenings, "2026-11-22", "A", "shot.png", turn=1)
    result.as_json()      # the JSON of hand-format.md
    result.text("en")     # the readable report
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from companion.breakdown import signed
from companion.errors import UserError
from scoring.catalogue import text

if TYPE_CHECKING:   # OpenCV and Tesseract are loaded only when a screenshot is read
    import numpy as np

    from companion.evenings import Evenings
    from companion.tables import Turn
    from recognition.counters import CounterRead, CountersReading

Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class CounterCheck:
    """One counter: the value read (None: unreadable), the value expected and
    whether they agree (None when nothing was read).  ``box`` is where the
    number is on the screenshot, for the app to mark it."""

    read: int | None
    expected: int
    box: Box | None = None
    confidence: float = 0.0

    @property
    def ok(self) -> bool | None:
        return None if self.read is None else self.read == self.expected

    def as_json(self) -> dict[str, Any]:
        return {"read": self.read, "expected": self.expected, "ok": self.ok}


@dataclass(frozen=True)
class PlayerCheck:
    """A player's two counters; ``found`` is False when the name was not seen."""

    player: str
    found: bool
    giochi: CounterCheck
    jochi: CounterCheck
    name_box: Box | None = None

    def as_json(self) -> dict[str, Any]:
        return {"player": self.player, "giochi": self.giochi.as_json(), "jochi": self.jochi.as_json()}


@dataclass(frozen=True)
class CountersCheck:
    """The whole check of one turn of one table."""

    table: str
    turn: int
    players: tuple[PlayerCheck, ...]

    def counters(self) -> list[CounterCheck]:
        return [c for p in self.players for c in (p.giochi, p.jochi)]

    @property
    def wrong(self) -> int:
        return sum(1 for c in self.counters() if c.ok is False)

    @property
    def unreadable(self) -> int:
        return sum(1 for c in self.counters() if c.ok is None)

    @property
    def right(self) -> int:
        return sum(1 for c in self.counters() if c.ok)

    def as_json(self) -> dict[str, Any]:
        """Exactly the JSON of ``trunfu counters check --json`` (hand-format.md)."""
        return {"table": self.table, "turn": self.turn, "players": [p.as_json() for p in self.players]}

    def text(self, lang: str = "it") -> str:
        """The readable report: a line per player, then what to do."""
        width = max([len(p.player) for p in self.players] + [len(text("counters.check.player", lang))])
        g_head, j_head = text("counters.check.giochi", lang), text("counters.check.jochi", lang)
        cells = [[_cell(p, p.giochi, lang, signed), _cell(p, p.jochi, lang, str)] for p in self.players]
        g_width = max([len(g_head)] + [len(c[0]) for c in cells])
        lines = [text("counters.check.title", lang, table=self.table, turn=self.turn),
                 f"{text('counters.check.player', lang):<{width}}  {g_head:<{g_width}}  {j_head}"]
        for p, (g, j) in zip(self.players, cells):
            if not p.found:
                g = text("counters.check.not_found", lang)
                j = ""
            lines.append(f"{p.player:<{width}}  {g:<{g_width}}  {j}".rstrip())
        lines.append(text("counters.check.summary", lang, ok=self.right, wrong=self.wrong,
                          unreadable=self.unreadable))
        if self.wrong:
            lines.append(text("counters.check.some_wrong", lang, count=self.wrong))
        if self.unreadable:
            lines.append(text("counters.check.some_unreadable", lang, count=self.unreadable))
        if not self.wrong and not self.unreadable:
            lines.append(text("counters.check.all_ok", lang))
        return "\n".join(lines)


def _cell(player: PlayerCheck, counter: CounterCheck, lang: str, show: Any) -> str:
    if counter.read is None:
        return text("counters.check.unreadable", lang, expected=show(counter.expected))
    mark = "✓" if counter.ok else "✗"
    return text("counters.check.value", lang, read=show(counter.read), expected=show(counter.expected), mark=mark)


def compare(table: str, turn: "Turn", seats: Sequence[str], reading: "CountersReading") -> CountersCheck:
    """The reading of a screenshot beside the turn's counters, seat by seat."""
    players = []
    for name in seats:
        read = reading.player(name)
        players.append(PlayerCheck(
            player=name, found=read.found,
            giochi=_counter(read.giochi, turn.giochi[name]),
            jochi=_counter(read.jochi, turn.jochi[name]),
            name_box=read.name_box))
    return CountersCheck(table=table, turn=turn.number, players=tuple(players))


def _counter(read: "CounterRead", expected: int) -> CounterCheck:
    return CounterCheck(read=read.value, expected=expected, box=read.box, confidence=read.confidence)


def read_screenshot(image: "str | Path | np.ndarray", names: Sequence[str]) -> "CountersReading":
    """The counters on a screenshot (a file or an RGB array), recognition's
    refusals turned into ``UserError``s of the catalogue."""
    from recognition.counters import CountersError, read_counters
    from recognition.images import ImageError, load_image

    try:
        if isinstance(image, (str, Path)):
            # the one image loader, as for `trunfu recognize`: it says why a file is no
            # image (a folder, empty, truncated, too large), not only that it is none
            import numpy

            image = numpy.ascontiguousarray(load_image(image))
        return read_counters(image, names)
    except (CountersError, ImageError) as error:
        raise UserError.of(error.key, **error.params) from None


def check_counters(evenings: "Evenings", evening: str, table: str, image: "str | Path | np.ndarray",
                   *, turn: int | None = None) -> CountersCheck:
    """Check a screenshot of ``table``'s counters against turn ``turn`` (default:
    the current one).  An unknown evening, table or turn is refused before the
    screenshot is read."""
    state = evenings.table(evening, table)
    chosen = state.turn(turn)
    reading = read_screenshot(image, state.seats)
    return compare(state.label, chosen, state.seats, reading)
