"""Scoring a hand: card points, jochi, difference and pay-out (RULES.md §2, §4–§6).

``score(hand)`` returns a frozen ``HandResult`` holding every item of the
breakdown, so the command line can print it, the UI can explain it and tests
can assert each part.  ``HandResult.to_json()`` is the result object of
hand-format.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping

from scoring.card_sets import ARIE, GIOVE, KINGS, SCOMMESSA_CARDS
from scoring.counting import Terzetto, card_points, terzetti
from scoring.hand import DECLARERS, OPPONENTS, SIDES, Hand, hand_from_dict, other
from scoring.vocabulary import Jocu, PenaltyKind, Side

#: Jocu names in the order they are listed (hand-format.md).
JOCHI: tuple[Jocu, ...] = tuple(Jocu)


@dataclass(frozen=True, slots=True, kw_only=True)
class HandResult:
    """Everything a scored hand produced."""

    hand: Hand
    card_points: Mapping[Side, int]
    totals: Mapping[Side, int]
    jochi: Mapping[Side, Mapping[Jocu, int]]
    jochi_total: Mapping[Side, int]
    difference: int
    annulled: bool
    base_payout: Mapping[str, int]
    payout: Mapping[str, int]
    jochi_made: Mapping[str, int]

    def terzetti(self, side: Side) -> tuple[Terzetto, ...]:
        """The groups of three of a side's cards, as a person counts them."""
        return terzetti(self.hand.side_cards(side))

    @property
    def winner(self) -> Side | None:
        """The side with more jochi, or None when they are level."""
        return winning_side(self.difference)

    def to_json(self) -> dict[str, Any]:
        """The result object of hand-format.md (plain strings and numbers, so
        any JSON library or ``repr`` shows the file format)."""
        return {
            "card_points": _plain(self.card_points),
            "totals": _plain(self.totals),
            "jochi": {s.value: _plain(self.jochi[s]) for s in SIDES},
            "jochi_total": _plain(self.jochi_total),
            "difference": self.difference,
            "annulled": self.annulled,
            "payout": dict(self.payout),
            "jochi_made": dict(self.jochi_made),
        }


def winning_side(difference: int) -> Side | None:
    """The side that won a hand with this difference, None for a draw.

    >>> winning_side(2), winning_side(0)
    (<Side.DECLARERS: 'declarers'>, None)
    """
    return DECLARERS if difference > 0 else OPPONENTS if difference < 0 else None


def _plain(mapping: Mapping[Side, int] | Mapping[Jocu, int]) -> dict[str, int]:
    """A mapping keyed by game words, keyed by their JSON strings instead."""
    return {key.value: value for key, value in mapping.items()}


def _freeze(mapping: dict[Any, Any]) -> Mapping[Any, Any]:
    return MappingProxyType(mapping)


def count_jochi(hand: Hand, totals: Mapping[Side, int],
                cards: Mapping[Side, frozenset[str]] | None = None) -> dict[Side, dict[Jocu, int]]:
    """The jochi each side made (RULES.md §4), only those above zero.
    ``cards`` are the sides' final cards when the caller already has them."""
    if cards is None:
        cards = {s: hand.side_cards(s) for s in SIDES}
    jochi: dict[Side, dict[Jocu, int]] = {s: {} for s in SIDES}
    rimatura = DECLARERS if totals[DECLARERS] >= hand.rules.rimatura_at else OPPONENTS
    jochi[rimatura][Jocu.RIMATURA] = 1
    jochi[hand.last_trick][Jocu.VANTO] = 1
    if hand.rivanto is not None:
        jochi[hand.last_trick][Jocu.RIVANTO] = 1
    for side in SIDES:
        if KINGS <= cards[side]:
            jochi[side][Jocu.FOUR_KINGS] = 1
        if ARIE <= cards[side]:
            jochi[side][Jocu.FOUR_ARIE] = 1
            if GIOVE in cards[side]:
                jochi[side][Jocu.FIVE_ARIE] = 1
    for p in hand.pigliate:
        jochi[p.by][Jocu.PIGLIATE] = jochi[p.by].get(Jocu.PIGLIATE, 0) + 1
    if hand.scommessa:
        won = SCOMMESSA_CARDS <= cards[DECLARERS]
        jochi[DECLARERS if won else OPPONENTS][Jocu.SCOMMESSA] = 1
    return jochi  # each side's dict was filled in the order of JOCHI


def pay(hand: Hand, difference: int) -> dict[str, int]:
    """Each player's pay-out before penalties (RULES.md §5); sums to zero."""
    m = hand.rules.contracts[hand.contract]
    payout: dict[str, int] = {}
    for player in hand.players:
        if player == hand.declarer:
            payout[player] = m.declarer * difference
        elif player == hand.partner:
            payout[player] = m.partner * difference
        else:
            payout[player] = -m.opponent * difference
    return payout


def score(hand: Hand) -> HandResult:
    """Score a validated hand.

    >>> hand = hand_from_dict({"rules": "mineo-3", "players": ["Anna", "Bruno", "Carla"],
    ...     "declarer": "Anna", "contract": "solo", "last_trick": "declarers",
    ...     "piles": {"declarers": ["T20", "T1", "FUG", "KO", "KC", "KB", "KS", "QO", "QC"]}})
    >>> result = score(hand)
    >>> result.totals[Side.DECLARERS], result.to_json()["jochi"]["declarers"]
    (57, {'rimatura': 1, 'vanto': 1, 'four_kings': 1})
    >>> result.difference, result.payout["Anna"], result.payout["Bruno"]
    (2, 4, -2)
    """
    cards = {s: hand.side_cards(s) for s in SIDES}
    # The piles partition the pack, whose card points are always 104 (RULES §2),
    # so one pile is counted and the other is the rest; the property tests count
    # both sides independently to keep this honest.
    declarers_points = card_points(cards[DECLARERS])
    points = {DECLARERS: declarers_points, OPPONENTS: hand.rules.pack_points - declarers_points}
    bonus = hand.rules.last_trick_bonus
    totals = {s: points[s] + (bonus if hand.last_trick == s else 0) for s in SIDES}
    jochi = count_jochi(hand, totals, cards)
    jochi_total = {s: sum(jochi[s].values()) for s in SIDES}
    difference = jochi_total[DECLARERS] - jochi_total[OPPONENTS]
    winner = winning_side(difference)

    # A renonce by a player whose side won the hand annuls it; the penalty stands.
    annulled = winner is not None and any(
        p.kind is PenaltyKind.RENONCE and hand.side_of(p.player) == winner for p in hand.penalties)
    base = pay(hand, difference)
    payout = {p: 0 if annulled else base[p] for p in hand.players}
    for penalty in hand.penalties:
        payout[penalty.player] -= penalty.points
    jochi_made = {p: jochi_total[hand.side_of(p)] for p in hand.players}
    return HandResult(
        hand=hand,
        card_points=_freeze(points),
        totals=_freeze(totals),
        jochi=_freeze({s: _freeze(jochi[s]) for s in SIDES}),
        jochi_total=_freeze(jochi_total),
        difference=difference,
        annulled=annulled,
        base_payout=_freeze(base),
        payout=_freeze(payout),
        jochi_made=_freeze(jochi_made),
    )


__all__ = ["HandResult", "JOCHI", "count_jochi", "other", "pay", "score", "winning_side"]
