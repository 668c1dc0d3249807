"""The meaning of individual TRF records: players, entries, extensions and TRF-2026 records."""

from __future__ import annotations

from fractions import Fraction

from domain.model import AccelerationRange, ByeRequest, Color, ForbiddenGroup, ResultCode, RoundEntry, Team
from domain.trf import parse_trf, render_trf

PLAYER_1 = (
    "001    1 mGM  Carlsen, Magnus                   2830 NOR     1503014 1990/11/30  1.5    1     2 w 1  0000 - H"
)
PLAYER_2 = (
    "001    2 w IM  Doe, Jane                        2400 ESP    12345678 2001/01/01  0.0    2     1 b 0  0000 - Z"
)


def parse_lines(*lines: str):
    return parse_trf("\n".join(lines) + "\n")


def test_player_fields() -> None:
    tournament = parse_lines("012 Open", PLAYER_1, PLAYER_2)
    carlsen = tournament.players[1]
    assert (carlsen.sex, carlsen.title, carlsen.name, carlsen.rating) == ("m", "GM", "Carlsen, Magnus", 2830)
    assert (carlsen.federation, carlsen.fide_id, carlsen.birth_date) == ("NOR", "1503014", "1990/11/30")
    assert carlsen.points == Fraction(3, 2) and carlsen.rank == 1
    assert carlsen.entries == [RoundEntry(2, Color.WHITE, ResultCode.WIN), RoundEntry.bye(ResultCode.HALF_BYE)]
    assert tournament.players[2].entries[1] == RoundEntry.bye(ResultCode.ZERO_BYE)
    assert tournament.name == "Open"


def test_extension_records() -> None:
    tournament = parse_lines(
        "XXR 9",
        "XXC rank black1",
        "XXS W=3 D=1 PAB=3",
        PLAYER_1,
        PLAYER_2,
        "XXA    1  1.0  0.5",
        "XXP 1 2",
        "XXZ 2",
    )
    assert tournament.total_rounds == 9
    assert tournament.initial_color is Color.BLACK and tournament.rank_ids
    system = tournament.point_system
    assert (system.win_white, system.win_black, system.forfeit_win, system.full_bye) == (3, 3, 3, 3)
    assert (system.draw_white, system.half_bye, system.pairing_bye) == (1, 1, 3)
    assert tournament.acceleration == {1: [Fraction(1), Fraction(1, 2)]}
    assert tournament.forbidden == [ForbiddenGroup((1, 2))]
    assert tournament.bye_requests == [ByeRequest(ResultCode.ZERO_BYE, None, (2,))]


def test_trf_2026_records() -> None:
    tournament = parse_lines(
        "142 7",
        "152 W",
        "162 W 3.0    D 1.0    L 0.0",
        "192 FIDE_DUTCH_2025_BAKU",
        "240 H   3    1    2",
        "250  1.0  1.0   1   2    1    2",
        "260   1   5    1    2",
        "013 Team A                          1    2",
        "### a comment",
        PLAYER_1,
        PLAYER_2,
    )
    assert tournament.total_rounds == 7 and tournament.initial_color is Color.WHITE
    assert tournament.point_system.win_white == 3 and tournament.point_system.pairing_bye == 3
    assert tournament.tournament_type == "FIDE_DUTCH_2025_BAKU"
    assert tournament.bye_requests == [ByeRequest(ResultCode.HALF_BYE, 3, (1, 2))]
    assert tournament.acceleration_ranges == [AccelerationRange(Fraction(1), Fraction(1), 1, 2, 1, 2)]
    assert tournament.forbidden == [ForbiddenGroup((1, 2), 1, 5)]
    assert tournament.teams == [Team("Team A", (1, 2))]
    assert tournament.extra_records == ["### a comment"]
    assert parse_trf(render_trf(tournament)) == tournament


def test_bbp_point_records() -> None:
    tournament = parse_lines("BBW  3.0", "BBD  1.0", PLAYER_1, PLAYER_2)
    assert tournament.point_system.win_black == 3 and tournament.point_system.draw_white == 1


def test_bbf_is_the_points_of_a_forfeit_loss() -> None:
    """trf.md §4: ``BBF`` scores a forfeit loss (bbp README and code), not a full-point bye."""
    system = parse_lines("BBF  0.5", PLAYER_1, PLAYER_2).point_system
    assert system.forfeit_loss == Fraction(1, 2)
    assert system.full_bye == 1 and system.zero_bye == 0


