"""The start-up self-test of each language: small programs compiled and run in the sandbox.

A toolchain that is installed can still fail here (a broken compiler, a sandbox that cannot
show it its files, a runtime that cannot start under the limits), and a harness that passes
everything would pass here too: so each check judges one program against a test it passes and
a test it fails, and wants exactly that. A language that fails is UNAVAILABLE with the reason;
its submissions get FAILED_PRECONDITION, never a silent zero. Checks run in the background
from start-up (server and embedded), or on a language's first submission.

A check cannot be poisoned by what an earlier sample did: every run starts on a clean runner (the
pool retires a runner that cannot be cleaned, and any runner on which the sandbox failed), a
step whose runs end in SANDBOX_ERROR is tried again (each attempt on a fresh runner) before the
language is called unavailable, and outcomes are not kept for the executor's lifetime: a failed
check is run again after `FAILED_TTL_S`, a passed one after `PASSED_TTL_S`.

Each check uses what the language's problems need, so that a toolchain that is there but
broken for them is reported (issue 21 point 9), never seen only as COMPILE_ERROR on every
sample: the assert-style program imports what HumanEval-X's do (Rust: the prebuilt crates rand,
regex and md5; Go: testify; C++: a header sequence with a precompiled header, and an `#error`
when the sandbox cannot see that header), the same function is judged through the driver
rendered for Rockman's own problems (`DRIVER_PROGRAMS`: the driver's classes, modules and
crates), and a language with a resident compiler (TypeScript's tsc service, Java's javac) must
compile through it (`_check_warm`), since a failing service would otherwise fall back to the
cold compiler in silence. Compiles here never use the executor's compile cache: a result cached
from a broken toolchain would outlive the repair.
"""

from __future__ import annotations

import dataclasses
import threading
import time
from dataclasses import dataclass
from typing import Any

from rockman import languages, logs
from rockman.languages import registry
from rockman.languages.base import Program, ToolchainMissing
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor import compiled, warm
from services.executor.language_host import LocalLanguages
from services.executor.sandbox import MIB, Limits, RunMode, SandboxRequest, Termination


def _selftest_file(language: int, part: str) -> str:
    record = registry.records()[language]
    return languages.source(record.name, f"selftest/{part}{record.extension}")


# (program, a test it passes, a test it fails), in HumanEval-X's shape for each language: the
# files of rockman/languages/<name>/selftest/. C++'s program includes Rockman's rendered
# prompts' base headers (`make toolchains` precompiles them; cpp_program checks that the sandbox
# sees that precompiled header); Rust's uses the crates HumanEval-X's Rust declarations import
# (rand, regex, md5), prebuilt by `make toolchains` and linked from toolchains/rust.
PROGRAMS: dict[int, tuple[str, str, str]] = {
    language: (
        _selftest_file(language, "program"),
        _selftest_file(language, "passes"),
        _selftest_file(language, "fails"),
    )
    for language in registry.MODULES
}
LIMITS = Limits(cpu_time_s=10.0, wall_time_s=30.0, memory_bytes=256 * MIB)
ATTEMPTS = 3  # of a step whose runs end in SANDBOX_ERROR (each on a fresh runner)
FAILED_TTL_S = 30.0
PASSED_TTL_S = 3600.0

# The same check through each language's rendered driver (Rockman's own problems): `add(a, b)`
# as the prompt renders it, judged on one public case it passes and one private case it fails.
DRIVER_INTERFACE = pb.Interface(
    function=pb.FunctionSignature(
        name="add",
        params=[
            pb.Parameter(name="a", type=pb.TypeRef(kind=pb.TYPE_KIND_INT)),
            pb.Parameter(name="b", type=pb.TypeRef(kind=pb.TYPE_KIND_INT)),
        ],
        returns=pb.TypeRef(kind=pb.TYPE_KIND_INT),
    )
)
DRIVER_PROGRAMS: dict[int, str] = {
    language: _selftest_file(language, "driver_solution") for language in registry.MODULES
}


@dataclass
class Outcome:
    state: executor_pb2.SelfTest.ValueType
    reason: str = ""
    seconds: float = 0.0
    at: float = 0.0  # time.monotonic() when it was found


def _case(case_id: str, split: pb.Split.ValueType, code: str) -> pb.TestCase:
    return pb.TestCase(case_id=case_id, split=split, script=pb.ScriptCase(code=code))


def program_for(ctx: compiled.ScriptContext, language: int) -> str:
    """The language's check program; for C++, when this machine's toolchains hold a
    precompiled header of its leading includes, with an `#error` unless the sandbox can see it
    (a PCH it cannot see is skipped by `__has_include`: every compile slower, in silence)."""
    program = PROGRAMS[language][0]
    if language != pb.LANGUAGE_CPP or not isinstance(ctx.sandbox.languages, LocalLanguages):
        return program  # a runner elsewhere (docker) has toolchains of its own
    from rockman.languages.cpp import toolchain as cpp

    try:
        header = cpp.find_pch(cpp.PCH_PROGRAM_PRELUDE, cpp.leading_includes(program))
    except ToolchainMissing:
        header = None
    if header is None:
        return program
    return (
        f'{program}#if !__has_include("{header}")\n'
        f'#error "the sandbox cannot see the precompiled header {header} (toolchains/cpp)"\n'
        "#endif\n"
    )


def _submission(task_id: str, language: int, code: str) -> executor_pb2.Submission:
    return executor_pb2.Submission(
        task_id=task_id,
        sample_id="self-test",
        code=code,
        code_kind=pb.CODE_KIND_SOLUTION,
        language=language,  # type: ignore[arg-type]
    )


