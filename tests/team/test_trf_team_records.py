"""TRF-2026 team records (310, 320, 330, 352, 362, 240 by team): read, written back, faults named."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from domain.errors import InvalidInput, TrfSyntaxError
from domain.model import Color, ResultCode, RoundEntry, TeamForfeit
from domain.swiss.team import pair_team_round
from domain.trf import parse_trf, render_trf
from domain.validation import validate
from tests.team.builder import TeamEvent
from tests.team.corpus import corpus_files

FILES = corpus_files()


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.name)
def test_every_corpus_file_round_trips(path: Path) -> None:
    tournament = parse_trf(path.read_text())
    assert validate(tournament) == []
    rendered = render_trf(tournament)
    assert parse_trf(rendered) == tournament
    assert render_trf(parse_trf(rendered)) == rendered


def test_the_team_records_are_read_field_by_field() -> None:
    tournament = parse_trf(next(p for p in FILES if p.name == "t1003.trf").read_text())
    records = tournament.team_records
    assert records is not None and len(records.teams) == 37
    team = records.teams[17]
    assert (team.name, team.nickname, team.strength, team.members) == ("Team 17", "T017", 2371, (33, 34))
    assert (team.match_points, team.game_points, team.rank) == (Fraction(9), Fraction(19, 2), 17)
    assert records.colour_sequence == "WB" and records.match_points == (2, 1, 0)
    assert (records.pab_match_points, records.pab_game_points) == (1, 1)
    assert records.pab_teams == [37, 36, 0, 31, 32, 35, 30, 26, 0]
    assert [(a.kind, a.round_number, a.players) for a in records.absences] == [
        (ResultCode.ZERO_BYE, 3, (23,)),
        (ResultCode.ZERO_BYE, 9, (17,)),
    ]
    assert tournament.bye_requests == []  # a team file's 240 records name teams


def test_a_330_record_is_read_and_written() -> None:
    text = next(text for p in FILES if "\n330 " in (text := p.read_text()))
    tournament = parse_trf(text)
    assert tournament.team_records is not None and tournament.team_records.forfeits
    assert all(isinstance(f, TeamForfeit) and f.kind in ("+-", "-+") for f in tournament.team_records.forfeits)
    assert parse_trf(render_trf(tournament)).team_records == tournament.team_records


HEAD = "012 Test\n142 5\n192 FIDE_TEAM\n001    1      A                                 2000\n"


@pytest.mark.parametrize(
    ("line", "fault"),
    [
        ("330 x+   1   1   2", "330 needs a type"),
        ("352 WXB", "352 needs a board colour sequence"),
        ("362 TW 2.0 TD 1.0", "362 needs TW, TD and TL"),
        ("320 1.0", "320 needs the PAB"),
        ("310   1 Team 1                           T001    2000    0.0    0.0   1", "lists no player"),
    ],
)
def test_a_malformed_team_record_is_named_with_its_line(line: str, fault: str) -> None:
    with pytest.raises(TrfSyntaxError) as error:
        parse_trf(HEAD + line + "\n")
    assert any("line 5" in str(issue) and fault in str(issue) for issue in error.value.issues)


def test_a_player_in_two_teams_is_invalid_input_naming_the_team() -> None:
    team = "310   {n} Team {n}                           T00{n}    2000    0.0    0.0   1     1"
    tournament = parse_trf(HEAD + team.format(n=1) + "\n" + team.format(n=2) + "\n")
    with pytest.raises(InvalidInput) as error:
        pair_team_round(tournament)
    assert "310 team 2" in str(error.value) and "already in team 1" in str(error.value)


def _two_team_event() -> TeamEvent:
    return TeamEvent(4, boards=2).match(1, 1, 2, "10").match(1, 3, 4, "=1")


def test_a_team_meeting_itself_is_invalid_input_naming_team_and_round() -> None:
    tournament = _two_team_event().build()
    tournament.players[1].entries[0] = RoundEntry(2, Color.WHITE, ResultCode.WIN)  # board 2 of its own team
    tournament.players[2].entries[0] = RoundEntry(1, Color.BLACK, ResultCode.LOSS)
    with pytest.raises(InvalidInput) as error:
        pair_team_round(tournament)
    assert "310 team 1, round 1" in str(error.value)


def test_boards_against_two_teams_in_one_round_is_invalid_input() -> None:
    tournament = _two_team_event().build()
    tournament.players[2].entries[0] = RoundEntry(6, Color.BLACK, ResultCode.LOSS)  # board 2 vs team 3
    tournament.players[6].entries[0] = RoundEntry(2, Color.WHITE, ResultCode.WIN)
    with pytest.raises(InvalidInput, match="one other team"):
        pair_team_round(tournament)


def test_more_boards_than_players_is_invalid_input() -> None:
    tournament = _two_team_event().build()
    assert tournament.team_records is not None
    tournament.team_records.colour_sequence = "WBW"
    with pytest.raises(InvalidInput, match="2 players for 3 boards"):
        pair_team_round(tournament)


def test_a_240_record_naming_an_unknown_team_is_invalid_input() -> None:
    event = _two_team_event().absent(2, 9)
    with pytest.raises(InvalidInput, match="240 round 2: team 9 is not in the event"):
        pair_team_round(event.build())
