"""Driver helpers a solution cannot replace (issue 31 point 5).

Rockman's own problems are judged by a driver rendered per language that parses the inputs,
calls the solution and writes the actual values; the comparison happens outside the sandbox.
Each hostile solution below returns a WRONG sum (a + b - 1, or similar) and tries to make the
driver's own helpers fix it: its serialisation (C++ argument-dependent lookup, an overload or an
explicit specialisation, a macro over the generated dispatch; a Java class named like a driver
helper; reassigned JavaScript globals; Go declarations in the driver's package, an init that
swaps its job reader, //go:linkname into it), its JSON parsing, or its protocol printer (a C
library `write`, `read`, `malloc` or `memcpy` of the program's own, in C++ and Rust). Were any of
them to take effect, the sample would PASS; each must get another verdict. The honest solutions
beside them still PASS (some shadow what the driver once used). Real native sandbox, real
toolchains, the executor's whole path.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rockman import enums
from rockman.languages import registry as languages
from rockman.problem_spec import load_spec
from rockman.problems import build
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor.core import Executor, ExecutorConfig
from services.executor.pool import NativeSandbox
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

# --- Rust: symbols of the C library, the driver's module, the prelude and macros ----------------

RUST_REWRITE_VALUE = r"""
extern "C" {
    fn syscall(number: i64, ...) -> i64;
}

// The C library's write for the whole binary: the driver's protocol lines went through it.
#[no_mangle]
pub extern "C" fn write(fd: i32, data: *const u8, size: usize) -> isize {
    let bytes = unsafe { std::slice::from_raw_parts(data, size) };
    let mut line = String::from_utf8_lossy(bytes).into_owned();
    if let Some(at) = line.find("\"value\":") {
        let start = at + 8;
        let digits = line[start..].find(|c: char| c != '-' && !c.is_ascii_digit());
        let end = digits.map_or(line.len(), |n| start + n);
        if let Ok(value) = line[start..end].parse::<i64>() {
            line.replace_range(start..end, &(value + 1).to_string());
        }
    }
    unsafe { syscall(1, fd as i64, line.as_ptr() as i64, line.len() as i64) };
    size as isize
}
"""
RUST_REWRITE_JOB = r"""
extern "C" {
    fn syscall(number: i64, ...) -> i64;
}

static PENDING: std::sync::Mutex<Vec<u8>> = std::sync::Mutex::new(Vec::new());

// Every "[a, b]" of the job becomes "[a, b + 1]".
fn rewrite(text: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(text).into_owned();
    let mut out = String::new();
    let mut rest = text.as_str();
    while let Some(open) = rest.find('[') {
        out.push_str(&rest[..open + 1]);
        rest = &rest[open + 1..];
        let close = match rest.find(']') {
            Some(close) => close,
            None => break,
        };
        let parts: Vec<&str> = rest[..close].split(',').map(|p| p.trim()).collect();
        match (parts.len(), parts.get(1).and_then(|b| b.parse::<i64>().ok())) {
            (2, Some(b)) if parts[0].parse::<i64>().is_ok() => {
                out.push_str(&format!("{}, {}", parts[0], b + 1));
                rest = &rest[close..];
            }
            _ => {}
        }
    }
    out.push_str(rest);
    out.into_bytes()
}

// The C library's read for the whole binary: the driver's job came through it.
#[no_mangle]
pub extern "C" fn read(fd: i32, buffer: *mut u8, size: usize) -> isize {
    let mut pending = PENDING.lock().unwrap();
    if pending.is_empty() {
        let mut raw = vec![0u8; 1 << 20];
        let got = unsafe { syscall(0, fd as i64, raw.as_mut_ptr() as i64, raw.len() as i64) };
        if got <= 0 {
            return got as isize;
        }
        raw.truncate(got as usize);
        *pending = rewrite(&raw);
    }
    let n = pending.len().min(size);
    unsafe { std::ptr::copy_nonoverlapping(pending.as_ptr(), buffer, n) };
    pending.drain(..n);
    n as isize
}
"""
RUST_WRONG = "fn add(a: i64, b: i64) -> i64 {\n    a + b - 1\n}\n"
RUST_HONEST = {
    "function": "fn add(a: i64, b: i64) -> i64 {\n    a + b\n}\n",
    # The crate root may hold anything named like the driver's items and macros, its own panic
    # hook and panics, unsafe code, and a C symbol that no library defines.
    "names-hooks-and-symbols-of-its-own": r"""
use std::io::*;

