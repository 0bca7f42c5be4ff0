"""Teaching mode: five levels that take a new player from the value of each
card to a whole hand with its jochi and pay-out.

Each level is a plain state object (the app's view only shows it): a task
made from a seed, ``check(answer)`` returning a ``Verdict``, ``reveal()``
giving the answer.  Every answer is checked by ``scoring`` (card values,
``terzetti``, ``card_points``, ``score``): no rule arithmetic here.  An answer
checked after the answer was revealed is judged but not credited.  Verdicts
carry catalogue keys (``teaching.*``) with their parameters, so the view
says them in its language; a wrong group is named with the rule it broke.

    task = new_task("grouping", seed=7)
    verdict = task.check([["KC", "3C", "2B"], ...])
    verdict.correct, verdict.credited, verdict.problems   # Messages
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from scoring import CODES, PACK, HandResult, card, card_points, hand_from_dict, score, terzetti
from scoring.catalogue import Message
from scoring.counting import GroupKind, Terzetto
from scoring.random_hands import random_hand
from scoring.vocabulary import Side

#: The levels, easiest first.
LEVELS: tuple[str, ...] = ("values", "terzetto", "grouping", "side", "hand")
_COUNTING = [c.code for c in PACK if c.is_counting]
_SCARTINE = [c.code for c in PACK if not c.is_counting]

#: The rule (RULES §2) behind each shape of group, as a catalogue key.
RULE_OF: dict[GroupKind, str] = {
    GroupKind.ONE_CS: "teaching.rule.one_cs",
    GroupKind.TWO_CS: "teaching.rule.two_cs",
    GroupKind.THREE_CS: "teaching.rule.three_cs",
    GroupKind.THREE_CQ: "teaching.rule.three_cq",
    GroupKind.LEFTOVER: "teaching.rule.leftover",
}


@dataclass(frozen=True)
class Verdict:
    """The judgement of one answer: right or not, credited or not (a revealed
    answer is not), and the problems found, each a ``Message``."""

    correct: bool
    credited: bool
    problems: tuple[Message, ...] = ()

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(p.key for p in self.problems)


def value_table() -> list[dict[str, Any]]:
    """Every card with its value and whether it counts: the table of values
    (level 1's reference; the view adds the pictures from the deck folder)."""
    return [{"code": c.code, "name_it": c.name("it"), "name_en": c.name("en"), "value": c.value,
             "counting": c.is_counting} for c in PACK]


@dataclass
class Task:
    """What every level shares: the seed it was made from, and whether the answer was shown."""

    level: str
    seed: int
    revealed: bool = field(default=False, init=False)

    def reveal(self) -> Any:
        """The answer; from now on a right answer is not credited."""
        self.revealed = True
        return self.answer()

    def answer(self) -> Any:
        raise NotImplementedError

    def _verdict(self, problems: list[Message]) -> Verdict:
        return Verdict(not problems, not problems and not self.revealed, tuple(problems))


@dataclass
class ValueTask(Task):
    """Level 1: the value of one card (0 for a scartina)."""

    code: str = ""

    def answer(self) -> int:
        return card(self.code).value

    def check(self, given: int) -> Verdict:
        right = self.answer()
        problems = [] if given == right else [Message("teaching.wrong_value", {"card": self.code, "given": given,
                                                                               "value": right})]
        return self._verdict(problems)


@dataclass
class PileTask(Task):
    """Levels 2 and 4: the card points of one terzetto, or of a whole side's pile."""

    cards: tuple[str, ...] = ()

    def answer(self) -> int:
        return card_points(self.cards)

    def groups(self) -> tuple[Terzetto, ...]:
        """The grouping a person writes down, with each group's arithmetic (shown with the answer)."""
        return terzetti(self.cards)

    def check(self, given: int) -> Verdict:
        right = self.answer()
        problems = [] if given == right else [Message("teaching.wrong_points", {"given": given, "points": right})]
        return self._verdict(problems)


@dataclass
class GroupingTask(Task):
    """Level 3: group a pile into terzetti (plus a leftover of one or two
    cards when the pile does not divide by three), saying each group's points."""

    cards: tuple[str, ...] = ()

    def answer(self) -> tuple[Terzetto, ...]:
        return terzetti(self.cards)

    def check(self, groups: Sequence[Sequence[str]], points: Sequence[int] | None = None) -> Verdict:
        """Check the learner's groups (and, if given, the points said for each):
        every card once, groups of three, one leftover only when the pile
        needs it, scartine kept for the leftover, each group's points by its rule."""
        problems: list[Message] = []
        used = [c for g in groups for c in g]
        pile = sorted(self.cards)
        if sorted(used) != pile:
            missing = sorted(set(pile) - set(used))
            extra = sorted(set(used) - set(pile)) + sorted({c for c in used if used.count(c) > 1})
            problems.append(Message("teaching.cards_not_once", {"missing": " ".join(missing) or "—",
                                                                "extra": " ".join(extra) or "—"}))
        leftover_size = len(self.cards) % 3
        short = [i for i, g in enumerate(groups) if len(g) != 3]
        for i in short:
            if len(g := groups[i]) > 3 or len(g) != leftover_size or len(short) > 1:
                shape = (Message("teaching.shape.leftover", {"count": leftover_size}) if leftover_size
                         else Message("teaching.shape.threes"))
                problems.append(Message("teaching.group_size", {"group": i + 1, "count": len(g), "shape": shape}))
        if leftover_size and len(short) == 1 and len(groups[short[0]]) == leftover_size:
            left = groups[short[0]]
            scartine_elsewhere = sum(1 for g in groups if len(g) == 3 for c in g if not card(c).is_counting)
            counting_left = sum(1 for c in left if card(c).is_counting)
            if counting_left and scartine_elsewhere >= counting_left:
                problems.append(Message("teaching.leftover_scartine", {"group": short[0] + 1,
                                                                       "rule": Message(RULE_OF[GroupKind.LEFTOVER])}))
        if points is not None:
            for i, (g, said) in enumerate(zip(groups, points)):
                if not g or any(c not in CODES for c in g) or len(g) > 3:
                    continue
                group = terzetti(g)[0]
                if said != group.points:
                    problems.append(Message("teaching.group_points", {
                        "group": i + 1, "given": said, "points": group.points,
                        "arithmetic": group.arithmetic(), "rule": Message(RULE_OF[group.kind])}))
        return self._verdict(problems)


@dataclass
class HandTask(Task):
    """Level 5: a whole hand; the learner says each side's jochi and each player's pay-out."""

    hand: Mapping[str, Any] = field(default_factory=dict)

    def result(self) -> HandResult:
        """The hand scored (for the rule behind each jocu, shown once answered)."""
        return score(hand_from_dict(self.hand))

    def answer(self) -> dict[str, Any]:
        result = self.result()
        return {"jochi": {str(s): result.jochi_total[s] for s in (Side.DECLARERS, Side.OPPONENTS)},
                "payout": dict(result.payout)}

    def check(self, jochi: Mapping[str, int], payout: Mapping[str, int]) -> Verdict:
        right = self.answer()
        problems: list[Message] = []
        for side, n in right["jochi"].items():
            if jochi.get(side) != n:
                problems.append(Message("teaching.wrong_jochi", {"side": Message(f"Side.{side}"),
                                                                 "given": jochi.get(side, "—"), "jochi": n}))
        for player, n in right["payout"].items():
            if payout.get(player) != n:
                problems.append(Message("teaching.wrong_payout", {"player": player,
                                                                  "given": payout.get(player, "—"), "payout": n}))
        return self._verdict(problems)


def new_task(level: str, seed: int) -> Task:
    """A task of ``level`` made from ``seed`` (the same seed, the same task)."""
    rng = random.Random(seed)
    if level == "values":
        return ValueTask(level, seed, code=rng.choice(CODES))
    if level == "terzetto":
        n_cs = rng.choice((0, 1, 1, 2, 2, 3))
        cards = rng.sample(_COUNTING, n_cs) + rng.sample(_SCARTINE, 3 - n_cs)
        rng.shuffle(cards)
        return PileTask(level, seed, cards=tuple(cards))
    if level == "grouping":
        size = rng.choice((6, 7, 8, 9, 10, 12))
        n_cs = rng.randint(1, min(size - 1, 6))
        cards = rng.sample(_COUNTING, n_cs) + rng.sample(_SCARTINE, size - n_cs)
        rng.shuffle(cards)
        return GroupingTask(level, seed, cards=tuple(cards))
    if level == "side":
        pile = rng.sample(CODES, rng.randint(15, 33))
        return PileTask(level, seed, cards=tuple(pile))
    if level == "hand":
        return HandTask(level, seed, hand=random_hand(rng))
    from companion.errors import UserError

    raise UserError.of("teaching.unknown_level", level=level, levels=", ".join(LEVELS))
