"""TypeScript: tsc 5.9.3 type-checks and emits JavaScript in the compile step; node 20 runs it
with the JavaScript runner (javascript.py: nonce, fatal `console.assert`, CommonJS globals).

HumanEval-X has no TypeScript; the suites this serves are MultiPL-E-style (a typed prompt, a
suite of `assert.deepEqual` after `declare var require: any;`), run by MultiPL-E as
`tsc --target esnext` and then `node`, any tsc error counting as a failure. So here too every
tsc error is a COMPILE_ERROR (a real type-check, not transpile-only), with these options:

- `--strict false` (tsc's default, as MultiPL-E: untyped parameters are `any`, no null checks);
- `--target es2022 --lib es2023` (node 20's language and library, as @tsconfig/node20), and no
  DOM library: DOM types describe APIs node lacks, and DOM's global `name`, `length`, `status`
  make a program's own top-level `const name` an error (TS2451), as under MultiPL-E's defaults;
- `--types node` (@types/node 20, exact pin): `require`, `process`, `Buffer`, `console` type-check
  (a suite's own `declare var require: any;` is compatible with it);
- `--module commonjs --esModuleInterop`, `--skipLibCheck`, `--noEmitOnError`.

Compile step (`rockman_tsc.js`, rockman/languages/typescript/tsc_compile.js, on the TypeScript
API): `main.ts` = program text + test code (one file, as MultiPL-E, so a program with `import`
still shares its names with the suite) is type-checked and emitted as `main.js`. The program
text must also parse on its own: otherwise a program ending in an open `/*` or template literal
would swallow the suite (an empty suite passes); the JavaScript runner avoids this by parsing the
two texts separately, which tsc cannot do without losing the shared scope. The run is
`node rockman_run.js --run main.js`: the emitted file is run as a classic script (see
javascript.py), so the artefacts are main.js and the runner's files; the run needs no TypeScript.

Cost (2-core host): 0.8-0.9 s wall, 1.2-1.3 s CPU (V8's helper threads) per compile when
the machine is idle, 2.6-2.8 s wall under a load of 6-8; peak RSS ~175 MB, 7 threads. About
half is @types/node (60 files on top of the 60 es2023 lib files), ~0.35 s loading
typescript.js. Compiles are cached by source; a warm compiler process reusing the parsed lib
files is the way to cut the rest. The run is JavaScript's (~0.03-0.06 s, 40 MB RSS).

Problem drivers (`driver_program`): `solution.ts` (the program text) and `rockman_driver.ts`
(rockman/languages/typescript/render.py: the JavaScript driver as a module, all `any`) are
type-checked as one program by `rockman_tsc_driver.js` (tsc_compile_driver.js) with the same
options, every error a COMPILE_ERROR (the driver names nothing of the solution, so the errors are
the solution's), and emitted as solution.js and rockman_driver.js; the run is
javascript.driver_run_argv's.
"""

from __future__ import annotations

import functools
import json
import os
from pathlib import Path

from rockman.languages import source
from rockman.languages.base import (
    Program,
    RunShape,
    Toolchain,
    ToolchainMissing,
    WarmCompiler,
)
from rockman.languages.javascript import toolchain as javascript
from rockman.languages.typescript import render as render_typescript
from rockman.v1 import common_pb2 as pb

LANGUAGE: int = pb.LANGUAGE_TYPESCRIPT
NAME = "typescript"

INSTALL_HINT = javascript.INSTALL_HINT
TSC_FLAGS = (
    "--strict", "false",
    "--target", "es2022",
    "--lib", "es2023",
    "--module", "commonjs",
    "--esModuleInterop",
    "--skipLibCheck",
    "--types", "node",
    "--noEmitOnError",
    "--newLine", "lf",
)  # fmt: skip
COMPILE_HEAP_MB = 1024  # tsc peaks near 175 MB; a clean heap error well inside the compile limit
COMPILE_FLAGS = (f"--max-old-space-size={COMPILE_HEAP_MB}",)

COMPILER = "rockman_tsc.js"
SOLUTION = "solution.ts"
TESTS = "tests.ts"
EMITTED = "main.js"

# The compile steps, real files in rockman/languages/typescript/ (checked by node in
# tests/unit/rockman/languages/typescript/test_runtime.py): tsc_compile.js and
# tsc_compile_driver.js.
COMPILER_SOURCE = source(NAME, "tsc_compile.js")

DRIVER_COMPILER = "rockman_tsc_driver.js"
DRIVER = "rockman_driver.ts"
DRIVER_EMITTED = "rockman_driver.js"
SOLUTION_EMITTED = "solution.js"

DRIVER_COMPILER_SOURCE = source(NAME, "tsc_compile_driver.js")

