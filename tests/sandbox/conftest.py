"""A real registry and a real executor on loopback, for the adversarial corpus.

The `rig` fixture (module scope, once per backend: native, then docker) starts the registry over
a fresh SQLite file with the tiny Test/ADD_001 problem, and the executor with that backend (2
runners or runner containers), both in this process. Before the executor starts, a host secret
(ROCKMAN_TEST_SECRET) and the executor's registry token (ROCKMAN_REGISTRY_TOKEN, as `python -m
services.executor` would read it) are put into this process's environment, which native runner
daemons inherit (runner containers get only their own), so that the corpus can check they
never reach a result.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import grpc
import pytest
from google.protobuf import text_format
from grpc_health.v1 import health_pb2, health_pb2_grpc

from rockman import auth, crypto, grpcutil
from rockman.client import Client, Endpoints
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2, registry_pb2
from services.executor.core import Executor, ExecutorConfig
from services.executor.server import create_server as create_executor
from services.registry.server import create_server as create_registry
from tests.helpers import build_add

TASK = "Test/ADD_001"
VERSION = "v1"
SECRET_ENV = "ROCKMAN_TEST_SECRET"
TOKEN_ENV = "ROCKMAN_REGISTRY_TOKEN"
CGROUP_CONTROLLERS = ("memory", "pids", "cpu", "cpuacct")
CGROUP_ROOT = Path("/sys/fs/cgroup")
SANDBOX_UID = 65534


def verdict_name(verdict: int) -> str:
    return pb.Verdict.Name(verdict).removeprefix("VERDICT_")  # type: ignore[arg-type]


def result_text(result: executor_pb2.ExecutionResult) -> str:
    """Every text the result carries (its measurements zeroed: their digits mean nothing)."""
    copy = executor_pb2.ExecutionResult()
    copy.CopyFrom(result)
    copy.cpu_time_s = copy.wall_time_s = copy.peak_memory_mb = 0.0
    return text_format.MessageToString(copy, as_utf8=True)


@dataclass(frozen=True)
class HostProcess:
    pid: int
    uid: int
    ppid: int
    state: str
    comm: str
    cmdline: str
    cgroups: str
    nspid: tuple[int, ...] = ()  # its pid in each nested pid namespace, the host's first


def host_processes() -> list[HostProcess]:
    """Every process of the host (this test's view is the host's pid namespace)."""
    return host_processes_of(int(e) for e in os.listdir("/proc") if e.isdigit())


def host_processes_of(pids: Iterable[int]) -> list[HostProcess]:
    out = []
    for entry in pids:
        base = f"/proc/{entry}"
        try:
            with open(f"{base}/status") as f:
                status = f.read()
            with open(f"{base}/cmdline", "rb") as fb:
                cmdline = fb.read().replace(b"\0", b" ").decode("utf-8", "replace").strip()
            with open(f"{base}/comm") as f:
                comm = f.read().strip()
            with open(f"{base}/cgroup") as f:
                cgroups = f.read()
        except OSError:  # gone meanwhile
            continue
        fields = dict(line.split(":\t", 1) for line in status.splitlines() if ":\t" in line)
        uid = int(fields.get("Uid", "-1").split()[0])
        ppid = int(fields.get("PPid", "0").strip() or 0)
        state = fields.get("State", "?").strip()
        nspid = tuple(int(x) for x in fields.get("NSpid", "").split())
        out.append(HostProcess(int(entry), uid, ppid, state, comm, cmdline, cgroups, nspid))
    return out


def describe_pid(pid: int) -> str:
    """`pid (name, state, uid, ppid, cmdline)` for an assertion message."""
    for proc in host_processes_of([pid]):
        return (
            f"{pid} ({proc.comm}, {proc.state}, uid {proc.uid}, ppid {proc.ppid}, "
            f"{proc.cmdline[:80]!r})"
        )
    return f"{pid} (gone)"


def mount_count() -> int:
    """The host's mounts, less the docker engine's own (container roots come and go)."""
    with open("/proc/self/mountinfo") as f:
        return sum(1 for line in f if "/var/lib/docker/" not in line and "/docker/" not in line)


def cgroup_dirs() -> set[str]:
    """Names of the runner cgroups under /sys/fs/cgroup/<controller>/rockman/ (v1)."""
    names: set[str] = set()
    for controller in CGROUP_CONTROLLERS:
        parent = CGROUP_ROOT / controller / "rockman"
        if parent.is_dir():
            names |= {f"{controller}/{p.name}" for p in parent.iterdir() if p.is_dir()}
    return names


@dataclass
class Rig:
    """The running services and what the corpus needs to know about the host."""

    registry: grpcutil.RunningServer
    executor_server: grpcutil.RunningServer
    executor: Executor
    backend: str
    client: Client
    tokens: dict[auth.Role, str]
    db_path: Path
    key_path: Path
    workdir: Path
    secret: str
    secret_expected: list[int]  # expected values of the private and hidden cases
    public_expected: list[int]
    baseline_pids: set[int] = field(default_factory=set)
    baseline_mounts: int = 0
    baseline_cgroups: set[str] = field(default_factory=set)
    markers: list[str] = field(default_factory=list)

    @property
    def host_secrets(self) -> list[str]:
        """What must never reach a result: the planted secret and every registry token."""
        return [self.secret, *self.tokens.values()]

    @property
    def runner_dir(self) -> Path:
        return Path(self.executor.sandbox.dir)  # type: ignore[attr-defined]

    def runner_sockets(self) -> list[Path]:
        """The runners' sockets as the run would name them: in a container, the one inside."""
        if self.backend == "docker":
            return [Path("/run/rockman/runner.sock")]
        return sorted(self.runner_dir.glob("*.sock"))

    def runner_names(self) -> set[str]:
        """Names of the live runners (their cgroups): `<executor pid>-<index>-<generation>`."""
        if self.backend == "docker":
            return set()  # no cgroups of their own: see busy_containers
        return {p.name.removeprefix("runner-").removesuffix(".sock") for p in self.runner_sockets()}

    def container_ids(self) -> set[str]:
        """The executor's live runner containers (docker backend)."""
        from services.executor.docker_backend import containers

        sandbox = self.executor.sandbox
        found = containers.owned(sandbox.engine, sandbox.pool)  # type: ignore[attr-defined]
        return {c.id for c in found if c.id and c.status == "running"}

    def marker(self, what: str) -> str:
        """A unique marker for one case; the final check looks for it on the host."""
        value = f"rk{what}{secrets.token_hex(6)}"
        self.markers.append(value)
        return value

    def submission(self, code: str, sample_id: str = "s") -> executor_pb2.Submission:
        return executor_pb2.Submission(
            task_id=TASK,
            language=pb.LANGUAGE_PYTHON,
            version=VERSION,
            sample_id=sample_id,
            code=code,
            code_kind=pb.CODE_KIND_SOLUTION,
        )

    def run(self, code: str) -> executor_pb2.ExecutionResult:
        """Execute one solution of Test/ADD_001 and return its result."""
        (result,) = self.run_many([code])
        return result

    def run_many(self, codes: Iterable[str]) -> list[executor_pb2.ExecutionResult]:
        """Execute several solutions in one stream (they run concurrently, one per runner);
        results in submission order."""
        submissions = [self.submission(code, f"s{i}") for i, code in enumerate(codes)]
        results = {r.sample_id: r for r in self.client.execute(submissions)}
        return [results[s.sample_id] for s in submissions]

    def check_health(self) -> None:
        for running in (self.registry, self.executor_server):
            with grpc.insecure_channel(running.address) as channel:
                stub = health_pb2_grpc.HealthStub(channel)
                for name in ("", *running.names):
                    status = stub.Check(
                        health_pb2.HealthCheckRequest(service=name), timeout=10
                    ).status
                    assert status == health_pb2.HealthCheckResponse.SERVING, (
                        f"{running.address} {name or '(server)'} is not SERVING"
                    )

    def leftover_processes(self, grace_s: float = 3.0) -> list[HostProcess]:
        """Processes the corpus may have left: our markers, our runners' cgroups, or uid 65534
        outside every other executor's runner cgroup (other test sessions may be running).
        A killed sandbox may take a moment to be reaped: wait up to `grace_s` for it."""
        deadline = time.monotonic() + grace_s
        while True:
            left = self._leftovers_now()
            if not left or time.monotonic() > deadline:
                return left
            time.sleep(0.05)

    def _leftovers_now(self) -> list[HostProcess]:
        mine = f"/rockman/{os.getpid()}-"
        left = []
        for proc in host_processes():
            text = proc.cmdline + " " + proc.comm
            if (
                any(m in text for m in self.markers)
                or mine in proc.cgroups
                or (
                    proc.uid == SANDBOX_UID
                    and proc.pid not in self.baseline_pids
                    and "/rockman/" not in proc.cgroups
                )
            ):
                left.append(proc)
        return left

    def busy_containers(self, grace_s: float = 3.0) -> dict[str, list[str]]:
        """Our runner containers that still hold a process of a run (anything in a pid
        namespace below the container's but the sandbox init) between runs."""
        deadline = time.monotonic() + grace_s
        while True:
            busy: dict[str, list[str]] = {}
            ids = self.container_ids()
            for proc in host_processes():
                owner = next((i for i in ids if i in proc.cgroups), None)
                # host, container, sandbox: a run is 3 levels down, and not the init (pid 1)
                if owner and len(proc.nspid) >= 3 and proc.nspid[2:] != (1,):
                    busy.setdefault(owner[:12], []).append(describe_pid(proc.pid))
            if not busy or time.monotonic() > deadline:
                return busy
            time.sleep(0.05)

    def busy_cgroups(self, grace_s: float = 3.0) -> dict[str, list[str]]:
        """Our runners' cgroups that still hold processes (they must be empty between runs).
        A runner may reply before it has reaped the run: wait up to `grace_s` for that."""
        deadline = time.monotonic() + grace_s
        while True:
            busy = self._busy_cgroups_now()
            if not busy or time.monotonic() > deadline:
                return busy
            time.sleep(0.05)

    def _busy_cgroups_now(self) -> dict[str, list[str]]:
        busy = {}
        for name in self.runner_names():
            for controller in CGROUP_CONTROLLERS:
                procs = CGROUP_ROOT / controller / "rockman" / name / "cgroup.procs"
                with contextlib.suppress(OSError):
                    pids = [int(x) for x in procs.read_text().split()]
                    if pids:
                        busy[f"{controller}/{name}"] = [describe_pid(pid) for pid in pids]
        return busy


