"""Sentences of teaching mode (``companion.teaching``): the levels, what a
learner is asked, and why a group of three is wrong, with the rule it
broke.  Keys start with ``teaching.``.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
}