def test_162_zero_point_symbol_z_reads_as_a() -> None:
    """bbpPairings writes ``Z`` for the zero-point symbol of ``162``; TRF-2026 writes ``A``."""
    with_a = parse_lines("162 W 3.0    D 1.0    L 0.0    A 0.5", PLAYER_1, PLAYER_2)
    with_z = parse_lines("162 W 3.0    D 1.0    L 0.0    Z 0.5", PLAYER_1, PLAYER_2)
    assert with_z == with_a
    assert (with_z.point_system.zero_bye, with_z.point_system.forfeit_loss) == (Fraction(1, 2), Fraction(1, 2))


def test_unknown_records_survive_a_round_trip() -> None:
    line = "USA    1      Carlsen, Magnus                   2830"
    tournament = parse_lines(PLAYER_1, PLAYER_2, line)
    assert line in render_trf(tournament).splitlines()


def test_blank_result_with_an_opponent_is_a_game_without_result() -> None:
    tournament = parse_lines(PLAYER_1[:89] + "     2 w", PLAYER_2[:89] + "     1 b")
    assert tournament.players[1].entries == [RoundEntry(2, Color.WHITE, ResultCode.ADJOURNED)]
    assert tournament.next_round == 2


PLAYER_3 = f"{'001    3      Roe, Rick':<48}2300{'':<28} 0.0    3"


def test_next_round_ignores_requested_byes() -> None:
    """H/Z entries of the round being paired are requests, not games (api.md): player 3 has none."""
    tournament = parse_lines(PLAYER_1, PLAYER_2, PLAYER_3)
    assert tournament.recorded_rounds == 1 and tournament.next_round == 2


def test_a_round_where_every_player_has_a_bye_entry_is_over() -> None:
    """api.md: a round in which every player has an entry is played, even without a game."""
    tournament = parse_lines(PLAYER_1, PLAYER_2)
    assert tournament.recorded_rounds == 2 and tournament.next_round == 3


def test_standings_records_202_212_and_the_ranks() -> None:
    """TRF-2026: 202 the tie-breaks, 212 the same list led by PTS; 001 columns 86-89 the rank (ties allowed)."""
    from domain.tiebreaks.trf_standings import stated_lists

    tied = PLAYER_2[:85] + "   1" + PLAYER_2[89:]
    tournament = parse_lines("012 Open", "202 BH/C1,BH,SB", "212 PTS,BH/C1,BH,SB", PLAYER_1, tied)
    [stated] = stated_lists(tournament)
    assert (stated.record, stated.labels, stated.text) == ("212", ["BH/C1", "BH", "SB"], "PTS,BH/C1,BH,SB")
    assert [player.rank for player in tournament.player_list()] == [1, 1]
    assert render_trf(tournament).splitlines()[1:3] == ["202 BH/C1,BH,SB", "212 PTS,BH/C1,BH,SB"]
    alone = stated_lists(parse_lines("202 WIN", PLAYER_1, PLAYER_2))
    assert [(s.record, s.labels) for s in alone] == [("202", ["WIN"])]
    both = stated_lists(parse_lines("202 WIN", "212 PTS,SB", PLAYER_1, PLAYER_2))
    assert [(s.record, s.labels) for s in both] == [("202", ["WIN"]), ("212", ["SB"])]


def test_a_standings_record_given_twice_or_with_an_unknown_code_is_refused_naming_it() -> None:
    import pytest

    from domain.errors import InvalidInput
    from domain.tiebreaks.trf_standings import stated_lists

    with pytest.raises(InvalidInput) as twice:
        stated_lists(parse_lines("202 WIN", "202 SB", PLAYER_1, PLAYER_2))
    assert twice.value.issues[0].where == "record 202"
    with pytest.raises(InvalidInput) as unknown:
        stated_lists(parse_lines("212 PTS,BH,XYZ", PLAYER_1, PLAYER_2))
    assert unknown.value.issues[0].where == "record 212/1" and "XYZ" in unknown.value.issues[0].message


def test_unusual_results_over_the_board_are_consistent_entries() -> None:
    """½-0, 0-½ and 0-0 (C.02 2026 checklist): each player's own result; ½-1 is still a contradiction."""
    import pytest

    from domain.errors import InconsistentTournament
    from domain.validation import validate

    head = "XXR 1\nXXC white1\n"
    white = "001    1      Alpha, Anna                       2400                             {p}    1     2 w {r}"
    black = "001    2      Bravo, Ben                        2300                             {p}    2     1 b {r}"
    for mine, theirs in (("=", "0"), ("0", "="), ("0", "0")):
        points = {"=": "0.5", "0": "0.0"}
        text = head + white.format(p=points[mine], r=mine) + "\n" + black.format(p=points[theirs], r=theirs) + "\n"
        assert validate(parse_trf(text)) == []
    contradiction = head + white.format(p="0.5", r="=") + "\n" + black.format(p="1.0", r="1") + "\n"
    with pytest.raises(InconsistentTournament):
        validate(parse_trf(contradiction))
