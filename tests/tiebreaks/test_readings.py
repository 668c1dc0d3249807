"""The readings an answer lists where C.07 leaves a choice, each with its article, and only where
they bear on the answer (its list, its event, the arbiter's input)."""

from __future__ import annotations

from domain.tiebreaks import Rules, compute_standings, parse_codes
from domain.tiebreaks.options import StandingsOptions
from tests.tiebreaks.builders import tournament
from tests.tiebreaks.test_round_robin_and_de import ROBIN
from tests.tiebreaks.test_swiss_hand_worked import EVENT, RATINGS


def _readings(codes: list[str], event=EVENT, total_rounds: int | None = None, **options: object) -> list[str]:
    played = tournament(event, RATINGS)
    played.total_rounds = total_rounds
    chosen = StandingsOptions(**options)  # type: ignore[arg-type]
    return compute_standings(played, parse_codes(codes), Rules(), options=chosen).readings


def test_koya_in_a_swiss_event_with_forfeits() -> None:
    """EVENT is a Swiss event with a forfeit (P5-P3); ROBIN is a round robin, where Art. 15 decides."""
    (reading,) = _readings(["KS"])
    assert reading.startswith("KS in a Swiss event with forfeits") and "C.07 9.2" in reading
    assert _readings(["KS"], event=ROBIN) == []


def test_fore_buchholz_before_the_last_round() -> None:
    (reading,) = _readings(["FB"], total_rounds=5)
    assert "after round 4 of 5" in reading and "C.07 8.3" in reading
    assert _readings(["FB"], total_rounds=4) == [], "after the last round FB has one meaning"


def test_perfect_performance_at_100_percent() -> None:
    (reading,) = _readings(["PTP"])
    assert "100 %" in reading and "C.07 10.3" in reading


def test_the_arbiters_input_is_listed_with_its_reading() -> None:
    readings = _readings(["DE"], lots_seed=9, manual_order=(1,))
    assert [text.split(":")[0] for text in readings] == ["manual order", "drawing of lots with seed 9"]
    assert _readings(["BH", "SB"]) == []
