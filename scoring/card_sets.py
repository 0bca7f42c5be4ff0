"""The sets of cards the rules name, each derived once from the cards' own
properties (``Card.is_king``, ``is_aria``, ``is_giove``…) so a rule is never
written as a list of codes twice.

>>> PIGLIATA_CARDS
('T19', 'T18', 'T17', 'T16', 'T1')
>>> sorted(KINGS, key=ORDER.__getitem__)
['KO', 'KC', 'KB', 'KS']
"""

from __future__ import annotations

from scoring.cards import ORDER, PACK

#: The four Re (RULES.md §4, jocu "4 Re").
KINGS: frozenset[str] = frozenset(c.code for c in PACK if c.is_king)
#: The four Arie, T16–T19 (jochi "4 Arie", "5 Arie" with Giove).
ARIE: frozenset[str] = frozenset(c.code for c in PACK if c.is_aria)
#: Cards a pigliata can be of: the Arie and the Picciotti, in canonical order
#: (the order the app lists them in).
PIGLIATA_CARDS: tuple[str, ...] = tuple(c.code for c in PACK if c.is_aria or c.is_picciotti)
#: Giove and the Fuggitivo never change hands.
NEVER_CAPTURED: frozenset[str] = frozenset(c.code for c in PACK if c.is_giove or c.is_fuggitivo)
#: Cards that may never be in a scarto (RULES.md §3): the Re, the Arie, the
#: Picciotti and Giove.  Plain trumps are allowed for a hand of only trumps.
NEVER_DISCARDED: frozenset[str] = frozenset(
    c.code for c in PACK if c.is_king or c.is_aria or c.is_picciotti or c.is_giove)
#: What the declarer's side must end with to win a scommessa: Giove, the
#: Picciotti and the Fuggitivo.
SCOMMESSA_CARDS: frozenset[str] = frozenset(
    c.code for c in PACK if c.is_giove or c.is_picciotti or c.is_fuggitivo)
#: The Giove's code, for the jocu "5 Arie" and the scommessa checks.
GIOVE: str = next(c.code for c in PACK if c.is_giove)


def pigliata_cards() -> tuple[str, ...]:
    """The cards a pigliata can be of, in canonical order.

    >>> pigliata_cards()[-1]
    'T1'
    """
    return PIGLIATA_CARDS


__all__ = ["ARIE", "GIOVE", "KINGS", "NEVER_CAPTURED", "NEVER_DISCARDED", "PIGLIATA_CARDS",
           "SCOMMESSA_CARDS", "pigliata_cards"]
