"""The edge cases of ``double-swiss.md`` §5 and the reading of two-game matches, one test each."""

from __future__ import annotations

from fractions import Fraction

import pytest

from domain.errors import InvalidInput
from domain.model import Color, ForbiddenGroup, ResultCode, RoundEntry
from domain.swiss.double_swiss import pair_double_swiss
from domain.swiss.double_swiss.colours import allocate
from domain.swiss.double_swiss.players import build_round
from domain.swiss.double_swiss.record import record_bye
from domain.trf import parse_trf, render_trf
from tests.double_swiss.builder import event, play


def test_a_match_forfeited_on_both_games_may_be_paired_again() -> None:
    """Preface: a forfeited match is not a meeting, so 1 and 2 meet in round 2 (the only pairing
    left for two players); 1 won it by forfeit and scores 2."""
    tournament = event(2)
    play(tournament, 1, (1, 2, "+-", "+-"))
    assert pair_double_swiss(tournament).pairing.boards in ([(1, 2)], [(2, 1)])


def test_both_players_forfeiting_both_games_is_no_meeting_and_bars_nobody() -> None:
    tournament = event(2)
    play(tournament, 1, (1, 2, "--", "--"))
    players = build_round(tournament).players
    assert not players[1].met and players[1].pab_allowed and players[2].pab_allowed
    assert players[1].score == 0 and not players[1].colours


def test_each_player_forfeiting_one_game_is_a_meeting_without_colour() -> None:
    """Open point of 1.6 (Dechamps' reading): a meeting, counted as played, with no match colour."""
    tournament = event(2)
    play(tournament, 1, (1, 2, "-+", "+-"))
    player = build_round(tournament).players[1]
    assert player.met == {2} and player.played == 1 and player.colours == ()
    assert player.pab_allowed


def test_only_game_two_played_keeps_the_game_one_colour() -> None:
    """Open point of §5: game 1 forfeited, game 2 played; we keep the pairing's game-1 colour."""
    tournament = event(2)
    play(tournament, 1, (1, 2, "+-", "="))
    players = build_round(tournament).players
    assert players[1].colours == (Color.WHITE,) and players[2].colours == (Color.BLACK,)


def test_a_late_entrant_meets_a_player_with_history_from_4_3_2() -> None:
    """4.3.1 is skipped when one has played; 4.3.2 compares Whites, 0 against 1: White to the entrant."""
    tournament = event(4)
    play(tournament, 1, (1, 2, "=", "="))
    record_bye(tournament, 1, 3, ResultCode.ZERO_BYE, ResultCode.ZERO_BYE)
    record_bye(tournament, 1, 4, ResultCode.ZERO_BYE, ResultCode.ZERO_BYE)
    players = build_round(tournament).players
    coloured = allocate(players[1], players[3], Color.WHITE)
    assert (coloured.white, coloured.step) == (3, "4.3.2")


def test_a_full_point_bye_bars_the_pab_and_a_half_point_bye_does_not() -> None:
    tournament = event(4)
    play(tournament, 1, (1, 2, "=", "="))
    record_bye(tournament, 1, 3, ResultCode.FULL_BYE, ResultCode.FULL_BYE)
    record_bye(tournament, 1, 4, ResultCode.HALF_BYE, ResultCode.HALF_BYE)
    players = build_round(tournament).players
    assert not players[3].pab_allowed and players[4].pab_allowed


def test_the_pab_is_worth_a_game_won_and_a_game_drawn() -> None:
    """1.4 (R): 1½ with the standard points, written U then H."""
    tournament = event(3)
    play(tournament, 1, (1, 2, "1-0", "1-0"), pab=3)
    assert build_round(tournament).players[3].score == 1.5


def test_a_requested_bye_in_either_game_round_makes_the_player_absent() -> None:
    tournament = event(3)
    tournament.players[3].entries = [None, RoundEntry.bye(ResultCode.HALF_BYE)]
    paired = pair_double_swiss(tournament)
    assert paired.pairing.absent == [3] and paired.pairing.bye is None


def test_a_round_with_only_game_one_recorded_is_refused() -> None:
    tournament = event(2)
    play(tournament, 1, (1, 2, "=", "="))
    for player in tournament.players.values():
        player.entries = player.entries[:1]
    with pytest.raises(InvalidInput, match="game 2"):
        pair_double_swiss(tournament)


def test_two_games_against_different_opponents_are_refused_naming_the_player_and_round() -> None:
    tournament = event(4)
    play(tournament, 1, (1, 2, "=", "="), (3, 4, "=", "="))
    tournament.players[1].entries[1] = RoundEntry(3, Color.BLACK, ResultCode.DRAW)
    with pytest.raises(InvalidInput) as raised:
        pair_double_swiss(tournament)
    assert any(issue.where.startswith("player 1, round 1") for issue in raised.value.issues)


def test_colours_not_reversed_in_game_two_are_refused() -> None:
    tournament = event(2)
    play(tournament, 1, (1, 2, "=", "="))
    tournament.players[1].entries[1] = RoundEntry(2, Color.WHITE, ResultCode.DRAW)
    with pytest.raises(InvalidInput, match="reversed"):
        pair_double_swiss(tournament)


def test_an_odd_number_of_game_rounds_in_xxr_is_refused() -> None:
    tournament = event(2)
    tournament.total_rounds = 7
    with pytest.raises(InvalidInput, match="two-game rounds"):
        pair_double_swiss(tournament)


def test_the_trf_encoding_round_trips_and_pairs_the_same() -> None:
    """api.md Decision: event round r is TRF rounds 2r-1 and 2r; XXR is twice the rounds."""
    tournament = event(5)
    play(tournament, 1, (1, 3, "1-0", "1-0"), (4, 2, "1-0", "="), pab=5)
    again = parse_trf(render_trf(tournament))
    assert pair_double_swiss(again).pairing.boards == pair_double_swiss(tournament).pairing.boards


def test_acceleration_is_refused_naming_the_records() -> None:
    """§5 leaves the virtual points of a C.04.7 acceleration open (a win worth 2 or 1): not
    implemented, so an accelerated file is refused rather than paired without its virtual points."""
    tournament = event(4)
    tournament.acceleration = {1: [Fraction(1)]}
    with pytest.raises(InvalidInput, match="XXA/250"):
        pair_double_swiss(tournament)


def test_a_forbidden_pair_is_kept_apart_like_a_rematch() -> None:
    """TRF ``XXP``: 1 and 3 may not meet, so round 1 pairs 1-4 and 2-3 (the next identifier)."""
    tournament = event(4)
    tournament.forbidden = [ForbiddenGroup((1, 3))]
    assert {frozenset(board) for board in pair_double_swiss(tournament).pairing.boards} == {
        frozenset((1, 4)),
        frozenset((2, 3)),
    }
