"""Property tests: random tournaments (10-200 players, up to 11 rounds, with withdrawals,
absences and postponed games) played with the Swedish engine, every round checked against
the absolute rules and the group discipline of 2.2-2.8."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from domain.errors import NoLegalPairing
from domain.history import played_opponents
from domain.model import Color, ResultCode, Tournament
from domain.swiss.result import SwissPairing
from domain.swiss.swedish import SwedishOptions, pair_swedish
from domain.swiss.swedish.explanation import X_LABEL
from tests.simulate import Chances, play_round, random_field

SEEDS = range(40)


def had_bye(tournament: Tournament, player: int) -> bool:
    return any(e is not None and e.result is ResultCode.PAIRING_BYE for e in tournament.players[player].entries)


def whites(tournament: Tournament, player: int, before: int) -> int:
    entries = tournament.players[player].entries[: before - 1]
    games = sum(1 for e in entries if e is not None and e.played and e.color is Color.WHITE)
    return games + sum(1 for e in entries if e is not None and e.result is ResultCode.PAIRING_BYE)


def check_round(tournament: Tournament, pairing: SwissPairing) -> None:
    """Everything that must hold of a round, checked before its results are recorded."""
    round_number = pairing.round_number
    paired = [p for pair in pairing.boards for p in pair]
    entrants = set(tournament.players) - set(pairing.absent)
    # Everyone present is paired exactly once; absent players are not paired.
    assert len(paired) == len(set(paired))
    assert set(paired) | ({pairing.bye} if pairing.bye else set()) == entrants
    # 2.3: no repeat opponents.
    for white, black in pairing.boards:
        assert black not in played_opponents(tournament.players[white], round_number - 1)
    # §4: a bye exactly when the number to pair is odd, never twice to the same player.
    assert (pairing.bye is not None) == (len(entrants) % 2 == 1)
    if pairing.bye is not None:
        assert not had_bye(tournament, pairing.bye)
    check_groups(pairing, entrants)
    check_colours(tournament, pairing)


def check_groups(pairing: SwissPairing, entrants: set[int]) -> None:
    """2.2-2.8: each step pairs the whole top group of the players left; players of lower
    groups join only as 2.5/2.7 (one) or 2.8 (two or more) allow; merges take all that is left."""
    score = {**pairing.scores, X_LABEL: Fraction(0)}
    remaining = set(entrants) | ({X_LABEL} if pairing.bye is not None else set())
    for step in pairing.explanation:
        players = {p for pair in step.pairs for p in pair}
        assert players <= remaining
        if step.article in ("2.8 merge", "2.3"):
            assert players == remaining
        else:
            top = max(score[p] for p in remaining)
            assert set(step.group) == {p for p in remaining if score[p] == top}
            moved = players - set(step.group)
            assert set(step.group) <= players
            assert all(score[p] < top for p in moved)
            expected_moves = {"2.6": (0, 0), "2.5": (1, 1), "2.7": (1, 1), "2.8": (2, len(remaining))}[step.article]
            assert expected_moves[0] <= len(moved) <= expected_moves[1]
            if step.article in ("2.5", "2.7"):
                below = {score[p] for p in remaining if score[p] < top}
                assert score[next(iter(moved))] == max(below)  # from the next lower group
        remaining -= players
    assert not remaining


def check_colours(tournament: Tournament, pairing: SwissPairing) -> None:
    """§3: fewer whites gets white; equal: upper half white in even rounds, black in odd."""
    round_number = pairing.round_number
    colours = {frozenset(pair): pair for pair in pairing.boards}
    for step in pairing.explanation:
        for upper, lower in step.pairs:
            if X_LABEL in (upper, lower):
                continue
            white, _ = colours[frozenset((upper, lower))]
            wu, wl = whites(tournament, upper, round_number), whites(tournament, lower, round_number)
            if wu != wl:
                assert white == (upper if wu < wl else lower)
            else:
                assert white == (upper if round_number % 2 == 0 else lower)


def brute_force_pairable(players: list, compatible) -> bool:
    if not players:
        return True
    first, rest = players[0], players[1:]
    return any(compatible(first, o) and brute_force_pairable([p for p in rest if p != o], compatible) for o in rest)


def assert_really_unpairable(tournament: Tournament) -> None:
    """A 409 is only allowed when no pairing at all avoids repeats (checked for small fields)."""
    round_number = tournament.next_round
    present = [
        n
        for n, p in tournament.players.items()
        if (e := p.entry(round_number)) is None or e.result not in (ResultCode.ZERO_BYE, ResultCode.HALF_BYE)
    ]
    if len(present) > 14:
        pytest.fail(f"no pairing for {len(present)} players in round {round_number}")
    nodes = present + (["X"] if len(present) % 2 else [])

    def compatible(a, b):
        if "X" in (a, b):
            return not had_bye(tournament, b if a == "X" else a)
        return b not in played_opponents(tournament.players[a], round_number - 1)

    assert not brute_force_pairable(nodes, compatible)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_tournament_keeps_the_rules(seed):
    rng = random.Random(seed)
    tournament = random_field(rng, rng.randint(10, 200))
    chances = Chances(
        withdraw=rng.choice((0.0, 0.01, 0.03)), absent=rng.choice((0.0, 0.03)), postpone=rng.choice((0.0, 0.05, 0.15))
    )
    for _ in range(rng.randint(1, 11)):
        snapshot = _copy(tournament)
        try:
            pairing = play_round(tournament, rng, chances, pair_swedish)
        except NoLegalPairing:
            assert_really_unpairable(tournament)
            break
        check_round(snapshot, pairing)


@pytest.mark.parametrize("look_ahead", [True, False])
def test_small_fields_play_until_exhausted(look_ahead):
    """Tiny fields run into late rounds where groups must be merged or broken up (without
    look-ahead the literal procedure has to merge bottom groups, 2.8)."""
    options = SwedishOptions(look_ahead=look_ahead)
    for seed in range(60):
        rng = random.Random(1000 + seed)
        tournament = random_field(rng, rng.randint(4, 9))
        for _ in range(9):
            snapshot = _copy(tournament)
            try:
                pairing = play_round(tournament, rng, Chances(postpone=0.1), lambda t: pair_swedish(t, options))
            except NoLegalPairing:
                assert_really_unpairable(tournament)
                break
            check_round(snapshot, pairing)


def _copy(tournament: Tournament) -> Tournament:
    """The state before the round's results (play_round records results in place)."""
    import copy

    return copy.deepcopy(tournament)
