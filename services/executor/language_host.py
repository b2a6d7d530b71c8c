"""Where the language modules run: in this process, with this machine's toolchains (native and
subprocess backends), or in a runner that has the toolchain (the docker backend's containers,
over RunnerService.GetToolchain and BuildProgram). The executor asks its sandbox's `languages`
for toolchains and programs, so it needs no toolchain of its own when the runs happen elsewhere.
"""

from __future__ import annotations

from typing import Protocol

from rockman.languages import registry
from rockman.languages.base import Program, RunShape, Toolchain, ToolchainMissing
from rockman.v1 import common_pb2 as pb
from rockman.v1 import runner_pb2


class Languages(Protocol):
    def status(self, language: int) -> tuple[Toolchain | None, str]:
        """(toolchain, "") when the language runs, else (None, why not)."""
        ...

    def known_status(self, language: int) -> tuple[Toolchain | None, str] | None:
        """`status` if it is known without work (no container to start), else None."""
        ...

    def script_program(self, language: int, program_text: str, test_code: str) -> Program: ...

    def driver_program(
        self, language: int, program_text: str, interface: pb.Interface
    ) -> Program: ...


def toolchain(languages: Languages, language: int) -> Toolchain:
    """The language's toolchain; ToolchainMissing (with the reason) when it cannot run."""
    found, why = languages.status(language)
    if found is None:
        raise ToolchainMissing(why)
    return found


class LocalLanguages:
    """The language modules of this process and this machine's toolchains."""

    def status(self, language: int) -> tuple[Toolchain | None, str]:
        return registry.status(language)

    def known_status(self, language: int) -> tuple[Toolchain | None, str] | None:
        return registry.status(language)  # found once per process, and cheaply

    def script_program(self, language: int, program_text: str, test_code: str) -> Program:
        return registry.load(language).script_program(program_text, test_code)

    def driver_program(self, language: int, program_text: str, interface: pb.Interface) -> Program:
        return registry.load(language).driver_program(program_text, interface)


# -- the wire form, for runners that build programs ---------------------------------------------


def toolchain_to_proto(found: Toolchain | None, why: str) -> runner_pb2.GetToolchainResponse:
    if found is None:
        return runner_pb2.GetToolchainResponse(available=False, reason=why)
    return runner_pb2.GetToolchainResponse(
        available=True,
        version=found.version,
        readonly_paths=found.readonly_paths,
        flags=found.flags,
    )


def toolchain_from_proto(
    response: runner_pb2.GetToolchainResponse,
) -> tuple[Toolchain | None, str]:
    if not response.available:
        return None, response.reason or "unavailable"
    found = Toolchain(response.version, tuple(response.readonly_paths), response.flags)
    return found, ""


def program_to_proto(program: Program) -> runner_pb2.Program:
    """A program without a warm compiler (runners in containers compile cold)."""
    return runner_pb2.Program(
        files=[
            runner_pb2.WorkFile(path=path, content=content)
            for path, content in program.files.items()
        ],
        compile_argv=program.compile_argv,
        artefacts=program.artefacts,
        run_argv=program.run_argv,
        env=program.env,
        executables=program.executables,
        compile_pids=program.shape.compile_pids,
        run_pids=program.shape.run_pids,
    )


def program_from_proto(message: runner_pb2.Program) -> Program:
    return Program(
        files={f.path: f.content for f in message.files},
        compile_argv=tuple(message.compile_argv),
        artefacts=tuple(message.artefacts),
        run_argv=tuple(message.run_argv),
        env=dict(message.env),
        executables=tuple(message.executables),
        shape=RunShape(message.compile_pids, message.run_pids),
    )


def build_program(request: runner_pb2.BuildProgramRequest) -> runner_pb2.Program:
    """The runner's side of BuildProgram: the local language module builds it."""
    local = LocalLanguages()
    if request.WhichOneof("kind") == "interface":
        program = local.driver_program(request.language, request.program_text, request.interface)
    else:
        program = local.script_program(request.language, request.program_text, request.test_code)
    return program_to_proto(program)
