"""Issue 44's resource cases on the largest inputs, each answered by the app in a guarded child
(:mod:`tests.guarded_child`); the cases they share with the fast ones are in tests/test_issue44_reproducers.py."""

from __future__ import annotations

import json

from service.runtime.settings import Settings
from tests.guarded_child import assert_bounded, guarded
from tests.test_issue44_reproducers import field_of, memory_report


def test_a_9999_player_double_swiss_check_does_no_work_after_its_answer() -> None:
    event = field_of(9999, 10)
    pairs = [{"white": f"u-{n}", "black": f"u-{n + 4999}"} for n in range(1, 5000)]
    body = {"system": "double-swiss", "event": event, "pairing": {"pairs": pairs, "bye": "u-9999"}}
    assert_bounded(guarded("/v1/swiss/check", json=body), (200, 503), peak_mb=1024)


def test_a_dutch_round_with_9000_withdrawn_ids_is_bounded() -> None:
    withdrawn = [f"u-{n}" for n in range(1000, 10_000)]
    body = {"system": "dutch", "event": field_of(9999), "withdrawn": withdrawn}
    assert_bounded(guarded("/v1/swiss/pairings", json=body), (200, 503), peak_mb=1024)


def test_a_9999_player_round_with_5000_withdrawals_is_paired() -> None:
    """A legitimate round: answered 503 at the budget before, in 1.2 s without the withdrawals."""
    body = {"system": "dutch", "event": field_of(9999), "withdrawn": [f"u-{n}" for n in range(1, 10_000, 2)]}
    report = guarded("/v1/swiss/pairings", json=body)
    assert_bounded(report, (200,), peak_mb=1024)


def test_an_audit_with_two_published_rounds_does_no_work_after_its_answer() -> None:
    """Two rounds of 9,999 players with their published boards: 20,000 ids looked up."""
    event = field_of(9999)
    event["rounds"], published = [], []
    for first, bye in ((1, "u-9999"), (2, "u-1")):
        games = [{"white": f"u-{n}", "black": f"u-{n + 4999}", "result": "1-0"} for n in range(first, first + 4999)]
        event["rounds"].append({"games": games, "byes": [{"player": bye, "kind": "pairing"}]})
        pairs = [{"white": game["white"], "black": game["black"]} for game in games]
        published.append({"round": len(published) + 1, "pairs": pairs})
    body = {"system": "dutch", "event": event, "published_boards": published}
    assert_bounded(guarded("/v1/swiss/audit", json=body), (200, 503), peak_mb=1024)


def test_a_team_document_of_250000_players_is_refused_cheaply() -> None:
    """3.5 MB: 2,500 teams of 100 players, each player an integer id."""
    teams = [{"id": f"t{t}", "players": [{"id": 100 * t + b} for b in range(100)]} for t in range(2500)]
    body = json.dumps({"system": "swiss-team", "event": {"rounds_total": 9, "teams": teams}}, separators=(",", ":"))
    assert len(body) < 4 * 1024 * 1024
    report = guarded("/v1/swiss/pairings", content=body, headers={"content-type": "application/json"})
    assert_bounded(report, (422,))
    assert report["seconds"] < 2 and report["body"]["errors"][0]["where"] == "/event/teams", report


def test_the_dutch_2017_memory_estimate_covers_what_a_bracket_uses() -> None:
    """The estimate was 274 MiB for a 3,000-player round 1 that took 2.2 GB (issue 44); 2,000 players
    (850 MB) show it on this machine's share of memory."""
    report = memory_report(2000, budget_mib=4096)
    assert report["status"] == 200, report
    assert report["grown_mb"] <= report["estimate_mb"], report


def test_a_3000_player_dutch_2017_round_over_the_default_budget_is_a_503_before_it_is_built() -> None:
    report = memory_report(3000, budget_mib=Settings().request_memory_mib)
    assert report["status"] == 503 and report["grown_mb"] < 100, report
