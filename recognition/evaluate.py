"""Compare what was read with a scene's truth: precision, recall, F1."""

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
        self.exact += int(set(read) == expected and len(read) == len(expected)
                          and not found["unsure"] and not found["problems"])
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
