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
    # --- championship evening -------------------------------------------------------------
    'app.nav_evening': {"it": 'Serata', "en": 'Evening'},
    'app.champ.title': {"it": 'Serata di campionato', "en": 'Championship evening'},
    'app.champ.no_evening': {"it": 'Apri o crea prima una serata (schermata Tavolo).',
                             "en": 'Open or create an evening first (Table screen).'},
    'app.champ.evening': {"it": 'Serata {evening}', "en": 'Evening {evening}'},
    'app.champ.attendance': {"it": 'Presenti (uno per riga, da 4 a 10)', "en": 'Present (one per line, 4 to 10)'},
    'app.champ.seed': {"it": 'Seme del sorteggio', "en": 'Seed of the draw'},
    'app.champ.draw': {"it": 'Sorteggia i tavoli', "en": 'Draw the tables'},
    'app.champ.bad_seed': {"it": 'il seme del sorteggio è un numero intero', "en": 'the seed of the draw is a whole number'},
    'app.champ.drawn': {"it": 'Tavoli sorteggiati col seme {seed}.', "en": 'Tables drawn with seed {seed}.'},
    'app.champ.tables': {"it": 'Tavoli', "en": 'Tables'},
    'app.champ.table_line': {"it": 'Tavolo {table}: {players}', "en": 'Table {table}: {players}'},
    'app.champ.open_table': {"it": 'Gioca al tavolo {table}', "en": 'Play at table {table}'},
    'app.champ.standings': {"it": 'Classifica della serata', "en": "The evening's standings"},
    'app.champ.no_standings': {"it": 'Nessun turno completo ancora.', "en": 'No complete turn yet.'},
    'app.champ.standing_line': {
        "it": '{rank}. {player}: {total} (miglior turno {best} + bonus {bonus}; punti per turno {turns})',
        "en": '{rank}. {player}: {total} (best turn {best} + bonus {bonus}; points per turn {turns})'},
    'app.champ.season': {"it": 'Stagione (10 migliori serate su 18)', "en": 'Season (10 best evenings of 18)'},
    'app.champ.season_line': {"it": '{rank}. {player}: {total} ({scores})', "en": '{rank}. {player}: {total} ({scores})'},
    'app.champ.export': {"it": 'Esporta CSV e JSON', "en": 'Export CSV and JSON'},
    'app.champ.exported': {"it": 'Scritti sul server: {files}. Scaricali qui sotto.',
                           "en": 'Written on the server: {files}. Download them below.'},
    'app.champ.download': {"it": 'Scarica {kind}', "en": 'Download {kind}'},
    'app.champ.discord': {"it": 'Testi per Discord', "en": 'Texts for Discord'},
    'app.champ.refresh': {"it": 'Aggiorna', "en": 'Refresh'},
}
