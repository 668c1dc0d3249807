"""``POST /v1/standings``: both body forms, profiles, shared ranks, adjourned games, errors."""

from __future__ import annotations

from datetime import UTC, datetime

from domain.model import ResultCode, RoundEntry
from domain.tiebreaks.editions import edition_in_force
from domain.trf import render_trf
from tests.tiebreaks.builders import tournament
from tests.tiebreaks.test_swiss_hand_worked import EVENT, RATINGS

TRF = render_trf(tournament(EVENT, RATINGS))
#: An event without a start date follows the C.07 edition in force on the day of the request.
TODAYS_EDITION = edition_in_force(datetime.now(UTC).date())


def test_json_body_gives_rank_order_and_every_value(client) -> None:
    response = client.post("/v1/standings", json={"trf": TRF, "tiebreaks": ["BH/C1", "BH", "SB"]})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["rules"] == TODAYS_EDITION and body["tiebreaks"] == ["BH/C1", "BH", "SB"]
    first, second = body["standings"][:2]
    assert (first["rank"], first["id"], first["points"]) == (1, 5, 3.5)
    assert second["id"] == 1 and second["tiebreaks"] == {"BH/C1": 7.5, "BH": 8.5, "SB": 3.75}


def test_plain_trf_body_with_query_options(client) -> None:
    response = client.post(
        "/v1/standings?tiebreaks=BH,BH/C1&rules=legacy-1998", content=TRF, headers={"Content-Type": "text/plain"}
    )
    assert response.status_code == 200, response.text
    assert response.json()["standings"][1]["tiebreaks"] == {"BH": 9.5, "BH/C1": 8}


def test_players_still_tied_share_a_rank(client) -> None:
    response = client.post("/v1/standings", json={"trf": TRF, "tiebreaks": ["DE"]})
    ranks = {row["id"]: row["rank"] for row in response.json()["standings"]}
    assert ranks[1] == ranks[2] == 2 and ranks[4] == 4


def test_profiles(client) -> None:
    legacy = client.post("/v1/standings", json={"trf": TRF, "profile": "legacy-1998"}).json()
    assert legacy["rules"] == "legacy-1998" and legacy["tiebreaks"] == ["ARO", "TPR"]
    f10 = client.post("/v1/standings", json={"trf": TRF, "profile": "seed-f10"}).json()
    assert f10["tiebreaks"] == ["DE", "ARO"] and f10["rules"] == "seed-f10"
    default = client.post("/v1/standings", json={"trf": TRF}).json()
    assert default["profile"] == TODAYS_EDITION and default["tiebreaks"][0] == "BH/C1"
    dated = client.post("/v1/standings", json={"trf": "042 2025/06/01\n" + TRF}).json()
    assert dated["profile"] == dated["rules"] == "fide-2024"
    explicit = client.post("/v1/standings", json={"trf": TRF, "profile": "fide-2026"}).json()
    assert explicit["rules"] == "fide-2026" and explicit["edition_basis"] == "the profile"
    annex = client.post("/v1/standings", json={"trf": TRF, "rules": "legacy-1998"}).json()
    assert annex["profile"] == "legacy-1998" and annex["tiebreaks"] == ["ARO", "TPR"]


def test_the_start_date_chooses_the_c07_edition(client) -> None:
    """C.07 as amended applies to events starting from 1 March 2026. P5's round-2 forfeit win is a
    dummy opponent on his own 3.5 points in 2024 (BH 10); the 2026 16.4 caps it at the scheduled
    opponent P3's adjusted score, 1 (BH 7.5)."""

    def bh_of_p5(body: dict) -> tuple[str, str, object]:
        answer = client.post("/v1/standings", json={"tiebreaks": ["BH"], **body}).json()
        row = next(row for row in answer["standings"] if row["id"] == 5)
        return answer["rules"], answer["edition_basis"], row["tiebreaks"]["BH"]

    assert bh_of_p5({"trf": "042 2026/02/28\n" + TRF}) == ("fide-2024", "the event's start date, 2026-02-28", 10)
    assert bh_of_p5({"trf": "042 2026/03/01\n" + TRF}) == ("fide-2026", "the event's start date, 2026-03-01", 7.5)
    assert bh_of_p5({"trf": "042 01.03.2026\n" + TRF})[0] == "fide-2026"
    assert bh_of_p5({"trf": "042 2026/03/01\n" + TRF, "rules": "fide-2024"}) == (
        "fide-2024",
        "the request's rules",
        10,
    )
    rules, basis, _ = bh_of_p5({"trf": TRF})
    assert rules == TODAYS_EDITION and basis.startswith("no start date: the edition in force on the day of the request")


