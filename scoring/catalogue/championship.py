"""Sentences of the championship rules (``scoring.seating``,
``scoring.standings``): seating a table, forming tables, seasons.

Part of the one catalogue (``scoring.catalogue``); keys start with
``seating.`` or ``standings.``.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    "seating.table_size": {
        "it": "un tavolo ha 3, 4 o 5 giocatori (5 = a 4 con un osservatore a turno), non {seats}",
        "en": "a table seats 3, 4 or 5 players (5 = a table of 4 with a rotating observer), not {seats}",
    },
    "seating.wrong_rules": {
        "it": "la mano {number} si gioca con {rules}, il file dice {file}",
        "en": "hand {number} is played with {rules}, the file says {file}",
    },
    "seating.wrong_players": {
        "it": "la mano {number} la giocano {players}; il file nomina {file}",
        "en": "hand {number} is played by {players}; the file names {file}",
    },
    "seating.wrong_players_watching": {
        "it": "la mano {number} la giocano {players} ({observer} osserva); il file nomina {file}",
        "en": "hand {number} is played by {players} ({observer} watches); the file names {file}",
    },
    "seating.wrong_dealer": {
        "it": "la mano {number} la distribuisce {dealer}, il file dice {file}",
        "en": "hand {number} is dealt by {dealer}, the file says {file}",
    },
    "standings.no_table_points": {
        "it": "non ci sono punti di tavolo per un tavolo da {seats}",
        "en": "no table points for a table of {seats}",
    },
    "standings.season_too_long": {
        "it": "una stagione ha {evenings} serate, non {count}: scegli quali",
        "en": "a season has {evenings} evenings, not {count}: name which",
    },
    "standings.listed_twice": {
        "it": "nominato due volte: {names}",
        "en": "listed twice: {names}",
    },
    "standings.attendance": {
        "it": "i tavoli si formano con {least}-{most} giocatori, non {count}",
        "en": "tables are formed for {least} to {most} players, not {count}",
    },
}
