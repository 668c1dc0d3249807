"""The Double-Swiss generator's events pass the Double-Swiss checker (RTG against FPC, C.04.A A.4-A.5),
through TRF text and back; a planted colour swap or exchanged pair is reported with its round."""

from __future__ import annotations

import copy
import random

from domain.model import Color, RoundEntry, Tournament
from domain.swiss.audit import Verdict
from domain.swiss.simulation import SimulationConfig, simulate
from domain.swiss.system import audit_tournament
from domain.trf import parse_trf
from domain.validation import validate

EVENTS = 60


def config(rng: random.Random) -> SimulationConfig:
    players = rng.choice([rng.randint(4, 12), rng.randint(13, 30)])
    return SimulationConfig(
        players=players,
        rounds=rng.randint(1, max(1, min(9, players // 2))),
        draw_rate=rng.choice([0.0, 0.3, 0.6]),
        forfeit_rate=rng.choice([0.0, 0.05, 0.15]),
        half_bye_rate=rng.choice([0.0, 0.05]),
        zero_bye_rate=rng.choice([0.0, 0.04]),
        retire_rate=rng.choice([0.0, 0.03]),
        late_entry_rate=rng.choice([0.0, 0.1]),
    )


def generated(seed: int, settings: SimulationConfig | None = None) -> Tournament:
    settings = settings or config(random.Random(seed))
    tournament = parse_trf(simulate(settings, "double-swiss", seed).trf())
    validate(tournament)
    return tournament


#: A field the planted differences can always be made in: no byes or forfeits, five rounds.
PLANTING = SimulationConfig(
    players=16,
    rounds=5,
    forfeit_rate=0,
    half_bye_rate=0,
    zero_bye_rate=0,
    retire_rate=0,
    late_entry_rate=0,
    draw_rate=0.3,
)


def test_every_generated_event_round_agrees_with_the_checker() -> None:
    for seed in range(EVENTS):
        tournament = generated(seed)
        report = audit_tournament(tournament, "double-swiss")
        assert len(report.rounds) == (tournament.total_rounds or 0) // 2
        assert all(audit.verdict is Verdict.AGREES for audit in report.rounds), (seed, report.differing_rounds)


def _match(tournament: Tournament, round_number: int) -> tuple[int, int]:
    """The first match of the event round played over the board in both games (white in game 1 first)."""
    for player in tournament.player_list():
        first, second = player.entry(2 * round_number - 1), player.entry(2 * round_number)
        if first and second and first.played and second.played and first.color is Color.WHITE:
            assert first.opponent is not None
            return player.number, first.opponent
    raise LookupError(round_number)


def test_a_planted_colour_swap_is_reported_in_its_round() -> None:
    tournament = generated(7, PLANTING)
    planted, round_number = copy.deepcopy(tournament), 3
    white, black = _match(planted, round_number)
    for column in (2 * round_number - 1, 2 * round_number):
        for player in (white, black):
            entry = planted.players[player].entries[column - 1]
            assert entry is not None and entry.color is not None
            planted.players[player].entries[column - 1] = RoundEntry(entry.opponent, entry.color.opposite, entry.result)
    report = audit_tournament(planted, "double-swiss")
    assert report.differing_rounds[0] == round_number
    audit = report.rounds[round_number - 1]
    assert audit.pairs_agree and not audit.colours_agree


def test_a_planted_exchange_of_opponents_is_reported_in_its_round() -> None:
    tournament = generated(7, PLANTING)
    planted, round_number = copy.deepcopy(tournament), 2
    (a, b), (c, d) = _boards(planted, round_number)
    for column in (2 * round_number - 1, 2 * round_number):
        for player, old, new in ((a, b, d), (c, d, b), (b, a, c), (d, c, a)):
            entry = planted.players[player].entries[column - 1]
            assert entry is not None and entry.opponent == old
            planted.players[player].entries[column - 1] = RoundEntry(new, entry.color, entry.result)
    report = audit_tournament(planted, "double-swiss")
    assert report.differing_rounds and report.differing_rounds[0] == round_number
    assert not report.rounds[round_number - 1].pairs_agree


def _boards(tournament: Tournament, round_number: int) -> list[tuple[int, int]]:
    """Matches of the round, white in game 1 first, whose two players' game results match pairwise
    with another's, so exchanging opponents keeps every entry consistent."""
    matches = []
    for player in tournament.player_list():
        first = player.entry(2 * round_number - 1)
        if first is not None and first.opponent is not None and first.color is Color.WHITE:
            matches.append((player.number, first.opponent))
    results = {
        (w, b): tuple(tournament.players[w].entries[c - 1].result for c in (2 * round_number - 1, 2 * round_number))  # type: ignore[union-attr]
        for w, b in matches
    }
    for i, one in enumerate(matches):
        for other in matches[i + 1 :]:
            if results[one] == results[other]:
                return [one, other]
    raise LookupError(round_number)
