"""A checkout under /tmp runs all seven languages (issue 21 point 9).

Each run of the native sandbox gets a fresh tmpfs /tmp; the allowed paths under /tmp (a checkout,
its toolchains, a venv there) are bound again, read-only, into it. This test makes such a
checkout: the project's Python sources and one problem copied under a fresh folder in /tmp, and
its own `toolchains/` there (hard links to this checkout's, as real files, with Rust's crate
arguments rewritten to the new place, as `make toolchains` there would write them). A
subprocess imports Rockman from that copy, so every toolchain path it finds lies under /tmp;
there every language's self-test must pass (Rust's uses the prebuilt crates, Go's testify,
C++'s a precompiled header, TypeScript's the tsc service) and one sample per language must PASS.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from rockman import enums
from rockman.languages import registry as languages

ROOT = Path(__file__).resolve().parents[2]
PROBLEM = "Starter__ALG_001"
EXTENSIONS = {"python": "py", "cpp": "cpp", "java": "java", "javascript": "js",
              "typescript": "ts", "rust": "rs", "go": "go"}  # fmt: skip

SCRIPT = r"""
import json, sys
from pathlib import Path
import rockman
clone = Path(sys.argv[1])
assert Path(rockman.__file__).resolve().is_relative_to(clone), rockman.__file__
from rockman import enums
from services.executor.core import Executor, ExecutorConfig
from rockman import enums
from rockman.languages import registry as languages
from services.executor.pool import NativeSandbox
from rockman.problems import build
from rockman.problem_spec import load_spec
from rockman.v1 import common_pb2 as pb, executor_pb2
from tests.helpers import RegistryBundles, registry_with

extensions = json.loads(sys.argv[2])
folder = clone / "problems" / sys.argv[3]
spec = load_spec(folder)
registry = registry_with(clone / "r.db", build.build_all_languages(spec, "test-seed", True),
                         suite=spec.suite)
sandbox = NativeSandbox(2, languages.readonly_paths())
try:
    executor = Executor(RegistryBundles(registry), sandbox, ExecutorConfig(workers=2))
    caps = executor.capabilities(wait_for_self_test=True)
    verdicts = {}
    for name, ext in extensions.items():
        try:
            result = executor.execute(executor_pb2.Submission(
                task_id=spec.task_id, sample_id="s", language=enums.language(name),
                code=(folder / f"reference.{ext}").read_text(), code_kind=pb.CODE_KIND_SOLUTION))
        except Exception as exc:
            verdicts[name] = [type(exc).__name__, str(exc)[:500]]
        else:
            verdicts[name] = [pb.Verdict.Name(result.verdict), result.message[:500]]
finally:
    sandbox.close()
print(json.dumps({
    "readonly": list(languages.readonly_paths()),
    "languages": {pb.Language.Name(c.language): [c.available, executor_pb2.SelfTest.Name(
        c.self_test), c.reason[:500]] for c in caps.languages},
    "verdicts": verdicts,
}))
"""


def _link_tree(source: Path, target: Path) -> None:
    """A copy of `source` made of hard links (real files at the new place, made at once)."""

    def link(src: str, dst: str) -> None:
        try:
            os.link(src, dst)
        except OSError:
            shutil.copy2(src, dst)

    shutil.copytree(source, target, symlinks=True, copy_function=link)


def _toolchains(clone: Path) -> None:
    """clone/toolchains: this checkout's, linked; rustc-args.txt names the new folder."""
    here = ROOT / "toolchains"
    if not here.is_dir():
        pytest.skip("no toolchains/ (make toolchains)")
    real = here.resolve()
    for entry in real.iterdir():
        if entry.is_dir():
            _link_tree(entry, clone / "toolchains" / entry.name)
    args = clone / "toolchains" / "rust" / "rustc-args.txt"
    if args.is_file():
        text = args.read_text()
        args.unlink()  # a link to the original: write a file of its own
        for old in dict.fromkeys((str(real), str(here))):
            text = text.replace(old + "/", str(clone / "toolchains") + "/")
        args.write_text(text)


@pytest.fixture(scope="module")
def clone() -> Iterator[Path]:
    missing = [n for n in EXTENSIONS if n != "python" and languages.status(enums.language(n))[1]]
    if missing:
        pytest.fail(f"unavailable here: {missing} (run make toolchains)")
    top = Path(tempfile.mkdtemp(prefix="rockman-checkout-", dir="/tmp"))
    try:
        clone = top / "rockman"
        for name in ("rockman", "services"):
            shutil.copytree(ROOT / name, clone / name, symlinks=True,
                            ignore=shutil.ignore_patterns("__pycache__"))  # fmt: skip
        (clone / "tests").mkdir()
        for name in ("__init__.py", "helpers.py"):
            shutil.copy2(ROOT / "tests" / name, clone / "tests" / name)
        shutil.copytree(ROOT / "problems" / PROBLEM, clone / "problems" / PROBLEM)
        _toolchains(clone)
        yield clone
    finally:
        shutil.rmtree(top, ignore_errors=True)


@pytest.mark.timeout(600)
def test_a_checkout_under_tmp_runs_every_language(clone: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ROCKMAN_", "GO"))}
    env["PYTHONPATH"] = str(clone)
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(clone), json.dumps(EXTENSIONS), PROBLEM],
        cwd=clone, env=env, capture_output=True, text=True, timeout=540,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-4000:]
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    # The toolchains the sandbox shows are the copy's, under /tmp (what the runs' /tmp covers).
    ours = [p for p in report["readonly"] if p.startswith(str(clone))]
    assert ours and all(p.startswith("/tmp/") for p in ours), report["readonly"]
    assert any("rust" in p for p in ours) and any("node" in p for p in ours), ours
    failed = {name: state for name, state in report["languages"].items()
              if name != "LANGUAGE_PYTHON" and state[:2] != [True, "SELF_TEST_PASSED"]}  # fmt: skip
    assert not failed, failed
    wrong = {name: v for name, v in report["verdicts"].items() if v[0] != "VERDICT_PASS"}
    assert not wrong, wrong
    assert set(report["verdicts"]) == set(EXTENSIONS)
