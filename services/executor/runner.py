"""A runner daemon: `python -m rockman.executor.runner --socket PATH --name NAME`.

It forks its fork-server (zygote.py) first, while it is still single-threaded and has imported
neither gRPC nor protobuf nor anything else it does not need, then serves RunnerService
(runner.proto) on a
unix socket and hands each Run to the fork-server, one at a time. A Run whose caller goes away
(cancel, deadline, disconnect) is killed at once.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import signal
import socket
import sys
from pathlib import Path

from rockman.executor.native import cgroups, cleanup, jail, linux
from rockman.executor.native.zygote import Zygote

EXIT_UNAVAILABLE = 3


def default_readonly_paths() -> tuple[str, ...]:
    """What a sandboxed run may read: the system's toolchains and this interpreter only."""
    system = ("/usr", "/bin", "/lib", "/lib64", "/lib32", "/libx32", "/sbin", "/etc")
    return (*system, sys.base_prefix, sys.prefix)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m rockman.executor.runner")
    parser.add_argument("--socket", required=True, type=Path)
    parser.add_argument("--name", required=True)
    parser.add_argument("--readonly", action="append", default=[],
                        help="another path the sandbox may read")  # fmt: skip
    ns = parser.parse_args(argv)
    linux.prctl(linux.PR_SET_PDEATHSIG, signal.SIGTERM)  # go when the executor goes
    if os.getppid() == 1:
        sys.exit(0)
    try:
        group = cgroups.open_cgroup(ns.name)
    except Exception as exc:  # Unavailable or OSError: fail closed with the reason
        sys.stderr.write(f"runner: native sandbox unavailable: {exc}\n")
        sys.exit(EXIT_UNAVAILABLE)
    root_dir = cleanup.root_dir(ns.name)
    root_dir.mkdir(exist_ok=True)
    new_root = str(root_dir)
    config = jail.JailConfig(new_root, (*default_readonly_paths(), *ns.readonly))
    front_sock, zygote_sock = socket.socketpair()
    cancel_r, cancel_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the fork-server: single-threaded from here on
        front_sock.close()
        os.close(cancel_w)
        try:
            jail.prepare_root(config)
            Zygote(zygote_sock, cancel_r, group, config).serve_forever()
        except BaseException as exc:
            sys.stderr.write(f"runner: fork-server failed: {type(exc).__name__}: {exc}\n")
        finally:
            os._exit(0)
    zygote_sock.close()
    os.close(cancel_r)
    try:
        from rockman.executor import runner_service
        from rockman.executor.runner_frontend import Frontend

        runner_service.serve(ns.socket, Frontend(front_sock, cancel_w, group.version))
    finally:
        front_sock.close()
        with contextlib.suppress(ChildProcessError):
            os.waitpid(pid, 0)
        group.wait_empty(2.0)
        group.remove()
        shutil.rmtree(new_root, ignore_errors=True)


if __name__ == "__main__":
    main()
