"""The message catalogue: both languages, same placeholders."""

from __future__ import annotations

import string

from scoring.messages import CATALOGUE


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_message_has_both_languages_with_the_same_placeholders() -> None:
    for key, (it, en) in CATALOGUE.items():
        assert it and en, key
        assert _fields(it) == _fields(en), key
