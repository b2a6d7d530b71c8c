"""The ceiling of any harness that runs HumanEval's own tests on this machine.

    .venv/bin/python benchmarks/floor.py [--samples-per-task 10] [--workers 2]

Two figures, both with the same number of worker processes as the other benchmarks and the
same 1,640 programs (prompt + canonical solution + ``check``), with nothing else at all: no
sandbox, no protocol, no judging, no gRPC, no result files.

- **in-process**: each worker ``exec``s its programs one after the other in its own
  interpreter: the cost of the tests themselves, with no isolation between samples.
- **fork per sample**: each worker forks a child per program from a small warm interpreter
  (``-S -s``, json and typing preloaded, like rockman's sandbox init) and waits for it: the
  least a harness that gives every sample a fresh process can pay.

Used by humaneval_throughput.py to put rockman's figure next to what is physically reachable.
Prints one JSON line.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

_WORKER = r"""
import json, os, sys, time, typing
mode, workers, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
programs = json.load(open(path))

def run(source):
    exec(compile(source, "<sample>", "exec"), {"__name__": "__sample__"})

def share(index):
    for source in programs[index::workers]:
        if mode == "inprocess":
            run(source)
        else:
            pid = os.fork()
            if pid == 0:
                try:
                    run(source)
                    os._exit(0)
                except BaseException:
                    os._exit(1)
            _, status = os.waitpid(pid, 0)
            if status != 0:
                raise SystemExit(f"a canonical solution failed: {status}")

start = time.perf_counter()
children = []
for index in range(workers):
    pid = os.fork()
    if pid == 0:
        try:
            share(index)
            os._exit(0)
        except BaseException as exc:
            sys.stderr.write(f"worker failed: {exc}\n")
            os._exit(1)
    children.append(pid)
failed = sum(os.waitpid(pid, 0)[1] != 0 for pid in children)
print(json.dumps({"seconds": time.perf_counter() - start, "failed_workers": failed}))
"""


def programs(problems: list[dict[str, Any]], samples_per_task: int) -> list[str]:
    one = [
        f"{p['prompt']}{p['canonical_solution']}\n{p['test']}\ncheck({p['entry_point']})\n"
        for p in problems
    ]
    return one * samples_per_task


def measure(mode: str, sources: list[str], workers: int, work: Path) -> float:
    path = work / "floor-programs.json"
    path.write_text(json.dumps(sources), encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-S", "-s", "-c", _WORKER, mode, str(workers), str(path)],
        capture_output=True, text=True, check=False, timeout=1800, cwd=work,
    )  # fmt: skip
    if proc.returncode != 0:
        raise SystemExit(f"floor measurement {mode} failed: {proc.stderr[-2000:]}")
    result = json.loads(proc.stdout)
    if result["failed_workers"]:
        raise SystemExit(f"floor measurement {mode}: a worker failed: {proc.stderr[-2000:]}")
    return float(result["seconds"])


def measure_floor(
    problems: list[dict[str, Any]], samples_per_task: int, workers: int, work: Path
) -> dict[str, Any]:
    sources = programs(problems, samples_per_task)
    n = len(sources)
    report: dict[str, Any] = {"samples": n, "workers": workers}
    for mode in ("inprocess", "fork"):
        seconds = measure(mode, sources, workers, work)
        report[mode] = {"seconds": round(seconds, 3), "samples_per_s": round(n / seconds, 1)}
    return report


def main(argv: list[str] | None = None) -> int:
    root = Path(__file__).resolve().parent.parent
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    from tests.integration.test_humaneval_agreement import humaneval_file, read_problems

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples-per-task", type=int, default=10)
    parser.add_argument("--workers", type=int, default=2)
    ns = parser.parse_args(argv)
    import tempfile

    with tempfile.TemporaryDirectory(prefix="rockman-floor-") as tmp:
        report = measure_floor(
            read_problems(humaneval_file()), ns.samples_per_task, ns.workers, Path(tmp)
        )
    print(json.dumps({"benchmark": "floor", **report}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
