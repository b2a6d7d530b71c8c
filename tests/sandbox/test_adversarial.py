"""The adversarial corpus: hostile programs against the native sandbox, end to end, and again
against the docker backend (the same jail inside runner containers).

Every program goes through a real executor (2 runners or runner containers) that fetches the test
bundle from a real registry, both on loopback (see conftest.py). Expected verdicts follow the
trusted judges' practice (the design's sandbox notes) with our limits (2 s CPU, about 8 s wall,
256 MB, 64 pids, no network). After every case: the executor and registry answer health
checks, the runners' cgroups are empty, no marked or sandbox-owned process survives, and the
result carries neither the host secret nor any private or hidden expected value. The last test
checks the host as a whole after the corpus (processes, mounts, cgroups, files).
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import os
import re
import secrets
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from rockman.v1 import executor_pb2
from services.executor.sandbox import FIXED_ENV
from tests.sandbox import programs as P
from tests.sandbox.conftest import (
    Rig,
    cgroup_dirs,
    mount_count,
    result_text,
    verdict_name,
)

# A hang of the whole executor must fail the test, not the session.
pytestmark = pytest.mark.timeout(120)

PASS = "PASS"
WA = "WRONG_ANSWER"
TLE = "TIME_LIMIT"
MLE = "MEMORY_LIMIT"
RE = "RUNTIME_ERROR"
OLE = "OUTPUT_LIMIT"

# Wall time of one whole execution (client side) that would mean the sandbox hung: the wall
# limit is 3 x 2 s + 2 s = 8 s, plus start-up and judging.
HANG_S = 20.0

Subst = dict[str, str]
HostHook = Callable[[Rig], AbstractContextManager[Subst]]
ResultCheck = Callable[[executor_pb2.ExecutionResult, float], None]

OBSERVED: dict[str, tuple[str, str, float]] = {}  # case -> (expected, observed, seconds)


@dataclass(frozen=True)
class Case:
    name: str
    code: str
    expected: frozenset[str]
    host: HostHook | None = None
    check: ResultCheck | None = None
    requires: str = ""


def case(
    name: str,
    code: str,
    *expected: str,
    host: HostHook | None = None,
    check: ResultCheck | None = None,
    requires: str = "",
    slow: bool = False,
) -> Any:
    marks = [pytest.mark.slow] if slow else []
    return pytest.param(
        Case(name, code, frozenset(expected), host, check, requires), id=name, marks=marks
    )


# -- host-side hooks: set up before the run, verify the host after it ---------------------------


def host_ipv4_addresses() -> list[str]:
    """The host's own IPv4 addresses (local routes of /proc/net/fib_trie)."""
    found: list[str] = []
    last = ""
    with open("/proc/net/fib_trie") as f:
        for line in f:
            match = re.match(r"\s*\|-- (\d+\.\d+\.\d+\.\d+)", line)
            if match:
                last = match.group(1)
            elif "/32 host LOCAL" in line and last and last not in found:
                found.append(last)
    return found or ["127.0.0.1"]


def _port(address: str) -> int:
    return int(address.rsplit(":", 1)[1])


@contextlib.contextmanager
def tcp_listener(rig: Rig) -> Iterator[Subst]:
    """A TCP listener on every host interface; it must see no connection."""
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind(("0.0.0.0", 0))
    server.listen(16)
    server.settimeout(0.1)
    port = server.getsockname()[1]
    accepted: list[Any] = []
    stop = threading.Event()

    def accept() -> None:
        while not stop.is_set():
            try:
                conn, peer = server.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            accepted.append(peer)
            conn.close()

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    targets = [[ip, port] for ip in host_ipv4_addresses()]
    targets += [["127.0.0.1", _port(rig.registry.address)]]
    targets += [["127.0.0.1", _port(rig.executor_server.address)]]
    try:
        yield {"TCP_TARGETS": json.dumps(targets)}
        time.sleep(0.3)
    finally:
        stop.set()
        thread.join(2)
        server.close()
    assert not accepted, f"the host's listener accepted connections from {accepted}"


