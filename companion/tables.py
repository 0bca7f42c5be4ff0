"""A table's hands and what follows from them: seats, dealers, the rotating
observer, turns and the two counters of every player.

Nothing here is stored: a ``TableState`` is derived from the seats and the
list of saved hands every time, so editing, deleting or undoing a hand can
never leave a counter out of step (style guide: counters derived from the
log).  Storing is ``companion.store``'s job.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from companion.errors import UserError
from scoring import HandError, HandResult, hand_from_dict, score
from scoring.standings import Placed, TurnRow, table_points


def rules_for_seats(seats: int) -> str:
    """3 players play mineo-3; 4, or 5 with a rotating observer, mineo-4."""
    if seats == 3:
        return "mineo-3"
    if seats in (4, 5):
        return "mineo-4"
    raise UserError(f"un tavolo ha 3, 4 o 5 giocatori (5 = a 4 con un osservatore a turno), non {seats}",
                    f"a table seats 3, 4 or 5 players (5 = a table of 4 with a rotating observer), not {seats}")


@dataclass(frozen=True, slots=True)
class Seating:
    """Who deals, who plays and who watches a given hand of a table."""

    number: int                 # 1-based hand number at the table
    turn: int                   # 1-based turn number
    dealer: str
    players: tuple[str, ...]    # in seating order, counter-clockwise from the dealer
    observer: str | None


def hands_per_turn(seats: Sequence[str]) -> int:
    """4 hands at a table of 4, 3 at a table of 3, 5 with a rotating observer
    (so that everybody plays 4)."""
    return len(seats)


def seating(seats: Sequence[str], index: int) -> Seating:
    """Seating of the hand with 0-based ``index``.

    The dealer moves one seat counter-clockwise each hand, starting from the
    first seat (the first player drawn deals first).  With five at a table of
    four, the seat before the dealer sits out that hand, so over five hands
    everybody watches once and plays four.
    """
    n = len(seats)
    dealer_seat = index % n
    if n == 5:
        observer = seats[(dealer_seat - 1) % n]
        players = tuple(seats[(dealer_seat + i) % n] for i in range(4))
    else:
        observer = None
        players = tuple(seats[(dealer_seat + i) % n] for i in range(n))
    return Seating(number=index + 1, turn=index // hands_per_turn(seats) + 1,
                   dealer=seats[dealer_seat], players=players, observer=observer)


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
            raise UserError(f"il tavolo {self.label} non ha ancora mani", f"table {self.label} has no hands yet")
        if number is None:
            return self.turns[-1]
        for turn in self.turns:
            if turn.number == number:
                return turn
        raise UserError(f"il tavolo {self.label} non ha il turno {number} (ne ha {len(self.turns)})",
                        f"table {self.label} has no turn {number} (it has {len(self.turns)})")


def check_hand_for_seat(data: Mapping[str, Any], place: Seating, rules: str) -> HandResult:
    """Score a hand file meant for the hand ``place`` of a table, refusing one
    whose rules, players or dealer do not fit that seat."""
    result = score(hand_from_dict(data))
    hand = result.hand
    if hand.rules.name != rules:
        raise UserError(f"la mano {place.number} si gioca con {rules}, il file dice {hand.rules.name}",
                        f"hand {place.number} is played with {rules}, the file says {hand.rules.name}")
    if set(hand.players) != set(place.players):
        expected = ", ".join(place.players)
        raise UserError(
            f"la mano {place.number} la giocano {expected}"
            + (f" ({place.observer} osserva)" if place.observer else "")
            + f"; il file nomina {', '.join(hand.players)}",
            f"hand {place.number} is played by {expected}"
            + (f" ({place.observer} watches)" if place.observer else "")
            + f"; the file names {', '.join(hand.players)}")
    if hand.dealer is not None and hand.dealer != place.dealer:
        raise UserError(f"la mano {place.number} la distribuisce {place.dealer}, il file dice {hand.dealer}",
                        f"hand {place.number} is dealt by {place.dealer}, the file says {hand.dealer}")
    return result


def derive(label: str, seats: Sequence[str], saved: Sequence[SavedHand]) -> TableState:
    """The table's state from its seats and its saved hands, in order."""
    rules = rules_for_seats(len(seats))
    per_turn = hands_per_turn(seats)
    records: list[HandRecord] = []
    turns: list[Turn] = []
    giochi = {p: 0 for p in seats}
    jochi = {p: 0 for p in seats}
    for index, stored in enumerate(saved):
        place = seating(seats, index)
        if index % per_turn == 0:
            giochi = {p: 0 for p in seats}
            jochi = {p: 0 for p in seats}
        result: HandResult | None = None
        payout = {p: 0 for p in seats}
        made = {p: 0 for p in seats}
        if stored.data is not None:
            try:
                result = score(hand_from_dict(stored.data))
            except HandError as error:  # only if the rules changed under saved data
                raise UserError(f"la mano {place.number} del tavolo {label} non è più valida: {error.message('it')}",
                                f"hand {place.number} of table {label} is no longer valid: {error.message('en')}")
            payout.update(result.payout)
            made.update(result.jochi_made)
        for p in seats:
            giochi[p] += payout[p]
            jochi[p] += made[p]
        records.append(HandRecord(stored.id, place, result, payout, made, dict(giochi), dict(jochi)))
    for start in range(0, len(records), per_turn):
        chunk = tuple(records[start:start + per_turn])
        last = chunk[-1]
        turn = Turn(number=start // per_turn + 1, hands=chunk, length=per_turn,
                    giochi=last.giochi_after, jochi=last.jochi_after)
        if turn.complete:
            rows = [TurnRow(p, turn.giochi[p], turn.jochi[p]) for p in seats]
            turn = Turn(number=turn.number, hands=chunk, length=per_turn, giochi=turn.giochi, jochi=turn.jochi,
                        placings=tuple(table_points(rows, seats=4 if len(seats) == 5 else len(seats))))
        turns.append(turn)
    return TableState(label=label, rules=rules, seats=tuple(seats), hands=tuple(records), turns=tuple(turns))
