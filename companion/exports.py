"""What leaves the app: the Discord end-of-turn message, CSV files for the
organisers' spreadsheets, and a JSON file holding a whole evening that
imports back exactly."""

from __future__ import annotations

import csv
import io
import json
from typing import Any, Mapping

from companion.breakdown import signed
from companion.errors import UserError, user_errors
from companion.evenings import Evenings, verify_names
from companion.output_files import csv_cell
from companion.tables import TableState
from scoring import HandError, hand_from_dict, hand_to_dict
from scoring.catalogue import Message, text
from scoring.seating import SeatError, Seating, check_hand_for_seat, rules_for_seats, seating
from scoring.standings import TurnRow, evening_ranks, turn_order

EVENING_FORMAT = "trunfu-evening"
EVENING_FORMAT_VERSION = 1


def discord_message(table: TableState, turn_number: int | None = None, *, lang: str = "it") -> str:
    """The end-of-turn post: "Tavolo A, Turno 1, finale" and each player's
    Giochi Vinti/Persi and Somma totale Jochi, best first."""
    turn = table.turn(turn_number)
    state = (Message("evening.turn_final") if turn.complete
             else Message("evening.turn_in_progress", {"hands": len(turn.hands), "length": turn.length}))
    lines = [text("evening.discord_head", lang, table=table.label, turn=turn.number, state=state)]
    places = {p.player: p for p in turn.placings}
    for row in turn_order([TurnRow(p, turn.giochi[p], turn.jochi[p]) for p in table.seats]):
        place = places.get(row.player)
        lines.append(text("evening.discord_row", lang, place=f"{place.place}. " if place else "- ",
                          player=row.player, giochi=signed(row.giochi), jochi=row.jochi,
                          points=text("evening.table_points", lang, count=place.points) if place else ""))
    return "\n".join(lines)


# --- CSV ---------------------------------------------------------------------------

def _csv(rows: list[dict[str, Any]], fields: list[str]) -> str:
    """The rows as CSV, every cell a spreadsheet would execute neutralised
    (a player may well be called ``=HYPERLINK(…)``)."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=fields, lineterminator="\n")
    writer.writeheader()
    writer.writerows({k: csv_cell(v) for k, v in row.items()} for row in rows)
    return out.getvalue()


def csv_text(what: str, rows: list[dict[str, Any]]) -> str:
    """Rows of ``what`` (``"hands"``, ``"turns"``, ``"standings"``) as CSV."""
    return _csv(rows, {"hands": HAND_FIELDS, "turns": TURN_FIELDS, "standings": STANDING_FIELDS}[what])


def rows_as_text(rows: list[dict[str, Any]]) -> list[dict[str, str]]:
    """The rows with every value as text, as a CSV reader would give them
    back (``trunfu csv --json``), without the spreadsheet neutralisation."""
    return [{k: str(v) for k, v in row.items()} for row in rows]


HAND_FIELDS = ["evening", "table", "hand", "turn", "dealer", "player", "role", "contract", "thrown_in",
               "annulled", "difference", "payout", "jochi_made", "giochi_after", "jochi_after"]


def hands_rows(evenings: Evenings, evening: str) -> list[dict[str, Any]]:
    """One row per player per hand: role, pay-out, jochi, counters after."""
    rows: list[dict[str, Any]] = []
    for table in evenings.tables(evening):
        for record in table.hands:
            result = record.result
            for player in table.seats:
                if player == record.seating.observer:
                    role = "observer"
                elif result is None:
                    role = "player"
                elif player == result.hand.declarer:
                    role = "declarer"
                elif player == result.hand.partner:
                    role = "partner"
                else:
                    role = "opponent"
                rows.append({
                    "evening": evening, "table": table.label, "hand": record.seating.number,
                    "turn": record.seating.turn, "dealer": record.seating.dealer, "player": player, "role": role,
                    "contract": result.hand.contract if result else "", "thrown_in": int(result is None),
                    "annulled": int(bool(result and result.annulled)),
                    "difference": result.difference if result else 0,
                    "payout": record.payout[player], "jochi_made": record.jochi_made[player],
                    "giochi_after": record.giochi_after[player], "jochi_after": record.jochi_after[player],
                })
    return rows


def hands_csv(evenings: Evenings, evening: str) -> str:
    """``hands_rows`` as CSV."""
    return _csv(hands_rows(evenings, evening), HAND_FIELDS)


TURN_FIELDS = ["evening", "table", "turn", "complete", "player", "giochi", "jochi", "place", "points"]


def turns_rows(evenings: Evenings, evening: str) -> list[dict[str, Any]]:
    """One row per player per turn: the two counters, the place and table points."""
    rows: list[dict[str, Any]] = []
    for table in evenings.tables(evening):
        for turn in table.turns:
            places = {p.player: p for p in turn.placings}
            for player in table.seats:
                place = places.get(player)
                rows.append({"evening": evening, "table": table.label, "turn": turn.number,
                             "complete": int(turn.complete), "player": player,
                             "giochi": turn.giochi[player], "jochi": turn.jochi[player],
                             "place": place.place if place else "", "points": place.points if place else ""})
    return rows


def turns_csv(evenings: Evenings, evening: str) -> str:
    """``turns_rows`` as CSV."""
    return _csv(turns_rows(evenings, evening), TURN_FIELDS)


STANDING_FIELDS = ["evening", "rank", "player", "turn_points", "best", "bonus", "total"]


def standings_rows(evenings: Evenings, evening: str) -> list[dict[str, Any]]:
    """The evening's ranking: turn points, best turn, bonus, total."""
    scores = evenings.standings(evening).scores
    rows: list[dict[str, Any]] = []
    for rank, s in zip(evening_ranks(scores), scores):
        rows.append({"evening": evening, "rank": rank, "player": s.player,
                     "turn_points": " ".join(str(p) for p in s.turn_points), "best": s.best,
                     "bonus": s.bonus, "total": s.total})
    return rows


