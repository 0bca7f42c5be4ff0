"""Hands: the hand-file format read into a validated, frozen ``Hand``.

``hand_from_dict`` is total: it returns a ``Hand`` that can be scored, or
raises ``HandError`` listing *every* problem found, each naming the offending
field and cards (hand-format.md).  ``hand_to_dict`` writes a hand back in the
canonical form, so that ``hand_from_dict(hand_to_dict(h)) == h``.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from scoring.card_sets import GIOVE, NEVER_CAPTURED, NEVER_DISCARDED, PIGLIATA_CARDS
from scoring.cards import BY_CODE, CODES, ORDER, TAX_ACE_CODE, parse_card
from scoring.catalogue import Message
from scoring.names import MAX_NAME, name_problem, shown
from scoring.errors import CardError, HandError, Problem
from scoring.rules import DEFAULT_RULES, RULESETS, RuleSet
from scoring.vocabulary import Contract, PenaltyKind, Side

DECLARERS = Side.DECLARERS
OPPONENTS = Side.OPPONENTS
SIDES: tuple[Side, ...] = tuple(Side)

FIELDS = ("rules", "players", "dealer", "declarer", "contract", "partner", "called", "piles",
          "discard", "last_trick", "scommessa", "rivanto", "pigliate", "penalties")
REQUIRED = ("rules", "players", "declarer", "contract", "piles", "last_trick")
DISCARD_SIZE = 3
_CODE_SET = frozenset(CODES)
_FIELD_SET = frozenset(FIELDS)
_PIGLIATA_SET = frozenset(PIGLIATA_CARDS)


def other(side: str) -> Side:
    """The other side.

    >>> other("declarers")
    <Side.OPPONENTS: 'opponents'>
    """
    return Side(side).other


@dataclass(frozen=True, slots=True)
class Pigliata:
    """An Aria or the Picciotti captured from the other side."""

    card: str
    by: Side


@dataclass(frozen=True, slots=True)
class Penalty:
    """A championship penalty taken from one player (RULES.md §6)."""

    player: str
    kind: PenaltyKind
    points: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Hand:
    """A hand ready to score.  ``piles`` hold what each side captured (an
    omitted pile already filled in with the rest of the pack); ``discard`` is
    the scarto as given, empty when it was listed inside the declarers' pile."""

    rules: RuleSet
    players: tuple[str, ...]
    declarer: str
    contract: Contract
    piles: Mapping[Side, frozenset[str]]
    last_trick: Side
    dealer: str | None = None
    partner: str | None = None
    called: str | None = None
    discard: tuple[str, ...] = ()
    scommessa: bool = False
    rivanto: str | None = None
    pigliate: tuple[Pigliata, ...] = ()
    penalties: tuple[Penalty, ...] = ()

    def __hash__(self) -> int:
        return hash((self.rules.name, self.players, self.declarer, self.contract,
                     self.piles[DECLARERS], self.discard, self.last_trick))

    @property
    def discard_to_opponents(self) -> bool:
        """A wrong discard gives the scarto, with its points, to the opponents."""
        return any(p.kind is PenaltyKind.WRONG_DISCARD for p in self.penalties)

    def side_cards(self, side: str) -> frozenset[str]:
        """Every card a side ends the hand with, the scarto included."""
        cards = self.piles[Side(side)]
        if self.discard and (side == OPPONENTS) == self.discard_to_opponents:
            cards = cards | frozenset(self.discard)
        return cards

    def side_of(self, player: str) -> Side:
        """Which side a player is on in this hand."""
        return DECLARERS if player in (self.declarer, self.partner) else OPPONENTS

    def members(self, side: str) -> tuple[str, ...]:
        """The players of a side, in seating order."""
        return tuple(p for p in self.players if self.side_of(p) == side)


# --- reading: one function per concern, all reporting into one _Reader --------
#
#   fields and types     _Reader.typed/.player/.cards, _unknown_fields
#   players, declaration _declaration (_rules, _players, _contract, _partner, _called)
#   piles and cards      _piles, _duplicates, _discard_rules
#   penalties            _penalties
#   pigliate             _pigliate
#
# hand_from_dict calls them in the order of the format, so problems are
# listed in the order a person reads the file.