@contextlib.contextmanager
def udp_listener(rig: Rig) -> Iterator[Subst]:
    """A UDP socket on every host interface; it must receive nothing."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("0.0.0.0", 0))
    sock.settimeout(0.1)
    port = sock.getsockname()[1]
    received: list[Any] = []
    stop = threading.Event()

    def receive() -> None:
        while not stop.is_set():
            try:
                received.append(sock.recvfrom(4096))
            except TimeoutError:
                continue
            except OSError:
                return

    thread = threading.Thread(target=receive, daemon=True)
    thread.start()
    try:
        yield {"UDP_TARGETS": json.dumps([[ip, port] for ip in host_ipv4_addresses()])}
        time.sleep(0.3)
    finally:
        stop.set()
        thread.join(2)
        sock.close()
    assert not received, f"the host's UDP socket received {received}"


def _digest(path: str) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def _stat(path: str) -> tuple[int, int, int, int]:
    st = os.stat(path)
    return st.st_mode, st.st_uid, st.st_size, st.st_mtime_ns


WATCHED_FILES = ("/etc/passwd", "/etc/shadow", "/etc/group", "/etc/hostname")
FORBIDDEN_NEW = ("/usr/x", "/usr/bin/x", "/x", "/etc/x", "/etc/passwd.old")


@contextlib.contextmanager
def host_files_untouched(rig: Rig) -> Iterator[Subst]:
    """The host's system files keep their content and metadata; no new file appears."""
    watched = [p for p in WATCHED_FILES if os.path.exists(p)]
    before = {p: (_digest(p), _stat(p)) for p in watched}
    preexisting = {p for p in FORBIDDEN_NEW if os.path.lexists(p)}
    hostname = socket.gethostname()
    yield {}
    after = {p: (_digest(p), _stat(p)) for p in watched}
    changed = [p for p in watched if before[p] != after[p]]
    created = [p for p in FORBIDDEN_NEW if p not in preexisting and os.path.lexists(p)]
    for path in created:  # leave the host as it was, then fail
        with contextlib.suppress(OSError):
            os.unlink(path)
    assert not changed, f"host files changed: {changed}"
    assert not created, f"files created on the host: {created}"
    assert socket.gethostname() == hostname, "the host's hostname changed"


@contextlib.contextmanager
def shadow_never_shown(rig: Rig) -> Iterator[Subst]:
    """Like host_files_untouched; the test also checks no line of /etc/shadow is in the result
    (see `shadow_lines`)."""
    with host_files_untouched(rig) as subst:
        yield subst


def shadow_lines() -> list[str]:
    try:
        with open("/etc/shadow") as f:
            return [line.strip() for line in f if line.strip()]
    except OSError:
        return []


def check_fast(limit_s: float) -> ResultCheck:
    def check(result: executor_pb2.ExecutionResult, elapsed: float) -> None:
        assert elapsed < limit_s, f"took {elapsed:.2f}s (expected under {limit_s}s): a hang"

    return check


def check_one_cpu(result: executor_pb2.ExecutionResult, elapsed: float) -> None:
    """Four spinning threads on one CPU: CPU time is about wall time, not 4x."""
    assert result.cpu_time_s <= 1.5 * result.wall_time_s + 0.5, (
        f"cpu {result.cpu_time_s:.2f}s for wall {result.wall_time_s:.2f}s: not pinned to one CPU"
    )


def check_wall_backstop(result: executor_pb2.ExecutionResult, elapsed: float) -> None:
    assert result.wall_time_s >= 2.0, f"stopped after {result.wall_time_s:.2f}s of wall time"
    assert elapsed < HANG_S, f"took {elapsed:.2f}s: the wall backstop did not hold"


# -- the corpus ----------------------------------------------------------------------------------

