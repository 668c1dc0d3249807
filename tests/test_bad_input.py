"""Malformed and inconsistent inputs: each gets a 422 that names the place and the fault.

Every case starts from one valid four-player tournament and breaks one thing. The expected
``where`` and a fragment of the message are written next to each case.
"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

HEAD = "012 Test Open\nXXR 5\nXXC white1\n"
P1 = "001    1      Alpha, Anna                       2400                             2.0    1     3 w 1     2 b 1"
P2 = "001    2      Bravo, Ben                        2300                             1.0    2     4 b 1     1 w 0"
P3 = "001    3      Charlie, Cem                      2200                             0.5    3     1 b 0     4 w ="
P4 = "001    4      Delta, Dan                        2100                             0.5    4     2 w 0     3 b ="
VALID = HEAD + "\n".join([P1, P2, P3, P4]) + "\n"


def with_line(index: int, line: str) -> str:
    lines = [P1, P2, P3, P4]
    lines[index] = line
    return HEAD + "\n".join(lines) + "\n"


def replace(text: str, old: str, new: str) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


# (case id, TRF text, expected where (substring), expected message (substring))
TRF_CASES = [
    (
        "pairing-number-not-numeric",
        with_line(0, P1.replace("   1  ", "   X  ", 1)),
        "line 4, columns 5-8",
        "pairing number",
    ),
    ("pairing-number-missing", with_line(0, "001          " + P1[13:]), "line 4, columns 5-8", "missing"),
    ("pairing-number-zero", with_line(0, "001    0" + P1[8:]), "line 4, columns 5-8", "at least 1"),
    ("duplicate-pairing-number", with_line(1, "001    1" + P2[8:]), "line 5, columns 5-8", "already used on line 4"),
    ("rating-not-numeric", with_line(0, P1[:48] + "24x0" + P1[52:]), "line 4, columns 49-52", "rating"),
    ("points-not-numeric", with_line(0, P1[:80] + " 2,0" + P1[84:]), "line 4, columns 81-84", "points"),
    ("rank-not-numeric", with_line(0, P1[:85] + "  #1" + P1[89:]), "line 4, columns 86-89", "rank"),
    ("opponent-not-numeric", with_line(0, P1[:91] + "   x" + P1[95:]), "line 4, columns 92-95", "opponent"),
    ("bad-colour", with_line(0, P1[:96] + "x" + P1[97:]), "line 4, columns 97-97", "colour"),
    ("bad-result-code", with_line(0, P1[:98] + "?" + P1[99:]), "line 4, columns 99-99", "unknown result code"),
    ("bye-with-opponent", with_line(0, P1[:101] + "   2 - H"), "line 4, columns 102-105", "bye but an opponent"),
    ("forfeit-without-opponent", with_line(0, P1[:101] + "0000 - +"), "line 4, columns 102-105", "needs an opponent"),
    ("played-without-colour", with_line(0, P1[:106] + "- 1"), "line 4, columns 107-107", "needs colour"),
    ("bye-with-colour", with_line(0, P1[:101] + "0000 w U"), "line 4, columns 107-107", "no colour"),
    ("xxr-not-a-number", replace(VALID, "XXR 5", "XXR five"), "line 2", "number of rounds"),
    ("xxr-zero", replace(VALID, "XXR 5", "XXR 0"), "line 2", "number of rounds"),
    ("xxc-unknown-token", replace(VALID, "XXC white1", "XXC purple1"), "line 3", "XXC accepts"),
    ("xxs-unknown-code", replace(VALID, "XXC white1", "XXC white1\nXXS QQ=1"), "line 4", "XXS"),
    ("xxs-bad-value", replace(VALID, "XXC white1", "XXC white1\nXXS W=abc"), "line 4", "points must be"),
    ("xxp-not-numbers", VALID + "XXP 1 two\n", "line 8", "XXP entries"),
    ("xxp-single-player", VALID + "XXP 1\n", "line 8", "at least two"),
    ("xxa-bad-value", VALID + "XXA    1  x.x\n", "line 8", "XXA value"),
    ("record-240-bad-type", VALID + "240 Q   3    1\n", "line 8, columns 5-5", "bye type"),
    ("record-250-short", VALID + "250  1.0\n", "line 8", "250 needs"),
    ("record-260-short", VALID + "260   1   5    1\n", "line 8", "260 needs"),
    ("record-152-bad", replace(VALID, "XXC white1", "152 Q"), "line 3, columns 5-5", "152 needs W or B"),
    ("record-162-unknown-symbol", replace(VALID, "XXC white1", "XXC white1\n162 Q 1.0"), "line 4", "162"),
    ("no-players", HEAD, "file", "no player record"),
    # Consistency: well-formed files whose facts disagree.
    ("paired-with-himself", with_line(0, P1[:91] + "   1" + P1[95:]), "line 4 (player 1), round 1", "himself"),
    (
        "unknown-opponent",
        with_line(0, P1[:91] + "   9" + P1[95:]),
        "line 4 (player 1), round 1",
        "opponent 9 is not a player",
    ),
    (
        "opponent-disagrees",
        with_line(0, P1[:91] + "   4" + P1[95:]),
        "line 4 (player 1), round 1",
        "player 4's round 1 entry says opponent 2",
    ),
    ("same-colour-both", with_line(2, P3[:96] + "w" + P3[97:]), "line 4 (player 1), round 1", "both players"),
    ("results-disagree", with_line(2, P3[:98] + "1" + P3[99:]), "line 4 (player 1), round 1", "disagrees"),
    # ½-0 (draw against loss) is an unusual result the endorsement checklist allows; ½-1 is not.
    ("draw-against-win", with_line(3, P4[:108] + "1"), "player 3), round 2", "disagrees"),
    (
        "more-rounds-than-declared",
        replace(VALID, "XXR 5", "XXR 1"),
        "line 4 (player 1)",
        "2 rounds recorded but the tournament has 1",
    ),
    ("forbidden-unknown-player", VALID + "XXP 1 7\n", "forbidden pairs", "player 7"),
    ("bye-request-unknown-player", VALID + "XXZ 8\n", "bye requests", "player 8"),
    ("team-unknown-member", VALID + "013 Team A                          1    9\n", "teams", "player 9"),
]


@pytest.mark.parametrize(
    ("text", "where", "message"), [case[1:] for case in TRF_CASES], ids=[case[0] for case in TRF_CASES]
)
def test_bad_trf_is_a_422_naming_the_place(client: TestClient, text: str, where: str, message: str) -> None:
    response = client.post("/v1/trf/parse", content=text.encode(), headers={"content-type": "text/plain"})
    assert response.status_code == 422, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    problem = response.json()
    assert problem["status"] == 422
    assert any(where in error["where"] and message in error["message"] for error in problem["errors"]), problem


def test_the_base_case_is_valid(client: TestClient) -> None:
    response = client.post("/v1/trf/parse", json={"trf": VALID})
    assert response.status_code == 200, response.text
    assert response.json()["next_round"] == 3


def document() -> dict:
    return {
        "name": "Open",
        "total_rounds": 3,
        "players": [
            {"id": 1, "name": "A", "rating": 2000, "rounds": [{"opponent": 2, "color": "white", "result": "1"}]},
            {"id": 2, "name": "B", "rating": 1900, "rounds": [{"opponent": 1, "color": "black", "result": "0"}]},
        ],
    }


JSON_CASES = [
    ("rating-type", ["players", 0, "rating"], "abc", "/tournament/players/0/rating"),
    ("negative-id", ["players", 1, "id"], -3, "/tournament/players/1/id"),
    ("bad-result", ["players", 0, "rounds", 0, "result"], "X", "/tournament/players/0/rounds/0/result"),
    ("bad-colour", ["players", 0, "rounds", 0, "color"], "green", "/tournament/players/0/rounds/0/color"),
    ("unknown-field", ["players", 0, "elo"], 2000, "/tournament/players/0/elo"),
    ("rounds-zero", ["total_rounds"], 0, "/tournament/total_rounds"),
]


def set_path(data: dict, path: list, value: object) -> dict:
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "pointer"), [case[1:] for case in JSON_CASES], ids=[case[0] for case in JSON_CASES]
)
def test_bad_json_field_is_a_422_with_its_pointer(client: TestClient, path: list, value: object, pointer: str) -> None:
    response = client.post("/v1/trf/parse", json={"tournament": set_path(document(), path, value)})
    assert response.status_code == 422, response.text
    assert pointer in [error["where"] for error in response.json()["errors"]]


def test_duplicate_json_ids(client: TestClient) -> None:
    data = document()
    data["players"][1]["id"] = 1
    response = client.post("/v1/trf/parse", json={"tournament": data})
    assert response.status_code == 422
    assert response.json()["errors"][0]["where"] == "/tournament/players/1/id"


def test_json_inconsistency_names_the_player(client: TestClient) -> None:
    data = document()
    data["players"][1]["rounds"][0]["result"] = "1"
    response = client.post("/v1/trf/parse", json={"tournament": data})
    assert response.status_code == 422
    assert response.json()["title"] == "Inconsistent tournament"
    # a JSON pointer, like every other fault of a JSON body; the message still names player and round
    assert response.json()["errors"][0]["where"] == "/tournament/players/0/rounds/0"
    assert response.json()["errors"][0]["message"].startswith("player 1, round 1: ")


@pytest.mark.parametrize(
    ("body", "content_type", "where"),
    [
        (b"{not json", "application/json", "/"),
        (b"", "application/json", "/"),
        (b"[1, 2]", "application/json", "/"),
        (b'{"trf": 5}', "application/json", "/trf"),
    ],
    ids=["syntax", "empty", "array", "trf-not-string"],
)
def test_broken_json_bodies(client: TestClient, body: bytes, content_type: str, where: str) -> None:
    response = client.post("/v1/trf/parse", content=body, headers={"content-type": content_type})
    assert response.status_code == 422, response.text
    assert where in [error["where"] for error in response.json()["errors"]]


def test_both_or_neither_source(client: TestClient) -> None:
    for body in ({}, {"trf": VALID, "tournament": document()}):
        response = client.post("/v1/trf/parse", json=body)
        assert response.status_code == 422
        assert "exactly one" in response.json()["errors"][0]["message"]


def test_unsupported_media_type(client: TestClient) -> None:
    response = client.post("/v1/trf/parse", content=b"<xml/>", headers={"content-type": "application/xml"})
    assert response.status_code == 415


def test_binary_garbage_is_a_422(client: TestClient) -> None:
    response = client.post("/v1/trf/parse", content=bytes(range(256)) * 10, headers={"content-type": "text/plain"})
    assert response.status_code == 422


@pytest.mark.parametrize(
    ("line", "where"),
    [("001    1 broken", "line 4, columns 14-14"), ("001    1 x" + P1[10:], "line 4, columns 10-10")],
    ids=["fields-out-of-place", "unknown-sex"],
)
def test_a_garbage_player_line_is_refused_with_its_columns(client: TestClient, line: str, where: str) -> None:
    response = client.post("/v1/trf/parse", content=with_line(0, line).encode(), headers={"content-type": "text/plain"})
    assert response.status_code == 422, response.text
    assert response.json()["errors"][0]["where"] == where
