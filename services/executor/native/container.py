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

Memory is enforced twice, as on the host: the container's limit (the run's, its work folder's
and the daemon's share, set by the executor) makes the kernel kill a run that grows past it,
and the fork-server judges a run whose peak (its processes' largest resident set, or their
anonymous memory sampled every 5 ms as growth over the container's figure when the run
started) passed the run's own limit as over it.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from pathlib import Path

from services.executor.native import linux
from services.executor.native.cgroups import MemoryInUse, stat_fields

CGROUP_ROOT = Path("/sys/fs/cgroup")


def enter_user_namespace() -> None:
    """Become root of a new user namespace that maps only this process's own uid and gid;
    must run while the process is single-threaded."""
    uid, gid = os.getuid(), os.getgid()
    linux.unshare(linux.CLONE_NEWUSER)
    Path("/proc/self/setgroups").write_text("deny")
    Path("/proc/self/uid_map").write_text(f"0 {uid} 1")
    Path("/proc/self/gid_map").write_text(f"0 {gid} 1")


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
        self._mem_base = MemoryInUse(0, 0)

    # -- statistics ------------------------------------------------------------------------

    def _cpu_total(self) -> float:
        if self.v2:
            return stat_fields(self._cpu_file, ("usage_usec",)) / 1e6
        return int(self._cpu_file.read_text()) / 1e9

    def _memory_total(self) -> MemoryInUse:
        """The container's anonymous memory and its tmpfs pages, not its page cache."""
        if self.v2:
            return MemoryInUse(
                stat_fields(self._mem_file, ("anon",)), stat_fields(self._mem_file, ("shmem",))
            )
        return MemoryInUse(
            stat_fields(self._mem_file, ("total_rss", "total_swap")),
            stat_fields(self._mem_file, ("total_shmem",)),
        )

    def prepare(self, memory_bytes: int, pids: int, cpus: float) -> None:
        """Limits are the container's (set by the executor); take the run's baselines."""
        self._cpu_base = self._cpu_total()
        self._mem_base = self._memory_total()

    def cpu_time_s(self) -> float:
        return max(0.0, self._cpu_total() - self._cpu_base)

    def memory_in_use(self) -> MemoryInUse:
        """Growth since the run started: the daemon's own memory is the baseline."""
        now = self._memory_total()
        return MemoryInUse(
            max(0, now.anon_bytes - self._mem_base.anon_bytes),
            max(0, now.shmem_bytes - self._mem_base.shmem_bytes),
        )

    def oom_kills(self) -> int:
        return stat_fields(self._events, ("oom_kill",))

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
