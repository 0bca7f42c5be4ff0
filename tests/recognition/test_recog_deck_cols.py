"""`trunfu deck from-screenshot --cols N`: a grid whose rows do not hold N
cards each is refused before anything is written, since faces named after the
wrong cards would go unnoticed until reading went quietly wrong."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from companion.cli import main
from companion.commands.deck import expected_rows
from recognition.synthetic.scenes import load_faces, make_scene
from scoring import CODES


@pytest.fixture(scope="module")
def pack_shot(alt_deck_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The 63 alt faces in canonical order; at 2560 px wide and 180 px tall
    the generator lays them out 21 to a row."""
    faces = load_faces(alt_deck_dir)
    scene = make_scene(faces, random.Random(7900), layout="grid", codes=list(CODES), screen=(2560, 1440),
                       card_height=180, upside_down_rate=0.0)
    path = tmp_path_factory.mktemp("pack") / "pack.jpg"
    scene.save(path)
    return path


def test_expected_rows() -> None:
    assert expected_rows(63, 21) == [21, 21, 21]
    assert expected_rows(63, 10) == [10] * 6 + [3]


def test_matching_columns_cut_the_pack(pack_shot: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "learnt"
    assert main(["deck", "from-screenshot", str(pack_shot), "--out", str(out), "--cols", "21"]) == 0
    assert sorted(p.stem for p in out.glob("*.png")) == sorted(CODES)


def test_wrong_columns_write_nothing(pack_shot: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "learnt"
    status = main(["deck", "from-screenshot", str(pack_shot), "--out", str(out), "--cols", "9", "--lang", "en"])
    err = capsys.readouterr().err
    assert status == 2 and "rows of 21, 21, 21 cards found" in err and "Nothing was written" in err
    assert not out.exists()
    assert main(["deck", "from-screenshot", str(pack_shot), "--out", str(out), "--cols", "0"]) == 2
    assert "--cols" in capsys.readouterr().err
