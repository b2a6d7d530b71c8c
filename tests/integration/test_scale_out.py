"""Several executor replicas behind one client (docs/deployment.md), as separate processes.

A registry (`serve --service registry --no-local-suites`, the starter suite published into it
from here), a scorer and two executor replicas (`serve --service executor --workers 1`), each
its own process with its own log file. `rockman-client run --executor A,B` must spread the
samples over both replicas (each replica's log has `executed` events), and survive one replica
being SIGKILLed mid-run: every sample gets exactly one result with the right verdict.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from concurrent import futures
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import grpc
import pytest

from rockman import auth
from rockman.client import Client, executors
from rockman.client.services import Endpoints
from rockman.client.suites import sync_local_suite
from rockman.errors import NotFound, Unavailable
from rockman.problems import seeds, variants
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2, executor_pb2_grpc
from tests.conftest import PROBLEMS, ROOT
from tests.helpers import serve_process

CLIENT = [sys.executable, "-m", "rockman.client.cli"]
RUN_TIMEOUT_S = 170


@dataclass
class Cluster:
    home: Path
    registry: str
    scorer: str
    version: str
    procs: list[subprocess.Popen[str]] = field(default_factory=list)

    def executor(self, name: str) -> tuple[subprocess.Popen[str], str]:
        token = auth.read_token_file(self.home / "tokens.json", auth.Role.EXECUTOR)
        proc, address = serve_process(
            self.home, f"{name}.log", "--service", "executor", "--registry", self.registry,
            "--workers", "1", f"--registry-token={token}",
        )  # fmt: skip
        self.procs.append(proc)
        return proc, address

    def executed(self, name: str) -> Counter[tuple[str, str]]:
        """(task_id, sample_id) judged by a replica, from its log's `executed` events."""
        found: Counter[tuple[str, str]] = Counter()
        path = self.home / f"{name}.log"
        for line in path.read_text().splitlines() if path.exists() else []:
            record = json.loads(line)
            if record.get("event") == "executed":
                found[(record["task_id"], record["sample_id"])] += 1
        return found


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    home = tmp_path_factory.mktemp("scale-out")
    procs: list[subprocess.Popen[str]] = []
    try:
        registry, registry_addr = serve_process(
            home, "registry.log", "--service", "registry", "--no-local-suites"
        )
        procs.append(registry)
        publisher = auth.read_token_file(home / "tokens.json", auth.Role.PUBLISHER)
        with Client(Endpoints(registry_addr, "", ""), publisher) as client:
            version = sync_local_suite(client, "starter", PROBLEMS, seed=seeds.DEVELOPMENT)
        scorer, scorer_addr = serve_process(home, "scorer.log", "--service", "scorer")
        procs.append(scorer)
        found = Cluster(home, registry_addr, scorer_addr, version, procs)
        yield found
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=10)


def write_samples(path: Path) -> dict[tuple[str, str], bool]:
    """48 samples over the 12 starter problems: two reference solutions and two buggy ones
    each; returns whether each (task_id, sample_id) should pass."""
    records: list[dict[str, Any]] = []
    for folder in sorted(PROBLEMS.glob("Starter__*")):
        task = folder.name.replace("__", "/")
        reference = (folder / "reference.py").read_text()
        records += [{"task_id": task, "solution": reference, "sample_id": f"ok{i}"} for i in (0, 1)]
        for i, bug in enumerate(variants.buggy_variants(folder)[:2]):
            records.append({"task_id": task, "solution": bug.code, "sample_id": f"bug{i}"})
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return {(r["task_id"], r["sample_id"]): r["sample_id"].startswith("ok") for r in records}


def run_command(cluster: Cluster, tmp_path: Path, samples: Path, executors: str) -> list[str]:
    return [
        *CLIENT, "--log-file", str(tmp_path / "client.log"), "run", "--samples", str(samples),
        "--suite", "starter", "--version", cluster.version, "--out", str(tmp_path / "run"),
        "--json", "--registry", cluster.registry, "--executor", executors,
        "--scorer", cluster.scorer,
    ]  # fmt: skip


def client_env(cluster: Cluster, tmp_path: Path) -> dict[str, str]:
    reader = auth.read_token_file(cluster.home / "tokens.json", auth.Role.READER)
    return dict(os.environ, ROCKMAN_HOME=str(tmp_path / "client-home"), ROCKMAN_TOKEN=reader)


