"""The hostile programs of the corpus, as source text.

Each defines `add(a, b)`. Where the attack is not meant to change the answer, add returns a + b,
so that the verdict reflects the attack alone. Probes of the sandbox's walls follow one rule:
the program returns the right answer when the attack FAILED and raises (a RUNTIME_ERROR whose
message says what got through) when it succeeded; their expected verdict is PASS.

Attacks that cost time run only on the first public case, `(a, b) == (1, 2)`, so that a run
does not spend its whole budget once per case. `@@NAME@@` placeholders are filled in by the test
(markers, host paths, ports).
"""

from __future__ import annotations

# -- time ------------------------------------------------------------------------------------

BUSY_LOOP = r"""
def add(a, b):
    if (a, b) == (1, 2):
        while True:
            pass
    return a + b
"""

BUSY_LOOP_AT_IMPORT = r"""
while True:
    pass


def add(a, b):
    return a + b
"""

SLEEP_FOREVER = r"""
import time


def add(a, b):
    time.sleep(10**6)
    return a + b
"""

CATCH_BASE_EXCEPTION = r"""
def add(a, b):
    while True:
        try:
            while True:
                pass
        except BaseException:
            pass
"""

IGNORE_SIGTERM_THEN_SPIN = r"""
import signal

for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGXCPU, signal.SIGALRM,
            signal.SIGUSR1, signal.SIGUSR2, signal.SIGVTALRM, signal.SIGPROF):
    signal.signal(sig, signal.SIG_IGN)


def add(a, b):
    while True:
        pass
"""

FOUR_BUSY_THREADS = r"""
import threading


def spin():
    while True:
        pass


def add(a, b):
    if (a, b) == (1, 2):
        threads = [threading.Thread(target=spin, daemon=True) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    return a + b
"""

CHILD_SPINS_PARENT_WAITS = r"""
import os
import time


def add(a, b):
    if (a, b) == (1, 2):
        if os.fork() == 0:
            while True:
                pass
        time.sleep(6)  # no CPU of its own: only the child's counts
    return a + b
"""

CHILD_SPINS_PARENT_RETURNS = r"""
import ctypes
import os


def add(a, b):
    if (a, b) == (1, 2) and os.fork() == 0:
        ctypes.CDLL(None).prctl(15, b"@@MARKER@@", 0, 0, 0)  # PR_SET_NAME
        while True:
            pass
    return a + b
"""

FORK_BOMB = r"""
import os


def add(a, b):
    if (a, b) == (1, 2):
        while True:
            try:
                os.fork()
            except OSError:
                pass
    return a + b
"""

# dash gives up when fork fails ("Cannot fork"), so under pids.max this bomb burns out by
# itself: containment (no IE, no survivor) is what matters, and PASS is then a fair verdict.
SHELL_FORK_BOMB = r"""
import subprocess
import time


def add(a, b):
    if (a, b) == (1, 2):
        subprocess.run(["/bin/sh", "-c", "f(){ f|f& };f"], timeout=5, capture_output=True)
        time.sleep(1)
    return a + b
"""

THREAD_BOMB = r"""
import threading
import time


def add(a, b):
    if (a, b) == (1, 2):
        for _ in range(1000):
            threading.Thread(target=time.sleep, args=(30,), daemon=True).start()
    return a + b
"""

# -- memory ----------------------------------------------------------------------------------

BYTEARRAY_1G = r"""
def add(a, b):
    if (a, b) == (1, 2):
        block = bytearray(1 << 30)
        return len(block)
    return a + b
"""

LIST_GROWTH = r"""
def add(a, b):
    if (a, b) == (1, 2):
        hoard = []
        while True:
            hoard.append(list(range(100_000)))
    return a + b
"""

FORTY_PROCESSES_10MB = r"""
import os
import time


def add(a, b):
    if (a, b) == (1, 2):
        children = []
        for _ in range(40):
            pid = os.fork()
            if pid == 0:
                block = bytearray(10 << 20)
                time.sleep(3)
                os._exit(len(block) & 0)
            children.append(pid)
        for pid in children:
            os.waitpid(pid, 0)
    return a + b
"""

MMAP_8G_UNTOUCHED = r"""
import mmap

REGION = mmap.mmap(-1, 8 << 30)


def add(a, b):
    REGION[(a * 4096) % len(REGION)] = 1
    return a + b
"""

