"""Internal invariants of the tie-breaks over all 250 Dutch fixture tournaments (C.07 rules).

What must hold whatever the results: cuts only remove (BH ≥ BH/C1 ≥ BH/C2), medians remove
more than the matching cut, SB never exceeds BH (a result fraction is at most 1), own-result
counts nest (BWG ≤ WON ≤ WIN, BWG ≤ BPG ≤ REP ≤ rounds), the computed points equal the points
the file declares, TPR stays within ±800 of ARO, and ranks follow the values.
"""

from __future__ import annotations

import pytest

from domain.tiebreaks import Rules, compute_standings, parse_codes
from domain.trf import parse_trf
from tests.conftest import FIXTURES, fixture_files

CODES = parse_codes(
    ["BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "SB", "SB/C1", "WIN", "WON", "BPG", "BWG", "REP", "ARO", "TPR", "PS"]
)
FILES = fixture_files("dutch")


def test_the_corpus_is_there() -> None:
    assert len(FILES) == 250, f"expected the 250 Dutch fixtures under {FIXTURES}"


def test_invariants_hold_on_every_tournament() -> None:
    failures: list[str] = []
    for path in FILES:
        tournament = parse_trf(path.read_text())
        result = compute_standings(tournament, CODES, Rules())
        failures += [f"{path.name}: {message}" for message in _violations(tournament, result)]
    assert not failures, "\n".join(failures[:20])


def _violations(tournament, result) -> list[str]:
    problems = []
    for row in result.rows:
        v = row.values
        checks = {
            "BH >= BH/C1 >= BH/C2 >= 0": v["BH"] >= v["BH/C1"] >= v["BH/C2"] >= 0,
            "BH/M1 <= BH/C1, BH/M2 <= BH/C2, BH/M2 <= BH/M1": v["BH/M1"] <= v["BH/C1"]
            and v["BH/M2"] <= v["BH/C2"]
            and v["BH/M2"] <= v["BH/M1"],
            "SB/C1 <= SB <= BH": v["SB/C1"] <= v["SB"] <= v["BH"],
            "BWG <= WON <= WIN": v["BWG"] <= v["WON"] <= v["WIN"],
            "BWG <= BPG <= REP <= rounds": v["BWG"] <= v["BPG"] <= v["REP"] <= result.rounds,
            "points as declared": tournament.players[row.id].points in (None, row.points),
            "TPR - ARO within 800": v["TPR"] is None or abs(v["TPR"] - v["ARO"]) <= 800,
            "PS >= points": v["PS"] >= row.points,
        }
        problems += [f"player {row.id}: {name}" for name, ok in checks.items() if not ok]
    problems += _rank_violations(result)
    return problems


def _rank_violations(result) -> list[str]:
    problems = []
    keys = [(row.points, *(_key(row.values[c.label]) for c in result.codes)) for row in result.rows]
    for index in range(1, len(result.rows)):
        row, previous = result.rows[index], result.rows[index - 1]
        if keys[index] > keys[index - 1]:
            problems.append(f"player {row.id} is ranked below a worse player")
        tied = keys[index] == keys[index - 1]
        if tied != (row.rank == previous.rank) or (not tied and row.rank != index + 1):
            problems.append(f"player {row.id}: rank {row.rank} does not follow the values")
    return problems


def _key(value):
    return (value is not None, value if value is not None else 0)


@pytest.mark.parametrize("edition", ["legacy-1998", "seed-f10"])
def test_other_editions_run_on_a_sample(edition: str) -> None:
    for path in FILES[::25]:
        tournament = parse_trf(path.read_text())
        result = compute_standings(tournament, parse_codes(["DE", "BH/M1", "ARO", "TPR"]), Rules(edition))
        assert len(result.rows) == len(tournament.players)
