"""A hand being entered: the state behind the app's hand screen.

Players send cards to the pile being entered (one tap per card), pick the
declaration, and see the result at once.  ``HandDraft`` holds that state as
plain Python, so it can be tested without a browser; it turns itself into a
hand-file dict and asks ``scoring`` for the result.  Cards left unplaced are
"the rest of the pack" and go to ``rest_to``, just like an omitted pile in a
hand file, so a player need only enter one side.

Every change goes through a method that first remembers the previous state,
so ``undo`` takes back any change (a card, a declaration, a penalty, a
whole screenshot's worth of cards).
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field, fields
from typing import Any, Iterable

from scoring import (CODES, DECLARERS, OPPONENTS, PIGLIATA_CARDS, RULESETS, SIDES, Hand, HandError,
                     HandResult, hand_from_dict, parse_card, score)
from scoring.errors import Problem
from scoring.vocabulary import Contract, PenaltyKind

DISCARD = "discard"
PLACES = (DECLARERS, OPPONENTS, DISCARD)
#: The order ``tap`` cycles through: unplaced → declarers → opponents → scarto → unplaced.
CYCLE: dict[str | None, str | None] = {None: DECLARERS, DECLARERS: OPPONENTS, OPPONENTS: DISCARD, DISCARD: None}
DEFAULT_PLAYERS = {4: ("Giocatore 1", "Giocatore 2", "Giocatore 3", "Giocatore 4"),
                   3: ("Giocatore 1", "Giocatore 2", "Giocatore 3")}
#: Declaration fields that ``change`` may set.
DECLARATION = ("declarer", "partner", "called", "contract", "last_trick", "scommessa", "rivanto", "dealer",
               "rest_to", "active")
_SEPARATORS = re.compile(r"[,;\n]+")


@dataclass(frozen=True, slots=True)
class Evaluation:
    """What the draft scores to now: a result, or the problems that stop it."""

    result: HandResult | None
    problems: tuple[Problem, ...] = ()

    def messages(self, lang: str = "it") -> list[str]:
        return [p.message(lang) for p in self.problems]


@dataclass(kw_only=True)
class HandDraft:
    """The editable state of one hand.  Methods change it; ``evaluate`` scores it."""

    rules: str = "mineo-4"
    players: list[str] = field(default_factory=lambda: list(DEFAULT_PLAYERS[4]))
    dealer: str | None = None
    declarer: str | None = None
    contract: str = Contract.CALL.value
    partner: str | None = None
    called: str | None = None
    placement: dict[str, str] = field(default_factory=dict)
    rest_to: str = OPPONENTS
    #: The pile a tap sends a card to.
    active: str = DECLARERS
    last_trick: str | None = None
    scommessa: bool = False
    rivanto: str | None = None
    pigliate: dict[str, str] = field(default_factory=dict)
    penalties: list[dict[str, Any]] = field(default_factory=list)
    _history: list[dict[str, Any]] = field(default_factory=list, repr=False, compare=False)

    # --- undo -------------------------------------------------------------------
    def _state(self) -> dict[str, Any]:
        return {f.name: copy.deepcopy(getattr(self, f.name)) for f in fields(self) if f.name != "_history"}

    def _remember(self) -> None:
        self._history.append(self._state())

    @property
    def can_undo(self) -> bool:
        return bool(self._history)

    def undo(self) -> bool:
        """Take back the last change; False when there is none."""
        if not self._history:
            return False
        for name, value in self._history.pop().items():
            setattr(self, name, value)
        return True

    # --- declaration ------------------------------------------------------------
    def set_rules(self, name: str) -> None:
        """Switch between mineo-4 and mineo-3, keeping the names that still fit."""
        rules = RULESETS[name]
        self._remember()
        self.rules = name
        names = self.players[: rules.players]
        names += list(DEFAULT_PLAYERS[rules.players][len(names):])
        self.players = names
        if self.contract not in rules.contracts:
            self.contract = Contract.SOLO.value
        self._forget_missing_players()

    def rename_player(self, index: int, name: str) -> None:
        """Rename a seat, carrying the declaration along with the name."""
        old = self.players[index]
        if name == old:
            return
        self._remember()
        self.players[index] = name
        for attr in ("declarer", "partner", "rivanto", "dealer"):
            if getattr(self, attr) == old:
                setattr(self, attr, name)
        for p in self.penalties:
            if p.get("player") == old:
                p["player"] = name

    def change(self, **values: Any) -> None:
        """Set declaration fields (declarer, partner, last_trick, …), undoably."""
        unknown = set(values) - set(DECLARATION)
        if unknown:
            raise ValueError(f"not a declaration field: {sorted(unknown)}")
        if all(getattr(self, k) == v for k, v in values.items()):
            return
        self._remember()
        for name, value in values.items():
            setattr(self, name, value)
        if "contract" in values and not RULESETS[self.rules].has_partner(self.contract):
            self.partner = None
        if self.partner is not None and self.partner == self.declarer:
            self.partner = None

    def set_contract(self, contract: str) -> None:
        self.change(contract=contract)

    def _forget_missing_players(self) -> None:
        for attr in ("declarer", "partner", "rivanto", "dealer"):
            if getattr(self, attr) not in self.players:
                setattr(self, attr, None)
        self.penalties = [p for p in self.penalties if p.get("player") in self.players]

    # --- cards ------------------------------------------------------------------
    def _place(self, code: str, where: str | None) -> None:
        if code not in CODES:
            raise ValueError(f"unknown card code {code!r}")
        if where is None:
            self.placement.pop(code, None)
        elif where in PLACES:
            self.placement[code] = where
        else:
            raise ValueError(f"unknown place {where!r}")
        if self.pigliate.get(code) not in (None, self.where(code)):
            self.pigliate.pop(code, None)

    def place(self, code: str, where: str | None) -> None:
        """Put a card in a pile, the scarto, or back among the unplaced."""
        self._remember()
        self._place(code, where)

    def put(self, code: str) -> str | None:
        """One tap: send a card to the active pile, or take it back out if it
        is already there.  Returns where the card is now placed."""
        where = None if self.placement.get(code) == self.active else self.active
        self.place(code, where)
        return where

    def tap(self, code: str) -> str | None:
        """Move a card to the next place in the cycle; returns where it is now."""
        where = CYCLE[self.placement.get(code)]
        self.place(code, where)
        return where

    def place_many(self, codes: Iterable[str], where: str) -> None:
        """Put several cards in one place as one change (a screenshot's cards)."""
        self._remember()
        for code in codes:
            self._place(code, where)

    def replace_cards(self, where: str, before: Iterable[str], after: Iterable[str]) -> None:
        """As one change: the cards ``before`` that are still in ``where`` leave
        it, and the cards ``after`` go there (a screenshot read again or
        corrected: its old reading gives way to the new one)."""
        self._remember()
        after = list(after)
        for code in before:
            if code not in after and self.placement.get(code) == where:
                self._place(code, None)
        for code in after:
            self._place(code, where)

    def add_typed(self, text: str) -> list[str]:
        """Cards typed as codes or as players say them ("re di coppe, fujutu"),
        sent to the active pile as one change.  Raises ``CardError`` naming the
        first text that is not a card (and changes nothing)."""
        codes = [parse_card(part.strip()).code for part in _SEPARATORS.split(text) if part.strip()]
        if codes:
            self.place_many(codes, self.active)
        return codes

    def where(self, code: str) -> str:
        """Where a card ends up, the unplaced ones going to ``rest_to``."""
        return self.placement.get(code, self.rest_to)

    def pile(self, place: str) -> list[str]:
        """The cards that end up in ``place``, in the pack's order."""
        return [c for c in CODES if self.where(c) == place]

    def entered(self, place: str) -> list[str]:
        """The cards explicitly sent to ``place`` (not the rest of the pack)."""
        return [c for c in CODES if self.placement.get(c) == place]

    def count(self, place: str) -> int:
        return sum(1 for code in CODES if self.where(code) == place)

    def clear_cards(self) -> None:
        self._remember()
        self.placement.clear()
        self.pigliate.clear()

    # --- pigliate and penalties ----------------------------------------------------
    def pigliata_choices(self) -> list[tuple[str, str]]:
        """(card, side) for each Aria or the Picciotti that can be a pigliata:
        it can only be by the side whose pile holds it."""
        return [(code, self.where(code)) for code in PIGLIATA_CARDS if self.where(code) in SIDES]

    def toggle_pigliata(self, code: str, by: str) -> None:
        self._remember()
        if self.pigliate.get(code) == by:
            del self.pigliate[code]
        else:
            self.pigliate[code] = by

    def add_penalty(self, player: str, kind: str, points: int | None = None) -> None:
        """A championship penalty; its points are the regulation's unless
        the kind is ``other``."""
        fixed = RULESETS[self.rules].penalty_points.get(PenaltyKind(kind))
        self._remember()
        self.penalties.append({"player": player, "kind": kind,
                               "points": fixed if fixed is not None else (points or 1)})

    def remove_penalty(self, index: int) -> None:
        self._remember()
        del self.penalties[index]

    # --- hand file and result ----------------------------------------------------
    def to_hand_dict(self) -> dict[str, Any]:
        """The draft as a hand file (hand-format.md)."""
        piles = {s: self.pile(s) for s in SIDES}
        discard = self.pile(DISCARD)
        data: dict[str, Any] = {
            "rules": self.rules, "players": list(self.players), "declarer": self.declarer,
            "contract": self.contract, "partner": self.partner, "piles": piles,
            "last_trick": self.last_trick, "scommessa": self.scommessa, "rivanto": self.rivanto,
            "pigliate": [{"card": c, "by": by} for c, by in sorted(self.pigliate.items())],
            "penalties": [dict(p) for p in self.penalties],
        }
        if self.dealer is not None:
            data["dealer"] = self.dealer
        if self.called is not None:
            data["called"] = self.called
        if discard:
            data["discard"] = discard
        return data

    def evaluate(self) -> Evaluation:
        """Score the draft, or say everything that stops it being scored."""
        try:
            return Evaluation(score(hand_from_dict(self.to_hand_dict())))
        except HandError as error:
            return Evaluation(None, error.problems)

    @classmethod
    def from_hand(cls, hand: Hand) -> "HandDraft":
        """A draft holding a hand read from a file, to look at or change."""
        placement: dict[str, str] = {c: str(s) for s in (DECLARERS, OPPONENTS) for c in hand.piles[s]}
        placement.update({c: DISCARD for c in hand.discard})
        return cls(
            rules=hand.rules.name, players=list(hand.players), dealer=hand.dealer, declarer=hand.declarer,
            contract=hand.contract, partner=hand.partner, called=hand.called, placement=placement,
            last_trick=hand.last_trick, scommessa=hand.scommessa, rivanto=hand.rivanto,
            pigliate={p.card: p.by for p in hand.pigliate},
            penalties=[{"player": p.player, "kind": p.kind, "points": p.points} for p in hand.penalties],
        )

    @classmethod
    def from_dict(cls, data: Any) -> "HandDraft":
        """A draft from a saved hand file dict (raises ``HandError`` if invalid)."""
        return cls.from_hand(hand_from_dict(data))
