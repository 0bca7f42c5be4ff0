"""Reading an evening: counters, the Discord message, standings, the season, CSV.

    trunfu counters EVENING TABLE [--turn N]
    trunfu discord EVENING TABLE [--turn N]
    trunfu standings EVENING
    trunfu season [EVENING...]
    trunfu csv EVENING hands|turns|standings [--out FILE]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from companion.breakdown import signed
from companion.commands.common import add_common, emit, open_evenings, tr
from companion.errors import UserError


def register(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    p = sub.add_parser("counters", help="i due contatori di ogni giocatore / each player's two counters",
                       epilog="trunfu counters check EVENING TABLE IMAGE [--turn N]: screenshot vs hands")
    p.add_argument("evening")
    p.add_argument("table")
    p.add_argument("--turn", type=int, help="turno (default: l'ultimo) / turn (default: the last)")
    add_common(p)
    p.set_defaults(func=counters)
    p = sub.add_parser("discord", help="il messaggio di fine turno / the end-of-turn message")
    p.add_argument("evening")
    p.add_argument("table")
    p.add_argument("--turn", type=int)
    add_common(p)
    p.set_defaults(func=discord)
    p = sub.add_parser("standings", help="classifica della serata / the evening's standings")
    p.add_argument("evening")
    add_common(p)
    p.set_defaults(func=standings)
    p = sub.add_parser("season", help="classifica della stagione, 10 migliori serate su 18 / season standings")
    p.add_argument("evenings", nargs="*", help="serate (default: tutte) / evenings (default: all)")
    add_common(p)
    p.set_defaults(func=season)
    p = sub.add_parser("csv", help="esporta in CSV / export as CSV")
    p.add_argument("evening")
    p.add_argument("what", choices=("hands", "turns", "standings"))
    p.add_argument("--out", help="file (default: standard output)")
    add_common(p)
    p.set_defaults(func=csv_export)



def counters(args: argparse.Namespace) -> int:
    table = open_evenings(args).table(args.evening, args.table)
    turn = table.turn(args.turn)
    data = {"table": table.label, "turn": turn.number, "complete": turn.complete, "hands": len(turn.hands),
            "counters": {p: {"giochi": turn.giochi[p], "jochi": turn.jochi[p]} for p in table.seats}}
    width = max(len(p) for p in table.seats)
    lines = [f"{tr(args, 'Tavolo', 'Table')} {table.label}, {tr(args, 'turno', 'turn')} {turn.number} "
             f"({len(turn.hands)}/{turn.length})", f"{'':<{width}}  Giochi V/P  Somma Jochi"]
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
    lines = [f"{tr(args, 'Classifica della serata', 'Evening standings')} «{args.evening}»"]
    for i, s in zip(ranks, result.scores):
        lines.append(f"{i:>2}. {s.player}: {s.total} ({tr(args, 'miglior turno', 'best turn')} {s.best}"
                     f" + bonus {s.bonus}; {tr(args, 'turni', 'turns')} {' '.join(map(str, s.turn_points))})")
    if not result.scores:
        lines.append(tr(args, "(nessun turno completo)", "(no complete turn)"))
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
    n = len(names)
    lines = [tr(args, f"Stagione: {n} {'serata' if n == 1 else 'serate'} ({', '.join(names)}), contano le 10 migliori",
                f"Season: {n} {'evening' if n == 1 else 'evenings'} ({', '.join(names)}), the 10 best count")]
    lines += [f"{r:>2}. {p}: {total} ({' '.join(map(str, counted))})" for r, (p, total, counted) in zip(ranks, table)]
    emit(args, rows, "\n".join(lines))
    return 0


def csv_export(args: argparse.Namespace) -> int:
    from companion.exports import hands_csv, standings_csv, turns_csv

    evenings = open_evenings(args)
    text = {"hands": hands_csv, "turns": turns_csv, "standings": standings_csv}[args.what](evenings, args.evening)
    if args.json:   # the same rows, as a JSON list of objects (all values as text, as in the CSV)
        import csv
        import io
        import json

        text = json.dumps(list(csv.DictReader(io.StringIO(text))), ensure_ascii=False) + "\n"
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")
        emit(args, {"file": str(args.out)}, tr(args, f"Scritto {args.out}", f"Wrote {args.out}"))
    else:
        print(text, end="")
    return 0
