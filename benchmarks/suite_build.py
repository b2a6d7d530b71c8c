"""What a fresh home's first start costs: building the local suites, and a command's own start.

1. Every problem of problems/ built from one private seed, in one process (workers=1) and over the
   build pool (workers=0: one per core), alternating, `--rounds` times each; the two builds must
   give equal messages.
2. A `rockman-client` command that starts embedded services and does almost nothing
   (`humans show` of an empty home's set), and `import rockman.client.cli` alone, `--rounds`
   times each: the fixed cost every CLI call and test pays.

    .venv/bin/python benchmarks/suite_build.py --rounds 3

Medians in seconds, printed as JSON (docs/performance.md, "Suite builds and command start").
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from rockman.problem_spec import ProblemSpec
from rockman.problems import build, build_pool
from rockman.v1 import registry_pb2

ROOT = Path(__file__).resolve().parents[1]
SEED = "benchmark-seed-" + "0" * 48


def _build(
    specs: list[ProblemSpec], workers: int
) -> tuple[float, list[list[registry_pb2.ProblemSource]]]:
    start = time.perf_counter()
    built = list(build_pool.build_many(specs, SEED, False, workers=workers))
    return time.perf_counter() - start, built


def _timed(argv: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, env=env, cwd=ROOT, capture_output=True, check=False, timeout=600)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    specs = build.discover(ROOT / "problems")
    serial: list[float] = []
    pooled: list[float] = []
    for _ in range(args.rounds):
        t1, one = _build(specs, 1)
        t2, many = _build(specs, 0)
        if one != many:
            raise SystemExit("the pooled build differs from the serial one")
        serial.append(t1)
        pooled.append(t2)
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, ROCKMAN_HOME=home)
        command = [sys.executable, "-m", "rockman.client.cli", "humans", "show", "--set", "none"]
        _timed(command, env)  # the home's first use (keys, seed) is not the fixed cost
        calls = [_timed(command, env) for _ in range(args.rounds)]
        imports = [
            _timed([sys.executable, "-c", "import rockman.client.cli"], env)
            for _ in range(args.rounds)
        ]
    print(
        json.dumps(
            {
                "problems": len(specs),
                "cores": build_pool.default_workers(),
                "build_serial_s": round(statistics.median(serial), 2),
                "build_pool_s": round(statistics.median(pooled), 2),
                "speedup": round(statistics.median(serial) / statistics.median(pooled), 2),
                "command_with_embedded_services_s": round(statistics.median(calls), 2),
                "import_cli_s": round(statistics.median(imports), 2),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
