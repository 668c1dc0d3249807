"""The batch Indexed Job (k8s/batch/): one shard per index, the same image, user and lock-down as
the service, a grace period longer than a file's budget. Validated offline with the other manifests
(tests/test_deploy_manifests.py); these are the properties the batch command relies on."""

from __future__ import annotations

import pytest
import yaml

from tests.test_deploy_manifests import K8S_DIR, _only

JOB_DIR = K8S_DIR / "batch"


@pytest.fixture(scope="module")
def job() -> dict:
    return _only("Job")


@pytest.fixture(scope="module")
def container(job) -> dict:
    (container,) = job["spec"]["template"]["spec"]["containers"]
    return container


def _arg(command: list[str], flag: str) -> str:
    return command[command.index(flag) + 1]


def test_every_index_is_one_shard(job, container) -> None:
    spec = job["spec"]
    assert spec["completionMode"] == "Indexed", "pods learn their shard from JOB_COMPLETION_INDEX"
    assert spec["completions"] == spec["parallelism"] == int(_arg(container["command"], "--shards"))


def test_runs_the_batch_command_on_the_shared_volume(job, container) -> None:
    command = container["command"]
    assert command[:4] == ["python", "-m", "service", "batch"]
    mounts = {m["mountPath"]: m["name"] for m in container["volumeMounts"]}
    volumes = {v["name"]: v for v in job["spec"]["template"]["spec"]["volumes"]}
    data = volumes[mounts["/data"]]["persistentVolumeClaim"]["claimName"]
    claim = yaml.safe_load((JOB_DIR / "pvc.yaml").read_text())
    assert data == claim["metadata"]["name"] and "ReadWriteMany" in claim["spec"]["accessModes"]
    assert command[4].startswith("/data/") and command[5].startswith("/data/")
    assert "emptyDir" in volumes[mounts["/tmp"]], "the large-event lock and temporary files need a writable /tmp"


def test_a_failed_pod_is_replaced_for_its_index(job) -> None:
    spec = job["spec"]
    assert spec["template"]["spec"]["restartPolicy"] == "Never"
    assert spec["backoffLimitPerIndex"] >= 1


def test_grace_period_outlasts_a_file_budget(job, container) -> None:
    env = {e["name"]: e["value"] for e in container["env"]}
    budget = float(env["PAIRING_REQUEST_TIMEOUT_SECONDS"])
    assert job["spec"]["template"]["spec"]["terminationGracePeriodSeconds"] > budget


def test_processes_fit_the_cpus_and_memory_is_guaranteed(container) -> None:
    resources = container["resources"]
    assert int(_arg(container["command"], "--jobs")) <= int(resources["limits"]["cpu"])
    assert resources["requests"]["memory"] == resources["limits"]["memory"], "no overcommit: an OOM kill loses work"


def test_same_image_and_lock_down_as_the_service(container) -> None:
    service = _only("Deployment")["spec"]["template"]["spec"]["containers"][0]
    assert container["image"] == service["image"]
    assert container["securityContext"] == service["securityContext"]
