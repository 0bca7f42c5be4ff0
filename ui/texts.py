"""Words of the app: a thin door onto the one catalogue (keys ``app.*``)."""

from __future__ import annotations

from scoring.catalogue import text
from scoring.vocabulary import Contract

#: Contract labels by contract, for the app's drop-downs.
CONTRACTS: dict[str, tuple[str, str]] = {
    c.value: (c.message.text("it"), c.message.text("en")) for c in Contract}


def t(key: str, lang: str, **params: object) -> str:
    """The text ``app.<key>`` in ``lang`` with ``params`` filled in."""
    return text(f"app.{key}", lang, **params)
