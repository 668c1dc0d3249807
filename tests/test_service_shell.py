"""The service shell: operations endpoints, limits, problem documents, OpenAPI, TRF conversion."""

from __future__ import annotations

from fastapi.testclient import TestClient

from domain.trf import parse_trf
from service.app import create_app
from service.contract.openapi_export import openapi_bytes
from service.runtime.settings import Settings
from tests.conftest import REPO_ROOT, fixture_files


def test_health_and_ready(client: TestClient) -> None:
    assert client.get("/health").json() == {"status": "ok"}
    assert client.get("/ready").json() == {"status": "ready"}


def test_version_lists_editions(client: TestClient) -> None:
    body = client.get("/v1/version").json()
    assert body["service"] == "pairing-service" and body["version"]
    assert "trf" in body["editions"]
    assert all(f"{key}: {text}" in body["rule_edition"] for key, text in body["editions"].items())


def test_unknown_route_is_a_problem(client: TestClient) -> None:
    response = client.get("/v1/nothing-here")
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("application/problem+json")


def test_body_limit_by_content_length() -> None:
    small = TestClient(create_app(Settings(max_body_bytes=1000)))
    response = small.post("/v1/trf/parse", content=b"x" * 2000, headers={"content-type": "text/plain"})
    assert response.status_code == 413
    assert response.json()["type"] == "/problems/body-too-large"


def test_body_limit_when_streamed() -> None:
    small = TestClient(create_app(Settings(max_body_bytes=1000)))
    chunks = (b"x" * 300 for _ in range(10))
    response = small.post("/v1/trf/parse", content=chunks, headers={"content-type": "text/plain"})
    assert response.status_code == 413


def test_settings_from_environment(monkeypatch) -> None:
    monkeypatch.setenv("PAIRING_MAX_BODY_BYTES", "1234")
    monkeypatch.setenv("PAIRING_REQUEST_TIMEOUT_SECONDS", "2.5")
    settings = Settings.from_env()
    assert settings.max_body_bytes == 1234 and settings.request_timeout_seconds == 2.5


def test_committed_openapi_matches_the_app() -> None:
    committed = (REPO_ROOT / "openapi" / "openapi.json").read_bytes()
    assert committed == openapi_bytes(), "openapi/openapi.json is stale: run `make openapi`"


def test_openapi_documents_both_body_forms(client: TestClient) -> None:
    schema = client.get("/openapi.json").json()
    content = schema["paths"]["/v1/trf/parse"]["post"]["requestBody"]["content"]
    assert set(content) == {"application/json", "text/plain"}
    assert "TournamentDocument" in schema["components"]["schemas"]


def test_parse_then_render_round_trip_over_http(client: TestClient) -> None:
    for path in fixture_files("dutch")[:10] + fixture_files("dutch-special")[:5]:
        text = path.read_text()
        parsed = client.post("/v1/trf/parse", content=text.encode(), headers={"content-type": "text/plain"})
        assert parsed.status_code == 200, parsed.text
        rendered = client.post("/v1/trf/render", json={"tournament": parsed.json()["tournament"]})
        assert rendered.status_code == 200
        assert parse_trf(rendered.text) == parse_trf(text), path.name


def test_points_warning_is_reported_not_fatal(client: TestClient) -> None:
    text = fixture_files("dutch")[0].read_text()
    first_player = next(line for line in text.splitlines() if line.startswith("001"))
    broken = text.replace(first_player, first_player[:80] + "99.0" + first_player[84:])
    response = client.post("/v1/trf/parse", json={"trf": broken})
    assert response.status_code == 200
    assert "points field says 99" in response.json()["warnings"][0]["message"]
