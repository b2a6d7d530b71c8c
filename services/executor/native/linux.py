"""Thin ctypes wrappers for the Linux calls Python 3.11's os module lacks.

Imported by the sandbox init, whose size every run's fork pays for: standard C modules only
(no ctypes.util, no platform)."""

from __future__ import annotations

import ctypes
import fcntl
import os
import socket
import struct

_libc = ctypes.CDLL(None, use_errno=True)  # the C library this interpreter is linked with

CLONE_NEWNS = 0x00020000
CLONE_NEWUTS = 0x04000000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000

MS_RDONLY = 1
MS_NOSUID = 2
MS_NODEV = 4
MS_NOEXEC = 8
MS_REMOUNT = 32
MS_BIND = 4096
MS_REC = 16384
MS_PRIVATE = 1 << 18
MNT_DETACH = 2

PR_SET_PDEATHSIG = 1
PR_SET_NO_NEW_PRIVS = 38
PR_SET_DUMPABLE = 4

_SYS_PIVOT_ROOT = {"x86_64": 155, "aarch64": 41}.get(os.uname().machine, 155)
_SIOCGIFFLAGS = 0x8913
_SIOCSIFFLAGS = 0x8914
_IFF_UP = 0x1


def _check(result: int, what: str) -> None:
    if result != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")


def unshare(flags: int) -> None:
    _check(_libc.unshare(ctypes.c_int(flags)), "unshare")


def mount(
    source: str | None, target: str, fstype: str | None, flags: int = 0, data: str | None = None
) -> None:
    _check(
        _libc.mount(
            source.encode() if source else None,
            target.encode(),
            fstype.encode() if fstype else None,
            ctypes.c_ulong(flags),
            data.encode() if data else None,
        ),
        f"mount {target}",
    )


def umount2(target: str, flags: int) -> None:
    _check(_libc.umount2(target.encode(), ctypes.c_int(flags)), f"umount {target}")


def pivot_root(new_root: str, put_old: str) -> None:
    _check(
        _libc.syscall(ctypes.c_long(_SYS_PIVOT_ROOT), new_root.encode(), put_old.encode()),
        "pivot_root",
    )


def prctl(option: int, value: int) -> None:
    _check(_libc.prctl(ctypes.c_int(option), ctypes.c_ulong(value), 0, 0, 0), "prctl")


def sethostname(name: str) -> None:
    raw = name.encode()
    _check(_libc.sethostname(raw, ctypes.c_size_t(len(raw))), "sethostname")


def loopback_up() -> None:
    """Bring up `lo` in the current network namespace (a private one: the host is unreachable)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        request = struct.pack("16sH14x", b"lo", 0)
        flags = struct.unpack("16sH14x", fcntl.ioctl(s, _SIOCGIFFLAGS, request))[1]
        fcntl.ioctl(s, _SIOCSIFFLAGS, struct.pack("16sH14x", b"lo", flags | _IFF_UP))
