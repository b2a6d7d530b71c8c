"""The docker backend: warm runner containers per language, one run at a time each.

Each container holds one runner daemon (`python -m services.executor.runner --container`), which
builds the native sandbox's jail inside the container (native/container.py) and speaks
RunnerService over a unix socket in a folder mounted from here. `DockerSandbox.run` borrows an
idle container of the run's shape (language image, memory and pids limits), sends the run and
returns its result. Between runs nothing of a run is left: each run has a fresh tmpfs work
folder and ipc namespace, and its processes are killed and checked gone before the next.

A container is recycled (removed, a fresh one started in the background) after `max_runs`
runs, after any run over a limit, and when it fails (a dead daemon, an RPC error, a failed
health check before reuse after idling); a run lost to a failure is a SANDBOX_ERROR, which the
executor retries once. Containers carry their owner's label: `close` removes them, and an
executor starting on the same host removes those of executors that died (containers.reap).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import secrets
import shutil
import socket
import tempfile
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

import docker
import docker.errors
import grpc
from docker.models.containers import Container

from rockman import logs
from rockman.errors import Unavailable
from rockman.languages.registry import MODULES
from rockman.v1 import common_pb2, runner_pb2, runner_pb2_grpc
from services.executor import runner_auth
from services.executor.docker_backend import containers
from services.executor.docker_backend.containers import Spec
from services.executor.docker_backend.languages import RemoteLanguages
from services.executor.language_host import Languages
from services.executor.pool import send_run
from services.executor.sandbox import (
    Limits,
    SandboxRequest,
    SandboxResult,
    Termination,
    sandbox_error,
)

START_TIMEOUT_S = 60.0
MAX_RUNS = 200  # runs before a container is replaced, however well it behaves
IDLE_CHECK_S = 30.0  # a container idle this long is health-checked before its next run
WORK_BYTES = 16 * 1024 * 1024  # /work holds only the jail's mount point; runs get their own
IMAGE_FORMAT = "rockman/{language}:dev"
IMAGE_FORMAT_ENV = "ROCKMAN_DOCKER_IMAGES"  # e.g. "registry.example/rockman-{language}:1.0"
SOCKET_ROOT_ENV = "ROCKMAN_DOCKER_SOCKET_ROOT"
MAX_SOCKET_PATH = 107  # sun_path's 108 bytes, less the terminating NUL
LIMIT_KILLS = {
    Termination.TIME_LIMIT,
    Termination.WALL_TIME_LIMIT,
    Termination.MEMORY_LIMIT,
    Termination.OUTPUT_LIMIT,
}
_SERIAL = itertools.count(1)


def language_name(language: int) -> str:
    """common.proto's Language as the images name it (0 and LANGUAGE_PYTHON: python)."""
    if language in (0, common_pb2.LANGUAGE_PYTHON):
        return "python"
    try:
        return MODULES[language]
    except KeyError:
        raise Unavailable(f"no runner image for language {language}") from None


@dataclass(eq=False)
class Slot:
    """A runner container and the channel to its daemon."""

    spec: Spec
    container: Container
    socket_dir: Path
    channel: grpc.Channel
    stub: runner_pb2_grpc.RunnerServiceStub
    runs: int = 0
    last_used: float = field(default_factory=time.monotonic)


