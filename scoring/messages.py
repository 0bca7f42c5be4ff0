"""Message catalogue of the rules engine, Italian first, English second.

Kept apart from the code that raises, so that the UI and the command line
can show the same refusal in either language.  Placeholders use
``str.format`` names.
"""

from __future__ import annotations

from typing import Any

CATALOGUE: dict[str, tuple[str, str]] = {
    # key: (italiano, English)
    "card.unknown": ("«{text}» non è una carta del mazzo siciliano",
                     "'{text}' is not a card of the Sicilian pack"),
    "card.not_text": ("{text} non è il nome di una carta (serve un testo come \"9C\" o \"Re di coppe\")",
                      "{text} is not a card name (expected text such as \"9C\" or \"King of Cups\")"),
    "card.tax_ace": ("«{text}» è l'Asso di Oro col bollo: non fa parte del gioco, toglilo dalle carte",
                     "'{text}' is the tax-stamp Ace of Coins: it is not a game card, leave it out"),
}


def render(key: str, lang: str = "it", **params: Any) -> str:
    """The message ``key`` in ``lang`` with ``params`` filled in."""
    it, en = CATALOGUE[key]
    template = en if lang == "en" else it
    return template.format(**params)
