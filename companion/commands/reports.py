"""Reading an evening: counters, the Discord message, standings, the season, CSV.

    trunfu counters EVENING TABLE [--turn N]
    trunfu discord EVENING TABLE [--turn N]
    trunfu standings EVENING
    trunfu season [EVENING...]
    trunfu csv EVENING hands|turns|standings [--out FILE]
"""

from __future__ import annotations

import argparse
import json

from companion.breakdown import signed
from companion.cli_language import HelpText
from companion.commands.common import add_common, add_evening_and_table, emit, open_evenings, say, write_output
from scoring.standings import SEASON_BEST


def register(sub: "argparse._SubParsersAction[argparse.ArgumentParser]", h: HelpText) -> None:
    p = sub.add_parser("counters", help=h("help.counters"), epilog=h("help.counters.epilog"))
    add_evening_and_table(p, h)
    p.add_argument("--turn", type=int, metavar="N", help=h("help.turn"))
    add_common(p, h)
    p.set_defaults(func=counters)
    p = sub.add_parser("discord", help=h("help.discord"))
    add_evening_and_table(p, h)
    p.add_argument("--turn", type=int, metavar="N", help=h("help.turn"))
    add_common(p, h)
    p.set_defaults(func=discord)
    p = sub.add_parser("standings", help=h("help.standings"))
    p.add_argument("evening", metavar=h("metavar.evening"), help=h("help.evening_name"))
    add_common(p, h)
    p.set_defaults(func=standings)
    p = sub.add_parser("season", help=h("help.season"))
    p.add_argument("evenings", nargs="*", metavar=h("metavar.evening"), help=h("help.season.evenings"))
    add_common(p, h)
    p.set_defaults(func=season)
    p = sub.add_parser("csv", help=h("help.csv"))
    p.add_argument("evening", metavar=h("metavar.evening"), help=h("help.evening_name"))
    p.add_argument("what", choices=("hands", "turns", "standings"), metavar="{hands,turns,standings}",
                   help=h("help.csv.what"))
    p.add_argument("--out", help=h("help.out"))
    add_common(p, h)
    p.set_defaults(func=csv_export)


def counters(args: argparse.Namespace) -> int:
    table = open_evenings(args).table(args.evening, args.table)
    turn = table.turn(args.turn)
    data = {"table": table.label, "turn": turn.number, "complete": turn.complete, "hands": len(turn.hands),
            "counters": {p: {"giochi": turn.giochi[p], "jochi": turn.jochi[p]} for p in table.seats}}
    width = max(len(p) for p in table.seats)
    lines = [say(args, "cli.counters_head", table=table.label, turn=turn.number, hands=len(turn.hands),
                 length=turn.length), f"{'':<{width}}  " + say(args, "cli.counters_columns")]
    lines += [f"{p:<{width}}  {signed(turn.giochi[p]):>10}  {turn.jochi[p]:>11}" for p in table.seats]
    emit(args, data, "\n".join(lines))
    return 0


def discord(args: argparse.Namespace) -> int:
    from companion.exports import discord_message

    table = open_evenings(args).table(args.evening, args.table)
    text = discord_message(table, args.turn, lang=args.lang)
    emit(args, {"message": text}, text)
    return 0


def standings(args: argparse.Namespace) -> int:
    from scoring.standings import evening_ranks

    result = open_evenings(args).standings(args.evening)
    ranks = evening_ranks(result.scores)
    rows = [{"rank": r, "player": s.player, "turn_points": list(s.turn_points), "best": s.best, "bonus": s.bonus,
             "firsts": s.firsts, "total": s.total} for r, s in zip(ranks, result.scores)]
    lines = [say(args, "cli.standings_head", name=args.evening)]
    lines += [say(args, "cli.standings_row", rank=rank, player=s.player, total=s.total, best=s.best, bonus=s.bonus,
                  turns=" ".join(map(str, s.turn_points))) for rank, s in zip(ranks, result.scores)]
    if not result.scores:
        lines.append(say(args, "cli.no_complete_turn"))
    emit(args, rows, "\n".join(lines))
    return 0


def season(args: argparse.Namespace) -> int:
    evenings = open_evenings(args)
    names = args.evenings or evenings.evenings()
    table = evenings.season(names)
    from scoring.standings import shared_ranks

    ranks = shared_ranks([total for _, total, _ in table])
    rows = [{"rank": r, "player": p, "total": total, "counted": list(counted)}
            for r, (p, total, counted) in zip(ranks, table)]
    lines = [say(args, "cli.season_head", count=len(names), names=", ".join(names), best=SEASON_BEST)]
    lines += [f"{r:>2}. {p}: {total} ({' '.join(map(str, counted))})" for r, (p, total, counted) in zip(ranks, table)]
    emit(args, rows, "\n".join(lines))
    return 0


def csv_export(args: argparse.Namespace) -> int:
    from companion import exports

    rows = getattr(exports, f"{args.what}_rows")(open_evenings(args), args.evening)
    if args.json:   # the same rows, as a JSON list of objects (all values as text, as in the CSV)
        text = json.dumps(exports.rows_as_text(rows), ensure_ascii=False) + "\n"
    else:
        text = exports.csv_text(args.what, rows)
    if args.out:
        write_output(args.out, text)
        emit(args, {"file": str(args.out)}, say(args, "cli.wrote", file=args.out))
    else:
        print(text, end="")
    return 0
