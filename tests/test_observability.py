"""Observability: /metrics counters, the request id, and the one JSON log line per request."""

from __future__ import annotations

import logging

import orjson
import pytest
from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families

from service.app import create_app
from service.observability.logs import ACCESS_LOGGER, JsonFormatter
from service.runtime.settings import Settings
from tests.conftest import FIXTURES

PAIRINGS = "/v1/swiss/pairings"
TRF_100 = FIXTURES / "perf" / "n100_round5_input.trf"
needs_corpus = pytest.mark.skipif(not TRF_100.exists(), reason="fixture corpus not present")


def sample(client: TestClient, name: str, **labels: str) -> float:
    """The value of one series of ``GET /metrics`` (0 when it does not exist yet)."""
    text = client.get("/metrics").text
    for family in text_string_to_metric_families(text):
        for series in family.samples:
            if series.name == name and all(series.labels.get(k) == v for k, v in labels.items()):
                return series.value
    return 0.0


def post_trf(client: TestClient, path: str, headers: dict[str, str] | None = None):
    return client.post(
        f"{path}?system=dutch", content=TRF_100.read_bytes(), headers={"content-type": "text/plain", **(headers or {})}
    )


@needs_corpus
def test_request_counters_and_latency_move_with_requests(client: TestClient) -> None:
    ok = {"method": "POST", "route": PAIRINGS, "status": "200"}
    before = sample(client, "pairing_http_requests_total", **ok)
    latency_before = sample(client, "pairing_http_request_duration_seconds_count", **ok)
    assert post_trf(client, PAIRINGS).status_code == 200
    assert post_trf(client, PAIRINGS).status_code == 200
    assert sample(client, "pairing_http_requests_total", **ok) == before + 2
    assert sample(client, "pairing_http_request_duration_seconds_count", **ok) == latency_before + 2


def test_rejections_are_counted_by_problem_type(client: TestClient) -> None:
    bad_json = {"method": "POST", "route": PAIRINGS, "status": "422"}
    before = sample(client, "pairing_rejections_total", reason="invalid-input")
    requests_before = sample(client, "pairing_http_requests_total", **bad_json)
    response = client.post(PAIRINGS, content=b"{", headers={"content-type": "application/json"})
    assert response.status_code == 422
    assert sample(client, "pairing_rejections_total", reason="invalid-input") == before + 1
    assert sample(client, "pairing_http_requests_total", **bad_json) == requests_before + 1


def test_unknown_paths_share_one_route_label(client: TestClient) -> None:
    """Raw paths would let any caller create unbounded series; they are all ``unmatched``."""
    labels = {"method": "GET", "route": "unmatched", "status": "404"}
    before = sample(client, "pairing_http_requests_total", **labels)
    client.get("/no/such/a")
    client.get("/no/such/b")
    assert sample(client, "pairing_http_requests_total", **labels) == before + 2


def test_body_limit_rejection_is_counted() -> None:
    small = TestClient(create_app(Settings(max_body_bytes=100)))
    before = sample(small, "pairing_rejections_total", reason="body-too-large")
    assert small.post("/v1/trf/parse", content=b"x" * 500, headers={"content-type": "text/plain"}).status_code == 413
    assert sample(small, "pairing_rejections_total", reason="body-too-large") == before + 1


def test_in_flight_gauge_is_back_to_the_scrape_itself(client: TestClient) -> None:
    client.get("/health")
    assert sample(client, "pairing_http_requests_in_flight") == 1  # the /metrics request being answered


def test_caller_request_id_is_echoed(client: TestClient) -> None:
    response = client.get("/health", headers={"X-Request-ID": "trace-42.a"})
    assert response.headers["x-request-id"] == "trace-42.a"


def test_request_id_is_generated_when_missing_or_unusable(client: TestClient) -> None:
    generated = client.get("/health").headers["x-request-id"]
    assert len(generated) == 32 and int(generated, 16) >= 0
    assert client.get("/health").headers["x-request-id"] != generated
    odd = client.get("/health", headers={"X-Request-ID": "x" * 500}).headers["x-request-id"]
    assert odd != "x" * 500 and len(odd) == 32


@pytest.mark.parametrize(
    "status,call",
    [
        (422, lambda c, h: c.post(PAIRINGS, content=b"{", headers={"content-type": "application/json", **h})),
        (404, lambda c, h: c.get("/v1/nowhere", headers=h)),
        (405, lambda c, h: c.get(PAIRINGS, headers=h)),
    ],
)
def test_problem_documents_carry_the_request_id(client: TestClient, status, call) -> None:
    response = call(client, {"X-Request-ID": "req-problem-1"})
    assert response.status_code == status
    assert response.headers["x-request-id"] == "req-problem-1"
    assert response.json()["request_id"] == "req-problem-1"


def test_body_limit_problem_carries_the_request_id() -> None:
    small = TestClient(create_app(Settings(max_body_bytes=100)))
    response = small.post(
        "/v1/trf/parse", content=b"x" * 500, headers={"content-type": "text/plain", "X-Request-ID": "big-1"}
    )
    assert response.status_code == 413
    assert response.headers["x-request-id"] == "big-1" and response.json()["request_id"] == "big-1"


