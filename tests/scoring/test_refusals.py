"""Every refusal of hand-format.md, each naming the offending cards or fields.

Refusals are asserted as data (the problem's catalogue key, its field and
parameters), not as English sentences, so rewording a message or adding a
language never breaks these tests."""

from __future__ import annotations

import copy
import json

import pytest

from shared_paths import GOLDEN
from scoring import DEFAULT_LANGUAGE, HandError, Message, Problem, hand_from_dict, hand_from_json, score, text

BASE = json.loads((GOLDEN / "101-solo-everything.hand.json").read_text())
CALL = json.loads((GOLDEN / "103-call-renonce-annulled.hand.json").read_text())


def refused(data: object) -> HandError:
    with pytest.raises(HandError) as info:
        hand_from_dict(data)
    return info.value


def the(error: HandError, key: str, /, **params: object) -> Problem:
    """The problem ``key`` of ``error`` whose parameters include ``params``
    (``Message`` parameters compared by key)."""
    def plain(value: object) -> object:
        return value.key if isinstance(value, Message) else value
    for problem in error.problems:
        if problem.key == key and all(plain(problem.params.get(k)) == v for k, v in params.items()):
            return problem
    raise AssertionError(f"no {key} {params} among {[(p.key, dict(p.params)) for p in error.problems]}")


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
    assert the(error, "hand.missing_cards", count=2, cards="KO 5S").field == "piles"
    the(error, "hand.duplicate_cards", cards="QO (piles.opponents, piles.opponents)")


def test_one_missing_card_is_named() -> None:
    data = variant(BASE)
    data["piles"]["opponents"].remove("T0")
    assert the(refused(data), "hand.missing_cards", count=1, cards="T0").field == "piles"


def test_card_in_pile_and_discard_is_a_duplicate() -> None:
    data = variant(CALL)
    data["piles"]["declarers"].append("7B")
    the(refused(data), "hand.duplicate_cards", cards="7B (piles.declarers, discard)")


def test_unknown_cards_are_quoted() -> None:
    data = variant(BASE)
    data["piles"]["declarers"] += ["zorro", "4C"]
    the(refused(data), "hand.unknown_cards", field="piles.declarers", cards='"zorro", "4C"')


def test_tax_ace_is_refused_by_name() -> None:
    data = variant(BASE)
    data["piles"]["declarers"].append("AO")
    the(refused(data), "hand.tax_ace", field="piles.declarers", text="AO")


def test_misspelt_field_gets_a_suggestion() -> None:
    data = variant(BASE, pigliatte=[])
    the(refused(data), "hand.unknown_field_hint", field="pigliatte", guess="pigliate")


def test_comment_fields_are_ignored() -> None:
    hand_from_dict(variant(BASE, _comment="anything", _note=3))


@pytest.mark.parametrize("field", ["rules", "players", "declarer", "contract", "piles", "last_trick"])
def test_required_fields(field: str) -> None:
    assert the(refused(variant(BASE, **{field: ...})), "hand.missing_field", field=field).field == field


