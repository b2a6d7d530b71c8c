"""The docker backend against the real engine: the containers' fence, recycling, the reaper,
bad engines and images, and verdicts identical to the native backend's.

Needs a running engine and the runner images (`scripts/docker_engine.sh`, then
`scripts/build_images.sh python`; `.ci/run` and `make test-docker` do both). Without them every
test here fails with that instruction: they are never skipped silently.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import docker
import grpc
import pytest

from rockman import enums, grpcutil
from rockman.errors import FailedPrecondition, Unavailable
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2, runner_pb2, runner_pb2_grpc
from services.executor.core import Executor, ExecutorConfig
from services.executor.docker_backend import containers
from services.executor.docker_backend.sandbox import DockerSandbox
from services.executor.native import jail
from services.executor.sandbox import Limits, SandboxRequest, Termination
from tests.conftest import ROOT
from tests.integration.test_humaneval_agreement import (
    CANONICAL_ID,
    canonical_samples,
    humaneval_file,
    mutants_of,
    read_problems,
    rockman,
    write_samples,
)

pytestmark = pytest.mark.timeout(600)
MIB = 1024 * 1024


def engine() -> docker.DockerClient:
    try:
        return containers.client()
    except Unavailable as exc:
        pytest.fail(f"{exc}; run scripts/docker_engine.sh and scripts/build_images.sh python")


@pytest.fixture(scope="module")
def sandbox() -> Iterator[DockerSandbox]:
    box = DockerSandbox(1, engine=engine())
    if box.language_status(0):
        box.close()
        pytest.fail(box.language_status(0))
    try:
        yield box
    finally:
        box.close()


def python_run(code: str, limits: Limits | None = None) -> SandboxRequest:
    """Python source run by the warm harness path's interpreter as a plain program."""
    return SandboxRequest(
        argv=["/usr/bin/python3", "-I", "-S", "main.py"],
        files={"main.py": code.encode()},
        limits=limits or Limits(),
    )


def test_containers_are_fenced(sandbox: DockerSandbox) -> None:
    (container_id,) = sandbox.container_ids()
    attrs = engine().api.inspect_container(container_id)
    host = attrs["HostConfig"]
    assert host["NetworkMode"] == "none"
    assert host["ReadonlyRootfs"] is True
    assert host["CapDrop"] == ["ALL"] and not host["CapAdd"]
    assert "no-new-privileges" in host["SecurityOpt"]
    assert any(opt.startswith("seccomp=") for opt in host["SecurityOpt"])
    # The run's memory, its work folder and /dev/shm (tmpfs pages charged to the container),
    # and the daemon's share.
    (slot,) = list(sandbox._live)
    assert slot.spec.memory_bytes == 256 * MIB
    run_share = jail.kernel_memory_limit(
        {"memory_bytes": 256 * MIB, "work_bytes": slot.spec.run_work_bytes}
    )
    assert run_share >= 256 * MIB + jail.SHM_BYTES
    assert host["Memory"] == host["MemorySwap"] == run_share + containers.DAEMON_MEMORY
    assert host["PidsLimit"] == 64 + containers.DAEMON_PIDS
    assert host["NanoCpus"] == 1_000_000_000
    assert "/work" in host["Tmpfs"]
    assert attrs["Config"]["User"] == containers.RUNNER_UID
    assert attrs["Config"]["Labels"][containers.OWNER_LABEL] == containers.owner()


def test_a_runner_container_serves_only_its_executor(sandbox: DockerSandbox) -> None:
    """The runner took its token file and deleted it; a caller without the token is refused,
    and the token is not in the container's configuration."""
    (slot,) = list(sandbox._live)
    assert not (slot.socket_dir / containers.TOKEN_FILE).exists()
    config = json.dumps(engine().api.inspect_container(str(slot.container.id))["Config"])
    assert "rr-" not in config
    bare = grpcutil.channel(f"unix:{slot.socket_dir}/runner.sock")
    try:
        with pytest.raises(grpc.RpcError) as refused:
            runner_pb2_grpc.RunnerServiceStub(bare).GetRunnerInfo(
                runner_pb2.GetRunnerInfoRequest(), timeout=10
            )
        assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED
    finally:
        bare.close()