macro_rules! format { ($($t:tt)*) => { 0 } }
macro_rules! thread_local { ($($t:tt)*) => {} }
macro_rules! rockman_tuples { ($($t:tt)*) => {} }
struct Json;
struct Failure;
trait RockmanTo {}
mod sys {}
static OUT_FD: i32 = 1;
fn emit(_: &str) {}
fn write_all(_: i32, _: &[u8]) -> bool { true }

#[no_mangle]
pub extern "C" fn rockman_solution_symbol() -> i64 {
    7
}

fn add(a: i64, b: i64) -> i64 {
    std::panic::set_hook(Box::new(|_| {}));
    let caught = std::panic::catch_unwind(|| -> i64 { panic!("inside") });
    let values = [a, b];
    let first = unsafe { *values.get_unchecked(0) };
    first + b + rockman_solution_symbol() - 7 + caught.map_or(0, |_| 1)
}
""",
}
RUST_HOSTILE = {
    # The reported one: a C library function of the program's own for the whole binary.
    "libc-write-rewrites-the-line": RUST_WRONG + RUST_REWRITE_VALUE,
    "libc-read-rewrites-the-job": RUST_WRONG + RUST_REWRITE_JOB,
    "libc-malloc": RUST_WRONG
    + 'extern "C" {\n    fn __libc_malloc(size: usize) -> *mut u8;\n}\n'
    + '#[no_mangle]\npub extern "C" fn malloc(size: usize) -> *mut u8 {\n'
    + "    unsafe { __libc_malloc(size) }\n}\n",
    "global-asm-write": RUST_WRONG
    + 'std::arch::global_asm!(".globl write", "write:", "mov eax, 1", "syscall", "ret");\n',
    "export-name-memcpy": RUST_WRONG
    + '#[export_name = "memcpy"]\n'
    + 'pub unsafe extern "C" fn copy(to: *mut u8, from: *const u8, n: usize) -> *mut u8 {\n'
    + "    for k in 0..n {\n        std::ptr::write_volatile(to.add(k), *from.add(k));\n    }\n"
    + "    to\n}\n",
    # An allocator that could rewrite the driver's buffers: the driver declares the only one.
    "global-allocator": RUST_WRONG
    + "use std::alloc::{GlobalAlloc, Layout, System};\nstruct Tamper;\n"
    + "unsafe impl GlobalAlloc for Tamper {\n"
    + "    unsafe fn alloc(&self, l: Layout) -> *mut u8 { System.alloc(l) }\n"
    + "    unsafe fn dealloc(&self, p: *mut u8, l: Layout) { System.dealloc(p, l) }\n}\n"
    + "#[global_allocator]\nstatic TAMPER: Tamper = Tamper;\n",
    # Macros in textual scope before the driver, and the driver's types named by path.
    "macros-over-the-driver": RUST_WRONG
    + "macro_rules! format {\n"
    + '    ($($t:tt)*) => { String::from("{\\"event\\":\\"case\\",\\"i\\":0,\\"value\\":3}") };\n'
    + '}\nmacro_rules! concat { ($($t:tt)*) => { "3" } }\n',
    "trait-impl-on-a-driver-type": RUST_WRONG
    + "impl Drop for rockman_driver::Failure {\n    fn drop(&mut self) {}\n}\n"
    + "impl rockman_driver::Json {\n    fn rockman_to(&self, _: &mut String) {}\n}\n",
    # A panic hook that ends the run as if it had finished.
    "panic-hook-exits": "fn add(a: i64, b: i64) -> i64 {\n"
    + "    std::panic::set_hook(Box::new(|_| std::process::exit(0)));\n"
    + '    if a + b != 3 {\n        panic!("not the example");\n    }\n    a + b\n}\n',
}

# --- Go: one package main with the glue, the driver in a package of its own --------------------

GO_REWRITER = r"""
var pair = regexp.MustCompile(`\[(-?[0-9]+), *(-?[0-9]+)\]`)

// Every "[a, b]" of the job becomes "[a, b + 1]".
type rewriter struct {
	src  *bufio.Reader
	rest []byte
}

func (r *rewriter) Read(p []byte) (int, error) {
	if len(r.rest) == 0 {
		line, err := r.src.ReadBytes('\n')
		if len(line) == 0 {
			return 0, err
		}
		r.rest = pair.ReplaceAllFunc(line, func(m []byte) []byte {
			g := pair.FindSubmatch(m)
			b, _ := strconv.Atoi(string(g[2]))
			return []byte("[" + string(g[1]) + "," + strconv.Itoa(b+1) + "]")
		})
	}
	n := copy(p, r.rest)
	r.rest = r.rest[n:]
	return n, nil
}
"""
GO_WRONG = "func Add(a int, b int) int {\n\treturn a + b - 1\n}\n"
GO_SHADOWS = """
const true, false = 1 == 0, 0 == 0

