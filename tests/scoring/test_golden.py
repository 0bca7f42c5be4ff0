"""Every golden hand in ../shared/golden scores to its expected result."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from shared_paths import GOLDEN, golden_hands
from scoring import hand_from_json, hand_to_dict, hand_from_dict, score

HANDS = golden_hands()


def test_golden_folder_is_there() -> None:
    assert len(HANDS) >= 28, f"expected the golden hands in {GOLDEN}"


@pytest.mark.parametrize("path", HANDS, ids=[p.name.split(".")[0] for p in HANDS])
def test_golden_hand(path: Path) -> None:
    expected = json.loads(path.with_name(path.name.replace(".hand.", ".result.")).read_text())
    result = score(hand_from_json(path.read_text()))
    assert result.to_json() == expected


@pytest.mark.parametrize("path", HANDS, ids=[p.name.split(".")[0] for p in HANDS])
def test_golden_hand_round_trips(path: Path) -> None:
    hand = hand_from_json(path.read_text())
    again = hand_from_dict(json.loads(json.dumps(hand_to_dict(hand))))
    assert again == hand
    assert score(again).to_json() == score(hand).to_json()
