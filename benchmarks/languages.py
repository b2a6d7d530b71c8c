"""Compile and run costs of the six non-Python languages: our sandboxed path vs the bare toolchain.

    .venv/bin/python benchmarks/languages.py [--reps 5] [--out runs/bench-languages.json]
                                             [--humaneval-x] [--languages cpp,java,...]

Programs, per language (cpp, java, javascript, typescript, rust, go):

- **hello**: a function printing "hello, world" and a test calling it, as the language module
  wraps any assert-style program (`script_program(program_text, test_code)`);
- **task0**: HumanEval-X task 0 (has_close_elements): our prompt (canary line + prompt, as
  imported by `rockman.importers.humaneval.humaneval_x_sources`) + the canonical solution, with
  the task's full (private) test. HumanEval-X has no TypeScript: its JavaScript file, relabelled
  `TypeScript/N`, is imported as TypeScript (the same code type-checked by tsc, `--strict false`).

Measured for each, median of `--reps` repetitions (after `--warmup` unmeasured ones), ours and
bare interleaved (their order alternating per repetition), on the same machine in the same run:

- **ours, cold compile**: `compiled.compile_program` with a fresh disk-backed `CompileCache` each
  repetition (a sandboxed compile: files in, compile, `tar` of the artefacts out, untar, store);
  Java and TypeScript compile through their warm compilers (executor/warm.py), as the
  executor does; the same compile by the cold command is reported beside it (`cold_command_s`).
- **ours, hit**: the same compile answered from the disk cache by a new `CompileCache` over the
  same folder (as after a restart; an in-memory hit costs microseconds);
- **ours, run**: `compiled._one_case` with the compile in the in-memory cache: exactly what the
  executor does for a program compiled before (memory hit, sandboxed run with the nonce, verdict);
- **bare compile / bare run**: the same source files in a fresh temporary folder, no sandbox, with
  `subprocess`: plain `g++ -std=c++17 -O2 -o main main.cpp rockman_main.cpp -lcrypto && ./main`
  (no precompiled header, no prebuilt entry object: what the bare toolchain does); the module's
  own `javac -d classes ...` (the class folder is the artefact; same JVM flags and AppCDS
  archive) `&& java -cp classes ...`; `node` (no compile step); `tsc` (lib/tsc.js, the same
  flags) `&& node`; `rustc` with the same flags and crate args `&& ./main`; `go test -c` in a
  module folder laid out like ours (/tmp/humaneval, vendor symlink, GOCACHE a fresh copy of the
  seed cache each repetition, the copy not timed) `&& ./test.bin`. Same compiler flags and
  runtime flags as our modules. Java and TypeScript: the bare side is the cold command (a JVM or
  node start per compile), as the issue's baseline (`javac && java`, `tsc && node`) is.

Ratios: ours cold (compile + run) / bare (compile + run), target <= 1.2; ours cached (hit + run)
/ bare run alone, target <= 1.5. Also kept for profiling: each sandboxed step's round trip
against the sandbox's own wall time for it (what the program itself took inside), the size of
the artefacts' tar stream, for the bare side the parts our path adds (the tar of the
artefacts, Go's seed-cache copy), and a control, **bare in a cgroup**: the bare commands again
with their processes in a cgroup set up as a runner's is for a compile (beside the runners'
cgroups under rockman/, the compile's 2-CPU quota), to tell the sandbox's own mechanics from the
cost of the cgroup's position (its CPU share, shared with every sandboxed run on the machine)
under load (`--no-cgroup-control` skips it).

With `--humaneval-x`: (c) every canonical solution of HumanEval-X's six files (Python, C++,
Java, JavaScript, Rust and Go: 164 x 6 = 984 samples; `--hx-languages` changes the set, e.g.
adding the relabelled TypeScript) through one `Executor` (2 workers, a `NativeSandbox(2)`, a
cold disk compile cache), two samples at a time: wall time (target < 10 min) and pass counts
per language.
Each sample is judged as the executor always does: its public case (example_test) and its
private case (test), each its own program: two compiles and two runs per sample.

Load averages (os.getloadavg) are recorded around every part: the machine is shared. Prints a
table on stderr and one JSON line on stdout (also written to --out); exits 1 when a target is
missed.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import gzip
import json
import os
import platform
import resource
import secrets
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rockman import enums, logs  # noqa: E402
from rockman.importers.humaneval import humaneval_x_sources, reference_samples  # noqa: E402
from rockman.languages import registry as languages  # noqa: E402
from rockman.languages.base import Program, Toolchain  # noqa: E402
from rockman.languages.cpp import toolchain as cpp_lang  # noqa: E402
from rockman.languages.go import toolchain as go_lang  # noqa: E402
from rockman.languages.javascript import toolchain as js_lang  # noqa: E402
from rockman.languages.typescript import toolchain as ts_lang  # noqa: E402
from rockman.v1 import common_pb2 as pb  # noqa: E402
from rockman.v1 import executor_pb2  # noqa: E402
from services.executor import compiled  # noqa: E402
from services.executor.core import Executor, ExecutorConfig  # noqa: E402
from services.executor.judge import limits_for  # noqa: E402
from services.executor.native import cgroups, cleanup  # noqa: E402
from services.executor.pool import NativeSandbox  # noqa: E402
from services.executor.sandbox import FIXED_ENV, Limits, SandboxRequest, SandboxResult  # noqa: E402
from tests.helpers import RegistryBundles, registry_with  # noqa: E402

LANGUAGES = ("cpp", "java", "javascript", "typescript", "rust", "go")
KINDS = ("hello", "task0")
DATA = ROOT / "data" / "humaneval-x"
HX_LANGUAGES = ("python", "cpp", "java", "javascript", "rust", "go")  # HumanEval-X's six files
FILES = {
    "python": "humaneval_python.jsonl.gz",
    "cpp": "humaneval_cpp.jsonl.gz",
    "java": "humaneval_java.jsonl.gz",
    "javascript": "humaneval_js.jsonl.gz",
    "typescript": "humaneval_js.jsonl.gz",  # relabelled TypeScript/N (HumanEval-X has no TS)
    "rust": "humaneval_rust.jsonl.gz",
    "go": "humaneval_go.jsonl.gz",
}
PREFIX = {
    "python": "Python",
    "cpp": "CPP",
    "java": "Java",
    "javascript": "JavaScript",
    "typescript": "TypeScript",
    "rust": "Rust",
    "go": "Go",
}
SUITE, VERSION = "humaneval-x", "v1"
TARGET_COLD = 1.2
TARGET_CACHED = 1.5
TARGET_HUMANEVAL_X_S = 600.0

HELLO: dict[str, tuple[str, str]] = {
    "cpp": (
        '#include <cstdio>\nvoid hello() { std::puts("hello, world"); }\n',
        "int main() { hello(); }\n",
    ),
    "java": (
        'class Solution {\n    void hello() { System.out.println("hello, world"); }\n}\n',
        "public class Main {\n    public static void main(String[] args) {\n"
        "        new Solution().hello();\n    }\n}\n",
    ),
    "javascript": ("const hello = () => console.log('hello, world');\n", "hello();\n"),
    "typescript": ("function hello(): void {\n  console.log('hello, world');\n}\n", "hello();\n"),
    "rust": (
        'fn hello() {\n    println!("hello, world");\n}\n',
        "#[cfg(test)]\nmod tests {\n    use super::*;\n    #[test]\n"
        "    fn test_hello() {\n        hello();\n    }\n}\n",
    ),
    "go": (
        'import (\n    "fmt"\n)\n\nfunc Hello() {\n    fmt.Println("hello, world")\n}\n',
        'package main\n\nimport (\n    "testing"\n)\n\nfunc TestHello(t *testing.T) {\n'
        "    Hello()\n}\n",
    ),
}


def load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


# --- our path ------------------------------------------------------------------------------


@dataclass
class Call:
    """One sandboxed step: the round trip seen by the caller and the sandbox's own figures."""

    elapsed_s: float
    inner_wall_s: float
    inner_cpu_s: float
    stdout_bytes: int
    files_bytes: int


