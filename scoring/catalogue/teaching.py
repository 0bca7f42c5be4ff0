"""Sentences of teaching mode (``companion.teaching``): the levels, what a
learner got wrong, and the rule (RULES §2, in its wording) behind each
shape of group.  Keys start with ``teaching.``.
"""

from __future__ import annotations

from scoring.catalogue.model import Entry

ENTRIES: dict[str, Entry] = {
    "teaching.level.values": {"it": "Il valore delle carte", "en": "The value of each card"},
    "teaching.level.terzetto": {"it": "Un terzetto", "en": "One terzetto"},
    "teaching.level.grouping": {"it": "Raggruppare in terzetti", "en": "Grouping into terzetti"},
    "teaching.level.side": {"it": "I punti carta di una parte", "en": "A side's card points"},
    "teaching.level.hand": {"it": "Una mano intera: jochi e pagamenti", "en": "A whole hand: jochi and pay-out"},
    "teaching.rule.one_cs": {
        "it": "1 carta di valore + 2 scartine = il valore della carta di valore",
        "en": "1 counting card + 2 scartine = the value of the counting card",
    },
    "teaching.rule.two_cs": {
        "it": "2 carte di valore + 1 scartina = CS1 + CS2 − 1",
        "en": "2 counting cards + 1 scartina = CS1 + CS2 − 1",
    },
    "teaching.rule.three_cs": {
        "it": "3 carte di valore = CS1 + CS2 + CS3 − 2",
        "en": "3 counting cards = CS1 + CS2 + CS3 − 2",
    },
    "teaching.rule.three_cq": {"it": "3 scartine = 1", "en": "3 scartine = 1"},
    "teaching.rule.leftover": {
        "it": "avanzo, tenendo le scartine come avanzo quando si può: due scartine = 1, una scartina = 0",
        "en": "leftovers, keeping scartine as the leftovers whenever possible: two scartine = 1, one scartina = 0",
    },
    "teaching.wrong_value": {
        "it": "{card} vale {value}, non {given}",
        "en": "{card} is worth {value}, not {given}",
    },
    "teaching.wrong_points": {
        "it": "sono {points} punti carta, non {given}",
        "en": "that is {points} card points, not {given}",
    },
    "teaching.cards_not_once": {
        "it": "ogni carta va in un solo gruppo (mancano: {missing}; in più o ripetute: {extra})",
        "en": "each card goes in exactly one group (missing: {missing}; extra or repeated: {extra})",
    },
    "teaching.group_size": {
        "it": {"one": "il gruppo {group} ha 1 carta: {shape}", "other": "il gruppo {group} ha {count} carte: {shape}"},
        "en": {"one": "group {group} has 1 card: {shape}", "other": "group {group} has {count} cards: {shape}"},
    },
    "teaching.shape.threes": {
        "it": "questo mucchio si divide tutto in gruppi di tre, senza avanzo",
        "en": "this pile divides into groups of three with no leftover",
    },
    "teaching.shape.leftover": {
        "it": {"one": "i gruppi sono di tre, più un solo avanzo di 1 carta",
               "other": "i gruppi sono di tre, più un solo avanzo di {count} carte"},
        "en": {"one": "groups are of three, plus one leftover of 1 card",
               "other": "groups are of three, plus one leftover of {count} cards"},
    },
    "teaching.leftover_scartine": {
        "it": "il gruppo {group} (avanzo) tiene carte di valore mentre altrove ci sono scartine: {rule}",
        "en": "group {group} (the leftover) keeps counting cards while scartine are elsewhere: {rule}",
    },
    "teaching.group_points": {
        "it": "il gruppo {group} vale {points}, non {given}: {arithmetic} ({rule})",
        "en": "group {group} is worth {points}, not {given}: {arithmetic} ({rule})",
    },
    "teaching.wrong_jochi": {
        "it": "{side}: {jochi} jochi, non {given}",
        "en": "{side}: {jochi} jochi, not {given}",
    },
    "teaching.wrong_payout": {
        "it": "{player} riceve {payout}, non {given}",
        "en": "{player} gets {payout}, not {given}",
    },
    "teaching.unknown_level": {
        "it": "livello sconosciuto «{level}» (livelli: {levels})",
        "en": "unknown level '{level}' (levels: {levels})",
    },
    "teaching.progress_unreadable": {
        "it": "{path}: i progressi salvati non si leggono ({reason}); spostate o cancellate il file",
        "en": "{path}: the saved progress cannot be read ({reason}); move or delete the file",
    },
    "teaching.bad_learner": {
        "it": "nome di chi impara non valido: {name}",
        "en": "not a valid learner name: {name}",
    },
}
