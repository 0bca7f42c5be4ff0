"""The rules behind each jocu, each pay-out and each penalty, in the words of
RULES.md §4, §5 and §6 (Italian translated faithfully, English as RULES says
it).  The app's "Perché?" and the teaching mode's whole hand show them next
to what a hand made, so a player sees why a point was given.

Keys: ``rule.<Jocu value>`` (``rule.rimatura``, ``rule.four_kings``…),
``rule.payout`` (what D is), ``rule.payout.<variant>.<contract>`` (how D is
paid), ``rule.penalty`` (how penalties are taken) and
``rule.penalty.<PenaltyKind value>``.

Part of the one catalogue (``scoring.catalogue``); keys start with ``rule.``.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    # --- what a hand made (the label beside each rule) ----------------------------------------
    "rule.made.jocu": {"it": {"one": "{side}: {jocu}", "other": "{side}: {jocu} ×{count}"},
                       "en": {"one": "{side}: {jocu}", "other": "{side}: {jocu} ×{count}"}},
    "rule.made.payout": {"it": "Pagamento: {contract}, D = {difference}",
                         "en": "Pay-out: {contract}, D = {difference}"},
    "rule.made.penalty": {"it": "{player}: penalità {kind} −{points}",
                          "en": "{player}: {kind} penalty −{points}"},
    # --- §4 jochi -----------------------------------------------------------------------------
    "rule.jocu": {"it": "Ogni obiettivo vale 1 jocu alla parte che lo raggiunge.",
                  "en": "Each objective is worth 1 jocu to the side that achieves it."},
    "rule.rimatura": {
        "it": "Rimatura: la parte con almeno 55 dei 109 punti (punti carta + 5 se ha preso l'ultima presa). "
              "Ce l'ha esattamente una parte.",
        "en": "Rimatura: the side with ≥ 55 of the 109 (card points + 5 if it took the last trick). "
              "Exactly one side has it."},
    "rule.vanto": {"it": "Vanto: la parte che ha preso l'ultima presa.",
                   "en": "Vanto: the side that took the last trick."},
    "rule.rivanto": {
        "it": "Rivanto: dichiarato prima della prima carta da un avversario del dichiarante; +1 in più alla parte "
              "che prende l'ultima presa (gli avversari se ci riescono, la parte del dichiarante se falliscono).",
        "en": "Rivanto: declared before the first card by an opponent of the declarer; +1 more to whichever side "
              "takes the last trick (the opponents if they make it, the declarer's side if they fail)."},
    "rule.four_kings": {"it": "4 Re: una parte che finisce con tutti e quattro i Re.",
                        "en": "4 Re: a side that ends with all four Re."},
    "rule.four_arie": {"it": "4 Arie: una parte che finisce con T16, T17, T18 e T19.",
                       "en": "4 Arie: a side that ends with T16, T17, T18 and T19."},
    "rule.five_arie": {"it": "5 Arie: +1 in più se quella parte ha anche Giove (T20).",
                       "en": "5 Arie: +1 more if that side also has Giove (T20)."},
    "rule.pigliate": {
        "it": "Pigliata: +1 per ogni Aria (T16–T19) o per i Picciotti (T1) che una parte ha catturato all'altra. "
              "Giove e il Fuggitivo non si possono mai catturare. La carta deve stare nel mucchio della parte che "
              "l'ha catturata; dai mucchi soli non si vede, quindi chi segna dice quali carte sono state catturate (o lo mostra un registro delle prese).",
        "en": "Pigliata: +1 for each Aria (T16–T19) or the Picciotti (T1) that a side captured from the other side. "
              "Giove and the Fuggitivo can never be captured. A pigliata needs the card in the capturing side's "
              "pile; it cannot be read from the piles alone, so the user says which cards were captured (or a trick log shows it)."},
    "rule.scommessa": {
        "it": "Scommessa: dichiarata prima della prima carta dal dichiarante, che deve avere Giove e il Fuggitivo; "
              "+1 alla parte del dichiarante se finisce con Giove, Picciotti e Fuggitivo, altrimenti +1 agli "
              "avversari.",
        "en": "Scommessa: declared before the first card by the declarer, who must hold Giove and the Fuggitivo; "
              "+1 to the declarer's side if it ends with Giove, Picciotti and Fuggitivo, otherwise +1 to the "
              "opponents."},
    # --- §5 pay-out -----------------------------------------------------------------------------
    "rule.payout": {
        "it": "D = jochi della parte del dichiarante − jochi degli avversari (può essere negativo). "
              "Una mano somma sempre a zero prima delle penalità.",
        "en": "D = jochi of the declarer's side − jochi of the opponents (may be negative). "
              "A hand always sums to zero before penalties."},
    "rule.payout.mineo-4.call": {
        "it": "4 giocatori, chiamata: dichiarante +D, compagno +D, ogni avversario −D.",
        "en": "4 players, call (chiamata): declarer +D, partner +D, each opponent −D."},
    "rule.payout.mineo-4.solo": {
        "it": "4 giocatori, solo: dichiarante +3D, ogni avversario −D.",
        "en": "4 players, solo: declarer +3D, each opponent −D."},
    "rule.payout.mineo-4.forced-solo": {
        "it": "4 giocatori, solo forzato (il trionfo chiamato è nel monte): dichiarante +3D, ogni avversario −D.",
        "en": "4 players, forced solo (the called trump is in the monte): declarer +3D, each opponent −D."},
    "rule.payout.mineo-4.stata": {
        "it": "4 giocatori, stata (solo dichiarato dopo sole 5 carte, posta doppia): dichiarante +6D, "
              "ogni avversario −2D.",
        "en": "4 players, stata (a solo declared after only 5 cards, stakes doubled): declarer +6D, "
              "each opponent −2D."},
    "rule.payout.mineo-3.solo": {
        "it": "3 giocatori, solo: dichiarante +2D, ogni avversario −D.",
        "en": "3 players, solo: declarer +2D, each opponent −D."},
    "rule.payout.mineo-3.stata": {
        "it": "3 giocatori, stata: dichiarante +4D, ogni avversario −2D.",
        "en": "3 players, stata: declarer +4D, each opponent −2D."},
    # --- §6 penalties ---------------------------------------------------------------------------
    "rule.penalty": {
        "it": "Le penalità, in punti gioco, si tolgono al giocatore che ha sbagliato e non si moltiplicano.",
        "en": "Penalties, in game points, are taken from the offending player and not multiplied."},
    "rule.penalty.wrong-discard": {
        "it": "Scarto sbagliato (un Re o un trionfo nello scarto): 1, e lo scarto con i suoi punti va agli "
              "avversari.",
        "en": "Wrong discard (a Re or trump in the scarto): 1, and the discard with its points goes to the "
              "opponents."},
    "rule.penalty.exposed-card": {
        "it": "Carta scoperta o giocata fuori turno che sia un Re, un'Aria o i Picciotti (solo per chi non è "
              "solista): 1.",
        "en": "A card exposed or played out of turn that is a Re, an Aria or the Picciotti (non-soloist only): 1."},
    "rule.penalty.forbidden-signal": {"it": "Comunicazione vietata: 2.", "en": "Forbidden communication: 2."},
    "rule.penalty.renonce": {
        "it": "Renonce (non rispondere al seme o non tagliare): 4, e se la parte del colpevole ha vinto la mano "
              "la mano è annullata (nessuno è pagato) mentre la penalità resta.",
        "en": "Renonce (failure to follow suit or to trump): 4, and if the offender's side won the hand the hand "
              "is annulled (nobody is paid) while the penalty stands."},
    "rule.penalty.other": {
        "it": "Altra penalità: l'importo lo decide l'arbitro (il regolamento non lo fissa), entro un tetto.",
        "en": "Other penalty: the referee sets the amount (the regulations do not fix it), within a cap."},
}
