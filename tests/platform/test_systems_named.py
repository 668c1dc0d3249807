"""Every system is named wherever systems are listed, and what each answer's ``rule_edition`` points
to is in the repository (issue 42: the lists named dutch, dutch-2017 and swedish only, and the team
systems pointed to files a clone does not have)."""

from __future__ import annotations

import re
from typing import Any

import orjson
import pytest
from fastapi.testclient import TestClient

from domain.swiss.system import SYSTEMS
from service.schemas.swiss import served_systems
from tests.conftest import REPO_ROOT

SCHEMA: dict[str, Any] = orjson.loads((REPO_ROOT / "openapi" / "openapi.json").read_bytes())


@pytest.mark.parametrize(("path", "operation"), [("/v1/swiss/pairings", "post"), ("/v1/swiss/check", "post")])
def test_the_operation_descriptions_name_every_system(path: str, operation: str) -> None:
    description = SCHEMA["paths"][path][operation]["description"]
    assert all(f"`{name}`" in description for name in served_systems()), description[:300]


def test_the_endpoint_table_and_the_batch_command_name_every_system() -> None:
    text = (REPO_ROOT / "docs" / "integration.md").read_text()
    pairings = next(line for line in text.splitlines() if line.startswith("| `POST /v1/swiss/pairings`"))
    assert all(f"`{name}`" in pairings for name in served_systems())
    batch = next(line for line in text.splitlines() if "python -m service batch" in line)
    assert all(name in batch for name in SYSTEMS)


def test_each_rule_edition_that_names_a_document_names_one_in_the_repository(client: TestClient) -> None:
    editions = client.get("/v1/version").json()["editions"]
    named = {name: re.findall(r"docs/[\w/.-]+\.md", text) for name, text in editions.items()}
    assert named["swiss-team"] == ["docs/systems/swiss-team.md"]
    assert named["double-swiss"] == ["docs/systems/double-swiss.md"]
    assert all((REPO_ROOT / path).is_file() for paths in named.values() for path in paths)


def test_the_schema_states_every_bye_value_of_every_system() -> None:
    """Issue 42: the value of a team's requested bye and of a Double-Swiss bye was stated nowhere."""
    schemas = SCHEMA["components"]["schemas"]
    games = schemas["EventRoundBye"]["properties"]["kind"]["description"]
    assert "pairing_bye" in games and all(value in games for value in ("(1.5 points)", "(1)", "(2)"))
    teams = schemas["TeamRoundBye"]["properties"]["kind"]["description"]
    assert all(
        value in teams
        for value in (
            "a drawn match and a draw on every board",
            "a drawn match and half",
            "a won match and every board",
        )
    )
    asked = schemas["TeamRequestedBye"]["properties"]["kind"]["description"]
    assert "a won match and every board" in asked