@pytest.mark.parametrize("changes,key,params", [
    ({"rules": "mineo-5"}, "hand.bad_rules", {"value": "mineo-5"}),
    ({"players": ["Anna", "Bruno", "Carla"]}, "hand.players_count", {"rules": "mineo-4", "expected": 4, "got": 3}),
    ({"players": ["Anna", "Bruno", "Anna", "Dario"]}, "hand.player_duplicate", {"names": "Anna"}),
    ({"players": ["Anna", "", "Carla", "Dario"]}, "hand.player_names", {}),
    ({"declarer": "Zeno"}, "hand.unknown_player", {"name": "Zeno", "field": "declarer"}),
    ({"dealer": "Zeno"}, "hand.unknown_player", {"name": "Zeno", "field": "dealer"}),
    ({"contract": "grand"}, "hand.bad_contract", {"value": "grand", "rules": "mineo-4"}),
    ({"contract": "call", "partner": None}, "hand.partner_required", {"contract": "call"}),
    ({"contract": "call", "partner": "Bruno"}, "hand.partner_is_declarer", {"name": "Bruno"}),
    ({"partner": "Anna"}, "hand.partner_not_allowed", {"contract": "solo", "name": "Anna"}),
    ({"called": "KO"}, "hand.called_not_trump", {"text": "KO"}),
    ({"last_trick": "us"}, "hand.bad_side", {"field": "last_trick", "value": "us"}),
    ({"scommessa": "yes"}, "hand.bad_type", {"field": "scommessa", "expected": "hand.expected.boolean"}),
    ({"rivanto": "Bruno"}, "hand.rivanto_by_declarers", {"name": "Bruno"}),
    ({"rivanto": "Zeno"}, "hand.unknown_player", {"name": "Zeno", "field": "rivanto"}),
    ({"piles": {}}, "hand.piles_missing", {}),
    ({"piles": {"ours": ["KO"]}}, "hand.bad_pile", {"key": "ours"}),
    ({"piles": ["KO"]}, "hand.bad_type", {"field": "piles", "expected": "hand.expected.piles"}),
    ({"pigliate": [{"card": "T20", "by": "declarers"}]}, "hand.pigliata_never", {"card": "T20"}),
    ({"pigliate": [{"card": "FUG", "by": "declarers"}]}, "hand.pigliata_never", {"card": "FUG"}),
    ({"pigliate": [{"card": "KO", "by": "declarers"}]}, "hand.pigliata_card", {"card": "KO"}),
    ({"pigliate": [{"card": "T19", "by": "opponents"}]}, "hand.pigliata_not_in_pile", {"card": "T19", "side": "opponents"}),
    ({"pigliate": [{"card": "T19", "by": "declarers"}, {"card": "T19", "by": "declarers"}]},
     "hand.pigliata_duplicate", {"card": "T19"}),
    ({"pigliate": [{"card": "T19", "by": "them"}]}, "hand.bad_side", {"field": "pigliate[0].by", "value": "them"}),
    ({"pigliate": ["T19"]}, "hand.bad_pigliata", {"field": "pigliate[0]"}),
    ({"penalties": [{"player": "Zeno", "kind": "renonce", "points": 4}]},
     "hand.unknown_player", {"name": "Zeno", "field": "penalties[0].player"}),
    ({"penalties": [{"player": "Anna", "kind": "cheating", "points": 4}]}, "hand.penalty_kind", {"value": "cheating"}),
    ({"penalties": [{"player": "Anna", "kind": "renonce", "points": 3}]},
     "hand.penalty_points", {"kind": "PenaltyKind.renonce", "expected": 4, "got": 3}),
    ({"penalties": [{"player": "Anna", "kind": "other", "points": -1}]}, "hand.penalty_bad_points", {"got": "-1"}),
    ({"penalties": [{"player": "Anna", "kind": "wrong-discard", "points": 1}]}, "hand.wrong_discard_needs_discard", {}),
])
def test_refusals_name_the_field(changes: dict, key: str, params: dict) -> None:
    the(refused(variant(BASE, **changes)), key, **params)


def test_scommessa_with_giove_in_opponents_pile() -> None:
    data = variant(CALL, scommessa=True)
    data["piles"]["declarers"].remove("T20")
    data["piles"]["opponents"].append("T20")
    assert the(refused(data), "hand.scommessa_giove").field == "scommessa"


def test_discard_rules() -> None:
    data = variant(CALL, discard=["7B", "10B"])
    data["piles"]["declarers"].append("9B")
    the(refused(data), "hand.discard_size", got=2)
    data = variant(CALL, discard=["7B", "10B", "KO"])
    data["piles"]["declarers"].append("9B")
    data["piles"]["opponents"].remove("KO")
    the(refused(data), "hand.discard_forbidden", cards="KO")


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
    the(refused(data), "hand.bad_contract", value="call", rules="mineo-3")


def test_all_problems_at_once() -> None:
    error = refused({"rules": "mineo-4", "players": NAMES, "declarer": "Zeno", "contract": "x",
                     "piles": {"declarers": ["KO", "KO"]}, "last_trick": "declarers", "pigliatte": 1})
    assert len(error.problems) >= 4
    assert {p.field for p in error.problems} >= {"declarer", "contract", "pigliatte", "piles"}


def test_problems_come_in_the_order_of_the_format() -> None:
    """Split by concern, the reader still reports every problem, in file order."""
    error = refused({"rules": "mineo-4", "players": NAMES, "declarer": "Anna", "contract": "solo",
                     "last_trick": "nobody", "scommessa": True, "piles": {"declarers": ["KO", "KO", "T20"]},
                     "penalties": [{"player": "Zeno", "kind": "renonce"}],
                     "pigliate": [{"card": "T5", "by": "declarers"}], "colour": 1})
    assert error.keys == ("hand.unknown_field", "hand.bad_side", "hand.duplicate_cards",
                          "hand.unknown_player", "hand.pigliata_card")


NAMES = ["Anna", "Bruno", "Carla", "Dario"]


@pytest.mark.parametrize("text,key", [
    ("{", "hand.not_json"), ("[]", "hand.not_object"), ('"x"', "hand.not_object"), (b"\xff\xfe{", "hand.not_utf8"),
])
def test_not_a_hand_file(text: str | bytes, key: str) -> None:
    with pytest.raises(HandError) as info:
        hand_from_json(text)
    assert info.value.keys == (key,)


def test_every_problem_reads_in_every_language() -> None:
    error = refused({"rules": "mineo-4", "players": NAMES, "declarer": "Zeno", "contract": "x",
                     "piles": ["KO"], "last_trick": 3, "scommessa": "yes", "pigliate": {}})
    for problem in error.problems:
        assert problem.message("it") != problem.message("en")


def test_italian_is_the_default_language() -> None:
    error = refused(variant(BASE, pigliatte=[]))
    assert str(error) == text("hand.unknown_field_hint", DEFAULT_LANGUAGE, field="pigliatte", guess="pigliate")
    assert DEFAULT_LANGUAGE == "it"