def check_results(run: Path, expected: dict[tuple[str, str], bool]) -> None:
    """Exactly one result per sample, each with the right verdict."""
    results = [json.loads(x) for x in (run / "results.jsonl").read_text().splitlines()]
    keys = Counter((r["task_id"], r["sample_id"]) for r in results)
    assert set(keys) == set(expected)
    assert all(n == 1 for n in keys.values()), [k for k, n in keys.items() if n > 1]
    wrong = [
        (r["task_id"], r["sample_id"], r["verdict"])
        for r in results
        if (r["verdict"] == "PASS") != expected[(r["task_id"], r["sample_id"])]
    ]
    assert not wrong
    report = json.loads((run / "report.json").read_text())
    assert report["overall"]["n_samples"] == len(expected)
    assert report["overall"]["pass_at_1"] == pytest.approx(0.5)


def test_run_spreads_over_two_replicas(tmp_path: Path, cluster: Cluster) -> None:
    a, a_addr = cluster.executor("exec-a")
    b, b_addr = cluster.executor("exec-b")
    try:
        samples = tmp_path / "samples.jsonl"
        expected = write_samples(samples)
        proc = subprocess.run(
            run_command(cluster, tmp_path, samples, f"{a_addr},{b_addr}"),
            capture_output=True, text=True, env=client_env(cluster, tmp_path),
            timeout=RUN_TIMEOUT_S, cwd=ROOT,
        )  # fmt: skip
        assert proc.returncode == 0, proc.stderr
        check_results(tmp_path / "run", expected)
        on_a, on_b = cluster.executed("exec-a"), cluster.executed("exec-b")
        # Both replicas did a fair share, and no sample was judged twice.
        assert sum(on_a.values()) >= len(expected) // 4, (on_a, on_b)
        assert sum(on_b.values()) >= len(expected) // 4, (on_a, on_b)
        assert on_a + on_b == Counter(expected.keys())
        manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
        assert manifest["endpoints"]["executor"] == f"{a_addr},{b_addr}"
    finally:
        for server in (a, b):
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)


def test_run_survives_a_replica_killed_mid_run(tmp_path: Path, cluster: Cluster) -> None:
    a, a_addr = cluster.executor("exec-c")
    b, b_addr = cluster.executor("exec-d")
    try:
        samples = tmp_path / "samples.jsonl"
        expected = write_samples(samples)
        results = tmp_path / "run" / "results.jsonl"
        run = subprocess.Popen(
            run_command(cluster, tmp_path, samples, f"{a_addr},{b_addr}"),
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env=client_env(cluster, tmp_path), cwd=ROOT,
        )  # fmt: skip
        deadline = time.monotonic() + RUN_TIMEOUT_S
        # Kill replica d once some results arrived and it has judged something.
        while time.monotonic() < deadline and run.poll() is None:
            arrived = len(results.read_text().splitlines()) if results.exists() else 0
            if arrived >= 6 and cluster.executed("exec-d"):
                break
            time.sleep(0.05)
        assert run.poll() is None, "the run ended before a replica could be killed"
        b.kill()
        b.wait(timeout=10)
        killed_at = len(results.read_text().splitlines())
        assert killed_at < len(expected)
        _, err = run.communicate(timeout=max(1.0, deadline - time.monotonic()))
        assert run.returncode == 0, err
        check_results(tmp_path / "run", expected)
        # The client noticed the failed stream and moved its samples to replica c.
        events = [json.loads(x) for x in (tmp_path / "client.log").read_text().splitlines()]
        failed = [e for e in events if e.get("event") == "executor_stream_failed"]
        assert failed, "no stream failure was logged"
        on_c, on_d = cluster.executed("exec-c"), cluster.executed("exec-d")
        assert sum(on_d.values()) >= 1 and sum(on_c.values()) >= 1
        # Every sample was judged by c, or by d before it died (d's log may miss the very
        # last ones: it was killed, so a judged sample may not have been sent).
        assert set(on_c) | set(on_d) == set(expected)
    finally:
        for server in (a, b):
            if server.poll() is None:
                server.send_signal(signal.SIGTERM)
                server.wait(timeout=30)