TMP_300MB = r"""
def add(a, b):
    if (a, b) == (1, 2):
        chunk = b"x" * (1 << 20)
        for i in range(30):
            with open(f"/tmp/@@MARKER@@-{i}", "wb") as f:
                for _ in range(10):
                    f.write(chunk)
    return a + b
"""

MEMFD_300MB = r"""
import os


def add(a, b):
    if (a, b) == (1, 2):
        chunk = b"x" * (1 << 20)
        fds = []
        for _ in range(30):
            fd = os.memfd_create("@@MARKER@@")
            for _ in range(10):
                os.write(fd, chunk)
            fds.append(fd)
    return a + b
"""

OOM_SCORE_ADJ_THEN_BOMB = r"""
def add(a, b):
    if (a, b) == (1, 2):
        for path, value in (("/proc/self/oom_score_adj", "-1000"), ("/proc/self/oom_adj", "-17")):
            try:
                with open(path, "w") as f:
                    f.write(value)
            except OSError:
                pass
        hoard = []
        while True:
            hoard.append(bytearray(16 << 20))
    return a + b
"""

RECURSION_ERROR = r"""
def f(n):
    return f(n + 1) + 1


def add(a, b):
    return f(0)
"""

RECURSION_C_STACK = r"""
import sys

sys.setrecursionlimit(10**7)


def f(n):
    return list(map(f, [n + 1]))


def add(a, b):
    return f(0)
"""

RECURSION_HEAP_FRAMES = r"""
import sys

sys.setrecursionlimit(10**8)


def f(n):
    return f(n + 1) + 1


def add(a, b):
    return f(0)
"""

# -- output ----------------------------------------------------------------------------------

STDOUT_FLOOD = r"""
import sys


def add(a, b):
    if (a, b) == (1, 2):
        while True:
            sys.stdout.write("a" * 65536)
    return a + b
"""

STDERR_FLOOD = r"""
import sys


def add(a, b):
    if (a, b) == (1, 2):
        while True:
            sys.stderr.write("e" * 65536)
    return a + b
"""

STDOUT_1MB_THEN_RETURN = r"""
import sys

sys.stdout.write("x" * (1 << 20) + "\n")
sys.stdout.flush()


def add(a, b):
    return a + b
"""

BACKGROUND_CHILD_HOLDS_STDOUT = r"""
import os
import time


def add(a, b):
    if (a, b) == (1, 2) and os.fork() == 0:
        time.sleep(60)
        os._exit(0)
    return a + b
"""

# -- processes -------------------------------------------------------------------------------

_VISIBLE = r"""
def _visible(needle, field):
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/{field}", "rb") as f:
                    if needle in f.read():
                        return True
            except OSError:
                pass
    return False


def _wait_visible(needle, field):
    deadline = time.monotonic() + 3
    while not _visible(needle, field):
        if time.monotonic() > deadline:
            raise RuntimeError("the daemon never started: the case proves nothing")
        time.sleep(0.02)
"""

DOUBLE_FORK_DAEMON_EXEC = (
    r"""
import os
import time

ARG = "@@SLEEP_ARG@@"
"""
    + _VISIBLE
    + r"""

def add(a, b):
    if (a, b) == (1, 2):
        pid = os.fork()
        if pid == 0:
            os.setsid()
            if os.fork() == 0:
                null = os.open("/dev/null", os.O_RDWR)
                for fd in (0, 1, 2):
                    os.dup2(null, fd)
                os.execv("/bin/sleep", ["sleep", ARG])
            os._exit(0)
        os.waitpid(pid, 0)
        _wait_visible(ARG.encode(), "cmdline")
    return a + b
"""
)

DOUBLE_FORK_DAEMON_NAMED = (
    r"""
import ctypes
import os
import signal
import time

NAME = b"@@MARKER@@"
"""
    + _VISIBLE
    + r"""

def add(a, b):
    if (a, b) == (1, 2):
        pid = os.fork()
        if pid == 0:
            os.setsid()
            if os.fork() == 0:
                for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT, signal.SIGPIPE):
                    signal.signal(sig, signal.SIG_IGN)
                ctypes.CDLL(None).prctl(15, NAME, 0, 0, 0)  # PR_SET_NAME
                null = os.open("/dev/null", os.O_RDWR)
                for fd in (0, 1, 2):
                    os.dup2(null, fd)
                while True:
                    time.sleep(0.05)
            os._exit(0)
        os.waitpid(pid, 0)
        _wait_visible(NAME, "comm")
    return a + b
"""
)

