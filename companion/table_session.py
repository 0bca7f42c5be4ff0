"""A table being played in the app, over the same database as the command line.

``TableSession`` is the app's door onto ``companion.evenings.Evenings``:
pick an evening and a table, get a draft for the next hand already seated
(players, dealer), save it, edit or delete a saved hand, undo, and read
what the table view shows (counters after each hand, table points, the
chart's series, the Discord text, the same text as ``trunfu discord``).

The database is opened for each operation: Flet runs event handlers on
worker threads and a SQLite connection belongs to the thread that opened
it; opening is cheap and it also means every read sees what another
process (the command line) wrote.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Mapping

from companion.evenings import Evenings
from companion.exports import discord_message
from companion.hand_entry import HandDraft
from companion.store import Change, default_db_path
from companion.tables import HandRecord, TableState, Turn
from scoring.seating import Seating


@dataclass(frozen=True, slots=True)
class ChartSeries:
    """One player's Giochi Vinti/Persi through the evening: the running sum
    of pay-outs after each hand of the table (the counter as it stood at the
    end of every hand, carried across turns so the line shows the evening)."""

    player: str
    points: tuple[int, ...]


class TableSession:
    """The evening and table the app is on, and what it can do with them."""

    def __init__(self, db_path: str | Path | None = None) -> None:
        self.db_path = Path(db_path) if db_path is not None else default_db_path()
        self.evening: str | None = None
        self.label: str | None = None

    @contextmanager
    def _open(self) -> Iterator[Evenings]:
        evenings = Evenings.open(self.db_path)
        try:
            yield evenings
        finally:
            evenings.close()

    # --- choosing -------------------------------------------------------------------
    def evenings(self) -> list[str]:
        with self._open() as ev:
            return ev.evenings()

    def tables(self, evening: str | None = None) -> list[TableState]:
        name = evening or self.evening
        if name is None:
            return []
        with self._open() as ev:
            return ev.tables(name)

    def open_evening(self, name: str, *, create: bool = False) -> None:
        """Go to evening ``name`` (creating it when asked and missing)."""
        name = name.strip()
        with self._open() as ev:
            if create and name not in ev.evenings():
                ev.create_evening(name)
            ev.store.evening_id(name)      # refuses an unknown evening with a message
        self.evening, self.label = name, None

    def create_table(self, label: str, players: list[str]) -> TableState:
        with self._open() as ev:
            state = ev.create_table(self._evening(), label, players)
        self.label = state.label
        return state

    def open_table(self, label: str) -> TableState:
        with self._open() as ev:
            state = ev.table(self._evening(), label)
        self.label = state.label
        return state

    def _evening(self) -> str:
        if self.evening is None:
            raise LookupError("no evening chosen")
        return self.evening

    def _label(self) -> str:
        if self.label is None:
            raise LookupError("no table chosen")
        return self.label

    # --- reading ---------------------------------------------------------------------
    def table(self) -> TableState:
        with self._open() as ev:
            return ev.table(self._evening(), self._label())

    def history(self) -> list[Change]:
        with self._open() as ev:
            return ev.history(self._evening())

    @staticmethod
    def seating_of(table: TableState, number: int | None = None) -> Seating:
        """The seating of hand ``number`` (default: the next hand)."""
        if number is None:
            return table.next_seating()
        return table.hands[number - 1].seating

    def new_draft(self, table: TableState | None = None) -> HandDraft:
        """A draft for the table's next hand: its rules, its players in seat
        order from the dealer, and the dealer, so names are typed once."""
        state = table or self.table()
        place = state.next_seating()
        return HandDraft(rules=state.rules, players=list(place.players), dealer=place.dealer,
                         contract="call" if state.rules == "mineo-4" else "solo")

    def draft_of(self, number: int, table: TableState | None = None) -> HandDraft:
        """A draft holding saved hand ``number``, to change and save back."""
        state = table or self.table()
        record = state.hands[number - 1]
        if record.result is None:
            place = record.seating
            return HandDraft(rules=state.rules, players=list(place.players), dealer=place.dealer)
        draft = HandDraft.from_hand(record.result.hand)
        if draft.dealer is None:
            draft.dealer = record.seating.dealer
        return draft

    # --- changing --------------------------------------------------------------------
    def save(self, draft: HandDraft | None, *, number: int | None = None) -> TableState:
        """Add the draft as the next hand (or replace hand ``number``); ``None``
        is a thrown-in hand.  A refused hand raises ``UserError`` and changes nothing."""
        data: Mapping[str, Any] | None = draft.to_hand_dict() if draft is not None else None
        with self._open() as ev:
            if number is None:
                return ev.add_hand(self._evening(), self._label(), data)
            return ev.edit_hand(self._evening(), self._label(), number, data)

    def delete(self, number: int) -> TableState:
        with self._open() as ev:
            return ev.delete_hand(self._evening(), self._label(), number)

    def can_undo(self) -> bool:
        if self.evening is None:
            return False
        with self._open() as ev:
            return ev.can_undo(self._evening())

    def undo(self) -> Change:
        with self._open() as ev:
            return ev.undo_change(self._evening())

    # --- what the table view shows ----------------------------------------------------
    @staticmethod
    def chart(table: TableState) -> list[ChartSeries]:
        series: dict[str, list[int]] = {p: [0] for p in table.seats}
        for record in table.hands:
            for player in table.seats:
                series[player].append(series[player][-1] + record.payout.get(player, 0))
        return [ChartSeries(p, tuple(points)) for p, points in series.items()]

    @staticmethod
    def discord(table: TableState, turn: int | None = None, *, lang: str = "it") -> str:
        """The end-of-turn message, exactly as ``trunfu discord`` prints it."""
        return discord_message(table, turn, lang=lang)

    @staticmethod
    def current_turn(table: TableState) -> Turn | None:
        return table.turns[-1] if table.turns else None

    @staticmethod
    def records_of_turn(table: TableState, number: int) -> tuple[HandRecord, ...]:
        for turn in table.turns:
            if turn.number == number:
                return turn.hands
        return ()