def test_runs_are_jailed_inside_the_container(sandbox: DockerSandbox) -> None:
    probe = (
        "import os, socket\n"
        "print(os.getpid(), sorted(os.listdir('/')))\n"
        "print([p for p in os.listdir('/proc') if p.isdigit()])\n"
        "print(os.path.exists('/run/rockman'), os.path.exists('/opt/rockman'))\n"
        "try:\n"
        "    socket.create_connection(('1.1.1.1', 53), timeout=1)\n"
        "    print('network')\n"
        "except OSError:\n"
        "    print('no network')\n"
    )
    result = sandbox.run(python_run(probe))
    assert result.termination == Termination.EXITED, result
    lines = result.stdout.decode().splitlines()
    # A pid namespace of its own: 1 is the sandbox init, 2 the run's `setsid -f` (gone once it
    # forked), 3 the program.
    assert lines[0].split()[0] == "3"
    assert "/run/rockman" not in lines[0] and "opt" not in lines[0]
    assert lines[2] == "False False", "the daemon's socket and code are out of sight"
    assert lines[3] == "no network"


def test_limits_give_the_native_terminations(sandbox: DockerSandbox) -> None:
    before = set(sandbox.container_ids())
    cases = {
        "while True: pass": Termination.TIME_LIMIT,
        "x = bytearray(400 * 1024 * 1024)\nprint(len(x))": Termination.MEMORY_LIMIT,
        "print('x' * (20 * 1024 * 1024))": Termination.OUTPUT_LIMIT,
        "import os; os.kill(os.getpid(), 9)": Termination.SIGNALED,
        "raise SystemExit(3)": Termination.EXITED,
    }
    for code, expected in cases.items():
        result = sandbox.run(python_run(code))
        assert result.termination == expected, (code, result)
    # Every run over a limit recycled its container: the first one is gone.
    assert not before & set(sandbox.container_ids())


def test_fork_bomb_is_contained_and_the_next_run_is_clean(sandbox: DockerSandbox) -> None:
    bomb = (
        "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n"
    )
    result = sandbox.run(python_run(bomb, Limits(cpu_time_s=1.0, wall_time_s=3.0)))
    assert result.termination in (Termination.TIME_LIMIT, Termination.WALL_TIME_LIMIT), result
    after = sandbox.run(
        python_run("import os; print(len([p for p in os.listdir('/proc') if p.isdigit()]))")
    )
    assert after.termination == Termination.EXITED and after.stdout.strip() == b"1", after


def test_container_is_recycled_after_max_runs() -> None:
    box = DockerSandbox(1, max_runs=2, engine=engine())
    try:
        (first,) = box.container_ids()
        for _ in range(2):
            assert box.run(python_run("print(1)")).termination == Termination.EXITED
        assert first not in box.container_ids()
        assert first not in {c.id for c in engine().containers.list(all=True, sparse=True)}
    finally:
        box.close()


def test_close_leaves_no_replacement_that_was_starting() -> None:
    # After a container's last run, its replacement starts in the background; closing at that
    # moment must not leave it behind (a compose `down` once left an executor's runners: the
    # replacement's container was created after close had removed the others).
    box = DockerSandbox(1, max_runs=1, engine=engine())
    try:
        assert box.run(python_run("print(1)")).termination == Termination.EXITED
    finally:
        box.close()
    assert containers.owned(engine(), box.pool) == []


def test_dead_container_is_a_sandbox_error_then_replaced() -> None:
    box = DockerSandbox(1, engine=engine())
    try:
        (victim,) = box.container_ids()
        engine().containers.get(victim).kill()
        result = box.run(python_run("print(1)"))
        assert result.termination == Termination.SANDBOX_ERROR, result
        again = box.run(python_run("print(1)"))
        assert again.termination == Termination.EXITED and again.stdout == b"1\n", again
        assert victim not in box.container_ids()
    finally:
        box.close()


def test_close_removes_every_container() -> None:
    box = DockerSandbox(2, engine=engine())
    ids = box.container_ids()
    assert len(ids) == 2
    box.close()
    left = {c.id for c in engine().containers.list(all=True, sparse=True)}
    assert not set(ids) & left


