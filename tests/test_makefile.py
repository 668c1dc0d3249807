"""The two commands of the README on a fresh clone (issue 33 item 9): `make run` installs what
serving needs and no test tools; `make test` adds the test extra and the headless browser."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT


def dry_run(target: str, venv: Path) -> str:
    """The commands ``make target`` would run with a virtual environment not made yet."""
    make = shutil.which("make")
    assert make, "make is needed to run the README's commands"
    return subprocess.run(
        [make, "-n", target, f"VENV={venv}"], cwd=REPO_ROOT, capture_output=True, text=True, check=True
    ).stdout


def test_make_run_installs_only_what_serving_needs(tmp_path: Path) -> None:
    commands = dry_run("run", tmp_path / "venv")
    assert "pip install --quiet -e .\n" in commands and "[test]" not in commands
    assert "uvicorn service.main:app" in commands


@pytest.mark.parametrize("target", ["test", "lint"])
def test_make_test_installs_the_test_extra(tmp_path: Path, target: str) -> None:
    commands = dry_run(target, tmp_path / "venv")
    assert "pip install --quiet -e '.[test]'" in commands


def test_make_test_provides_the_headless_browser(tmp_path: Path) -> None:
    commands = dry_run("test", tmp_path / "venv")
    assert "apt-get install -y -qq --no-install-recommends chromium" in commands
    assert commands.index("chromium") < commands.index("pytest -q")
