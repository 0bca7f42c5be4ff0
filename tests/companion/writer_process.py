"""A process that keeps adding hands to a table, for the kill and
concurrency tests::

    python writer_process.py DB EVENING TABLE COUNT SEED [--retry] [--pause-in-write]

It prints the number of each hand once its transaction has committed.
``--retry``: when another process took the seat first (the hand is refused),
draw a hand for the new seat and try again.  ``--pause-in-write``: on the
last hand, stop inside the write transaction (after the INSERT, before the
COMMIT), print ``writing`` and wait there to be killed.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any, Mapping

from companion.errors import UserError
from companion.evenings import Evenings
from companion.store import Store
from scoring.random_hands import random_hand


class PausingStore(Store):
    """A store that, once ``armed``, stops in the middle of writing a hand."""

    armed = False

    def insert_hand(self, table_id: int, data: Mapping[str, Any] | None, *, hand_id: int | None = None) -> int:
        hid = super().insert_hand(table_id, data, hand_id=hand_id)
        if self.armed:
            print("writing", flush=True)
            time.sleep(120)
        return hid


def main() -> None:
    db, evening, label, count, seed = sys.argv[1:6]
    retry = "--retry" in sys.argv
    store = PausingStore(db)
    e = Evenings(store)
    rng = random.Random(int(seed))
    total = int(count)
    done = 0
    while done < total:
        store.armed = "--pause-in-write" in sys.argv and done == total - 1
        place = e.table(evening, label).next_seating()
        try:
            state = e.add_hand(evening, label, random_hand(rng, players=place.players, dealer=place.dealer))
        except UserError:
            if not retry:
                raise
            continue
        done += 1
        print(len(state.hands), flush=True)


if __name__ == "__main__":
    main()
