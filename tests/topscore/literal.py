"""A literal enumerator of the top-scoregroup pairing procedure (C.04.5 / C.04.6 Arts. 3.3-3.6),
written from ``double-swiss.md`` §2-3 and ``swiss-team.md`` §2-3 alone, as a test oracle.

It shares no code with the engines: it enumerates, in the order the articles give, every PAB
candidate (3.4), every upfloater set (3.5.4: smaller sets first, then lexicographic in the 3.5.3
candidate order) and every pairing of a bracket (3.6: all perfect matchings sorted by their Pairing
Identifier), scores each on the criteria in priority order, and keeps the *first* candidate that
reaches the best value (3.5.5, 3.6.4). Exponential on purpose: meant for up to 12 entrants.

The criteria profile says which bracket-pairing criteria apply and in how many final rounds the
float criteria lapse, so the same oracle checks the Double-Swiss and the Swiss Team engines.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

#: Bracket-pairing criteria a profile may name, each counted per pair.
FLOAT = "float"  # DS [C8] / Team [C10]: resident-upfloater pair whose resident floated last round
SAME_COLOUR = "same_colour"  # Team [C8]: both prefer the same colour
SAME_STRONG = "same_strong"  # Team [C9]: both strongly prefer the same colour


@dataclass(frozen=True)
class Entrant:
    """What the procedure reads of one player or team still to pair."""

    tpn: int
    score: Fraction
    #: Played matches (3.4.3).
    matches: int = 0
    #: [C2]: may receive the PAB.
    pab_allowed: bool = True
    #: Floated in the previous round (1.5).
    floated: bool = False
    #: Entrants met in a played match ([C1]).
    opponents: frozenset[int] = frozenset()
    #: Team only: "w", "b" or None, and whether it is strong (Type B).
    preference: str | None = None
    strong: bool = False


@dataclass(frozen=True)
class Profile:
    """The system's criteria: the bracket-pairing criteria in priority order, and the number of final
    rounds in which the float criteria ([C7] and the pair float criterion) lapse."""

    pair_criteria: tuple[str, ...]
    float_lapse: int


DOUBLE_SWISS = Profile((FLOAT,), 1)
SWISS_TEAM_A = Profile((SAME_COLOUR, FLOAT), 2)
SWISS_TEAM_B = Profile((SAME_COLOUR, SAME_STRONG, FLOAT), 2)


@dataclass(frozen=True)
class Bracket:
    residents: tuple[int, ...]
    upfloaters: tuple[int, ...]
    #: (top, bottom) with top < bottom, tops ascending.
    pairs: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Outcome:
    """The round, or ``None`` fields with ``paired`` False when it cannot be paired (3.3.3)."""

    paired: bool
    bye: int | None
    brackets: tuple[Bracket, ...]

    @property
    def pairs(self) -> set[tuple[int, int]]:
        return {pair for bracket in self.brackets for pair in bracket.pairs}


def pair_round(entrants: Sequence[Entrant], profile: Profile, round_number: int, total_rounds: int) -> Outcome:
    """Pair one round literally: the PAB (3.4), then bracket by bracket from the top (3.5, 3.6)."""
    by_tpn = {entrant.tpn: entrant for entrant in entrants}
    floats_apply = round_number <= total_rounds - profile.float_lapse
    unpaired = set(by_tpn)
    bye = None
    if len(unpaired) % 2:
        bye = _pab(by_tpn, unpaired)
        if bye is None:
            return Outcome(False, None, ())
        unpaired.discard(bye)
    brackets: list[Bracket] = []
    while unpaired:
        bracket = _next_bracket(by_tpn, unpaired, profile, floats_apply)
        if bracket is None:
            return Outcome(False, bye, tuple(brackets))
        brackets.append(bracket)
        unpaired -= set(bracket.residents) | set(bracket.upfloaters)
    return Outcome(True, bye, tuple(brackets))


def _met(by_tpn: dict[int, Entrant], a: int, b: int) -> bool:
    return b in by_tpn[a].opponents or a in by_tpn[b].opponents


def _pairable(by_tpn: dict[int, Entrant], players: set[int] | frozenset[int]) -> bool:
    """[C1]: a perfect matching of ``players`` with no rematch exists (plain recursion)."""
    if not players:
        return True
    first = min(players)
    rest = players - {first}
    return any(not _met(by_tpn, first, other) and _pairable(by_tpn, rest - {other}) for other in sorted(rest))


def _pab(by_tpn: dict[int, Entrant], unpaired: set[int]) -> int | None:
    """3.4: lowest score, most matches, largest TPN; the first [C2] allows whose removal pairs."""
    order = sorted(unpaired, key=lambda t: (by_tpn[t].score, -by_tpn[t].matches, -t))
    for tpn in order:
        if by_tpn[tpn].pab_allowed and _pairable(by_tpn, frozenset(unpaired - {tpn})):
            return tpn
    return None


def _next_bracket(
    by_tpn: dict[int, Entrant], unpaired: set[int], profile: Profile, floats_apply: bool
) -> Bracket | None:
    top = max(by_tpn[t].score for t in unpaired)
    residents = tuple(sorted(t for t in unpaired if by_tpn[t].score == top))
    candidates = sorted((t for t in unpaired if by_tpn[t].score < top), key=lambda t: (-by_tpn[t].score, t))
    upfloaters = _choose_set(by_tpn, unpaired, residents, candidates, floats_apply)
    if upfloaters is None:
        return None
    pairs = _choose_pairing(by_tpn, residents, upfloaters, profile, floats_apply)
    return Bracket(residents, upfloaters, pairs)


def _legal_sets(
    by_tpn: dict[int, Entrant], unpaired: set[int], residents: Sequence[int], candidates: Sequence[int]
) -> Iterator[tuple[int, ...]]:
    """3.5.4: sets of lower players by size, then lexicographic in candidate order, that pair
    with the residents ([C1], even size) and leave the rest pairable ([C3])."""
    for size in range(len(candidates) + 1):
        if (len(residents) + size) % 2:
            continue
        for chosen in combinations(candidates, size):
            bracket = frozenset(residents) | frozenset(chosen)
            if _pairable(by_tpn, bracket) and _pairable(by_tpn, frozenset(unpaired - bracket)):
                yield chosen


def _choose_set(
    by_tpn: dict[int, Entrant],
    unpaired: set[int],
    residents: Sequence[int],
    candidates: Sequence[int],
    floats_apply: bool,
) -> tuple[int, ...] | None:
    """3.5.5: the first set best on [C4], [C5], [C6], [C7] in that order."""
    best_key: tuple[object, ...] | None = None
    best: tuple[int, ...] | None = None
    for chosen in _legal_sets(by_tpn, unpaired, residents, candidates):
        if best is not None and len(chosen) > len(best):
            break  # [C4] is first: a larger set never beats a legal smaller one
        key = (
            len(chosen),
            tuple(-score for score in sorted(by_tpn[t].score for t in chosen)),
            _c6_fails(by_tpn, unpaired, residents, chosen),
            sum(by_tpn[t].floated for t in chosen) if floats_apply else 0,
        )
        if best_key is None or key < best_key:  # type: ignore[operator]
            best_key, best = key, chosen
    return best


def _c6_fails(by_tpn: dict[int, Entrant], unpaired: set[int], residents: Sequence[int], chosen: Sequence[int]) -> int:
    """[C6] pass/fail: what is left of the following scoregroup (the next lower score among all the
    round's entrants, the PAB recipient included) needs no more upfloaters than its parity forces;
    it holds when that group is used up, by this set or by earlier brackets."""
    lower_scores = [e.score for e in by_tpn.values() if e.score < by_tpn[residents[0]].score]
    if not lower_scores:
        return 0
    following_score = max(lower_scores)
    rest = unpaired - set(residents) - set(chosen)
    following = [t for t in rest if by_tpn[t].score == following_score]
    if not following:
        return 0
    lower = sorted((t for t in rest if by_tpn[t].score < following_score), key=lambda t: (-by_tpn[t].score, t))
    need = next((len(s) for s in _legal_sets(by_tpn, rest, following, lower)), None)
    return 0 if need == len(following) % 2 else 1


def _all_pairings(players: Sequence[int]) -> Iterator[list[tuple[int, int]]]:
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for index, other in enumerate(rest):
        for tail in _all_pairings(rest[:index] + rest[index + 1 :]):
            yield [(first, other), *tail]


def _identifier(pairs: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    """3.6.2: the tops in ascending TPN, then the bottoms in the order of their tops."""
    ordered = sorted((min(pair), max(pair)) for pair in pairs)
    return tuple(top for top, _ in ordered) + tuple(bottom for _, bottom in ordered)


def _choose_pairing(
    by_tpn: dict[int, Entrant],
    residents: Sequence[int],
    upfloaters: Sequence[int],
    profile: Profile,
    floats_apply: bool,
) -> tuple[tuple[int, int], ...]:
    """3.6.4: the first pairing in identifier order that has no rematch and is best on the profile's
    criteria in priority order."""
    seats = sorted([*residents, *upfloaters])
    legal = [p for p in _all_pairings(seats) if not any(_met(by_tpn, a, b) for a, b in p)]
    legal.sort(key=_identifier)
    resident_set = set(residents)
    best_key: tuple[int, ...] | None = None
    best: list[tuple[int, int]] = []
    for pairing in legal:
        key = tuple(
            sum(_pair_counts(by_tpn, criterion, a, b, resident_set, floats_apply) for a, b in pairing)
            for criterion in profile.pair_criteria
        )
        if best_key is None or key < best_key:
            best_key, best = key, pairing
    return tuple(sorted((min(pair), max(pair)) for pair in best))


def _pair_counts(by_tpn: dict[int, Entrant], criterion: str, a: int, b: int, residents: set[int], floats: bool) -> int:
    one, two = by_tpn[a], by_tpn[b]
    if criterion == FLOAT:
        if not floats or (a in residents) == (b in residents):
            return 0
        resident = one if a in residents else two
        return int(resident.floated)
    if criterion == SAME_COLOUR:
        return int(one.preference is not None and one.preference == two.preference)
    if criterion == SAME_STRONG:
        return int(one.strong and two.strong and one.preference is not None and one.preference == two.preference)
    raise ValueError(f"unknown criterion {criterion!r}")
