"""`trunfu recognize` and `trunfu deck from-screenshot` as users call them,
and every kind of bad image."""

from __future__ import annotations

import io
import json
import random
import struct
import zlib
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from companion.cli import main
from recognition.synthetic.scenes import load_faces, make_scene
from scoring import CODES


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture(scope="module")
def screenshot(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict]]:
    from shared_paths import ROOT
    faces = load_faces(ROOT / "samples" / "deck")
    scene = make_scene(faces, random.Random(7700), layout="rows", screen=(1920, 1080))
    path = tmp_path_factory.mktemp("shots") / "rows.jpg"
    scene.save(path)
    return path, scene.cards


def test_json_follows_the_contract(screenshot, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    path, truth = screenshot
    status, out, err = run(capsys, "recognize", str(path), "--json")
    assert status == 0 and err == ""
    data = json.loads(out)
    assert list(data) == ["images"] and len(data["images"]) == 1
    image = data["images"][0]
    assert image["path"] == str(path)
    for card in image["cards"]:
        assert card["code"] in CODES and 0 <= card["confidence"] <= 1
        x, y, w, h = card["box"]
        assert w > 0 and h > 0
    for item in image["unsure"]:
        assert len(item["box"]) == 4 and item["candidates"]
    assert {c["code"] for c in image["cards"]} <= {c["code"] for c in truth}


def test_count_is_checked(screenshot, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    path, truth = screenshot
    _, out, _ = run(capsys, "recognize", str(path), "--json", "--count", str(len(truth)))
    image = json.loads(out)["images"][0]
    assert image["count"] == {"expected": len(truth), "found": len(truth), "ok": True}
    _, out, _ = run(capsys, "recognize", str(path), "--json", "--count", str(len(truth) + 2))
    image = json.loads(out)["images"][0]
    assert image["count"]["ok"] is False and any(p["kind"] == "count" for p in image["problems"])
    status, _, err = run(capsys, "recognize", str(path), str(path), "--count", "3")
    assert status == 2 and "una per immagine" in err or "un numero per immagine" in err


def test_readable_listing(screenshot, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    path, _ = screenshot
    status, out, _ = run(capsys, "recognize", str(path))
    assert status == 0 and " carte:" in out
    _, out, _ = run(capsys, "recognize", str(path), "--lang", "en")
    assert " cards:" in out


def _bomb_png(path: Path) -> None:
    """A tiny PNG whose header claims 60000×60000 pixels."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", 60000, 60000, 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                     + chunk(b"IDAT", zlib.compress(b"\x00" * 100)) + chunk(b"IEND", b""))


def test_bad_images_each_get_a_message_and_the_rest_are_read(
        screenshot, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    path, truth = screenshot
    empty = tmp_path / "empty.png"
    empty.write_bytes(b"")
    text = tmp_path / "notes.png"
    text.write_text("not an image at all")
    truncated = tmp_path / "cut.jpg"
    truncated.write_bytes(path.read_bytes()[:5000])
    bomb = tmp_path / "bomb.png"
    _bomb_png(bomb)
    status, out, err = run(capsys, "recognize", str(empty), str(text), str(truncated), str(bomb), str(path),
                           "--json", "--lang", "en")
    assert status == 2 and "Traceback" not in err
    images = json.loads(out)["images"]
    errors = [i.get("error", "") for i in images]
    assert "empty" in errors[0]
    assert "not a recognised image" in errors[1]
    assert "truncated" in errors[2] or "damaged" in errors[2]
    assert "too large" in errors[3]
    assert "error" not in images[4] and len(images[4]["cards"]) >= len(truth) - 2


@pytest.mark.parametrize("mode", ["L", "RGBA", "I;16", "P"])
def test_unusual_image_modes_are_read(mode: str, screenshot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                      capsys: pytest.CaptureFixture[str]) -> None:
    path, truth = screenshot
    image = Image.open(path).convert("RGB")
    if mode == "I;16":
        gray = np.asarray(image.convert("L"), dtype=np.uint16) * 257
        converted = Image.fromarray(gray)  # uint16 -> a 16-bit grayscale image
    elif mode == "P":
        converted = image.convert("P", palette=Image.ADAPTIVE)
    else:
        converted = image.convert(mode)
    out_path = tmp_path / f"shot-{mode.replace(';', '')}.png"
    converted.save(out_path)
    status, out, err = run(capsys, "recognize", str(out_path), "--json")
    assert status == 0, err
    cards = json.loads(out)["images"][0]["cards"]
    assert {c["code"] for c in cards} <= {c["code"] for c in truth}
    if mode in ("RGBA", "P"):
        assert len(cards) >= len(truth) - 3


def test_missing_deck_folder(screenshot, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    path, _ = screenshot
    status, out, err = run(capsys, "recognize", str(path), "--deck", str(tmp_path / "none"))
    assert status == 2 and out == "" and "non esiste" in err


def test_deck_from_screenshot_round_trip(alt_deck_dir: Path, tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    faces = load_faces(alt_deck_dir)
    pack = make_scene(faces, random.Random(7800), layout="grid", codes=list(CODES), screen=(2560, 1440),
                      card_height=180, upside_down_rate=0.0)
    shot = tmp_path / "pack.jpg"
    pack.save(shot)
    out_dir = tmp_path / "learnt"
    status, out, err = run(capsys, "deck", "from-screenshot", str(shot), "--out", str(out_dir))
    assert status == 0, err
    assert sorted(p.stem for p in out_dir.glob("*.png")) == sorted(CODES)
    scene = make_scene(faces, random.Random(7801), layout="grid", upside_down_rate=0.0)
    scene_path = tmp_path / "scene.jpg"
    scene.save(scene_path)
    _, out, _ = run(capsys, "recognize", str(scene_path), "--deck", str(out_dir), "--json")
    read = {c["code"] for c in json.loads(out)["images"][0]["cards"]}
    truth = {c["code"] for c in scene.cards}
    assert read <= truth and len(read) >= len(truth) - 1


def test_deck_from_screenshot_refusals(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                       screenshot) -> None:  # type: ignore[no-untyped-def]
    path, truth = screenshot
    status, _, err = run(capsys, "deck", "from-screenshot", str(path), "--out", str(tmp_path / "d"))
    assert status == 2 and "ne servono 63" in err
    order = tmp_path / "order.txt"
    order.write_text("KO KO giove zorro")
    status, _, err = run(capsys, "deck", "from-screenshot", str(path), "--out", str(tmp_path / "d"),
                         "--order", str(order))
    assert status == 2 and "zorro" in err
    order.write_text(" ".join(CODES[:-1]) + " KO")
    status, _, err = run(capsys, "deck", "from-screenshot", str(path), "--out", str(tmp_path / "d"),
                         "--order", str(order), "--lang", "en")
    assert status == 2 and "repeated: KO" in err and "missing: FUG" in err


def test_count_before_the_images_and_as_a_list(screenshot, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    path, truth = screenshot
    n = str(len(truth))
    status, out, err = run(capsys, "recognize", "--count", n, str(path), "--json")
    assert status == 0, err
    assert json.loads(out)["images"][0]["count"]["ok"]
    _, out, _ = run(capsys, "recognize", str(path), str(path), "--count", f"{n},{n}", "--json")
    assert [i["count"]["ok"] for i in json.loads(out)["images"]] == [True, True]
    _, out, _ = run(capsys, "recognize", str(path), str(path), "--count", n, "--count", n, "--json")
    assert [i["count"]["ok"] for i in json.loads(out)["images"]] == [True, True]
    status, _, err = run(capsys, "recognize", str(path), "--count", "tre")
    assert status == 2 and "numeri interi" in err


def test_an_image_with_no_cards_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blank = tmp_path / "table.png"
    Image.new("RGB", (1366, 768), (30, 90, 50)).save(blank)
    _, out, _ = run(capsys, "recognize", str(blank), "--json")
    image = json.loads(out)["images"][0]
    assert image["cards"] == [] and [p["kind"] for p in image["problems"]] == ["no_cards"]
