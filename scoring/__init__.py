"""The rules of Sicilian Tarot (Mineo), pure Python with no third-party imports.

Import direction, one way only: catalogue → vocabulary → cards → card_sets
→ counting → rules → hand → score.
Everything a program needs to read, validate and score a hand, and to say
the result in a player's language, is importable from here:

>>> from scoring import hand_from_json, score, text
>>> hand = hand_from_json('''{"rules": "mineo-3", "players": ["Anna", "Bruno", "Carla"],
...     "declarer": "Anna", "contract": "stata", "last_trick": "declarers",
...     "piles": {"declarers": ["T20", "T1", "FUG", "KO", "KC", "KB", "KS", "QO", "QC"]}}''')
>>> result = score(hand)
>>> result.difference, result.winner
(2, <Side.DECLARERS: 'declarers'>)
>>> result.winner.message.text("en"), Contract.STATA.message.text("en")
('Declarers', 'stata')
>>> try:
...     hand_from_json('{"rules": "mineo-3"}')
... except HandError as error:
...     error.keys[0], text(error.keys[0], "en", field="players")
('hand.missing_field', "the field 'players' is missing")
"""

from scoring.card_sets import (ARIE, KINGS, NEVER_CAPTURED, NEVER_DISCARDED, PIGLIATA_CARDS, SCOMMESSA_CARDS,
                               pigliata_cards)
from scoring.cards import BY_CODE, CODES, PACK, Card, Rank, Suit, card, card_name, parse_card, sort_cards
from scoring.catalogue import DEFAULT_LANGUAGE, LANGUAGES, Message, language, text
from scoring.counting import GroupKind, Terzetto, card_points, terzetti
from scoring.errors import CardError, HandError, Problem, TrunfuError
from scoring.hand import (DECLARERS, OPPONENTS, SIDES, Hand, Penalty, Pigliata, hand_from_dict, hand_from_json,
                          hand_to_dict)
from scoring.rules import MINEO_3, MINEO_4, RULESETS, Multipliers, RuleSet
from scoring.score import JOCHI, HandResult, score, winning_side
from scoring.vocabulary import Contract, Jocu, PenaltyKind, Side, Variant, Word

__all__ = [
    # the pack and the sets of cards the rules name
    "BY_CODE", "CODES", "PACK", "Card", "Rank", "Suit", "card", "card_name", "parse_card", "sort_cards",
    "ARIE", "KINGS", "NEVER_CAPTURED", "NEVER_DISCARDED", "PIGLIATA_CARDS", "SCOMMESSA_CARDS", "pigliata_cards",
    # counting by terzetti
    "GroupKind", "Terzetto", "card_points", "terzetti",
    # the game's words
    "Contract", "Jocu", "PenaltyKind", "Side", "Variant", "Word",
    "DECLARERS", "OPPONENTS", "SIDES", "JOCHI",
    # sentences in every language
    "DEFAULT_LANGUAGE", "LANGUAGES", "Message", "language", "text",
    # refusals
    "CardError", "HandError", "Problem", "TrunfuError",
    # hands, rules and scoring
    "Hand", "Penalty", "Pigliata", "hand_from_dict", "hand_from_json", "hand_to_dict",
    "MINEO_3", "MINEO_4", "RULESETS", "Multipliers", "RuleSet",
    "HandResult", "score", "winning_side",
]
