"""The hostile corpus of test_compiled_hostile.py (C++) in Java, JavaScript, TypeScript, Rust and
Go, through the assert-style script path (sandboxed compile, then a sandboxed run): a bomb of
processes and threads, a memory bomb outside the runtime's own heap (the cgroup must stop it),
an output flood on stderr, and escapes (a connect to a listener this test starts on the host's
127.0.0.1, reading /etc/shadow, writing to /etc, /usr, / and /root). Each gets its verdict
within a bounded time, the listener is never reached, no file appears on the host, and no
process of the run is left on the host.
"""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from rockman import enums
from rockman.languages import registry as languages
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor import compiled
from services.executor.pool import SERVICE_PREFIX, NativeSandbox
from services.executor.sandbox import MIB, Limits
from tests.helpers import sandboxed_pids

pytestmark = pytest.mark.timeout(120)

# What an escape writes or reads (host paths: none may exist after the run).
TARGETS = ("/etc/rockman-lang-x", "/usr/rockman-lang-x", "/rockman-lang-x", "/root/rockman-lang-x")
_JAVA_TARGETS = ", ".join(f'"{p}"' for p in TARGETS)
_JS_TARGETS = ", ".join(f"'{p}'" for p in TARGETS)
_RUST_TARGETS = ", ".join(f'"{p}"' for p in TARGETS)
_GO_TARGETS = ", ".join(f'"{p}"' for p in TARGETS)
# A large line: the flood reaches the output cap long before the CPU limit.
FLOOD_LINE = "flood " * 2000

# The suites (HumanEval-X shapes): solve(1) must return 1. An escape returns 1 only when every
# attempt failed, and says on stderr which one succeeded (public case: the message shows it).
TESTS = {
    "java": (
        "public class Main {\n    public static void main(String[] args) {\n"
        "        if (new Solution().solve(1) != 1) {\n            throw new AssertionError();\n"
        "        }\n    }\n}\n"
    ),
    "javascript": (
        "const testSolve = () => {\n  console.assert(solve(1) === 1);\n};\ntestSolve();\n"
    ),
    "typescript": (
        "declare var require: any;\nconst assert = require('node:assert');\n"
        "assert.deepEqual(solve(1), 1);\n"
    ),
    "rust": (
        "#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn test_solve() {\n"
        "        assert_eq!(solve(1), 1);\n    }\n}\n"
    ),
    "go": (
        'package main\n\nimport (\n    "testing"\n    "github.com/stretchr/testify/assert"\n)\n\n'
        "func TestSolve(t *testing.T) {\n    assert := assert.New(t)\n"
        "    assert.Equal(1, Solve(1))\n}\n"
    ),
}

_JS_BOMB = """\
const cp = require('child_process');
const solve = (x) => {
  const keep = [];
  for (;;) {
    try {
      const child = cp.spawn('/bin/sleep', ['1000'], { stdio: 'ignore' });
      child.on('error', () => {});
      keep.push(child);
    } catch (e) {}
  }
};
"""
_JS_MEMORY = """\
const solve = (x) => {
  const keep = [];
  for (;;) keep.push(Buffer.alloc(1 << 20, 1));
};
"""
_JS_FLOOD = f"""\
const solve = (x) => {{
  const line = '{FLOOD_LINE}\\n';
  for (;;) process.stderr.write(line);
}};
"""
# net.connect is asynchronous: a connection would be seen by the host's listener.
_JS_ESCAPE = f"""\
const fs = require('fs');
const net = require('net');
const solve = (x) => {{
  let escaped = 0;
  const socket = net.connect(@@PORT@@, '127.0.0.1');
  socket.on('error', () => {{}});
  socket.on('connect', () => process.stderr.write('escaped: connected\\n'));
  try {{
    fs.readFileSync('/etc/shadow');
    process.stderr.write('escaped: read /etc/shadow\\n');
    escaped += 1;
  }} catch (e) {{}}
  for (const path of [{_JS_TARGETS}]) {{
    try {{
      fs.writeFileSync(path, 'x');
      process.stderr.write(`escaped: wrote ${{path}}\\n`);
      escaped += 1;
    }} catch (e) {{}}
  }}
  return escaped === 0 ? x : -escaped;
}};
"""

