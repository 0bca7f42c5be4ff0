"""Card points by terzetti (RULES.md §2).

Two views of the same count:

* ``card_points(cards)``: the fast, exact form.  Every counting card (CS) is
  worth its value − 2/3 and every scartina (CQ) 1/3; the sum, kept in thirds,
  is rounded to the nearest integer (it is never a tie).
* ``terzetti(cards)``: the groups of three a person writes down, each with its
  arithmetic, for the readable breakdown and the teaching mode.  Their points
  always add up to ``card_points``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from scoring.cards import BY_CODE, ORDER, PACK, Card
from scoring.vocabulary import Word

#: Each card's worth in thirds of a point: 3·value − 2 for a CS, 1 for a CQ.
THIRDS: dict[str, int] = {c.code: (3 * c.value - 2 if c.is_counting else 1) for c in PACK}


def thirds_to_points(thirds: int) -> int:
    """Round a count in thirds to the nearest point (1/3 down, 2/3 up).

    >>> thirds_to_points(43), thirds_to_points(44)
    (14, 15)
    """
    return (thirds + 1) // 3


def card_points(codes: Iterable[str]) -> int:
    """Card points of a pile given as canonical codes.

    >>> card_points(["T20", "KO", "5S"])   # 10 − ⅔ + 5 − ⅔ + ⅓ = 14⅓
    14
    >>> card_points(c.code for c in PACK)
    104
    """
    return thirds_to_points(sum(map(THIRDS.__getitem__, codes)))


class GroupKind(Word):
    """The shapes of a terzetto, and of the leftover at the end; each has a
    label in the catalogue (``GroupKind.3cs``…)."""

    ONE_CS = "1cs+2cq"      # value of the CS
    TWO_CS = "2cs+1cq"      # CS1 + CS2 − 1
    THREE_CS = "3cs"        # CS1 + CS2 + CS3 − 2
    THREE_CQ = "3cq"        # 1
    LEFTOVER = "leftover"   # 1 or 2 cards that did not make a group


@dataclass(frozen=True, slots=True)
class Terzetto:
    """One group of (up to) three cards and what it is worth."""

    kind: GroupKind
    cards: tuple[Card, ...]
    points: int

    @property
    def values(self) -> tuple[int, ...]:
        """The values of its counting cards, in the order they are added."""
        return tuple(c.value for c in self.cards if c.is_counting)

    @property
    def deduction(self) -> int:
        """What is taken off the sum of values (0, 1 or 2)."""
        return sum(self.values) - self.points if self.values else 0

    def arithmetic(self) -> str:
        """The sum as a person writes it: ``"10 + 4 + 2 − 2 = 14"``.

        >>> terzetti(["T20", "QO", "DO"])[0].arithmetic()
        '10 + 4 + 2 − 2 = 14'
        """
        values = self.values
        if not values:
            return str(self.points)
        text = " + ".join(str(v) for v in values)
        if self.deduction:
            text += f" − {self.deduction}"
        if len(values) == 1 and not self.deduction:
            return text
        return f"{text} = {self.points}"


def _leftover_points(cards: tuple[Card, ...]) -> int:
    return thirds_to_points(sum(THIRDS[c.code] for c in cards))


def terzetti(codes: Iterable[str]) -> tuple[Terzetto, ...]:
    """Group a pile the way a person counts it (RULES.md §2, teaching mode).

    Each CS goes with two scartine while scartine last, then the groups of two
    CS and one scartina (−1) and of three CS (−2), then groups of three
    scartine, then the leftover, which keeps scartine whenever possible.
    Counting cards go from the highest value down, so the big ones are seen
    first.

    >>> [(g.kind.value, g.points) for g in terzetti(["T20", "5S", "6S", "KO"])]
    [('2cs+1cq', 14), ('leftover', 0)]
    """
    cards = sorted((BY_CODE[c] for c in codes), key=lambda c: (-c.value, ORDER[c.code]))
    cs = [c for c in cards if c.is_counting]
    cq = [c for c in cards if not c.is_counting]
    leftover_size = len(cards) % 3
    # The leftover takes scartine first; counting cards only if there are too few.
    left_cq = min(leftover_size, len(cq))
    left_cs = leftover_size - left_cq
    leftover = tuple(cs[len(cs) - left_cs:] + cq[len(cq) - left_cq:])
    cs = cs[: len(cs) - left_cs]
    cq = cq[: len(cq) - left_cq]

    groups: list[Terzetto] = []
    # With too few scartine for every CS, an odd scartina left over goes into
    # one group of two CS, and the remaining CS form groups of three (the
    # number of cards outside the leftover is a multiple of three, so this
    # always comes out exactly).
    with_two = min(len(cs), len(cq) // 2)
    for _ in range(with_two):
        c = cs.pop(0)
        groups.append(Terzetto(GroupKind.ONE_CS, (c, cq.pop(0), cq.pop(0)), c.value))
    if cs and cq:
        pair = (cs.pop(0), cs.pop(0), cq.pop(0))
        groups.append(Terzetto(GroupKind.TWO_CS, pair, pair[0].value + pair[1].value - 1))
    while cs:
        trio = (cs.pop(0), cs.pop(0), cs.pop(0))
        groups.append(Terzetto(GroupKind.THREE_CS, trio, sum(c.value for c in trio) - 2))
    while cq:
        groups.append(Terzetto(GroupKind.THREE_CQ, (cq.pop(0), cq.pop(0), cq.pop(0)), 1))
    if leftover:
        groups.append(Terzetto(GroupKind.LEFTOVER, leftover, _leftover_points(leftover)))
    return tuple(groups)
