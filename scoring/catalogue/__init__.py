"""The one catalogue of every sentence a user reads, in every language.

Errors and problems anywhere in the project are data (a key and its
parameters); they become sentences only here.  The catalogue is assembled
from sections kept next to each other (engine, game words, command line,
recognition, app) so that each area can grow without touching the others,
but a key is defined once and every key has every language.

Adding a language is one name in ``LANGUAGES`` and one template per key:

>>> text("hand.discard_size", "en", got=2)
'the discard holds 3 cards, not 2'
>>> text("hand.discard_size", got=2)
'lo scarto ha 3 carte, non 2'
>>> Message("Contract.forced-solo").text("en")
'forced solo'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

from scoring.catalogue import app, cli, counters, engine, files, recognition, teaching, words
from scoring.catalogue.model import Entry, Template

#: Every language the project speaks; the first is the default.
LANGUAGES: tuple[str, ...] = ("it", "en")
DEFAULT_LANGUAGE = LANGUAGES[0]


def _assemble(*sections: Mapping[str, Entry]) -> Mapping[str, Entry]:
    merged: dict[str, Entry] = {}
    for section in sections:
        for key, entry in section.items():
            if key in merged:
                raise RuntimeError(f"catalogue key {key!r} is defined twice")
            merged[key] = entry
    return MappingProxyType(merged)


CATALOGUE: Mapping[str, Entry] = _assemble(
    engine.ENTRIES, words.ENTRIES, cli.ENTRIES, files.ENTRIES, recognition.ENTRIES, app.ENTRIES,
    counters.ENTRIES, teaching.ENTRIES)


def language(lang: str | None) -> str:
    """``lang`` if the project speaks it, else the default language, so that an
    unknown ``--lang`` or browser setting still gets sentences."""
    return lang if lang in LANGUAGES else DEFAULT_LANGUAGE


def plural_form(count: Any) -> str:
    """The plural form for ``count``: ``"one"`` for exactly 1, else ``"other"``
    (true of Italian and English; a language with more forms adds them here)."""
    return "one" if count == 1 else "other"


def _template(key: str, lang: str, params: Mapping[str, Any]) -> str:
    entry = CATALOGUE[key]
    template: Template = entry.get(language(lang)) or entry[DEFAULT_LANGUAGE]
    if isinstance(template, str):
        return template
    return template[plural_form(params.get("count"))]


def text(key: str, lang: str = DEFAULT_LANGUAGE, /, **params: Any) -> str:
    """The sentence ``key`` in ``lang`` with ``params`` filled in.  Parameters
    that are themselves ``Message``s (a contract's name, a side) are put in
    the same language first."""
    filled = {name: value.text(lang) if isinstance(value, Message) else value
              for name, value in params.items()}
    return _template(key, lang, filled).format(**filled)


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence not yet put into a language: a catalogue key and its
    parameters.  Errors, problems and labels travel as ``Message``s so that
    the language is chosen only where a person reads them."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def text(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """This message in ``lang``."""
        return text(self.key, lang, **self.params)


__all__ = ["CATALOGUE", "DEFAULT_LANGUAGE", "LANGUAGES", "Entry", "Message", "Template",
           "language", "plural_form", "text"]