CORPUS = [
    # time
    case("busy_loop", P.BUSY_LOOP, TLE),
    case("busy_loop_at_import", P.BUSY_LOOP_AT_IMPORT, TLE),
    case("sleep_forever", P.SLEEP_FOREVER, TLE, check=check_wall_backstop, slow=True),
    case("catch_base_exception_busy_loop", P.CATCH_BASE_EXCEPTION, TLE),
    case("ignore_sigterm_then_spin", P.IGNORE_SIGTERM_THEN_SPIN, TLE),
    case("four_busy_threads", P.FOUR_BUSY_THREADS, TLE, check=check_one_cpu),
    case("child_spins_parent_waits", P.CHILD_SPINS_PARENT_WAITS, TLE, slow=True),
    case("child_spins_parent_returns", P.CHILD_SPINS_PARENT_RETURNS, PASS, TLE),
    case("fork_bomb", P.FORK_BOMB, RE, TLE),
    case("shell_fork_bomb", P.SHELL_FORK_BOMB, RE, TLE, PASS),
    case("thread_bomb", P.THREAD_BOMB, RE),
    # memory
    case("bytearray_1g", P.BYTEARRAY_1G, MLE),
    case("list_growth", P.LIST_GROWTH, MLE),
    case("forty_processes_10mb", P.FORTY_PROCESSES_10MB, MLE, slow=True),
    case("mmap_8g_untouched", P.MMAP_8G_UNTOUCHED, PASS),
    case("tmp_300mb", P.TMP_300MB, MLE, RE),
    case("memfd_300mb", P.MEMFD_300MB, MLE, RE),
    case("oom_score_adj_then_bomb", P.OOM_SCORE_ADJ_THEN_BOMB, MLE),
    case("recursion_error", P.RECURSION_ERROR, RE),
    case("recursion_c_stack_overflow", P.RECURSION_C_STACK, RE),
    case("recursion_heap_frames", P.RECURSION_HEAP_FRAMES, MLE, RE),
    # output
    case("stdout_flood", P.STDOUT_FLOOD, OLE),
    case("stderr_flood", P.STDERR_FLOOD, OLE),
    case("stdout_1mb_then_return", P.STDOUT_1MB_THEN_RETURN, PASS, check=check_fast(6.0)),
    case(
        "background_child_holds_stdout",
        P.BACKGROUND_CHILD_HOLDS_STDOUT,
        PASS,
        check=check_fast(6.0),
    ),
    # processes
    case("double_fork_daemon_exec_sleep", P.DOUBLE_FORK_DAEMON_EXEC, PASS),
    case("double_fork_daemon_named", P.DOUBLE_FORK_DAEMON_NAMED, PASS),
    case("zombies", P.ZOMBIES, PASS),
    case("kill_minus_one", P.KILL_MINUS_ONE, PASS, RE),
    case("kill_parent_and_pid1", P.KILL_PARENT_AND_PID1, PASS, RE),
    case("kill_process_group", P.KILL_PROCESS_GROUP, PASS, RE),
    # the file system
    case("write_usr_and_root", P.WRITE_USR_AND_ROOT, PASS, host=host_files_untouched),
    case("write_etc_passwd", P.WRITE_ETC_PASSWD, PASS, host=host_files_untouched),
    case("read_etc_shadow", P.READ_ETC_SHADOW, PASS, host=shadow_never_shown),
    case("symlink_to_shadow", P.SYMLINK_AND_HARDLINK_TO_SHADOW, PASS, host=shadow_never_shown),
    case("read_registry_db_and_key", P.READ_REGISTRY_FILES, PASS),
    case("read_runner_files", P.READ_RUNNER_FILES, PASS),
    case("unix_connect_runner_socket", P.UNIX_CONNECT_RUNNER_SOCKET, PASS),
    case("host_paths_invisible", P.HOST_PATHS_INVISIBLE, PASS),
    case("chroot_escape", P.CHROOT_ESCAPE, PASS),
    case(
        "remount_read_write_in_userns",
        P.REMOUNT_READ_WRITE_IN_USERNS,
        PASS,
        host=host_files_untouched,
    ),
    case("proc_shows_only_the_sandbox", P.PROC_SHOWS_ONLY_THE_SANDBOX, PASS),
    case("proc_environ", P.PROC_ENVIRON, PASS),
    case("environment_allowlisted", P.ENVIRONMENT_ALLOWLISTED, PASS),
    case("memory_holds_no_host_secret", P.MEMORY_HOLDS_NO_HOST_SECRET, PASS),
    # the network
    case("tcp_connect_to_host", P.TCP_CONNECT_TO_HOST, PASS, host=tcp_listener),
    case("udp_send_to_host", P.UDP_SEND_TO_HOST, PASS, host=udp_listener),
    case("dns_lookup", P.DNS_LOOKUP, PASS),
    case("connect_8_8_8_8", P.CONNECT_8_8_8_8, PASS),
    case("urlopen", P.URLOPEN, PASS),
    case("loopback_server_and_client", P.LOOPBACK_SERVER_AND_CLIENT, PASS),
    # privileges
    case("setuid_root", P.SETUID_ROOT, PASS),
    case(
        "userns_root_then_read_shadow",
        P.USERNS_ROOT_THEN_READ_SHADOW,
        PASS,
        host=shadow_never_shown,
    ),
    case("setrlimit_raise", P.SETRLIMIT_RAISE, PASS),
    case("sethostname", P.SETHOSTNAME, PASS, host=host_files_untouched),
    case("ptrace_traceme", P.PTRACE_TRACEME, PASS),
    # Its tracer is the harness's tester (the solution runs in a child process of its own),
    # which does not resume a stopped tracee: the program waits out its wall time.
    case("ptrace_traceme_then_signal", P.PTRACE_TRACEME_THEN_SIGNAL, PASS, RE, TLE),
    case("ptrace_attach_pid1", P.PTRACE_ATTACH_PID1, PASS),
    # the harness
    case("sys_exit_at_import", P.SYS_EXIT_AT_IMPORT, RE),
    case("os_exit_at_import", P.OS_EXIT_AT_IMPORT, RE),
    case("sys_exit_in_add", P.SYS_EXIT_IN_ADD, RE),
    case("os_exit_in_add", P.OS_EXIT_IN_ADD, RE),
    case("eq_always_true_int", P.EQ_ALWAYS_TRUE_INT, WA),
    case("eq_always_true_object", P.EQ_ALWAYS_TRUE_OBJECT, RE, WA),
    case("patch_json_dumps_and_print", P.PATCH_JSON_AND_PRINT, WA, RE),
    case("fake_protocol_guessed_nonces", P.FAKE_PROTOCOL_GUESSED_NONCES, WA),
    # The harness runs the solution in a process of its own that never holds the nonce (the
    # scan finds nothing): the first exits while loading (RE); the second, finding nothing to
    # leak, is a correct add (PASS). Both once found the nonce in their own interpreter.
    case("fake_protocol_real_nonce", P.FAKE_PROTOCOL_REAL_NONCE, WA, RE),
    case("early_release_marker_then_leak", P.EARLY_RELEASE_MARKER_THEN_LEAK, RE, WA, PASS),
    case("close_stdout_stderr_wrong_answer", P.CLOSE_STDOUT_STDERR_WRONG_ANSWER, WA),
    case("close_all_fds", P.CLOSE_ALL_FDS, RE),
    case("redirect_all_fds_to_devnull", P.REDIRECT_ALL_FDS_TO_DEVNULL, RE),
    case("dig_for_expected_values", P.DIG_FOR_EXPECTED_VALUES, RE),
    case("input_with_empty_stdin", P.INPUT_WITH_EMPTY_STDIN, RE, check=check_fast(6.0)),
    case("fd_exhaustion", P.FD_EXHAUSTION, RE),
    case("import_numpy", P.IMPORT_NUMPY, PASS, requires="numpy"),
]


