"""Every refusal of hand-format.md, each naming the offending cards or fields."""

from __future__ import annotations

import copy
import json

import pytest

from shared_paths import GOLDEN
from scoring import HandError, hand_from_dict, hand_from_json, score

BASE = json.loads((GOLDEN / "101-solo-everything.hand.json").read_text())
CALL = json.loads((GOLDEN / "103-call-renonce-annulled.hand.json").read_text())


def refused(data: object) -> HandError:
    with pytest.raises(HandError) as info:
        hand_from_dict(data)
    return info.value


def variant(base: dict, **changes: object) -> dict:
    data = copy.deepcopy(base)
    for key, value in changes.items():
        if value is ...:
            data.pop(key, None)
        else:
            data[key] = value
    return data


def test_base_hands_are_valid() -> None:
    score(hand_from_dict(BASE))
    score(hand_from_dict(CALL))


def test_missing_and_duplicated_cards_are_named() -> None:
    data = variant(BASE)
    data["piles"]["declarers"].remove("5S")
    data["piles"]["declarers"].remove("KO")
    data["piles"]["opponents"].append("QO")
    error = refused(data)
    text = error.message("en")
    assert "2 cards are missing" in text and "KO 5S" in text
    assert "QO (piles.opponents, piles.opponents)" in text


def test_card_in_pile_and_discard_is_a_duplicate() -> None:
    data = variant(CALL)
    data["piles"]["declarers"].append("7B")
    assert "7B (piles.declarers, discard)" in refused(data).message("en")


def test_unknown_cards_are_quoted() -> None:
    data = variant(BASE)
    data["piles"]["declarers"] += ["zorro", "4C"]
    text = refused(data).message("en")
    assert 'unknown cards in \'piles.declarers\': "zorro", "4C"' in text


def test_tax_ace_is_refused_by_name() -> None:
    data = variant(BASE)
    data["piles"]["declarers"].append("AO")
    assert "tax-stamp Ace" in refused(data).message("en")


def test_misspelt_field_gets_a_suggestion() -> None:
    data = variant(BASE, pigliatte=[])
    assert "unknown field 'pigliatte' (did you mean 'pigliate'?)" in refused(data).message("en")


def test_comment_fields_are_ignored() -> None:
    hand_from_dict(variant(BASE, _comment="anything", _note=3))


@pytest.mark.parametrize("field", ["rules", "players", "declarer", "contract", "piles", "last_trick"])
def test_required_fields(field: str) -> None:
    assert f"'{field}' is missing" in refused(variant(BASE, **{field: ...})).message("en")


@pytest.mark.parametrize("changes,expected", [
    ({"rules": "mineo-5"}, "unknown rules 'mineo-5'"),
    ({"players": ["Anna", "Bruno", "Carla"]}, "mineo-4 is played by 4 players, not 3"),
    ({"players": ["Anna", "Bruno", "Anna", "Dario"]}, "player listed twice in 'players': Anna"),
    ({"players": ["Anna", "", "Carla", "Dario"]}, "non-empty names"),
    ({"declarer": "Zeno"}, "'Zeno' in 'declarer' is not one of the players"),
    ({"dealer": "Zeno"}, "'Zeno' in 'dealer' is not one of the players"),
    ({"contract": "grand"}, "contract 'grand' is not allowed with mineo-4"),
    ({"contract": "call", "partner": None}, "a call ('call') needs the 'partner'"),
    ({"contract": "call", "partner": "Bruno"}, "the partner 'Bruno' is the declarer himself"),
    ({"partner": "Anna"}, "a 'solo' has no partner, but 'partner' is 'Anna'"),
    ({"called": "KO"}, "'called' must be a trump"),
    ({"last_trick": "us"}, "'last_trick' must be \"declarers\" or \"opponents\", not 'us'"),
    ({"scommessa": "yes"}, "'scommessa' must be true or false"),
    ({"rivanto": "Bruno"}, "the rivanto is declared by an opponent of the declarer, not 'Bruno'"),
    ({"rivanto": "Zeno"}, "'Zeno' in 'rivanto' is not one of the players"),
    ({"piles": {}}, "'piles' must give at least one of the two piles"),
    ({"piles": {"ours": ["KO"]}}, "unknown pile 'piles.ours'"),
    ({"piles": ["KO"]}, "the field 'piles' must be"),
    ({"pigliate": [{"card": "T20", "by": "declarers"}]}, "impossible pigliata: T20 can never be captured"),
    ({"pigliate": [{"card": "FUG", "by": "declarers"}]}, "impossible pigliata: FUG can never be captured"),
    ({"pigliate": [{"card": "KO", "by": "declarers"}]}, "only the Arie (T16-T19) and the Picciotti (T1) count"),
    ({"pigliate": [{"card": "T19", "by": "opponents"}]}, "T19 is not in the 'opponents' pile"),
    ({"pigliate": [{"card": "T19", "by": "declarers"}, {"card": "T19", "by": "declarers"}]}, "pigliata of T19 given twice"),
    ({"pigliate": [{"card": "T19", "by": "them"}]}, "must be \"declarers\" or \"opponents\", not 'them'"),
    ({"pigliate": ["T19"]}, "'pigliate[0]' must be {\"card\": …, \"by\": …}"),
    ({"penalties": [{"player": "Zeno", "kind": "renonce", "points": 4}]}, "'Zeno' in 'penalties[0].player'"),
    ({"penalties": [{"player": "Anna", "kind": "cheating", "points": 4}]}, "unknown penalty 'cheating'"),
    ({"penalties": [{"player": "Anna", "kind": "renonce", "points": 3}]}, "worth 4 points by the regulations, not 3"),
    ({"penalties": [{"player": "Anna", "kind": "other", "points": -1}]}, "positive whole number, not -1"),
    ({"penalties": [{"player": "Anna", "kind": "wrong-discard", "points": 1}]}, "the scarto must be given in 'discard'"),
])
def test_refusals_name_the_field(changes: dict, expected: str) -> None:
    assert expected in refused(variant(BASE, **changes)).message("en")


