"""The one-round check of a Swiss Team pairing (``check_round(..., "swiss-team", ...)``)."""

from __future__ import annotations

from domain.swiss.system import check_round, pair_round
from domain.swiss.team.audit import played_team_round, team_state_before
from domain.trf import parse_trf
from tests.team.corpus import CORPUS


def _state(round_number: int = 5):  # type: ignore[no-untyped-def]
    return team_state_before(parse_trf((CORPUS / "t1003.trf").read_text()), round_number)


def test_the_engines_own_pairing_is_equivalent() -> None:
    state = _state()
    engine = pair_round(state, "swiss-team")
    report = check_round(state, "swiss-team", engine.boards, engine.bye)
    assert report.violations == [] and report.comparison is not None and report.comparison.equivalent
    assert report.comparison.colour_departures == ()


def test_swapped_colours_are_listed_with_the_deciding_step() -> None:
    state = _state()
    engine = pair_round(state, "swiss-team")
    boards = [(black, white) if index == 0 else (white, black) for index, (white, black) in enumerate(engine.boards)]
    report = check_round(state, "swiss-team", boards, engine.bye)
    comparison = report.comparison
    assert comparison is not None and comparison.equivalent
    assert comparison.colour_departures is not None and len(comparison.colour_departures) == 1
    assert comparison.colour_departures[0].criterion.startswith("4.3.")


def test_a_rematch_is_a_c1_violation() -> None:
    state = _state()
    engine = pair_round(state, "swiss-team")
    earlier = played_team_round(parse_trf((CORPUS / "t1003.trf").read_text()), 4).boards[0]  # met in round 4
    others = [board for board in engine.boards if not set(board) & set(earlier)]
    freed = sorted({team for board in engine.boards if set(board) & set(earlier) for team in board} - set(earlier))
    boards = [earlier, *others, (freed[0], freed[1])]
    report = check_round(state, "swiss-team", boards, engine.bye)
    assert [v.criterion for v in report.violations][:1] == ["C1"]


def test_another_pab_departs_at_article_3_4_and_an_unpaired_team_is_a_violation() -> None:
    state = _state()
    engine = pair_round(state, "swiss-team")
    assert engine.bye == 32 and engine.boards[-2:] == [(29, 34), (31, 37)]
    report = check_round(state, "swiss-team", engine.boards[1:], engine.bye)
    assert {v.criterion for v in report.violations} == {"teams"}
    barred = check_round(state, "swiss-team", [*engine.boards[:-1], (engine.bye, 37)], 31)  # 31 had a PAB
    assert [v.criterion for v in barred.violations] == ["C2"]
    white, black = engine.boards[-2]  # 29-34: 29 may take the PAB, 32 has not met 34
    report = check_round(state, "swiss-team", [*engine.boards[:-2], engine.boards[-1], (engine.bye, black)], white)
    assert report.violations == []
    assert report.comparison is not None and report.comparison.criterion == "3.4"
