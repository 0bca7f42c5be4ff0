"""The rule behind each jocu, pay-out and penalty ("Perché?" and the teaching
hand): every one has a sentence in every language, the English is RULES.md's
own wording, and a scored hand's notes name each jocu it made."""

from __future__ import annotations

import json
import re

import pytest

from companion.breakdown import jocu_rule, payout_rule, penalty_rule, rule_notes, rule_reference
from scoring import hand_from_dict, score
from scoring.catalogue import CATALOGUE, LANGUAGES, text
from scoring.rules import RULESETS
from scoring.vocabulary import Jocu, PenaltyKind
from shared_paths import SHARED, golden_hands

RULES_MD = SHARED / "spec" / "RULES.md"


def _plain(s: str) -> str:
    """Markdown table cells and line breaks flattened, to compare wording."""
    return re.sub(r"\s+", " ", s.replace("|", " ").replace("**", "")).strip()


@pytest.mark.parametrize("jocu", list(Jocu))
def test_every_jocu_has_a_rule_in_every_language(jocu: Jocu) -> None:
    key = jocu_rule(jocu).key
    assert key == f"rule.{jocu.value}" and key in CATALOGUE
    sentences = [text(key, lang) for lang in LANGUAGES]
    assert all(sentences) and len(set(sentences)) == len(LANGUAGES), sentences


@pytest.mark.skipif(not RULES_MD.exists(), reason="shared/spec/RULES.md is not beside the repository")
@pytest.mark.parametrize("jocu", list(Jocu))
def test_the_english_rule_is_rules_md_wording(jocu: Jocu) -> None:
    body = text(jocu_rule(jocu).key, "en").split(": ", 1)[1]
    rules = _plain(RULES_MD.read_text(encoding="utf-8"))
    # RULES.md's table gives "who gets it" after the jocu's name; the catalogue keeps its words
    assert _plain(body).rstrip(".") in rules, body


def test_every_contract_and_penalty_has_its_rule() -> None:
    for rules in RULESETS.values():
        for contract in rules.contracts:
            key = f"rule.payout.{rules.name.value}.{contract.value}"
            assert key in CATALOGUE, key
    for kind in PenaltyKind:
        assert penalty_rule(kind).key in CATALOGUE, kind


@pytest.mark.skipif(not golden_hands(), reason="shared/golden is not beside the repository")
def test_each_golden_hand_names_every_jocu_made_with_its_rule() -> None:
    for path in golden_hands():
        result = score(hand_from_dict(json.loads(path.read_text(encoding="utf-8"))))
        notes = rule_notes(result)
        made = {(side.value, Jocu(j).value) for side in result.jochi for j in result.jochi[side]}
        named = {tuple(n.name.split("-", 1)) for n in notes if not n.name.startswith(("payout", "penalty"))}
        assert named == made, path.name
        assert payout_rule(result) in notes[len(made)].rules
        assert sum(1 for n in notes if n.name.startswith("penalty")) == len(result.hand.penalties)
        for note in notes:
            for lang in LANGUAGES:
                assert note.label.text(lang) and all(r.text(lang) for r in note.rules)


def test_the_reference_names_every_jocu_and_no_result() -> None:
    path = golden_hands()[0] if golden_hands() else None
    if path is None:
        pytest.skip("shared/golden is not beside the repository")
    result = score(hand_from_dict(json.loads(path.read_text(encoding="utf-8"))))
    reference = rule_reference(result)
    assert [n.name for n in reference][:len(Jocu)] == [f"ref-{j.value}" for j in Jocu]
    assert all("D =" not in n.label.text("it") for n in reference)
