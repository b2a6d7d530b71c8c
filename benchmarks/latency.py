"""Warm latency of one trivial Python submission: inside the executor, and end to end over gRPC.

    .venv/bin/python benchmarks/latency.py [--warmup 20] [--runs 200] [--workers 2]

Setup (not timed): embedded services (``EmbeddedServices(home, workers=2)``) in a temporary home,
and the test problem ``Test/ADD_001`` (``tests.helpers.build_add``: ``add(a, b)``, 3 public, 10
private and 20 hidden call cases) put into the registry as suite ``testsuite`` version ``v1`` by a
publisher client. The submission is the reference solution (a complete program).

(a) executor-side: a ``services.executor.core.Executor`` with its own ``NativeSandbox(workers)``
    and a registry bundle source (bundles of a pinned version are cached after the first call),
    timed around ``Executor.execute()`` in the process that holds it: fetching the cached bundle,
    preparing the run, the sandboxed run (public part, then private and hidden part) and judging.
    Also reported: the result's own ``wall_time_s`` (the sandbox's measurement). This part runs in
    a child process of the benchmark: two runner pools in one process collide (NativeSandbox
    names its cgroups ``<pid>-<index>-<generation>``, the same in both pools).
(b) end to end: ``Client.execute([submission])`` with a reader-role client of the embedded services:
    one bidirectional Execute stream per submission, through gRPC on loopback, the servicer's
    pool and the service's own executor.

Each part: `--warmup` unmeasured calls, then `--runs` measured ones, one at a time. Prints a table
on stderr and one JSON line on stdout; exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rockman import logs  # noqa: E402
from rockman.auth import Role  # noqa: E402
from rockman.client import Client, EmbeddedServices  # noqa: E402
from rockman.v1 import common_pb2 as pb  # noqa: E402
from rockman.v1 import executor_pb2  # noqa: E402
from services.executor.bundles import RegistryBundles  # noqa: E402
from services.executor.core import Executor, ExecutorConfig  # noqa: E402
from services.executor.pool import NativeSandbox  # noqa: E402
from tests.helpers import ADD_REFERENCE, build_add  # noqa: E402

SUITE, VERSION, TASK = "testsuite", "v1", "Test/ADD_001"
TOKEN_ENV = "ROCKMAN_LATENCY_EXECUTOR_TOKEN"
LOG_ENV = "ROCKMAN_LATENCY_LOG"
TARGETS_MS = {"executor_p50": 10.0, "executor_p99": 30.0, "end_to_end_p50": 20.0}


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


def submission(i: int) -> executor_pb2.Submission:
    return executor_pb2.Submission(
        task_id=TASK,
        language=pb.LANGUAGE_PYTHON,
        version=VERSION,
        sample_id=str(i),
        code=ADD_REFERENCE,
        code_kind=pb.CODE_KIND_SOLUTION,
    )


def measure(
    call: Callable[[int], executor_pb2.ExecutionResult], warmup: int, runs: int
) -> tuple[list[float], list[float]]:
    """Milliseconds per call and the results' wall_time_s (ms), measured calls only."""
    for i in range(warmup):
        result = call(i)
        if result.verdict != pb.VERDICT_PASS:
            raise SystemExit(f"warm-up run {i} did not pass: {result}")
    elapsed: list[float] = []
    reported: list[float] = []
    for i in range(runs):
        start = time.perf_counter()
        result = call(warmup + i)
        elapsed.append((time.perf_counter() - start) * 1000)
        if result.verdict != pb.VERDICT_PASS:
            raise SystemExit(f"run {i} did not pass: {result}")
        reported.append(result.wall_time_s * 1000)
    return elapsed, reported


def stats(values: list[float]) -> dict[str, float]:
    return {
        "p50_ms": round(percentile(values, 50), 2),
        "p99_ms": round(percentile(values, 99), 2),
        "mean_ms": round(statistics.fmean(values), 2),
        "min_ms": round(min(values), 2),
        "max_ms": round(max(values), 2),
    }


def machine() -> dict[str, Any]:
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"nproc": os.cpu_count(), "kernel": platform.release(), "cpu": model}


def executor_side(registry: str, token: str, workers: int, warmup: int, runs: int) -> None:
    """Part (a), run in a child process: prints {"elapsed": [...], "reported": [...]} in ms."""
    bundles = RegistryBundles(registry, token)
    sandbox = NativeSandbox(workers)
    try:
        executor = Executor(bundles, sandbox, ExecutorConfig(workers=workers, backend="native"))
        elapsed, reported = measure(lambda i: executor.execute(submission(i)), warmup, runs)
    finally:
        sandbox.close()
        bundles.close()
    sys.stdout.write(json.dumps({"elapsed": elapsed, "reported": reported}) + "\n")