def _expected_values(source: registry_pb2.ProblemSource, public: bool) -> list[int]:
    values = []
    for case in source.cases:
        if (case.split == pb.SPLIT_PUBLIC) == public:
            values.append(int(json.loads(case.call.expected_json)))
    return values


@pytest.fixture(scope="module", params=["native", "docker"])
def rig(tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest) -> Iterator[Rig]:
    backend: str = request.param
    tmp = tmp_path_factory.mktemp(f"sandbox-rig-{backend}")
    secret = "rockman-host-secret-" + secrets.token_hex(12)
    plain = auth.Tokens.generate()
    # The host's environment, inherited by the runner daemons started below: a secret of the
    # test's own, and the executor's registry token where `python -m services.executor` reads it.
    planted = {SECRET_ENV: secret, TOKEN_ENV: plain[auth.Role.EXECUTOR]}
    previous = {name: os.environ.get(name) for name in planted}
    os.environ.update(planted)
    key_path = tmp / "r.key"
    db_path = tmp / "r.db"
    baseline_pids = {p.pid for p in host_processes()}
    baseline_mounts = mount_count()
    baseline_cgroups = cgroup_dirs()
    registry, registry_core = create_registry(
        "127.0.0.1:0", db_path, crypto.MasterKey.create(key_path), auth.Tokens.from_plain(plain)
    )
    executor_server: grpcutil.RunningServer | None = None
    client: Client | None = None
    runner_dir = ""  # the runner daemons' socket folder: it names them in `ps`
    pool = ""
    try:
        source = build_add(tmp / "problems", time_limit=2.0, memory_limit=256)
        registry_core.put_version("testsuite", VERSION, [source])
        executor_server, executor = create_executor(
            "127.0.0.1:0",
            registry.address,
            ExecutorConfig(workers=2, backend=backend),
            registry_token=plain[auth.Role.EXECUTOR],
        )
        runner_dir = str(executor.sandbox.dir)  # type: ignore[attr-defined]
        pool = getattr(executor.sandbox, "pool", "")  # the docker backend's containers' label
        client = Client(
            Endpoints(registry.address, executor_server.address, ""), plain[auth.Role.READER]
        )
        yield Rig(
            registry=registry,
            executor_server=executor_server,
            executor=executor,
            backend=backend,
            client=client,
            tokens=plain,
            db_path=db_path,
            key_path=key_path,
            workdir=tmp,
            secret=secret,
            secret_expected=_expected_values(source, public=False),
            public_expected=_expected_values(source, public=True),
            baseline_pids=baseline_pids,
            baseline_mounts=baseline_mounts,
            baseline_cgroups=baseline_cgroups,
        )
    finally:
        if client is not None:
            client.close()
        if executor_server is not None:
            executor_server.stop(5.0)
        registry.stop(5.0)
        for name, value in previous.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
    # Once the executor is stopped, none of its runner daemons and their cgroups may remain.
    # (Runners of other pools in this process, started before the corpus and still serving
    # other tests, are in the baseline and not counted.)
    deadline = time.monotonic() + 5.0
    mine = f"{os.getpid()}-"
    while True:
        left = sorted(
            d
            for d in cgroup_dirs()
            if d.split("/", 1)[1].startswith(mine) and d not in baseline_cgroups
        )
        daemons = [p for p in host_processes() if runner_dir and runner_dir in p.cmdline]
        if (not left and not daemons) or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert not daemons, f"runner daemons alive after the executor stopped: {daemons}"
    assert not left, f"runner cgroups left after the executor stopped: {left}"
    if backend == "docker":
        import docker

        from services.executor.docker_backend import containers

        kept = containers.owned(docker.from_env(), pool)
        assert not kept, f"runner containers left after the executor stopped: {kept}"
