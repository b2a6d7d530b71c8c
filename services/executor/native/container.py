"""The native sandbox inside a docker container (the docker backend's runner daemons).

A container started with `--cap-drop ALL`, a non-root user and no_new_privs cannot make
cgroups, and its uid cannot switch to another. So the runner daemon first enters a user
namespace of its own (`enter_user_namespace`: root there, its own uid outside; the container's
seccomp profile, docker_backend/seccomp.json, allows that), where the fork-server and the sandbox
init build the same jail as on the host: their own mount, pid, net, uts and ipc namespaces, a
read-only root of allowed paths, a fresh tmpfs per run. What the host's per-runner cgroup did,
`ContainerGroup` does from the container's own cgroup (read-only; one run at a time per
container): CPU time and memory as differences from their values when the run started, OOM
kills from the container's counter, and the run's processes found through /proc (every process
in the sandbox's pid namespace but its init).

Memory is enforced twice: the container's limit (the run's plus the daemon's share, set by the
executor) makes the kernel kill a run that grows far past it, and a run whose anonymous and tmpfs
memory grew by more than its own limit during the run counts as killed for memory, as on the
host. The growth is sampled each time CPU time is read (every 5 ms of a run).
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from pathlib import Path

from rockman.executor.native import linux

CGROUP_ROOT = Path("/sys/fs/cgroup")


def enter_user_namespace() -> None:
    """Become root of a new user namespace that maps only this process's own uid and gid;
    must run while the process is single-threaded."""
    uid, gid = os.getuid(), os.getgid()
    linux.unshare(linux.CLONE_NEWUSER)
    Path("/proc/self/setgroups").write_text("deny")
    Path("/proc/self/uid_map").write_text(f"0 {uid} 1")
    Path("/proc/self/gid_map").write_text(f"0 {gid} 1")


def _stat_fields(path: Path, keys: tuple[str, ...]) -> int:
    total = 0
    with open(path) as f:
        for line in f:
            key, _, value = line.partition(" ")
            if key in keys:
                total += int(value)
    return total


def _nspids(pid: str) -> list[str]:
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("NSpid:"):
                    return line.split()[1:]
    except OSError:
        pass
    return []


class ContainerGroup:
    """The container's cgroup (v1 or v2, read-only) standing in for a run's own cgroup."""

    def __init__(self, root: Path = CGROUP_ROOT) -> None:
        self.v2 = (root / "cgroup.controllers").exists()
        self.version = 2 if self.v2 else 1
        if self.v2:
            self._cpu_file, self._mem_file = root / "cpu.stat", root / "memory.stat"
            self._events = root / "memory.events"
        else:
            self._cpu_file = root / "cpuacct" / "cpuacct.usage"
            self._mem_file = root / "memory" / "memory.stat"
            self._events = root / "memory" / "memory.oom_control"
        for path in (self._cpu_file, self._mem_file, self._events):
            if not path.exists():
                raise OSError(f"{path} is missing: not a container's cgroup view")
        self._cpu_base = 0.0
        self._mem_base = 0
        self._peak = 0
        self._limit = 0

    # -- statistics ------------------------------------------------------------------------

    def _cpu_total(self) -> float:
        if self.v2:
            return _stat_fields(self._cpu_file, ("usage_usec",)) / 1e6
        return int(self._cpu_file.read_text()) / 1e9

    def _memory_in_use(self) -> int:
        """Anonymous and tmpfs memory: what a run allocates and writes, not the page cache."""
        keys = ("anon", "shmem") if self.v2 else ("total_rss", "total_shmem")
        return _stat_fields(self._mem_file, keys)

    def _sample(self) -> None:
        self._peak = max(self._peak, self._memory_in_use() - self._mem_base)

    def prepare(self, memory_bytes: int, pids: int, cpus: float) -> None:
        """Limits are the container's (set by the executor); take the run's baselines."""
        self._limit = memory_bytes
        self._cpu_base = self._cpu_total()
        self._mem_base = self._memory_in_use()
        self._peak = 0

    def cpu_time_s(self) -> float:
        self._sample()
        return max(0.0, self._cpu_total() - self._cpu_base)

    def peak_memory_bytes(self) -> int:
        self._sample()
        return self._peak

    def oom_kills(self) -> int:
        """The container's OOM kills, plus one while this run has grown past its own limit."""
        kills = _stat_fields(self._events, ("oom_kill",))
        return kills + (1 if self._limit and self._peak > self._limit else 0)

    # -- the run's processes ----------------------------------------------------------------

    def add(self, pid: int) -> None:
        """Nothing to join: a run is in the container from its start."""

    def procs_files(self) -> list[Path]:
        return []

    def pids(self) -> list[int]:
        """Every process in the sandbox's pid namespace (or deeper) but the sandbox init."""
        found = []
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                nested = _nspids(entry)
                if len(nested) >= 2 and nested[1:] != ["1"]:
                    found.append(int(entry))
        return found

    def kill_all(self) -> None:
        for pid in self.pids():
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)

    def wait_empty(self, timeout_s: float) -> bool:
        deadline = time.monotonic() + timeout_s
        while True:
            left = self.pids()
            if not left:
                return True
            if time.monotonic() > deadline:
                return False
            self.kill_all()
            time.sleep(0.005)

    def remove(self) -> None:
        """The container's cgroup goes with the container."""
