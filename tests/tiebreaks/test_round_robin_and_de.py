"""Round robin (C.07 Art. 15), Koya, and the 2023 direct-encounter procedure (Art. 6).

Round robin, four players, three rounds (detected: everybody met everybody):
    R1: 1-4 1-0, 2-3 ½-½     R2: 4-3 0-1, 1-2 ½-½     R3: 2-4 forfeit (2 wins), 3-1 0-1
    Scores: P1 2.5, P2 2, P3 1.5, P4 0.
C.07 SB (forfeits are games against the scheduled opponent in a round robin):
    P1 0·1 + 2·½ + 1.5·1 = 2.5;  P2 1.5·½ + 2.5·½ + 0·1 = 2;  P3 2·½ + 0 + 0 = 1;  P4 0.
Koya: the maximum is 3, the limit 1.5 -> opponents P1, P2, P3 count.
    P1 ½ (vs 2) + 1 (vs 3) = 1.5;  P2 ½ + ½ = 1;  P3 ½ + 0 = 0.5;  P4 0.
    KS/L-1 raises the limit to 2: only P1, P2 count: P1 ½, P3 ½.
Annex 1998: the forfeit is a draw against oneself: P2's tie-break score ½+½+½ = 1.5, P4's ½;
    SB(P1) = 0.5·1 + 1.5·½ + 1.5·1 = 2.75.
"""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from domain.errors import InvalidInput
from domain.tiebreaks import Rules, compute_standings, parse_code, parse_codes
from domain.tiebreaks.build import build_view, is_round_robin
from domain.tiebreaks.context import TiebreakContext
from domain.tiebreaks.direct_encounter import split
from domain.tiebreaks.options import StandingsOptions
from tests.tiebreaks.builders import column, standings, tournament

ROBIN = {1: ["4w1", "2w=", "3b1"], 2: ["3w=", "1b=", "4w+"], 3: ["2b=", "4b1", "1w0"], 4: ["1b0", "3w0", "2b-"]}


def test_round_robin_sonneborn_berger_and_koya() -> None:
    result = standings(tournament(ROBIN), ["SB", "KS", "KS/L-1"])
    assert column(result, "SB") == {1: F(5, 2), 2: 2, 3: 1, 4: 0}
    assert column(result, "KS") == {1: F(3, 2), 2: 1, 3: F(1, 2), 4: 0}
    assert column(result, "KS/L-1")[1] == F(1, 2) and column(result, "KS/L-1")[3] == F(1, 2)
    assert not any("Koya" in w.message for w in result.warnings)


def test_round_robin_legacy_sonneborn_berger() -> None:
    result = standings(tournament(ROBIN), ["SB"], edition="legacy-1998")
    assert column(result, "SB")[1] == F(11, 4)


def test_buchholz_in_a_round_robin_is_refused_under_c07_unless_fide_mode_is_off() -> None:
    """C.07 8.1: Buchholz is not applicable to round robins. FIDE's rules as written (the default)
    refuse it, naming the code's place and the article; fide_mode off computes it and warns; the
    1998 annex only advises against it."""
    with pytest.raises(InvalidInput) as refused:
        standings(tournament(ROBIN), ["SB", "BH/C1"])
    assert [(i.where, "C.07 8.1" in i.message) for i in refused.value.issues] == [("/tiebreaks/1", True)]
    allowed = compute_standings(
        tournament(ROBIN), parse_codes(["BH"]), Rules(), options=StandingsOptions(fide_mode=False)
    )
    assert column(allowed, "BH") == {1: F(7, 2), 2: 4, 3: F(9, 2), 4: 6}  # everyone else's 6 points less his own
    assert [w.where for w in allowed.warnings] == ["/fide_mode"]
    assert "BH in a round robin (C.07 8.1)" in allowed.warnings[0].message
    legacy = standings(tournament(ROBIN), ["BH"], edition="legacy-1998")
    assert any("round robin" in w.message for w in legacy.warnings)


def _split(event: dict[int, list[str]], group: list[int], code: str = "DE") -> list[list[int]]:
    ctx = TiebreakContext(build_view(tournament(event), Rules(round_robin=False)), Rules(round_robin=False))
    return split(group, ctx, parse_code(code))


