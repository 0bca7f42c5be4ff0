"""The game's words as enums whose values are the hand-file notation.

``Side.DECLARERS == "declarers"``, so hand files, result JSON and the
database keep their strings while the code names every word once.  Each word
has a label in the catalogue under ``<class name>.<value>``:

>>> Contract.FORCED_SOLO.message.text("it")
'solo forzato'
>>> Side.DECLARERS.other
<Side.OPPONENTS: 'opponents'>
"""

from __future__ import annotations

from enum import StrEnum

from scoring.catalogue import Message


class Word(StrEnum):
    """Base of the game's words: a string value, and a catalogue label."""

    @property
    def message(self) -> Message:
        """The word's label, to be put into a language where it is shown."""
        return Message(f"{type(self).__name__}.{self.value}")


class Side(Word):
    """The two sides of a hand."""

    DECLARERS = "declarers"
    OPPONENTS = "opponents"

    @property
    def other(self) -> Side:
        """The other side."""
        return Side.OPPONENTS if self is Side.DECLARERS else Side.DECLARERS


class Contract(Word):
    """What the declarer plays (RULES.md §3, §5)."""

    CALL = "call"
    SOLO = "solo"
    FORCED_SOLO = "forced-solo"
    STATA = "stata"


class Jocu(Word):
    """The jochi of RULES.md §4, in the order they are listed in results."""

    RIMATURA = "rimatura"
    VANTO = "vanto"
    RIVANTO = "rivanto"
    FOUR_KINGS = "four_kings"
    FOUR_ARIE = "four_arie"
    FIVE_ARIE = "five_arie"
    PIGLIATE = "pigliate"
    SCOMMESSA = "scommessa"


class PenaltyKind(Word):
    """The championship penalties of RULES.md §6."""

    WRONG_DISCARD = "wrong-discard"
    EXPOSED_CARD = "exposed-card"
    FORBIDDEN_SIGNAL = "forbidden-signal"
    RENONCE = "renonce"
    OTHER = "other"


class Variant(Word):
    """The rule variants a hand can be played under (``RuleSet.name``, the
    hand file's ``"rules"``)."""

    MINEO_4 = "mineo-4"
    MINEO_3 = "mineo-3"


__all__ = ["Contract", "Jocu", "PenaltyKind", "Side", "Variant", "Word"]