def test_scommessa_with_giove_in_opponents_pile() -> None:
    data = variant(CALL, scommessa=True)
    data["piles"]["declarers"].remove("T20")
    data["piles"]["opponents"].append("T20")
    assert "Giove is never captured" in refused(data).message("en")


def test_discard_rules() -> None:
    data = variant(CALL, discard=["7B", "10B"])
    data["piles"]["declarers"].append("9B")
    assert "the discard holds 3 cards, not 2" in refused(data).message("en")
    data = variant(CALL, discard=["7B", "10B", "KO"])
    data["piles"]["declarers"].append("9B")
    data["piles"]["opponents"].remove("KO")
    assert "may not be discarded: KO" in refused(data).message("en")


def test_wrong_discard_sends_scarto_to_opponents() -> None:
    data = variant(CALL, discard=["7B", "10B", "KO"],
                   penalties=[{"player": "Bruno", "kind": "wrong-discard", "points": 1}])
    data["piles"]["declarers"].append("9B")
    data["piles"]["opponents"].remove("KO")
    hand = hand_from_dict(data)
    assert {"7B", "10B", "KO"} <= hand.side_cards("opponents")
    result = score(hand)
    assert result.payout["Bruno"] == result.base_payout["Bruno"] - 1


def test_mineo3_refuses_call() -> None:
    data = json.loads((GOLDEN / "104-mineo3-penalty.hand.json").read_text())
    data.update(contract="call", partner="Anna")
    assert "contract 'call' is not allowed with mineo-3" in refused(data).message("en")


def test_all_problems_at_once() -> None:
    error = refused({"rules": "mineo-4", "players": NAMES, "declarer": "Zeno", "contract": "x",
                     "piles": {"declarers": ["KO", "KO"]}, "last_trick": "declarers", "pigliatte": 1})
    assert len(error.problems) >= 4
    assert {p.field for p in error.problems} >= {"declarer", "contract", "pigliatte", "piles"}


NAMES = ["Anna", "Bruno", "Carla", "Dario"]


@pytest.mark.parametrize("text,expected", [
    ("{", "not valid JSON (line 1"), ("[]", "must hold a JSON object"), ('"x"', "must hold a JSON object"),
    (b"\xff\xfe{", "not UTF-8"),
])
def test_not_a_hand_file(text: str | bytes, expected: str) -> None:
    with pytest.raises(HandError) as info:
        hand_from_json(text)
    assert expected in info.value.message("en")


def test_italian_is_the_default_language() -> None:
    error = refused(variant(BASE, pigliatte=[]))
    assert str(error) == "campo sconosciuto «pigliatte» (forse «pigliate»?)"
