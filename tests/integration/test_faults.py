"""Faults (issue 11, point 4): a run survives infrastructure faults with no lost and no
duplicated result, infrastructure failures are reported apart (SANDBOX_ERROR) and never scored.

Covered elsewhere, not repeated here:
- an executor process SIGKILLed mid-batch, restarted, the run resumed with only the rest
  executed: test_scale_out.py::test_run_fails_clearly_when_every_replica_is_gone_and_resumes
  (and ::test_run_survives_a_replica_killed_mid_run for a replica lost while another lives);
- a runner killed once mid-run, the sample retried transparently (attempts == 2, PASS):
  test_executor_native.py::test_a_runner_that_dies_mid_run_is_replaced_and_the_sample_retried;
- the client killed mid-run and resumed: test_generated_run.py.

Here: the registry a separate `serve` process (same DB file and tokens across restarts), the
executor and scorer real gRPC servers in this process (so the runner pool can be reached), the
native sandbox for real.
"""

from __future__ import annotations

import ast
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from rockman import auth
from rockman.client import Client, Endpoints
from rockman.errors import InvalidArgument, Unavailable
from rockman.grpcutil import RunningServer
from rockman.problems import variants
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2, executor_pb2_grpc, registry_pb2
from services.executor.core import Executor, ExecutorConfig
from services.executor.pool import NativeSandbox
from services.executor.server import create_server as create_executor
from services.scorer.server import create_server as create_scorer
from tests.conftest import PROBLEMS, ROOT
from tests.helpers import registry_with
from tests.integration.test_scale_out import CLIENT

pytestmark = pytest.mark.timeout(180)  # a fault must never hang the suite

SUITE, VERSION = "starter", "v1"
SANDBOX_UID = 65534
TASKS = sorted(f.name.replace("__", "/") for f in PROBLEMS.glob("Starter__*"))


def reference(task: str) -> str:
    return (PROBLEMS / task.replace("/", "__") / "reference.py").read_text()


def buggy(task: str) -> str:
    return variants.buggy_variants(PROBLEMS / task.replace("/", "__"))[0].code


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for(predicate: Any, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.02)


# -- the deployment ------------------------------------------------------------------------------


@dataclass
class Stack:
    """A registry process on a fixed port (so that it can come back where the executor looks),
    a scorer in this process, and the processes to clean up."""

    home: Path
    port: int
    scorer: RunningServer
    registry: subprocess.Popen[str] | None = None
    starts: int = 0
    procs: list[subprocess.Popen[str]] = field(default_factory=list)

    @property
    def registry_address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def token(self, role: auth.Role) -> str:
        return auth.read_token_file(self.home / "tokens.json", role)

    def start_registry(self) -> None:
        """`serve --service registry` over the home's registry.db, key and tokens.json."""
        self.starts += 1
        log = self.home / f"registry-{self.starts}.log"
        proc = subprocess.Popen(
            [*CLIENT, "--log-file", str(log), "serve", "--service", "registry",
             "--no-local-suites", "--registry-port", str(self.port)],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT,
            env=dict(os.environ, ROCKMAN_HOME=str(self.home)),
        )  # fmt: skip
        self.procs.append(proc)
        assert proc.stdout is not None
        line = proc.stdout.readline().split()
        assert len(line) == 2 and line[1].endswith(f":{self.port}"), (line, log)
        self.registry = proc

    def kill_registry(self) -> None:
        assert self.registry is not None
        self.registry.kill()
        self.registry.wait(timeout=10)


@pytest.fixture(scope="module")
def stack(
    tmp_path_factory: pytest.TempPathFactory, starter_sources: list[registry_pb2.ProblemSource]
) -> Iterator[Stack]:
    home = tmp_path_factory.mktemp("faults")
    registry_with(home / "registry.db", starter_sources, SUITE, VERSION).store.db.conn.close()
    scorer = create_scorer("127.0.0.1:0", home / "scorer")
    found = Stack(home, free_port(), scorer)
    try:
        found.start_registry()
        yield found
    finally:
        for proc in found.procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=10)
        scorer.stop(0)


@contextlib.contextmanager
def executor(stack: Stack, registry: str = "", workers: int = 1) -> Iterator[tuple[str, Executor]]:
    """A native executor in this process (its runner pool reachable), stopped on exit."""
    server, core = create_executor(
        "127.0.0.1:0", registry or stack.registry_address,
        ExecutorConfig(workers=workers, backend="native"), stack.token(auth.Role.EXECUTOR),
    )  # fmt: skip
    try:
        yield server.address, core
    finally:
        server.stop(1)


