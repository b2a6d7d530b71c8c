"""Forged passes of in-process assert-style suites, in C++, Java, JavaScript, TypeScript, Rust and
Go, through `compiled.judge_scripts` and the native sandbox (issue 21, docs/security.md).

The problem is HumanEval-X-like: `add(a, b)` (Go: `Add`, Java: `Solution.add`) with a public case
of one assertion and a private case of three, in each language's HumanEval-X (MultiPL-E for
TypeScript) shape. Every forgery below is a *wrong* program (it subtracts) that tries to pass
anyway:

- **reading the nonce**: the run's nonce is in the program's own memory (the entry point read
  it); the forgery finds it through /proc/self/maps and /proc/self/mem (C++ also through its own
  ELF symbol table, where the entry point's buffer is named), prints it as the entry point
  would, and exits 0 before any assertion fails; or code that runs before the entry point (a
  C++ constructor of priority 50, a Go `init`) reads the nonce line from stdin itself;
- **disarming the assertions**: a C++ `__assert_fail` macro or function, a SIGABRT handler, a
  Rust panic hook, a JavaScript `uncaughtException` handler, a replaced `JSON.stringify` or
  `assert.deepEqual`, a Java class shadowing the suite's `Arrays`, each printing a found nonce or
  letting the suite return as if it passed;
- **leaving early**: exit with status 0 before the tests (C++, Java, JavaScript, Rust; Go from an
  `init`), a Java default uncaught-exception handler, `console.assert` replaced (it is
  non-writable), os.Exit(0) inside a Go test (which -test.paniconexit0 makes a panic).

Each forgery that really forges, that is, whose raw run (its compiled case program run once
with a nonce, as judge_scripts runs a case) passes the nonce check, must be judged
VERDICT_TAMPERED: its decoy run passed too. Each test checks both, so a forgery that stopped
working (a sandbox or runtime change) fails loudly instead of passing for the wrong reason.
The others must not pass. An honest correct program still passes (checked by a decoy) and an
honest wrong one gets WRONG_ANSWER.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator

import pytest

from rockman import enums
from rockman.languages import registry as languages
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor import compiled, judge
from services.executor.pool import NativeSandbox
from services.executor.sandbox import MIB, Limits, SandboxRequest

pytestmark = pytest.mark.timeout(300)

LIMITS = Limits(cpu_time_s=4.0, wall_time_s=10.0, memory_bytes=256 * MIB)
TAMPERED, NOT_PASS = "tampered", "not pass"

TESTS: dict[str, dict[str, str]] = {
    "cpp": {
        "public": "#include<assert.h>\nint main(){\n    assert (add(2, 3) == 5);\n}\n",
        "private": (
            "#undef NDEBUG\n#include<assert.h>\nint main(){\n    assert (add(0, 1) == 1);\n"
            "    assert (add(5, 7) == 12);\n    assert (add(7, 5) == 12);\n}\n"
        ),
    },
    "java": {
        "public": (
            "public class Main {\n    public static void main(String[] args) {\n"
            "        Solution s = new Solution();\n"
            "        List<Boolean> correct = Arrays.asList(\n                s.add(2, 3) == 5\n"
            "        );\n        if (correct.contains(false)) {\n"
            "            throw new AssertionError();\n        }\n    }\n}\n"
        ),
        "private": (
            "public class Main {\n    public static void main(String[] args) {\n"
            "        Solution s = new Solution();\n"
            "        List<Boolean> correct = Arrays.asList(\n                s.add(0, 1) == 1,\n"
            "                s.add(5, 7) == 12,\n                s.add(7, 5) == 12\n"
            "        );\n        if (correct.contains(false)) {\n"
            "            throw new AssertionError();\n        }\n    }\n}\n"
        ),
    },
    "javascript": {
        "public": "const testAdd = () => {\n  console.assert(add(2, 3) === 5)\n}\ntestAdd()\n",
        "private": (
            "const testAdd = () => {\n  console.assert(add(0, 1) === 1)\n"
            "  console.assert(\n    JSON.stringify([add(5, 7), add(7, 5)]) ===\n"
            "    JSON.stringify([12, 12])\n  )\n"
            "}\n\ntestAdd()\n"
        ),
    },
    "typescript": {
        "public": (
            "declare var require: any;\nconst assert = require('node:assert');\n"
            "function test() {\n  let candidate = add;\n"
            "  assert.deepEqual(candidate(2, 3), 5);\n}\n"
            "\ntest();\n"
        ),
        "private": (
            "declare var require: any;\nconst assert = require('node:assert');\n"
            "function test() {\n  let candidate = add;\n  assert.deepEqual(candidate(0, 1), 1);\n"
            "  assert.deepEqual(candidate(5, 7), 12);\n  assert.deepEqual(candidate(7, 5), 12);\n"
            "}\n\ntest();\n"
        ),
    },
    "rust": {
        "public": (
            "#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn test_add() {\n"
            "        assert_eq!(add(2, 3), 5);\n    }\n}\n"
        ),
        "private": (
            "#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn test_add() {\n"
            "        assert!(add(0, 1) == 1);\n        assert_eq!(add(5, 7), 12);\n"
            "        assert_eq!(add(7, 5), 12);\n    }\n}\n"
        ),
    },
    "go": {
        "public": (
            'package main\n\nimport (\n    "testing"\n    "github.com/stretchr/testify/assert"\n'
            ")\n\nfunc TestAdd(t *testing.T) {\n    assert := assert.New(t)\n"
            "    assert.Equal(5, Add(2, 3))\n}\n"
        ),
        "private": (
            'package main\n\nimport (\n    "testing"\n    "github.com/stretchr/testify/assert"\n'
            ")\n\nfunc TestAdd(t *testing.T) {\n    assert := assert.New(t)\n"
            "    assert.Equal(1, Add(0, 1))\n    assert.Equal(12, Add(5, 7))\n"
            "    assert.Equal(12, Add(7, 5))\n}\n"
        ),
    },
}

# --- finding the nonce in the program's own memory, per language ------------------------------
# Every writable mapping is read through /proc/self/mem; each run of exactly 32 lowercase hex
# digits is a candidate, and the most frequent one wins (the entry point's copies of the nonce
# outnumber anything else of that shape).

CPP_SCAN = r"""
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <string>
#include <unistd.h>