class Recording:
    """A Sandbox that forwards to another and records every call."""

    name = "native"
    resident_services = True

    def __init__(self, inner: NativeSandbox) -> None:
        self.inner = inner
        self.calls: list[Call] = []

    def run(self, request: SandboxRequest, cancel: threading.Event | None = None) -> SandboxResult:
        start = time.perf_counter()
        result = self.inner.run(request, cancel)
        elapsed = time.perf_counter() - start
        size = sum(len(v) for v in request.files.values())
        self.calls.append(
            Call(elapsed, result.wall_time_s, result.cpu_time_s, len(result.stdout), size)
        )
        return result

    def close(self) -> None:
        """The wrapped pool is closed by its owner."""


def throttling() -> float:
    """Seconds the CPU quota held back this process's runner cgroups so far (cgroup v1)."""
    total = 0.0
    for group in (cgroups.CGROUP_ROOT / "cpu" / "rockman").glob(f"{os.getpid()}-*"):
        with contextlib.suppress(OSError, ValueError):
            for line in (group / "cpu.stat").read_text().splitlines():
                key, _, value = line.partition(" ")
                if key == "throttled_time":
                    total += int(value) / 1e9
    return total


def ours_once(
    sandbox: NativeSandbox,
    language: int,
    toolchain: Toolchain,
    program: Program,
    limits: Limits,
    cache_root: Path,
) -> dict[str, float]:
    """One repetition of our path: cold compile, disk hit, cached run (seconds and details)."""
    rec = Recording(sandbox)
    cache = compiled.CompileCache(cache_root)  # fresh folder: really cold
    throttled = throttling()
    start = time.perf_counter()
    built = compiled.compile_program(
        rec, language, toolchain, program, compiled.CompileLimits(), cache
    )
    cold = time.perf_counter() - start
    throttled_s = throttling() - throttled
    if built.verdict != pb.VERDICT_PASS or built.cached:
        raise SystemExit(f"cold compile failed ({built.verdict}): {built.message[:2000]}")
    # No compile step (JavaScript: the run parses): no sandboxed step, nothing to cache.
    step = rec.calls[-1] if program.compile_argv else Call(0.0, 0.0, 0.0, 0, 0)

    again = compiled.CompileCache(cache_root)  # a new process's cache over the same folder
    start = time.perf_counter()
    hit = compiled.compile_program(
        rec, language, toolchain, program, compiled.CompileLimits(), again
    )
    hit_s = time.perf_counter() - start
    if not hit.cached and program.compile_argv:
        raise SystemExit("the compile was not answered from the cache")

    # The same compile by the cold command, for programs that have a warm compiler.
    cold_command_s = 0.0
    if program.warm is not None:
        plain = dataclasses.replace(compiled.CompileLimits(), warm=False)
        start = time.perf_counter()
        compiled.compile_program(
            rec, language, toolchain, program, plain, compiled.CompileCache(None)
        )
        cold_command_s = time.perf_counter() - start

    ctx = compiled.ScriptContext(rec, cache, compiled.CompileLimits())
    start = time.perf_counter()
    verdict, detail, result = compiled._one_case(ctx, language, toolchain, program, limits, None)
    run = time.perf_counter() - start
    if verdict != pb.VERDICT_PASS or result is None:
        raise SystemExit(f"run failed: {pb.Verdict.Name(verdict)}: {detail[-2000:]}")
    run_step = rec.calls[-1]
    return {
        "cold_compile_s": cold,
        "cold_command_s": cold_command_s,
        "hit_s": hit_s,
        "run_s": run,
        "compile_round_trip_s": step.elapsed_s,
        "compile_inner_wall_s": step.inner_wall_s,
        "compile_inner_cpu_s": step.inner_cpu_s,
        "compile_throttled_s": throttled_s,
        "compile_files_bytes": step.files_bytes,
        "artefact_tar_bytes": step.stdout_bytes,
        "run_round_trip_s": run_step.elapsed_s,
        "run_inner_wall_s": run_step.inner_wall_s,
        "run_inner_cpu_s": run_step.inner_cpu_s,
        "run_files_bytes": run_step.files_bytes,
    }


