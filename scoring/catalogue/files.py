"""Sentences about the files the project reads and writes: hand files,
evening imports, order files, standard input, exports.

Part of the one catalogue (``scoring.catalogue``); keys start with
``input.`` or ``output.``.  ``cli.file_problem`` puts the file's name in front of
the problem, itself a message (``UserError.at``).
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    "input.not_found": {"it": "file non trovato", "en": "file not found"},
    "input.is_folder": {"it": "è una cartella, non un file", "en": "is a folder, not a file"},
    "input.permission": {"it": "non ho il permesso di leggerlo", "en": "permission denied"},
    "input.unreadable": {"it": "impossibile leggerlo ({detail})", "en": "cannot be read ({detail})"},
    "input.no_stdin": {"it": "non c'è un ingresso standard da leggere", "en": "there is no standard input to read"},
    "input.timeout": {"it": "nessun dato arrivato in {seconds} secondi: lettura interrotta",
                      "en": "no data arrived in {seconds} seconds: reading stopped"},
    "input.too_large": {"it": "troppo grande: un file di questo tipo non supera {limit} byte",
                        "en": "too large: a file of this kind is at most {limit} bytes"},
    "input.empty": {"it": "il file è vuoto", "en": "the file is empty"},
    "input.binary": {"it": "non è un file di testo (contiene byte nulli)",
                     "en": "not a text file (it holds NUL bytes)"},
    "input.not_text": {"it": "non è testo UTF-8 (byte non valido alla posizione {position}); "
                             "salvalo come UTF-8",
                       "en": "not UTF-8 text (invalid byte at position {position}); save it as UTF-8"},
    "input.too_deep": {"it": "JSON annidato troppo in profondità (più di {limit} livelli)",
                       "en": "JSON nested too deep (more than {limit} levels)"},
    "input.number_too_long": {"it": "un numero ha più di {limit} cifre",
                              "en": "a number has more than {limit} digits"},
    "input.not_finite": {"it": "«{text}» non è un numero ammesso", "en": "'{text}' is not an allowed number"},
    "input.not_object": {"it": "il file deve contenere un oggetto JSON {{…}}, non {got}",
                         "en": "the file must hold a JSON object {{…}}, not {got}"},
    "input.not_json": {"it": "non è JSON valido (riga {line}, colonna {column}: {detail})",
                       "en": "not valid JSON (line {line}, column {column}: {detail})"},
    "input.json.value": {"it": "qui manca un valore", "en": "a value is expected here"},
    "input.json.name": {"it": "qui serve il nome di un campo tra virgolette doppie",
                        "en": "a field name in double quotes is expected here"},
    "input.json.comma": {"it": "manca una virgola", "en": "a comma is missing"},
    "input.json.colon": {"it": "mancano i due punti dopo il nome del campo",
                         "en": "a colon is missing after the field name"},
    "input.json.string": {"it": "un testo tra virgolette non è chiuso", "en": "a quoted text is not closed"},
    "input.json.control": {"it": "un carattere di controllo dentro un testo",
                           "en": "a control character inside a text"},
    "input.json.escape": {"it": "una sequenza \\ non valida", "en": "an invalid \\ sequence"},
    "input.json.extra": {"it": "c'è altro dopo la fine del JSON", "en": "there is more after the end of the JSON"},
    "input.json.other": {"it": "errore di sintassi", "en": "syntax error"},
    "input.type.list": {"it": "una lista", "en": "a list"},
    "input.type.text": {"it": "un testo", "en": "a text"},
    "input.type.number": {"it": "un numero", "en": "a number"},
    "input.type.boolean": {"it": "un valore vero/falso", "en": "a true/false value"},
    "input.type.null": {"it": "null", "en": "null"},
    "input.type.object": {"it": "un oggetto", "en": "an object"},
    "output.is_folder": {"it": "è una cartella: indica un file", "en": "is a folder: give a file"},
    "output.not_regular": {"it": "non è un file normale (un dispositivo?): indica un file",
                           "en": "is not a regular file (a device?): give a file"},
    "output.no_folder": {"it": "la cartella non esiste", "en": "the folder does not exist"},
    "output.under_file": {"it": "il percorso passa per un file, non per una cartella",
                          "en": "the path goes through a file, not a folder"},
    "output.not_folder": {"it": "è un file, non una cartella: spostalo o scegli un'altra cartella",
                          "en": "is a file, not a folder: move it or choose another folder"},
    "output.permission": {"it": "non ho il permesso di scriverci", "en": "permission denied"},
    "output.read_only": {"it": "il disco è in sola lettura", "en": "the disk is read-only"},
    "output.disk_full": {"it": "disco pieno: non scritto (il file di prima, se c'era, è intatto)",
                         "en": "disk full: not written (the earlier file, if any, is untouched)"},
    "output.failed": {"it": "impossibile scriverlo ({detail}); il file di prima, se c'era, è intatto",
                      "en": "cannot be written ({detail}); the earlier file, if any, is untouched"},
}

ENTRIES.update({
    "name.empty": {"it": "«{name}»: un nome non può essere vuoto", "en": "'{name}': a name cannot be empty"},
    "name.too_long": {"it": "«{name}»: un nome ha al massimo {limit} caratteri",
                      "en": "'{name}': a name has at most {limit} characters"},
    "name.control": {"it": "{name}: un nome non può contenere caratteri di controllo o invisibili",
                     "en": "{name}: a name cannot hold control or invisible characters"},
    "name.spaces": {"it": "«{name}»: un nome non inizia né finisce con uno spazio",
                    "en": "'{name}': a name does not start or end with a space"},
})

ENTRIES.update({
    "db.damaged": {
        "it": "{path}: il database è danneggiato e non si può leggere ({detail}). "
              "Controllo di integrità: {check}. Nulla è stato cambiato. Per ripartire, importa l'ultima "
              "esportazione in un database nuovo: trunfu evening import FILE.json --db NUOVO.sqlite3",
        "en": "{path}: the database is damaged and cannot be read ({detail}). "
              "Integrity check: {check}. Nothing was changed. To start again, import the last "
              "export into a new database: trunfu evening import FILE.json --db NEW.sqlite3",
    },
})

ENTRIES.update({
    "db.under_file": {"it": "{path}: il percorso del database passa per un file, non per una cartella",
                      "en": "{path}: the database's path goes through a file, not a folder"},
    "db.cannot_create": {"it": "{path}: non posso creare il database qui ({detail})",
                         "en": "{path}: cannot create the database here ({detail})"},
    "db.cannot_open": {"it": "{path}: non posso aprire il database, nemmeno in sola lettura",
                       "en": "{path}: cannot open the database, not even read-only"},
})
