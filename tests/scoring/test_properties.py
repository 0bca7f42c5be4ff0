"""Property tests over random partitions of the pack and random declarations.

The invariants of RULES.md §7: card points add to 104 and totals to 109,
exactly one side has the rimatura, pay-outs add to zero before penalties,
and the terzetti's arithmetic adds up to each side's card points.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import JOCHI, CODES, DECLARERS, OPPONENTS, SIDES, card_points, hand_from_dict, hand_to_dict, score
from scoring.card_sets import NEVER_DISCARDED

NAMES4 = ["Anna", "Bruno", "Carla", "Dario"]
NAMES3 = ["Anna", "Bruno", "Carla"]


@st.composite
def hands(draw: st.DrawFn) -> dict:
    """A random legal hand file: any partition of the pack, any declaration."""
    rules = draw(st.sampled_from(["mineo-4", "mineo-3"]))
    players = NAMES4 if rules == "mineo-4" else NAMES3
    declarer = draw(st.sampled_from(players))
    contracts = ["call", "solo", "forced-solo", "stata"] if rules == "mineo-4" else ["solo", "stata"]
    contract = draw(st.sampled_from(contracts))
    partner = draw(st.sampled_from([p for p in players if p != declarer])) if contract == "call" else None
    owner = draw(st.lists(st.booleans(), min_size=63, max_size=63))
    declarers = [c for c, mine in zip(CODES, owner) if mine]
    opponents = [c for c, mine in zip(CODES, owner) if not mine]
    discard: list[str] = []
    allowed = [c for c in declarers if c not in NEVER_DISCARDED]
    if draw(st.booleans()) and len(allowed) >= 3:
        discard = draw(st.lists(st.sampled_from(allowed), min_size=3, max_size=3, unique=True))
        declarers = [c for c in declarers if c not in discard]
    arie_piles = {"T16", "T17", "T18", "T19", "T1"}
    pigliate = [{"card": c, "by": DECLARERS if c in declarers else OPPONENTS}
                for c in sorted(arie_piles) if c not in discard and draw(st.booleans())]
    opponents_names = [p for p in players if p not in (declarer, partner)]
    rivanto = draw(st.sampled_from([None, *opponents_names]))
    scommessa = "T20" not in opponents and draw(st.booleans())
    omit = draw(st.sampled_from([None, DECLARERS, OPPONENTS]))
    piles = {DECLARERS: declarers, OPPONENTS: opponents}
    if omit:
        del piles[omit]
    data = {
        "rules": rules, "players": players, "declarer": declarer, "contract": contract,
        "partner": partner, "piles": piles, "last_trick": draw(st.sampled_from(SIDES)),
        "scommessa": scommessa, "rivanto": rivanto, "pigliate": pigliate,
    }
    if discard:
        data["discard"] = discard
    return data


@settings(max_examples=400, deadline=None)
@given(hands())
def test_invariants_of_any_hand(data: dict) -> None:
    hand = hand_from_dict(data)
    result = score(hand)
    assert sum(len(hand.side_cards(s)) for s in SIDES) == 63
    assert result.card_points[DECLARERS] + result.card_points[OPPONENTS] == 104
    for side in SIDES:  # each side counted on its own, not as the rest of 104
        assert result.card_points[side] == card_points(hand.side_cards(side))
        assert list(result.jochi[side]) == [k for k in JOCHI if k in result.jochi[side]]
    assert result.totals[DECLARERS] + result.totals[OPPONENTS] == 109
    assert sum(result.jochi[s].get("rimatura", 0) for s in SIDES) == 1
    assert sum(result.jochi[s].get("vanto", 0) for s in SIDES) == 1
    assert sum(result.base_payout.values()) == 0
    assert sum(result.payout.values()) == 0  # no penalties in these hands
    assert result.difference == result.jochi_total[DECLARERS] - result.jochi_total[OPPONENTS]
    for side in SIDES:
        groups = result.terzetti(side)
        assert sum(g.points for g in groups) == result.card_points[side]
        assert sorted(c.code for g in groups for c in g.cards) == sorted(hand.side_cards(side))
        assert all(len(g.cards) == 3 for g in groups[:-1])


@settings(max_examples=200, deadline=None)
@given(hands())
def test_hand_file_round_trip(data: dict) -> None:
    hand = hand_from_dict(data)
    assert hand_from_dict(hand_to_dict(hand)) == hand


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(CODES), unique=True))
def test_any_pile_and_its_complement_make_104(pile: list[str]) -> None:
    from scoring import card_points, terzetti
    rest = [c for c in CODES if c not in pile]
    assert card_points(pile) + card_points(rest) == 104
    assert sum(g.points for g in terzetti(pile)) == card_points(pile)
