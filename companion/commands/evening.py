"""Evenings, tables and hands from the command line:

    trunfu evening create|list|draw|show|export|import
    trunfu table create EVENING LABEL PLAYER...
    trunfu hand add|edit|delete|list EVENING TABLE …
    trunfu undo EVENING
    trunfu evening history EVENING
"""

from __future__ import annotations

import argparse
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Iterator

from companion.breakdown import signed
from companion.cli_language import HelpText
from companion.commands.common import add_common, add_evening_and_table, emit, open_evenings, read_json_file, say, write_output
from companion.errors import UserError
from companion.hand_files import FileHandError
from scoring.errors import TrunfuError
from scoring.catalogue import Message, text

if TYPE_CHECKING:
    from companion.tables import TableState


def register(sub: "argparse._SubParsersAction[argparse.ArgumentParser]", h: HelpText) -> None:
    ev = sub.add_parser("evening", help=h("help.evening")).add_subparsers(dest="action", metavar=h("metavar.action"))
    ev.required = True
    p = ev.add_parser("create", help=h("help.evening.create"))
    p.add_argument("name", metavar=h("metavar.evening"), help=h("help.evening_name"))
    add_common(p, h)
    p.set_defaults(func=create_evening)
    p = ev.add_parser("list", help=h("help.evening.list"))
    add_common(p, h)
    p.set_defaults(func=list_evenings)
    p = ev.add_parser("draw", help=h("help.evening.draw"))
    p.add_argument("name", metavar=h("metavar.evening"), help=h("help.evening_name"))
    p.add_argument("--players", nargs="+", required=True, metavar=h("metavar.name"), help=h("help.evening.players"))
    p.add_argument("--seed", type=int, required=True, help=h("help.evening.seed"))
    add_common(p, h)
    p.set_defaults(func=draw_tables)
    p = ev.add_parser("show", help=h("help.evening.show"))
    p.add_argument("name", metavar=h("metavar.evening"), help=h("help.evening_name"))
    add_common(p, h)
    p.set_defaults(func=show_evening)
    p = ev.add_parser("export", help=h("help.evening.export"))
    p.add_argument("name", metavar=h("metavar.evening"), help=h("help.evening_name"))
    p.add_argument("--out", help=h("help.out"))
    add_common(p, h)
    p.set_defaults(func=export)
    p = ev.add_parser("import", help=h("help.evening.import"))
    p.add_argument("file", metavar=h("metavar.file"), help=h("help.evening.import_file"))
    p.add_argument("--as", dest="rename", metavar=h("metavar.name"), help=h("help.evening.as"))
    add_common(p, h)
    p.set_defaults(func=import_)
    p = ev.add_parser("history", help=h("help.evening.history"))
    p.add_argument("name", metavar=h("metavar.evening"), help=h("help.evening_name"))
    add_common(p, h)
    p.set_defaults(func=history)

    tb = sub.add_parser("table", help=h("help.table")).add_subparsers(dest="action", metavar=h("metavar.action"))
    tb.required = True
    p = tb.add_parser("create", help=h("help.table.create"))
    p.add_argument("evening", metavar=h("metavar.evening"), help=h("help.evening_name"))
    p.add_argument("label", metavar=h("metavar.table"), help=h("help.table_label"))
    p.add_argument("players", nargs="+", metavar=h("metavar.player"), help=h("help.table.players"))
    add_common(p, h)
    p.set_defaults(func=create_table)

    hd = sub.add_parser("hand", help=h("help.hand")).add_subparsers(dest="action", metavar=h("metavar.action"))
    hd.required = True
    for name in ("add", "edit"):
        p = hd.add_parser(name, help=h(f"help.hand.{name}"))
        add_evening_and_table(p, h)
        if name == "edit":
            p.add_argument("number", type=int, metavar="N", help=h("help.hand_number"))
        p.add_argument("file", nargs="?", metavar=h("metavar.file"), help=h("help.hand_file"))
        p.add_argument("--thrown-in", action="store_true", help=h("help.hand.thrown_in"))
        add_common(p, h)
        p.set_defaults(func=add_hand if name == "add" else edit_hand)
    p = hd.add_parser("delete", help=h("help.hand.delete"))
    add_evening_and_table(p, h)
    p.add_argument("number", type=int, metavar="N", help=h("help.hand_number"))
    add_common(p, h)
    p.set_defaults(func=delete_hand)
    p = hd.add_parser("list", help=h("help.hand.list"))
    add_evening_and_table(p, h)
    add_common(p, h)
    p.set_defaults(func=list_hands)

    p = sub.add_parser("undo", help=h("help.undo"))
    p.add_argument("evening", metavar=h("metavar.evening"), help=h("help.evening_name"))
    add_common(p, h)
    p.set_defaults(func=undo)