# --- the bare toolchain ----------------------------------------------------------------------


@dataclass
class Bare:
    """How to compile and run one Program with no sandbox."""

    compile_steps: list[list[str]]
    run_argv: list[str]
    env: dict[str, str] = field(default_factory=dict)
    compile_env: dict[str, str] = field(default_factory=dict)
    extra_steps: dict[str, list[str]] = field(default_factory=dict)  # timed, not counted
    go_module: bool = False
    artefacts: tuple[str, ...] = ()
    files: dict[str, bytes] | None = None  # the files to compile, when not the program's own


GO_WORK = Path("/tmp") / go_lang.MODULE_DIR  # where the seed cache's entries were built


def bare_plan(name: str, program: Program) -> Bare:
    env = dict(program.env)
    if name == "cpp":  # plain g++ on the plain source: no precompiled header, no entry object
        files = dict(program.files)
        text = files[cpp_lang.SOURCE].decode()
        if text.startswith("#if __has_include("):
            files[cpp_lang.SOURCE] = text.split("#endif\n", 1)[1].encode()
        gxx = cpp_lang._find("g++")
        plain = [gxx, *cpp_lang.CXXFLAGS, "-o", cpp_lang.BINARY, cpp_lang.SOURCE, cpp_lang.ENTRY,
                 *cpp_lang.LIBS]  # fmt: skip
        return Bare([plain], list(program.run_argv), env, artefacts=program.artefacts,
                    files=files)  # fmt: skip
    if name in ("rust", "java"):  # the module's own compile command, minus the sandbox
        return Bare([list(program.compile_argv)], list(program.run_argv), env,
                    artefacts=program.artefacts)  # fmt: skip
    if name == "javascript":
        return Bare([], list(program.run_argv), env)
    if name == "typescript":
        node = js_lang.node()[0]
        _, typescript_dir, types_dir = ts_lang._paths()
        tsc = [node, *ts_lang.COMPILE_FLAGS, os.path.join(typescript_dir, "lib", "tsc.js"),
               *ts_lang.TSC_FLAGS, "--typeRoots", types_dir, "main.ts"]  # fmt: skip
        return Bare([tsc], list(program.run_argv), env)
    if name == "go":
        setup = go_lang._setup()
        build = [setup.go, "test", *go_lang.TEST_FLAGS, "-c", *go_lang.LINK_FLAGS,
                 "-o", "@WORK@/" + go_lang.BINARY]  # fmt: skip
        compile_env = {"GOMAXPROCS": str(go_lang.COMPILE_PROCS)}
        return Bare([build], list(program.run_argv), env, compile_env, go_module=True,
                    artefacts=(go_lang.BINARY,))  # fmt: skip
    raise ValueError(name)


