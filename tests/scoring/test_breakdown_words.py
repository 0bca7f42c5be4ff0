"""The readable breakdown takes every word from the catalogue: rendered in a
language the catalogue is given for the test, no Italian or English word of
its own is left, and the layout is the same in every language."""

from __future__ import annotations

import re

import pytest

import scoring.catalogue as catalogue
from companion.breakdown import breakdown
from scoring import LANGUAGES, hand_from_json, score
from scoring.catalogue import CATALOGUE
from shared_paths import golden_hands

HANDS = [p for p in golden_hands() if "annulled" in p.name or "penalty" in p.name or "call" in p.name][:4]


@pytest.fixture
def fake_language(monkeypatch: pytest.MonkeyPatch) -> str:
    """A language "xx" whose every template is its key in angle brackets
    (keeping the placeholders, so parameters still show)."""
    def fake(template: object) -> object:
        if isinstance(template, str):
            names = re.findall(r"\{(\w+)[^}]*\}", template.replace("{{", "").replace("}}", ""))
            return "<" + " ".join(["@", *(f"{{{n}}}" for n in names)]) + ">"
        return {form: fake(t) for form, t in template.items()}  # type: ignore[attr-defined]
    table = {key: dict(entry, xx=fake(entry["it"])) for key, entry in CATALOGUE.items()}
    monkeypatch.setattr(catalogue, "LANGUAGES", (*LANGUAGES, "xx"))
    monkeypatch.setattr(catalogue, "CATALOGUE", table)
    return "xx"


@pytest.mark.parametrize("path", HANDS, ids=[p.name.split(".")[0] for p in HANDS])
def test_a_new_language_leaves_no_word_behind(path, fake_language: str) -> None:  # type: ignore[no-untyped-def]
    result = score(hand_from_json(path.read_text()))
    text = breakdown(result, fake_language)
    italian = breakdown(result, "it")
    for word in ("Dichiaranti", "Avversari", "Differenza", "Pagamenti", "carte", "punti", "totale",
                 "Declarers", "Difference", "Pay-out", "cards", "points", "penalty", "penalità",
                 "scartine", "valore", "counting", "nessuno", "none", "ultima", "last trick"):
        assert word not in text, (word, text)
    assert len(text.splitlines()) == len(italian.splitlines())


def test_hands_for_the_test_are_there() -> None:
    assert HANDS, "expected golden hands with a call, a penalty or an annulled hand"
