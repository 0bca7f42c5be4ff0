"""Practice mode: quiz a new player on counting by terzetti.

A question is a small pile of cards; the player says its card points; the
answer comes back with the groups of three and their arithmetic, exactly as
the scoring breakdown shows them.  Levels grow from one terzetto to a whole
pile.  Plain Python state, so the app's view only shows it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from scoring import CODES, PACK, Terzetto, card_points, terzetti

#: How many cards a question holds at each level.
LEVELS: dict[int, tuple[int, int]] = {1: (3, 3), 2: (6, 9), 3: (12, 21), 4: (25, 40)}
_COUNTING = [c.code for c in PACK if c.is_counting]


@dataclass(frozen=True, slots=True)
class Question:
    """A pile to count."""

    cards: tuple[str, ...]

    @property
    def points(self) -> int:
        return card_points(self.cards)

    @property
    def groups(self) -> tuple[Terzetto, ...]:
        return terzetti(self.cards)


@dataclass(frozen=True, slots=True)
class Feedback:
    """The verdict on one answer."""

    question: Question
    given: int
    correct: bool

    @property
    def expected(self) -> int:
        return self.question.points


@dataclass(kw_only=True)
class Practice:
    """A practice session: the current question, the level, the tally."""

    seed: int | None = None
    level: int = 1
    asked: int = 0
    right: int = 0
    streak: int = 0
    question: Question | None = None
    last: Feedback | None = None
    rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self.next_question()

    def next_question(self) -> Question:
        """Draw a new pile for the current level, with enough counting cards
        in it to be worth counting."""
        low, high = LEVELS[self.level]
        size = self.rng.randint(low, high)
        counting = self.rng.randint(1, min(size, max(1, size // 2 + 1)))
        chosen = self.rng.sample(_COUNTING, min(counting, len(_COUNTING)))
        rest = [c for c in CODES if c not in chosen]
        chosen += self.rng.sample(rest, size - len(chosen))
        self.rng.shuffle(chosen)
        self.question = Question(tuple(chosen))
        return self.question

    def answer(self, given: int) -> Feedback:
        """Check an answer; three right in a row move up a level."""
        if self.question is None:
            raise ValueError("no question to answer")
        feedback = Feedback(self.question, given, given == self.question.points)
        self.asked += 1
        if feedback.correct:
            self.right += 1
            self.streak += 1
            if self.streak >= 3 and self.level < max(LEVELS):
                self.level += 1
                self.streak = 0
        else:
            self.streak = 0
        self.last = feedback
        return feedback

    def set_level(self, level: int) -> None:
        if level not in LEVELS:
            raise ValueError(f"level {level} is not one of {sorted(LEVELS)}")
        self.level = level
        self.streak = 0
        self.next_question()
