"""Regenerate the example screenshots of every pack the project ships, and
their truth files:

    .venv/bin/python samples/make_screenshots.py

* the project's own pack (``samples/deck``): ``samples/screenshots/``
  (images only, so that ``trunfu recognize samples/screenshots/*`` reads
  them all), truth in ``samples/screenshots-truth/``;
* the same cards drawn in another style (``samples/deck-alt``, rendered
  here by ``recognition.synthetic.render_deck --style alt``):
  ``samples/screenshots-alt/``, truth in ``samples/screenshots-alt-truth/``;
  read with ``trunfu recognize samples/screenshots-alt/* --deck samples/deck-alt``.

The photographed pack (photo-dev, GPL) is never committed: the tests write
its examples into a temporary folder the same way
(``recognition.synthetic.examples``).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from recognition.synthetic.examples import (  # noqa: E402
    BASE_SEED, EXAMPLES, OTHER_PACK_EXAMPLES, OTHER_PACK_SEED, write_examples)
from recognition.synthetic.render_deck import render_deck  # noqa: E402


def main() -> None:
    for path in write_examples(HERE / "deck", HERE / "screenshots", HERE / "screenshots-truth", EXAMPLES, BASE_SEED):
        print(path.relative_to(HERE))
    render_deck(HERE / "deck-alt", style="alt")
    for path in write_examples(HERE / "deck-alt", HERE / "screenshots-alt", HERE / "screenshots-alt-truth",
                               OTHER_PACK_EXAMPLES, OTHER_PACK_SEED):
        print(path.relative_to(HERE))


if __name__ == "__main__":
    main()
