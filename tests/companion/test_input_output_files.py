"""The one reader and the atomic writer, on hostile files."""

from __future__ import annotations

import codecs
import errno
import json
import os
import threading
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

import companion.input_files as input_files
from companion.input_files import InputError, parse_json, read_bytes, read_json
from companion.output_files import OutputError, csv_cell, write_atomic


def _problem_key(error: InputError | OutputError) -> str:
    (problem,) = error.problems
    return str(problem.params["problem"].key)


def test_a_device_is_cut_at_the_cap_not_read_forever() -> None:
    with pytest.raises(InputError) as caught:
        read_bytes("/dev/zero", kind="hand")
    assert _problem_key(caught.value) == "input.too_large"


def test_a_silent_fifo_times_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(input_files, "FIFO_TIMEOUT_S", 0.3)
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(InputError) as caught:
        read_bytes(fifo)
    assert _problem_key(caught.value) == "input.timeout"


def test_a_fifo_with_a_writer_is_read(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)

    def write() -> None:
        with open(fifo, "wb") as out:
            out.write(b'{"a": 1}')

    writer = threading.Thread(target=write)
    writer.start()
    try:
        assert read_json(fifo) == {"a": 1}
    finally:
        writer.join(5)


@pytest.mark.parametrize("data, key", [
    (b"null", "input.not_object"),
    (b"[1, 2]", "input.not_object"),
    (b"", "input.empty"),
    (b"   \n", "input.empty"),
    (b"[" * 100_000 + b"]" * 100_000, "input.too_deep"),
    (b'{"a": ' + b"9" * 5000 + b"}", "input.number_too_long"),
    (b'{"a": NaN}', "input.not_finite"),
    (b'{"a": 1e999}', "input.not_finite"),
    (b'{"a": 1,}', "input.not_json"),
    (b'{"a": "\xff"}', "input.not_text"),
    (b'{"a": 1}\x00', "input.binary"),
])
def test_hostile_json_is_refused_with_its_reason(data: bytes, key: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_json(data, "x.json")
    assert _problem_key(caught.value) == key
    assert caught.value.message("en").startswith("x.json: ")


@pytest.mark.parametrize("encoding, bom", [("utf-8", b""), ("utf-8", codecs.BOM_UTF8),
                                           ("utf-16-le", codecs.BOM_UTF16_LE), ("utf-16-be", codecs.BOM_UTF16_BE)])
def test_the_same_encodings_are_read_everywhere(encoding: str, bom: bytes) -> None:
    data = bom + json.dumps({"players": ["Nicolò", "Ànna"]}, ensure_ascii=False).encode(encoding)
    assert parse_json(data, "x.json") == {"players": ["Nicolò", "Ànna"]}


def test_json_parser_words_are_put_in_the_users_language() -> None:
    with pytest.raises(InputError) as caught:
        parse_json(b'{"a" 1}', "x.json")
    assert "mancano i due punti" in caught.value.message("it")
    assert "Expecting" not in caught.value.message("it")


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_are_parsed_or_refused_never_crash(data: bytes) -> None:
    try:
        assert isinstance(parse_json(data, "x.json"), dict)
    except InputError:
        pass


_json = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
                     lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
                     max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(_json)
def test_any_json_is_parsed_or_refused_never_crash(value: object) -> None:
    data = json.dumps(value).encode()
    try:
        assert isinstance(parse_json(data, "x.json"), dict)
    except InputError:
        pass


def test_missing_and_folder_paths_are_named(tmp_path: Path) -> None:
    for path, key in ((tmp_path / "nope.json", "input.not_found"), (tmp_path, "input.is_folder")):
        with pytest.raises(InputError) as caught:
            read_json(path)
        assert _problem_key(caught.value) == key
        assert str(path) in caught.value.message("it")


@pytest.mark.parametrize("cell, safe", [
    ("=HYPERLINK(\"x\")", "'=HYPERLINK(\"x\")"), ("+1+1", "'+1+1"), ("-2+3", "'-2+3"), ("@SUM(A1)", "'@SUM(A1)"),
    ("\tx", "'\tx"), ("\rx", "'\rx"), ("-20", "-20"), ("+10", "+10"), ("3.5", "3.5"), ("Anna", "Anna"), (7, 7),
])
def test_csv_cells_a_spreadsheet_would_execute_are_neutralised(cell: object, safe: object) -> None:
    assert csv_cell(cell) == safe


def test_an_atomic_write_replaces_the_file_whole(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    write_atomic(target, "first")
    write_atomic(target, "second")
    assert target.read_text() == "second"
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_a_failed_write_keeps_the_earlier_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "out.json"
    target.write_text("good export")

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OutputError) as caught:
        write_atomic(target, "x" * 10_000)
    assert _problem_key(caught.value) == "output.disk_full"
    assert target.read_text() == "good export"
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


@pytest.mark.parametrize("where, key", [
    ("missing/out.csv", "output.no_folder"), (".", "output.is_folder"), ("file/out.csv", "output.under_file"),
])
def test_unwritable_targets_are_named(tmp_path: Path, where: str, key: str) -> None:
    (tmp_path / "file").write_text("a file")
    with pytest.raises(OutputError) as caught:
        write_atomic(tmp_path / where, "data")
    assert _problem_key(caught.value) == key


def test_a_device_is_not_replaced() -> None:
    with pytest.raises(OutputError) as caught:
        write_atomic("/dev/full", "data")
    assert _problem_key(caught.value) == "output.not_regular"
    assert Path("/dev/full").is_char_device()
