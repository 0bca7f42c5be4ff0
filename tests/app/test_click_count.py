"""How many clicks a hand takes in the app, measured by doing them.

Method: for every 4-player call hand of the golden set, the clicks a player
makes on the hand screen are replayed on the screen's state (``HandDraft``)
one by one, exactly as the buttons call it, and the hand that results must
score the same as the golden file, so the count cannot leave anything out:

* declarer 1, partner 1, last trick 1 (the contract "chiamata" is preselected);
* the pile to tap: the smaller of the two (the declarers' pile is preselected;
  choosing the opponents' is 1 click and sends the untouched cards to the
  declarers, the scarto with them);
* 1 tap per card of that pile (the scarto, when entered, counts 1 to choose it
  and 1 per card);
* 1 per pigliata, 1 for a scommessa, 2 for a rivanto (open the menu, pick),
  3 per penalty (player, kind, add);
* 1 to save (the app then shows the table's counters) and 1 to come back
  to the next hand ("Conta la prossima mano"), already seated.
"""

from __future__ import annotations

import statistics
from typing import Any

import pytest

from companion.hand_entry import HandDraft
from scoring import DECLARERS, OPPONENTS, Hand, hand_from_json, score
from shared_paths import golden_hands

TARGET = 30


def replay(hand: Hand) -> tuple[HandDraft, int]:
    """Enter ``hand`` by clicks on a fresh draft seated like the table seats it;
    returns the draft and the number of clicks."""
    d = HandDraft(rules=hand.rules.name, players=list(hand.players), dealer=hand.dealer)
    clicks = 0

    def click(action: Any) -> None:
        nonlocal clicks
        action()
        clicks += 1

    click(lambda: d.change(declarer=hand.declarer))
    if hand.contract != d.contract:
        click(lambda: d.change(contract=hand.contract))
    if hand.partner:
        click(lambda: d.change(partner=hand.partner))
    click(lambda: d.change(last_trick=hand.last_trick))
    declarers = sorted(hand.side_cards(DECLARERS))
    opponents = sorted(hand.side_cards(OPPONENTS))
    if hand.discard_to_opponents:
        # the scarto is its own pile: choose "Scarto" and tap its 3 cards
        click(lambda: d.change(active="discard"))
        for code in hand.discard:
            click(lambda code=code: d.put(code))
        declarers = [c for c in declarers if c not in hand.discard]
        opponents = [c for c in opponents if c not in hand.discard]
    if len(opponents) < len(declarers):
        click(lambda: d.change(active=OPPONENTS, rest_to=DECLARERS))
        pile = opponents
    else:
        if d.active != DECLARERS:       # only after the scarto was entered
            click(lambda: d.change(active=DECLARERS, rest_to=OPPONENTS))
        pile = declarers
    for code in pile:
        click(lambda code=code: d.put(code))
    for p in hand.pigliate:
        click(lambda p=p: d.toggle_pigliata(p.card, p.by))
    if hand.scommessa:
        click(lambda: d.change(scommessa=True))
    if hand.rivanto:
        click(lambda: None)
        click(lambda: d.change(rivanto=hand.rivanto))
    for penalty in hand.penalties:
        click(lambda: None)
        click(lambda: None)
        click(lambda penalty=penalty: d.add_penalty(penalty.player, penalty.kind, penalty.points))
    clicks += 2   # save, then "Conta la prossima mano"
    return d, clicks


def _call_hands() -> list[tuple[str, Hand]]:
    hands = [(p.name, hand_from_json(p.read_text())) for p in golden_hands()]
    return [(name, h) for name, h in hands if h.rules.name == "mineo-4" and h.contract == "call"]


def test_a_typical_call_hand_takes_at_most_30_clicks() -> None:
    hands = _call_hands()
    if not hands:
        pytest.skip("the golden hands (../shared/golden) are not beside the repository")
    counts = []
    for name, hand in hands:
        draft, clicks = replay(hand)
        evaluation = draft.evaluate()
        assert evaluation.result is not None, (name, evaluation.messages("en"))
        assert evaluation.result.payout == score(hand).payout, name
        assert evaluation.result.jochi == score(hand).jochi, name
        counts.append(clicks)
    median = statistics.median(counts)
    print(f"\nclicks per 4-player call hand over {len(counts)} golden hands: "
          f"median {median}, min {min(counts)}, max {max(counts)}")
    assert median <= TARGET
