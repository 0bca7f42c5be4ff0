"""The app's one door onto ``recognition``: a screenshot in, found cards out.

Every call into the recogniser is in this module (``read_screenshot``), so
when the recogniser's entry point changes only this file follows.  What it
returns is plain data the app can show and correct: each card found with
its box, the unsure ones with their candidates, the problems as catalogue
messages, and the check of the count Tabletopia shows on hover.

A side's pile may be spread over two screenshots: ``SideShots`` adds the
readings up and says which cards were seen in both.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable

from scoring import BY_CODE
from scoring.catalogue import Message


@dataclass(frozen=True, slots=True)
class Found:
    """One card-shaped thing on a screenshot: its box (x, y, w, h), the card
    it was read as (None while unsure) and the candidates when unsure."""

    box: tuple[int, int, int, int]
    code: str | None
    confidence: float = 0.0
    candidates: tuple[str, ...] = ()
    corrected: bool = False

    @property
    def unsure(self) -> bool:
        return self.code is None


@dataclass(kw_only=True)
class Reading:
    """One screenshot as read, with the user's corrections applied."""

    path: str
    width: int = 0
    height: int = 0
    found: list[Found] = field(default_factory=list)
    problems: list[Message] = field(default_factory=list)
    error: Callable[[str], str] | None = None
    expected: int | None = None

    def codes(self) -> list[str]:
        return [f.code for f in self.found if f.code is not None]

    @property
    def unsure_count(self) -> int:
        return sum(1 for f in self.found if f.unsure)

    def correct(self, index: int, code: str | None) -> None:
        """The user says card ``index`` is ``code`` (None: not a card, drop it)."""
        if code is None:
            del self.found[index]
        else:
            self.found[index] = replace(self.found[index], code=code, corrected=True, candidates=())

    def count_check(self) -> Message | None:
        """Against the count typed from Tabletopia's hover: None when it agrees
        or none was typed."""
        if self.expected is None or self.expected == len(self.found):
            return None
        return Message("app.shot.count_mismatch", {"count": self.expected, "found": len(self.found)})

    def messages(self, lang: str) -> list[str]:
        said = [m.text(lang) for m in self.problems]
        check = self.count_check()
        if check is not None:
            said.append(check.text(lang))
        if self.error is not None:
            said.append(self.error(lang))
        return said


@dataclass(kw_only=True)
class SideShots:
    """The screenshots of one side's pile (one or two), added up."""

    readings: list[Reading] = field(default_factory=list)

    def codes(self) -> list[str]:
        seen: list[str] = []
        for reading in self.readings:
            seen.extend(c for c in reading.codes() if c not in seen)
        return seen

    def twice(self) -> list[str]:
        """Cards read on more than one of the side's screenshots."""
        counts: dict[str, int] = {}
        for reading in self.readings:
            for code in set(reading.codes()):
                counts[code] = counts.get(code, 0) + 1
        return sorted(c for c, n in counts.items() if n > 1)


_DECKS: dict[str, Any] = {}
_DECK_LOCK = threading.Lock()


def _deck(folder: str | Path) -> Any:
    from recognition.deck import Deck

    key = str(Path(folder).resolve())
    with _DECK_LOCK:
        if key not in _DECKS:
            _DECKS[key] = Deck.load(key)
        return _DECKS[key]


def warm_up(deck_folder: str | Path) -> None:
    """Load the recogniser and the deck ahead of the first screenshot, so
    that the first reading is as quick as the others (call it in the background)."""
    try:
        import recognition.recognize  # noqa: F401

        _deck(deck_folder)
    except Exception:  # a bad deck is reported when a screenshot is read
        pass


def _problem(p: dict[str, Any]) -> Message:
    kind = str(p.get("kind", "unknown"))
    if "key" in p:
        return Message(str(p["key"]), dict(p.get("params", {})))
    if kind == "duplicate":
        return Message("app.shot.duplicate", {"card": p.get("code", "?")})
    if kind in ("tax_ace", "no_cards"):
        return Message(f"app.shot.{kind}")
    return Message("app.shot.unknown")


def _speaker(error: Exception) -> Callable[[str], str]:
    """An error of the recogniser put into the reader's language."""
    if hasattr(error, "key") and hasattr(error, "params"):
        return lambda lang: Message(getattr(error, "key"), dict(getattr(error, "params"))).text(lang)
    message = getattr(error, "message", None)
    if callable(message):
        return lambda lang: str(message(lang))
    return lambda lang: str(error)


def _size(path: str | Path) -> tuple[int, int]:
    from PIL import Image

    with Image.open(path) as image:
        return int(image.width), int(image.height)


def read_screenshot(path: str | Path, deck_folder: str | Path, *, expected: int | None = None) -> Reading:
    """Read the cards on one screenshot with the pack of ``deck_folder``.
    Never raises for a bad image or deck: the reading carries the error."""
    try:
        from recognition.recognize import recognize_file

        raw = recognize_file(path, _deck(deck_folder))
    except Exception as error:  # the recogniser's refusals (bad image, bad deck) and a missing OpenCV
        return Reading(path=str(path), error=_speaker(error), expected=expected)
    found = [Found(tuple(c["box"]), c["code"], float(c.get("confidence", 0.0))) for c in raw["cards"]
             if c["code"] in BY_CODE]
    found += [Found(tuple(u["box"]), None, 0.0, tuple(u.get("candidates", ()))) for u in raw["unsure"]]
    found.sort(key=lambda f: (f.box[1] // 60, f.box[0]))
    width, height = _size(path)
    return Reading(path=str(path), width=width, height=height, found=found,
                   problems=[_problem(p) for p in raw["problems"]], expected=expected)
