"""A table's hands and what follows from them: turns and the two counters of
every player.  Who deals, plays and watches each hand is a rule, asked of
``scoring.seating``.

Nothing here is stored: a ``TableState`` is derived from the seats and the
list of saved hands every time, so editing, deleting or undoing a hand can
never leave a counter out of step (style guide: counters derived from the
log).  Storing is ``companion.store``'s job.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from companion.errors import UserError, user_errors
from scoring import HandError, HandResult, hand_from_dict, score
from scoring.seating import Seating, hands_per_turn, rules_for_seats, seating
from scoring.standings import Placed, TurnRow, table_points


@dataclass(frozen=True, slots=True)
class SavedHand:
    """A hand as stored: the hand-file dict, or a thrown-in hand (None)."""

    id: int
    data: Mapping[str, Any] | None

    @property
    def thrown_in(self) -> bool:
        return self.data is None


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A hand of the table with its seating, its result, and every player's
    counters after it (within its turn)."""

    id: int
    seating: Seating
    result: HandResult | None           # None for a thrown-in hand
    payout: Mapping[str, int]
    jochi_made: Mapping[str, int]
    giochi_after: Mapping[str, int]     # Giochi Vinti/Persi in the turn, after this hand
    jochi_after: Mapping[str, int]      # Somma totale Jochi in the turn, after this hand

    @property
    def thrown_in(self) -> bool:
        return self.result is None


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn of a table: its hands, final counters and, once complete, the placings."""

    number: int
    hands: tuple[HandRecord, ...]
    length: int
    giochi: Mapping[str, int]
    jochi: Mapping[str, int]
    placings: tuple[Placed, ...] = ()

    @property
    def complete(self) -> bool:
        return len(self.hands) == self.length


@dataclass(frozen=True, slots=True)
class TableState:
    """Everything derived from a table's seats and saved hands."""

    label: str
    rules: str
    seats: tuple[str, ...]
    hands: tuple[HandRecord, ...]
    turns: tuple[Turn, ...] = field(default=())

    def next_seating(self) -> Seating:
        return seating(self.seats, len(self.hands))

    def turn(self, number: int | None = None) -> Turn:
        """Turn ``number`` of the table (default: the current, last one)."""
        if not self.turns:
            raise UserError.of("evening.no_hands_yet", table=self.label)
        if number is None:
            return self.turns[-1]
        for turn in self.turns:
            if turn.number == number:
                return turn
        raise UserError.of("evening.no_such_turn", table=self.label, number=number, count=len(self.turns))


def derive(label: str, seats: Sequence[str], saved: Sequence[SavedHand]) -> TableState:
    """The table's state from its seats and its saved hands, in order.

    Which turn a hand belongs to, and how long a turn is, come from
    ``scoring.seating``; the counters restart with every turn."""
    with user_errors():
        rules = rules_for_seats(len(seats))
    records: list[HandRecord] = []
    giochi: dict[str, int] = {}
    jochi: dict[str, int] = {}
    for index, stored in enumerate(saved):
        place = seating(seats, index)
        if not records or records[-1].seating.turn != place.turn:
            giochi = {p: 0 for p in seats}
            jochi = {p: 0 for p in seats}
        result: HandResult | None = None
        payout = {p: 0 for p in seats}
        made = {p: 0 for p in seats}
        if stored.data is not None:
            try:
                result = score(hand_from_dict(stored.data))
            except HandError as error:  # only if the rules changed under saved data
                raise UserError.around("evening.hand_no_longer_valid", error, number=place.number,
                                       table=label) from None
            payout.update(result.payout)
            made.update(result.jochi_made)
        for p in seats:
            giochi[p] += payout[p]
            jochi[p] += made[p]
        records.append(HandRecord(stored.id, place, result, payout, made, dict(giochi), dict(jochi)))
    length = hands_per_turn(len(seats))
    turns: list[Turn] = []
    for number in sorted({r.seating.turn for r in records}):
        chunk = tuple(r for r in records if r.seating.turn == number)
        last = chunk[-1]
        placings: tuple[Placed, ...] = ()
        if len(chunk) == length:
            placings = tuple(table_points([TurnRow(p, last.giochi_after[p], last.jochi_after[p]) for p in seats]))
        turns.append(Turn(number=number, hands=chunk, length=length, giochi=last.giochi_after,
                          jochi=last.jochi_after, placings=placings))
    return TableState(label=label, rules=rules, seats=tuple(seats), hands=tuple(records), turns=tuple(turns))