ZOMBIES = r"""
import os


def add(a, b):
    if (a, b) == (1, 2):
        for _ in range(20):
            if os.fork() == 0:
                os._exit(0)
    return a + b
"""

KILL_MINUS_ONE = r"""
import os
import signal
import time


def add(a, b):
    if (a, b) == (1, 2):
        for _ in range(3):
            if os.fork() == 0:
                time.sleep(30)
                os._exit(0)
        os.kill(-1, signal.SIGKILL)
    return a + b
"""

KILL_PARENT_AND_PID1 = r"""
import os
import signal


def add(a, b):
    if (a, b) == (1, 2):
        os.kill(os.getppid(), signal.SIGKILL)
        os.kill(1, signal.SIGKILL)
    return a + b
"""

KILL_PROCESS_GROUP = r"""
import os
import signal


def add(a, b):
    if (a, b) == (1, 2):
        os.kill(0, signal.SIGKILL)
    return a + b
"""

# -- the file system -------------------------------------------------------------------------

WRITE_USR_AND_ROOT = r"""
def add(a, b):
    for path in ("/usr/x", "/usr/bin/x", "/x", "/etc/x"):
        try:
            with open(path, "w") as f:
                f.write("owned")
        except OSError:
            continue
        raise RuntimeError("wrote " + path)
    return a + b
"""

WRITE_ETC_PASSWD = r"""
import os


def add(a, b):
    try:
        with open("/etc/passwd", "a") as f:
            f.write("owned::0:0::/:/bin/sh\n")
    except OSError:
        pass
    else:
        raise RuntimeError("appended to /etc/passwd")
    for name, attempt in (
        ("chmod", lambda: os.chmod("/etc/passwd", 0o666)),
        ("rename", lambda: os.rename("/etc/passwd", "/etc/passwd.old")),
        ("unlink", lambda: os.unlink("/etc/passwd")),
    ):
        try:
            attempt()
        except OSError:
            continue
        raise RuntimeError(name + " of /etc/passwd succeeded")
    return a + b
"""

READ_ETC_SHADOW = r"""
def add(a, b):
    try:
        with open("/etc/shadow") as f:
            content = f.read()
    except OSError:
        return a + b
    raise RuntimeError("read /etc/shadow: " + content[:400])
"""

SYMLINK_AND_HARDLINK_TO_SHADOW = r"""
import os


def add(a, b):
    if (a, b) == (1, 2):
        os.symlink("/etc/shadow", "/tmp/x")
        tries = ["/tmp/x", "/proc/self/root/etc/shadow", "/proc/1/root/etc/shadow"]
        try:
            os.link("/etc/shadow", "/tmp/y")
            tries.append("/tmp/y")
        except OSError:
            pass
        for path in tries:
            try:
                with open(path) as f:
                    content = f.read()
            except OSError:
                continue
            raise RuntimeError(f"read /etc/shadow through {path}: {content[:400]}")
    return a + b
"""

READ_REGISTRY_FILES = r"""
import os

PATHS = ["@@REGISTRY_DB@@", "@@REGISTRY_DB@@-wal", "@@REGISTRY_KEY@@", "@@WORKDIR@@"]


def add(a, b):
    for path in PATHS:
        if os.path.exists(path):
            raise RuntimeError(path + " is visible in the sandbox")
        try:
            with open(path, "rb") as f:
                data = f.read(64)
        except OSError:
            continue
        raise RuntimeError(f"read {path}: {data!r}")
    return a + b
"""

READ_RUNNER_FILES = r"""
import os


def add(a, b):
    for path in ("@@RUNNER_DIR@@", "@@RUNNER_SOCKET@@", "@@JAIL_ROOT@@"):
        if os.path.exists(path):
            raise RuntimeError(path + " is visible in the sandbox")
    leaked = [name for name in os.listdir("/tmp") if name.startswith("rockman")]
    if leaked:
        raise RuntimeError(f"runner files in the sandbox's /tmp: {leaked}")
    return a + b
"""

