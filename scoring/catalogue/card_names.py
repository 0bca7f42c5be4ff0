"""The cards' names: suits, ranks, named trumps and how a name is put together.

Keys follow the game words (``<Enum class name>.<value>``): ``Suit.O`` is
Oro, ``Rank.K`` the Re, ``Trump.20`` Giove.  Only display lives here; the
spellings ``parse_card`` accepts in either language are parsing and stay in
``scoring.cards``.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    "Suit.O": {"it": "Oro", "en": "Coins"},
    "Suit.C": {"it": "Coppe", "en": "Cups"},
    "Suit.B": {"it": "Bastoni", "en": "Batons"},
    "Suit.S": {"it": "Spade", "en": "Swords"},
    "Rank.K": {"it": "Re", "en": "King"},
    "Rank.Q": {"it": "Regina", "en": "Queen"},
    "Rank.C": {"it": "Cavallo", "en": "Knight"},
    "Rank.D": {"it": "Donna", "en": "Maid"},
    **{f"Rank.{n}": {"it": str(n), "en": str(n)} for n in range(4, 11)},
    "Trump.20": {"it": "Giove", "en": "Jupiter"},
    "Trump.19": {"it": "Badda", "en": "Ball"},
    "Trump.18": {"it": "Sole", "en": "Sun"},
    "Trump.17": {"it": "Luna", "en": "Moon"},
    "Trump.16": {"it": "Stella", "en": "Star"},
    "Trump.1": {"it": "Picciotti", "en": "Picciotti"},
    "Trump.0": {"it": "Miseria", "en": "Misery"},
    "card.suit_card": {"it": "{rank} di {suit}", "en": "{rank} of {suit}"},
    "card.named_trump": {"it": "{name} ({number})", "en": "{name} ({number})"},
    "card.trump": {"it": "Trionfo {number}", "en": "Trump {number}"},
    "card.fuggitivo": {"it": "Fuggitivo", "en": "Excuse (Fuggitivo)"},
}
