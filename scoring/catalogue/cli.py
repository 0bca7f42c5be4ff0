"""Sentences of the command line and the application layer (``companion``):
file and option errors, evenings, tables, counters, exports.

Part of the one catalogue (``scoring.catalogue``); keys start with ``cli.``
or ``evening.``.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
}
