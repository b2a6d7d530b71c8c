"""The start-up self-test of each language: a small program compiled and run in the sandbox.

A toolchain that is installed can still fail here (a broken compiler, a sandbox that cannot
show it its files, a runtime that cannot start under the limits), and a harness that passes
everything would pass here too: so each check judges one program against a test it passes and
a test it fails, and wants exactly that. A language that fails is UNAVAILABLE with the reason;
its submissions get FAILED_PRECONDITION, never a silent zero. Checks run in the background
from start-up (server and embedded), or on a language's first submission.

A check cannot be poisoned by what an earlier sample did: every run starts on a clean runner (the
pool retires a runner that cannot be cleaned, and any runner on which the sandbox failed), a
check whose runs end in SANDBOX_ERROR is tried again (each attempt on a fresh runner) before the
language is called unavailable, and outcomes are not kept for the executor's lifetime: a failed
check is run again after `FAILED_TTL_S`, a passed one after `PASSED_TTL_S`.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from rockman import logs
from rockman.executor import compiled
from rockman.executor.sandbox import MIB, Limits
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2

_GO_TEST_IMPORTS = 'import (\n    "testing"\n    "github.com/stretchr/testify/assert"\n)\n\n'
# (program, a test it passes, a test it fails), in HumanEval-X's shape for each language.
PROGRAMS: dict[int, tuple[str, str, str]] = {
    pb.LANGUAGE_CPP: (
        "#include <string>\nint add(int a, int b) { return a + b; }\n",
        "#include <cassert>\nint main() { assert(add(2, 3) == 5); }\n",
        "#include <cassert>\nint main() { assert(add(2, 3) == 6); }\n",
    ),
    pb.LANGUAGE_JAVA: (
        "import java.util.*;\nclass Solution {\n    int add(int a, int b) { return a + b; }\n}\n",
        "public class Main {\n    public static void main(String[] args) {\n"
        "        if (new Solution().add(2, 3) != 5) throw new AssertionError();\n    }\n}\n",
        "public class Main {\n    public static void main(String[] args) {\n"
        "        if (new Solution().add(2, 3) != 6) throw new AssertionError();\n    }\n}\n",
    ),
    pb.LANGUAGE_JAVASCRIPT: (
        "const add = (a, b) => a + b;\n",
        "console.assert(add(2, 3) === 5);\n",
        "console.assert(add(2, 3) === 6);\n",
    ),
    pb.LANGUAGE_TYPESCRIPT: (
        "function add(a: number, b: number): number {\n  return a + b;\n}\n",
        "console.assert(add(2, 3) === 5);\n",
        "console.assert(add(2, 3) === 6);\n",
    ),
    pb.LANGUAGE_RUST: (
        "fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n",
        "#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n"
        "    fn test_add() {\n        assert_eq!(add(2, 3), 5);\n    }\n}\n",
        "#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n"
        "    fn test_add() {\n        assert_eq!(add(2, 3), 6);\n    }\n}\n",
    ),
    pb.LANGUAGE_GO: (
        "package main\n\nfunc Add(a int, b int) int {\n    return a + b\n}\n",
        _GO_TEST_IMPORTS + "func TestAdd(t *testing.T) {\n    assert := assert.New(t)\n"
        "    assert.Equal(5, Add(2, 3))\n}\n",
        _GO_TEST_IMPORTS + "func TestAdd(t *testing.T) {\n    assert := assert.New(t)\n"
        "    assert.Equal(6, Add(2, 3))\n}\n",
    ),
}
LIMITS = Limits(cpu_time_s=10.0, wall_time_s=30.0, memory_bytes=256 * MIB)
ATTEMPTS = 3  # of a check whose runs end in SANDBOX_ERROR (each on a fresh runner)
FAILED_TTL_S = 30.0
PASSED_TTL_S = 3600.0


@dataclass
class Outcome:
    state: executor_pb2.SelfTest.ValueType
    reason: str = ""
    seconds: float = 0.0
    at: float = 0.0  # time.monotonic() when it was found


def _case(case_id: str, split: pb.Split.ValueType, code: str) -> pb.TestCase:
    return pb.TestCase(case_id=case_id, split=split, script=pb.ScriptCase(code=code))


def check(ctx: compiled.ScriptContext, language: int) -> Outcome:
    """Judge the language's program against both tests; PASSED only when one passes, one fails."""
    start = time.monotonic()
    name = pb.Language.Name(pb.Language.ValueType(language))
    _, why = ctx.sandbox.languages.status(language)
    if why:
        return Outcome(executor_pb2.SELF_TEST_FAILED, why)
    program, passing, failing = PROGRAMS[language]
    problem = pb.Problem(task_id=f"rockman-self-test/{name}", language=language)  # type: ignore[arg-type]
    cases = [_case("pass", pb.SPLIT_PUBLIC, passing), _case("fail", pb.SPLIT_PRIVATE, failing)]
    submission = executor_pb2.Submission(
        task_id=problem.task_id,
        sample_id="self-test",
        code=program,
        code_kind=pb.CODE_KIND_SOLUTION,
        language=language,  # type: ignore[arg-type]
    )
    for _ in range(ATTEMPTS):
        try:
            judgement, _, _, _ = compiled.judge_scripts(
                ctx, problem, cases, submission, language, LIMITS
            )
        except Exception as exc:  # any fault here means the language cannot be trusted
            return Outcome(executor_pb2.SELF_TEST_FAILED, f"self-test crashed: {exc}")
        if judgement.verdict != pb.VERDICT_SANDBOX_ERROR:
            break  # a verdict of the toolchain's own; a sandbox fault is tried again
    seconds = time.monotonic() - start
    public = judgement.splits.get(pb.SPLIT_PUBLIC, [0, 0])
    private = judgement.splits.get(pb.SPLIT_PRIVATE, [0, 0])
    if public == [1, 1] and private == [0, 1] and judgement.verdict == pb.VERDICT_WRONG_ANSWER:
        return Outcome(executor_pb2.SELF_TEST_PASSED, "", seconds)
    verdict = pb.Verdict.Name(judgement.verdict)
    return Outcome(
        executor_pb2.SELF_TEST_FAILED,
        f"self-test: expected the passing test to pass and the failing one to fail, got "
        f"{verdict} (public {public[0]}/{public[1]}, private {private[0]}/{private[1]}): "
        f"{judgement.message[:500]}",
        seconds,
    )


