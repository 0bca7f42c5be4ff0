"""``trunfu counters check EVENING TABLE IMAGE [--turn N]``: read a screenshot
of a table's counters and compare it with the saved hands.

``trunfu counters EVENING TABLE`` (the counters kept from the hands) has its
own parser in ``reports``; ``companion.cli`` sends ``counters check …`` here,
so both forms work without an evening called "check" being mistaken.
"""

from __future__ import annotations

import argparse
from typing import Sequence

from companion.commands.common import add_common, emit, open_evenings


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="trunfu counters check",
        description="Legge i contatori del tavolo da uno screenshot e li confronta con le mani salvate. "
        "Reads the table's counters from a screenshot and compares them with the saved hands.")
    p.add_argument("evening")
    p.add_argument("table")
    p.add_argument("image", help="screenshot dei contatori / screenshot of the counters")
    p.add_argument("--turn", type=int, help="turno (default: l'ultimo) / turn (default: the last)")
    add_common(p)
    p.set_defaults(func=run)
    return p


def parse(argv: Sequence[str]) -> argparse.Namespace:
    """The arguments after ``counters check``."""
    return build_parser().parse_args(list(argv))


def run(args: argparse.Namespace) -> int:
    from companion.counters_check import check_counters

    with open_evenings(args) as evenings:
        result = check_counters(evenings, args.evening, args.table, args.image, turn=args.turn)
    emit(args, result.as_json(), result.text(args.lang))
    return 0
