"""Championship arithmetic of the 2021 regulations (RULES.md §6), pure Python.

* ``table_points``: places and points of one completed turn at a table,
  ranked by Giochi Vinti/Persi, ties broken by Somma totale Jochi; players
  still tied share the place and its points, and the next player takes the
  place after all of them (+10, +5, +5, −20 earn 4, 3, 3, 1).
* ``evening_scores``: a player's best turn plus 1 bonus point for every later
  turn in which he is first again; ``evening_ranks`` their shared places.
* ``season_scores``: each player's 10 best evenings out of 18.
* ``form_tables``: tables from the attendance by a seeded random draw.

Refusals are ``TrunfuError``s with ``standings.*`` keys:

>>> form_tables(["Anna", "Bruno"], seed=1)
Traceback (most recent call last):
scoring.errors.TrunfuError: i tavoli si formano con 4-10 giocatori, non 2
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Mapping, Sequence

from scoring.errors import TrunfuError
from scoring.seating import scoring_seats

#: Points per place at a table of 4 and of 3.
PLACE_POINTS: dict[int, tuple[int, ...]] = {4: (4, 3, 2, 1), 3: (3, 2, 1)}
#: Table sizes for each attendance; 5 and 10 mean tables of 4 with one
#: observer rotating each hand (RULES.md §6).
TABLES_FOR: dict[int, tuple[int, ...]] = {
    4: (4,), 5: (5,), 6: (3, 3), 7: (4, 3), 8: (4, 4), 9: (3, 3, 3), 10: (5, 5),
}
SEASON_BEST = 10
SEASON_EVENINGS = 18


@dataclass(frozen=True, slots=True)
class TurnRow:
    """One player's counters at the end of a turn."""

    player: str
    giochi: int   # Giochi Vinti/Persi
    jochi: int    # Somma totale Jochi


@dataclass(frozen=True, slots=True)
class Placed:
    """A player's place and table points in one turn."""

    player: str
    place: int
    points: int
    giochi: int
    jochi: int


def turn_order(rows: Sequence[TurnRow]) -> list[TurnRow]:
    """Rows best first: by Giochi Vinti/Persi, then Somma totale Jochi, then
    name (only so that tied players are always listed the same way).  The
    one ordering of a table's players, for placings and for any listing of
    a turn, complete or not.

    >>> [r.player for r in turn_order([TurnRow("B", 1, 0), TurnRow("A", 1, 0), TurnRow("C", 2, 0)])]
    ['C', 'A', 'B']
    """
    return sorted(rows, key=lambda r: (-r.giochi, -r.jochi, r.player))


def table_points(rows: Sequence[TurnRow], *, seats: int | None = None) -> list[Placed]:
    """Rank a completed turn and give each player his table points.

    ``seats`` is the table size whose points apply (4 or 3); by default the
    number of rows (a table of 4 with a rotating observer still has 5 rows,
    and earns the points of a table of 4 extended by one place worth 0).

    >>> [(p.player, p.place, p.points) for p in table_points(
    ...     [TurnRow("A", 10, 0), TurnRow("B", 5, 1), TurnRow("C", 5, 1), TurnRow("D", -20, 0)])]
    [('A', 1, 4), ('B', 2, 3), ('C', 2, 3), ('D', 4, 1)]
    """
    size = seats if seats is not None else scoring_seats(len(rows))
    if size not in PLACE_POINTS:
        raise TrunfuError.of("standings.no_table_points", seats=size)
    points = list(PLACE_POINTS[size]) + [0] * max(0, len(rows) - size)
    ordered = turn_order(rows)
    placed: list[Placed] = []
    i = 0
    while i < len(ordered):
        j = i
        key = (ordered[i].giochi, ordered[i].jochi)
        while j < len(ordered) and (ordered[j].giochi, ordered[j].jochi) == key:
            j += 1
        for r in ordered[i:j]:
            placed.append(Placed(r.player, i + 1, points[i], r.giochi, r.jochi))
        i = j
    return placed


@dataclass(frozen=True, slots=True)
class EveningScore:
    """A player's evening: points of each turn, the best, the bonus, the total."""

    player: str
    turn_points: tuple[int, ...]
    best: int
    bonus: int
    firsts: int

    @property
    def total(self) -> int:
        return self.best + self.bonus


def evening_scores(turns: Sequence[Sequence[Placed]]) -> list[EveningScore]:
    """Each player's evening score from the placings of his turns, in order.

    The bonus is one point for every turn, after the first one he won, in
    which he is first again (a shared first place counts as first).
    """
    points: dict[str, list[int]] = {}
    firsts: dict[str, int] = {}
    for turn in turns:
        for p in turn:
            points.setdefault(p.player, []).append(p.points)
            firsts.setdefault(p.player, 0)
            if p.place == 1:
                firsts[p.player] += 1
    scores = [EveningScore(player, tuple(pts), max(pts), max(0, firsts[player] - 1), firsts[player])
              for player, pts in points.items()]
    return sorted(scores, key=lambda s: (-s.total, -s.best, s.player))


def evening_ranks(scores: Sequence[EveningScore]) -> list[int]:
    """The place of each score in ``scores`` (as ``evening_scores`` sorts
    them): ordered by total, then best turn; players equal on both share the
    place and the next one takes the place after all of them, as at a table.
    The regulations name no other tie-break for an evening."""
    return shared_ranks([(s.total, s.best) for s in scores])


def shared_ranks(keys: Sequence[object]) -> list[int]:
    """Places for rows already sorted best first: equal neighbouring keys
    share a place, and the next row takes the place after all of them
    (1, 2, 2, 4)."""
    ranks: list[int] = []
    for i, key in enumerate(keys):
        ranks.append(ranks[-1] if i > 0 and key == keys[i - 1] else i + 1)
    return ranks


def season_scores(evenings: Sequence[Mapping[str, int]], *, best: int = SEASON_BEST,
                  of: int = SEASON_EVENINGS) -> list[tuple[str, int, tuple[int, ...]]]:
    """Each player's season: the sum of his ``best`` evening scores among the
    first ``of`` evenings.  Returns (player, total, counted scores), best first."""
    if len(evenings) > of:
        raise TrunfuError.of("standings.season_too_long", evenings=of, count=len(evenings))
    per_player: dict[str, list[int]] = {}
    for evening in evenings:
        for player, score in evening.items():
            per_player.setdefault(player, []).append(score)
    table = []
    for player, scores in per_player.items():
        counted = tuple(sorted(scores, reverse=True)[:best])
        table.append((player, sum(counted), counted))
    return sorted(table, key=lambda row: (-row[1], row[0]))


def form_tables(players: Sequence[str], *, seed: int) -> list[list[str]]:
    """Draw the evening's tables from the attendance (4 to 10 players).

    Players are drawn at random (reproducibly from ``seed``) and seated in
    draw order: the first drawn at a table deals first (East) and the others
    sit counter-clockwise in the order they were drawn.  A table of 5 is a
    table of 4 with one observer rotating each hand.
    """
    names = list(players)
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise TrunfuError.of("standings.listed_twice", names=", ".join(twice))
    if len(names) not in TABLES_FOR:
        raise TrunfuError.of("standings.attendance", least=min(TABLES_FOR), most=max(TABLES_FOR),
                             count=len(names))
    drawn = names[:]
    random.Random(seed).shuffle(drawn)
    tables: list[list[str]] = []
    start = 0
    for size in TABLES_FOR[len(names)]:
        tables.append(drawn[start:start + size])
        start += size
    return tables


def table_label(index: int) -> str:
    """A, B, C … for the tables of an evening."""
    return chr(ord("A") + index)