class _Reader:
    """Collects problems while reading a hand dict, instead of stopping at the first."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data
        self.problems: list[Problem] = []

    def problem(self, key: str, where: str = "", /, **params: Any) -> None:
        """Record a problem with message ``key`` concerning field ``where``."""
        self.problems.append(Problem(key, params, where))

    def typed(self, name: str, kinds: type, expected: str) -> Any:
        """The field's value if it has type ``kinds``; None (and a problem)
        otherwise.  ``expected`` names what it should be: ``hand.expected.<expected>``."""
        value = self.data.get(name)
        if value.__class__ is kinds:  # the common case, cheaply
            return value
        if value is None:
            if name in REQUIRED:
                self.problem("hand.missing_field", name, field=name)
            return None
        if isinstance(value, bool) and kinds is not bool:
            self.problem("hand.bad_type", name, field=name, expected=_expected(expected), got=json.dumps(value))
            return None
        if not isinstance(value, kinds):
            self.problem("hand.bad_type", name, field=name, expected=_expected(expected), got=_short(value))
            return None
        return value

    def player(self, name: str, players: tuple[str, ...]) -> str | None:
        value: str | None = self.typed(name, str, "text")
        if value is not None and players and value not in players:
            self.problem("hand.unknown_player", name, field=name, name=value, players=", ".join(players))
            return None
        return value

    def cards(self, field: str, value: Any) -> list[str] | None:
        if not isinstance(value, list):
            self.problem("hand.bad_type", field, field=field, expected=_expected("cards"), got=_short(value))
            return None
        try:
            if _CODE_SET.issuperset(value):  # the common case: canonical codes only
                return list(value)
        except TypeError:  # an unhashable item; the loop below names it
            pass
        codes: list[str] = []
        unknown: list[str] = []
        for item in value:
            try:
                codes.append(parse_card(item).code)
            except CardError as error:
                if error.problems[0].key == "card.tax_ace":
                    self.problem("hand.tax_ace", field, field=field, text=item)
                else:
                    unknown.append(item if isinstance(item, str) else repr(item))
        if unknown:
            self.problem("hand.unknown_cards", field, field=field,
                         cards=", ".join(f'"{u}"' for u in unknown))
        return codes


def _expected(what: str) -> Message:
    """What a field should hold, as words of the catalogue (``hand.expected.*``)."""
    return Message(f"hand.expected.{what}")


def _plain(value: Any) -> str:
    """A value as it appears in a message: text as is, anything else as JSON;
    cut short and with control characters escaped, so that a hostile file
    cannot flood or rewrite the terminal."""
    return shown(value) if isinstance(value, str) else _short(value)


def _short(value: Any) -> str:
    if isinstance(value, str):
        return f'"{shown(value, limit=37)}"'
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return "…" + str(value % 10**6).rjust(6, "0") if value > 0 else "-…"
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (ValueError, TypeError, RecursionError):
        text = type(value).__name__
    return shown(text, limit=37)


def _number(value: int) -> int | str:
    """A whole number for a message: itself, or shortened past 64 bits
    (Python refuses to print integers of more than 4,300 digits)."""
    return value if value.bit_length() <= 64 else _short(value)


def _card_list(codes: Iterable[str]) -> str:
    return " ".join(sorted(set(codes), key=ORDER.__getitem__))


def _unknown_fields(r: _Reader) -> None:
    """Fields the format does not have, with a guess at the one meant."""
    for name in r.data.keys() - _FIELD_SET:
        if not isinstance(name, str) or name.startswith("_"):
            continue
        guess = difflib.get_close_matches(name, FIELDS, n=1)
        r.problem("hand.unknown_field_hint" if guess else "hand.unknown_field", name,
                  field=name, guess=guess[0] if guess else "")


@dataclass(slots=True)
class _Declaration:
    """Who plays what: the fields read before any card."""

    rules: RuleSet | None = None
    players: tuple[str, ...] = ()
    dealer: str | None = None
    declarer: str | None = None
    contract: Contract | None = None
    partner: str | None = None
    called: str | None = None
    last_trick: Side | None = None
    scommessa: bool | None = None
    rivanto: str | None = None


def _rules(r: _Reader) -> RuleSet | None:
    name = r.typed("rules", str, "text")
    if name is None:
        return None
    rules = RULESETS.get(name)
    if rules is None:
        r.problem("hand.bad_rules", "rules", value=name, allowed=", ".join(RULESETS))
    return rules


def _players(r: _Reader, rules: RuleSet | None) -> tuple[str, ...]:
    raw = r.typed("players", list, "names")
    if raw is None:
        return ()
    if not all(isinstance(p, str) and p.strip() for p in raw):
        r.problem("hand.player_names", "players")
        return ()
    players = tuple(raw)
    bad_names = [(name, key) for name in players if (key := name_problem(name)) is not None]
    for name, key in bad_names:
        r.problem(key, "players", name=shown(name), limit=MAX_NAME)
    if bad_names:   # names that cannot be shown safely are not quoted again
        return ()
    if len(set(players)) != len(players):
        dupes = sorted({p for p in players if players.count(p) > 1})
        r.problem("hand.player_duplicate", "players", names=", ".join(dupes))
    if rules is not None and len(players) != rules.players:
        r.problem("hand.players_count", "players", rules=rules.name, expected=rules.players, got=len(players))
    return players


def _contract(r: _Reader, rules: RuleSet | None) -> Contract | None:
    """The contract, if the rules have it (None too when the rules were refused)."""
    value = r.typed("contract", str, "text")
    if value is None or rules is None:
        return None
    if value not in rules.contracts:
        r.problem("hand.bad_contract", "contract", value=value, rules=rules.name,
                  allowed=", ".join(rules.contracts))
        return None
    return Contract(value)


def _partner(r: _Reader, d: _Declaration) -> str | None:
    partner = r.player("partner", d.players)
    if d.contract is None or d.rules is None:
        return partner
    if d.rules.has_partner(d.contract):
        if r.data.get("partner") is None:
            r.problem("hand.partner_required", "partner", contract=d.contract)
        elif partner is not None and partner == d.declarer:
            r.problem("hand.partner_is_declarer", "partner", name=partner)
    elif partner is not None:
        r.problem("hand.partner_not_allowed", "partner", contract=d.contract, name=partner)
        return None
    return partner


def _called(r: _Reader) -> str | None:
    raw = r.typed("called", str, "trump")
    if raw is None:
        return None
    try:
        called = parse_card(raw)
    except CardError:
        called = None
    if called is None or not called.is_trump:
        r.problem("hand.called_not_trump", "called", text=raw)
        return None
    return called.code


def _side(r: _Reader, name: str, value: Any, where: str) -> Side | None:
    """``value`` as a side, or None and a ``hand.bad_side`` problem at ``where``."""
    if value in SIDES:
        return Side(value)
    r.problem("hand.bad_side", where, field=name, value=value)
    return None


def _declaration(r: _Reader) -> _Declaration:
    """Rules, players and the declaration, in the order the format lists them."""
    d = _Declaration(rules=_rules(r))
    d.players = _players(r, d.rules)
    d.dealer = r.player("dealer", d.players)
    d.declarer = r.player("declarer", d.players)
    d.contract = _contract(r, d.rules)
    d.partner = _partner(r, d)
    d.called = _called(r)
    last_trick = r.typed("last_trick", str, "side")
    d.last_trick = None if last_trick is None else _side(r, "last_trick", last_trick, "last_trick")
    d.scommessa = r.typed("scommessa", bool, "boolean")
    d.rivanto = r.player("rivanto", d.players)
    if d.rivanto is not None and d.declarer is not None and d.rivanto in (d.declarer, d.partner):
        r.problem("hand.rivanto_by_declarers", "rivanto", name=d.rivanto)
    return d


def _piles(r: _Reader) -> tuple[dict[Side, frozenset[str]], list[str]]:
    """The sides' piles (an omitted one filled in with the rest of the pack)
    and the discard, each card exactly once."""
    piles_raw = r.typed("piles", dict, "piles")
    given: dict[Side, list[str]] = {}
    if piles_raw is not None:
        for key, value in piles_raw.items():
            if key not in SIDES:
                r.problem("hand.bad_pile", f"piles.{key}", key=key)
                continue
            if value is None:
                continue
            codes = r.cards(f"piles.{key}", value)
            if codes is not None:
                given[Side(key)] = codes
        if not any(side in piles_raw and piles_raw[side] is not None for side in SIDES):
            r.problem("hand.piles_missing", "piles")
    discard: list[str] = []
    raw_discard = r.data.get("discard")
    if raw_discard is not None:
        discard = r.cards("discard", raw_discard) or []
        if isinstance(raw_discard, list) and len(raw_discard) != DISCARD_SIZE:
            r.problem("hand.discard_size", "discard", got=len(raw_discard))

    listed = list(discard)
    for pile in given.values():
        listed += pile
    seen = frozenset(listed)
    if len(seen) != len(listed):
        _duplicates(r, given, discard)
    if len(given) == 2:
        missing = _CODE_SET - seen
        if missing:
            r.problem("hand.missing_cards", "piles", cards=_card_list(missing), count=len(missing))
        return {s: frozenset(given[s]) for s in SIDES}, discard
    if len(given) == 1:
        (side, codes), = given.items()
        return {side: frozenset(codes), side.other: _CODE_SET - seen}, discard
    return {}, discard


def _duplicates(r: _Reader, given: Mapping[Side, list[str]], discard: list[str]) -> None:
    """Name every card listed more than once and where it was listed."""
    places: dict[str, list[str]] = {}
    for where, pile in [*((f"piles.{s}", c) for s, c in given.items()), ("discard", discard)]:
        for code in pile:
            places.setdefault(code, []).append(where)
    repeated = {code: fields for code, fields in places.items() if len(fields) > 1}
    r.problem("hand.duplicate_cards", "piles", cards="; ".join(
        f"{code} ({', '.join(fields)})"
        for code, fields in sorted(repeated.items(), key=lambda i: ORDER[i[0]])))


def _penalties(r: _Reader, players: tuple[str, ...], rules: RuleSet | None) -> list[Penalty]:
    """The championship penalties, each checked against the rules' fixed points."""
    penalties: list[Penalty] = []
    fixed = (rules or DEFAULT_RULES).penalty_points
    raw = r.typed("penalties", list, "penalties")
    for i, item in enumerate(raw or ()):
        field = f"penalties[{i}]"
        if not isinstance(item, dict):
            r.problem("hand.bad_type", field, field=field, expected=_expected("object"), got=_short(item))
            continue
        extra = set(item) - {"player", "kind", "points"} - {k for k in item if k.startswith("_")}
        if extra:
            r.problem("hand.unknown_field", field, field=f"{field}.{sorted(extra)[0]}", guess="")
        who, kind, points = item.get("player"), item.get("kind"), item.get("points")
        if not isinstance(who, str) or who not in players:
            r.problem("hand.unknown_player", field, field=f"{field}.player", name=_plain(who),
                      players=", ".join(players))
            continue
        if not isinstance(kind, str) or kind not in fixed:
            r.problem("hand.penalty_kind", field, value=_plain(kind), allowed=", ".join(fixed))
            continue
        kind = PenaltyKind(kind)
        if points is None and fixed[kind] is not None:
            points = fixed[kind]
        if isinstance(points, bool) or not isinstance(points, int) or points <= 0:
            r.problem("hand.penalty_bad_points", field, got=_short(points))
            continue
        if fixed[kind] is not None and points != fixed[kind]:
            r.problem("hand.penalty_points", field, kind=kind.message, expected=fixed[kind], got=_number(points))
            continue
        cap = (rules or DEFAULT_RULES).other_penalty_cap
        if fixed[kind] is None and points > cap:
            r.problem("hand.penalty_over_cap", field, kind=kind.message, cap=cap, got=_number(points))
            continue
        penalties.append(Penalty(who, kind, points))
    return penalties