PROGRAMS: dict[str, dict[str, str]] = {
    "java": {
        "bomb": """\
import java.util.*;
class Solution {
    public int solve(int x) {
        List<Object> keep = new ArrayList<>();
        while (true) {
            try {
                Thread t = new Thread(() -> {
                    try { Thread.sleep(1_000_000); } catch (InterruptedException e) { }
                });
                t.start();
                keep.add(t);
            } catch (Throwable e) { }
            try {
                keep.add(new ProcessBuilder("/bin/sleep", "1000").start());
            } catch (Throwable e) { }
        }
    }
}
""",
        # Off the Java heap (no OutOfMemoryError): only the cgroup can stop it.
        "memory_bomb": """\
import java.lang.reflect.Field;
class Solution {
    public int solve(int x) {
        try {
            Field field = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
            field.setAccessible(true);
            sun.misc.Unsafe unsafe = (sun.misc.Unsafe) field.get(null);
            while (true) {
                long address = unsafe.allocateMemory(1 << 20);
                unsafe.setMemory(address, 1 << 20, (byte) 1);
            }
        } catch (ReflectiveOperationException e) {
            return -1;
        }
    }
}
""",
        "output_flood": f"""\
class Solution {{
    public int solve(int x) {{
        String line = "{FLOOD_LINE}";
        while (true) System.err.println(line);
    }}
}}
""",
        "escape": f"""\
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Paths;
class Solution {{
    public int solve(int x) {{
        int escaped = 0;
        try (Socket socket = new Socket()) {{
            socket.connect(new InetSocketAddress("127.0.0.1", @@PORT@@), 2000);
            System.err.println("escaped: connected");
            escaped++;
        }} catch (IOException e) {{ }}
        try {{
            Files.readAllBytes(Paths.get("/etc/shadow"));
            System.err.println("escaped: read /etc/shadow");
            escaped++;
        }} catch (IOException e) {{ }}
        for (String path : new String[] {{{_JAVA_TARGETS}}}) {{
            try {{
                Files.write(Paths.get(path), new byte[] {{1}});
                System.err.println("escaped: wrote " + path);
                escaped++;
            }} catch (IOException e) {{ }}
        }}
        return escaped == 0 ? x : -escaped;
    }}
}}
""",
    },
    "javascript": {
        "bomb": _JS_BOMB,
        "memory_bomb": _JS_MEMORY,  # Buffers live outside V8's heap cap
        "output_flood": _JS_FLOOD,
        "escape": _JS_ESCAPE,
    },
    "typescript": {
        "bomb": _JS_BOMB.replace("(x) =>", "(x: number): number =>"),
        "memory_bomb": _JS_MEMORY.replace("(x) =>", "(x: number): number =>"),
        "output_flood": _JS_FLOOD.replace("(x) =>", "(x: number): number =>"),
        "escape": _JS_ESCAPE.replace("(x) =>", "(x: number): number =>"),
    },
    "rust": {
        "bomb": """\
fn solve(_x: i32) -> i32 {
    let mut keep = Vec::new();
    let mut children = Vec::new();
    loop {
        if let Ok(child) = std::process::Command::new("/bin/sleep").arg("1000").spawn() {
            children.push(child);
        }
        let spawned = std::thread::Builder::new()
            .spawn(|| std::thread::sleep(std::time::Duration::from_secs(1000)));
        if let Ok(handle) = spawned {
            keep.push(handle);
        }
    }
}
""",
        # From four threads at once.
        "memory_bomb": """\
fn solve(_x: i32) -> i32 {
    let workers: Vec<_> = (0..4)
        .map(|_| {
            std::thread::spawn(|| {
                let mut keep: Vec<Vec<u8>> = Vec::new();
                loop {
                    keep.push(vec![1u8; 1 << 20]);
                }
            })
        })
        .collect();
    for worker in workers {
        let _ = worker.join();
    }
    -1
}
""",
        "output_flood": f"""\
fn solve(_x: i32) -> i32 {{
    let line = "{FLOOD_LINE}";
    loop {{
        eprintln!("{{}}", line);
    }}
}}
""",
        "escape": f"""\
use std::net::{{SocketAddr, TcpStream}};
use std::time::Duration;
fn solve(x: i32) -> i32 {{
    let mut escaped = 0;
    let address: SocketAddr = "127.0.0.1:@@PORT@@".parse().unwrap();
    if TcpStream::connect_timeout(&address, Duration::from_secs(2)).is_ok() {{
        eprintln!("escaped: connected");
        escaped += 1;
    }}
    if std::fs::read("/etc/shadow").is_ok() {{
        eprintln!("escaped: read /etc/shadow");
        escaped += 1;
    }}
    for path in [{_RUST_TARGETS}] {{
        if std::fs::write(path, b"x").is_ok() {{
            eprintln!("escaped: wrote {{}}", path);
            escaped += 1;
        }}
    }}
    if escaped == 0 {{ x }} else {{ -escaped }}
}}
""",
    },
    "go": {
        "bomb": """\
import (
    "os/exec"
    "runtime"
    "time"
)

func Solve(x int) int {
    var keep []*exec.Cmd
    for {
        cmd := exec.Command("/bin/sleep", "1000")
        if cmd.Start() == nil {
            keep = append(keep, cmd)
        }
        go func() {
            runtime.LockOSThread()
            time.Sleep(1000 * time.Second)
        }()
    }
}
""",
        # From four goroutines at once; GOMEMLIMIT is only a target for the collector.
        "memory_bomb": """\
func Solve(x int) int {
    done := make(chan bool)
    for w := 0; w < 4; w++ {
        go func() {
            var keep [][]byte
            for {
                b := make([]byte, 1<<20)
                for i := range b {
                    b[i] = 1
                }
                keep = append(keep, b)
            }
        }()
    }
    <-done
    return -1
}
""",
        "output_flood": f"""\
import (
    "fmt"
    "os"
)

func Solve(x int) int {{
    line := "{FLOOD_LINE}"
    for {{
        fmt.Fprintln(os.Stderr, line)
    }}
}}
""",
        "escape": f"""\
import (
    "fmt"
    "net"
    "os"
    "time"
)

func Solve(x int) int {{
    escaped := 0
    if conn, err := net.DialTimeout("tcp", "127.0.0.1:@@PORT@@", 2*time.Second); err == nil {{
        conn.Close()
        fmt.Fprintln(os.Stderr, "escaped: connected")
        escaped++
    }}
    if _, err := os.ReadFile("/etc/shadow"); err == nil {{
        fmt.Fprintln(os.Stderr, "escaped: read /etc/shadow")
        escaped++
    }}
    for _, path := range []string{{{_GO_TARGETS}}} {{
        if err := os.WriteFile(path, []byte("x"), 0o644); err == nil {{
            fmt.Fprintln(os.Stderr, "escaped: wrote", path)
            escaped++
        }}
    }}
    if escaped == 0 {{
        return x
    }}
    return -escaped
}}
""",
    },
}

