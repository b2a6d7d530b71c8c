"""Per-runner cgroups for memory, pids and CPU, on cgroup v2 or v1 (whichever the host has).

One cgroup (or one per v1 controller) per runner daemon, reused run after run: every limit is
written again and every statistic reset before each run, and the cgroup is checked empty after
it (isolate's lessons). Without the memory, pids and cpu controllers the backend refuses to
start: fail closed.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path
from typing import NamedTuple, Protocol

from rockman.errors import Unavailable

CGROUP_ROOT = Path("/sys/fs/cgroup")
CPU_PERIOD_US = 100_000
V1_SHARES_PER_RUNNER = 1024  # cpu.shares of one ordinary process
V2_WEIGHT_PER_RUNNER = 100  # cpu.weight of one ordinary process
V2_WEIGHT_MAX = 10_000


class RunCgroup(Protocol):
    version: int

    def prepare(self, memory_bytes: int, pids: int, cpus: float) -> None: ...
    def add(self, pid: int) -> None: ...
    def procs_files(self) -> list[Path]: ...
    def cpu_time_s(self) -> float: ...
    def memory_in_use(self) -> MemoryInUse: ...
    def oom_kills(self) -> int: ...
    def pids(self) -> list[int]: ...
    def kill_all(self) -> None: ...
    def wait_empty(self, timeout_s: float) -> bool: ...
    def remove(self) -> None: ...


class MemoryInUse(NamedTuple):
    """What a run holds now: its processes' anonymous memory and swap (the program's own), and
    tmpfs pages (its work folder and /dev/shm). Page cache is neither."""

    anon_bytes: int
    shmem_bytes: int


class MemoryGauge(Protocol):
    def memory_in_use(self) -> MemoryInUse: ...


class MemoryPeak:
    """The largest figures seen while a run is watched, sampled by its watcher every few
    milliseconds (the exact per-process peak comes from the init's ru_maxrss).

    A run's tmpfs pages (`shmem`) are its work folder's files, and also memory it holds in
    memfds, shared anonymous mappings or System V segments; only the former are files. So the
    program's memory is its anonymous memory and swap plus whatever tmpfs pages its work
    folders (`files_bytes`, read from the mounts themselves) do not account for."""

    def __init__(self) -> None:
        self.program_bytes = 0
        self.files_bytes = 0

    def sample(self, group: MemoryGauge, files_bytes: int | None) -> None:
        """`files_bytes`: what the run's work folder and /dev/shm hold now (None: unknown, then
        every tmpfs page is taken for a file)."""
        now = group.memory_in_use()
        files = now.shmem_bytes if files_bytes is None else files_bytes
        program = now.anon_bytes + max(0, now.shmem_bytes - files)
        self.program_bytes = max(self.program_bytes, program)
        self.files_bytes = max(self.files_bytes, files)


def tmpfs_used_bytes(root: str) -> int | None:
    """Bytes in use in the run's /tmp and /dev/shm as seen under `root` (a process's
    /proc/PID/root), None if they cannot be read."""
    used = 0
    try:
        for point in ("/tmp", "/dev/shm"):
            stat = os.statvfs(root + point)
            used += (stat.f_blocks - stat.f_bfree) * stat.f_frsize
    except OSError:
        return None
    return used


def stat_fields(path: Path, keys: tuple[str, ...]) -> int:
    """The sum of `keys` in a `key value` file (memory.stat, cpu.stat)."""
    total = 0
    with open(path) as f:
        for line in f:
            key, _, value = line.partition(" ")
            if key in keys:
                total += int(value)
    return total


def _write(path: Path, value: str) -> None:
    with open(path, "w") as f:
        f.write(value)


def _read(path: Path) -> str:
    with open(path) as f:
        return f.read()


def _runner_count(parent: Path) -> int:
    return max(1, sum(1 for entry in parent.iterdir() if entry.is_dir()))


def weigh_parent(parent: Path, version: int) -> None:
    """Give the `rockman/` parent the CPU weight of as many processes as it has runners.

    Every runner's cgroup lives under that parent, so under contention all sandboxed work on the
    host competed as one ordinary process against each bare one: at load 8-19, compiles took
    2-5x their bare time with the same CPU time (docs/performance.md). Recomputed whenever a
    runner's cgroup is created; best effort (the limits, not the weight, are what isolate)."""
    with contextlib.suppress(OSError):
        count = _runner_count(parent)
        if version == 1:
            _write(parent / "cpu.shares", str(V1_SHARES_PER_RUNNER * count))
        else:
            _write(parent / "cpu.weight", str(min(V2_WEIGHT_MAX, V2_WEIGHT_PER_RUNNER * count)))