def test_run_fails_clearly_when_every_replica_is_gone_and_resumes(
    tmp_path: Path, cluster: Cluster
) -> None:
    a, a_addr = cluster.executor("exec-e")
    b, b_addr = cluster.executor("exec-f")
    c: subprocess.Popen[str] | None = None
    try:
        samples = tmp_path / "samples.jsonl"
        expected = write_samples(samples)
        results = tmp_path / "run" / "results.jsonl"
        run = subprocess.Popen(
            run_command(cluster, tmp_path, samples, f"{a_addr},{b_addr}"),
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env=client_env(cluster, tmp_path), cwd=ROOT,
        )  # fmt: skip
        deadline = time.monotonic() + RUN_TIMEOUT_S
        while time.monotonic() < deadline and run.poll() is None:
            if results.exists() and len(results.read_text().splitlines()) >= 4:
                break
            time.sleep(0.05)
        assert run.poll() is None, "the run ended before the replicas could be killed"
        for server in (a, b):
            server.kill()
            server.wait(timeout=10)
        _, err = run.communicate(timeout=60)
        assert run.returncode == 1, err
        assert "no executor replica left" in err and a_addr in err and b_addr in err, err
        kept = [json.loads(x) for x in results.read_text().splitlines()]
        assert 4 <= len(kept) < len(expected)
        assert len({(r["task_id"], r["sample_id"]) for r in kept}) == len(kept)
        assert all(r["verdict"] != "SANDBOX_ERROR" for r in kept)
        # Resumable as ever: the same --out with a replica up again executes only the rest.
        c, c_addr = cluster.executor("exec-g")
        resumed = subprocess.run(
            run_command(cluster, tmp_path, samples, c_addr),
            capture_output=True, text=True, env=client_env(cluster, tmp_path),
            timeout=RUN_TIMEOUT_S, cwd=ROOT,
        )  # fmt: skip
        assert resumed.returncode == 0, resumed.stderr
        check_results(tmp_path / "run", expected)
        assert sum(cluster.executed("exec-g").values()) == len(expected) - len(kept)
    finally:
        for maybe in (a, b, c):
            if maybe is not None and maybe.poll() is None:
                maybe.send_signal(signal.SIGTERM)
                maybe.wait(timeout=30)


def test_kubernetes_manifests_are_valid_yaml() -> None:
    """deploy/kubernetes cannot be applied here (no cluster); it must at least parse, and hold
    what docs/deployment.md describes."""
    import yaml

    found: dict[str, str] = {}
    for path in sorted((ROOT / "deploy" / "kubernetes").glob("*.yaml")):
        for doc in yaml.safe_load_all(path.read_text()):
            if doc:
                found[f"{doc['kind']}/{doc.get('metadata', {}).get('name', '')}"] = path.name
    assert {
        "Secret/rockman-secrets",
        "StatefulSet/rockman-registry",
        "Service/rockman-registry",
        "Deployment/rockman-executor",
        "Service/rockman-executor",
        "Deployment/rockman-scorer",
        "Service/rockman-scorer",
        "PersistentVolumeClaim/rockman-scorer-data",
    } <= set(found)
    executor = [
        d
        for d in yaml.safe_load_all((ROOT / "deploy" / "kubernetes" / "executor.yaml").read_text())
        if d
    ]
    service = next(d for d in executor if d["kind"] == "Service")
    assert service["spec"]["clusterIP"] == "None" and service["spec"]["ports"][0]["port"] == 50052
    deployment = next(d for d in executor if d["kind"] == "Deployment")
    container = deployment["spec"]["template"]["spec"]["containers"][0]
    assert container["readinessProbe"]["grpc"]["port"] == 50052


# -- the dispatcher against stand-in replicas (in-process, no sandbox) ---------------------------


