"""gzip both ways (issue 33 item 6): answers compressed when asked, gzip bodies read within the
body limit after decompression, anything else refused with a problem naming it."""

from __future__ import annotations

import gzip

import orjson
from fastapi.testclient import TestClient

from service.app import create_app
from service.runtime.settings import Settings
from tests.platform.test_games_document import event

LIMIT = 64 * 1024
CLIENT = TestClient(create_app(Settings(max_body_bytes=LIMIT)))
BODY = orjson.dumps({"system": "dutch", "event": event()})


def post(body: bytes, **headers: str):
    return CLIENT.post("/v1/swiss/pairings", content=body, headers={"content-type": "application/json", **headers})


def test_answers_are_gzipped_when_the_client_accepts_it() -> None:
    plain = post(BODY, **{"accept-encoding": "identity"})
    packed = post(BODY, **{"accept-encoding": "gzip"})
    assert "content-encoding" not in plain.headers and packed.headers["content-encoding"] == "gzip"
    assert packed.json()["pairs"] == plain.json()["pairs"]
    assert int(packed.headers["content-length"]) < len(plain.content) / 2


def test_a_gzip_body_is_read_like_the_plain_one() -> None:
    answer = post(gzip.compress(BODY), **{"content-encoding": "gzip"})
    assert answer.status_code == 200 and answer.json()["pairs"] == post(BODY).json()["pairs"]
    trf = CLIENT.post("/v1/trf/render", json={"event": event()}).content
    parsed = CLIENT.post(
        "/v1/trf/parse",
        content=gzip.compress(trf),
        headers={"content-type": "text/plain", "content-encoding": "gzip"},
    )
    assert parsed.status_code == 200 and len(parsed.json()["tournament"]["players"]) == 6


def test_the_body_limit_bounds_the_decompressed_body() -> None:
    bomb = gzip.compress(b" " * (LIMIT + 1) + BODY)
    assert len(bomb) < LIMIT / 10
    problem = post(bomb, **{"content-encoding": "gzip"})
    assert problem.status_code == 413 and "decompressed" in problem.json()["detail"]
    assert post(gzip.compress(b" " * (LIMIT - len(BODY)) + BODY), **{"content-encoding": "gzip"}).status_code == 200


def test_a_body_that_is_not_gzip_is_a_422_and_another_encoding_a_415() -> None:
    for broken in (BODY, gzip.compress(BODY)[:-12], gzip.compress(BODY) + b"tail"):
        problem = post(broken, **{"content-encoding": "gzip"})
        assert problem.status_code == 422 and problem.json()["errors"][0]["where"] == "/", problem.text
    problem = post(BODY, **{"content-encoding": "br"})
    assert problem.status_code == 415 and "gzip" in problem.json()["detail"]
