"""The executor's logic: validate a submission, fetch its bundle, run and judge it.

Plain Python, no gRPC. `Executor.execute` is thread-safe and returns a result for every valid
submission; a fault of the sandbox is retried and, if it stays, reported as SANDBOX_ERROR.
"""

from __future__ import annotations

import os
import platform
import re
import secrets
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rockman import logs, signing
from rockman.errors import FailedPrecondition, InvalidArgument, Unavailable
from rockman.judging.retry import Attempts
from rockman.languages import registry
from rockman.languages.base import ToolchainMissing
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor import compile_cache, compiled, judge, selftest, style
from services.executor.bundles import BundleSource
from services.executor.sandbox import FIXED_ENV, Limits, Sandbox, Termination

MAX_CODE_BYTES = 1024 * 1024
KNOWN_LANGUAGES = (pb.LANGUAGE_PYTHON, *registry.MODULES)


@dataclass(frozen=True)
class ExecutorConfig:
    workers: int = os.cpu_count() or 1
    default_time_limit_s: float = 2.0
    default_memory_limit_mb: int = 256
    sandbox_retries: int = 1
    backend: str = "native"  # main reads --backend or $ROCKMAN_SANDBOX
    compile_cache_dir: str = ""  # compiled artefacts survive restarts here; memory only if ""
    # The compile cache's budgets (LRU in each); an artefact set over the last is not cached.
    compile_cache_memory_bytes: int = compile_cache.DEFAULT_MEMORY_BYTES
    compile_cache_disk_bytes: int = compile_cache.DEFAULT_DISK_BYTES
    compile_cache_max_entry_bytes: int = compile_cache.DEFAULT_MAX_ENTRY_BYTES
    self_test_at_start: bool = False  # check every language in the background at start-up


_HOST_PATH = re.compile(r"(?<![\w:.~-])/(?:[\w.+-]+/)*[\w.+-]+")


def public_sandbox_error(detail: str, request_id: str) -> str:
    """A SANDBOX_ERROR's message for the client: its first line, no traceback, no host path
    (those stay in the executor's log under the request id)."""
    text = detail.split("Traceback (most recent call last)")[0].strip()
    first = text.splitlines()[0] if text else "the sandbox failed"
    first = _HOST_PATH.sub("<path>", first)[:300]
    return f"{first} (request {request_id}; details in the executor's log)"


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _capability(
    language: int, outcome: selftest.Outcome, sandbox: Sandbox, thorough: bool
) -> executor_pb2.LanguageCapability:
    """`thorough`: find the toolchain even where that costs (a docker backend starts a
    container of the language); otherwise a language whose toolchain nobody has asked for yet
    is shown available, version unknown, its self-test pending."""
    why = sandbox.language_status(language)
    if why:
        return executor_pb2.LanguageCapability(
            language=language,  # type: ignore[arg-type]
            reason=why,
            self_test=executor_pb2.SELF_TEST_FAILED,
        )
    known = sandbox.languages.status(language) if thorough else None
    known = known or sandbox.languages.known_status(language)
    if known is None:
        return executor_pb2.LanguageCapability(
            language=language,  # type: ignore[arg-type]
            available=outcome.state != executor_pb2.SELF_TEST_FAILED,
            reason=outcome.reason,
            self_test=outcome.state,
        )
    toolchain, why = known
    failed = outcome.state == executor_pb2.SELF_TEST_FAILED
    return executor_pb2.LanguageCapability(
        language=language,  # type: ignore[arg-type]
        available=toolchain is not None and not failed,
        version=toolchain.version if toolchain else "",
        reason=why or (outcome.reason if failed else ""),
        self_test=executor_pb2.SELF_TEST_FAILED if toolchain is None else outcome.state,
    )


def _python_capability(sandbox: Sandbox) -> executor_pb2.LanguageCapability:
    why = sandbox.language_status(pb.LANGUAGE_PYTHON)
    return executor_pb2.LanguageCapability(
        language=pb.LANGUAGE_PYTHON,
        available=not why,
        version="" if why else platform.python_version(),
        reason=why,
    )


def _judging_mode(cases: list[pb.TestCase]) -> int:
    """The mode of a judgement that did not set one (the Python path): assert-style cases run
    in a tester process the program cannot reach (python_harness.py), data-driven ones are
    compared outside the sandbox."""
    if any(c.WhichOneof("kind") == "script" for c in cases):
        return executor_pb2.JUDGING_MODE_ISOLATED
    return executor_pb2.JUDGING_MODE_OUTSIDE


def _set(event: threading.Event | None) -> bool:
    return event is not None and event.is_set()


