"""Derived views of the model: scores, colour histories with gaps, opponents met, byes, floats."""

from __future__ import annotations

from fractions import Fraction

import hypothesis
from hypothesis import strategies as st

from domain.history import (
    Float,
    color_history,
    float_history,
    games_played,
    pairing_bye_rounds,
    played_opponents,
    score_after,
    scores_after,
)
from domain.model import PLAYED_RESULTS, UNPAIRED_RESULTS, Color, PointSystem, RoundEntry
from domain.trf import parse_trf

# Round 1: 1-2 (White wins), 3 half-point bye, 4 PAB.   Round 2: 1-3 forfeit won by 1, 2 absent, 4 H.
# Round 3: 1 PAB, 2 (Black) beats 4, 3 absent.          Round 4: 4-1 draw, 3 (Black) beats 2.
TEXT = (
    "XXR 5\n"
    # Each 001 record up to its rank (TRF columns 1-89), then its four rounds (from column 90).
    "001    1      One                               2400                             3.5    1"
    "     2 w 1     3 b +  0000 - U     4 b =\n"
    "001    2      Two                               2300                             1.0    2"
    "     1 b 0  0000 - Z     4 b 1     3 w 0\n"
    "001    3      Three                             2200                             1.5    3"
    "  0000 - H     1 w -  0000 - Z     2 b 1\n"
    "001    4      Four                              2100                             2.0    4"
    "  0000 - U  0000 - H     2 w 0     1 w =\n"
)
T = parse_trf(TEXT)
P1, P2, P3, P4 = (T.players[n] for n in range(1, 5))


def test_scores_after_each_round() -> None:
    assert [score_after(P1, r, T.point_system) for r in range(5)] == [0, 1, 2, 3, Fraction(7, 2)]
    assert scores_after(T, 4) == {1: Fraction(7, 2), 2: 1, 3: Fraction(3, 2), 4: 2}


def test_forfeits_are_not_meetings_and_leave_no_colour() -> None:
    """GHR 3.5 and seed F2: the round-2 forfeit between 1 and 3 is neither."""
    assert played_opponents(P1) == {2, 4}
    assert 3 not in played_opponents(P1) and 1 not in played_opponents(P3)
    assert games_played(P1) == 2


def test_colour_history_pushes_gaps_to_the_front() -> None:
    """F3: W + U B reads as the played colours W B; player 2 (B Z B W) as B B W."""
    assert color_history(P1) == [Color.WHITE, Color.BLACK]
    assert color_history(P2) == [Color.BLACK, Color.BLACK, Color.WHITE]


def test_pairing_byes() -> None:
    assert pairing_bye_rounds(P1) == [3] and pairing_bye_rounds(P4) == [1] and pairing_bye_rounds(P2) == []


def test_floats() -> None:
    """2026 Art. 1.4: forfeit win, PAB and H float down; Z and a forfeit loss do not.
    Round 3: 2 (0 points) meets 4 (1.5): 2 floats up, 4 down. Round 4: 1 (3) v 4 (1.5), 2 (1) v 3 (0.5)."""
    assert float_history(T, P1, 4) == [Float.NONE, Float.DOWN, Float.DOWN, Float.DOWN]
    assert float_history(T, P2, 4) == [Float.NONE, Float.NONE, Float.UP, Float.DOWN]
    assert float_history(T, P3, 4) == [Float.DOWN, Float.NONE, Float.NONE, Float.UP]
    assert float_history(T, P4, 4) == [Float.DOWN, Float.DOWN, Float.DOWN, Float.UP]


_POINTS = st.fractions(min_value=0, max_value=3, max_denominator=12)


@hypothesis.settings(max_examples=200, deadline=None, derandomize=True, database=None)
@hypothesis.given(
    values=st.lists(_POINTS, min_size=12, max_size=12),
    entries=st.lists(
        st.one_of(
            st.none(),
            st.builds(RoundEntry, st.just(2), st.sampled_from(list(Color)), st.sampled_from(list(PLAYED_RESULTS))),
            st.builds(RoundEntry, st.none(), st.none(), st.sampled_from(list(UNPAIRED_RESULTS))),
        ),
        max_size=30,
    ),
)
def test_a_total_is_the_exact_sum_of_the_entries_points(values: list[Fraction], entries: list) -> None:
    """Whatever the point system (thirds, quarters, colour-dependent wins), the score of a player is
    exactly the sum of his entries' points: the fast total loses nothing to rounding."""
    system = PointSystem(*values)
    assert system.total(entries) == sum((system.points(entry) for entry in entries), Fraction(0))