class Placement:
    """A cgroup set up as a runner's is for a compile (memory, pids, the compile's CPU quota),
    beside the runners' cgroups under rockman/, for the control "bare in the sandbox's cgroup
    position": it separates what the cgroup (its CPU share among every sandbox on the machine,
    and its quota) costs from what the sandbox's own mechanics cost. Named <pid>-bare, so the pool's
    sweep removes it if this process dies."""

    def __init__(self) -> None:
        self.name = f"{os.getpid()}-bare"
        self.cgroup = cgroups.open_cgroup(self.name)
        limits = compiled.CompileLimits()
        self.cgroup.prepare(limits.memory_mb * 1024 * 1024, 64, limits.cpus)

    def wrap(self, argv: list[str]) -> list[str]:
        joins = "; ".join(f"echo $$ > {shlex.quote(str(f))}" for f in self.cgroup.procs_files())
        return ["/bin/sh", "-c", f'{joins}; exec "$@"', "sh", *argv]

    def close(self) -> None:
        cleanup.remove_runner(self.name)


def _timed(
    argv: list[str], cwd: Path, env: dict[str, str], stdin: bytes = b""
) -> tuple[float, float, subprocess.CompletedProcess[bytes]]:
    """(wall s, CPU s of the child and its descendants, the finished process)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, cwd=cwd, env=env, input=stdin, capture_output=True, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return wall, cpu, done


def bare_once(
    name: str, program: Program, scratch: Path, place: Placement | None = None
) -> dict[str, float]:
    """One repetition of the bare toolchain on the program's own files, in a fresh folder
    (with `place`, its compile and run processes in that cgroup)."""
    plan = bare_plan(name, program)
    wrap = place.wrap if place is not None else list
    work = Path(tempfile.mkdtemp(prefix=f"bare-{name}-", dir=scratch))
    env = {**FIXED_ENV, **plan.env, "HOME": str(work), "TMPDIR": str(work)}
    out: dict[str, float] = {}
    cwd = work
    try:
        files = dict(plan.files if plan.files is not None else program.files)
        if name == "typescript":  # what rockman_tsc.js writes before type-checking
            text, tests = files[ts_lang.SOLUTION].decode(), files[ts_lang.TESTS].decode()
            files["main.ts"] = (text + ("" if text.endswith("\n") else "\n") + tests).encode()
        compile_env = dict(env)
        if plan.go_module:
            GO_WORK.mkdir()  # fails when in use: the seed's entries are keyed by this folder
            cwd = GO_WORK
            setup = go_lang._setup()
            start = time.perf_counter()
            shutil.copytree(setup.seed, work / ".gocache")
            out["seed_copy_s"] = time.perf_counter() - start
            (GO_WORK / "vendor").symlink_to(Path(setup.module, "vendor"))
            compile_env |= {"GOCACHE": str(work / ".gocache"), "GOPATH": str(work / ".gopath")}
            compile_env |= plan.compile_env
        for rel, content in files.items():
            target = (cwd if rel in go_lang.MODULE_FILES and plan.go_module else work) / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)
        total = cpu_total = 0.0
        for argv in plan.compile_steps:
            argv = wrap([a.replace("@WORK@", str(work)) for a in argv])
            seconds, cpu, done = _timed(argv, cwd, compile_env)
            total += seconds
            cpu_total += cpu
            if done.returncode != 0:
                raise SystemExit(f"bare {name} compile failed: {done.stderr.decode()[-2000:]}")
        out["compile_s"] = total
        out["compile_cpu_s"] = cpu_total
        nonce = secrets.token_hex(16)
        seconds, cpu, done = _timed(wrap(plan.run_argv), work, env, nonce.encode() + b"\n")
        lines = [line for line in done.stdout.decode().splitlines() if line]
        if done.returncode != 0 or lines[-1:] != [nonce]:
            raise SystemExit(f"bare {name} run failed ({done.returncode}): {done.stderr[-2000:]!r}")
        out["run_s"] = seconds
        out["run_cpu_s"] = cpu
        if place is not None:
            return out
        for key, argv in plan.extra_steps.items():  # what our path adds, for the profile
            seconds, _, done = _timed(argv, work, env)
            if done.returncode != 0:
                raise SystemExit(f"bare {name} {key} failed: {done.stderr.decode()[-2000:]}")
            out[key] = seconds
        if plan.artefacts:
            argv = ["tar", "-cf", "-", "--", *plan.artefacts]
            seconds, _, done = _timed(argv, work, env)
            out["tar_s"] = seconds
    finally:
        if plan.go_module and cwd == GO_WORK:
            shutil.rmtree(GO_WORK, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)
    return out


# --- data -----------------------------------------------------------------------------------


def data_file(name: str, scratch: Path) -> Path:
    """HumanEval-X's file of a language; for TypeScript, JavaScript's relabelled TypeScript/N."""
    path = DATA / FILES[name]
    if name != "typescript":
        return path
    out = scratch / "humaneval_ts.jsonl.gz"
    if not out.exists():
        with gzip.open(path, "rt", encoding="utf-8") as f:
            rows = [json.loads(line) for line in f if line.strip()]
        with gzip.open(out, "wt", encoding="utf-8") as f:
            for row in rows:
                row["task_id"] = row["task_id"].replace("JavaScript/", "TypeScript/", 1)
                f.write(json.dumps(row) + "\n")
    return out


def submission(task_id: str, language: int, code: str, sample_id: str) -> executor_pb2.Submission:
    return executor_pb2.Submission(
        task_id=task_id, version=VERSION, sample_id=sample_id, language=language,  # type: ignore[arg-type]
        code=code, code_kind=pb.CODE_KIND_COMPLETION,
    )  # fmt: skip


# --- (a) and (b) -----------------------------------------------------------------------------


def measure_program(
    name: str,
    kind: str,
    program: Program,
    limits: Limits,
    sandbox: NativeSandbox,
    place: Placement | None,
    reps: int,
    warmup: int,
    scratch: Path,
) -> dict[str, Any]:
    language = enums.language(name)
    toolchain = languages.load(language).toolchain()
    sides: dict[str, list[dict[str, float]]] = {"ours": [], "bare": [], "bare_cgroup": []}
    order = [s for s in sides if s != "bare_cgroup" or place is not None]
    load_before = load()
    for rep in range(warmup + reps):
        root = scratch / f"cache-{name}-{kind}-{rep}"
        turn = order[rep % len(order) :] + order[: rep % len(order)]  # rotate who goes first
        for side in turn:
            if side == "ours":
                row = ours_once(sandbox, language, toolchain, program, limits, root)
            elif side == "bare":
                row = bare_once(name, program, scratch)
            else:
                row = bare_once(name, program, scratch, place)
            sides[side].append(row)
        shutil.rmtree(root, ignore_errors=True)
        if rep < warmup:
            for rows in sides.values():
                rows.clear()

    def med(rows: list[dict[str, float]]) -> dict[str, float]:
        keys = list(dict.fromkeys(k for r in rows for k in r))
        return {k: median([r[k] for r in rows if k in r]) for k in keys}

    ours, bare = sides["ours"], sides["bare"]
    o, b, c = med(ours), med(bare), med(sides["bare_cgroup"])
    o["cold_total_s"] = median([r["cold_compile_s"] + r["run_s"] for r in ours])
    o["cached_total_s"] = median([r["hit_s"] + r["run_s"] for r in ours])
    b["total_s"] = median([r["compile_s"] + r["run_s"] for r in bare])
    if c:
        c["total_s"] = median([r["compile_s"] + r["run_s"] for r in sides["bare_cgroup"]])
    cold_ratio = o["cold_total_s"] / b["total_s"]
    cached_ratio = o["cached_total_s"] / b["run_s"]
    return {
        "language": name,
        "program": kind,
        "source_bytes": sum(len(v) for v in program.files.values()),
        "ours": {k: round(v, 4) for k, v in o.items()},
        "bare": {k: round(v, 4) for k, v in b.items()},
        "bare_cgroup": {k: round(v, 4) for k, v in c.items()},
        "cold_ratio": round(cold_ratio, 3),
        "cached_ratio": round(cached_ratio, 3),
        "cold_ok": cold_ratio <= TARGET_COLD,
        "cached_ok": cached_ratio <= TARGET_CACHED,
        "load_before": load_before,
        "load_after": load(),
        "reps": sides,
    }


def task0(registry: Any, name: str, path: Path) -> tuple[str, str, Limits]:
    """(program text, the private test code, the problem's limits) of task 0."""
    language = enums.language(name)
    task_id = f"{PREFIX[name]}/0"
    bundle = registry.bundle(task_id, language, VERSION)
    canonical = next(s for s in reference_samples(path, name) if s["task_id"] == task_id)
    private = [c for c in bundle.cases if c.split != pb.SPLIT_PUBLIC]
    text = bundle.problem.prompt + canonical["completion"]
    return text, private[0].script.code, limits_for(bundle.problem, 2.0, 256)


# --- (c) -----------------------------------------------------------------------------------


def humaneval_x(
    registry: Any, sandbox: NativeSandbox, paths: dict[str, Path], names: list[str], scratch: Path
) -> dict[str, Any]:
    config = ExecutorConfig(workers=2, compile_cache_dir=str(scratch / "hx-cache"))
    executor = Executor(RegistryBundles(registry), sandbox, config)
    jobs: list[tuple[str, executor_pb2.Submission]] = []
    for name in names:
        language = enums.language(name)
        for s in reference_samples(paths[name], name):
            jobs.append((name, submission(s["task_id"], language, s["completion"], "canonical")))
    times: dict[str, list[tuple[float, float]]] = {n: [] for n in names}
    verdicts: dict[str, dict[str, int]] = {n: {} for n in names}
    failed: dict[str, list[str]] = {n: [] for n in names}

    def one(job: tuple[str, executor_pb2.Submission]) -> None:
        name, sub = job
        start = time.perf_counter()
        result = executor.execute(sub)
        times[name].append((start, time.perf_counter()))
        verdict = pb.Verdict.Name(result.verdict).removeprefix("VERDICT_")
        verdicts[name][verdict] = verdicts[name].get(verdict, 0) + 1
        if result.verdict != pb.VERDICT_PASS:
            failed[name].append(f"{sub.task_id}: {verdict}: {result.message[:160]}")

    load_before = load()
    start = time.perf_counter()
    with ThreadPoolExecutor(2) as pool:
        list(pool.map(one, jobs))
    wall = time.perf_counter() - start
    per_language = {}
    for name in names:
        spans = times[name]
        per_language[name] = {
            "samples": len(spans),
            "passed": verdicts[name].get("PASS", 0),
            "verdicts": verdicts[name],
            "wall_s": round(max(e for _, e in spans) - min(s for s, _ in spans), 2),
            "sample_s_median": round(median([e - s for s, e in spans]), 3),
            "failed": sorted(failed[name]),
        }
    cache = executor.scripts.cache
    return {
        "samples": len(jobs),
        "workers": 2,
        "wall_s": round(wall, 2),
        "passed": sum(v["passed"] for v in per_language.values()),
        "target_s": TARGET_HUMANEVAL_X_S,
        "ok": wall < TARGET_HUMANEVAL_X_S,
        "compile_cache": {"hits": cache.hits, "misses": cache.misses},
        "per_language": per_language,
        "load_before": load_before,
        "load_after": load(),
    }


# --- report ---------------------------------------------------------------------------------


def machine() -> dict[str, Any]:
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"nproc": os.cpu_count(), "kernel": platform.release(), "cpu": model,
            "python": platform.python_version()}  # fmt: skip


