"""Teaching mode: each level checked by scoring, a wrong group named with
the rule it broke, revealed answers not credited, progress kept on disk."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.errors import UserError
from companion.teaching import LEVELS, GroupingTask, HandTask, PileTask, ValueTask, new_task, value_table
from companion.teaching_progress import Progress
from scoring import card_points, hand_from_dict, score
from scoring.catalogue import CATALOGUE


def test_the_value_table_has_every_card_and_the_23_counting_ones() -> None:
    table = value_table()
    assert len(table) == 63 and sum(r["counting"] for r in table) == 23
    assert {r["code"]: r["value"] for r in table}["T20"] == 10


def test_level_values() -> None:
    task = new_task("values", 11)
    assert isinstance(task, ValueTask)
    right = task.answer()
    assert task.check(right).credited
    wrong = task.check(right + 1)
    assert not wrong.correct and wrong.keys == ("teaching.wrong_value",)


@pytest.mark.parametrize("level", ["terzetto", "side"])
def test_levels_of_card_points(level: str) -> None:
    task = new_task(level, 3)
    assert isinstance(task, PileTask)
    assert task.answer() == card_points(task.cards)
    assert sum(g.points for g in task.groups()) == task.answer()
    assert task.check(task.answer()).credited
    assert task.check(task.answer() + 2).keys == ("teaching.wrong_points",)
    assert len(task.cards) == 3 if level == "terzetto" else len(task.cards) >= 15


def test_a_revealed_answer_is_judged_but_not_credited() -> None:
    task = new_task("terzetto", 8)
    answer = task.reveal()
    verdict = task.check(answer)
    assert verdict.correct and not verdict.credited


def test_grouping_right_and_each_wrong_group_named_with_its_rule() -> None:
    task = GroupingTask("grouping", 0, cards=("T20", "KC", "QB", "5B", "6C", "7S", "T5"))
    groups = [[c.code for c in g.cards] for g in task.answer()]
    points = [g.points for g in task.answer()]
    assert task.check(groups, points).credited
    # Giove + Re + Regina is 10 + 5 + 4 − 2 = 17, not 19: the rule of three counting cards.
    wrong = task.check([["T20", "KC", "QB"], ["5B", "6C", "7S"], ["T5"]], [19, 1, 0])
    assert wrong.keys == ("teaching.group_points",)
    assert wrong.problems[0].params["rule"].key == "teaching.rule.three_cs"
    assert wrong.problems[0].params["group"] == 1 and wrong.problems[0].params["points"] == 17
    # Keeping a counting card as the leftover while scartine are grouped breaks the leftover rule.
    kept = task.check([["T5", "5B", "6C"], ["QB", "7S", "T20"], ["KC"]])
    assert "teaching.leftover_scartine" in kept.keys
    # Groups of the wrong size, and cards used twice or missing.
    sizes = task.check([["T20", "KC"], ["QB", "5B"], ["6C", "7S", "T5"]])
    assert sizes.keys.count("teaching.group_size") == 2
    assert sizes.problems[0].text("it") == ("il gruppo 1 ha 2 carte: i gruppi sono di tre, "
                                            "più un solo avanzo di 1 carta")
    six = GroupingTask("grouping", 0, cards=("T20", "KC", "QB", "5B", "6C", "7S"))
    split = six.check([["T20", "KC", "QB"], ["5B", "6C"], ["7S"]])
    assert [p.text("it") for p in split.problems if p.key == "teaching.group_size"] == [
        "il gruppo 2 ha 2 carte: questo mucchio si divide tutto in gruppi di tre, senza avanzo",
        "il gruppo 3 ha 1 carta: questo mucchio si divide tutto in gruppi di tre, senza avanzo"]
    twice = task.check([["T20", "KC", "QB"], ["5B", "6C", "T20"], ["7S"]])
    assert "teaching.cards_not_once" in twice.keys
    for problem in wrong.problems + kept.problems + sizes.problems + twice.problems:
        assert problem.text("it") and problem.text("en")


def test_level_hand_is_checked_by_score() -> None:
    task = new_task("hand", 4)
    assert isinstance(task, HandTask)
    result = score(hand_from_dict(task.hand))
    answer = task.answer()
    assert answer["payout"] == dict(result.payout)
    assert task.check(answer["jochi"], answer["payout"]).credited
    payout = dict(answer["payout"])
    first = next(iter(payout))
    payout[first] += 1
    verdict = task.check({"declarers": answer["jochi"]["declarers"] + 1, "opponents": answer["jochi"]["opponents"]},
                         payout)
    assert sorted(verdict.keys) == ["teaching.wrong_jochi", "teaching.wrong_payout"]


def test_tasks_come_back_from_their_seed_and_unknown_levels_are_refused() -> None:
    for level in LEVELS:
        assert new_task(level, 42) == new_task(level, 42)
    with pytest.raises(UserError) as error:
        new_task("calculus", 1)
    assert error.value.keys == ("teaching.unknown_level",)
    assert all(k in CATALOGUE for k in (f"teaching.level.{lvl}" for lvl in LEVELS))


def test_progress_is_kept_per_learner_on_disk(tmp_path: Path) -> None:
    path = tmp_path / "trunfu" / "teaching.json"
    progress = Progress.load(path)
    task = new_task("terzetto", 1)
    progress.record("Anna", task, task.check(task.answer()))
    shown = new_task("terzetto", 2)
    progress.record("Anna", shown, shown.check(shown.reveal()))
    progress.record("Bruno", task, task.check(task.answer() + 1))
    again = Progress.load(path)
    assert again.tally("Anna", "terzetto") == {"tried": 2, "credited": 1, "revealed": 1}
    assert again.tally("Bruno", "terzetto") == {"tried": 1, "credited": 0, "revealed": 0}
    assert again.tally("Carla", "hand") == {"tried": 0, "credited": 0, "revealed": 0}
    assert json.loads(path.read_text())["format"] == "trunfu-teaching"
    with pytest.raises(UserError) as bad_name:
        again.record("\x1b[2J", task, task.check(0))
    assert bad_name.value.keys == ("teaching.bad_learner",)


def test_a_damaged_progress_file_is_refused_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "teaching.json"
    path.write_text("{not json")
    with pytest.raises(UserError) as error:
        Progress.load(path)
    assert error.value.keys == ("teaching.progress_unreadable",)
    assert path.read_text() == "{not json"
