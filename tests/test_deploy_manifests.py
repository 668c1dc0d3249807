"""Static checks of the deployment artefacts: k8s/*.yaml and the Dockerfile.

There is no cluster and no Docker engine in CI, so these tests parse the files
and check the properties the service relies on in production: probes on the
right endpoints and port, resource bounds, a locked-down security context that
agrees with the image's UID, selectors that actually select the pods, and a
multi-stage, non-root image.  Where ``kubernetes-validate`` is installed the
manifests are also validated against the bundled (offline) Kubernetes
OpenAPI schemas.
"""

from __future__ import annotations

import http.server
import json
import os
import re
import shlex
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
K8S_DIR = ROOT / "k8s"
DOCKERFILE = ROOT / "Dockerfile"

APP_LABEL_KEY = "app.kubernetes.io/name"
APP_LABEL_VALUE = "pairing-service"
APP_PORT = 8000


# --------------------------------------------------------------------------
# helpers: Kubernetes
# --------------------------------------------------------------------------


def _manifest_files() -> list[Path]:
    return sorted(p for p in K8S_DIR.rglob("*") if p.suffix in {".yaml", ".yml"})


def _load_documents() -> list[tuple[Path, dict]]:
    docs = []
    for path in _manifest_files():
        for doc in yaml.safe_load_all(path.read_text(encoding="utf-8")):
            if doc is None:  # empty document between '---' separators
                continue
            docs.append((path, doc))
    return docs


DOCUMENTS = _load_documents()


def _only(kind: str) -> dict:
    found = [doc for _, doc in DOCUMENTS if doc.get("kind") == kind]
    assert len(found) == 1, f"expected exactly one {kind} under k8s/, found {len(found)}"
    return found[0]


@pytest.fixture(scope="module")
def deployment() -> dict:
    return _only("Deployment")


@pytest.fixture(scope="module")
def pod_spec(deployment) -> dict:
    return deployment["spec"]["template"]["spec"]


@pytest.fixture(scope="module")
def pod_labels(deployment) -> dict:
    return deployment["spec"]["template"]["metadata"]["labels"]


@pytest.fixture(scope="module")
def container(pod_spec) -> dict:
    containers = pod_spec["containers"]
    assert len(containers) == 1, "the pod is expected to run exactly one container"
    return containers[0]


def _container_port_names(container: dict) -> dict:
    return {p["name"]: p["containerPort"] for p in container.get("ports", []) if "name" in p}


def _resolve_port(port, container: dict) -> int:
    """A probe/Service port may be a number or a named container port."""
    if isinstance(port, int):
        return port
    names = _container_port_names(container)
    assert port in names, f"port name {port!r} is not declared on the container ({names})"
    return names[port]


def _selects(selector: dict, labels: dict) -> bool:
    return bool(selector) and all(labels.get(k) == v for k, v in selector.items())


def _effective(container: dict, pod_spec: dict, key: str):
    """Container securityContext overrides the pod's for shared fields."""
    csc = container.get("securityContext") or {}
    psc = pod_spec.get("securityContext") or {}
    return csc[key] if key in csc else psc.get(key)


# --------------------------------------------------------------------------
# helpers: Dockerfile
# --------------------------------------------------------------------------