class SelfTests:
    """Each language's check; waits share one run, and outcomes expire (FAILED_TTL_S,
    PASSED_TTL_S) so that a language is checked again rather than judged once for good."""

    def __init__(
        self,
        ctx: compiled.ScriptContext,
        failed_ttl_s: float = FAILED_TTL_S,
        passed_ttl_s: float = PASSED_TTL_S,
    ) -> None:
        self.ctx = ctx
        self.failed_ttl_s = failed_ttl_s
        self.passed_ttl_s = passed_ttl_s
        self.log = logs.get("executor")
        self._lock = threading.Lock()
        self._running: dict[int, threading.Event] = {}
        self._outcomes: dict[int, Outcome] = {}

    def start_all(self) -> threading.Thread:
        """Check every language in a background thread (one at a time: 2-core machines)."""
        thread = threading.Thread(
            target=lambda: [self.ensure(language) for language in PROGRAMS],
            name="self-test",
            daemon=True,
        )
        thread.start()
        return thread

    def _fresh(self, language: int) -> Outcome | None:
        outcome = self._outcomes.get(language)
        if outcome is None:
            return None
        ttl = (
            self.passed_ttl_s
            if outcome.state == executor_pb2.SELF_TEST_PASSED
            else (self.failed_ttl_s)
        )
        return outcome if time.monotonic() - outcome.at < ttl else None

    def ensure(self, language: int) -> Outcome:
        """The language's outcome, running its check now unless a fresh one is known or one is
        running (then waiting for it)."""
        with self._lock:
            known = self._fresh(language)
            if known is not None:
                return known
            event = self._running.get(language)
            owner = event is None
            if owner:
                event = self._running[language] = threading.Event()
        assert event is not None
        if not owner:
            event.wait()
            return self._outcomes[language]
        try:
            outcome = check(self.ctx, language)
        except Exception as exc:
            outcome = Outcome(executor_pb2.SELF_TEST_FAILED, f"self-test crashed: {exc}")
        outcome.at = time.monotonic()
        with self._lock:
            self._outcomes[language] = outcome
            del self._running[language]
        event.set()
        self.log.info(
            "self_test",
            language=pb.Language.Name(pb.Language.ValueType(language)),
            state=executor_pb2.SelfTest.Name(outcome.state),
            seconds=round(outcome.seconds, 2),
            reason=outcome.reason[:200],
        )
        return outcome

    def peek(self, language: int) -> Outcome:
        """The outcome so far, without waiting (PENDING while it runs or has not started;
        the last outcome, even expired, until the next check replaces it)."""
        with self._lock:
            outcome = self._outcomes.get(language)
        return outcome if outcome is not None else Outcome(executor_pb2.SELF_TEST_PENDING)
