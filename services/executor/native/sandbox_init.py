"""The sandbox init of one runner: PID 1 of the runner's own pid, mount, net and uts namespaces.

Started once by the fork-server (and again if it ever ends), it re-executes the interpreter as a
small process (``-S -s``: no site hooks; only the harness and the few modules below), because
every run is a fork of it and a fork costs in proportion to the memory it copies. It then mounts
/proc, pivots into the read-only root, brings up a private loopback, and runs jobs one at a time.
For each job it mounts a fresh work folder and forks the run's process, which joins the run's
cgroup, takes the job's stdin, stdout and stderr, drops every privilege (jail.drop_privileges)
and runs the job. The init reports the process's wait status, then reaps every orphan the run
leaves while the fork-server, outside, kills whatever of the run is still in its cgroup; it
closes the status pipe when no process of the run is left.

Untrusted code cannot see the init (/proc has hidepid=2), signal, ptrace or read it (other uid,
no capabilities, a user namespace of its own); the init holds nothing secret (the secret stdin
goes from the front-end straight into the run's pipe).
"""

from __future__ import annotations

import contextlib
import errno
import marshal
import os
import signal
import socket
import struct
import sys
from typing import Any

from rockman.judging import python_harness
from services.executor.native import jail, linux
from services.executor.native.wire import recv_message, recv_tagged

NAMESPACES = linux.CLONE_NEWNS | linux.CLONE_NEWPID | linux.CLONE_NEWNET | linux.CLONE_NEWUTS
STARTED = b"S"
READY = b"R"  # written by the run's process once it is jailed, before untrusted code
# Then, from the init: the run's process ended (wait status, its peak RSS with its reaped
# children's, in bytes), and every process of the run is gone (the tree's peak RSS, the work
# folder's bytes in use at the end, -1 if it could not be read).
MAIN_ENDED = struct.Struct("!iq")
# A program's ru_maxrss counts the largest resident set its process ever had, across exec: a
# program exec'ed by a fork of this interpreter would count the interpreter's ~10 MB. So a run's
# process execs util-linux's small `setsid -f`, whose fork (a process of its own, with setsid's
# small memory) execs the program.
SPAWN = "/usr/bin/setsid"
# Instead of READY: the run's files did not fit its work folder (bytes, pages or inodes); then
# a message saying so, and the run does not start.
FILES_DO_NOT_FIT = b"F"
TREE_ENDED = struct.Struct("!qq")
MODE_PYTHON_HARNESS = 2
BOOT = (
    "import sys; sys.path[:0] = [sys.argv[1]]; "
    "from services.executor.native.sandbox_init import main; main()"
)


def package_root() -> str:
    """The folder holding the `rockman` package, for the re-executed init's sys.path."""
    import rockman

    return os.path.dirname(os.path.dirname(os.path.abspath(rockman.__file__)))


def settings(config: jail.JailConfig, env: dict[str, str]) -> bytes:
    """What the fork-server sends the new init first: the jail, the runs' environment, and the
    site-packages folders a run may import from (added to sys.path, their .pth files unread)."""
    import site

    paths = [p for p in site.getsitepackages() if os.path.isdir(p)]
    return marshal.dumps({"jail": tuple(config), "env": env, "site": paths})


def start(sock: socket.socket, procs: list[int], env: dict[str, str]) -> None:
    """In the fork-server's child: enter new namespaces and fork the init (PID 1 there), which
    re-executes the interpreter; stay as its parent until it ends."""
    linux.prctl(linux.PR_SET_PDEATHSIG, signal.SIGKILL)
    linux.unshare(NAMESPACES)
    # Dumpable, so that the fork-server (same uid in a container, whose user namespace made
    # it non-dumpable) may read the runs' mounts through /proc/PID/root (MemoryPeak); runs
    # cannot see this process (another pid namespace) and it holds nothing secret.
    linux.prctl(linux.PR_SET_DUMPABLE, 1)
    pid = os.fork()
    if pid == 0:  # pragma: no cover - becomes the namespaces' PID 1
        fds = [sock.fileno(), *procs]
        for fd in fds:
            os.set_inheritable(fd, True)
        argv = ["-S", "-s", "-c", BOOT, package_root(), ",".join(map(str, fds))]
        os.execve(sys.executable, [sys.executable, *argv], env)
    sock.close()
    for fd in procs:
        os.close(fd)
    os.waitpid(pid, 0)
    os._exit(0)


