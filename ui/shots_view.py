"""The screenshots section of the hand screen: per side, pick a file (the
browser uploads it) or take the newest image of the watched folder; the
cards are read in the background, the screenshot is shown with each card
boxed and labelled, the unsure ones in red with their candidates, and a tap
on a box corrects the card.  The count Tabletopia shows on hover can be
typed and is checked.  Two screenshots of one side add up.
"""

from __future__ import annotations

import base64
import io
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import flet as ft

from companion.screenshot_watch import newest_image
from companion.screenshots import Reading, SideShots, read_screenshot
from scoring import BY_CODE, DECLARERS, OPPONENTS, SIDES, CardError, parse_card
from scoring.vocabulary import Side
from ui.cards import card_image
from ui.status_line import StatusLine
from ui.texts import t

if TYPE_CHECKING:
    from ui.hand_view import HandView

PREVIEW_WIDE = 620
PREVIEW_NARROW = 330


def _preview(path: str) -> tuple[bytes, int, int]:
    """The screenshot shrunk for the browser (JPEG, base64), and its full size."""
    from PIL import Image

    with Image.open(path) as opened:
        width, height = opened.size
        image = opened.convert("RGB")
        image.thumbnail((1000, 1000))
        out = io.BytesIO()
        image.save(out, "JPEG", quality=80)
    return base64.b64encode(out.getvalue()), width, height


