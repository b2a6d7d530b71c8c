"""JavaScript has no compile step: the run's own parse reports a syntax error, which the judge
makes a COMPILE_ERROR with V8's report (languages/javascript.py, compiled.run_verdict), through
`compiled.judge_scripts` / `compiled.judge_driver` and the native sandbox.

Also: nothing a program does can fake that signal (printing the marker, exiting with its status,
reading stdin for the nonce, a SyntaxError thrown at run time); and a syntax error in a private
suite's test code is a bare COMPILE_ERROR that quotes none of it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rockman.languages import registry as languages
from rockman.languages.javascript import toolchain as javascript
from rockman.problem_spec import load_spec
from rockman.problems import build
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor import compiled, judge
from services.executor.pool import NativeSandbox
from services.executor.sandbox import MIB, Limits, SandboxResult, Termination

pytestmark = pytest.mark.timeout(180)

ROOT = Path(__file__).resolve().parents[2]

LANGUAGE = pb.LANGUAGE_JAVASCRIPT
LIMITS = Limits(cpu_time_s=1.0, wall_time_s=2.0, memory_bytes=256 * MIB)
NONCE = "0123456789abcdef0123456789abcdef"
CE = pb.VERDICT_COMPILE_ERROR
RE = pb.VERDICT_RUNTIME_ERROR
WA = pb.VERDICT_WRONG_ANSWER
PASS = pb.VERDICT_PASS

SOLVE = "const solve = (x) => x;\n"
TEST = "const testSolve = () => {\n  console.assert(solve(@X@) === @X@);\n};\ntestSolve();\n"
SECRET_TEST = "// the private suite's secret: 7412369\nconsole.assert(solve(3) === ;\n"
# Programs trying to pass for a syntax error (each ends its run with status 65, the runner's).
FAKE_MARKER = "process.stdout.write('\\n' + '0'.repeat(32) + ' compile error\\n');\n"
FORGERIES = {
    name: SOLVE + text
    for name, text in {
        # the marker with a guessed nonce, and the runner's status
        "marker": FAKE_MARKER + "process.exit(65);\n",
        # the nonce is not on stdin any more: the runner read it, up to its newline
        "stdin": (
            "const fs = require('fs');\nconst buf = Buffer.alloc(64);\nlet n = 0;\n"
            "try { n = fs.readSync(0, buf, 0, 64, null); } catch (err) { n = 0; }\n"
            "const got = buf.toString('utf8', 0, n).trim();\n"
            "process.stdout.write('\\n' + got + ' compile error\\n');\nprocess.exit(65);\n"
        ),
        # V8's report on stderr, as the runner writes it, then the status
        "report": (
            "process.stderr.write('solution.js:1\\nx +;\\n   ^\\n\\nSyntaxError: Unexpected "
            "token \\';\\'\\n');\nprocess.exit(65);\n"
        ),
        # a SyntaxError thrown while running (eval, Function, JSON.parse) is a runtime error
        "eval": "eval('1 +');\n",
        "function": "new Function('return +;');\n",
        "json": "JSON.parse('{');\n",
        # the suite passes (the runner prints the nonce), then the exit status is changed
        "exit_code": "process.on('exit', () => { process.exitCode = 65; });\n",
        "exit_marker": (
            "process.on('exit', () => {\n  process.stdout.write(' compile error\\n');\n"
            "  process.exitCode = 65;\n});\n"
        ),
    }.items()
}


@pytest.fixture(scope="module")
def sandbox() -> Iterator[NativeSandbox]:
    _, why = languages.status(LANGUAGE)
    if why:
        pytest.skip(why)
    pool = NativeSandbox(2, languages.readonly_paths())
    yield pool
    pool.close()


def _context(sandbox: NativeSandbox) -> compiled.ScriptContext:
    return compiled.ScriptContext(sandbox, compiled.CompileCache(None), compiled.CompileLimits())


def _case(split: pb.Split.ValueType, code: str = TEST, x: int = 1) -> pb.TestCase:
    prefix = pb.Split.Name(split).removeprefix("SPLIT_").lower()
    code = code.replace("@X@", str(x))
    return pb.TestCase(case_id=f"{prefix}-{x}", split=split, script=pb.ScriptCase(code=code))


def _judge(
    ctx: compiled.ScriptContext, code: str, cases: list[pb.TestCase]
) -> tuple[judge.Judgement, compiled.ScriptContext]:
    problem = pb.Problem(task_id="ParseError/js", language=LANGUAGE)
    submission = executor_pb2.Submission(
        task_id=problem.task_id, sample_id="s", language=LANGUAGE, code=code,
        code_kind=pb.CODE_KIND_SOLUTION,
    )  # fmt: skip
    judgement, _, _, _ = compiled.judge_scripts(ctx, problem, cases, submission, LANGUAGE, LIMITS)
    return judgement, ctx


def _result(stdout: bytes, exit_code: int, stderr: bytes = b"") -> SandboxResult:
    return SandboxResult(Termination.EXITED, exit_code, 0, stdout, stderr, 0.01, 0.01, 0)


def test_run_verdict_reads_only_the_exact_signal() -> None:
    marker = f"\n{NONCE} compile error\n".encode()
    assert compiled.PARSE_ERROR_EXIT == javascript.PARSE_ERROR_EXIT
    assert compiled.run_verdict(_result(marker, 65), NONCE) == CE
    assert compiled.run_verdict(_result(marker, 1), NONCE) == RE  # the status too
    assert compiled.run_verdict(_result(marker, 0), NONCE) == RE
    other = f"\n{'f' * 32} compile error\n".encode()
    assert compiled.run_verdict(_result(other, 65), NONCE) == RE  # another nonce
    assert compiled.run_verdict(_result(b"x" + marker, 65), NONCE) == RE  # output before it
    assert compiled.run_verdict(_result(marker + b"x\n", 65), NONCE) == RE  # output after it
    assert compiled.run_verdict(_result(b"compile error\n", 65), NONCE) == RE
    signaled = SandboxResult(Termination.SIGNALED, 0, 9, marker, b"", 0.01, 0.01, 0)
    assert compiled.run_verdict(signaled, NONCE) == RE
    failed = _result(b"", 65, b"Error: Assertion failed")
    assert compiled.run_verdict(failed, NONCE) == WA  # status 65 alone is nothing special


def test_syntax_error_in_the_program(sandbox: NativeSandbox) -> None:
    ctx = _context(sandbox)
    code = "const solve = (x) => {\n  return x +;\n};\n"
    public, _ = _judge(ctx, code, [_case(pb.SPLIT_PUBLIC)])
    assert public.verdict == CE, public
    assert public.message.startswith("public case public-1: COMPILE_ERROR: "), public.message
    # V8's report as node prints an uncaught SyntaxError (what the check step used to give)
    assert "solution.js:2\n  return x +;\n            ^\n\nSyntaxError: Unexpected token ';'\n" in (
        public.message
    ), public.message
    assert public.message.rstrip().endswith("Node.js " + javascript.node()[1]), public.message
    assert javascript.RUNNER_SOURCE not in public.message
    private, _ = _judge(ctx, code, [_case(pb.SPLIT_PRIVATE)])
    assert (private.verdict, private.message) == (CE, "private case private-1: COMPILE_ERROR")
    assert (ctx.cache.hits, ctx.cache.misses) == (0, 0)  # no compile step, nothing cached


def test_syntax_error_in_private_test_code_is_not_quoted(sandbox: NativeSandbox) -> None:
    ctx = _context(sandbox)
    cases = [_case(pb.SPLIT_PUBLIC), _case(pb.SPLIT_PRIVATE, SECRET_TEST, 2)]
    judged, _ = _judge(ctx, SOLVE, cases)
    assert judged.verdict == CE, judged
    assert judged.splits == {pb.SPLIT_PUBLIC: [1, 1], pb.SPLIT_PRIVATE: [0, 1]}
    assert judged.message == "private case private-2: COMPILE_ERROR"
    # the same suite as a public case: its report is shown (tests.js, the caret's line)
    shown, _ = _judge(ctx, SOLVE, [_case(pb.SPLIT_PUBLIC, SECRET_TEST, 2)])
    assert shown.verdict == CE, shown
    assert "tests.js:2\nconsole.assert(solve(3) === ;\n" in shown.message, shown.message


@pytest.mark.parametrize("name", list(FORGERIES))
def test_a_program_cannot_fake_the_signal(sandbox: NativeSandbox, name: str) -> None:
    judged, _ = _judge(_context(sandbox), FORGERIES[name], [_case(pb.SPLIT_PUBLIC)])
    assert judged.verdict == RE, judged
    assert judged.message.startswith("public case public-1: RUNTIME_ERROR"), judged.message


def test_a_failing_program_that_fakes_it_keeps_its_verdict(sandbox: NativeSandbox) -> None:
    code = "const solve = (x) => x + 1;\n" + FAKE_MARKER
    wrong = "process.on('exit', () => { process.exitCode = 65; });\n"
    judged, _ = _judge(_context(sandbox), code + wrong, [_case(pb.SPLIT_PUBLIC)])
    assert judged.verdict == WA, judged
    assert "Assertion failed" in judged.message, judged.message


# --- the driver (call cases of Starter/MATH_001: countPrimesBetween(low, high)) -------------


def _driver_problem() -> tuple[pb.Problem, list[pb.TestCase], list[pb.TestCase]]:
    spec = load_spec(ROOT / "problems" / "Starter__MATH_001")
    sources = build.build_all_languages(spec, "test-seed", True)
    source = next(s for s in sources if s.problem.language == LANGUAGE)
    public = [c for c in source.cases if c.split == pb.SPLIT_PUBLIC]
    secret = [c for c in source.cases if c.split != pb.SPLIT_PUBLIC]
    return source.problem, public, secret


def _judge_driver(sandbox: NativeSandbox, code: str) -> judge.Judgement:
    problem, public, secret = _driver_problem()
    submission = executor_pb2.Submission(
        task_id=problem.task_id, sample_id="s", language=LANGUAGE, code=code,
        code_kind=pb.CODE_KIND_SOLUTION,
    )  # fmt: skip
    ctx = _context(sandbox)
    judgement, _, _, _ = compiled.judge_driver(
        ctx, problem, public, secret, submission, LANGUAGE, LIMITS
    )
    assert (ctx.cache.hits, ctx.cache.misses) == (0, 0)  # no compile step
    return judgement


def test_driver_syntax_error(sandbox: NativeSandbox) -> None:
    reference = (ROOT / "problems" / "Starter__MATH_001" / "reference.js").read_text()
    assert _judge_driver(sandbox, reference).verdict == PASS
    broken = _judge_driver(sandbox, "function countPrimesBetween(low, high) { low +; }\n")
    assert broken.verdict == CE, broken
    assert all(passed == 0 for passed, _ in broken.splits.values()), broken.splits
    assert broken.message.startswith(
        "compile error: /"  # V8's report: the file's path, its line, the caret
    ), broken.message
    assert "solution.js:1\nfunction countPrimesBetween(low, high) { low +; }\n" in broken.message
    assert "^\n\nSyntaxError: Unexpected token ';'\n" in broken.message, broken.message


def test_driver_compile_error_event_cannot_be_faked(sandbox: NativeSandbox) -> None:
    event = '{"event":"compile_error","message":"x"}'
    fake = (
        f"process.stdout.write('\\n' + '0'.repeat(32) + ' {event}\\n');\n"
        "function countPrimesBetween(low, high) { return 0; }\n"
    )
    judged = _judge_driver(sandbox, fake)
    assert judged.verdict == WA, judged  # returns 0: its real verdict
    thrown = _judge_driver(sandbox, "eval('1 +');\n")
    assert thrown.verdict == RE, thrown
