"""Championship arithmetic (RULES.md §6), from the regulations' own examples."""

from __future__ import annotations

import pytest

from scoring.errors import TrunfuError
from scoring.standings import (Placed, TurnRow, evening_ranks, evening_scores, form_tables, season_scores, shared_ranks,
                               table_points, turn_order)


def _points(rows: list[TurnRow], **kw: int) -> dict[str, tuple[int, int]]:
    return {p.player: (p.place, p.points) for p in table_points(rows, **kw)}


def test_regulations_worked_example() -> None:
    rows = [TurnRow("A", 10, 3), TurnRow("B", 5, 2), TurnRow("C", 5, 2), TurnRow("D", -20, 0)]
    assert _points(rows) == {"A": (1, 4), "B": (2, 3), "C": (2, 3), "D": (4, 1)}


def test_somma_jochi_breaks_ties() -> None:
    rows = [TurnRow("A", 5, 1), TurnRow("B", 5, 7), TurnRow("C", -5, 0), TurnRow("D", -5, 0)]
    assert _points(rows) == {"B": (1, 4), "A": (2, 3), "C": (3, 2), "D": (3, 2)}


def test_table_of_three() -> None:
    rows = [TurnRow("A", 4, 3), TurnRow("B", -2, 1), TurnRow("C", -2, 1)]
    assert _points(rows) == {"A": (1, 3), "B": (2, 2), "C": (2, 2)}


def test_table_of_four_with_observer_has_five_places() -> None:
    rows = [TurnRow(n, g, 0) for n, g in zip("ABCDE", (9, 3, 0, -5, -7))]
    assert [p for _, p in _points(rows).values()] == [4, 3, 2, 1, 0]


def test_all_tied_share_first() -> None:
    rows = [TurnRow(n, 0, 0) for n in "ABCD"]
    assert set(_points(rows).values()) == {(1, 4)}


def test_evening_best_turn_plus_confirm_first_bonus() -> None:
    def turn(*winners_first: str) -> list[Placed]:
        return [Placed(p, i + 1, 4 - i, 0, 0) for i, p in enumerate(winners_first)]

    scores = {s.player: s for s in evening_scores([turn("A", "B", "C", "D"), turn("B", "A", "C", "D"),
                                                   turn("A", "C", "B", "D"), turn("A", "D", "C", "B")])}
    assert scores["A"].best == 4 and scores["A"].firsts == 3 and scores["A"].bonus == 2 and scores["A"].total == 6
    assert scores["B"].bonus == 0 and scores["B"].total == 4
    assert scores["D"].turn_points == (1, 1, 1, 3) and scores["D"].total == 3


def test_season_counts_the_best_ten_of_eighteen() -> None:
    evenings = [{"A": n, "B": 1} for n in range(18)]
    table = dict((p, (total, counted)) for p, total, counted in season_scores(evenings))
    assert table["A"] == (sum(range(8, 18)), tuple(range(17, 7, -1)))
    assert table["B"][0] == 10
    with pytest.raises(TrunfuError) as info:
        season_scores(evenings + [{"A": 1}])
    assert info.value.keys == ("standings.season_too_long",)
    assert info.value.problems[0].params == {"evenings": 18, "count": 19}


@pytest.mark.parametrize("attendance,sizes", [
    (4, [4]), (5, [5]), (6, [3, 3]), (7, [4, 3]), (8, [4, 4]), (9, [3, 3, 3]), (10, [5, 5])])
def test_tables_from_attendance(attendance: int, sizes: list[int]) -> None:
    names = [f"P{i}" for i in range(attendance)]
    tables = form_tables(names, seed=11)
    assert [len(t) for t in tables] == sizes
    assert sorted(p for t in tables for p in t) == sorted(names)
    assert form_tables(names, seed=11) == tables          # the draw is reproducible
    assert any(form_tables(names, seed=s) != tables for s in range(12, 20))


@pytest.mark.parametrize("names,key,params", [
    (["A", "B", "C"], "standings.attendance", {"least": 4, "most": 10, "count": 3}),
    ([f"P{i}" for i in range(11)], "standings.attendance", {"least": 4, "most": 10, "count": 11}),
    (["A", "B", "C", "A"], "standings.listed_twice", {"names": "A"})])
def test_tables_refused(names: list[str], key: str, params: dict[str, object]) -> None:
    with pytest.raises(TrunfuError) as info:
        form_tables(names, seed=1)
    assert info.value.keys == (key,) and info.value.problems[0].params == params


def test_no_table_points_for_a_table_of_two() -> None:
    with pytest.raises(TrunfuError) as info:
        table_points([TurnRow("A", 1, 0), TurnRow("B", -1, 0)])
    assert info.value.keys == ("standings.no_table_points",)


def test_placings_follow_the_one_turn_order() -> None:
    rows = [TurnRow("D", -5, 0), TurnRow("B", 5, 1), TurnRow("A", 5, 1), TurnRow("C", 5, 7)]
    assert [p.player for p in table_points(rows)] == [r.player for r in turn_order(rows)] == ["C", "A", "B", "D"]


def test_evening_ranks_are_shared_on_equal_total_and_best() -> None:
    def turn(*order: str) -> list[Placed]:
        return [Placed(p, i + 1, 4 - i, 0, 0) for i, p in enumerate(order)]

    scores = evening_scores([turn("A", "B", "C", "D"), turn("B", "A", "D", "C")])
    assert [(s.player, s.total) for s in scores] == [("A", 4), ("B", 4), ("C", 2), ("D", 2)]
    assert evening_ranks(scores) == [1, 1, 3, 3]


def test_shared_ranks() -> None:
    assert shared_ranks([10, 5, 5, -20]) == [1, 2, 2, 4]
    assert shared_ranks([]) == [] and shared_ranks([3, 3, 3]) == [1, 1, 1]
