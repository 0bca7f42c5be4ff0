"""The one catalogue: every key in every language, the same placeholders, and
a new language needs nothing but its templates."""

from __future__ import annotations

import string
from typing import Any

import pytest

import scoring.catalogue as catalogue
from scoring.catalogue import CATALOGUE, LANGUAGES, Message, text


def _fields(template: Any) -> set[str]:
    forms = [template] if isinstance(template, str) else list(template.values())
    return {name.split(".")[0].split("[")[0]
            for form in forms for _, name, _, _ in string.Formatter().parse(form) if name}


def test_every_key_has_every_language_with_the_same_placeholders() -> None:
    for key, entry in CATALOGUE.items():
        assert set(entry) == set(LANGUAGES), f"{key} has {sorted(entry)}, not {LANGUAGES}"
        fields = {lang: _fields(entry[lang]) for lang in LANGUAGES}
        assert all(f == fields[LANGUAGES[0]] for f in fields.values()), (key, fields)
        for lang in LANGUAGES:
            template = entry[lang]
            assert template if isinstance(template, str) else set(template) == {"one", "other"}, (key, lang)


def test_a_new_language_is_one_name_and_one_template_per_key(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = {key: dict(entry, xx=(f"<{key}>" if isinstance(entry["it"], str)
                                 else {"one": f"<{key} 1>", "other": f"<{key} n>"}))
            for key, entry in CATALOGUE.items()}
    monkeypatch.setattr(catalogue, "LANGUAGES", (*LANGUAGES, "xx"))
    monkeypatch.setattr(catalogue, "CATALOGUE", fake)
    for key, entry in fake.items():
        expected = entry["xx"] if isinstance(entry["xx"], str) else entry["xx"]["other"]
        assert text(key, "xx", count=2) == expected
    assert text("hand.discard_size", "xx", got=2) == "<hand.discard_size>"
    assert Message("Contract.call").text("xx") == "<Contract.call>"


def test_an_unknown_language_falls_back_to_the_default() -> None:
    assert text("Contract.forced-solo", "klingon") == "solo forzato"
