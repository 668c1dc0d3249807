"""``pairing --double-swiss``: -p, -c and -g through the command line, as for ``--dutch``."""

from __future__ import annotations

from pathlib import Path

from domain.trf import parse_trf, render_trf
from service.cli import EXIT_INVALID_INPUT, EXIT_NO_PAIRING, EXIT_OK, main
from service.cli_endorsement import EXIT_ROUNDS_DIFFER
from tests.double_swiss.builder import event, play


def _example_2(path: Path) -> Path:
    """double-swiss.md §6 Example 2 after round 1, as TRF (two TRF rounds per event round)."""
    tournament = event(5)
    play(tournament, 1, (1, 3, "1-0", "1-0"), (4, 2, "1-0", "="), pab=5)
    path.write_text(render_trf(tournament))
    return path


def test_pair_writes_the_count_the_boards_and_the_pab_last(tmp_path, capsys) -> None:
    trf = _example_2(tmp_path / "in.trf")
    assert main(["--double-swiss", str(trf), "-p"]) == EXIT_OK
    assert capsys.readouterr().out.splitlines() == ["3", "4 1", "2 5", "3 0"]


def test_pair_writes_to_the_named_file(tmp_path) -> None:
    trf, out = _example_2(tmp_path / "in.trf"), tmp_path / "out.txt"
    assert main(["--double-swiss", str(trf), "-p", str(out)]) == EXIT_OK
    assert out.read_text().splitlines()[0] == "3"


def test_check_agrees_on_a_generated_event_and_flags_a_tampered_one(tmp_path, capsys) -> None:
    trf = tmp_path / "gen.trf"
    assert main(["--double-swiss", "-g", "-s", "11", "-o", str(trf)]) == EXIT_OK
    assert main(["--double-swiss", str(trf), "-c"]) == EXIT_OK
    assert "double-swiss: all" in capsys.readouterr().out
    tournament = parse_trf(trf.read_text())
    first = tournament.player_list()[0]
    for column in (1, 2):  # reverse the colours of player 1's round-1 match, both games
        entry = first.entries[column - 1]
        assert entry is not None and entry.opponent is not None and entry.color is not None
        opponent = tournament.players[entry.opponent]
        other = opponent.entries[column - 1]
        assert other is not None and other.color is not None
        first.entries[column - 1] = type(entry)(entry.opponent, entry.color.opposite, entry.result)
        opponent.entries[column - 1] = type(other)(other.opponent, other.color.opposite, other.result)
    trf.write_text(render_trf(tournament))
    assert main(["--double-swiss", str(trf), "-c"]) == EXIT_ROUNDS_DIFFER
    assert "Round 1: differs: colours differ" in capsys.readouterr().out


def test_generate_is_deterministic_by_seed(tmp_path) -> None:
    one, two = tmp_path / "a.trf", tmp_path / "b.trf"
    assert main(["--double-swiss", "-g", "-s", "5", "-o", str(one)]) == EXIT_OK
    assert main(["--double-swiss", "-g", "-s", "5", "-o", str(two)]) == EXIT_OK
    assert one.read_bytes() == two.read_bytes()
    assert "092 FIDE_DOUBLESWISS" in one.read_text()


def test_a_half_recorded_round_is_invalid_input_naming_it(tmp_path, capsys) -> None:
    tournament = event(2)
    play(tournament, 1, (1, 2, "=", "="))
    for player in tournament.players.values():
        player.entries = player.entries[:1]
    trf = tmp_path / "half.trf"
    trf.write_text(render_trf(tournament))
    assert main(["--double-swiss", str(trf), "-p"]) == EXIT_INVALID_INPUT
    assert "game 2" in capsys.readouterr().err


def test_an_unpairable_round_exits_with_no_pairing(tmp_path) -> None:
    """Two players who met (a played match) cannot meet again: 3.3.3."""
    tournament = event(2)
    play(tournament, 1, (1, 2, "=", "="))
    trf = tmp_path / "met.trf"
    trf.write_text(render_trf(tournament))
    assert main(["--double-swiss", str(trf), "-p"]) == EXIT_NO_PAIRING
