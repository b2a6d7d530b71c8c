"""No private or hidden case reaches a reader (issue 11, point 2).

A dedicated problem (tests/data/leakage/Leak__SEAL_001, built for every language) carries
distinctive private and hidden inputs; its expected values are derived from them. It is
published to a real registry through the real path (sync_local_suite over gRPC), and a
READER-role client evaluates honest, failing, crashing and hostile solutions
(tests/data/leakage/solutions.py: Python and C++) that print their input to stdout and stderr,
raise it, exit with a code or sleep a time or hold memory derived from it, write it into file
names and every writable place, and dump env, /proc/self, folder listings and stack frames.
A later run's "collector" solution reports on a public case whatever earlier runs left behind.

* the `rockman-client` CLI in its own process (run twice, problems show, export), whose exit
  codes, stdout, stderr, run folders (results.jsonl, report.md/.html/.json, manifest.json,
  samples copy), exported file and debug-level log file are read, file names included;
* the Python API (`Client.run`, `stream_results`, `problem`, refused `export_version` and
  GetTestBundle) in this process, every RPC of the reader's channels recorded by a client
  interceptor (messages, status codes, details, initial and trailing metadata).

Every captured byte is searched for the secret inputs, the expected values, 8-character
fragments of their strings and the decimal forms of their numbers. Public case contents and a
public case's error text must be found in the same bytes, so the search cannot pass on an empty
capture. Aggregate resource use after the secret inputs' release is still reported (see the
strict xfail test below).
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import grpc
import pytest

from rockman import grpcutil
from rockman.auth import Role
from rockman.client import Client, EmbeddedServices
from rockman.client.suites import sync_local_suite
from rockman.problems import build_pool, seeds
from rockman.v1 import common_pb2 as pb
from rockman.v1 import registry_pb2
from tests.conftest import ROOT

DATA = ROOT / "tests" / "data" / "leakage"
TASK = "Leak/SEAL_001"
CLIENT = [sys.executable, "-m", "rockman.client.cli"]
FRAGMENT = 8  # characters: no 8-character window of a secret string may show up
PUBLIC_WORDS = ("PUBvisibleWordOne", "PUBvisibleWordTwo")
COLLECTOR_MARK = "COLLECTOR-RAN-qwzx"


def _solutions() -> ModuleType:
    """tests/data is not a package: load the solutions module from its file."""
    spec = importlib.util.spec_from_file_location("leak_solutions", DATA / "solutions.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SOLUTIONS = _solutions()
# The hostile Python solution that ends its process (os._exit) while the secret cases run;
# sys.exit raises SystemExit, which the tester counts as that case failing.
EXITS_MID_BATCH = frozenset({"exit_code"})


@dataclass
class Deployment:
    services: EmbeddedServices
    version: str
    secrets: list[str]  # every needle that must never reach a reader


def _needles(sources: list[registry_pb2.ProblemSource]) -> list[str]:
    """The private and hidden inputs and expected values, their string and number parts in
    every form a program or a report could print them, and 8-character fragments of them."""
    whole: set[str] = set()
    words: set[str] = set()
    for source in sources:
        for case in source.cases:
            if case.split == pb.SPLIT_PUBLIC:
                continue
            args = json.loads(case.call.args_json)
            expected = json.loads(case.call.expected_json)
            word, n = args
            words.update({word, word[::-1]})
            whole.update({case.call.args_json, case.call.expected_json, expected, str(n)})
            whole.add(str(n * 3))
    # Fragments of the letter strings only: an 8-digit window of a number could turn up by
    # chance in the many timings and figures of a report; whole 10-digit numbers cannot.
    pieces = {w[i : i + FRAGMENT] for w in words for i in range(len(w) - FRAGMENT + 1)}
    return sorted(whole | words | pieces)


@pytest.fixture(scope="module")
def deployment(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Deployment]:
    """Registry, executor and scorer on loopback; the leak suite published by a publisher."""
    home = tmp_path_factory.mktemp("leak-home")
    with EmbeddedServices(home, workers=2) as services:
        with Client(services.endpoints, services.token(Role.PUBLISHER)) as publisher:
            version = sync_local_suite(publisher, "leak", DATA, seed=seeds.DEVELOPMENT)
            sources = publisher.export_version("leak", version)[1]
        secret_cases = [
            c for s in sources for c in s.cases if c.split in (pb.SPLIT_PRIVATE, pb.SPLIT_HIDDEN)
        ]
        assert {c.split for c in secret_cases} == {pb.SPLIT_PRIVATE, pb.SPLIT_HIDDEN}
        assert len(secret_cases) == 6 * len(sources)
        yield Deployment(services, version, _needles(sources))


def _samples() -> list[dict[str, str]]:
    """Every solution of the first run: python honest/failing/hostile, and C++."""
    records = [
        {"task_id": TASK, "sample_id": "correct", "solution": SOLUTIONS.CORRECT},
        {"task_id": TASK, "sample_id": "wrong", "solution": SOLUTIONS.WRONG},
        {"task_id": TASK, "sample_id": "crash", "solution": SOLUTIONS.CRASH},
    ]
    records += [
        {"task_id": TASK, "sample_id": name, "solution": code}
        for name, code in SOLUTIONS.HOSTILE.items()
    ]
    records += [
        {"task_id": TASK, "language": "cpp", "sample_id": "cpp-correct",
         "solution": SOLUTIONS.CPP_CORRECT},
        {"task_id": TASK, "language": "cpp", "sample_id": "cpp-hostile",
         "solution": SOLUTIONS.CPP_HOSTILE},
    ]  # fmt: skip
    return records


COLLECTOR = [{"task_id": TASK, "sample_id": "collector", "solution": SOLUTIONS.COLLECTOR}]


def _leaks(captured: dict[str, bytes], needles: list[str]) -> list[str]:
    """Which needle appears in which captured item: the failure message names both."""
    return [
        f"{needle!r} in {where}"
        for where, data in captured.items()
        for needle in needles
        if needle.encode() in data
    ]


def _files(folder: Path, label: str) -> dict[str, bytes]:
    """Every file under `folder`, names included (a file name could carry a value too)."""
    found: dict[str, bytes] = {}
    for path in sorted(folder.rglob("*")):
        name = f"{label}/{path.relative_to(folder)}"
        found[f"name:{name}"] = name.encode()
        if path.is_file():
            found[name] = path.read_bytes()
    return found


def _host_temp_names() -> dict[str, bytes]:
    """Names in the host's shared temporary folders: a sandbox that let a hostile solution
    write there would show up as a file named after a secret input."""
    found = {}
    for place in (Path("/tmp"), Path("/var/tmp"), Path("/dev/shm")):
        if place.is_dir():
            found[f"host {place}"] = "\n".join(sorted(os.listdir(place))).encode()
    return found


def results_lines(captured: dict[str, bytes]) -> list[str]:
    return captured["tmp/run/results.jsonl"].decode().splitlines()


def _verdicts(results: bytes) -> dict[str, str]:
    lines = [json.loads(x) for x in results.decode().splitlines()]
    return {r["sample_id"]: r["verdict"] for r in lines}


# -- the CLI, in its own process --------------------------------------------------------------


def _cli(
    deployment: Deployment, tmp: Path, log: Path, captured: dict[str, bytes], *args: str
) -> subprocess.CompletedProcess[bytes]:
    """One reader-role command against the deployment; its stdout and stderr are captured."""
    endpoints = deployment.services.endpoints
    env = dict(
        os.environ,
        ROCKMAN_HOME=str(tmp / "client-home"),
        ROCKMAN_TOKEN=deployment.services.token(Role.READER) or "",
    )
    command = [*CLIENT, "--log-level", "debug", "--log-file", str(log), *args]
    command += ["--registry", endpoints.registry, "--executor", endpoints.executor]
    command += ["--scorer", endpoints.scorer]
    proc = subprocess.run(command, capture_output=True, env=env, timeout=240, cwd=tmp)
    name = " ".join(args)
    captured[f"{name}: exit code"] = str(proc.returncode).encode()
    captured[f"{name}: stdout"] = proc.stdout
    captured[f"{name}: stderr"] = proc.stderr
    return proc


def _write_samples(path: Path, records: list[dict[str, str]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


def test_cli_reader_sees_no_secret_case(deployment: Deployment, tmp_path: Path) -> None:
    log = tmp_path / "client.log"
    captured: dict[str, bytes] = {}

    def cli(*args: str) -> subprocess.CompletedProcess[bytes]:
        return _cli(deployment, tmp_path, log, captured, *args)

    samples = _write_samples(tmp_path / "samples.jsonl", _samples())
    run = cli("run", "--samples", str(samples), "--suite", "leak", "--out", "run", "--json")
    assert run.returncode == 0, run.stderr.decode()
    # After the hostile run: a fresh run whose solution reports what earlier ones left behind.
    collector = _write_samples(tmp_path / "collector.jsonl", COLLECTOR)
    again = cli("run", "--samples", str(collector), "--suite", "leak", "--out", "collect")
    assert again.returncode == 0, again.stderr.decode()
    # The run folder holds report.md, report.html and report.json already (no `report` call).
    shown = cli("problems", "show", TASK)
    assert shown.returncode == 0, shown.stderr.decode()
    assert cli("export", "--suite", "leak", "--out", "export.jsonl").returncode == 0
    captured |= _files(tmp_path, "tmp")  # run folders, reports, export, client home, log
    captured |= _host_temp_names()

    verdicts = _verdicts(captured["tmp/run/results.jsonl"])
    assert len(verdicts) == len(_samples())
    assert verdicts["correct"] == verdicts["cpp-correct"] == "PASS"
    assert verdicts["wrong"] == "WRONG_ANSWER" and verdicts["crash"] == "RUNTIME_ERROR"
    assert all(verdicts[name] != "PASS" for name in SOLUTIONS.HOSTILE if name != "sleep")
    hostile = [*SOLUTIONS.HOSTILE, "cpp-hostile"]
    reached_secrets = [n for n in hostile if n not in ("echo", "sleep")]
    messages = {r["sample_id"]: r["message"] for r in map(json.loads, results_lines(captured))}
    counts = "failed tests: public 2/2, private 0/2, hidden 0/4"
    for name in reached_secrets:  # the attack ran: public cases passed, the secret ones did not
        # A Python program that leaves mid-batch stops its tester's batch: said with the counts.
        stopped = name in EXITS_MID_BATCH
        expected = f"the program stopped before every test had run; {counts}" if stopped else counts
        assert messages[name] == expected, name
    assert b'"run_start"' in captured["tmp/client.log"]  # --log-level debug: all of it

    # The capture is real: public cases and a public case's error are shown where they belong.
    for word in PUBLIC_WORDS:
        assert word.encode() in shown.stdout, word  # the prompt's examples
    results = captured["tmp/run/results.jsonl"]
    assert b"PUBvisibleWordOne7" in results  # "echo": a failed public case's actual value
    assert b"enOdroWelbisivBUP:21" in results  # ... and its expected one
    assert COLLECTOR_MARK.encode() in captured["tmp/collect/results.jsonl"]
    assert b"ZeroDivisionError" in results
    assert _leaks(captured, deployment.secrets) == []


# -- the Python API, every RPC recorded -------------------------------------------------------


class _Recorded:
    """A response stream that records each message and the call's final status."""

    def __init__(self, call: Any, record: Callable[[str, Any], None]) -> None:
        self._call = call
        self._record = record

    def __iter__(self) -> _Recorded:
        return self

    def __next__(self) -> Any:
        try:
            message = next(self._call)
        except StopIteration:
            self._record("end", self._call)
            raise
        except grpc.RpcError as exc:
            self._record("error", exc)
            raise
        self._record("message", message)
        return message

    def __getattr__(self, name: str) -> Any:
        return getattr(self._call, name)


