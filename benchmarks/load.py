"""Load: N concurrent clients against a deployment of separate processes, then a soak.

    .venv/bin/python benchmarks/load.py [--clients 8] [--samples 1000] [--soak 10000]
        [--soak-clients 4] [--workers 2] [--out /tmp/rockman-load.json] [--quick]

A deployment as in docs/deployment.md, every service its own `rockman-client serve` process on
loopback: a registry (`--no-local-suites`; the starter suite is published into it from here, not
timed), an executor on the native backend with `--workers` workers, and a scorer. The samples are
the starter suite's 12 Python reference solutions and its buggy variants, alternated (half pass,
half fail), each sample with its own sample_id. One untimed calibration pass runs every program
once; under load every sample must then get exactly one result, with the calibrated verdict
(references PASS, bugs not PASS).

Phase A: `--clients` threads, each with its own `Client` (own channel, own Execute stream, the
reader token), each sending `--samples` samples through `Client.execute` in chunks of
`--chunk` and scoring each chunk's outcomes at the scorer. Latency of a sample is from the moment
the client's dispatcher takes it to put on the stream to its result arriving (the window is the
executor's admission, 2 x workers per stream); throughput is samples / wall time of the phase.

Phase B (soak): `--soak` samples over `--soak-clients` clients, same pattern, while the RSS
(VmRSS from /proc/PID/status) of every service process and every long-lived descendant (the
executor's runner daemons and their fork-servers) is sampled every `--rss-every` seconds. Per
process: first, last, max and the least-squares slope in MiB per 1,000 samples, over the whole
soak and over its second half (after warm-up); "flat" means the second-half slope is under
FLAT_MIB_PER_1000 and last - first under FLAT_GROWTH_MIB.

Leftovers, counted while running and after SIGTERM: the executor's runner cgroups
(`/sys/fs/cgroup/[controller/]rockman/<executor pid>-*`, named by services/executor/pool.py),
its runner root folders (`$TMPDIR/rockman-root-<executor pid>-*`), mounts of those folders in
this mount namespace (/proc/self/mountinfo), and processes: every descendant seen during the run
still alive (same pid and start time), and any process in a rockman cgroup of that executor.

Errors: any exception in a client, a missing, duplicated or unexpected result, a verdict other
than the calibrated one, a client log warning (a failed or retried stream), a service that
exited during the run or not with 0 on SIGTERM. Prints a table on stderr, writes the JSON.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rockman import auth, logs  # noqa: E402
from rockman.client import Client  # noqa: E402
from rockman.client.services import Endpoints  # noqa: E402
from rockman.client.suites import sync_local_suite  # noqa: E402
from rockman.problems import seeds, variants  # noqa: E402
from rockman.v1 import common_pb2 as pb  # noqa: E402
from rockman.v1 import executor_pb2, scorer_pb2  # noqa: E402
from tests.helpers import serve_process  # noqa: E402

CLIENT = [sys.executable, "-m", "rockman.client.cli"]
PROBLEMS = ROOT / "problems"
CGROUP_ROOT = Path("/sys/fs/cgroup")
CONTROLLERS = ("", "memory", "pids", "cpu", "cpuacct")  # "" = the v2 (unified) layout
SERVICES = ("registry", "executor", "scorer")
FLAT_MIB_PER_1000 = 0.5
FLAT_GROWTH_MIB = 8.0
STOP_TIMEOUT_S = 30.0
MIB = 1024 * 1024


# -- the deployment --------------------------------------------------------------------------


@dataclass
class Deployment:
    """The three services, each a `serve` process; `home` holds their logs and tokens.json."""

    home: Path
    procs: dict[str, subprocess.Popen[str]] = field(default_factory=dict)
    addresses: dict[str, str] = field(default_factory=dict)
    version: str = ""

    def token(self, role: auth.Role) -> str:
        return auth.read_token_file(self.home / "tokens.json", role)

    def endpoints(self) -> Endpoints:
        a = self.addresses
        return Endpoints(a["registry"], a["executor"], a["scorer"])

    def pids(self) -> dict[str, int]:
        return {name: proc.pid for name, proc in self.procs.items()}

    def died(self) -> dict[str, int]:
        """Services that exited while they should be running: name -> exit code."""
        return {n: p.returncode for n, p in self.procs.items() if p.poll() is not None}


def serve(home: Path, name: str, *args: str) -> tuple[subprocess.Popen[str], str]:
    """Start `serve` (native sandbox) with its own log file, home/NAME.log."""
    return serve_process(home, f"{name}.log", *args, env={"ROCKMAN_SANDBOX": "native"})


def start(home: Path, workers: int) -> Deployment:
    """Registry (starter suite published into it), native executor, scorer. On failure what
    already started is stopped before the error propagates."""
    dep = Deployment(home)
    try:
        dep.procs["registry"], dep.addresses["registry"] = serve(
            home, "registry", "--service", "registry", "--no-local-suites"
        )
        publisher = dep.token(auth.Role.PUBLISHER)
        with Client(Endpoints(dep.addresses["registry"], "", ""), publisher) as c:
            dep.version = sync_local_suite(c, "starter", PROBLEMS, seed=seeds.DEVELOPMENT)
        dep.procs["executor"], dep.addresses["executor"] = serve(
            home, "executor", "--service", "executor", "--registry", dep.addresses["registry"],
            "--workers", str(workers), f"--registry-token={dep.token(auth.Role.EXECUTOR)}",
        )  # fmt: skip
        dep.procs["scorer"], dep.addresses["scorer"] = serve(home, "scorer", "--service", "scorer")
    except BaseException:
        stop(dep)
        raise
    return dep


def stop(dep: Deployment) -> dict[str, int | None]:
    """SIGTERM every service (executor first, so it stops asking the registry), wait; a service
    still there after STOP_TIMEOUT_S is killed and reported with None."""
    codes: dict[str, int | None] = {}
    for name in ("executor", "scorer", "registry"):
        proc = dep.procs.get(name)
        if proc is None:
            continue
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        try:
            codes[name] = proc.wait(timeout=STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
            codes[name] = None
    return codes


# -- the samples -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Program:
    task_id: str
    name: str  # "reference" or the buggy variant's name
    code: str


def programs() -> tuple[list[Program], list[Program]]:
    """The starter suite's reference solutions and buggy variants (Python)."""
    refs: list[Program] = []
    bugs: list[Program] = []
    for folder in sorted(PROBLEMS.glob("Starter__*")):
        task = folder.name.replace("__", "/")
        refs.append(Program(task, "reference", (folder / "reference.py").read_text()))
        for bug in variants.buggy_variants(folder):
            bugs.append(Program(task, bug.name, bug.code))
    return refs, bugs


