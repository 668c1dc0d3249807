"""Turning the whole-tournament fixtures into one pairing case per round (fixtures README)."""

from __future__ import annotations

import copy
import csv
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from domain.history import score_after
from domain.model import ResultCode, Tournament
from domain.swiss.dutch import EDITIONS, pair_dutch
from domain.trf import parse_trf
from tests.conftest import FIXTURES

ABSENCES = (ResultCode.HALF_BYE, ResultCode.ZERO_BYE)


@dataclass(frozen=True)
class RoundCase:
    file: str
    round_number: int
    state: Tournament
    pairs: frozenset[tuple[int, int]]
    bye: int | None


#: A round as the engine pairs it: the boards (white, black) in board order and the bye.
Pairing = tuple[tuple[tuple[int, int], ...], int | None]


@cache
def round_cases(path: Path) -> tuple[RoundCase, ...]:
    """Every round of ``path`` as a case; parsed once per test session (the engine never changes a state)."""
    full = parse_trf(path.read_text())
    return tuple(round_case(path.name, full, r) for r in range(1, (full.total_rounds or 0) + 1))


@cache
def engine_pairings(path: Path, edition: str) -> tuple[Pairing, ...]:
    """What the engine, as shipped, pairs every round of ``path`` with under ``edition``.

    Computed once per test session (per xdist worker) and shared: the conformance tests compare it
    with the corpus, and each variant test (a shortcut or tie-break switched off) with its own run.
    Call it before patching anything, so that the first call sees the engine unchanged.
    """
    results = (pair_dutch(case.state, EDITIONS[edition]) for case in round_cases(path))
    return tuple((tuple(result.boards), result.bye) for result in results)


def round_case(name: str, full: Tournament, round_number: int) -> RoundCase:
    """The state before ``round_number`` (rounds 1..r-1, round-r absences kept) and its pairing."""
    state = copy.deepcopy(full)
    pairs, bye = set(), None
    for player in state.players.values():
        entry = player.entry(round_number)
        player.entries = player.entries[: round_number - 1]
        if entry is not None and entry.result in ABSENCES:
            player.entries += [None] * (round_number - 1 - len(player.entries)) + [entry]
        player.points = score_after(player, round_number - 1, state.point_system)
        if entry is not None and entry.opponent is not None and entry.color is not None and entry.color.value == "w":
            pairs.add((player.number, entry.opponent))
        elif entry is not None and entry.result is ResultCode.PAIRING_BYE:
            bye = player.number
    return RoundCase(name, round_number, state, frozenset(pairs), bye)


def expected_2017() -> dict[tuple[str, int], tuple[frozenset[tuple[int, int]], int | None]]:
    """Rounds whose 2017-edition pairing differs, from ``expected-dutch-2017.csv``."""
    table = {}
    with open(FIXTURES / "dutch" / "expected-dutch-2017.csv", newline="") as handle:
        for row in csv.DictReader(handle):
            pairs = frozenset(tuple(int(x) for x in item.split("-")) for item in row["pairs_2017_white-black"].split())
            bye = int(row["bye_2017"]) if row["bye_2017"] else None
            table[(row["file"], int(row["round"]))] = (pairs, bye)  # type: ignore[assignment]
    return table


def boards(state: Tournament, edition: str) -> Pairing:
    """The boards and the bye ``edition`` pairs ``state`` with (to compare two runs of the engine)."""
    result = pair_dutch(state, EDITIONS[edition])
    return tuple(result.boards), result.bye


def variant_pairings(path: Path, edition: str) -> tuple[Pairing, ...]:
    """Every round of ``path`` paired again, with whatever the calling test has patched."""
    return tuple(boards(case.state, edition) for case in round_cases(path))
