"""A process that keeps adding hands to a table, for the kill and
concurrency tests: ``python writer_process.py DB EVENING TABLE COUNT SEED``.
It prints the number of each hand once its transaction has committed."""

from __future__ import annotations

import random
import sys

from companion.evenings import Evenings
from companion.store import Store
from scoring.random_hands import random_hand


def main() -> None:
    db, evening, label, count, seed = sys.argv[1:6]
    e = Evenings(Store(db))
    rng = random.Random(int(seed))
    for _ in range(int(count)):
        place = e.table(evening, label).next_seating()
        state = e.add_hand(evening, label, random_hand(rng, players=place.players, dealer=place.dealer))
        print(len(state.hands), flush=True)


if __name__ == "__main__":
    main()
