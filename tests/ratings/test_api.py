"""``POST /v1/ratings``, ``POST /v1/norms`` and the standings' ``with_rating_change``: the three
input forms, the caller's ids, the player fields and bad input."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from domain.trf import render_trf
from tests.ratings.builders import Opponent, event
from tests.tiebreaks.builders import tournament

#: A games document: a junior (born 2008, K 40 by 8.3.3 in a 2025 event) and a titled player who
#: reached 2400 once (K 10), an unrated newcomer, a forfeit and a pairing-allocated bye.
EVENT: dict[str, Any] = {
    "start_date": "2025-11-03",
    "rounds_total": 2,
    "players": [
        {"id": "jr", "name": "Junior, Ana", "rating": 2000, "birth_date": "2008/04/01", "rated_games": 80},
        {"id": "fm", "name": "Master, Bo", "rating": 2350, "title": "FM", "has_been_2400": True},
        {"id": "new", "name": "Newcomer, Cy"},
        {"id": "k15", "name": "Given, Di", "rating": 1900, "k": 15},
    ],
    "rounds": [
        {
            "games": [
                {"white": "jr", "black": "fm", "result": "1-0"},
                {"white": "new", "black": "k15", "result": "0-1", "forfeit": True},
            ]
        },
        {"games": [{"white": "fm", "black": "new", "result": "1-0"}], "byes": [{"player": "k15", "kind": "pairing"}]},
    ],
}


def _players(body: dict[str, Any]) -> dict[Any, dict[str, Any]]:
    return {player["id"]: player for player in body["players"]}


def test_rating_changes_of_a_games_document(client: TestClient) -> None:
    """Round 1: 2000 beats 2350: D = -350, PD .11 (row 345-357, L), Delta R = +.89.
    The junior: K 40 -> 35.6 -> +36. The FM: D = +350, PD .89, Delta R = -.89, K 10 -> -8.9 -> -9; the
    win against the unrated newcomer (round 2) is not rated (8.3.1). The forfeit and the bye of
    Given are not rated (5.1): no change."""
    response = client.post("/v1/ratings", json={"event": EVENT})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["edition"] == "B.02-2025-10" and body["start_date"] == "2025-11-03"
    assert response.headers["x-rule-edition"].startswith("ratings: ")
    players = _players(body)
    junior, master, given = players["jr"], players["fm"], players["k15"]
    assert junior["rounds"][0] | {"not_rated": None} == {
        "round": 1,
        "opponent": "fm",
        "kind": "game",
        "score": 1.0,
        "opponent_rating": 2350,
        "difference": -350,
        "counted_difference": -350,
        "expected": 0.11,
        "delta": 0.89,
        "not_rated": None,
    }
    assert (junior["k"]["value"], junior["exact_change"], junior["change"], junior["new_rating"]) == (
        40,
        35.6,
        36,
        2036,
    )
    assert "18th birthday" in junior["k"]["rule"]
    assert (master["k"]["value"], master["change"], master["games"]) == (10, -9, 1)
    assert "8.3.1" in master["rounds"][1]["not_rated"]
    assert (given["k"]["value"], given["change"], given["games"]) == (15, 0, 0)
    assert [r["kind"] for r in given["rounds"]] == ["forfeit win", "pairing-allocated bye"]
    newcomer = players["new"]
    assert newcomer["rating"] is None and newcomer["change"] is None
    assert newcomer["initial_rating"]["published"] is False and newcomer["games"] == 1


def test_trf_reads_birth_date_title_federation_and_start_date(client: TestClient) -> None:
    """TRF 001 carries the birth date (columns 70-79) and 042 the start date: the player born 2010 is
    a junior in 2025 (K 40); the same file started in 2029 is not (K 20, no rated_games in TRF: 30 or
    more assumed). A draw against 2100 from 2000: D = -100, PD .36, Delta R = +.14: 5.6 -> 6, 2.8 -> 3."""
    tournament = event([Opponent(2100, "FM", "FRA", "=")], rating=2000, birth_date="2010/06/30", start="2025/05/01")
    text = render_trf(tournament)
    junior = _players(client.post("/v1/ratings", json={"trf": text}).json())[1]
    assert (junior["k"]["value"], junior["change"]) == (40, 6)
    later = text.replace("042 2025/05/01", "042 2029/05/01")
    adult = client.post("/v1/ratings", content=later, headers={"Content-Type": "text/plain"})
    assert adult.status_code == 200 and _players(adult.json())[1]["change"] == 3


def test_standings_carry_the_rating_change_when_asked(client: TestClient) -> None:
    plain = client.post("/v1/standings", json={"event": EVENT}).json()
    assert "rating_change" not in plain["standings"][0] and "rating_regulation" not in plain
    asked = client.post("/v1/standings", json={"event": EVENT, "with_rating_change": True})
    assert asked.status_code == 200, asked.text
    rows = {row["id"]: row["rating_change"] for row in asked.json()["standings"]}
    assert rows["jr"] == {"rating": 2000, "k": 40, "change": 36, "new_rating": 2036}
    assert rows["new"] == {"rating": None, "k": None, "change": None, "new_rating": None}
    assert asked.json()["rating_regulation"].startswith("FIDE Rating Regulations")


#: A 9-round open: the applicant (ESP) against nine players (the figures of tests/ratings/test_norms.py's
#: forecast), the last round pending.
_OPPONENTS = [
    (2600, "GM", "FRA", "1-0"),
    (2550, "GM", "GER", "1/2-1/2"),
    (2500, "GM", "ITA", "1-0"),
    (2480, "IM", "FRA", "1/2-1/2"),
    (2450, "IM", "ESP", "1-0"),
    (2420, "IM", "GER", "0-1"),
    (2400, "FM", "ITA", "1-0"),
    (2380, None, "ESP", "1-0"),
    (2300, None, "FRA", "*"),
]
NORM_EVENT: dict[str, Any] = {
    "rounds_total": 9,
    "players": [{"id": "me", "name": "Applicant", "rating": 2450, "federation": "ESP", "sex": "w"}]
    + [
        {"id": f"o{r}", "name": f"Opponent {r}", "rating": rating, "federation": federation}
        | ({"title": title} if title else {})
        for r, (rating, title, federation, _) in enumerate(_OPPONENTS, start=1)
    ],
    "rounds": [
        {"games": [{"white": "me", "black": f"o{r}", "result": result}]}
        for r, (_, _, _, result) in enumerate(_OPPONENTS, start=1)
    ],
}


def test_norms_before_the_last_round(client: TestClient) -> None:
    """6 points from 8 games; the GM norm needs a draw in round 9, the IM norm is reached whatever
    happens (a loss: 6/9 = 67 %, Rp 2578 >= 2450)."""
    response = client.post("/v1/norms", json={"event": NORM_EVENT, "titles": ["GM", "IM"], "host_federation": "ESP"})
    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["format"], body["scheduled_rounds"], body["pending_round"]) == ("swiss", 9, 9)
    # 1.4.3 d counts players who missed at most one round: each opponent here played one round of 9
    assert body["foreign_field"] == {"players": 0, "federations": 0, "masters": 0, "met": False}
    me = _players(body)["me"]
    gm, im = me["norms"]
    assert gm["made"] is False and [m["article"] for m in gm["missed"]] == ["B.01 1.4.1"]
    assert gm["forecast"] == {"round": 9, "opponent": "o9", "win": True, "draw": True, "loss": False, "needs": "draw"}
    assert im["forecast"]["needs"] == "loss"
    last = me["rounds"][8]
    assert (last["opponent"], last["excluded"]) == ("o9", "no result yet")
    assert me["rounds"][0]["opponent_title"] == "GM" and gm["counted"][0] == {"round": 1, "rating": 2600}
    assert [game["round"] for game in gm["counted"]] == list(range(1, 9)) and gm["ignored"] == []


def test_a_norm_made_and_the_titles_from_the_query_string(client: TestClient) -> None:
    """The last game drawn: 6.5 / 9, Ra 2453, Rp 2619 (test_norms.py's reference event); asked as
    TRF text with ``?titles=GM``."""
    finished = {
        **NORM_EVENT,
        "rounds": [*NORM_EVENT["rounds"][:8], {"games": [{"white": "me", "black": "o9", "result": "1/2-1/2"}]}],
    }
    trf = client.post("/v1/trf/render", json={"event": finished}).text
    response = client.post("/v1/norms?titles=GM", content=trf, headers={"Content-Type": "text/plain"})
    assert response.status_code == 200, response.text
    (applicant,) = [player for player in response.json()["players"] if player["name"] == "Applicant"]
    (norm,) = applicant["norms"]
    assert (norm["title"], norm["made"], norm["missed"]) == ("GM", True, [])
    assert (norm["figures"]["average"], norm["figures"]["performance"]) == (2453, 2619)


def test_bad_input_is_a_422_naming_the_field(client: TestClient) -> None:
    cases = [
        ("/v1/ratings", {"event": {**EVENT, "start_date": "2025-02-30"}}, "/event/start_date"),
        ("/v1/ratings", {"event": {**EVENT, "players": [{**EVENT["players"][0], "k": 0}]}}, "/event/players/0/k"),
        ("/v1/norms", {"event": NORM_EVENT, "titles": ["FM"]}, "/titles/0"),
        ("/v1/norms", {"event": NORM_EVENT, "host_federation": "ES"}, "/host_federation"),
    ]
    for path, body, where in cases:
        response = client.post(path, json=body)
        assert response.status_code == 422, (where, response.text)
        assert response.json()["errors"][0]["where"] == where


def test_a_team_ranking_has_no_rating_change(client: TestClient) -> None:
    trf = render_trf(tournament({1: ["2w1"], 2: ["1b0"]}, {1: 2000, 2: 2100}, {"A": (1,), "B": (2,)}))
    response = client.post("/v1/standings", json={"trf": trf, "competitors": "teams", "with_rating_change": True})
    assert response.status_code == 422 and response.json()["errors"][0]["where"] == "/with_rating_change"


def test_a_team_event_document_is_rated_from_its_games_not_its_teams(client: TestClient) -> None:
    """The team event document answers in team ids; its players' figures need player ids (TRF or a
    games document). Its standings by player still carry the change: 2000 beats 2100, D = -100,
    PD .36, +.64 x 20 = 12.8 -> 13."""
    document = {
        "boards": 1,
        "teams": [
            {"id": "a", "name": "A", "players": [{"id": "p1", "rating": 2000}]},
            {"id": "b", "name": "B", "players": [{"id": "p2", "rating": 2100}]},
        ],
        "rounds": [
            {"matches": [{"white": "a", "black": "b", "boards": [{"white": "p1", "black": "p2", "result": "1-0"}]}]}
        ],
    }
    for path in ("/v1/ratings", "/v1/norms"):
        response = client.post(path, json={"event": document})
        assert response.status_code == 422 and response.json()["errors"][0]["where"] == "/event"
    standings = client.post(
        "/v1/standings", json={"event": document, "competitors": "players", "with_rating_change": True}
    )
    assert [row["rating_change"]["change"] for row in standings.json()["standings"]] == [13, -13]


def test_norms_of_the_players_asked_for(client: TestClient) -> None:
    """``players`` restricts the answer to the candidates (a large open's answer for everyone is large);
    an id the event lacks is a 422 naming its place."""
    body = client.post("/v1/norms", json={"event": NORM_EVENT, "players": ["me"], "titles": ["GM"]}).json()
    assert [player["id"] for player in body["players"]] == ["me"]
    unknown = client.post("/v1/norms", json={"event": NORM_EVENT, "players": ["me", "nobody"]})
    assert unknown.status_code == 422 and unknown.json()["errors"][0]["where"] == "/players/1"
    trf = client.post("/v1/trf/render", json={"event": NORM_EVENT}).text
    beyond = client.post("/v1/norms", json={"trf": trf, "players": [11]})
    assert beyond.status_code == 422 and beyond.json()["errors"][0]["where"] == "/players/0"
