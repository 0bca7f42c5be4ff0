"""Sentences of screenshot reading (``recognition``): bad images, deck
folders, problems found on a screenshot.

``recognition`` knows nothing of ``scoring``: it raises errors and reports
problems as a key and its parameters; ``companion`` and ``ui`` turn them
into sentences with this catalogue.  Keys start with ``recognition.``.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
}