class Executor:
    def __init__(
        self,
        bundles: BundleSource,
        sandbox: Sandbox,
        config: ExecutorConfig,
        signer: signing.SigningKey | None = None,
    ) -> None:
        self.bundles = bundles
        self.sandbox = sandbox
        self.config = config
        # Signs every result (docs/security.md); a fresh key in memory unless one is given.
        self.signer = signer or signing.SigningKey.generate()
        self.log = logs.get("executor")
        cache = compile_cache.CompileCache(
            Path(config.compile_cache_dir) if config.compile_cache_dir else None,
            memory_bytes=config.compile_cache_memory_bytes,
            disk_bytes=config.compile_cache_disk_bytes,
            max_entry_bytes=config.compile_cache_max_entry_bytes,
        )
        self.scripts = compiled.ScriptContext(
            sandbox, cache, compiled.CompileLimits(), config.sandbox_retries
        )
        self.self_tests = selftest.SelfTests(self.scripts)
        if config.self_test_at_start:
            self.self_tests.start_all()

    def validate(self, submission: executor_pb2.Submission) -> None:
        """InvalidArgument for a submission that cannot be judged at all."""
        if not submission.task_id:
            raise InvalidArgument("submission has no task_id")
        if not submission.sample_id:
            raise InvalidArgument(f"submission for {submission.task_id} has no sample_id")
        language = submission.language or pb.LANGUAGE_PYTHON
        if language not in KNOWN_LANGUAGES:
            raise InvalidArgument(f"unknown language {language}")
        if language != pb.LANGUAGE_PYTHON:
            _, why = self.sandbox.languages.status(language)  # a missing image included
            if not why:
                outcome = self.self_tests.ensure(language)
                if outcome.state == executor_pb2.SELF_TEST_FAILED:
                    why = outcome.reason
            if why:
                name = pb.Language.Name(language)
                raise FailedPrecondition(f"{name} is unavailable on this executor: {why}")
        size = len(submission.code.encode("utf-8", "surrogateescape"))
        if size > MAX_CODE_BYTES:
            raise InvalidArgument(
                f"sample {submission.sample_id} of {submission.task_id}: its code is "
                f"{size:,} bytes, larger than the {MAX_CODE_BYTES:,} bytes (1 MiB) this "
                "executor judges: shorten the program"
            )

    def execute(
        self, submission: executor_pb2.Submission, cancel: threading.Event | None = None
    ) -> executor_pb2.ExecutionResult:
        """Judge one submission. Raises NotFound/InvalidArgument/DataLoss for bad requests;
        `cancel` stops the run early (the result is then a SANDBOX_ERROR). Whatever the program
        printed or did, judging it gives a result: an unexpected fault of the judge itself is
        that sample's SANDBOX_ERROR, logged with the result's request id, never an exception
        that would end the caller's stream."""
        self.validate(submission)
        language = submission.language or pb.LANGUAGE_PYTHON
        bundle = self.bundles.bundle(submission.task_id, language, submission.version)
        problem = bundle.problem
        request_id = secrets.token_hex(8)
        log = self.log.bind(
            task_id=submission.task_id, sample_id=submission.sample_id, request_id=request_id
        )
        start = time.monotonic()
        try:
            final, attempts, cpu, wall, runs, flaky = self._judge(bundle, submission, cancel, log)
        except Exception:
            log.exception("judge_failed")
            splits = judge.unscored_splits(list(bundle.cases))
            message = f"the judge failed on this sample (request {request_id})"
            final = judge.Judgement(pb.VERDICT_SANDBOX_ERROR, splits, message)
            attempts, cpu, wall, runs, flaky = 1, 0.0, 0.0, 1, False
        if final.verdict == pb.VERDICT_SANDBOX_ERROR:
            log.warning("sandbox_error_reported", detail=final.message)
            final.message = public_sandbox_error(final.message, request_id)
        log.info(
            "executed",
            verdict=pb.Verdict.Name(final.verdict),
            cpu_s=round(cpu, 4),
            ms=round((time.monotonic() - start) * 1000, 1),
            flaky=flaky,
        )
        result = executor_pb2.ExecutionResult(
            task_id=submission.task_id,
            language=language,
            version=problem.version,
            sample_id=submission.sample_id,
            verdict=final.verdict,
            passed=final.verdict == pb.VERDICT_PASS,
            splits=[
                executor_pb2.SplitResult(split=s, passed=p, total=t)
                for s, (p, t) in sorted(final.splits.items())
            ],
            cpu_time_s=cpu,
            wall_time_s=wall,
            peak_memory_mb=final.peak_memory_bytes / (1024 * 1024),
            work_folder_peak_mb=final.work_peak_bytes / (1024 * 1024),
            message=judge.valid_text(final.message),
            public_feedback=final.feedback,
            attempts=attempts,
            flaky=flaky,
            runs=runs,
            request_id=request_id,
            judging_mode=final.judging_mode or _judging_mode(list(bundle.cases)),  # type: ignore[arg-type]
        )
        return self.signer.seal(result, bundle, submission)

    def _judge(
        self,
        bundle: pb.TestBundle,
        submission: executor_pb2.Submission,
        cancel: threading.Event | None,
        log: Any,
    ) -> tuple[judge.Judgement, int, float, float, int, bool]:
        """(judgement, attempts, cpu s, wall s, runs, flaky) of a submission, its repeated runs
        and its style checks."""
        problem = bundle.problem
        language = submission.language or pb.LANGUAGE_PYTHON
        limits = judge.limits_for(
            problem, self.config.default_time_limit_s, self.config.default_memory_limit_mb
        )
        public_cases = [c for c in bundle.cases if c.split == pb.SPLIT_PUBLIC]
        secret_cases = [c for c in bundle.cases if c.split != pb.SPLIT_PUBLIC]
        repeats = max(1, submission.determinism_runs) if problem.deterministic else 1
        first, attempts, cpu, wall = self._judge_once(
            problem, public_cases, secret_cases, submission, limits, cancel, log
        )
        final, flaky, runs = first, False, 1
        while final.verdict == pb.VERDICT_PASS and runs < repeats and not _set(cancel):
            again, more, _, _ = self._judge_once(
                problem, public_cases, secret_cases, submission, limits, cancel, log
            )
            runs += 1
            attempts = max(attempts, more)
            if again.verdict != pb.VERDICT_PASS:
                final, flaky = again, again.verdict != pb.VERDICT_SANDBOX_ERROR
                if flaky:
                    final.message = (
                        f"flaky: passed, then {pb.Verdict.Name(again.verdict)} on run {runs}"
                    )
        if final.verdict == pb.VERDICT_PASS and problem.HasField("style_checks"):
            # Refactoring: a program that passes every test must also meet the style checks.
            program = judge.program_text(problem, submission)
            broken = style.check(program, language, problem.style_checks)
            if broken:
                final.verdict, final.message = pb.VERDICT_STYLE_VIOLATION, broken
        return final, attempts, cpu, wall, runs, flaky

    def _judge_once(
        self,
        problem: pb.Problem,
        public_cases: list[pb.TestCase],
        secret_cases: list[pb.TestCase],
        submission: executor_pb2.Submission,
        limits: Limits,
        cancel: threading.Event | None,
        log: Any,
    ) -> tuple[judge.Judgement, int, float, float]:
        """One judged run, retrying sandbox faults: (judgement, attempts, cpu s, wall s)."""
        language = submission.language or pb.LANGUAGE_PYTHON
        if language != pb.LANGUAGE_PYTHON:
            cases = [*public_cases, *secret_cases]
            try:
                if judge.case_kind(problem, cases) == "script":
                    return compiled.judge_scripts(
                        self.scripts, problem, cases, submission, language, limits, cancel
                    )
                return compiled.judge_driver(
                    self.scripts,
                    problem,
                    public_cases,
                    secret_cases,
                    submission,
                    language,
                    limits,
                    cancel,
                )
            except (Unavailable, ToolchainMissing) as exc:
                # The toolchain or program could not be had from the runner (a docker
                # backend's container gone): an infrastructure fault, scored as nothing.
                log.warning("sandbox_error", message=str(exc))
                message = f"sandbox error: {exc}"
                splits = judge.unscored_splits(cases)
                return judge.Judgement(pb.VERDICT_SANDBOX_ERROR, splits, message), 1, 0.0, 0.0
        attempts = Attempts(self.config.sandbox_retries, cancel)
        while True:
            run = judge.prepare(problem, public_cases, secret_cases, submission, limits)
            result = self.sandbox.run(run.request, cancel)
            faulted = result.termination == Termination.SANDBOX_ERROR
            if faulted and not _set(cancel):
                log.warning("sandbox_error", attempt=attempts.count, message=result.message)
            if not attempts.again(faulted):
                break
        judgement = judge.judge(run, result, problem)
        return judgement, attempts.count, result.cpu_time_s, result.wall_time_s

    def capabilities(
        self, wait_for_self_test: bool = False
    ) -> executor_pb2.GetCapabilitiesResponse:
        """What this executor runs; each language's self-test outcome so far, or final when
        `wait_for_self_test` (which runs the checks not yet run)."""
        look = self.self_tests.ensure if wait_for_self_test else self.self_tests.peek
        uname = platform.uname()
        return executor_pb2.GetCapabilitiesResponse(
            backend=self.sandbox.name,
            cgroup_version=getattr(self.sandbox, "cgroup_version", ""),
            workers=self.config.workers,
            languages=[
                _python_capability(self.sandbox),
                *(
                    _capability(language, look(language), self.sandbox, wait_for_self_test)
                    for language in registry.MODULES
                ),
            ],
            environment={
                "cpu_model": _cpu_model(),
                "os": f"{uname.system} {uname.release}",
                "kernel": uname.version,
                "machine": uname.machine,
                "cpu_count": str(os.cpu_count()),
                "python": sys.version.split()[0],
                **{k: v for k, v in FIXED_ENV.items() if k != "PATH"},
            },
            default_time_limit_s=self.config.default_time_limit_s,
            default_memory_limit_mb=self.config.default_memory_limit_mb,
            pids_limit=64,
            output_limit_bytes=8 * 1024 * 1024,
            signing_public_key=self.signer.public_key,
        )
