"""The language of the command line's own words: help, usage, option errors.

They are printed while the arguments are being parsed, before ``--lang`` is
known as an option, so the language is read off the raw arguments (``--lang
en`` or ``--lang=en`` anywhere), else ``$TRUNFU_LANG``, else the project's
first language.  The same choice is ``--lang``'s default, so a user who sets
``TRUNFU_LANG=en`` once gets English everywhere.

argparse is written for gettext: every sentence it prints goes through its
module-level ``_`` and ``ngettext``.  ``argparse_speaking`` points those at
the catalogue's ``argparse.*`` entries (whose English template is argparse's
message id) for the time of one parse, and puts them back afterwards, so an
in-process caller (the tests, the app) is not left with a changed argparse.
"""

from __future__ import annotations

import argparse
import os
from contextlib import contextmanager
from typing import Callable, Iterator, Mapping, Sequence

from scoring.catalogue import CATALOGUE, DEFAULT_LANGUAGE, language, plural_form

#: ``help(key)`` → the catalogue sentence ``key`` in the chosen language.
HelpText = Callable[[str], str]


def chosen_language(argv: Sequence[str], environ: Mapping[str, str] | None = None) -> str:
    """``--lang X`` (or ``--lang=X``) in ``argv``, else ``$TRUNFU_LANG``, else
    the default; an unknown value falls back as ``language`` does.

    >>> chosen_language(["score", "--lang", "en", "x.json"], {})
    'en'
    >>> chosen_language(["score"], {"TRUNFU_LANG": "en"})
    'en'
    >>> chosen_language(["score", "--lang=de"], {})
    'it'
    """
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return language(argv[i + 1])
        if arg.startswith("--lang="):
            return language(arg.split("=", 1)[1])
    return default_language(environ)


def default_language(environ: Mapping[str, str] | None = None) -> str:
    """``$TRUNFU_LANG`` if the project speaks it, else the first language."""
    env = os.environ if environ is None else environ
    return language(env.get("TRUNFU_LANG") or DEFAULT_LANGUAGE)


def _argparse_templates(lang: str) -> dict[str, str | Mapping[str, str]]:
    """argparse's message id (the English template) → the template in ``lang``."""
    out: dict[str, str | Mapping[str, str]] = {}
    for key, entry in CATALOGUE.items():
        if not key.startswith("argparse."):
            continue
        english, chosen = entry["en"], entry.get(lang) or entry["en"]
        if isinstance(english, str):
            out[english] = chosen
        else:
            out[english["one"]] = chosen
    return out


@contextmanager
def argparse_speaking(lang: str) -> Iterator[None]:
    """argparse's own sentences in ``lang`` inside the ``with`` block."""
    templates = _argparse_templates(language(lang))

    def gettext(message: str) -> str:
        found = templates.get(message, message)
        return found if isinstance(found, str) else message

    def ngettext(singular: str, plural: str, count: int) -> str:
        found = templates.get(singular)
        if isinstance(found, Mapping):
            return found[plural_form(count)]
        return singular if count == 1 else plural

    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = gettext, ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


__all__ = ["HelpText", "argparse_speaking", "chosen_language", "default_language"]