def test_an_unreadable_start_date_is_refused_only_when_it_decides(client) -> None:
    refused = client.post("/v1/standings", json={"trf": "042 next spring\n" + TRF, "tiebreaks": ["BH"]})
    assert refused.status_code == 422
    assert refused.json()["errors"][0]["where"] == "042" and "rules" in refused.json()["errors"][0]["message"]
    named = client.post(
        "/v1/standings", json={"trf": "042 next spring\n" + TRF, "tiebreaks": ["BH"], "rules": "fide-2026"}
    )
    assert named.status_code == 200


def test_mixed_categories_are_warned_about_not_refused(client) -> None:
    response = client.post("/v1/standings", json={"trf": TRF, "tiebreaks": ["PS", "BH"], "rules": "legacy-1998"})
    assert response.status_code == 200
    assert any("one category" in w["message"] for w in response.json()["warnings"])


def test_c07_lists_get_no_advice_from_the_1998_annex(client) -> None:
    """C.07 (fide-2024) mixes categories itself; only the 1998 annex (X.3) asks for one category."""
    response = client.post("/v1/standings", json={"trf": TRF, "tiebreaks": ["PS", "BH"]})
    assert response.status_code == 200
    assert not any("1998" in w["message"] for w in response.json()["warnings"])


def test_adjourned_game_is_refused_unless_told_how_to_count_it(client) -> None:
    event = tournament(EVENT, RATINGS)
    event.players[1].entries[3] = RoundEntry(5, event.players[1].entries[3].color, ResultCode.ADJOURNED)
    event.players[5].entries[3] = RoundEntry(1, event.players[5].entries[3].color, ResultCode.ADJOURNED)
    trf = render_trf(event)
    refused = client.post("/v1/standings", json={"trf": trf, "tiebreaks": ["BH"]})
    assert refused.status_code == 422
    assert refused.json()["errors"][0]["where"] == "player 1, round 4"
    drawn = client.post("/v1/standings", json={"trf": trf, "tiebreaks": ["BH"], "adjourned_as": "draw"})
    assert drawn.status_code == 200
    points = {row["id"]: row["points"] for row in drawn.json()["standings"]}
    assert points[1] == 3 and points[5] == 3


def test_bad_requests_name_the_field(client) -> None:
    cases = [
        ({"trf": TRF, "tiebreaks": ["XYZ"]}, "/tiebreaks/0"),
        ({"trf": TRF, "tiebreaks": ["SB/L2"]}, "/tiebreaks/0"),
        ({"trf": TRF, "tiebreaks": ["BH", "BH"]}, "/tiebreaks/1"),
        ({"trf": TRF, "profile": "nope"}, "/profile"),
        ({"trf": TRF, "profile": "seed-f10", "tiebreaks": ["BH"]}, "/profile"),
        ({"trf": TRF, "tiebreaks": ["MP"]}, "/tiebreaks"),
        ({"trf": TRF, "rules": "fide-1990", "tiebreaks": ["BH"]}, "/rules"),
    ]
    for body, where in cases:
        response = client.post("/v1/standings", json=body)
        assert response.status_code == 422, body
        assert response.json()["errors"][0]["where"] == where, response.json()


def test_the_games_document_states_its_start_date(client) -> None:
    """``start_date`` is record 042 of the document: it chooses the edition and is rendered as TRF."""
    event = {
        "players": [{"id": "a", "rating": 2000}, {"id": "b", "rating": 1900}, {"id": "c", "rating": 1800}],
        "rounds": [
            {"games": [{"white": "a", "black": "b", "result": "1-0"}], "byes": [{"player": "c", "kind": "pairing"}]}
        ],
    }
    for start, edition in (("2025-11-30", "fide-2024"), ("2026-03-01", "fide-2026")):
        answer = client.post("/v1/standings", json={"event": {**event, "start_date": start}, "tiebreaks": ["BH"]})
        assert answer.status_code == 200, answer.text
        assert answer.json()["rules"] == edition and answer.json()["edition_basis"].endswith(start)
    rendered = client.post("/v1/trf/render", json={"event": {**event, "start_date": "2026-03-01"}})
    assert "042 2026/03/01" in rendered.text
    for wrong in ("2026-02-30", "1.3.2026"):
        refused = client.post("/v1/standings", json={"event": {**event, "start_date": wrong}, "tiebreaks": ["BH"]})
        assert refused.status_code == 422 and refused.json()["errors"][0]["where"] == "/event/start_date"
