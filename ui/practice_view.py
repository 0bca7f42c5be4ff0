"""The practice screen: a pile to count, an answer box, and the terzetti
as feedback.  State and checking live in ``companion.practice``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import flet as ft

from companion.practice import LEVELS, Practice
from ui.cards import card_image
from ui.terzetti_view import terzetti_rows
from ui.texts import t

if TYPE_CHECKING:
    from ui.app import Shell


class PracticeView:
    """Builds and refreshes the controls of the practice screen."""

    def __init__(self, *, practice: Practice | None = None, shell: "Shell | None" = None, lang: str = "it") -> None:
        self.practice = practice or Practice()
        self.shell = shell
        self._lang = lang
        self.root = ft.Column(scroll=ft.ScrollMode.AUTO, expand=True, spacing=12)
        self.answer_field = ft.TextField(label=self.tr("your_answer"), width=180, dense=True,
                                         keyboard_type=ft.KeyboardType.NUMBER,
                                         on_change=lambda e: None, on_submit=lambda e: self.check())
        self.error = ""
        #: Called after every render; the shell sets it to push the change to the browser.
        self.on_change: Callable[[], None] | None = None
        self.render()

    @property
    def lang(self) -> str:
        return self.shell.lang if self.shell is not None else self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        self._lang = value

    def tr(self, key: str, **params: object) -> str:
        return t(key, self.lang, **params)

    def check(self) -> None:
        text = (self.answer_field.value or "").strip()
        try:
            given = int(text)
        except ValueError:
            self.error = self.tr("not_a_number")
        else:
            self.error = ""
            self.practice.answer(given)
        self.render()

    def another(self) -> None:
        self.practice.last = None
        self.practice.next_question()
        self.answer_field.value = ""
        self.render()

    def set_level(self, value: str | None) -> None:
        if value:
            self.practice.set_level(int(value))
            self.practice.last = None
            self.answer_field.value = ""
        self.render()

    def render(self) -> None:
        p = self.practice
        question = p.question
        assert question is not None
        chips: list[ft.Control] = [card_image(code, 44, self.lang) for code in question.cards]
        self.answer_field.label = self.tr("your_answer")
        controls: list[ft.Control] = [
            ft.Text(self.tr("practice_title"), size=22, weight=ft.FontWeight.BOLD),
            ft.Row([
                ft.Dropdown(label=self.tr("level_label"), value=str(p.level), width=140, dense=True, key="level",
                            options=[ft.DropdownOption(key=str(n), text=self.tr("level", n=n)) for n in LEVELS],
                            on_select=lambda e: self.set_level(e.control.value)),
                ft.Text(self.tr("tally", right=p.right, asked=p.asked, streak=p.streak), key="tally"),
            ]),
            ft.Text(self.tr("practice_help")),
            ft.Row(chips, wrap=True, spacing=6, key="question"),
            ft.Row([self.answer_field,
                    ft.Button(content=self.tr("check"), key="check", on_click=lambda e: self.check()),
                    ft.Button(content=self.tr("next"), key="next", on_click=lambda e: self.another())]),
        ]
        if self.error:
            controls.append(ft.Text(self.error, color=ft.Colors.RED_700))
        last = p.last
        if last is not None and last.question == question:
            if last.correct:
                controls.append(ft.Text(self.tr("correct", count=last.expected), color=ft.Colors.GREEN_800,
                                        size=16, weight=ft.FontWeight.BOLD, key="verdict"))
            else:
                controls.append(ft.Text(self.tr("wrong", given=last.given, count=last.expected),
                                        color=ft.Colors.RED_700, size=16, key="verdict"))
            controls.extend(terzetti_rows(question.groups, self.lang))
        self.root.controls = controls
        if self.on_change is not None:
            self.on_change()

    def push(self) -> None:
        if self.shell is not None:
            self.shell.push(self.root)