# The verdict of each program, by language where runtimes differ.
EXPECTED: dict[str, set[pb.Verdict.ValueType]] = {
    "bomb": {pb.VERDICT_TIME_LIMIT},
    "memory_bomb": {pb.VERDICT_MEMORY_LIMIT},
    "output_flood": {pb.VERDICT_OUTPUT_LIMIT},
    "escape": {pb.VERDICT_PASS},
}
# Node writes to a full pipe asynchronously: what the sandbox has not drained yet is queued in
# the process's memory, so on a busy host the CPU or memory limit may come before the output
# cap (test_language_verdicts.py reaches OUTPUT_LIMIT with synchronous writes).
_NODE_FLOOD = {pb.VERDICT_OUTPUT_LIMIT, pb.VERDICT_TIME_LIMIT, pb.VERDICT_MEMORY_LIMIT}
EXPECTED_BY_LANGUAGE: dict[tuple[str, str], set[pb.Verdict.ValueType]] = {
    ("javascript", "output_flood"): _NODE_FLOOD,
    ("typescript", "output_flood"): _NODE_FLOOD,
    # Go's runtime cannot carry on without the thread it asked for: "fatal error: newosproc".
    ("go", "bomb"): {pb.VERDICT_RUNTIME_ERROR},
}

LIMITS = Limits(cpu_time_s=1.0, wall_time_s=2.0, memory_bytes=256 * MIB)
# The run's wall limit (times the language's multiplier) plus the compile's and some slack.
ELAPSED_S = 40.0


