"""The warm compilers (javac through javax.tools, tsc in a resident node; executor/warm.py) give
exactly what the cold compile commands give: the same verdict, the same messages, byte for byte
the same artefacts. And where they cannot serve (sources that are not UTF-8, a service that
will not start), the cold command does."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest

from rockman.languages import registry as languages
from rockman.languages.base import Program
from rockman.languages.java import toolchain as java
from rockman.languages.typescript import toolchain as typescript
from rockman.problem_spec import load_spec
from rockman.v1 import common_pb2 as pb
from services.executor import compiled, warm
from services.executor.pool import NativeSandbox

ROOT = Path(__file__).resolve().parents[2]
ECHO = ROOT / "tests/data/types_problems/Types__ECHO_001"

JAVA_SUITE = (
    "public class Main {\n    public static void main(String[] args) {\n"
    "        if (new Solution().inc(1) != 2) throw new AssertionError();\n    }\n}\n"
)
JAVA_PROGRAMS = {
    "passes": "import java.util.*;\nclass Solution { int inc(int x) { return x + 1; } }\n",
    "type error": 'class Solution { int inc(int x) { return "one"; } }\n',
    "syntax error": "class Solution { int inc(int x) { return x + ; } }\n",
    "unknown name": "class Solution { int inc(int x) { return helper(x); } }\n",
    "public in the wrong file": "public class Solution { int inc(int x) { return x + 1; } }\n",
    "unchecked note": (
        "import java.util.*;\nclass Solution {\n    int inc(int x) { List l = new ArrayList();"
        " l.add(x); return (Integer) l.get(0) + 1; }\n}\n"
    ),
    "unicode": "class Solution { int inc(int größe) { return größe + 1; } } // ✓\n",
    "names the compile server": (
        "class Solution { int inc(int x) { return RockmanCompileServer.class.hashCode() * 0 + x"
        " + 1; } }\n"
    ),
}
TS_SUITE = (
    "declare var require: any;\nconst assert = require('node:assert');\n"
    "assert.deepEqual(inc(1), 2);\n"
)
TS_PROGRAMS = {
    "passes": "function inc(x: number): number { return x + 1; }\n",
    "type error": "function inc(x: number): number { return 'one'; }\n",
    "swallows the suite": "function inc(x: number): number { return x + 1; }\n/*",
    "imports a work file": (
        "import * as r from './rockman_run';\nfunction inc(x: number): number { return x + 1; }\n"
    ),
    "imports the compile server": (
        "import * as s from './rockman_tsc_server';\n"
        "function inc(x: number): number { return x + 1; }\n"
    ),
    "references a host file": (
        '/// <reference path="/etc/hostname" />\n'
        "function inc(x: number): number { return x + 1; }\n"
    ),
    "node types": (
        "import * as fs from 'fs';\nfunction inc(x: number): number { return x + fs.constants.F_OK"
        " * 0 + 1; }\n"
    ),
}


@pytest.fixture(scope="module")
def sandbox() -> Iterator[NativeSandbox]:
    pool = NativeSandbox(2, languages.readonly_paths())
    yield pool
    pool.close()


def _need(language: int) -> None:
    _, why = languages.status(language)
    if why:
        pytest.skip(why)


def _both(
    sandbox: NativeSandbox, language: int, program: Program
) -> tuple[compiled.Compiled, compiled.Compiled]:
    toolchain = languages.load(language).toolchain()
    limits = compiled.CompileLimits()
    cold = dataclasses.replace(limits, warm=False)
    results = []
    for which in (cold, limits):
        results.append(compiled.compile_program(
            sandbox, language, toolchain, program, which, compiled.CompileCache(None)
        ))  # fmt: skip
    return results[0], results[1]


def _same(cold: compiled.Compiled, hot: compiled.Compiled) -> None:
    assert hot.verdict == cold.verdict, (hot.message, cold.message)
    assert hot.message == cold.message
    assert hot.artefacts == cold.artefacts
    assert hot.executables == cold.executables


@pytest.mark.parametrize("name", sorted(JAVA_PROGRAMS))
def test_java_warm_is_cold(sandbox: NativeSandbox, name: str) -> None:
    _need(pb.LANGUAGE_JAVA)
    program = java.script_program(JAVA_PROGRAMS[name], JAVA_SUITE)
    assert program.warm is not None and warm.request(program) is not None
    cold, hot = _both(sandbox, pb.LANGUAGE_JAVA, program)
    _same(cold, hot)
    expected = pb.VERDICT_PASS if name in ("passes", "unchecked note", "unicode") else None
    if expected is not None:
        assert cold.verdict == expected, cold.message


@pytest.mark.parametrize("name", sorted(TS_PROGRAMS))
def test_typescript_warm_is_cold(sandbox: NativeSandbox, name: str) -> None:
    _need(pb.LANGUAGE_TYPESCRIPT)
    program = typescript.script_program(TS_PROGRAMS[name], TS_SUITE)
    cold, hot = _both(sandbox, pb.LANGUAGE_TYPESCRIPT, program)
    _same(cold, hot)
    if name in ("passes", "node types"):
        assert cold.verdict == pb.VERDICT_PASS, cold.message
    if name in ("type error", "swallows the suite", "imports the compile server"):
        assert cold.verdict == pb.VERDICT_COMPILE_ERROR


@pytest.mark.parametrize(
    ("language", "module", "extension"),
    [(pb.LANGUAGE_JAVA, java, "java"), (pb.LANGUAGE_TYPESCRIPT, typescript, "ts")],
)
def test_drivers_warm_is_cold(
    sandbox: NativeSandbox, language: int, module: object, extension: str
) -> None:
    _need(language)
    spec = load_spec(ECHO)
    reference = (ECHO / f"reference.{extension}").read_text(encoding="utf-8")
    for text in (reference, reference + "\n}}} broken"):
        program = module.driver_program(text, spec.interface)  # type: ignore[attr-defined]
        cold, hot = _both(sandbox, language, program)
        _same(cold, hot)
    assert cold.verdict == pb.VERDICT_COMPILE_ERROR


def test_sources_that_are_not_utf8_compile_cold(sandbox: NativeSandbox) -> None:
    _need(pb.LANGUAGE_JAVA)
    program = java.script_program(JAVA_PROGRAMS["passes"], JAVA_SUITE)
    files = dict(program.files)
    files[java.SOURCE] = files[java.SOURCE] + b"// \xff\xfe\n"
    program = dataclasses.replace(program, files=files)
    assert warm.request(program) is None
    cold, hot = _both(sandbox, pb.LANGUAGE_JAVA, program)
    _same(cold, hot)


@pytest.mark.parametrize("language", [pb.LANGUAGE_JAVA, pb.LANGUAGE_TYPESCRIPT])
def test_a_broken_warm_compiler_falls_back_to_the_cold_one(
    sandbox: NativeSandbox, language: int
) -> None:
    _need(language)
    module = languages.load(language)
    program = module.script_program(*(
        (JAVA_PROGRAMS["passes"], JAVA_SUITE) if language == pb.LANGUAGE_JAVA
        else (TS_PROGRAMS["passes"], TS_SUITE)
    ))  # fmt: skip
    assert program.warm is not None
    broken = dataclasses.replace(program, warm=dataclasses.replace(
        program.warm, argv=("/nonexistent/compiler",)
    ))  # fmt: skip
    cold, hot = _both(sandbox, language, broken)
    _same(cold, hot)
    assert hot.verdict == pb.VERDICT_PASS


def test_one_warm_compiler_serves_program_after_program() -> None:
    _need(pb.LANGUAGE_JAVA)
    toolchain = java.toolchain()
    pool = NativeSandbox(1, languages.readonly_paths())
    try:
        for i in range(4):
            program = java.script_program(JAVA_PROGRAMS["passes"] + f"// {i}\n", JAVA_SUITE)
            built = compiled.compile_program(
                pool, pb.LANGUAGE_JAVA, toolchain, program, compiled.CompileLimits(),
                compiled.CompileCache(None),
            )  # fmt: skip
            assert built.verdict == pb.VERDICT_PASS
        assert list(pool._service_count.values()) == [1]  # one service, on one runner
        assert len(pool.runner_pids()) == 2  # the pool's own runner and the service's
    finally:
        pool.close()