class _Lines(logging.Handler):
    """Collects what the JSON formatter makes of each access-log record."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.setFormatter(JsonFormatter())
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))


@pytest.fixture
def access_lines():
    logger = logging.getLogger(ACCESS_LOGGER)
    handler, level = _Lines(), logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    yield handler.lines
    logger.removeHandler(handler)
    logger.setLevel(level)


@needs_corpus
def test_one_json_log_line_per_request_without_tournament_contents(client: TestClient, access_lines) -> None:
    post_trf(client, PAIRINGS, {"X-Request-ID": "log-1"})
    client.post(PAIRINGS, content=b"{", headers={"content-type": "application/json", "X-Request-ID": "log-2"})
    assert len(access_lines) == 2
    ok, bad = (orjson.loads(line) for line in access_lines)
    assert ok["request_id"] == "log-1" and ok["status"] == 200 and ok["route"] == PAIRINGS
    assert ok["method"] == "POST" and ok["duration_ms"] > 0 and ok["level"] == "info"
    assert bad["request_id"] == "log-2" and bad["status"] == 422 and bad["problem"] == "invalid-input"
    names = [line[14:47].strip() for line in TRF_100.read_text().splitlines() if line.startswith("001")]
    assert names and not any(name in line for name in names for line in access_lines)


def test_probes_are_logged_at_debug_level(client: TestClient, access_lines) -> None:
    client.get("/health")
    assert orjson.loads(access_lines[-1])["level"] == "debug"


REMATCH_ONLY = (  # two players who met in round 1: round 2 has no legal pairing (C.04.1 B1)
    "012 Rematch\nXXR 2\nXXC white1\n"
    "001    1      Alpha, Anna                       2400                             1.0    1     2 w 1\n"
    "001    2      Bravo, Ben                        2300                             0.0    2     1 b 0\n"
)


@pytest.mark.parametrize(
    "settings,trf,status,reason",
    [
        (Settings(), REMATCH_ONLY, 409, "no-legal-pairing"),
        (Settings(request_timeout_seconds=1e-9), None, 503, "budget-exhausted"),
    ],
    ids=["409", "503"],
)
def test_engine_refusals_are_problems_with_the_request_id_and_counted(settings, trf, status, reason) -> None:
    if trf is None and not TRF_100.exists():
        pytest.skip("fixture corpus not present")
    app = TestClient(create_app(settings))
    before = sample(app, "pairing_rejections_total", reason=reason)
    response = app.post(
        "/v1/swiss/pairings?system=dutch",
        content=(trf or TRF_100.read_text()).encode(),
        headers={"content-type": "text/plain", "X-Request-ID": f"refused-{status}"},
    )
    assert response.status_code == status
    assert response.json()["type"] == f"/problems/{reason}" and response.json()["request_id"] == f"refused-{status}"
    assert sample(app, "pairing_rejections_total", reason=reason) == before + 1


@needs_corpus
def test_engine_time_and_players_are_measured_by_system_and_edition(client: TestClient, access_lines) -> None:
    labels = {"system": "dutch", "edition": "2026"}
    runs = sample(client, "pairing_engine_duration_seconds_count", **labels)
    players = sample(client, "pairing_players_sum", system="dutch")
    assert post_trf(client, PAIRINGS, {"X-Request-ID": "engine-1"}).status_code == 200
    assert sample(client, "pairing_engine_duration_seconds_count", **labels) == runs + 1
    assert sample(client, "pairing_players_sum", system="dutch") == players + 100
    assert sample(client, "pairing_engine_cpu_seconds_total", **labels) > 0
    line = next(orjson.loads(line) for line in access_lines if '"engine-1"' in line)
    (engine,) = line["engines"]
    assert engine["system"] == "dutch" and engine["edition"] == "2026" and engine["players"] == 100
    assert engine["cpu_ms"] > 0 and engine["wall_ms"] <= line["duration_ms"]


@needs_corpus
def test_standings_engine_is_measured_too(client: TestClient) -> None:
    labels = {"system": "standings", "edition": "fide-2024"}
    before = sample(client, "pairing_engine_duration_seconds_count", **labels)
    response = client.post(
        "/v1/standings?rules=fide-2024", content=TRF_100.read_bytes(), headers={"content-type": "text/plain"}
    )
    assert response.status_code == 200
    assert sample(client, "pairing_engine_duration_seconds_count", **labels) == before + 1


def test_an_unexpected_error_is_a_500_problem_with_the_request_id_and_counted() -> None:
    app = create_app(Settings())

    def boom() -> None:
        raise RuntimeError("a bug, not the client's fault")

    app.add_api_route("/boom", boom)
    client = TestClient(app, raise_server_exceptions=False)
    before = sample(client, "pairing_rejections_total", reason="internal")
    response = client.get("/boom", headers={"X-Request-ID": "bug-1"})
    assert response.status_code == 500
    assert response.json()["type"] == "/problems/internal" and response.json()["request_id"] == "bug-1"
    assert sample(client, "pairing_rejections_total", reason="internal") == before + 1
