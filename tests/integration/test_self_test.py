"""The start-up self-test: every installed language compiles and runs its check program in the
real sandbox; a language whose check fails (a compiler that rejects valid code, a harness that
passes a failing test) is UNAVAILABLE with the reason, and its submissions are refused with
FAILED_PRECONDITION rather than scored as zero."""

from __future__ import annotations

import contextlib
import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from rockman.errors import FailedPrecondition
from rockman.languages import registry as languages
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor import selftest
from services.executor.core import Executor, ExecutorConfig
from services.executor.pool import NativeSandbox
from tests.helpers import RegistryBundles, build_add, registry_with


@pytest.fixture(scope="module")
def sandbox() -> Iterator[NativeSandbox]:
    pool = NativeSandbox(2, languages.readonly_paths())
    yield pool
    pool.close()


def _executor(tmp_path: Path, sandbox: NativeSandbox, at_start: bool = False) -> Executor:
    registry = registry_with(tmp_path / "r.db", [build_add(tmp_path)])
    config = ExecutorConfig(workers=2, self_test_at_start=at_start)
    return Executor(RegistryBundles(registry), sandbox, config)


def test_every_language_passes_its_check_at_start(tmp_path: Path, sandbox: NativeSandbox) -> None:
    executor = _executor(tmp_path, sandbox, at_start=True)
    caps = executor.capabilities(wait_for_self_test=True)
    states = {
        pb.Language.Name(c.language): (c.available, executor_pb2.SelfTest.Name(c.self_test))
        for c in caps.languages
        if c.language != pb.LANGUAGE_PYTHON
    }
    assert states == {
        pb.Language.Name(pb.Language.ValueType(lang)): (True, "SELF_TEST_PASSED")
        for lang in selftest.PROGRAMS
    }


GOOD, PASSING, FAILING = selftest.PROGRAMS[pb.LANGUAGE_CPP]


@pytest.mark.parametrize(
    ("broken", "fragment"),
    [
        # The compiler rejects the check program: what a broken toolchain looks like.
        (("int add(int a, int b) { return a + ; }\n", PASSING, FAILING), "COMPILE_ERROR"),
        # A judge under which every test passes (here: the failing test is a passing one).
        ((GOOD, PASSING, PASSING), "expected the passing test to pass and the failing one"),
    ],
    ids=["compile-error", "passes-everything"],
)
def test_a_failed_check_makes_the_language_unavailable(
    tmp_path: Path,
    sandbox: NativeSandbox,
    monkeypatch: pytest.MonkeyPatch,
    broken: tuple[str, str, str],
    fragment: str,
) -> None:
    monkeypatch.setitem(selftest.PROGRAMS, pb.LANGUAGE_CPP, broken)
    executor = _executor(tmp_path, sandbox)
    before = {c.language: c for c in executor.capabilities().languages}
    assert before[pb.LANGUAGE_CPP].self_test == executor_pb2.SELF_TEST_PENDING
    assert before[pb.LANGUAGE_CPP].available  # not known to be broken yet
    submission = executor_pb2.Submission(
        task_id="Test/ADD_001",
        sample_id="s",
        language=pb.LANGUAGE_CPP,
        code="int add(int a, int b);",
    )
    with pytest.raises(FailedPrecondition, match="LANGUAGE_CPP is unavailable") as raised:
        executor.execute(submission)
    assert fragment in str(raised.value)
    after = {c.language: c for c in executor.capabilities().languages}
    assert after[pb.LANGUAGE_CPP].self_test == executor_pb2.SELF_TEST_FAILED
    assert not after[pb.LANGUAGE_CPP].available and fragment in after[pb.LANGUAGE_CPP].reason
    # The other languages are untouched by one language's failure.
    assert after[pb.LANGUAGE_JAVASCRIPT].self_test == executor_pb2.SELF_TEST_PENDING


