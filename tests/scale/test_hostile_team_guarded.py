"""The hostile team and Double-Swiss documents at the largest sizes, each answered by the app in a
guarded child (:mod:`tests.guarded_child`); the small cases are in tests/test_hostile_team_documents.py."""

from __future__ import annotations

from domain.limits import PLAYER_CAP, RECORD_BOUNDS, ROUND_GAMES_CAP
from tests.guarded_child import assert_bounded, guarded
from tests.test_hostile_team_documents import big_double_swiss, big_team_event, compact


def test_a_team_event_of_999_teams_and_9990_players_is_paired_within_the_bounds() -> None:
    report = guarded("/v1/swiss/pairings", **compact({"system": "swiss-team", "event": big_team_event(999, 10)}))
    assert_bounded(report, (200, 503), peak_mb=1024)


def test_a_team_event_of_99_teams_of_100_boards_over_10_rounds_is_bounded() -> None:
    body = {"system": "swiss-team", "event": big_team_event(99, 100, rounds=10)}
    assert_bounded(guarded("/v1/swiss/pairings", **compact(body)), (200, 409, 503), peak_mb=1024)


def test_the_standings_of_a_team_event_of_9990_players_are_bounded() -> None:
    body = {"event": big_team_event(999, 10, rounds=3), "competitors": "teams"}
    assert_bounded(guarded("/v1/standings", **compact(body)), (200, 503), peak_mb=1024)


def test_10000_byes_of_unknown_teams_are_one_short_422() -> None:
    event = big_team_event(10, 2)
    event["byes"] = [{"team": f"nobody-{n}", "round": 3} for n in range(RECORD_BOUNDS.records)]
    report = guarded("/v1/swiss/pairings", **compact({"system": "swiss-team", "event": event}))
    assert_bounded(report, (422,))
    assert len(report["body"]["errors"]) == 101 and report["seconds"] < 3, report


def test_a_double_swiss_round_of_the_largest_field_is_paired_within_the_bounds() -> None:
    body = {"system": "double-swiss", "event": big_double_swiss(PLAYER_CAP, 50, played=1)}
    assert_bounded(guarded("/v1/swiss/pairings", **compact(body)), (200, 503), peak_mb=1024)


def test_a_double_swiss_round_of_unknown_players_is_one_short_422() -> None:
    event = big_double_swiss(10, 5)
    event["rounds"] = [
        {"games": [{"white": f"a{n}", "black": f"b{n}", "result": "1-0"} for n in range(ROUND_GAMES_CAP)]}
    ]
    report = guarded("/v1/swiss/pairings", **compact({"system": "double-swiss", "event": event}))
    assert_bounded(report, (422,))
    assert len(report["body"]["errors"]) == 101 and report["seconds"] < 3, report


def test_a_double_swiss_check_of_the_largest_field_is_bounded() -> None:
    event = big_double_swiss(PLAYER_CAP, 10)
    pairs = [{"white": f"u{n}", "black": f"u{n + 4999}"} for n in range(4999)]
    body = {"system": "double-swiss", "event": event, "pairing": {"pairs": pairs, "bye": "u9998"}}
    assert_bounded(guarded("/v1/swiss/check", **compact(body)), (200, 503), peak_mb=1024)


def test_a_double_swiss_standings_of_49_rounds_are_bounded() -> None:
    body = {"event": {**big_double_swiss(100, 50, played=49), "system": "double-swiss"}}
    assert_bounded(guarded("/v1/standings", **compact(body)), (200, 503))
