"""JavaScript (HumanEval-X): node 20. A runner script runs the program, then the suite, as classic
scripts in one realm.

Files: `solution.js` (the program text), `tests.js` (the suite's test code), `rockman_run.js`
(the runner), `package.json` (`"type": "commonjs"`, so no folder above can make them ES modules)
and `node_modules/js-md5/index.js`: HumanEval-X's JavaScript/162 calls `require('js-md5')`, an
npm package that CodeGeeX's environment installs. A stand-in on node:crypto keeps the run offline
and needs nothing installed (same hex digest of the UTF-8 bytes; the hex/array/base64/create
forms too). The runner and the stand-in are real files, rockman/languages/javascript/runner.js
(its stand-in PARSE_ERROR_EXIT filled with the status, see below) and js_md5.js,
checked by node in tests/unit/rockman/languages/javascript/test_runtime.py.

Why a runner rather than `node main.js` on the concatenation, as CodeGeeX does:

- HumanEval-X's tests use `console.assert`, which only logs. The runner replaces it, before any
  program code runs, with one that throws ("Assertion failed: ..."), so the first failure ends
  the run with exit code 1. It is made non-writable and non-configurable, as is
  `globalThis.console`, so the program can neither reassign it nor shadow `console` (in a
  classic script a top-level `let`/`const`/`class`/`function console` is then an error; inside
  a CommonJS module wrapper it would silently shadow the global).
- The program and the suite are parsed separately, so a program ending in an open `/*` or
  template literal cannot swallow the suite; both are parsed before either runs. Classic scripts
  in one realm share top-level bindings, so the suite sees the program's `const` functions as it
  would in one file. CommonJS names (`require` resolving from the work folder, `module`,
  `exports`, `__filename`, `__dirname`) are globals, for programs written as modules.
- The nonce is read from fd 0 byte by byte up to its newline (never waiting for EOF) before any
  program code, and kept in the runner's module scope, which the program cannot reach. The
  runner writes "\\n<nonce>\\n" with a captured `fs.writeSync` only after both scripts returned;
  an exit, a throw or a failed assert comes first. Node then exits on its own: errors thrown
  later (timers, promises) still make the exit code non-zero, and a pending timer runs into the
  time limit as it would with `node main.js`.

No compile step: the run's own parse is the check. Both scripts are parsed before either runs
(above), so a syntax error runs nothing of either: the runner (after reading the nonce, before
any program code) writes V8's report to stderr, as node prints an uncaught SyntaxError, then
"\\n<nonce> compile error\\n" on stdout, and exits with status 65 (`PARSE_ERROR_EXIT`);
compiled.run_verdict reads exactly that as a COMPILE_ERROR, and the report is its message (for a
public case only, as any compile message: a syntax error in a private suite's test code is never
quoted). A program cannot fake it: its code runs only after the parse, and the marker carries the
nonce, which it never sees (forging the marker is forging a PASS); printing the same text or
exiting 65 is an ordinary failure. Any error thrown by the parse counts (V8's parser reports a
too-deeply nested program as a RangeError). The parse now runs under the run's limits, so a
program too big to parse in them gets TIME_LIMIT or MEMORY_LIMIT, as its run always did. The
artefacts are the source files themselves (the compile cache holds nothing for JavaScript).

Memory: `--max-old-space-size=160` fits a 256 MiB cgroup: measured peak RSS at the heap limit
205-227 MiB (V8's young generation, code and buffers come on top of the old space), against
231-262 MiB at 192. Hitting it aborts with "JavaScript heap out of memory" (SIGABRT), not a
cgroup kill. Node reserves ~700 MiB of address space at start-up (V8's code range), so an
RLIMIT_AS of 256 MiB (the subprocess backend's) kills it before any code runs; the cgroup limit
of the native sandbox is fine. Threads: 7 at start (main, V8's 4 platform workers, node's
helpers), 11 once libuv's pool of 4 starts (async fs, crypto): the default 64 pids suffice.

Problem drivers (`driver_program`, for call and operations cases): `solution.js` (the program
text) and `rockman_driver.js` (rockman/languages/javascript/render.py's driver for the problem's
interface). No compile step: the driver parses solution.js before running any of it and reports
a syntax error (V8's report, as node prints it) with a `compile_error` protocol event, framed by
the nonce like every event, which judge.judge makes a COMPILE_ERROR. The run is
`/bin/sh -c 'exec "$0" "$@" 3<&0 4>&1 0</dev/null' node FLAGS rockman_driver.js 3 4`: node
cannot dup2, so the shell moves the job's pipe to fd 3, duplicates stdout to fd 4 for the
protocol, gives the program /dev/null as stdin, and execs node (one process). The driver runs
solution.js as a classic script in its realm and speaks python_harness.py's protocol; heap
exhaustion still aborts node ("JavaScript heap out of memory", one of compiled.py's memory signs).
"""

from __future__ import annotations

import functools
import os
import subprocess

from rockman.languages import fill_stand_ins, source
from rockman.languages.base import Program, RunShape, Toolchain, ToolchainMissing
from rockman.languages.javascript import render as render_javascript
from rockman.v1 import common_pb2 as pb

LANGUAGE: int = pb.LANGUAGE_JAVASCRIPT
NAME = "javascript"

