"""Judging one Python submission against a test bundle.

A submission runs once, in two parts: the public cases first; then, only after the program has
printed the public part's end marker, the sandbox writes the private and hidden inputs to its
stdin. Output before the marker cannot carry a secret input (the program had none), so it alone
becomes feedback; what follows yields counts and a verdict, described by trusted text alone.

For each run this module builds the sandbox request (solution.py + harness.py, case inputs on
stdin, never expected values), reads the harness's nonce-framed protocol lines from stdout,
compares actual values with expected ones here, outside the sandbox, and decides the verdict with
a fixed precedence: SANDBOX_ERROR > TIME_LIMIT > MEMORY_LIMIT > OUTPUT_LIMIT > COMPILE_ERROR >
RUNTIME_ERROR > WRONG_ANSWER. Feedback (values, errors) is produced for public cases only.
"""

from __future__ import annotations

import json
import re
import secrets
import sys
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from rockman import fixtures, typesyntax
from rockman.errors import DataLoss
from rockman.hashing import canonical_json
from rockman.judging import verify
from rockman.judging.compare import ValueTooDeep, dump_value, load_value, values_match
from rockman.judging.verdicts import first_failure
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor.sandbox import (
    MIB,
    Limits,
    RunMode,
    SandboxRequest,
    SandboxResult,
    Termination,
)

HARNESS_SOURCE = resources.files("rockman.judging").joinpath("python_harness.py").read_bytes()
WALL_FACTOR = 3.0
WALL_SLACK_S = 2.0
MAX_PUBLIC_FEEDBACK = 20
_MEMORY_ERRORS = {"MemoryError"}


def limits_for(problem: pb.Problem, default_time_s: float, default_memory_mb: int) -> Limits:
    """Sandbox limits from the problem's time and memory limits (defaults when unset)."""
    cpu = problem.time_limit_s or default_time_s
    memory_mb = problem.memory_limit_mb or default_memory_mb
    return Limits(
        cpu_time_s=cpu, wall_time_s=cpu * WALL_FACTOR + WALL_SLACK_S, memory_bytes=memory_mb * MIB
    )


def program_text(problem: pb.Problem, submission: executor_pb2.Submission) -> str:
    """The program a submission stands for: prompt + completion, or the solution alone."""
    if submission.code_kind == pb.CODE_KIND_SOLUTION:
        return submission.code
    prompt = problem.prompt
    return prompt + submission.code


def case_kind(problem: pb.Problem, cases: list[pb.TestCase]) -> str:
    """The one kind of test case a bundle holds (call, operations or script)."""
    kinds = {c.WhichOneof("kind") for c in cases}
    if len(kinds) != 1:
        raise DataLoss(f"bundle of {problem.task_id} mixes case kinds {sorted(map(str, kinds))}")
    return str(kinds.pop())


def _job(problem: pb.Problem, cases: list[pb.TestCase], kind: str) -> dict[str, Any]:
    """The harness's stdin document (without the nonce): interface and case inputs only."""
    if kind == "script":
        return {
            "mode": "script",
            "prompt": problem.prompt,  # public: its helpers are the tester's (python_harness)
            "cases": [{"code": c.script.code, "entry_point": c.script.entry_point} for c in cases],
        }
    iface = problem.interface
    if kind == "call":
        sig = iface.function
        job = {
            "mode": "call",
            "entry_point": sig.name,
            "params": [typesyntax.descriptor(p.type) for p in sig.params],
            "cases": [json.loads(c.call.args_json) for c in cases],
        }
        if problem.task_type == pb.TASK_TYPE_FILE_IO:
            job["fixtures"] = [fixtures.job_fixture(c) for c in cases]
        return job
    cls = iface.class_interface
    return {
        "mode": "operations",
        "entry_point": cls.name,
        "constructor": [typesyntax.descriptor(p.type) for p in cls.constructor_params],
        "methods": {m.name: [typesyntax.descriptor(p.type) for p in m.params] for m in cls.methods},
        "cases": [
            {
                "init": json.loads(c.operations.constructor_args_json),
                "ops": [[op.method, json.loads(op.args_json)] for op in c.operations.operations],
            }
            for c in cases
        ],
    }


@dataclass
class PreparedRun:
    request: SandboxRequest
    nonce: str
    public_cases: list[pb.TestCase]
    secret_cases: list[pb.TestCase]

    @property
    def marker(self) -> bytes:
        return release_marker(self.nonce)


def release_marker(nonce: str) -> bytes:
    """The exact line the harness prints when the public part is over."""
    return f"\n{nonce} {json.dumps({'event': 'public_done'}, separators=(',', ':'))}\n".encode()


