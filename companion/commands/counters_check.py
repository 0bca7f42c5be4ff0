"""``trunfu counters check EVENING TABLE IMAGE [--turn N]``: read a screenshot
of a table's counters and compare it with the saved hands.

``trunfu counters EVENING TABLE`` (the counters kept from the hands) has its
own parser in ``reports``; ``companion.cli`` sends ``counters check …`` here,
so both forms work without an evening called "check" being mistaken.
"""

from __future__ import annotations

import argparse
from typing import Sequence

from companion.cli_language import HelpText
from companion.commands.common import add_common, add_evening_and_table, emit, open_evenings


def build_parser(h: HelpText) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="trunfu counters check", description=h("help.counters_check.description"))
    add_evening_and_table(p, h)
    p.add_argument("image", metavar=h("metavar.image"), help=h("help.counters_check.image"))
    p.add_argument("--turn", type=int, metavar="N", help=h("help.turn"))
    add_common(p, h)
    p.set_defaults(func=run)
    return p


def parse(argv: Sequence[str], h: HelpText) -> argparse.Namespace:
    """The arguments after ``counters check``."""
    return build_parser(h).parse_args(list(argv))


def run(args: argparse.Namespace) -> int:
    from companion.counters_check import check_counters

    with open_evenings(args) as evenings:
        result = check_counters(evenings, args.evening, args.table, args.image, turn=args.turn)
    emit(args, result.as_json(), result.text(args.lang))
    return 0
