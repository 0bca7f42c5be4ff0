"""The table screen: open an evening, create or resume a table, and follow
the turn: each player's two counters after every hand, the table points when
a turn completes, a chart of Giochi Vinti/Persi through the evening, and the
Discord end-of-turn text with a copy button (the same text as ``trunfu discord``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft
import flet.canvas as cv

from companion.table_session import ChartSeries, TableSession
from companion.tables import HandRecord, TableState
from scoring import TrunfuError
from scoring.vocabulary import Contract
from ui.result_view import signed
from ui.texts import t
from ui.whole import refill

if TYPE_CHECKING:
    from ui.app import Shell

LINE_COLOURS = (ft.Colors.BLUE_700, ft.Colors.ORANGE_700, ft.Colors.GREEN_700, ft.Colors.PURPLE_700,
                ft.Colors.RED_700)


def chart(series: list[ChartSeries], lang: str, *, width: float = 520, height: float = 180) -> ft.Control:
    """Each player's Giochi Vinti/Persi after every hand, one line each, with a legend."""
    steps = max((len(s.points) for s in series), default=1) - 1
    values = [v for s in series for v in s.points] or [0]
    low, high = min(min(values), 0), max(max(values), 0)
    span = max(high - low, 1)
    pad = 8

    def xy(i: int, v: int) -> tuple[float, float]:
        return (pad + (width - 2 * pad) * (i / max(steps, 1)),
                pad + (height - 2 * pad) * (1 - (v - low) / span))

    shapes: list[cv.Shape] = []
    zero_y = xy(0, 0)[1]
    shapes.append(cv.Line(pad, zero_y, width - pad, zero_y, paint=ft.Paint(color=ft.Colors.GREY_500, stroke_width=1)))
    for n, s in enumerate(series):
        colour = LINE_COLOURS[n % len(LINE_COLOURS)]
        nudge = (n - (len(series) - 1) / 2) * 2.5     # players on equal counters stay visible side by side
        for i in range(1, len(s.points)):
            (x0, y0), (x1, y1) = xy(i - 1, s.points[i - 1]), xy(i, s.points[i])
            shapes.append(cv.Line(x0, y0 + nudge, x1, y1 + nudge, paint=ft.Paint(color=colour, stroke_width=3)))
    legend = ft.Row([ft.Text(f"{s.player} {signed(s.points[-1])}", color=LINE_COLOURS[n % len(LINE_COLOURS)],
                             weight=ft.FontWeight.BOLD, size=13) for n, s in enumerate(series)], wrap=True)
    return ft.Column([ft.Text(t("chart", lang), size=16, weight=ft.FontWeight.BOLD), legend,
                      ft.Container(content=cv.Canvas(shapes, width=width, height=height), width=width,
                                   height=height, border=ft.Border.all(1, ft.Colors.GREY_300))],
                     key="chart")