@contextlib.contextmanager
def client(stack: Stack, executor_address: str) -> Iterator[Client]:
    endpoints = Endpoints(stack.registry_address, executor_address, stack.scorer.address)
    with Client(endpoints, stack.token(auth.Role.READER)) as c:
        yield c


def results_of(out: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in (out / "results.jsonl").read_text().splitlines()]


FAIL = "FAIL"  # an expected verdict: the model's failure, whichever (not PASS, not SANDBOX_ERROR)


def check_one_each(out: Path, expected: dict[tuple[str, str], str]) -> list[dict[str, Any]]:
    """results.jsonl holds exactly one result per (task, sample), with the expected verdict."""
    results = results_of(out)
    keys = Counter((r["task_id"], r["sample_id"]) for r in results)
    assert [k for k, n in keys.items() if n > 1] == []
    assert set(keys) == set(expected)
    got = {(r["task_id"], r["sample_id"]): r["verdict"] for r in results}
    for key, verdict in got.items():
        if expected[key] == FAIL and verdict not in ("PASS", "SANDBOX_ERROR"):
            got[key] = FAIL
    assert got == expected
    return results


# -- processes of the runner pool ----------------------------------------------------------------


def process_table() -> dict[int, tuple[int, int, float]]:
    """pid -> (parent pid, uid, age in seconds) of every process now."""
    ticks = os.sysconf("SC_CLK_TCK")
    uptime = float(Path("/proc/uptime").read_text().split()[0])
    table = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            uid = entry.stat().st_uid
        except (FileNotFoundError, ProcessLookupError):
            continue
        fields = stat.rsplit(")", 1)[1].split()
        table[int(entry.name)] = (int(fields[1]), uid, uptime - int(fields[19]) / ticks)
    return table


def oldest_sandboxed_run(runner: int, table: dict[int, tuple[int, int, float]]) -> float:
    """Age of the oldest sandboxed (uid 65534) descendant of a runner daemon; 0 when idle."""
    children: dict[int, list[int]] = {}
    for pid, (ppid, _, _) in table.items():
        children.setdefault(ppid, []).append(pid)
    oldest, todo = 0.0, list(children.get(runner, []))
    while todo:
        pid = todo.pop()
        if table[pid][1] == SANDBOX_UID:
            oldest = max(oldest, table[pid][2])
        todo += children.get(pid, [])
    return oldest


class RunnerKiller(threading.Thread):
    """SIGKILLs a runner daemon of `pool` whose sandboxed run has lived `min_age` seconds, up to
    `kills` times: only a deliberately slow sample lives that long."""

    def __init__(self, pool: NativeSandbox, kills: int, min_age: float, timeout: float) -> None:
        super().__init__(daemon=True)
        self.pool, self.kills, self.min_age, self.timeout = pool, kills, min_age, timeout
        self.killed: list[int] = []
        self.stop = threading.Event()

    def run(self) -> None:
        deadline = time.monotonic() + self.timeout
        while len(self.killed) < self.kills and time.monotonic() < deadline:
            if self.stop.wait(0.02):
                return
            table = process_table()
            for pid in self.pool.runner_pids():
                if pid not in self.killed and oldest_sandboxed_run(pid, table) >= self.min_age:
                    os.kill(pid, signal.SIGKILL)
                    self.killed.append(pid)
                    break


SLOW = "import time\ntime.sleep(2.0)\n"


