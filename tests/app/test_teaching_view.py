"""The teaching screen without a browser: each level asks, judges and names
what is wrong; a level-3 pile is grouped by taps and the wrong group is named
with its rule; a revealed answer is not credited; progress is on disk."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ft = pytest.importorskip("flet")

from companion.teaching import LEVELS, new_task  # noqa: E402
from companion.teaching_session import TeachingSession  # noqa: E402
from scoring.catalogue import text  # noqa: E402
from test_views import StubShell, texts  # noqa: E402
from ui.teaching_view import TeachingView  # noqa: E402


@pytest.fixture()
def view(tmp_path: Path) -> TeachingView:
    return TeachingView(StubShell(tmp_path / "db.sqlite3"), TeachingSession(tmp_path / "teaching.json", seed=40))  # type: ignore[arg-type]


def test_every_level_is_drawn_and_a_wrong_number_is_named(view: TeachingView) -> None:
    for level in LEVELS:
        view.set_level(level)
        assert view.state.task.level == level
        view.render()
        if level in ("values", "terzetto", "side"):
            view.answer_field.value = "999"
            view.check()
            shown = texts(view.root)
            assert "Non ancora:" in shown and any("non 999" in s for s in shown), (level, shown)
            assert view.state.verdict is not None and not view.state.verdict.correct


def test_a_wrong_group_is_named_with_its_rule(view: TeachingView) -> None:
    view.set_level("grouping")
    task = view.state.task
    for code in task.cards:                      # taps put three cards per group, in the pile's order
        view.tap(code)
    assert [len(g) for g in view.state.groups][:1] == [3]
    view._field("g0", "").value = "99"
    view.check()
    assert view.state.verdict is None and "Scrivi i punti di ogni gruppo, o di nessuno." in texts(view.root)
    for i in range(len(view.state.groups)):
        view._field(f"g{i}", "").value = "99"
    view.check()
    verdict = view.state.verdict
    assert verdict is not None and "teaching.group_points" in verdict.keys
    shown = " ".join(texts(view.root))
    assert "Il gruppo 1 vale" in shown and "non 99" in shown and "(" in shown
    first = view.state.groups[0][0]
    view.tap(first)                                # a grouped card goes back to the pile
    assert first in view.state.ungrouped()


def test_a_revealed_answer_is_not_credited_and_progress_is_kept(view: TeachingView, tmp_path: Path) -> None:
    view.learner_field.value = "Anna"
    view.set_learner()
    view.set_level("terzetto")
    view.reveal()
    answer = view.state.answer
    assert text("app.learn.shown_value", "it", value=answer) in texts(view.root)   # the answer is shown
    view.answer_field.value = str(answer)
    view.check()
    assert "Giusto, ma la risposta era già mostrata: non conta." in texts(view.root)
    view.another()
    view.answer_field.value = str(new_task("terzetto", view.state.task.seed).answer())
    view.check()
    assert "Giusto!" in texts(view.root)
    saved = json.loads((tmp_path / "teaching.json").read_text())
    assert saved["learners"]["Anna"]["terzetto"] == {"tried": 2, "credited": 1, "revealed": 1}
    assert any(s.startswith("Anna: 1 giuste su 2") for s in texts(view.root))


def test_a_whole_hand_names_the_wrong_payouts(view: TeachingView) -> None:
    view.set_level("hand")
    answer = view.state.task.answer()
    for side, n in answer["jochi"].items():
        view._field(f"j-{side}", "").value = str(n)
    players = list(answer["payout"])
    for p in players:
        view._field(f"p-{p}", "").value = str(answer["payout"][p])
    view._field(f"p-{players[0]}", "").value = "1000"
    view.check()
    assert view.state.verdict is not None and view.state.verdict.keys == ("teaching.wrong_payout",)
    assert any(f"{players[0]} riceve" in s for s in texts(view.root))


def test_cards_dragged_onto_groups_and_back(view: TeachingView) -> None:
    """A drop (the DragTarget's accept) moves the card there; taps still work beside it."""
    view.set_level("grouping")
    cards = list(view.state.task.cards)

    class Drop:                                   # what Flet's DragTargetEvent carries: the Draggable
        def __init__(self, code: str) -> None:
            self.src = ft.Draggable(content=ft.Text(code), data=code)

    view.dropped(Drop(cards[0]), 0)
    assert view.state.groups == [[cards[0]], []]          # an empty group is ready for the next drop
    view.dropped(Drop(cards[1]), 1)
    assert view.state.groups == [[cards[0]], [cards[1]], []] and view.state.active == 1
    view.dropped(Drop(cards[1]), 0)                        # from one group to another
    assert view.state.groups[0] == [cards[0], cards[1]] and not view.state.groups[1]
    view.tap(cards[2])                                     # a tap goes to the active group
    assert cards[2] in view.state.groups[0]
    view.dropped(Drop(cards[0]), -1)                       # back onto the pile
    assert cards[0] in view.state.ungrouped()
    view.dropped(Drop("XX"), 0)                            # not a card of the pile: nothing happens
    assert "XX" not in [c for g in view.state.groups for c in g]
    drops = [c for c in walk(view.root) if isinstance(c, ft.DragTarget)]
    drags = [c for c in walk(view.root) if isinstance(c, ft.Draggable)]
    assert len(drops) == len(view.state.groups) + 1 and {d.data for d in drags} == set(cards)


def walk(control: ft.Control) -> list[ft.Control]:
    found = [control]
    for name in ("controls", "content"):
        child = getattr(control, name, None)
        for c in child if isinstance(child, list) else [child] if isinstance(child, ft.Control) else []:
            found += walk(c)
    return found


def test_a_counted_pile_shows_its_terzetti_and_three_right_offer_the_next_level(view: TeachingView) -> None:
    """What the former Esercizio screen did: the terzetti after a count, a tally
    without a learner's name, and moving on after three right in a row."""
    view.set_level("terzetto")
    view.answer_field.value = "999"
    view.check()
    shown = " ".join(texts(view.root))
    assert "Ecco i terzetti" in shown and "Questa volta: 0 giuste su 1 · di fila 0" in shown
    view.answer_field.value = str(view.state.task.answer())
    view.check()                                   # right after being shown: judged, not credited
    assert view.state.verdict is not None and view.state.verdict.correct and not view.state.verdict.credited
    assert view.state.streak == 0
    for _ in range(3):
        view.another()
        view.answer_field.value = str(view.state.task.answer())
        view.check()
        assert view.state.verdict is not None and view.state.verdict.credited
    assert view.state.next_level == "grouping"
    assert "3 giuste di fila: prova il livello successivo" in texts(view.root)
    view.set_level(view.state.next_level)
    assert view.state.level == "grouping" and view.state.streak == 0 and view.state.next_level is None