class Recorder(
    grpc.UnaryUnaryClientInterceptor,
    grpc.UnaryStreamClientInterceptor,
    grpc.StreamUnaryClientInterceptor,
    grpc.StreamStreamClientInterceptor,
):
    """Every byte an RPC brings back to the reader: messages, status, details, metadata."""

    def __init__(self) -> None:
        self.seen: list[bytes] = []
        self.methods: list[str] = []
        self.messages = 0

    def record(self, kind: str, item: Any) -> None:
        if kind == "message":
            self.messages += 1
            self.seen.append(item.SerializeToString())
            self.seen.append(str(item).encode())
            return
        parts: list[Any] = [item.code(), item.details()]
        parts += [item.initial_metadata(), item.trailing_metadata()]
        if isinstance(item, grpc.RpcError):
            parts.append(str(item))
        self.seen.append(repr(parts).encode())

    def _unary(self, outcome: Any) -> Any:
        try:
            self.record("message", outcome.result())
            self.record("end", outcome)
        except grpc.RpcError as exc:
            self.record("error", exc)
        return outcome

    def intercept_unary_unary(self, continuation: Any, details: Any, request: Any) -> Any:
        self.methods.append(details.method)
        return self._unary(continuation(details, request))

    def intercept_stream_unary(self, continuation: Any, details: Any, requests: Any) -> Any:
        self.methods.append(details.method)
        return self._unary(continuation(details, requests))

    def intercept_unary_stream(self, continuation: Any, details: Any, request: Any) -> Any:
        self.methods.append(details.method)
        return _Recorded(continuation(details, request), self.record)

    def intercept_stream_stream(self, continuation: Any, details: Any, requests: Any) -> Any:
        self.methods.append(details.method)
        return _Recorded(continuation(details, requests), self.record)


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Recorder:
    """Every channel a Client opens from now on goes through the recorder."""
    recording = Recorder()
    plain = grpcutil.channel

    def channel(address: str, tls: grpcutil.TlsFiles | None = None) -> grpc.Channel:
        return grpc.intercept_channel(plain(address, tls), recording)

    monkeypatch.setattr(grpcutil, "channel", channel)
    return recording


