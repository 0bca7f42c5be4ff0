"""The championship evening as an application service.

Evenings hold tables; tables hold seats and hands; everything else (turns,
counters, placings, evening scores) is derived on reading.  The command line
and the app both call this class; it prints nothing.  Every change is one
transaction, and a hand is checked completely before anything is written.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from companion.errors import UserError
from companion.store import Store
from companion.tables import SavedHand, TableState, check_hand_for_seat, derive, rules_for_seats, seating
from scoring import HandError
from scoring.standings import EveningScore, evening_scores, form_tables, season_scores, table_label


@dataclass(frozen=True, slots=True)
class Standings:
    """An evening's standings: every table's state and each player's score."""

    evening: str
    tables: tuple[TableState, ...]
    scores: tuple[EveningScore, ...]


def _hand_index(label: str, number: int, count: int) -> int:
    """0-based index of hand ``number`` of a table with ``count`` hands."""
    if not 1 <= number <= count:
        raise UserError(f"il tavolo {label} non ha la mano {number} (ne ha {count})",
                        f"table {label} has no hand {number} (it has {count})")
    return number - 1


def _hand_error(error: HandError) -> UserError:
    return UserError(error.message("it"), error.message("en"))


class Evenings:
    """Create evenings and tables, add/edit/delete hands, undo, read standings."""

    def __init__(self, store: Store) -> None:
        self.store = store

    # --- evenings and tables --------------------------------------------------------
    def create_evening(self, name: str) -> None:
        name = name.strip()
        if not name:
            raise UserError("il nome della serata è vuoto", "the evening's name is empty")
        with self.store.transaction():
            self.store.insert_evening(name)

    def evenings(self) -> list[str]:
        return self.store.evening_names()

    def create_table(self, evening: str, label: str, players: Sequence[str]) -> TableState:
        """A table with players seated in the given order (the first deals first)."""
        seats = [p.strip() for p in players]
        rules_for_seats(len(seats))
        if any(not p for p in seats):
            raise UserError("un nome di giocatore è vuoto", "a player's name is empty")
        if len(set(seats)) != len(seats):
            raise UserError("un giocatore è seduto due volte", "a player is seated twice")
        eid = self.store.evening_id(evening)
        taken = {p for _, _, s in self.store.tables(eid) for p in s} & set(seats)
        if taken:
            raise UserError(f"già seduti a un altro tavolo: {', '.join(sorted(taken))}",
                            f"already seated at another table: {', '.join(sorted(taken))}")
        with self.store.transaction():
            self.store.insert_table(eid, label, seats)
        return self.table(evening, label)

    def draw_tables(self, evening: str, players: Sequence[str], *, seed: int) -> list[TableState]:
        """Form the evening's tables from the attendance by a seeded draw (RULES §6)."""
        try:
            groups = form_tables(players, seed=seed)
        except ValueError as error:
            raise UserError(str(error)) from None
        eid = self.store.evening_id(evening)
        if self.store.tables(eid):
            raise UserError(f"la serata «{evening}» ha già dei tavoli", f"evening '{evening}' already has tables")
        with self.store.transaction():
            for i, seats in enumerate(groups):
                self.store.insert_table(eid, table_label(i), seats)
        return [self.table(evening, table_label(i)) for i in range(len(groups))]

    def table(self, evening: str, label: str) -> TableState:
        tid = self.store.table_id(self.store.evening_id(evening), label)
        return derive(label, self.store.seats(tid), self.store.hands(tid))

    def tables(self, evening: str) -> list[TableState]:
        eid = self.store.evening_id(evening)
        return [derive(label, seats, self.store.hands(tid)) for tid, label, seats in self.store.tables(eid)]

    # --- hands: verify, can, do ---------------------------------------------------------
    def verify_hand(self, evening: str, label: str, data: Mapping[str, Any] | None,
                    *, number: int | None = None) -> None:
        """Raise ``UserError`` if ``data`` cannot be the next hand of the table
        (or hand ``number``, when editing).  ``None`` is a thrown-in hand."""
        state = self.table(evening, label)
        index = len(state.hands) if number is None else self._index(state, number)
        if data is None:
            return
        try:
            check_hand_for_seat(data, seating(state.seats, index), state.rules)
        except HandError as error:
            raise _hand_error(error) from None

    def can_add_hand(self, evening: str, label: str, data: Mapping[str, Any] | None) -> bool:
        try:
            self.verify_hand(evening, label, data)
        except UserError:
            return False
        return True

    def add_hand(self, evening: str, label: str, data: Mapping[str, Any] | None) -> TableState:
        """Append a hand (``None``: everybody passed, the cards were thrown in)."""
        self.verify_hand(evening, label, data)
        eid = self.store.evening_id(evening)
        tid = self.store.table_id(eid, label)
        with self.store.transaction():
            hid = self.store.insert_hand(tid, data)
            self.store.log_change(eid, "add", tid, hid, "absent", data)
        return self.table(evening, label)

    def edit_hand(self, evening: str, label: str, number: int, data: Mapping[str, Any] | None) -> TableState:
        """Replace hand ``number``; everything after it is recomputed on reading."""
        self.verify_hand(evening, label, data, number=number)
        eid, tid, saved = self._saved_hand(evening, label, number)
        with self.store.transaction():
            self.store.update_hand(saved.id, data)
            self.store.log_change(eid, "edit", tid, saved.id, saved.data, data)
        return self.table(evening, label)

    def delete_hand(self, evening: str, label: str, number: int) -> TableState:
        """Remove hand ``number``; the hands after it move up one place."""
        eid, tid, saved = self._saved_hand(evening, label, number)
        with self.store.transaction():
            self.store.delete_hand(saved.id)
            self.store.log_change(eid, "delete", tid, saved.id, saved.data, "absent")
        return self.table(evening, label)

    def can_undo(self, evening: str) -> bool:
        return self.store.last_change(self.store.evening_id(evening)) is not None

    def undo(self, evening: str) -> str:
        """Take back the evening's last hand change; returns what was undone."""
        eid = self.store.evening_id(evening)
        with self.store.transaction():
            last = self.store.last_change(eid)
            if last is None:
                raise UserError("non c'è niente da annullare", "there is nothing to undo")
            change_id, action, tid, hid, before = last
            if action == "add":
                self.store.delete_hand(hid)
            elif action == "edit":
                self.store.update_hand(hid, before)
            else:
                self.store.insert_hand(tid, before, hand_id=hid)
            self.store.drop_change(change_id)
        return action

    def _index(self, state: TableState, number: int) -> int:
        return _hand_index(state.label, number, len(state.hands))

    def _saved_hand(self, evening: str, label: str, number: int) -> tuple[int, int, SavedHand]:
        """(evening id, table id, the saved hand) of hand ``number`` of a table."""
        eid = self.store.evening_id(evening)
        tid = self.store.table_id(eid, label)
        saved = self.store.hands(tid)
        return eid, tid, saved[_hand_index(label, number, len(saved))]

    # --- standings -------------------------------------------------------------------
    def standings(self, evening: str) -> Standings:
        tables = tuple(self.tables(evening))
        turns = [turn.placings for table in tables for turn in table.turns if turn.complete]
        return Standings(evening, tables, tuple(evening_scores(turns)))

    def season(self, evenings: Sequence[str] | None = None) -> list[tuple[str, int, tuple[int, ...]]]:
        names = list(evenings) if evenings else self.evenings()
        per_evening = [{s.player: s.total for s in self.standings(name).scores} for name in names]
        try:
            return season_scores(per_evening)
        except ValueError as error:
            raise UserError(str(error)) from None
