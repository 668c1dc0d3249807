"""The Swiss Team fixture corpus (``../shared/fixtures/swiss-team``) turned into per-round cases,
as its README says: round r is paired from the file cut back to rounds 1..r-1 (the 240 records of
rounds up to r kept, the 320 and 330 entries of earlier rounds kept)."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path

from domain.model import TeamRecords, Tournament
from domain.trf.reader import parse_trf
from tests.conftest import FIXTURES

CORPUS = FIXTURES / "swiss-team"

#: A round's expected match list: (white team, black team) in board order, the PAB as (team, 0) last.
Lines = list[tuple[int, int]]


@dataclass(frozen=True)
class RoundCase:
    file: str
    round_number: int
    expected: Lines


def corpus_files() -> list[Path]:
    return sorted(CORPUS.glob("t*.trf"))


def expected_rounds(path: Path) -> dict[int, Lines]:
    """The ``### round r`` blocks of the file's ``.pairs`` answer."""
    rounds: dict[int, Lines] = {}
    current: Lines | None = None
    for line in path.with_suffix(".pairs").read_text().splitlines():
        if line.startswith("### round"):
            current = rounds.setdefault(int(line.split()[2]), [])
        elif current is not None and len(line.split()) == 2:
            white, black = line.split()
            current.append((int(white), int(black)))
    return rounds


def cut_before(tournament: Tournament, round_number: int) -> Tournament:
    """The tournament as it was before ``round_number`` was paired (README, "Turning a file into test cases")."""
    cut = copy.deepcopy(tournament)
    for player in cut.players.values():
        player.entries = player.entries[: round_number - 1]
        player.points = None
    records = cut.team_records or TeamRecords()
    records.absences = [a for a in records.absences if a.round_number is not None and a.round_number <= round_number]
    records.forfeits = [f for f in records.forfeits if f.round_number < round_number]
    records.pab_teams = records.pab_teams[: round_number - 1]
    return cut


def load(path: Path) -> Tournament:
    return parse_trf(path.read_text())
