"""The readable breakdown of a scored hand, in Italian or English.

Shared by ``trunfu score`` and the app: each side's terzetti with their
arithmetic, each jocu, the difference and each player's pay-out.  No rule
arithmetic happens here; everything comes from ``HandResult``.
"""

from __future__ import annotations

from typing import Any

from scoring import DECLARERS, SIDES, HandResult, Terzetto
from scoring.counting import GroupKind

_TEXT = {
    "it": {
        "declarers": "Dichiaranti", "opponents": "Avversari",
        "title": "{rules}, {contract} di {declarer}",
        "partner": ", in coppia con {partner}",
        "contract": {"call": "chiamata", "solo": "solo", "forced-solo": "solo forzato", "stata": "stata"},
        "cards": "{n} carte",
        "group": {"1cs+2cq": "1 di valore + 2 scartine", "2cs+1cq": "2 di valore + 1 scartina",
                  "3cs": "3 di valore", "3cq": "3 scartine", "leftover": "carte rimaste"},
        "card_points": "punti carte", "last_trick": "+ 5 ultima presa", "total": "totale",
        "jochi": "Jochi", "none": "nessuno",
        "jocu": {"rimatura": "rimatura", "vanto": "vanto", "rivanto": "rivanto", "four_kings": "4 Re",
                 "four_arie": "4 Arie", "five_arie": "5 Arie", "pigliate": "pigliate", "scommessa": "scommessa"},
        "difference": "Differenza", "payout": "Pagamenti",
        "annulled": "Mano annullata (renonce della parte vincente): si pagano solo le penalità",
        "penalty": "penalità",
        "penalty_kind": {"wrong-discard": "scarto sbagliato", "exposed-card": "carta scoperta",
                         "forbidden-signal": "segnale vietato", "renonce": "renonce", "other": "altro"},
        "discard_note": "lo scarto ({cards}) va agli avversari per lo scarto sbagliato",
    },
    "en": {
        "declarers": "Declarers", "opponents": "Opponents",
        "title": "{rules}, {contract} by {declarer}",
        "partner": ", partnered by {partner}",
        "contract": {"call": "call", "solo": "solo", "forced-solo": "forced solo", "stata": "stata"},
        "cards": "{n} cards",
        "group": {"1cs+2cq": "1 counting + 2 scartine", "2cs+1cq": "2 counting + 1 scartina",
                  "3cs": "3 counting", "3cq": "3 scartine", "leftover": "leftover"},
        "card_points": "card points", "last_trick": "+ 5 last trick", "total": "total",
        "jochi": "Jochi", "none": "none",
        "jocu": {"rimatura": "rimatura", "vanto": "vanto", "rivanto": "rivanto", "four_kings": "4 Re",
                 "four_arie": "4 Arie", "five_arie": "5 Arie", "pigliate": "pigliate", "scommessa": "scommessa"},
        "difference": "Difference", "payout": "Pay-out",
        "annulled": "Hand annulled (renonce by the winning side): only the penalties are paid",
        "penalty": "penalty",
        "penalty_kind": {"wrong-discard": "wrong discard", "exposed-card": "exposed card",
                         "forbidden-signal": "forbidden signal", "renonce": "renonce", "other": "other"},
        "discard_note": "the discard ({cards}) goes to the opponents for the wrong discard",
    },
}


def texts(lang: str) -> dict[str, Any]:
    """The words of the breakdown in ``lang`` (Italian unless ``"en"``)."""
    return _TEXT["en" if lang == "en" else "it"]


def group_parts(group: Terzetto, lang: str = "it") -> tuple[str, str, str]:
    """One terzetto as (its cards, what kind of group it is, its arithmetic)."""
    t = texts(lang)
    cards = " ".join(c.code for c in group.cards)
    kind = t["group"][group.kind.value]
    if group.kind is GroupKind.THREE_CQ:
        sum_text = "1"
    elif group.kind is GroupKind.LEFTOVER and not group.values:
        sum_text = str(group.points)
    else:
        sum_text = group.arithmetic()
    return cards, kind, sum_text


def group_line(group: Terzetto, lang: str = "it") -> str:
    """One terzetto on a line of fixed-width columns, for the terminal."""
    cards, kind, sum_text = group_parts(group, lang)
    return f"{cards:<14} {kind:<26} {sum_text}"


def signed(n: int) -> str:
    """A count with its sign, as the table counters show it: +3, 0, -2."""
    return f"+{n}" if n > 0 else str(n)


def breakdown(result: HandResult, lang: str = "it") -> str:
    """The whole readable breakdown of a hand."""
    t = texts(lang)
    hand = result.hand
    lines = [t["title"].format(rules=hand.rules.name, contract=t["contract"][hand.contract],
                               declarer=hand.declarer)
             + (t["partner"].format(partner=hand.partner) if hand.partner else "")]
    if hand.discard_to_opponents:
        lines.append(t["discard_note"].format(cards=" ".join(hand.discard)))
    for side in SIDES:
        members = ", ".join(hand.members(side))
        cards = result.hand.side_cards(side)
        lines.append("")
        lines.append(f"{t[side]} ({members}) — {t['cards'].format(n=len(cards))}")
        for group in result.terzetti(side):
            lines.append("  " + group_line(group, lang))
        points = result.card_points[side]
        line = f"  {t['card_points']}: {points}"
        if result.totals[side] != points:
            line += f" {t['last_trick']} = {t['total']} {result.totals[side]}"
        lines.append(line)
    lines.append("")
    lines.append(f"{t['jochi']}:")
    for side in SIDES:
        made = result.jochi[side]
        items = ", ".join(f"{t['jocu'][k]}" + (f" ×{v}" if v > 1 else "") for k, v in made.items())
        lines.append(f"  {t[side]:<12} {result.jochi_total[side]:>2}  ({items or t['none']})")
    lines.append(f"{t['difference']}: {signed(result.difference)}"
                 f" ({t['declarers'].lower()} − {t['opponents'].lower()})")
    if result.annulled:
        lines.append(t["annulled"])
    lines.append(f"{t['payout']}:")
    for player in hand.players:
        extra = [f"{t['penalty']} {t['penalty_kind'][p.kind]} −{p.points}"
                 for p in hand.penalties if p.player == player]
        side = t[hand.side_of(player)].lower()
        lines.append(f"  {player:<12} {signed(result.payout[player]):>4}  ({side}"
                     + ("; " + "; ".join(extra) if extra else "") + ")")
    return "\n".join(lines)


__all__ = ["breakdown", "group_line", "group_parts", "signed", "texts"]
