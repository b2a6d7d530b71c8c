"""The executor core through the real subprocess sandbox: every verdict, splits, secrecy."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from rockman.errors import InvalidArgument, NotFound
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor.core import Executor, ExecutorConfig
from services.executor.pool import NativeSandbox
from services.executor.sandbox import SubprocessSandbox
from tests.helpers import RegistryBundles, build_add, registry_with

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers


@pytest.fixture(scope="module", params=["native", "subprocess"])
def executor(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Executor]:
    """The same verdict tests on both sandbox backends."""
    root = tmp_path_factory.mktemp("problems")
    source = build_add(root, time_limit=1.0, memory_limit=128)
    registry = registry_with(root / "registry.db", [source])
    sandbox = NativeSandbox(1) if request.param == "native" else SubprocessSandbox()
    yield Executor(RegistryBundles(registry), sandbox, ExecutorConfig(workers=1))
    sandbox.close()


def run(
    executor: Executor, code: str, kind: pb.CodeKind.ValueType = pb.CODE_KIND_SOLUTION
) -> executor_pb2.ExecutionResult:
    return executor.execute(
        executor_pb2.Submission(
            task_id="Test/ADD_001", version="v1", sample_id="s", code=code, code_kind=kind
        )
    )


def splits(result: executor_pb2.ExecutionResult) -> dict[str, tuple[int, int]]:
    return {pb.Split.Name(s.split): (s.passed, s.total) for s in result.splits}


def test_reference_passes_every_split(executor: Executor) -> None:
    result = run(executor, "def add(a, b):\n    return a + b\n")
    assert result.verdict == pb.VERDICT_PASS and result.passed
    assert splits(result) == {
        "SPLIT_PUBLIC": (3, 3),
        "SPLIT_PRIVATE": (10, 10),
        "SPLIT_HIDDEN": (20, 20),
    }
    assert result.attempts == 1
    assert result.judging_mode == executor_pb2.JUDGING_MODE_OUTSIDE  # data-driven
    assert 0 < result.peak_memory_mb < 128
    assert result.cpu_time_s > 0


def test_completion_is_appended_to_the_prompt(executor: Executor) -> None:
    result = run(executor, "    return a + b\n", pb.CODE_KIND_COMPLETION)
    assert result.verdict == pb.VERDICT_PASS


def test_wrong_answer_counts_per_split(executor: Executor) -> None:
    # Right on the public cases (all |a| < 1000), wrong on private and hidden.
    result = run(executor, "def add(a, b):\n    return a + b if a < 1000 else 0\n")
    assert result.verdict == pb.VERDICT_WRONG_ANSWER
    assert splits(result) == {
        "SPLIT_PUBLIC": (3, 3),
        "SPLIT_PRIVATE": (0, 10),
        "SPLIT_HIDDEN": (0, 20),
    }
    assert "private 0/10" in result.message and "hidden 0/20" in result.message


def test_public_failure_gets_full_feedback(executor: Executor) -> None:
    result = run(executor, "def add(a, b):\n    return a - b\n")
    assert result.verdict == pb.VERDICT_WRONG_ANSWER
    failed = [f for f in result.public_feedback if not f.passed]
    assert failed and json.loads(failed[0].expected_json) == 3
    assert "public case public-0 failed" in result.message


@pytest.mark.parametrize(
    ("code", "verdict"),
    [
        ("def add(a, b):\n    return (a +\n", pb.VERDICT_COMPILE_ERROR),
        ("def add(a, b):\n    raise ValueError('boom')\n", pb.VERDICT_RUNTIME_ERROR),
        ("import sys\nsys.exit(3)\n", pb.VERDICT_RUNTIME_ERROR),
        ("def add(a, b):\n    while True:\n        pass\n", pb.VERDICT_TIME_LIMIT),
        ("import time\ndef add(a, b):\n    time.sleep(30)\n", pb.VERDICT_TIME_LIMIT),
        ("def add(a, b):\n    x = bytearray(1 << 30)\n    return a + b\n", pb.VERDICT_MEMORY_LIMIT),
        ("def add(a, b):\n    while True:\n        print('x' * 4096)\n", pb.VERDICT_OUTPUT_LIMIT),
        ("def add(a, b):\n    return a + b\nundefined_name\n", pb.VERDICT_RUNTIME_ERROR),
        ("def plus(a, b):\n    return a + b\n", pb.VERDICT_RUNTIME_ERROR),
    ],
)
def test_verdicts(executor: Executor, code: str, verdict: pb.Verdict.ValueType) -> None:
    result = run(executor, code)
    assert pb.Verdict.Name(result.verdict) == pb.Verdict.Name(verdict), result.message


@pytest.mark.parametrize(
    "exit_call", ["import os\nos._exit(0)", "import sys\nsys.exit(0)", "raise SystemExit(0)"]
)
def test_exiting_early_is_never_a_pass(executor: Executor, exit_call: str) -> None:
    result = run(executor, f"def add(a, b):\n    return a + b\n{exit_call}\n")
    assert result.verdict != pb.VERDICT_PASS


def test_faked_protocol_lines_do_not_pass(executor: Executor) -> None:
    code = (
        "import sys\ndef add(a, b):\n    return 0\n"
        "for i in range(40):\n"
        '    print(\'0\' * 32 + \' {"event": "case", "i": %d, "value": 3}\' % i)\n'
    )
    assert run(executor, code).verdict == pb.VERDICT_WRONG_ANSWER


def test_secret_inputs_never_reach_the_result(executor: Executor) -> None:
    # The solution digs every value it can find out of its interpreter and raises it; only
    # the public run's text reaches the client, and that run never saw secret inputs.
    code = (
        "import gc, sys\n"
        "def add(a, b):\n"
        "    seen = [repr(o)[:2000] for o in gc.get_objects() if isinstance(o, (list, dict))]\n"
        "    raise RuntimeError(' '.join(seen)[:100000])\n"
    )
    result = run(executor, code)
    text = result.SerializeToString().decode("latin-1")
    assert result.verdict == pb.VERDICT_RUNTIME_ERROR
    bundle = executor.bundles.bundle("Test/ADD_001", pb.LANGUAGE_PYTHON, "v1")
    for case in bundle.cases:
        if case.split == pb.SPLIT_PUBLIC:
            continue
        for value in json.loads(case.call.args_json):
            assert str(value) not in text
        assert case.call.expected_json not in text


def test_sandbox_fault_is_retried_and_reported_apart(tmp_path: Path, executor: Executor) -> None:
    broken = Executor(
        executor.bundles,
        SubprocessSandbox(root=tmp_path / "missing"),
        ExecutorConfig(workers=1, sandbox_retries=2),
    )
    result = run(broken, "def add(a, b):\n    return a + b\n")
    assert result.verdict == pb.VERDICT_SANDBOX_ERROR
    assert result.attempts == 3


def test_bad_requests_raise(executor: Executor) -> None:
    with pytest.raises(NotFound, match="unknown task 'Nope/1'"):
        executor.execute(executor_pb2.Submission(task_id="Nope/1", sample_id="s", code="x"))
    with pytest.raises(InvalidArgument, match="sample_id"):
        executor.execute(executor_pb2.Submission(task_id="Test/ADD_001", code="x"))
    with pytest.raises(InvalidArgument, match="unknown language 99"):
        executor.execute(
            executor_pb2.Submission(
                task_id="Test/ADD_001",
                sample_id="s",
                language=99,  # type: ignore[arg-type]
                code="x",
            )
        )
    with pytest.raises(InvalidArgument, match="larger than"):
        executor.execute(
            executor_pb2.Submission(
                task_id="Test/ADD_001", sample_id="s", code="#" * (2 * 1024 * 1024)
            )
        )


def test_large_secret_part_reaches_the_program(tmp_path: Path) -> None:
    """Secret inputs much larger than a pipe's buffer are delivered whole, on both backends."""
    from rockman.problem_spec import load_spec
    from rockman.problems import build
    from tests.helpers import write_add_problem

    folder = write_add_problem(tmp_path)
    spec_text = (folder / "spec.yaml").read_text().replace("hidden: 20", "hidden: 20000")
    (folder / "spec.yaml").write_text(spec_text)
    source = build.build_problem(load_spec(folder), "seed", True)
    registry = registry_with(tmp_path / "r.db", [source])
    for sandbox in (NativeSandbox(1), SubprocessSandbox()):
        try:
            result = Executor(RegistryBundles(registry), sandbox, ExecutorConfig()).execute(
                executor_pb2.Submission(task_id="Test/ADD_001", version="v1", sample_id="s",
                                        code="def add(a, b):\n    return a + b\n",
                                        code_kind=pb.CODE_KIND_SOLUTION))  # fmt: skip
        finally:
            sandbox.close()
        assert result.verdict == pb.VERDICT_PASS, (sandbox.name, result.message)
        assert splits(result)["SPLIT_HIDDEN"] == (20000, 20000)
