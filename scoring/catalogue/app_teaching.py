"""Words of the app's teaching screen (``ui.teaching_view``); the verdicts'
own sentences and the rules are ``teaching.*`` (``scoring/catalogue/teaching.py``).

Part of the one catalogue (``scoring.catalogue``); keys start with ``app.``.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    'app.nav_learn': {"it": 'Impara', "en": 'Learn'},
    'app.learn.rules_reference': {"it": 'Le regole dei jochi e dei pagamenti (tocca per aprire)',
                                  "en": 'The rules of the jochi and pay-outs (tap to open)'},
    'app.learn.sitting': {"it": 'Questa volta: {right} giuste su {asked} · di fila {streak}',
                          "en": 'This sitting: {right} right of {asked} · in a row {streak}'},
    'app.learn.move_on': {"it": '{count} giuste di fila: prova il livello successivo',
                          "en": '{count} right in a row: try the next level'},
    'app.learn.groups_after_check': {"it": 'Ecco i terzetti, con il conto di ognuno:',
                                     "en": 'Here are the terzetti, with the count of each:'},
    'app.learn.title': {"it": 'Impara a contare', "en": 'Learn to count'},
    'app.learn.learner': {"it": 'Chi impara (per salvare i progressi)', "en": 'Learner (to keep the progress)'},
    'app.learn.tally': {"it": '{learner}: {credited} giuste su {tried} a questo livello ({revealed} con la risposta mostrata)',
                        "en": '{learner}: {credited} right of {tried} at this level ({revealed} with the answer shown)'},
    'app.learn.value_table': {"it": 'Tabella dei valori delle carte', "en": "Table of the cards' values"},
    'app.learn.scartine_zero': {"it": 'Tutte le altre carte sono scartine: valgono 0 da sole.',
                                "en": 'Every other card is a scartina: worth 0 on its own.'},
    'app.learn.card_value': {"it": '{value}', "en": '{value}'},
    'app.learn.ask.values': {"it": 'Quanto vale questa carta?', "en": 'What is this card worth?'},
    'app.learn.ask.terzetto': {"it": 'Quanti punti carta fa questo terzetto?',
                               "en": 'How many card points does this terzetto make?'},
    'app.learn.ask.grouping': {
        "it": 'Tocca le carte per metterle nel gruppo scelto, o trascinale su un gruppo (tocca una carta in un '
              'gruppo per toglierla, o trascinala sul mucchio); scrivi i punti di ogni gruppo se vuoi, poi Controlla.',
        "en": 'Tap the cards to put them in the chosen group, or drag them onto a group (tap a grouped card to '
              "take it out, or drag it back to the pile); type each group's points if you like, then Check."},
    'app.learn.ask.side': {"it": 'Quanti punti carta fa questo mucchio?',
                           "en": 'How many card points does this pile make?'},
    'app.learn.ask.hand': {"it": 'Quanti jochi fa ogni parte, e quanto riceve ogni giocatore?',
                           "en": 'How many jochi does each side make, and what does each player get?'},
    'app.learn.answer': {"it": 'La tua risposta', "en": 'Your answer'},
    'app.learn.check': {"it": 'Controlla', "en": 'Check'},
    'app.learn.reveal': {"it": 'Mostra la risposta', "en": 'Show the answer'},
    'app.learn.next': {"it": 'Un altro', "en": 'Another'},
    'app.learn.group': {"it": 'Gruppo {n}', "en": 'Group {n}'},
    'app.learn.group_points': {"it": 'Punti del gruppo {n}', "en": 'Points of group {n}'},
    'app.learn.points_all': {"it": 'Scrivi i punti di ogni gruppo, o di nessuno.',
                             "en": 'Type the points of every group, or of none.'},
    'app.learn.new_group': {"it": 'Nuovo gruppo', "en": 'New group'},
    'app.learn.pile_left': {"it": 'Carte da raggruppare', "en": 'Cards to group'},
    'app.learn.right': {"it": 'Giusto!', "en": 'Right!'},
    'app.learn.right_not_credited': {"it": 'Giusto, ma la risposta era già mostrata: non conta.',
                                     "en": 'Right, but the answer had been shown: it does not count.'},
    'app.learn.wrong': {"it": 'Non ancora:', "en": 'Not yet:'},
    'app.learn.not_a_number': {"it": 'Scrivi un numero intero (anche negativo).',
                               "en": 'Type a whole number (negative too).'},
    'app.learn.shown_value': {"it": 'Risposta: {value}', "en": 'Answer: {value}'},
    'app.learn.shown_jochi': {"it": 'Jochi — {side}: {jochi}', "en": 'Jochi — {side}: {jochi}'},
    'app.learn.shown_payout': {"it": '{player}: {payout}', "en": '{player}: {payout}'},
    'app.learn.jochi_of': {"it": 'Jochi: {side}', "en": 'Jochi: {side}'},
    'app.learn.payout_of': {"it": 'Pagamento: {player}', "en": 'Pay-out: {player}'},
    'app.learn.hand_line': {"it": 'Giocatori {players} · distribuisce {dealer} · dichiara {declarer} ({contract})',
                            "en": 'Players {players} · {dealer} deals · {declarer} declares ({contract})'},
    'app.learn.partner': {"it": 'Compagno: {partner}', "en": 'Partner: {partner}'},
    'app.learn.last_trick': {"it": 'Ultima presa: {side}', "en": 'Last trick: {side}'},
    'app.learn.discard': {"it": 'Scarto', "en": 'Scarto'},
    'app.learn.pile_of': {"it": '{side}: {count} carte', "en": '{side}: {count} cards'},
    'app.learn.extras': {"it": 'Altro: {extras}', "en": 'Also: {extras}'},
}
