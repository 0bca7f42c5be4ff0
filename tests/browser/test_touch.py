"""Grouping a pile into terzetti on a phone, with a finger: Chromium
emulating a touch screen (touch events through the DevTools protocol, as a
phone sends them, no mouse at all).  A card dragged onto group 1 lands there
even though group 2 is the selected one (so it was the drag, not a tap), and
group 1 becomes the selected one; a card dragged back onto the pile leaves
its group."""

from __future__ import annotations

from typing import Any

import pytest

from browser_helpers import WAIT, AppServer, box_of, group_by_tap, lands_in, load, middle, pile_cards, reveal

pytestmark = pytest.mark.browser


def finger_drag(cdp: Any, page: Any, start: tuple[float, float], end: tuple[float, float]) -> None:
    """Press, slide in steps and lift one finger."""
    (x, y), (tx, ty) = start, end
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    page.wait_for_timeout(100)
    for i in range(1, 21):
        point = {"x": x + (tx - x) * i / 20, "y": y + (ty - y) * i / 20}
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
        page.wait_for_timeout(30)
    page.wait_for_timeout(300)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def test_a_card_dragged_by_finger_lands_in_the_group_it_is_dropped_on(server: AppServer, browser: Any) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    load(page, server.url)
    page.get_by_role("button", name="Impara", exact=True).tap()
    page.get_by_text("Impara a contare").wait_for(timeout=WAIT)
    page.get_by_role("button", name="3. Raggruppare in terzetti").tap()
    page.get_by_text("Carte da raggruppare").wait_for(timeout=WAIT)
    page.wait_for_timeout(500)
    pile = pile_cards(page)
    assert len(pile) >= 3, pile
    first, dragged, tapped = pile[0], pile[1], pile[2]
    group_by_tap(page, first, touch=True)                                           # into group 1
    assert lands_in(page, first, "Gruppo 1", ("Gruppo 1",))
    reveal(page, page.get_by_role("button", name="Nuovo gruppo", exact=True)).tap()   # group 2, now selected
    page.get_by_role("button", name="Gruppo 2", exact=True).wait_for(timeout=WAIT)

    target = reveal(page, page.get_by_role("button", name="Gruppo 1", exact=True))
    card = page.get_by_role("button", name=dragged, exact=True).first
    reveal(page, card)
    row = box_of(target)
    finger_drag(context.new_cdp_session(page), page, middle(box_of(card)),
                (row["x"] + row["width"] + 90, middle(row)[1]))
    assert lands_in(page, dragged, "Gruppo 1")

    # the group a card is dropped on becomes the chosen one: a tap now goes there too
    group_by_tap(page, tapped, touch=True)
    assert lands_in(page, tapped, "Gruppo 1")

    # and a grouped card dragged back onto the pile leaves its group
    pile_area = reveal(page, page.get_by_text("Carte da raggruppare"))
    card = page.get_by_role("button", name=dragged, exact=True).first
    label = box_of(pile_area)
    finger_drag(context.new_cdp_session(page), page, middle(box_of(card)), (label["x"] + 60, label["y"] + 60))
    assert lands_in(page, dragged, None)
    assert dragged in pile_cards(page)
    context.close()
