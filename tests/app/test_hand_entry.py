"""The state behind the scoring screen, driven without a browser."""

from __future__ import annotations

import json

from shared_paths import GOLDEN, golden_hands
from companion.hand_entry import DISCARD, HandDraft
from scoring import DECLARERS, OPPONENTS, hand_from_json, score


def test_every_golden_hand_survives_the_draft() -> None:
    for path in golden_hands():
        hand = hand_from_json(path.read_text())
        evaluation = HandDraft.from_hand(hand).evaluate()
        assert evaluation.result is not None, path
        assert evaluation.result.to_json() == score(hand).to_json()


def test_new_draft_says_what_is_missing() -> None:
    messages = HandDraft().evaluate().messages("en")
    assert "the field 'declarer' is missing" in messages
    assert "the field 'last_trick' is missing" in messages


def test_tapping_cycles_through_the_places() -> None:
    d = HandDraft()
    assert [d.tap("KO") for _ in range(4)] == [DECLARERS, OPPONENTS, DISCARD, None]
    assert d.where("KO") == OPPONENTS  # untouched cards go to rest_to
    d.rest_to = DECLARERS
    assert d.where("KO") == DECLARERS and d.count(DECLARERS) == 63


def test_tapping_a_solo_hand_in() -> None:
    d = HandDraft(players=["Anna", "Bruno", "Carla", "Dario"])
    d.declarer, d.last_trick = "Bruno", DECLARERS
    d.set_contract("solo")
    for code in ["KO", "KC", "KB", "KS", "T20", "T19", "T18", "T17", "T16", "T1", "FUG"]:
        d.tap(code)
    result = d.evaluate().result
    assert result is not None
    assert result.jochi[DECLARERS]["four_kings"] == 1 and result.jochi[DECLARERS]["five_arie"] == 1
    assert sum(result.payout.values()) == 0


def test_renaming_carries_the_declaration() -> None:
    d = HandDraft(players=["Anna", "Bruno", "Carla", "Dario"], declarer="Bruno", partner="Dario")
    d.rename_player(1, "Beppe")
    assert d.declarer == "Beppe" and d.players[1] == "Beppe"


def test_switching_to_three_players_drops_what_no_longer_fits() -> None:
    d = HandDraft(players=["Anna", "Bruno", "Carla", "Dario"], declarer="Dario", partner="Anna")
    d.set_rules("mineo-3")
    assert d.players == ["Anna", "Bruno", "Carla"] and d.declarer is None and d.contract == "solo"


def test_moving_a_card_drops_its_pigliata() -> None:
    data = json.loads((GOLDEN / "101-solo-everything.hand.json").read_text())
    d = HandDraft.from_hand(hand_from_json(json.dumps(data)))
    assert d.pigliate == {"T1": DECLARERS}
    d.tap("T1")
    assert d.pigliate == {}
