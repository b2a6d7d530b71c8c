"""The sandbox's view of the machine, and entering it.

Once per fork-server (`prepare_root`): a private mount namespace holding a new root on a small
read-only tmpfs with read-only binds of the toolchain paths only (deny by default: no /home, no
/root, no /work, no /sys, no runner files) and a minimal /dev.

Once per sandbox init (`enter_namespaces`, PID 1 of the runner's own pid, mount, net and uts
namespaces): /proc, pivot_root, hostname, a private loopback. Per run, in the init
(`prepare_work`): a fresh size-limited tmpfs /tmp holding the run's files and a fresh /dev/shm.
Per run, in the run's process (`drop_privileges`, before any untrusted code): a new ipc
namespace, an unprivileged uid and gid, a new user namespace, no_new_privs and rlimits.
"""

from __future__ import annotations

import math
import os
import resource
from typing import Any, NamedTuple

from services.executor.native import linux

NOBODY = 65534
DEVICES = ("null", "zero", "full", "random", "urandom")
KEEP = "/.keep"  # allowed paths under /tmp, bound here once, re-bound into each run's /tmp


class JailConfig(NamedTuple):
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


# The host's /etc is not shown: only what toolchains read (the loader's cache, Debian's
# alternatives symlinks, the JDK's and Python's configuration), and small files of the jail's
# own for the users and hosts a program may look up.
ETC_SHOWN = (
    "/etc/alternatives", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d",
    "/etc/localtime", "/etc/timezone", "/etc/ssl/certs/java",
)  # fmt: skip
ETC_SHOWN_PREFIXES = ("/etc/java-", "/etc/python3")
ETC_OWN = {
    "/etc/passwd": "root:x:0:0:root:/root:/usr/sbin/nologin\n"
    "nobody:x:65534:65534:nobody:/tmp:/usr/sbin/nologin\n",
    "/etc/group": "root:x:0:\nnogroup:x:65534:\n",
    "/etc/hosts": "127.0.0.1 localhost\n::1 localhost ip6-localhost ip6-loopback\n",
    "/etc/nsswitch.conf": "passwd: files\ngroup: files\nhosts: files\n",
    "/etc/hostname": "rockman-sandbox\n",
}


def shown_paths(readonly_paths: tuple[str, ...]) -> list[str]:
    """The allowed paths with /etc narrowed to ETC_SHOWN (what exists of it)."""
    shown = [p for p in readonly_paths if p != "/etc"]
    if "/etc" in readonly_paths:
        extra = [e.path for e in os.scandir("/etc") if e.path.startswith(ETC_SHOWN_PREFIXES)]
        shown += [p for p in (*ETC_SHOWN, *extra) if os.path.lexists(p)]
    return sorted(set(shown))


def prepare_root(config: JailConfig) -> None:
    """Once per fork-server, in its own private mount namespace: the new root (a small tmpfs)
    with read-only binds of the allowed paths, a minimal /dev, empty mount points for /proc,
    /tmp and /dev/shm, then made read-only itself. Each run's mount namespace starts as a copy
    of this one, so a run only mounts its own /proc, /tmp and /dev/shm."""
    root = config.new_root
    linux.unshare(linux.CLONE_NEWNS)
    linux.mount(None, "/", None, linux.MS_REC | linux.MS_PRIVATE)
    linux.mount("tmpfs", root, "tmpfs", linux.MS_NOSUID | linux.MS_NODEV, "size=1m,mode=0755")
    paths = shown_paths(config.readonly_paths)
    for path in paths:
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
    _submounts_readonly(root, tuple(p for p in paths if os.path.isdir(p)))
    if "/etc" in config.readonly_paths:
        for path, text in ETC_OWN.items():
            os.makedirs(os.path.dirname(root + path), exist_ok=True)
            with open(root + path, "w") as f:
                f.write(text)
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
    for mount_point in ("/proc", "/tmp", "/.oldroot", KEEP):
        os.makedirs(root + mount_point, exist_ok=True)
    linux.mount(None, root, None,
                linux.MS_REMOUNT | linux.MS_RDONLY | linux.MS_NOSUID | linux.MS_NODEV)  # fmt: skip


def _tmp_paths(config: JailConfig) -> list[str]:
    """Allowed paths under /tmp (a checkout or venv there): each run's work folder covers them,
    so they are bound again, read-only, inside it. Found on the host's file system, before the
    pivot (`enter_namespaces`); each run's `prepare_work` re-binds that same list (`_kept`): by
    then /tmp is the run's own, empty, and says nothing about which of them exist."""
    return sorted(p for p in config.readonly_paths if p.startswith("/tmp/") and os.path.isdir(p))


_kept: tuple[str, ...] = ()  # the init's `_tmp_paths`, bound under KEEP in this order