def test_reaper_removes_containers_of_a_killed_executor(tmp_path: Path) -> None:
    """An executor process SIGKILLed with warm containers: the next one removes them."""
    script = (
        "import sys, time\n"
        "from services.executor.docker_backend.sandbox import DockerSandbox\n"
        "box = DockerSandbox(2)\n"
        "print('IDS', *box.container_ids(), flush=True)\n"
        "time.sleep(600)\n"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    while line and not line.startswith("IDS "):  # log lines come first
        line = proc.stdout.readline()
    ids = line.split()[1:]
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert len(ids) == 2
    assert set(ids) <= {c.id for c in engine().containers.list(all=True, sparse=True)}
    box = DockerSandbox(1, engine=engine())
    try:
        left = {c.id for c in engine().containers.list(all=True, sparse=True)}
        assert not set(ids) & left, "the killed executor's containers were not reaped"
    finally:
        box.close()


def test_missing_image_is_named() -> None:
    with pytest.raises(Unavailable, match=r"rockman/python:no-such-tag.*make images"):
        DockerSandbox(1, image_format="rockman/{language}:no-such-tag", engine=engine())
    box = DockerSandbox(1, warm=(), image_format="rockman/{language}:no-such-tag", engine=engine())
    try:
        assert "rockman/python:no-such-tag is missing" in box.language_status(0)
        result = box.run(python_run("print(1)"))
        assert result.termination == Termination.SANDBOX_ERROR
        assert "rockman/python:no-such-tag" in result.message
    finally:
        box.close()


def test_missing_engine_is_named(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("DOCKER_HOST", f"unix://{tmp_path}/no-engine.sock")
    start = time.monotonic()
    with pytest.raises(Unavailable, match=r"no docker engine.*docker_engine\.sh"):
        DockerSandbox(1)
    assert time.monotonic() - start < 30


# -- the same verdicts as the native backend ----------------------------------------------------


def _run_backend(
    home: Path, samples: Path, out: Path, backend: str, monkeypatch: pytest.MonkeyPatch
) -> dict[tuple[str, str], str]:
    monkeypatch.setenv("ROCKMAN_SANDBOX", backend)  # the embedded executor's backend
    proc = rockman(home, "run", "--suite", "humaneval", "--samples", str(samples),
                   "--out", str(out), "--json", "--workers", "2")  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["executor_capabilities"]["backend"] == backend
    records = [json.loads(x) for x in (out / "results.jsonl").read_text().splitlines()]
    return {(r["task_id"], r["sample_id"]): r["verdict"] for r in records}


@pytest.mark.timeout(1800)
def test_humaneval_verdicts_match_native(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """HumanEval's canonical solutions and two mutants of each: the same verdict, sample by
    sample, from the docker backend as from the native one."""
    engine()
    home = tmp_path / "home"
    proc = rockman(home, "import", "humaneval", str(humaneval_file()), timeout=600)
    assert proc.returncode == 0, proc.stderr
    problems = read_problems(humaneval_file())
    samples: list[dict[str, Any]] = canonical_samples(problems)
    samples += [
        {"task_id": m.task_id, "sample_id": m.sample_id, "completion": m.completion}
        for p in problems
        for m in mutants_of(p)
    ]
    path = write_samples(tmp_path / "samples.jsonl", samples)
    native = _run_backend(home, path, tmp_path / "native", "native", monkeypatch)
    in_docker = _run_backend(home, path, tmp_path / "docker", "docker", monkeypatch)
    assert len(native) == len(samples) == len(in_docker)
    differ = {k: (native[k], in_docker[k]) for k in native if native[k] != in_docker[k]}
    assert not differ, f"{len(differ)} verdicts differ (native, docker): {differ}"
    canonical = [v for (t, s), v in in_docker.items() if s == CANONICAL_ID]
    assert canonical.count("PASS") == 164
    assert set(in_docker.values()) - {"PASS"}, "no mutant failed: the comparison shows nothing"


EXTENSIONS = {"python": "py", "cpp": "cpp", "java": "java", "javascript": "js",
              "typescript": "ts", "rust": "rs", "go": "go"}  # fmt: skip


def image_languages() -> list[str]:
    """The languages whose images this test run must have: ROCKMAN_DOCKER_LANGUAGES (`make
    test-docker` sets all 7; `make test` builds and tests python and cpp)."""
    chosen = os.environ.get("ROCKMAN_DOCKER_LANGUAGES", "python cpp").split()
    unknown = set(chosen) - set(EXTENSIONS)
    assert not unknown, f"ROCKMAN_DOCKER_LANGUAGES names unknown languages {sorted(unknown)}"
    return chosen


def starter_samples(languages: list[str]) -> list[dict[str, str]]:
    """Every starter problem in these languages: its reference (passes) and its starter code
    judged as a whole solution (a debugging task's bug, or a completion's gap: fails)."""
    samples = []
    for folder in sorted((ROOT / "problems").glob("Starter__*")):
        task = folder.name.replace("__", "/")
        for language in languages:
            ext = EXTENSIONS[language]
            samples.append({"task_id": task, "language": language, "sample_id": "reference",
                            "solution": (folder / f"reference.{ext}").read_text()})  # fmt: skip
            starter = folder / f"starter.{ext}"
            if starter.exists():
                samples.append({"task_id": task, "language": language, "sample_id": "starter",
                                "solution": starter.read_text()})  # fmt: skip
    return samples


@pytest.mark.timeout(1800)
def test_starter_suite_verdicts_match_native_in_every_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    languages = image_languages()
    box = DockerSandbox(1, warm=(), engine=engine())
    try:
        missing = [box.language_status(enums.language(name)) for name in languages]
    finally:
        box.close()
    assert not any(missing), f"run scripts/build_images.sh {' '.join(languages)}: {missing}"
    samples = starter_samples(languages)
    path = write_samples(tmp_path / "samples.jsonl", samples)
    verdicts = {}
    for backend in ("native", "docker"):
        monkeypatch.setenv("ROCKMAN_SANDBOX", backend)
        out = tmp_path / backend
        proc = rockman(tmp_path / "home", "run", "--suite", "starter", "--samples", str(path),
                       "--out", str(out), "--json", "--workers", "2")  # fmt: skip
        assert proc.returncode == 0, proc.stderr[-3000:]
        records = [json.loads(x) for x in (out / "results.jsonl").read_text().splitlines()]
        verdicts[backend] = {
            (r["task_id"], r["language"], r["sample_id"]): r["verdict"] for r in records
        }
    native, in_docker = verdicts["native"], verdicts["docker"]
    assert len(native) == len(samples) == len(in_docker)
    differ = {k: (native[k], in_docker[k]) for k in native if native[k] != in_docker[k]}
    assert not differ, f"{len(differ)} verdicts differ (native, docker): {differ}"
    references = [v for (t, lang, s), v in in_docker.items() if s == "reference"]
    assert references.count("PASS") == len(references) == 12 * len(languages)
    assert all(v != "PASS" for (t, lang, s), v in in_docker.items() if s == "starter")


class NoBundles:
    def bundle(self, task_id: str, language: int, version: str) -> pb.TestBundle:
        raise AssertionError("no bundle is needed to check capabilities")


def test_broken_toolchain_in_an_image_is_named_by_capabilities(tmp_path: Path) -> None:
    """A C++ image whose g++ is gone: the executor says so per language, and refuses C++
    submissions with that reason, while Python still runs."""
    client = engine()
    tag = "rockman-test/{language}:broken-toolchain"
    (tmp_path / "Dockerfile").write_text(
        "FROM rockman/cpp:dev\nUSER root\nRUN rm -f /usr/bin/g++ /usr/bin/g++-* "
        "/usr/bin/x86_64-linux-gnu-g++*\n"
    )
    client.images.build(path=str(tmp_path), tag=tag.format(language="cpp"), rm=True)
    client.images.get("rockman/python:dev").tag(tag.format(language="python"))
    box = DockerSandbox(1, image_format=tag, engine=client)
    try:
        executor = Executor(NoBundles(), box, ExecutorConfig(workers=1, backend="docker"))
        caps = {c.language: c for c in executor.capabilities(wait_for_self_test=True).languages}
        assert caps[pb.LANGUAGE_PYTHON].available
        cpp = caps[pb.LANGUAGE_CPP]
        assert not cpp.available and "g++ not found" in cpp.reason, cpp
        java = caps[pb.LANGUAGE_JAVA]
        assert not java.available and "rockman-test/java:broken-toolchain is missing" in java.reason
        submission = executor_pb2.Submission(
            task_id="Any/1", sample_id="s", code="int main() {}", language=pb.LANGUAGE_CPP
        )
        with pytest.raises(FailedPrecondition, match="g\\+\\+ not found"):
            executor.validate(submission)
    finally:
        box.close()
        for language in ("cpp", "python"):
            client.images.remove(tag.format(language=language), force=True)


def test_capabilities_start_no_container(sandbox: DockerSandbox) -> None:
    """Asking what the executor runs costs no container start: a language whose toolchain
    nobody has needed yet is shown by its image alone, its self-test pending."""
    before = {c.id for c in containers.owned(engine(), sandbox.pool)}
    executor = Executor(NoBundles(), sandbox, ExecutorConfig(workers=1, backend="docker"))
    caps = {c.language: c for c in executor.capabilities().languages}
    assert {c.id for c in containers.owned(engine(), sandbox.pool)} == before
    assert caps[pb.LANGUAGE_PYTHON].available
    assert caps[pb.LANGUAGE_CPP].available and caps[pb.LANGUAGE_CPP].self_test in (
        executor_pb2.SELF_TEST_PENDING,
        executor_pb2.SELF_TEST_PASSED,
    )


def test_socket_root_too_long_is_named(tmp_path: Path) -> None:
    root = tmp_path / ("x" * 90)
    with pytest.raises(Unavailable, match="ROCKMAN_DOCKER_SOCKET_ROOT to a shorter folder"):
        DockerSandbox(1, engine=engine(), socket_root=str(root))
    assert not list(root.iterdir()), "nothing is left in the socket root"