@dataclass(frozen=True)
class JobInput:
    """A run's stdin: the nonce and public inputs first, the secret inputs after release."""

    nonce: str
    stdin: bytes
    after_release: bytes


def job_input(
    problem: pb.Problem, public_cases: list[pb.TestCase], secret_cases: list[pb.TestCase]
) -> JobInput:
    """The driver's two stdin lines with a fresh nonce (the protocol of python_harness.py, which
    every language's driver speaks)."""
    kind = case_kind(problem, [*public_cases, *secret_cases])
    job = _job(problem, public_cases, kind)
    nonce = secrets.token_hex(16)
    job["nonce"] = nonce
    secret = None
    if secret_cases:  # the cases' inputs (and a file_io task's files), nothing else
        secret_job = _job(problem, secret_cases, kind)
        secret = {k: secret_job[k] for k in ("cases", "fixtures") if k in secret_job}
    return JobInput(
        nonce=nonce,
        stdin=json.dumps(job).encode("utf-8") + b"\n",
        after_release=(json.dumps(secret).encode("utf-8") + b"\n") if secret else b"",
    )


def prepare(
    problem: pb.Problem,
    public_cases: list[pb.TestCase],
    secret_cases: list[pb.TestCase],
    submission: executor_pb2.Submission,
    limits: Limits,
) -> PreparedRun:
    """The sandbox request for one run of a sample, with a fresh nonce. The secret inputs are
    released to the program only after it has printed the public part's end marker."""
    job = job_input(problem, public_cases, secret_cases)
    source = program_text(problem, submission).encode("utf-8", "surrogateescape")
    # The solution runs in a process of its own: assert-style tests (which judge themselves)
    # and the protocol writer stay in one it cannot reach (python_harness.py).
    request = SandboxRequest(
        argv=[sys.executable, "-I", "-S", "harness.py", "--isolate"],
        files={"solution.py": source, "harness.py": HARNESS_SOURCE},
        stdin=job.stdin,
        stdin_after_release=job.after_release,
        release_marker=release_marker(job.nonce),
        limits=limits,
        mode=RunMode.PYTHON_HARNESS,
    )
    return PreparedRun(request, job.nonce, public_cases, secret_cases)


_CASE_LINE = re.compile(r'"event"\s*:\s*"case"')
_CASE_INDEX = re.compile(r'"i"\s*:\s*(\d{1,9})\b')


def _events(stdout: bytes, nonce: str) -> list[dict[str, Any]]:
    """The protocol lines among what the program printed. A line that cannot be decoded (too
    deep, not JSON) still answers for its case, as a wrong answer saying why."""
    prefix = nonce + " "
    events = []
    for line in stdout.decode("utf-8", "replace").split("\n"):
        if line.startswith(prefix):
            body = line[len(prefix) :]
            try:
                event = load_value(body)
            except ValueError as exc:
                head = body[:200]
                index = _CASE_INDEX.search(head)
                if _CASE_LINE.search(head) and index:
                    reason = str(exc) if isinstance(exc, ValueTooDeep) else "it is not JSON"
                    error = f"the program's answer could not be read: {reason}"
                    events.append({"event": "case", "i": int(index.group(1)), "error": error})
                continue
            if isinstance(event, dict):
                events.append(event)
    return events


def valid_text(text: object) -> str:
    """Text from a program made valid for a protobuf string: lone surrogates and other
    unencodable code points escaped as \\uXXXX."""
    value = text if isinstance(text, str) else str(text)
    try:
        value.encode("utf-8")
        return value
    except UnicodeEncodeError:
        return value.encode("utf-8", "backslashreplace").decode("utf-8")


@dataclass
class Judgement:
    verdict: pb.Verdict.ValueType
    splits: dict[pb.Split.ValueType, list[int]] = field(default_factory=dict)  # [passed, total]
    message: str = ""
    feedback: list[executor_pb2.CaseFeedback] = field(default_factory=list)
    peak_memory_bytes: int = 0
    work_peak_bytes: int = 0
    # How the tests were judged (executor_pb2.JudgingMode); unset: the executor decides from
    # the suite's kind.
    judging_mode: int = 0


def _case_passed(case: pb.TestCase, event: dict[str, Any], comparison: pb.Comparison) -> bool:
    if "error" in event:
        return False
    kind = case.WhichOneof("kind")
    if kind == "script":
        return event.get("value") is True
    if kind == "call":
        return values_match(
            load_value(case.call.expected_json), event.get("value"), comparison
        ) and fixtures.collected_match(case, event.get("files"))
    expected = [load_value(op.expected_json) for op in case.operations.operations]
    actual = event.get("value")
    return isinstance(actual, list) and values_match(expected, actual, comparison)


