"""The championship evening as an application service.

Evenings hold tables; tables hold seats and hands; everything else (turns,
counters, placings, evening scores) is derived on reading.  The command line
and the app both call this class; it prints nothing.  Every change is one
transaction, and a hand is checked completely, inside that transaction,
before anything is written: a refused hand changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from companion.errors import UserError, user_errors
from companion.store import Change, Store, default_db_path
from companion.tables import SavedHand, TableState, Turn, derive
from scoring import TrunfuError
from scoring.names import MAX_NAME, name_problem, shown
from scoring.seating import check_hand_for_seat, rules_for_seats, seating
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
        raise UserError.of("evening.no_such_hand", table=label, number=number, count=count)
    return number - 1


def _passes(check: Callable[[], None]) -> bool:
    """``can_x`` from ``verify_x``: True when the check raises nothing."""
    try:
        check()
    except UserError:
        return False
    return True


def verify_names(names: Sequence[str]) -> None:
    """Refuse, before anything is written, any evening, table or player name
    that a terminal, a CSV file or the Discord message could not carry safely
    (``scoring.names``)."""
    for name in names:
        key = name_problem(name)
        if key is not None:
            raise UserError.of(key, name=shown(name), limit=MAX_NAME)


class Evenings:
    """Create evenings and tables, add/edit/delete hands, undo, read standings."""

    def __init__(self, store: Store) -> None:
        self.store = store

    @classmethod
    def open(cls, path: str | Path | None = None) -> "Evenings":
        """The evenings in the database at ``path`` (default: the user's data folder)."""
        return cls(Store(path if path is not None else default_db_path()))

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> "Evenings":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- evenings and tables --------------------------------------------------------
    def create_evening(self, name: str) -> None:
        name = name.strip()
        if not name:
            raise UserError.of("evening.name_empty")
        verify_names([name])
        with self.store.transaction():
            self.store.insert_evening(name)

    def evenings(self) -> list[str]:
        return self.store.evening_names()

    def create_table(self, evening: str, label: str, players: Sequence[str]) -> TableState:
        """A table with players seated in the given order, counter-clockwise
        (the first deals first).  3 players play mineo-3; 4 mineo-4; 5 mineo-4
        with one observer in turn."""
        seats = [p.strip() for p in players]
        label = label.strip()
        if not label:
            raise UserError.of("evening.table_name_empty")
        with user_errors():
            rules_for_seats(len(seats))
        if any(not p for p in seats):
            raise UserError.of("evening.player_name_empty")
        verify_names([label, *seats])
        if len(set(seats)) != len(seats):
            twice = sorted({p for p in seats if seats.count(p) > 1})
            raise UserError.of("evening.seated_twice", names=", ".join(twice))
        eid = self.store.evening_id(evening)
        with self.store.transaction():
            taken = {p for _, _, s in self.store.tables(eid) for p in s} & set(seats)
            if taken:
                raise UserError.of("evening.seated_elsewhere", names=", ".join(sorted(taken)))
            self.store.insert_table(eid, label, seats)
        return self.table(evening, label)

    def draw_tables(self, evening: str, players: Sequence[str], *, seed: int) -> list[TableState]:
        """Form the evening's tables from the attendance by a seeded draw
        (RULES §6): 4 to 10 players; 5 and 10 make tables of 4 with a
        rotating observer.  The same names and seed always draw the same
        tables, so the organiser can publish the seed.  The draw refuses
        names listed twice and attendances it cannot seat."""
        names = [p.strip() for p in players]
        if any(not p for p in names):
            raise UserError.of("evening.player_name_empty")
        verify_names(names)
        with user_errors():
            groups = form_tables(names, seed=seed)
        eid = self.store.evening_id(evening)
        with self.store.transaction():
            if self.store.tables(eid):
                raise UserError.of("evening.has_tables", name=evening)
            for i, seats in enumerate(groups):
                self.store.insert_table(eid, table_label(i), seats)
        return [self.table(evening, table_label(i)) for i in range(len(groups))]

    def table(self, evening: str, label: str) -> TableState:
        with self.store.snapshot():
            tid = self.store.table_id(self.store.evening_id(evening), label)
            return derive(label, self.store.seats(tid), self.store.hands(tid))

    def tables(self, evening: str) -> list[TableState]:
        with self.store.snapshot():
            eid = self.store.evening_id(evening)
            return [derive(label, seats, self.store.hands(tid)) for tid, label, seats in self.store.tables(eid)]

    # --- hands: verify, can, do ---------------------------------------------------------
    # Every check that depends on the saved hands runs again inside the write
    # transaction (BEGIN IMMEDIATE holds the write lock), so two processes
    # adding to one table cannot both take the same seat.
    def verify_hand(self, evening: str, label: str, data: Mapping[str, Any] | None,
                    *, number: int | None = None) -> None:
        """Raise ``UserError`` if ``data`` cannot be the next hand of the table
        (or hand ``number``, when editing).  ``None`` is a thrown-in hand."""
        _, tid = self._ids(evening, label)
        self._verify_hand(tid, label, data, number)

    def can_add_hand(self, evening: str, label: str, data: Mapping[str, Any] | None) -> bool:
        """For enabling an "add" button: would ``add_hand`` accept ``data``?"""
        return _passes(lambda: self.verify_hand(evening, label, data))

    def add_hand(self, evening: str, label: str, data: Mapping[str, Any] | None) -> TableState:
        """Append a hand (``None``: everybody passed, the cards were thrown in)."""
        eid, tid = self._ids(evening, label)
        with self.store.transaction():
            self._verify_hand(tid, label, data, None)
            hid = self.store.insert_hand(tid, data)
            self.store.log_change(eid, "add", tid, hid, "absent", data)
        return self.table(evening, label)

    def edit_hand(self, evening: str, label: str, number: int, data: Mapping[str, Any] | None) -> TableState:
        """Replace hand ``number``; everything after it is recomputed on reading."""
        eid, tid = self._ids(evening, label)
        with self.store.transaction():
            self._verify_hand(tid, label, data, number)
            saved = self._saved_hand(tid, label, number)
            self.store.update_hand(saved.id, data)
            self.store.log_change(eid, "edit", tid, saved.id, saved.data, data)
        return self.table(evening, label)

    def verify_delete(self, evening: str, label: str, number: int) -> None:
        """Raise ``UserError`` if hand ``number`` cannot be deleted.

        Deleting moves every later hand up one seat; a later hand whose file
        no longer fits its new seat (another dealer, or with five at the
        table another observer) would make the counters lie, so the delete is
        refused and the message says which hand is in the way.
        """
        _, tid = self._ids(evening, label)
        self._verify_delete(tid, label, number)

    def can_delete_hand(self, evening: str, label: str, number: int) -> bool:
        return _passes(lambda: self.verify_delete(evening, label, number))

    def delete_hand(self, evening: str, label: str, number: int) -> TableState:
        """Remove hand ``number``; the hands after it move up one place."""
        eid, tid = self._ids(evening, label)
        with self.store.transaction():
            self._verify_delete(tid, label, number)
            saved = self._saved_hand(tid, label, number)
            self.store.delete_hand(saved.id)
            self.store.log_change(eid, "delete", tid, saved.id, saved.data, "absent")
        return self.table(evening, label)

    def can_undo(self, evening: str) -> bool:
        return self.store.last_change(self.store.evening_id(evening)) is not None

    def undo(self, evening: str) -> str:
        """Take back the evening's last hand change; returns what was undone
        (``"add"``, ``"edit"`` or ``"delete"``)."""
        return self.undo_change(evening).action

    def undo_change(self, evening: str) -> Change:
        """Take back the evening's last hand change, whichever table and
        process made it, and return its log entry (now marked undone).
        Changes are undone newest first, so each undo returns to a state
        that was valid before."""
        eid = self.store.evening_id(evening)
        with self.store.transaction():
            last = self.store.last_change(eid)
            if last is None:
                raise UserError.of("evening.nothing_to_undo")
            change_id, action, tid, hid, before = last
            if action == "add":
                self.store.delete_hand(hid)
            elif action == "edit":
                self.store.update_hand(hid, before)
            else:
                self.store.insert_hand(tid, before, hand_id=hid)
            self.store.mark_undone(change_id)
            return next(c for c in self.store.changes(eid) if c.id == change_id)

    def history(self, evening: str) -> list[Change]:
        """The evening's change log, oldest first: every add, edit and delete,
        with the undone ones marked (the log is never shortened)."""
        return self.store.changes(self.store.evening_id(evening))

    def counters(self, evening: str, label: str, *, turn: int | None = None) -> Turn:
        """A turn of a table (default: the current one) with each player's
        Giochi Vinti/Persi and Somma totale Jochi."""
        return self.table(evening, label).turn(turn)

    def _ids(self, evening: str, label: str) -> tuple[int, int]:
        eid = self.store.evening_id(evening)
        return eid, self.store.table_id(eid, label)

    def _verify_hand(self, tid: int, label: str, data: Mapping[str, Any] | None, number: int | None) -> None:
        seats = self.store.seats(tid)
        count = len(self.store.hands(tid))
        index = count if number is None else _hand_index(label, number, count)
        if data is None:
            return
        if not isinstance(data, Mapping):
            raise UserError.of("evening.hand_not_object")
        with user_errors():
            check_hand_for_seat(data, seating(seats, index), rules_for_seats(len(seats)))

    def _verify_delete(self, tid: int, label: str, number: int) -> None:
        seats = self.store.seats(tid)
        saved = self.store.hands(tid)
        index = _hand_index(label, number, len(saved))
        with user_errors():
            rules = rules_for_seats(len(seats))
        for new_index, later in enumerate(saved[index + 1:], start=index):
            if later.data is None:
                continue
            try:
                check_hand_for_seat(later.data, seating(seats, new_index), rules)
            except TrunfuError as error:
                raise UserError.around("evening.cannot_delete", error, number=number, moved=new_index + 2,
                                       place=new_index + 1) from None

    def _saved_hand(self, tid: int, label: str, number: int) -> SavedHand:
        """The saved hand ``number`` of a table."""
        saved = self.store.hands(tid)
        return saved[_hand_index(label, number, len(saved))]

    # --- standings -------------------------------------------------------------------
    def standings(self, evening: str) -> Standings:
        """Every table's state and each player's evening score (best turn plus
        the confirm-first bonus), counting complete turns only."""
        tables = tuple(self.tables(evening))
        turns = [turn.placings for table in tables for turn in table.turns if turn.complete]
        return Standings(evening, tables, tuple(evening_scores(turns)))

    def season(self, evenings: Sequence[str] | None = None) -> list[tuple[str, int, tuple[int, ...]]]:
        """Each player's season: the sum of his 10 best evening scores of
        (at most) 18; returns (player, total, counted scores), best first.
        The rules (``season_scores``) refuse a longer season."""
        names = list(evenings) if evenings else self.evenings()
        with self.store.snapshot():
            per_evening = [{s.player: s.total for s in self.standings(name).scores} for name in names]
        with user_errors():
            return season_scores(per_evening)
