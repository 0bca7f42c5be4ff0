"""Sentences of the readable breakdown of a scored hand (``trunfu score``, the app).

The breakdown's layout (columns, indentation) stays in
``companion.breakdown``; every word a player reads is here.  Contract, side,
jocu and penalty names come from the game words (``words.py``); the kinds of
terzetto are ``GroupKind.<value>``.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    "GroupKind.1cs+2cq": {"it": "1 di valore + 2 scartine", "en": "1 counting + 2 scartine"},
    "GroupKind.2cs+1cq": {"it": "2 di valore + 1 scartina", "en": "2 counting + 1 scartina"},
    "GroupKind.3cs": {"it": "3 di valore", "en": "3 counting"},
    "GroupKind.3cq": {"it": "3 scartine", "en": "3 scartine"},
    "GroupKind.leftover": {"it": "carte rimaste", "en": "leftover"},
    "breakdown.title": {"it": "{rules}, {contract} di {declarer}", "en": "{rules}, {contract} by {declarer}"},
    "breakdown.title_partner": {
        "it": "{rules}, {contract} di {declarer}, in coppia con {partner}",
        "en": "{rules}, {contract} by {declarer}, partnered by {partner}",
    },
    "breakdown.discard_note": {
        "it": "lo scarto ({cards}) va agli avversari per lo scarto sbagliato",
        "en": "the discard ({cards}) goes to the opponents for the wrong discard",
    },
    "breakdown.side_cards": {
        "it": {"one": "{side} ({members}) — {count} carta", "other": "{side} ({members}) — {count} carte"},
        "en": {"one": "{side} ({members}) — {count} card", "other": "{side} ({members}) — {count} cards"},
    },
    "breakdown.card_points": {"it": "punti carte: {points}", "en": "card points: {points}"},
    "breakdown.card_points_last_trick": {
        "it": "punti carte: {points} + {bonus} ultima presa = totale {total}",
        "en": "card points: {points} + {bonus} last trick = total {total}",
    },
    "breakdown.jochi": {"it": "Jochi:", "en": "Jochi:"},
    "breakdown.jocu_times": {"it": "{jocu} ×{count}", "en": "{jocu} ×{count}"},
    "breakdown.no_jochi": {"it": "nessuno", "en": "none"},
    "breakdown.difference": {
        "it": "Differenza: {difference} (dichiaranti − avversari)",
        "en": "Difference: {difference} (declarers − opponents)",
    },
    "breakdown.annulled": {
        "it": "Mano annullata (renonce della parte vincente): si pagano solo le penalità",
        "en": "Hand annulled (renonce by the winning side): only the penalties are paid",
    },
    "breakdown.payout": {"it": "Pagamenti:", "en": "Pay-out:"},
    "breakdown.player_side.declarers": {"it": "dichiaranti", "en": "declarers"},
    "breakdown.player_side.opponents": {"it": "avversari", "en": "opponents"},
    "breakdown.penalty": {"it": "penalità {kind} −{points}", "en": "penalty {kind} −{points}"},
}
