"""The contract's examples are what the service answers, one per kind of event for the Swiss
operations, and the request files README's "Try it" posts are those examples (``make examples``
writes both)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient

from service.contract.contract_examples import EXAMPLE_FILES, RESPONSES, example_requests
from service.schemas.swiss import served_systems
from tests.conftest import REPO_ROOT

EXAMPLES = example_requests()


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_every_example_answers_as_recorded(client: TestClient, name: str) -> None:
    method, path, body = EXAMPLES[name]
    answer = client.request(method, path, json=body)
    assert answer.status_code == 200, answer.text
    got: Any = answer.text if path.endswith("/render") else answer.json()
    assert got == RESPONSES[name], f"{name}: run make examples after a change of behaviour"


def test_every_served_system_has_a_pairing_example_or_shares_its_kind_of_event() -> None:
    """An example per kind of event: the one-game systems share the games document's."""
    systems = {body["system"] for name, (_, path, body) in EXAMPLES.items() if path == "/v1/swiss/pairings"}
    assert systems >= {"dutch", "swiss-team", "double-swiss"} and systems <= set(served_systems())


@pytest.mark.parametrize("file", sorted(EXAMPLE_FILES))
def test_the_try_it_files_are_the_examples_and_pair(client: TestClient, file: str) -> None:
    path = REPO_ROOT / "docs" / "examples" / file
    sent = json.loads(path.read_text())
    assert sent == EXAMPLES[EXAMPLE_FILES[file]][2], f"{file}: run make examples"
    method, url, _ = EXAMPLES[EXAMPLE_FILES[file]]
    assert client.request(method, url, json=sent).status_code == 200


def test_readme_and_integration_post_only_files_a_clone_has() -> None:
    """ "Try it" runs from a clone: every file a curl command posts is in the repository (``@-``
    is the output of the command before it)."""
    for doc in ("README.md", "docs/integration.md"):
        text = (REPO_ROOT / doc).read_text()
        posted = [word[1:] for word in text.split() if word.startswith("@") and word != "@-"]
        assert posted, doc
        assert all((REPO_ROOT / file).is_file() for file in posted), (doc, posted)
