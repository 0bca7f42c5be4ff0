"""The readable breakdown of a scored hand, in any language of the catalogue.

Shared by ``trunfu score`` and the app: each side's terzetti with their
arithmetic, each jocu, the difference and each player's pay-out.  No rule
arithmetic happens here; everything comes from ``HandResult`` and the rule
set (the last-trick bonus).  The words are in the catalogue (keys
``breakdown.*``, ``GroupKind.*`` and the game words); this module only lays
them out in columns.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from scoring import SIDES, GroupKind, HandResult, Jocu, PenaltyKind, Side, Terzetto, text
from scoring.catalogue import Message


def group_parts(group: Terzetto, lang: str = "it") -> tuple[str, str, str]:
    """One terzetto as (its cards, what kind of group it is, its arithmetic)."""
    cards = " ".join(c.code for c in group.cards)
    kind = group.kind.message.text(lang)
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


def jochi_made(made: Mapping[Jocu, int] | Mapping[str, int], lang: str = "it") -> str:
    """A side's jochi (``HandResult.jochi[side]``) as a list ("rimatura,
    pigliate ×2"), or "nessuno" when there are none."""
    items = [text("breakdown.jocu_times", lang, jocu=Jocu(k).message, count=v) if v > 1
             else Jocu(k).message.text(lang) for k, v in made.items()]
    return ", ".join(items) or text("breakdown.no_jochi", lang)


def _title(result: HandResult) -> Message:
    hand = result.hand
    params: dict[str, Any] = {"rules": hand.rules.name, "contract": hand.contract.message,
                              "declarer": hand.declarer}
    if hand.partner:
        return Message("breakdown.title_partner", {**params, "partner": hand.partner})
    return Message("breakdown.title", params)


def _side_lines(result: HandResult, side: Side, lang: str) -> list[str]:
    hand = result.hand
    cards = hand.side_cards(side)
    lines = ["", text("breakdown.side_cards", lang, side=side.message,
                      members=", ".join(hand.members(side)), count=len(cards))]
    lines += ["  " + group_line(group, lang) for group in result.terzetti(side)]
    points, total = result.card_points[side], result.totals[side]
    if total != points:
        lines.append("  " + text("breakdown.card_points_last_trick", lang, points=points,
                                 bonus=hand.rules.last_trick_bonus, total=total))
    else:
        lines.append("  " + text("breakdown.card_points", lang, points=points))
    return lines


def _payout_line(result: HandResult, player: str, lang: str) -> str:
    hand = result.hand
    notes = [text("breakdown.player_side." + hand.side_of(player).value, lang)]
    notes += [text("breakdown.penalty", lang, kind=p.kind.message, points=p.points)
              for p in hand.penalties if p.player == player]
    return f"  {player:<12} {signed(result.payout[player]):>4}  ({'; '.join(notes)})"


def breakdown(result: HandResult, lang: str = "it") -> str:
    """The whole readable breakdown of a hand."""
    hand = result.hand
    lines = [_title(result).text(lang)]
    if hand.discard_to_opponents:
        lines.append(text("breakdown.discard_note", lang, cards=" ".join(hand.discard)))
    for side in SIDES:
        lines += _side_lines(result, side, lang)
    lines += ["", text("breakdown.jochi", lang)]
    for side in SIDES:
        lines.append(f"  {side.message.text(lang):<12} {result.jochi_total[side]:>2}"
                     f"  ({jochi_made(result.jochi[side], lang)})")
    lines.append(text("breakdown.difference", lang, difference=signed(result.difference)))
    if result.annulled:
        lines.append(text("breakdown.annulled", lang))
    lines.append(text("breakdown.payout", lang))
    lines += [_payout_line(result, player, lang) for player in hand.players]
    return "\n".join(lines)


@dataclass(frozen=True, slots=True)
class RuleNote:
    """One thing a hand awarded or charged, and the rule behind it (RULES.md
    §4–§6, catalogue section ``rule.*``): ``label`` says what was made
    ("Dichiaranti: rimatura"), ``rules`` the rule's sentences in order,
    ``name`` is stable (for the app's keys and tests)."""

    name: str
    label: Message
    rules: tuple[Message, ...]


def jocu_rule(jocu: Jocu | str) -> Message:
    """The rule (RULES.md §4) that gives ``jocu``."""
    return Message(f"rule.{Jocu(jocu).value}")


def penalty_rule(kind: PenaltyKind | str) -> Message:
    """The championship rule (RULES.md §6) behind a penalty of ``kind``."""
    return Message(f"rule.penalty.{PenaltyKind(kind).value}")


def payout_rule(result: HandResult) -> Message:
    """How this hand's difference is paid (RULES.md §5): by variant and contract."""
    return Message(f"rule.payout.{result.hand.rules.name.value}.{result.hand.contract.value}")


def rule_notes(result: HandResult) -> list[RuleNote]:
    """Every jocu each side made, the pay-out and each penalty, with its rule:
    what "Perché?" shows next to the numbers."""
    notes: list[RuleNote] = []
    for side in SIDES:
        for jocu, count in result.jochi[side].items():
            notes.append(RuleNote(f"{side.value}-{Jocu(jocu).value}",
                                  Message("rule.made.jocu", {"side": side.message, "jocu": Jocu(jocu).message,
                                                             "count": count}),
                                  (jocu_rule(jocu),)))
    hand = result.hand
    notes.append(RuleNote("payout", Message("rule.made.payout", {"contract": hand.contract.message,
                                                                 "difference": signed(result.difference)}),
                          (Message("rule.payout"), payout_rule(result))))
    for i, penalty in enumerate(hand.penalties):
        notes.append(RuleNote(f"penalty-{i + 1}",
                              Message("rule.made.penalty", {"player": penalty.player, "kind": penalty.kind.message,
                                                            "points": penalty.points}),
                              (Message("rule.penalty"), penalty_rule(penalty.kind))))
    return notes


def rule_reference(result: HandResult) -> list[RuleNote]:
    """Every jocu's rule and how this hand's variant pays each contract: the
    reference a learner reads before answering (it names no jocu as made)."""
    notes = [RuleNote(f"ref-{jocu.value}", jocu.message, (jocu_rule(jocu),)) for jocu in Jocu]
    variant = result.hand.rules
    notes += [RuleNote(f"ref-payout-{contract.value}", contract.message,
                       (Message("rule.payout"), Message(f"rule.payout.{variant.name.value}.{contract.value}")))
              for contract in variant.contracts]
    return notes


__all__ = ["RuleNote", "breakdown", "group_line", "group_parts", "jochi_made", "jocu_rule", "payout_rule",
           "penalty_rule", "rule_notes", "rule_reference", "signed"]