# Swiss fragments: only the games among the group matter; filler opponents 7, 8, 9.
def test_de_all_met_ranks_by_mutual_points_and_repeats_inside_remaining_ties() -> None:
    """1 beat 2 and 3, 2 drew 3, 4 not in the group: 1 first (2 pts), 2 and 3 (½ each) stay tied,
    re-applying DE among them changes nothing (their game was a draw)."""
    event = {1: ["2w1", "3b1"], 2: ["1b0", "3w="], 3: ["2b=", "1w0"]}
    assert _split(event, [1, 2, 3]) == [[1], [2, 3]]


def test_de_swiss_clear_leader_only_when_nobody_can_catch_him() -> None:
    """1 beat 2 and 3; 2 and 3 never met: 1 has 2, the others at most 0 + 1 -> 1 alone first;
    2 and 3 stay tied (nothing between them)."""
    event = {1: ["2w1", "3b1"], 2: ["1b0", "9w1"], 3: ["8w1", "1w0"], 8: ["3b0", "U"], 9: ["U", "2b0"]}
    assert _split(event, [1, 2, 3]) == [[1], [2, 3]]


def test_de_swiss_no_separation_when_a_missing_game_could_change_it() -> None:
    """1 beat 2; 3 met neither: 1 has 1, 3 could reach 2 -> nobody is separated."""
    event = {
        1: ["2w1", "8w1"],
        2: ["1b0", "9w1"],
        3: ["8b1", "10w1"],
        8: ["3w0", "1b0"],
        9: ["U", "2b0"],
        10: ["Z", "3b0"],
    }
    assert _split(event, [1, 2, 3]) == [[1, 2, 3]]


def test_de_ignores_forfeits_unless_p() -> None:
    event = {1: ["2w+"], 2: ["1b-"]}
    assert _split(event, [1, 2]) == [[1, 2]]
    assert _split(event, [1, 2], "DE/P") == [[1], [2]]


def test_de_repeated_meetings_are_averaged() -> None:
    """1 and 2 met twice (1-0, ½-½): average ¾ against ¼ -> 1 first."""
    event = {1: ["2w1", "2b="], 2: ["1b0", "1w="]}
    assert _split(event, [1, 2]) == [[1], [2]]


def test_de_in_the_standings_shows_the_place_within_the_tie() -> None:
    """P1 and P2 tie on 2.5 in the hand-worked event and drew each other: both place 1, shared rank."""
    from tests.tiebreaks.test_swiss_hand_worked import EVENT

    result = standings(tournament(EVENT), ["DE"])
    rows = {row.id: row for row in result.rows}
    assert rows[1].values["DE"] == rows[2].values["DE"] == 1
    assert rows[1].rank == rows[2].rank == 2
    assert rows[4].rank == 4


def test_de_is_none_for_a_player_tied_with_nobody() -> None:
    """ROBIN's scores 2.5, 2, 1.5, 0 tie nobody: DE does not apply to anyone (issue 33: it showed 1).
    A three-way cycle stays tied (place 1 each). In the Swiss fragment 1 and 2 tie on 1 point and
    1 beat 2; 3 (2 points) and 4 (0) are tied with nobody."""
    assert column(standings(tournament(ROBIN), ["DE"]), "DE") == {1: None, 2: None, 3: None, 4: None}
    tied = {1: ["2w1", "3b0"], 2: ["1b0", "3w1"], 3: ["2b0", "1w1"]}
    assert column(standings(tournament(tied), ["DE"]), "DE") == {1: 1, 2: 1, 3: 1}
    swiss = {1: ["2w1", "3b0"], 2: ["1b0", "4w1"], 3: ["4w1", "1w1"], 4: ["3b0", "2b0"]}
    assert column(standings(tournament(swiss), ["DE"]), "DE") == {1: 1, 2: 2, 3: None, 4: None}


def test_an_event_named_swiss_is_no_round_robin_even_when_everyone_met() -> None:
    """A 12-player, 11-round Dutch event can bring everyone together (the corpus has one); its
    pairings were not pre-determined, so C.07 Art. 15 and 8.1 do not apply to it."""
    event = tournament(ROBIN)
    assert is_round_robin(event, 3)
    event.header.append(("092", "FIDE_DUTCH_2025"))
    assert not is_round_robin(event, 3)
    event.tournament_type = "FIDE_DOUBLEROUNDROBIN"
    assert is_round_robin(event, 3)