def test_api_reader_rpcs_carry_no_secret_case(
    deployment: Deployment, recorder: Recorder, tmp_path: Path
) -> None:
    services = deployment.services
    captured: dict[str, bytes] = {}
    with Client(services.endpoints, services.token(Role.READER)) as reader:
        report = reader.run(_samples(), "leak", tmp_path / "run", version=deployment.version)
        captured["report"] = repr(report.__dict__).encode()
        later = reader.run(COLLECTOR, "leak", tmp_path / "collect")
        captured["collector report"] = repr(later.__dict__).encode()
        streamed = list(reader.stream_results(COLLECTOR, "leak"))
        captured["stream_results"] = json.dumps(streamed).encode()
        for language in (pb.LANGUAGE_PYTHON, pb.LANGUAGE_CPP):
            problem = reader.problem(TASK, language=language)
            captured[f"problem {language}"] = problem.SerializeToString()
        with pytest.raises(Exception) as refused:
            reader.export_version("leak", deployment.version)
        captured["export refused"] = str(refused.value).encode()
        with pytest.raises(Exception, match="may not call GetTestBundle") as bundle:
            reader._call(
                "registry",
                reader.registry.GetTestBundle,
                registry_pb2.GetTestBundleRequest(task_id=TASK, version=deployment.version),
            )
        captured["bundle refused"] = str(bundle.value).encode()
    captured |= _files(tmp_path, "tmp")
    captured |= {f"rpc {i}": data for i, data in enumerate(recorder.seen)}

    # The recording is real: results, public feedback and refusals all went through it.
    assert any(m.endswith("/Execute") for m in recorder.methods)
    assert any(m.endswith("/Score") for m in recorder.methods)
    assert any(m.endswith("/GetTestBundle") for m in recorder.methods)
    rpcs = b"\n".join(recorder.seen)
    for word in PUBLIC_WORDS:
        assert word.encode() in rpcs, word
    assert COLLECTOR_MARK.encode() in rpcs and b"PERMISSION_DENIED" in rpcs
    assert recorder.messages >= len(_samples())
    verdicts = _verdicts(captured["tmp/run/results.jsonl"])
    assert verdicts["correct"] == "PASS" and verdicts["crash"] == "RUNTIME_ERROR"
    assert _leaks(captured, deployment.secrets) == []


