"""The teaching screen: five levels, from the value of each card (with the
table of values and the pictures) to a whole hand's jochi and pay-out.  A
level-3 pile is grouped by tapping cards into groups or dragging them onto
a group; the verdict names the wrong group and the rule it broke.  Counting cards are never highlighted
before the answer.  State lives in ``companion.teaching_session``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import flet as ft

from companion.breakdown import rule_notes, rule_reference
from companion.teaching import LEVELS, GroupingTask, HandTask, PileTask, ValueTask, value_table
from companion.teaching_session import TeachingSession
from scoring.catalogue import Message, text
from scoring.vocabulary import Jocu, Side
from ui.cards import card_image
from ui.rules_view import rule_tiles
from ui.texts import t
from ui.whole import refill

if TYPE_CHECKING:
    from ui.app import Shell

SIDES = (str(Side.DECLARERS), str(Side.OPPONENTS))
#: The Draggable/DragTarget group of level 3's cards.
DRAG_GROUP = "terzetti"


def as_int(value: str | None) -> int | None:
    text_ = (value or "").strip().replace("−", "-")
    try:
        return int(text_)
    except ValueError:
        return None


class TeachingView:
    """Builds the teaching screen from a ``TeachingSession``."""

    def __init__(self, shell: "Shell", state: TeachingSession) -> None:
        self.shell = shell
        self.state = state
        self.root = ft.Column(scroll=ft.ScrollMode.AUTO, expand=True, spacing=10)
        self.learner_field = ft.TextField(dense=True, width=300, key="learner", value=state.learner,
                                          on_change=lambda e: None, on_blur=lambda e: self.set_learner(),
                                          on_submit=lambda e: self.set_learner())
        self.answer_field = ft.TextField(dense=True, width=160, key="learn-answer", on_change=lambda e: None,
                                         keyboard_type=ft.KeyboardType.NUMBER, on_submit=lambda e: self.check())
        self.fields: dict[str, ft.TextField] = {}
        self.note = ""

    @property
    def lang(self) -> str:
        return self.shell.lang

    def _field(self, name: str, label: str, width: int = 150) -> ft.TextField:
        """A number field kept across redraws (what was typed stays)."""
        found = self.fields.get(name)
        if found is None:
            found = self.fields[name] = ft.TextField(dense=True, width=width, on_change=lambda e: None,
                                                     keyboard_type=ft.KeyboardType.NUMBER)
        found.label = label
        return found

    # --- events --------------------------------------------------------------------------------
    def changed(self) -> None:
        self.render()
        self.shell.push(self.root)

    def set_learner(self) -> None:
        self.state.set_learner(self.learner_field.value or "")
        self.changed()

    def set_level(self, level: str) -> None:
        self.state.set_level(level)
        self._fresh()

    def another(self) -> None:
        self.state.next_task()
        self._fresh()

    def _fresh(self) -> None:
        self.fields.clear()
        self.answer_field.value = ""
        self.note = ""
        self.changed()

    def tap(self, code: str) -> None:
        self.state.tap(code)
        self.changed()

    def choose_group(self, index: int) -> None:
        self.state.choose_group(index)
        self.changed()

    def new_group(self) -> None:
        self.state.new_group()
        self.changed()

    def reveal(self) -> None:
        self.state.reveal()
        self.changed()

    def check(self) -> None:
        """Read the answer fields for the level and have the task judge them."""
        self.note = ""
        task = self.state.task
        if isinstance(task, GroupingTask):
            said = [as_int(self._field(f"g{i}", "").value) for i, g in enumerate(self.state.groups) if g]
            points = [p for p in said if p is not None]
            if points and len(points) != len(said):
                self.note = t("learn.points_all", self.lang)
            else:
                self.state.check_groups(points or None)
        elif isinstance(task, HandTask):
            jochi = {s: n for s in SIDES if (n := as_int(self._field(f"j-{s}", "").value)) is not None}
            payout = {p: n for p in task.hand["players"] if (n := as_int(self._field(f"p-{p}", "").value)) is not None}
            self.state.check_hand(jochi, payout)
        else:
            given = as_int(self.answer_field.value)
            if given is None:
                self.note = t("learn.not_a_number", self.lang)
            else:
                self.state.check_number(given)
        self.changed()

    # --- drawing -----------------------------------------------------------------------------------
    def card(self, code: str, width: float = 56, *, key: str | None = None, tap: bool = False) -> ft.Control:
        picture = ft.Column([card_image(code, width, self.lang), ft.Text(code, size=11)], spacing=1,
                            horizontal_alignment=ft.CrossAxisAlignment.CENTER)
        if not tap:
            return picture
        button = ft.TextButton(content=picture, key=key, style=ft.ButtonStyle(padding=2),
                               on_click=lambda e, c=code: self.tap(c))
        # a tap puts the card in the chosen group; a drag puts it in the group it is dropped on
        return ft.Draggable(group=DRAG_GROUP, content=button, data=code,
                            content_feedback=ft.Container(card_image(code, width, self.lang), opacity=0.8),
                            content_when_dragging=ft.Container(picture, opacity=0.3))

    def drop_zone(self, index: int, content: ft.Control) -> ft.Control:
        """Where a dragged card can land: group ``index`` (−1: back to the pile)."""
        return ft.DragTarget(group=DRAG_GROUP, content=content,
                             on_accept=lambda e, i=index: self.dropped(e, i))

    def dropped(self, e: Any, index: int) -> None:
        code = getattr(getattr(e, "src", None), "data", None)
        if isinstance(code, str):
            self.state.drop(code, index)
            self.changed()

    def value_table(self) -> ft.Control:
        lang = self.lang
        counting = [row for row in value_table() if row["counting"]]
        cells: list[ft.Control] = [ft.Column([card_image(row["code"], 40, lang),
                            ft.Text(t("learn.card_value", lang, value=row["value"]), weight=ft.FontWeight.BOLD)],
                           spacing=1, horizontal_alignment=ft.CrossAxisAlignment.CENTER) for row in counting]
        return ft.ExpansionTile(title=ft.Text(t("learn.value_table", lang), size=14), key="value-table",
                                expanded=self.state.level == "values",
                                controls=[ft.Row(cells, wrap=True, spacing=8),
                                          ft.Text(t("learn.scartine_zero", lang), size=12)])

    def question(self) -> list[ft.Control]:
        lang, task, level = self.lang, self.state.task, self.state.level
        out: list[ft.Control] = [ft.Text(t(f"learn.ask.{level}", lang), size=15, weight=ft.FontWeight.W_500)]
        answer_row = [self.answer_field]
        if isinstance(task, ValueTask):
            out.append(self.card(task.code, 90))
        elif isinstance(task, PileTask):
            out.append(ft.Row([self.card(c, 56 if level == "terzetto" else 44) for c in task.cards],
                              wrap=True, spacing=4, run_spacing=4))
        elif isinstance(task, GroupingTask):
            out.extend(self.grouping())
            answer_row = []
        elif isinstance(task, HandTask):
            out.extend(self.hand(task))
            answer_row = []
        self.answer_field.label = t("learn.answer", lang)
        out.append(ft.Row([*answer_row,
                           ft.Button(content=t("learn.check", lang), key="learn-check", on_click=lambda e: self.check()),
                           ft.OutlinedButton(content=t("learn.reveal", lang), key="learn-reveal",
                                             on_click=lambda e: self.reveal()),
                           ft.OutlinedButton(content=t("learn.next", lang), key="learn-next",
                                             on_click=lambda e: self.another())], wrap=True))
        return out

    def grouping(self) -> list[ft.Control]:
        lang, state = self.lang, self.state
        pile = ft.Row([self.card(c, 48, key=f"pile-{c}", tap=True) for c in state.ungrouped()], wrap=True, spacing=4,
                      key="pile")
        out: list[ft.Control] = [
            ft.Text(t("learn.pile_left", lang), size=13),
            self.drop_zone(-1, ft.Container(pile, padding=4, border_radius=6, bgcolor=ft.Colors.GREY_100,
                                            height=None if state.ungrouped() else 40))]
        for i, group in enumerate(state.groups):
            kind = ft.FilledButton if i == state.active else ft.OutlinedButton
            row = ft.Row([
                kind(content=t("learn.group", lang, n=i + 1), key=f"group-{i + 1}",
                     on_click=lambda e, i=i: self.choose_group(i)),
                *[self.card(c, 40, key=f"grouped-{c}", tap=True) for c in group],
                self._field(f"g{i}", t("learn.group_points", lang, n=i + 1), 220)], wrap=True)
            out.append(self.drop_zone(i, ft.Container(row, padding=4, border_radius=6,
                                                      border=ft.Border.all(1, ft.Colors.GREY_300))))
        out.append(ft.OutlinedButton(content=t("learn.new_group", lang), key="new-group",
                                     on_click=lambda e: self.new_group()))
        return out

    def hand(self, task: HandTask) -> list[ft.Control]:
        lang, hand = self.lang, task.hand
        contract = Message(f"Contract.{hand['contract']}").text(lang)
        out: list[ft.Control] = [ft.Text(t("learn.hand_line", lang, players=", ".join(hand["players"]),
                                           dealer=hand.get("dealer") or "—", declarer=hand["declarer"],
                                           contract=contract))]
        if hand.get("partner"):
            out.append(ft.Text(t("learn.partner", lang, partner=hand["partner"])))
        out.append(ft.Text(t("learn.last_trick", lang, side=Side(hand["last_trick"]).message.text(lang))))
        extras = []
        if hand.get("scommessa"):
            extras.append(Jocu.SCOMMESSA.message.text(lang))
        if hand.get("rivanto"):
            extras.append(f"{Jocu.RIVANTO.message.text(lang)}: {hand['rivanto']}")
        if hand.get("pigliate"):
            extras.append(f"{Jocu.PIGLIATE.message.text(lang)}: " + ", ".join(
                f"{p['card']} ({Side(p['by']).message.text(lang)})" for p in hand["pigliate"]))
        if extras:
            out.append(ft.Text(t("learn.extras", lang, extras="; ".join(extras)), size=12))
        for side in SIDES:
            cards = hand["piles"][side]
            out.append(ft.Text(t("learn.pile_of", lang, side=Side(side).message.text(lang), count=len(cards)),
                               weight=ft.FontWeight.BOLD))
            out.append(ft.Row([card_image(c, 30, lang) for c in cards], wrap=True, spacing=2, run_spacing=2))
        if hand.get("discard"):
            out.append(ft.Row([ft.Text(t("learn.discard", lang)), *[card_image(c, 30, lang) for c in hand["discard"]]]))
        out.append(ft.Row([self._field(f"j-{s}", t("learn.jochi_of", lang, side=Side(s).message.text(lang)), 190)
                           for s in SIDES], wrap=True))
        out.append(ft.Row([self._field(f"p-{p}", t("learn.payout_of", lang, player=p), 190)
                           for p in hand["players"]], wrap=True))
        out.append(ft.ExpansionTile(title=ft.Text(t("learn.rules_reference", lang), size=14), key="rules-reference",
                                    controls=rule_tiles(rule_reference(task.result()), lang)[1:],
                                    expanded_cross_axis_alignment=ft.CrossAxisAlignment.START))
        return out

    def verdict(self) -> list[ft.Control]:
        lang, state = self.lang, self.state
        out: list[ft.Control] = []
        if self.note:
            out.append(ft.Text(self.note, color=ft.Colors.RED_700))
        if state.error is not None:
            out.append(ft.Text(state.error.message(lang), color=ft.Colors.RED_700))
        verdict = state.verdict
        if verdict is not None:
            if verdict.correct:
                key = "learn.right" if verdict.credited else "learn.right_not_credited"
                out.append(ft.Text(t(key, lang), color=ft.Colors.GREEN_800, size=16, weight=ft.FontWeight.BOLD,
                                   key="learn-verdict"))
            else:
                out.append(ft.Text(t("learn.wrong", lang), color=ft.Colors.RED_700, size=16, key="learn-verdict"))
                out.extend(ft.Text("• " + capital(p.text(lang)), color=ft.Colors.RED_700) for p in verdict.problems)
        if state.groups_shown is not None and state.answer is None:
            out.append(ft.Text(t("learn.groups_after_check", lang), size=13))
            out.extend(self.shown_answer(state.groups_shown))
        if state.answer is not None:
            out.extend(self.shown_answer(state.answer))
        if isinstance(state.task, HandTask) and (state.answer is not None or verdict is not None):
            # what this hand made, each with its rule: only once answered (nothing given away before)
            out.extend(rule_tiles(rule_notes(state.task.result()), lang))
        return out

    def shown_answer(self, answer: Any) -> list[ft.Control]:
        lang = self.lang
        if isinstance(answer, int):
            return [ft.Text(t("learn.shown_value", lang, value=answer), key="learn-shown", weight=ft.FontWeight.BOLD)]
        if isinstance(answer, dict):
            lines = [t("learn.shown_jochi", lang, side=Side(s).message.text(lang), jochi=n)
                     for s, n in answer["jochi"].items()]
            lines += [t("learn.shown_payout", lang, player=p, payout=f"{n:+d}") for p, n in answer["payout"].items()]
            return [ft.Text(line, weight=ft.FontWeight.BOLD) for line in lines]
        from ui.terzetti_view import terzetti_rows

        return list(terzetti_rows(answer, lang))

    def render(self) -> None:
        lang, state = self.lang, self.state
        self.learner_field.label = t("learn.learner", lang)
        levels = ft.Row([(ft.FilledButton if level == state.level else ft.OutlinedButton)(
            content=f"{i + 1}. {text(f'teaching.level.{level}', lang)}", key=f"level-{level}",
            on_click=lambda e, level=level: self.set_level(level)) for i, level in enumerate(LEVELS)], wrap=True)
        top: list[ft.Control] = [ft.Text(t("learn.title", lang), size=22, weight=ft.FontWeight.BOLD),
                                 ft.Row([self.learner_field], wrap=True), levels]
        tally = state.tally()
        if tally is not None:
            top.append(ft.Text(t("learn.tally", lang, learner=state.learner, **tally), key="learn-tally"))
        if state.asked:
            top.append(ft.Text(t("learn.sitting", lang, right=state.right, asked=state.asked, streak=state.streak),
                               key="learn-sitting", size=13))
        if state.next_level is not None:
            n = LEVELS.index(state.next_level) + 1
            top.append(ft.Row([
                ft.Text(t("learn.move_on", lang, count=state.streak), color=ft.Colors.GREEN_800),
                ft.FilledButton(content=f"{n}. {text(f'teaching.level.{state.next_level}', lang)}",
                                key="learn-move-on", on_click=lambda e, l=state.next_level: self.set_level(l))],
                wrap=True))
        refill(self.root, [*top, self.value_table(), *self.question(), *self.verdict()])


def capital(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]
