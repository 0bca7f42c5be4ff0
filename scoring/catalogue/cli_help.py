"""The command line's help: what ``trunfu --help`` and each command's
``--help`` say, and argparse's own words (usage, option errors).

Part of the one catalogue (``scoring.catalogue``).  Keys ``help.*`` are the
commands' and options' descriptions; ``metavar.*`` the placeholders shown in
usage lines; ``argparse.*`` translate the sentences of Python's argparse,
whose English template is its message id (``companion.cli_language`` hands
them to argparse), so they keep argparse's ``%(name)s`` placeholders.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    # --- the program and the options every database command shares -------------------------
    "help.program": {
        "it": "Compagno di punteggio per i Tarocchi Siciliani (U' Trunfu): conta le mani, tiene i contatori "
              "dei tavoli e le classifiche del campionato, legge le carte dagli screenshot di Tabletopia.",
        "en": "Scoring companion for Sicilian Tarot (U' Trunfu): scores hands, keeps the tables' counters and "
              "the championship standings, reads the cards on Tabletopia screenshots.",
    },
    "help.epilog": {
        "it": "Lingua: --lang en, o la variabile d'ambiente TRUNFU_LANG=en. "
              "Ogni comando ha il suo aiuto: trunfu COMANDO --help.",
        "en": "Language: --lang it, or the environment variable TRUNFU_LANG=it. "
              "Each command has its own help: trunfu COMMAND --help.",
    },
    "help.db": {
        "it": "file del database (predefinito: $TRUNFU_DB, altrimenti ~/.local/share/trunfu/trunfu.sqlite3)",
        "en": "database file (default: $TRUNFU_DB, else ~/.local/share/trunfu/trunfu.sqlite3)",
    },
    "help.json": {"it": "uscita JSON", "en": "JSON output"},
    "help.lang": {"it": "lingua dei messaggi (predefinita: $TRUNFU_LANG, altrimenti it)",
                  "en": "language of the messages (default: $TRUNFU_LANG, else it)"},
    "help.out": {"it": "file da scrivere (predefinito: lo standard output)",
                 "en": "file to write (default: standard output)"},
    "help.turn": {"it": "turno (predefinito: l'ultimo)", "en": "turn (default: the last)"},
    "help.evening_name": {"it": "nome della serata (es. 2026-11-22)", "en": "the evening's name (e.g. 2026-11-22)"},
    "help.table_label": {"it": "etichetta del tavolo (es. A)", "en": "the table's label (e.g. A)"},
    "help.hand_number": {"it": "numero della mano al tavolo", "en": "the hand's number at the table"},
    "help.hand_file": {"it": "file di mano (JSON; - per lo standard input)",
                       "en": "hand file (JSON; - for standard input)"},
    # --- score, cards ------------------------------------------------------------------------
    "help.score": {"it": "conta una o più mani", "en": "score one or more hands"},
    "help.score.description": {
        "it": "Conta le mani dei file indicati: terzetti, jochi, differenza e pagamenti.",
        "en": "Scores the given hand files: terzetti, jochi, difference and pay-outs.",
    },
    "help.score.json": {"it": "un oggetto JSON per file (JSON Lines)", "en": "one JSON object per file (JSON Lines)"},
    "help.score.why": {"it": "dopo i conti, la regola dietro ogni jocu, il pagamento e ogni penalità (come «Perché?» nell'app)",
                       "en": "after the count, the rule behind each jocu, the pay-out and each penalty (as the app's \"Why?\")"},
    "help.cards": {"it": "il mazzo, o come vengono lette le carte scritte", "en": "the pack, or how card names read"},
    "help.cards.description": {
        "it": "Senza argomenti elenca le 63 carte; con dei testi dice quale carta è ognuno.",
        "en": "Without arguments lists the 63 cards; with texts, says which card each one is.",
    },
    "help.cards.texts": {"it": "nomi di carte, come li scrivono i giocatori (re di coppe, KC, fujutu)",
                         "en": "card names as players write them (re di coppe, KC, fujutu)"},
    # --- evenings, tables, hands -------------------------------------------------------------
    "help.evening": {"it": "serate", "en": "evenings"},
    "help.evening.create": {"it": "nuova serata", "en": "new evening"},
    "help.evening.list": {"it": "elenca le serate", "en": "list evenings"},
    "help.evening.draw": {"it": "sorteggia i tavoli dai presenti", "en": "draw tables from the attendance"},
    "help.evening.players": {"it": "i presenti, da 4 a 10", "en": "the players present, 4 to 10"},
    "help.evening.seed": {"it": "seme del sorteggio", "en": "draw seed"},
    "help.evening.show": {"it": "tavoli, mani e contatori", "en": "tables, hands and counters"},
    "help.evening.export": {"it": "esporta la serata in JSON", "en": "export the evening as JSON"},
    "help.evening.import": {"it": "importa una serata da JSON", "en": "import an evening from JSON"},
    "help.evening.import_file": {"it": "file JSON di una serata esportata", "en": "JSON file of an exported evening"},
    "help.evening.as": {"it": "con un altro nome", "en": "under another name"},
    "help.evening.history": {"it": "il registro delle modifiche di mani", "en": "the log of hand changes"},
    "help.table": {"it": "tavoli", "en": "tables"},
    "help.table.create": {"it": "nuovo tavolo; il primo giocatore distribuisce per primo",
                          "en": "new table; the first player deals first"},
    "help.table.players": {"it": "3, 4 o 5 nomi in ordine di posto (antiorario)",
                           "en": "3, 4 or 5 names in seat order (counter-clockwise)"},
    "help.hand": {"it": "mani di un tavolo", "en": "hands of a table"},
    "help.hand.add": {"it": "aggiungi una mano", "en": "add a hand"},
    "help.hand.edit": {"it": "cambia la mano N", "en": "replace hand N"},
    "help.hand.thrown_in": {"it": "tutti hanno passato, carte buttate", "en": "everybody passed, cards thrown in"},
    "help.hand.delete": {"it": "cancella la mano N", "en": "delete hand N"},
    "help.hand.list": {"it": "mani e contatori del tavolo", "en": "the table's hands and counters"},
    "help.undo": {"it": "annulla l'ultima modifica di mani della serata", "en": "undo the evening's last hand change"},
    # --- reports -----------------------------------------------------------------------------
    "help.counters": {"it": "i due contatori di ogni giocatore", "en": "each player's two counters"},
    "help.counters.epilog": {
        "it": "trunfu counters check SERATA TAVOLO IMMAGINE [--turn N]: confronta uno screenshot con le mani salvate",
        "en": "trunfu counters check EVENING TABLE IMAGE [--turn N]: compares a screenshot with the saved hands",
    },
    "help.counters_check.description": {
        "it": "Legge i contatori del tavolo da uno screenshot e li confronta con le mani salvate.",
        "en": "Reads the table's counters from a screenshot and compares them with the saved hands.",
    },
    "help.counters_check.image": {"it": "screenshot del tavolo con i contatori",
                                  "en": "screenshot of the table with the counters"},
    "help.discord": {"it": "il messaggio di fine turno", "en": "the end-of-turn message"},
    "help.standings": {"it": "classifica della serata", "en": "the evening's standings"},
    "help.season": {"it": "classifica della stagione, 10 migliori serate su 18",
                    "en": "season standings, 10 best evenings of 18"},
    "help.season.evenings": {"it": "serate (predefinite: tutte)", "en": "evenings (default: all)"},
    "help.csv": {"it": "esporta in CSV", "en": "export as CSV"},
    "help.csv.what": {"it": "cosa: mani, turni o classifica", "en": "what: hands, turns or standings"},
    # --- recognition -------------------------------------------------------------------------
    "help.recognize": {"it": "legge le carte dagli screenshot", "en": "read the cards on screenshots"},
    "help.recognize.description": {
        "it": "Legge le carte su uno o più screenshot di Tabletopia.",
        "en": "Reads the cards on one or more Tabletopia screenshots.",
    },
    "help.recognize.deck": {"it": "cartella del mazzo, una <codice>.png per carta (predefinita: samples/deck)",
                            "en": "deck folder, one <code>.png per card (default: samples/deck)"},
    "help.recognize.count": {
        "it": "quante carte mostra Tabletopia, una per immagine, nell'ordine delle immagini "
              "(--count 17 --count 21, o --count 17,21)",
        "en": "the count Tabletopia shows, one per image, in the images' order (--count 17 --count 21, or --count 17,21)",
    },
    "help.deck": {"it": "cartelle del mazzo", "en": "deck folders"},
    "help.deck.from_screenshot": {"it": "ritaglia le 63 carte da uno screenshot",
                                  "en": "cut the 63 faces from a screenshot"},
    "help.deck.description": {
        "it": "Ritaglia le facce da uno screenshot del mazzo intero disposto in griglia, riga per riga "
              "nell'ordine canonico (Oro, Coppe, Bastoni, Spade dal Re in giù, poi T20…T0, FUG) o in quello di --order.",
        "en": "Cuts the faces from a screenshot of the whole pack laid out in a grid, row by row in the canonical "
              "order (Oro, Coppe, Bastoni, Spade from the Re down, then T20…T0, FUG) or in --order's.",
    },
    "help.deck.out": {"it": "cartella del mazzo da scrivere", "en": "deck folder to write"},
    "help.deck.order": {"it": "file con i codici in ordine di griglia", "en": "file with the codes in grid order"},
    "help.deck.cols": {"it": "carte per riga della griglia: se le righe trovate non tornano non scrive nulla",
                       "en": "cards per grid row: nothing is written unless the rows found agree"},
    # --- placeholders in usage lines -----------------------------------------------------------
    "metavar.command": {"it": "COMANDO", "en": "COMMAND"},
    "metavar.action": {"it": "AZIONE", "en": "ACTION"},
    "metavar.file": {"it": "FILE", "en": "FILE"},
    "metavar.text": {"it": "TESTO", "en": "TEXT"},
    "metavar.image": {"it": "IMMAGINE", "en": "IMAGE"},
    "metavar.name": {"it": "NOME", "en": "NAME"},
    "metavar.player": {"it": "GIOCATORE", "en": "PLAYER"},
    "metavar.evening": {"it": "SERATA", "en": "EVENING"},
    "metavar.table": {"it": "TAVOLO", "en": "TABLE"},
    # --- argparse's own sentences (message id = the English template) --------------------------
    "argparse.usage": {"it": "uso: ", "en": "usage: "},
    "argparse.positionals": {"it": "argomenti", "en": "positional arguments"},
    "argparse.options": {"it": "opzioni", "en": "options"},
    "argparse.help": {"it": "mostra questo aiuto ed esce", "en": "show this help message and exit"},
    "argparse.error": {"it": "%(prog)s: errore: %(message)s\n", "en": "%(prog)s: error: %(message)s\n"},
    "argparse.argument": {"it": "argomento %(argument_name)s: %(message)s",
                          "en": "argument %(argument_name)s: %(message)s"},
    "argparse.required": {"it": "mancano questi argomenti: %s", "en": "the following arguments are required: %s"},
    "argparse.one_required": {"it": "serve uno di questi argomenti: %s", "en": "one of the arguments %s is required"},
    "argparse.unrecognized": {"it": "argomenti non riconosciuti: %s", "en": "unrecognized arguments: %s"},
    "argparse.not_allowed": {"it": "non ammesso insieme all'argomento %s", "en": "not allowed with argument %s"},
    "argparse.invalid_choice": {"it": "scelta non valida: %(value)r (scegli fra %(choices)s)",
                                "en": "invalid choice: %(value)r (choose from %(choices)s)"},
    "argparse.invalid_value": {"it": "valore %(type)s non valido: %(value)r",
                               "en": "invalid %(type)s value: %(value)r"},
    "argparse.unknown_parser": {"it": "comando sconosciuto %(parser_name)r (scegli fra %(choices)s)",
                                "en": "unknown parser %(parser_name)r (choices: %(choices)s)"},
    "argparse.ambiguous": {"it": "opzione ambigua: %(option)s può essere %(matches)s",
                           "en": "ambiguous option: %(option)s could match %(matches)s"},
    "argparse.expected_one": {"it": "serve un valore", "en": "expected one argument"},
    "argparse.expected_at_most_one": {"it": "al massimo un valore", "en": "expected at most one argument"},
    "argparse.expected_at_least_one": {"it": "serve almeno un valore", "en": "expected at least one argument"},
    "argparse.expected_n": {"it": {"one": "serve %s valore", "other": "servono %s valori"},
                            "en": {"one": "expected %s argument", "other": "expected %s arguments"}},
    "argparse.ignored_explicit": {"it": "valore esplicito ignorato %r", "en": "ignored explicit argument %r"},
    "argparse.cant_open": {"it": "non si può aprire '%(filename)s': %(error)s",
                           "en": "can't open '%(filename)s': %(error)s"},
}
