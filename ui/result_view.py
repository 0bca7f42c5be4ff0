"""The result of the hand being entered, always in view: card points, jochi,
difference and each player's pay-out, or what still stops the count.  The
"Perché?" dialog draws each side's terzetti as card pictures.

Every number comes from ``scoring`` through the draft's evaluation; this
module only lays the numbers out.
"""

from __future__ import annotations

import flet as ft

from companion.breakdown import rule_notes
from companion.hand_entry import Evaluation
from scoring import SIDES, HandResult
from scoring.vocabulary import Jocu, Side
from ui.rules_view import rule_tiles
from ui.terzetti_view import terzetti_rows
from ui.texts import problem_text, t


def signed(n: int) -> str:
    """A count with its sign, as the table counters show it: +3, 0, -2."""
    return f"+{n}" if n > 0 else str(n)


def result_lines(evaluation: Evaluation, players: list[str], lang: str) -> list[ft.Control]:
    """The result as text rows (shared by the side panel and the narrow bar's sheet)."""
    if evaluation.result is None:
        return [ft.Text(t("cannot_score", lang), color=ft.Colors.RED_700),
                *(ft.Text(f"• {problem_text(p, lang)}", color=ft.Colors.RED_700, key=f"problem-{i}", size=13)
                  for i, p in enumerate(evaluation.problems))]
    r = evaluation.result
    side = {s: Side(s).message.text(lang) for s in SIDES}
    rows: list[ft.Control] = [
        ft.Text(f"{t('card_points', lang)}: " + " · ".join(
            t("side_points", lang, side=side[s], points=r.card_points[s]) for s in SIDES), size=13),
        ft.Text(f"{t('totals', lang)}: " + " · ".join(
            t("side_points", lang, side=side[s], points=r.totals[s]) for s in SIDES), size=13),
        ft.Text(t("jochi", lang), size=13, weight=ft.FontWeight.BOLD),
    ]
    for s in SIDES:
        made = ", ".join(Jocu(k).message.text(lang) + (f" ×{v}" if v > 1 else "") for k, v in r.jochi[s].items())
        rows.append(ft.Text(t("jochi_side", lang, side=side[s], total=r.jochi_total[s],
                              made=made or t("nobody", lang)), size=13))
    rows.append(ft.Text(f"{t('difference', lang)}: {signed(r.difference)}", key="difference",
                        weight=ft.FontWeight.BOLD))
    if r.annulled:
        rows.append(ft.Text(t("annulled", lang), color=ft.Colors.RED_700))
    rows.append(ft.Text(t("payout", lang), size=13, weight=ft.FontWeight.BOLD))
    rows.extend(ft.Text(t("payout_row", lang, player=p, points=signed(r.payout[p])), key=f"payout-{p}",
                        weight=ft.FontWeight.BOLD, size=15) for p in players)
    return rows


def why_dialog(result: HandResult, lang: str, on_close: ft.ControlEventHandler[ft.TextButton], *,
               width: float = 720) -> ft.AlertDialog:
    """Each side's terzetti as pictures, with the arithmetic under each group;
    then each jocu, the pay-out and each penalty with the rule behind it
    (opened by a tap).  ``width``: the window's room for the dialog's body."""
    body: list[ft.Control] = []
    for s in SIDES:
        body.append(ft.Text(t("why_side", lang, side=Side(s).message.text(lang), points=result.card_points[s]),
                            weight=ft.FontWeight.BOLD))
        body.extend(terzetti_rows(result.terzetti(s), lang))
    body.append(ft.Divider())
    body.extend(rule_tiles(rule_notes(result), lang))
    return ft.AlertDialog(
        title=ft.Text(t("why_title", lang)),
        content=ft.Column(body, scroll=ft.ScrollMode.AUTO, width=min(720.0, width), tight=True),
        actions=[ft.TextButton(t("close", lang), on_click=on_close, key="why-close")],
        scrollable=True)


def bar_summary(evaluation: Evaluation, players: list[str], lang: str) -> str:
    """The one line the narrow window's bar shows."""
    r = evaluation.result
    if r is None:
        return t("cannot_score", lang) + " " + (problem_text(evaluation.problems[0], lang)
                                                 if evaluation.problems else "")
    return t("show_result", lang, difference=signed(r.difference)) + " · " + " · ".join(
        f"{p} {signed(r.payout[p])}" for p in players)
