"""Python assert-style suites (HumanEval's ``check(candidate)``): forged passes, one test each.

The tests run in a tester process the solution cannot read, trace or patch; the solution's
functions are called across a type-tagged serialization boundary (services/executor/
python_harness.py). Every forgery below passed under the old in-process harness or is a variant
of one that did; each must now be judged anything but PASS, on both backends, while honest
programs keep their verdicts.
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from rockman.importers.humaneval import humaneval_sources
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor.core import Executor, ExecutorConfig
from tests.helpers import RegistryBundles, registry_with

pytestmark = pytest.mark.timeout(900)

PROMPT = '''from typing import List


def sort_unique(values: List[int]) -> List[int]:
    """ The distinct values, ascending.
    >>> sort_unique([3, 1, 3])
    [1, 3]
    """
'''
TEST = """

METADATA = {}


def check(candidate):
    assert candidate([3, 1, 3]) == [1, 3]
    assert candidate([]) == []
    assert candidate([5, -2, 5, 9, -2]) == [-2, 5, 9]
    assert candidate([7]) == [7]
"""
CORRECT = "    return sorted(set(values))\n"
WRONG = "    return sorted(values)\n"


def _completion(body: str) -> str:
    """A completion: the forgery at module level, then a body that is wrong."""
    return textwrap.indent(textwrap.dedent(body).strip("\n") + "\n", "    ") + WRONG


# Each returns or does something that made, or could make, an in-process harness say PASS.
FORGERIES: dict[str, str] = {
    "always_equal_object": """
        class Yes:
            def __eq__(self, other):
                return True
            def __ne__(self, other):
                return False
        return Yes()
    """,
    "list_subclass_always_equal": """
        class L(list):
            def __eq__(self, other):
                return True
        return L()
    """,
    "str_subclass_always_equal": """
        class S(str):
            def __eq__(self, other):
                return True
            __hash__ = str.__hash__
        return S("x")
    """,
    "object_pretending_to_be_a_list": """
        class Fake:
            __class__ = list
            def __eq__(self, other):
                return True
        return Fake()
    """,
    "compile_without_asserts": """
        import builtins
        real = builtins.compile
        def compile(source, filename, mode, flags=0, dont_inherit=False, optimize=-1):
            return real(source, filename, mode, flags, dont_inherit, 2)
        builtins.compile = compile
        return sorted(values)
    """,
    "patch_the_harness_module": """
        import sys
        for module in list(sys.modules.values()):
            if hasattr(module, "_run_script"):
                def passed(ns, job, out):
                    for i, _ in enumerate(job["cases"]):
                        out.emit(event="case", i=i, value=True)
                module._run_script = passed
        return sorted(values)
    """,
    "patch_json_dumps": """
        import json
        real = json.dumps
        def dumps(obj, *args, **kwargs):
            if isinstance(obj, dict) and obj.get("event") == "case":
                obj = {"event": "case", "i": obj.get("i"), "value": True}
            return real(obj, *args, **kwargs)
        json.dumps = dumps
        return sorted(values)
    """,
    "nonce_from_gc": """
        import gc, json, os
        holder = next((o for o in gc.get_objects()
                       if isinstance(getattr(o, "nonce", None), str)), None)
        if holder is not None:
            for i in range(8):
                line = "\\n" + holder.nonce + " " + json.dumps({"event": "case", "i": i,
                                                                  "value": True}) + "\\n"
                os.write(getattr(holder, "fd", 1), line.encode())
        return sorted(values)
    """,
    "nonce_from_frames": """
        import sys
        frame = sys._getframe()
        while frame is not None:
            for value in list(frame.f_locals.values()) + list(frame.f_globals.values()):
                if hasattr(value, "emit"):
                    for i in range(8):
                        value.emit(event="case", i=i, value=True)
            frame = frame.f_back
        return sorted(values)
    """,
    "read_the_job_from_stdin": """
        import os
        try:
            job = os.read(0, 1 << 20)
        except OSError:
            job = b""
        if job:
            raise SystemExit(0)
        return sorted(values)
    """,
    "exit_zero_at_once": """
        import os
        os._exit(0)
    """,
    "sys_exit_zero": """
        import sys
        sys.exit(0)
    """,
    "read_the_testers_memory": """
        import os, re
        found = b""
        for pid in (os.getppid(), 1, 2, 3):
            try:
                with open(f"/proc/{pid}/maps") as maps, open(f"/proc/{pid}/mem", "rb") as mem:
                    for line in maps:
                        start, end = (int(x, 16) for x in line.split()[0].split("-"))
                        try:
                            mem.seek(start)
                            found += mem.read(min(end - start, 1 << 20))
                        except OSError:
                            pass
            except OSError:
                pass
        nonces = re.findall(rb"[0-9a-f]{32}", found)
        for nonce in nonces[:4]:
            for i in range(8):
                os.write(1, b"\\n" + nonce + b' {"event":"case","i":%d,"value":true}\\n' % i)
        return sorted(values)
    """,
    "ptrace_the_tester": """
        import ctypes, os
        libc = ctypes.CDLL(None, use_errno=True)
        result = libc.ptrace(16, os.getppid(), 0, 0)  # PTRACE_ATTACH
        if result == 0:
            raise SystemExit(0)
        return sorted(values)
    """,
    "stop_the_tester": """
        import os, signal
        try:
            os.kill(os.getppid(), signal.SIGSTOP)
        except OSError:
            pass
        return sorted(values)
    """,
    "kill_the_tester": """
        import os, signal
        try:
            os.kill(os.getppid(), signal.SIGKILL)
        except OSError:
            pass
        return sorted(values)
    """,
    "shadow_a_module_the_tests_import": """
        import os
        for folder in ("/tmp", os.getcwd()):
            try:
                with open(os.path.join(folder, "random.py"), "w") as f:
                    f.write("import os\\nos._exit(0)\\n")
                with open(os.path.join(folder, "math.py"), "w") as f:
                    f.write("import os\\nos._exit(0)\\n")
            except OSError:
                pass
        return sorted(values)
    """,
    "patch_assertion_error": """
        import builtins
        class Never(Exception):
            pass
        builtins.AssertionError = Never
        return sorted(values)
    """,
    "scan_proc_for_the_nonce": """
        import os, re
        for pid in os.listdir("/proc"):
            for name in ("environ", "cmdline"):
                try:
                    with open(f"/proc/{pid}/{name}", "rb") as f:
                        text = f.read()
                except OSError:
                    continue
                for nonce in re.findall(rb"[0-9a-f]{32}", text):
                    os.write(1, b"\\n" + nonce + b' {"event":"done"}\\n')
        return sorted(values)
    """,
    "write_protocol_lines_everywhere": """
        import os
        for fd in range(0, 64):
            try:
                os.write(fd, b'\\n0123456789abcdef0123456789abcdef {"event":"done"}\\n')
            except OSError:
                pass
        return sorted(values)
    """,
    "generator_that_compares_equal": """
        class G:
            def __iter__(self):
                return iter(sorted(set(values)))
            def __eq__(self, other):
                return True
        return G()
    """,
    "huge_nesting": """
        value = []
        for _ in range(100000):
            value = [value]
        return value
    """,
    "huge_integer": """
        return [10 ** 20000]
    """,
}


def _problem_file(folder: Path) -> Path:
    path = folder / "forgery.jsonl"
    record = {
        "task_id": "Forge/0",
        "prompt": PROMPT,
        "canonical_solution": CORRECT,
        "test": TEST,
        "entry_point": "sort_unique",
    }
    path.write_text(json.dumps(record) + "\n")
    return path


@pytest.fixture(scope="module", params=["native", "docker"])
def executor(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Executor]:
    folder = tmp_path_factory.mktemp(f"forgeries-{request.param}")
    sources = humaneval_sources(_problem_file(folder), suite="forge", verify_examples=True)
    registry = registry_with(folder / "r.db", sources, suite="forge")
    config = ExecutorConfig(workers=2, backend=request.param)
    from services.executor.server import make_sandbox

    sandbox = make_sandbox(config)
    try:
        yield Executor(RegistryBundles(registry), sandbox, config)
    finally:
        sandbox.close()


def _judge(executor: Executor, completion: str) -> executor_pb2.ExecutionResult:
    return executor.execute(
        executor_pb2.Submission(
            task_id="Forge/0",
            language=pb.LANGUAGE_PYTHON,
            version="v1",
            sample_id="s",
            code=completion,
            code_kind=pb.CODE_KIND_COMPLETION,
        )
    )


def test_honest_programs_keep_their_verdicts(executor: Executor) -> None:
    right = _judge(executor, CORRECT)
    assert right.verdict == pb.VERDICT_PASS, right
    wrong = _judge(executor, WRONG)
    assert wrong.verdict == pb.VERDICT_WRONG_ANSWER, wrong
    mutating = _judge(executor, "    values.sort()\n    return sorted(set(values))\n")
    assert mutating.verdict == pb.VERDICT_PASS, mutating


@pytest.mark.parametrize("name", sorted(FORGERIES))
def test_a_forgery_never_passes(executor: Executor, name: str) -> None:
    result = _judge(executor, _completion(FORGERIES[name]))
    assert result.verdict != pb.VERDICT_PASS, (name, result)
    assert result.verdict != pb.VERDICT_SANDBOX_ERROR, (name, result)
