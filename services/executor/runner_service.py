"""RunnerService over a unix socket: the gRPC face of a runner daemon."""

from __future__ import annotations

import platform
import signal
from pathlib import Path
from typing import TYPE_CHECKING

import grpc

from rockman import grpcutil, logs
from rockman.v1 import common_pb2, runner_pb2, runner_pb2_grpc

if TYPE_CHECKING:
    from services.executor.runner_frontend import Frontend

STOP_DEADLINE_S = 10
SERVICE_NAME = runner_pb2.DESCRIPTOR.services_by_name["RunnerService"].full_name


class RunnerServicer(runner_pb2_grpc.RunnerServiceServicer):
    def __init__(self, frontend: Frontend) -> None:
        self.frontend = frontend

    def Run(
        self, request: runner_pb2.RunRequest, context: grpc.ServicerContext
    ) -> runner_pb2.RunResponse:
        callbacks: list[object] = []

        def on_rpc_done() -> None:
            for callback in callbacks:
                callback()  # type: ignore[operator]

        context.add_callback(on_rpc_done)
        try:
            return self.frontend.run(request, callbacks)
        except RuntimeError as exc:
            context.abort(grpc.StatusCode.UNAVAILABLE, str(exc))
            raise  # abort raises; this line is never reached

    def GetToolchain(
        self, request: runner_pb2.GetToolchainRequest, context: grpc.ServicerContext
    ) -> runner_pb2.GetToolchainResponse:
        from rockman.languages import registry
        from services.executor import language_host as host

        return host.toolchain_to_proto(*registry.status(request.language))

    def BuildProgram(
        self, request: runner_pb2.BuildProgramRequest, context: grpc.ServicerContext
    ) -> runner_pb2.BuildProgramResponse:
        from rockman.languages.base import ToolchainMissing
        from services.executor import language_host as host

        try:
            return runner_pb2.BuildProgramResponse(program=host.build_program(request))
        except ToolchainMissing as exc:
            context.abort(grpc.StatusCode.FAILED_PRECONDITION, str(exc))
            raise  # abort raises; this line is never reached
        except ValueError as exc:  # test code or interface the language cannot build from
            details = grpcutil.bounded_details(f"cannot build the program: {exc}")
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, details)
            raise

    def GetRunnerInfo(
        self, request: runner_pb2.GetRunnerInfoRequest, context: grpc.ServicerContext
    ) -> runner_pb2.GetRunnerInfoResponse:
        return runner_pb2.GetRunnerInfoResponse(
            language=common_pb2.LANGUAGE_PYTHON,
            toolchain_version=platform.python_version(),
            backend=self.frontend.backend,
        )


def serve(socket_path: Path, frontend: Frontend, token: str | None = None) -> None:
    """Serve until SIGTERM/SIGINT on `unix:socket_path`; with `token`, only to callers that
    present it (runner_auth.py)."""
    from services.executor import runner_auth

    logs.configure("warning")
    running = grpcutil.create_server(
        f"unix:{socket_path}",
        [grpcutil.Service(SERVICE_NAME, runner_pb2_grpc.add_RunnerServiceServicer_to_server,
                          RunnerServicer(frontend))],
        max_workers=4,
        interceptors=[runner_auth.interceptor(token)] if token else [],
        max_request_bytes=grpcutil.MAX_MESSAGE_BYTES,  # a run carries its cases' inputs
    )  # fmt: skip
    stop = grpcutil.StopSignal()
    stop.wait()
    # Bounded: a runner whose executor died (PDEATHSIG) was seen hanging in the server's stop;
    # SIGALRM's default action ends the process if draining and cleanup take longer than this,
    # and the next pool removes what it left (cleanup.reap_stale).
    signal.alarm(STOP_DEADLINE_S)
    running.stop(2.0)
