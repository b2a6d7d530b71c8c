"""A runner daemon: `python -m services.executor.runner --socket PATH --name NAME`.

It forks its fork-server (zygote.py) first, while it is still single-threaded and has imported
neither gRPC nor protobuf nor anything else it does not need, then serves RunnerService
(runner.proto) on a
unix socket and hands each Run to the fork-server, one at a time. A Run whose caller goes away
(cancel, deadline, disconnect) is killed at once.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
from pathlib import Path

from services.executor.native import cgroups, cleanup, container, jail, linux
from services.executor.native.zygote import Zygote

EXIT_UNAVAILABLE = 3


def default_readonly_paths() -> tuple[str, ...]:
    """What a sandboxed run may read: the system's toolchains and this interpreter only."""
    system = ("/usr", "/bin", "/lib", "/lib64", "/lib32", "/libx32", "/sbin", "/etc")
    return (*system, sys.base_prefix, sys.prefix)


def toolchain_paths() -> tuple[str, ...]:
    """What this machine's toolchains need the sandbox to show (a runner container's image):
    found by a child process, so that this daemon imports nothing more before it forks."""
    code = (
        "import json; from rockman.languages import registry; "
        "print(json.dumps(registry.readonly_paths()))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    return tuple(json.loads(out.stdout))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m services.executor.runner")
    parser.add_argument("--socket", required=True, type=Path)
    parser.add_argument("--name", required=True)
    parser.add_argument("--readonly", action="append", default=[],
                        help="another path the sandbox may read")  # fmt: skip
    parser.add_argument("--container", action="store_true",
                        help="inside a docker container: a user namespace of its own, and the "
                        "container's cgroup for accounting (native/container.py)")  # fmt: skip
    parser.add_argument("--token-file", type=Path,
                        help="the executor's token for this runner; read, then deleted "
                        "(runner_auth.py)")  # fmt: skip
    ns = parser.parse_args(argv)
    linux.prctl(linux.PR_SET_PDEATHSIG, signal.SIGTERM)  # go when the executor goes
    if os.getppid() == 1:
        sys.exit(0)
    group: cgroups.RunCgroup
    try:
        if ns.container:
            ns.readonly += toolchain_paths()
            container.enter_user_namespace()
            group = container.ContainerGroup()
            backend = f"docker (container cgroup v{group.version})"
        else:
            group = cgroups.open_cgroup(ns.name)
            backend = f"native (cgroup v{group.version})"
    except Exception as exc:  # Unavailable or OSError: fail closed with the reason
        sys.stderr.write(f"runner: native sandbox unavailable: {exc}\n")
        sys.exit(EXIT_UNAVAILABLE)
    root_dir = cleanup.root_dir(ns.name)
    root_dir.mkdir(exist_ok=True)
    new_root = str(root_dir)
    readonly = (*default_readonly_paths(), *ns.readonly)
    # In a container the runs keep the daemon's uid (root of its user namespace; another uid
    # cannot be mapped there); their own pid, mount and user namespaces keep them apart.
    config = jail.JailConfig(new_root, readonly)
    if ns.container:
        config = config._replace(uid=0, gid=0)
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
        from services.executor import runner_auth, runner_service
        from services.executor.runner_frontend import Frontend

        # Read after the fork-server was forked: no run ever has the token in its memory.
        token = runner_auth.take_token(ns.token_file) if ns.token_file else None
        runner_service.serve(ns.socket, Frontend(front_sock, cancel_w, backend), token)
    finally:
        front_sock.close()
        with contextlib.suppress(ChildProcessError):
            os.waitpid(pid, 0)
        group.wait_empty(2.0)
        group.remove()
        shutil.rmtree(new_root, ignore_errors=True)


if __name__ == "__main__":
    main()