def _kill_pids(pids: list[int]) -> None:
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, 9)


class _Cgroup:
    """What both versions share: waiting for a run's processes to be gone."""

    def pids(self) -> list[int]:
        raise NotImplementedError

    def kill_all(self) -> None:
        raise NotImplementedError

    def wait_empty(self, timeout_s: float) -> bool:
        """Kill until no process is left; False if some survive `timeout_s`."""
        deadline = time.monotonic() + timeout_s
        while self.pids():
            if time.monotonic() > deadline:
                return False
            self.kill_all()
            time.sleep(0.002)
        return True


class CgroupV1(_Cgroup):
    """memory, pids, cpu and cpuacct hierarchies mounted separately under /sys/fs/cgroup."""

    version = 1
    CONTROLLERS = ("memory", "pids", "cpu", "cpuacct")

    def __init__(self, name: str, root: Path = CGROUP_ROOT) -> None:
        self.dirs = {c: root / c / "rockman" / name for c in self.CONTROLLERS}
        for d in self.dirs.values():
            d.mkdir(parents=True, exist_ok=True)
        weigh_parent(self.dirs["cpu"].parent, 1)

    def prepare(self, memory_bytes: int, pids: int, cpus: float) -> None:
        mem = self.dirs["memory"]
        limit = mem / "memory.limit_in_bytes"
        memsw = mem / "memory.memsw.limit_in_bytes"
        # No swap: memory + swap = memory. The kernel refuses a memory limit above the
        # memory + swap limit, so when raising, the latter goes first.
        order = [limit, memsw] if memory_bytes <= int(_read(limit)) else [memsw, limit]
        for path in order:
            if path.exists():
                _write(path, str(memory_bytes))
        _write(self.dirs["pids"] / "pids.max", str(pids))
        _write(self.dirs["cpu"] / "cpu.cfs_period_us", str(CPU_PERIOD_US))
        _write(self.dirs["cpu"] / "cpu.cfs_quota_us", str(int(CPU_PERIOD_US * cpus)))
        _write(self.dirs["cpuacct"] / "cpuacct.usage", "0")

    def add(self, pid: int) -> None:
        for path in self.procs_files():
            _write(path, str(pid))

    def procs_files(self) -> list[Path]:
        """Where a process joins the cgroup (writing "0" moves the writer itself)."""
        return [d / "cgroup.procs" for d in self.dirs.values()]

    def cpu_time_s(self) -> float:
        return int(_read(self.dirs["cpuacct"] / "cpuacct.usage")) / 1e9

    def memory_in_use(self) -> MemoryInUse:
        """memory.stat's rss (anonymous memory, swap cache included) and swap; its shmem. Not
        memory.max_usage_in_bytes: that counts page cache, which fills towards the limit."""
        stat = self.dirs["memory"] / "memory.stat"
        return MemoryInUse(stat_fields(stat, ("rss", "swap")), stat_fields(stat, ("shmem",)))

    def oom_kills(self) -> int:
        for line in _read(self.dirs["memory"] / "memory.oom_control").splitlines():
            key, _, value = line.partition(" ")
            if key == "oom_kill":
                return int(value)
        return 0

    def pids(self) -> list[int]:
        return [int(x) for x in _read(self.dirs["pids"] / "cgroup.procs").split()]

    def kill_all(self) -> None:
        _kill_pids(self.pids())

    def remove(self) -> None:
        for d in self.dirs.values():
            with contextlib.suppress(OSError):
                d.rmdir()


