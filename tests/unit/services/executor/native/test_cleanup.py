"""Leftovers of dead runners (cgroups, root folders) are removed; live ones are kept."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from services.executor.native import cleanup
from services.executor.native.cgroups import CgroupV1

pytestmark = pytest.mark.processes  # starts compilers, sandboxes, servers or workers


def _dead_pid() -> int:
    proc = subprocess.Popen(["true"])
    proc.wait()
    return proc.pid


def test_reap_stale_removes_only_dead_executors_leftovers(tmp_path: Path) -> None:
    dead, alive = f"{_dead_pid()}-0-1", f"{os.getpid()}-0-1"
    for controller in CgroupV1.CONTROLLERS:
        for name in (dead, alive):
            group = tmp_path / controller / "rockman" / name
            group.mkdir(parents=True)
    for name in (dead, alive):
        cleanup.root_dir(name).mkdir(exist_ok=True)
    try:
        removed = cleanup.reap_stale(tmp_path)
        assert dead in removed and alive not in removed
        for controller in CgroupV1.CONTROLLERS:
            assert not (tmp_path / controller / "rockman" / dead).exists()
            assert (tmp_path / controller / "rockman" / alive).exists()
        assert not cleanup.root_dir(dead).exists() and cleanup.root_dir(alive).exists()
    finally:
        cleanup.root_dir(alive).rmdir()
