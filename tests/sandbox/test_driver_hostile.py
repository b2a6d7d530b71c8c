"""Driver helpers a solution cannot replace (issue 31 point 5).

Rockman's own problems are judged by a driver rendered per language that parses the inputs,
calls the solution and writes the actual values; the comparison happens outside the sandbox.
Each hostile solution below returns a WRONG sum (a + b - 1, or similar) and tries to make the
driver's own helpers fix it: its serialisation (C++ argument-dependent lookup, an overload or an
explicit specialisation, a macro over the generated dispatch; a Java class named like a driver
helper; reassigned JavaScript globals; Rust and Go symbols of the same name), its JSON parsing,
or its protocol printer (a C library `write` or `memcpy` of the program's own). Were any of them
to take effect, the sample would PASS; each must get another verdict. The honest solutions
beside them still PASS. Real native sandbox, real toolchains, the executor's whole path.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rockman import enums
from rockman.executor.core import Executor, ExecutorConfig
from rockman.executor.languages import registry as languages
from rockman.executor.pool import NativeSandbox
from rockman.problems import build
from rockman.problems.spec import load_spec
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from tests.helpers import RegistryBundles, registry_with, write_add_problem

# --- C++ ---------------------------------------------------------------------------------------

CPP_HONEST = {
    "declared": "long long add(long long a, long long b) { return a + b; }\n",
    "int-result": "int add(int a, int b) { return a + b; }\n",
    "own-main-and-macros": (
        "#include <bits/stdc++.h>\nusing namespace std;\n#define int long long\n"
        "#define all(v) (v).begin(), (v).end()\n"
        "int add(int a, int b) { vector<int> v{a, b}; return accumulate(all(v), 0LL); }\n"
        "signed main() { return 0; }\n"
    ),
}
CPP_HOSTILE = {
    # The reported one: the driver's unqualified write_value picked the solution's by ADL.
    "adl-write-value": (
        "#include <string>\n"
        "struct Sum { long long wrong; };\n"
        "void write_value(std::string& out, const Sum& s) { out += std::to_string(s.wrong + 1); }\n"
        "Sum add(long long a, long long b) { return Sum{a + b - 1}; }\n"
    ),
    "overload-in-driver-namespace": (
        "#include <string>\n"
        "namespace rockman_driver {\n"
        "void write_value(std::string& out, const long long& v) { out += std::to_string(v + 1); }\n"
        "void write_integer(std::string& out, long long v) { out += std::to_string(v + 1); }\n"
        "}\n"
        "long long add(long long a, long long b) { return a + b - 1; }\n"
    ),
    "specialised-writer": (
        "#include <string>\n"
        "namespace rockman_driver {\n"
        "template <> void write_value<long long>(std::string& out, const long long& v) {\n"
        "    out += std::to_string(v + 1);\n}\n}\n"
        "long long add(long long a, long long b) { return a + b - 1; }\n"
    ),
    "specialised-reader": (
        "#include <string>\n"
        "namespace rockman_driver {\n"
        "template <> void read_value<long long>(Cursor& c, long long& v) {\n"
        "    Number n = rd::scan_number(c);\n"
        "    v = rd::parse_integer(n.begin, n.end) + 1;\n}\n}\n"
        "long long add(long long a, long long b) { return a + b - 2; }\n"
    ),
    "specialised-result-adder": (
        "#include <string>\n"
        "struct Raw { long long a, b; };\n"
        "namespace rockman_driver {\n"
        "template <> void Results::rockman_add<Raw>(const Raw& r) {\n"
        '    text += std::to_string(r.a + r.b) + ",\\"i\\":0";\n    ++count;\n}\n}\n'
        "Raw add(long long a, long long b) { return Raw{a, b}; }\n"
    ),
    "macro-over-the-dispatch": (
        "#define rockman_add(x) rockman_add((x) + 1)\n"
        "long long add(long long a, long long b) { return a + b - 1; }\n"
    ),
    "libc-write-rewrites-the-line": (
        "#include <cctype>\n#include <string>\n#include <sys/syscall.h>\n#include <unistd.h>\n"
        "long long add(long long a, long long b) { return a + b - 1; }\n"
        'extern "C" ssize_t write(int fd, const void* data, size_t size) {\n'
        "    std::string line(static_cast<const char*>(data), size);\n"
        '    std::string key = "\\"value\\":";\n'
        "    size_t at = line.find(key);\n"
        "    if (at != std::string::npos) {\n"
        "        size_t start = at + key.size(), end = start;\n"
        "        while (end < line.size() && (isdigit(line[end]) || line[end] == '-')) ++end;\n"
        "        long long v = std::stoll(line.substr(start, end - start));\n"
        "        line = line.substr(0, start) + std::to_string(v + 1) + line.substr(end);\n"
        "    }\n"
        "    syscall(SYS_write, fd, line.data(), line.size());\n"
        "    return static_cast<ssize_t>(size);\n}\n"
    ),
    "libc-memcpy": (
        "#include <cstddef>\n"
        'extern "C" void* memcpy(void* to, const void* from, std::size_t n) {\n'
        "    auto* d = static_cast<volatile char*>(to);\n"
        "    auto* s = static_cast<const volatile char*>(from);\n"
        "    for (std::size_t k = 0; k < n; ++k) d[k] = s[k];\n"
        "    return to;\n}\n"
        "long long add(long long a, long long b) { return a + b - 1; }\n"
    ),
}

# --- JavaScript and TypeScript: globals the solution can reassign -------------------------------

JS_HONEST = {
    "function": "function add(a, b) {\n  return a + b;\n}\n",
    "patches-globals-harmlessly": (
        "JSON.stringify = () => 'nope';\nconsole.log = () => {};\n"
        "function add(a, b) {\n  return a + b;\n}\n"
    ),
}
JS_HOSTILE = {
    "json-stringify": (
        "const realStringify = JSON.stringify;\n"
        "JSON.stringify = (v, ...rest) =>\n"
        "  typeof v === 'number' ? realStringify(v + 1) : realStringify(v, ...rest);\n"
        "function add(a, b) {\n  return a + b - 1;\n}\n"
    ),
    "array-prototype-setter-on-results": (
        "Object.defineProperty(Array.prototype, '0', {\n"
        "  configurable: true,\n"
        "  set(v) {\n"
        "    const n = typeof v === 'string' && /^-?[0-9]+$/.test(v);\n"
        "    const fixed = n ? String(Number(v) + 1) : v;\n"
        "    Object.defineProperty(this, '0',\n"
        "      { value: fixed, writable: true, enumerable: true, configurable: true });\n"
        "  },\n"
        "});\n"
        "function add(a, b) {\n  return a + b - 1;\n}\n"
    ),
    "array-global-for-arguments": (
        "const RealArray = Array;\n"
        "globalThis.Array = function (n) {\n"
        "  return new Proxy(new RealArray(n), {\n"
        "    set(t, k, v) { t[k] = typeof v === 'number' ? v + 1 : v; return true; },\n"
        "  });\n"
        "};\n"
        "function add(a, b) {\n  return a + b - 2;\n}\n"
    ),
    "fs-writesync-and-stdout": (
        "const fs = require('fs');\n"
        "const realWrite = fs.writeSync;\n"
        "const fix = (s) => typeof s === 'string'\n"
        '  ? s.replace(/"value":(-?[0-9]+)/, (m, d) => \'"value":\' + (Number(d) + 1)) : s;\n'
        "fs.writeSync = (fd, s, ...rest) => realWrite(fd, fix(s), ...rest);\n"
        "const realOut = process.stdout.write.bind(process.stdout);\n"
        "process.stdout.write = (s, ...rest) => realOut(fix(s), ...rest);\n"
        "function add(a, b) {\n  return a + b - 1;\n}\n"
    ),
    "json-parse-of-the-secret-line": (
        "const realParse = JSON.parse;\n"
        "JSON.parse = (t, r) => {\n"
        "  const v = realParse(t, r);\n"
        "  if (v && Array.isArray(v.cases)) v.cases = v.cases.map((c) => c.map((x) => x + 1));\n"
        "  return v;\n"
        "};\n"
        "function add(a, b) {\n  return a + b - 2;\n}\n"
    ),
    "string-trim-hides-the-secret-cases": (
        "String.prototype.trim = function () { return ''; };\n"
        "function add(a, b) {\n  return a === 1 && b === 2 ? 3 : a + b === 0 ? 0 : -1;\n}\n"
    ),
}
TS_HONEST = {"function": "function add(a: number, b: number): number {\n  return a + b;\n}\n"}
TS_HOSTILE = {
    "json-stringify": (
        "const realStringify: any = JSON.stringify;\n"
        "(JSON as any).stringify = (v: any, ...rest: any[]) =>\n"
        "  typeof v === 'number' ? realStringify(v + 1) : realStringify(v, ...rest);\n"
        "function add(a: number, b: number): number {\n  return a + b - 1;\n}\n"
    ),
    "array-prototype-setter-on-results": (
        "Object.defineProperty(Array.prototype, '0', {\n"
        "  configurable: true,\n"
        "  set(this: any, v: any) {\n"
        "    const n = typeof v === 'string' && /^-?[0-9]+$/.test(v);\n"
        "    const fixed = n ? String(Number(v) + 1) : v;\n"
        "    Object.defineProperty(this, '0',\n"
        "      { value: fixed, writable: true, enumerable: true, configurable: true });\n"
        "  },\n"
        "});\n"
        "function add(a: number, b: number): number {\n  return a + b - 1;\n}\n"
    ),
    "array-global-for-arguments": (
        "const RealArray: any = Array;\n"
        "(globalThis as any).Array = function (n: number) {\n"
        "  return new Proxy(new RealArray(n), {\n"
        "    set(t: any, k: any, v: any) {\n"
        "      t[k] = typeof v === 'number' ? v + 1 : v;\n      return true;\n    },\n"
        "  });\n"
        "};\n"
        "function add(a: number, b: number): number {\n  return a + b - 2;\n}\n"
    ),
}

# --- Java: the default package -------------------------------------------------------------------

JAVA_HONEST = {
    "solution": (
        "import java.util.*;\n\nclass Solution {\n"
        "    public long add(long a, long b) {\n        return a + b;\n    }\n}\n"
    ),
}
JAVA_HOSTILE = {
    # A class of the default package named like a JDK class the driver uses by simple name.
    "class-named-long": (
        "class Solution {\n    public long add(long a, long b) {\n        return a + b - 1;\n"
        "    }\n}\n"
        "final class Long {\n"
        "    static java.lang.Long valueOf(long v) { return java.lang.Long.valueOf(v + 1); }\n"
        "    static long parseLong(String s) { return java.lang.Long.parseLong(s); }\n"
        "    static String toString(long v) { return java.lang.Long.toString(v + 1); }\n"
        "}\n"
    ),
    # A class named like one of the driver's own helpers.
    "class-named-like-the-driver-helper": (
        "class Solution {\n    public long add(long a, long b) {\n        return a + b - 1;\n"
        "    }\n}\n"
        'class RockmanJson {\n    static String write(Object v) { return "0"; }\n}\n'
    ),
}

HONEST: dict[str, dict[str, str]] = {
    "cpp": CPP_HONEST,
    "java": JAVA_HONEST,
    "javascript": JS_HONEST,
    "typescript": TS_HONEST,
}
HOSTILE: dict[str, dict[str, str]] = {
    "cpp": CPP_HOSTILE,
    "java": JAVA_HOSTILE,
    "javascript": JS_HOSTILE,
    "typescript": TS_HOSTILE,
}


@pytest.fixture(scope="module")
def executor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Executor]:
    root = tmp_path_factory.mktemp("hostile-drivers")
    spec = load_spec(write_add_problem(root))
    registry = registry_with(root / "r.db", build.build_all_languages(spec, "test-seed", True))
    pool = NativeSandbox(2, languages.readonly_paths())
    config = ExecutorConfig(workers=2, compile_cache_dir=str(root / "cache"))
    yield Executor(RegistryBundles(registry), pool, config)
    pool.close()


def _judge(executor: Executor, name: str, code: str) -> executor_pb2.ExecutionResult:
    language = enums.language(name)
    _, why = languages.status(language)
    if why:
        pytest.fail(f"{name} is unavailable here: {why} (run make toolchains)")
    return executor.execute(
        executor_pb2.Submission(
            task_id="Test/ADD_001",
            sample_id="s",
            language=pb.Language.ValueType(language),
            code=code,
            code_kind=pb.CODE_KIND_SOLUTION,
        )
    )


def _cases(table: dict[str, dict[str, str]]) -> list[tuple[str, str, str]]:
    return [(lang, label, code) for lang, rows in table.items() for label, code in rows.items()]


@pytest.mark.timeout(300)
@pytest.mark.parametrize(
    ("name", "label", "code"), _cases(HONEST), ids=[f"{n}-{k}" for n, k, _ in _cases(HONEST)]
)
def test_honest_solutions_pass(executor: Executor, name: str, label: str, code: str) -> None:
    result = _judge(executor, name, code)
    assert result.verdict == pb.VERDICT_PASS, (label, result.message)


@pytest.mark.timeout(300)
@pytest.mark.parametrize(
    ("name", "label", "code"), _cases(HOSTILE), ids=[f"{n}-{k}" for n, k, _ in _cases(HOSTILE)]
)
def test_replacing_a_driver_helper_never_passes(
    executor: Executor, name: str, label: str, code: str
) -> None:
    result = _judge(executor, name, code)
    assert result.verdict != pb.VERDICT_PASS, (label, result.message)
    assert result.verdict != pb.VERDICT_SANDBOX_ERROR, (label, result.message)