class CgroupV2(_Cgroup):
    """One cgroup in the unified hierarchy with memory, pids and cpu enabled."""

    version = 2

    def __init__(self, name: str, root: Path = CGROUP_ROOT) -> None:
        parent = root / "rockman"
        parent.mkdir(exist_ok=True)
        _write(parent / "cgroup.subtree_control", "+memory +pids +cpu")
        self.dir = parent / name
        self.dir.mkdir(exist_ok=True)
        weigh_parent(parent, 2)

    def prepare(self, memory_bytes: int, pids: int, cpus: float) -> None:
        _write(self.dir / "memory.max", str(memory_bytes))
        swap = self.dir / "memory.swap.max"
        if swap.exists():
            _write(swap, "0")
        _write(self.dir / "pids.max", str(pids))
        _write(self.dir / "cpu.max", f"{int(CPU_PERIOD_US * cpus)} {CPU_PERIOD_US}")
        self._cpu_base = self._usage_us()
        self._oom_base = self._oom_count()

    def _usage_us(self) -> int:
        for line in _read(self.dir / "cpu.stat").splitlines():
            key, _, value = line.partition(" ")
            if key == "usage_usec":
                return int(value)
        return 0

    def _oom_count(self) -> int:
        for line in _read(self.dir / "memory.events").splitlines():
            key, _, value = line.partition(" ")
            if key == "oom_kill":
                return int(value)
        return 0

    def add(self, pid: int) -> None:
        _write(self.dir / "cgroup.procs", str(pid))

    def procs_files(self) -> list[Path]:
        return [self.dir / "cgroup.procs"]

    def cpu_time_s(self) -> float:
        return (self._usage_us() - self._cpu_base) / 1e6

    def memory_in_use(self) -> MemoryInUse:
        """memory.stat's anon and memory.swap.current; its shmem. Not memory.peak: that counts
        page cache and tmpfs too."""
        stat = self.dir / "memory.stat"
        swap = self.dir / "memory.swap.current"
        swapped = int(_read(swap)) if swap.exists() else 0
        return MemoryInUse(stat_fields(stat, ("anon",)) + swapped, stat_fields(stat, ("shmem",)))

    def oom_kills(self) -> int:
        return self._oom_count() - self._oom_base

    def pids(self) -> list[int]:
        return [int(x) for x in _read(self.dir / "cgroup.procs").split()]

    def kill_all(self) -> None:
        kill = self.dir / "cgroup.kill"
        if kill.exists():
            _write(kill, "1")
        else:
            _kill_pids(self.pids())

    def remove(self) -> None:
        with contextlib.suppress(OSError):
            self.dir.rmdir()


def detect(root: Path = CGROUP_ROOT) -> int:
    """2 when the unified hierarchy at `root` has memory, pids and cpu; 1 when the v1
    controllers are mounted; otherwise Unavailable (the sandbox does not run without them)."""
    controllers = root / "cgroup.controllers"
    if controllers.exists():
        have = set(_read(controllers).split())
        missing = {"memory", "pids", "cpu"} - have
        if not missing:
            return 2
        raise Unavailable(f"cgroup v2 at {root} lacks controllers {sorted(missing)}")
    absent = [c for c in CgroupV1.CONTROLLERS if not (root / c / "tasks").exists()]
    if not absent:
        return 1
    raise Unavailable(
        f"no usable cgroups: {root} is not cgroup v2 and the v1 controllers {absent} are "
        "not mounted; the native sandbox refuses to run without memory, pids and cpu limits"
    )


def open_cgroup(name: str, root: Path = CGROUP_ROOT) -> CgroupV1 | CgroupV2:
    """The runner's cgroup on whichever version the host offers."""
    version = detect(root)
    return CgroupV2(name, root) if version == 2 else CgroupV1(name, root)
