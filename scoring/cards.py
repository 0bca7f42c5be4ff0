"""The 63-card Sicilian pack: codes, names, values and trick strength.

A card is a frozen value identified by its canonical code (RULES.md §1):
``KO QO CO DO 10O … 4O`` for Oro, the same from ``K`` to ``5`` for Coppe,
Bastoni and Spade, ``T20 … T0`` for the trionfi and ``FUG`` for the
Fuggitivo.  ``PACK`` is the whole pack in canonical order; ``card(code)``
looks one up and ``parse_card(text)`` also reads the spellings players type
("Re di coppe", "fantina mazze", "giove", "20", "king of cups").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from scoring.catalogue import DEFAULT_LANGUAGE, Message
from scoring.errors import CardError, Problem
from scoring.vocabulary import Word


class Suit(Word):
    """The four suits; the value is the code letter."""

    ORO = "O"
    COPPE = "C"
    BASTONI = "B"
    SPADE = "S"


class Rank(Word):
    """Suit-card ranks from strongest to weakest; the value is the code prefix."""

    RE = "K"
    REGINA = "Q"
    CAVALLO = "C"
    DONNA = "D"
    TEN = "10"
    NINE = "9"
    EIGHT = "8"
    SEVEN = "7"
    SIX = "6"
    FIVE = "5"
    FOUR = "4"


COURT_VALUES = {Rank.RE: 5, Rank.REGINA: 4, Rank.CAVALLO: 3, Rank.DONNA: 2}

#: Trumps with a name of their own (catalogue keys ``Trump.<number>``); the
#: others are called by their number.
NAMED_TRUMPS = (20, 19, 18, 17, 16, 1, 0)
GIOVE, PICCIOTTI = 20, 1
TRUMP_VALUES = {20: 10, 19: 5, 18: 5, 17: 5, 16: 5, 1: 10}

ARIE_NUMBERS = (16, 17, 18, 19)

#: The tax-stamp Ace of Oro sold with modern packs: recognised, never a game card.
TAX_ACE_CODE = "AO"


@dataclass(frozen=True, slots=True)
class Card:
    """One card of the pack.  Exactly one of (suit and rank) or trump is set,
    except for the Fuggitivo, which has neither."""

    code: str
    suit: Suit | None = None
    rank: Rank | None = None
    trump: int | None = None

    def __repr__(self) -> str:
        return f"card({self.code!r})"

    def __str__(self) -> str:
        return self.code

    @property
    def is_trump(self) -> bool:
        return self.trump is not None

    @property
    def is_fuggitivo(self) -> bool:
        return self.code == "FUG"

    @property
    def value(self) -> int:
        """Face value for counting: 0 for a scartina (RULES.md §2)."""
        if self.rank is not None:
            return COURT_VALUES.get(self.rank, 0)
        if self.trump is not None:
            return TRUMP_VALUES.get(self.trump, 0)
        return 10  # the Fuggitivo

    @property
    def is_counting(self) -> bool:
        """A carta di valore (CS); otherwise a scartina (CQ)."""
        return self.value > 0

    @property
    def is_aria(self) -> bool:
        return self.trump in ARIE_NUMBERS

    @property
    def is_king(self) -> bool:
        return self.rank is Rank.RE

    @property
    def is_giove(self) -> bool:
        """Trump 20, the strongest card, which can never be captured."""
        return self.trump == GIOVE

    @property
    def is_picciotti(self) -> bool:
        """Trump 1, worth 10 and, with the Arie, a card of the pigliate."""
        return self.trump == PICCIOTTI

    @property
    def strength(self) -> int:
        """Trick-taking strength: comparable within a suit and among trumps;
        every trump beats every suit card; the Fuggitivo (-1) never wins."""
        if self.trump is not None:
            return 100 + self.trump
        if self.rank is not None:
            return len(Rank) - list(Rank).index(self.rank)
        return -1

    @property
    def message(self) -> Message:
        """The card's name as players say it, not yet in a language.

        >>> card("KC").message.text("en")
        'King of Cups'
        >>> card("T20").message.text()
        'Giove (20)'
        """
        if self.suit is not None and self.rank is not None:
            return Message("card.suit_card", {"rank": self.rank.message, "suit": self.suit.message})
        if self.trump is not None:
            if self.trump in NAMED_TRUMPS:
                return Message("card.named_trump", {"name": Message(f"Trump.{self.trump}"),
                                                    "number": self.trump})
            return Message("card.trump", {"number": self.trump})
        return Message("card.fuggitivo")

    def name(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """The card's name as players say it, in ``lang``.

        >>> card("QO").name("it"), card("QO").name("en")
        ('Regina di Oro', 'Queen of Coins')
        """
        return self.message.text(lang)


def _build_pack() -> tuple[Card, ...]:
    cards: list[Card] = []
    for suit in Suit:
        for rank in Rank:
            if rank is Rank.FOUR and suit is not Suit.ORO:
                continue
            cards.append(Card(rank.value + suit.value, suit=suit, rank=rank))
    cards.extend(Card(f"T{n}", trump=n) for n in range(20, -1, -1))
    cards.append(Card("FUG"))
    return tuple(cards)


#: The whole pack in canonical order (RULES.md §1).
PACK: tuple[Card, ...] = _build_pack()
#: Canonical code -> card.
BY_CODE: dict[str, Card] = {c.code: c for c in PACK}
#: Canonical code -> position in canonical order, for sorting listings.
ORDER: dict[str, int] = {c.code: i for i, c in enumerate(PACK)}
CODES: tuple[str, ...] = tuple(BY_CODE)

assert len(PACK) == 63


def card(code: str) -> Card:
    """The card with canonical ``code`` (other spellings are read as by
    ``parse_card``); raises ``CardError`` for anything else.

    >>> card("KO").value, card("T16").is_aria, card("FUG").strength
    (5, True, -1)
    """
    try:
        return BY_CODE[code]
    except KeyError:
        return parse_card(code)


def card_name(code_or_card: "str | Card", lang: str = DEFAULT_LANGUAGE) -> str:
    """The name of a card (a ``Card`` or anything ``parse_card`` reads) in ``lang``.

    >>> card_name("10O", "en"), card_name("fujutu", "en"), card_name("T7")
    ('10 of Coins', 'Excuse (Fuggitivo)', 'Trionfo 7')
    """
    the_card = code_or_card if isinstance(code_or_card, Card) else card(code_or_card)
    return the_card.name(lang)


def sort_cards(cards: "list[Card] | tuple[Card, ...] | set[Card] | frozenset[Card]") -> list[Card]:
    """Cards in canonical order."""
    return sorted(cards, key=lambda c: ORDER[c.code])


# --- reading what players type -------------------------------------------------

_SUIT_WORDS = {
    Suit.ORO: ("o", "oro", "ori", "denari", "denaro", "danari", "coins", "coin", "pentacles", "golds", "gold"),
    Suit.COPPE: ("c", "coppe", "coppa", "cups", "cup", "chalices"),
    Suit.BASTONI: ("b", "bastoni", "bastone", "mazze", "mazza", "mazzi", "clubs", "club", "batons", "baton", "wands", "staves"),
    Suit.SPADE: ("s", "spade", "spada", "swords", "sword"),
}
_RANK_WORDS = {
    Rank.RE: ("k", "re", "rè", "king", "r"),
    Rank.REGINA: ("q", "regina", "queen"),
    Rank.CAVALLO: ("c", "cavallo", "cavaliere", "knight", "horse", "cav"),
    Rank.DONNA: ("d", "donna", "fantina", "fante", "maid", "page", "jack", "fantesca"),
    Rank.TEN: ("10", "dieci", "ten"),
    Rank.NINE: ("9", "nove", "nine"),
    Rank.EIGHT: ("8", "otto", "eight"),
    Rank.SEVEN: ("7", "sette", "seven"),
    Rank.SIX: ("6", "sei", "six"),
    Rank.FIVE: ("5", "cinque", "five"),
    Rank.FOUR: ("4", "quattro", "four"),
}
_TRUMP_WORDS = {
    20: ("giove", "jupiter", "jove"),
    19: ("badda", "palla", "ball", "world", "mondo"),
    18: ("sole", "sun", "suli"),
    17: ("luna", "moon"),
    16: ("stella", "star", "stidda"),
    1: ("picciotti", "picciotto", "bagatto", "bagatella"),
    0: ("miseria", "misery", "poverty"),
}
_FUG_WORDS = ("fug", "fuggitivo", "fujutu", "u fujutu", "fuggiasco", "excuse", "fool", "matto", "scusa")
_TAX_ACE_WORDS = ("ao", "asso oro", "asso denari", "asso", "ace coins", "ace", "asso bollo", "ace of coins")
_FILLER = {"di", "de", "del", "dei", "delle", "della", "of", "the", "u", "lu", "il", "la", "le"}


def _build_aliases() -> dict[str, str]:
    aliases: dict[str, str] = {}
    for code in CODES:
        aliases[code.lower()] = code
    for suit, swords in _SUIT_WORDS.items():
        for rank, rwords in _RANK_WORDS.items():
            if rank is Rank.FOUR and suit is not Suit.ORO:
                continue
            code = rank.value + suit.value
            for r in rwords:
                for s in swords:
                    if len(r) == 1 and len(s) == 1:
                        continue  # single letters only as canonical codes
                    aliases.setdefault(f"{r} {s}", code)
                    if not r.isdigit():
                        aliases.setdefault(f"{s} {r}", code)
    for n in range(21):
        for form in (str(n), f"t{n}", f"t {n}", f"trionfo {n}", f"trump {n}", f"trumfu {n}", f"{n} trionfo"):
            aliases[form] = f"T{n}"
        for word in _TRUMP_WORDS.get(n, ()):
            for form in (word, f"{word} {n}", f"{n} {word}"):
                aliases[form] = f"T{n}"
    for word in _FUG_WORDS:
        aliases[word] = "FUG"
    aliases["excuse fuggitivo"] = "FUG"  # the English name() of the card
    return aliases


_ALIASES: dict[str, str] = _build_aliases()
_TAX_ACE = frozenset(_TAX_ACE_WORDS) | {"asso di oro", "asso di denari", "ace of coins"}
_SPLIT = re.compile(r"[\s_\-'’.,()]+")


def normalise(text: str) -> str:
    """Lower-case, drop filler words ("di", "of") and punctuation."""
    words = [w for w in _SPLIT.split(text.strip().lower()) if w and w not in _FILLER]
    return " ".join(words)


def parse_card(text: str) -> Card:
    """Read a card from a canonical code or a spelling players type.

    Case-insensitive.  Raises ``CardError`` naming the text when it is not a
    card of the game, with a specific message for the tax-stamp Ace of Oro.

    >>> parse_card("fantina mazze"), parse_card("King of Cups"), parse_card("20")
    (card('DB'), card('KC'), card('T20'))
    >>> try:
    ...     parse_card("asso di oro")
    ... except CardError as error:
    ...     error.keys
    ('card.tax_ace',)
    """
    if not isinstance(text, str):
        raise CardError(Problem("card.not_text", {"text": repr(text)}))
    exact = BY_CODE.get(text)
    if exact is not None:
        return exact
    key = normalise(text)
    code = _ALIASES.get(key) or _ALIASES.get(key.replace(" ", ""))
    if code is not None:
        return BY_CODE[code]
    if key in _TAX_ACE or key.replace(" ", "") in _TAX_ACE:
        raise CardError(Problem("card.tax_ace", {"text": text}))
    raise CardError(Problem("card.unknown", {"text": text}))


def aliases() -> dict[str, str]:
    """Every accepted spelling (normalised) and the code it reads as."""
    return dict(_ALIASES)