def _passes(
    reported: list[tuple[pb.TestCase, dict[str, Any], bool]], problem: pb.Problem
) -> tuple[list[bool], str]:
    """Whether each reported case passed, and a message when the verifier could not judge."""
    comparison = problem.comparison
    if comparison.kind != pb.COMPARATOR_KIND_VERIFIER:
        return [_case_passed(case, event, comparison) for case, event, _ in reported], ""
    judged = [
        i for i, (case, event, _) in enumerate(reported)
        if "error" not in event and case.WhichOneof("kind") == "call"
    ]  # fmt: skip
    items = [
        (json.loads(reported[i][0].call.args_json),
         load_value(reported[i][0].call.expected_json), reported[i][1].get("value"))
        for i in judged
    ]  # fmt: skip
    passes = [False] * len(reported)
    try:
        verdicts = verify.run(problem.verifier, comparison.threshold, items)
    except verify.VerifierFailed as exc:
        return passes, f"the verifier could not judge the answers: {exc}"
    for i, verdict in zip(judged, verdicts, strict=True):
        passes[i] = verdict
    return passes, ""


def _case_input(case: pb.TestCase) -> str:
    kind = case.WhichOneof("kind")
    if kind == "call" and case.call.files:
        return json.dumps({"args": json.loads(case.call.args_json), "files": dict(case.call.files)})
    if kind == "call":
        return case.call.args_json
    if kind == "operations":
        ops = case.operations
        return json.dumps(
            {
                "init": json.loads(ops.constructor_args_json),
                "ops": [[o.method, json.loads(o.args_json)] for o in ops.operations],
            }
        )
    return ""


def _case_expected(case: pb.TestCase) -> str:
    kind = case.WhichOneof("kind")
    if kind == "call" and case.call.expected_files:
        return json.dumps(
            {"value": json.loads(case.call.expected_json), "files": dict(case.call.expected_files)}
        )
    if kind == "call":
        return case.call.expected_json
    if kind == "operations":
        return json.dumps([json.loads(o.expected_json) for o in case.operations.operations])
    return ""


def _case_actual(case: pb.TestCase, event: dict[str, Any]) -> str:
    value = event.get("value", event.get("partial"))
    if case.WhichOneof("kind") == "call" and case.call.expected_files and "error" not in event:
        reported = event.get("files")
        paths = sorted(case.call.expected_files)
        texts = reported if isinstance(reported, list) and len(reported) == len(paths) else []
        return _json_text({"value": value, "files": dict(zip(paths, texts, strict=False))})
    return _json_text(value)


def _case_verdict(event: dict[str, Any]) -> pb.Verdict.ValueType:
    error_type = event.get("error_type")
    if not isinstance(error_type, str):
        error_type = None
    if error_type in _MEMORY_ERRORS:
        return pb.VERDICT_MEMORY_LIMIT
    if error_type and error_type != "AssertionError":
        return pb.VERDICT_RUNTIME_ERROR
    return pb.VERDICT_WRONG_ANSWER


def unscored_splits(cases: list[pb.TestCase]) -> dict[pb.Split.ValueType, list[int]]:
    """[passed, total] per split, nothing passed yet."""
    splits: dict[pb.Split.ValueType, list[int]] = {}
    for case in cases:
        splits.setdefault(case.split, [0, 0])[1] += 1
    return splits


