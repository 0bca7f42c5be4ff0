"""Compare what was read with a scene's truth: precision, recall, F1, and
cards read at another card's place."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Tally:
    true_pos: int = 0
    false_pos: int = 0
    false_neg: int = 0
    scenes: int = 0
    exact: int = 0
    silent: int = 0               # true cards neither read nor among any unsure region's candidates
    #: Cards read under a code the scene holds, but at another card's
    #: place: counted by codes alone such a reading is right, while the
    #: card lying there is read as another (``misplaced``).
    misplaced: int = 0
    seconds: list[float] = field(default_factory=list)

    def add(self, truth: list[dict[str, Any]], found: dict[str, Any], seconds: float) -> None:
        expected = {c["code"] for c in truth}
        read = [c["code"] for c in found["cards"]]
        hits = len(expected & set(read))
        self.true_pos += hits
        self.false_pos += len(read) - hits
        self.false_neg += len(expected) - hits
        flagged = {c for u in found["unsure"] for c in u["candidates"]}
        self.silent += len(expected - set(read) - flagged)
        self.scenes += 1
        wrong_place = sum(1 for c in found["cards"] if c["code"] in expected and "box" in c
                          and all("box" in t for t in truth) and card_at(c["box"], truth) not in (None, c["code"]))
        self.misplaced += wrong_place
        self.exact += int(set(read) == expected and len(read) == len(expected)
                          and not found["unsure"] and not found["problems"] and not wrong_place)
        self.seconds.append(seconds)

    @property
    def cards(self) -> int:
        """True cards seen."""
        return self.true_pos + self.false_neg

    @property
    def silent_rate(self) -> float:
        """Share of the true cards silently lost."""
        return self.silent / max(1, self.cards)

    @property
    def precision(self) -> float:
        return self.true_pos / max(1, self.true_pos + self.false_pos)

    @property
    def recall(self) -> float:
        return self.true_pos / max(1, self.true_pos + self.false_neg)

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / max(1e-9, p + r)


def card_at(box: list[int], truth: list[dict[str, Any]]) -> str | None:
    """The code of the truth card whose visible part ``box`` (x, y, w, h)
    is: of the cards whose box holds its centre, the one laid last where
    the truth says in what order they were laid (``z``), else the one with
    its left or right edge nearest the region's (a row's card shows its
    left part, or its right part where the row is spread the other way).
    None when no card is there."""
    x, y, w, h = box
    cx, cy = x + w / 2, y + h / 2
    there = [card for card in truth
             if card["box"][0] <= cx <= card["box"][0] + card["box"][2]
             and card["box"][1] <= cy <= card["box"][1] + card["box"][3]]
    if not there:
        return None
    if all("z" in card for card in there):
        return str(max(there, key=lambda card: card["z"])["code"])

    def off(card: dict[str, Any]) -> float:
        bx, by, bw, bh = card["box"]
        return float(min(abs(bx - x), abs(bx + bw - x - w)) + abs(by - y) / 4)

    return str(min(there, key=off)["code"])