def test_runner_killed_on_every_attempt_is_an_infra_failure_never_scored_and_rerun(
    stack: Stack, tmp_path: Path
) -> None:
    """A runner SIGKILLed under a slow sample, and its replacement too on the retry: the sample
    is a SANDBOX_ERROR (not a verdict on the model), left out of pass@1 and counted apart;
    the pool is whole again; the resumed run executes only that sample, which then passes."""
    victim, others = TASKS[0], TASKS[1:3]
    samples = [{"task_id": victim, "solution": SLOW + reference(victim), "sample_id": "slow"}]
    samples += [{"task_id": t, "solution": reference(t), "sample_id": "ok"} for t in others]
    out = tmp_path / "run"
    with executor(stack) as (address, core), client(stack, address) as c:
        pool = core.sandbox
        assert isinstance(pool, NativeSandbox)
        before = set(pool.runner_pids())
        killer = RunnerKiller(pool, kills=2, min_age=0.8, timeout=90)
        killer.start()
        try:
            first = c.run(samples, SUITE, out)
        finally:
            killer.stop.set()
            killer.join(timeout=10)
        assert len(killer.killed) == 2, killer.killed
        results = check_one_each(
            out, {(victim, "slow"): "SANDBOX_ERROR", **{(t, "ok"): "PASS" for t in others}}
        )
        slow = next(r for r in results if r["sample_id"] == "slow")
        assert slow["attempts"] == 2 and "runner failed" in slow["message"], slow
        # Reported apart, never scored: the infrastructure fault is not a failure of the model.
        assert first.report["excluded"] == 1
        assert first.report["verdicts"] == {"PASS": 2, "SANDBOX_ERROR": 1}
        assert first.report["overall"]["n_samples"] == 2
        assert first.pass_at_1 == 1.0
        # The pool replaced each runner it lost.
        wait_for(lambda: len(pool.runner_pids()) == 1, 30, "the runner to be replaced")
        after = set(pool.runner_pids())
        assert not after & (before | set(killer.killed))

        again = c.run(samples, SUITE, out)
    assert (again.executed, again.reused) == (1, 2)
    check_one_each(out, {(victim, "slow"): "PASS", **{(t, "ok"): "PASS" for t in others}})
    assert again.report["excluded"] == 0 and again.report["overall"]["n_samples"] == 3


def test_registry_restarted_mid_run(stack: Stack, tmp_path: Path) -> None:
    """The registry SIGKILLed after the first result and started again 1.5 s later (same DB
    file, key and tokens, same port): the run completes without a resume (the executor waits
    for the registry to be back, bundles.RegistryBundles), each sample exactly once with its
    right verdict, no infrastructure failure left behind."""
    expected = {(t, "ok"): "PASS" for t in TASKS}
    expected.update({(t, "bug"): FAIL for t in TASKS[:3]})
    samples = [{"task_id": t, "solution": reference(t), "sample_id": "ok"} for t in TASKS]
    samples += [{"task_id": t, "solution": buggy(t), "sample_id": "bug"} for t in TASKS[:3]]
    out = tmp_path / "run"
    before_kill: set[str] = set()
    restarter: list[threading.Thread] = []

    def restart_later() -> None:
        time.sleep(1.5)
        stack.start_registry()

    def progress(record: dict[str, Any], done: int, total: int) -> None:
        if not restarter:
            before_kill.add(record["task_id"])
            stack.kill_registry()
            restarter.append(threading.Thread(target=restart_later, daemon=True))
            restarter[0].start()

    failed = ""
    with executor(stack) as (address, _):
        with client(stack, address) as c:
            try:
                c.run(samples, SUITE, out, progress=progress)
            except Unavailable as exc:
                failed = str(exc)
        assert restarter, "no result arrived"
        restarter[0].join(timeout=60)
        assert stack.registry is not None and stack.registry.poll() is None
        assert failed == "", f"the run did not ride out the registry restart: {failed}"
    results = check_one_each(out, expected)
    # Most tasks' bundles were first fetched from the restarted registry (a new executor has
    # an empty bundle cache, and at most two submissions were in flight at the kill).
    assert len({r["task_id"] for r in results} - before_kill) >= len(TASKS) - 3


# -- the slow registry ---------------------------------------------------------------------------


