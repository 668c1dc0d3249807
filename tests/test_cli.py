"""The batch command line: exit codes and output."""

from __future__ import annotations

import json
import subprocess
import sys

from service.cli import EXIT_FILE_ACCESS, EXIT_INVALID_INPUT, EXIT_OK, main
from tests.conftest import FIXTURES, REPO_ROOT, fixture_files


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
    """A caller must tell "no pairing exists" (1) from "not found in time" (4, bbpPairings' code);
    the budget is the service's configured one (issue 39: the command line ran without it)."""
    import service.cli as cli

    monkeypatch.setenv("PAIRING_REQUEST_TIMEOUT_SECONDS", "0.001")
    path = FIXTURES / "perf" / "n100_round5_input.trf"
    assert main(["--dutch", str(path), "-p"]) == cli.EXIT_OVER_BUDGET != cli.EXIT_NO_PAIRING
    assert "time budget of 0.001 s" in capsys.readouterr().err


def test_the_command_line_applies_the_configured_limits_and_prints_the_warnings(monkeypatch, capsys) -> None:
    """The command line pairs through the use case the API runs (issue 39): a field over
    ``PAIRING_MAX_PLAYERS`` is refused naming the setting, and the answer's warnings go to standard
    error while standard output keeps the engine format."""
    path = FIXTURES / "perf" / "n100_round5_input.trf"
    monkeypatch.setenv("PAIRING_MAX_PLAYERS", "50")
    assert main(["--dutch", str(path), "-p"]) == EXIT_INVALID_INPUT
    assert "at most 50 players are accepted, got 100" in capsys.readouterr().err
    monkeypatch.delenv("PAIRING_MAX_PLAYERS")
    assert main(["--swedish", str(path), "-p"]) == EXIT_OK
    captured = capsys.readouterr()
    assert captured.out.splitlines()[0] == "50"
    assert "warning: initial_color: 'swedish' allocates colours without a lot" in captured.err


def test_a_dutch_run_loads_only_what_it_pairs_with() -> None:
    """A command-line pairing of a small round spends most of its time importing (issue 14), so a
    Dutch run of the 2026 edition loads neither the Swedish engine, nor the 2017 edition's bracket
    pairing, nor the checker, nor the application and its server, nor, when the compiled matcher is
    built, the pure-Python one. (Since issue 39 it runs the API's use case on the API's request under
    the configured settings: the request schemas and pydantic come with them.)"""
    path = FIXTURES / "perf" / "n100_round5_input.trf"
    optional = [
        "domain.swiss.swedish.engine",
        "domain.swiss.swedish.checker",
        "domain.swiss.dutch.bracket_pairing",
        "domain.swiss.check_report",
        "service.app",
        "service.routers.swiss",
        "uvicorn",
        "fastapi",
    ]
    probe = (
        "import sys, contextlib, io\n"
        "from service.cli import main\n"
        "from domain.matching.cores import compiled_available\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    code = main(['--dutch', {str(path)!r}, '-p'])\n"
        f"loaded = [m for m in {optional!r} if m in sys.modules]\n"
        "if compiled_available() and 'domain.matching._blossom' in sys.modules:\n"
        "    loaded.append('domain.matching._blossom')\n"
        "print(code, loaded)\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=REPO_ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split(None, 1) == [str(EXIT_OK), "[]\n"]