def describe(m: dict[str, Any]) -> str:
    return f"{m['nproc']} CPUs ({m['cpu']}), Linux {m['kernel']}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--executor-child", metavar="REGISTRY", help=argparse.SUPPRESS)
    ns = parser.parse_args(argv)
    if ns.executor_child:
        logs.configure("info", Path(os.environ[LOG_ENV]))
        executor_side(ns.executor_child, os.environ[TOKEN_ENV], ns.workers, ns.warmup, ns.runs)
        return 0

    with tempfile.TemporaryDirectory(prefix="rockman-latency-") as tmp:
        home = Path(tmp) / "home"
        logs.configure("info", home / "logs" / "rockman.log")  # as the CLI does
        with EmbeddedServices(home, workers=ns.workers) as services:
            with Client(services.endpoints, services.token(Role.PUBLISHER)) as publisher:
                publisher.put_version(SUITE, VERSION, [build_add(Path(tmp) / "problems")])

            # (a) executor-side: in a child process, whose runner pool cannot collide with the
            # embedded executor's (NativeSandbox names its cgroups <pid>-<index>-<generation>)
            child = subprocess.run(
                [
                    sys.executable,
                    str(Path(__file__).resolve()),
                    "--executor-child",
                    services.endpoints.registry,
                    "--workers",
                    str(ns.workers),
                    "--warmup",
                    str(ns.warmup),
                    "--runs",
                    str(ns.runs),
                ],
                env=dict(
                    os.environ,
                    **{
                        TOKEN_ENV: services.token(Role.EXECUTOR) or "",
                        LOG_ENV: str(home / "logs" / "executor-child.log"),
                    },
                ),
                capture_output=True,
                text=True,
                check=False,
            )
            if child.returncode != 0:
                raise SystemExit(f"executor-side measurement failed: {child.stdout}{child.stderr}")
            measured = json.loads(child.stdout.strip().splitlines()[-1])
            exec_ms, exec_reported = measured["elapsed"], measured["reported"]

            # (b) end to end through gRPC
            with Client(services.endpoints, services.token(Role.READER)) as client:

                def one(i: int) -> executor_pb2.ExecutionResult:
                    results = list(client.execute([submission(i)]))
                    return results[0]

                e2e_ms, e2e_reported = measure(one, ns.warmup, ns.runs)

    executor_stats = stats(exec_ms)
    e2e_stats = stats(e2e_ms)
    checks = {
        "executor_p50": executor_stats["p50_ms"],
        "executor_p99": executor_stats["p99_ms"],
        "end_to_end_p50": e2e_stats["p50_ms"],
    }
    targets = {
        name: {"target_ms": TARGETS_MS[name], "measured_ms": value, "ok": value <= TARGETS_MS[name]}
        for name, value in checks.items()
    }
    report = {
        "benchmark": "latency",
        "problem": TASK,
        "warmup": ns.warmup,
        "runs": ns.runs,
        "workers": ns.workers,
        "machine": machine(),
        "executor": {**executor_stats, "result_wall_time": stats(exec_reported)},
        "end_to_end": {**e2e_stats, "result_wall_time": stats(e2e_reported)},
        "targets": targets,
    }
    out = sys.stderr
    out.write(
        f"\nWarm latency of one trivial submission ({TASK}), {ns.runs} runs after "
        f"{ns.warmup} warm-up, {ns.workers} workers; {describe(machine())}\n"
    )
    out.write(f"{'what':<44} {'p50 ms':>8} {'p99 ms':>8} {'mean ms':>8}\n")
    rows = [
        ("executor: Executor.execute() in process", executor_stats),
        ("executor: result wall_time_s (sandbox)", report["executor"]["result_wall_time"]),
        ("end to end: Client.execute([one])", e2e_stats),
        ("end to end: result wall_time_s (sandbox)", report["end_to_end"]["result_wall_time"]),
    ]
    for name, s in rows:
        out.write(f"{name:<44} {s['p50_ms']:>8.2f} {s['p99_ms']:>8.2f} {s['mean_ms']:>8.2f}\n")
    for name, t in targets.items():
        verdict = "PASS" if t["ok"] else "MISS"
        out.write(
            f"target {name:<16} <= {t['target_ms']:>5.1f} ms: {t['measured_ms']:>7.2f} {verdict}\n"
        )
    sys.stdout.write(json.dumps(report) + "\n")
    return 0 if all(t["ok"] for t in targets.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