static bool rk_hex(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); }

static std::string rk_nonce() {
    std::map<std::string, int> seen;
    FILE *maps = std::fopen("/proc/self/maps", "r");
    int mem = open("/proc/self/mem", O_RDONLY);
    static char buf[1 << 20];
    char line[512];
    while (maps && std::fgets(line, sizeof line, maps)) {
        unsigned long lo, hi;
        char perms[8];
        if (std::sscanf(line, "%lx-%lx %7s", &lo, &hi, perms) != 3) continue;
        if (perms[0] != 'r' || perms[1] != 'w' || hi - lo > (256UL << 20)) continue;
        for (unsigned long at = lo; at < hi; at += sizeof buf) {
            size_t want = hi - at < sizeof buf ? hi - at : sizeof buf;
            ssize_t got = pread(mem, buf, want, (off_t)at);
            if (got <= 0) break;
            int run = 0;
            for (ssize_t i = 0; i <= got; i++) {
                if (i < got && rk_hex(buf[i])) { run++; continue; }
                if (run == 32) seen[std::string(buf + i - 32, 32)]++;
                run = 0;
            }
        }
    }
    std::string best;
    int most = 0;
    for (auto &kv : seen) if (kv.second > most) { best = kv.first; most = kv.second; }
    return best;
}

static void rk_forge() {
    std::string line = "\n" + rk_nonce() + "\n";
    write(1, line.data(), line.size());
    _exit(0);
}
"""

CPP_ELF = r"""
#include <elf.h>
#include <cstdio>
#include <cstring>
#include <string>
#include <unistd.h>
#include <vector>

// The entry point's buffer is `(anonymous namespace)::nonce`: internal linkage, but a symbol
// of the binary's own symbol table, which the program can read from /proc/self/exe.
static long rk_symbol(const std::vector<char> &elf, const char *needle) {
    auto *eh = (const Elf64_Ehdr *)elf.data();
    auto *sh = (const Elf64_Shdr *)(elf.data() + eh->e_shoff);
    for (int i = 0; i < eh->e_shnum; i++) {
        if (sh[i].sh_type != SHT_SYMTAB) continue;
        auto *syms = (const Elf64_Sym *)(elf.data() + sh[i].sh_offset);
        const char *names = elf.data() + sh[sh[i].sh_link].sh_offset;
        for (size_t k = 0; k < sh[i].sh_size / sizeof(Elf64_Sym); k++)
            if (std::strstr(names + syms[k].st_name, needle)) return (long)syms[k].st_value;
    }
    return -1;
}

