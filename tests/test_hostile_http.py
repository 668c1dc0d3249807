"""Hostile requests to every endpoint (issue 16): each is answered with a problem document whose
status and type are asserted, and which names the field, the query parameter or the TRF line.

Three families: the hostile TRF texts of the domain corpus sent to every endpoint that reads TRF
(as JSON and as a text/plain body); the hostile tournament documents sent to every endpoint that
reads one; and hostile HTTP bodies (bad bytes, ambiguous JSON, wrong media types, oversized
bodies, repeated query parameters) sent to every endpoint with a body.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from fastapi.testclient import TestClient

from domain.limits import GAME_ROUND_CAP
from service.app import create_app
from service.runtime.settings import Settings
from tests.test_hostile_domain import JSON_CASES, TRF_CASES, VALID

BODY_LIMIT = 64 * 1024
INPUT_PROBLEMS = {"/problems/invalid-input", "/problems/inconsistent-tournament", "/problems/limit-exceeded"}


@dataclass(frozen=True)
class Hostile:
    path: str
    status: int
    types: frozenset[str]
    where: str
    json: Any = None
    content: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)
    params: list[tuple[str, str]] = field(default_factory=list)
    #: a fragment of the detail, for answers that have no errors list (413)
    detail: str = ""


PAIRING = {"pairing": {"pairs": [{"white": 1, "black": 2}, {"white": 3, "black": 4}]}}
#: The extra JSON fields each tournament endpoint needs besides the tournament itself.
TOURNAMENT_ENDPOINTS: dict[str, dict[str, Any]] = {
    "/v1/trf/parse": {},
    "/v1/trf/render": {},
    "/v1/swiss/pairings": {"system": "dutch"},
    "/v1/swiss/check": {"system": "dutch", **PAIRING},
    "/v1/standings": {"tiebreaks": ["BH"]},
    "/v1/swiss/audit": {"system": "dutch"},
    "/v1/ratings": {},
    "/v1/norms": {"titles": ["GM"]},
}
#: Endpoints that read a text/plain TRF body, and their query parameters.
TEXT_ENDPOINTS: dict[str, list[tuple[str, str]]] = {
    "/v1/trf/parse": [],
    "/v1/swiss/pairings": [("system", "dutch")],
    "/v1/standings": [("tiebreaks", "BH")],
    "/v1/ratings": [],
    "/v1/norms": [("titles", "GM,IM")],
}
OTHER_BODIES: dict[str, dict[str, Any]] = {
    "/v1/round-robin/schedule": {"count": 6},
    "/v1/round-robin/varma-draw": {
        "players": [{"id": f"p{n}", "federation": "ESP" if n % 2 else "IND"} for n in range(1, 7)],
        "seed": 1,
    },
    "/v1/round-robin/redraw-check": {"players": 8, "withdrawn": 3},
    "/v1/swiss/simulate": {"system": "dutch", "seed": 1},
}
VALID_BODIES: dict[str, dict[str, Any]] = {
    **{path: {**extra, "trf": VALID} for path, extra in TOURNAMENT_ENDPOINTS.items()},
    **OTHER_BODIES,
}


#: Where the service names a fault the domain's defaults name elsewhere: the service reads at most
#: PAIRING_MAX_ROUNDS rounds of two games (198 TRF rounds; issue 44), the domain a file's 999.
SERVICE_WHERE = {"too-many-rounds": f"line 4, columns {92 + 10 * GAME_ROUND_CAP}-"}


def trf_cases() -> list[Any]:
    cases = []
    for name, text, domain_where, _ in TRF_CASES:
        where = SERVICE_WHERE.get(name, domain_where)
        for path, extra in TOURNAMENT_ENDPOINTS.items():
            cases.append(
                pytest.param(
                    Hostile(path, 422, frozenset(INPUT_PROBLEMS), where, json={**extra, "trf": text}),
                    id=f"trf-json-{name}-{path}",
                )
            )
        for path, params in TEXT_ENDPOINTS.items():
            case = Hostile(
                path,
                422,
                frozenset(INPUT_PROBLEMS),
                where,
                content=text.encode(),
                headers={"content-type": "text/plain; charset=utf-8"},
                params=params,
            )
            cases.append(pytest.param(case, id=f"trf-text-{name}-{path}"))
    return cases


def document_cases() -> list[Any]:
    return [
        pytest.param(
            Hostile(path, 422, frozenset(INPUT_PROBLEMS), where, json={**extra, "tournament": document}),
            id=f"json-{name}-{path}",
        )
        for name, document, where, _ in JSON_CASES
        for path, extra in TOURNAMENT_ENDPOINTS.items()
        if path not in ("/v1/trf/parse", "/v1/trf/render")  # those two: tests/test_hostile_domain.py
    ]


def body_cases() -> list[Any]:
    invalid = frozenset({"/problems/invalid-input"})
    json_type = {"content-type": "application/json"}
    cases = []
    for path, body in VALID_BODIES.items():
        key = next(iter(body))
        raw = _json_text(body)
        variants = {
            "not-utf8": Hostile(path, 422, invalid, "/", content=raw[:-1] + b', "x": "\xff\xfe"}', headers=json_type),
            "empty": Hostile(path, 422, invalid, "/", content=b"", headers=json_type),
            "nan": Hostile(path, 422, invalid, "/", content=raw[:-1] + b', "x": NaN}', headers=json_type),
            "deep": Hostile(path, 422, invalid, "/", content=b"[" * 20_000 + b"]" * 20_000, headers=json_type),
            "truncated": Hostile(path, 422, invalid, "/", content=raw[: len(raw) // 2], headers=json_type),
            "array": Hostile(path, 422, invalid, "/", content=b"[1, 2]", headers=json_type),
            "repeated-key": Hostile(
                path, 422, invalid, f"/{key}", content=raw[:-1] + b", " + raw[1:], headers=json_type
            ),
            "nested-repeated-key": Hostile(
                path, 422, invalid, "/nested/a", headers=json_type, content=raw[:-1] + b', "nested": {"a": 1, "a": 2}}'
            ),
            "lone-surrogate": Hostile(
                path, 422, invalid, "/name", content=raw[:-1] + b', "name": "\\ud800"}', headers=json_type
            ),
            "huge-integer": Hostile(
                path,
                422,
                invalid | {"/problems/limit-exceeded"},
                "/",
                content=b"{" + b'"' + key.encode() + b'": ' + b"9" * 40 + b"}",
                headers=json_type,
            ),
            "unknown-field": Hostile(path, 422, invalid, "/surprise", json={**body, "surprise": 1}),
            "xml": Hostile(
                path,
                415,
                frozenset({"/problems/unsupported-media-type"}),
                "",
                content=b"<a/>",
                headers={"content-type": "application/xml"},
            ),
            "too-large": Hostile(
                path,
                413,
                frozenset({"/problems/body-too-large"}),
                "",
                content=b" " * (BODY_LIMIT + 1),
                headers=json_type,
                detail=f"{BODY_LIMIT} bytes",
            ),
            "repeated-query": Hostile(
                path, 422, invalid, "?system", json=body, params=[("system", "dutch"), ("system", "swedish")]
            ),
        }
        cases += [pytest.param(case, id=f"body-{name}-{path}") for name, case in variants.items()]
    return cases


def _json_text(body: dict[str, Any]) -> bytes:
    import json

    return json.dumps(body).encode()


CASES = trf_cases() + document_cases() + body_cases()


@pytest.fixture(scope="module")
def hostile_client() -> TestClient:
    return TestClient(create_app(Settings(max_body_bytes=BODY_LIMIT, request_timeout_seconds=10)))


def test_the_corpus_is_large_and_reaches_every_endpoint() -> None:
    paths = {case.values[0].path for case in CASES}
    assert len(CASES) >= 200 and paths == set(VALID_BODIES)


@pytest.mark.parametrize("path", list(VALID_BODIES))
def test_each_base_request_is_valid(hostile_client: TestClient, path: str) -> None:
    """The hostile variants break one thing of a request that is otherwise answered 200."""
    assert hostile_client.post(path, json=VALID_BODIES[path]).status_code == 200


@pytest.mark.parametrize("case", CASES)
def test_hostile_request_gets_a_problem_naming_the_place(hostile_client: TestClient, case: Hostile) -> None:
    response = hostile_client.post(
        case.path, json=case.json, content=case.content, headers=case.headers, params=case.params
    )
    assert response.status_code == case.status, response.text[:500]
    assert response.headers["content-type"] == "application/problem+json"
    problem = response.json()
    assert problem["type"] in case.types and problem["status"] == case.status
    if case.where:
        assert any(error["where"].startswith(case.where) for error in problem["errors"]), problem
    assert case.detail in problem["detail"]
    assert len(response.content) < 64 * 1024
