"""Teaching mode in a real browser: one round at each level, each answered
wrong, the app naming what is wrong; at level 3 the pile is grouped by
tapping the cards (one dragged onto a group) and the wrong group is named with
its rule; at level 5 a tap opens the pay-out's rule.  Tasks come from a fixed
seed so the test knows the pile."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest

from browser_helpers import WAIT, AppServer, box_of, group_by_tap, lands_in, middle, open_app, reveal, shot, type_into
from companion.teaching import new_task
from scoring.catalogue import text

pytestmark = pytest.mark.browser
SEED = 40


@pytest.fixture()
def seeded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[AppServer]:
    monkeypatch.setenv("TRUNFU_TEACHING_SEED", str(SEED))
    app = AppServer(tmp_path)
    app.start()
    yield app
    app.stop()


def answer(page: Any, label: str, value: str) -> None:
    type_into(page, reveal(page, page.get_by_role("textbox", name=label)), value, keystrokes=True)


def check(page: Any) -> None:
    button = page.get_by_role("button", name="Controlla", exact=True)
    reveal(page, button).click()
    try:
        page.get_by_text("Non ancora:").wait_for(timeout=WAIT)
    except Exception:
        page.screenshot(path="/tmp/trunfu-teaching-failed.png")
        raise


def answer_and_check(page: Any, value: str) -> None:
    """Type the one answer and check it.  Keys typed in the instant a level's
    new field takes the focus are sometimes taken back by Flutter a frame
    later, before any change reached the server: the app then says the
    field holds no number, and the answer is typed again (at most twice more)."""
    empty = page.get_by_text(text("app.learn.not_a_number", "it"), exact=True)
    for _ in range(3):
        answer(page, "La tua risposta", value)
        reveal(page, page.get_by_role("button", name="Controlla", exact=True)).click()
        verdict = page.get_by_text("Non ancora:").or_(empty)
        verdict.first.wait_for(timeout=WAIT)
        if page.get_by_text("Non ancora:").count():
            return
    page.screenshot(path="/tmp/trunfu-teaching-failed.png")
    raise AssertionError(f"the answer {value!r} never reached the app")


def drag(page: Any, code: str, group: str) -> None:
    """Drag the pile's card ``code`` onto the row of ``group`` with the mouse, as a
    person does (press, move in steps, release); the card must land in that row."""
    card = page.get_by_role("button", name=code, exact=True).first
    target = page.get_by_role("button", name=group, exact=True)
    reveal(page, target)
    x, y = middle(box_of(card))
    tx, ty = middle(box_of(target))
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 5, y + 5, steps=3)
    page.mouse.move(tx + 140, ty, steps=15)      # onto the group's row, right of its button
    page.wait_for_timeout(300)
    page.mouse.up()
    if lands_in(page, code, group, (group,)):    # the card is redrawn in the group's row
        return
    page.screenshot(path="/tmp/trunfu-drag-failed.png")
    raise AssertionError(f"{code} was not dropped on {group}")


def test_one_round_at_each_level(seeded: AppServer, browser: Any, tmp_path: Path) -> None:
    page = open_app(browser, seeded.url, height=1000)
    page.get_by_role("button", name="Impara", exact=True).click()
    page.get_by_text("Impara a contare").wait_for(timeout=WAIT)

    # 1: the value of a card
    answer_and_check(page, "999")
    page.get_by_text(f"{new_task('values', SEED).code} vale", exact=False).wait_for(timeout=WAIT)

    # 2: one terzetto
    page.get_by_role("button", name="2. Un terzetto").click()
    page.get_by_text("Quanti punti carta fa questo terzetto?", exact=False).wait_for(timeout=WAIT)
    page.wait_for_timeout(300)
    answer_and_check(page, "999")
    page.get_by_text("non 999", exact=False).wait_for(timeout=WAIT)

    # 3: group a pile by taps, every group said to be worth 99: group 1 is named with its rule
    page.get_by_role("button", name="3. Raggruppare in terzetti").click()
    page.get_by_text("Carte da raggruppare").wait_for(timeout=WAIT)
    pile = new_task("grouping", SEED + 2).cards
    drag(page, pile[0], "Gruppo 1")              # the first card by dragging, the others by taps
    for code in pile[1:]:
        group_by_tap(page, code)
    groups = (len(pile) + 2) // 3
    for n in range(1, groups + 1):
        answer(page, f"Punti del gruppo {n}", "99")
    check(page)
    named = page.get_by_text("Il gruppo 1 vale", exact=False)
    named.wait_for(timeout=WAIT)
    reveal(page, named)
    shot(page, tmp_path, "teaching-grouping.png")

    # 4: a side's card points
    page.get_by_role("button", name="4. I punti carta di una parte").click()
    page.get_by_text("Quanti punti carta fa questo mucchio?", exact=False).wait_for(timeout=WAIT)
    page.wait_for_timeout(300)
    answer_and_check(page, "999")
    page.get_by_text("non 999", exact=False).wait_for(timeout=WAIT)

    # 5: a whole hand: one pay-out typed wrong, the rest left out
    page.get_by_role("button", name="5. Una mano intera: jochi e pagamenti").click()
    page.get_by_text("Quanti jochi fa ogni parte", exact=False).wait_for(timeout=WAIT)
    page.wait_for_timeout(300)
    first = new_task("hand", SEED + 4).hand["players"][0]
    answer(page, f"Pagamento: {first}", "1000")
    check(page)
    said = page.get_by_text(f"{first} riceve", exact=False)
    said.wait_for(timeout=WAIT)
    reveal(page, said)
    # once answered, what the hand made is listed with its rule: a tap opens the pay-out's rule
    task = new_task("hand", SEED + 4)
    payout_rule = text(f"rule.payout.{task.hand['rules']}.{task.hand['contract']}", "it")
    assert page.get_by_text(payout_rule, exact=True).count() == 0
    tile = page.get_by_role("button", name="Pagamento:", exact=False).first
    reveal(page, tile).click()
    page.get_by_text(payout_rule, exact=True).wait_for(timeout=WAIT)
    reveal(page, page.get_by_text(payout_rule, exact=True))
    shot(page, tmp_path, "teaching-hand.png")
