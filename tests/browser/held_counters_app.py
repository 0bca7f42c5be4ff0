"""The app (``python -m ui``) with the counters check held until the test lets
it end: ``python tests/browser/held_counters_app.py --no-browser --port N``.

The real check takes half a second to two seconds of Tesseract, too short
and too uneven for a test to be sure where the person is when it ends.  Here
the check waits for the file ``open`` in ``TRUNFU_HELD`` (the test makes it)
and, once the view has drawn what came of it, writes ``shown`` there; the
test deletes both before the next check.  Everything else is the real app.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from companion import counters_session  # noqa: E402
from ui.counters_view import CountersView  # noqa: E402

HELD = Path(os.environ["TRUNFU_HELD"])
_check_counters, _read_now = counters_session.check_counters, CountersView.read_now


def held_check_counters(*args: Any, **kwargs: Any) -> Any:
    """The real reading and comparing, once the test has opened the gate (a
    minute at most); the session has already forgotten the last result, as
    it does while Tesseract reads."""
    deadline = time.time() + 60
    while not (HELD / "open").exists() and time.time() < deadline:
        time.sleep(0.05)
    return _check_counters(*args, **kwargs)


def told_read_now(self: CountersView, path: str) -> None:
    """The view's own ending of a check, then ``shown`` for the test."""
    _read_now(self, path)
    (HELD / "shown").touch()


counters_session.check_counters = held_check_counters
CountersView.read_now = told_read_now  # type: ignore[method-assign]

if __name__ == "__main__":
    from ui.__main__ import main

    sys.exit(main(sys.argv[1:]))
