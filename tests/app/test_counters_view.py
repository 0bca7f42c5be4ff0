"""The counters screen without a browser: a screenshot of table A's
counters (turn 1 of the sample evening) with one number wrong gives one ✗,
an unreadable counter is "illeggibile", and a refusal is a sentence."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ft = pytest.importorskip("flet")

from companion.counters_session import CountersSession  # noqa: E402
from companion.table_session import TableSession  # noqa: E402
from recognition import ocr  # noqa: E402
from recognition.synthetic.table_scenes import plain_table_scene  # noqa: E402
from shared_paths import ROOT  # noqa: E402
from test_views import StubShell, texts  # noqa: E402
from ui.counters_view import CountersView  # noqa: E402

SAMPLE = ROOT / "samples" / "evening" / "2026-11-22.json"
#: Table A, turn 1 of the sample evening: (giochi, jochi) per player.
TURN_1 = {"Anna": (1, 7), "Bruno": (-27, 4), "Carla": (5, 8), "Dario": (21, 10)}


class Page:
    """Runs the view's background work at once."""

    def run_thread(self, fn: Any, *args: Any) -> None:
        fn(*args)


@pytest.fixture()
def shell(tmp_path: Path) -> StubShell:
    db = tmp_path / "db.sqlite3"
    subprocess.run([sys.executable, "-m", "companion", "evening", "import", str(SAMPLE), "--db", str(db)],
                   cwd=ROOT, check=True, capture_output=True)
    stub = StubShell(db)
    stub.page = Page()
    stub.session.open_evening("2026-11-22")
    stub.session.open_table("A")
    return stub


def marks(control: Any) -> dict[str, int]:
    """How many ✓/✗/? icons (by their spoken label) are under ``control``."""
    found: dict[str, int] = {}

    def walk(c: Any) -> None:
        if isinstance(c, ft.Icon):
            found[c.semantics_label] = found.get(c.semantics_label, 0) + 1
        for attr in ("controls", "content"):
            child = getattr(c, attr, None)
            for x in child if isinstance(child, list) else [child]:
                if x is not None and not isinstance(x, str):
                    walk(x)

    walk(control)
    return found


def table_shot(path: Path, wrong: str | None = None) -> Path:
    """A plain screenshot of table A's turn-1 counters, ``wrong``'s Jochi one
    more than it should be (the plain table: a random generator scene changes
    with the generator's styles, and this tests the view, not the reader)."""
    counters = [(name, g, j + (1 if name == wrong else 0)) for name, (g, j) in TURN_1.items()]
    plain_table_scene(counters).save(path)
    return path


def test_without_a_table_the_screen_says_to_open_one(tmp_path: Path) -> None:
    stub = StubShell(tmp_path / "db.sqlite3")
    view = CountersView(stub)  # type: ignore[arg-type]
    view.render()
    assert "apri prima un tavolo (schermata Tavolo)" in texts(view.root)
    state = CountersSession(TableSession(tmp_path / "db.sqlite3"))
    assert state.check(tmp_path / "x.png") is None and state.error is not None
    assert state.error.keys == ("app.counters.no_table",)


def test_a_file_that_is_not_an_image_is_refused_in_words(shell: StubShell, tmp_path: Path) -> None:
    bad = tmp_path / "note.png"
    bad.write_text("not an image")
    view = CountersView(shell)  # type: ignore[arg-type]
    view.render()
    assert view.state.turns() == [1, 2]
    view.read_now(str(bad))
    assert view.state.result is None and view.state.error is not None
    shown = texts(view.result)
    assert len(shown) == 1 and "Traceback" not in shown[0]


