"""``--swiss-team`` through the command line: ``-p`` pairs as Gacrux did, ``-c`` audits a whole event."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from domain.model import ResultCode
from domain.swiss.team.audit import played_team_round, team_state_before
from domain.trf import parse_trf, render_trf
from service.cli import EXIT_OK, main
from service.cli_endorsement import EXIT_ROUNDS_DIFFER
from tests.team.corpus import CORPUS, expected_rounds, feature_sample

FILES = ["t1003.trf", "t1017.trf", "t1100.trf"]
#: Every round of the files that together hold every feature of the corpus (the engine pairs every
#: round of every file in tests/corpus/test_team.py; issue 39 samples the doors).
SAMPLE = [path.name for path in feature_sample()]


@pytest.mark.parametrize("name", SAMPLE)
def test_pair_mode_prints_the_corpus_answer_for_every_round_of_the_sample(name: str, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = CORPUS / name
    tournament = parse_trf(path.read_text())
    for round_number, lines in sorted(expected_rounds(path).items()):
        cut = tmp_path / f"r{round_number}.trf"
        cut.write_text(render_trf(team_state_before(tournament, round_number)))
        out = tmp_path / f"r{round_number}.out"
        assert main(["--swiss-team", str(cut), "-p", str(out)]) == EXIT_OK
        assert out.read_text().splitlines() == [str(len(lines)), *(f"{white} {black}" for white, black in lines)]


@pytest.mark.parametrize("name", FILES)
def test_check_mode_agrees_on_every_round(name: str, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["--swiss-team", str(CORPUS / name), "-c"]) == EXIT_OK
    assert "swiss-team: all" in capsys.readouterr().out


def test_check_mode_reports_a_planted_colour_swap_with_its_round(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    tournament = parse_trf((CORPUS / "t1003.trf").read_text())
    white, black = played_team_round(tournament, 4).boards[0]
    records = tournament.team_records
    assert records is not None
    for team in (white, black):
        for member in records.teams[team].members:
            entry = tournament.players[member].entries[3]
            assert entry is not None and entry.color is not None
            tournament.players[member].entries[3] = dataclasses.replace(entry, color=entry.color.opposite)
    planted = tmp_path / "planted.trf"
    planted.write_text(render_trf(tournament))
    assert main(["--swiss-team", str(planted), "-c"]) == EXIT_ROUNDS_DIFFER
    out = capsys.readouterr().out
    assert "Round 4: differs: colours differ" in out
    assert "Round 3: agrees" in out and "rounds differ: 4," in out  # later rounds inherit the swapped history


def test_check_mode_reports_a_planted_exchange_of_opponents_with_its_round(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    tournament = parse_trf((CORPUS / "t1003.trf").read_text())
    (w1, b1), (w2, b2) = played_team_round(tournament, 4).boards[:2]
    records = tournament.team_records
    assert records is not None
    teams = records.teams
    mirror = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}
    for white, black in ((w1, b2), (w2, b1)):  # w1 now meets b2, w2 meets b1; the white side's results kept
        for one, other in zip(teams[white].members, teams[black].members, strict=True):
            ours, theirs = tournament.players[one].entries[3], tournament.players[other].entries[3]
            assert ours is not None and theirs is not None
            tournament.players[one].entries[3] = dataclasses.replace(ours, opponent=other)
            result = ResultCode(mirror[ours.result.value])
            tournament.players[other].entries[3] = dataclasses.replace(theirs, opponent=one, result=result)
    planted = tmp_path / "planted.trf"
    planted.write_text(render_trf(tournament))
    assert main(["--swiss-team", str(planted), "-c"]) == EXIT_ROUNDS_DIFFER
    out = capsys.readouterr().out
    assert "Round 3: agrees" in out and "Round 4: differs: pairs, colours differ" in out