def create_evening(args: argparse.Namespace) -> int:
    open_evenings(args).create_evening(args.name)
    emit(args, {"evening": args.name}, say(args, "cli.evening_created", name=args.name))
    return 0


def list_evenings(args: argparse.Namespace) -> int:
    names = open_evenings(args).evenings()
    emit(args, names, "\n".join(names) or say(args, "cli.no_evenings"))
    return 0


def draw_tables(args: argparse.Namespace) -> int:
    tables = open_evenings(args).draw_tables(args.name, args.players, seed=args.seed)
    lines = [say(args, "cli.drawn_table_observer" if t.next_seating().observer else "cli.drawn_table",
                 table=t.label, seats=", ".join(t.seats), dealer=t.next_seating().dealer) for t in tables]
    emit(args, [{"label": t.label, "seats": list(t.seats)} for t in tables], "\n".join(lines))
    return 0


def table_text(table: "TableState", lang: str) -> str:
    """A table's hands and its counters after each, turn by turn."""
    def watching(observer: str | None) -> str:
        return text("cli.watching", lang, observer=observer) if observer else ""

    lines = [text("cli.table_head", lang, table=table.label, rules=table.rules, seats=", ".join(table.seats))]
    for turn in table.turns:
        status = text("cli.turn_complete", lang) if turn.complete else f"{len(turn.hands)}/{turn.length}"
        lines.append("  " + text("cli.turn_head", lang, number=turn.number, status=status))
        for r in turn.hands:
            s = r.seating
            what = text("cli.thrown_in", lang) if r.result is None else (
                f"{r.result.hand.contract} {r.result.hand.declarer}, D {signed(r.result.difference)}"
                + (text("cli.annulled", lang) if r.result.annulled else ""))
            pays = " ".join(f"{p} {signed(r.payout[p])}" for p in table.seats if p != s.observer)
            lines.append("    " + text("cli.hand_line", lang, number=s.number, dealer=s.dealer,
                                       watching=watching(s.observer), what=what, payout=pays))
        counters = "; ".join(f"{p} {signed(turn.giochi[p])}/{turn.jochi[p]}" for p in table.seats)
        lines.append("    " + text("cli.counters_line", lang, counters=counters))
        if turn.placings:
            lines.append("    " + text("cli.places", lang, places=", ".join(
                f"{p.place}. {p.player} ({p.points})" for p in turn.placings)))
    nxt = table.next_seating()
    lines.append("  " + text("cli.next_hand", lang, number=nxt.number, dealer=nxt.dealer,
                             watching=watching(nxt.observer)))
    return "\n".join(lines)


def show_evening(args: argparse.Namespace) -> int:
    from companion.exports import table_json

    tables = open_evenings(args).tables(args.name)
    emit(args, {"evening": args.name, "tables": [table_json(t) for t in tables]},
         "\n\n".join(table_text(t, args.lang) for t in tables) or say(args, "cli.no_tables"))
    return 0


def export(args: argparse.Namespace) -> int:
    from companion.exports import dumps, export_evening

    text = dumps(export_evening(open_evenings(args), args.name))
    if args.out:
        write_output(args.out, text + "\n")
        emit(args, {"evening": args.name, "file": str(args.out)},
             say(args, "cli.evening_exported", file=args.out))
    else:
        print(text)
    return 0


