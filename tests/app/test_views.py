"""The app's screens built and driven without a browser: every control is
constructed for real (so a wrong Flet argument fails here, fast), and the
numbers they show come from the state objects."""

from __future__ import annotations

import pytest

ft = pytest.importorskip("flet")

from shared_paths import GOLDEN  # noqa: E402
from ui.practice_view import PracticeView  # noqa: E402
from ui.score_view import ScoreView  # noqa: E402


def _texts(control: object) -> list[str]:
    """Every Text value under a control, depth first."""
    found: list[str] = []

    def walk(c: object) -> None:
        if isinstance(c, ft.Text) and c.value:
            found.append(c.value)
        for attr in ("controls", "content", "title"):
            child = getattr(c, attr, None)
            if isinstance(child, list):
                for x in child:
                    walk(x)
            elif child is not None and not isinstance(child, str):
                walk(child)

    walk(control)
    return found


def test_score_view_imports_a_hand_and_shows_the_payout() -> None:
    view = ScoreView()
    view.json_field.value = (GOLDEN / "101-solo-everything.hand.json").read_text()
    view.import_json()
    texts = _texts(view.root)
    assert "Bruno: +24" in texts and "Differenza: +8" in texts
    view.lang = "en"
    view.render()
    assert "Difference: +8" in _texts(view.root)


def test_score_view_refused_import_keeps_the_draft() -> None:
    view = ScoreView()
    view.draft.tap("KO")
    view.json_field.value = "{"
    view.import_json()
    assert view.draft.placement == {"KO": "declarers"}
    assert any("JSON" in t for t in _texts(view.root))


def test_practice_view_checks_answers() -> None:
    view = PracticeView()
    question = view.practice.question
    assert question is not None
    view.answer_field.value = str(question.points)
    view.check()
    assert f"Giusto! {question.points} punti." in _texts(view.root)
    view.another()
    view.answer_field.value = "tre"
    view.check()
    assert "Scrivi un numero intero" in _texts(view.root)
