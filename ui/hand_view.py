"""The hand screen: the declaration, the 63 cards as pictures to tap into the
pile being entered, the screenshots section, and the result always in view
(a side panel on a wide window, a bar on a narrow one).

The view holds a ``HandDraft`` (companion) and only reads it or calls its
methods; every number shown comes from ``scoring`` through the draft.  A tap
on a card updates only that card, the pile lists and the result, so the
browser gets a small patch instead of the whole screen.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Callable

import flet as ft

from companion.hand_entry import DISCARD, HandDraft
from scoring import DECLARERS, OPPONENTS, PACK, RULESETS, SIDES, CardError, HandError, TrunfuError, hand_from_json
from scoring.vocabulary import Contract, PenaltyKind, Side
from ui.cards import card_image
from ui.result_view import bar_summary, result_lines, why_dialog
from ui.shots_view import ShotsView
from ui.texts import t
from ui.whole import refill

if TYPE_CHECKING:
    from ui.app import Shell

PLACE_COLOURS = {DECLARERS: ft.Colors.BLUE_400, OPPONENTS: ft.Colors.ORANGE_400, DISCARD: ft.Colors.GREY_600}
SUITS = ("O", "C", "B", "S", "T")
CARD_WIDTH = 40
#: Below this window width the result is a bar at the bottom instead of a side panel.
NARROW = 800


def _suit(code: str) -> str:
    c = next(c for c in PACK if c.code == code)
    return c.suit.value if c.suit is not None else "T"


def _picked(e: ft.Event[ft.SegmentedButton]) -> str | None:
    """The segment a click chose, from the event itself.  Flet sets the
    button's ``selected`` when the click arrives but runs its handler later,
    on a worker thread: a redraw for an earlier click, handled in between,
    puts ``selected`` back to the draft's old choice (seen: a contract click
    right after the declarer's, lost under load)."""
    chosen = e.data if isinstance(e.data, list) else e.control.selected
    return str(chosen[0]) if chosen else None


def _chosen(e: ft.Event[ft.Dropdown]) -> str:
    """The option a pick chose, from the event (as ``_picked``)."""
    return str(e.data if isinstance(e.data, str) else e.control.value or "")


def _ticked(e: ft.Event[ft.Checkbox]) -> bool:
    """The check box's new state, from the event (as ``_picked``)."""
    value = e.data if isinstance(e.data, (bool, str)) else e.control.value
    return value in (True, "true")


