"""Random legal hand files, for tests, benchmarks and example evenings.

Any partition of the pack, any declaration the rules allow, with a legal
scarto and a few pigliate; reproducible from a ``random.Random``.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from scoring.cards import CODES
from scoring.card_sets import NEVER_DISCARDED
from scoring.rules import RULESETS

NAMES = {4: ("Anna", "Bruno", "Carla", "Dario"), 3: ("Anna", "Bruno", "Carla")}


def random_hand(rng: random.Random, *, players: Sequence[str] | None = None,
                dealer: str | None = None, rules: str | None = None) -> dict[str, Any]:
    """A random legal hand file as a dict (players in seating order)."""
    if rules is None:
        rules = rng.choice(list(RULESETS)) if players is None else ("mineo-3" if len(players) == 3 else "mineo-4")
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
    pigliate = [{"card": c, "by": "declarers" if c in declarers else "opponents"}
                for c in ("T16", "T17", "T18", "T19", "T1") if c not in discard and rng.random() < 0.2]
    rivals = [p for p in names if p not in (declarer, partner)]
    data: dict[str, Any] = {
        "rules": rules, "players": names, "dealer": dealer if dealer is not None else names[0],
        "declarer": declarer, "contract": contract, "partner": partner,
        "piles": {"declarers": declarers, "opponents": opponents},
        "last_trick": rng.choice(["declarers", "opponents"]),
        "scommessa": "T20" not in opponents and rng.random() < 0.2,
        "rivanto": rng.choice([None, None, *rivals]), "pigliate": pigliate,
    }
    if discard:
        data["discard"] = discard
    return data
