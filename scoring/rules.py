"""Rule variants as configuration, not ``if``s.

A ``RuleSet`` says how many players sit at the table, which contracts exist
and how each multiplies the difference (RULES.md §5), and the fixed numbers
of the game.  Later variants (other towns) are new ``RuleSet`` values.

>>> MINEO_4.contracts[Contract.STATA].declarer
6
>>> MINEO_4.has_partner("call"), MINEO_3.players
(True, 3)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping

from scoring.vocabulary import Contract, PenaltyKind, Variant


@dataclass(frozen=True, slots=True, kw_only=True)
class Multipliers:
    """How the difference D is paid: declarer, partner (call only), each opponent.
    Opponents' multiplier is applied with a minus sign."""

    declarer: int
    partner: int = 0
    opponent: int


@dataclass(frozen=True, slots=True, kw_only=True)
class RuleSet:
    """One variant of the rules."""

    name: Variant
    players: int
    contracts: Mapping[Contract, Multipliers]
    rimatura_at: int = 55
    last_trick_bonus: int = 5
    pack_points: int = 104
    #: Championship penalties (RULES.md §6) in game points; ``other`` has no fixed value.
    penalty_points: Mapping[PenaltyKind, int | None] = field(default_factory=lambda: MappingProxyType({
        PenaltyKind.WRONG_DISCARD: 1,
        PenaltyKind.EXPOSED_CARD: 1,
        PenaltyKind.FORBIDDEN_SIGNAL: 2,
        PenaltyKind.RENONCE: 4,
        PenaltyKind.OTHER: None,
    }))
    #: The most an ``other`` penalty may take (RULES.md §6 leaves its amount to
    #: the referee).  Five times the heaviest fixed penalty, the renonce: a
    #: larger figure is a typing slip, and an unbounded one would let one hand
    #: file outweigh a whole championship.
    other_penalty_cap: int = 20

    def has_partner(self, contract: str) -> bool:
        """Whether ``contract`` is played with a partner (the call)."""
        return self.contracts[Contract(contract)].partner != 0


MINEO_4 = RuleSet(
    name=Variant.MINEO_4,
    players=4,
    contracts=MappingProxyType({
        Contract.CALL: Multipliers(declarer=1, partner=1, opponent=1),
        Contract.SOLO: Multipliers(declarer=3, opponent=1),
        Contract.FORCED_SOLO: Multipliers(declarer=3, opponent=1),
        Contract.STATA: Multipliers(declarer=6, opponent=2),
    }),
)

MINEO_3 = RuleSet(
    name=Variant.MINEO_3,
    players=3,
    contracts=MappingProxyType({
        Contract.SOLO: Multipliers(declarer=2, opponent=1),
        Contract.STATA: Multipliers(declarer=4, opponent=2),
    }),
)

RULESETS: dict[str, RuleSet] = {r.name: r for r in (MINEO_4, MINEO_3)}

#: The rule set a hand falls back on where none could be read (penalty kinds
#: are the same in every variant).
DEFAULT_RULES = MINEO_4