class FakeReplica(executor_pb2_grpc.ExecutorServiceServicer):
    """Answers every submission after `delay` s; `duplicate`: answers each twice; `fail_on`:
    a task id answered with NOT_FOUND."""

    def __init__(self, delay: float = 0.005, duplicate: bool = False, fail_on: str = "") -> None:
        self.delay, self.duplicate, self.fail_on = delay, duplicate, fail_on
        self.judged: Counter[str] = Counter()

    def GetCapabilities(
        self, request: executor_pb2.GetCapabilitiesRequest, context: grpc.ServicerContext
    ) -> executor_pb2.GetCapabilitiesResponse:
        return executor_pb2.GetCapabilitiesResponse(workers=1)

    def Execute(self, request_iterator: Any, context: grpc.ServicerContext) -> Iterator[Any]:
        for request in request_iterator:
            s = request.submission
            if s.task_id == self.fail_on:
                context.abort(grpc.StatusCode.NOT_FOUND, f"unknown task {s.task_id}")
            time.sleep(self.delay)
            self.judged[s.task_id] += 1
            result = executor_pb2.ExecutionResult(
                task_id=s.task_id, language=s.language, sample_id=s.sample_id, passed=True
            )
            for _ in range(2 if self.duplicate else 1):
                yield executor_pb2.ExecuteResponse(result=result)


@contextmanager
def replicas(
    *fakes: FakeReplica,
) -> Iterator[tuple[list[grpc.Server], executor_pb2_grpc.ExecutorServiceStub, str]]:
    servers, addresses = [], []
    for fake in fakes:
        server = grpc.server(futures.ThreadPoolExecutor(max_workers=8))
        executor_pb2_grpc.add_ExecutorServiceServicer_to_server(fake, server)
        addresses.append(f"127.0.0.1:{server.add_insecure_port('127.0.0.1:0')}")
        server.start()
        servers.append(server)
    target = executors.parse_target(",".join(addresses))
    channel = executors.channel(target)
    try:
        grpc.channel_ready_future(channel).result(timeout=10)
        yield servers, executor_pb2_grpc.ExecutorServiceStub(channel), target.describe()
    finally:
        channel.close()
        for server in servers:
            server.stop(0)


def submissions(n: int) -> list[executor_pb2.Submission]:
    return [
        executor_pb2.Submission(task_id=f"T/{i}", language=pb.LANGUAGE_PYTHON, sample_id="0")
        for i in range(n)
    ]


def dispatcher(stub: Any, subs: Any, describe: str, **kw: Any) -> executors.Dispatcher:
    options: dict[str, Any] = {"lanes": 4, "window": 2, "timeout": 30.0, "backoff": (0.05,) * 3}
    options.update(kw)
    return executors.Dispatcher(stub, subs, describe=describe, **options)


def test_dispatcher_spreads_rotates_and_moves_work_off_a_dead_replica() -> None:
    a, b = FakeReplica(delay=0.01), FakeReplica(delay=0.01)
    with replicas(a, b) as (servers, stub, describe):
        got = [
            r.task_id
            for r in dispatcher(stub, submissions(200), describe, rotate_after=20).results()
        ]
        assert sorted(got) == sorted(s.task_id for s in submissions(200))
        assert min(sum(a.judged.values()), sum(b.judged.values())) >= 60
        out = []
        moved = dispatcher(stub, submissions(200), describe)
        for result in moved.results():
            out.append(result.task_id)
            if len(out) == 30:
                servers[0].stop(0)
        assert sorted(out) == sorted(s.task_id for s in submissions(200))  # once each
        assert moved.resubmitted >= 1


def test_dispatcher_drops_duplicates_and_passes_request_errors_on() -> None:
    with replicas(FakeReplica(duplicate=True)) as (_, stub, describe):
        got = [r.task_id for r in dispatcher(stub, submissions(30), describe).results()]
        assert sorted(got) == sorted(s.task_id for s in submissions(30))
    with replicas(FakeReplica(fail_on="T/7")) as (_, stub, describe):
        with pytest.raises(NotFound, match="T/7"):
            list(dispatcher(stub, submissions(30), describe).results())

        def broken() -> Iterator[executor_pb2.Submission]:
            yield from submissions(3)
            raise ValueError("samples file went away")

        with pytest.raises(ValueError, match="went away"):
            list(dispatcher(stub, broken(), describe).results())


def test_dispatcher_fails_naming_the_replicas_when_none_is_left() -> None:
    with replicas(FakeReplica(delay=0.02), FakeReplica(delay=0.02)) as (servers, stub, describe):
        out = []
        with pytest.raises(Unavailable, match="no executor replica left") as raised:
            for result in dispatcher(stub, submissions(100), describe).results():
                out.append(result.task_id)
                if len(out) == 10:
                    for server in servers:
                        server.stop(0)
        assert all(address in str(raised.value) for address in describe.split(", "))
        assert len(out) == len(set(out)) < 100
