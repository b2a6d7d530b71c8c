"""C++ precompiled headers and the prebuilt entry object inside the native sandbox: g++ sees and
uses the PCH under toolchains/cpp (read-only), a program missing an include is still a
COMPILE_ERROR, and verdicts are those of the plain compile."""

from __future__ import annotations

import dataclasses
import shlex
from collections.abc import Iterator

import pytest

from rockman.languages import registry as languages
from rockman.languages.base import Program
from rockman.languages.cpp import toolchain as cpp
from rockman.v1 import common_pb2 as pb
from services.executor import compiled
from services.executor.pool import NativeSandbox
from services.executor.sandbox import MIB, Limits

HEADERS = ("stdio.h", "vector")
PROGRAM = """// canary: rockman pch sandbox test
#include<stdio.h>
#include<vector>
using namespace std;
int total(vector<int> xs){ int s = 0; for (int x : xs) s += x; return s; }
"""
TEST = "#undef NDEBUG\n#include<assert.h>\nint main(){ assert(total({1, 2, 3}) == 6); }\n"
LIMITS = Limits(cpu_time_s=2.0, wall_time_s=6.0, memory_bytes=256 * MIB)


@pytest.fixture(scope="module")
def context() -> Iterator[compiled.ScriptContext]:
    _, why = languages.status(pb.LANGUAGE_CPP)
    if why:
        pytest.skip(why)
    cpp.build_pch(cpp.PCH_PROGRAM_PRELUDE, HEADERS)  # kept if `make toolchains` built it
    cpp.build_entry_object(cpp.ENTRY_SOURCE)
    # toolchains/cpp may have appeared after cpp.toolchain() was first asked: show it anyway
    pool = NativeSandbox(1, (*languages.readonly_paths(), str(cpp.cpp_dir())))
    yield compiled.ScriptContext(pool, compiled.CompileCache(None), compiled.CompileLimits())
    pool.close()


def _case(ctx: compiled.ScriptContext, program: Program) -> tuple[int, str]:
    verdict, detail, _ = compiled._one_case(
        ctx, pb.LANGUAGE_CPP, cpp.toolchain(), program, LIMITS, None
    )
    return verdict, detail


def test_the_sandboxed_compile_uses_the_pch(context: compiled.ScriptContext) -> None:
    program = cpp.script_program(PROGRAM, TEST)
    header = cpp.pch_path(cpp.PCH_PROGRAM_PRELUDE, HEADERS)
    assert program.files[cpp.SOURCE].decode().startswith(cpp.pch_block(header))
    argv = program.compile_argv
    if argv[0] == "/bin/sh":  # linking the prebuilt entry object, the two-unit g++ as fallback
        gxx = shlex.split(argv[2].rsplit("; exec ", 1)[1])[0]
        traced_argv = (*argv[:2], argv[2].replace(f"{gxx} ", f"{gxx} -H "))
    else:
        traced_argv = (argv[0], "-H", *argv[1:])
    traced = dataclasses.replace(program, compile_argv=traced_argv)
    done = compiled.compile_program(
        context.sandbox, pb.LANGUAGE_CPP, cpp.toolchain(), traced,
        context.compile_limits, compiled.CompileCache(None),
    )  # fmt: skip
    assert done.verdict == pb.VERDICT_PASS, done.message
    assert f"! {header}.gch" in done.message.splitlines()
    assert _case(context, program)[0] == pb.VERDICT_PASS
    wrong = cpp.script_program(PROGRAM.replace("s += x", "s -= x"), TEST)
    assert _case(context, wrong)[0] == pb.VERDICT_WRONG_ANSWER


def test_a_missing_include_is_still_a_compile_error(context: compiled.ScriptContext) -> None:
    uses_string = PROGRAM.replace("int total", 'string name() { return "x"; }\nint total')
    program = cpp.script_program(uses_string, TEST)
    assert program.files[cpp.SOURCE].startswith(b"#if __has_include(")
    verdict, detail = _case(context, program)
    assert verdict == pb.VERDICT_COMPILE_ERROR
    assert "program.cpp:5:" in detail and "string" in detail


def test_prebuilt_entry_object_in_the_sandbox(
    context: compiled.ScriptContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cpp, "LINK_PREBUILT_ENTRY", True)
    program = cpp.script_program(PROGRAM, TEST)
    assert program.compile_argv[:2] == ("/bin/sh", "-c")
    assert str(cpp.entry_object(cpp.ENTRY_SOURCE)) in program.compile_argv[2]
    assert _case(context, program)[0] == pb.VERDICT_PASS
    early = cpp.script_program(PROGRAM + "struct Q { Q() { exit(0); } } q;\n", TEST)
    assert _case(context, early)[0] != pb.VERDICT_PASS