def test_the_rows_show_read_expected_and_marks(shell: StubShell) -> None:
    from companion.counters_check import compare
    from recognition.counters import CounterRead, CountersReading, PlayerRead

    table = shell.session.table()
    reads = {"Anna": (1, 7), "Bruno": (-27, None), "Carla": (5, 9), "Dario": (21, 10)}
    reading = CountersReading(tuple(PlayerRead(n, True, n, (0, 0, 1, 1), 1.0, CounterRead(g), CounterRead(j))
                                    for n, (g, j) in reads.items()))
    view = CountersView(shell)  # type: ignore[arg-type]
    view.state.result = compare(table.label, table.turn(1), table.seats, reading)
    view.state.checked = (shell.session.evening, shell.session.label)
    view.render()
    shown = texts(view.root)
    assert "letto 9 · atteso 8" in shown and "illeggibile · atteso 4" in shown and "letto -27 · atteso -27" in shown
    assert marks(view.root) == {"giusto": 6, "sbagliato": 1, "illeggibile": 1}
    assert "giusti: 6 · sbagliati: 1 · illeggibili: 1" in shown
    shell.settings.lang = "en"
    view.render()
    assert "read 9 · expected 8" in texts(view.root)


@pytest.mark.skipif(not ocr.available(), reason="tesseract not installed")
def test_a_screenshot_with_one_number_wrong_gives_one_cross(shell: StubShell, tmp_path: Path) -> None:
    view = CountersView(shell)  # type: ignore[arg-type]
    view.set_turn("1")
    view.read_now(str(table_shot(tmp_path / "table.jpg", wrong="Carla")))
    result = view.state.result
    assert result is not None, view.state.error
    carla = next(p for p in result.players if p.player == "Carla")
    assert carla.jochi.read == 9 and carla.jochi.ok is False
    assert result.wrong == 1 and result.right == 7
    assert marks(view.result)["sbagliato"] == 1


def test_a_check_is_shown_only_at_its_own_table(shell: StubShell, tmp_path: Path) -> None:
    """Table A's result, ticks and crosses titled "Tavolo A", stayed on the
    screen once table B was opened, where it would be taken for B's; a
    refusal of a check with no table open stayed too, once one was."""
    bad = tmp_path / "note.png"
    bad.write_text("not an image")
    view = CountersView(shell)  # type: ignore[arg-type]
    view.render()
    view.read_now(str(bad))
    assert len(texts(view.result)) == 1
    shell.session.open_table("B")
    view.render()
    assert texts(view.result) == []
    shell.session.open_table("A")
    view.render()
    assert len(texts(view.result)) == 1


def test_the_reading_line_is_said_again_in_the_language_chosen(shell: StubShell, tmp_path: Path) -> None:
    """A check still running when the language is switched: its status line
    follows the language (it is kept as a key, not as a sentence)."""

    class Held:
        """Starts nothing: the check is still running."""

        def run_thread(self, fn: Any, *args: Any) -> None:
            pass

    shell.page = Held()
    view = CountersView(shell)  # type: ignore[arg-type]
    view.render()
    view.read(str(tmp_path / "table.png"))
    italian = view.status.value
    assert "table.png" in italian
    shell.settings.lang = "en"
    view.render()
    assert view.status.value != italian and "table.png" in view.status.value
    view.say(None)
    view.render()
    assert view.status.value == ""


def test_the_check_ends_under_the_shells_lock(shell: StubShell, tmp_path: Path) -> None:
    """The reading thread changes and sends the screen holding the shell's
    lock, as the other screens' threads do."""
    held: list[bool] = []

    class Watching:
        def __init__(self) -> None:
            self._lock = shell.lock

        def __enter__(self) -> None:
            held.append(True)
            self._lock.acquire()

        def __exit__(self, *exc: Any) -> None:
            self._lock.release()

    shell.lock = Watching()  # type: ignore[assignment]
    view = CountersView(shell)  # type: ignore[arg-type]
    view.render()
    view.read_now(str(table_shot(tmp_path / "shot.png")))
    assert held, "the screen was changed without the shell's lock"
    assert view.state.result is not None and view.busy.visible is False
