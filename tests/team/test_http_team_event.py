"""Swiss Team over HTTP (api.md "Team events and two-game matches"): the team event document.

Acceptance: for a sample of corpus files that together hold every feature of the corpus (the colour
models, both primary scores, the PAB, team absences, forfeited matches and board-1 forfeits: see
:func:`tests.team.corpus.feature_sample`), every round is sent as the team event document (built
from the TRF by :mod:`tests.team.team_document`) and as raw TRF, and the API's pairing must be the
corpus's: pairs, colours (White on board 1) and board order, PAB last. tests/corpus/test_team.py
pairs every round of every file through the engine.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from fastapi.testclient import TestClient

from domain.swiss.team.audit import team_state_before
from domain.trf import render_trf
from tests.team.corpus import CORPUS, expected_rounds, feature_sample, load, manifest
from tests.team.team_document import team_document, team_id

Lines = list[tuple[Any, Any]]


def _lines(answer: dict[str, Any], name: Any = lambda x: x) -> Lines:
    pairs = [(name(board["white"]), name(board["black"])) for board in answer["pairs"]]
    return pairs + ([(name(answer["bye"]), 0)] if answer["bye"] is not None else [])


def _pair(client: TestClient, document: dict[str, Any], **extra: Any) -> dict[str, Any]:
    answer = client.post("/v1/swiss/pairings", json={"system": "swiss-team", "event": document, **extra})
    assert answer.status_code == 200, answer.text
    return answer.json()


SAMPLE = [path.name for path in feature_sample()] if CORPUS.exists() else []


def test_the_sample_exercises_every_feature_of_the_corpus() -> None:
    features = manifest()
    assert 10 <= len(SAMPLE) <= 20
    assert frozenset().union(*(features[name] for name in SAMPLE)) == frozenset().union(*features.values())


@pytest.mark.skipif(not CORPUS.exists(), reason="the shared fixture corpus is absent")
@pytest.mark.parametrize("file", SAMPLE)
def test_every_round_is_the_corpus_pairing_from_the_team_document_and_from_trf(client: TestClient, file: str) -> None:
    tournament = load(CORPUS / file)
    for round_number, expected in sorted(expected_rounds(CORPUS / file).items()):
        wanted = [(team_id(white), team_id(black) if black else 0) for white, black in expected]
        by_document = _pair(client, team_document(tournament, round_number), round=round_number)
        assert _lines(by_document) == wanted, f"{file} round {round_number} (team document)"
        text = render_trf(team_state_before(tournament, round_number))
        by_trf = client.post(
            f"/v1/swiss/pairings?system=swiss-team&round={round_number}",
            content=text,
            headers={"Content-Type": "text/plain"},
        )
        assert _lines(by_trf.json(), team_id) == wanted, f"{file} round {round_number} (TRF)"


@pytest.fixture(scope="module")
def small() -> dict[str, Any]:
    """t1005 (9 teams, 2 boards, type B) before its round 3."""
    return team_document(load(CORPUS / "t1005.trf"), 3)


def test_the_answer_publishes_each_match_with_its_board_colours_and_scores(
    client: TestClient, small: dict[str, Any]
) -> None:
    answer = _pair(client, small)
    assert answer["round"] == 3 and answer["system"] == "swiss-team"
    first = answer["pairs"][0]
    assert first["board_colours"] == [
        {"board": 1, "white": first["white"], "black": first["black"]},
        {"board": 2, "white": first["black"], "black": first["white"]},
    ]
    team = first["white_player"]
    assert team["id"] == first["white"] and team["pairing_number"] == int(first["white"].split("-")[1])
    assert team["score"] == team["match_points"] and team["game_points"] is not None
    assert answer["pairing_numbers"] == {team_id(n): n for n in range(1, 10)}


def test_without_pairing_numbers_teams_are_ordered_by_rating_then_mean_of_the_best_boards(client: TestClient) -> None:
    def team(team_id: str, name: str, ratings: list[int], rating: int | None = None) -> dict[str, Any]:
        players = [{"id": f"{team_id}-{k}", "rating": value} for k, value in enumerate(ratings)]
        return {"id": team_id, "name": name, "players": players, **({"rating": rating} if rating else {})}

    document = {
        "boards": 2,
        "teams": [
            team("low", "Low", [2000, 1900, 2700]),  # mean of its 2 best: 2350
            team("given", "Given", [1000, 1000], rating=2400),
            team("b", "Bravo", [2300, 2300]),
            team("a", "Alpha", [2300, 2300]),
        ],
    }
    answer = _pair(client, document)
    assert answer["pairing_numbers"] == {"given": 1, "low": 2, "a": 3, "b": 4}


def test_match_totals_pair_as_the_boards_do(client: TestClient) -> None:
    """A platform that keeps only match results (game_points) gets the same pairing."""
    tournament = load(CORPUS / "t1015.trf")
    document = team_document(tournament, 6)
    totals = copy.deepcopy(document)
    for played in totals["rounds"]:
        for match in played["matches"]:
            if "boards" in match:
                match["game_points"] = _totals(match["boards"], document["board_colours"])
                del match["boards"]
    assert _lines(_pair(client, totals)) == _lines(_pair(client, document))


def _totals(boards: list[dict[str, Any]], colours: str) -> list[float]:
    white_team = black_team = 0.0
    for board, colour in zip(boards, colours, strict=True):
        pieces = {"1-0": (1.0, 0.0), "0-1": (0.0, 1.0), "1/2-1/2": (0.5, 0.5), "0-0": (0.0, 0.0)}[board["result"]]
        white_team += pieces[0] if colour == "W" else pieces[1]
        black_team += pieces[1] if colour == "W" else pieces[0]
    return [white_team, black_team]


def test_byes_requested_and_withdrawals_by_team(client: TestClient, small: dict[str, Any]) -> None:
    document = {**small, "byes": [{"team": "team-4", "round": 3, "kind": "half"}]}
    document["withdrawals"] = [{"team": "team-7", "from_round": 3}]
    answer = _pair(client, document)
    assert sorted(answer["absent"]) == ["team-4", "team-7"]
    assert {a["id"]: a["reason"] for a in answer["absent_players"]} == {"team-4": "half", "team-7": "withdrawn"}
    assert {"team-4", "team-7"}.isdisjoint({team for line in _lines(answer) for team in line})


def _errors(client: TestClient, document: dict[str, Any]) -> list[tuple[str, str]]:
    answer = client.post("/v1/swiss/pairings", json={"system": "swiss-team", "event": document})
    assert answer.status_code == 422, answer.text
    return [(error["where"], error["message"]) for error in answer.json()["errors"]]


def test_a_player_in_two_teams_is_named(client: TestClient, small: dict[str, Any]) -> None:
    document = copy.deepcopy(small)
    document["teams"][1]["players"][0]["id"] = document["teams"][0]["players"][0]["id"]
    [(where, message)] = _errors(client, document)
    assert where == "/event/teams/1/players/0/id" and "also in team 'team-1'" in message


def test_a_board_result_for_a_player_not_in_the_team_is_named(client: TestClient, small: dict[str, Any]) -> None:
    document = copy.deepcopy(small)
    match = document["rounds"][0]["matches"][0]
    outsider = next(
        p["id"] for t in document["teams"] if t["id"] not in (match["white"], match["black"]) for p in t["players"]
    )
    match["boards"][0]["white"] = outsider
    [(where, message)] = _errors(client, document)
    assert where == "/event/rounds/0/matches/0/boards/0/white" and "is not a player of team" in message


def test_board_totals_that_do_not_add_up_are_named(client: TestClient, small: dict[str, Any]) -> None:
    document = copy.deepcopy(small)
    match = next(m for m in document["rounds"][0]["matches"] if "boards" in m)
    total = _totals(match["boards"], document["board_colours"])
    match["game_points"] = [total[0] + 1, max(total[1] - 1, 0)]  # points are never negative (schema)
    [(where, message)] = _errors(client, document)
    assert where.endswith("/game_points") and "the boards add up to" in message
    del match["boards"]
    match["game_points"] = [2, 1]
    [(where, message)] = _errors(client, document)
    assert where.endswith("/game_points") and "is not the total of 2 boards" in message


def test_a_match_of_a_team_against_itself_is_named(client: TestClient, small: dict[str, Any]) -> None:
    document = copy.deepcopy(small)
    document["rounds"][1]["matches"][2]["black"] = document["rounds"][1]["matches"][2]["white"]
    [(where, message)] = _errors(client, document)
    assert where == "/event/rounds/1/matches/2" and "against itself" in message


def test_more_boards_than_players_is_named(client: TestClient, small: dict[str, Any]) -> None:
    document = copy.deepcopy(small)
    document["teams"][3]["players"] = document["teams"][3]["players"][:1]
    errors = _errors(client, document)
    assert ("/event/teams/3/players", "1 players for 2 boards") in errors


def test_unknown_team_ids_are_named(client: TestClient, small: dict[str, Any]) -> None:
    document = copy.deepcopy(small)
    document["rounds"][0]["matches"][0]["white"] = "nobody"
    document["rounds"][0]["byes"] = [{"team": "nobody-else", "kind": "pairing"}]
    document["withdrawals"] = [{"team": "gone", "from_round": 4}]
    wheres = {where for where, _ in _errors(client, document)}
    assert wheres == {
        "/event/rounds/0/matches/0/white",
        "/event/rounds/0/byes/0/team",
        "/event/withdrawals/0/team",
    }


def test_a_team_twice_in_a_round_and_partial_pairing_numbers_are_named(
    client: TestClient, small: dict[str, Any]
) -> None:
    document = copy.deepcopy(small)
    first = document["rounds"][0]["matches"][0]
    document["rounds"][0]["byes"] = [{"team": first["white"], "kind": "zero"}]
    assert _errors(client, document)[0][0] == "/event/rounds/0/byes/0"
    document = copy.deepcopy(small)
    del document["teams"][2]["pairing_number"]
    assert _errors(client, document)[0][0] == "/event/teams/2/pairing_number"


def test_the_team_system_needs_the_team_document_and_back(client: TestClient, small: dict[str, Any]) -> None:
    answer = client.post("/v1/swiss/pairings", json={"system": "dutch", "event": small})
    assert answer.status_code == 422 and answer.json()["errors"][0]["where"] == "/event"
    games = {"players": [{"id": "a"}, {"id": "b"}]}
    answer = client.post("/v1/swiss/pairings", json={"system": "swiss-team", "event": games})
    assert answer.status_code == 422 and answer.json()["errors"][0]["where"] == "/event"


def test_check_and_audit_take_the_team_document(client: TestClient, small: dict[str, Any]) -> None:
    answer = _pair(client, small)
    proposal = {"pairs": [{"white": b["white"], "black": b["black"]} for b in answer["pairs"]], "bye": answer["bye"]}
    check = client.post("/v1/swiss/check", json={"system": "swiss-team", "event": small, "pairing": proposal})
    assert check.status_code == 200 and check.json()["valid"], check.text
    audit = client.post("/v1/swiss/audit", json={"system": "swiss-team", "event": small})
    assert audit.status_code == 200 and audit.json()["agrees"], audit.text
    assert [r["round"] for r in audit.json()["rounds"]] == [1, 2]


@pytest.mark.parametrize("file", ["t1005.trf", "t1072.trf"])
def test_team_standings_are_the_declared_totals_from_the_document_and_from_trf(client: TestClient, file: str) -> None:
    """C.07 team standings on match and game points, the PAB worth record 320 (C.04.6 Art. 1.4)."""
    tournament = load(CORPUS / file)
    declared = {
        team_id(n): [float(e.match_points or 0), float(e.game_points or 0)]
        for n, e in tournament.team_records.teams.items()
    }  # type: ignore[union-attr]
    codes = ["MP", "GP", "EMGSB", "DE"]
    document = team_document(tournament, (tournament.total_rounds or 0) + 1)
    by_document = client.post("/v1/standings", json={"event": document, "tiebreaks": codes}).json()
    by_trf = client.post("/v1/standings", json={"trf": (CORPUS / file).read_text(), "tiebreaks": codes}).json()
    assert by_document["competitors"] == "teams"
    assert {row["id"]: [row["tiebreaks"]["MP"], row["tiebreaks"]["GP"]] for row in by_document["standings"]} == declared
    assert [row["id"] for row in by_document["standings"]] == [team_id(row["id"]) for row in by_trf["standings"]]
    assert [row["tiebreaks"] for row in by_document["standings"]] == [row["tiebreaks"] for row in by_trf["standings"]]


def test_render_writes_the_team_records(client: TestClient, small: dict[str, Any]) -> None:
    text = client.post("/v1/trf/render", json={"event": small}).text
    records = {line[:3] for line in text.splitlines()}
    assert {"310", "320", "352", "362", "192"} <= records
    assert "192 FIDE_TEAM_TYPEB_MP" in text
    by_trf = client.post("/v1/swiss/pairings?system=swiss-team", content=text, headers={"Content-Type": "text/plain"})
    assert _lines(by_trf.json(), team_id) == _lines(_pair(client, small))


def test_the_generator_draws_a_team_event_the_audit_finds_agreeing(client: TestClient) -> None:
    """RTG by seed (the team generator), then FPC over HTTP: no difference; same seed, same file."""
    body = {"system": "swiss-team", "seed": 11, "team_config": {"teams": 9, "boards": 2, "rounds": 5}}
    first = client.post("/v1/swiss/simulate", json=body)
    assert first.status_code == 200, first.text
    assert first.json()["trf"] == client.post("/v1/swiss/simulate", json=body).json()["trf"]
    assert first.json()["config"]["teams"] == 9 and "310 " in first.json()["trf"]
    audit = client.post("/v1/swiss/audit", json={"system": "swiss-team", "trf": first.json()["trf"]}).json()
    assert audit["agrees"] and len(audit["rounds"]) == 5
    wrong = client.post("/v1/swiss/simulate", json={"system": "swiss-team", "config": {"players": 9}})
    assert wrong.status_code == 422 and wrong.json()["errors"][0]["where"] == "/config/players"
    wrong = client.post("/v1/swiss/simulate", json={"system": "dutch", "team_config": {"teams": 9}})
    assert wrong.status_code == 422 and wrong.json()["errors"][0]["where"] == "/team_config"


def test_parse_keeps_the_team_records_so_the_tournament_document_pairs_and_renders_as_the_file(
    client: TestClient,
) -> None:
    tournament = load(CORPUS / "t1072.trf")
    text = render_trf(team_state_before(tournament, 6))
    parsed = client.post("/v1/trf/parse", json={"trf": text}).json()
    document = parsed["tournament"]
    assert parsed["next_round"] == 6 and len(document["team_records"]["teams"]) == 11
    assert client.post("/v1/trf/render", json={"tournament": document}).text == text
    answer = client.post("/v1/swiss/pairings", json={"system": "swiss-team", "tournament": document})
    wanted = [(team_id(w), team_id(b) if b else 0) for w, b in expected_rounds(CORPUS / "t1072.trf")[6]]
    assert _lines(answer.json(), team_id) == wanted


def test_the_pab_value_is_the_events(client: TestClient, small: dict[str, Any]) -> None:
    """C.04.6 Art. 1.4: by default a drawn match and a draw on every board; the event may say otherwise."""
    bye_team = small["rounds"][0]["byes"][0]["team"]

    def scores(document: dict[str, Any]) -> tuple[float, float]:
        answer = _pair(client, document)
        teams = [b[side] for b in answer["pairs"] for side in ("white_player", "black_player")]
        teams += [answer["bye_player"]] if answer["bye_player"] else []
        team = next(t for t in teams if t["id"] == bye_team)
        return team["match_points"], team["game_points"]

    default = scores(small)
    richer = scores({**small, "pab": {"match_points": 2, "game_points": 2}})
    assert (richer[0] - default[0], richer[1] - default[1]) == (1, 1)


def test_a_games_document_that_names_the_team_system_is_refused(client: TestClient) -> None:
    games = {"system": "swiss-team", "players": [{"id": "a"}, {"id": "b"}]}
    answer = client.post("/v1/standings", json={"event": games})
    assert answer.status_code == 422 and answer.json()["errors"][0]["where"] == "/event"


def test_team_standings_name_teams_whose_numbers_are_not_one_to_n(client: TestClient) -> None:
    """Team rows are positions in TPN order; with pairing numbers 3 and 999 (the largest team number)
    they still name the caller's teams (a schemathesis case answered 500 here)."""
    event = {
        "teams": [
            {"id": "nor", "name": "Norway", "pairing_number": 999, "players": [{"id": "p1"}]},
            {"id": "esp", "name": "Spain", "pairing_number": 3, "players": [{"id": "p2"}]},
        ]
    }
    answer = client.post("/v1/standings", json={"event": event, "competitors": "teams"})
    assert answer.status_code == 200, answer.text
    assert [row["id"] for row in answer.json()["standings"]] == ["esp", "nor"]