def judge(
    run: PreparedRun,
    result: SandboxResult,
    problem: pb.Problem,
    memory_signs: tuple[bytes, ...] = (b"MemoryError",),
) -> Judgement:
    """Turn a sandbox result into a verdict, split counts and public feedback.

    Only output printed before the release marker (when the program had seen public inputs
    alone) becomes feedback text; everything after it yields counts and a verdict described by
    trusted text.
    """
    splits = unscored_splits([*run.public_cases, *run.secret_cases])
    if result.termination == Termination.SANDBOX_ERROR:
        return Judgement(pb.VERDICT_SANDBOX_ERROR, splits, f"sandbox error: {result.message}")
    public_out, released_marker, secret_out = result.stdout.partition(run.marker)
    released = bool(released_marker)
    public_events = _events(public_out, run.nonce)
    secret_events = _events(secret_out, run.nonce) if released else []
    verdicts: set[pb.Verdict.ValueType] = set()
    message = ""
    for e in public_events:
        if e.get("event") == "compile_error":
            verdicts.add(pb.VERDICT_COMPILE_ERROR)
            message = valid_text(f"compile error: {e.get('message', '')}")
        elif e.get("event") == "load_error":
            is_memory = e.get("error_type") in _MEMORY_ERRORS
            verdicts.add(pb.VERDICT_MEMORY_LIMIT if is_memory else pb.VERDICT_RUNTIME_ERROR)
            message = valid_text(f"error while loading the solution: {e.get('message', '')}")
    feedback: list[executor_pb2.CaseFeedback] = []
    reported: list[tuple[pb.TestCase, dict[str, Any], bool]] = []  # (case, event, public)
    parts = ((run.public_cases, public_events, True), (run.secret_cases, secret_events, False))
    for cases, events, public in parts:
        by_case = {
            e["i"]: e for e in events if e.get("event") == "case" and isinstance(e.get("i"), int)
        }
        reported += [(c, by_case[i], public) for i, c in enumerate(cases) if i in by_case]
    passes, verifier_message = _passes(reported, problem)
    message = message or verifier_message
    for (case, event, public), passed in zip(reported, passes, strict=True):
        if passed:
            splits[case.split][0] += 1
        else:
            verdicts.add(_case_verdict(event))
        if public and len(feedback) < MAX_PUBLIC_FEEDBACK:
            feedback.append(
                executor_pb2.CaseFeedback(
                    case_id=case.case_id,
                    passed=passed,
                    input_json=_case_input(case),
                    expected_json=_case_expected(case),
                    actual_json=valid_text(_case_actual(case, event)),
                    error=valid_text(event.get("error", ""))[:2000],
                )
            )
    done = [e for e in secret_events if e.get("event") == "done"]
    # The sandbox's own measurement wins; the harness's VmHWM fills in where it has none.
    reported_peak = done[-1].get("peak_rss_bytes") if done else None
    peak = result.peak_memory_bytes or (reported_peak if isinstance(reported_peak, int) else 0)
    termination = result.termination
    if termination in (Termination.TIME_LIMIT, Termination.WALL_TIME_LIMIT):
        verdicts.add(pb.VERDICT_TIME_LIMIT)
        message = message or (
            f"time limit exceeded (cpu {result.cpu_time_s:.2f}s, wall {result.wall_time_s:.2f}s)"
        )
    elif termination == Termination.OUTPUT_LIMIT:
        verdicts.add(pb.VERDICT_OUTPUT_LIMIT)
        message = message or "output limit exceeded"
    elif termination == Termination.MEMORY_LIMIT or peak > run.request.limits.memory_bytes:
        verdicts.add(pb.VERDICT_MEMORY_LIMIT)
        message = message or "memory limit exceeded"
    elif termination == Termination.SIGNALED or result.exit_code != 0:
        if not released and any(sign in result.stderr for sign in memory_signs):
            verdicts.add(pb.VERDICT_MEMORY_LIMIT)
        else:
            verdicts.add(pb.VERDICT_RUNTIME_ERROR)
            if not released:  # an exit status chosen after release could carry secret bits
                message = message or (
                    f"the program was killed by signal {result.signal}"
                    if result.signal
                    else f"the program exited with code {result.exit_code}"
                )
    if not verdicts and (not done or len(reported) < len(run.public_cases) + len(run.secret_cases)):
        # Exited cleanly without finishing: sys.exit/os._exit before the tests ran out.
        verdicts.add(pb.VERDICT_RUNTIME_ERROR)
        message = f"the program stopped before every test had run; {_summary(splits)}"
    verdict = first_failure(verdicts)
    public_failed = next((f for f in feedback if not f.passed), None)
    if verdict != pb.VERDICT_PASS and not message:
        if public_failed is not None:
            detail = public_failed.error or (
                f"expected {public_failed.expected_json}, got {public_failed.actual_json}"
            )
            message = f"public case {public_failed.case_id} failed: {detail}"[:1000]
        else:
            message = _summary(splits)
    return Judgement(verdict, splits, message, feedback, peak, result.work_peak_bytes)


def _json_text(value: Any) -> str:
    try:
        return canonical_json(value)
    except Exception:  # a HugeInt, a lone surrogate, a float canonical JSON refuses
        return dump_value(value)


def _summary(splits: dict[pb.Split.ValueType, list[int]]) -> str:
    parts = [
        f"{pb.Split.Name(s).removeprefix('SPLIT_').lower()} {p}/{t}"
        for s, (p, t) in sorted(splits.items())
    ]
    return "failed tests: " + ", ".join(parts)