@pytest.mark.xfail(
    strict=True,
    raises=AssertionError,
    reason="covert channel, by design for now: wall_time_s, cpu_time_s and peak_memory_mb of a "
    "result measure the whole sandbox run, the private and hidden phase included, so a solution "
    "can encode secret-derived numbers in them (no per-case time is reported for those cases)",
)
def test_post_release_resource_use_is_not_reported(deployment: Deployment, tmp_path: Path) -> None:
    """Two solutions alike on public cases; on secret inputs one sleeps 2 s and holds 120 MB.
    Were only the public phase measured, a reader could not tell them apart. Memory is exact
    and the sleep a lower bound, so the differences do not depend on the machine's load."""
    services = deployment.services
    heavy = SOLUTIONS.HEAVY_AFTER_RELEASE
    samples = [
        {"task_id": TASK, "sample_id": "light", "solution": SOLUTIONS.CORRECT},
        {"task_id": TASK, "sample_id": "heavy", "solution": heavy},
    ]
    with Client(services.endpoints, services.token(Role.READER)) as reader:
        reader.run(samples, "leak", tmp_path / "run", version=deployment.version)
    lines = (tmp_path / "run" / "results.jsonl").read_text().splitlines()
    results = {r["sample_id"]: r for r in map(json.loads, lines)}
    assert results["light"]["verdict"] == results["heavy"]["verdict"] == "PASS"
    memory = results["heavy"]["peak_memory_mb"] - results["light"]["peak_memory_mb"]
    wall = results["heavy"]["wall_time_s"] - results["light"]["wall_time_s"]
    assert memory < 60 and wall < 1.0, (memory, wall)


def test_needles_are_found_where_they_are(deployment: Deployment) -> None:
    """The search itself works: the built sources (publisher-side) hold every needle."""
    sources = build_pool.build_suite(DATA, "leak", seeds.DEVELOPMENT)
    data = b"".join(s.SerializeToString() for s in sources)
    missing = [n for n in deployment.secrets if n.encode() not in data]
    assert not missing
    assert len(deployment.secrets) > 100
