"""The game's words: contracts, sides, jochi, penalty kinds, rule variants.

Keys are ``<Enum class name>.<JSON value>`` (see ``scoring.vocabulary``), so
``Contract.FORCED_SOLO.message`` is ``Message("Contract.forced-solo")``.
Players' terms stay Italian in every language (rimatura, pigliate, stata).
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    "Contract.call": {"it": "chiamata", "en": "call"},
    "Contract.solo": {"it": "solo", "en": "solo"},
    "Contract.forced-solo": {"it": "solo forzato", "en": "forced solo"},
    "Contract.stata": {"it": "stata", "en": "stata"},
    "Side.declarers": {"it": "Dichiaranti", "en": "Declarers"},
    "Side.opponents": {"it": "Avversari", "en": "Opponents"},
    "Jocu.rimatura": {"it": "rimatura", "en": "rimatura"},
    "Jocu.vanto": {"it": "vanto", "en": "vanto"},
    "Jocu.rivanto": {"it": "rivanto", "en": "rivanto"},
    "Jocu.four_kings": {"it": "4 Re", "en": "4 Re"},
    "Jocu.four_arie": {"it": "4 Arie", "en": "4 Arie"},
    "Jocu.five_arie": {"it": "5 Arie", "en": "5 Arie"},
    "Jocu.pigliate": {"it": "pigliate", "en": "pigliate"},
    "Jocu.scommessa": {"it": "scommessa", "en": "scommessa"},
    "PenaltyKind.wrong-discard": {"it": "scarto sbagliato", "en": "wrong discard"},
    "PenaltyKind.exposed-card": {"it": "carta scoperta", "en": "exposed card"},
    "PenaltyKind.forbidden-signal": {"it": "segnale vietato", "en": "forbidden signal"},
    "PenaltyKind.renonce": {"it": "renonce", "en": "renonce"},
    "PenaltyKind.other": {"it": "altro", "en": "other"},
    "Variant.mineo-4": {"it": "Mineo a 4", "en": "Mineo, 4 players"},
    "Variant.mineo-3": {"it": "Mineo a 3", "en": "Mineo, 3 players"},
}
