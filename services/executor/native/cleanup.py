"""Removing what dead runners left behind: their cgroups and their root folders.

A runner killed outright cannot clean up after itself. Runner names start with the pid of the
executor that spawned them (`<pid>-<index>-<generation>`), so leftovers of an executor that is
gone are recognisable; the pool removes a replaced runner's own leftovers at once, and sweeps
those of dead executors when it starts.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from pathlib import Path

from services.executor.native.cgroups import CGROUP_ROOT, CgroupV1

ROOT_PREFIX = "rockman-root-"


def root_dir(name: str) -> Path:
    """The (host-side, empty) folder a runner's fork-server mounts its sandbox root on."""
    return Path(tempfile.gettempdir()) / f"{ROOT_PREFIX}{name}"


def _group_dirs(name: str, root: Path) -> list[Path]:
    return [root / "rockman" / name, *(root / c / "rockman" / name for c in CgroupV1.CONTROLLERS)]


def remove_runner(name: str, root: Path = CGROUP_ROOT) -> None:
    """Kill what is left in a dead runner's cgroups, then remove them and its root folder."""
    for group in _group_dirs(name, root):
        procs = group / "cgroup.procs"
        deadline = time.monotonic() + 2.0
        while procs.exists() and procs.read_text().split() and time.monotonic() < deadline:
            for pid in procs.read_text().split():
                with contextlib.suppress(ProcessLookupError, ValueError):
                    os.kill(int(pid), 9)
            time.sleep(0.01)  # killed processes leave the cgroup when they are reaped
        for _ in range(100):
            try:
                group.rmdir()
                break
            except FileNotFoundError:
                break
            except OSError:  # busy until the last task is gone
                time.sleep(0.02)
    shutil.rmtree(root_dir(name), ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def reap_stale(root: Path = CGROUP_ROOT) -> list[str]:
    """Remove the leftovers of runners whose executor process is gone; returns their names."""
    names: set[str] = set()
    for parent in (root / "rockman", *(root / c / "rockman" for c in CgroupV1.CONTROLLERS)):
        if parent.is_dir():
            names.update(p.name for p in parent.iterdir() if p.is_dir())
    tmp = Path(tempfile.gettempdir())
    names.update(p.name.removeprefix(ROOT_PREFIX) for p in tmp.glob(f"{ROOT_PREFIX}*"))
    stale = []
    for name in sorted(names):
        owner = name.split("-", 1)[0]
        if owner.isdigit() and not _alive(int(owner)):
            remove_runner(name, root)
            stale.append(name)
    return stale
