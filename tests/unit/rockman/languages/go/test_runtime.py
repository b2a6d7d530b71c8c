"""The Go files Rockman runs (rockman/languages/go/, issue 22), checked by the real Go toolchain.

Every file parses (`gofmt -e`), and every file but seed_test.go is gofmt-clean (`gofmt -l`; the
seed test keeps the four-space indentation its Python string had, since the move changed no
byte). Then all of them type-check and pass `go vet` (no build, no link) in the smallest module
the executor puts them in: driver_runtime.go alone as the package humanEval/rockmandriver (it
imports the standard library only), nonce_testmain_test.go and seed_test.go in package main
beside the seed program (`go.SEED_PROGRAM` as `go_source` completes it), with the vendored
testify. That takes ~7 s with a cold GOCACHE (the environment's, else go's default) and under
1 s warm. The Python constants that serve the files are checked to be their bytes.

The toolchain is found as rockman/languages/go/toolchain.py finds it: go from ROCKMAN_GO or the
usual folders (gofmt beside it), the vendored module from ROCKMAN_GO_MODULE, ROCKMAN_TOOLCHAINS
or toolchains/ at the repository's root; without them the tests skip (a failure in CI)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

import rockman.languages
from rockman.languages.base import ToolchainMissing
from rockman.languages.go import render as render_go
from rockman.languages.go import toolchain as go

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

FOLDER = Path(rockman.languages.__file__).parent / "go"
FILES = sorted(path.name for path in FOLDER.glob("*.go"))
# Where the vet module puts each file (the names the executor gives them).
PLACES = {
    "driver_runtime.go": f"{render_go.DRIVER_PACKAGE}/{render_go.DRIVER_PACKAGE}.go",
    "nonce_testmain_test.go": go.DRIVER,
    "seed_test.go": go.TESTS,
}
NOT_GOFMT_CLEAN = {"seed_test.go"}  # its original bytes: four-space indentation


def _gofmt() -> Path:
    try:
        gofmt = go._find_go().parent / "gofmt"
    except ToolchainMissing as exc:
        pytest.skip(f"toolchain missing: {exc}")
    if not (gofmt.is_file() and os.access(gofmt, os.X_OK)):
        pytest.skip(f"toolchain missing: no gofmt beside go ({gofmt}); {go.INSTALL}")
    return gofmt


def _run(argv: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, f"{' '.join(argv)} failed ({done.returncode}):\n{done.stderr}"
    return done.stdout


def test_every_file_has_a_place_in_the_vet_module() -> None:
    assert sorted(PLACES) == FILES


def test_the_python_constants_are_the_files_bytes() -> None:
    def text(name: str) -> str:
        return (FOLDER / name).read_bytes().decode()

    assert text("driver_runtime.go") == render_go.driver_package_source()
    assert text("nonce_testmain_test.go") == go.DRIVER_SOURCE
    assert text("seed_test.go") == go.SEED_TEST


@pytest.mark.parametrize("name", FILES)
def test_gofmt_parses(name: str) -> None:
    _run([str(_gofmt()), "-e", name], FOLDER)


def test_gofmt_clean() -> None:
    names = [name for name in FILES if name not in NOT_GOFMT_CLEAN]
    assert _run([str(_gofmt()), "-l", *names], FOLDER) == ""


@pytest.mark.slow
def test_go_vet(tmp_path: Path) -> None:
    try:
        setup = go._setup()
    except ToolchainMissing as exc:
        pytest.skip(f"toolchain missing: {exc}")
    module = tmp_path / go.MODULE_DIR
    (module / render_go.DRIVER_PACKAGE).mkdir(parents=True)
    for name, place in PLACES.items():
        (module / place).write_bytes((FOLDER / name).read_bytes())
    (module / go.SOLUTION).write_text(go.go_source(go.SEED_PROGRAM, go.SOLUTION))
    (module / "go.mod").write_bytes(setup.go_mod)
    (module / "go.sum").write_bytes(setup.go_sum)
    (module / "vendor").symlink_to(Path(setup.module, "vendor"))
    env = {**os.environ, **go._env(setup), "GOPATH": str(tmp_path / "gopath")}
    for name in ("GOMAXPROCS", "GOMEMLIMIT"):  # the run's limits, not vet's
        env.pop(name)
    _run([setup.go, "vet", "./..."], module, env)