class ShotsView:
    """Screenshots per side, their readings, and the corrections."""

    def __init__(self, hand: "HandView") -> None:
        self.hand = hand
        self.side: str = DECLARERS
        self.shots: dict[str, SideShots] = {s: SideShots() for s in SIDES}
        self.applied: dict[str, list[str]] = {s: [] for s in SIDES}
        self.previews: dict[str, str] = {}
        self.status = ft.Text("", size=13, key="shot-status")
        self.busy = ft.ProgressRing(width=18, height=18, visible=False)
        self.count_field = ft.TextField(width=250, dense=True, key="hover-count",
                                        keyboard_type=ft.KeyboardType.NUMBER, on_change=lambda e: None)
        self.folder_field = ft.TextField(dense=True, width=320, key="watch-folder",
                                         on_change=lambda e: None, on_blur=lambda e: self._folder_set())
        self.deck_field = ft.TextField(dense=True, width=320, key="deck-folder",
                                       on_change=lambda e: None, on_blur=lambda e: self._deck_set())
        self.root = ft.Column(spacing=6, key="shots")
        #: The row of buttons, shown above the cards; ``root`` holds the screenshots read.
        self.bar = ft.Row(wrap=True, key="shots-bar")
        self.watching = False
        self.last_seen = time.time()
        self._lock = threading.Lock()
        self.line = StatusLine(self.status)

    @property
    def lang(self) -> str:
        return self.hand.lang

    def say(self, key: str | None, **params: Any) -> None:
        """Set the status line (None: empty) in the current language."""
        self.line.say(self.lang, key, **params)

    def reset(self) -> None:
        self.shots = {s: SideShots() for s in SIDES}
        self.applied = {s: [] for s in SIDES}
        self.say(None)

    # --- getting screenshots ---------------------------------------------------------------
    def _folder_set(self) -> None:
        settings = self.hand.shell.settings
        settings.watch_folder = (self.folder_field.value or "").strip()
        self.hand.shell.save_settings()

    def _deck_set(self) -> None:
        """The pack the app reads with (and draws, from the next start)."""
        settings = self.hand.shell.settings
        folder = (self.deck_field.value or "").strip()
        if folder and folder != settings.deck:
            settings.deck = folder
            self.hand.shell.save_settings()

    def take_newest(self) -> None:
        folder = self.hand.shell.settings.watch_path
        path = newest_image(folder)
        if path is None:
            self.say("no_image", folder=str(folder))
            self.hand.shell.push(self.status)
            return
        self.last_seen = max(self.last_seen, path.stat().st_mtime)
        self.read(str(path), self.side)

    async def pick_file(self) -> None:
        picker = self.hand.shell.file_picker
        page = self.hand.shell.page
        files = await picker.pick_files(allowed_extensions=["png", "jpg", "jpeg", "webp", "bmp"],
                                        file_type=ft.FilePickerFileType.CUSTOM)
        if not files:
            return
        chosen = files[0]
        side = self.side
        self.hand.shell.expect_upload(chosen.name, lambda path: self.read(path, side))
        self.say("uploading", name=chosen.name, percent=0)
        self.hand.shell.push(self.status)
        await picker.upload([ft.FilePickerUploadFile(name=chosen.name, id=chosen.id,
                                                     upload_url=page.get_upload_url(chosen.name, 600))])

    def toggle_watch(self, on: bool) -> None:
        self.watching = on
        self.last_seen = time.time()
        if on:
            self.hand.shell.page.run_thread(self._watch)

    def _watch(self) -> None:
        """Poll the folder once a second while watching; a new image is read
        for the side chosen at that moment."""
        while self.watching:
            path = newest_image(self.hand.shell.settings.watch_path, newer_than=self.last_seen)
            if path is not None:
                self.last_seen = path.stat().st_mtime
                self._read_now(str(path), self.side)
            time.sleep(1.0)

    # --- reading ----------------------------------------------------------------------------
    def read(self, path: str, side: str) -> None:
        """Read a screenshot for ``side`` in the background, with progress shown."""
        self.hand.shell.page.run_thread(self._read_now, path, side)

    def _expected(self) -> int | None:
        text = (self.count_field.value or "").strip()
        return int(text) if text.isdigit() else None

    def _read_now(self, path: str, side: str) -> None:
        with self._lock:
            name = Path(path).name
            self.say("reading", name=name)
            self.busy.visible = True
            self.hand.shell.push(self.status, self.busy)
            reading = read_screenshot(path, self.hand.shell.settings.deck, expected=self._expected())
            try:
                self.previews[path] = _preview(path)[0].decode("ascii")
            except Exception:   # the reading already says why the image cannot be used
                self.previews.pop(path, None)
            shots = self.shots[side]
            if len(shots.readings) >= 2:
                shots.readings.pop(0)
            shots.readings.append(reading)
            self.count_field.value = ""
            self.say("read_summary", name=name, count=len(reading.codes()), unsure=reading.unsure_count)
            self.busy.visible = False
            self.apply(side)

    def apply(self, side: str) -> None:
        """Put the side's cards, as read and corrected, into its pile (one undoable change)."""
        with self.hand.shell.lock:
            codes = self.shots[side].codes()
            touched = set(self.applied[side]) | set(codes)
            self.hand.draft.replace_cards(side, self.applied[side], codes)
            self.applied[side] = codes
            self.build()
            for code in touched:
                self.hand._paint_chip(code)
            # only the cards that moved, the screenshots and the result: not the whole screen
            self.hand.refresh(self.root, self.bar, *(self.hand.chips[c] for c in touched if c in self.hand.chips))

    def remove(self, side: str, index: int) -> None:
        del self.shots[side].readings[index]
        self.apply(side)

    # --- correcting ----------------------------------------------------------------------------
    def fix(self, side: str, reading: Reading, index: int) -> None:
        """The dialog that corrects one box: its candidates, a typed card, or not a card."""
        page = self.hand.shell.page
        found = reading.found[index]
        lang = self.lang

        def choose(code: str | None) -> None:
            page.pop_dialog()
            reading.correct(index, code)
            self.apply(side)

        typed = ft.TextField(label=t("fix_type", lang), dense=True, key="fix-typed", autofocus=True)
        error = ft.Text("", color=ft.Colors.RED_700)

        def typed_in(e: ft.Event[ft.TextField]) -> None:
            try:
                choose(parse_card((typed.value or "").strip()).code)
            except CardError as problem:
                error.value = problem.message(lang)
                error.update()

        typed.on_submit = typed_in
        candidates = list(found.candidates) or ([found.code] if found.code else [])
        buttons: list[ft.Control] = [ft.Container(content=ft.Column([card_image(c, 44, lang), ft.Text(c, size=11)], spacing=1,
                                                  horizontal_alignment=ft.CrossAxisAlignment.CENTER),
                                key=f"fix-{c}", on_click=lambda e, c=c: choose(c), padding=2)
                   for c in candidates if c in BY_CODE]
        page.show_dialog(ft.AlertDialog(
            title=ft.Text(t("fix_title", lang)),
            content=ft.Column([ft.Row(buttons, wrap=True), typed, error], tight=True, width=360),
            actions=[ft.TextButton(t("not_a_card", lang), key="fix-none", on_click=lambda e: choose(None)),
                     ft.TextButton(t("close", lang), key="fix-close", on_click=lambda e: page.pop_dialog())]))

    # --- drawing -------------------------------------------------------------------------------
    def boxes(self, side: str, index: int, reading: Reading, width: float) -> ft.Control:
        scale = width / max(reading.width, 1)
        height = reading.height * scale
        layers: list[ft.Control] = []
        data = self.previews.get(reading.path)
        if data is not None:
            layers.append(ft.Image(src=data, width=width, height=height, fit=ft.BoxFit.FILL,
                                   error_content=ft.Text(Path(reading.path).name)))
        for i, f in enumerate(reading.found):
            x, y, w, h = f.box
            colour = ft.Colors.RED_600 if f.unsure else (ft.Colors.PURPLE_600 if f.corrected else ft.Colors.GREEN_600)
            label = f.code or "?"
            layers.append(ft.Container(
                left=x * scale, top=y * scale, width=max(w * scale, 12), height=max(h * scale, 12),
                border=ft.Border.all(3 if f.unsure else 2, colour), key=f"box-{side}-{index}-{i}",
                on_click=lambda e, i=i: self.fix(side, reading, i)))
            # The label sits on the box's top edge, unclipped, so a narrow box keeps a readable code.
            layers.append(ft.Container(
                left=x * scale, top=max(y * scale - 12, 0), bgcolor=colour, padding=ft.Padding.symmetric(horizontal=2),
                on_click=lambda e, i=i: self.fix(side, reading, i),
                content=ft.Text(label, size=10, color=ft.Colors.WHITE, weight=ft.FontWeight.BOLD, no_wrap=True)))
        return ft.Stack(layers, width=width, height=height, clip_behavior=ft.ClipBehavior.NONE)

    def build(self) -> ft.Control:
        lang = self.lang
        shell = self.hand.shell
        narrow = self.hand.narrow
        self.line.again(lang)
        width = PREVIEW_NARROW if narrow else PREVIEW_WIDE
        self.count_field.label = t("hover_count", lang)
        self.folder_field.label = t("watch_folder", lang)
        self.folder_field.value = str(shell.settings.watch_path)
        self.deck_field.label = t("deck_folder", lang)
        self.deck_field.value = shell.settings.deck
        side_pick = ft.SegmentedButton(
            key="shot-side", selected=[self.side], show_selected_icon=False,
            segments=[ft.Segment(value=s, label=ft.Text(Side(s).message.text(lang), size=12)) for s in SIDES],
            on_change=lambda e: self._set_side(e.control.selected[0]))
        self.bar.controls = [
            ft.Text(t("shots", lang), size=14, weight=ft.FontWeight.BOLD), side_pick, self.count_field,
            ft.Button(content=t("newest", lang), icon=ft.Icons.PHOTO, key="newest",
                      on_click=lambda e: self.take_newest()),
            ft.Button(content=t("pick_file", lang), icon=ft.Icons.UPLOAD_FILE, key="pick-file", on_click=self._pick),
            self.busy, self.status]
        controls: list[ft.Control] = [
            ft.Text(t("shots_help", lang), size=12),
            ft.ExpansionTile(title=ft.Text(t("watch_folder", lang), size=13), key="watch-settings", dense=True,
                             controls=[ft.Row([ft.Checkbox(label=t("watch", lang), value=self.watching, key="watch",
                                                           on_change=lambda e: self.toggle_watch(
                                                               bool(e.control.value))),
                                               self.folder_field, self.deck_field], wrap=True)]),
        ]
        for side in SIDES:
            for index, reading in enumerate(self.shots[side].readings):
                name = Path(reading.path).name
                said = reading.messages(lang)
                if reading.expected is not None and reading.count_check() is None:
                    said.insert(0, t("shot.count_ok", lang, count=reading.expected))
                controls.append(ft.Row([ft.Text(f"{Side(side).message.text(lang)} — {name}",
                                                weight=ft.FontWeight.BOLD, size=13),
                                        ft.TextButton(t("remove_shot", lang), key=f"shot-remove-{side}-{index}",
                                                      on_click=lambda e, s=side, i=index: self.remove(s, i))],
                                       wrap=True))
                controls.extend(ft.Text(m, size=12, color=ft.Colors.RED_700) for m in said)
                if reading.width:
                    controls.append(self.boxes(side, index, reading, width))
            twice = self.shots[side].twice()
            if twice:
                controls.append(ft.Text(t("shot.twice", lang, cards=", ".join(twice)), color=ft.Colors.RED_700))
        self.root.controls = controls
        return self.root

    async def _pick(self, e: ft.Event[ft.Button]) -> None:
        await self.pick_file()

    def _set_side(self, side: str) -> None:
        self.side = side if side in (DECLARERS, OPPONENTS) else DECLARERS
