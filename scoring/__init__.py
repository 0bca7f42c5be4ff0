"""The rules of Sicilian Tarot (Mineo), pure Python with no third-party imports.

Import direction, one way only: cards → counting → rules → hand → score.
"""

from scoring.cards import BY_CODE, CODES, PACK, Card, card, parse_card, sort_cards
from scoring.counting import Terzetto, card_points, terzetti
from scoring.errors import CardError, HandError, Problem, TrunfuError
from scoring.hand import DECLARERS, OPPONENTS, SIDES, Hand, hand_from_dict, hand_from_json, hand_to_dict
from scoring.rules import MINEO_3, MINEO_4, RULESETS, RuleSet
from scoring.score import JOCHI, HandResult, score

__all__ = [
    "BY_CODE", "CODES", "PACK", "Card", "card", "parse_card", "sort_cards",
    "Terzetto", "card_points", "terzetti",
    "CardError", "HandError", "Problem", "TrunfuError",
    "DECLARERS", "OPPONENTS", "SIDES", "Hand", "hand_from_dict", "hand_from_json", "hand_to_dict",
    "MINEO_3", "MINEO_4", "RULESETS", "RuleSet",
    "JOCHI", "HandResult", "score",
]