UNIX_CONNECT_RUNNER_SOCKET = r"""
import socket


def add(a, b):
    for address in ("@@RUNNER_SOCKET@@", "\0@@RUNNER_SOCKET@@"):
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.settimeout(1)
        try:
            s.connect(address)
        except OSError:
            continue
        finally:
            s.close()
        raise RuntimeError("connected to the runner's socket " + repr(address))
    return a + b
"""

HOST_PATHS_INVISIBLE = r"""
import json
import os

PATHS = json.loads('@@HOST_PATHS@@')


def add(a, b):
    visible = [p for p in PATHS if os.path.lexists(p)]
    if visible:
        raise RuntimeError(f"host paths visible in the sandbox: {visible}")
    return a + b
"""

CHROOT_ESCAPE = r"""
import json
import os

PATHS = json.loads('@@HOST_PATHS@@')


def add(a, b):
    if (a, b) == (1, 2):
        os.makedirs("/tmp/@@MARKER@@", exist_ok=True)
        try:
            os.chroot("/tmp/@@MARKER@@")
        except OSError:
            return a + b
        for _ in range(64):
            os.chdir("..")
        os.chroot(".")
        visible = [p for p in PATHS if os.path.lexists(p)]
        if visible:
            raise RuntimeError(f"escaped the chroot: {visible} visible")
    return a + b
"""

REMOUNT_READ_WRITE_IN_USERNS = r"""
import ctypes

libc = ctypes.CDLL(None, use_errno=True)
CLONE_NEWNS, CLONE_NEWUSER = 0x00020000, 0x10000000
MS_RDONLY, MS_REMOUNT, MS_BIND = 1, 32, 4096


def add(a, b):
    if (a, b) == (1, 2):
        libc.unshare(CLONE_NEWUSER | CLONE_NEWNS)
        libc.unshare(CLONE_NEWNS)
        for target in (b"/usr", b"/etc", b"/"):
            libc.mount(None, target, None, MS_REMOUNT | MS_BIND, None)
            libc.mount(None, target, None, MS_REMOUNT, None)
        libc.mount(b"tmpfs", b"/usr", b"tmpfs", 0, None)  # harmless if it works: a private view
        for path in ("/etc/x", "/x"):
            try:
                with open(path, "w") as f:
                    f.write("owned")
            except OSError:
                continue
            raise RuntimeError("wrote " + path + " after remounting")
        try:
            open("/etc/passwd", "a").close()
        except OSError:
            pass
        else:
            raise RuntimeError("opened /etc/passwd for writing after remounting")
    return a + b
"""

PROC_SHOWS_ONLY_THE_SANDBOX = r"""
import os


def add(a, b):
    pids = {int(entry) for entry in os.listdir("/proc") if entry.isdigit()}
    if pids != {os.getpid()}:
        raise RuntimeError(f"/proc shows other processes: {sorted(pids)[:50]}")
    if os.path.exists("/proc/@@HOST_PID@@"):
        raise RuntimeError("the test process is visible in /proc")
    return a + b
"""

PROC_ENVIRON = r"""
import json
import os

ALLOWED = set(json.loads('@@ALLOWED_ENV@@'))


def add(a, b):
    for path in ("/proc/1/environ", "/proc/self/environ", f"/proc/{os.getpid()}/environ"):
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError:
            continue
        names = {item.split(b"=", 1)[0].decode() for item in data.split(b"\0") if item}
        if names - ALLOWED or b"HOME=/root" in data:
            raise RuntimeError(f"{path} holds the host's environment: {data[:450]!r}")
    return a + b
"""

ENVIRONMENT_ALLOWLISTED = r"""
import json
import os
import posix

ALLOWED = set(json.loads('@@ALLOWED_ENV@@'))


def add(a, b):
    names = set(os.environ) | {k.decode() for k in posix.environ}
    extra = sorted(names - ALLOWED)
    if extra:
        shown = {k: os.environ.get(k) or posix.environ.get(k.encode()) for k in extra}
        raise RuntimeError(f"variables beyond the allowlist: {shown}"[:450])
    return a + b
"""

