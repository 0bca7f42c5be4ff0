"""The counters check as the app holds it: which turn of the open table is
checked, the screenshot last read and what came of it (a ``CountersCheck``
or the refusal, as a catalogue message).

The app's view only shows this state; reading and comparing are
``companion.counters_check`` (the same code as ``trunfu counters check``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from companion.counters_check import CountersCheck, check_counters
from companion.errors import UserError
from companion.evenings import Evenings
from companion.table_session import TableSession
from scoring import TrunfuError


@dataclass
class CountersSession:
    """The check of the open table's counters, turn by turn."""

    session: TableSession
    turn: int | None = None
    path: str | None = None
    result: CountersCheck | None = None
    error: TrunfuError | None = field(default=None)
    #: The evening and table the last check was of.
    checked: tuple[str | None, str | None] | None = None

    def turns(self) -> list[int]:
        """The turns of the open table that have hands (none without a table)."""
        if self.session.evening is None or self.session.label is None:
            return []
        try:
            return [turn.number for turn in self.session.table().turns]
        except (TrunfuError, LookupError):
            return []

    def chosen_turn(self) -> int | None:
        """The turn to check: the one picked, else the table's current one."""
        turns = self.turns()
        if self.turn in turns:
            return self.turn
        return turns[-1] if turns else None

    def check(self, image: str | Path) -> CountersCheck | None:
        """Read ``image`` and compare it with the chosen turn; a refusal (no
        table, no hands, unreadable file, no Tesseract) is kept in ``error``."""
        self.path, self.result, self.error = str(image), None, None
        evening, table = self.session.evening, self.session.label
        self.checked = (evening, table)
        if evening is None or table is None:
            self.error = UserError.of("app.counters.no_table")
            return None
        try:
            with Evenings.open(self.session.db_path) as evenings:
                self.result = check_counters(evenings, evening, table, image, turn=self.chosen_turn())
        except TrunfuError as refused:
            self.error = refused
        except (OSError, ValueError):       # not an image, or gone: said, never a traceback
            self.error = UserError.of("app.counters.cannot_read", name=Path(image).name)
        return self.result

    def outcome(self) -> tuple[CountersCheck | None, TrunfuError | None]:
        """The last check's result or refusal, while its table is the open
        one: another table's ✓ and ✗ (or a check of no table, once one is
        open) would be read as this table's."""
        if self.checked != (self.session.evening, self.session.label):
            return None, None
        return self.result, self.error