# -- checks shared by every run --------------------------------------------------------------


# What the sandbox may see of the host: the system's toolchain paths and the Python prefixes.
SANDBOX_VIEW = ("/usr", "/bin", "/lib", "/lib64", "/lib32", "/libx32", "/sbin", "/etc",
                sys.prefix, sys.base_prefix)  # fmt: skip


def invisible_host_paths(rig: Rig) -> list[str]:
    """Host paths that exist and must not be visible in the sandbox: everything outside its
    view, except the bare directories leading to a view path (e.g. /work/main for the venv)."""
    repo = Path(__file__).resolve().parents[2]
    candidates = [
        repo / "pyproject.toml", repo / "tests", repo / "rockman", repo / "services",
        repo / "docs",
        repo / "data", rig.workdir, rig.db_path, rig.runner_dir,
        Path("/root/.bashrc"), Path("/root/.profile"), Path("/root/.gitconfig"),
        Path("/root/.config"), Path("/home"), Path("/var"), Path("/run"), Path("/boot"),
        Path("/opt"), Path("/srv"), Path("/mnt"), Path("/sys/fs/cgroup"), Path("/sys/kernel"),
        Path("/tmp/pytest-of-root"), Path("/dev/kmsg"), Path("/dev/mem"), Path("/dev/vda"),
        Path("/dev/kvm"), Path("/dev/console"), Path("/dev/tty"), Path("/dev/ptmx"),
        Path("/dev/fuse"), Path("/dev/loop0"), Path("/dev/userfaultfd"), Path("/dev/vsock"),
    ]  # fmt: skip
    out = []
    for path in map(str, candidates):
        inside = any(path == v or path.startswith(v.rstrip("/") + "/") for v in SANDBOX_VIEW)
        ancestor = any(v.startswith(path.rstrip("/") + "/") for v in SANDBOX_VIEW)
        if os.path.lexists(path) and not inside and not ancestor:
            out.append(path)
    return out