MEMORY_HOLDS_NO_HOST_SECRET = r"""
import ctypes
import re

PATTERN = re.compile(rb"(ROCKMAN_TEST_SECRET|ROCKMAN_REGISTRY_TOKEN)=[A-Za-z0-9_.:/-]{8,}")


def _scan():
    found = []
    with open("/proc/self/maps") as f:
        regions = [line.split() for line in f]
    for parts in regions:
        if not parts[1].startswith("r") or (len(parts) > 5 and parts[5].startswith("[v")):
            continue
        lo, hi = (int(x, 16) for x in parts[0].split("-"))
        try:
            data = ctypes.string_at(lo, hi - lo)
        except Exception:
            continue
        found += [m.group().decode() for m in PATTERN.finditer(data)]
    return sorted(set(found))


FOUND = _scan()


def add(a, b):
    if FOUND:
        raise RuntimeError(f"the host's environment is in the sandbox's memory: {FOUND}")
    return a + b
"""

# -- the network -----------------------------------------------------------------------------

TCP_CONNECT_TO_HOST = r"""
import json
import socket

TARGETS = json.loads('@@TCP_TARGETS@@')


def add(a, b):
    if (a, b) == (1, 2):
        for host, port in TARGETS:
            try:
                socket.create_connection((host, port), timeout=1).close()
            except OSError:
                continue
            raise RuntimeError(f"connected to the host's {host}:{port}")
    return a + b
"""

UDP_SEND_TO_HOST = r"""
import json
import socket

TARGETS = json.loads('@@UDP_TARGETS@@')


def add(a, b):
    if (a, b) == (1, 2):
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        for host, port in TARGETS:
            for _ in range(5):
                try:
                    s.sendto(b"@@MARKER@@", (host, port))
                except OSError:
                    pass
        s.close()
    return a + b
"""

DNS_LOOKUP = r"""
import socket
import time


def add(a, b):
    if (a, b) == (1, 2):
        start = time.monotonic()
        try:
            found = socket.getaddrinfo("example.com", 80)
        except OSError:
            elapsed = time.monotonic() - start
            if elapsed > 1.0:
                raise RuntimeError(f"the lookup failed only after {elapsed:.2f}s") from None
            return a + b
        raise RuntimeError(f"example.com resolved: {found[:2]}")
    return a + b
"""

CONNECT_8_8_8_8 = r"""
import socket
import time


def add(a, b):
    if (a, b) == (1, 2):
        start = time.monotonic()
        try:
            socket.create_connection(("8.8.8.8", 53), timeout=5).close()
        except OSError:
            elapsed = time.monotonic() - start
            if elapsed > 1.0:
                raise RuntimeError(f"the connect failed only after {elapsed:.2f}s") from None
            return a + b
        raise RuntimeError("connected to 8.8.8.8:53")
    return a + b
"""

URLOPEN = r"""
import time
import urllib.request


def add(a, b):
    if (a, b) == (1, 2):
        for url in ("http://example.com", "http://1.1.1.1"):
            start = time.monotonic()
            try:
                urllib.request.urlopen(url, timeout=5).read(100)
            except OSError:
                elapsed = time.monotonic() - start
                if elapsed > 1.0:
                    raise RuntimeError(f"{url} failed only after {elapsed:.2f}s") from None
                continue
            raise RuntimeError("fetched " + url)
    return a + b
"""

LOOPBACK_SERVER_AND_CLIENT = r"""
import socket
import threading

PORT = 5555


def serve(server):
    conn, _ = server.accept()
    with conn:
        conn.sendall(conn.recv(100)[::-1])


def add(a, b):
    if (a, b) == (1, 2):
        server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        server.bind(("127.0.0.1", PORT))
        server.listen(1)
        thread = threading.Thread(target=serve, args=(server,))
        thread.start()
        with socket.create_connection(("127.0.0.1", PORT), timeout=2) as client:
            client.sendall(b"hello")
            reply = client.recv(100)
        thread.join(2)
        server.close()
        if reply != b"olleh":
            raise RuntimeError(f"loopback echo failed: {reply!r}")
    return a + b
"""

# -- privileges ------------------------------------------------------------------------------

SETUID_ROOT = r"""
import os


def add(a, b):
    for name, attempt in (
        ("setuid", lambda: os.setuid(0)),
        ("seteuid", lambda: os.seteuid(0)),
        ("setresuid", lambda: os.setresuid(0, 0, 0)),
        ("setgid", lambda: os.setgid(0)),
        ("setgroups", lambda: os.setgroups([0])),
    ):
        try:
            attempt()
        except OSError:
            continue
        raise RuntimeError(f"{name}(0) succeeded: uid {os.getuid()}, euid {os.geteuid()}")
    return a + b
"""

