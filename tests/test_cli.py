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
    """A caller must tell "no pairing exists" (1) from "not found in time" (4, bbpPairings' code)."""
    import service.cli as cli
    from domain.errors import BudgetExceeded

    def over_budget(*_args: object, **_kwargs: object) -> None:
        raise BudgetExceeded("time budget exhausted")

    monkeypatch.setattr(cli, "pair_round", over_budget)
    path = fixture_files("dutch")[0]
    assert main(["--dutch", str(path), "-p"]) == cli.EXIT_OVER_BUDGET != cli.EXIT_NO_PAIRING
    assert "time budget" in capsys.readouterr().err


def test_a_dutch_run_loads_only_what_it_pairs_with() -> None:
    """A command-line pairing of a small round spends most of its time importing (issue 14: 100
    players through the CLI in about a tenth of a second), so a Dutch run of the 2026 edition
    loads neither the Swedish engine, nor the 2017 edition's bracket pairing, nor the web stack,
    nor, when the compiled matcher is built, the pure-Python one."""
    path = FIXTURES / "perf" / "n100_round5_input.trf"
    optional = [
        "domain.swiss.swedish.engine",
        "domain.swiss.swedish.checker",
        "domain.swiss.dutch.bracket_pairing",
        "domain.swiss.check_report",
        "fastapi",
        "pydantic",
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