class TableView:
    """Evenings, tables and the turn being played."""

    def __init__(self, shell: "Shell") -> None:
        self.shell = shell
        self.root = ft.Column(scroll=ft.ScrollMode.AUTO, expand=True, spacing=10)
        self.message = ft.Text("", key="table-message")
        self.evening_field = ft.TextField(dense=True, width=330, key="evening-name", on_change=lambda e: None,
                                          on_submit=lambda e: self.open_evening())
        self.label_field = ft.TextField(dense=True, width=130, key="table-label", value="A", on_change=lambda e: None)
        self.seat_fields = [ft.TextField(dense=True, width=150, key=f"seat-{i}", on_change=lambda e: None)
                            for i in range(5)]
        self.table: TableState | None = None
        self.chooser_tile = ft.ExpansionTile(title=ft.Text(""), key="chooser", controls=[],
                                             expanded_cross_axis_alignment=ft.CrossAxisAlignment.START)

    @property
    def lang(self) -> str:
        return self.shell.lang

    @property
    def session(self) -> TableSession:
        return self.shell.session

    def _say(self, text: str, *, ok: bool = True) -> None:
        self.message.value = text
        self.message.color = ft.Colors.GREEN_800 if ok else ft.Colors.RED_700

    def _try(self, action: "object") -> bool:
        try:
            action()  # type: ignore[operator]
        except TrunfuError as error:
            self._say(error.message(self.lang), ok=False)
            self.shell.push(self.message)
            return False
        return True

    # --- actions -----------------------------------------------------------------------------
    def open_evening(self, name: str | None = None) -> None:
        name = (name or self.evening_field.value or "").strip()
        if not name:
            return
        if self._try(lambda: self.session.open_evening(name, create=True)):
            self.table = None
            self.shell.remember()
            self.shell.refresh_all()

    def create_table(self) -> None:
        names = [(f.value or "").strip() for f in self.seat_fields]
        names = [n for n in names if n]
        label = (self.label_field.value or "").strip()
        if self._try(lambda: self.session.create_table(label, names)):
            for f in self.seat_fields:
                f.value = ""
            self.shell.table_opened()

    def open_table(self, label: str) -> None:
        if self._try(lambda: self.session.open_table(label)):
            self.shell.table_opened()

    def edit(self, number: int) -> None:
        self.shell.edit_hand(number)

    def delete(self, number: int) -> None:
        if self._try(lambda: self.session.delete(number)):
            self._say(t("deleted", self.lang, hand=number))
            self.shell.hand_changed()

    def undo(self) -> None:
        def run() -> None:
            change = self.session.undo()
            self._say(t("undone", self.lang, action=t(f"action.{change.action}", self.lang), table=change.table))
        if self._try(run):
            self.shell.hand_changed()

    def throw_in(self) -> None:
        if self._try(lambda: self.session.save(None)):
            self.shell.hand_changed()

    async def copy(self, text: str) -> None:
        await self.shell.clipboard.set(text)
        self._say(t("copied", self.lang))
        self.shell.push(self.message)

    # --- drawing -------------------------------------------------------------------------------
    def hand_line(self, record: HandRecord) -> str:
        lang = self.lang
        head = t("hand_row", lang, hand=record.seating.number, dealer=record.seating.dealer)
        if record.result is None:
            return f"{head} · {t('thrown_in', lang)}"
        hand = record.result.hand
        return f"{head} · " + t("hand_call", lang, declarer=hand.declarer,
                                contract=Contract(hand.contract).message.text(lang))

    def turns(self, table: TableState) -> list[ft.Control]:
        lang = self.lang
        out: list[ft.Control] = []
        for turn in table.turns:
            out.append(ft.Text(t("turn_title", lang, turn=turn.number, count=len(turn.hands), length=turn.length),
                               size=16, weight=ft.FontWeight.BOLD))
            for record in turn.hands:
                number = record.seating.number
                counters = "   ".join(t("counter_cell", lang, player=p, giochi=signed(record.giochi_after[p]),
                                        jochi=record.jochi_after[p]) for p in table.seats)
                out.append(ft.Container(padding=6, border=ft.Border.all(1, ft.Colors.GREY_300), border_radius=6,
                                        key=f"hand-{number}", content=ft.Column([
                    ft.Row([ft.Text(self.hand_line(record), weight=ft.FontWeight.BOLD, size=13, expand=True),
                            ft.TextButton(t("edit_hand", lang), key=f"edit-{number}",
                                          on_click=lambda e, n=number: self.edit(n)),
                            ft.TextButton(t("delete_hand", lang), key=f"delete-{number}",
                                          on_click=lambda e, n=number: self.delete(n))]),
                    ft.Text(t("counters_head", lang) + ":  " + counters, size=13, key=f"counters-{number}"),
                ], spacing=2)))
            if turn.complete:
                out.append(ft.Text(t("turn_done", lang, turn=turn.number), weight=ft.FontWeight.BOLD))
                out.extend(ft.Text(t("place_points", lang, place=p.place, player=p.player, count=p.points),
                                   key=f"points-{turn.number}-{p.player}") for p in turn.placings)
        return out

    def chooser(self) -> list[ft.Control]:
        lang = self.lang
        evenings = self.session.evenings()
        self.evening_field.label = t("evening_name", lang)
        controls: list[ft.Control] = [
            ft.Text(t("evening", lang), size=18, weight=ft.FontWeight.BOLD),
            ft.Row([self.evening_field, ft.Button(content=t("open_evening", lang), key="open-evening",
                                                  on_click=lambda e: self.open_evening())], wrap=True),
            ft.Row([ft.OutlinedButton(content=n, key=f"evening-{n}",
                                      on_click=lambda e, n=n: self.open_evening(n)) for n in evenings[-8:]]
                   if evenings else [ft.Text(t("no_evenings", lang))], wrap=True),
        ]
        if self.session.evening is None:
            return controls
        controls.append(ft.Text(f"{t('tables', lang)} — {self.session.evening}", size=18,
                                weight=ft.FontWeight.BOLD))
        tables = self.session.tables()
        controls.append(ft.Row([
            ft.Button(content=t("open_table", lang, table=tb.label, players=", ".join(tb.seats)),
                      key=f"table-{tb.label}", on_click=lambda e, label=tb.label: self.open_table(label))
            for tb in tables], wrap=True))
        self.label_field.label = t("table_label", lang)
        for i, f in enumerate(self.seat_fields):
            f.label = t("seat", lang, n=i + 1)
        controls += [ft.Text(t("new_table", lang), size=14),
                     ft.Row([self.label_field, *self.seat_fields], wrap=True),
                     ft.Button(content=t("create_table", lang), key="create-table",
                               on_click=lambda e: self.create_table())]
        return controls

    def render(self) -> None:
        lang = self.lang
        # The chooser is always in the same folding tile (its fields keep one
        # parent), open until a table is being played.
        self.chooser_tile.title = ft.Text(t("change_table", lang))
        self.chooser_tile.controls = self.chooser()
        self.chooser_tile.expanded = self.session.label is None
        controls: list[ft.Control] = [self.chooser_tile]
        controls.append(self.message)
        if self.session.label is not None:
            try:
                table = self.session.table()
            except TrunfuError as error:
                self._say(error.message(lang), ok=False)
                refill(self.root, controls)
                return
            self.table = table
            controls += [ft.Divider(),
                         ft.Row([ft.FilledButton(content=t("go_hand", lang), key="go-hand",
                                                 on_click=lambda e: self.shell.go("hand")),
                                 ft.OutlinedButton(content=t("throw_in", lang), key="throw-in",
                                                   on_click=lambda e: self.throw_in()),
                                 ft.OutlinedButton(content=t("undo_table", lang), key="undo-table",
                                                   icon=ft.Icons.UNDO, on_click=lambda e: self.undo())], wrap=True),
                         ]
            if table.hands:
                text = TableSession.discord(table, lang=lang)
                width = min(520, max(self.shell.width - 60, 200))
                controls += [ft.Row([ft.Text(t("discord", lang), size=16, weight=ft.FontWeight.BOLD),
                                     ft.Button(content=t("copy", lang), icon=ft.Icons.COPY, key="copy",
                                               on_click=lambda e, text=text: self.shell.page.run_task(self.copy,
                                                                                                     text))]),
                             ft.Container(content=ft.Text(text, key="discord-text", size=13),
                                          padding=8, bgcolor=ft.Colors.GREY_100, border_radius=6),
                             chart(TableSession.chart(table), lang, width=width)]
            controls += self.turns(table)
        else:
            controls.append(ft.Text(t("no_table", lang)))
        refill(self.root, controls)
