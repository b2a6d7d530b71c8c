"""A suite built over worker processes is the suite one process builds, in order; a problem that
fails to build is that problem's error; a script that builds without a main guard works (the
workers are fresh interpreters, not multiprocessing's spawn of the caller's script)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rockman.errors import InvalidArgument
from rockman.problems import build, build_pool
from tests.conftest import PROBLEMS, ROOT

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers

SEED = "a" * 64


def _starter(tmp_path: Path) -> list[Path]:
    folders = []
    for folder in sorted(PROBLEMS.glob("Starter__*"))[:9]:
        folders.append(tmp_path / folder.name)
        shutil.copytree(folder, folders[-1])
    assert len(folders) >= build_pool.MIN_PROBLEMS_PER_POOL
    return folders


def test_two_workers_build_what_one_process_builds() -> None:
    specs = build.discover(PROBLEMS, "starter")
    serial = [build.build_all_languages(s, SEED, False) for s in specs]
    pooled = list(build_pool.build_many(specs, SEED, False, workers=2))
    assert [[s.problem.task_id for s in b] for b in pooled] == [
        [s.problem.task_id for s in b] for b in serial
    ]
    assert pooled == serial  # message equality: map fields serialize in any order


def test_a_failing_problem_is_its_own_error(tmp_path: Path) -> None:
    folders = _starter(tmp_path)
    (folders[2] / "reference.py").write_text("raise ValueError('broken on purpose')\n")
    # A generator that prints must not disturb the workers' replies.
    generator = folders[4] / "generator.py"
    generator.write_text("print('noise from a generator')\n" + generator.read_text())
    specs = build.discover(tmp_path)
    each = list(build_pool.build_each(specs, SEED, False, workers=2))
    failed = {
        s.task_id: str(b) for s, b in zip(specs, each, strict=True) if isinstance(b, Exception)
    }
    assert list(failed) == [specs[2].task_id]
    assert "broken on purpose" in failed[specs[2].task_id]
    built = [b for b in each if not isinstance(b, Exception)]
    assert len(built) == len(specs) - 1 and all(b[0].cases for b in built)
    assert each[4] == build.build_all_languages(specs[4], SEED, False)
    with pytest.raises(InvalidArgument, match="broken on purpose"):
        list(build_pool.build_many(specs, SEED, False, workers=2))


def test_a_script_without_a_main_guard_builds(tmp_path: Path) -> None:
    _starter(tmp_path / "problems")
    script = tmp_path / "build_it.py"
    script.write_text(
        "from pathlib import Path\n"
        "from rockman.problems import build, build_pool\n"
        f"specs = build.discover(Path({str(tmp_path / 'problems')!r}))\n"
        f"built = list(build_pool.build_many(specs, {SEED!r}, False, workers=2))\n"
        "print(len(built), sum(len(b) for b in built))\n"
    )
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=300, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[0] == "9"
