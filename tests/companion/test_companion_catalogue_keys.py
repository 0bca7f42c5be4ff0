"""Every sentence key the application layer names exists in the catalogue,
so a refusal on a rarely taken path cannot end in a ``KeyError`` instead of
a message; and the few sentences with a number read right in the singular."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.cli import main
from companion.hand_files import read_hand_file
from companion.input_files import MAX_BYTES
from companion.errors import UserError
from scoring.catalogue import CATALOGUE, LANGUAGES, text
from shared_paths import ROOT

#: A literal key given to UserError.of or .around, TrunfuError.of, SeatError.of, text, say or Message.
KEY = re.compile(r"""(?:\.of|\.around|\btext|\bsay|\bMessage|\bProblem)\((?:args, |\w+, )?"""
                 r"""["']((?:cli|evening|seating|standings)\.[\w.]+)["']""")
FILES = sorted([*(ROOT / "companion").rglob("*.py"), ROOT / "scoring" / "seating.py",
                ROOT / "scoring" / "standings.py"])


def test_every_literal_key_is_in_the_catalogue() -> None:
    used = {(path.relative_to(ROOT), key) for path in FILES for key in KEY.findall(path.read_text(encoding="utf-8"))}
    assert len(used) > 60
    assert not [(str(p), k) for p, k in used if k not in CATALOGUE]


@pytest.mark.parametrize("action", ["add", "edit", "delete"])
def test_keys_built_from_a_change_action_exist(action: str) -> None:
    for key in (f"cli.undone.{action}", f"cli.history.{action}"):
        assert all(text(key, lang) for lang in LANGUAGES)


@pytest.mark.parametrize(("count", "it", "en"), [
    (1, "Stagione: 1 serata (S), contano le 10 migliori", "Season: 1 evening (S), the 10 best count"),
    (2, "Stagione: 2 serate (S), contano le 10 migliori", "Season: 2 evenings (S), the 10 best count")])
def test_season_head_plural(count: int, it: str, en: str) -> None:
    assert text("cli.season_head", "it", count=count, names="S", best=10) == it
    assert text("cli.season_head", "en", count=count, names="S", best=10) == en


def test_table_points_plural() -> None:
    assert [text("evening.table_points", lang, count=n) for lang in LANGUAGES for n in (0, 1, 2)] == [
        " (0 punti)", " (1 punto)", " (2 punti)", " (0 points)", " (1 point)", " (2 points)"]


def test_a_file_too_large_for_a_hand(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (MAX_BYTES["hand"] + 1))
    with pytest.raises(UserError) as info:
        read_hand_file(path)
    assert info.value.keys == ("cli.file_problem",)
    assert info.value.problems[0].params["problem"].key == "input.too_large"
    assert info.value.message("en").endswith(f"at most {MAX_BYTES['hand']} bytes")


def test_an_internal_error_is_one_sentence_not_a_traceback(monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    import companion.commands.cards as cards

    def broken(args: object) -> int:
        raise RuntimeError("boom")

    monkeypatch.delenv("TRUNFU_DEBUG", raising=False)
    monkeypatch.setattr(cards, "run", broken)
    assert main(["cards", "--lang", "en"]) == 1
    assert capsys.readouterr().err.strip() == text("cli.internal_error", "en", kind="RuntimeError", detail="boom")