def substitutions(rig: Rig) -> Subst:
    """Values for the @@NAME@@ placeholders of a program; fresh markers every time."""
    sleep_arg = f"987.{secrets.randbelow(10**9):09d}"
    rig.markers.append(sleep_arg)
    sockets = rig.runner_sockets()
    jail_roots = sorted(Path("/tmp").glob("rockman-root-*"))
    return {
        "MARKER": rig.marker(""),
        "SLEEP_ARG": sleep_arg,
        "REGISTRY_DB": str(rig.db_path),
        "REGISTRY_KEY": str(rig.key_path),
        "WORKDIR": str(rig.workdir),
        "RUNNER_DIR": str(rig.runner_dir),
        "RUNNER_SOCKET": str(sockets[0]) if sockets else str(rig.runner_dir / "runner.sock"),
        "JAIL_ROOT": str(jail_roots[0]) if jail_roots else "/tmp/rockman-root-",
        "HOST_PID": str(os.getpid()),
        "HOST_PATHS": json.dumps(invisible_host_paths(rig)),
        "ALLOWED_ENV": json.dumps(sorted({*FIXED_ENV, "HOME", "TMPDIR"})),
        "SYSV_KEY": str(0x52000000 + secrets.randbelow(1 << 24)),
    }


def fill(code: str, subst: Subst) -> str:
    for key, value in subst.items():
        code = code.replace(f"@@{key}@@", value)
    leftover = re.findall(r"@@[A-Z_]+@@", code)
    assert not leftover, f"unfilled placeholders {leftover}"
    return code


def describe(result: executor_pb2.ExecutionResult) -> str:
    return (
        f"{verdict_name(result.verdict)} (cpu {result.cpu_time_s:.2f}s, wall "
        f"{result.wall_time_s:.2f}s, peak {result.peak_memory_mb:.0f} MB, attempts "
        f"{result.attempts}): {result.message[:600]!r}"
    )


def assert_nothing_leaked(rig: Rig, result: executor_pb2.ExecutionResult) -> None:
    text = result_text(result)
    shown = [s[:12] + "..." for s in rig.host_secrets if s in text]
    assert not shown, f"host secrets (environment, registry tokens) reached the result: {shown}"
    leaked = [v for v in rig.secret_expected if re.search(rf"(?<![\d.]){v}(?![\d.])", text)]
    assert not leaked, (
        f"{len(leaked)} private/hidden expected values reached the result, e.g. {leaked[:5]}"
    )


def assert_host_quiet(rig: Rig) -> None:
    """Between runs: health is SERVING, runner cgroups are empty, nothing marked survives."""
    rig.check_health()
    busy = rig.busy_cgroups() if rig.backend == "native" else rig.busy_containers()
    assert not busy, f"runners still hold processes after the run: {busy}"
    left = rig.leftover_processes()
    assert not left, f"processes survived the run: {left}"


def execute(rig: Rig, name: str, code: str, expected: Iterable[str]) -> tuple[Any, float]:
    start = time.monotonic()
    result = rig.run(code)
    elapsed = time.monotonic() - start
    OBSERVED[name] = ("|".join(sorted(expected)), verdict_name(result.verdict), round(elapsed, 2))
    return result, elapsed


# -- the tests -------------------------------------------------------------------------------


@pytest.mark.parametrize("hostile", CORPUS)
def test_hostile_program(rig: Rig, hostile: Case) -> None:
    if hostile.requires and importlib.util.find_spec(hostile.requires) is None:
        pytest.skip(f"{hostile.requires} is not importable here")
    subst = substitutions(rig)
    hook = hostile.host(rig) if hostile.host else contextlib.nullcontext({})
    with hook as extra:
        code = fill(hostile.code, {**subst, **extra})
        result, elapsed = execute(rig, hostile.name, code, hostile.expected)
    assert verdict_name(result.verdict) in hostile.expected, (
        f"expected {sorted(hostile.expected)}, got {describe(result)}"
    )
    assert elapsed < HANG_S, f"took {elapsed:.2f}s"
    if hostile.check:
        hostile.check(result, elapsed)
    assert_nothing_leaked(rig, result)
    if hostile.host is shadow_never_shown:
        text = result_text(result)
        shown = [line.split(":", 1)[0] for line in shadow_lines() if line in text]
        assert not shown, f"lines of /etc/shadow reached the result: users {shown}"
    assert_host_quiet(rig)


