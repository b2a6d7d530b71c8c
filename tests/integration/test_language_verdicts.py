"""Every verdict of the assert-style script path (HumanEval-X style), in each of the six
non-Python languages, through `compiled.judge_scripts` and the native sandbox.

Per language: PASS (public and private cases) and the compile cache (a second identical judging
hits it, a one-character change misses it); WRONG_ANSWER (a failed assertion); RUNTIME_ERROR (an
uncaught exception or panic, a crash, runaway recursion); COMPILE_ERROR with the compiler's
message for a public case only, and for code in another language (Python), with a short
message; TIME_LIMIT; MEMORY_LIMIT (allocation without bound, and one allocation beyond any
machine), while a correct program that needs ~150 MiB passes under 256 MiB (the runtimes'
reservations are not punished); OUTPUT_LIMIT; an exit with status 0 before the tests is not a
PASS; bytes that are not UTF-8 on stdout and stderr break nothing; and a compiler that runs long
is stopped within the compile limits ("compilation stopped: ...").

Skipped per language when its toolchain is not installed (scripts/install_toolchains.sh).
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

from rockman import enums
from rockman.languages import registry as languages
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor import compiled, judge
from services.executor.pool import NativeSandbox
from services.executor.sandbox import MIB, Limits, SandboxRequest, Termination

pytestmark = pytest.mark.timeout(180)

LANGUAGES = ("cpp", "java", "javascript", "typescript", "rust", "go")
LIMITS = Limits(cpu_time_s=1.0, wall_time_s=2.0, memory_bytes=256 * MIB)

PASS = pb.VERDICT_PASS
WA = pb.VERDICT_WRONG_ANSWER
RE = pb.VERDICT_RUNTIME_ERROR
CE = pb.VERDICT_COMPILE_ERROR
TLE = pb.VERDICT_TIME_LIMIT
MLE = pb.VERDICT_MEMORY_LIMIT
OLE = pb.VERDICT_OUTPUT_LIMIT

# The suites, in HumanEval-X's shapes: `solve(@X@)` (Solve in Go) must equal @Y@.
TESTS = {
    "cpp": "#include <assert.h>\nint main() {\n    assert(solve(@X@) == @Y@);\n}\n",
    "java": (
        "public class Main {\n    public static void main(String[] args) {\n"
        "        Solution s = new Solution();\n"
        "        if (s.solve(@X@) != @Y@) {\n            throw new AssertionError();\n"
        "        }\n    }\n}\n"
    ),
    "javascript": (
        "const testSolve = () => {\n  console.assert(solve(@X@) === @Y@);\n};\ntestSolve();\n"
    ),
    "typescript": (  # MultiPL-E's shape
        "declare var require: any;\nconst assert = require('node:assert');\n"
        "function test() {\n  assert.deepEqual(solve(@X@), @Y@);\n}\ntest();\n"
    ),
    "rust": (
        "#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn test_solve() {\n"
        "        assert_eq!(solve(@X@), @Y@);\n    }\n}\n"
    ),
    "go": (
        'package main\n\nimport (\n    "testing"\n    "github.com/stretchr/testify/assert"\n)\n\n'
        "func TestSolve(t *testing.T) {\n    assert := assert.New(t)\n"
        "    assert.Equal(@Y@, Solve(@X@))\n}\n"
    ),
}

FLOOD = "flood " * 1000  # large lines: the output cap comes long before the CPU limit
PYTHON = "def solve(x):\n    return x\n"

# Each program defines solve (Solve in Go, Solution.solve in Java) from an int to an int.
PROGRAMS: dict[str, dict[str, str]] = {
    "cpp": {
        "pass": "int solve(int x) { return x; }\n",
        "wrong": "int solve(int x) { return x + 1; }\n",
        "exception": (
            "#include <stdexcept>\n"
            'int solve(int x) { if (x > 0) throw std::runtime_error("boom"); return x; }\n'
        ),
        "crash": "int solve(int x) { int *volatile p = nullptr; return *p + x; }\n",
        "recursion": (
            "int down(int n) { volatile char pad[256]; pad[0] = (char)n;\n"
            "    return down(n + 1) + pad[0]; }\n"
            "int solve(int x) { return down(x) ? x : x; }\n"
        ),
        "compile_error": "int solve(int x) { return undeclared_name + x; }\n",
        "tle": "int solve(int x) { volatile unsigned long n = 0; while (true) n = n + 1; }\n",
        "mle": (
            "#include <vector>\n"
            "int solve(int x) { std::vector<std::vector<char>> keep;\n"
            "    while (true) keep.emplace_back(1 << 20, 'x'); }\n"
        ),
        "huge_alloc": (
            "#include <vector>\n"
            "int solve(int x) { std::vector<long> v(1UL << 40, 1); return v[x] == 1 ? x : -1; }\n"
        ),
        "big_ok": (
            "#include <vector>\n"
            "int solve(int x) { std::vector<char> v(150u << 20, 1); long s = 0;\n"
            "    for (unsigned long i = 0; i < v.size(); i += 4096) s += v[i];\n"
            "    return s == (150L << 20) / 4096 ? x : -1; }\n"
        ),
        "ole": f'#include <cstdio>\nint solve(int x) {{ while (true) std::puts("{FLOOD}"); }}\n',
        "early_exit": "#include <cstdlib>\nint solve(int x) { std::exit(0); return x; }\n",
        "non_utf8": (
            "#include <cstdio>\n"
            'int solve(int x) { std::fputs("\\xff\\xfe partial \\xc3\\x28", stdout);\n'
            '    std::fputs("\\xff\\xfe bad \\xc3\\x28\\n", stderr); return x == 2 ? 0 : x; }\n'
        ),
    },
    "java": {
        "pass": "class Solution {\n    public int solve(int x) { return x; }\n}\n",
        "wrong": "class Solution {\n    public int solve(int x) { return x + 1; }\n}\n",
        "exception": (
            "class Solution {\n    public int solve(int x) {\n"
            '        if (x > 0) throw new IllegalStateException("boom");\n        return x;\n'
            "    }\n}\n"
        ),
        "crash": (
            "class Solution {\n    public int solve(int x) {\n"
            '        String s = x > 0 ? null : "";\n        return s.length() + x;\n    }\n}\n'
        ),
        "recursion": (
            "class Solution {\n    int down(int n) { return down(n + 1) + 1; }\n"
            "    public int solve(int x) { return down(x) > 0 ? x : x; }\n}\n"
        ),
        "compile_error": (
            "class Solution {\n    public int solve(int x) { return undeclared_name + x; }\n}\n"
        ),
        "tle": (
            "class Solution {\n    public int solve(int x) {\n        long n = 0;\n"
            "        while (true) n++;\n    }\n}\n"
        ),
        "mle": (
            "import java.util.*;\nclass Solution {\n    public int solve(int x) {\n"
            "        List<long[]> keep = new ArrayList<>();\n"
            "        while (true) keep.add(new long[1 << 17]);\n    }\n}\n"
        ),
        "huge_alloc": (
            "class Solution {\n    public int solve(int x) {\n"
            "        long[] v = new long[1 << 30];\n        v[x] = x;\n        return (int) v[x];\n"
            "    }\n}\n"
        ),
        # In 1 MiB arrays: one 150 MiB array does not fit, see test_java_single_large_array.
        "big_ok": (
            "import java.util.*;\nclass Solution {\n    public int solve(int x) {\n"
            "        List<byte[]> keep = new ArrayList<>();\n"
            "        for (int i = 0; i < 150; i++) {\n            byte[] b = new byte[1 << 20];\n"
            "            Arrays.fill(b, (byte) 1);\n            keep.add(b);\n        }\n"
            "        return keep.size() == 150 ? x : -1;\n    }\n}\n"
        ),
        "ole": (
            "class Solution {\n    public int solve(int x) {\n"
            f'        while (true) System.out.println("{FLOOD}");\n    }}\n}}\n'
        ),
        "early_exit": (
            "class Solution {\n    public int solve(int x) {\n        System.exit(0);\n"
            "        return x;\n    }\n}\n"
        ),
        "non_utf8": (
            "class Solution {\n    public int solve(int x) {\n"
            "        byte[] bad = {(byte) 0xff, (byte) 0xfe, 32, (byte) 0xc3, 0x28};\n"
            "        System.out.write(bad, 0, bad.length);\n        System.out.flush();\n"
            "        System.err.write(bad, 0, bad.length);\n        System.err.println();\n"
            "        return x == 2 ? 0 : x;\n    }\n}\n"
        ),
    },
    "javascript": {
        "pass": "const solve = (x) => x;\n",
        "wrong": "const solve = (x) => x + 1;\n",
        "exception": (
            "const solve = (x) => {\n  if (x > 0) throw new Error('boom');\n  return x;\n};\n"
        ),
        "crash": (
            "const solve = (x) => {\n  const o = x > 0 ? null : {};\n  return o.field + x;\n};\n"
        ),
        "recursion": (
            "const down = (n) => down(n + 1) + 1;\nconst solve = (x) => (down(x) ? x : x);\n"
        ),
        "compile_error": "const solve = (x) => {\n  return x +;\n};\n",
        "tle": "const solve = (x) => {\n  for (;;) {}\n};\n",
        "mle": (
            "const solve = (x) => {\n  const keep = [];\n"
            "  for (;;) keep.push(new Array(1 << 16).fill(1.5));\n};\n"
        ),
        "huge_alloc": (
            "const solve = (x) => {\n  const b = new ArrayBuffer(2 ** 40);\n"
            "  return b.byteLength > 0 ? x : -1;\n};\n"
        ),
        "big_ok": (
            "const solve = (x) => {\n  const b = Buffer.alloc(150 * 1024 * 1024, 1);\n"
            "  let s = 0;\n  for (let i = 0; i < b.length; i += 4096) s += b[i];\n"
            "  return s === (150 * 1024 * 1024) / 4096 ? x : -1;\n};\n"
        ),
        # Synchronous writes (console.log queues what a full pipe does not take, in memory).
        "ole": (
            "const fs = require('fs');\nconst solve = (x) => {\n"
            f"  const line = '{FLOOD}\\n';\n"
            "  for (;;) {\n    try {\n      fs.writeSync(1, line);\n    } catch (e) {\n"
            "      if (e.code !== 'EAGAIN') throw e;\n    }\n  }\n};\n"
        ),
        "early_exit": "const solve = (x) => {\n  process.exit(0);\n  return x;\n};\n",
        "non_utf8": (
            "const solve = (x) => {\n"
            "  process.stdout.write(Buffer.from([0xff, 0xfe, 0x20, 0xc3, 0x28]));\n"
            "  process.stderr.write(Buffer.from([0xff, 0xfe, 0x20, 0xc3, 0x28, 0x0a]));\n"
            "  return x === 2 ? 0 : x;\n};\n"
        ),
    },
    "typescript": {
        "pass": "function solve(x: number): number {\n  return x;\n}\n",
        "wrong": "function solve(x: number): number {\n  return x + 1;\n}\n",
        "exception": (
            "function solve(x: number): number {\n  if (x > 0) throw new Error('boom');\n"
            "  return x;\n}\n"
        ),
        "crash": (
            "function solve(x: number): number {\n  const o: any = x > 0 ? null : {};\n"
            "  return o.field + x;\n}\n"
        ),
        "recursion": (
            "function down(n: number): number {\n  return down(n + 1) + 1;\n}\n"
            "function solve(x: number): number {\n  return down(x) ? x : x;\n}\n"
        ),
        "compile_error": (  # a type error: tsc type-checks
            "function solve(x: number): number {\n  const s: string = x;\n  return x;\n}\n"
        ),
        "tle": "function solve(x: number): number {\n  for (;;) {}\n}\n",
        "mle": (
            "function solve(x: number): number {\n  const keep: number[][] = [];\n"
            "  for (;;) keep.push(new Array(1 << 16).fill(1.5));\n}\n"
        ),
        "huge_alloc": (
            "function solve(x: number): number {\n  const b = new ArrayBuffer(2 ** 40);\n"
            "  return b.byteLength > 0 ? x : -1;\n}\n"
        ),
        "big_ok": (
            "function solve(x: number): number {\n"
            "  const b = Buffer.alloc(150 * 1024 * 1024, 1);\n"
            "  let s = 0;\n  for (let i = 0; i < b.length; i += 4096) s += b[i];\n"
            "  return s === (150 * 1024 * 1024) / 4096 ? x : -1;\n}\n"
        ),
        "ole": (
            "const fs = require('fs');\nfunction solve(x: number): number {\n"
            f"  const line = '{FLOOD}\\n';\n"
            "  for (;;) {\n    try {\n      fs.writeSync(1, line);\n    } catch (e: any) {\n"
            "      if (e.code !== 'EAGAIN') throw e;\n    }\n  }\n}\n"
        ),
        "early_exit": "function solve(x: number): number {\n  process.exit(0);\n}\n",
        "non_utf8": (
            "function solve(x: number): number {\n"
            "  process.stdout.write(Buffer.from([0xff, 0xfe, 0x20, 0xc3, 0x28]));\n"
            "  process.stderr.write(Buffer.from([0xff, 0xfe, 0x20, 0xc3, 0x28, 0x0a]));\n"
            "  return x === 2 ? 0 : x;\n}\n"
        ),
    },
    "rust": {
        "pass": "fn solve(x: i32) -> i32 {\n    x\n}\n",
        "wrong": "fn solve(x: i32) -> i32 {\n    x + 1\n}\n",
        "exception": (
            'fn solve(x: i32) -> i32 {\n    if x > 0 {\n        panic!("boom");\n    }\n    x\n}\n'
        ),
        "crash": (
            "fn solve(x: i32) -> i32 {\n    let v: Vec<i32> = Vec::new();\n"
            "    v[x as usize + 5]\n}\n"
        ),
        "recursion": (
            "fn down(n: u64) -> u64 {\n    let pad = std::hint::black_box([n; 32]);\n"
            "    down(pad[0] + 1) + pad[1]\n}\n"
            "fn solve(x: i32) -> i32 {\n    if down(x as u64) > 0 { x } else { x }\n}\n"
        ),
        "compile_error": "fn solve(x: i32) -> i32 {\n    undeclared_name + x\n}\n",
        "tle": (
            "fn solve(_x: i32) -> i32 {\n    let mut n = 0u64;\n"
            "    loop {\n        n = std::hint::black_box(n + 1);\n    }\n}\n"
        ),
        "mle": (
            "fn solve(_x: i32) -> i32 {\n    let mut keep: Vec<Vec<u8>> = Vec::new();\n"
            "    loop {\n        keep.push(vec![1u8; 1 << 20]);\n    }\n}\n"
        ),
        "huge_alloc": (
            "fn solve(x: i32) -> i32 {\n    let v = vec![1u64; 1 << 40];\n"
            "    if v[x as usize] == 1 { x } else { -1 }\n}\n"
        ),
        "big_ok": (
            "fn solve(x: i32) -> i32 {\n    let v = vec![1u8; 150 << 20];\n"
            "    let s: u64 = v.iter().step_by(4096).map(|&b| b as u64).sum();\n"
            "    if s == (150 << 20) / 4096 { x } else { -1 }\n}\n"
        ),
        "ole": (
            f'fn solve(_x: i32) -> i32 {{\n    loop {{\n        println!("{FLOOD}");\n    }}\n}}\n'
        ),
        "early_exit": "fn solve(_x: i32) -> i32 {\n    std::process::exit(0)\n}\n",
        "non_utf8": (
            "use std::io::Write;\nfn solve(x: i32) -> i32 {\n"
            '    std::io::stdout().write_all(b"\\xff\\xfe partial \\xc3\\x28").unwrap();\n'
            "    std::io::stdout().flush().unwrap();\n"
            '    std::io::stderr().write_all(b"\\xff\\xfe bad \\xc3\\x28\\n").unwrap();\n'
            "    if x == 2 { 0 } else { x }\n}\n"
        ),
    },
    "go": {
        "pass": "func Solve(x int) int {\n    return x\n}\n",
        "wrong": "func Solve(x int) int {\n    return x + 1\n}\n",
        "exception": (
            'func Solve(x int) int {\n    if x > 0 {\n        panic("boom")\n    }\n'
            "    return x\n}\n"
        ),
        "crash": (
            "func Solve(x int) int {\n    var p *int\n    if x > 0 {\n        return *p + x\n"
            "    }\n    return x\n}\n"
        ),
        "recursion": (
            "func down(n int) int {\n    var pad [32]int\n    pad[n%32] = n\n"
            "    return down(n+1) + pad[3]\n}\n"
            "func Solve(x int) int {\n    if down(x) > 0 {\n        return x\n    }\n"
            "    return x\n}\n"
        ),
        "compile_error": "func Solve(x int) int {\n    return undeclared_name + x\n}\n",
        "tle": "func Solve(x int) int {\n    n := 0\n    for {\n        n++\n    }\n}\n",
        "mle": (
            "func Solve(x int) int {\n    var keep [][]byte\n    for {\n"
            "        b := make([]byte, 1<<20)\n        for i := range b {\n            b[i] = 1\n"
            "        }\n        keep = append(keep, b)\n    }\n}\n"
        ),
        "huge_alloc": (
            "func Solve(x int) int {\n    v := make([]int, 1<<40)\n    v[x] = x\n"
            "    return v[x]\n}\n"
        ),
        "big_ok": (
            "func Solve(x int) int {\n    b := make([]byte, 150<<20)\n"
            "    for i := range b {\n        b[i] = 1\n    }\n    s := 0\n"
            "    for i := 0; i < len(b); i += 4096 {\n        s += int(b[i])\n    }\n"
            "    if s == (150<<20)/4096 {\n        return x\n    }\n    return -1\n}\n"
        ),
        "ole": (
            'import "fmt"\n\nfunc Solve(x int) int {\n    for {\n'
            f'        fmt.Println("{FLOOD}")\n    }}\n}}\n'
        ),
        # In an init, which runs before the tests (inside a test, -test.paniconexit0 panics).
        "early_exit": (
            'import "os"\n\nfunc init() {\n    os.Exit(0)\n}\n\n'
            "func Solve(x int) int {\n    return x\n}\n"
        ),
        "non_utf8": (
            'import "os"\n\nfunc Solve(x int) int {\n'
            '    os.NewFile(1, "stdout").Write([]byte{0xff, 0xfe, 0x20, 0xc3, 0x28})\n'
            '    os.NewFile(2, "stderr").Write([]byte{0xff, 0xfe, 0x20, 0xc3, 0x28, 0x0a})\n'
            "    if x == 2 {\n        return 0\n    }\n    return x\n}\n"
        ),
    },
}

# The compiler's own words for PROGRAMS[...]["compile_error"] (a type error for TypeScript).
COMPILER_SAYS = {
    "cpp": "undeclared_name\u2019 was not declared in this scope",  # g++ quotes it in \u2018\u2019
    "java": "error: cannot find symbol",
    "javascript": "SyntaxError: Unexpected token ';'",
    "typescript": "error TS2322: Type 'number' is not assignable to type 'string'.",
    "rust": "error[E0425]: cannot find value `undeclared_name` in this scope",
    "go": "undefined: undeclared_name",
}
# Where the Python program's first line is reported (the program's own line numbers survive).
FIRST_LINE = {
    "cpp": "program.cpp:1:",
    "java": "Main.java:1:",
    "javascript": "solution.js:1",
    "typescript": "main.ts(1,",
    "rust": "main.rs:1:",
    "go": "solution.go:1:",
}

VERDICTS: dict[str, pb.Verdict.ValueType] = {
    "wrong": WA,
    "exception": RE,
    "crash": RE,
    "recursion": RE,
    "tle": TLE,
    "mle": MLE,
    "huge_alloc": MLE,
    "ole": OLE,
}
OVERRIDES: dict[tuple[str, str], pb.Verdict.ValueType] = {
    # A goroutine's stack may grow to 1 GB: runaway recursion fills the memory limit first.
    ("go", "recursion"): MLE,
}
VERDICT_CASES = [(name, scenario) for name in LANGUAGES for scenario in VERDICTS]
VERDICT_IDS = [f"{name}-{scenario}" for name, scenario in VERDICT_CASES]


def _slow_java() -> str:
    """100 000 methods in 1 000 classes (one class would overflow its constant pool): javac and
    jar need ~5 CPU seconds."""
    methods = "".join(
        f"    static int f{i}(int a) {{ if (a > {i}) return a - {i}; return a + {i} * 3; }}\n"
        for i in range(100)
    )
    fillers = "".join(f"class Filler{c} {{\n{methods}}}\n" for c in range(1000))
    return fillers + "class Solution {\n    public int solve(int x) { return x; }\n}\n"


def _slow_javascript() -> str:
    """12 MB of top-level statements: V8 compiles the top level eagerly (~370 MB, ~0.8 s)."""
    rows = "".join(f"var v{i} = [{i}, {i + 1}, 'a{i}', {{k: {i}}}];\n" for i in range(200_000))
    return rows + "const solve = (x) => x;\n"


def _slow_typescript() -> str:
    """Tail-recursive tuple types, each instantiation 900+ levels deep with growing tuples."""
    head = (
        "type Build<N extends number, A extends unknown[] = []> =\n"
        "  A['length'] extends N ? A : Build<N, [...A, 0]>;\n"
    )
    rows = "".join(
        f"type T{i} = Build<{900 + i % 90}, [{i}]>;\n"
        f"const c{i}: T{i}['length'] = {900 + i % 90} as any;\n"
        for i in range(200)
    )
    return head + rows + "function solve(x: number): number {\n  return x;\n}\n"


def _slow_go() -> str:
    """40 000 functions (3 MB): the compiler and vet need ~35 CPU seconds."""
    body = "".join(
        f"func f{i}(a int) int {{ if a > {i} {{ return a - {i} }}; return a + {i} }}\n"
        for i in range(40_000)
    )
    return body + "func Solve(x int) int {\n    return x\n}\n"


def _slow_cpp() -> str:
    """constexpr evaluation of 4e10 steps (GCC's -fconstexpr-ops-limit, 2^33, takes minutes)."""
    return (
        "constexpr long spin() { long s = 0;\n"
        "    for (long i = 0; i < 200000; ++i) for (long j = 0; j < 200000; ++j) s += i ^ j;\n"
        "    return s; }\n"
        "constexpr long spun = spin();\n"
        "int solve(int x) { return spun ? x : x; }\n"
    )


def _slow_rust() -> str:
    """const evaluation of 2^40 steps, with its lint (deny by default) allowed."""
    return (
        "#![allow(long_running_const_eval)]\n"
        "const SPUN: u64 = {\n    let mut s = 0u64;\n    let mut i = 0u64;\n"
        "    while i < (1u64 << 40) {\n        s = s.wrapping_add(i ^ (i >> 3));\n"
        "        i += 1;\n    }\n    s\n};\n"
        "fn solve(x: i32) -> i32 {\n    if SPUN > 0 { x } else { x }\n}\n"
    )


SLOW_SOURCES: dict[str, Callable[[], str]] = {
    "cpp": _slow_cpp,
    "java": _slow_java,
    "javascript": _slow_javascript,
    "typescript": _slow_typescript,
    "rust": _slow_rust,
    "go": _slow_go,
}
# Compile limits far below the defaults, a few times what a small program's compile needs
# (measured CPU: g++ 0.1 s, javac + jar 0.8 s, node 0.03 s, tsc 1.7 s, rustc 0.15 s, go 0.6 s;
# TypeScript's limit is also below tsc's own 1 GiB heap, so that the sandbox stops it).
# test_pass_and_the_compile_cache compiles under them: they suffice for a real program.
TIGHT: dict[str, compiled.CompileLimits] = {
    "cpp": compiled.CompileLimits(cpu_time_s=1.5),
    "java": compiled.CompileLimits(cpu_time_s=2.0),
    "javascript": compiled.CompileLimits(cpu_time_s=0.5, memory_mb=256),
    "typescript": compiled.CompileLimits(cpu_time_s=6.0, memory_mb=768),
    "rust": compiled.CompileLimits(cpu_time_s=1.5),
    "go": compiled.CompileLimits(cpu_time_s=3.0),
}


@pytest.fixture(scope="module")
def sandbox() -> Iterator[NativeSandbox]:
    pool = NativeSandbox(2, languages.readonly_paths())
    yield pool
    pool.close()


def _language(name: str) -> pb.Language.ValueType:
    language = enums.language(name)
    _, why = languages.status(language)
    if why:
        pytest.skip(why)
    return language


def _context(
    sandbox: NativeSandbox, limits: compiled.CompileLimits | None = None
) -> compiled.ScriptContext:
    """A fresh compile cache per test: hits and misses are the test's own."""
    return compiled.ScriptContext(
        sandbox, compiled.CompileCache(None), limits or compiled.CompileLimits()
    )


def _case(name: str, split: pb.Split.ValueType, x: int, y: int) -> pb.TestCase:
    prefix = pb.Split.Name(split).removeprefix("SPLIT_").lower()
    code = TESTS[name].replace("@X@", str(x)).replace("@Y@", str(y))
    return pb.TestCase(case_id=f"{prefix}-{x}", split=split, script=pb.ScriptCase(code=code))


def _public(name: str, x: int = 1, y: int = 1) -> pb.TestCase:
    return _case(name, pb.SPLIT_PUBLIC, x, y)


def _private(name: str, x: int = 1, y: int = 1) -> pb.TestCase:
    return _case(name, pb.SPLIT_PRIVATE, x, y)


@dataclass
class Judged:
    judgement: judge.Judgement
    run_wall_s: float
    elapsed_s: float

    @property
    def verdict(self) -> str:
        return _name(self.judgement.verdict)

    @property
    def message(self) -> str:
        return self.judgement.message

    def __str__(self) -> str:
        return f"{self.verdict}: {self.message[:1500]}"


def _judge(
    ctx: compiled.ScriptContext,
    name: str,
    code: str,
    cases: list[pb.TestCase],
    limits: Limits = LIMITS,
) -> Judged:
    language = _language(name)
    problem = pb.Problem(task_id=f"Verdicts/{name}", language=language)
    submission = executor_pb2.Submission(
        task_id=problem.task_id, sample_id="s", language=language, code=code,
        code_kind=pb.CODE_KIND_SOLUTION,
    )  # fmt: skip
    start = time.monotonic()
    judgement, _, _, wall = compiled.judge_scripts(
        ctx, problem, cases, submission, language, limits
    )
    return Judged(judgement, wall, time.monotonic() - start)


def _name(verdict: pb.Verdict.ValueType) -> str:
    return pb.Verdict.Name(verdict).removeprefix("VERDICT_")


def _compiles(name: str) -> int:
    """1 when the language has a compile step (cached); JavaScript has none: its run parses
    the program first and reports a syntax error itself (languages/javascript.py)."""
    return 0 if name == "javascript" else 1


@pytest.mark.parametrize("name", LANGUAGES)
def test_pass_and_the_compile_cache(sandbox: NativeSandbox, name: str) -> None:
    """Under the tight compile limits of test_long_compile_is_stopped (they must suffice)."""
    ctx = _context(sandbox, TIGHT[name])
    code = PROGRAMS[name]["pass"]
    cases = [_public(name, 1, 1), _private(name, 2, 2)]
    first = _judge(ctx, name, code, cases)
    assert first.judgement.verdict == PASS, first
    assert first.judgement.splits == {pb.SPLIT_PUBLIC: [1, 1], pb.SPLIT_PRIVATE: [1, 1]}
    assert first.message == ""
    # Checked by a decoy run (its program is never cached, so the counts below are the cases')
    assert first.judgement.judging_mode == executor_pb2.JUDGING_MODE_DECOY
    c = _compiles(name)
    assert (ctx.cache.hits, ctx.cache.misses) == (0, 2 * c)  # one program per case
    again = _judge(ctx, name, code, cases)
    assert again.judgement.verdict == PASS, again
    assert (ctx.cache.hits, ctx.cache.misses) == (2 * c, 2 * c)
    changed = _judge(ctx, name, code.replace("(", "( ", 1), cases[:1])  # one character more
    assert changed.judgement.verdict == PASS, changed
    assert (ctx.cache.hits, ctx.cache.misses) == (2 * c, 3 * c)


@pytest.mark.parametrize(("name", "scenario"), VERDICT_CASES, ids=VERDICT_IDS)
def test_verdict(sandbox: NativeSandbox, name: str, scenario: str) -> None:
    ctx = _context(sandbox)
    expected = OVERRIDES.get((name, scenario), VERDICTS[scenario])
    judged = _judge(ctx, name, PROGRAMS[name][scenario], [_public(name)])
    assert judged.judgement.verdict == expected, f"expected {_name(expected)}, got {judged}"
    assert judged.judgement.splits == {pb.SPLIT_PUBLIC: [0, 1]}
    assert judged.message.startswith(f"public case public-1: {_name(expected)}"), judged
    if expected == TLE:  # stopped at the limit, not long after it
        wall = LIMITS.wall_time_s * languages.time_multiplier(enums.language(name))
        assert judged.run_wall_s < wall + 1.5, judged.run_wall_s
    if scenario == "exception":
        assert "boom" in judged.message, judged  # the run's error output, for a public case
        # The same program for a private case: the compile is cached, the message is bare.
        secret = _judge(ctx, name, PROGRAMS[name][scenario], [_private(name)])
        assert ctx.cache.hits == _compiles(name)
        assert secret.judgement.verdict == expected, secret
        assert secret.message == f"private case private-1: {_name(expected)}"


@pytest.mark.parametrize("name", LANGUAGES)
def test_early_exit_with_status_zero_is_not_a_pass(sandbox: NativeSandbox, name: str) -> None:
    """The run really ends with status 0 (before the tests), and that is no PASS."""
    language = _language(name)
    ctx = _context(sandbox)
    code = PROGRAMS[name]["early_exit"]
    judged = _judge(ctx, name, code, [_public(name)])
    assert judged.judgement.verdict == RE, judged
    module = languages.load(language)
    program = module.script_program(code, _public(name).script.code)
    built = compiled.compile_program(
        sandbox, language, module.toolchain(), program, ctx.compile_limits, ctx.cache
    )
    assert ctx.cache.hits == _compiles(name) and built.verdict == PASS  # judge_scripts' program
    nonce = secrets.token_hex(16)
    result = sandbox.run(
        SandboxRequest(
            argv=list(program.run_argv), files=built.artefacts, executables=built.executables,
            stdin=nonce.encode() + b"\n", env=program.env,
            limits=Limits(cpu_time_s=2.0, wall_time_s=6.0, pids=program.shape.run_pids,
                          open_files=compiled.RUN_OPEN_FILES),
        )
    )  # fmt: skip
    assert (result.termination, result.exit_code) == (Termination.EXITED, 0), result
    assert nonce.encode() not in result.stdout
    assert compiled.run_verdict(result, nonce) == RE


@pytest.mark.parametrize("name", LANGUAGES)
def test_compile_error_is_shown_for_public_cases_only(sandbox: NativeSandbox, name: str) -> None:
    ctx = _context(sandbox)
    code = PROGRAMS[name]["compile_error"]
    public = _judge(ctx, name, code, [_public(name)])
    assert public.judgement.verdict == CE, public
    assert public.message.startswith("public case public-1: COMPILE_ERROR: "), public
    assert COMPILER_SAYS[name] in public.message, public
    # The same program for a private case (the test code is the same: a cached compile error;
    # for JavaScript the run's parse again).
    private = _judge(ctx, name, code, [_private(name)])
    assert (ctx.cache.hits, ctx.cache.misses) == (_compiles(name), _compiles(name))
    assert private.judgement.verdict == CE, private
    assert private.message == "private case private-1: COMPILE_ERROR"


@pytest.mark.parametrize("name", LANGUAGES)
def test_code_in_another_language_is_a_compile_error(sandbox: NativeSandbox, name: str) -> None:
    judged = _judge(_context(sandbox), name, PYTHON, [_public(name)])
    assert judged.judgement.verdict == CE, judged
    assert judged.message.startswith("public case public-1: COMPILE_ERROR: "), judged
    assert FIRST_LINE[name] in judged.message, judged
    assert len(judged.message) < 1000, judged  # a few lines, not pages


@pytest.mark.parametrize("name", LANGUAGES)
def test_needed_memory_is_not_punished(sandbox: NativeSandbox, name: str) -> None:
    """A correct program that uses ~150 MiB passes under 256 MiB: what a runtime reserves (V8's
    code range, the JVM's heap and metaspace, Go's arenas) is not charged to it."""
    judged = _judge(_context(sandbox), name, PROGRAMS[name]["big_ok"], [_public(name)])
    assert judged.judgement.verdict == PASS, judged
    assert judged.judgement.peak_memory_bytes >= 150 * MIB  # it did use the memory


def test_java_single_large_array(sandbox: NativeSandbox) -> None:
    code = (
        "import java.util.*;\nclass Solution {\n    public int solve(int x) {\n"
        "        byte[] b = new byte[150 << 20];\n        Arrays.fill(b, (byte) 1);\n"
        "        return b[x] == 1 ? x : -1;\n    }\n}\n"
    )
    judged = _judge(_context(sandbox), "java", code, [_public("java")])
    assert judged.judgement.verdict == PASS, judged


@pytest.mark.parametrize("name", LANGUAGES)
def test_output_that_is_not_utf8(sandbox: NativeSandbox, name: str) -> None:
    """Invalid UTF-8 on stdout (without a final newline) and stderr: the first case still
    passes (the nonce is found on its own line), the second fails with a readable message."""
    code = PROGRAMS[name]["non_utf8"]
    judged = _judge(_context(sandbox), name, code, [_public(name, 1, 1), _public(name, 2, 2)])
    assert judged.judgement.verdict == WA, judged
    assert judged.judgement.splits == {pb.SPLIT_PUBLIC: [1, 2]}, judged
    assert judged.message.startswith("public case public-2: WRONG_ANSWER: "), judged
    assert "\ufffd" in judged.message, judged
    judged.message.encode("utf-8")  # a valid string for the protobuf result


@pytest.mark.parametrize("name", LANGUAGES)
def test_long_compile_is_stopped(sandbox: NativeSandbox, name: str) -> None:
    limits = TIGHT[name]
    judged = _judge(_context(sandbox, limits), name, SLOW_SOURCES[name](), [_public(name)])
    if not _compiles(name):  # parsed in the run, under the run's limits: V8 needs ~370 MB
        assert judged.judgement.verdict == MLE, judged
        assert judged.message == "public case public-1: MEMORY_LIMIT", judged
        return
    assert judged.judgement.verdict == CE, judged
    assert judged.message.startswith("public case public-1: COMPILE_ERROR: compilation stopped: ")
    # The compile's wall limit, and the rest of the judging.
    assert judged.elapsed_s < limits.cpu_time_s * 2 + 10 + 10, judged.elapsed_s
