"""The Swiss Team fixture corpus (``../shared/fixtures/swiss-team``) turned into per-round cases,
as its README says: round r is paired from the file cut back to rounds 1..r-1 (the 240 records of
rounds up to r kept, the 320 and 330 entries of earlier rounds kept), by
:func:`domain.swiss.team.audit.team_state_before`."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from domain.model import Tournament
from domain.swiss.team import pair_team_round
from domain.swiss.team.audit import team_state_before
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


@lru_cache(maxsize=4)
def load(path: Path) -> Tournament:
    return parse_trf(path.read_text())


def cases() -> list[RoundCase]:
    """Every round of every corpus file (1140 in the public set)."""
    return [
        RoundCase(path.name, round_number, lines)
        for path in corpus_files()
        for round_number, lines in sorted(expected_rounds(path).items())
    ]


@lru_cache(maxsize=2048)
def engine_lines(file: str, round_number: int) -> tuple[tuple[int, int], ...]:
    """The engine's answer for the round in the corpus's shape: boards in order, then the PAB as (team, 0)."""
    paired = pair_team_round(team_state_before(load(CORPUS / file), round_number))
    lines = [(match.white, match.black) for match in paired.matches]
    return tuple(lines + ([(paired.bye, 0)] if paired.bye is not None else []))


def file_features(row: dict[str, Any]) -> frozenset[str]:
    """What a corpus file exercises, from its manifest row: the event's codes (colour model and primary
    score, record 192), board count, initial colour, odd or even field, and each kind of event present."""
    features = {
        f"192 {row['code192']}",
        f"{row['boards']} boards",
        f"initial colour {row['initial_colour']}",
        f"secondary score used: {row['secondary_used']}",
        "odd field" if row["teams"] % 2 else "even field",
    }
    for count in ("pab", "absent", "match_forfeits", "board_forfeits", "board1_forfeit_in_played_match"):
        if row[count]:
            features.add(count)
    return frozenset(features)


def manifest() -> dict[str, frozenset[str]]:
    """Each corpus file's features (``manifest.jsonl``)."""
    rows = [json.loads(line) for line in (CORPUS / "manifest.jsonl").read_text().splitlines() if line.strip()]
    return {row["file"]: file_features(row) for row in rows}


def feature_sample(least: int = 15) -> list[Path]:
    """A few files that together exercise every feature of the corpus: what the HTTP and command-line
    tests send through their door (the engine test pairs every round of every file).

    Greedy cover: the file adding the most features not yet covered (the first in name order on a
    tie), until every feature is; then, up to ``least`` files, the files spread evenly over the rest.
    """
    features = manifest()
    chosen: list[str] = []
    uncovered = frozenset().union(*features.values())
    while uncovered:
        best = max(sorted(features), key=lambda name: len(features[name] & uncovered))
        chosen.append(best)
        uncovered -= features[best]
    rest = [name for name in sorted(features) if name not in chosen]
    missing = max(0, least - len(chosen))
    chosen += rest[:: max(1, len(rest) // missing)][:missing] if missing else []
    return [CORPUS / name for name in sorted(chosen)]