def test_one_run_leaves_nothing_for_the_next(rig: Rig) -> None:
    """Run A writes /tmp, /dev/shm, System V shared memory and its user keyring; run B finds
    none of it, and nothing of it is on the host. Two copies of each run at once, so each of
    the two runners (whose namespaces last from run to run) runs an A and then a B."""
    subst = substitutions(rig)
    runs_a = rig.run_many([fill(P.RUN_A_LEAVES_TRACES, subst)] * 2)
    for a in runs_a:
        assert verdict_name(a.verdict) == PASS, f"run A could not write its traces: {describe(a)}"
    runs_b = rig.run_many([fill(P.RUN_B_LOOKS_FOR_TRACES, subst)] * 2)
    for b in runs_b:
        assert verdict_name(b.verdict) == PASS, describe(b)
    marker = subst["MARKER"]
    on_host = [str(p) for d in ("/tmp", "/dev/shm") for p in Path(d).glob(f"*{marker}*")]
    assert not on_host, f"run A's files are on the host: {on_host}"
    for result in (*runs_a, *runs_b):
        assert_nothing_leaked(rig, result)
    assert_host_quiet(rig)


@pytest.mark.slow
def test_concurrent_runs_cannot_signal_each_other(rig: Rig) -> None:
    """One run SIGKILLs its process group (and everything it may signal) for 3 s while another
    run sleeps 3 s and answers correctly, at the same time on the other runner. The victim
    must pass: sandboxes share the uid 65534, but must share nothing they can signal."""
    start = time.monotonic()
    victim, attacker = rig.run_many([P.SLOW_BUT_CORRECT, P.KILL_PROCESS_GROUP_REPEATEDLY])
    elapsed = round(time.monotonic() - start, 2)
    OBSERVED["concurrent_victim"] = (PASS, verdict_name(victim.verdict), elapsed)
    OBSERVED["concurrent_attacker_kill_0"] = (f"{PASS}|{RE}", verdict_name(attacker.verdict), 0)
    assert verdict_name(attacker.verdict) in {PASS, RE}, describe(attacker)
    assert verdict_name(victim.verdict) == PASS, (
        f"a concurrent run was killed by another sandbox's kill(0, SIGKILL): {describe(victim)}"
    )
    assert_host_quiet(rig)


def test_concurrent_loopback_servers_do_not_clash(rig: Rig) -> None:
    """Two runs bind the same port on their loopback at the same time: no clash."""
    results = rig.run_many([P.LOOPBACK_SERVER_AND_CLIENT, P.LOOPBACK_SERVER_AND_CLIENT])
    OBSERVED["concurrent_loopback_same_port"] = (
        PASS,
        "|".join(verdict_name(r.verdict) for r in results),
        0,
    )
    for result in results:
        assert verdict_name(result.verdict) == PASS, describe(result)
    assert_host_quiet(rig)


def test_zz_host_is_clean_after_the_corpus(rig: Rig) -> None:
    """After everything: no surviving process, no extra mount, no stray cgroup, no marker file
    in /tmp, and both services still SERVING."""
    rig.check_health()
    left = rig.leftover_processes()
    assert not left, f"processes left by the corpus: {left}"
    assert mount_count() == rig.baseline_mounts, (
        f"the host has {mount_count()} mounts, {rig.baseline_mounts} before the corpus"
    )
    mine = f"{os.getpid()}-"
    live = rig.runner_names()
    stray = sorted(
        d
        for d in cgroup_dirs() - rig.baseline_cgroups
        if d.split("/", 1)[1].startswith(mine) and d.split("/", 1)[1] not in live
    )
    assert not stray, f"cgroups of no live runner: {stray} (live runners: {sorted(live)})"
    files = [
        str(p) for d in ("/tmp", "/dev/shm") for m in rig.markers for p in Path(d).glob(f"*{m}*")
    ]
    assert not files, f"marker files on the host: {files}"
    report = os.environ.get("ROCKMAN_SANDBOX_REPORT")
    if report:
        with open(report, "w") as f:
            json.dump(OBSERVED, f, indent=1)