def main() -> None:  # pragma: no cover - runs as PID 1 of the runner's namespaces
    fds = [int(x) for x in sys.argv[2].split(",")]
    sock = socket.socket(fileno=fds[0])
    for fd in fds:
        os.set_inheritable(fd, False)
    payload = recv_message(sock)
    if payload is None:
        os._exit(1)
    given = marshal.loads(payload)
    sys.path.extend(given["site"])
    import site  # with -S, only what `exit()` and `quit()` need

    site.setquit()
    config = jail.JailConfig(*given["jail"])
    SandboxInit(sock, fds[1:], config, given["env"]).serve()
    os._exit(0)


class SandboxInit:  # pragma: no cover - runs as PID 1 of the runner's namespaces
    def __init__(
        self, sock: socket.socket, procs: list[int], config: jail.JailConfig, env: dict[str, str]
    ) -> None:
        self.sock = sock
        self.procs = procs  # the run cgroup's cgroup.procs files, opened before pivot_root
        self.config = config
        self.env = env

    def serve(self) -> None:
        linux.prctl(linux.PR_SET_PDEATHSIG, signal.SIGKILL)
        # Not dumpable: a run of the same uid (in a container) can neither ptrace this init nor
        # read its /proc files; each run's process makes itself dumpable again.
        linux.prctl(linux.PR_SET_DUMPABLE, 0)
        try:
            jail.enter_namespaces(self.config)
        except BaseException as exc:
            self.sock.sendall(f"{type(exc).__name__}: {exc}".encode()[-2000:])
            return
        self.sock.sendall(STARTED)
        while True:
            message = recv_tagged(self.sock, max_fds=4)
            if message is None:
                return
            _, payload, fds = message
            if len(fds) != 4:
                for fd in fds:
                    os.close(fd)
                continue
            self._run(marshal.loads(payload), fds)

    def _reap(self) -> None:
        """Collect the orphans of earlier runs (they count against the pids limit until then)."""
        with contextlib.suppress(ChildProcessError):
            while os.waitpid(-1, os.WNOHANG)[0]:
                pass

    def _run(self, job: dict[str, Any], fds: list[int]) -> None:
        """One job. On the status pipe: the run's process's wait status and its peak RSS once
        it ends; then, once every process of the run is reaped, the peak RSS of the whole tree
        and the bytes its work folder held, after which the work folder is detached (its
        pages freed) and the pipe closed: the runner is clean when the pipe closes."""
        in_r, out_w, err_w, status_w = fds
        try:
            self._reap()
            jail.prepare_work(self.config, job["files"], job["work_bytes"], job["executables"])
            pid = os.fork()
        except OSError as exc:
            if exc.errno not in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
                _report(err_w, exc)
            else:
                size = sum(len(content) for content in job["files"].values())
                note = (
                    f"the program's {len(job['files'])} files ({size} bytes) do not fit its "
                    f"{job['work_bytes'] >> 20} MiB work folder (bytes, pages or files)"
                )
                with contextlib.suppress(OSError):
                    os.write(status_w, FILES_DO_NOT_FIT + note.encode())
            with contextlib.suppress(OSError):
                jail.clear_work()
            for fd in fds:
                os.close(fd)
            return
        except BaseException as exc:
            _report(err_w, exc)
            for fd in fds:
                os.close(fd)
            return
        if pid == 0:
            self._child(job, fds)
        for fd in (in_r, out_w, err_w):
            os.close(fd)
        main, peak_rss = pid, 0
        if job["mode"] != MODE_PYTHON_HARNESS and os.path.exists(SPAWN):
            # The run's process execs `setsid -f`, which forks the program and exits: the
            # program, orphaned, is this init's child, with a resident-set count of its own
            # (`_child`). The run's process's own is this interpreter's, so it is left out.
            with contextlib.suppress(ChildProcessError):
                _, status, usage = os.wait4(pid, 0)
                spawned = _spawned(pid) if os.waitstatus_to_exitcode(status) == 0 else None
                if spawned is None:  # it failed before the program started
                    peak_rss = usage.ru_maxrss * 1024
                    with contextlib.suppress(OSError):
                        os.write(status_w, MAIN_ENDED.pack(status, peak_rss))
                main = spawned or 0
        with contextlib.suppress(ChildProcessError):
            while main:
                done, status, usage = os.wait4(-1, 0)
                peak_rss = max(peak_rss, usage.ru_maxrss * 1024)
                if done == main:
                    with contextlib.suppress(OSError):
                        os.write(status_w, MAIN_ENDED.pack(status, peak_rss))
                    break
        with contextlib.suppress(ChildProcessError):  # the fork-server now kills what is left
            while True:  # of the run: reap it all
                peak_rss = max(peak_rss, os.wait4(-1, 0)[2].ru_maxrss * 1024)
        try:
            used = jail.work_used_bytes()
            jail.clear_work()
        except OSError:
            used = -1
        with contextlib.suppress(OSError):
            os.write(status_w, TREE_ENDED.pack(peak_rss, used))
        os.close(status_w)

    def _child(self, job: dict[str, Any], fds: list[int]) -> None:
        """The run's process: into the run's cgroup first, then jailed, then the job."""
        in_r, out_w, err_w, status_w = fds
        try:
            for fd in self.procs:
                os.write(fd, b"0")
            os.setsid()  # a session of its own
            with open("/proc/self/oom_score_adj", "w") as f:  # the first to go when memory runs
                f.write("1000")  # out (in a container, the runner daemon shares the cgroup)
            os.dup2(in_r, 0)
            os.dup2(out_w, 1)
            os.dup2(err_w, 2)
            os.dup2(status_w, 3)
            os.closerange(4, 65536)  # the init's socket and the cgroup files among them
            jail.drop_privileges(
                self.config, job["cpu_time_s"], job["file_size_bytes"], job["open_files"]
            )
            os.environ.clear()
            os.environ.update(self.env, **job["env"], HOME="/tmp", TMPDIR="/tmp")
            os.write(3, READY)
            os.close(3)
        except BaseException as exc:
            _report(2, exc)
            os._exit(126)
        code = 1
        try:
            if job["mode"] == MODE_PYTHON_HARNESS:
                source = job["files"].get("solution.py", b"").decode("utf-8", "surrogateescape")
                python_harness.run(source, isolate="--isolate" in job["argv"])
                code = 0
            elif os.path.exists(SPAWN):
                os.execve(SPAWN, [SPAWN, "-f", *job["argv"]], dict(os.environ))
            else:
                os.execve(job["argv"][0], list(job["argv"]), dict(os.environ))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        except BaseException as exc:
            _report(2, exc)
        finally:
            try:
                sys.stdout.flush()
                sys.stderr.flush()
            except BaseException:
                pass
        os._exit(code)


def _spawned(parent: int) -> int | None:
    """The program `setsid -f` (process `parent`, reaped) forked: now a child of this init. Its
    pid is the first allocated after the parent's, counting around the pid space (the program's
    own orphans, if it already has some, came later)."""
    try:
        with open("/proc/sys/kernel/pid_max") as f:
            pid_max = int(f.read())
    except (OSError, ValueError):
        pid_max = 1 << 22
    children = []
    for entry in os.listdir("/proc"):
        if entry.isdigit() and entry != "1":
            try:
                with open(f"/proc/{entry}/stat", "rb") as f:
                    ppid = int(f.read().rsplit(b")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            if ppid == 1:
                children.append(int(entry))
    return min(children, key=lambda p: (p - parent) % pid_max, default=None)


def _report(fd: int, exc: BaseException) -> None:
    """A traceback on `fd` (traceback is imported only here: the init stays small)."""
    try:
        import traceback

        text = "".join(traceback.format_exception(exc))
        os.write(fd, text.encode("utf-8", "replace")[-2000:])
    except BaseException:
        pass