def _expected(judgement: Any, what: str) -> str:
    """ "" when the passing case passed and the failing one failed, else why not."""
    public = judgement.splits.get(pb.SPLIT_PUBLIC, [0, 0])
    private = judgement.splits.get(pb.SPLIT_PRIVATE, [0, 0])
    if public == [1, 1] and private == [0, 1] and judgement.verdict == pb.VERDICT_WRONG_ANSWER:
        return ""
    verdict = pb.Verdict.Name(judgement.verdict)
    return (
        f"{what}: expected the passing test to pass and the failing one to fail, got "
        f"{verdict} (public {public[0]}/{public[1]}, private {private[0]}/{private[1]}): "
        f"{judgement.message[:500]}"
    )


def _check_scripts(ctx: compiled.ScriptContext, language: int, name: str) -> str:
    _, passing, failing = PROGRAMS[language]
    problem = pb.Problem(task_id=f"rockman-self-test/{name}", language=language)  # type: ignore[arg-type]
    cases = [_case("pass", pb.SPLIT_PUBLIC, passing), _case("fail", pb.SPLIT_PRIVATE, failing)]
    submission = _submission(problem.task_id, language, program_for(ctx, language))
    judgement, _, _, _ = compiled.judge_scripts(ctx, problem, cases, submission, language, LIMITS)
    return _expected(judgement, "self-test")


def _check_driver(ctx: compiled.ScriptContext, language: int, name: str) -> str:
    code = DRIVER_PROGRAMS.get(language)
    if code is None:
        return ""
    problem = pb.Problem(
        task_id=f"rockman-self-test/{name}/driver",
        language=language,  # type: ignore[arg-type]
        interface=DRIVER_INTERFACE,
    )
    public = [
        pb.TestCase(case_id="pass", split=pb.SPLIT_PUBLIC,
                    call=pb.CallCase(args_json="[2, 3]", expected_json="5")),
    ]  # fmt: skip
    secret = [
        pb.TestCase(case_id="fail", split=pb.SPLIT_PRIVATE,
                    call=pb.CallCase(args_json="[2, 3]", expected_json="6")),
    ]  # fmt: skip
    submission = _submission(problem.task_id, language, code)
    judgement, _, _, _ = compiled.judge_driver(
        ctx, problem, public, secret, submission, language, LIMITS
    )
    return _expected(judgement, "driver self-test")


def _check_warm(ctx: compiled.ScriptContext, language: int, name: str) -> str:
    """The check program through the language's resident compiler, where the executor uses one:
    it must start and compile it (compile_program would fall back to the cold compiler)."""
    if not (ctx.compile_limits.warm and ctx.sandbox.resident_services):
        return ""
    _, passing, _ = PROGRAMS[language]
    program: Program = ctx.sandbox.languages.script_program(
        language, program_for(ctx, language), passing
    )
    frame = warm.request(program)
    if program.warm is None or frame is None:
        return ""
    limits = ctx.compile_limits
    request = SandboxRequest(
        argv=list(program.warm.argv),
        files=program.warm.files,
        stdin=frame,
        limits=Limits(
            cpu_time_s=limits.cpu_time_s,
            wall_time_s=limits.cpu_time_s * 2 + 10,
            memory_bytes=limits.memory_mb * MIB,
            pids=program.shape.compile_pids,
            output_bytes=limits.output_bytes,
            file_size_bytes=limits.output_bytes,
            open_files=1024,
            work_bytes=limits.work_bytes,
            cpus=limits.cpus,
        ),
        mode=RunMode.SERVICE,
        env=program.env,
        language=language,
    )
    result = ctx.sandbox.run(request)
    what = f"the resident {name.lower()} compiler"
    if result.termination != Termination.EXITED:
        detail = result.message or result.stderr.decode("utf-8", "replace")[-300:]
        return f"{what} failed ({result.termination.value}): {detail}"
    try:
        answer = warm.reply(result.stdout)
    except ValueError as exc:
        return f"{what} gave a bad reply: {exc}"
    if answer.exit_code != 0:
        return f"{what} rejected the self-test program: {answer.diagnostics[:500]}"
    return ""


def _sandbox_fault(reason: str) -> bool:
    """Whether a step's failure was the sandbox's (then its runner was replaced), not the
    toolchain's."""
    return "SANDBOX_ERROR" in reason or f"({Termination.SANDBOX_ERROR.value})" in reason


def check(ctx: compiled.ScriptContext, language: int) -> Outcome:
    """Judge the language's programs against both tests, as a script and through its driver,
    and compile through its resident compiler; PASSED only when each test passes or fails as it
    should. Compiles go to a cache of their own, never the executor's."""
    start = time.monotonic()
    name = pb.Language.Name(pb.Language.ValueType(language)).removeprefix("LANGUAGE_")
    _, why = ctx.sandbox.languages.status(language)
    if why:
        return Outcome(executor_pb2.SELF_TEST_FAILED, why)
    fresh = dataclasses.replace(ctx, cache=compiled.CompileCache())
    for step in (_check_scripts, _check_driver, _check_warm):
        for _ in range(ATTEMPTS):
            try:
                reason = step(fresh, language, name)
            except Exception as exc:  # any fault here means the language cannot be trusted
                reason = f"self-test crashed: {type(exc).__name__}: {exc}"
            if not _sandbox_fault(reason):
                break  # the toolchain's own answer; a fault of the sandbox is tried again
        if reason:
            return Outcome(executor_pb2.SELF_TEST_FAILED, reason, time.monotonic() - start)
    return Outcome(executor_pb2.SELF_TEST_PASSED, "", time.monotonic() - start)


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