def _dockerfile_instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) pairs, with comments dropped and continuations joined."""
    instructions: list[tuple[str, str]] = []
    buf = ""
    for raw in DOCKERFILE.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not buf and (not line or line.startswith("#")):
            continue
        if buf and line.startswith("#"):  # comment lines inside a continuation
            continue
        if line.endswith("\\"):
            buf += line[:-1] + " "
            continue
        buf += line
        if buf.strip():
            word, _, rest = buf.strip().partition(" ")
            instructions.append((word.upper(), rest.strip()))
        buf = ""
    assert not buf, "Dockerfile ends inside a line continuation"
    return instructions


def _stages() -> list[list[tuple[str, str]]]:
    stages: list[list[tuple[str, str]]] = []
    for instr in _dockerfile_instructions():
        if instr[0] == "FROM":
            stages.append([instr])
        elif stages:
            stages[-1].append(instr)
    return stages


def _final_stage() -> list[tuple[str, str]]:
    stages = _stages()
    assert stages, "Dockerfile has no FROM"
    return stages[-1]


def _last(stage, word: str) -> str | None:
    args = [rest for w, rest in stage if w == word]
    return args[-1] if args else None


def _image_uid() -> int:
    user = _last(_final_stage(), "USER")
    assert user is not None
    return int(user.split(":")[0])


# --------------------------------------------------------------------------
# Kubernetes manifests
# --------------------------------------------------------------------------


def test_manifests_exist():
    files = {p.name for p in _manifest_files()}
    for required in ("deployment.yaml", "service.yaml", "hpa.yaml", "pdb.yaml"):
        assert required in files, f"k8s/{required} is missing"
    assert DOCUMENTS, "no YAML documents found under k8s/"


@pytest.mark.parametrize("path,doc", DOCUMENTS, ids=[f"{p.name}:{d.get('kind')}" for p, d in DOCUMENTS])
def test_every_document_has_identity(path, doc):
    assert isinstance(doc, dict), f"{path.name}: a document is not a mapping"
    assert doc.get("apiVersion"), f"{path.name}: missing apiVersion"
    assert doc.get("kind"), f"{path.name}: missing kind"
    assert (doc.get("metadata") or {}).get("name"), f"{path.name}: missing metadata.name"


def test_workload_objects_carry_app_label():
    for path, doc in DOCUMENTS:
        if doc.get("kind") == "Kustomization":
            continue
        labels = (doc.get("metadata") or {}).get("labels") or {}
        assert labels.get(APP_LABEL_KEY) == APP_LABEL_VALUE, (
            f"{path.name}: {doc.get('kind')} lacks {APP_LABEL_KEY}={APP_LABEL_VALUE}"
        )


def test_deployment_selector_matches_template(deployment, pod_labels):
    assert deployment["apiVersion"] == "apps/v1"
    selector = deployment["spec"]["selector"]["matchLabels"]
    assert selector.get(APP_LABEL_KEY) == APP_LABEL_VALUE
    assert _selects(selector, pod_labels), "Deployment selector does not match its pod template"
    assert deployment["spec"]["replicas"] == 2


def test_container_port(container):
    ports = [p["containerPort"] for p in container["ports"]]
    assert APP_PORT in ports


@pytest.mark.parametrize("probe,path", [("readinessProbe", "/ready"), ("livenessProbe", "/health")])
def test_probes(container, probe, path):
    assert probe in container, f"{probe} missing"
    http_get = container[probe].get("httpGet")
    assert http_get, f"{probe} must be an httpGet probe"
    assert http_get["path"] == path
    assert _resolve_port(http_get["port"], container) == APP_PORT


@pytest.mark.parametrize("kind", ["requests", "limits"])
@pytest.mark.parametrize("resource", ["cpu", "memory"])
def test_resources(container, kind, resource):
    value = ((container.get("resources") or {}).get(kind) or {}).get(resource)
    assert value not in (None, "", 0, "0"), f"resources.{kind}.{resource} is not set"


def test_security_context(container, pod_spec):
    csc = container.get("securityContext") or {}
    assert _effective(container, pod_spec, "runAsNonRoot") is True
    run_as_user = _effective(container, pod_spec, "runAsUser")
    assert isinstance(run_as_user, int) and run_as_user != 0
    assert run_as_user == _image_uid(), "runAsUser differs from the Dockerfile's USER"
    assert csc.get("readOnlyRootFilesystem") is True
    assert csc.get("allowPrivilegeEscalation") is False
    assert csc.get("privileged") in (None, False)
    assert "ALL" in ((csc.get("capabilities") or {}).get("drop") or [])
    assert not (csc.get("capabilities") or {}).get("add"), "no capabilities may be added back"
    seccomp = _effective(container, pod_spec, "seccompProfile") or {}
    assert seccomp.get("type") == "RuntimeDefault"


def test_tmp_is_writable_emptydir(container, pod_spec):
    mounts = {m["mountPath"]: m["name"] for m in container.get("volumeMounts", [])}
    assert "/tmp" in mounts, "read-only root FS needs a writable /tmp"
    volumes = {v["name"]: v for v in pod_spec.get("volumes", [])}
    assert "emptyDir" in volumes[mounts["/tmp"]]
    assert not any(m.get("readOnly") for m in container["volumeMounts"] if m["mountPath"] == "/tmp")


def test_env_settings(container):
    env = {e["name"]: e for e in container.get("env", [])}
    assert "WEB_CONCURRENCY" in env
    assert int(env["WEB_CONCURRENCY"]["value"]) >= 1
    for name in ("PAIRING_MAX_BODY_BYTES", "PAIRING_REQUEST_TIMEOUT_SECONDS"):
        assert name in env, f"{name} not set"
    for name, entry in env.items():
        if "value" in entry:
            # The API server rejects non-string env values (e.g. a bare 2).
            assert isinstance(entry["value"], str), f"env {name} must be a quoted string"


def test_service(container, pod_labels):
    svc = _only("Service")
    spec = svc["spec"]
    assert spec.get("type", "ClusterIP") == "ClusterIP"
    assert _selects(spec["selector"], pod_labels), "Service selector does not match the pods"
    ports = spec["ports"]
    assert any(
        p["port"] == 80 and _resolve_port(p.get("targetPort", p["port"]), container) == APP_PORT for p in ports
    ), "Service must map port 80 to the container's port 8000"


def test_hpa(deployment):
    hpa = _only("HorizontalPodAutoscaler")
    assert hpa["apiVersion"] == "autoscaling/v2"
    spec = hpa["spec"]
    ref = spec["scaleTargetRef"]
    assert ref["kind"] == "Deployment"
    assert ref["apiVersion"] == "apps/v1"
    assert ref["name"] == deployment["metadata"]["name"]
    assert spec["minReplicas"] == 2
    assert spec["maxReplicas"] == 10
    cpu = [m for m in spec.get("metrics", []) if m.get("type") == "Resource" and m["resource"]["name"] == "cpu"]
    assert cpu, "HPA must scale on CPU"
    target = cpu[0]["resource"]["target"]
    assert target["type"] == "Utilization"
    assert 0 < target["averageUtilization"] <= 100


def test_hpa_has_cpu_request_to_measure_against(container):
    # Utilization targets are a percentage of the CPU request; without a
    # request the HPA reports <unknown> and never scales.
    assert container["resources"]["requests"]["cpu"]


def test_pdb(deployment, pod_labels):
    pdb = _only("PodDisruptionBudget")
    assert pdb["apiVersion"] == "policy/v1"
    spec = pdb["spec"]
    assert spec["minAvailable"] == 1
    assert _selects(spec["selector"]["matchLabels"], pod_labels), "PDB selector misses the pods"
    # A PDB that requires every replica blocks node drains forever.
    assert spec["minAvailable"] < deployment["spec"]["replicas"]


@pytest.mark.parametrize("folder", [K8S_DIR, K8S_DIR / "batch"], ids=["service", "batch"])
def test_kustomization_lists_every_manifest(folder):
    """Each folder is applied on its own (``kubectl apply -k k8s/``, ``-k k8s/batch/``): its
    kustomization lists exactly the manifests beside it, so deploying the service starts no batch."""
    path = folder / "kustomization.yaml"
    if not path.exists():
        pytest.skip("no kustomization.yaml")
    kust = yaml.safe_load(path.read_text(encoding="utf-8"))
    listed = set(kust.get("resources", []))
    present = {p.name for p in folder.iterdir() if p.suffix in {".yaml", ".yml"}} - {
        "kustomization.yaml",
        "kustomization.yml",
    }
    assert listed == present, f"kustomization resources {sorted(listed)} != files {sorted(present)}"


def test_manifests_validate_against_kubernetes_schemas():
    kv = pytest.importorskip("kubernetes_validate", reason="kubernetes-validate not installed")
    version = kv.latest_version()
    checked = 0
    for path, doc in DOCUMENTS:
        if doc.get("kind") == "Kustomization":  # not a cluster resource; no schema
            continue
        try:
            kv.validate(doc, version, strict=True)
        except kv.ValidationError as exc:
            where = ".".join(str(p) for p in exc.path)
            pytest.fail(f"{path.name}: {doc['kind']} invalid for k8s {version} at {where}: {exc.message}")
        checked += 1
    assert checked >= 4


# --------------------------------------------------------------------------
# Dockerfile
# --------------------------------------------------------------------------


def test_dockerfile_is_multistage():
    froms = [rest for word, rest in _dockerfile_instructions() if word == "FROM"]
    assert len(froms) > 1, "Dockerfile must be multi-stage"
    final = _final_stage()
    # The final stage must copy the venv out of an earlier stage.
    assert any(w == "COPY" and "--from=" in rest and "/opt/venv" in rest for w, rest in final)


def test_final_base_is_python_311_slim():
    args = dict(rest.split("=", 1) for word, rest in _dockerfile_instructions() if word == "ARG" and "=" in rest)
    image = _final_stage()[0][1].split()[0]
    image = re.sub(r"\$\{?(\w+)\}?", lambda m: args.get(m.group(1), m.group(0)), image)
    assert image == "python:3.11-slim"


def test_dockerfile_final_user_is_non_root_numeric():
    user = _last(_final_stage(), "USER")
    assert user is not None, "final stage has no USER"
    name = user.split(":")[0]
    assert name not in ("root", "0")
    # Numeric, so the kubelet can enforce runAsNonRoot without a runAsUser.
    assert name.isdigit(), f"USER {user!r} should be a numeric UID"


def test_dockerfile_healthcheck_probes_health():
    hc = _last(_final_stage(), "HEALTHCHECK")
    assert hc is not None, "final stage has no HEALTHCHECK"
    assert not hc.upper().startswith("NONE")
    assert "/health" in hc
    assert "curl" not in hc and "wget" not in hc, "slim images have neither curl nor wget"


def _healthcheck_argv() -> list[str]:
    hc = _last(_final_stage(), "HEALTHCHECK")
    cmd = hc[hc.index("CMD ") + 4 :].strip()
    return json.loads(cmd)


class _Handler(http.server.BaseHTTPRequestHandler):
    status = 200

    def do_GET(self):
        code = self.status if self.path == "/health" else 404
        self.send_response(code)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


@pytest.mark.parametrize("status,healthy", [(200, True), (503, False)])
def test_dockerfile_healthcheck_command_runs(status, healthy):
    """Run the HEALTHCHECK's python snippet against a local stub server."""
    argv = _healthcheck_argv()
    assert argv[0] in ("python", "python3") and argv[1] == "-c"
    handler = type("H", (_Handler,), {"status": status})
    server = http.server.HTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        code = argv[2].replace(":8000/", f":{server.server_port}/")
        assert code != argv[2], "healthcheck does not target port 8000"
        result = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=20)
    finally:
        server.shutdown()
        server.server_close()
    assert (result.returncode == 0) is healthy, result.stderr.decode()