def _discard_rules(r: _Reader, discard: list[str], penalties: list[Penalty]) -> None:
    """What may be discarded (RULES.md §3), unless a wrong discard was penalised."""
    wrong_discard = any(p.kind is PenaltyKind.WRONG_DISCARD for p in penalties)
    forbidden = [c for c in discard if c in NEVER_DISCARDED]
    if forbidden and not wrong_discard:
        r.problem("hand.discard_forbidden", "discard", cards=_card_list(forbidden))
    if wrong_discard and not discard:
        r.problem("hand.wrong_discard_needs_discard", "discard")


def _pigliate(r: _Reader, piles: Mapping[Side, frozenset[str]]) -> list[Pigliata]:
    """The pigliate: Arie and Picciotti each captured once, found in the capturer's pile."""
    pigliate: list[Pigliata] = []
    raw = r.typed("pigliate", list, "pigliate")
    seen: set[str] = set()
    for i, item in enumerate(raw or ()):
        field = f"pigliate[{i}]"
        if not isinstance(item, dict) or set(item) - {"card", "by"} - {k for k in item if k.startswith("_")}:
            r.problem("hand.bad_pigliata", field, field=field, got=_short(item))
            continue
        try:
            code = parse_card(item.get("card")).code  # type: ignore[arg-type]  # parse_card refuses non-text
        except CardError:
            r.problem("hand.unknown_cards", field, field=f"{field}.card", cards=f'"{_plain(item.get("card"))}"')
            continue
        by = _side(r, f"{field}.by", item.get("by"), field)
        if by is None:
            continue
        if code in NEVER_CAPTURED:
            r.problem("hand.pigliata_never", field, card=code)
        elif code not in _PIGLIATA_SET:
            r.problem("hand.pigliata_card", field, card=code)
        elif code in seen:
            r.problem("hand.pigliata_duplicate", field, card=code)
        elif piles and code not in piles[by]:
            r.problem("hand.pigliata_not_in_pile", field, card=code, side=by)
        else:
            seen.add(code)
            pigliate.append(Pigliata(code, by))
    return pigliate


