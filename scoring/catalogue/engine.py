"""Sentences of the rules engine: refusals of cards and hand files.

Part of the one catalogue (``scoring.catalogue``).  Placeholders use
``str.format`` names; ``{{`` and ``}}`` are literal braces.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    'card.unknown': {
        "it": '«{text}» non è una carta del mazzo siciliano',
        "en": "'{text}' is not a card of the Sicilian pack",
    },
    'card.not_text': {
        "it": '{text} non è il nome di una carta (serve un testo come "9C" o "Re di coppe")',
        "en": '{text} is not a card name (expected text such as "9C" or "King of Cups")',
    },
    'card.tax_ace': {
        "it": "«{text}» è l'Asso di Oro col bollo: non fa parte del gioco, toglilo dalle carte",
        "en": "'{text}' is the tax-stamp Ace of Coins: it is not a game card, leave it out",
    },
    'hand.not_object': {
        "it": 'un file di mano deve contenere un oggetto JSON {{…}}, non {got}',
        "en": 'a hand file must hold a JSON object {{…}}, not {got}',
    },
    'hand.not_json': {
        "it": 'il file non è JSON valido (riga {line}, colonna {column}: {detail})',
        "en": 'the file is not valid JSON (line {line}, column {column}: {detail})',
    },
    'hand.not_utf8': {
        "it": 'il file non è testo UTF-8 ({detail})',
        "en": 'the file is not UTF-8 text ({detail})',
    },
    'hand.unknown_field': {
        "it": 'campo sconosciuto «{field}»',
        "en": "unknown field '{field}'",
    },
    'hand.unknown_field_hint': {
        "it": 'campo sconosciuto «{field}» (forse «{guess}»?)',
        "en": "unknown field '{field}' (did you mean '{guess}'?)",
    },
    'hand.missing_field': {
        "it": 'manca il campo «{field}»',
        "en": "the field '{field}' is missing",
    },
    'hand.bad_type': {
        "it": 'il campo «{field}» deve essere {expected}, non {got}',
        "en": "the field '{field}' must be {expected}, not {got}",
    },
    # What a field should hold, put into 'hand.bad_type' as {expected}.
    'hand.expected.text': {"it": 'un testo', "en": 'text'},
    'hand.expected.names': {"it": 'una lista di nomi', "en": 'list of names'},
    'hand.expected.trump': {"it": 'un trionfo', "en": 'a trump'},
    'hand.expected.side': {"it": '"declarers" o "opponents"', "en": '"declarers" or "opponents"'},
    'hand.expected.boolean': {"it": 'true o false', "en": 'true or false'},
    'hand.expected.piles': {
        "it": 'un oggetto con "declarers" e/o "opponents"',
        "en": 'an object with "declarers" and/or "opponents"',
    },
    'hand.expected.cards': {"it": 'una lista di carte', "en": 'list of cards'},
    'hand.expected.penalties': {"it": 'una lista di penalità', "en": 'list of penalties'},
    'hand.expected.pigliate': {"it": 'una lista di {{card, by}}', "en": 'list of {{card, by}}'},
    'hand.expected.object': {"it": 'un oggetto', "en": 'object'},
    'hand.bad_rules': {
        "it": 'regole «{value}» sconosciute (ammesse: {allowed})',
        "en": "unknown rules '{value}' (allowed: {allowed})",
    },
    'hand.player_names': {
        "it": '«players» deve essere una lista di nomi non vuoti',
        "en": "'players' must be a list of non-empty names",
    },
    'hand.player_duplicate': {
        "it": 'giocatore ripetuto in «players»: {names}',
        "en": "player listed twice in 'players': {names}",
    },
    'hand.players_count': {
        "it": 'con {rules} i giocatori sono {expected}, non {got}',
        "en": '{rules} is played by {expected} players, not {got}',
    },
    'hand.unknown_player': {
        "it": '«{name}» in «{field}» non è tra i giocatori ({players})',
        "en": "'{name}' in '{field}' is not one of the players ({players})",
    },
    'hand.bad_contract': {
        "it": 'contratto «{value}» non ammesso con {rules} (ammessi: {allowed})',
        "en": "contract '{value}' is not allowed with {rules} (allowed: {allowed})",
    },
    'hand.partner_required': {
        "it": 'con la chiamata («{contract}») serve il «partner», il giocatore che aveva il trionfo chiamato',
        "en": "a call ('{contract}') needs the 'partner', the player who held the called trump",
    },
    'hand.partner_is_declarer': {
        "it": 'il partner «{name}» è lo stesso dichiarante',
        "en": "the partner '{name}' is the declarer himself",
    },
    'hand.partner_not_allowed': {
        "it": "con «{contract}» non c'è partner, ma «partner» è «{name}»",
        "en": "a '{contract}' has no partner, but 'partner' is '{name}'",
    },
    'hand.called_not_trump': {
        "it": '«called» deve essere un trionfo (T0–T20), non «{text}»',
        "en": "'called' must be a trump (T0-T20), not '{text}'",
    },
    'hand.bad_side': {
        "it": '«{field}» deve essere "declarers" o "opponents", non «{value}»',
        "en": '\'{field}\' must be "declarers" or "opponents", not \'{value}\'',
    },
    'hand.bad_pile': {
        "it": 'mucchio «piles.{key}» sconosciuto: i mucchi sono "declarers" e "opponents"',
        "en": 'unknown pile \'piles.{key}\': the piles are "declarers" and "opponents"',
    },
    'hand.piles_missing': {
        "it": '«piles» deve dare almeno uno dei due mucchi, "declarers" o "opponents"',
        "en": '\'piles\' must give at least one of the two piles, "declarers" or "opponents"',
    },
    'hand.unknown_cards': {
        "it": 'carte sconosciute in «{field}»: {cards}',
        "en": "unknown cards in '{field}': {cards}",
    },
    'hand.tax_ace': {
        "it": "«{text}» in «{field}» è l'Asso di Oro col bollo, che non fa parte del gioco: toglilo",
        "en": "'{text}' in '{field}' is the tax-stamp Ace of Coins, which is not part of the game: remove it",
    },
    'hand.duplicate_cards': {
        "it": 'carte presenti più di una volta: {cards}',
        "en": 'cards listed more than once: {cards}',
    },
    'hand.missing_cards': {
        "it": {"one": 'manca {count} carta (ogni carta va in un mucchio o nello scarto): {cards}',
               "other": 'mancano {count} carte (ogni carta va in un mucchio o nello scarto): {cards}'},
        "en": {"one": '{count} card is missing (every card belongs to a pile or the discard): {cards}',
               "other": '{count} cards are missing (every card belongs to a pile or the discard): {cards}'},
    },
    'hand.discard_size': {
        "it": 'lo scarto ha 3 carte, non {got}',
        "en": 'the discard holds 3 cards, not {got}',
    },
    'hand.discard_forbidden': {
        "it": 'nello scarto non possono stare Re, Arie, Picciotti né Giove: {cards} (se è successo, aggiungi la penalità "wrong-discard")',
        "en": 'Re, Arie, Picciotti and Giove may not be discarded: {cards} (if it happened, add a "wrong-discard" penalty)',
    },
    'hand.wrong_discard_needs_discard': {
        "it": 'con la penalità "wrong-discard" lo scarto va indicato in «discard», perché passa agli avversari',
        "en": 'with a "wrong-discard" penalty the scarto must be given in \'discard\', since it goes to the opponents',
    },
    'hand.scommessa_giove': {
        "it": "scommessa impossibile: Giove è nel mucchio degli avversari, ma Giove non si prende mai, quindi il dichiarante non l'aveva",
        "en": "impossible scommessa: Giove is in the opponents' pile, but Giove is never captured, so the declarer never held it",
    },
    'hand.rivanto_by_declarers': {
        "it": 'il rivanto lo dichiara un avversario del dichiarante, non «{name}»',
        "en": "the rivanto is declared by an opponent of the declarer, not '{name}'",
    },
    'hand.bad_pigliata': {
        "it": '«{field}» deve essere {{"card": …, "by": …}}, non {got}',
        "en": '\'{field}\' must be {{"card": …, "by": …}}, not {got}',
    },
    'hand.pigliata_never': {
        "it": 'pigliata impossibile: {card} non si può mai prendere',
        "en": 'impossible pigliata: {card} can never be captured',
    },
    'hand.pigliata_card': {
        "it": 'pigliata di {card}: si pigliano solo le Arie (T16–T19) e il Picciotti (T1)',
        "en": 'pigliata of {card}: only the Arie (T16-T19) and the Picciotti (T1) count',
    },
    'hand.pigliata_duplicate': {
        "it": 'pigliata di {card} indicata due volte',
        "en": 'pigliata of {card} given twice',
    },
    'hand.pigliata_not_in_pile': {
        "it": 'pigliata di {card} da «{side}», ma {card} non è nel mucchio «{side}»',
        "en": "pigliata of {card} by '{side}', but {card} is not in the '{side}' pile",
    },
    'hand.penalty_kind': {
        "it": 'penalità «{value}» sconosciuta (ammesse: {allowed})',
        "en": "unknown penalty '{value}' (allowed: {allowed})",
    },
    'hand.penalty_bad_points': {
        "it": 'i punti di una penalità sono un intero positivo, non {got}',
        "en": "a penalty's points are a positive whole number, not {got}",
    },
    'hand.penalty_over_cap': {
        "it": "una penalità per «{kind}» vale al massimo {cap} punti, non {got}",
        "en": "a penalty for '{kind}' is worth at most {cap} points, not {got}",
    },
    'hand.penalty_points': {
        "it": 'la penalità per «{kind}» vale {expected} punti da regolamento, non {got}',
        "en": "the penalty for '{kind}' is worth {expected} points by the regulations, not {got}",
    },
}
