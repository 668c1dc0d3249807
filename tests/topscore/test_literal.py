"""The literal enumerator on the hand cases of the specs, so the oracle itself is checked."""

from __future__ import annotations

from fractions import Fraction

from tests.topscore.literal import DOUBLE_SWISS, SWISS_TEAM_A, Entrant, pair_round


def test_round_one_of_four_pairs_tops_against_bottoms() -> None:
    """double-swiss.md §6 Example 1: identifier (1, 2 | 3, 4)."""
    outcome = pair_round([Entrant(t, Fraction(0)) for t in range(1, 5)], DOUBLE_SWISS, 1, 7)
    assert outcome.paired and outcome.bye is None
    assert outcome.pairs == {(1, 3), (2, 4)}


def test_round_two_of_five_gives_the_pab_to_three_and_floats_four() -> None:
    """double-swiss.md §6 Example 2: [C2] bars 5, so 3 gets the PAB; {4} is the upfloater set."""
    entrants = [
        Entrant(1, Fraction(2), 1, opponents=frozenset({3})),
        Entrant(2, Fraction(1, 2), 1, opponents=frozenset({4})),
        Entrant(3, Fraction(0), 1, opponents=frozenset({1})),
        Entrant(4, Fraction(3, 2), 1, opponents=frozenset({2})),
        Entrant(5, Fraction(3, 2), 0, pab_allowed=False),
    ]
    outcome = pair_round(entrants, DOUBLE_SWISS, 2, 7)
    assert outcome.bye == 3
    assert [(b.residents, b.upfloaters, b.pairs) for b in outcome.brackets] == [
        ((1,), (4,), ((1, 4),)),
        ((5,), (2,), ((2, 5),)),
    ]


def test_team_round_two_needs_two_upfloaters_and_skips_a_rematch() -> None:
    """swiss-team.md §6 Example 3: {1,3} pair alone; {2,5} met, so {4,6} float and 2-6, 4-5."""
    entrants = [
        Entrant(1, Fraction(2), 1, opponents=frozenset({4})),
        Entrant(2, Fraction(1), 1, opponents=frozenset({5})),
        Entrant(3, Fraction(2), 1, opponents=frozenset({6})),
        Entrant(4, Fraction(0), 1, opponents=frozenset({1})),
        Entrant(5, Fraction(1), 1, opponents=frozenset({2})),
        Entrant(6, Fraction(0), 1, opponents=frozenset({3})),
    ]
    outcome = pair_round(entrants, SWISS_TEAM_A, 2, 7)
    assert [b.pairs for b in outcome.brackets] == [((1, 3),), ((2, 6), (4, 5))]
    assert outcome.brackets[1].upfloaters == (4, 6)


def test_an_unpairable_round_is_reported() -> None:
    """3.3.3: three players who all met, one barred from the PAB."""
    entrants = [
        Entrant(1, Fraction(1), opponents=frozenset({2, 3})),
        Entrant(2, Fraction(1), opponents=frozenset({1, 3})),
        Entrant(3, Fraction(1), opponents=frozenset({1, 2})),
    ]
    assert not pair_round(entrants, DOUBLE_SWISS, 3, 7).paired
