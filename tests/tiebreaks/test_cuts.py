"""Low cuts with voluntary unplayed rounds (C.07 16.5): of the least significant value and the
lowest VUR contribution, the VUR is cut only if it is not less, i.e. the larger of the two goes.

Scores and results in half-points; a Sonneborn-Berger contribution is score × result.
"""

from __future__ import annotations

from domain.tiebreaks.cuts import cut
from domain.tiebreaks.unplayed import Contribution


def _sb(item: Contribution) -> int:
    return item.score * item.result


def _bh(item: Contribution) -> int:
    return item.score


#: A player on 2 points after four rounds: beat an opponent on 1.5 (contribution 3 × 2 = 6 in
#: quarter points = 1.5), drew with one on 3.5, lost to one on 4, then a zero-point bye (VUR: a
#: dummy on his own 2 points, times 0).
GAMES = [
    Contribution(3, 2, False, 7, 0),
    Contribution(7, 1, False, 8, 1),
    Contribution(8, 0, False, 9, 2),
    Contribution(4, 0, True, None, 3),
]


def test_sonneborn_berger_cuts_the_least_significant_value_when_the_vur_is_worth_less() -> None:
    """The least significant value is the opponent on 1.5 (worth 1.5); the VUR is worth 0, less,
    so the opponent goes: SB/C1 = 3.5/2 = 1.75 (the VUR-first reading would keep 1.5 + 1.75)."""
    kept = cut(GAMES, 1, 0, _sb, vur_first=True)
    assert sorted(item.round_index for item in kept) == [1, 2, 3]
    assert sum(_sb(item) for item in kept) == 7


def test_a_vur_not_less_than_the_least_significant_value_is_cut() -> None:
    """A half-point bye instead (dummy 2.5 × ½ = 1.25 points, 5 × 1 = 5 units) against an opponent
    on 1.5 beaten (6 units): 5 < 6, the opponent goes; the bye worth as much (a dummy on 3) goes."""
    half_bye = [*GAMES[:3], Contribution(5, 1, True, None, 3)]
    assert 0 in {item.round_index for item in cut(half_bye, 0, 0, _sb, True)}
    assert {item.round_index for item in cut(half_bye, 1, 0, _sb, True)} == {1, 2, 3}
    equal = [*GAMES[:3], Contribution(6, 1, True, None, 3)]
    assert {item.round_index for item in cut(equal, 1, 0, _sb, True)} == {0, 1, 2}


def test_buchholz_always_cuts_the_vur_first() -> None:
    """BH's least significant value is the smallest contribution of all, so a VUR is never below
    it: the VUR (a dummy on 2) goes although the opponent on 1.5 is lower."""
    assert {item.round_index for item in cut(GAMES, 1, 0, _bh, True)} == {0, 1, 2}
    assert {item.round_index for item in cut(GAMES, 2, 0, _bh, True)} == {1, 2}


def test_without_the_c07_exception_the_lowest_values_go() -> None:
    """Round robins and the 1998 annex cut plain values: a low cut the opponent with the lowest
    score, a high cut (median) the one with the highest, whatever they contributed (14.1)."""
    assert {item.round_index for item in cut(GAMES, 1, 0, _bh, False)} == {1, 2, 3}
    assert {item.round_index for item in cut(GAMES, 1, 1, _sb, False)} == {1, 3}


def test_the_vur_candidate_is_the_lowest_vur_contribution_whatever_its_dummy_scores() -> None:
    """2026 caps give VURs different dummies (here a half-point bye against a dummy capped at 3, a
    forfeit loss against one on 3.5): 16.5 names the lowest *contribution* from a VUR, the forfeit
    loss's 0, which is below the least significant value (the opponent on 2 drawn: 1), so that
    opponent is cut, not the bye worth 1.5 (the dummy with the lower score). SB 10 -> SB/C1 9."""
    contributions = [
        Contribution(4, 2, False, 14, 0),
        Contribution(6, 1, True, None, 1),
        Contribution(4, 1, False, 19, 2),
        Contribution(6, 2, False, 12, 3),
        Contribution(10, 1, False, 7, 4),
        Contribution(7, 0, True, None, 5),
    ]
    kept = cut(contributions, 1, 0, _sb, vur_first=True)
    assert {item.round_index for item in kept} == {0, 1, 3, 4, 5}
    assert sum(_sb(item) for item in kept) == 36  # quarter points: 9
