"""The batch command line: exit codes and output."""

from __future__ import annotations

import json
import subprocess
import sys

from service.cli import EXIT_FILE_ACCESS, EXIT_INVALID_INPUT, EXIT_OK, main
from tests.conftest import REPO_ROOT, fixture_files


def test_parse_prints_the_document(capsysbinary) -> None:
    path = fixture_files("dutch")[0]
    assert main(["parse", str(path)]) == EXIT_OK
    document = json.loads(capsysbinary.readouterr().out)
    assert len(document["players"]) == int(path.name[1:4])


def test_invalid_input_exit_code(tmp_path, capsys) -> None:
    bad = tmp_path / "bad.trf"
    bad.write_text("001    X  broken\n")
    assert main(["parse", str(bad)]) == EXIT_INVALID_INPUT
    assert "line 1" in capsys.readouterr().err


def test_missing_file_exit_code(tmp_path) -> None:
    assert main(["parse", str(tmp_path / "nope.trf")]) == EXIT_FILE_ACCESS


def test_module_entry_point_reads_stdin() -> None:
    text = fixture_files("dutch")[0].read_bytes()
    result = subprocess.run(
        [sys.executable, "-m", "service", "parse", "-"], input=text, capture_output=True, cwd=REPO_ROOT
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["total_rounds"] is not None


def test_help_lists_every_mode(capsys) -> None:
    assert main(["--help"]) == EXIT_OK
    text = capsys.readouterr().out
    for mode in ("--dutch IN.trf", "--dutch-2017 IN.trf", "--swedish IN.trf", "parse IN.trf"):
        assert f"pairing {mode}" in text, mode


def test_an_exhausted_budget_is_not_reported_as_no_valid_pairing(monkeypatch, capsys) -> None:
    """A caller must tell "no pairing exists" (1) from "not found in time" (4, bbpPairings' code)."""
    import service.cli as cli
    from domain.errors import BudgetExceeded

    def over_budget(*_args: object, **_kwargs: object) -> None:
        raise BudgetExceeded("time budget exhausted")

    monkeypatch.setattr(cli, "pair_round", over_budget)
    path = fixture_files("dutch")[0]
    assert main(["--dutch", str(path), "-p"]) == cli.EXIT_OVER_BUDGET != cli.EXIT_NO_PAIRING
    assert "time budget" in capsys.readouterr().err
