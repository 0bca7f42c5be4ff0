"""The one reader for every file the project takes: hand files, evening
imports, order files and standard input.

Every path goes through ``read_bytes`` (a size cap checked *while* reading,
so a device such as ``/dev/zero`` or a FIFO cannot fill memory; a FIFO or a
silent standard input gives up after a timeout), then ``decode_text`` (the
same encoding rules everywhere: UTF-8 with or without BOM, UTF-16 with BOM),
then for JSON ``parse_json`` (nesting depth and integer length bounded,
``NaN``/``Infinity`` refused, and optionally a top level that must be an
object).  Every refusal is an ``InputError`` naming the file and the problem.

>>> parse_json(b'{"rules": "mineo-4"}', "hand.json")
{'rules': 'mineo-4'}
>>> parse_json(b'null', "hand.json")
Traceback (most recent call last):
...
companion.input_files.InputError: hand.json: il file deve contenere un oggetto JSON {…}, non null
"""

from __future__ import annotations

import codecs
import json
import os
import select
import stat
import sys
import time
from pathlib import Path
from typing import Any, BinaryIO

from companion.errors import UserError
from scoring.catalogue import Message

#: Caps by kind of file.  A hand file is a few kilobytes; an evening of a
#: whole championship night a few hundred; an order file 63 short lines.
MAX_BYTES = {"hand": 1_000_000, "evening": 16_000_000, "order": 64_000}
#: Deeper JSON than this is no file of ours (a hand file nests 3 deep).
MAX_DEPTH = 32
#: Longer integers than this are no count or amount of ours.
MAX_INT_DIGITS = 15
#: How long a FIFO or standard input may stay silent before we give up.
FIFO_TIMEOUT_S = 10.0
_CHUNK = 65_536
STDIN = "-"


class InputError(UserError):
    """A file the project cannot take: the message names the file
    (``InputError.at(path, key, **params)``)."""


def _display(path: str | Path) -> str:
    return "stdin" if str(path) == STDIN else str(path)


def _read_capped(stream: BinaryIO, path: str | Path, cap: int, *, wait_fd: int | None) -> bytes:
    """At most ``cap`` bytes of ``stream``; refused as soon as there are more.
    With ``wait_fd`` (a FIFO or stdin) each read waits at most FIFO_TIMEOUT_S."""
    chunks: list[bytes] = []
    total = 0
    deadline = time.monotonic() + FIFO_TIMEOUT_S
    while True:
        if wait_fd is not None:
            remaining = deadline - time.monotonic()
            ready, _, _ = select.select([wait_fd], [], [], max(remaining, 0))
            if not ready:
                raise InputError.at(_display(path), "input.timeout", seconds=int(FIFO_TIMEOUT_S))
            chunk = os.read(wait_fd, _CHUNK)
        else:
            chunk = stream.read(_CHUNK)
        if not chunk:
            return b"".join(chunks)
        total += len(chunk)
        if total > cap:
            raise InputError.at(_display(path), "input.too_large", limit=cap)
        chunks.append(chunk)


def read_bytes(path: str | Path, *, kind: str = "hand") -> bytes:
    """The bytes of ``path`` (``"-"`` for standard input), refused past the cap
    for ``kind`` (``"hand"``, ``"evening"``, ``"order"``)."""
    cap = MAX_BYTES[kind]
    if str(path) == STDIN:
        fd = sys.stdin.fileno() if sys.stdin is not None else -1
        if fd < 0:
            raise InputError.at("stdin", "input.no_stdin")
        mode = os.fstat(fd).st_mode
        waits = stat.S_ISFIFO(mode) or stat.S_ISCHR(mode) or stat.S_ISSOCK(mode)
        return _read_capped(sys.stdin.buffer, path, cap, wait_fd=fd if waits else None)
    path = Path(path)
    try:
        mode = os.stat(path).st_mode
        if stat.S_ISDIR(mode):
            raise InputError.at(path, "input.is_folder")
        if stat.S_ISFIFO(mode):
            fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
            try:
                with os.fdopen(fd, "rb", closefd=False) as stream:
                    return _read_capped(stream, path, cap, wait_fd=fd)
            finally:
                os.close(fd)
        with open(path, "rb") as stream:
            return _read_capped(stream, path, cap, wait_fd=None)
    except FileNotFoundError:
        raise InputError.at(path, "input.not_found") from None
    except PermissionError:
        raise InputError.at(path, "input.permission") from None
    except IsADirectoryError:
        raise InputError.at(path, "input.is_folder") from None
    except OSError as error:
        raise InputError.at(path, "input.unreadable", detail=error.strerror or type(error).__name__) from None