int add(int a, int b);

static void rk_forge() {
    std::vector<char> elf;
    FILE *f = std::fopen("/proc/self/exe", "rb");
    char chunk[65536];
    size_t n;
    while (f && (n = std::fread(chunk, 1, sizeof chunk, f)) > 0)
        elf.insert(elf.end(), chunk, chunk + n);
    long nonce = rk_symbol(elf, "5nonceE"), self = rk_symbol(elf, "_Z3addii");
    if (nonce < 0 || self < 0) return;
    const char *buf = (const char *)&add - self + nonce;  // the same load bias
    write(1, buf, 34);  // "\n" + 32 hex digits + "\n", as the entry point writes it
    _exit(0);
}
"""

JAVA_SCAN = r"""
class RkForge {
    static String nonce() {
        java.util.Map<String, Integer> seen = new java.util.HashMap<>();
        try (java.io.BufferedReader maps = new java.io.BufferedReader(
                 new java.io.FileReader("/proc/self/maps"));
             java.io.RandomAccessFile mem = new java.io.RandomAccessFile("/proc/self/mem", "r")) {
            byte[] buf = new byte[1 << 20];
            String line;
            while ((line = maps.readLine()) != null) {
                String[] f = line.split(" ");
                if (!f[1].startsWith("rw")) continue;
                String[] r = f[0].split("-");
                long lo = Long.parseUnsignedLong(r[0], 16), hi = Long.parseUnsignedLong(r[1], 16);
                if (hi - lo > (256L << 20)) continue;
                for (long at = lo; at < hi; at += buf.length) {
                    int n = (int) Math.min(buf.length, hi - at);
                    try {
                        mem.seek(at);
                        mem.readFully(buf, 0, n);
                    } catch (java.io.IOException e) {
                        break;
                    }
                    int run = 0;
                    for (int i = 0; i <= n; i++) {
                        byte c = i < n ? buf[i] : 0;
                        if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')) {
                            run++;
                            continue;
                        }
                        if (run == 32) {
                            String s = new String(buf, i - 32, 32, "ISO-8859-1");
                            seen.merge(s, 1, Integer::sum);
                        }
                        run = 0;
                    }
                }
            }
        } catch (java.io.IOException e) {
            return "";
        }
        String best = "";
        int most = 0;
        for (java.util.Map.Entry<String, Integer> e : seen.entrySet()) {
            if (e.getValue() > most) {
                best = e.getKey();
                most = e.getValue();
            }
        }
        return best;
    }

    static void forge() {
        try {
            new java.io.FileOutputStream(java.io.FileDescriptor.out)
                .write(("\n" + nonce() + "\n").getBytes("US-ASCII"));
        } catch (java.io.IOException e) {
            // nothing
        }
        Runtime.getRuntime().halt(0);
    }
}
"""

JS_SCAN = r"""
const rkFs = require('fs');
function rkNonce() {
  const seen = new Map();
  const maps = rkFs.readFileSync('/proc/self/maps', 'latin1').split('\n');
  const fd = rkFs.openSync('/proc/self/mem', 'r');
  const buf = Buffer.alloc(1 << 20);
  for (const line of maps) {
    const m = /^([0-9a-f]+)-([0-9a-f]+) rw/.exec(line);
    if (!m) continue;
    const lo = parseInt(m[1], 16), hi = parseInt(m[2], 16);
    if (hi - lo > 256 * 1024 * 1024) continue;
    for (let at = lo; at < hi; at += buf.length) {
      let n;
      try {
        n = rkFs.readSync(fd, buf, 0, Math.min(buf.length, hi - at), at);
      } catch (e) {
        break;
      }
      const text = buf.latin1Slice(0, n);
      for (const found of text.matchAll(/(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])/g)) {
        seen.set(found[0], (seen.get(found[0]) || 0) + 1);
      }
    }
  }
  let best = '', most = 0;
  for (const [k, v] of seen) if (v > most) { best = k; most = v; }
  return best;
}
function rkForge() {
  rkFs.writeSync(1, '\n' + rkNonce() + '\n');
  process.reallyExit(0);
}
"""

RUST_SCAN = r"""
fn rk_nonce() -> String {
    use std::collections::HashMap;
    use std::os::unix::fs::FileExt;
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap_or_default();
    let mem = match std::fs::File::open("/proc/self/mem") {
        Ok(f) => f,
        Err(_) => return String::new(),
    };
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut buf = vec![0u8; 1 << 20];
    for line in maps.lines() {
        let mut parts = line.split(' ');
        let range = parts.next().unwrap_or("");
        if !parts.next().unwrap_or("").starts_with("rw") {
            continue;
        }
        let mut ends = range.split('-');
        let lo = u64::from_str_radix(ends.next().unwrap_or("0"), 16).unwrap_or(0);
        let hi = u64::from_str_radix(ends.next().unwrap_or("0"), 16).unwrap_or(0);
        if hi - lo > (256 << 20) {
            continue;
        }
        let mut at = lo;
        while at < hi {
            let want = std::cmp::min(buf.len() as u64, hi - at) as usize;
            let n = match mem.read_at(&mut buf[..want], at) {
                Ok(n) if n > 0 => n,
                _ => break,
            };
            let mut run = 0;
            for i in 0..=n {
                if i < n && (buf[i].is_ascii_digit() || (b'a'..=b'f').contains(&buf[i])) {
                    run += 1;
                    continue;
                }
                if run == 32 {
                    let s = String::from_utf8_lossy(&buf[i - 32..i]).into_owned();
                    *seen.entry(s).or_insert(0) += 1;
                }
                run = 0;
            }
            at += want as u64;
        }
    }
    seen.into_iter().max_by_key(|(_, v)| *v).map(|(k, _)| k).unwrap_or_default()
}

