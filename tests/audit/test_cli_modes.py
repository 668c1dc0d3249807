"""``pairing --dutch FILE -c`` and ``pairing --dutch -g [CONFIG] -o OUT -s SEED`` (C.04.A A.4-A.5)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from domain.trf import parse_trf, render_trf
from service.cli import EXIT_INVALID_INPUT, EXIT_OK, main
from service.cli_endorsement import EXIT_ROUNDS_DIFFER
from tests.audit.planting import reverse_colours
from tests.conftest import REPO_ROOT


def generate(tmp_path: Path, system: str, seed: int, config: str = "players=12\nrounds=5\n") -> Path:
    config_file, output = tmp_path / "rtg.cfg", tmp_path / f"{system}-{seed}.trf"
    config_file.write_text(config)
    assert main([f"--{system}", "-g", str(config_file), "-o", str(output), "-s", str(seed)]) == EXIT_OK
    return output


@pytest.mark.parametrize("system", ["dutch", "dutch-2017", "swedish"])
def test_a_generated_file_checks_clean(tmp_path: Path, capsys, system: str) -> None:
    output = generate(tmp_path, system, seed=9)
    assert "seed=9 players=12 rounds=5" in capsys.readouterr().err
    assert main([f"--{system}", str(output), "-c"]) == EXIT_OK
    assert capsys.readouterr().out.splitlines()[-1] == f"{system}: all 5 rounds agree"


def test_the_same_seed_writes_the_same_bytes(tmp_path: Path) -> None:
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    first = generate(tmp_path / "one", "dutch", seed=4).read_bytes()
    assert generate(tmp_path / "two", "dutch", seed=4).read_bytes() == first


def test_a_differing_round_is_reported_with_both_pairings(tmp_path: Path, capsys) -> None:
    planted = tmp_path / "planted.trf"
    planted.write_text(render_trf(reverse_colours(parse_trf(generate(tmp_path, "dutch", seed=9).read_text()), 5)))
    capsys.readouterr()
    assert main(["--dutch", str(planted), "-c"]) == EXIT_ROUNDS_DIFFER
    out = capsys.readouterr().out
    assert "Round 5: differs: colours differ" in out and "  played: " in out and "  engine: " in out
    assert out.splitlines()[-1] == "dutch: 1 of 5 rounds differ: 5"
    assert main(["--dutch", str(planted), "-c", "--manual", "5:F7 colours reversed at the board"]) == EXIT_OK
    assert "Round 5: paired by hand (F7 colours reversed at the board)" in capsys.readouterr().out


def test_bad_configuration_is_invalid_input(tmp_path: Path, capsys) -> None:
    config = tmp_path / "bad.cfg"
    config.write_text("players=10\nspeed=fast\n")
    assert main(["--dutch", "-g", str(config), "-s", "1"]) == EXIT_INVALID_INPUT
    assert "line 2" in capsys.readouterr().err


def test_the_same_seed_gives_the_same_file_in_another_process() -> None:
    """No hidden source of randomness (string hashing included): two processes, one file."""
    outputs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        command = [sys.executable, "-m", "service", "--dutch", "-g", "-s", "77"]
        result = subprocess.run(command, capture_output=True, cwd=REPO_ROOT, env=env, check=True)
        outputs.append(result.stdout)
    assert outputs[0] == outputs[1] and outputs[0].startswith(b"012 Random tournament 77\n")