class SlowProxy:
    """A loopback TCP proxy that holds every chunk `delay` seconds before passing it on."""

    def __init__(self, target: tuple[str, int], delay: float) -> None:
        self.target, self.delay = target, delay
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.address = f"127.0.0.1:{self.listener.getsockname()[1]}"
        self.chunks = 0
        self.connections = 0
        self.closed = threading.Event()
        self.sockets: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self.closed.is_set():
            try:
                downstream, _ = self.listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(self.target)
            self.connections += 1
            self.sockets += [downstream, upstream]
            for a, b in ((downstream, upstream), (upstream, downstream)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    def _pipe(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while chunk := source.recv(65536):
                time.sleep(self.delay)
                self.chunks += 1
                sink.sendall(chunk)
        except OSError:
            pass
        with contextlib.suppress(OSError):
            sink.shutdown(socket.SHUT_WR)

    def close(self) -> None:
        self.closed.set()
        self.listener.close()
        for s in self.sockets:
            with contextlib.suppress(OSError):
                s.close()


def test_slow_registry_gives_right_results_and_no_infra_failure(
    stack: Stack, tmp_path: Path
) -> None:
    """Every chunk between executor and registry held 0.15 s (HTTP/2 flow control makes
    that a few seconds per bundle): slower, but every verdict right,
    no SANDBOX_ERROR, each sample once."""
    tasks = TASKS[:3]
    expected = {(t, "ok"): "PASS" for t in tasks} | {(t, "bug"): FAIL for t in tasks}
    samples = [{"task_id": t, "solution": reference(t), "sample_id": "ok"} for t in tasks]
    samples += [{"task_id": t, "solution": buggy(t), "sample_id": "bug"} for t in tasks]
    proxy = SlowProxy(("127.0.0.1", stack.port), delay=0.15)
    try:
        with executor(stack, proxy.address, workers=2) as (address, _), client(stack, address) as c:
            report = c.run(samples, SUITE, tmp_path / "run")
    finally:
        proxy.close()
    check_one_each(tmp_path / "run", expected)
    assert report.report["excluded"] == 0 and report.pass_at_1 == 0.5
    assert proxy.connections >= 1 and proxy.chunks >= 2 * len(tasks)  # it went through the proxy


# -- a full disk ----------------------------------------------------------------------------------

# Files of 8 MiB each (a single file stops at the 16 MiB file-size limit, EFBIG, first).
FILL_OWN_TMP = """
def _fill():
    block = b"x" * (1 << 20)
    for i in range(1000):
        with open(f"/tmp/fill{i}", "wb", buffering=0) as f:
            for _ in range(8):
                f.write(block)
"""


def test_a_sample_filling_its_tmp_gets_its_own_verdict_and_the_next_run_a_fresh_tmp(
    stack: Stack, tmp_path: Path
) -> None:
    """A run's /tmp is its own size-limited tmpfs (jail.prepare_work), so filling it is the
    sample's doing: it gets its own verdict (RUNTIME_ERROR when ENOSPC escapes, PASS when it
    copes), never SANDBOX_ERROR; the next run on the same runner starts with an empty /tmp."""
    task = TASKS[0]
    crash = FILL_OWN_TMP + "_fill()\n" + reference(task)
    copes = FILL_OWN_TMP + "try:\n    _fill()\nexcept OSError:\n    pass\n" + reference(task)
    # Passes only when it finds no file left by an earlier run.
    fresh = "import os\nassert not os.path.exists('/tmp/fill0')\n" + reference(task)
    samples = [
        {"task_id": task, "solution": crash, "sample_id": "crash"},
        {"task_id": task, "solution": copes, "sample_id": "copes"},
        {"task_id": task, "solution": fresh, "sample_id": "fresh"},
    ]
    with executor(stack) as (address, _), client(stack, address) as c:
        first = c.run(samples[:1], SUITE, tmp_path / "a")
        rest = c.run(samples[1:], SUITE, tmp_path / "b")
    [crashed] = first.results
    assert crashed["verdict"] == "RUNTIME_ERROR", crashed
    assert "No space left on device" in crashed["message"], crashed
    assert {r["sample_id"]: r["verdict"] for r in rest.results} == {
        "copes": "PASS",
        "fresh": "PASS",
    }


@pytest.fixture
def small_tmpfs() -> Iterator[Path]:
    """A 2 MiB tmpfs mounted on a short path (unix socket paths are short); unmounted and
    removed at the end, whatever happened."""
    import tempfile

    mount = Path(tempfile.mkdtemp(prefix="rmfault-", dir="/tmp"))
    try:
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(mount)], check=True)
        try:
            yield mount
        finally:
            subprocess.run(["umount", "-l", str(mount)], check=False)
    finally:
        mount.rmdir()


