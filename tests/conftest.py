"""Shared test fixtures (the app client, the paths of the shared fixture corpus) and the suite's
markers, assigned by folder: ``make check`` runs what has none, ``make test`` everything."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from service.app import create_app
from service.runtime.settings import Settings

REPO_ROOT = Path(__file__).resolve().parents[1]
TESTS = REPO_ROOT / "tests"
#: The folders whose tests ``make test`` adds to the fast loop, each marked with its own name
#: (registered in pyproject.toml): whole-corpus sweeps, the largest fields, real processes.
SUITE_FOLDERS = ("corpus", "scale", "process")
#: The shared corpus beside the repository; ``PAIRING_FIXTURES`` points elsewhere (e.g. from a worktree).
FIXTURES = Path(os.environ.get("PAIRING_FIXTURES") or REPO_ROOT.parent / "shared" / "fixtures")


@pytest.fixture(scope="session")
def client() -> TestClient:
    return TestClient(create_app(Settings()))


def fixture_files(*folders: str) -> list[Path]:
    """The ``.trf`` files of the named fixture folders, sorted (empty when the corpus is absent)."""
    return sorted(path for folder in folders for path in (FIXTURES / folder).glob("*.trf"))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark each test by its folder; tests/corpus's Dutch sweeps share one xdist worker, so that the
    engine's pairing of each corpus round (tests.dutch.corpus.engine_pairings) is computed once."""
    for item in items:
        if not item.path.is_relative_to(TESTS):
            continue  # e.g. doctests collected from domain/ by hand
        folder = item.path.relative_to(TESTS).parts[0]
        if folder in SUITE_FOLDERS:
            item.add_marker(folder)
        if folder == "corpus" and item.path.name.startswith("test_dutch_"):
            item.add_marker(pytest.mark.xdist_group("dutch-corpus"))
