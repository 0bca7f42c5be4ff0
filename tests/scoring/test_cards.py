"""The pack, and reading every card from its code and from what players type."""

from __future__ import annotations

import pytest

from scoring import BY_CODE, CODES, LANGUAGES, PACK, CardError, Rank, Suit, card, card_name, parse_card
from scoring.cards import aliases, normalise


def test_pack_has_63_cards_in_canonical_order() -> None:
    assert len(PACK) == 63 == len(set(CODES))
    assert CODES[:11] == ("KO", "QO", "CO", "DO", "10O", "9O", "8O", "7O", "6O", "5O", "4O")
    assert CODES[11:21] == ("KC", "QC", "CC", "DC", "10C", "9C", "8C", "7C", "6C", "5C")
    assert CODES[21] == "KB" and CODES[31] == "KS"
    assert CODES[41:] == tuple(f"T{n}" for n in range(20, -1, -1)) + ("FUG",)


def test_counting_cards_and_values() -> None:
    counting = {c.code: c.value for c in PACK if c.is_counting}
    assert len(counting) == 23
    assert sum(counting.values()) == 106
    assert counting["T20"] == counting["T1"] == counting["FUG"] == 10
    assert all(counting[f"T{n}"] == 5 for n in (16, 17, 18, 19))
    assert counting["KS"] == 5 and counting["QC"] == 4 and counting["CB"] == 3 and counting["DO"] == 2
    assert "T0" not in counting and "10S" not in counting


def test_trick_strength() -> None:
    assert card("KO").strength > card("QO").strength > card("CO").strength > card("DO").strength
    assert card("10O").strength > card("5O").strength > card("4O").strength
    assert card("T0").strength > card("KS").strength
    assert card("T20").strength > card("T19").strength > card("T0").strength
    assert card("FUG").strength < card("4O").strength


@pytest.mark.parametrize("code", CODES)
def test_every_code_round_trips(code: str) -> None:
    assert parse_card(code).code == code
    assert parse_card(code.lower()).code == code
    assert parse_card(card(code).name("it")).code == code
    assert parse_card(card(code).name("en")).code == code


def test_every_alias_reads_as_its_card() -> None:
    table = aliases()
    assert len(table) > 500
    for text, code in table.items():
        assert parse_card(text).code == code
        assert parse_card(text.upper()).code == code


@pytest.mark.parametrize("text,code", [
    ("Re di coppe", "KC"), ("regina spade", "QS"), ("cavallo oro", "CO"), ("fantina mazze", "DB"),
    ("9 coppe", "9C"), ("giove", "T20"), ("20", "T20"), ("picciotti", "T1"), ("fuggitivo", "FUG"),
    ("fujutu", "FUG"), ("'U Fujutu", "FUG"), ("miseria", "T0"), ("king of cups", "KC"), ("KING OF CUPS", "KC"),
    ("Quattro di denari", "4O"), ("10 di spade", "10S"), ("badda", "T19"), ("Sole", "T18"), ("0", "T0"),
    ("T 7", "T7"), ("trionfo 12", "T12"), ("  Re  di  Coppe ", "KC"),
])
def test_player_spellings(text: str, code: str) -> None:
    assert parse_card(text).code == code


@pytest.mark.parametrize("text", ["AO", "Asso di oro", "asso di denari", "ace of coins"])
def test_tax_ace_is_named_not_garbage(text: str) -> None:
    with pytest.raises(CardError) as info:
        parse_card(text)
    assert info.value.keys == ("card.tax_ace",)
    assert info.value.problems[0].params == {"text": text}


@pytest.mark.parametrize("text", ["", "4C", "4 di coppe", "T21", "Re", "coppe", "11O", "zz", "21"])
def test_unknown_cards_are_refused_quoting_the_text(text: str) -> None:
    with pytest.raises(CardError) as info:
        parse_card(text)
    assert info.value.keys == ("card.unknown",)
    assert info.value.problems[0].params == {"text": text}


def test_non_text_is_refused() -> None:
    with pytest.raises(CardError) as info:
        parse_card(7)  # type: ignore[arg-type]
    assert info.value.keys == ("card.not_text",)


def test_normalise_drops_filler() -> None:
    assert normalise("Re di Coppe") == "re coppe"
    assert BY_CODE["KC"].name() == "Re di Coppe"


def test_card_names_come_from_the_catalogue_in_every_language() -> None:
    assert card_name("KC", "en") == "King of Cups" and card_name("KC", "it") == "Re di Coppe"
    assert card_name(card("4O"), "en") == "4 of Coins"
    assert card_name("giove", "en") == "Jupiter (20)" and card_name("T7", "en") == "Trump 7"
    assert card("FUG").message.key == "card.fuggitivo"
    for lang in LANGUAGES:
        names = [c.name(lang) for c in PACK]
        assert len(set(names)) == 63, lang


def test_every_suit_and_rank_has_a_label() -> None:
    for word in (*Suit, *Rank):
        for lang in LANGUAGES:
            assert word.message.text(lang)
