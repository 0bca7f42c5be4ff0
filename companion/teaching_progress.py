"""Each learner's progress in teaching mode, kept on disk.

One JSON file in the user's data folder (``$XDG_DATA_HOME/trunfu/teaching.json``,
beside the database; ``TRUNFU_TEACHING`` to choose another), written
atomically so that a crash never leaves half a file:

    {"format": "trunfu-teaching", "version": 1,
     "learners": {"Anna": {"terzetto": {"tried": 5, "credited": 4, "revealed": 1}}}}

Only credited answers count as learnt: an answer given after revealing it is
recorded as tried, never as credited.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from companion.errors import UserError
from companion.output_files import make_folder, write_atomic
from companion.teaching import LEVELS, Task, Verdict

FORMAT = "trunfu-teaching"


def default_path() -> Path:
    """``$TRUNFU_TEACHING``, else ``teaching.json`` in the user's data folder."""
    if os.environ.get("TRUNFU_TEACHING"):
        return Path(os.environ["TRUNFU_TEACHING"])
    base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "trunfu" / "teaching.json"


@dataclass
class Progress:
    """Every learner's tallies per level, and where they are saved."""

    path: Path
    learners: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)

    @classmethod
    def load(cls, path: str | Path | None = None) -> "Progress":
        """The saved progress (empty if there is no file yet); a damaged file is refused, not overwritten."""
        path = Path(path) if path is not None else default_path()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls(path)
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            raise UserError.of("teaching.progress_unreadable", path=str(path), reason=type(error).__name__) from None
        learners = data.get("learners") if isinstance(data, dict) and data.get("format") == FORMAT else None
        if not isinstance(learners, dict):
            raise UserError.of("teaching.progress_unreadable", path=str(path), reason="format")
        clean: dict[str, dict[str, dict[str, int]]] = {}
        for name, levels in learners.items():
            if not isinstance(levels, dict):
                continue
            clean[str(name)] = {lvl: {k: int(v) for k, v in tally.items() if isinstance(v, int)}
                                for lvl, tally in levels.items() if lvl in LEVELS and isinstance(tally, dict)}
        return cls(path, clean)

    def tally(self, learner: str, level: str) -> dict[str, int]:
        """``{"tried", "credited", "revealed"}`` for one learner at one level."""
        base = {"tried": 0, "credited": 0, "revealed": 0}
        base.update(self.learners.get(learner, {}).get(level, {}))
        return base

    def record(self, learner: str, task: Task, verdict: Verdict) -> None:
        """Count one checked answer (credited only if right and not revealed) and save."""
        self._check_learner(learner)
        tally = self.tally(learner, task.level)
        tally["tried"] += 1
        tally["credited"] += int(verdict.credited)
        tally["revealed"] += int(task.revealed)
        self.learners.setdefault(learner, {})[task.level] = tally
        self.save()

    def save(self) -> None:
        data = {"format": FORMAT, "version": 1, "learners": self.learners}
        make_folder(self.path.parent)
        write_atomic(self.path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")

    @staticmethod
    def _check_learner(learner: str) -> None:
        from scoring.names import name_problem, shown

        if name_problem(learner) is not None:
            raise UserError.of("teaching.bad_learner", name=shown(learner))
