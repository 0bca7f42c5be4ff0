"""Sentences of screenshot reading (``recognition``): bad images, deck
folders, cutting a pack's faces, problems found on a screenshot, and the
words of ``trunfu recognize``'s listing.

``recognition`` knows nothing of ``scoring``: it raises errors and reports
problems as a key and its parameters; ``companion`` and ``ui`` turn them
into sentences with this catalogue.  Keys start with ``recognition.``.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    # Images that cannot be read (every one names its file).
    "recognition.image.not_found": {
        "it": "{path}: file non trovato",
        "en": "{path}: file not found",
    },
    "recognition.image.unreadable": {
        "it": "{path}: impossibile leggerlo ({reason})",
        "en": "{path}: cannot be read ({reason})",
    },
    "recognition.image.folder": {
        "it": "{path}: è una cartella, non un'immagine",
        "en": "{path}: is a folder, not an image",
    },
    "recognition.image.empty": {
        "it": "{path}: il file è vuoto (0 byte)",
        "en": "{path}: the file is empty (0 bytes)",
    },
    "recognition.image.too_large": {
        "it": "{path}: immagine troppo grande ({width}×{height} pixel): non sembra uno screenshot",
        "en": "{path}: image too large ({width}×{height} pixels): not a screenshot",
    },
    "recognition.image.bomb": {
        "it": "{path}: immagine troppo grande (possibile «decompression bomb»)",
        "en": "{path}: image too large (a possible decompression bomb)",
    },
    "recognition.image.unknown_format": {
        "it": "{path}: non è un'immagine riconosciuta (PNG, JPEG, …)",
        "en": "{path}: not a recognised image (PNG, JPEG, …)",
    },
    "recognition.image.damaged": {
        "it": "{path}: immagine danneggiata o troncata ({reason})",
        "en": "{path}: damaged or truncated image ({reason})",
    },
    # Deck folders.
    "recognition.deck.missing": {
        "it": "{path}: la cartella del mazzo non esiste",
        "en": "{path}: the deck folder does not exist",
    },
    "recognition.deck.empty": {
        "it": "{path}: nessuna immagine <codice>.png nella cartella del mazzo",
        "en": "{path}: no <code>.png face images in the deck folder",
    },
    # Cutting a pack's faces from one screenshot.
    "recognition.cutout.count": {
        "it": "{path}: trovate {found} carte intere, ne servono {needed} "
              "(tutte le carte del mazzo in una griglia, separate e non coperte)",
        "en": "{path}: found {found} whole cards, {needed} are needed "
              "(every card of the pack in a grid, apart and uncovered)",
    },
    "recognition.cutout.count_pale": {
        "it": "{path}: trovate {found} carte intere, ne servono {needed}; il tavolo è chiaro quasi quanto "
              "le carte: rifai lo screenshot con il mazzo su un tavolo più scuro",
        "en": "{path}: found {found} whole cards, {needed} are needed; the table is nearly as pale as "
              "the cards: take the screenshot again with the pack on a darker table",
    },
    "recognition.cutout.not_distinct": {
        "it": "{path}: le facce ritagliate non sono tutte diverse ({pairs} sembrano la stessa carta): "
              "non è stato scritto nulla",
        "en": "{path}: the cut faces are not all different ({pairs} look like the same card): "
              "nothing was written",
    },
    "recognition.cutout.alike": {
        "it": "carte che si somigliano molto (lette solo se ben visibili): {pairs}",
        "en": "cards that look much alike (read only when clearly visible): {pairs}",
    },
    "recognition.cutout.columns": {
        "it": "{path}: righe trovate da {found} carte; con --cols {cols} ne servono {wanted}. "
              "Non è stato scritto nulla",
        "en": "{path}: rows of {found} cards found; --cols {cols} needs {wanted}. Nothing was written",
    },
    "recognition.cutout.written": {
        "it": {"one": "{count} faccia scritta in {path}", "other": "{count} facce scritte in {path}"},
        "en": {"one": "{count} face written to {path}", "other": "{count} faces written to {path}"},
    },
    # Problems found on a screenshot (``problems`` of ``trunfu recognize``).
    "recognition.problem.tax_ace": {
        "it": "Asso di Oro col bollo: non è una carta del gioco, non contato",
        "en": "tax-stamp Ace of Coins: not a game card, not counted",
    },
    "recognition.problem.duplicate": {
        "it": "{code} sembra visto due volte: controlla",
        "en": "{code} seems to be seen twice: check",
    },
    "recognition.problem.unknown": {
        "it": "non somiglia a nessuna carta del mazzo",
        "en": "looks like no card of the pack",
    },
    "recognition.problem.no_cards": {
        "it": "nessuna carta trovata: le carte devono essere scoperte e ben visibili sul tavolo",
        "en": "no cards found: cards must lie face up and clearly visible on the table",
    },
    "recognition.problem.count": {
        "it": "attese {expected} carte, trovate {found}",
        "en": "{expected} cards expected, {found} found",
    },
    # Options of ``trunfu recognize`` and ``trunfu deck``.
    "recognition.option.count_not_number": {
        "it": "--count vuole numeri interi, non «{value}»",
        "en": "--count takes whole numbers, not '{value}'",
    },
    "recognition.option.count_per_image": {
        "it": "--count vuole un numero per immagine: {images} immagini, {counts} numeri",
        "en": "--count takes one number per image: {images} images, {counts} numbers",
    },
    "recognition.option.cols_positive": {
        "it": "--cols vuole un numero positivo",
        "en": "--cols takes a positive number",
    },
    "recognition.order.unknown_cards": {
        "it": "{path}: carte sconosciute: {cards}",
        "en": "{path}: unknown cards: {cards}",
    },
    "recognition.order.not_the_pack": {
        "it": "{path}: l'ordine deve avere le 63 carte una volta ciascuna (ripetute: {repeated}; mancano: {missing})",
        "en": "{path}: the order must hold the 63 cards once each (repeated: {repeated}; missing: {missing})",
    },
    # The listing of ``trunfu recognize``.
    "recognition.listing.cards": {
        "it": {"one": "{count} carta:", "other": "{count} carte:"},
        "en": {"one": "{count} card:", "other": "{count} cards:"},
    },
    "recognition.listing.unsure": {
        "it": "incerta in {box}: {candidates}",
        "en": "unsure at {box}: {candidates}",
    },
    "recognition.listing.problem": {
        "it": "problema: {message}",
        "en": "problem: {message}",
    },
    "recognition.listing.error": {
        "it": "errore: {message}",
        "en": "error: {message}",
    },
    "recognition.listing.ocr": {
        "it": "(OCR)",
        "en": "(OCR)",
    },
}
