"""Rewrite the recorded answers of ``service/contract/contract_examples.py`` from the running app.

Run after a change of behaviour or of an answer's shape (``make examples``): every example
request is sent to the app and its answer replaces the recorded one, so the contract's examples
stay what the service gives (``tests/platform/test_contract_examples.py`` checks it); the request
files of ``docs/examples/`` are written from the same examples. Kept out of ``service/`` so that no
production module imports the app it documents.
"""

from __future__ import annotations

import json
import pprint
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from service.app import create_app
from service.contract import contract_examples


def answers() -> dict[str, Any]:
    """The app's answer to every example request (operations the app lacks are left out)."""
    client = TestClient(create_app())
    found: dict[str, Any] = {}
    for operation, (method, path, body) in contract_examples.example_requests().items():
        response = client.request(method, path, json=body)
        if response.status_code == 404:  # an operation of another branch, not merged yet
            continue
        assert response.status_code == 200, (operation, response.text)
        found[operation] = response.text if path.endswith("/render") else response.json()
    return found


def rewrite(source: Path, recorded: dict[str, Any]) -> None:
    """Replace the ``RESPONSES`` block of ``source`` with ``recorded``."""
    text = source.read_text()
    start = text.index("RESPONSES: dict[str, Any] = ")
    end = text.index("# -- end of answers")
    block = "RESPONSES: dict[str, Any] = " + pprint.pformat(recorded, width=118, sort_dicts=False) + "\n"
    source.write_text(text[:start] + block + text[end:])


def write_example_files(folder: Path) -> None:
    """The request files README's "Try it" posts, one per :data:`EXAMPLE_FILES` entry (JSON, 2-space
    indented), so that a clone can post them."""
    requests = contract_examples.example_requests()
    folder.mkdir(parents=True, exist_ok=True)
    for name, key in contract_examples.EXAMPLE_FILES.items():
        (folder / name).write_text(json.dumps(requests[key][2], indent=2, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    rewrite(Path(contract_examples.__file__), answers())
    write_example_files(Path(__file__).resolve().parents[1] / "docs" / "examples")
