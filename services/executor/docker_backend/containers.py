"""Starting, finding and removing runner containers through the docker SDK.

Every runner container is started with the same fence (network none, read-only root, a tmpfs
work folder, memory = memory + swap, a pids limit, one CPU, no capabilities, no_new_privs, a
non-root user, Rockman's seccomp profile) and carries labels naming the executor that owns it,
so that an executor that died is cleaned up after by the next one on the same host (`reap`).
"""

from __future__ import annotations

import contextlib
import functools
import os
import socket
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import docker
import docker.errors
from docker.models.containers import Container

from rockman.errors import Unavailable
from services.executor.native import jail

LABEL = "rockman.runner"  # "1" on every runner container
OWNER_LABEL = "rockman.owner"  # "<hostname>/<executor pid>/<its start time>"
POOL_LABEL = "rockman.pool"  # one per DockerSandbox: a process may hold several
LANGUAGE_LABEL = "rockman.language"
RUNNER_UID = "1000:1000"  # the images' `rockman` user
SOCKET_DIR = "/run/rockman"  # where the mounted socket folder is, inside
RUNNER_UID_NUMBER = 1000
TOKEN_FILE = "runner.token"  # in the socket folder; the runner reads and deletes it
SECCOMP = Path(__file__).with_name("seccomp.json")
# What the runner daemon itself holds (a Python front-end, its fork-server and the sandbox init:
# about 40 MB and 15 threads, measured), added to the run's memory and pids limits.
DAEMON_MEMORY = 64 * 1024 * 1024
DAEMON_PIDS = 32


@dataclass(frozen=True)
class Spec:
    """One container's shape: a run's limits are the container's, less the daemon's share."""

    image: str
    language: str
    memory_bytes: int
    pids: int
    work_bytes: int  # the container's /work, which holds only the jail's mount point
    run_work_bytes: int = 0  # each run's own work folder, a tmpfs charged to the container


def _started(pid: int) -> str:
    """The process's start time (clock ticks since boot), "" when there is no such process: with
    the pid it names one process, also when a restarted executor gets its old pid again (PID 1
    of a container)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        return ""


def owner() -> str:
    """`<hostname>/<pid>/<start time>` of this executor process."""
    pid = os.getpid()
    return f"{socket.gethostname()}/{pid}/{_started(pid)}"


@functools.cache
def seccomp_profile() -> str:
    return SECCOMP.read_text(encoding="utf-8")


def client() -> docker.DockerClient:
    """A client of the engine named by DOCKER_HOST (default: the local socket)."""
    try:
        engine = docker.from_env(timeout=60)
        engine.ping()
    except docker.errors.DockerException as exc:
        raise Unavailable(
            f"no docker engine: {exc} (start one with scripts/docker_engine.sh)"
        ) from exc
    return engine


def start(
    engine: docker.DockerClient, spec: Spec, name: str, pool: str, socket_dir: Path
) -> Container:
    """Start a runner container of `pool` whose daemon listens on `socket_dir`/runner.sock."""
    memory = (
        jail.kernel_memory_limit(
            {"memory_bytes": spec.memory_bytes, "work_bytes": spec.run_work_bytes}
        )
        + DAEMON_MEMORY
    )
    api = engine.api
    host_config: dict[str, Any] = api.create_host_config(
        network_mode="none",
        read_only=True,
        tmpfs={"/work": f"size={spec.work_bytes},uid=1000,gid=1000,mode=0700"},
        mem_limit=memory,
        memswap_limit=memory,
        pids_limit=spec.pids + DAEMON_PIDS,
        nano_cpus=1_000_000_000,
        cap_drop=["ALL"],
        security_opt=["no-new-privileges", f"seccomp={seccomp_profile()}"],
        binds={str(socket_dir): {"bind": SOCKET_DIR, "mode": "rw"}},
    )
    # What `--security-opt systempaths=unconfined` sends: the sandbox init mounts a /proc of its
    # own pid namespace, which the kernel refuses while parts of the container's are masked.
    host_config["MaskedPaths"] = []
    host_config["ReadonlyPaths"] = []
    try:
        created = api.create_container(
            spec.image,
            name=name,
            entrypoint=["python3", "-m", "services.executor.runner"],
            command=[
                "--container",
                "--socket",
                f"{SOCKET_DIR}/runner.sock",
                "--name",
                name,
                "--token-file",
                f"{SOCKET_DIR}/{TOKEN_FILE}",
            ],
            user=RUNNER_UID,
            environment={"TMPDIR": "/work"},
            labels={
                LABEL: "1",
                OWNER_LABEL: owner(),
                POOL_LABEL: pool,
                LANGUAGE_LABEL: spec.language,
            },
            host_config=host_config,
        )
        api.start(created["Id"])
        container: Container = engine.containers.get(created["Id"])
    except docker.errors.ImageNotFound as exc:
        raise Unavailable(
            f"image {spec.image} is missing (build it with `make images`): {exc}"
        ) from exc
    except docker.errors.DockerException as exc:
        with contextlib.suppress(docker.errors.DockerException):
            api.remove_container(name, force=True)
        raise Unavailable(f"could not start a {spec.language} runner container: {exc}") from exc
    return container


def logs_tail(container: Container, chars: int = 800) -> str:
    with contextlib.suppress(docker.errors.DockerException):
        text: bytes = container.logs(tail=20)
        return text.decode("utf-8", "replace")[-chars:]
    return ""


def remove(container: Container) -> None:
    with contextlib.suppress(docker.errors.NotFound, docker.errors.APIError):
        container.remove(force=True)


def reap(engine: docker.DockerClient) -> list[str]:
    """Remove runner containers of executors on this host that are gone (their process has
    ended, or its pid now names another process); their names."""
    host = socket.gethostname()
    removed = []
    for container in _listed(engine, {"label": f"{LABEL}=1"}):
        labels = container.attrs.get("Labels") or {}
        name, _, rest = labels.get(OWNER_LABEL, "").partition("/")
        pid, _, started = rest.partition("/")
        if name == host and pid.isdigit() and _started(int(pid)) != started:
            remove(container)
            names = container.attrs.get("Names") or [container.short_id]
            removed.append(str(names[0]).lstrip("/"))
    return removed


def _listed(
    engine: docker.DockerClient, filters: dict[str, str | list[str] | bool]
) -> list[Container]:
    """Containers as the engine lists them (id, labels, names, state), without inspecting each
    one afterwards: a container removed in between (a recycled runner) is not an error."""
    found: list[Container] = engine.containers.list(all=True, filters=filters, sparse=True)
    return found


def owned(engine: docker.DockerClient, pool: str = "") -> list[Container]:
    """The runner containers this executor process started (of one pool, if named)."""
    labels = [f"{LABEL}=1", f"{OWNER_LABEL}={owner()}"]
    if pool:
        labels.append(f"{POOL_LABEL}={pool}")
    return _listed(engine, {"label": labels})


def remove_owned(engine: docker.DockerClient, pool: str) -> None:
    """Remove every runner container of this pool (at stop, and after a failure)."""
    with contextlib.suppress(docker.errors.DockerException):
        for container in owned(engine, pool):
            remove(container)
