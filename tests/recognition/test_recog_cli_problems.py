"""What `trunfu recognize` tells the user, through the command line: the tax
ace and a card seen twice as problems (in JSON and in the listing), and the
bad-image cases the other CLI tests leave out (a truncated PNG, a folder, a
missing file), each with its own message while the good image is read."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from PIL import Image

from companion.cli import main
from recognition.synthetic.scenes import load_faces, make_scene
from shared_paths import ROOT


@pytest.fixture(scope="module")
def troubled_shot(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """King of Oro twice, the tax-stamp Ace of Oro and two ordinary cards."""
    faces = load_faces(ROOT / "samples" / "deck")
    faces["KO-copy"] = faces["KO"]
    scene = make_scene(faces, random.Random(8100), layout="grid", codes=["KO", "AO", "T20", "KO-copy", "9C"],
                       screen=(1920, 1080), card_height=240, upside_down_rate=0.0)
    path = tmp_path_factory.mktemp("troubled") / "troubled.jpg"
    scene.save(path)
    return path


def test_tax_ace_and_duplicate_are_reported_not_counted(troubled_shot: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["recognize", str(troubled_shot), "--json", "--count", "5"])
    out, err = capsys.readouterr()
    assert status == 0 and err == ""
    image = json.loads(out)["images"][0]
    assert sorted(c["code"] for c in image["cards"]) == ["9C", "KO", "T20"]
    kinds = sorted(p["kind"] for p in image["problems"])
    assert "tax_ace" in kinds and "duplicate" in kinds
    for problem in image["problems"]:
        assert problem["message"] and problem["key"].startswith("recognition.problem.")
    assert image["count"]["ok"] is False


def test_listing_names_the_problems(troubled_shot: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["recognize", str(troubled_shot)])
    out = capsys.readouterr().out
    assert out.count("problema:") >= 2 and "Re di" in out
    main(["recognize", str(troubled_shot), "--lang", "en"])
    out = capsys.readouterr().out
    assert out.count("problem:") >= 2 and "King of" in out


def test_more_bad_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = ROOT / "samples" / "screenshots" / "grid-1920x1080.jpg"
    buffer = io.BytesIO()
    Image.open(good).save(buffer, format="PNG")
    truncated = tmp_path / "cut.png"
    truncated.write_bytes(buffer.getvalue()[: len(buffer.getvalue()) // 2])
    folder = tmp_path / "a-folder"
    folder.mkdir()
    status = main(["recognize", str(truncated), str(folder), str(tmp_path / "missing.png"), str(good), "--json"])
    out, err = capsys.readouterr()
    assert status == 2 and "Traceback" not in err
    images = json.loads(out)["images"]
    assert [("error" in i) for i in images] == [True, True, True, False]
    assert all(i["error"].startswith(i["path"]) for i in images[:3])
    assert len({i["error"].split(": ", 1)[1] for i in images[:3]}) == 3     # three different reasons
    assert len(images[3]["cards"]) == len(json.loads((ROOT / "samples" / "screenshots-truth" / "grid-1920x1080.truth.json").read_text())["cards"])
