"""Words of the app: the one catalogue's ``app.*`` keys, and the engine's
problems put in the app's words.

A problem is data (a key, its parameters, the hand-file field it concerns).
The app never shows a JSON field name: a parameter naming a field is replaced
by the app's label for it (``app.field.<field>``), and a problem with a
sentence of its own in the app (``app.problem.<key>``) uses that one.
"""

from __future__ import annotations

from typing import Any

from scoring.catalogue import CATALOGUE, text
from scoring.errors import Problem


def t(key: str, lang: str, **params: Any) -> str:
    """The text ``app.<key>`` in ``lang`` with ``params`` filled in."""
    return text(f"app.{key}", lang, **params)


def field_label(name: str, lang: str) -> str:
    """The app's label for a hand-file field (the name itself if it has none)."""
    key = f"app.field.{name}"
    return text(key, lang) if key in CATALOGUE else name


def problem_text(problem: Problem, lang: str) -> str:
    """A problem of the engine as the app says it: no JSON field names."""
    params = dict(problem.params)
    if "field" in params:
        params["field"] = field_label(str(params["field"]), lang)
    own = f"app.problem.{problem.key}"
    sentence = text(own if own in CATALOGUE else problem.key, lang, **params)
    return sentence[:1].upper() + sentence[1:]
