"""Words of the app's evening screens: the counters check and the
championship evening (attendance, draw, standings, season, exports).

Part of the one catalogue (``scoring.catalogue``); keys start with ``app.``.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    # --- counters check ------------------------------------------------------------------
    'app.nav_counters': {"it": 'Contatori', "en": 'Counters'},
    'app.counters.title': {"it": 'Controllo dei contatori', "en": 'Counters check'},
    'app.counters.help': {
        "it": 'Scegli lo screenshot dei contatori del tavolo (o prendi l\'ultimo della cartella osservata): '
              'per ogni giocatore il valore letto accanto a quello atteso dalle mani salvate.',
        "en": "Pick the screenshot of the table's counters (or take the newest of the watched folder): "
              'for each player the value read beside the one expected from the saved hands.'},
    'app.counters.no_table': {"it": 'apri prima un tavolo (schermata Tavolo)',
                              "en": 'open a table first (Table screen)'},
    'app.counters.no_hands': {"it": 'Il tavolo {table} non ha ancora mani salvate.',
                              "en": 'Table {table} has no saved hands yet.'},
    'app.counters.cannot_read': {"it": 'non riesco ad aprire {name} come immagine',
                                 "en": 'cannot open {name} as an image'},
    'app.counters.table': {"it": 'Tavolo {table}', "en": 'Table {table}'},
    'app.counters.turn_n': {"it": 'Turno {turn}', "en": 'Turn {turn}'},
    'app.counters.newest': {"it": 'Ultimo screenshot della cartella', "en": 'Newest screenshot of the folder'},
    'app.counters.pick': {"it": 'Scegli lo screenshot', "en": 'Pick the screenshot'},
    'app.counters.reading': {"it": 'Leggo {name}…', "en": 'Reading {name}…'},
    'app.counters.player': {"it": 'Giocatore', "en": 'Player'},
    'app.counters.read': {"it": 'letto', "en": 'read'},
    'app.counters.expected': {"it": 'atteso', "en": 'expected'},
    'app.counters.unreadable': {"it": 'illeggibile', "en": 'illeggibile (unreadable)'},
    'app.counters.not_found': {"it": 'nome non trovato', "en": 'name not found'},
    'app.counters.ok': {"it": 'giusto', "en": 'right'},
    'app.counters.wrong': {"it": 'sbagliato', "en": 'wrong'},
    'app.counters.summary': {"it": 'giusti: {ok} · sbagliati: {wrong} · illeggibili: {unreadable}',
                             "en": 'right: {ok} · wrong: {wrong} · unreadable: {unreadable}'},
    'app.counters.cell': {"it": 'letto {read} · atteso {expected}', "en": 'read {read} · expected {expected}'},
    'app.counters.cell_unreadable': {"it": 'illeggibile · atteso {expected}',
                                     "en": 'illeggibile (unreadable) · expected {expected}'},
}
