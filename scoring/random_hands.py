"""Random legal hand files, for tests, benchmarks and example evenings.

Any partition of the pack, any declaration the rules allow, with a legal
scarto and a few pigliate; reproducible from a ``random.Random``.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from scoring.cards import CODES
from scoring.card_sets import GIOVE, NEVER_DISCARDED, PIGLIATA_CARDS
from scoring.cards import BY_CODE
from scoring.rules import DEFAULT_RULES, RULESETS
from scoring.vocabulary import Side

#: The Arie upwards, then the Picciotti: the order pigliate are drawn in,
#: which decides the hand a seed gives (kept so that seeds stay reproducible).
_PIGLIATA_DRAW_ORDER = sorted(PIGLIATA_CARDS, key=lambda c: (BY_CODE[c].is_picciotti, BY_CODE[c].trump))
NAMES = {4: ("Anna", "Bruno", "Carla", "Dario"), 3: ("Anna", "Bruno", "Carla")}


def random_hand(rng: random.Random, *, players: Sequence[str] | None = None,
                dealer: str | None = None, rules: str | None = None) -> dict[str, Any]:
    """A random legal hand file as a dict (players in seating order)."""
    if rules is None:
        by_size = {r.players: r.name.value for r in RULESETS.values()}
        rules = rng.choice(list(RULESETS)) if players is None else by_size.get(len(players), DEFAULT_RULES.name.value)
    ruleset = RULESETS[rules]
    names = list(players) if players is not None else list(NAMES[ruleset.players])
    declarer = rng.choice(names)
    contract = rng.choice(list(ruleset.contracts))
    partner = rng.choice([p for p in names if p != declarer]) if ruleset.has_partner(contract) else None
    cut = rng.randint(5, 58)
    cards = list(CODES)
    rng.shuffle(cards)
    declarers, opponents = cards[:cut], cards[cut:]
    discardable = [c for c in declarers if c not in NEVER_DISCARDED]
    discard = discardable[:3] if len(discardable) >= 3 else []
    declarers = [c for c in declarers if c not in discard]
    pigliate = [{"card": c, "by": (Side.DECLARERS if c in declarers else Side.OPPONENTS).value}
                for c in _PIGLIATA_DRAW_ORDER if c not in discard and rng.random() < 0.2]
    rivals = [p for p in names if p not in (declarer, partner)]
    data: dict[str, Any] = {
        "rules": rules, "players": names, "dealer": dealer if dealer is not None else names[0],
        "declarer": declarer, "contract": contract, "partner": partner,
        "piles": {Side.DECLARERS.value: declarers, Side.OPPONENTS.value: opponents},
        "last_trick": rng.choice([s.value for s in Side]),
        "scommessa": GIOVE not in opponents and rng.random() < 0.2,
        "rivanto": rng.choice([None, None, *rivals]), "pigliate": pigliate,
    }
    if discard:
        data["discard"] = discard
    return data