def commit() -> str:
    try:
        done = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True,
                              text=True, check=False)  # fmt: skip
    except OSError:
        return ""
    return done.stdout.strip()


def write_table(rows: list[dict[str, Any]], hx: dict[str, Any] | None) -> None:
    out = sys.stderr
    out.write(
        f"\n{'language':<11}{'prog':<6}{'cold':>7}{'cmd':>7}{'hit':>7}{'run':>7}{'bare c':>7}"
        f"{'bare r':>7}{'cg c':>7}{'cg r':>7}{'cold x':>8}{'cache x':>8}\n"
        "(seconds, medians; x = ratio, ! = target missed; cg = bare in a sandbox-like cgroup;\n"
        " cold = our compile as the executor does it (a warm compiler where there is one),\n"
        " cmd = the same compile by the cold command)\n"
    )
    for r in rows:
        o, b, c = r["ours"], r["bare"], r["bare_cgroup"]
        out.write(
            f"{r['language']:<11}{r['program']:<6}{o['cold_compile_s']:>7.3f}"
            f"{o.get('cold_command_s', 0.0):>7.3f}{o['hit_s']:>7.3f}"
            f"{o['run_s']:>7.3f}{b['compile_s']:>7.3f}{b['run_s']:>7.3f}"
            f"{c.get('compile_s', float('nan')):>7.3f}{c.get('run_s', float('nan')):>7.3f}"
            f"{r['cold_ratio']:>7.2f}{'' if r['cold_ok'] else '!'}"
            f"{r['cached_ratio']:>7.2f}{'' if r['cached_ok'] else '!'}\n"
        )
    if hx:
        out.write(
            f"HumanEval-X canonical: {hx['samples']} samples, 2 workers: {hx['wall_s']:.1f} s"
            f" ({'met' if hx['ok'] else 'MISSED'} < {hx['target_s']:.0f} s), "
            f"{hx['passed']} passed\n"
        )
        for name, v in hx["per_language"].items():
            out.write(f"  {name:<11}{v['passed']:>4}/{v['samples']}  {v['wall_s']:>7.1f} s\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--out", type=Path, help="also write the JSON report here")
    parser.add_argument("--humaneval-x", action="store_true", help="also (c): all 984 samples")
    parser.add_argument(
        "--hx-languages",
        default=",".join(HX_LANGUAGES),
        help="(c)'s languages (default: HumanEval-X's six files)",
    )
    parser.add_argument("--languages", default=",".join(LANGUAGES))
    parser.add_argument("--skip-programs", action="store_true", help="only (c)")
    parser.add_argument(
        "--no-cgroup-control", action="store_true", help="skip the bare-in-a-cgroup control"
    )
    ns = parser.parse_args(argv)
    names = [n for n in ns.languages.split(",") if n]
    unknown = sorted(set(names) - set(LANGUAGES))
    if unknown:
        parser.error(f"unknown languages {unknown}")
    hx_names = [n for n in ns.hx_languages.split(",") if n]
    unknown = sorted(set(hx_names) - set(FILES))
    if unknown:
        parser.error(f"unknown --hx-languages {unknown}")
    for name in {*names, *hx_names} - {"python"}:
        _, why = languages.status(enums.language(name))
        if why:
            raise SystemExit(f"{name} cannot run here: {why}")
    if not DATA.is_dir():
        raise SystemExit(f"{DATA} is absent (data/humaneval-x of the checkout)")

    started = datetime.now(UTC)
    report: dict[str, Any] = {
        "benchmark": "languages",
        "commit": commit(),
        "started": started.isoformat(timespec="seconds"),
        "machine": machine(),
        "reps": ns.reps,
        "warmup": ns.warmup,
        "load_start": load(),
        "targets": {
            "cold_ratio": TARGET_COLD,
            "cached_ratio": TARGET_CACHED,
            "humaneval_x_s": TARGET_HUMANEVAL_X_S,
        },
    }
    rows: list[dict[str, Any]] = []
    hx: dict[str, Any] | None = None
    with tempfile.TemporaryDirectory(prefix="rockman-bench-languages-") as tmp:
        scratch = Path(tmp)
        logs.configure("info", scratch / "logs" / "rockman.log")
        wanted = sorted({*names, *(hx_names if ns.humaneval_x else [])})
        paths = {name: data_file(name, scratch) for name in wanted}
        sources = [s for n in wanted for s in humaneval_x_sources(paths[n], enums.language(n))]
        registry = registry_with(scratch / "r.db", sources, suite=SUITE, version=VERSION)
        sandbox = NativeSandbox(2, languages.readonly_paths())
        place = None if ns.no_cgroup_control else Placement()
        try:
            if not ns.skip_programs:
                for name in names:
                    language = enums.language(name)
                    module = languages.load(language)
                    text, test, limits = task0(registry, name, paths[name])
                    programs = {
                        "hello": module.script_program(*HELLO[name]),
                        "task0": module.script_program(text, test),
                    }
                    for kind in KINDS:
                        sys.stderr.write(f"{name} {kind}: {ns.reps} reps, load {load()}\n")
                        case_limits = compiled.run_limits(limits, language)
                        row = measure_program(
                            name, kind, programs[kind], case_limits, sandbox,
                            place, ns.reps, ns.warmup, scratch,
                        )  # fmt: skip
                        rows.append(row)
            if ns.humaneval_x:
                sys.stderr.write(f"HumanEval-X: {164 * len(hx_names)} samples, load {load()}\n")
                hx = humaneval_x(registry, sandbox, paths, hx_names, scratch)
        finally:
            if place is not None:
                place.close()
            sandbox.close()
    report["programs"] = rows
    if hx is not None:
        report["humaneval_x"] = hx
    report["load_end"] = load()
    report["seconds"] = round((datetime.now(UTC) - started).total_seconds(), 1)
    write_table(rows, hx)
    text = json.dumps(report)
    if ns.out:
        ns.out.parent.mkdir(parents=True, exist_ok=True)
        ns.out.write_text(text + "\n")
    sys.stdout.write(text + "\n")
    ok = all(r["cold_ok"] and r["cached_ok"] for r in rows) and (hx is None or hx["ok"])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
