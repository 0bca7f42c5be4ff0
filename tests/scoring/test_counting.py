"""Counting by terzetti: the rule book's examples and the grouping."""

from __future__ import annotations

from scoring import CODES, card_points, terzetti
from scoring.counting import GroupKind


def test_rule_book_examples() -> None:
    assert card_points(["CC", "KS", "5S"]) == 7          # 3 + 5 − 1
    assert card_points(["T20", "QO", "DO"]) == 14        # 10 + 4 + 2 − 2
    assert card_points(["KO", "5S", "6S"]) == 5
    assert card_points(["5S", "6S", "7S"]) == 1
    assert card_points(["5S", "6S"]) == 1
    assert card_points(["5S"]) == 0
    assert card_points([]) == 0


def test_whole_pack_is_104() -> None:
    assert card_points(CODES) == 104
    assert sum(g.points for g in terzetti(CODES)) == 104


def test_grouping_as_a_person_writes_it() -> None:
    groups = terzetti(["T20", "QC", "DC", "KO", "CS", "5S", "5C", "6C", "7C", "8C", "9C"])
    kinds = [g.kind for g in groups]
    # CS with two scartine while scartine last, then the −2 group, then the leftover scartine.
    assert kinds == [GroupKind.ONE_CS, GroupKind.ONE_CS, GroupKind.THREE_CS, GroupKind.LEFTOVER]
    assert groups[2].arithmetic() == "4 + 3 + 2 − 2 = 7"
    assert all(not c.is_counting for c in groups[-1].cards)
    assert groups[-1].points == 1


def test_two_cs_group_when_one_scartina_is_odd() -> None:
    groups = terzetti(["KO", "KC", "5S"])
    assert [g.kind for g in groups] == [GroupKind.TWO_CS]
    assert groups[0].arithmetic() == "5 + 5 − 1 = 9"


def test_leftover_of_counting_cards_only_when_no_scartine() -> None:
    groups = terzetti(["KO"])
    assert groups[0].kind is GroupKind.LEFTOVER and groups[0].points == 4
    assert card_points(["KO", "KC"]) == 9
