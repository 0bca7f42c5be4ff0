"""Teaching mode as the app holds it: the learner, the level, the task on
the table, the groups being built by tapping or dragging cards (level 3), the last
verdict and the answer once revealed, and this sitting's tally (right answers
in a row offer the next level).

Checking is ``companion.teaching`` (every number from ``scoring``); the
tallies go to ``companion.teaching_progress`` on disk, under the learner's
name, only when a learner is named.  A revealed answer is recorded as tried,
never credited.  The view only shows this state.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

from companion.teaching import LEVELS, GroupingTask, HandTask, PileTask, Task, ValueTask, Verdict, new_task
from companion.teaching_progress import Progress
from scoring import TrunfuError

#: Credited answers in a row at a level after which the next level is offered.
STREAK_TO_MOVE_ON = 3


@dataclass
class TeachingSession:
    """One learner's practice in the app."""

    progress_path: Path
    #: The first task's seed (later tasks take the next seeds); random when not given.
    seed: int = field(default_factory=lambda: random.SystemRandom().randrange(1_000_000))
    learner: str = ""
    level: str = LEVELS[0]
    task: Task = field(init=False)
    verdict: Verdict | None = None
    answer: Any = None
    groups: list[list[str]] = field(default_factory=lambda: [[]])
    active: int = 0
    error: TrunfuError | None = None
    #: This sitting's tally, kept without a learner's name too: answers checked,
    #: right and credited, and right in a row at this level.
    asked: int = 0
    right: int = 0
    streak: int = 0
    #: The groups of a pile, shown once a pile's number was checked (levels 2 and 4).
    groups_shown: Any = None
    _count: int = 0

    def __post_init__(self) -> None:
        self.task = new_task(self.level, self.seed)

    # --- choosing ----------------------------------------------------------------------
    def set_level(self, level: str) -> None:
        if level in LEVELS and level != self.level:
            self.level = level
            self.streak = 0
            self.next_task()

    def next_task(self) -> None:
        self._count += 1
        self.task = new_task(self.level, self.seed + self._count)
        self.verdict, self.answer, self.error, self.groups_shown = None, None, None, None
        self.groups, self.active = [[]], 0

    @property
    def next_level(self) -> str | None:
        """The level to move on to after three credited answers in a row here
        (None before that, or at the last level)."""
        at = LEVELS.index(self.level)
        return LEVELS[at + 1] if self.streak >= STREAK_TO_MOVE_ON and at + 1 < len(LEVELS) else None

    def set_learner(self, name: str) -> None:
        self.learner = name.strip()

    def tally(self) -> dict[str, int] | None:
        """The learner's tally at this level (None without a learner or when the file is damaged)."""
        if not self.learner:
            return None
        try:
            return Progress.load(self.progress_path).tally(self.learner, self.level)
        except TrunfuError as refused:
            self.error = refused
            return None

    # --- grouping by taps (level 3) ----------------------------------------------------------
    def ungrouped(self) -> list[str]:
        """The pile's cards not yet in a group, in the pile's order."""
        used = {c for g in self.groups for c in g}
        cards: Sequence[str] = getattr(self.task, "cards", ())
        return [c for c in cards if c not in used]

    def tap(self, code: str) -> None:
        """A card of the pile goes into the active group; a grouped card goes back to the pile."""
        for group in self.groups:
            if code in group:
                group.remove(code)
                return
        if code in self.ungrouped():
            self.groups[self.active].append(code)
            if len(self.groups[self.active]) == 3 and self.ungrouped():
                self.new_group()

    def drop(self, code: str, index: int) -> None:
        """A card dragged onto group ``index`` (or onto the pile, ``index`` −1)
        leaves wherever it was and goes there; that group becomes the active one."""
        cards: Sequence[str] = getattr(self.task, "cards", ())
        if code not in cards or not -1 <= index < len(self.groups):
            return
        for group in self.groups:
            if code in group:
                group.remove(code)
        if index >= 0:
            self.groups[index].append(code)
            self.active = index
            if not self.groups[-1] or not self.ungrouped():
                return
            self.groups.append([])

    def new_group(self) -> None:
        if self.groups[-1]:
            self.groups.append([])
        self.active = len(self.groups) - 1

    def choose_group(self, index: int) -> None:
        if 0 <= index < len(self.groups):
            self.active = index

    # --- answers ---------------------------------------------------------------------------------
    def reveal(self) -> Any:
        self.answer = self.task.reveal()
        return self.answer

    def check_number(self, given: int) -> Verdict:
        """Levels 1, 2 and 4: one number.  At 2 and 4 the pile's terzetti are
        then shown with their arithmetic; from then on the task counts as
        revealed (a second try is judged, not credited)."""
        assert isinstance(self.task, (ValueTask, PileTask))
        verdict = self._judged(self.task.check(given))
        if isinstance(self.task, PileTask):
            self.task.revealed = True
            self.groups_shown = self.task.groups()
        return verdict

    def check_groups(self, points: Sequence[int] | None = None) -> Verdict:
        """Level 3: the groups built (empty ones left out) and, if said, each group's points."""
        assert isinstance(self.task, GroupingTask)
        groups = [g for g in self.groups if g]
        return self._judged(self.task.check(groups, points))

    def check_hand(self, jochi: Mapping[str, int], payout: Mapping[str, int]) -> Verdict:
        """Level 5: each side's jochi and each player's pay-out."""
        assert isinstance(self.task, HandTask)
        return self._judged(self.task.check(jochi, payout))

    def _judged(self, verdict: Verdict) -> Verdict:
        self.verdict, self.error = verdict, None
        self.asked += 1
        self.right += verdict.credited
        self.streak = self.streak + 1 if verdict.credited else 0
        if self.learner:
            try:
                progress = Progress.load(self.progress_path)
                progress.record(self.learner, self.task, verdict)
            except TrunfuError as refused:
                self.error = refused
        return verdict