def test_dockerfile_exposes_8000():
    exposed = " ".join(rest for word, rest in _final_stage() if word == "EXPOSE").split()
    assert str(APP_PORT) in [p.split("/")[0] for p in exposed]


def test_dockerfile_env():
    env = " ".join(rest for word, rest in _final_stage() if word == "ENV")
    assert re.search(r"\bPYTHONDONTWRITEBYTECODE=1\b", env)
    assert re.search(r"\bPYTHONUNBUFFERED=1\b", env)


BUILD_TOOLS = re.compile(r"(?<![\w-])(build-essential|gcc|g\+\+|clang|cmake|make|python3?-dev|libc6?-dev)(?![\w-])")


def test_no_build_tools_in_final_stage():
    for word, rest in _final_stage():
        if word == "RUN":
            match = BUILD_TOOLS.search(rest)
            assert not match, f"final stage installs build tool {match.group(0)!r}: {rest}"


def test_build_tools_regex_catches_typical_installs():
    # Guard against the check above silently matching nothing.
    assert BUILD_TOOLS.search("apt-get install -y --no-install-recommends build-essential")
    assert BUILD_TOOLS.search("apt-get install -y gcc libffi-dev")
    assert not BUILD_TOOLS.search("useradd --system --uid 10001 app")


def _cmd_shell_script() -> str:
    cmd = _last(_final_stage(), "CMD")
    assert cmd is not None, "final stage has no CMD"
    argv = json.loads(cmd)  # exec form: the shell is explicit, signals reach it
    assert argv[:2] == ["sh", "-c"], 'CMD should be ["sh", "-c", ...] so env vars expand'
    return argv[2]


