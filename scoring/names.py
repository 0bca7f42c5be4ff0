"""What a player's, a table's or an evening's name may be.

Names travel everywhere: the terminal, the Discord message, CSV files, the
app.  A control character (an escape sequence, a newline) would rewrite the
terminal or split a line in two; a name of a megabyte would bloat every
table.  So a name is 1 to ``MAX_NAME`` characters of printable text, with no
control or invisible formatting characters and no space at either end.

>>> name_problem("Nicolò")
>>> name_problem("Anna\\x1b[2J")
'name.control'
>>> name_problem("x" * 100)
'name.too_long'
"""

from __future__ import annotations

import unicodedata

#: The longest name accepted, in characters (a nickname, a date, "Tavolo A").
MAX_NAME = 40
#: Unicode categories refused: controls, invisible format characters
#: (including bidirectional overrides), line and paragraph separators,
#: unassigned and private-use code points, surrogates.
_REFUSED = frozenset({"Cc", "Cf", "Zl", "Zp", "Cn", "Co", "Cs"})


def name_problem(name: object) -> str | None:
    """The catalogue key of what is wrong with ``name``, or ``None`` if it
    is a good name.  The keys are ``name.*`` (in the engine's section)."""
    if not isinstance(name, str) or not name.strip():
        return "name.empty"
    if len(name) > MAX_NAME:
        return "name.too_long"
    if any(unicodedata.category(ch) in _REFUSED for ch in name):
        return "name.control"
    if name != name.strip():
        return "name.spaces"
    return None


def shown(text: object, *, limit: int = MAX_NAME) -> str:
    """``text`` safe to print inside a message: control and invisible
    characters written as escapes, and cut at ``limit`` characters.

    >>> shown("Anna\\x1b[2J")
    'Anna\\\\x1b[2J'
    """
    text = str(text)
    cut = text[:limit]
    safe = "".join(ch.encode("unicode_escape").decode("ascii") if unicodedata.category(ch) in _REFUSED else ch
                   for ch in cut)
    return safe + ("…" if len(text) > limit else "")


__all__ = ["MAX_NAME", "name_problem", "shown"]
