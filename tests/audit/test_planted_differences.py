"""The checker finds a difference planted in a played round, in generated and corpus tournaments.

Planted in the last round, it is reported exactly there. Planted earlier, the rounds before it
still agree and it is the first one reported: later rounds were paired from a history that the
planted change rewrote, so they may differ too, and the checker rightly says so.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.model import Tournament
from domain.swiss.audit import Verdict
from domain.swiss.simulation import SimulationConfig, simulate
from domain.swiss.system import audit_tournament
from domain.trf import parse_trf
from tests.audit.planting import move_bye, reverse_colours, swap_opponents
from tests.conftest import FIXTURES, fixture_files

#: 20 corpus tournaments of 8 to 60 players (enough boards to swap two), spread over the sizes.
CORPUS = [path for path in fixture_files("dutch") if 8 <= int(path.name[1:4]) <= 60][::3][:20]


def generated(system: str, seed: int, players: int = 15, rounds: int = 5) -> Tournament:
    config = SimulationConfig(players=players, rounds=rounds, forfeit_rate=0.0, draw_rate=0.2)
    return simulate(config, system, seed).tournament


@pytest.mark.parametrize("system", ["dutch", "dutch-2017", "swedish"])
def test_swapped_opponents_in_the_last_round(system: str) -> None:
    tournament = generated(system, seed=3)
    report = audit_tournament(swap_opponents(tournament, 5), system)
    assert report.differing_rounds == [5]
    last = report.rounds[-1]
    assert not last.pairs_agree and last.engine is not None
    assert set(last.engine.boards) == set(audit_tournament(tournament, system).rounds[-1].played.boards)


@pytest.mark.parametrize("system", ["dutch", "dutch-2017", "swedish"])
def test_reversed_colours_in_the_last_round(system: str) -> None:
    report = audit_tournament(reverse_colours(generated(system, seed=4), 5), system)
    assert report.differing_rounds == [5]
    last = report.rounds[-1]
    assert last.pairs_agree and not last.colours_agree and last.bye_agrees


@pytest.mark.parametrize("system", ["dutch", "dutch-2017", "swedish"])
def test_moved_bye_in_the_last_round(system: str) -> None:
    report = audit_tournament(move_bye(generated(system, seed=5), 5), system)
    assert report.differing_rounds == [5]
    last = report.rounds[-1]
    assert not last.bye_agrees and not last.pairs_agree


def test_a_dutch_difference_names_the_criterion_the_played_round_loses_on() -> None:
    # Round 6 board 7-1: both have mild preferences (7 played W B W B, 1 B W B W) and get them.
    # Played reversed, both miss them: legal, but two unfulfilled preferences instead of none ([C12]).
    tournament = parse_trf((FIXTURES / "dutch" / "n008_r06_s1508994952.trf").read_text())
    last = audit_tournament(reverse_colours(tournament, 6, white=7), "dutch").rounds[-1]
    assert last.verdict is Verdict.DIFFERS and last.violations == [] and last.comparison is not None
    comparison = last.comparison
    assert (comparison.criterion, comparison.proposal_better) == ("C12", False)
    assert (comparison.proposal_value, comparison.engine_value) == (2, 0)


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.name)
def test_corpus_rounds_agree_and_a_swapped_pair_is_found(path: Path) -> None:
    tournament = parse_trf(path.read_text())
    assert audit_tournament(tournament, "dutch").differing_rounds == []
    last = tournament.total_rounds
    assert last is not None
    report = audit_tournament(swap_opponents(tournament, last), "dutch")
    assert report.differing_rounds == [last]
    assert not report.rounds[-1].pairs_agree


def test_planted_earlier_the_first_reported_round_is_the_planted_one() -> None:
    tournament = generated("dutch", seed=8, players=20, rounds=7)
    report = audit_tournament(swap_opponents(tournament, 3), "dutch")
    assert [a.verdict for a in report.rounds[:3]] == [Verdict.AGREES, Verdict.AGREES, Verdict.DIFFERS]


def test_a_round_documented_as_paired_by_hand_is_not_an_engine_error() -> None:
    planted = reverse_colours(generated("dutch", seed=4), 5)
    report = audit_tournament(planted, "dutch", manual_rounds={5: "F7: game played with colours reversed"})
    assert report.agrees and report.rounds[-1].verdict is Verdict.MANUAL
    assert report.rounds[-1].note == "F7: game played with colours reversed"