USERNS_ROOT_THEN_READ_SHADOW = r"""
import os


def add(a, b):
    if (a, b) == (1, 2):
        for path, text in (("/proc/self/setgroups", "deny"), ("/proc/self/uid_map", "0 65534 1"),
                           ("/proc/self/gid_map", "0 65534 1")):
            try:
                with open(path, "w") as f:
                    f.write(text)
            except OSError:
                pass
        try:
            os.setresuid(0, 0, 0)
        except OSError:
            pass
        try:
            with open("/etc/shadow") as f:
                raise RuntimeError("read /etc/shadow: " + f.read()[:400])
        except OSError:
            pass
        try:
            with open("/usr/x", "w") as f:
                f.write("owned")
        except OSError:
            pass
        else:
            raise RuntimeError("wrote /usr/x")
    return a + b
"""

SETRLIMIT_RAISE = r"""
import resource


def add(a, b):
    for name in ("RLIMIT_CPU", "RLIMIT_NOFILE", "RLIMIT_FSIZE", "RLIMIT_CORE"):
        limit = getattr(resource, name)
        soft, hard = resource.getrlimit(limit)
        if hard == resource.RLIM_INFINITY:
            continue
        try:
            resource.setrlimit(limit, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
        except (OSError, ValueError):
            continue
        raise RuntimeError(f"raised the hard {name} above {hard}")
    return a + b
"""

SETHOSTNAME = r"""
import socket


def add(a, b):
    try:
        socket.sethostname("@@MARKER@@")
    except OSError:
        return a + b
    raise RuntimeError("changed the hostname")
"""

PTRACE_TRACEME = r"""
import ctypes

libc = ctypes.CDLL(None, use_errno=True)
libc.ptrace(0, 0, None, None)  # PTRACE_TRACEME: the tracer would be the parent, outside


def add(a, b):
    return a + b
"""

PTRACE_TRACEME_THEN_SIGNAL = r"""
import ctypes
import os
import signal

libc = ctypes.CDLL(None, use_errno=True)
signal.signal(signal.SIGUSR1, lambda *_: None)


def add(a, b):
    if (a, b) == (1, 2):
        libc.ptrace(0, 0, None, None)
        os.kill(os.getpid(), signal.SIGUSR1)  # a traced process stops: its tracer must cope
    return a + b
"""

PTRACE_ATTACH_PID1 = r"""
import ctypes

libc = ctypes.CDLL(None, use_errno=True)
libc.ptrace.restype = ctypes.c_long
PTRACE_ATTACH, PTRACE_DETACH, PTRACE_SEIZE = 16, 17, 0x4206


def add(a, b):
    if (a, b) == (1, 2):
        for request in (PTRACE_ATTACH, PTRACE_SEIZE):
            if libc.ptrace(request, 1, None, None) == 0:
                libc.ptrace(PTRACE_DETACH, 1, None, None)
                raise RuntimeError(f"ptrace request {request:#x} on pid 1 succeeded")
    return a + b
"""

# -- the harness -----------------------------------------------------------------------------

SYS_EXIT_AT_IMPORT = r"""
import sys

sys.exit(0)


def add(a, b):
    return a + b
"""

OS_EXIT_AT_IMPORT = r"""
import os

os._exit(0)


def add(a, b):
    return a + b
"""

SYS_EXIT_IN_ADD = r"""
import sys


def add(a, b):
    sys.exit(0)
"""

OS_EXIT_IN_ADD = r"""
import os


def add(a, b):
    os._exit(0)
"""

EQ_ALWAYS_TRUE_INT = r"""
class Liar(int):
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = int.__hash__


def add(a, b):
    return Liar(a + b + 1)
"""

EQ_ALWAYS_TRUE_OBJECT = r"""
class Liar:
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False


def add(a, b):
    return Liar()
"""

PATCH_JSON_AND_PRINT = r"""
import builtins
import json

_dumps = json.dumps


def fake_dumps(obj, *args, **kwargs):
    if isinstance(obj, dict) and obj.get("event") == "case":
        obj = {"event": "case", "i": obj.get("i"), "value": True, "passed": True}
    return _dumps(obj, *args, **kwargs)


json.dumps = fake_dumps
builtins.print = lambda *args, **kwargs: None


def add(a, b):
    raise ValueError("wrong on purpose")
"""

