"""The championship evening as the app runs it, over the same database as
the command line: the attendance and its seeded draw of the tables, the
evening standings (best turn plus the confirm-first bonus), the season
(10 best of 18), the exports (CSV, JSON) and the Discord texts.

Every number comes from ``companion.evenings`` / ``companion.exports``; this
module only opens the database per call (Flet handlers run on worker
threads) and keeps what the screen shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from companion.evenings import Evenings
from companion.exports import discord_message, dumps, export_evening, standings_csv, standings_rows
from companion.output_files import make_folder, write_atomic
from companion.tables import TableState


@dataclass
class ChampionshipSession:
    """One evening of the championship, by name."""

    db_path: Path

    def _open(self) -> Evenings:
        return Evenings.open(self.db_path)

    def draw(self, evening: str, attendance: str, seed: int) -> list[TableState]:
        """Draw the tables from the names (one per line or comma separated); refusals are ``UserError``."""
        names = [n.strip() for line in attendance.splitlines() for n in line.split(",") if n.strip()]
        with self._open() as ev:
            return ev.draw_tables(evening, names, seed=seed)

    def tables(self, evening: str) -> list[TableState]:
        with self._open() as ev:
            return ev.tables(evening)

    def standings(self, evening: str) -> list[dict[str, Any]]:
        """Rank, player, points of each turn, best turn, bonus, total."""
        with self._open() as ev:
            return standings_rows(ev, evening)

    def season(self) -> list[tuple[int, str, int, tuple[int, ...]]]:
        """(place, player, total, evenings counted), equal totals sharing a
        place as on the command line."""
        from scoring.standings import shared_ranks

        with self._open() as ev:
            table = ev.season()
        ranks = shared_ranks([total for _, total, _ in table])
        return [(rank, player, total, counted) for rank, (player, total, counted) in zip(ranks, table)]

    def discord_texts(self, evening: str, lang: str) -> list[str]:
        """The Discord text of each table's current turn (tables with hands)."""
        return [discord_message(t, lang=lang) for t in self.tables(evening) if t.turns]

    def export(self, evening: str, folder: Path) -> list[Path]:
        """The standings as CSV and the whole evening as JSON, written into ``folder``."""
        make_folder(folder)
        csv_path, json_path = folder / f"{evening}-standings.csv", folder / f"{evening}.json"
        with self._open() as ev:
            write_atomic(csv_path, standings_csv(ev, evening))
            write_atomic(json_path, dumps(export_evening(ev, evening)))
        return [csv_path, json_path]