var nil = 0
var fmt, strconv, os, bufio, json, sort, strings, utf8 = 0, 0, 0, 0, 0, 0, 0, 0

func len(v interface{}) int      { return 0 }
func append(s []byte, x ...byte) []byte { return s }
func panic(v interface{})         {}
func recover() interface{}        { return 0 }
func make()                       {}
func new()                        {}
func copy()                       {}
func print(args ...interface{})   {}
func init()                       {}
"""
GO_HONEST = {
    "function": "func Add(a int, b int) int {\n\treturn a + b\n}\n",
    # Package-level declarations that shadow Go's predeclared identifiers and the package names
    # the driver uses: the glue names none of them (before, the driver's own len was this one).
    "shadows-predeclared-identifiers": GO_SHADOWS
    + "\nfunc Add(a int, b int) int {\n\treturn a + b\n}\n",
}
GO_HOSTILE = {
    "shadows-predeclared-identifiers": GO_SHADOWS + "\n" + GO_WRONG,
    # Before: the driver's job reader was a variable of package main, which an init replaced.
    "init-rewrites-the-job-reader": 'import (\n\t"bufio"\n\t"regexp"\n\t"strconv"\n)\n\n'
    + GO_WRONG
    + GO_REWRITER
    + "\nfunc init() {\n\trockmanIO.in = bufio.NewReader(&rewriter{src: rockmanIO.in})\n}\n",
    # The same through //go:linkname into the driver package's unexported state.
    "linkname-into-the-driver-package": 'import (\n\t"bufio"\n\t"os"\n\t"regexp"\n\t"strconv"\n'
    + '\t_ "unsafe"\n)\n\n'
    + GO_WRONG
    + "\ntype driverChannel struct {\n\tin    *bufio.Reader\n\tout   *os.File\n\tnonce string\n}\n"
    + "\n//go:linkname driverJob humanEval/rockmandriver.job\nvar driverJob *driverChannel\n"
    + GO_REWRITER
    + "\nfunc init() {\n\tdriverJob.in = bufio.NewReader(&rewriter{src: driverJob.in})\n}\n",
    # Methods on the driver's types, and the name the glue imports the driver package as.
    "methods-on-driver-types": GO_WRONG
    + "\nfunc (e rockmanTypeError) Format(f interface{}, c rune) {}\n",
    "declares-the-driver-package-name": GO_WRONG + "\nvar rockmandriver = 1\n",
}

HONEST: dict[str, dict[str, str]] = {
    "cpp": CPP_HONEST,
    "java": JAVA_HONEST,
    "javascript": JS_HONEST,
    "typescript": TS_HONEST,
    "rust": RUST_HONEST,
    "go": GO_HONEST,
}
HOSTILE: dict[str, dict[str, str]] = {
    "cpp": CPP_HOSTILE,
    "java": JAVA_HOSTILE,
    "javascript": JS_HOSTILE,
    "typescript": TS_HOSTILE,
    "rust": RUST_HOSTILE,
    "go": GO_HOSTILE,
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


# Refused by the compile itself, with the reason in the message.
REFUSED = [
    ("rust", "libc-write-rewrites-the-line", "defines `write`, a symbol of libc.so.6"),
    ("rust", "libc-read-rewrites-the-job", "defines `read`, a symbol of libc.so.6"),
    ("rust", "libc-malloc", "defines `malloc`, a symbol of libc.so.6"),
    ("rust", "global-asm-write", "defines `write`, a symbol of libc.so.6"),
    ("rust", "export-name-memcpy", "defines `memcpy`, a symbol of libc.so.6"),
    ("go", "linkname-into-the-driver-package", "a solution may not use //go:linkname"),
]


@pytest.mark.timeout(300)
@pytest.mark.parametrize(
    ("name", "label", "reason"), REFUSED, ids=[f"{n}-{k}" for n, k, _ in REFUSED]
)
def test_what_the_compile_refuses_says_why(
    executor: Executor, name: str, label: str, reason: str
) -> None:
    result = _judge(executor, name, HOSTILE[name][label])
    assert result.verdict == pb.VERDICT_COMPILE_ERROR, (label, result.message)
    assert reason in result.message
