"""A hand being entered by hand: the state behind the app's scoring screen.

Players tap cards into the declarers' pile, the opponents' pile or the
scarto, pick the declaration, and see the result at once.  ``HandDraft``
holds that state as plain Python, so it can be tested without a browser;
it turns itself into a hand-file dict and asks ``scoring`` for the result.
Cards left unplaced are "the rest of the pack" and go to ``rest_to``, just
like an omitted pile in a hand file, so a player need only tap one side.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scoring import CODES, DECLARERS, OPPONENTS, RULESETS, Hand, HandError, HandResult, hand_from_dict, score
from scoring.errors import Problem

DISCARD = "discard"
PLACES = (DECLARERS, OPPONENTS, DISCARD)
#: The order a tap cycles through: unplaced → declarers → opponents → scarto → unplaced.
CYCLE: dict[str | None, str | None] = {None: DECLARERS, DECLARERS: OPPONENTS, OPPONENTS: DISCARD, DISCARD: None}
DEFAULT_PLAYERS = {4: ("Giocatore 1", "Giocatore 2", "Giocatore 3", "Giocatore 4"),
                   3: ("Giocatore 1", "Giocatore 2", "Giocatore 3")}


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
    declarer: str | None = None
    contract: str = "call"
    partner: str | None = None
    placement: dict[str, str] = field(default_factory=dict)
    rest_to: str = OPPONENTS
    last_trick: str | None = None
    scommessa: bool = False
    rivanto: str | None = None
    pigliate: dict[str, str] = field(default_factory=dict)
    penalties: list[dict[str, Any]] = field(default_factory=list)

    # --- declaration ------------------------------------------------------------
    def set_rules(self, name: str) -> None:
        """Switch between mineo-4 and mineo-3, keeping the names that still fit."""
        rules = RULESETS[name]
        self.rules = name
        names = self.players[: rules.players]
        names += list(DEFAULT_PLAYERS[rules.players][len(names):])
        self.players = names
        if self.contract not in rules.contracts:
            self.contract = "solo"
        self._forget_missing_players()

    def rename_player(self, index: int, name: str) -> None:
        """Rename a seat, carrying the declaration along with the name."""
        old = self.players[index]
        self.players[index] = name
        for attr in ("declarer", "partner", "rivanto"):
            if getattr(self, attr) == old:
                setattr(self, attr, name)
        for p in self.penalties:
            if p.get("player") == old:
                p["player"] = name

    def set_contract(self, contract: str) -> None:
        self.contract = contract
        if not RULESETS[self.rules].has_partner(contract):
            self.partner = None

    def _forget_missing_players(self) -> None:
        for attr in ("declarer", "partner", "rivanto"):
            if getattr(self, attr) not in self.players:
                setattr(self, attr, None)
        self.penalties = [p for p in self.penalties if p.get("player") in self.players]

    # --- cards ------------------------------------------------------------------
    def place(self, code: str, where: str | None) -> None:
        """Put a card in a pile, the scarto, or back among the unplaced."""
        if code not in CODES:
            raise ValueError(f"unknown card code {code!r}")
        if where is None:
            self.placement.pop(code, None)
        elif where in PLACES:
            self.placement[code] = where
        else:
            raise ValueError(f"unknown place {where!r}")
        if where != self.pigliate.get(code):
            self.pigliate.pop(code, None)

    def tap(self, code: str) -> str | None:
        """Move a card to the next place in the cycle; returns where it is now."""
        where = CYCLE[self.placement.get(code)]
        self.place(code, where)
        return where

    def where(self, code: str) -> str:
        """Where a card ends up, the unplaced ones going to ``rest_to``."""
        return self.placement.get(code, self.rest_to)

    def count(self, place: str) -> int:
        return sum(1 for code in CODES if self.where(code) == place)

    def clear_cards(self) -> None:
        self.placement.clear()
        self.pigliate.clear()

    def toggle_pigliata(self, code: str, by: str) -> None:
        if self.pigliate.get(code) == by:
            del self.pigliate[code]
        else:
            self.pigliate[code] = by

    # --- hand file and result ----------------------------------------------------
    def to_hand_dict(self) -> dict[str, Any]:
        """The draft as a hand file (hand-format.md)."""
        piles = {s: [c for c in CODES if self.where(c) == s] for s in (DECLARERS, OPPONENTS)}
        discard = [c for c in CODES if self.where(c) == DISCARD]
        data: dict[str, Any] = {
            "rules": self.rules, "players": list(self.players), "declarer": self.declarer,
            "contract": self.contract, "partner": self.partner, "piles": piles,
            "last_trick": self.last_trick, "scommessa": self.scommessa, "rivanto": self.rivanto,
            "pigliate": [{"card": c, "by": by} for c, by in sorted(self.pigliate.items())],
            "penalties": [dict(p) for p in self.penalties],
        }
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
            rules=hand.rules.name, players=list(hand.players), declarer=hand.declarer,
            contract=hand.contract, partner=hand.partner, placement=placement,
            last_trick=hand.last_trick, scommessa=hand.scommessa, rivanto=hand.rivanto,
            pigliate={p.card: p.by for p in hand.pigliate},
            penalties=[{"player": p.player, "kind": p.kind, "points": p.points} for p in hand.penalties],
        )