INSTALL_HINT = "run scripts/install_toolchains.sh"
SEARCH_DIRS = ("/usr/local/bin", "/usr/bin", "/bin")  # the sandbox's PATH, in its order
SYSTEM_PREFIXES = ("/usr/", "/bin/", "/lib/", "/lib64/", "/etc/")  # always visible
NODE_MAJOR = 20
HEAP_MB = 160  # --max-old-space-size for a 256 MiB run, see above
NODE_FLAGS = (f"--max-old-space-size={HEAP_MB}",)

RUNNER = "rockman_run.js"
SOLUTION = "solution.js"
TESTS = "tests.js"
PACKAGE_JSON = "package.json"
JS_MD5 = "node_modules/js-md5/index.js"
DRIVER = "rockman_driver.js"
# The driver's run: the job pipe moves to fd 3 and the protocol's stdout is duplicated to fd 4;
# the solution's stdin is /dev/null (node cannot dup2 itself, so the shell does it, then execs).
DRIVER_FDS = ("3", "4")
DRIVER_SHELL = ("/bin/sh", "-c", 'exec "$0" "$@" 3<&0 4>&1 0</dev/null')

PACKAGE_JSON_SOURCE = '{"private": true, "type": "commonjs"}\n'

PARSE_ERROR_EXIT = 65  # the runner's status for a syntax error (compiled.PARSE_ERROR_EXIT)

# The runner (rockman/languages/javascript/runner.js), its stand-in PARSE_ERROR_EXIT filled with
# the status; and the js-md5 stand-in (js_md5.js).
RUNNER_SOURCE = fill_stand_ins(source(NAME, "runner.js"), PARSE_ERROR_EXIT=str(PARSE_ERROR_EXIT))
JS_MD5_SOURCE = source(NAME, "js_md5.js")


def _find_node() -> str:
    for directory in SEARCH_DIRS:
        path = os.path.join(directory, "node")
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    raise ToolchainMissing(f"node not found in {', '.join(SEARCH_DIRS)}; {INSTALL_HINT}")


@functools.cache
def node() -> tuple[str, str, tuple[str, ...]]:
    """(absolute path, `node --version`, read-only paths it needs beyond the system's): node
    20 as HumanEval-X's suites were run with a recent node; a node under /usr needs nothing."""
    path = _find_node()
    try:
        version = subprocess.run(
            [path, "--version"], capture_output=True, text=True, timeout=30, check=True
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError) as exc:
        raise ToolchainMissing(f"{path} --version failed ({exc}); {INSTALL_HINT}") from exc
    if not version.startswith(f"v{NODE_MAJOR}."):
        raise ToolchainMissing(f"node {NODE_MAJOR} needed, found {version!r}; {INSTALL_HINT}")
    real = os.path.realpath(path)
    extra = () if real.startswith(SYSTEM_PREFIXES) else (os.path.dirname(os.path.dirname(real)),)
    return path, version, extra


@functools.cache
def toolchain() -> Toolchain:
    _, version, extra = node()
    return Toolchain(version=f"node {version}", readonly_paths=extra, flags=" ".join(NODE_FLAGS))


def runner_files() -> dict[str, bytes]:
    """What every JavaScript or TypeScript run needs beside the program (also used by TS)."""
    return {
        RUNNER: RUNNER_SOURCE.encode(),
        PACKAGE_JSON: PACKAGE_JSON_SOURCE.encode(),
        JS_MD5: JS_MD5_SOURCE.encode(),
    }


def run_argv(*scripts: str) -> tuple[str, ...]:
    """The run: the runner reads the nonce, then runs `scripts` in order (also used by TS)."""
    return (node()[0], *NODE_FLAGS, RUNNER, "--run", *scripts)


def script_program(program_text: str, test_code: str) -> Program:
    """The program and the suite as two scripts; no compile step (the run's parse is the
    check: a syntax error is a COMPILE_ERROR, see the module docstring)."""
    files = {
        SOLUTION: program_text.encode(),
        TESTS: test_code.encode(),
        **runner_files(),
    }
    return Program(
        files=files,
        artefacts=tuple(files),
        run_argv=run_argv(SOLUTION, TESTS),
        shape=RunShape(),
    )


def driver_run_argv(driver: str) -> tuple[str, ...]:
    """The run of a problem driver (also used by TS): `node DRIVER 3 4` behind a shell that
    moves the job to fd 3 and gives the program an empty stdin."""
    return (*DRIVER_SHELL, node()[0], *NODE_FLAGS, driver, *DRIVER_FDS)


def driver_program(program_text: str, interface: pb.Interface) -> Program:
    """The program and the problem's driver (render_javascript.driver_source); no compile step:
    the driver parses the program before running it and reports a syntax error as a
    `compile_error` event (a COMPILE_ERROR), then runs it in its own realm and speaks the
    harness protocol."""
    files = {
        SOLUTION: program_text.encode(),
        DRIVER: render_javascript.driver_source(interface).encode(),
        PACKAGE_JSON: PACKAGE_JSON_SOURCE.encode(),
        JS_MD5: JS_MD5_SOURCE.encode(),
    }
    return Program(
        files=files,
        artefacts=tuple(files),
        run_argv=driver_run_argv(DRIVER),
        shape=RunShape(),
    )
