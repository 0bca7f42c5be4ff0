"""The reader is total: whatever JSON a hand file holds, the hand is either
scored or refused with ``HandError``; nothing else ever escapes."""

from __future__ import annotations

import copy
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from shared_paths import GOLDEN
from scoring import HandError, hand_from_dict, hand_from_json, score
from scoring.hand import FIELDS

BASES = [json.loads((GOLDEN / name).read_text()) for name in (
    "101-solo-everything.hand.json", "103-call-renonce-annulled.hand.json", "104-mineo3-penalty.hand.json")]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 70) | st.floats(allow_nan=False) |
    st.sampled_from(["", "KO", "T19", "Anna", "declarers", "opponents", "renonce", "call", "mineo-3", "AO"]) |
    st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["card", "by", "player", "kind", "points", "declarers", "opponents", "x", "_c"]),
        inner, max_size=3),
    max_leaves=10)


def _accepts_or_refuses(data: object) -> None:
    try:
        result = score(hand_from_dict(data))
    except HandError as error:
        assert error.problems
        for problem in error.problems:
            assert problem.message("it") and problem.message("en")
    else:
        assert result.card_points["declarers"] + result.card_points["opponents"] == 104


@settings(max_examples=500, deadline=None)
@given(base=st.sampled_from(BASES),
       changes=st.dictionaries(st.sampled_from([*FIELDS, "pigliatte", "_note"]), json_values, max_size=3))
def test_any_field_with_any_value(base: dict, changes: dict) -> None:
    data = copy.deepcopy(base)
    data.update(changes)
    _accepts_or_refuses(data)


@settings(max_examples=300, deadline=None)
@given(base=st.sampled_from(BASES), side=st.sampled_from(["declarers", "opponents"]),
       index=st.integers(0, 60), value=json_values)
def test_any_card_replaced_by_anything(base: dict, side: str, index: int, value: object) -> None:
    data = copy.deepcopy(base)
    pile = data["piles"].get(side) or []
    if pile:
        pile[index % len(pile)] = value
    _accepts_or_refuses(data)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=64) | st.text(max_size=64).map(str.encode))
def test_any_bytes(raw: bytes) -> None:
    try:
        hand_from_json(raw)
    except HandError:
        pass


@settings(max_examples=100, deadline=None)
@given(json_values)
def test_any_json_document(value: object) -> None:
    _accepts_or_refuses(value)
