"""The published contract explains itself: descriptions, examples, declared errors and forms,
offline documentation pages, and the version and rules in every answer."""

from __future__ import annotations

import re
from typing import Any

import orjson
import pytest
from fastapi.testclient import TestClient

from service.contract.contract_examples import EVENT, TRF
from service.runtime.version import SERVICE_VERSION
from tests.conftest import REPO_ROOT

SCHEMA: dict[str, Any] = orjson.loads((REPO_ROOT / "openapi" / "openapi.json").read_bytes())
OPERATIONS = [(path, method, op) for path, methods in SCHEMA["paths"].items() for method, op in methods.items()]
#: Words of the project's internal notes that mean nothing to a platform engineer.
INTERNAL = re.compile(r"\.md\b|§|\bseed (?:F\d|0\d\d)|seed's|handling\b", re.IGNORECASE)


def texts(node: Any, path: str = "") -> list[tuple[str, str]]:
    if isinstance(node, dict):
        return [
            t
            for key, value in node.items()
            if key not in ("example", "examples")
            for t in texts(value, f"{path}/{key}")
        ]
    if isinstance(node, list):
        return [t for index, value in enumerate(node) for t in texts(value, f"{path}/{index}")]
    return [(path, node)] if isinstance(node, str) else []


def test_every_operation_is_described_with_a_stable_id() -> None:
    for path, method, op in OPERATIONS:
        assert re.fullmatch(r"[a-z]+(?:[A-Z][a-z0-9]*)+", op["operationId"]), (path, op["operationId"])
        assert len(op.get("description", "")) > 40, (path, method)
    ids = {op["operationId"] for _, _, op in OPERATIONS}
    assert {"pairSwissRound", "checkSwissPairing", "computeStandings", "parseTrf", "renderTrf"} <= ids


def test_every_property_is_described_in_the_platforms_words() -> None:
    undescribed = [
        f"{name}.{prop}"
        for name, schema in SCHEMA["components"]["schemas"].items()
        for prop, spec in schema.get("properties", {}).items()
        if not spec.get("description")
    ]
    assert undescribed == []
    leaks = [(where, text) for where, text in texts(SCHEMA) if INTERNAL.search(text)]
    assert leaks == []


def test_errors_are_declared_as_problem_documents() -> None:
    for _, _, op in OPERATIONS:
        for code, answer in op["responses"].items():
            if code.startswith(("4", "5")):
                assert answer["content"] == {
                    "application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}
                }
    pairing = SCHEMA["paths"]["/v1/swiss/pairings"]["post"]["responses"]
    assert {"409", "413", "415", "422", "503"} <= set(pairing)


def test_text_forms_declare_their_query_parameters_and_examples() -> None:
    pairing = SCHEMA["paths"]["/v1/swiss/pairings"]["post"]
    body = pairing["requestBody"]["content"]
    assert body["text/plain"]["schema"]["format"] == "binary" and body["text/plain"]["example"].startswith("012")
    served = ["dutch", "dutch-2017", "swedish", "swiss-team", "double-swiss"]
    named = {name for name in served if name in body["application/json"]["examples"]}
    assert named == {"dutch", "swiss-team", "double-swiss"}, "one example per kind of event"
    assert set(pairing["responses"]["200"]["content"]["application/json"]["examples"]) == named
    names = {p["name"] for p in pairing["parameters"]}
    assert {"system", "round", "encoding", "explain", "acceleration"} <= names
    standings = {p["name"] for p in SCHEMA["paths"]["/v1/standings"]["post"]["parameters"]}
    assert {"tiebreaks", "profile", "rules", "encoding"} <= standings
    assert "text/plain" not in SCHEMA["paths"]["/v1/swiss/check"]["post"]["requestBody"]["content"]


def test_enums_have_names_and_member_names() -> None:
    schemas = SCHEMA["components"]["schemas"]
    assert schemas["GameResult"]["x-enum-varnames"] == [
        "WHITE_WINS",
        "BLACK_WINS",
        "DRAW",
        "DOUBLE_FORFEIT",
        "UNFINISHED",
    ]
    assert schemas["SwissSystem"]["enum"] == ["dutch", "dutch-2017", "swedish", "swiss-team", "double-swiss"]
    assert schemas["PairingRequest"]["properties"]["system"]["$ref"] == "#/components/schemas/SwissSystem"


def test_the_committed_document_is_the_served_one(client: TestClient) -> None:
    assert client.get("/openapi.json").json() == SCHEMA


@pytest.mark.parametrize("page", ["/docs", "/redoc"])
def test_documentation_pages_need_no_internet(client: TestClient, page: str) -> None:
    html = client.get(page).text
    assets = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert assets and all(asset.startswith("/docs-assets/") for asset in assets), assets
    assert "http://" not in html and "https://" not in html
    for asset in assets:
        assert client.get(asset).status_code == 200, asset


def test_every_answer_names_the_version_and_the_rules(client: TestClient) -> None:
    response = client.post("/v1/swiss/pairings", json={"system": "swedish", "event": EVENT})
    assert response.headers["x-service-version"] == SERVICE_VERSION == response.json()["service_version"]
    assert response.headers["x-rule-edition"] == response.json()["rule_edition"]
    assert response.headers["x-rule-edition"].startswith("swedish: ")
    trf = client.post("/v1/trf/render", json={"event": EVENT})
    assert trf.headers["x-rule-edition"].startswith("trf: ") and trf.headers["x-service-version"] == SERVICE_VERSION
    problem = client.post("/v1/standings", json={"event": EVENT, "tiebreaks": ["BH:C1"]})
    assert problem.headers["x-service-version"] == SERVICE_VERSION
    assert "modifiers follow a '/': BH/C1" in problem.json()["errors"][0]["message"]


def test_null_for_an_optional_list_means_empty(client: TestClient) -> None:
    body = {"system": "dutch", "event": {**EVENT, "byes": None, "withdrawals": None}, "withdrawn": None}
    assert client.post("/v1/swiss/pairings", json=body).status_code == 200


def test_a_text_body_in_another_encoding(client: TestClient) -> None:
    text = TRF.replace("Novak, Jan", "Novák, Jan")
    response = client.post(
        "/v1/trf/parse?encoding=cp852", content=text.encode("cp852"), headers={"content-type": "text/plain"}
    )
    assert response.json()["tournament"]["players"][3]["name"] == "Novák, Jan"
    wrong = client.post("/v1/trf/parse?encoding=klingon", content=b"012 x\n", headers={"content-type": "text/plain"})
    assert wrong.status_code == 422 and wrong.json()["errors"][0]["where"] == "/encoding"
