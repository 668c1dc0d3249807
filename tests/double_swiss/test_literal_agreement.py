"""Property: on random Double-Swiss events of up to 12 players, the engine pairs every round as
the literal enumerator of the reconstructed procedure does (``tests/topscore/literal.py``: every
PAB candidate, upfloater set and pairing in the articles' orders), bracket by bracket; no pair is
a rematch and no resident floats down.

What this measures: agreement with a literal enumeration of ``double-swiss.md`` §2-3 as written
here, not with the FIDE text (which the reconstruction may misread) nor with another engine. Each
board's colours are also checked against the 4.3 step logged for it (:mod:`.colour_rules`).
"""

from __future__ import annotations

from domain.model import Color
from domain.swiss.double_swiss.players import build_round
from tests.double_swiss.colour_rules import explains
from tests.double_swiss.random_events import random_rounds
from tests.topscore.literal import DOUBLE_SWISS, Entrant, Outcome, pair_round

EVENTS = 260
ROUNDS_NEEDED = 1000


def literal_round(tournament) -> tuple[Outcome, dict]:
    setup = build_round(tournament)
    entrants = [
        Entrant(
            tpn=p.number,
            score=p.score,
            matches=p.played,
            pab_allowed=p.pab_allowed,
            floated=p.floated,
            opponents=p.met,
        )
        for p in (setup.players[n] for n in setup.present)
    ]
    return pair_round(entrants, DOUBLE_SWISS, setup.round_number, setup.total_rounds or 0), setup.players


def test_engine_agrees_with_the_literal_enumerator_on_random_rounds() -> None:
    compared = unpairable = 0
    for seed in range(EVENTS):
        for tournament, paired in random_rounds(seed):
            expected, players = literal_round(tournament)
            where = f"seed {seed}, round {tournament.recorded_rounds // 2 + 1}"
            if paired is None:
                assert not expected.paired, f"{where}: the engine found no pairing, the enumerator did"
                unpairable += 1
                continue
            assert expected.paired, f"{where}: the enumerator finds the round unpairable"
            brackets = [s for s in paired.pairing.explanation if s.article == "C.04.5 3.5-3.6"]
            engine = [(s.residents, s.upfloaters, tuple(sorted(tuple(sorted(p)) for p in s.pairs))) for s in brackets]
            literal = [(b.residents, b.upfloaters, b.pairs) for b in expected.brackets]
            assert (paired.pairing.bye, engine) == (expected.bye, literal), where
            for white, black in paired.pairing.boards:
                assert black not in players[white].met, f"{where}: {white}-{black} is a rematch"
            for step in brackets:
                for note, (white, black) in zip(step.notes, step.pairs, strict=True):
                    logged = note.rsplit(" ", 1)[-1]
                    assert explains(players[white], players[black], white, logged, Color.WHITE), f"{where}: {note}"
                assert all(players[u].score < step.score for u in step.upfloaters), f"{where}: an upfloater from above"
                assert all(players[r].score == step.score for r in step.residents), f"{where}: a downfloater"
            compared += 1
    assert compared >= ROUNDS_NEEDED, f"only {compared} rounds compared ({unpairable} unpairable)"