class HandView:
    """Builds and refreshes the controls of the hand screen."""

    def __init__(self, shell: "Shell") -> None:
        self.shell = shell
        self.draft = HandDraft()
        self.editing: int | None = None
        self.message = ft.Text("", key="hand-message")
        self.chips: dict[str, ft.Container] = {}
        self.piles_box = ft.Column(spacing=4, key="piles")
        self.result_box = ft.Column(spacing=4, key="result")
        self.bar_text = ft.Text("", size=13, expand=True, key="bar-text")
        self.counts_text = ft.Text("", size=12, key="bar-counts")
        self.undo_button = ft.Button(content=t("undo", "it"), key="undo", icon=ft.Icons.UNDO,
                                     on_click=lambda e: self.undo())
        self.save_button = ft.FilledButton(content="", key="save", on_click=lambda e: self.save())
        self.why_button = ft.OutlinedButton(content="", key="why", on_click=lambda e: self.show_why())
        self.typed = ft.TextField(label="", dense=True, width=400, key="typed",
                                  on_submit=lambda e: self.add_typed(e.control.value or ""))
        self.name_fields: list[ft.TextField] = []
        self.names_row = ft.Row(wrap=True, key="names")
        self.rules_pick = ft.Dropdown(width=130, dense=True, key="rules",
                                      options=[ft.DropdownOption(key=r, text=r) for r in RULESETS],
                                      on_select=lambda e: self._did(lambda: self.draft.set_rules(
                                          e.control.value or self.draft.rules)))
        self.decl_box = ft.Column(spacing=6, key="declaration")
        self.choices_box = ft.Column(spacing=6, key="choices")
        self._segments: dict[str, ft.SegmentedButton] = {}
        self._picks: dict[str, Callable[[str | None], None]] = {}
        self._rows: dict[str, ft.Row] = {}
        self._menus: dict[str, ft.Dropdown] = {}
        self._boxes: dict[str, ft.Checkbox] = {}
        self._ticks: dict[str, Callable[[bool], None]] = {}
        # kept too: a menu whose row is made afresh is drawn afresh, and closes while open
        self._choice_row = ft.Row(wrap=True, spacing=18, run_spacing=6)
        self._menu_row = ft.Row(wrap=True)
        self.shots = ShotsView(self)
        self.body = ft.Column(scroll=ft.ScrollMode.AUTO, expand=True, spacing=10)
        self.side_panel = ft.Container(width=340, padding=10, bgcolor=ft.Colors.BLUE_GREY_50, border_radius=8,
                                       content=ft.Column(scroll=ft.ScrollMode.AUTO, spacing=6))
        self.bar = ft.Container(padding=8, bgcolor=ft.Colors.BLUE_GREY_50, border_radius=8)
        self.sheet_open = False
        self.root = ft.Column(expand=True, spacing=6)
        self.render()

    # --- state ----------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.shell.lang

    @property
    def narrow(self) -> bool:
        return self.shell.width < NARROW

    def load(self, draft: HandDraft, *, editing: int | None = None) -> None:
        """Show a new draft (the next hand of the table, or a saved one to edit)."""
        self.draft, self.editing = draft, editing
        self.shots.reset()
        self.message.value = ""
        self.render()

    def _did(self, action: Callable[[], Any], *, whole: bool = True) -> None:
        """Run a change of the draft, then redraw (all of it, or the cheap parts)."""
        action()
        if whole:
            self.render()
            self.shell.push(self.root)
        else:
            self.refresh()

    # --- actions ------------------------------------------------------------------------------
    def put(self, code: str) -> None:
        # Flet runs handlers on worker threads: two quick taps must not interleave.
        with self.shell.lock:
            self.draft.put(code)
            self._paint_chip(code)
            self.refresh(self.chips[code], light=True)

    def undo(self) -> None:
        if self.draft.undo():
            self.render()
            self.shell.push(self.root)

    def add_typed(self, text: str) -> None:
        try:
            codes = self.draft.add_typed(text)
        except CardError as error:
            self._say(error.message(self.lang), ok=False)
        else:
            self.typed.value = ""
            self._say(t("added_cards", self.lang, count=len(codes)), ok=True)
            for code in codes:
                self._paint_chip(code)
        self.refresh(self.typed, self.message, *self.chips.values())

    def set_active(self, pile: str) -> None:
        """Choose the pile taps go to; the cards not tapped then go to the other side."""
        other: dict[str, str] = {DECLARERS: OPPONENTS, OPPONENTS: DECLARERS}
        rest = other.get(pile, self.draft.rest_to)
        self._did(lambda: self.draft.change(active=pile, rest_to=rest))

    def save(self) -> None:
        session = self.shell.session
        if session.label is None:
            return
        number = self.editing
        try:
            table = session.save(self.draft, number=number)
        except TrunfuError as error:
            self._say(error.message(self.lang), ok=False)
            self.shell.push(self.message)
            return
        saved = number or len(table.hands)
        self.shell.after_save(table, t("saved", self.lang, hand=saved))

    def show_why(self) -> None:
        result = self.draft.evaluate().result
        if result is None:
            return
        self.shell.page.show_dialog(why_dialog(result, self.lang, lambda e: self.shell.page.pop_dialog(),
                                               width=self.shell.width - 110))

    def _say(self, text: str, *, ok: bool) -> None:
        self.message.value = text
        self.message.color = ft.Colors.GREEN_800 if ok else ft.Colors.RED_700

    # --- drawing ---------------------------------------------------------------------------------
    def _paint_chip(self, code: str) -> None:
        chip = self.chips.get(code)
        if chip is None:
            return
        where = self.draft.placement.get(code)
        colour = PLACE_COLOURS.get(where) if where else None
        chip.border = ft.Border.all(3, colour) if colour else ft.Border.all(3, ft.Colors.TRANSPARENT)
        chip.opacity = 1.0 if where else 0.55
        chip.bgcolor = colour

    def card_grid(self) -> ft.Control:
        self.chips = {}
        rows: list[ft.Control] = []
        for suit in SUITS:
            chips: list[ft.Control] = []
            for c in PACK:
                if _suit(c.code) != suit:
                    continue
                picture = card_image(c.code, CARD_WIDTH, self.lang)
                picture.semantics_label = f"{c.code} {c.name(self.lang)}"
                chip = ft.Container(content=picture, padding=1, border_radius=5, key=f"card-{c.code}",
                                    on_click=lambda e, code=c.code: self.put(code))
                self.chips[c.code] = chip
                self._paint_chip(c.code)
                chips.append(chip)
            rows.append(ft.Row(chips, wrap=True, spacing=3, run_spacing=3))
        return ft.Column(rows, spacing=6)

    def piles(self) -> list[ft.Control]:
        d = self.draft
        out: list[ft.Control] = []
        for place in (DECLARERS, OPPONENTS, DISCARD):
            label = t(place, self.lang)
            out.append(ft.Text(t("pile_count", self.lang, pile=label, count=d.count(place)), size=13,
                               key=f"count-{place}", weight=ft.FontWeight.BOLD, color=PLACE_COLOURS[place]))
            entered = d.entered(place)
            if entered:
                out.append(ft.Row([card_image(c, 22, self.lang) for c in entered], wrap=True, spacing=1,
                                  run_spacing=1))
        out.append(self.pigliate())
        return out

    def pigliate(self) -> ft.Control:
        d = self.draft
        choices = d.pigliata_choices()
        chips: list[ft.Control] = [
            ft.Chip(label_text_style=ft.TextStyle(size=12), padding=0, visual_density=ft.VisualDensity.COMPACT,
                    label=t("pigliata_of", self.lang, card=code, side=Side(side).message.text(self.lang)),
                    selected=d.pigliate.get(code) == side, key=f"pigliata-{code}",
                    on_select=lambda e, code=code, side=side: self._did(lambda: d.toggle_pigliata(code, side),
                                                                        whole=False))
            for code, side in choices]
        return ft.Column([ft.Text(t("pigliate", self.lang), size=13),
                          ft.Row(chips, wrap=True, spacing=4, run_spacing=4) if chips else ft.Text(t("pigliate_none", self.lang), size=12)],
                         spacing=2)

    def refresh(self, *also: ft.Control, light: bool = False) -> None:
        """Redraw the piles and the result, and push them (and ``also``);
        ``light``: only what a card tap can change."""
        self._fill()
        if light:
            parts: list[ft.Control] = [self.piles_box, self.result_box, self.why_button, self.undo_button,
                                       self.save_button, self.bar_text, self.counts_text]
        else:
            parts = [self.bar] if self.narrow else [self.side_panel]
        self.shell.push(*parts, *also)

    def _segmented(self, key: str, selected: str | None, options: list[tuple[str, str]],
                   on_pick: Callable[[str | None], None]) -> ft.SegmentedButton:
        """The segmented button ``key``, made once and then changed in place.

        A click is sent for the control it was made on: had each drawing made
        a new button, a second quick click, reaching the server after the
        first one's drawing, would name a control no longer there and be
        dropped (seen: a contract click 150 ms after the declarer's, under
        load).  ``on_pick`` is looked up when the click arrives, so it always
        acts on the draft shown, and is given the segment the click chose
        (``_picked``)."""
        self._picks[key] = on_pick
        button = self._segments.get(key)
        if button is None:
            button = ft.SegmentedButton(
                key=key, selected=[], allow_empty_selection=True, show_selected_icon=False, segments=[],
                on_change=lambda e: self._picks[key](_picked(e)))
            self._segments[key] = button
        if [(s.value, s.label.value if isinstance(s.label, ft.Text) else s.label)
                for s in button.segments] != options:
            button.segments = [ft.Segment(value=v, label=ft.Text(label, size=12)) for v, label in options]
        button.selected = [selected] if selected else []
        return button

    def _dropdown(self, key: str, label: str, value: str | None, options: list[tuple[str, str]],
                  on_pick: Callable[[str | None], None]) -> ft.Dropdown:
        """The menu ``key`` (the empty key means none), kept like the segmented
        buttons (``_segmented``), and in kept rows: a menu drawn afresh
        closes while open, and a pick in it, made before another choice's
        redraw, named a control no longer there (seen under load: a rivanto
        and a scommessa lost).  The pick is read from the event, not from the
        control a redraw may have set back."""
        self._picks[key] = on_pick
        menu = self._menus.get(key)
        if menu is None:
            menu = ft.Dropdown(width=200, dense=True, key=key, options=[],
                               on_select=lambda e: self._picks[key](_chosen(e) or None))
            self._menus[key] = menu
        if [(o.key, o.text) for o in menu.options] != options:
            menu.options = [ft.DropdownOption(key=k, text=text) for k, text in options]
        menu.label = label
        menu.value = value or ""
        return menu

    def _checkbox(self, key: str, label: str, value: bool, on_pick: Callable[[bool], None]) -> ft.Checkbox:
        """The check box ``key``, kept like the menus (``_dropdown``)."""
        self._ticks[key] = on_pick
        box = self._boxes.get(key)
        if box is None:
            box = ft.Checkbox(key=key, on_change=lambda e: self._ticks[key](_ticked(e)))
            self._boxes[key] = box
        box.label = label
        box.value = value
        return box

    def _labelled(self, key: str, label: str, control: ft.Control, *, visible: bool = True) -> ft.Row:
        """A choice with its label in front, kept like its button (``_segmented``)."""
        row = self._rows.get(key)
        if row is None:
            row = ft.Row([ft.Text(label, size=13), control], spacing=6, wrap=True)
            self._rows[key] = row
        caption = row.controls[0]
        assert isinstance(caption, ft.Text)
        caption.value = label
        row.visible = visible
        return row

    def choices(self) -> ft.Control:
        """Declarer, contract, partner, last trick, rivanto, called trump, scommessa."""
        d = self.draft
        lang = self.lang
        rules = RULESETS[d.rules]
        people = [(p, p) for p in d.players]
        set_ = self._declare
        choices: list[ft.Control] = [
            self._labelled("declarer", t("declarer", lang),
                           self._segmented("declarer", d.declarer, people, lambda v: set_(declarer=v))),
            self._labelled("contract", t("contract", lang),
                           self._segmented("contract", d.contract,
                                           [(c, Contract(c).message.text(lang)) for c in rules.contracts],
                                           lambda v: set_(contract=v or self.draft.contract))),
            self._labelled("partner", t("partner", lang),
                           self._segmented("partner", d.partner, [p for p in people if p[0] != d.declarer],
                                           lambda v: set_(partner=v)),
                           visible=rules.has_partner(d.contract)),
            self._labelled("last-trick", t("last_trick", lang),
                           self._segmented("last-trick", d.last_trick,
                                           [(s, Side(s).message.text(lang)) for s in SIDES],
                                           lambda v: set_(last_trick=v)))]
        opponents = [(p, p) for p in d.players if p not in (d.declarer, d.partner)]
        trumps = [(c.code, f"{c.code} {c.name(lang)}") for c in PACK if c.suit is None and c.code.startswith("T")]
        self._choice_row.controls = choices
        self._menu_row.controls = [
            self._dropdown("rivanto", t("rivanto", lang), d.rivanto, [("", t("nobody", lang)), *opponents],
                           lambda v: set_(rivanto=v)),
            self._dropdown("called", t("called", lang), d.called, [("", "—"), *trumps],
                           lambda v: set_(called=v)),
            self._checkbox("scommessa", t("scommessa", lang), d.scommessa, lambda v: set_(scommessa=v))]
        self.choices_box.controls = [self._choice_row, self._menu_row]
        return self.choices_box

    def _declare(self, **values: Any) -> None:
        """A declaration choice: redraw only the choices and the result (the
        card grid and the rest stay as they are, so the next click lands)."""
        with self.shell.lock:
            self.draft.change(**values)
            self.choices()
            self.refresh(self.choices_box)

    def declaration(self) -> ft.Control:
        """The names (free hand only) and the declaration's choices."""
        names = [self._names_row()] if self.shell.session.label is None else []
        self.decl_box.controls = [*names, self.choices()]
        return self.decl_box

    def _names_row(self) -> ft.Control:
        """The rules and the players' names (free hand only).  The fields are
        kept from one drawing to the next, so a field being typed in keeps its
        text and its focus while the rest of the screen is redrawn."""
        d = self.draft
        lang = self.lang
        if [(f.value or "").strip() for f in self.name_fields] != list(d.players):
            self.name_fields = [ft.TextField(value=name, width=150, dense=True, key=f"player-{i}",
                                             on_change=lambda e, i=i: self._typing(i, e),
                                             on_blur=lambda e: self._typed_names())
                                for i, name in enumerate(d.players)]
        for i, f in enumerate(self.name_fields):
            f.label = t("player", lang, n=i + 1)
        self.rules_pick.label = t("rules", lang)
        self.rules_pick.value = d.rules
        self.names_row.controls = [self.rules_pick, *self.name_fields]
        return self.names_row

    def _typing(self, index: int, e: ft.Event[ft.TextField]) -> None:
        """A name being typed goes into the draft at once (the old bug: names
        synced only on blur, and a redraw put the other fields back)."""
        with self.shell.lock:
            self._take_name(index, e.control.value)

    def _take_name(self, index: int, value: str | None) -> None:
        """One field's text into the draft, unless it is empty or another
        seat's name (the caller holds the lock)."""
        name = (value or "").strip()
        if name and name not in self.draft.players:
            self.draft.rename_player(index, name)

    def _typed_names(self) -> None:
        """Moving on from a name: the declaration's choices and the result show
        the new names.  The name fields themselves are not sent back: the
        person may already be typing in the next one (sending them is what
        put the other names back to "Giocatore 2/4").  Every field's text is
        taken first: the blur can be handled before the last keystroke's
        change (events run on a pool), and the choices would show the old
        name."""
        with self.shell.lock:
            for i, field in enumerate(self.name_fields[:len(self.draft.players)]):
                self._take_name(i, field.value)
            self.choices()
            self.refresh(self.choices_box)

    def penalties(self) -> ft.Control:
        d = self.draft
        lang = self.lang
        who = ft.Dropdown(label=t("player", lang, n=""), width=170, dense=True, key="penalty-player",
                          options=[ft.DropdownOption(key=p, text=p) for p in d.players])
        kind = ft.Dropdown(label=t("penalties", lang), width=200, dense=True, key="penalty-kind",
                           options=[ft.DropdownOption(key=k.value, text=k.message.text(lang)) for k in PenaltyKind])

        def add() -> None:
            if who.value and kind.value:
                self._did(lambda: d.add_penalty(who.value or "", kind.value or ""))

        listed = [ft.Row([ft.Text(t("penalty_row", lang, player=p["player"],
                                    kind=PenaltyKind(p["kind"]).message.text(lang), count=p["points"]), size=13),
                          ft.TextButton(t("remove", lang), key=f"penalty-remove-{i}",
                                        on_click=lambda e, i=i: self._did(lambda: d.remove_penalty(i)))])
                  for i, p in enumerate(d.penalties)]
        return ft.Column([ft.Text(t("penalties", lang), size=13, weight=ft.FontWeight.BOLD),
                          ft.Row([who, kind, ft.Button(content=t("penalty_add", lang), key="penalty-add",
                                                       on_click=lambda e: add())], wrap=True), *listed], spacing=4)

    def cards_section(self) -> ft.Control:
        d = self.draft
        lang = self.lang
        self.typed.label = t("type_card", lang)
        active = self._segmented("active", d.active, [(p, t(p, lang)) for p in (DECLARERS, OPPONENTS, DISCARD)],
                                 lambda v: self.set_active(v or self.draft.active))
        return ft.Column([
            ft.Text(t("cards_help", lang, rest=Side(d.rest_to).message.text(lang)), size=12),
            ft.Row([ft.Text(t("entering", lang), size=13), active, self.typed,
                    ft.TextButton(t("clear", lang), key="clear", on_click=lambda e: self._did(d.clear_cards))],
                   wrap=True),
            self.card_grid(),
        ], spacing=6)

    def files(self) -> ft.Control:
        lang = self.lang
        self.json_field = ft.TextField(multiline=True, min_lines=2, max_lines=6, text_size=12, label=t("json", lang),
                                       key="json", on_change=lambda e: None)
        return ft.ExpansionTile(title=ft.Text(t("json", lang)), key="files", controls=[
            self.json_field,
            ft.Row([ft.Button(content=t("import", lang), key="import", on_click=lambda e: self.import_json()),
                    ft.Button(content=t("export", lang), key="export", on_click=lambda e: self.export_json())]),
        ])

    def import_json(self) -> None:
        """Load a pasted hand file; a refused one changes nothing."""
        try:
            hand = hand_from_json(self.json_field.value or "")
        except HandError as error:
            self._say(error.message(self.lang), ok=False)
            self.shell.push(self.message)
            return
        self.draft = HandDraft.from_hand(hand)
        self._say(t("imported", self.lang), ok=True)
        self.render()
        self.shell.push(self.root)

    def export_json(self) -> None:
        self.json_field.value = json.dumps(self.draft.to_hand_dict(), ensure_ascii=False, indent=1)
        self.shell.push(self.json_field)

    def panel_controls(self) -> list[ft.Control]:
        return [ft.Row([self.undo_button, self.save_button], wrap=True), self.message,
                ft.Text(t("result", self.lang), size=16, weight=ft.FontWeight.BOLD), self.result_box,
                self.why_button, ft.Divider(), self.piles_box]

    def render(self) -> None:
        """Rebuild the whole screen (a new draft, a declaration, the language)."""
        shots = self.shots.build()
        main = [self.declaration(), ft.Divider(height=4), self.shots.bar, self.cards_section(),
                ft.Divider(height=4), shots, ft.Divider(height=4), self.penalties(), self.files()]
        if self.narrow:
            self.body.controls = main
            self.bar.content = ft.Column([
                ft.Row([self.bar_text,
                        ft.TextButton(content=t("result", self.lang), key="bar-toggle",
                                      icon=ft.Icons.EXPAND_MORE if self.sheet_open else ft.Icons.EXPAND_LESS,
                                      on_click=lambda e: self.toggle_bar())]),
                *(self.panel_controls() if self.sheet_open else [self.counts_text,
                                                                 ft.Row([self.undo_button, self.save_button],
                                                                        wrap=True), self.message])],
                spacing=4, scroll=ft.ScrollMode.AUTO if self.sheet_open else None,
                height=420 if self.sheet_open else None)
            # body and bar are kept from one drawing to the next: a new column
            # around them, or the screen shown again loses the declaration (ui/whole)
            refill(self.root, [self.body, self.bar], expand=True)
        else:
            self.body.controls = main
            panel = self.side_panel.content
            assert isinstance(panel, ft.Column)
            panel.controls = self.panel_controls()
            # a new row each drawing: sent whole, like ui/whole's column
            self.root.controls = [ft.Row([self.body, self.side_panel], expand=True,
                                         vertical_alignment=ft.CrossAxisAlignment.START)]
        self._fill()

    def _fill(self) -> None:
        """Fill the parts every change touches: piles, result, buttons, bar."""
        evaluation = self.draft.evaluate()
        self.piles_box.controls = self.piles()
        self.result_box.controls = result_lines(evaluation, list(self.draft.players), self.lang)
        self.why_button.content = t("why", self.lang)
        self.why_button.disabled = evaluation.result is None
        self.undo_button.content = t("undo", self.lang)
        self.undo_button.disabled = not self.draft.can_undo
        at_table = self.shell.session.label is not None
        self.save_button.visible = at_table
        self.save_button.disabled = evaluation.result is None
        if at_table:
            self.save_button.content = (t("save_edit", self.lang, hand=self.editing) if self.editing
                                        else t("save_hand", self.lang, hand=self.shell.next_hand_number()))
        self.bar_text.value = bar_summary(evaluation, list(self.draft.players), self.lang)
        self.counts_text.value = " · ".join(t("pile_count", self.lang, pile=t(p, self.lang), count=self.draft.count(p))
                                            for p in (DECLARERS, OPPONENTS, DISCARD))

    def toggle_bar(self) -> None:
        self.sheet_open = not self.sheet_open
        self.render()
        self.shell.push(self.root)