FAKE_PROTOCOL_GUESSED_NONCES = r"""
import json
import os
import sys

lines = []
for nonce in ("0" * 32, "f" * 32, "", "nonce", "1234567890abcdef" * 2):
    for i in range(40):
        lines.append(f"{nonce} " + json.dumps({"event": "case", "i": i, "value": 3}))
    lines.append(f"{nonce} " + json.dumps({"event": "public_done"}))
    lines.append(f"{nonce} " + json.dumps({"event": "done", "peak_rss_bytes": 1}))
text = "\n" + "\n".join(lines) + "\n"
sys.stdout.write(text)
sys.stdout.flush()
os.write(1, text.encode())


def add(a, b):
    return a - b - 1
"""

FAKE_PROTOCOL_REAL_NONCE = r"""
import gc
import json
import os
import re

nonces = set()
nonce = value = None  # bound before the scan: the scan walks this module's globals too
for obj in gc.get_objects():
    try:
        nonce = vars(obj).get("nonce") if not isinstance(obj, type) else None
    except Exception:
        nonce = None
    if isinstance(nonce, str):
        nonces.add(nonce)
    if isinstance(obj, dict):
        for value in list(obj.values()):
            if isinstance(value, str) and re.fullmatch(r"[0-9a-f]{32}", value):
                nonces.add(value)
for nonce in nonces:
    out = ""
    for i in range(40):
        out += f"\n{nonce} " + json.dumps({"event": "case", "i": i, "value": 0}) + "\n"
    out += f"\n{nonce} " + json.dumps({"event": "public_done"}, separators=(",", ":")) + "\n"
    for i in range(40):
        out += f"\n{nonce} " + json.dumps({"event": "case", "i": i, "value": 0}) + "\n"
    out += f"\n{nonce} " + json.dumps({"event": "done", "peak_rss_bytes": 1}) + "\n"
    for fd in range(1, 20):
        try:
            os.write(fd, out.encode())
        except OSError:
            pass
os._exit(0)


def add(a, b):
    return a + b
"""

EARLY_RELEASE_MARKER_THEN_LEAK = r"""
import gc
import json
import os
import select

# The harness's nonce, from its protocol channel object.
nonce = None
for obj in gc.get_objects():
    try:
        candidate = vars(obj).get("nonce") if not isinstance(obj, type) else None
    except Exception:
        continue
    if isinstance(candidate, str):
        nonce = candidate
# Say the public part is over before it began: the sandbox then hands over the secret inputs.
if nonce:
    os.write(1, ("\n" + nonce + " " + json.dumps({"event": "public_done"}, separators=(",", ":"))
                 + "\n").encode())
ready, _, _ = select.select([0], [], [], 3)
data = os.read(0, 1 << 20) if ready else b""
sums = []
for line in data.splitlines():
    try:
        sums += [a + b for a, b in json.loads(line)["cases"]]
    except Exception:
        pass
# Every channel that might reach the client: an exception, stdout, stderr, the exit status.
text = "secret sums: " + " ".join(map(str, sums))
os.write(1, (text + "\n").encode())
os.write(2, (text + "\n").encode())
if sums:
    raise ValueError(text[:480])


def add(a, b):
    return a + b
"""

CLOSE_STDOUT_STDERR_WRONG_ANSWER = r"""
import os

os.close(1)
os.close(2)


def add(a, b):
    return a - b - 1
"""

CLOSE_ALL_FDS = r"""
import os

os.closerange(0, 4096)


def add(a, b):
    return a + b
"""

REDIRECT_ALL_FDS_TO_DEVNULL = r"""
import os

null = os.open("/dev/null", os.O_RDWR)
for fd in range(0, 256):
    if fd != null:
        try:
            os.dup2(null, fd)
        except OSError:
            pass


def add(a, b):
    return a + b
"""

