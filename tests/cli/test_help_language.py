"""The command line's help and argparse's own messages speak one language,
chosen by --lang or $TRUNFU_LANG, from the catalogue."""

from __future__ import annotations

import argparse
import doctest
import inspect
import re

import pytest

from companion import cli, cli_language
from scoring.catalogue import CATALOGUE


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    try:
        status = cli.main(list(argv))
    except SystemExit as stop:
        status = int(stop.code or 0)
    out, err = capsys.readouterr()
    return status, out + err


def test_examples() -> None:
    assert doctest.testmod(cli_language).failed == 0


@pytest.mark.parametrize("argv", [["--help"], ["hand", "add", "--help"], ["deck", "from-screenshot", "--help"],
                                  ["counters", "check", "--help"]])
def test_help_is_italian_by_default_and_english_on_request(capsys: pytest.CaptureFixture[str],
                                                           monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> None:
    monkeypatch.delenv("TRUNFU_LANG", raising=False)
    status, italian = run(capsys, *argv)
    assert status == 0 and italian.startswith("uso: ") and "mostra questo aiuto ed esce" in italian
    assert "usage" not in italian and "options" not in italian
    monkeypatch.setenv("TRUNFU_LANG", "en")
    status, english = run(capsys, *argv)
    assert status == 0 and english.startswith("usage: ") and "show this help message and exit" in english
    assert " / " not in italian + english     # one language at a time, no "it / en" pairs left


def test_lang_option_wins_over_the_environment(capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRUNFU_LANG", "en")
    status, said = run(capsys, "score", "--lang", "it")
    assert status == 2 and "mancano questi argomenti: FILE" in said
    status, said = run(capsys, "score", "--lang=en", "--json")
    assert status == 2 and "the following arguments are required: FILE" in said


def test_option_errors_are_translated(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TRUNFU_LANG", raising=False)
    status, said = run(capsys, "evening", "draw", "X", "--players", "A", "--seed", "sette")
    assert status == 2 and "argomento --seed: valore int non valido: 'sette'" in said
    status, said = run(capsys, "giochi")
    assert status == 2 and "scelta non valida: 'giochi'" in said


def test_argparse_is_left_as_it_was(capsys: pytest.CaptureFixture[str]) -> None:
    before = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    run(capsys, "score")
    assert (argparse._, argparse.ngettext) == before  # type: ignore[attr-defined]


def test_every_argparse_template_is_a_message_argparse_still_has() -> None:
    """A Python whose argparse changed a sentence makes this fail, rather than
    leaving that sentence silently in English."""
    source = inspect.getsource(argparse)
    ids = set(re.findall(r"""_\((['"])(.*?)\1\)""", source))
    ids = {text for _quote, text in ids} | set(re.findall(r"ngettext\('([^']*)'", source))
    for key, entry in CATALOGUE.items():
        if key.startswith("argparse."):
            english = entry["en"]
            message = english if isinstance(english, str) else english["one"]
            assert message.replace("\n", "\\n") in ids, f"{key}: {message!r} is not one of argparse's messages"