@pytest.mark.parametrize("env_value,expected", [(None, "2"), ("5", "5")])
def test_cmd_runs_the_supervised_server_with_web_concurrency(tmp_path, env_value, expected):
    """Execute the CMD's shell script with a stub python that prints its argv."""
    script = _cmd_shell_script()
    stub = tmp_path / "python"
    stub.write_text('#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done\n')
    stub.chmod(stub.stat().st_mode | stat.S_IXUSR)
    env = {"PATH": f"{tmp_path}{os.pathsep}/usr/bin:/bin"}
    if env_value is not None:
        env["WEB_CONCURRENCY"] = env_value
    out = subprocess.run(
        ["sh", "-c", script], env=env, capture_output=True, text=True, timeout=20, check=True
    ).stdout.split("\n")
    assert out[:3] == ["-m", "service", "serve"]
    assert out[out.index("--host") + 1] == "0.0.0.0"
    assert out[out.index("--port") + 1] == str(APP_PORT)
    assert out[out.index("--workers") + 1] == expected
    assert shlex.split(script)[0] == "exec", "the server should replace the shell (exec) to get SIGTERM"


def test_grace_period_outlasts_the_request_budget(container, pod_spec):
    """A rollout must let the longest request finish: preStop sleep, then the workers' drain
    (budget + margin, service/runtime/serving.py), all inside terminationGracePeriodSeconds."""
    from service.runtime.serving import shutdown_seconds
    from service.runtime.settings import Settings

    env = {e["name"]: e.get("value") for e in container.get("env", [])}
    budget = float(env["PAIRING_REQUEST_TIMEOUT_SECONDS"])
    pre_stop = container["lifecycle"]["preStop"]["exec"]["command"]
    assert pre_stop[0] == "sleep"
    drain = shutdown_seconds(Settings(request_timeout_seconds=budget))
    assert drain > budget
    assert pod_spec["terminationGracePeriodSeconds"] > int(pre_stop[1]) + drain


