"""Words of the app, Italian first, English second."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    "title": ("Trunfu — conta una mano", "Trunfu — score a hand"),
    "app": ("Trunfu", "Trunfu"),
    "nav_score": ("Conta una mano", "Score a hand"),
    "nav_practice": ("Esercizio", "Practice"),
    "practice_title": ("Esercizio: conta per terzetti", "Practice: count by terzetti"),
    "practice_help": ("Quanti punti carte valgono queste carte? Conta a gruppi di tre.",
                      "How many card points are these cards worth? Count in groups of three."),
    "level": ("Livello {n}", "Level {n}"),
    "tally": ("Giuste {right} su {asked} · di fila {streak}", "Right {right} of {asked} · in a row {streak}"),
    "your_answer": ("La tua risposta", "Your answer"),
    "check": ("Controlla", "Check"),
    "next": ("Un'altra", "Another one"),
    "correct": ("Giusto! {n} punti.", "Right! {n} points."),
    "wrong": ("No: {given} — sono {n} punti. Ecco i terzetti:", "No: {given} — it is {n} points. Here are the terzetti:"),
    "not_a_number": ("Scrivi un numero intero", "Write a whole number"),
    "lang": ("English", "Italiano"),
    "declaration": ("Dichiarazione", "Declaration"),
    "rules": ("Regole", "Rules"),
    "player": ("Giocatore {n}", "Player {n}"),
    "declarer": ("Dichiarante", "Declarer"),
    "contract": ("Contratto", "Contract"),
    "partner": ("Compagno (chiamato)", "Partner (called)"),
    "last_trick": ("Ultima presa", "Last trick"),
    "rivanto": ("Rivanto dichiarato da", "Rivanto declared by"),
    "nobody": ("nessuno", "nobody"),
    "scommessa": ("Scommessa del dichiarante", "Declarer's scommessa"),
    "cards": ("Carte prese", "Captured cards"),
    "cards_help": ("Tocca una carta per spostarla: prima ai dichiaranti, poi agli avversari, poi nello scarto, "
                   "poi di nuovo non toccata. Le carte non toccate vanno a: {rest}.",
                   "Tap a card to move it: first to the declarers, then the opponents, then the discard, "
                   "then back to untouched. Untouched cards go to: {rest}."),
    "rest_to": ("Le non toccate vanno ai", "Untouched cards go to the"),
    "clear": ("Azzera le carte", "Clear the cards"),
    "declarers": ("Dichiaranti", "Declarers"),
    "opponents": ("Avversari", "Opponents"),
    "discard": ("Scarto", "Discard"),
    "counts": ("Dichiaranti {d} · Avversari {o} · Scarto {s}", "Declarers {d} · Opponents {o} · Discard {s}"),
    "pigliate": ("Pigliate (Arie e Picciotti presi all'altra parte)",
                 "Pigliate (Arie and Picciotti captured from the other side)"),
    "pigliata_of": ("{card} (pigliata: {side})", "{card} (pigliata: {side})"),
    "result": ("Risultato", "Result"),
    "cannot_score": ("Non si può ancora contare:", "Cannot score yet:"),
    "card_points": ("Punti carte", "Card points"),
    "totals": ("Con l'ultima presa", "With the last trick"),
    "jochi": ("Jochi", "Jochi"),
    "difference": ("Differenza", "Difference"),
    "payout": ("Pagamenti", "Pay-out"),
    "annulled": ("Mano annullata: si pagano solo le penalità", "Hand annulled: only penalties are paid"),
    "terzetti": ("Terzetti: come si conta", "Terzetti: how it is counted"),
    "json": ("File di mano (JSON)", "Hand file (JSON)"),
    "import": ("Importa", "Import"),
    "export": ("Esporta", "Export"),
    "imported": ("Mano importata", "Hand imported"),
}

CONTRACTS: dict[str, tuple[str, str]] = {
    "call": ("chiamata", "call"), "solo": ("solo", "solo"),
    "forced-solo": ("solo forzato", "forced solo"), "stata": ("stata", "stata"),
}


def t(key: str, lang: str, **params: object) -> str:
    """The text ``key`` in ``lang`` with ``params`` filled in."""
    it, en = TEXTS[key]
    return (en if lang == "en" else it).format(**params)