def gone(pid: int) -> bool:
    """The process has exited (a zombie counts: its parent has not reaped it yet)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def fill(mount: Path) -> None:
    """Write a ballast file until the filesystem is full to the last byte."""
    with contextlib.suppress(OSError), open(mount / "ballast", "wb", buffering=0) as f:
        while True:
            f.write(b"\0" * 4096)
    with pytest.raises(OSError):
        (mount / "probe").write_bytes(b"x" * 8192)


def test_executor_temp_dir_full_gives_infra_failures_then_recovers(
    stack: Stack, small_tmpfs: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The executor's own temp dir (runner sockets and token files) fills up while it serves:
    runs go on (each lives on its own tmpfs); a runner lost then cannot be respawned (its token
    file needs space), and the samples meanwhile are SANDBOX_ERROR, reported apart and never
    scored, not a crash or a hang; once space is freed the pool is whole again and the resumed
    run judges them."""
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(small_tmpfs))
    task = TASKS[1]
    ok = [{"task_id": task, "solution": reference(task), "sample_id": str(i)} for i in range(3)]
    with executor(stack) as (address, core), client(stack, address) as c:
        pool = core.sandbox
        assert isinstance(pool, NativeSandbox) and pool.dir.parent == small_tmpfs
        fill(small_tmpfs)
        assert c.run(ok[:1], SUITE, tmp_path / "a").results[0]["verdict"] == "PASS"
        [old] = pool.runner_pids()
        os.kill(old, signal.SIGKILL)
        wait_for(lambda: gone(old), 10, "the runner to die")
        out = tmp_path / "b"
        during = c.run(ok, SUITE, out)
        assert {r["verdict"] for r in during.results} == {"SANDBOX_ERROR"}, during.results
        assert during.report["excluded"] == 3 and during.report["overall"]["n_samples"] == 0
        (small_tmpfs / "ballast").unlink()
        after = c.run(ok, SUITE, out)
        assert (after.executed, after.reused) == (3, 0)
        check_one_each(out, {(task, str(i)): "PASS" for i in range(3)})
        assert len(pool.runner_pids()) == 1 and old not in pool.runner_pids()


# -- clocks ---------------------------------------------------------------------------------------

WALL_CLOCK_CALLS = {("time", "time"), ("time", "time_ns"), ("datetime", "now"),
                    ("datetime", "utcnow"), ("time", "localtime"), ("time", "gmtime")}  # fmt: skip
TIMED_CODE = [
    *sorted((ROOT / "services" / "executor").rglob("*.py")),
    ROOT / "rockman" / "client" / "executors.py",
    ROOT / "rockman" / "client" / "api.py",
    ROOT / "rockman" / "grpcutil.py",
]

# Functions that compare file modification times, which are wall-clock by nature, and time no run:
# the compile cache's scan removes writes cut short by a crash once they are an hour old.
FILE_AGE_CODE = {("services/executor/compile_cache.py", "_scan")}


def test_limits_and_deadlines_never_read_the_wall_clock() -> None:
    """A wall-clock jump (NTP step, VM resume) must not cut a run short or stretch it: the
    executor, the runner daemons and the client's dispatcher time everything with
    time.monotonic. No call of time.time/datetime.now in that code (the runner pool starts
    runner daemons with a fixed environment, which would drop libfaketime's LD_PRELOAD: the
    dynamic check below starts a runner daemon itself)."""
    found = []
    for path in TIMED_CODE:
        tree = ast.parse(path.read_text(), str(path))
        exempt = {
            id(inner)
            for function in ast.walk(tree)
            if isinstance(function, ast.FunctionDef)
            and (path.relative_to(ROOT).as_posix(), function.name) in FILE_AGE_CODE
            for inner in ast.walk(function)
        }
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name)
                and (node.func.value.id, node.func.attr) in WALL_CLOCK_CALLS
                and id(node) not in exempt
            ):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []


LIBFAKETIME = Path("/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1")