SERVER = "rockman_tsc_server.js"


@functools.cache
def _server_source() -> bytes:
    return (Path(__file__).parent / SERVER).read_bytes()


def warm_compiler(mode: str, files: dict[str, bytes]) -> WarmCompiler:
    """tsc in one resident node (languages/warm/rockman_tsc_server.js), doing what
    rockman_tsc.js ("script") or rockman_tsc_driver.js ("driver") does, on the same flags and
    a virtual copy of the work folder, with the lib and @types files parsed once."""
    node = javascript.node()[0]
    _, typescript_dir, types_dir = _paths()
    return WarmCompiler(
        argv=(node, *COMPILE_FLAGS, SERVER, typescript_dir, types_dir, *TSC_FLAGS),
        files={SERVER: _server_source()},
        args=TSC_FLAGS,
        sources=tuple(files),
        settings=(("mode", mode),),
    )


def _toolchains_dir() -> Path:
    env = os.environ.get("ROCKMAN_TOOLCHAINS")
    return Path(env) if env else Path(__file__).resolve().parents[3] / "toolchains"


def _package_version(folder: Path) -> str:
    try:
        version = json.loads((folder / "package.json").read_text())["version"]
    except (OSError, ValueError, KeyError, TypeError):
        raise ToolchainMissing(f"typescript: {folder} is missing; {INSTALL_HINT}") from None
    return str(version)


@functools.cache
def _paths() -> tuple[str, str, str]:
    """(node_modules folder, typescript package folder, @types folder), absolute and real."""
    modules = (_toolchains_dir() / "node" / "node_modules").resolve()
    return str(modules), str(modules / "typescript"), str(modules / "@types")


@functools.cache
def toolchain() -> Toolchain:
    """node (see javascript.py) plus toolchains/node's typescript and @types/node, read only
    from their package.json files. The compile needs toolchains/node visible; the run does not."""
    _, node_version, node_paths = javascript.node()
    modules, typescript_dir, types_dir = _paths()
    tsc = _package_version(Path(typescript_dir))
    types_node = _package_version(Path(types_dir) / "node")
    if not os.path.isfile(os.path.join(typescript_dir, "lib", "typescript.js")):
        raise ToolchainMissing(f"typescript: lib/typescript.js missing; {INSTALL_HINT}")
    return Toolchain(
        version=f"tsc {tsc}; @types/node {types_node}; node {node_version}",
        readonly_paths=(*node_paths, str(Path(modules).parent)),
        flags=" ".join((*TSC_FLAGS, *javascript.NODE_FLAGS)),
    )


def script_program(program_text: str, test_code: str) -> Program:
    """solution.ts + tests.ts -> main.ts -> main.js (compile); main.js via the runner (run)."""
    node = javascript.node()[0]
    _, typescript_dir, types_dir = _paths()
    runner = javascript.runner_files()
    files = {
        SOLUTION: program_text.encode(),
        TESTS: test_code.encode(),
        COMPILER: COMPILER_SOURCE.encode(),
        **runner,
    }
    return Program(
        files=files,
        compile_argv=(node, *COMPILE_FLAGS, COMPILER, typescript_dir, types_dir, *TSC_FLAGS),
        artefacts=(EMITTED, *runner),
        run_argv=javascript.run_argv(EMITTED),
        shape=RunShape(),
        warm=warm_compiler("script", files),
    )


def driver_program(program_text: str, interface: pb.Interface) -> Program:
    """solution.ts + rockman_driver.ts (render_typescript.driver_source) -> tsc (type-check,
    any error a COMPILE_ERROR) -> solution.js + rockman_driver.js; the run is JavaScript's
    driver run (javascript.driver_run_argv), which needs no TypeScript."""
    node = javascript.node()[0]
    _, typescript_dir, types_dir = _paths()
    files = {
        SOLUTION: program_text.encode(),
        DRIVER: render_typescript.driver_source(interface).encode(),
        DRIVER_COMPILER: DRIVER_COMPILER_SOURCE.encode(),
        javascript.PACKAGE_JSON: javascript.PACKAGE_JSON_SOURCE.encode(),
        javascript.JS_MD5: javascript.JS_MD5_SOURCE.encode(),
    }
    return Program(
        files=files,
        compile_argv=(node, *COMPILE_FLAGS, DRIVER_COMPILER, typescript_dir, types_dir, *TSC_FLAGS),
        artefacts=(SOLUTION_EMITTED, DRIVER_EMITTED, javascript.PACKAGE_JSON, javascript.JS_MD5),
        run_argv=javascript.driver_run_argv(DRIVER_EMITTED),
        shape=RunShape(),
        warm=warm_compiler("driver", files),
    )
