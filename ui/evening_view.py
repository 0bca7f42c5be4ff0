"""The championship evening screen: attendance and the seeded draw of the
tables, a button to play at each table, the evening standings, the season,
the exports (written beside the database in ``exports/``, then offered to
the browser as downloads) and the Discord texts.  The evening is the one
opened on the table screen; state and numbers live in ``companion.championship_session``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import flet as ft

from companion.championship_session import ChampionshipSession
from companion.input_files import read_bytes
from scoring import TrunfuError
from ui.texts import t
from ui.whole import refill

if TYPE_CHECKING:
    from ui.app import Shell


class EveningView:
    """Builds the championship screen."""

    def __init__(self, shell: "Shell") -> None:
        self.shell = shell
        self.state = ChampionshipSession(shell.session.db_path)
        self.attendance = ft.TextField(multiline=True, min_lines=4, max_lines=10, width=320, key="attendance",
                                       on_change=lambda e: None)
        self.seed = ft.TextField(dense=True, width=200, key="seed", value="1", on_change=lambda e: None)
        self.root = ft.Column(scroll=ft.ScrollMode.AUTO, expand=True, spacing=10)
        self.message = ""
        self.failed = False
        #: The evening the message is about (another evening opened: the message goes).
        self.message_of: str | None = None
        #: The files the last export wrote (server side), offered for download in the browser.
        self.exported: list[Path] = []

    @property
    def lang(self) -> str:
        return self.shell.lang

    def _say(self, message: str, failed: bool = False) -> None:
        self.message, self.failed, self.message_of = message, failed, self.shell.session.evening
        self.render()
        self.shell.push(self.root)

    def draw(self) -> None:
        evening = self.shell.session.evening
        seed = (self.seed.value or "").strip()
        if evening is None:
            return
        if not seed.lstrip("-").isdigit():
            self._say(t("champ.bad_seed", self.lang), True)
            return
        try:
            self.state.draw(evening, self.attendance.value or "", int(seed))
        except TrunfuError as refused:
            self._say(refused.message(self.lang), True)
            return
        self._say(t("champ.drawn", self.lang, seed=seed))

    def play(self, label: str) -> None:
        self.shell.session.open_table(label)
        self.shell.table_opened()

    def export(self) -> None:
        evening = self.shell.session.evening
        if evening is None:
            return
        try:
            files = self.state.export(evening, self.shell.session.db_path.parent / "exports")
        except TrunfuError as refused:     # a folder or file that cannot be written is named
            self._say(refused.message(self.lang), True)
            return
        self.exported = files
        self._say(t("champ.exported", self.lang, files=", ".join(str(f) for f in files)))

    def download_button(self, path: Path) -> ft.Control:
        kind = path.suffix.lstrip(".").upper()

        async def download(e: Any) -> None:
            await self.download(path)

        return ft.Button(content=t("champ.download", self.lang, kind=kind), key=f"download-{kind.lower()}",
                         icon=ft.Icons.DOWNLOAD, on_click=download)

    async def download(self, path: Path) -> None:
        """Hand an exported file to the browser (Flet's save dialog with the
        file's bytes: in a web page this is a download), the server's copy stays."""
        try:
            data = read_bytes(path, kind="evening")   # the one bounded reader: a refusal names the file
        except TrunfuError as refused:
            self._say(refused.message(self.lang), True)
            return
        await self.shell.file_picker.save_file(file_name=path.name, src_bytes=data,
                                               dialog_title=t("champ.download", self.lang,
                                                              kind=path.suffix.lstrip(".").upper()))

    def render(self) -> None:
        lang = self.lang
        evening = self.shell.session.evening
        self.attendance.label = t("champ.attendance", lang)
        self.seed.label = t("champ.seed", lang)
        controls: list[ft.Control] = [ft.Text(t("champ.title", lang), size=22, weight=ft.FontWeight.BOLD)]
        if evening is None:
            controls.append(ft.Text(t("champ.no_evening", lang)))
            refill(self.root, controls)
            return
        controls.append(ft.Text(t("champ.evening", lang, evening=evening), size=16, weight=ft.FontWeight.BOLD))
        try:
            tables = self.state.tables(evening)
            standings = self.state.standings(evening)
            season = self.state.season()
            discord = self.state.discord_texts(evening, lang)
        except TrunfuError as refused:
            controls.append(ft.Text(refused.message(lang), color=ft.Colors.RED_700))
            refill(self.root, controls)
            return
        if not tables:
            controls.append(ft.Row([self.attendance, self.seed,
                                    ft.Button(content=t("champ.draw", lang), key="draw",
                                              on_click=lambda e: self.draw())], wrap=True,
                                   vertical_alignment=ft.CrossAxisAlignment.START))
        if self.message and self.message_of == evening:
            controls.append(ft.Text(self.message, key="champ-message",
                                    color=ft.Colors.RED_700 if self.failed else ft.Colors.GREEN_800))
        if tables:
            controls.append(ft.Text(t("champ.tables", lang), size=16, weight=ft.FontWeight.BOLD))
            for table in tables:
                controls.append(ft.Row([
                    ft.Text(t("champ.table_line", lang, table=table.label, players=", ".join(table.seats))),
                    ft.OutlinedButton(content=t("champ.open_table", lang, table=table.label),
                                      key=f"play-{table.label}", on_click=lambda e, l=table.label: self.play(l))],
                    wrap=True))
        controls.append(ft.Text(t("champ.standings", lang), size=16, weight=ft.FontWeight.BOLD))
        if not standings:
            controls.append(ft.Text(t("champ.no_standings", lang)))
        for row in standings:
            controls.append(ft.Text(t("champ.standing_line", lang, rank=row["rank"], player=row["player"],
                                      total=row["total"], best=row["best"], bonus=row["bonus"],
                                      turns=row["turn_points"] or "—"), key=f"standing-{row['player']}"))
        controls.append(ft.Text(t("champ.season", lang), size=16, weight=ft.FontWeight.BOLD))
        for rank, player, total, scores in season:
            controls.append(ft.Text(t("champ.season_line", lang, rank=rank, player=player, total=total,
                                      scores=" ".join(str(s) for s in scores))))
        downloads = [self.download_button(p) for p in self.exported if p.name.startswith(f"{evening}")]
        controls.append(ft.Row([ft.Button(content=t("champ.export", lang), key="export", on_click=lambda e: self.export()),
                                *downloads,
                                ft.OutlinedButton(content=t("champ.refresh", lang), key="champ-refresh",
                                                  on_click=lambda e: self._say(""))], wrap=True))
        if discord:
            controls.append(ft.Text(t("champ.discord", lang), size=16, weight=ft.FontWeight.BOLD))
            controls.extend(ft.Text(text_, selectable=True, size=12, font_family="monospace") for text_ in discord)
        refill(self.root, controls)
