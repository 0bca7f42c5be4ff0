"""Sentences of the command line and the application layer (``companion``):
file and option errors, evenings, tables, counters, exports.

Part of the one catalogue (``scoring.catalogue``); keys start with ``cli.``
(files, the database, command output) or ``evening.`` (the evening service:
evenings, tables, hands, imports, the Discord message).
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    # --- files and the database ------------------------------------------------------
    "cli.file_problem": {"it": "{path}: {problem}", "en": "{path}: {problem}"},
    "cli.db_is_folder": {"it": "{path} è una cartella, non un database", "en": "{path} is a folder, not a database"},
    "cli.db_newer": {
        "it": "{path} è stato scritto da una versione più nuova di trunfu (schema {version})",
        "en": "{path} was written by a newer trunfu (schema {version})",
    },
    "cli.db_busy": {
        "it": "{path}: il database è occupato da un altro processo; riprova",
        "en": "{path}: the database is busy in another process; try again",
    },
    "cli.db_write_failed": {
        "it": "{path}: scrittura non riuscita, niente è stato salvato ({detail})",
        "en": "{path}: the write failed, nothing was saved ({detail})",
    },
    "cli.internal_error": {
        "it": "trunfu: errore interno: {kind}: {detail}\nÈ un difetto di trunfu, non un tuo errore: per favore "
              "segnalalo con il comando che hai dato (TRUNFU_DEBUG=1 mostra i dettagli)",
        "en": "trunfu: internal error: {kind}: {detail}\nThis is a bug in trunfu, not your mistake: please "
              "report it with the command you gave (TRUNFU_DEBUG=1 shows details)",
    },
    # --- options ---------------------------------------------------------------------
    "cli.hand_file_and_thrown_in": {
        "it": "o un file di mano o --thrown-in, non tutti e due",
        "en": "either a hand file or --thrown-in, not both",
    },
    "cli.hand_file_needed": {
        "it": "serve un file di mano (o --thrown-in se tutti hanno passato)",
        "en": "a hand file is needed (or --thrown-in if everybody passed)",
    },
    # --- command output --------------------------------------------------------------
    "cli.evening_created": {"it": "Serata «{name}» creata", "en": "Evening '{name}' created"},
    "cli.evening_imported": {"it": "Serata «{name}» importata", "en": "Evening '{name}' imported"},
    "cli.evening_exported": {"it": "Serata esportata in {file}", "en": "Evening exported to {file}"},
    "cli.wrote": {"it": "Scritto {file}", "en": "Wrote {file}"},
    "cli.no_evenings": {"it": "(nessuna serata)", "en": "(no evenings)"},
    "cli.no_tables": {"it": "(nessun tavolo)", "en": "(no tables)"},
    "cli.no_changes": {"it": "(nessuna modifica)", "en": "(no changes)"},
    "cli.no_complete_turn": {"it": "(nessun turno completo)", "en": "(no complete turn)"},
    "cli.drawn_table": {
        "it": "Tavolo {table}: {seats} — distribuisce: {dealer}",
        "en": "Table {table}: {seats} — deals: {dealer}",
    },
    "cli.drawn_table_observer": {
        "it": "Tavolo {table} (a 4, un osservatore a turno): {seats} — distribuisce: {dealer}",
        "en": "Table {table} (of 4, one observer in turn): {seats} — deals: {dealer}",
    },
    "cli.table_head": {"it": "Tavolo {table} ({rules}): {seats}", "en": "Table {table} ({rules}): {seats}"},
    "cli.turn_head": {"it": "Turno {number} ({status})", "en": "Turn {number} ({status})"},
    "cli.turn_complete": {"it": "completo", "en": "complete"},
    "cli.thrown_in": {"it": "buttata", "en": "thrown in"},
    "cli.annulled": {"it": " (annullata)", "en": " (annulled)"},
    "cli.watching": {"it": ", osserva {observer}", "en": ", watching {observer}"},
    "cli.hand_line": {
        "it": "mano {number} (mazziere {dealer}{watching}): {what}; {payout}",
        "en": "hand {number} (dealer {dealer}{watching}): {what}; {payout}",
    },
    "cli.counters_line": {
        "it": "Giochi Vinti/Persi / Somma totale Jochi: {counters}",
        "en": "Giochi Vinti/Persi / Somma totale Jochi: {counters}",
    },
    "cli.places": {"it": "Posti: {places}", "en": "Places: {places}"},
    "cli.next_hand": {
        "it": "Prossima: mano {number}, mazziere {dealer}{watching}",
        "en": "Next: hand {number}, dealer {dealer}{watching}",
    },
    "cli.turn_complete_discord": {
        "it": "Turno completo, messaggio per Discord:",
        "en": "Turn complete, message for Discord:",
    },
    "cli.undone": {"it": "Annullata: {what} al tavolo {table}", "en": "Undone: {what} at table {table}"},
    "cli.undone.add": {"it": "aggiunta di una mano", "en": "adding a hand"},
    "cli.undone.edit": {"it": "modifica di una mano", "en": "editing a hand"},
    "cli.undone.delete": {"it": "cancellazione di una mano", "en": "deleting a hand"},
    "cli.history_line": {
        "it": "{id:>4} {at} tavolo {table}: mano #{hand} {action}{undone}",
        "en": "{id:>4} {at} table {table}: hand #{hand} {action}{undone}",
    },
    "cli.history.add": {"it": "aggiunta", "en": "added"},
    "cli.history.edit": {"it": "modificata", "en": "edited"},
    "cli.history.delete": {"it": "cancellata", "en": "deleted"},
    "cli.history_undone": {"it": " (annullata il {at})", "en": " (undone at {at})"},
    "cli.counters_head": {
        "it": "Tavolo {table}, turno {turn} ({hands}/{length})",
        "en": "Table {table}, turn {turn} ({hands}/{length})",
    },
    "cli.counters_columns": {"it": "Giochi V/P  Somma Jochi", "en": "Giochi V/P  Somma Jochi"},
    "cli.standings_head": {"it": "Classifica della serata «{name}»", "en": "Evening standings «{name}»"},
    "cli.standings_row": {
        "it": "{rank:>2}. {player}: {total} (miglior turno {best} + bonus {bonus}; punti per turno {turns})",
        "en": "{rank:>2}. {player}: {total} (best turn {best} + bonus {bonus}; points per turn {turns})",
    },
    "cli.season_head": {
        "it": {"one": "Stagione: {count} serata ({names}), contano le {best} migliori",
               "other": "Stagione: {count} serate ({names}), contano le {best} migliori"},
        "en": {"one": "Season: {count} evening ({names}), the {best} best count",
               "other": "Season: {count} evenings ({names}), the {best} best count"},
    },
    "cli.card_counting": {"it": "valore", "en": "counting"},
    "cli.card_scartina": {"it": "scartina", "en": "scartina"},
    # --- the evening service ---------------------------------------------------------
    "evening.not_found": {
        "it": "serata «{name}» non trovata (ci sono: {known})",
        "en": "evening '{name}' not found (there are: {known})",
    },
    "evening.not_found_none": {
        "it": "serata «{name}» non trovata (non ce n'è nessuna)",
        "en": "evening '{name}' not found (there are none)",
    },
    "evening.table_not_found": {
        "it": "tavolo «{table}» non trovato (ci sono: {known})",
        "en": "table '{table}' not found (there are: {known})",
    },
    "evening.table_not_found_none": {
        "it": "tavolo «{table}» non trovato (la serata non ha tavoli)",
        "en": "table '{table}' not found (the evening has no tables)",
    },
    "evening.exists": {"it": "la serata «{name}» esiste già", "en": "evening '{name}' already exists"},
    "evening.table_exists": {
        "it": "il tavolo «{table}» esiste già in questa serata",
        "en": "table '{table}' already exists this evening",
    },
    "evening.name_empty": {"it": "il nome della serata è vuoto", "en": "the evening's name is empty"},
    "evening.table_name_empty": {"it": "il nome del tavolo è vuoto", "en": "the table's name is empty"},
    "evening.player_name_empty": {"it": "un nome di giocatore è vuoto", "en": "a player's name is empty"},
    "evening.seated_twice": {
        "it": "un giocatore è seduto due volte: {names}",
        "en": "a player is seated twice: {names}",
    },
    "evening.seated_elsewhere": {
        "it": "già seduti a un altro tavolo: {names}",
        "en": "already seated at another table: {names}",
    },
    "evening.has_tables": {
        "it": "la serata «{name}» ha già dei tavoli",
        "en": "evening '{name}' already has tables",
    },
    "evening.nothing_to_undo": {"it": "non c'è niente da annullare", "en": "there is nothing to undo"},
    "evening.no_hands_yet": {"it": "il tavolo {table} non ha ancora mani", "en": "table {table} has no hands yet"},
    "evening.no_such_turn": {
        "it": "il tavolo {table} non ha il turno {number} (ne ha {count})",
        "en": "table {table} has no turn {number} (it has {count})",
    },
    "evening.no_such_hand": {
        "it": "il tavolo {table} non ha la mano {number} (ne ha {count})",
        "en": "table {table} has no hand {number} (it has {count})",
    },
    "evening.hand_not_object": {
        "it": "un file di mano è un oggetto JSON ({{…}})",
        "en": "a hand file is a JSON object ({{…}})",
    },
    "evening.hand_no_longer_valid": {
        "it": "la mano {number} del tavolo {table} non è più valida: {problem}",
        "en": "hand {number} of table {table} is no longer valid: {problem}",
    },
    "evening.cannot_delete": {
        "it": "non si può cancellare la mano {number}: la mano {moved} passerebbe al posto {place} e non ci "
              "sta più ({problem}); cancella dall'ultima mano, o cambia la mano {number} (anche in «buttata»)",
        "en": "cannot delete hand {number}: hand {moved} would move to place {place} and no longer fits "
              "({problem}); delete from the last hand, or edit hand {number} (a thrown-in hand too)",
    },
    "evening.import_not_evening_file": {
        "it": 'non è un file di serata di trunfu (manca "format": "{format}")',
        "en": 'not a trunfu evening file (missing "format": "{format}")',
    },
    "evening.import_version": {
        "it": "versione del file di serata non supportata: {version}",
        "en": "unsupported evening file version: {version}",
    },
    "evening.import_needs": {
        "it": 'il file di serata deve avere "evening" e "tables"',
        "en": 'an evening file needs "evening" and "tables"',
    },
    "evening.import_table_shape": {
        "it": 'ogni tavolo ha "label", "seats" (nomi) e "hands"',
        "en": 'every table has "label", "seats" (names) and "hands"',
    },
    "evening.import_seated_twice": {
        "it": "tavolo {table}: seduti due volte: {names}",
        "en": "table {table}: seated twice: {names}",
    },
    "evening.import_hand": {
        "it": "tavolo {table}, mano {number}: {problem}",
        "en": "table {table}, hand {number}: {problem}",
    },
    "evening.import_table": {"it": "tavolo {table}: {problem}", "en": "table {table}: {problem}"},
    "evening.discord_head": {
        "it": "Tavolo {table}, Turno {turn}, {state}",
        "en": "Table {table}, Turn {turn}, {state}",
    },
    "evening.turn_final": {"it": "finale", "en": "final"},
    "evening.turn_in_progress": {
        "it": "in corso, mano {hands} di {length}",
        "en": "in progress, hand {hands} of {length}",
    },
    "evening.discord_row": {
        "it": "{place}{player}: Giochi Vinti/Persi {giochi}, Somma totale Jochi {jochi}{points}",
        "en": "{place}{player}: Giochi Vinti/Persi {giochi}, Somma totale Jochi {jochi}{points}",
    },
    "evening.table_points": {
        "it": {"one": " ({count} punto)", "other": " ({count} punti)"},
        "en": {"one": " ({count} point)", "other": " ({count} points)"},
    },
}