_BOMS = ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))


def decode_text(data: bytes, path: str | Path) -> str:
    """``data`` as text: UTF-8 (a BOM allowed), or UTF-16 with its BOM, as
    Windows' Notepad saves it.  Anything else is refused, naming the byte."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            break
    else:
        encoding = "utf-8"
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as error:
        raise InputError.at(_display(path), "input.not_text", position=error.start) from None
    if "\x00" in text:
        raise InputError.at(_display(path), "input.binary")
    return text


def _depth(text: str) -> int:
    """The deepest nesting of ``[``/``{`` in JSON ``text``, strings skipped."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


#: The JSON parser's own words, and the catalogue's sentence for each.
_JSON_DETAILS = {
    "Expecting value": "input.json.value",
    "Expecting property name enclosed in double quotes": "input.json.name",
    "Expecting ',' delimiter": "input.json.comma",
    "Expecting ':' delimiter": "input.json.colon",
    "Unterminated string starting at": "input.json.string",
    "Invalid control character at": "input.json.control",
    "Invalid \\escape": "input.json.escape",
    "Invalid \\uXXXX escape": "input.json.escape",
    "Extra data": "input.json.extra",
}

_TYPE_NAMES = {list: "input.type.list", str: "input.type.text", int: "input.type.number",
               float: "input.type.number", bool: "input.type.boolean", type(None): "input.type.null"}


def type_name(value: Any) -> Message:
    """What a JSON value is, in words (for "must be an object, not …")."""
    return Message(_TYPE_NAMES.get(type(value), "input.type.object"))


def parse_json(data: bytes | str, path: str | Path, *, want_object: bool = True) -> Any:
    """JSON from ``data`` (bytes are decoded by ``decode_text``), bounded in
    depth and integer length; with ``want_object`` the top level must be an
    object ``{…}``."""
    text = data if isinstance(data, str) else decode_text(data, path)
    name = _display(path)
    if not text.strip():
        raise InputError.at(name, "input.empty")
    if _depth(text) > MAX_DEPTH:
        raise InputError.at(name, "input.too_deep", limit=MAX_DEPTH)

    def integer(digits: str) -> int:
        if len(digits.lstrip("-")) > MAX_INT_DIGITS:
            raise InputError.at(name, "input.number_too_long", limit=MAX_INT_DIGITS)
        return int(digits)

    def finite(number: str) -> float:
        value = float(number)
        if value in (float("inf"), float("-inf")):
            raise InputError.at(name, "input.not_finite", text=number[:20])
        return value

    def constant(word: str) -> Any:
        raise InputError.at(name, "input.not_finite", text=word)

    try:
        value = json.loads(text, parse_int=integer, parse_float=finite, parse_constant=constant)
    except json.JSONDecodeError as error:
        detail = Message(_JSON_DETAILS.get(error.msg, "input.json.other"))
        raise InputError.at(name, "input.not_json", line=error.lineno, column=error.colno,
                            detail=detail) from None
    except RecursionError:  # the depth scan makes this unreachable; kept as a guard
        raise InputError.at(name, "input.too_deep", limit=MAX_DEPTH) from None
    if want_object and not isinstance(value, dict):
        raise InputError.at(name, "input.not_object", got=type_name(value))
    return value


def read_json(path: str | Path, *, kind: str = "hand", want_object: bool = True) -> Any:
    """Read, decode and parse the JSON file ``path`` with every bound above."""
    return parse_json(read_bytes(path, kind=kind), path, want_object=want_object)


def read_text(path: str | Path, *, kind: str = "order") -> str:
    """Read and decode the text file ``path`` with the same bounds."""
    return decode_text(read_bytes(path, kind=kind), path)


__all__ = ["FIFO_TIMEOUT_S", "InputError", "MAX_BYTES", "MAX_DEPTH", "MAX_INT_DIGITS", "STDIN",
           "decode_text", "parse_json", "read_bytes", "read_json", "read_text", "type_name"]