def standings_csv(evenings: Evenings, evening: str) -> str:
    """``standings_rows`` as CSV."""
    return _csv(standings_rows(evenings, evening), STANDING_FIELDS)


# --- JSON evening export / import ------------------------------------------------------

def export_evening(evenings: Evenings, evening: str) -> dict[str, Any]:
    """A whole evening as JSON data: tables, seats and hands in order."""
    tables = []
    with evenings.store.snapshot():
        eid = evenings.store.evening_id(evening)
        for tid, label, seats in evenings.store.tables(eid):
            hands = [None if saved.data is None else hand_to_dict(hand_from_dict(saved.data))
                     for saved in evenings.store.hands(tid)]
            tables.append({"label": label, "seats": seats, "hands": hands})
    return {"format": EVENING_FORMAT, "version": EVENING_FORMAT_VERSION, "evening": evening, "tables": tables}


def import_evening(evenings: Evenings, data: Any, *, name: str | None = None) -> str:
    """Create an evening from exported data, all of it or nothing.

    Every hand is checked against its seat as if it were added by hand; the
    whole import is one transaction, so a refused file leaves the database
    as it was.
    """
    if not isinstance(data, Mapping) or data.get("format") != EVENING_FORMAT:
        raise UserError.of("evening.import_not_evening_file", format=EVENING_FORMAT)
    if data.get("version") != EVENING_FORMAT_VERSION:
        raise UserError.of("evening.import_version", version=repr(data.get("version")))
    evening = name or data.get("evening")
    tables = data.get("tables")
    if not isinstance(evening, str) or not evening.strip() or not isinstance(tables, list):
        raise UserError.of("evening.import_needs")
    verify_names([evening])
    checked: list[tuple[str, list[str], list[Any]]] = []
    seated: set[str] = set()
    for t in tables:
        if not isinstance(t, Mapping) or not isinstance(t.get("label"), str) \
                or not isinstance(t.get("seats"), list) or not isinstance(t.get("hands"), list) \
                or not all(isinstance(p, str) and p for p in t["seats"]):
            raise UserError.of("evening.import_table_shape")
        verify_names([t["label"], *t["seats"]])
        with user_errors():
            rules = rules_for_seats(len(t["seats"]))
        again = sorted({p for p in t["seats"] if t["seats"].count(p) > 1} | (set(t["seats"]) & seated))
        if again:
            raise UserError.of("evening.import_seated_twice", table=t["label"], names=", ".join(again))
        seated |= set(t["seats"])
        for i, hand in enumerate(t["hands"]):
            if hand is None:
                continue
            try:
                check_hand_for_seat(hand, seating(t["seats"], i), rules)
            except HandError as error:
                raise UserError.around("evening.import_hand", error, table=t["label"], number=i + 1) from None
            except SeatError as error:
                raise UserError.around("evening.import_table", error, table=t["label"]) from None
        checked.append((t["label"], list(t["seats"]), list(t["hands"])))
    store = evenings.store
    with store.transaction():
        eid = store.insert_evening(evening)
        for label, seats, hands in checked:
            tid = store.insert_table(eid, label, seats)
            for hand in hands:
                store.insert_hand(tid, hand)
    return evening


def dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1)


def table_json(table: TableState) -> dict[str, Any]:
    """A table's state for ``--json`` output: hands with results, turns with counters."""
    return {
        "label": table.label, "rules": table.rules, "seats": list(table.seats),
        "hands": [{
            "number": r.seating.number, "turn": r.seating.turn, "dealer": r.seating.dealer,
            "observer": r.seating.observer, "players": list(r.seating.players), "thrown_in": r.thrown_in,
            "result": None if r.result is None else r.result.to_json(),
            "payout": dict(r.payout), "jochi_made": dict(r.jochi_made),
            "giochi_after": dict(r.giochi_after), "jochi_after": dict(r.jochi_after),
        } for r in table.hands],
        "turns": [{
            "number": t.number, "complete": t.complete, "hands": len(t.hands), "length": t.length,
            "counters": {p: {"giochi": t.giochi[p], "jochi": t.jochi[p]} for p in table.seats},
            "placings": [{"player": p.player, "place": p.place, "points": p.points} for p in t.placings],
        } for t in table.turns],
        "next": None if not table.seats else _seating_json(table.next_seating()),
    }


def _seating_json(place: Seating) -> dict[str, Any]:
    return {"number": place.number, "turn": place.turn, "dealer": place.dealer, "observer": place.observer,
            "players": list(place.players)}


__all__ = ["discord_message", "export_evening", "hands_csv", "hands_rows", "import_evening", "rows_as_text",
           "standings_csv", "standings_rows", "table_json", "turns_csv", "turns_rows"]