# --------------------------------------------------------------------------
# Sizing: the memory limits hold the measured figures (bench/results/*-sizing.json)
# --------------------------------------------------------------------------

RESULTS = ROOT / "bench" / "results"
MIB = {"Mi": 1, "Gi": 1024}


def _newest_sizing() -> Path:
    """The newest dated sizing file, ``bench/results/YYYY-MM-DD-sizing.json``: figures are added, never edited."""
    dated = sorted(p for p in RESULTS.glob("*-sizing.json") if re.fullmatch(r"\d{4}-\d{2}-\d{2}-sizing\.json", p.name))
    assert dated, f"no dated sizing file (YYYY-MM-DD-sizing.json) under {RESULTS}"
    return dated[-1]


def _sizing_tables() -> tuple[dict[int, int], dict[str, int]]:
    """Peak MiB of one pairing process per field size, and MiB per process at rest.

    The newest dated file under bench/results/ is the one home of these figures (bench/bench_memory.py
    and a running server measure them); the manifests are checked against what it states."""
    figures = json.loads(_newest_sizing().read_text(encoding="utf-8"))
    runs = {int(row["players"]): int(row["peak_mib"]) for row in figures["runs"]["rows"]}
    processes = {name: int(mib) for name, mib in figures["processes_at_rest"]["mib"].items()}
    return runs, processes


