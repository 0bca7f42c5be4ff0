"""Practice mode state."""

from __future__ import annotations

import pytest

from companion.practice import LEVELS, Practice
from scoring import card_points


def test_questions_fit_their_level_and_are_reproducible() -> None:
    a, b = Practice(seed=3), Practice(seed=3)
    for level in LEVELS:
        a.set_level(level)
        b.set_level(level)
        assert a.question == b.question and a.question is not None
        low, high = LEVELS[level]
        assert low <= len(a.question.cards) <= high
        assert len(set(a.question.cards)) == len(a.question.cards)
        assert any(c in ("T20", "T1", "FUG") or c[0] in "KQCD" or c in ("T16", "T17", "T18", "T19")
                   for c in a.question.cards)


def test_right_answers_move_up_a_level() -> None:
    p = Practice(seed=1)
    for _ in range(3):
        assert p.question is not None
        assert p.answer(p.question.points).correct
        p.next_question()
    assert p.level == 2 and p.right == 3 and p.asked == 3


def test_a_wrong_answer_shows_the_groups() -> None:
    p = Practice(seed=2)
    assert p.question is not None
    feedback = p.answer(p.question.points + 1)
    assert not feedback.correct and p.streak == 0
    assert sum(g.points for g in feedback.question.groups) == feedback.expected
    assert feedback.expected == card_points(p.question.cards)


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="level 9"):
        Practice(seed=0).set_level(9)