def hand_from_dict(data: Any) -> Hand:
    """Read and validate a hand file's content; raises ``HandError`` with all problems.

    >>> hand = hand_from_dict({"rules": "mineo-3", "players": ["Anna", "Bruno", "Carla"],
    ...     "declarer": "Anna", "contract": "solo", "last_trick": "declarers",
    ...     "piles": {"declarers": ["T20", "T1", "FUG", "KO"]}})
    >>> hand.contract, len(hand.piles[Side.OPPONENTS])
    (<Contract.SOLO: 'solo'>, 59)
    >>> try:
    ...     hand_from_dict({"rules": "mineo-5", "pigliatte": []})
    ... except HandError as error:
    ...     error.keys[:3], [p.field for p in error.problems[2:]]
    (('hand.unknown_field_hint', 'hand.bad_rules', 'hand.missing_field'), \
['players', 'declarer', 'contract', 'last_trick', 'piles'])
    """
    if not isinstance(data, (dict, Mapping)):
        raise HandError(Problem("hand.not_object", {"got": _short(data)}))
    r = _Reader(data)
    _unknown_fields(r)
    d = _declaration(r)
    piles, discard = _piles(r)
    penalties = _penalties(r, d.players, d.rules)
    _discard_rules(r, discard, penalties)
    pigliate = _pigliate(r, piles)
    if d.scommessa and piles and GIOVE in piles[OPPONENTS]:
        r.problem("hand.scommessa_giove", "scommessa")

    if r.problems:
        raise HandError(*r.problems)
    assert d.rules is not None and d.declarer is not None and d.contract is not None
    assert d.last_trick is not None
    return Hand(
        rules=d.rules, players=d.players, dealer=d.dealer, declarer=d.declarer, contract=d.contract,
        partner=d.partner, called=d.called, piles=piles,
        discard=tuple(discard), last_trick=d.last_trick, scommessa=bool(d.scommessa),
        rivanto=d.rivanto, pigliate=tuple(pigliate), penalties=tuple(penalties),
    )


