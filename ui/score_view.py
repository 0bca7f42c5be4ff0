"""The scoring screen: declaration, the 63 cards to tap, the result.

The view holds a ``HandDraft`` (companion) and only reads it or calls its
methods; every number shown comes from ``scoring`` through the draft.
"""

from __future__ import annotations

import json
from typing import Any, Callable

import flet as ft

from companion.breakdown import signed, texts as breakdown_texts
from companion.hand_entry import DISCARD, HandDraft
from scoring import DECLARERS, OPPONENTS, PACK, RULESETS, SIDES, HandError, hand_from_json
from ui.terzetti_view import terzetti_rows
from ui.texts import CONTRACTS, t

PLACE_COLOURS = {DECLARERS: ft.Colors.BLUE_200, OPPONENTS: ft.Colors.ORANGE_200, DISCARD: ft.Colors.GREY_400}
PIGLIATA_CARDS = ("T19", "T18", "T17", "T16", "T1")
ROWS = (("O", "Oro"), ("C", "Coppe"), ("B", "Bastoni"), ("S", "Spade"))



class ScoreView:
    """Builds and refreshes the controls of the scoring screen."""

    def __init__(self, *, draft: HandDraft | None = None, lang: str = "it") -> None:
        self.draft = draft or HandDraft()
        self.lang = lang
        self.root = ft.Column(scroll=ft.ScrollMode.AUTO, expand=True, spacing=12)
        # on_change makes the client send every edit at once, so an Import click
        # right after a paste sees the pasted text.
        self.json_field = ft.TextField(multiline=True, min_lines=3, max_lines=8, text_size=12,
                                       label="JSON", on_change=lambda e: None)
        self.message = ft.Text("")
        #: Called after every render; the shell sets it to push the change to the browser.
        self.on_change: Callable[[], None] | None = None
        self.render()

    # --- helpers ---------------------------------------------------------------
    def tr(self, key: str, **params: object) -> str:
        return t(key, self.lang, **params)

    def _changed(self, action: Callable[[], Any]) -> None:
        action()
        self.render()

    def _dropdown(self, label: str, value: str | None, options: list[tuple[str, str]],
                  on_select: Callable[[str | None], None], key: str) -> ft.Dropdown:
        return ft.Dropdown(
            label=label, value=value, key=key, width=210, dense=True,
            options=[ft.DropdownOption(key=k, text=text) for k, text in options],
            on_select=lambda e: self._changed(lambda: on_select(e.control.value or None)),
        )

    # --- sections ----------------------------------------------------------------
    def header(self) -> ft.Control:
        return ft.Text(self.tr("title"), size=22, weight=ft.FontWeight.BOLD)

    def declaration(self) -> ft.Control:
        d = self.draft
        rules = RULESETS[d.rules]
        people = [(p, p) for p in d.players]
        names = []
        for i, name in enumerate(d.players):
            names.append(ft.TextField(
                label=self.tr("player", n=i + 1), value=name, width=160, dense=True, key=f"player-{i}",
                on_blur=lambda e, i=i: self._rename(i, e.control.value)))
        contract = [(c, CONTRACTS[c][1 if self.lang == "en" else 0]) for c in rules.contracts]
        opponents = [(p, p) for p in d.players if p not in (d.declarer, d.partner)]
        last = ft.SegmentedButton(
            key="last-trick", selected=[d.last_trick] if d.last_trick else [], allow_empty_selection=True,
            segments=[ft.Segment(value=s, label=ft.Text(self.tr(s))) for s in SIDES],
            on_change=lambda e: self._changed(
                lambda: setattr(d, "last_trick", (e.control.selected or [None])[0])))
        controls: list[ft.Control] = [
            ft.Text(self.tr("declaration"), size=16, weight=ft.FontWeight.BOLD),
            ft.Row([self._dropdown(self.tr("rules"), d.rules, [(r, r) for r in RULESETS], d.set_rules, "rules"),
                    *names], wrap=True),
            ft.Row([
                self._dropdown(self.tr("declarer"), d.declarer, people,
                               lambda v: setattr(d, "declarer", v), "declarer"),
                self._dropdown(self.tr("contract"), d.contract, contract, d.set_contract, "contract"),
                *([self._dropdown(self.tr("partner"), d.partner,
                                  [p for p in people if p[0] != d.declarer],
                                  lambda v: setattr(d, "partner", v), "partner")]
                  if rules.has_partner(d.contract) else []),
            ], wrap=True),
            ft.Row([ft.Text(self.tr("last_trick")), last,
                    self._dropdown(self.tr("rivanto"), d.rivanto or "", [("", self.tr("nobody")), *opponents],
                                   lambda v: setattr(d, "rivanto", v), "rivanto"),
                    ft.Checkbox(label=self.tr("scommessa"), value=d.scommessa, key="scommessa",
                                on_change=lambda e: self._changed(
                                    lambda: setattr(d, "scommessa", bool(e.control.value))))],
                   wrap=True),
        ]
        return ft.Column(controls)

    def _rename(self, index: int, name: str) -> None:
        name = (name or "").strip()
        if name and name != self.draft.players[index]:
            self._changed(lambda: self.draft.rename_player(index, name))

    def card_chip(self, code: str, label: str) -> ft.Control:
        where = self.draft.placement.get(code)
        place_name = self.tr(where) if where else "—"
        return ft.Container(
            content=ft.Text(code, size=13, weight=ft.FontWeight.BOLD, text_align=ft.TextAlign.CENTER),
            key=f"card-{code}", width=48, height=34, alignment=ft.Alignment.CENTER, border_radius=6,
            bgcolor=PLACE_COLOURS.get(where, ft.Colors.WHITE),
            border=ft.Border.all(1, ft.Colors.GREY_600),
            tooltip=f"{label}: {place_name}",
            on_click=lambda e: self._changed(lambda: self.draft.tap(code)),
        )

    def cards(self) -> ft.Control:
        d = self.draft
        rows: list[ft.Control] = []
        for suit, name in ROWS:
            rows.append(ft.Row([ft.Text(name, width=70),
                                *(self.card_chip(c.code, c.name(self.lang)) for c in PACK
                                  if c.suit is not None and c.suit.value == suit)], wrap=True, spacing=4))
        trumps = [c for c in PACK if c.suit is None]
        rows.append(ft.Row([ft.Text("Trionfi", width=70),
                            *(self.card_chip(c.code, c.name(self.lang)) for c in trumps)], wrap=True, spacing=4))
        rest = ft.SegmentedButton(
            key="rest-to", selected=[d.rest_to],
            segments=[ft.Segment(value=s, label=ft.Text(self.tr(s))) for s in SIDES],
            on_change=lambda e: self._changed(lambda: setattr(d, "rest_to", e.control.selected[0])))
        counts = self.tr("counts", d=d.count(DECLARERS), o=d.count(OPPONENTS), s=d.count(DISCARD))
        return ft.Column([
            ft.Text(self.tr("cards"), size=16, weight=ft.FontWeight.BOLD),
            ft.Text(self.tr("cards_help", rest=self.tr(d.rest_to).lower()), size=12),
            ft.Row([ft.Text(self.tr("rest_to")), rest,
                    ft.Button(content=self.tr("clear"), key="clear",
                              on_click=lambda e: self._changed(d.clear_cards))], wrap=True),
            *rows,
            ft.Text(counts, key="counts"),
            self.pigliate(),
        ], spacing=6)

    def pigliate(self) -> ft.Control:
        d = self.draft
        boxes = []
        for code in PIGLIATA_CARDS:
            side = d.where(code)
            if side not in SIDES:
                continue
            boxes.append(ft.Container(width=230, content=ft.Checkbox(
                label=self.tr("pigliata_of", card=code, side=self.tr(side).lower()),
                value=d.pigliate.get(code) == side, key=f"pigliata-{code}",
                on_change=lambda e, code=code, side=side: self._changed(lambda: d.toggle_pigliata(code, side)))))
        return ft.Column([ft.Text(self.tr("pigliate")), ft.Row(boxes, wrap=True)], spacing=4)

    def result(self) -> ft.Control:
        evaluation = self.draft.evaluate()
        title = ft.Text(self.tr("result"), size=16, weight=ft.FontWeight.BOLD)
        if evaluation.result is None:
            return ft.Column([title, ft.Text(self.tr("cannot_score"), color=ft.Colors.RED_700),
                              *(ft.Text(f"• {m}", color=ft.Colors.RED_700, key=f"problem-{i}")
                                for i, m in enumerate(evaluation.messages(self.lang)))], key="result")
        r = evaluation.result
        words = breakdown_texts(self.lang)
        lines = [
            f"{self.tr('card_points')}: {self.tr('declarers')} {r.card_points[DECLARERS]} · "
            f"{self.tr('opponents')} {r.card_points[OPPONENTS]}",
            f"{self.tr('totals')}: {self.tr('declarers')} {r.totals[DECLARERS]} · "
            f"{self.tr('opponents')} {r.totals[OPPONENTS]}",
        ]
        for side in SIDES:
            made = ", ".join(words["jocu"][k] + (f" ×{v}" if v > 1 else "") for k, v in r.jochi[side].items())
            lines.append(f"{self.tr('jochi')} {self.tr(side).lower()}: {r.jochi_total[side]}"
                         f" ({made or words['none']})")
        lines.append(f"{self.tr('difference')}: {signed(r.difference)}")
        payout = ft.Column([ft.Text(f"{p}: {signed(r.payout[p])}", key=f"payout-{p}",
                                    weight=ft.FontWeight.BOLD) for p in self.draft.players], spacing=2)
        teach = []
        for side in SIDES:
            teach.append(ft.Text(f"{self.tr(side)} — {r.card_points[side]}", weight=ft.FontWeight.BOLD))
            teach.extend(terzetti_rows(r.terzetti(side), self.lang))
        return ft.Column([
            title, *(ft.Text(line) for line in lines),
            *([ft.Text(self.tr("annulled"), color=ft.Colors.RED_700)] if r.annulled else []),
            ft.Text(self.tr("payout")), payout,
            ft.ExpansionTile(title=ft.Text(self.tr("terzetti")), controls=teach, key="terzetti",
                             expanded_cross_axis_alignment=ft.CrossAxisAlignment.START,
                             controls_padding=ft.Padding.only(left=16, bottom=8)),
        ], key="result")

    def files(self) -> ft.Control:
        return ft.Column([
            ft.Text(self.tr("json"), size=16, weight=ft.FontWeight.BOLD),
            self.json_field,
            ft.Row([ft.Button(content=self.tr("import"), key="import", on_click=lambda e: self.import_json()),
                    ft.Button(content=self.tr("export"), key="export", on_click=lambda e: self.export_json()),
                    self.message]),
        ])

    def import_json(self) -> None:
        """Load the hand pasted in the text field; a refused hand changes nothing."""
        try:
            hand = hand_from_json(self.json_field.value or "")
        except HandError as error:
            self.message.value = error.message(self.lang)
            self.message.color = ft.Colors.RED_700
        else:
            self.draft = HandDraft.from_hand(hand)
            self.message.value = self.tr("imported")
            self.message.color = ft.Colors.GREEN_800
        self.render()

    def export_json(self) -> None:
        self.json_field.value = json.dumps(self.draft.to_hand_dict(), ensure_ascii=False, indent=1)
        self.render()

    # --- whole screen --------------------------------------------------------------
    def render(self) -> None:
        self.root.controls = [self.header(), self.declaration(), ft.Divider(), self.cards(),
                              ft.Divider(), self.result(), ft.Divider(), self.files()]
        if self.on_change is not None:
            self.on_change()