def pick(index: int, refs: list[Program], bugs: list[Program]) -> Program:
    """Even indices pass (a reference), odd ones fail (a bug), both cycling."""
    return refs[(index // 2) % len(refs)] if index % 2 == 0 else bugs[(index // 2) % len(bugs)]


def submission(program: Program, sample_id: str, version: str) -> executor_pb2.Submission:
    return executor_pb2.Submission(
        task_id=program.task_id,
        language=pb.LANGUAGE_PYTHON,
        version=version,
        sample_id=sample_id,
        code=program.code,
        code_kind=pb.CODE_KIND_SOLUTION,
    )


def verdict_name(verdict: int) -> str:
    return pb.Verdict.Name(verdict).removeprefix("VERDICT_")  # type: ignore[arg-type]


def calibrate(dep: Deployment, refs: list[Program], bugs: list[Program]) -> dict[Program, str]:
    """Every program once, one client, untimed: the verdict each must get under load."""
    everything = refs + bugs
    subs = [submission(p, f"calibrate-{i}", dep.version) for i, p in enumerate(everything)]
    with Client(dep.endpoints(), dep.token(auth.Role.READER)) as client:
        client.capabilities(wait_for_self_test=True)
        got = {r.sample_id: verdict_name(r.verdict) for r in client.execute(subs)}
    expected = {p: got[f"calibrate-{i}"] for i, p in enumerate(everything)}
    wrong = [p for p in refs if expected[p] != "PASS"] + [p for p in bugs if expected[p] == "PASS"]
    if wrong:
        raise RuntimeError(f"calibration: unexpected verdicts {[(p, expected[p]) for p in wrong]}")
    return expected


# -- the clients -----------------------------------------------------------------------------


@dataclass
class ClientOutcome:
    """What one client saw: a latency per answered sample, its verdicts, its problems."""

    index: int
    latencies: list[float] = field(default_factory=list)
    answered: Counter[str] = field(default_factory=Counter)
    verdicts: Counter[str] = field(default_factory=Counter)
    got: dict[str, str] = field(default_factory=dict)  # sample_id -> verdict (last seen)
    errors: list[str] = field(default_factory=list)
    score_seconds: list[float] = field(default_factory=list)


class Progress:
    """Samples answered so far over all clients (read by the RSS sampler)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.done = 0

    def add(self, n: int = 1) -> None:
        with self.lock:
            self.done += n


def _timed(
    subs: list[executor_pb2.Submission], sent: dict[str, float]
) -> Iterator[executor_pb2.Submission]:
    """The submissions, stamping each when the dispatcher takes it (it takes one only when its
    stream's window has room, i.e. just before putting it on the stream)."""
    for sub in subs:
        sent[sub.sample_id] = time.perf_counter()
        yield sub


def _score_chunk(
    client: Client,
    metas: list[scorer_pb2.ProblemMeta],
    results: list[executor_pb2.ExecutionResult],
    version: str,
) -> scorer_pb2.Report:
    outcomes = [
        scorer_pb2.SampleOutcome(
            task_id=r.task_id,
            language=r.language or pb.LANGUAGE_PYTHON,
            sample_id=r.sample_id,
            verdict=r.verdict,
            version=version,
        )
        for r in results
    ]
    return client.score(metas, outcomes, ks=[1])


def run_client(
    dep: Deployment,
    outcome: ClientOutcome,
    plan: list[tuple[str, Program]],
    expected: dict[Program, str],
    chunk: int,
    progress: Progress,
) -> None:
    """One client: its own channels and streams; `plan` in chunks, each executed then scored.
    Never raises: everything wrong goes to `outcome.errors`."""
    want = {sid: program for sid, program in plan}
    try:
        with Client(dep.endpoints(), dep.token(auth.Role.READER)) as client:
            problems, _, _ = client.problems("starter", dep.version)
            metas = [
                scorer_pb2.ProblemMeta(task_id=p.task_id, difficulty=p.difficulty,
                                       category=p.category, task_type=p.task_type)
                for p in problems
            ]  # fmt: skip
            for start_at in range(0, len(plan), chunk):
                part = plan[start_at : start_at + chunk]
                subs = [submission(program, sid, dep.version) for sid, program in part]
                sent: dict[str, float] = {}
                results = []
                for result in client.execute(_timed(subs, sent)):
                    now = time.perf_counter()
                    sid = result.sample_id
                    outcome.answered[sid] += 1
                    progress.add()
                    if sid not in want:
                        outcome.errors.append(f"unexpected result {sid!r}")
                        continue
                    outcome.latencies.append(now - sent[sid])
                    got = verdict_name(result.verdict)
                    outcome.verdicts[got] += 1
                    outcome.got[sid] = got
                    if got != expected[want[sid]]:
                        p = want[sid]
                        outcome.errors.append(
                            f"{sid} ({p.task_id} {p.name}): {got}, expected {expected[p]}"
                        )
                    results.append(result)
                began = time.perf_counter()
                report = _score_chunk(client, metas, results, dep.version)
                outcome.score_seconds.append(time.perf_counter() - began)
                if report.overall.n_samples != len(results):
                    outcome.errors.append(
                        f"scorer counted {report.overall.n_samples} of {len(results)} samples"
                    )
    except Exception as exc:  # reported, not raised: the phase counts it as an error
        outcome.errors.append(f"client {outcome.index}: {type(exc).__name__}: {exc}")
    missing = [sid for sid in want if outcome.answered[sid] == 0]
    twice = [sid for sid, n in outcome.answered.items() if n > 1]
    if missing:
        outcome.errors.append(f"{len(missing)} samples unanswered, e.g. {missing[:3]}")
    if twice:
        outcome.errors.append(f"{len(twice)} samples answered twice, e.g. {twice[:3]}")


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


def plan_of(name: str, client: int, per_client: int) -> list[str]:
    """The sample_ids client `client` of phase `name` sends."""
    return [f"{name}-c{client}-{j}" for j in range(per_client)]


def phase(
    dep: Deployment,
    name: str,
    clients: int,
    per_client: int,
    expected: dict[Program, str],
    refs: list[Program],
    bugs: list[Program],
    chunk: int,
    timeout_s: float,
    progress: Progress | None = None,
    outcomes: list[ClientOutcome] | None = None,
) -> dict[str, Any]:
    """`clients` concurrent clients x `per_client` samples; the phase's figures and errors.
    Client i's j-th sample runs `pick(i * per_client + j)`; each client's own record goes into
    `outcomes` (filled here) when given."""
    progress = progress or Progress()
    outcomes = outcomes if outcomes is not None else []
    outcomes[:] = [ClientOutcome(i) for i in range(clients)]
    plans = [
        [
            (sid, pick(i * per_client + j, refs, bugs))
            for j, sid in enumerate(plan_of(name, i, per_client))
        ]
        for i in range(clients)
    ]
    threads = [
        threading.Thread(
            target=run_client,
            args=(dep, outcomes[i], plans[i], expected, chunk, progress),
            name=f"load-client-{i}",
            daemon=True,
        )
        for i in range(clients)
    ]
    began = time.perf_counter()
    for t in threads:
        t.start()
    deadline = time.monotonic() + timeout_s
    for t in threads:
        t.join(timeout=max(0.0, deadline - time.monotonic()))
    wall = time.perf_counter() - began
    errors = [e for o in outcomes for e in o.errors]
    hung = [t.name for t in threads if t.is_alive()]
    if hung:
        errors.append(f"clients still running after {timeout_s:.0f} s: {hung}")
    died = dep.died()
    if died:
        errors.append(f"services exited during {name}: {died}")
    latencies = [x for o in outcomes for x in o.latencies]
    answered = sum(len(o.latencies) for o in outcomes)
    verdicts: Counter[str] = Counter()
    for o in outcomes:
        verdicts.update(o.verdicts)
    scores = [x for o in outcomes for x in o.score_seconds]
    return {
        "phase": name,
        "clients": clients,
        "samples_per_client": per_client,
        "samples": clients * per_client,
        "answered": answered,
        "errors": len(errors),
        "error_examples": errors[:20],
        "wall_s": round(wall, 2),
        "samples_per_s": round(answered / wall, 2) if wall else 0.0,
        "latency_ms": {
            "p50": round(1000 * percentile(latencies, 50), 1) if latencies else None,
            "p90": round(1000 * percentile(latencies, 90), 1) if latencies else None,
            "p99": round(1000 * percentile(latencies, 99), 1) if latencies else None,
            "max": round(1000 * max(latencies), 1) if latencies else None,
        },
        "score_calls": len(scores),
        "score_ms_p50": round(1000 * percentile(scores, 50), 1) if scores else None,
        "verdicts": dict(verdicts),
    }


# -- processes and memory --------------------------------------------------------------------


def _status(pid: int) -> dict[str, str]:
    out: dict[str, str] = {}
    with contextlib.suppress(OSError), open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            out[key] = value.strip()
    return out


def start_time(pid: int) -> int | None:
    """Field 22 of /proc/PID/stat: tells a process from a later one with the same pid."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return int(f.read().rsplit(")", 1)[1].split()[19])
    except (OSError, IndexError, ValueError):
        return None


def descendants(roots: dict[str, int]) -> dict[int, str]:
    """Every live process under each root (the roots too): pid -> service name."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            ppid = _status(int(entry)).get("PPid")
            if ppid and ppid.isdigit():
                children.setdefault(int(ppid), []).append(int(entry))
    owner: dict[int, str] = {}
    for service, root in roots.items():
        stack = [root]
        while stack:
            pid = stack.pop()
            if pid in owner or not os.path.exists(f"/proc/{pid}"):
                continue
            owner[pid] = service
            stack.extend(children.get(pid, []))
    return owner


def _comm(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()[:120]
    except OSError:
        return ""


def _mounts_and_fds(pid: int) -> tuple[int, int]:
    """Mounts in the process's mount namespace and its open descriptors: a runner that left a
    run's mount or descriptor behind would show a count growing with the samples."""
    mounts = fds = -1
    with contextlib.suppress(OSError), open(f"/proc/{pid}/mountinfo") as f:
        mounts = sum(1 for _ in f)
    with contextlib.suppress(OSError):
        fds = len(os.listdir(f"/proc/{pid}/fd"))
    return mounts, fds


class RssSampler:
    """Every `every` seconds: VmRSS of each service process and its descendants, with the
    number of samples answered so far. Also remembers every descendant it ever saw."""

    def __init__(self, dep: Deployment, progress: Progress, every: float) -> None:
        self.dep = dep
        self.progress = progress
        self.every = every
        self.points: list[dict[str, Any]] = []  # {"t", "done", "rss": {pid: kB}}
        self.seen: dict[tuple[int, int | None], tuple[str, str]] = {}  # (pid, start) -> owner
        self.loads: list[float] = []  # 1-minute load average at each sample
        self.stop_event = threading.Event()
        self.thread = threading.Thread(target=self._loop, name="rss-sampler", daemon=True)
        self.began = time.monotonic()

    def __enter__(self) -> RssSampler:
        self.sample()
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop_event.set()
        self.thread.join(timeout=30)
        self.sample()

    def _loop(self) -> None:
        while not self.stop_event.wait(self.every):
            self.sample()

    def sample(self) -> None:
        self.loads.append(os.getloadavg()[0])
        owners = descendants(self.dep.pids())
        rss: dict[int, int] = {}
        mounts: dict[int, int] = {}
        fds: dict[int, int] = {}
        for pid, service in owners.items():
            value = _status(pid).get("VmRSS", "")
            if value.endswith("kB"):
                rss[pid] = int(value.split()[0])
                mounts[pid], fds[pid] = _mounts_and_fds(pid)
                key = (pid, start_time(pid))
                if key not in self.seen:
                    self.seen[key] = (service, _comm(pid))
        self.points.append(
            {
                "t": round(time.monotonic() - self.began, 2),
                "done": self.progress.done,
                "rss": rss,
                "mounts": mounts,
                "fds": fds,
            }
        )


def slope_per_1000(xs: list[float], ys: list[float]) -> float | None:
    """Least-squares slope of ys over xs, times 1,000 (MiB per 1,000 samples)."""
    n = len(xs)
    if n < 3:
        return None
    mx, my = sum(xs) / n, sum(ys) / n
    var = sum((x - mx) ** 2 for x in xs)
    if var == 0:
        return None
    return 1000 * sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / var


def _downsampled(series: list[tuple[int, float]], keep: int = 40) -> list[list[float]]:
    """At most `keep` evenly spaced [samples done, MiB] points (and the last), for the JSON."""
    step = max(1, len(series) // keep)
    picked = series[::step] + ([series[-1]] if (len(series) - 1) % step else [])
    return [[x, round(y, 1)] for x, y in picked]


def _first_last(points: list[dict[str, Any]], key: str, pid: int) -> list[int]:
    values = [p[key][pid] for p in points if pid in p[key]]
    return [values[0], values[-1]] if values else []


def memory_report(sampler: RssSampler) -> list[dict[str, Any]]:
    """Per long-lived process (in at least 90 % of the samples): RSS first/last/max in MiB,
    slope per 1,000 samples over the soak and over its second half, and the flat judgement."""
    points = sampler.points
    pids = Counter(pid for p in points for pid in p["rss"])
    names = {pid: sampler.seen.get((pid, start_time(pid)), ("?", "")) for pid in pids}
    for (pid, _), owner in sampler.seen.items():
        names.setdefault(pid, owner)
    rows = []
    total = points[-1]["done"] if points else 0
    for pid, count in sorted(pids.items()):
        if count < 0.9 * len(points):
            continue
        series = [(p["done"], p["rss"][pid] / 1024) for p in points if pid in p["rss"]]
        xs, ys = [x for x, _ in series], [y for _, y in series]
        late = [(x, y) for x, y in series if x >= total / 2]
        slope = slope_per_1000(xs, ys)
        late_slope = slope_per_1000([x for x, _ in late], [y for _, y in late])
        growth = ys[-1] - ys[0]
        flat = (
            late_slope is not None and late_slope < FLAT_MIB_PER_1000 and growth < FLAT_GROWTH_MIB
        )
        service, cmd = names[pid]
        rows.append(
            {
                "service": service,
                "pid": pid,
                "role": "main" if pid == sampler.dep.pids().get(service) else "child",
                "cmd": cmd,
                "samples_taken": count,
                "first_mib": round(ys[0], 1),
                "last_mib": round(ys[-1], 1),
                "max_mib": round(max(ys), 1),
                "slope_mib_per_1000": None if slope is None else round(slope, 3),
                "second_half_slope_mib_per_1000": (
                    None if late_slope is None else round(late_slope, 3)
                ),
                "flat": flat,
                "series": _downsampled(series),
                "mounts_first_last": _first_last(points, "mounts", pid),
                "fds_first_last": _first_last(points, "fds", pid),
            }
        )
    return rows


# -- leftovers -------------------------------------------------------------------------------


def runner_cgroups(executor_pid: int, root: Path = CGROUP_ROOT) -> list[str]:
    """The executor's runner cgroups (one per controller on v1)."""
    found = []
    for controller in CONTROLLERS:
        parent = (root / controller / "rockman") if controller else root / "rockman"
        with contextlib.suppress(OSError):
            found += [
                str(p)
                for p in parent.iterdir()
                if p.is_dir() and p.name.startswith(f"{executor_pid}-")
            ]
    return sorted(found)


def runner_roots(executor_pid: int) -> list[str]:
    tmp = Path(tempfile.gettempdir())
    return sorted(str(p) for p in tmp.glob(f"rockman-root-{executor_pid}-*"))


def sandbox_mounts(executor_pid: int) -> list[str]:
    """Mounts in this mount namespace on (or under) the executor's runner root folders."""
    marker = f"rockman-root-{executor_pid}-"
    with open("/proc/self/mountinfo") as f:
        return [line.strip() for line in f if marker in line]


def cgroup_processes(cgroups: list[str]) -> list[int]:
    pids: list[int] = []
    for group in cgroups:
        with contextlib.suppress(OSError):
            pids += [int(x) for x in (Path(group) / "cgroup.procs").read_text().split()]
    return sorted(set(pids))


def live_seen(sampler: RssSampler) -> list[dict[str, Any]]:
    """Processes seen as a service's descendant that are still alive (same start time)."""
    return [
        {"pid": pid, "service": owner[0], "cmd": owner[1]}
        for (pid, started), owner in sampler.seen.items()
        if started is not None and start_time(pid) == started
    ]


def leftovers(executor_pid: int, sampler: RssSampler | None) -> dict[str, Any]:
    cgroups = runner_cgroups(executor_pid)
    return {
        "cgroups": cgroups,
        "cgroup_processes": cgroup_processes(cgroups),
        "root_folders": runner_roots(executor_pid),
        "mounts": sandbox_mounts(executor_pid),
        "processes": live_seen(sampler) if sampler else [],
    }


def settled_leftovers(
    executor_pid: int, sampler: RssSampler | None, timeout_s: float = 5.0
) -> dict[str, Any]:
    """Leftovers after a stop, polled until none or `timeout_s` (processes killed at the stop
    take a moment to be reaped, cgroups to be removed)."""
    deadline = time.monotonic() + timeout_s
    while True:
        found = leftovers(executor_pid, sampler)
        if not any(found.values()) or time.monotonic() > deadline:
            return found
        time.sleep(0.1)


def count(found: dict[str, Any]) -> dict[str, int]:
    return {key: len(value) for key, value in found.items()}


# -- the benchmark ---------------------------------------------------------------------------


def load_average() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def watch_load(into: list[float], stop_event: threading.Event) -> None:
    """The 1-minute load average every 5 s until `stop_event`."""
    while not stop_event.wait(5.0):
        into.append(os.getloadavg()[0])


def summary(values: list[float]) -> dict[str, float] | None:
    if not values:
        return None
    ordered = sorted(values)
    return {
        "min": round(ordered[0], 2),
        "median": round(ordered[len(ordered) // 2], 2),
        "max": round(ordered[-1], 2),
    }


def run(ns: argparse.Namespace, home: Path) -> dict[str, Any]:
    """Start, calibrate, phase A, soak (sampled), count leftovers, stop, count again."""
    logs.configure("warning", home / "client.log")
    refs, bugs = programs()
    report: dict[str, Any] = {"benchmark": "load", "load_average": {"start": load_average()}}
    dep = Deployment(home)
    sampler: RssSampler | None = None
    try:
        began = time.perf_counter()
        dep = start(home, ns.workers)
        report["startup_s"] = round(time.perf_counter() - began, 2)
        report["pids"] = dep.pids()
        expected = calibrate(dep, refs, bugs)
        report["programs"] = {"references": len(refs), "bugs": len(bugs)}
        report["expected_verdicts"] = dict(Counter(expected.values()))
        sys.stderr.write(f"phase A: {ns.clients} clients x {ns.samples} samples ...\n")
        loads: list[float] = []
        watching = threading.Event()
        watcher = threading.Thread(target=watch_load, args=(loads, watching), daemon=True)
        watcher.start()
        report["phase_a"] = phase(
            dep, "a", ns.clients, ns.samples, expected, refs, bugs, ns.chunk, ns.timeout
        )
        watching.set()
        report["load_average"]["phase_a_1min"] = summary(loads)
        report["load_average"]["after_a"] = load_average()
        per_client = max(1, ns.soak // ns.soak_clients)
        sys.stderr.write(f"phase B (soak): {ns.soak_clients} clients x {per_client} samples ...\n")
        progress = Progress()
        with RssSampler(dep, progress, ns.rss_every) as sampler:
            report["phase_b"] = phase(
                dep, "b", ns.soak_clients, per_client, expected, refs, bugs, ns.chunk,
                ns.timeout, progress,
            )  # fmt: skip
        report["load_average"]["soak_1min"] = summary(sampler.loads)
        report["memory"] = memory_report(sampler)
        report["rss_points"] = len(sampler.points)
        report["leftovers_running"] = count(leftovers(dep.procs["executor"].pid, None))
    finally:
        executor_pid = dep.procs["executor"].pid if "executor" in dep.procs else None
        report["exit_codes"] = stop(dep)
    if executor_pid is not None:
        found = settled_leftovers(executor_pid, sampler)
        report["leftovers_after_stop"] = count(found)
        report["leftover_details"] = {k: v[:10] for k, v in found.items() if v}
    report["load_average"]["end"] = load_average()
    return report


def ok(report: dict[str, Any]) -> bool:
    phases = [report.get("phase_a"), report.get("phase_b")]
    return (
        all(p is not None and p["errors"] == 0 and p["answered"] == p["samples"] for p in phases)
        and all(code == 0 for code in report.get("exit_codes", {}).values())
        and not any(report.get("leftovers_after_stop", {"?": 1}).values())
        and all(row["flat"] for row in report.get("memory", []))
    )


def table(report: dict[str, Any]) -> str:
    lines = []
    lines.append(f"{'phase':<6}{'clients':>8}{'samples':>9}{'errors':>7}{'wall s':>9}"
                 f"{'samples/s':>10}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}")  # fmt: skip
    for key in ("phase_a", "phase_b"):
        p = report.get(key)
        if p:
            lat = p["latency_ms"]
            lines.append(
                f"{p['phase']:<6}{p['clients']:>8}{p['samples']:>9}{p['errors']:>7}"
                f"{p['wall_s']:>9.1f}{p['samples_per_s']:>10.1f}{lat['p50']!s:>9}"
                f"{lat['p99']!s:>9}{lat['max']!s:>9}"
            )
    lines.append("")
    lines.append(f"{'service':<9}{'pid':>8} {'role':<6}{'first':>7}{'last':>7}{'max':>7}"
                 f"{'slope':>9}{'2nd-half':>9}  flat  (MiB; slope per 1,000 samples)")  # fmt: skip
    for row in report.get("memory", []):
        lines.append(
            f"{row['service']:<9}{row['pid']:>8} {row['role']:<6}{row['first_mib']:>7.1f}"
            f"{row['last_mib']:>7.1f}{row['max_mib']:>7.1f}{row['slope_mib_per_1000']!s:>9}"
            f"{row['second_half_slope_mib_per_1000']!s:>9}  {row['flat']!s:<5} "
            f"mounts {row['mounts_first_last']} fds {row['fds_first_last']}"
        )
    lines.append("")
    lines.append(f"leftovers while running: {report.get('leftovers_running')}")
    lines.append(f"leftovers after stop:    {report.get('leftovers_after_stop')}")
    lines.append(f"exit codes: {report.get('exit_codes')}  load average: {report['load_average']}")
    return "\n".join(lines) + "\n"


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--samples", type=int, default=1000, help="per client, phase A")
    parser.add_argument("--soak", type=int, default=10_000, help="samples in the soak")
    parser.add_argument("--soak-clients", type=int, default=4)
    parser.add_argument("--workers", type=int, default=2, help="executor sandbox workers")
    parser.add_argument("--chunk", type=int, default=250, help="samples per execute+score call")
    parser.add_argument("--rss-every", type=float, default=3.0, help="seconds between samples")
    parser.add_argument("--timeout", type=float, default=3600.0, help="seconds per phase")
    parser.add_argument("--out", type=Path, default=Path("/tmp/rockman-load.json"))
    parser.add_argument("--keep", type=Path, help="keep the services' logs in this folder")
    parser.add_argument(
        "--quick", action="store_true", help="8 x 25 then a 400-sample soak (runtime estimate)"
    )
    ns = parser.parse_args(argv)
    if ns.quick:
        ns.samples, ns.soak, ns.chunk, ns.rss_every = 25, 400, 50, 1.0
    return ns


def main(argv: list[str] | None = None) -> int:
    ns = parse(argv)
    began = time.perf_counter()
    if ns.keep:
        ns.keep.mkdir(parents=True, exist_ok=True)
        report = run(ns, ns.keep)
    else:
        with tempfile.TemporaryDirectory(prefix="rockman-load-") as tmp:
            report = run(ns, Path(tmp))
    uname = platform.uname()
    report["machine"] = {"nproc": os.cpu_count(), "kernel": uname.release}
    report["command"] = " ".join(sys.argv)
    report["total_s"] = round(time.perf_counter() - began, 1)
    report["ok"] = ok(report)
    ns.out.write_text(json.dumps(report, indent=1) + "\n")
    sys.stderr.write("\n" + table(report))
    sys.stderr.write(f"total {report['total_s']} s; JSON: {ns.out}; ok={report['ok']}\n")
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
