"""Shared test fixtures: the app client and the paths of the shared fixture corpus."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from service.app import create_app
from service.runtime.settings import Settings

REPO_ROOT = Path(__file__).resolve().parents[1]
#: The shared corpus beside the repository; ``PAIRING_FIXTURES`` points elsewhere (e.g. from a worktree).
FIXTURES = Path(os.environ.get("PAIRING_FIXTURES") or REPO_ROOT.parent / "shared" / "fixtures")


@pytest.fixture(scope="session")
def client() -> TestClient:
    return TestClient(create_app(Settings()))


def fixture_files(*folders: str) -> list[Path]:
    """The ``.trf`` files of the named fixture folders, sorted (empty when the corpus is absent)."""
    return sorted(path for folder in folders for path in (FIXTURES / folder).glob("*.trf"))
