"""The language modules as the runner containers run them: each language's toolchain is asked
of a container of that language's image (GetToolchain, cached), and programs are built there
(BuildProgram), so that their commands and paths are the image's."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Protocol

import grpc

from rockman.errors import Unavailable
from rockman.languages.base import Program, Toolchain, ToolchainMissing
from rockman.v1 import common_pb2 as pb
from rockman.v1 import runner_pb2, runner_pb2_grpc
from services.executor import language_host as host

RPC_TIMEOUT_S = 60.0
ATTEMPTS = 3


class Runner(Protocol):
    stub: runner_pb2_grpc.RunnerServiceStub


# Borrows a container of a language for one call (a live one, busy or not, when there is one).
Borrow = Callable[[int], Runner]


class RemoteLanguages:
    def __init__(self, borrow: Borrow, image_status: Callable[[int], str]) -> None:
        self.borrow = borrow
        self.image_status = image_status
        self._lock = threading.Lock()
        self._toolchains: dict[int, tuple[Toolchain | None, str]] = {}

    def known_status(self, language: int) -> tuple[Toolchain | None, str] | None:
        with self._lock:
            return self._toolchains.get(language)

    def status(self, language: int) -> tuple[Toolchain | None, str]:
        known = self.known_status(language)
        if known is not None:
            return known
        why = self.image_status(language)
        if why:
            return None, why  # not cached: the image may be built meanwhile
        try:
            response = self.borrow(language).stub.GetToolchain(
                runner_pb2.GetToolchainRequest(language=language),  # type: ignore[arg-type]
                timeout=RPC_TIMEOUT_S,
            )
        except (grpc.RpcError, ToolchainMissing) as exc:
            return None, f"the runner container did not answer: {exc}"
        found = host.toolchain_from_proto(response)
        with self._lock:
            self._toolchains[language] = found
        return found

    def _build(self, request: runner_pb2.BuildProgramRequest) -> Program:
        """Built by a live container of the language; one that goes away meanwhile (recycled
        after a run over a limit) is replaced by another for the next attempt."""
        failure: grpc.RpcError | None = None
        for _ in range(ATTEMPTS):
            try:
                response = self.borrow(request.language).stub.BuildProgram(
                    request, timeout=RPC_TIMEOUT_S
                )
                return host.program_from_proto(response.program)
            except grpc.RpcError as exc:
                if exc.code() == grpc.StatusCode.FAILED_PRECONDITION:
                    raise ToolchainMissing(exc.details() or "toolchain missing") from exc
                failure = exc
        raise Unavailable(f"no runner container could build the program: {failure}")

    def script_program(self, language: int, program_text: str, test_code: str) -> Program:
        return self._build(
            runner_pb2.BuildProgramRequest(
                language=language,  # type: ignore[arg-type]
                program_text=program_text,
                test_code=test_code,
            )
        )

    def driver_program(self, language: int, program_text: str, interface: pb.Interface) -> Program:
        return self._build(
            runner_pb2.BuildProgramRequest(
                language=language,  # type: ignore[arg-type]
                program_text=program_text,
                interface=interface,
            )
        )
