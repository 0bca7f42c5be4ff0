"""Message catalogue of the rules engine, Italian first, English second.

Kept apart from the code that raises, so that the UI and the command line
can show the same refusal in either language.  Placeholders use
``str.format`` names.
"""

from __future__ import annotations

from typing import Any

CATALOGUE: dict[str, tuple[str, str]] = {
    # key: (italiano, English)
    "card.unknown": ("«{text}» non è una carta del mazzo siciliano",
                     "'{text}' is not a card of the Sicilian pack"),
    "card.not_text": ("{text} non è il nome di una carta (serve un testo come \"9C\" o \"Re di coppe\")",
                      "{text} is not a card name (expected text such as \"9C\" or \"King of Cups\")"),
    "card.tax_ace": ("«{text}» è l'Asso di Oro col bollo: non fa parte del gioco, toglilo dalle carte",
                     "'{text}' is the tax-stamp Ace of Coins: it is not a game card, leave it out"),
    "hand.not_object": ("un file di mano deve contenere un oggetto JSON {{…}}, non {got}",
                        "a hand file must hold a JSON object {{…}}, not {got}"),
    "hand.not_json": ("il file non è JSON valido (riga {line}, colonna {column}: {detail})",
                      "the file is not valid JSON (line {line}, column {column}: {detail})"),
    "hand.not_utf8": ("il file non è testo UTF-8 ({detail})", "the file is not UTF-8 text ({detail})"),
    "hand.unknown_field": ("campo sconosciuto «{field}»", "unknown field '{field}'"),
    "hand.unknown_field_hint": ("campo sconosciuto «{field}» (forse «{guess}»?)",
                                "unknown field '{field}' (did you mean '{guess}'?)"),
    "hand.missing_field": ("manca il campo «{field}»", "the field '{field}' is missing"),
    "hand.bad_type": ("il campo «{field}» deve essere {expected}, non {got}",
                      "the field '{field}' must be {expected}, not {got}"),
    "hand.bad_rules": ("regole «{value}» sconosciute (ammesse: {allowed})",
                       "unknown rules '{value}' (allowed: {allowed})"),
    "hand.player_names": ("«players» deve essere una lista di nomi non vuoti",
                          "'players' must be a list of non-empty names"),
    "hand.player_duplicate": ("giocatore ripetuto in «players»: {names}",
                              "player listed twice in 'players': {names}"),
    "hand.players_count": ("con {rules} i giocatori sono {expected}, non {got}",
                           "{rules} is played by {expected} players, not {got}"),
    "hand.unknown_player": ("«{name}» in «{field}» non è tra i giocatori ({players})",
                            "'{name}' in '{field}' is not one of the players ({players})"),
    "hand.bad_contract": ("contratto «{value}» non ammesso con {rules} (ammessi: {allowed})",
                          "contract '{value}' is not allowed with {rules} (allowed: {allowed})"),
    "hand.partner_required": ("con la chiamata («{contract}») serve il «partner», il giocatore che aveva il trionfo chiamato",
                              "a call ('{contract}') needs the 'partner', the player who held the called trump"),
    "hand.partner_is_declarer": ("il partner «{name}» è lo stesso dichiarante",
                                 "the partner '{name}' is the declarer himself"),
    "hand.partner_not_allowed": ("con «{contract}» non c'è partner, ma «partner» è «{name}»",
                                 "a '{contract}' has no partner, but 'partner' is '{name}'"),
    "hand.called_not_trump": ("«called» deve essere un trionfo (T0–T20), non «{text}»",
                              "'called' must be a trump (T0-T20), not '{text}'"),
    "hand.bad_side": ("«{field}» deve essere \"declarers\" o \"opponents\", non «{value}»",
                      "'{field}' must be \"declarers\" or \"opponents\", not '{value}'"),
    "hand.bad_pile": ("mucchio «piles.{key}» sconosciuto: i mucchi sono \"declarers\" e \"opponents\"",
                      "unknown pile 'piles.{key}': the piles are \"declarers\" and \"opponents\""),
    "hand.piles_missing": ("«piles» deve dare almeno uno dei due mucchi, \"declarers\" o \"opponents\"",
                           "'piles' must give at least one of the two piles, \"declarers\" or \"opponents\""),
    "hand.unknown_cards": ("carte sconosciute in «{field}»: {cards}", "unknown cards in '{field}': {cards}"),
    "hand.tax_ace": ("«{text}» in «{field}» è l'Asso di Oro col bollo, che non fa parte del gioco: toglilo",
                     "'{text}' in '{field}' is the tax-stamp Ace of Coins, which is not part of the game: remove it"),
    "hand.duplicate_cards": ("carte presenti più di una volta: {cards}", "cards listed more than once: {cards}"),
    "hand.missing_cards": ("mancano {count} carte (ogni carta va in un mucchio o nello scarto): {cards}",
                           "{count} cards are missing (every card belongs to a pile or the discard): {cards}"),
    "hand.discard_size": ("lo scarto ha 3 carte, non {got}", "the discard holds 3 cards, not {got}"),
    "hand.discard_forbidden": ("nello scarto non possono stare Re, Arie, Picciotti né Giove: {cards} "
                               "(se è successo, aggiungi la penalità \"wrong-discard\")",
                               "Re, Arie, Picciotti and Giove may not be discarded: {cards} "
                               "(if it happened, add a \"wrong-discard\" penalty)"),
    "hand.wrong_discard_needs_discard": ("con la penalità \"wrong-discard\" lo scarto va indicato in «discard», "
                                         "perché passa agli avversari",
                                         "with a \"wrong-discard\" penalty the scarto must be given in 'discard', "
                                         "since it goes to the opponents"),
    "hand.scommessa_giove": ("scommessa impossibile: Giove è nel mucchio degli avversari, ma Giove non si prende mai, "
                             "quindi il dichiarante non l'aveva",
                             "impossible scommessa: Giove is in the opponents' pile, but Giove is never captured, "
                             "so the declarer never held it"),
    "hand.rivanto_by_declarers": ("il rivanto lo dichiara un avversario del dichiarante, non «{name}»",
                                  "the rivanto is declared by an opponent of the declarer, not '{name}'"),
    "hand.bad_pigliata": ("«{field}» deve essere {{\"card\": …, \"by\": …}}, non {got}",
                          "'{field}' must be {{\"card\": …, \"by\": …}}, not {got}"),
    "hand.pigliata_never": ("pigliata impossibile: {card} non si può mai prendere",
                            "impossible pigliata: {card} can never be captured"),
    "hand.pigliata_card": ("pigliata di {card}: si pigliano solo le Arie (T16–T19) e il Picciotti (T1)",
                           "pigliata of {card}: only the Arie (T16-T19) and the Picciotti (T1) count"),
    "hand.pigliata_duplicate": ("pigliata di {card} indicata due volte", "pigliata of {card} given twice"),
    "hand.pigliata_not_in_pile": ("pigliata di {card} da «{side}», ma {card} non è nel mucchio «{side}»",
                                  "pigliata of {card} by '{side}', but {card} is not in the '{side}' pile"),
    "hand.penalty_kind": ("penalità «{value}» sconosciuta (ammesse: {allowed})",
                          "unknown penalty '{value}' (allowed: {allowed})"),
    "hand.penalty_bad_points": ("i punti di una penalità sono un intero positivo, non {got}",
                                "a penalty's points are a positive whole number, not {got}"),
    "hand.penalty_points": ("la penalità «{kind}» vale {expected} punti da regolamento, non {got}",
                            "the '{kind}' penalty is worth {expected} points by the regulations, not {got}"),
}


def render(key: str, lang: str = "it", /, **params: Any) -> str:
    """The message ``key`` in ``lang`` with ``params`` filled in."""
    it, en = CATALOGUE[key]
    template = en if lang == "en" else it
    return template.format(**params)
