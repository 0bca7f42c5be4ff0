"""The app's screens built and driven without a browser: every control is
constructed for real (so a wrong Flet argument fails here, fast), and the
numbers they show come from the state objects."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

ft = pytest.importorskip("flet")

from companion.settings import Settings  # noqa: E402
from companion.table_session import TableSession  # noqa: E402
from shared_paths import GOLDEN  # noqa: E402
from ui.hand_view import HandView  # noqa: E402
from ui.table_view import TableView  # noqa: E402


def texts(control: object) -> list[str]:
    """Every Text value (and button text) under a control, depth first."""
    found: list[str] = []

    def walk(c: object) -> None:
        if isinstance(c, ft.Text) and c.value:
            found.append(c.value)
        for attr in ("controls", "content", "title", "segments", "label"):
            child = getattr(c, attr, None)
            if isinstance(child, list):
                for x in child:
                    walk(x)
            elif isinstance(child, str) and attr in ("content", "label"):
                found.append(child)
            elif child is not None and not isinstance(child, str):
                walk(child)

    walk(control)
    return found


class StubShell:
    """What the screens need from the shell, without a page."""

    def __init__(self, db: Path, *, width: float = 1400, lang: str = "it") -> None:
        self.session = TableSession(db)
        self.settings = Settings(lang=lang)
        self.width = width
        self.pushed: list[Any] = []
        self.table_view: Any = None
        self.page: Any = None
        self.lock = __import__("threading").RLock()

    @property
    def lang(self) -> str:
        return self.settings.lang

    def push(self, *controls: Any) -> None:
        self.pushed.extend(controls)

    def next_hand_number(self) -> int:
        return 1

    def save_settings(self) -> None:
        pass


@pytest.fixture()
def shell(tmp_path: Path) -> StubShell:
    return StubShell(tmp_path / "db.sqlite3")


def test_hand_view_imports_a_hand_and_shows_the_payout(shell: StubShell) -> None:
    view = HandView(shell)  # type: ignore[arg-type]
    view.json_field.value = (GOLDEN / "101-solo-everything.hand.json").read_text()
    view.import_json()
    shown = texts(view.root)
    assert "Bruno: +24" in shown and "Differenza: +8" in shown
    shell.settings.lang = "en"
    view.render()
    assert "Difference: +8" in texts(view.root)


def test_a_tap_sends_the_card_to_the_active_pile_and_pushes_little(shell: StubShell) -> None:
    view = HandView(shell)  # type: ignore[arg-type]
    shell.pushed.clear()
    view.put("KO")
    assert view.draft.placement == {"KO": "declarers"}
    assert view.root not in shell.pushed           # not the whole screen
    assert view.chips["KO"] in shell.pushed
    assert "Dichiaranti: 1 carta" in texts(view.root)
    view.put("KO")
    assert view.draft.placement == {}


def test_problems_name_the_app_labels_not_json_fields(shell: StubShell) -> None:
    view = HandView(shell)  # type: ignore[arg-type]
    shown = " ".join(texts(view.root))
    assert "Scegli: Dichiarante" in shown
    assert "declarer" not in shown and "last_trick" not in shown and "«partner»" not in shown


def test_typed_names_are_kept_when_another_field_is_typed(shell: StubShell) -> None:
    """The old bug: typing four names put names 2 and 4 back to the defaults."""
    view = HandView(shell)  # type: ignore[arg-type]
    fields = view.name_fields
    for i, name in enumerate(["Anna", "Bruno", "Carla", "Dario"]):
        fields[i].value = name
        view._typing(i, type("E", (), {"control": fields[i]})())  # type: ignore[arg-type]
    assert view.draft.players == ["Anna", "Bruno", "Carla", "Dario"]
    kept = list(view.name_fields)
    view._typed_names()                        # moving on redraws the choices, not the fields
    assert view.name_fields == kept
    assert [f.value for f in view.name_fields] == ["Anna", "Bruno", "Carla", "Dario"]
    assert {"Anna", "Bruno", "Carla", "Dario"} <= set(texts(view.decl_box))


def test_narrow_window_puts_the_result_in_a_bar(tmp_path: Path) -> None:
    shell = StubShell(tmp_path / "db.sqlite3", width=390)
    view = HandView(shell)  # type: ignore[arg-type]
    shown = view.root.controls[0]              # the new column around body and bar (ui/whole)
    assert isinstance(shown, ft.Column)
    assert view.bar in shown.controls and view.side_panel not in shown.controls


def test_table_view_creates_a_table_and_shows_counters(shell: StubShell) -> None:
    events: list[str] = []
    shell.table_opened = lambda: events.append("opened")  # type: ignore[attr-defined]
    shell.remember = lambda: None  # type: ignore[attr-defined]
    shell.refresh_all = lambda: None  # type: ignore[attr-defined]
    view = TableView(shell)  # type: ignore[arg-type]
    view.evening_field.value = "2026-11-22"
    view.open_evening()
    view.label_field.value = "A"
    for field, name in zip(view.seat_fields, ["Anna", "Bruno", "Carla", "Dario"]):
        field.value = name
    view.create_table()
    assert events == ["opened"] and shell.session.label == "A"
    shell.session.save(None)
    view.render()
    shown = texts(view.root)
    assert any(s.startswith("Mano 1 · distribuisce Anna") for s in shown)
    assert any("Tavolo A, Turno 1, in corso" in s for s in shown)


def test_an_unsure_card_is_boxed_in_red_and_a_correction_moves_it_into_the_pile(shell: StubShell) -> None:
    from companion.screenshots import Found, Reading

    view = HandView(shell)  # type: ignore[arg-type]
    reading = Reading(path="shot.png", width=1000, height=500,
                      found=[Found((10, 10, 50, 90), "KO", 0.99), Found((70, 10, 50, 90), None, 0.0, ("QC", "QO"))])
    view.shots.shots["declarers"].readings.append(reading)
    view.shots.apply("declarers")
    assert view.draft.entered("declarers") == ["KO"]
    shown = texts(view.shots.root)
    assert "?" in shown and "KO" in shown
    reading.correct(1, "QC")
    view.shots.apply("declarers")
    assert view.draft.entered("declarers") == ["KO", "QC"]
    reading.correct(0, None)                         # "not a card"
    view.shots.apply("declarers")
    assert view.draft.entered("declarers") == ["QC"]
    assert view.draft.undo() and view.draft.entered("declarers") == ["KO", "QC"]


def test_the_screenshots_status_follows_a_change_of_language(shell: StubShell) -> None:
    """What the screenshots line last said ("Letto …: 12 carte, 1 incerta")
    is said again in English once English is chosen, not left in Italian."""
    view = HandView(shell)  # type: ignore[arg-type]
    view.shots.say("read_summary", name="shot.png", count=12, unsure=1)
    italian = view.shots.status.value
    shell.settings.lang = "en"
    view.shots.build()
    assert view.shots.status.value != italian and "shot.png" in view.shots.status.value
