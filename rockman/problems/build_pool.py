"""A suite's problems built over worker processes.

Drawing cases and running references is pure Python CPU work, the bulk of every fresh home's
first start (252 problems: 87 s on one core, 46 s on two). Problems are independent and their
builds deterministic, so they are spread over processes and come back in order, message for
message what one process builds. Workers are fresh interpreters, never forks (the caller may
hold gRPC threads) and never multiprocessing's spawn (it runs the caller's main script again in
each worker).
"""

from __future__ import annotations

import os
import pickle
import queue
import subprocess
import sys
import traceback
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from rockman.errors import InvalidArgument
from rockman.problem_spec import ProblemSpec
from rockman.problems import build, seeds
from rockman.v1 import common_pb2 as pb
from rockman.v1 import registry_pb2

# Below this many problems a pool's start (a fresh interpreter per worker) costs more than it saves.
MIN_PROBLEMS_PER_POOL = 8


def default_workers() -> int:
    """The cores this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def build_many(
    specs: Sequence[ProblemSpec], seed: str, development: bool, workers: int = 0
) -> Iterator[list[registry_pb2.ProblemSource]]:
    """build.build_all_languages of each spec, in the specs' order; the first failing spec's
    InvalidArgument is raised when its turn comes, as a serial build would."""
    for built in build_each(specs, seed, development, workers):
        if isinstance(built, InvalidArgument):
            raise built
        yield built


def build_each(
    specs: Sequence[ProblemSpec], seed: str, development: bool, workers: int = 0
) -> Iterator[list[registry_pb2.ProblemSource] | InvalidArgument]:
    """As build_many, a failing spec yielding its InvalidArgument while the others build.
    `workers` 0 means one per core; a short list or a single worker builds here."""
    workers = min(workers or default_workers(), len(specs))
    if workers <= 1 or len(specs) < MIN_PROBLEMS_PER_POOL:
        for spec in specs:
            yield _built(spec, seed, development)
        return
    idle: queue.Queue[_Worker] = queue.Queue()
    started: list[_Worker] = []
    try:
        for _ in range(workers):
            started.append(_Worker())
            idle.put(started[-1])

        def one(spec: ProblemSpec) -> tuple[bytes, list[bytes]] | InvalidArgument:
            worker = idle.get()
            try:
                return worker.build(spec, seed, development)
            finally:
                idle.put(worker)

        with ThreadPoolExecutor(workers) as threads:
            futures = [threads.submit(one, spec) for spec in specs]
            try:
                for future in futures:
                    built = future.result()
                    yield built if isinstance(built, InvalidArgument) else _sources(*built)
            finally:  # a caller that stops early (an error, a closed generator) stops the rest
                for future in futures:
                    future.cancel()
    finally:
        for worker in started:
            worker.close()


class _Worker:
    """One build process (`python -m rockman.problems.build_pool`), a fresh interpreter that
    imports nothing of the caller's: requests and replies are pickles, one per problem, over
    its stdin and stdout, between this trusted process and its own child."""

    def __init__(self) -> None:
        root = str(Path(__file__).resolve().parents[2])
        path = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p)
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "rockman.problems.build_pool"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=dict(os.environ, PYTHONPATH=path),
        )

    def build(
        self, spec: ProblemSpec, seed: str, development: bool
    ) -> tuple[bytes, list[bytes]] | InvalidArgument:
        assert self._proc.stdin is not None and self._proc.stdout is not None
        pickle.dump((spec, seed, development), self._proc.stdin)
        self._proc.stdin.flush()
        try:
            reply: tuple[bytes, list[bytes]] | InvalidArgument | str = pickle.load(
                self._proc.stdout
            )
        except EOFError:
            raise RuntimeError(
                f"a build worker stopped (status {self._proc.wait()}) building {spec.task_id}"
            ) from None
        if isinstance(reply, str):  # a fault of the build itself, not of the problem
            raise RuntimeError(f"building {spec.task_id} failed in a worker:\n{reply}")
        return reply

    def close(self) -> None:
        if self._proc.stdin is not None:
            self._proc.stdin.close()
        try:
            self._proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()


def _serve() -> None:
    """The worker's loop: one problem per request until stdin closes. Replies go to the real
    stdout alone; whatever a generator or reference prints goes to stderr."""
    requests, replies = sys.stdin.buffer, os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    while True:
        try:
            spec, seed, development = pickle.load(requests)
        except EOFError:
            return
        try:
            reply: tuple[bytes, list[bytes]] | InvalidArgument | str = _build(
                spec, seed, development
            )
        except Exception:
            reply = traceback.format_exc()
        pickle.dump(reply, replies)
        replies.flush()


def build_suite(
    problems_dir: Path, suite: str, seed: seeds.SplitSeed, workers: int = 0
) -> list[registry_pb2.ProblemSource]:
    """Build every problem of `suite` from `seed`; InvalidArgument if the suite has none."""
    specs = build.discover(problems_dir, suite)
    if not specs:
        raise InvalidArgument(f"no problems of suite {suite!r} under {problems_dir}")
    return [
        s for sources in build_many(specs, seed.value, seed.development, workers) for s in sources
    ]


def _built(
    spec: ProblemSpec, seed: str, development: bool
) -> list[registry_pb2.ProblemSource] | InvalidArgument:
    try:
        return build.build_all_languages(spec, seed, development)
    except InvalidArgument as exc:
        return exc


def _build(
    spec: ProblemSpec, seed: str, development: bool
) -> tuple[bytes, list[bytes]] | InvalidArgument:
    """One problem in a worker, serialized for the trip back: the Python source whole, the
    other languages' problems without their cases (they share the Python source's)."""
    built = _built(spec, seed, development)
    if isinstance(built, InvalidArgument):
        return built
    python, *others = built
    return python.SerializeToString(), [o.problem.SerializeToString() for o in others]


def _sources(python: bytes, others: list[bytes]) -> list[registry_pb2.ProblemSource]:
    first = registry_pb2.ProblemSource.FromString(python)
    return [
        first,
        *(
            registry_pb2.ProblemSource(problem=pb.Problem.FromString(o), cases=first.cases)
            for o in others
        ),
    ]


if __name__ == "__main__":
    _serve()
