"""Judging a submission in a language other than the warm Python path (C++, Java, JavaScript,
TypeScript, Rust, Go), for assert-style suites (HumanEval-X's test programs).

Each test case is its own program (the submission's program text + the case's test code,
wrapped by the language module, see languages/base.py). Its compile step runs in the sandbox
with compile limits; the artefacts come back as a tar stream on stdout (compiler messages go to
stderr) and are cached by (language, toolchain version, flags, command, files). The run is a
second sandboxed run holding only the artefacts, with the run's nonce on stdin: it passes when
it exits 0 and its last non-empty stdout line is the nonce. A sample that passes every case is
judged once more against a decoy of one case (executor/decoys.py): passing that too is
VERDICT_TAMPERED, a pass forged without the expected values (docs/security.md).

Feedback: the compiler's messages and the run's error output of public cases only; for private
and hidden cases, counts and verdicts (their test code is in the program, so its diagnostics
could quote it).
"""

from __future__ import annotations

import dataclasses
import secrets
import shlex
import tarfile
import threading
from dataclasses import dataclass
from pathlib import Path

from rockman import logs
from rockman.judging.retry import Attempts
from rockman.judging.verdicts import first_failure
from rockman.languages import registry as languages
from rockman.languages.base import Program, Toolchain
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor import decoys, judge, warm
from services.executor import language_host as host
from services.executor.artefacts import Compiled, untar
from services.executor.compile_cache import CompileCache
from services.executor.sandbox import (
    MIB,
    Limits,
    RunMode,
    Sandbox,
    SandboxRequest,
    SandboxResult,
    Termination,
)

RUN_OPEN_FILES = 256  # a JVM opens its modules and libraries
FEEDBACK_CHARS = 2000
# What runtimes print, from every language's record (rockman/languages/<name>/__init__.py), all
# read whichever language ran: a heap cap reached or an allocation refused, a crash, a failed
# assertion of a test suite.
_RECORDS = languages.records().values()
_MEMORY_SIGNS = tuple(sign for record in _RECORDS for sign in record.memory_signs)
_CRASH_SIGNS = tuple(sign for record in _RECORDS for sign in record.crash_signs)
_ASSERTION_SIGNS = tuple(sign for record in _RECORDS for sign in record.assertion_signs)


_log = logs.get("compiled")


@dataclass(frozen=True)
class CompileLimits:
    cpu_time_s: float = 30.0
    memory_mb: int = 2048
    output_bytes: int = 128 * MIB  # the artefacts' tar stream
    work_bytes: int = 512 * MIB
    # javac and tsc use more than one CPU bare (GC and JIT threads): a 1-CPU quota throttled
    # tsc by up to 0.9 s per compile (docs/performance.md). The CPU time limit still holds.
    cpus: float = 2.0
    # Compile through the language's resident compiler where it has one (executor/warm.py);
    # False compiles every program with the cold command.
    warm: bool = True
    # The work folder the compiled program will run in (Limits.work_bytes): artefacts that
    # cannot fit it (bytes, pages or files, as its tmpfs counts them) are a COMPILE_ERROR.
    run_work_bytes: int = Limits.work_bytes


def compile_program(
    sandbox: Sandbox,
    language: int,
    toolchain: Toolchain,
    program: Program,
    limits: CompileLimits,
    cache: CompileCache,
    cancel: threading.Event | None = None,
) -> Compiled:
    """The program's artefacts, from the cache or from a sandboxed compile."""
    if not program.compile_argv:
        artefacts = {name: program.files[name] for name in program.artefacts}
        return _fits(
            Compiled(pb.VERDICT_PASS, artefacts, program.executables), limits.run_work_bytes
        )
    key = CompileCache.key(language, toolchain, program)
    found = cache.get(key)
    if found is not None:
        return _fits(found, limits.run_work_bytes)
    sandbox_limits = Limits(
        cpu_time_s=limits.cpu_time_s,
        wall_time_s=limits.cpu_time_s * 2 + 10,
        memory_bytes=limits.memory_mb * MIB,
        pids=program.shape.compile_pids,
        output_bytes=limits.output_bytes,
        file_size_bytes=limits.output_bytes,
        open_files=1024,
        work_bytes=limits.work_bytes,
        cpus=limits.cpus,
    )
    compiled = None
    if limits.warm and sandbox.resident_services:
        compiled = _compile_warm(sandbox, language, program, sandbox_limits, cancel)
    if compiled is None:
        command = (
            f"{shlex.join(program.compile_argv)} 1>&2 && "
            f"exec tar -cf - -- {shlex.join(program.artefacts)}"
        )
        request = SandboxRequest(
            argv=["/bin/sh", "-c", command], files=program.files, limits=sandbox_limits,
            env=program.env, language=language,
        )  # fmt: skip
        compiled = _compiled(sandbox.run(request, cancel))
    cache.put(key, compiled)
    return _fits(compiled, limits.run_work_bytes)


