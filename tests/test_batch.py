"""``python -m service batch``: every file of a folder answered as the HTTP route answers it,
failures as problem documents with their reason, resumable after an interruption, shardable."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest
from fastapi.testclient import TestClient

from service.batch.command import EXIT_DONE, EXIT_INTERRUPTED
from service.batch.files import Shard, answered, inputs, result_path
from service.cli import main
from tests.conftest import FIXTURES, REPO_ROOT
from tests.test_bad_input import VALID

TRF_100 = FIXTURES / "perf" / "n100_round5_input.trf"
pytestmark = pytest.mark.skipif(not TRF_100.exists(), reason="fixture corpus not present")


@pytest.fixture
def folder(tmp_path):
    """Three good inputs (TRF, JSON request, JSON tournament document), three bad ones, one ignored."""
    inputs = tmp_path / "in"
    inputs.mkdir()
    shutil.copy(TRF_100, inputs / "open-100.trf")
    (inputs / "swedish.json").write_text(json.dumps({"system": "swedish", "trf": VALID}))
    (inputs / "document.json").write_text(json.dumps({"players": [], "total_rounds": 5}))
    (inputs / "broken.trf").write_text(VALID.replace("2400", "24x0"))
    (inputs / "not-json.json").write_text("{")
    (inputs / "rematch.trf").write_text(
        "012 Rematch\nXXR 2\nXXC white1\n"
        "001    1      Alpha, Anna                       2400                             1.0    1     2 w 1\n"
        "001    2      Bravo, Ben                        2300                             0.0    2     1 b 0\n"
    )
    (inputs / "notes.md").write_text("not an input")
    return inputs, tmp_path / "out"


def _load(path):
    return json.loads(path.read_text())


def test_a_folder_of_good_and_bad_files(folder, client: TestClient) -> None:
    source, out = folder
    assert main(["batch", str(source), str(out), "--system", "dutch", "--jobs", "2"]) == EXIT_DONE
    http = client.post(
        "/v1/swiss/pairings?system=dutch", content=TRF_100.read_bytes(), headers={"content-type": "text/plain"}
    ).json()
    assert _load(out / "open-100.trf.result.json") == http, "the same answer as POST /v1/swiss/pairings"
    swedish = _load(out / "swedish.json.result.json")
    assert swedish["system"] == "swedish" and len(swedish["pairs"]) == 2, "a file's own fields win over --system"
    summary = _load(out / "summary.json")
    assert (summary["inputs"], summary["succeeded"], summary["failed"]) == (6, 2, 4)
    reasons = {item["file"]: (item["status"], item["type"]) for item in summary["failures"]}
    assert reasons == {
        "broken.trf": (422, "/problems/invalid-input"),
        "not-json.json": (422, "/problems/invalid-input"),
        "rematch.trf": (409, "/problems/no-legal-pairing"),
        "document.json": reasons["document.json"],
    }
    assert reasons["document.json"][0] == 422  # a tournament without players cannot be paired
    broken = _load(out / "broken.trf.problem.json")
    assert broken["errors"][0]["where"].startswith("line 4, columns 49-52")
    assert not (out / "notes.md.result.json").exists() and not (out / "notes.md.problem.json").exists()


def test_rank_mode_answers_as_the_standings_route(folder, client: TestClient) -> None:
    source, out = folder
    assert main(["batch", str(source), str(out), "--mode", "rank", "--set", "profile=fide-2024"]) == EXIT_DONE
    http = client.post(
        "/v1/standings?profile=fide-2024", content=TRF_100.read_bytes(), headers={"content-type": "text/plain"}
    ).json()
    assert _load(out / "open-100.trf.result.json") == http


def test_an_interrupted_run_resumes_without_redoing_finished_files(tmp_path) -> None:
    source, out = tmp_path / "in", tmp_path / "out"
    source.mkdir()
    for number in range(16):
        shutil.copy(TRF_100, source / f"event-{number:02}.trf")
    command = [sys.executable, "-m", "service", "batch", str(source), str(out), "--system", "dutch", "--jobs", "1"]
    first = subprocess.Popen(
        command, cwd=REPO_ROOT, stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    )
    deadline = time.monotonic() + 120
    while not list(out.glob("*.result.json")) and time.monotonic() < deadline:
        time.sleep(0.02)
    first.send_signal(signal.SIGTERM)
    assert first.wait(timeout=120) == EXIT_INTERRUPTED, "stopped early: the run says so"
    finished = {path.name: path.stat().st_mtime_ns for path in out.glob("*.result.json")}
    assert 0 < len(finished) < 16
    assert not list(out.glob(".*.tmp")), "a stop by signal leaves no half-written answer"

    assert main(["batch", str(source), str(out), "--system", "dutch", "--jobs", "2"]) == EXIT_DONE
    summary = _load(out / "summary.json")
    assert summary["resumed"] == len(finished) and summary["this_run"]["files"] == 16 - len(finished)
    assert summary["succeeded"] == 16 and summary["failed"] == 0
    assert {name: (out / name).stat().st_mtime_ns for name in finished} == finished, "finished files untouched"


def test_a_half_written_answer_does_not_count_as_finished(tmp_path) -> None:
    source = tmp_path / "event.trf"
    source.write_text(VALID)
    (tmp_path / f".{result_path(tmp_path, source).name}.123.tmp").write_text("{")
    assert not answered(tmp_path, source)


def test_shards_split_the_folder_without_overlap(folder) -> None:
    source, out = folder
    owned = [{path.name for path in inputs(source, Shard(index, 3))} for index in range(3)]
    assert set().union(*owned) == {path.name for path in inputs(source, Shard())}
    assert sum(map(len, owned)) == 6
    for index in range(3):
        assert (
            main(
                [
                    "batch",
                    str(source),
                    str(out),
                    "--system",
                    "dutch",
                    "--shards",
                    "3",
                    "--shard-index",
                    str(index),
                    "--jobs",
                    "1",
                ]
            )
            == EXIT_DONE
        )
    counts = [_load(out / f"summary-{index}-of-3.json")["inputs"] for index in range(3)]
    assert counts == [len(names) for names in owned]


def test_shard_index_comes_from_the_indexed_job(folder, monkeypatch) -> None:
    source, out = folder
    monkeypatch.setenv("JOB_COMPLETION_INDEX", "1")
    assert main(["batch", str(source), str(out), "--system", "dutch", "--shards", "2", "--jobs", "1"]) == EXIT_DONE
    assert _load(out / "summary-1-of-2.json")["shard"] == {"index": 1, "count": 2}


def test_the_command_line_names_every_mode() -> None:
    from service.batch.command import MODE_NAMES
    from service.batch.work import MODES

    assert set(MODE_NAMES) == set(MODES)


def test_a_games_document_request_is_answered_in_the_callers_ids(tmp_path, client: TestClient) -> None:
    source, out = tmp_path / "in", tmp_path / "out"
    source.mkdir()
    players = [{"id": f"u-{k}", "name": f"Player {k}", "rating": 2400 - 10 * k} for k in range(6)]
    event = {"rounds_total": 5, "initial_color": "white", "players": players}
    request = {"system": "dutch", "round": 1, "event": event}
    (source / "club.json").write_text(json.dumps(request))
    assert main(["batch", str(source), str(out)]) == EXIT_DONE
    answer = _load(out / "club.json.result.json")
    assert answer == client.post("/v1/swiss/pairings", json=request).json()
    assert {board["white"] for board in answer["pairs"]} <= {player["id"] for player in players}