@pytest.mark.skipif(
    not LIBFAKETIME.exists(), reason="libfaketime missing (scripts/install_toolchains.sh)"
)
def test_a_wall_clock_jump_under_the_runner_changes_no_limit(tmp_path: Path) -> None:
    """A runner daemon (where limits are enforced and times measured) under libfaketime, its
    wall clock jumping a day forward then a day back mid-run (monotonic left real): a 1.5 s
    sleep with a 4 s wall limit exits normally after about 1.5 s; an endless loop is stopped
    by its 1 s CPU limit, not at once and not by the jump."""
    import grpc

    from rockman.v1 import runner_pb2_grpc
    from services.executor import runner_auth
    from services.executor.pool import send_run
    from services.executor.sandbox import Limits, RunMode, SandboxRequest, Termination

    stamp, sock, token_file = (
        tmp_path / "stamp",
        Path(f"/tmp/rmfault-{os.getpid()}.sock"),
        tmp_path / "token",
    )
    stamp.write_text("+0\n")
    env = {"PATH": "/usr/bin:/bin", "LD_PRELOAD": str(LIBFAKETIME),
           "FAKETIME_TIMESTAMP_FILE": str(stamp), "FAKETIME_NO_CACHE": "1",
           "FAKETIME_DONT_FAKE_MONOTONIC": "1"}  # fmt: skip
    # The same environment does move a process's wall clock.
    seen = subprocess.run(
        [sys.executable, "-c", "import time; print(time.time())"], env={**env, "FAKETIME": "+1d"},
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert float(seen.stdout) - time.time() > 80_000
    token = runner_auth.write_token(token_file)
    runner = subprocess.Popen(
        [sys.executable, "-m", "services.executor.runner", "--socket", str(sock),
         "--name", f"fault-{os.getpid()}", "--token-file", str(token_file)],
        env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    raw, channel = runner_auth.channel(sock, token)
    try:
        grpc.channel_ready_future(raw).result(timeout=30)
        assert str(LIBFAKETIME) in Path(f"/proc/{runner.pid}/maps").read_text()
        stub = runner_pb2_grpc.RunnerServiceStub(channel)
        limits = Limits(cpu_time_s=1, wall_time_s=4)

        def run_with_jumps(script: str) -> Any:
            stamp.write_text("+0\n")
            jumper = threading.Timer(0.4, lambda: stamp.write_text("+1d\n"))
            back = threading.Timer(0.8, lambda: stamp.write_text("-1d\n"))
            jumper.start()
            back.start()
            request = SandboxRequest(argv=["/bin/sh", "-c", script], limits=limits,
                                     mode=RunMode.EXEC)  # fmt: skip
            try:
                return send_run(stub, request, None)
            finally:
                jumper.join()
                back.join()

        slept = run_with_jumps("sleep 1.5; echo ok")
        assert (slept.termination, slept.stdout) == (Termination.EXITED, b"ok\n"), slept
        assert 1.4 <= slept.wall_time_s < 3.5, slept
        looped = run_with_jumps("while :; do :; done")
        assert looped.termination == Termination.TIME_LIMIT, looped
        assert 0.9 <= looped.cpu_time_s < 2.0 and looped.wall_time_s < 4.0, looped
    finally:
        raw.close()
        runner.terminate()
        try:
            runner.wait(timeout=10)
        except subprocess.TimeoutExpired:
            runner.kill()
            runner.wait(timeout=10)
        sock.unlink(missing_ok=True)


# -- idempotence ----------------------------------------------------------------------------------


def test_results_are_idempotent_by_task_and_sample(stack: Stack, tmp_path: Path) -> None:
    """The same (task, sample) sent twice in one Execute stream is judged the same both times;
    a run refuses duplicate keys; a completed run resumed executes nothing and leaves
    results.jsonl byte for byte as it was."""
    task = TASKS[3]
    sub = executor_pb2.Submission(task_id=task, version=VERSION, sample_id="same",
                                  code=buggy(task), code_kind=pb.CODE_KIND_SOLUTION)  # fmt: skip
    samples = [
        {"task_id": task, "solution": reference(task), "sample_id": "a"},
        {"task_id": task, "solution": buggy(task), "sample_id": "b"},
    ]
    with executor(stack) as (address, _), client(stack, address) as c:
        import grpc

        from rockman import grpcutil

        with grpc.insecure_channel(address, options=grpcutil.CHANNEL_OPTIONS) as channel:
            stub = executor_pb2_grpc.ExecutorServiceStub(channel)
            requests = [executor_pb2.ExecuteRequest(submission=sub)] * 2
            twice = [r.result for r in stub.Execute(iter(requests), timeout=60)]
        assert len(twice) == 2
        for r in twice:  # measurements, and the id each judgement gets in the executor's log
            for name in ("cpu_time_s", "wall_time_s", "peak_memory_mb", "work_folder_peak_mb",
                         "request_id"):  # fmt: skip
                r.ClearField(name)
        assert twice[0] == twice[1]
        assert twice[0].verdict not in (pb.VERDICT_PASS, pb.VERDICT_SANDBOX_ERROR)

        with pytest.raises(InvalidArgument, match="duplicate sample_id"):
            c.run([samples[0], {**samples[1], "sample_id": "a"}], SUITE, tmp_path / "dup")

        out = tmp_path / "run"
        first = c.run(samples, SUITE, out)
        saved = (out / "results.jsonl").read_bytes()
        again = c.run(samples, SUITE, out)
    assert (first.executed, again.executed, again.reused) == (2, 0, 2)
    assert (out / "results.jsonl").read_bytes() == saved
    assert again.report["overall"] == first.report["overall"]
