"""Every catalogue key the rules engine (and the breakdown it feeds) uses
exists, so a typo in a key is a failing test rather than a ``KeyError`` in
front of a player."""

from __future__ import annotations

import ast
from pathlib import Path

from shared_paths import ROOT
from scoring import PACK, LANGUAGES, GroupKind, Rank, Side, Suit, Word
from scoring.catalogue import CATALOGUE
from scoring.vocabulary import Contract, Jocu, PenaltyKind, Variant

#: Calls whose first argument is a catalogue key.
KEY_CALLS = {"Problem", "of", "text", "Message", "problem"}
#: Helpers that build a key from a prefix and their literal argument.
PREFIXED = {"_expected": "hand.expected."}
SOURCES = [*sorted((ROOT / "scoring").rglob("*.py")), ROOT / "companion" / "breakdown.py"]


def _called(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _literal_keys(path: Path) -> set[str]:
    keys = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Call) and node.args:
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            name = _called(node)
            if name in KEY_CALLS:
                keys.add(first.value)
            elif name in PREFIXED:
                keys.add(PREFIXED[name] + first.value)
    return keys


def test_every_literal_key_in_the_engine_exists() -> None:
    used = {key: path for path in SOURCES for key in _literal_keys(path)}
    assert len(used) > 40, "the scan found too few keys: is it still looking at the right calls?"
    missing = {key: str(path.relative_to(ROOT)) for key, path in used.items() if key not in CATALOGUE}
    assert not missing, missing


def test_every_game_word_has_a_label_in_every_language() -> None:
    words: list[Word] = [*Side, *Contract, *Jocu, *PenaltyKind, *Variant, *Suit, *Rank, *GroupKind]
    for word in words:
        entry = CATALOGUE.get(word.message.key)
        assert entry is not None and set(entry) == set(LANGUAGES), word


def test_keys_built_from_words_exist() -> None:
    for side in Side:
        assert f"breakdown.player_side.{side.value}" in CATALOGUE
    for card in PACK:
        if card.trump is not None and card.message.key == "card.named_trump":
            assert f"Trump.{card.trump}" in CATALOGUE
