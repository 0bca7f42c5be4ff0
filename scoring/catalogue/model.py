"""The shape of a catalogue entry, kept apart so every section can import it
without importing the assembled catalogue (no import cycles)."""

from __future__ import annotations

from typing import Mapping, Union

#: A template is a ``str.format`` string, or for sentences with a number a
#: mapping of plural forms (``"one"``, ``"other"``) chosen by the ``count``
#: parameter, so that no language has to say "1 carte".
Template = Union[str, Mapping[str, str]]

#: One sentence in every language: ``{"it": …, "en": …}``.
Entry = Mapping[str, Template]
