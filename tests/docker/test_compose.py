"""compose.yaml end to end: the three services and two executor replicas (docker backend) on the
real engine, the starter suite published into the registry, `rockman-client run` against them
from the host, then `down -v` and no runner container left behind.

Needs a running engine, the images rockman/services:dev and rockman/python:dev, and Compose
(`scripts/docker_engine.sh`, `scripts/build_images.sh python`, `scripts/compose.sh install`).
Without any of them the test fails with that command: it is never skipped.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import subprocess
import sys
import time
from pathlib import Path

import docker
import pytest

from rockman import auth
from rockman.problems import variants
from tests.conftest import PROBLEMS, ROOT

pytestmark = pytest.mark.timeout(420)

COMPOSE_SH = ROOT / "scripts" / "compose.sh"
CLIENT = [sys.executable, "-m", "rockman.client.cli"]
IMAGES = ("rockman/services:dev", "rockman/python:dev")
SERVICES = {"registry": 50051, "executor": 50052, "scorer": 50053}
REPLICAS = 2
HEALTHY_WITHIN_S = 150


def compose_command() -> list[str]:
    """`docker compose` (v2) when it works, else `docker-compose` (Debian's 1.29)."""
    v2 = subprocess.run(["docker", "compose", "version"], capture_output=True, text=True)
    if v2.returncode == 0:
        return ["docker", "compose"]
    if shutil.which("docker-compose"):
        return ["docker-compose"]
    pytest.fail("no Compose found: run scripts/compose.sh install (apt-get install docker-compose)")


def preflight() -> docker.DockerClient:
    try:
        engine = docker.from_env(timeout=60)
        engine.ping()
    except docker.errors.DockerException as exc:
        pytest.fail(f"no docker engine ({exc}): run scripts/docker_engine.sh")
    for image in IMAGES:
        try:
            engine.images.get(image)
        except docker.errors.ImageNotFound:
            pytest.fail(f"image {image} is missing: run scripts/build_images.sh python")
    return engine


def runner_containers(engine: docker.DockerClient, hosts: set[str]) -> list[str]:
    """Runner containers (any state) started by the executors whose hostnames are `hosts`."""
    found = engine.containers.list(all=True, filters={"label": "rockman.runner=1"})
    return [
        str(c.name or c.id)
        for c in found
        if c.labels.get("rockman.owner", "").partition("/")[0] in hosts  # host/pid/start
    ]


def starter_samples(path: Path) -> int:
    """Each starter problem's Python reference and one of its buggy versions; returns n."""
    records = []
    for folder in sorted(PROBLEMS.glob("Starter__*")):
        task = folder.name.replace("__", "/")
        records.append({"task_id": task, "solution": (folder / "reference.py").read_text()})
        bug = variants.buggy_variants(folder)[0]
        records.append({"task_id": task, "solution": bug.code, "sample_id": "bug"})
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return len(records) // 2


def test_compose_deployment_runs_the_starter_suite(tmp_path: Path) -> None:
    compose = compose_command()
    engine = preflight()
    started = time.monotonic()
    project = f"rmtest{os.getpid()}{secrets.token_hex(3)}"
    secrets_dir = tmp_path / "secrets"
    # Short: the runners' socket paths below it must stay under 108 characters (pytest's
    # tmp_path is too long for that).
    sockets = Path(f"/tmp/rk-{secrets.token_hex(4)}")
    env = dict(
        os.environ,
        ROCKMAN_COMPOSE_SECRETS=str(secrets_dir),
        ROCKMAN_RUNNER_SOCKETS=str(sockets),
        # Empty: every port published on a free port of 127.0.0.1 (asked with `port` below).
        ROCKMAN_REGISTRY_PORT="",
        ROCKMAN_EXECUTOR_PORTS="",
        ROCKMAN_SCORER_PORT="",
        ROCKMAN_EXECUTOR_REPLICAS=str(REPLICAS),
        ROCKMAN_EXECUTOR_WORKERS="1",
    )
    base = [*compose, "-f", str(ROOT / "compose.yaml"), "-p", project]

    def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            args, capture_output=True, text=True, env=env, cwd=ROOT, timeout=timeout
        )

    def logs() -> str:
        return run(*base, "logs", "--no-color", "--tail", "40").stdout[-6000:]

    made = run("bash", str(COMPOSE_SH), "secrets")
    assert made.returncode == 0, made.stderr
    executor_hosts: set[str] = set()
    try:
        up = run(*base, "up", "-d", timeout=240)
        assert up.returncode == 0, f"up failed:\n{up.stderr}\n{logs()}"
        containers = {}  # name -> service
        deadline = time.monotonic() + HEALTHY_WITHIN_S
        while True:
            found = engine.containers.list(
                all=True, filters={"label": f"com.docker.compose.project={project}"}
            )
            containers = {str(c.name): c.labels["com.docker.compose.service"] for c in found}
            health = {str(c.name): c.attrs["State"].get("Health", {}).get("Status") for c in found}
            if len(found) == 2 + REPLICAS and all(h == "healthy" for h in health.values()):
                break
            assert time.monotonic() < deadline, (
                f"not healthy within {HEALTHY_WITHIN_S} s: {health}\n{logs()}"
            )
            time.sleep(2)
        assert sorted(containers.values()).count("executor") == REPLICAS, containers
        for name, service in containers.items():
            if service == "executor":
                executor_hosts.add(engine.api.inspect_container(name)["Config"]["Hostname"])
        # Each replica warmed a Python runner container through the engine's socket.
        warm = runner_containers(engine, executor_hosts)
        assert len(warm) >= REPLICAS, warm

        def address(service: str, index: int = 1) -> str:
            port = run(*base, "port", f"--index={index}", service, str(SERVICES[service]))
            assert port.returncode == 0 and port.stdout.strip(), port.stderr
            host, _, number = port.stdout.strip().rpartition(":")
            assert host == "127.0.0.1", port.stdout  # published on loopback only
            return f"127.0.0.1:{number}"

        registry, scorer = address("registry"), address("scorer")
        executors = ",".join(address("executor", i) for i in range(1, REPLICAS + 1))
        endpoints = ["--registry", registry, "--executor", executors, "--scorer", scorer]
        client_env = dict(env, ROCKMAN_HOME=str(tmp_path / "client-home"))
        tokens = secrets_dir / "tokens.json"

        def client(*args: str, role: auth.Role) -> subprocess.CompletedProcess[str]:
            token = auth.read_token_file(tokens, role)
            return subprocess.run(
                [*CLIENT, *args, *endpoints, "--token", token],
                capture_output=True, text=True, env=client_env, cwd=ROOT, timeout=240,
            )  # fmt: skip

        built = client("problems", "build", "--suite", "starter", role=auth.Role.PUBLISHER)
        assert built.returncode == 0, built.stderr[-3000:]
        published = client(
            "publish", "--suite", "starter", "--version", "compose", role=auth.Role.PUBLISHER
        )
        assert published.returncode == 0, published.stderr[-3000:]

        samples = tmp_path / "samples.jsonl"
        n = starter_samples(samples)
        out = tmp_path / "run"
        ran = client(
            "run", "--samples", str(samples), "--out", str(out), "--json",
            role=auth.Role.READER,
        )  # fmt: skip
        assert ran.returncode == 0, f"{ran.stderr[-3000:]}\n{logs()}"
        report = json.loads(ran.stdout)
        assert report["overall"]["n_problems"] == n and report["overall"]["n_samples"] == 2 * n
        assert report["overall"]["pass_at_1"] == pytest.approx(0.5)
        results = [json.loads(x) for x in (out / "results.jsonl").read_text().splitlines()]
        verdicts = {(r["task_id"], r["sample_id"]): r["verdict"] for r in results}
        assert len(verdicts) == 2 * n
        assert all(v == "PASS" for (t, s), v in verdicts.items() if s != "bug"), verdicts
        assert all(v != "PASS" for (t, s), v in verdicts.items() if s == "bug"), verdicts
        # Both replicas judged samples (each logs one "executed" event per sample).
        executed = {
            name: engine.containers.get(name).logs().decode().count('"event": "executed"')
            for name, service in containers.items()
            if service == "executor"
        }
        assert all(count >= 1 for count in executed.values()), executed
        manifest = json.loads((out / "manifest.json").read_text())
        assert manifest["endpoints"]["executor"] == executors
        assert not (tmp_path / "client-home" / "registry.db").exists()  # no embedded registry
    finally:
        down = run(*base, "down", "-v", "--timeout", "40", timeout=180)
        left = runner_containers(engine, executor_hosts)
        for name in left:  # never leave them behind, even when the assertion below fails
            with contextlib.suppress(docker.errors.NotFound):
                engine.containers.get(name).remove(force=True)
        gone = engine.containers.list(
            all=True, filters={"label": f"com.docker.compose.project={project}"}
        )
        volumes = engine.volumes.list(filters={"label": f"com.docker.compose.project={project}"})
        shutil.rmtree(sockets, ignore_errors=True)
    assert down.returncode == 0, down.stderr
    assert not gone and not volumes, (gone, volumes)
    assert not left, f"runner containers left after down: {left}"
    elapsed = time.monotonic() - started
    assert elapsed < 300, f"took {elapsed:.0f} s"
