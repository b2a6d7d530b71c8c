"""Helpers for tests: tiny problems written to a temporary folder and built for real."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import textwrap
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import grpc

from rockman import crypto, enums, signing
from rockman.client import outputs
from rockman.problem_spec import load_spec
from rockman.problems import build, variants
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2, registry_pb2
from services.registry.core import Registry
from services.registry.store import RegistryStore

ADD_SPEC = """
task_id: Test/ADD_001
suite: testsuite
category: fundamentals
subcategory: Arrays
difficulty: 1
task_type: generation
tags: [arrays, edge-case]
expected_complexity: O(1)
deterministic: true
time_limit: {time_limit}
memory_limit: {memory_limit}
source_type: original
source_url: ""
derived_from: []
generation_method: hand-written
generator_version: "1"
creation_date: "2026-12-03T00:00:00Z"
interface:
  kind: function
  name: add
  params:
    - {{name: a, type: int}}
    - {{name: b, type: int}}
  returns: int
description: Return the sum of a and b.
public:
  - {{args: [1, 2], expected: 3}}
  - {{args: [-5, 5], expected: 0}}
  - {{args: [0, 0], expected: 0}}
generate: {{private: 10, hidden: 20}}
"""

ADD_REFERENCE = "def add(a: int, b: int) -> int:\n    return a + b\n"
ADD_GENERATOR = textwrap.dedent("""
    def generate(rng, split, count):
        base = 1000 if split == "private" else 7_000_000
        return [{"args": [base + rng.randint(0, 10**6), rng.randint(0, 10**6)]}
                for _ in range(count)]
""")


def write_add_problem(root: Path, time_limit: float = 2.0, memory_limit: int = 256) -> Path:
    folder = root / "Test__ADD_001"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "spec.yaml").write_text(
        ADD_SPEC.format(time_limit=time_limit, memory_limit=memory_limit)
    )
    (folder / "reference.py").write_text(ADD_REFERENCE)
    (folder / "generator.py").write_text(ADD_GENERATOR)
    (folder / "buggy").mkdir(exist_ok=True)
    minus = "# bug: subtracts\ndef add(a, b):\n    return a - b\n"
    patch = variants.make_patch(ADD_REFERENCE, minus, "minus")
    (folder / "buggy" / "minus.patch").write_text(patch)
    return folder


def build_add(root: Path, **limits: float) -> registry_pb2.ProblemSource:
    folder = write_add_problem(root, **limits)  # type: ignore[arg-type]
    return build.build_problem(load_spec(folder), "test-seed", True)


class RegistryBundles:
    """A BundleSource over an in-process Registry core (unit tests of the executor)."""

    def __init__(self, registry: Registry) -> None:
        self.registry = registry

    def bundle(self, task_id: str, language: int, version: str) -> pb.TestBundle:
        return self.registry.bundle(task_id, language, version)


def open_registry(db: Path) -> Registry:
    """A Registry core over a real SQLite file, with its key beside it."""
    return Registry(RegistryStore(db, crypto.MasterKey.load_or_create(db.with_suffix(".key"))))


def registry_with(
    db: Path,
    sources: list[registry_pb2.ProblemSource],
    suite: str = "testsuite",
    version: str = "v1",
) -> Registry:
    registry = open_registry(db)
    registry.put_version(suite, version, sources)
    return registry


def sandboxed_pids() -> list[int]:
    """Host pids of processes running as the sandbox's uid."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if entry.stat().st_uid == 65534:
                    found.append(int(entry.name))
            except FileNotFoundError:
                continue
    return found


def cpp_fallback_command(argv: tuple[str, ...]) -> tuple[str, ...]:
    """The two-unit g++ command of a C++ program: the compile itself, or the fallback of the
    shell that links a prebuilt entry object when there is one (cpp.LINK_PREBUILT_ENTRY)."""
    if argv[0] != "/bin/sh":
        return argv
    assert argv[1] == "-c" and argv[2].startswith("if test -r ")
    return tuple(shlex.split(argv[2].rsplit("; exec ", 1)[1]))


ROOT = Path(__file__).resolve().parent.parent
CLIENT = [sys.executable, "-m", "rockman.client.cli"]


def serve_process(
    home: Path, log: str, *args: str, env: Mapping[str, str] | None = None
) -> tuple[subprocess.Popen[str], str]:
    """Start `rockman-client serve ARGS` with ROCKMAN_HOME=home, logging to home/log, and read
    the one address line it prints; RuntimeError (naming the log) when it prints another."""
    proc = subprocess.Popen(
        [*CLIENT, "--log-file", str(home / log), "serve", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "ROCKMAN_HOME": str(home), **(env or {})},
        cwd=ROOT,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline().split()
    if len(line) != 2:
        proc.kill()
        proc.wait(timeout=10)
        raise RuntimeError(f"serve {args!r} printed {line!r}; see {home / log}")
    return proc, line[1]


def status_code(call: Callable[[], object]) -> grpc.StatusCode:
    """The status a gRPC call ends with (OK when it returns)."""
    try:
        call()
    except grpc.RpcError as exc:
        return exc.code()
    return grpc.StatusCode.OK


SEED_FINGERPRINT = "5eed5eed5eed5eed"  # the private split crafted records were judged with


def signed_record(
    key: signing.SigningKey,
    task_id: str,
    verdict: str,
    sample_id: str = "0",
    version: str = "v1",
    version_hash: str = "ab" * 32,
    language: str = "python",
    code: str = "pass\n",
    seed_fingerprint: str = SEED_FINGERPRINT,
    development: bool = False,
) -> dict[str, Any]:
    """A results.jsonl record as a run writes it, signed by `key` as an executor signs: a PASS
    passes every split, any other verdict fails the private one; judged with the cases of the
    seed `seed_fingerprint` names (a development split when `development`)."""
    passed = verdict == "PASS"
    result = executor_pb2.ExecutionResult(
        task_id=task_id,
        language=enums.language(language),
        version=version,
        sample_id=sample_id,
        verdict=enums.verdict(verdict),
        passed=passed,
        splits=[
            executor_pb2.SplitResult(split=pb.SPLIT_PUBLIC, passed=2, total=2),
            executor_pb2.SplitResult(split=pb.SPLIT_PRIVATE, passed=3 if passed else 1, total=3),
        ],
    )
    bundle = pb.TestBundle(
        version_hash=version_hash, seed_fingerprint=seed_fingerprint, development_split=development
    )
    submission = executor_pb2.Submission(task_id=task_id, sample_id=sample_id, code=code)
    return outputs.result_record(key.seal(result, bundle, submission))
