"""Sentences of the counters check (``trunfu counters check``, and the app's
page for it): a screenshot of the table's counters compared with the
counters kept from the saved hands.  Keys start with ``counters.``.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    "counters.image_missing": {
        "it": "{path}: file non trovato",
        "en": "{path}: file not found",
    },
    "counters.image_unreadable": {
        "it": "{path}: non è un'immagine leggibile (PNG, JPEG, …)",
        "en": "{path}: not a readable image (PNG, JPEG, …)",
    },
    "counters.image_too_small": {
        "it": "l'immagine è troppo piccola per leggerci i contatori",
        "en": "the image is too small to read counters from",
    },
    "counters.no_tesseract": {
        "it": "per leggere i contatori serve Tesseract (sudo apt-get install tesseract-ocr tesseract-ocr-ita)",
        "en": "reading the counters needs Tesseract (sudo apt-get install tesseract-ocr tesseract-ocr-ita)",
    },
    "counters.check.title": {
        "it": "Tavolo {table}, turno {turn}: contatori dello screenshot a confronto con le mani salvate",
        "en": "Table {table}, turn {turn}: the screenshot's counters against the saved hands",
    },
    "counters.check.player": {
        "it": "Giocatore",
        "en": "Player",
    },
    "counters.check.giochi": {
        "it": "Giochi Vinti/Persi",
        "en": "Giochi Vinti/Persi",
    },
    "counters.check.jochi": {
        "it": "Somma totale Jochi",
        "en": "Somma totale Jochi",
    },
    "counters.check.value": {
        "it": "letto {read}, atteso {expected} {mark}",
        "en": "read {read}, expected {expected} {mark}",
    },
    "counters.check.unreadable": {
        "it": "illeggibile, atteso {expected}",
        "en": "unreadable, expected {expected}",
    },
    "counters.check.not_found": {
        "it": "nome non trovato nello screenshot",
        "en": "name not found on the screenshot",
    },
    "counters.check.summary": {
        "it": "{ok} ✓, {wrong} ✗, {unreadable} illeggibili",
        "en": "{ok} ✓, {wrong} ✗, {unreadable} unreadable",
    },
    "counters.check.all_ok": {
        "it": "I contatori del tavolo corrispondono alle mani salvate.",
        "en": "The table's counters match the saved hands.",
    },
    "counters.check.some_wrong": {
        "it": {
            "one": "Un contatore non corrisponde alle mani salvate: controllate le mani o i contatori del tavolo.",
            "other": "{count} contatori non corrispondono alle mani salvate: controllate le mani o i contatori del tavolo.",
        },
        "en": {
            "one": "One counter does not match the saved hands: check the hands or the table's counters.",
            "other": "{count} counters do not match the saved hands: check the hands or the table's counters.",
        },
    },
    "counters.check.some_unreadable": {
        "it": {
            "one": "Un contatore non si legge: confrontatelo a occhio o usate uno screenshot più nitido.",
            "other": "{count} contatori non si leggono: confrontateli a occhio o usate uno screenshot più nitido.",
        },
        "en": {
            "one": "One counter cannot be read: compare it by eye or use a sharper screenshot.",
            "other": "{count} counters cannot be read: compare them by eye or use a sharper screenshot.",
        },
    },
}
