"""The shared top-scoregroup procedure (C.04.6 / C.04.5 Arts. 3.3-3.6) on hand cases and random rounds."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations

import pytest

from domain.errors import NoLegalPairing
from domain.swiss.topscore import Bracket, Criteria, Entrant, TopScorePairing, pair_top_scoregroups

TEAM = Criteria.team(colour_preferences=True, type_b=False)


def entrant(number: int, score: int, met: tuple[int, ...] = (), **facts: object) -> Entrant:
    return Entrant(number, Fraction(score), met=frozenset(met), **facts)  # type: ignore[arg-type]


def test_round_one_pairs_seat_i_against_seat_k_plus_i() -> None:
    pairing = pair_top_scoregroups([entrant(n, 0) for n in range(1, 7)], TEAM, 1, 7)
    assert pairing.bye is None
    assert pairing.pairs() == [(1, 4), (2, 5), (3, 6)]


def test_odd_round_one_gives_the_bye_to_the_largest_tpn() -> None:
    pairing = pair_top_scoregroups([entrant(n, 0) for n in range(1, 6)], TEAM, 1, 7)
    assert pairing.bye == 5
    assert pairing.pairs() == [(1, 3), (2, 4)]


def test_bye_climbs_past_a_barred_team_and_prefers_more_matches_played() -> None:
    teams = [entrant(1, 2, played=1), entrant(2, 0, played=1, pab_allowed=False), entrant(3, 0, played=2)]
    teams += [entrant(4, 0, played=1)]
    teams += [entrant(5, 0, played=1)]
    pairing = pair_top_scoregroups(teams, TEAM, 3, 7)
    assert pairing.bye == 3


def test_example_3_upfloaters_after_a_rematch_block() -> None:
    teams = [
        entrant(1, 2, (4,), played=1),
        entrant(2, 1, (5,), played=1),
        entrant(3, 2, (6,), played=1),
        entrant(4, 0, (1,), played=1),
        entrant(5, 1, (2,), played=1),
        entrant(6, 0, (3,), played=1),
    ]
    pairing = pair_top_scoregroups(teams, TEAM, 2, 7)
    first, second = pairing.brackets
    assert first.pairs == ((1, 3),) and first.upfloaters == ()
    assert second.residents == (2, 5) and second.upfloaters == (4, 6)
    assert second.pairs == ((2, 6), (4, 5))


def test_no_legal_bye_is_article_3_3_3() -> None:
    teams = [entrant(1, 0, (2, 3)), entrant(2, 0, (1, 3)), entrant(3, 0, (1, 2))]
    with pytest.raises(NoLegalPairing, match=r"3\.3\.3"):
        pair_top_scoregroups(teams, TEAM, 3, 7)


def test_colour_criterion_moves_the_pairing_off_the_first_identifier() -> None:
    teams = [entrant(n, 0, preference="W" if n in (1, 3) else "B") for n in range(1, 5)]
    assert pair_top_scoregroups(teams, TEAM, 2, 7).pairs() == [(1, 4), (2, 3)]
    assert pair_top_scoregroups(teams, Criteria.double_swiss(), 2, 7).pairs() == [(1, 3), (2, 4)]


def test_float_criteria_lapse_in_the_last_two_team_rounds_and_last_double_swiss_round() -> None:
    assert TEAM.floats_apply(5, 7) and not TEAM.floats_apply(6, 7)
    double = Criteria.double_swiss()
    assert double.floats_apply(6, 7) and not double.floats_apply(7, 7)


def _random_round(rng: random.Random, size: int) -> list[Entrant]:
    scores = [rng.randrange(4) for _ in range(size)]
    met: dict[int, set[int]] = {n: set() for n in range(1, size + 1)}
    for a, b in combinations(range(1, size + 1), 2):
        if rng.random() < 0.3:
            met[a].add(b)
            met[b].add(a)
    return [entrant(n, scores[n - 1], tuple(met[n]), floated=rng.random() < 0.3) for n in range(1, size + 1)]


@pytest.mark.parametrize("seed", range(60))
def test_random_rounds_pair_everyone_without_rematch_or_downfloater(seed: int) -> None:
    rng = random.Random(seed)
    teams = _random_round(rng, rng.randrange(4, 11))
    try:
        pairing = pair_top_scoregroups(teams, TEAM, 2, 9)
    except NoLegalPairing:
        return
    by_number = {team.number: team for team in teams}
    seen = [n for pair in pairing.pairs() for n in pair] + ([pairing.bye] if pairing.bye else [])
    assert sorted(seen) == sorted(by_number)
    for top, bottom in pairing.pairs():
        assert bottom not in by_number[top].met
    for bracket in pairing.brackets:
        assert all(by_number[n].score == bracket.score for n in bracket.residents)
        assert all(by_number[n].score < bracket.score for n in bracket.upfloaters)
        _assert_fewest_upfloaters(teams, pairing, bracket)


def _assert_fewest_upfloaters(teams: list[Entrant], pairing: TopScorePairing, bracket: Bracket) -> None:
    """[C4] by brute force: no smaller upfloater set pairs the bracket and leaves the rest pairable."""
    earlier = pairing.brackets[: pairing.brackets.index(bracket)]
    done = {n for previous in earlier for pair in previous.pairs for n in pair}
    left = [t for t in teams if t.number not in done and t.number != pairing.bye]
    lower = [t.number for t in left if t.score < bracket.score]
    for count in range(len(bracket.upfloaters) - 2, -1, -2):
        for chosen in combinations(lower, count):
            inside = set(bracket.residents) | set(chosen)
            outside = {t.number for t in left} - inside
            assert not (_pairable(teams, inside) and _pairable(teams, outside))


def _pairable(teams: list[Entrant], numbers: set[int]) -> bool:
    if not numbers:
        return True
    first = min(numbers)
    met = next(t for t in teams if t.number == first).met
    return any(_pairable(teams, numbers - {first, other}) for other in numbers - {first} if other not in met)


def _matchings(numbers: list[int], met: dict[int, frozenset[int]]) -> list[list[tuple[int, int]]]:
    """Every perfect matching of ``numbers`` without a rematch, pairs as (top, bottom)."""
    if not numbers:
        return [[]]
    first, rest = numbers[0], numbers[1:]
    found = []
    for other in rest:
        if other not in met[first]:
            left = [n for n in rest if n != other]
            found += [[(first, other), *more] for more in _matchings(left, met)]
    return found


def _identifier(pairs: list[tuple[int, int]]) -> tuple[int, ...]:
    ordered = sorted(pairs)
    return tuple(top for top, _ in ordered) + tuple(bottom for _, bottom in ordered)


@pytest.mark.parametrize("seed", range(150))
def test_the_bracket_pairing_is_the_first_identifier_best_on_c8_c9(seed: int) -> None:
    """Art. 3.6.4 by literal enumeration: of all legal pairings of one scoregroup (up to 10 teams),
    the one with the fewest same-preference pairs, then fewest both-strong ones, then the smallest identifier."""
    rng = random.Random(seed)
    size = rng.choice([2, 4, 6, 8, 10])
    met: dict[int, set[int]] = {n: set() for n in range(1, size + 1)}
    for a, b in combinations(range(1, size + 1), 2):
        if rng.random() < 0.25:
            met[a].add(b)
            met[b].add(a)
    teams = [
        Entrant(
            n, Fraction(1), preference=rng.choice(["W", "B", None]), strong=rng.random() < 0.5, met=frozenset(met[n])
        )
        for n in range(1, size + 1)
    ]
    frozen = {team.number: team.met for team in teams}
    candidates = _matchings(list(range(1, size + 1)), frozen)
    if not candidates:
        return
    by_number = {team.number: team for team in teams}

    def key(pairs: list[tuple[int, int]]) -> tuple[int, int, tuple[int, ...]]:
        same = [
            (a, b) for a, b in pairs if by_number[a].preference and by_number[a].preference == by_number[b].preference
        ]
        strong = [(a, b) for a, b in same if by_number[a].strong and by_number[b].strong]
        return len(same), len(strong), _identifier(pairs)

    best = min(candidates, key=key)
    pairing = pair_top_scoregroups(teams, Criteria.team(colour_preferences=True, type_b=True), 2, 9)
    assert sorted(pairing.pairs()) == sorted(best)


def _literal_upfloaters(teams: list[Entrant], residents: set[int], unpaired: set[int], floats: bool) -> tuple[int, ...]:
    """Art. 3.5 written out literally, pairability by brute force: every set of lower teams, fewest
    first ([C4]), score profiles best first ([C5]), within a profile the first legal set best on
    [C6] then [C7], sets in the order of 3.5.3-3.5.4."""
    by_number = {team.number: team for team in teams}
    levels = sorted({team.score for team in teams})
    level = levels.index(by_number[min(residents)].score)
    lower = [n for n in unpaired if levels.index(by_number[n].score) < level]

    def order(chosen: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted(chosen, key=lambda n: (-by_number[n].score, n)))

    def c6(rest: set[int]) -> int:
        following = {n for n in rest if level >= 1 and by_number[n].score == levels[level - 1]}
        if not following:
            return 0
        extras = [()] if len(following) % 2 == 0 else [(n,) for n in rest if by_number[n].score < levels[level - 1]]
        ok = any(_pairable(teams, following | set(e)) and _pairable(teams, rest - following - set(e)) for e in extras)
        return 0 if ok else 1

    for count in range(len(residents) % 2, len(lower) + 1, 2):
        sets = [order(chosen) for chosen in combinations(lower, count)]
        profiles = sorted({tuple(sorted(by_number[n].score for n in s)) for s in sets}, reverse=True)
        for profile in profiles:
            legal = []
            for chosen in sorted(s for s in sets if tuple(sorted(by_number[n].score for n in s)) == profile):
                rest = unpaired - residents - set(chosen)
                if _pairable(teams, residents | set(chosen)) and _pairable(teams, rest):
                    c7 = sum(by_number[n].floated for n in chosen) if floats else 0
                    legal.append(((c6(rest), c7), chosen))
            if legal:
                return min(legal, key=lambda found: found[0])[1]
    raise AssertionError("no legal set")


@pytest.mark.parametrize("seed", range(120))
def test_the_upfloater_sets_agree_with_a_literal_reading_of_article_3_5(seed: int) -> None:
    rng = random.Random(1000 + seed)
    teams = _random_round(rng, rng.randrange(4, 11))
    try:
        pairing = pair_top_scoregroups(teams, TEAM, 2, 9)
    except NoLegalPairing:
        return
    unpaired = {team.number for team in teams} - ({pairing.bye} if pairing.bye else set())
    for bracket in pairing.brackets:
        expected = _literal_upfloaters(teams, set(bracket.residents), unpaired, floats=True)
        assert bracket.upfloaters == expected
        unpaired -= set(bracket.residents) | set(bracket.upfloaters)