@pytest.mark.parametrize(
    ("language", "hidden", "fragment"),
    [
        # The prebuilt crates HumanEval-X's Rust imports (rand, regex, md5): without them every
        # HumanEval-X Rust sample is a COMPILE_ERROR, so the check needs them too.
        (pb.LANGUAGE_RUST, "/deps", "extern location for rand does not exist"),
        # toolchains/cpp (precompiled headers): every compile would parse its headers again.
        (pb.LANGUAGE_CPP, "/cpp", "the sandbox cannot see the precompiled header"),
        # toolchains/node (typescript, @types/node): neither tsc nor its service can start.
        (pb.LANGUAGE_TYPESCRIPT, "/node", "COMPILE_ERROR"),
    ],
    ids=["rust-crates", "cpp-pch", "typescript-tsc"],
)
def test_a_toolchain_the_sandbox_cannot_see_is_reported(
    tmp_path: Path, language: int, hidden: str, fragment: str
) -> None:
    paths = languages.readonly_paths()
    shown = tuple(p for p in paths if not p.endswith(hidden))
    if shown == paths:
        pytest.skip(f"no toolchain folder ending in {hidden} here")
    pool = NativeSandbox(1, shown)
    try:
        executor = _executor(tmp_path, pool)
        if language == pb.LANGUAGE_CPP and selftest.program_for(executor.scripts, language) == GOOD:
            pytest.skip("no precompiled header built for the check program (make toolchains)")
        outcome = executor.self_tests.ensure(language)
    finally:
        pool.close()
    assert outcome.state == executor_pb2.SELF_TEST_FAILED, outcome
    assert fragment in outcome.reason, outcome.reason
    caps = {int(c.language): c for c in executor.capabilities().languages}
    assert not caps[language].available and fragment in caps[language].reason


def _fork_servers(pool: NativeSandbox) -> list[int]:
    """The fork-server of each runner: the daemon's child."""
    found = []
    for pid in pool.runner_pids():
        with contextlib.suppress(OSError):
            children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
            found += [int(c) for c in children]
    return found


def test_a_runner_failing_under_the_check_does_not_make_a_language_unavailable(
    tmp_path: Path,
) -> None:
    """A self-test whose run lands on a broken runner (here: every runner's fork-server killed
    just before) is tried again on fresh runners, and the language is available."""
    pool = NativeSandbox(2, languages.readonly_paths())
    try:
        executor = _executor(tmp_path, pool)
        servers = _fork_servers(pool)
        assert servers
        for pid in servers:
            os.kill(pid, signal.SIGKILL)
        outcome = executor.self_tests.ensure(pb.LANGUAGE_CPP)
    finally:
        pool.close()
    assert outcome.state == executor_pb2.SELF_TEST_PASSED, outcome.reason


def test_a_failed_check_is_checked_again_later(
    tmp_path: Path, sandbox: NativeSandbox, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Outcomes are not kept for the executor's lifetime: a language that failed is checked
    again once its outcome expires, and is available when the fault is gone."""
    executor = _executor(tmp_path, sandbox)
    executor.self_tests.failed_ttl_s = 0.5
    monkeypatch.setitem(
        selftest.PROGRAMS, pb.LANGUAGE_CPP, ("int add(int a, int b) { return a + ; }\n", PASSING,
                                             FAILING)
    )  # fmt: skip
    first = executor.self_tests.ensure(pb.LANGUAGE_CPP)
    assert first.state == executor_pb2.SELF_TEST_FAILED
    assert executor.self_tests.ensure(pb.LANGUAGE_CPP) is first  # still fresh
    monkeypatch.setitem(selftest.PROGRAMS, pb.LANGUAGE_CPP, (GOOD, PASSING, FAILING))
    time.sleep(0.6)
    again = executor.self_tests.ensure(pb.LANGUAGE_CPP)
    assert again.state == executor_pb2.SELF_TEST_PASSED, again.reason