@pytest.fixture(scope="module")
def sandbox() -> Iterator[NativeSandbox]:
    pool = NativeSandbox(2, languages.readonly_paths())
    yield pool
    pool.close()


CASES = [(name, program) for name in PROGRAMS for program in PROGRAMS[name]]


@pytest.mark.parametrize(("name", "program"), CASES, ids=[f"{n}-{p}" for n, p in CASES])
def test_hostile(sandbox: NativeSandbox, name: str, program: str) -> None:
    language = enums.language(name)
    _, why = languages.status(language)
    if why:
        pytest.skip(why)
    context = compiled.ScriptContext(sandbox, compiled.CompileCache(None), compiled.CompileLimits())
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    listener.settimeout(0.2)
    accepted: list[object] = []
    done = threading.Event()

    def accept() -> None:
        while not done.is_set() and not accepted:
            try:
                accepted.append(listener.accept())
            except (TimeoutError, OSError):
                continue

    watcher = threading.Thread(target=accept, daemon=True)
    watcher.start()
    before = set(sandboxed_pids())
    try:
        source = PROGRAMS[name][program].replace("@@PORT@@", str(listener.getsockname()[1]))
        problem = pb.Problem(task_id=f"Hostile/{name}", language=language)
        case = pb.TestCase(case_id="public-0", split=pb.SPLIT_PUBLIC,
                           script=pb.ScriptCase(code=TESTS[name]))  # fmt: skip
        submission = executor_pb2.Submission(
            task_id=problem.task_id, sample_id=program, language=language,
            code=source, code_kind=pb.CODE_KIND_SOLUTION,
        )  # fmt: skip
        start = time.monotonic()
        judgement, _, _, _ = compiled.judge_scripts(
            context, problem, [case], submission, language, LIMITS
        )
        elapsed = time.monotonic() - start
        # Give anything that got out a moment to reach the listener.
        time.sleep(0.3 if program == "escape" else 0)
    finally:
        done.set()
        watcher.join(timeout=5)
        listener.close()
    expected = EXPECTED_BY_LANGUAGE.get((name, program), EXPECTED[program])
    assert judgement.verdict in expected, (
        f"{name} {program}: {pb.Verdict.Name(judgement.verdict)} {judgement.message[:1500]}"
    )
    assert elapsed < ELAPSED_S, f"{name} {program} took {elapsed:.1f}s"
    assert not accepted, "the sandbox reached a listener on the host's loopback"
    for path in TARGETS:
        assert not Path(path).exists(), f"{path} was created on the host"
    deadline = time.monotonic() + 5
    while (left := _leftovers(before)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not left, f"processes of the run survived it: {left}"


def _leftovers(before: set[int]) -> list[int]:
    """New processes of the sandbox's uid that are in this process's runner cgroups, or in no
    runner cgroup at all (other sessions on this host run their own runners meanwhile). The
    warm compilers' runners (`<pid>-s<n>-...`) are excluded: their service stays by design."""
    mine = f"/rockman/{os.getpid()}-"
    service = f"{mine}{SERVICE_PREFIX}"
    left = []
    for pid in sorted(set(sandboxed_pids()) - before):
        try:
            cgroups = Path(f"/proc/{pid}/cgroup").read_text()
        except OSError:  # gone meanwhile
            continue
        if service in cgroups:
            continue
        if mine in cgroups or "/rockman/" not in cgroups:
            left.append(pid)
    return left
