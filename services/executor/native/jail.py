"""The sandbox's view of the machine, and entering it.

Once per fork-server (`prepare_root`): a private mount namespace holding a new root on a small
read-only tmpfs with read-only binds of the toolchain paths only (deny by default: no /home, no
/root, no /work, no /sys, no runner files) and a minimal /dev.

Per run (`enter`, in the child that is PID 1 of fresh pid, mount, net, ipc and uts namespaces,
still root, before any untrusted code): a /proc of the new pid namespace, a size-limited tmpfs
/tmp as the work folder and a fresh /dev/shm; pivot_root into the new root and detach the old
one; hostname; loopback up (a private one: the host's network, loopback included, is
unreachable); then an unprivileged uid and gid, a new user namespace, no_new_privs, and rlimits
for file size, open files, core dumps and CPU.
"""

from __future__ import annotations

import math
import os
import resource
from dataclasses import dataclass

from rockman.executor.native import linux

NOBODY = 65534
DEVICES = ("null", "zero", "full", "random", "urandom")


@dataclass(frozen=True)
class JailConfig:
    new_root: str  # an empty directory owned by root, one per runner
    readonly_paths: tuple[str, ...]
    hostname: str = "rockman-sandbox"
    uid: int = NOBODY
    gid: int = NOBODY


def _bind_readonly(source: str, target: str) -> None:
    linux.mount(source, target, None, linux.MS_BIND | linux.MS_REC)
    linux.mount(
        None,
        target,
        None,
        linux.MS_REMOUNT | linux.MS_BIND | linux.MS_RDONLY | linux.MS_NOSUID | linux.MS_NODEV,
    )


def _submounts_readonly(root: str, prefixes: tuple[str, ...]) -> None:
    """Remount read-only every mount under a read-only bind (e.g. files bound into /etc)."""
    with open("/proc/self/mountinfo") as f:
        points = [line.split()[4] for line in f]
    wanted = tuple(root + p for p in prefixes)
    for point in points:
        if point.startswith(wanted) and point not in wanted:
            linux.mount(
                None, point, None, linux.MS_REMOUNT | linux.MS_BIND | linux.MS_RDONLY
                | linux.MS_NOSUID | linux.MS_NODEV,
            )  # fmt: skip


def prepare_root(config: JailConfig) -> None:
    """Once per fork-server, in its own private mount namespace: the new root (a small tmpfs)
    with read-only binds of the allowed paths, a minimal /dev, empty mount points for /proc,
    /tmp and /dev/shm, then made read-only itself. Each run's mount namespace starts as a copy
    of this one, so a run only mounts its own /proc, /tmp and /dev/shm."""
    root = config.new_root
    linux.unshare(linux.CLONE_NEWNS)
    linux.mount(None, "/", None, linux.MS_REC | linux.MS_PRIVATE)
    linux.mount("tmpfs", root, "tmpfs", linux.MS_NOSUID | linux.MS_NODEV, "size=1m,mode=0755")
    for path in sorted(set(config.readonly_paths)):
        target = root + path
        if os.path.islink(path):
            os.makedirs(os.path.dirname(target), exist_ok=True)
            if not os.path.lexists(target):
                os.symlink(os.readlink(path), target)
        elif os.path.isdir(path):
            os.makedirs(target, exist_ok=True)
            _bind_readonly(path, target)
        elif os.path.exists(path):
            os.makedirs(os.path.dirname(target), exist_ok=True)
            open(target, "a").close()
            _bind_readonly(path, target)
    _submounts_readonly(root, tuple(p for p in config.readonly_paths if os.path.isdir(p)))
    dev = root + "/dev"
    os.makedirs(dev, exist_ok=True)
    linux.mount("tmpfs", dev, "tmpfs", linux.MS_NOSUID, "size=64k,mode=0755")
    for name in DEVICES:
        open(f"{dev}/{name}", "a").close()
        linux.mount(f"/dev/{name}", f"{dev}/{name}", None, linux.MS_BIND)
    for name, target in (
        ("fd", "/proc/self/fd"),
        ("stdin", "/proc/self/fd/0"),
        ("stdout", "/proc/self/fd/1"),
        ("stderr", "/proc/self/fd/2"),
    ):
        os.symlink(target, f"{dev}/{name}")
    os.makedirs(dev + "/shm")
    linux.mount(None, dev, None, linux.MS_REMOUNT | linux.MS_RDONLY | linux.MS_NOSUID)
    for mount_point in ("/proc", "/tmp", "/.oldroot"):
        os.makedirs(root + mount_point, exist_ok=True)
    linux.mount(None, root, None,
                linux.MS_REMOUNT | linux.MS_RDONLY | linux.MS_NOSUID | linux.MS_NODEV)  # fmt: skip


def _mount_run_filesystems(config: JailConfig, work_bytes: int) -> None:
    root = config.new_root
    flags = linux.MS_NOSUID | linux.MS_NODEV
    linux.mount("proc", root + "/proc", "proc", flags | linux.MS_NOEXEC)
    linux.mount(
        "tmpfs", root + "/tmp", "tmpfs", flags, f"size={max(work_bytes, 1 << 20)},mode=1777"
    )
    linux.mount("tmpfs", root + "/dev/shm", "tmpfs", flags, "size=1m,mode=1777")
    # Allowed paths that live under /tmp (a checkout or venv there) were covered by the work
    # folder: bind them again, read-only, inside it.
    for path in sorted(p for p in config.readonly_paths if p.startswith("/tmp/")):
        if os.path.isdir(path):
            os.makedirs(root + path, exist_ok=True)
            _bind_readonly(path, root + path)


def _pivot(config: JailConfig) -> None:
    root = config.new_root
    linux.pivot_root(root, root + "/.oldroot")
    os.chdir("/")
    linux.umount2("/.oldroot", linux.MNT_DETACH)


def enter(
    config: JailConfig,
    files: dict[str, bytes],
    work_bytes: int,
    cpu_time_s: float,
    file_size_bytes: int,
    open_files: int,
) -> None:
    """Isolate this process (PID 1 of new namespaces, still root) and drop every privilege.
    Files are written into the work folder /tmp, which becomes the current directory."""
    _mount_run_filesystems(config, work_bytes)
    for name, content in files.items():
        path = os.path.join(config.new_root, "tmp", name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(content)
        os.chown(path, config.uid, config.gid)
    _pivot(config)
    linux.sethostname(config.hostname)
    linux.loopback_up()
    os.chdir("/tmp")
    os.setgroups([])
    os.setresgid(config.gid, config.gid, config.gid)
    os.setresuid(config.uid, config.uid, config.uid)
    linux.unshare(linux.CLONE_NEWUSER)
    linux.prctl(linux.PR_SET_NO_NEW_PRIVS, 1)
    cpu = max(1, math.ceil(cpu_time_s)) + 1
    for limit, value in (
        (resource.RLIMIT_CPU, cpu),
        (resource.RLIMIT_FSIZE, file_size_bytes),
        (resource.RLIMIT_NOFILE, open_files),
        (resource.RLIMIT_CORE, 0),
    ):
        resource.setrlimit(limit, (value, value))