def enter_namespaces(config: JailConfig) -> None:
    """Once per sandbox init (PID 1 of the runner's pid, mount, net and uts namespaces, root):
    a /proc of the new pid namespace, the allowed paths under /tmp kept aside, pivot_root into
    the new root and detach the old one, the hostname, and loopback up (a private one: the
    host's network, loopback included, is unreachable)."""
    root = config.new_root
    flags = linux.MS_NOSUID | linux.MS_NODEV
    # hidepid=2: a run sees only its own processes, not this init (root's, PID 1).
    linux.mount("proc", root + "/proc", "proc", flags | linux.MS_NOEXEC, "hidepid=2")
    global _kept
    keep = _kept = tuple(_tmp_paths(config))
    if keep:
        linux.mount("tmpfs", root + KEEP, "tmpfs", flags, "size=64k,mode=0755")
        for index, path in enumerate(keep):
            os.makedirs(f"{root}{KEEP}/{index}")
            _bind_readonly(path, f"{root}{KEEP}/{index}")
        linux.mount(None, root + KEEP, None, linux.MS_REMOUNT | linux.MS_RDONLY | flags)
    linux.pivot_root(root, root + "/.oldroot")
    os.chdir("/")
    linux.umount2("/.oldroot", linux.MNT_DETACH)
    linux.sethostname(config.hostname)
    linux.loopback_up()
    # Runs share this namespace one after another: a connection a run closed must not hold its
    # port in TIME_WAIT against the next run's bind() (a namespace's own setting).
    try:
        with open("/proc/sys/net/ipv4/tcp_max_tw_buckets", "w") as f:
            f.write("0")
    except OSError:
        pass


SHM_BYTES = 1 << 20  # each run's /dev/shm
PAGE = 4096
DEFAULT_WORK_BYTES = 64 * 1024 * 1024


def kernel_memory_limit(limits: dict[str, Any]) -> int:
    """A run cgroup's memory limit: the run's own, plus room for its work folder and /dev/shm,
    whose tmpfs pages the kernel charges to the cgroup too. A program that fills its work folder
    is not out of memory; one whose own memory passes its limit is judged so from its measured
    peak, and the kernel kills one that grows further."""
    work = limits["work_bytes"] or DEFAULT_WORK_BYTES
    return int(limits["memory_bytes"]) + int(work) + SHM_BYTES


def clear_work() -> None:
    """Detach the last run's /tmp and /dev/shm, with whatever it left there: once no process
    holds them, their pages are freed and no longer charged to the runner's memory cgroup."""
    for point in ("/tmp", "/dev/shm"):
        while os.path.ismount(point):
            linux.umount2(point, linux.MNT_DETACH)


def work_used_bytes() -> int:
    """Bytes the run's work folder and /dev/shm hold now (tmpfs pages in use)."""
    used = 0
    for point in ("/tmp", "/dev/shm"):
        if os.path.ismount(point):
            stat = os.statvfs(point)
            used += (stat.f_blocks - stat.f_bfree) * stat.f_frsize
    return used


def prepare_work(
    config: JailConfig, files: dict[str, bytes], work_bytes: int, executables: list[str]
) -> None:
    """Before each run, in the sandbox init: detach what is left of an earlier run (normally
    cleared when it ended) and mount fresh ones: a size-limited tmpfs work folder holding the
    run's files, owned by the unprivileged user, and a small /dev/shm."""
    flags = linux.MS_NOSUID | linux.MS_NODEV
    clear_work()
    size = max(work_bytes, 1 << 20)
    # Files as well as bytes: an inode per page of the folder (a folder of empty files costs
    # the kernel memory that no byte limit counts).
    options = f"size={size},nr_inodes={size // PAGE},mode=1777"
    linux.mount("tmpfs", "/tmp", "tmpfs", flags, options)
    shm = f"size={SHM_BYTES},nr_inodes={SHM_BYTES // PAGE},mode=1777"
    linux.mount("tmpfs", "/dev/shm", "tmpfs", flags, shm)
    for index, path in enumerate(_kept):
        os.makedirs(path, exist_ok=True)
        _bind_readonly(f"{KEEP}/{index}", path)
    for name, content in files.items():
        path = os.path.join("/tmp", name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(content)
        os.chown(path, config.uid, config.gid)
        if name in executables:
            os.chmod(path, 0o755)


def drop_privileges(
    config: JailConfig, cpu_time_s: float, file_size_bytes: int, open_files: int
) -> None:
    """In each run's process, still root, before any untrusted code: a fresh ipc namespace (no
    System V objects of an earlier run), the work folder as current directory, an unprivileged
    uid and gid, a new user namespace, no_new_privs, and rlimits for file size, open files,
    core dumps and CPU."""
    linux.unshare(linux.CLONE_NEWIPC)
    os.chdir("/tmp")
    if os.getuid() != config.uid:  # in a container the run keeps the daemon's uid
        os.setgroups([])
        os.setresgid(config.gid, config.gid, config.gid)
        os.setresuid(config.uid, config.uid, config.uid)
    # Changing uid made the process non-dumpable, which with hidepid=2 would hide the run's own
    # children from it in /proc; only this run's processes share the uid.
    linux.prctl(linux.PR_SET_DUMPABLE, 1)
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