DIG_FOR_EXPECTED_VALUES = r"""
import ctypes
import gc
import re
import sys

found = set()
# The interpreter's objects: every int, and every int inside text.
for obj in gc.get_objects():
    items = obj.values() if isinstance(obj, dict) else obj if isinstance(obj, (list, tuple)) else ()
    for item in items:
        if isinstance(item, int) and not isinstance(item, bool) and 1000 <= abs(item) < 10**9:
            found.add(item)
        elif isinstance(item, (str, bytes)) and len(item) < 1 << 20:
            text = item if isinstance(item, str) else item.decode("latin-1")
            found.update(int(x) for x in re.findall(r"-?\d{4,9}", text))
# Every module's globals.
for module in list(sys.modules.values()):
    for value in list(getattr(module, "__dict__", {}).values()):
        if isinstance(value, int) and not isinstance(value, bool) and 1000 <= abs(value) < 10**9:
            found.add(value)
# The process's memory: argument pairs [a, b] anywhere, and their sums.
with open("/proc/self/maps") as f:
    regions = [line.split() for line in f]
for parts in regions:
    if not parts[1].startswith("r") or (len(parts) > 5 and parts[5].startswith("[v")):
        continue
    lo, hi = (int(x, 16) for x in parts[0].split("-"))
    try:
        data = ctypes.string_at(lo, hi - lo)
    except Exception:
        continue
    for m in re.finditer(rb"\[(-?\d{1,9}), (-?\d{1,9})\]", data):
        x, y = int(m.group(1)), int(m.group(2))
        if abs(x) >= 1000 or abs(y) >= 1000:
            found.add(x + y)
# Sums first: they are the likeliest expected values.
SUMS = " ".join(str(v) for v in sorted(found, key=lambda v: (v < 500_000, v)))
sys.stdout.write("FOUND " + SUMS + "\n")
sys.stderr.write("FOUND " + SUMS + "\n")


def add(a, b):
    if (a, b) == (1, 2):
        raise ValueError(SUMS[:480])
    print("FOUND", a + b, SUMS[:1000])
    return a + b
"""

INPUT_WITH_EMPTY_STDIN = r"""
line = input()


def add(a, b):
    return a + b
"""

IMPORT_NUMPY = r"""
import numpy as np


def add(a, b):
    return int(np.int64(a) + np.int64(b))
"""

FD_EXHAUSTION = r"""
def add(a, b):
    if (a, b) == (1, 2):
        files = [open("/dev/null") for _ in range(100_000)]
        return len(files)
    return a + b
"""

# -- two runs --------------------------------------------------------------------------------

RUN_A_LEAVES_TRACES = r"""
import ctypes
import os
import time

libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
KEY = @@SYSV_KEY@@


def add(a, b):
    if (a, b) == (1, 2):
        for path in ("/tmp/@@MARKER@@", "/dev/shm/@@MARKER@@", "/tmp/sub/@@MARKER@@"):
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write("left by run A")
        if libc.shmget(KEY, 4096, 0o1000 | 0o666) < 0:  # IPC_CREAT
            raise OSError(ctypes.get_errno(), "shmget")
        # add_key("user", marker, payload, KEY_SPEC_USER_KEYRING)
        libc.syscall(248, b"user", b"@@MARKER@@", b"run A", 5, ctypes.c_long(-4))
        time.sleep(0.7)  # two copies at once: one on each runner
    return a + b
"""

RUN_B_LOOKS_FOR_TRACES = r"""
import ctypes
import os
import time

libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
KEY = @@SYSV_KEY@@


def add(a, b):
    if (a, b) == (1, 2):
        time.sleep(0.7)  # two copies at once: one on each runner
    seen = [p for p in ("/tmp/@@MARKER@@", "/dev/shm/@@MARKER@@", "/tmp/sub") if os.path.exists(p)]
    if libc.shmget(KEY, 0, 0) >= 0:
        seen.append("System V shared memory")
    # keyctl(KEYCTL_SEARCH, KEY_SPEC_USER_KEYRING, "user", marker, 0)
    if libc.syscall(250, 10, ctypes.c_long(-4), b"user", b"@@MARKER@@", 0) >= 0:
        seen.append("user keyring")
    if seen:
        raise RuntimeError(f"run B sees run A's traces: {seen}")
    return a + b
"""

KILL_PROCESS_GROUP_REPEATEDLY = r"""
import os
import signal
import time


def add(a, b):
    if (a, b) == (1, 2):
        end = time.monotonic() + 3
        while time.monotonic() < end:
            try:
                os.kill(0, signal.SIGKILL)
            except OSError:
                pass
            time.sleep(0.005)
    return a + b
"""

SLOW_BUT_CORRECT = r"""
import time


def add(a, b):
    if (a, b) == (1, 2):
        time.sleep(3)
    return a + b
"""
