"""FIDE Tournament Rules C.06 V.4.1: a player who withdraws from a round robin having completed
less than 50 % of his games keeps his score in the table, but the points scored by him or against
him are not counted in the final standings (V.4.2: at 50 % or more, everything counts).

Four players, Berger table (R1 1-4 2-3, R2 4-3 1-2, R3 2-4 3-1):
    R1: 1-4 0-1, 2-3 ½-½     R2: 4-3 forfeit (3 wins), 1-2 1-0     R3: 2-4 forfeit (2 wins), 3-1 ½-½
    Table scores: P1 1.5, P2 1.5, P3 2, P4 1. P4 played 1 of his 3 games and forfeited the rest.
Without P4's games: P1 1 + ½ = 1.5, P3 ½ + ½ = 1, P2 ½ + 0 = 0.5.
    SB: P1 0.5·1 + 1·½ = 1; P3 0.5·½ + 1.5·½ = 1; P2 1·½ = 0.5.
Everything kept: P3 2, then P1 and P2 on 1.5: SB P1 0 + 1.5 + 1 = 2.5, P2 1 + 0 + 1 (forfeit win
    over P4, a game in a round robin, C.07 Art. 15) = 2; P3 0.75 + 1 + 0.75 = 2.5; P4 1.5 (beat P1).
"""

from __future__ import annotations

from fractions import Fraction as F

from domain.tiebreaks import Rules, compute_standings, parse_codes
from domain.tiebreaks.options import StandingsOptions
from tests.tiebreaks.builders import tournament

LEFT = {1: ["4w0", "2w1", "3b="], 2: ["3w=", "1b0", "4w+"], 3: ["2b=", "4b+", "1w="], 4: ["1b1", "3w-", "2b-"]}
#: P4 plays round 2 (and loses): 2 of 3 games, at least half.
STAYED_HALF = {1: LEFT[1], 2: LEFT[2], 3: ["2b=", "4b1", "1w="], 4: ["1b1", "3w0", "2b-"]}


def _standings(event: dict[int, list[str]], total_rounds: int | None = None, **options: object):
    played = tournament(event)
    played.total_rounds = total_rounds
    return compute_standings(played, parse_codes(["SB"]), Rules(), options=StandingsOptions(**options))  # type: ignore[arg-type]


def test_the_early_leaver_is_listed_unranked_and_his_games_count_for_nobody() -> None:
    result = _standings(LEFT)
    assert [(row.rank, row.id, row.points, row.values["SB"]) for row in result.rows] == [
        (1, 1, F(3, 2), 1),
        (2, 3, 1, 1),
        (3, 2, F(1, 2), F(1, 2)),
        (None, 4, 1, None),
    ]
    leaver = result.rows[-1]
    assert not leaver.ranked and "1 of 3 games" in (leaver.reason or "") and "C.06 V.4.1" in (leaver.reason or "")
    assert all(row.ranked and row.reason is None for row in result.rows[:3])
    assert any("C.06 V.4.1" in text for text in result.readings)


def test_half_the_games_or_more_keeps_everything() -> None:
    result = _standings(STAYED_HALF)
    assert all(row.ranked for row in result.rows)
    assert {row.id: row.points for row in result.rows} == {1: F(3, 2), 2: F(3, 2), 3: 2, 4: 1}


def test_keep_counts_every_game_and_says_it_is_not_the_rule() -> None:
    result = _standings(LEFT, withdrawn_results="keep")
    assert [(row.rank, row.id, row.values["SB"]) for row in result.rows] == [
        (1, 3, F(5, 2)),
        (2, 1, F(5, 2)),
        (3, 2, 2),
        (4, 4, F(3, 2)),
    ]
    assert [w.where for w in result.warnings] == ["/withdrawn_results"]
    assert "C.06 V.4.1" in result.warnings[0].message


def test_before_the_last_round_nothing_is_annulled_yet_but_the_answer_says_so() -> None:
    """A double round robin (6 rounds) after its first cycle: P4 has 1 game of his 6."""
    result = _standings(LEFT, total_rounds=6)
    assert all(row.ranked for row in result.rows) and len(result.rows) == 4
    assert any("4 left" in w.message and "final standings" in w.message for w in result.warnings)


def test_a_swiss_event_keeps_every_game() -> None:
    result = compute_standings(tournament(LEFT), parse_codes(["SB"]), Rules(round_robin=False))
    assert all(row.ranked for row in result.rows)