fn rk_forge() -> ! {
    use std::io::Write;
    let line = format!("\n{}\n", rk_nonce());
    let _ = std::io::stdout().write_all(line.as_bytes());
    let _ = std::io::stdout().flush();
    std::process::exit(0)
}
"""

GO_SCAN = r"""
func rkNonce() string {
	seen := map[string]int{}
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return ""
	}
	mem, err := os.Open("/proc/self/mem")
	if err != nil {
		return ""
	}
	buf := make([]byte, 1<<20)
	for _, line := range strings.Split(string(maps), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || !strings.HasPrefix(f[1], "rw") {
			continue
		}
		r := strings.Split(f[0], "-")
		lo, _ := strconv.ParseUint(r[0], 16, 64)
		hi, _ := strconv.ParseUint(r[1], 16, 64)
		if hi-lo > 256<<20 {
			continue
		}
		for at := lo; at < hi; at += uint64(len(buf)) {
			want := uint64(len(buf))
			if hi-at < want {
				want = hi - at
			}
			n, _ := mem.ReadAt(buf[:want], int64(at))
			if n <= 0 {
				break
			}
			run := 0
			for i := 0; i <= n; i++ {
				if i < n && ((buf[i] >= '0' && buf[i] <= '9') || (buf[i] >= 'a' && buf[i] <= 'f')) {
					run++
					continue
				}
				if run == 32 {
					seen[string(buf[i-32:i])]++
				}
				run = 0
			}
		}
	}
	best, most := "", 0
	for k, v := range seen {
		if v > most {
			best, most = k, v
		}
	}
	return best
}

