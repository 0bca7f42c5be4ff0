"""Rule variants as configuration, not ``if``s.

A ``RuleSet`` says how many players sit at the table, which contracts exist
and how each multiplies the difference (RULES.md §5), and the fixed numbers
of the game.  Later variants (other towns) are new ``RuleSet`` values.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping


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

    name: str
    players: int
    contracts: Mapping[str, Multipliers]
    rimatura_at: int = 55
    last_trick_bonus: int = 5
    pack_points: int = 104
    #: Championship penalties (RULES.md §6) in game points; ``other`` has no fixed value.
    penalty_points: Mapping[str, int | None] = field(default_factory=lambda: MappingProxyType({
        "wrong-discard": 1,
        "exposed-card": 1,
        "forbidden-signal": 2,
        "renonce": 4,
        "other": None,
    }))

    def has_partner(self, contract: str) -> bool:
        return self.contracts[contract].partner != 0


MINEO_4 = RuleSet(
    name="mineo-4",
    players=4,
    contracts=MappingProxyType({
        "call": Multipliers(declarer=1, partner=1, opponent=1),
        "solo": Multipliers(declarer=3, opponent=1),
        "forced-solo": Multipliers(declarer=3, opponent=1),
        "stata": Multipliers(declarer=6, opponent=2),
    }),
)

MINEO_3 = RuleSet(
    name="mineo-3",
    players=3,
    contracts=MappingProxyType({
        "solo": Multipliers(declarer=2, opponent=1),
        "stata": Multipliers(declarer=4, opponent=2),
    }),
)

RULESETS: dict[str, RuleSet] = {r.name: r for r in (MINEO_4, MINEO_3)}
