"""Words of the app (the Flet screens).

Part of the one catalogue (``scoring.catalogue``); keys start with ``app.``.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    'app.title': {"it": 'Trunfu — conta una mano', "en": 'Trunfu — score a hand'},
    'app.app': {"it": 'Trunfu', "en": 'Trunfu'},
    'app.nav_score': {"it": 'Conta una mano', "en": 'Score a hand'},
    'app.nav_practice': {"it": 'Esercizio', "en": 'Practice'},
    'app.practice_title': {"it": 'Esercizio: conta per terzetti', "en": 'Practice: count by terzetti'},
    'app.practice_help': {"it": 'Quanti punti carte valgono queste carte? Conta a gruppi di tre.', "en": 'How many card points are these cards worth? Count in groups of three.'},
    'app.level': {"it": 'Livello {n}', "en": 'Level {n}'},
    'app.tally': {"it": 'Giuste {right} su {asked} · di fila {streak}', "en": 'Right {right} of {asked} · in a row {streak}'},
    'app.your_answer': {"it": 'La tua risposta', "en": 'Your answer'},
    'app.check': {"it": 'Controlla', "en": 'Check'},
    'app.next': {"it": "Un'altra", "en": 'Another one'},
    'app.correct': {"it": 'Giusto! {n} punti.', "en": 'Right! {n} points.'},
    'app.wrong': {"it": 'No: {given} — sono {n} punti. Ecco i terzetti:', "en": 'No: {given} — it is {n} points. Here are the terzetti:'},
    'app.not_a_number': {"it": 'Scrivi un numero intero', "en": 'Write a whole number'},
    'app.lang': {"it": 'English', "en": 'Italiano'},
    'app.declaration': {"it": 'Dichiarazione', "en": 'Declaration'},
    'app.rules': {"it": 'Regole', "en": 'Rules'},
    'app.player': {"it": 'Giocatore {n}', "en": 'Player {n}'},
    'app.declarer': {"it": 'Dichiarante', "en": 'Declarer'},
    'app.contract': {"it": 'Contratto', "en": 'Contract'},
    'app.partner': {"it": 'Compagno (chiamato)', "en": 'Partner (called)'},
    'app.last_trick': {"it": 'Ultima presa', "en": 'Last trick'},
    'app.rivanto': {"it": 'Rivanto dichiarato da', "en": 'Rivanto declared by'},
    'app.nobody': {"it": 'nessuno', "en": 'nobody'},
    'app.scommessa': {"it": 'Scommessa del dichiarante', "en": "Declarer's scommessa"},
    'app.cards': {"it": 'Carte prese', "en": 'Captured cards'},
    'app.cards_help': {"it": 'Tocca una carta per spostarla: prima ai dichiaranti, poi agli avversari, poi nello scarto, poi di nuovo non toccata. Le carte non toccate vanno a: {rest}.', "en": 'Tap a card to move it: first to the declarers, then the opponents, then the discard, then back to untouched. Untouched cards go to: {rest}.'},
    'app.rest_to': {"it": 'Le non toccate vanno ai', "en": 'Untouched cards go to the'},
    'app.clear': {"it": 'Azzera le carte', "en": 'Clear the cards'},
    'app.declarers': {"it": 'Dichiaranti', "en": 'Declarers'},
    'app.opponents': {"it": 'Avversari', "en": 'Opponents'},
    'app.discard': {"it": 'Scarto', "en": 'Discard'},
    'app.counts': {"it": 'Dichiaranti {d} · Avversari {o} · Scarto {s}', "en": 'Declarers {d} · Opponents {o} · Discard {s}'},
    'app.pigliate': {"it": "Pigliate (Arie e Picciotti presi all'altra parte)", "en": 'Pigliate (Arie and Picciotti captured from the other side)'},
    'app.pigliata_of': {"it": '{card} (pigliata: {side})', "en": '{card} (pigliata: {side})'},
    'app.result': {"it": 'Risultato', "en": 'Result'},
    'app.cannot_score': {"it": 'Non si può ancora contare:', "en": 'Cannot score yet:'},
    'app.card_points': {"it": 'Punti carte', "en": 'Card points'},
    'app.totals': {"it": "Con l'ultima presa", "en": 'With the last trick'},
    'app.jochi': {"it": 'Jochi', "en": 'Jochi'},
    'app.difference': {"it": 'Differenza', "en": 'Difference'},
    'app.payout': {"it": 'Pagamenti', "en": 'Pay-out'},
    'app.annulled': {"it": 'Mano annullata: si pagano solo le penalità', "en": 'Hand annulled: only penalties are paid'},
    'app.terzetti': {"it": 'Terzetti: come si conta', "en": 'Terzetti: how it is counted'},
    'app.json': {"it": 'File di mano (JSON)', "en": 'Hand file (JSON)'},
    'app.import': {"it": 'Importa', "en": 'Import'},
    'app.export': {"it": 'Esporta', "en": 'Export'},
    'app.imported': {"it": 'Mano importata', "en": 'Hand imported'},
}