PAGE = 4096


def _fits(compiled: Compiled, work_bytes: int) -> Compiled:
    """`compiled`, or a COMPILE_ERROR when its artefacts cannot be written into the run's work
    folder: its tmpfs counts whole pages per file and one inode per file or folder per page of
    its size. A program that makes itself that large (an initialised 80 MiB array, 20,000
    classes) gets its own verdict, never a sandbox fault."""
    if compiled.verdict != pb.VERDICT_PASS:
        return compiled
    files = compiled.artefacts
    pages = sum(-(-len(content) // PAGE) for content in files.values())
    folders = {str(Path(name).parent) for name in files} - {"."}
    if pages * PAGE <= work_bytes and len(files) + len(folders) <= work_bytes // PAGE:
        return compiled
    size = sum(len(content) for content in files.values())
    message = (
        f"the compiled program is too large to run: its {len(files)} files ({size >> 20} MiB, "
        f"{pages * PAGE >> 20} MiB in pages) do not fit the run's {work_bytes >> 20} MiB "
        "work folder"
    )
    return Compiled(pb.VERDICT_COMPILE_ERROR, message=message)


def _compile_warm(
    sandbox: Sandbox,
    language: int,
    program: Program,
    limits: Limits,
    cancel: threading.Event | None,
) -> Compiled | None:
    """The program compiled by its language's resident compiler; None when it must be compiled
    cold instead (no warm compiler, sources it cannot take, or the service failed)."""
    frame = warm.request(program)
    if program.warm is None or frame is None:
        return None
    request = SandboxRequest(
        argv=list(program.warm.argv), files=program.warm.files, stdin=frame, limits=limits,
        mode=RunMode.SERVICE, env=program.env, language=language,
    )  # fmt: skip
    result = sandbox.run(request, cancel)
    if result.termination == Termination.SANDBOX_ERROR:
        if not (cancel is not None and cancel.is_set()):
            _log.warning("warm_compile_failed", reason=result.message, stderr=_tail(result))
        return None
    if result.termination != Termination.EXITED:
        return _compiled(result)  # over a compile limit: as the cold compile reports it
    try:
        answer = warm.reply(result.stdout)
    except ValueError as exc:
        _log.warning("warm_compile_failed", reason=f"bad reply: {exc}", stderr=_tail(result))
        return None
    message = answer.diagnostics.strip()
    if answer.exit_code != 0:
        return Compiled(pb.VERDICT_COMPILE_ERROR, message=message or "compile failed")
    # What the cold command's tar of `artefacts` would hold: the program's own files named
    # there, and what the compiler wrote at or under those paths.
    artefacts = {name: program.files[name] for name in program.artefacts if name in program.files}
    for name, content in answer.files.items():
        if any(name == a or name.startswith(a.rstrip("/") + "/") for a in program.artefacts):
            artefacts[name] = content
    executables = tuple(name for name in program.executables if name in artefacts)
    return Compiled(pb.VERDICT_PASS, artefacts, executables, message)


def _tail(result: SandboxResult) -> str:
    return result.stderr.decode("utf-8", "replace")[-500:]


def _compiled(result: SandboxResult) -> Compiled:
    diagnostics = result.stderr.decode("utf-8", "replace")
    if result.termination == Termination.SANDBOX_ERROR:
        return Compiled(pb.VERDICT_SANDBOX_ERROR, message=result.message)
    if result.termination != Termination.EXITED:
        what = result.termination.value.replace("_", " ")
        return Compiled(pb.VERDICT_COMPILE_ERROR, message=f"compilation stopped: {what}")
    if result.exit_code != 0:
        return Compiled(pb.VERDICT_COMPILE_ERROR, message=diagnostics.strip() or "compile failed")
    try:
        files, executables = untar(result.stdout)
    except (ValueError, tarfile.TarError) as exc:
        return Compiled(pb.VERDICT_COMPILE_ERROR, message=f"no artefact: {exc}")
    return Compiled(pb.VERDICT_PASS, files, executables, diagnostics.strip())


# A run that parses the whole program before running any of it (JavaScript's runner) reports a
# syntax error as a COMPILE_ERROR: this status, and stdout exactly "\n<nonce> compile error\n",
# written before any program code ran; its stderr (V8's report) is the message. Forging it
# takes the nonce, as forging a PASS does.
PARSE_ERROR_EXIT = 65


def _parse_error(result: SandboxResult, nonce: str) -> bool:
    return (
        result.termination == Termination.EXITED
        and result.exit_code == PARSE_ERROR_EXIT
        and result.stdout == f"\n{nonce} compile error\n".encode()
    )


def run_verdict(result: SandboxResult, nonce: str) -> pb.Verdict.ValueType:
    """The verdict of one run of a wrapped assert-style program."""
    termination = result.termination
    if termination == Termination.SANDBOX_ERROR:
        return pb.VERDICT_SANDBOX_ERROR
    if termination in (Termination.TIME_LIMIT, Termination.WALL_TIME_LIMIT):
        return pb.VERDICT_TIME_LIMIT
    if termination == Termination.MEMORY_LIMIT:
        return pb.VERDICT_MEMORY_LIMIT
    if termination == Termination.OUTPUT_LIMIT:
        return pb.VERDICT_OUTPUT_LIMIT
    lines = [line for line in result.stdout.decode("utf-8", "replace").splitlines() if line]
    if termination == Termination.EXITED and result.exit_code == 0 and lines[-1:] == [nonce]:
        return pb.VERDICT_PASS
    if _parse_error(result, nonce):
        return pb.VERDICT_COMPILE_ERROR
    errors = result.stderr.decode("utf-8", "replace")
    # A runtime's own heap cap (set below the cgroup's), or an allocation refused outright (a
    # request beyond what the host could ever map, which Python reports as MemoryError).
    if any(sign in errors for sign in _MEMORY_SIGNS):
        return pb.VERDICT_MEMORY_LIMIT
    # Crashes that would otherwise read as a failed assertion: C++'s std::terminate (an uncaught
    # exception) and Rust's stack overflow end in SIGABRT; a panicking Go test is reported as
    # "--- FAIL" before its panic's goroutine trace.
    if any(sign in errors for sign in _CRASH_SIGNS):
        return pb.VERDICT_RUNTIME_ERROR
    if any(sign in errors for sign in _ASSERTION_SIGNS) or result.signal == 6:  # SIGABRT
        return pb.VERDICT_WRONG_ANSWER
    return pb.VERDICT_RUNTIME_ERROR


def run_limits(limits: Limits, language: int, pids: int = Limits.pids) -> Limits:
    """A run's limits from the problem's: its CPU and wall times scaled by the language's
    multiplier, its memory, and room for a runtime's open files."""
    factor = languages.time_multiplier(language)
    return Limits(
        cpu_time_s=limits.cpu_time_s * factor,
        wall_time_s=limits.wall_time_s * factor,
        memory_bytes=limits.memory_bytes,
        pids=pids,
        open_files=RUN_OPEN_FILES,
    )


@dataclass
class ScriptContext:
    sandbox: Sandbox
    cache: CompileCache
    compile_limits: CompileLimits
    retries: int = 1
    # Check every pass with a decoy run (judge_scripts); False only to measure their cost.
    decoys: bool = True


TAMPERED_MESSAGE = (
    "tampered: the pass did not depend on the tests' expected values (a decoy run of the "
    "same tests with one expected value changed passed too)"
)
UNMARKED_EXIT_MESSAGE = (
    "tampered: a decoy run of the same tests with one expected value changed ended with exit "
    "status 0 but without the run's completion mark (a program that passed every case fails "
    "the decoy's changed assertion, which never exits 0: it left early or printed a forged mark)"
)


def unmarked_exit(verdict: pb.Verdict.ValueType, result: SandboxResult | None) -> bool:
    """Whether a run that did not pass ended with exit status 0: the tests neither finished
    (no completion mark) nor failed (a failed assertion, a panic or an uncaught exception
    exits non-zero in every language here). After a pass of every case, a decoy run that ends
    so is a forged pass that missed: a memory scan that guessed another nonce, an early exit."""
    return (
        verdict != pb.VERDICT_PASS
        and result is not None
        and result.termination == Termination.EXITED
        and result.exit_code == 0
    )


def judge_scripts(
    ctx: ScriptContext,
    problem: pb.Problem,
    cases: list[pb.TestCase],
    submission: executor_pb2.Submission,
    language: int,
    limits: Limits,
    cancel: threading.Event | None = None,
) -> tuple[judge.Judgement, int, float, float]:
    """(judgement, attempts, run cpu s, run wall s) of every script case, public ones first.

    A sample that passes every case is judged once more against a decoy (executor/decoys.py):
    a case's test code with one expected value changed, built and run as the case was. A
    genuine program fails it; one that passes it too forged its pass (VERDICT_TAMPERED). The
    decoy's run is not counted in the times, memory or attempts, and nothing of it is shown
    but that verdict."""
    toolchain = host.toolchain(ctx.sandbox.languages, language)
    text = judge.program_text(problem, submission)
    case_limits = run_limits(limits, language)
    splits: dict[pb.Split.ValueType, list[int]] = {}
    verdicts: list[pb.Verdict.ValueType] = []
    message = ""
    attempts, cpu, wall, peak, work = 1, 0.0, 0.0, 0, 0
    ordered = sorted(cases, key=lambda c: c.split != pb.SPLIT_PUBLIC)
    for case in ordered:
        public = case.split == pb.SPLIT_PUBLIC
        program = ctx.sandbox.languages.script_program(language, text, case.script.code)
        tally = splits.setdefault(case.split, [0, 0])
        tally[1] += 1
        verdict, detail, result, attempt = _run_case(
            ctx, language, toolchain, program, case_limits, cancel
        )
        attempts = max(attempts, attempt)
        if result is not None:
            cpu += result.cpu_time_s
            wall += result.wall_time_s
            peak = max(peak, result.peak_memory_bytes)
            work = max(work, result.work_peak_bytes)
        if verdict == pb.VERDICT_PASS:
            tally[0] += 1
        verdicts.append(verdict)
        if verdict != pb.VERDICT_PASS and not message:
            name = pb.Verdict.Name(verdict).removeprefix("VERDICT_")
            split = pb.Split.Name(case.split).removeprefix("SPLIT_").lower()
            message = f"{split} case {case.case_id}: {name}"
            if public and detail:
                message += f": {detail[-FEEDBACK_CHARS:]}"
    verdict = first_failure(verdicts)
    mode: int = executor_pb2.JUDGING_MODE_IN_PROCESS
    if not cases:
        verdict, message = pb.VERDICT_PASS, "no test cases"
    elif verdict == pb.VERDICT_PASS and ctx.decoys:
        verdict, message, mode = _decoy(
            ctx, problem, ordered, text, language, toolchain, case_limits, cancel
        )
    judgement = judge.Judgement(verdict, splits, message, [], peak, work, mode)
    return judgement, attempts, cpu, wall


def _decoy(
    ctx: ScriptContext,
    problem: pb.Problem,
    cases: list[pb.TestCase],
    text: str,
    language: int,
    toolchain: Toolchain,
    limits: Limits,
    cancel: threading.Event | None,
) -> tuple[pb.Verdict.ValueType, str, int]:
    """(verdict, message, judging mode) of a sample that passed every case, after its decoy
    run: PASS when it failed the decoy, TAMPERED when it passed it or ended it with exit
    status 0 without the completion mark (`unmarked_exit`); PASS judged in-process
    when no decoy can be made (or built: a compile error of the decoy alone is no fault of the
    program's), SANDBOX_ERROR when the decoy could not be run."""
    decoy = decoys.plan(language, cases)
    if decoy is None:
        return pb.VERDICT_PASS, "", executor_pb2.JUDGING_MODE_IN_PROCESS
    program = ctx.sandbox.languages.script_program(language, text, decoy.code)
    # A decoy is built once: its artefacts would only crowd the compile cache.
    uncached = dataclasses.replace(ctx, cache=CompileCache(None, max_entries=0))
    verdict, detail, result, _ = _run_case(uncached, language, toolchain, program, limits, cancel)
    if verdict == pb.VERDICT_COMPILE_ERROR and decoy.fallback:
        # The changed value did not type-check: the same assertion negated always does.
        program = ctx.sandbox.languages.script_program(language, text, decoy.fallback)
        verdict, detail, result, _ = _run_case(
            uncached, language, toolchain, program, limits, cancel
        )
    unmarked = unmarked_exit(verdict, result)
    _log.debug(
        "decoy", task_id=problem.task_id, case_id=decoy.case.case_id, site=decoy.site.kind,
        verdict=pb.Verdict.Name(verdict), unmarked_exit=unmarked,
    )  # fmt: skip
    if verdict == pb.VERDICT_PASS:
        return pb.VERDICT_TAMPERED, TAMPERED_MESSAGE, executor_pb2.JUDGING_MODE_DECOY
    if unmarked:
        return pb.VERDICT_TAMPERED, UNMARKED_EXIT_MESSAGE, executor_pb2.JUDGING_MODE_DECOY
    if verdict == pb.VERDICT_SANDBOX_ERROR:
        return (
            pb.VERDICT_SANDBOX_ERROR,
            "sandbox error in the decoy run (the pass could not be checked)",
            executor_pb2.JUDGING_MODE_DECOY,
        )
    if verdict == pb.VERDICT_COMPILE_ERROR:
        _log.warning(
            "decoy_compile_error", task_id=problem.task_id, case_id=decoy.case.case_id,
            detail=detail[-500:],
        )  # fmt: skip
        return pb.VERDICT_PASS, "", executor_pb2.JUDGING_MODE_IN_PROCESS
    return pb.VERDICT_PASS, "", executor_pb2.JUDGING_MODE_DECOY


def judge_test_code(
    ctx: ScriptContext,
    language: int,
    program_text: str,
    test_code: str,
    limits: Limits,
    cancel: threading.Event | None = None,
    as_decoy: bool = False,
) -> pb.Verdict.ValueType:
    """The verdict of one test code run against a program, as judge_scripts runs a case (and
    a decoy: the decoy checks of tests/ and benchmarks/decoys.py use it), without a decoy of
    its own. `limits` are the problem's; the language's time multiplier is applied here.
    `as_decoy`: a run that ends with exit status 0 without the completion mark is TAMPERED,
    as the decoy run of judge_scripts judges it."""
    toolchain = host.toolchain(ctx.sandbox.languages, language)
    program = ctx.sandbox.languages.script_program(language, program_text, test_code)
    verdict, _, result, _ = _run_case(
        ctx, language, toolchain, program, run_limits(limits, language), cancel
    )
    if as_decoy and unmarked_exit(verdict, result):
        return pb.VERDICT_TAMPERED
    return verdict


def _run_case(
    ctx: ScriptContext,
    language: int,
    toolchain: Toolchain,
    program: Program,
    limits: Limits,
    cancel: threading.Event | None,
) -> tuple[pb.Verdict.ValueType, str, SandboxResult | None, int]:
    """(verdict, detail, run result, attempts) of one case's program, retrying sandbox
    faults."""
    attempts = Attempts(ctx.retries, cancel)
    while True:
        verdict, detail, result = _one_case(ctx, language, toolchain, program, limits, cancel)
        if not attempts.again(verdict == pb.VERDICT_SANDBOX_ERROR):
            return verdict, detail, result, attempts.count


def _one_case(
    ctx: ScriptContext,
    language: int,
    toolchain: Toolchain,
    program: Program,
    limits: Limits,
    cancel: threading.Event | None,
) -> tuple[pb.Verdict.ValueType, str, SandboxResult | None]:
    compiled = compile_program(
        ctx.sandbox, language, toolchain, program, ctx.compile_limits, ctx.cache, cancel
    )
    if compiled.verdict != pb.VERDICT_PASS:
        return compiled.verdict, compiled.message, None
    nonce = secrets.token_hex(16)
    request = SandboxRequest(
        argv=list(program.run_argv),
        files=compiled.artefacts,
        executables=compiled.executables,
        stdin=nonce.encode() + b"\n",
        limits=Limits(
            cpu_time_s=limits.cpu_time_s,
            wall_time_s=limits.wall_time_s,
            memory_bytes=limits.memory_bytes,
            pids=program.shape.run_pids,
            open_files=limits.open_files,
        ),
        env=program.env,
        language=language,
    )
    result = ctx.sandbox.run(request, cancel)
    verdict = run_verdict(result, nonce)
    detail = result.stderr.decode("utf-8", "replace").strip()
    if verdict == pb.VERDICT_SANDBOX_ERROR:
        detail = result.message
    return verdict, detail, result


def judge_driver(
    ctx: ScriptContext,
    problem: pb.Problem,
    public_cases: list[pb.TestCase],
    secret_cases: list[pb.TestCase],
    submission: executor_pb2.Submission,
    language: int,
    limits: Limits,
    cancel: threading.Event | None = None,
) -> tuple[judge.Judgement, int, float, float]:
    """(judgement, attempts, run cpu s, run wall s) of a data-driven problem (call or operations
    cases) in a compiled or non-Python language.

    The program is the submission plus the driver rendered from the problem's interface
    (rockman/languages/<language>/render.py); it holds no test data, so one compile serves every
    case and its messages are always safe to show. The run speaks the Python harness's protocol:
    public inputs on stdin, secret inputs after the public end marker, actual values out, and
    the comparison here (judge.judge), outside the sandbox.
    """
    toolchain = host.toolchain(ctx.sandbox.languages, language)
    program = ctx.sandbox.languages.driver_program(
        language, judge.program_text(problem, submission), problem.interface
    )
    signs = (b"MemoryError", *(sign.encode() for sign in _MEMORY_SIGNS))
    attempts = Attempts(ctx.retries, cancel)  # a fault of the run builds the program again too
    while True:
        built = compile_program(
            ctx.sandbox, language, toolchain, program, ctx.compile_limits, ctx.cache, cancel
        )
        if attempts.again(built.verdict == pb.VERDICT_SANDBOX_ERROR):
            continue
        if built.verdict != pb.VERDICT_PASS:
            splits = judge.unscored_splits([*public_cases, *secret_cases])
            what = "compile error" if built.verdict == pb.VERDICT_COMPILE_ERROR else "sandbox error"
            message = f"{what}: {built.message[-FEEDBACK_CHARS:]}"
            judgement = judge.Judgement(
                built.verdict, splits, message, judging_mode=executor_pb2.JUDGING_MODE_OUTSIDE
            )
            return judgement, attempts.count, 0.0, 0.0
        job = judge.job_input(problem, public_cases, secret_cases)
        request = SandboxRequest(
            argv=list(program.run_argv),
            files=built.artefacts,
            executables=built.executables,
            stdin=job.stdin,
            stdin_after_release=job.after_release,
            release_marker=judge.release_marker(job.nonce),
            limits=run_limits(limits, language, program.shape.run_pids),
            env=program.env,
            language=language,
        )
        result = ctx.sandbox.run(request, cancel)
        if not attempts.again(result.termination == Termination.SANDBOX_ERROR):
            break
    run = judge.PreparedRun(request, job.nonce, public_cases, secret_cases)
    judgement = judge.judge(run, result, problem, memory_signs=signs)
    judgement.judging_mode = executor_pb2.JUDGING_MODE_OUTSIDE
    return judgement, attempts.count, result.cpu_time_s, result.wall_time_s