def hand_from_json(text: str | bytes) -> Hand:
    """Read a hand from the text of a hand file.

    >>> try:
    ...     hand_from_json('{"rules": "mineo-4",')
    ... except HandError as error:
    ...     error.keys, error.problems[0].params["line"]
    (('hand.not_json',), 1)
    """
    try:
        data = json.loads(text)
    except UnicodeDecodeError as error:
        raise HandError(Problem("hand.not_utf8", {"detail": str(error)})) from None
    except json.JSONDecodeError as error:
        raise HandError(Problem("hand.not_json", {"line": error.lineno, "column": error.colno,
                                                  "detail": error.msg})) from None
    return hand_from_dict(data)


def hand_to_dict(hand: Hand) -> dict[str, Any]:
    """The hand in the canonical hand-file form (both piles listed, canonical
    order), as plain JSON values: the game words are their strings.

    >>> hand = hand_from_dict({"rules": "mineo-3", "players": ["Anna", "Bruno", "Carla"],
    ...     "declarer": "Anna", "contract": "solo", "last_trick": "opponents",
    ...     "piles": {"declarers": ["T1", "KO"]}})
    >>> data = hand_to_dict(hand)
    >>> data["piles"]["declarers"], len(data["piles"]["opponents"])
    (['KO', 'T1'], 61)
    >>> hand_from_dict(data) == hand
    True
    """
    data: dict[str, Any] = {
        "rules": hand.rules.name.value,
        "players": list(hand.players),
        "dealer": hand.dealer,
        "declarer": hand.declarer,
        "contract": hand.contract.value,
        "partner": hand.partner,
        "called": hand.called,
        "piles": {s.value: sorted(hand.piles[s], key=ORDER.__getitem__) for s in SIDES},
        "discard": list(hand.discard),
        "last_trick": hand.last_trick.value,
        "scommessa": hand.scommessa,
        "rivanto": hand.rivanto,
        "pigliate": [{"card": p.card, "by": p.by.value} for p in hand.pigliate],
        "penalties": [{"player": p.player, "kind": p.kind.value, "points": p.points} for p in hand.penalties],
    }
    if hand.dealer is None:
        del data["dealer"]
    if hand.called is None:
        del data["called"]
    if not hand.discard:
        del data["discard"]
    return data


assert TAX_ACE_CODE not in BY_CODE