def import_(args: argparse.Namespace) -> int:
    from companion.exports import import_evening

    data = read_json_file(args.file, kind="evening")
    with _naming_the_file(args.file):
        name = import_evening(open_evenings(args), data, name=args.rename)
    emit(args, {"evening": name}, say(args, "cli.evening_imported", name=name))
    return 0


def _show(args: argparse.Namespace, table: "TableState") -> int:
    """Print a table after a command: JSON with --json, else readable."""
    from companion.exports import table_json

    emit(args, table_json(table), table_text(table, args.lang))
    return 0


def create_table(args: argparse.Namespace) -> int:
    return _show(args, open_evenings(args).create_table(args.evening, args.label, args.players))


def _hand_data(args: argparse.Namespace) -> Any:
    """The hand file's JSON as read (``Evenings`` refuses what is not a hand
    object), or None for ``--thrown-in``."""
    if args.thrown_in and args.file:
        raise UserError.of("cli.hand_file_and_thrown_in")
    if not args.thrown_in and not args.file:
        raise UserError.of("cli.hand_file_needed")
    return None if args.thrown_in else read_json_file(args.file)


@contextmanager
def _naming_the_file(path: str | None) -> Iterator[None]:
    """A refusal of what the file ``path`` holds (a hand the rules or its
    seat refuse, an evening that cannot be imported) is reported with the
    file's name in front of each problem, as ``trunfu score`` does.  Errors
    that already name a file (the reader's, the database's) pass as they are."""
    try:
        yield
    except TrunfuError as error:
        if not path or isinstance(error, FileHandError) or not error.problems \
                or error.keys[0] == "cli.file_problem" or error.keys[0].startswith(("input.", "db.")):
            raise
        raise FileHandError(path, error) from None


def add_hand(args: argparse.Namespace) -> int:
    """Add the hand; when it completes a turn, also print the Discord
    message the table posts (in the JSON as ``"discord"``)."""
    from companion.exports import discord_message, table_json

    with _naming_the_file(args.file):
        table = open_evenings(args).add_hand(args.evening, args.table, _hand_data(args))
    turn = table.turns[-1]
    message = discord_message(table, turn.number, lang=args.lang) if turn.complete else None
    readable = table_text(table, args.lang)
    if message:
        readable += "\n\n" + say(args, "cli.turn_complete_discord") + "\n" + message
    emit(args, {**table_json(table), "discord": message}, readable)
    return 0


def edit_hand(args: argparse.Namespace) -> int:
    with _naming_the_file(args.file):
        table = open_evenings(args).edit_hand(args.evening, args.table, args.number, _hand_data(args))
    return _show(args, table)


def delete_hand(args: argparse.Namespace) -> int:
    return _show(args, open_evenings(args).delete_hand(args.evening, args.table, args.number))


def list_hands(args: argparse.Namespace) -> int:
    return _show(args, open_evenings(args).table(args.evening, args.table))


def undo(args: argparse.Namespace) -> int:
    change = open_evenings(args).undo_change(args.evening)
    emit(args, {"undone": change.action, "table": change.table, "change": change.id},
         say(args, "cli.undone", what=Message(f"cli.undone.{change.action}"), table=change.table))
    return 0


def history(args: argparse.Namespace) -> int:
    log = open_evenings(args).history(args.name)
    lines = [say(args, "cli.history_line", id=c.id, at=c.at, table=c.table, hand=c.hand_id,
                 action=say(args, f"cli.history.{c.action}"),
                 undone=say(args, "cli.history_undone", at=c.undone) if c.undone else "") for c in log]
    emit(args, [{"id": c.id, "at": c.at, "action": c.action, "table": c.table, "hand_id": c.hand_id,
                 "undone": c.undone} for c in log],
         "\n".join(lines) or say(args, "cli.no_changes"))
    return 0
