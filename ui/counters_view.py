"""The counters screen: pick a screenshot of the table's counters (a file,
or the newest image of the watched folder), choose the turn, and see per
player the value read beside the value expected, ✓ or ✗, "illeggibile" for
a number that cannot be read (never guessed).  State and checking live in
``companion.counters_session``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import flet as ft

from companion.breakdown import signed
from companion.counters_check import CounterCheck, CountersCheck
from companion.counters_session import CountersSession
from companion.screenshot_watch import newest_image
from scoring.catalogue import text
from ui.status_line import StatusLine
from ui.texts import t
from ui.whole import refill

if TYPE_CHECKING:
    from ui.app import Shell

OK_COLOUR, WRONG_COLOUR, UNREAD_COLOUR = ft.Colors.GREEN_800, ft.Colors.RED_700, ft.Colors.ORANGE_800


#: The marks as icons: the browser client has no font with ✓ and ✗ offline.
MARKS = {True: (ft.Icons.CHECK_CIRCLE, OK_COLOUR, "app.counters.ok"),
         False: (ft.Icons.CANCEL, WRONG_COLOUR, "app.counters.wrong"),
         None: (ft.Icons.HELP, UNREAD_COLOUR, "app.counters.unreadable")}


def cell(counter: CounterCheck, lang: str, show: Callable[[int], str] = str) -> tuple[str, bool | None]:
    """A counter as the screen shows it: its text and its verdict (None: unreadable)."""
    if counter.read is None:
        return t("counters.cell_unreadable", lang, expected=show(counter.expected)), None
    return t("counters.cell", lang, read=show(counter.read), expected=show(counter.expected)), counter.ok


def mark(ok: bool | None, lang: str) -> ft.Icon:
    icon, colour, key = MARKS[ok]
    return ft.Icon(icon, color=colour, size=20, semantics_label=text(key, lang))


class CountersView:
    """Builds the counters screen from a ``CountersSession``."""

    def __init__(self, shell: "Shell") -> None:
        self.shell = shell
        self.state = CountersSession(shell.session)
        self.status = ft.Text("", size=13, key="counters-status")
        self.busy = ft.ProgressRing(width=18, height=18, visible=False)
        self.result = ft.Column(spacing=6, key="counters-result")
        self.root = ft.Column(scroll=ft.ScrollMode.AUTO, expand=True, spacing=10)
        self.line = StatusLine(self.status)

    @property
    def lang(self) -> str:
        return self.shell.lang

    def say(self, key: str | None, **params: Any) -> None:
        """Set the status line (None: empty) in the current language."""
        self.line.say(self.lang, key, **params)

    # --- getting the screenshot ---------------------------------------------------------
    def take_newest(self) -> None:
        folder = self.shell.settings.watch_path
        path = newest_image(folder)
        if path is None:
            self.say("no_image", folder=str(folder))
            self.shell.push(self.status)
            return
        self.read(str(path))

    async def pick_file(self, e: Any = None) -> None:
        picker = self.shell.file_picker
        files = await picker.pick_files(allowed_extensions=["png", "jpg", "jpeg", "webp", "bmp"],
                                        file_type=ft.FilePickerFileType.CUSTOM)
        if not files:
            return
        chosen = files[0]
        self.shell.expect_upload(chosen.name, self.read)
        self.say("uploading", name=chosen.name, percent=0)
        self.shell.push(self.status)
        await picker.upload([ft.FilePickerUploadFile(name=chosen.name, id=chosen.id,
                                                     upload_url=self.shell.page.get_upload_url(chosen.name, 600))])

    def read(self, path: str) -> None:
        """Read in the background (Tesseract takes a second or two), progress shown."""
        self.say("counters.reading", name=Path(path).name)
        self.busy.visible = True
        self.shell.push(self.status, self.busy)
        self.shell.page.run_thread(self.read_now, path)

    def read_now(self, path: str) -> None:
        """The reading itself, on its own thread; the screen is changed and
        sent under the shell's lock, as the other screens' threads do, so a
        click drawing the screen at that moment is not interleaved with it."""
        self.state.check(path)
        with self.shell.lock:
            self.busy.visible = False
            self.say(None)
            self.show_result()
            self.shell.push(self.status, self.busy, self.result)

    def set_turn(self, value: str | None) -> None:
        if value and value.isdigit():
            self.state.turn = int(value)
            self.state.result = None
            self.render()
            self.shell.push(self.root)

    # --- drawing ---------------------------------------------------------------------------
    def show_result(self) -> None:
        lang = self.lang
        controls: list[ft.Control] = []
        result, error = self.state.outcome()
        if error is not None:
            controls.append(ft.Text(error.message(lang), color=WRONG_COLOUR, key="counters-error"))
        if result is not None:
            controls.extend(self.result_rows(result))
        self.result.controls = controls

    def result_rows(self, result: CountersCheck) -> list[ft.Control]:
        lang = self.lang
        heads = [t("counters.player", lang), text("counters.check.giochi", lang), text("counters.check.jochi", lang)]
        rows: list[ft.Control] = [
            ft.Text(text("counters.check.title", lang, table=result.table, turn=result.turn),
                    weight=ft.FontWeight.BOLD, size=15),
            ft.Row([ft.Text(h, width=w, weight=ft.FontWeight.BOLD) for h, w in zip(heads, (140, 300, 300))]),
        ]
        for p in result.players:
            cells: list[ft.Control] = [ft.Text(p.player, width=140, weight=ft.FontWeight.W_500)]
            for counter, show in ((p.giochi, signed), (p.jochi, str)):
                said, ok = cell(counter, lang, show)
                if not p.found:
                    said = f"{t('counters.not_found', lang)} · {said}"
                cells.append(ft.Row([mark(ok, lang), ft.Text(said, color=MARKS[ok][1])], width=300, spacing=6))
            rows.append(ft.Row(cells, key=f"counters-{p.player}"))
        rows.append(ft.Text(t("counters.summary", lang, ok=result.right, wrong=result.wrong,
                                 unreadable=result.unreadable), key="counters-summary", size=15,
                            weight=ft.FontWeight.BOLD))
        if result.wrong:
            rows.append(ft.Text(text("counters.check.some_wrong", lang, count=result.wrong), color=WRONG_COLOUR))
        if result.unreadable:
            rows.append(ft.Text(text("counters.check.some_unreadable", lang, count=result.unreadable),
                                color=UNREAD_COLOUR))
        if not result.wrong and not result.unreadable:
            rows.append(ft.Text(text("counters.check.all_ok", lang), color=OK_COLOUR))
        return rows

    def render(self) -> None:
        lang = self.lang
        session = self.shell.session
        self.line.again(lang)
        controls: list[ft.Control] = [ft.Text(t("counters.title", lang), size=22, weight=ft.FontWeight.BOLD),
                                      ft.Text(t("counters.help", lang), size=13)]
        turns = self.state.turns()
        if session.label is None:
            controls.append(ft.Text(text("app.counters.no_table", lang), color=WRONG_COLOUR))
        elif not turns:
            controls.append(ft.Text(t("counters.no_hands", lang, table=session.label), color=WRONG_COLOUR))
        else:
            chosen = self.state.chosen_turn()
            controls.append(ft.Row([
                ft.Text(t("counters.table", lang, table=session.label), weight=ft.FontWeight.BOLD),
                *[(ft.FilledButton if n == chosen else ft.OutlinedButton)(
                    content=t("counters.turn_n", lang, turn=n), key=f"counters-turn-{n}",
                    on_click=lambda e, n=n: self.set_turn(str(n))) for n in turns],
                ft.Button(content=t("counters.pick", lang), icon=ft.Icons.UPLOAD_FILE, key="counters-pick",
                          on_click=self.pick_file),
                ft.Button(content=t("counters.newest", lang), icon=ft.Icons.PHOTO, key="counters-newest",
                          on_click=lambda e: self.take_newest()),
                self.busy, self.status], wrap=True))
        self.show_result()
        controls.append(self.result)
        refill(self.root, controls)