def test_the_manifests_cite_the_newest_sizing_file():
    """The manifests' sizing comments name the file whose figures they use."""
    name = f"bench/results/{_newest_sizing().name}"
    runs, _ = _sizing_tables()
    largest_peak = f"{runs[max(runs)]:,} MiB"
    for path in (K8S_DIR / "deployment.yaml", K8S_DIR / "batch" / "job.yaml"):
        text = path.read_text(encoding="utf-8")
        assert name in text, f"{path.name} does not cite {name}"
        assert largest_peak in text, f"{path.name} does not quote the largest round's peak, {largest_peak}, of {name}"


def _mebibytes(quantity: str) -> int:
    number, unit = re.fullmatch(r"(\d+)(Mi|Gi)", quantity).groups()
    return int(number) * MIB[unit]


def _run_mib(runs: dict[int, int], players: int) -> int:
    """What one run over ``players`` adds to a process: its peak less an idle process's (the 100-player row)."""
    assert players in runs, f"{_newest_sizing().name} has no measured row for {players} players"
    return runs[players] - runs[100]


def _settings(container: dict):
    """The service settings a container runs with: its ``PAIRING_*`` variables over the defaults."""
    from service.runtime.settings import Settings

    env = {e["name"]: e.get("value") for e in container.get("env", [])}
    return Settings(**{k[len("PAIRING_") :].lower(): v for k, v in env.items() if k.startswith("PAIRING_")})


def _memory(resources: dict) -> int:
    limit, request = resources["limits"]["memory"], resources["requests"]["memory"]
    assert limit == request, "memory request = limit (Guaranteed QoS): the pod must hold its largest event"
    return _mebibytes(limit)


def test_the_pod_memory_holds_the_largest_accepted_round_with_every_slot_busy(container):
    """Issues 12 and 14: every worker at its high-water mark at once. A worker holds one large run at a time
    (the large slot) and keeps the freed heap afterwards (glibc), so each may hold a largest-round peak,
    plus its small slots' runs (service/runtime/capacity.py)."""
    env = {e["name"]: e.get("value") for e in container.get("env", [])}
    workers = int(env["WEB_CONCURRENCY"])
    settings = _settings(container)
    runs, processes = _sizing_tables()
    worker = (
        processes["worker"]
        + settings.small_runs_per_worker * _run_mib(runs, settings.large_event_players)
        + _run_mib(runs, settings.max_players)
    )
    needed = processes["supervisor"] + processes["resource tracker"] + workers * worker
    assert _memory(container["resources"]) >= needed, f"the pod needs {needed} MiB ({_newest_sizing().name})"
    assert float(container["resources"]["limits"]["cpu"]) == workers, "one core per worker (the GIL)"


def test_the_batch_job_memory_holds_the_largest_accepted_round_in_every_process():
    """Each of the ``--jobs`` processes answers one file at a time and may keep a largest round's heap."""
    job = _only("Job")
    container = job["spec"]["template"]["spec"]["containers"][0]
    command = container["command"]
    jobs = int(command[command.index("--jobs") + 1])
    runs, processes = _sizing_tables()
    largest = _run_mib(runs, _settings(container).max_players)
    needed = processes["batch command"] + jobs * (processes["batch process"] + largest)
    assert _memory(container["resources"]) >= needed, f"a batch pod needs {needed} MiB ({_newest_sizing().name})"