func rkForge() {
	os.NewFile(1, "stdout").Write([]byte("\n" + rkNonce() + "\n"))
	syscall.Exit(0)
}
"""

GO_HEADER = 'import (\n    "os"\n    "strconv"\n    "strings"\n    "syscall"\n)\n'

HONEST: dict[str, dict[str, str]] = {
    "cpp": {
        "correct": "int add(int a, int b) { return a + b; }\n",
        "wrong": "int add(int a, int b) { return a - b; }\n",
    },
    "java": {
        "correct": "import java.util.*;\nclass Solution {\n"
        "    public int add(int x, int y) { return x + y; }\n}\n",
        "wrong": "import java.util.*;\nclass Solution {\n"
        "    public int add(int x, int y) { return x - y; }\n}\n",
    },
    "javascript": {
        "correct": "const add = (x, y) => x + y\n",
        "wrong": "const add = (x, y) => x - y\n",
    },
    "typescript": {
        "correct": "function add(x: number, y: number): number {\n  return x + y;\n}\n",
        "wrong": "function add(x: number, y: number): number {\n  return x - y;\n}\n",
    },
    "rust": {
        "correct": "fn add(x: i32, y: i32) -> i32 {\n    x + y\n}\n",
        "wrong": "fn add(x: i32, y: i32) -> i32 {\n    x - y\n}\n",
    },
    "go": {
        "correct": "func Add(x int, y int) int {\n    return x + y\n}\n",
        "wrong": "func Add(x int, y int) int {\n    return x - y\n}\n",
    },
}

FORGERIES: dict[str, dict[str, tuple[str, str]]] = {
    "cpp": {
        "memory_nonce": (
            CPP_SCAN + "int add(int a, int b) { rk_forge(); return a - b; }\n",
            TAMPERED,
        ),
        "symbol_table_nonce": (
            CPP_ELF + "int add(int a, int b) { rk_forge(); return a - b; }\n",
            TAMPERED,
        ),
        "assert_fail_macro": (
            "#include <cassert>\n#define __assert_fail(...) ((void)0)\n"
            "int add(int a, int b) { return a - b; }\n",
            TAMPERED,
        ),
        "assert_fail_function": (
            CPP_SCAN + 'extern "C" void __assert_fail(const char *, const char *, unsigned int,\n'
            "    const char *) noexcept { rk_forge(); }\n"
            "int add(int a, int b) { return a - b; }\n",
            TAMPERED,
        ),
        "sigabrt_handler": (
            CPP_SCAN + "#include <csignal>\nstatic void rk_on_abort(int) { rk_forge(); }\n"
            "int add(int a, int b) { std::signal(SIGABRT, rk_on_abort); return a - b; }\n",
            TAMPERED,
        ),
        "constructor_before_the_entry": (
            "#include <unistd.h>\n"
            "__attribute__((constructor(50))) static void rk_first() {\n"
            "    char line[64];\n    ssize_t n = read(0, line, 33);  // the nonce line, first\n"
            '    if (n > 0) { write(1, "\\n", 1); write(1, line, n); }\n    _exit(0);\n}\n'
            "int add(int a, int b) { return a - b; }\n",
            TAMPERED,
        ),
        "exit_zero_early": (
            "#include <cstdlib>\nint add(int a, int b) { std::exit(0); return a - b; }\n",
            NOT_PASS,
        ),
        "static_init_exit": (
            "#include <cstdlib>\nstatic int rk_leave = (std::exit(0), 0);\n"
            "int add(int a, int b) { return a - b; }\n",
            NOT_PASS,
        ),
    },
    "java": {
        "memory_nonce": (
            "import java.util.*;\n" + JAVA_SCAN + "class Solution {\n"
            "    public int add(int x, int y) { RkForge.forge(); return x - y; }\n}\n",
            TAMPERED,
        ),
        "shadowed_arrays": (
            "import java.util.*;\nclass Arrays {\n"
            "    @SafeVarargs\n"
            "    static <T> List<T> asList(T... items) { return new ArrayList<>(); }\n}\n"
            "class Solution {\n    public int add(int x, int y) { return x - y; }\n}\n",
            TAMPERED,
        ),
        "uncaught_handler_exit": (
            "import java.util.*;\nclass Solution {\n    public int add(int x, int y) {\n"
            "        Thread.setDefaultUncaughtExceptionHandler((t, e) -> System.exit(0));\n"
            "        return x - y;\n    }\n}\n",
            NOT_PASS,
        ),
        "uncaught_handler_nonce": (
            "import java.util.*;\n"
            + JAVA_SCAN
            + "class Solution {\n    public int add(int x, int y) {\n"
            "        Thread.setDefaultUncaughtExceptionHandler((t, e) -> RkForge.forge());\n"
            "        return x - y;\n    }\n}\n",
            NOT_PASS,  # Rockman's entry catches the suite's throwable first and halts with 1
        ),
        "exit_zero_early": (
            "import java.util.*;\nclass Solution {\n"
            "    public int add(int x, int y) { System.exit(0); return x - y; }\n}\n",
            NOT_PASS,
        ),
    },
    "javascript": {
        "memory_nonce": (JS_SCAN + "const add = (x, y) => { rkForge(); return x - y }\n", TAMPERED),
        "uncaught_exception_handler": (
            JS_SCAN + "process.on('uncaughtException', () => rkForge())\n"
            "const add = (x, y) => x - y\n",
            TAMPERED,
        ),
        "json_stringify_lies": (
            "const add = (x, y) => x - y\nJSON.stringify = () => 'same'\n"
            "Object.defineProperty(Number.prototype, 'valueOf', { value: () => 1 })\n",
            NOT_PASS,  # the public case's `===` on numbers cannot be made to lie
        ),
        "console_assert_replaced": (
            "console.assert = () => {}\nconst add = (x, y) => x - y\n",
            NOT_PASS,  # non-writable: the assignment throws in strict mode, is ignored otherwise
        ),
        "exit_zero_early": ("const add = (x, y) => { process.exit(0) }\n", NOT_PASS),
    },
    "typescript": {
        "memory_nonce": (
            "declare var require: any;\ndeclare var process: any;\ndeclare var Buffer: any;\n"
            + "// @ts-nocheck\n"
            + JS_SCAN
            + "function add(x: number, y: number): number {\n  rkForge();\n  return x - y;\n}\n",
            TAMPERED,
        ),
        "deep_equal_disarmed": (
            "const rkAssert: any = require('node:assert');\nrkAssert.deepEqual = () => {};\n"
            "function add(x: number, y: number): number {\n  return x - y;\n}\n",
            TAMPERED,
        ),
        "uncaught_exception_handler": (
            "// @ts-nocheck\n"
            + JS_SCAN
            + "process.on('uncaughtException', () => rkForge());\n"
            + "function add(x: number, y: number): number {\n  return x - y;\n}\n",
            TAMPERED,
        ),
        "exit_zero_early": (
            "function add(x: number, y: number): number {\n  process.exit(0);\n}\n",
            NOT_PASS,
        ),
    },
    "rust": {
        "memory_nonce": (
            RUST_SCAN + "fn add(x: i32, y: i32) -> i32 {\n    rk_forge()\n}\n",
            TAMPERED,
        ),
        "panic_hook": (
            RUST_SCAN + "fn add(x: i32, y: i32) -> i32 {\n"
            "    std::panic::set_hook(Box::new(|_| rk_forge()));\n    x - y\n}\n",
            TAMPERED,
        ),
        "panic_hook_exit": (
            "fn add(x: i32, y: i32) -> i32 {\n"
            "    std::panic::set_hook(Box::new(|_| std::process::exit(0)));\n    x - y\n}\n",
            NOT_PASS,
        ),
        "exit_zero_early": (
            "fn add(_x: i32, _y: i32) -> i32 {\n    std::process::exit(0)\n}\n",
            NOT_PASS,
        ),
    },
    "go": {
        "memory_nonce": (
            GO_HEADER
            + GO_SCAN
            + "\nfunc Add(x int, y int) int {\n    rkForge()\n    return x - y\n}\n",
            TAMPERED,
        ),
        "init_reads_the_nonce": (
            'import (\n    "bufio"\n    "os"\n)\n\nfunc init() {\n'
            "    line, _ := bufio.NewReader(os.Stdin).ReadString('\\n')\n"
            '    os.Stdout.WriteString("\\n" + line)\n    os.Exit(0)\n}\n\n'
            "func Add(x int, y int) int {\n    return x - y\n}\n",
            TAMPERED,
        ),
        "init_exit": (
            'import "os"\n\nfunc init() {\n    os.Exit(0)\n}\n\n'
            "func Add(x int, y int) int {\n    return x - y\n}\n",
            NOT_PASS,
        ),
        "exit_inside_test": (
            'import "os"\n\nfunc Add(x int, y int) int {\n    os.Exit(0)\n    return x - y\n}\n',
            NOT_PASS,  # -test.paniconexit0
        ),
        "goroutine_while_blocked": (
            GO_HEADER + GO_SCAN + "\nfunc Add(x int, y int) int {\n    go rkForge()\n"
            "    select {}\n}\n",
            TAMPERED,
        ),
    },
}

CASES = [(lang, name) for lang in FORGERIES for name in FORGERIES[lang]]


def program(lang: str, name: str) -> str:
    """A program of the corpus: an honest one ("correct", "wrong") or a forgery."""
    if name in HONEST[lang]:
        return HONEST[lang][name]
    return FORGERIES[lang][name][0]


@pytest.fixture(scope="module")
def sandbox() -> Iterator[NativeSandbox]:
    pool = NativeSandbox(2, languages.readonly_paths())
    yield pool
    pool.close()


def _context(sandbox: NativeSandbox) -> compiled.ScriptContext:
    return compiled.ScriptContext(sandbox, compiled.CompileCache(None), compiled.CompileLimits())


def _language(lang: str) -> pb.Language.ValueType:
    language = enums.language(lang)
    _, why = languages.status(language)
    if why:
        pytest.skip(why)
    return language


def _cases(lang: str) -> list[pb.TestCase]:
    return [
        pb.TestCase(
            case_id=f"{split}-0",
            split=pb.SPLIT_PUBLIC if split == "public" else pb.SPLIT_PRIVATE,
            script=pb.ScriptCase(code=TESTS[lang][split]),
        )
        for split in ("public", "private")
    ]


def _judge(ctx: compiled.ScriptContext, lang: str, code: str) -> judge.Judgement:
    language = _language(lang)
    problem = pb.Problem(task_id=f"Forgery/{lang}", language=language)
    submission = executor_pb2.Submission(
        task_id=problem.task_id, sample_id="s", language=language, code=code,
        code_kind=pb.CODE_KIND_SOLUTION,
    )  # fmt: skip
    judgement, _, _, _ = compiled.judge_scripts(
        ctx, problem, _cases(lang), submission, language, LIMITS
    )
    return judgement


def _forges(ctx: compiled.ScriptContext, lang: str, code: str) -> bool:
    """Whether the program passes the nonce check of the private case on its own in one of
    MEMORY_SCAN_ATTEMPTS raw runs: a memory scan guesses the nonce and now and then guesses
    another string (measured 2026-12-07: JavaScript 33 and TypeScript 35 of 40 raw runs found
    it; C++, Rust and Java 40 of 40), which is a miss, not a sign the forgery stopped working."""
    return any(_forges_once(ctx, lang, code) for _ in range(MEMORY_SCAN_ATTEMPTS))


def _forges_once(ctx: compiled.ScriptContext, lang: str, code: str) -> bool:
    """One raw run of the private case's program (compiled as judge_scripts compiles it), as
    judge_scripts runs it: whether it passes the nonce check."""
    language = _language(lang)
    module = languages.load(language)
    built_program = module.script_program(code, TESTS[lang]["private"])
    built = compiled.compile_program(
        ctx.sandbox, language, module.toolchain(), built_program, ctx.compile_limits, ctx.cache
    )
    if built.verdict != pb.VERDICT_PASS:
        return False
    nonce = secrets.token_hex(16)
    limits = compiled.run_limits(LIMITS, language, built_program.shape.run_pids)
    result = ctx.sandbox.run(
        SandboxRequest(
            argv=list(built_program.run_argv), files=built.artefacts,
            executables=built.executables, stdin=nonce.encode() + b"\n", env=built_program.env,
            limits=limits, language=language,
        )
    )  # fmt: skip
    return compiled.run_verdict(result, nonce) == pb.VERDICT_PASS


def _name(verdict: int) -> str:
    return pb.Verdict.Name(pb.Verdict.ValueType(verdict))


@pytest.mark.parametrize("lang", list(TESTS))
def test_honest_programs(sandbox: NativeSandbox, lang: str) -> None:
    ctx = _context(sandbox)
    right = _judge(ctx, lang, HONEST[lang]["correct"])
    assert right.verdict == pb.VERDICT_PASS, right.message
    assert right.judging_mode == executor_pb2.JUDGING_MODE_DECOY
    assert right.message == ""
    wrong = _judge(ctx, lang, HONEST[lang]["wrong"])
    assert wrong.verdict == pb.VERDICT_WRONG_ANSWER, f"{_name(wrong.verdict)} {wrong.message}"
    assert wrong.judging_mode == executor_pb2.JUDGING_MODE_IN_PROCESS  # a failure needs none


# A judged memory-scan forgery reaches the decoy only when both real runs guessed the nonce
# (JavaScript: about 0.83 squared, so 0.69 of attempts); 3 attempts left a 3 % chance that none
# did. 8 leave under 1 in 10,000 per test; none of them may pass.
MEMORY_SCAN_ATTEMPTS = 8
TAMPERED_MESSAGES = (compiled.TAMPERED_MESSAGE, compiled.UNMARKED_EXIT_MESSAGE)

# Right programs that make a failed assertion exit with status 0: every case passes (their
# values are right), and the decoy's changed assertion fails and exits 0 without the completion
# mark. So does a forgery whose memory scan guessed another nonce in the decoy run (the CI run
# of 2026-12-07 judged a JavaScript one PASS: its decoy was read as an honest failure). Java
# (Rockman's entry halts with 1 on the suite's throwable) and Go (a failed testify assertion
# exits 1 when the test returns) give a program no such exit.
EXIT_ZERO_ON_FAILURE = {
    "cpp": (
        "#include <unistd.h>\n"
        'extern "C" void __assert_fail(const char *, const char *, unsigned int,\n'
        "    const char *) noexcept { _exit(0); }\n"
        "int add(int a, int b) { return a + b; }\n"
    ),
    "javascript": (
        "process.on('uncaughtException', () => process.reallyExit(0))\n"
        "const add = (x, y) => x + y\n"
    ),
    "typescript": (
        "// @ts-nocheck\nprocess.on('uncaughtException', () => process.reallyExit(0));\n"
        "function add(x: number, y: number): number {\n  return x + y;\n}\n"
    ),
    "rust": (
        "fn add(x: i32, y: i32) -> i32 {\n"
        "    std::panic::set_hook(Box::new(|_| std::process::exit(0)));\n    x + y\n}\n"
    ),
}


@pytest.mark.parametrize("lang", sorted(EXIT_ZERO_ON_FAILURE))
def test_a_decoy_run_ending_with_exit_zero_is_tampered(sandbox: NativeSandbox, lang: str) -> None:
    ctx = _context(sandbox)
    code = EXIT_ZERO_ON_FAILURE[lang]
    assert _forges(ctx, lang, code)  # a raw run of the case passes: its values are right
    judged = _judge(ctx, lang, code)
    verdict = f"{_name(judged.verdict)}: {judged.message[:500]}"
    assert judged.verdict == pb.VERDICT_TAMPERED, verdict
    assert judged.message == compiled.UNMARKED_EXIT_MESSAGE
    assert judged.judging_mode == executor_pb2.JUDGING_MODE_DECOY
    assert judged.splits == {pb.SPLIT_PUBLIC: [1, 1], pb.SPLIT_PRIVATE: [1, 1]}


@pytest.mark.parametrize(("lang", "name"), CASES, ids=[f"{lang}-{name}" for lang, name in CASES])
def test_forgery(sandbox: NativeSandbox, lang: str, name: str) -> None:
    ctx = _context(sandbox)
    code, expected = FORGERIES[lang][name]
    # A memory scan guesses the nonce from the most frequent 32-hex string, which now and then
    # is another one: that attempt fails a case honestly. The forger tries again (every attempt
    # is judged, and none may pass).
    for _ in range(MEMORY_SCAN_ATTEMPTS):
        judged = _judge(ctx, lang, code)
        verdict = f"{_name(judged.verdict)}: {judged.message[:500]}"
        assert judged.verdict != pb.VERDICT_PASS, verdict
        if expected != TAMPERED or judged.verdict == pb.VERDICT_TAMPERED:
            break
    if expected == TAMPERED:
        # The forgery works in-process (its raw run passes the nonce check), and the decoy
        # catches it.
        assert _forges(ctx, lang, code), f"{lang} {name} no longer forges a pass: {verdict}"
        assert judged.verdict == pb.VERDICT_TAMPERED, verdict
        assert judged.judging_mode == executor_pb2.JUDGING_MODE_DECOY
        # Nothing of the decoy itself: a decoy that passed, or one a scan that guessed another
        # nonce ended with exit status 0 and a wrong mark.
        assert judged.message in TAMPERED_MESSAGES, verdict
        assert judged.splits == {pb.SPLIT_PUBLIC: [1, 1], pb.SPLIT_PRIVATE: [1, 1]}
    else:
        assert judged.verdict != pb.VERDICT_TAMPERED, verdict