class DockerSandbox:
    """Pools of warm runner containers, by language image and limits."""

    name = "docker"
    resident_services = False  # warm compilers are the native backend's; here compiles are cold
    cgroup_version = "container"

    def __init__(
        self,
        size: int,
        image_format: str | None = None,
        warm: tuple[str, ...] = ("python",),
        max_runs: int = MAX_RUNS,
        engine: docker.DockerClient | None = None,
        socket_root: str | None = None,
    ) -> None:
        """`socket_root`: where the runners' socket folders are made (default
        $ROCKMAN_DOCKER_SOCKET_ROOT, else a temporary folder). The engine mounts them into the
        containers by that path, so an executor that runs in a container itself needs it to be a
        host folder mounted at the same path (compose.yaml)."""
        self.size = max(1, size)
        # Containers kept, busy or idle, over all shapes: room for every worker's run and a
        # warm container of each other language (an idle one costs about 40 MB).
        self.capacity = 2 * self.size + len(MODULES)
        self.image_format = image_format or os.environ.get(IMAGE_FORMAT_ENV) or IMAGE_FORMAT
        self.max_runs = max_runs
        self.log = logs.get("docker-pool")
        self.engine = engine or containers.client()
        reaped = containers.reap(self.engine)
        if reaped:
            self.log.info("stale_containers_removed", names=reaped)
        self.pool = secrets.token_hex(6)  # labels this sandbox's containers
        root = socket_root or os.environ.get(SOCKET_ROOT_ENV) or None
        if root:
            Path(root).mkdir(parents=True, exist_ok=True)
        self.dir = Path(tempfile.mkdtemp(prefix="rockman-docker-", dir=root))
        longest = len(f"{self.dir}/{10**6}-12345678/runner.sock")
        if longest > MAX_SOCKET_PATH:
            shutil.rmtree(self.dir, ignore_errors=True)
            raise Unavailable(
                f"runner socket paths under {self.dir} would be {longest} characters, over the "
                f"{MAX_SOCKET_PATH} a unix socket allows: set {SOCKET_ROOT_ENV} to a shorter folder"
            )
        self.dir.chmod(0o755)
        self._cond = threading.Condition()
        self._idle: deque[Slot] = deque()  # most recently used last
        self._live: set[Slot] = set()  # every started container, busy or idle
        self._count = 0  # containers alive or starting
        self._starting = 0  # containers being created and started now
        self._closed = False
        self.languages: Languages = RemoteLanguages(self._borrow, self.language_status)
        try:
            default = Limits()
            for language in warm:
                spec = self._spec(language, default)
                for _ in range(self.size):
                    self._count += 1
                    self._idle.append(self._start(spec))
        except BaseException:
            self.close()
            raise

    # -- shapes and images --------------------------------------------------------------------

    def image(self, language: str) -> str:
        return self.image_format.format(language=language)

    def _spec(self, language: str, limits: Limits) -> Spec:
        return Spec(
            self.image(language), language, limits.memory_bytes, limits.pids, WORK_BYTES,
            limits.work_bytes,
        )  # fmt: skip

    def language_status(self, language: int) -> str:
        """ "" when the language's image is present, else why not (for capabilities)."""
        try:
            image = self.image(language_name(language))
            self.engine.images.get(image)
        except Unavailable as exc:
            return str(exc)
        except docker.errors.ImageNotFound:
            return f"image {image} is missing (build it with `make images`)"
        except docker.errors.DockerException as exc:
            return f"docker engine: {exc}"
        return ""

    # -- containers ---------------------------------------------------------------------------

    def _start(self, spec: Spec) -> Slot:
        """A new container of this shape, its runner answering; Unavailable when it cannot
        start or the sandbox closed meanwhile (close waits for every start in flight, so none
        outlives it: a background replacement's container was left behind once)."""
        with self._cond:
            if self._closed:
                raise Unavailable("the docker sandbox is closed")
            self._starting += 1
        try:
            return self._start_one(spec)
        finally:
            with self._cond:
                self._starting -= 1
                self._cond.notify_all()

    def _start_one(self, spec: Spec) -> Slot:
        serial = next(_SERIAL)
        name = f"rockman-runner-{socket.gethostname()}-{os.getpid()}-{serial}"
        socket_dir = Path(tempfile.mkdtemp(prefix=f"{serial}-", dir=self.dir))
        socket_dir.chmod(0o777)  # the daemon's uid inside writes its socket here
        token = runner_auth.write_token(
            socket_dir / containers.TOKEN_FILE, containers.RUNNER_UID_NUMBER
        )
        try:
            container = containers.start(self.engine, spec, name, self.pool, socket_dir)
        except Unavailable:
            shutil.rmtree(socket_dir, ignore_errors=True)
            raise
        channel, authorized = runner_auth.channel(socket_dir / "runner.sock", token)
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            try:
                grpc.channel_ready_future(channel).result(timeout=0.2)
                break
            except grpc.FutureTimeoutError:
                if self._closed:
                    channel.close()
                    containers.remove(container)
                    shutil.rmtree(socket_dir, ignore_errors=True)
                    raise Unavailable("the docker sandbox is closed") from None
                container.reload()
                if container.status not in ("created", "running") or (time.monotonic() > deadline):
                    tail = containers.logs_tail(container)
                    channel.close()
                    containers.remove(container)
                    shutil.rmtree(socket_dir, ignore_errors=True)
                    raise Unavailable(
                        f"the {spec.language} runner container did not start "
                        f"({container.status}): {tail.strip()}"
                    ) from None
        stub = runner_pb2_grpc.RunnerServiceStub(authorized)
        self.log.info("container_started", name=name, image=spec.image)
        slot = Slot(spec, container, socket_dir, channel, stub)
        with self._cond:
            self._live.add(slot)
        return slot

    def _discard(self, slot: Slot) -> None:
        with self._cond:
            self._live.discard(slot)
        slot.channel.close()
        containers.remove(slot.container)
        shutil.rmtree(slot.socket_dir, ignore_errors=True)

    def _borrow(self, language: int) -> Slot:
        """A live container of the language, for a call beside its runs (a toolchain, a
        program); one is started when the language has none."""
        name = language_name(language)
        with self._cond:
            found = next((s for s in self._live if s.spec.language == name), None)
        if found is not None:
            return found
        slot = self._acquire(self._spec(name, Limits()))
        self._release(slot, True, ran=False)
        return slot

    def _healthy(self, slot: Slot) -> bool:
        try:
            slot.stub.GetRunnerInfo(runner_pb2.GetRunnerInfoRequest(), timeout=5)
        except grpc.RpcError:
            return False
        return True

    def _acquire(self, spec: Spec) -> Slot:
        """An idle container of this shape, or a new one (making room by removing the least
        recently used idle container of another shape)."""
        while True:
            evicted: Slot | None = None
            with self._cond:
                while True:
                    if self._closed:
                        raise Unavailable("the docker sandbox is closed")
                    match = next((s for s in reversed(self._idle) if s.spec == spec), None)
                    if match is not None:
                        self._idle.remove(match)
                        break
                    if self._count < self.capacity:
                        self._count += 1
                        break
                    if self._idle:
                        evicted = self._idle.popleft()
                        break
                    self._cond.wait()
            if evicted is not None:
                self._discard(evicted)  # its count passes to the new container
                match = None
            if match is None:
                try:
                    return self._start(spec)
                except BaseException:
                    self._forget()
                    raise
            if time.monotonic() - match.last_used < IDLE_CHECK_S or self._healthy(match):
                return match
            self.log.warning("container_unhealthy", name=match.container.name)
            self._discard(match)
            self._forget()

    def _forget(self) -> None:
        with self._cond:
            self._count -= 1
            self._cond.notify()

    def _release(self, slot: Slot, keep: bool, ran: bool = True) -> None:
        slot.runs += ran
        slot.last_used = time.monotonic()
        if keep and slot.runs < self.max_runs:
            with self._cond:
                if not self._closed:
                    self._idle.append(slot)
                    self._cond.notify()
                    return
        self._discard(slot)
        if self._closed:
            self._forget()
            return
        # A fresh container of the same shape takes its place, started in the background so
        # that no run waits for it.
        threading.Thread(target=self._replace, args=(slot.spec,), daemon=True).start()

    def _replace(self, spec: Spec) -> None:
        try:
            fresh = self._start(spec)
        except Exception as exc:  # Unavailable, or the sandbox closed meanwhile
            if not self._closed:
                self.log.error("container_replacement_failed", image=spec.image, error=str(exc))
            self._forget()
            return
        with self._cond:
            if not self._closed:
                self._idle.append(fresh)
                self._cond.notify()
                return
        self._discard(fresh)
        self._forget()

    # -- runs ---------------------------------------------------------------------------------

    def run(self, request: SandboxRequest, cancel: threading.Event | None = None) -> SandboxResult:
        try:
            spec = self._spec(language_name(request.language), request.limits)
            slot = self._acquire(spec)
        except Unavailable as exc:
            return sandbox_error(str(exc))
        keep = False
        try:
            result, healthy = self._run_on(slot, request, cancel)
            # A container whose runner could not be cleaned, or on which the sandbox failed,
            # is recycled: a retry never lands on it.
            failed = (
                result.termination == Termination.SANDBOX_ERROR and result.message != "cancelled"
            )
            keep = (
                healthy and not failed and not result.runner_retired
                and result.termination not in LIMIT_KILLS
            )  # fmt: skip
        finally:
            self._release(slot, keep)
        return result

    def _run_on(
        self, slot: Slot, request: SandboxRequest, cancel: threading.Event | None
    ) -> tuple[SandboxResult, bool]:
        """(the result, whether the container is still usable)."""
        try:
            return send_run(slot.stub, request, cancel), True
        except grpc.RpcError as exc:
            tail = containers.logs_tail(slot.container)
            message = f"runner container failed: {exc.code().name}: {exc.details()} {tail}"
            return sandbox_error(message.strip()), False

    def container_ids(self) -> list[str]:
        """The containers this sandbox keeps idle (for tests and operators)."""
        with self._cond:
            return [s.container.id or "" for s in self._idle]

    def close(self) -> None:
        with self._cond:
            self._closed = True
            idle, self._idle = list(self._idle), deque()
            self._cond.notify_all()
            # A start in flight ends soon (it sees the sandbox closed); its container is then
            # removed by it or below, never left behind.
            deadline = time.monotonic() + START_TIMEOUT_S
            while self._starting and time.monotonic() < deadline:
                self._cond.wait(timeout=0.5)
        for slot in idle:
            slot.channel.close()
        containers.remove_owned(self.engine, self.pool)
        with contextlib.suppress(OSError):
            shutil.rmtree(self.dir)
