"""The work folder's limits count what the kernel counts: bytes, pages and files (issue 31).

A program or a compile that exhausts any of them gets its own verdict, never SANDBOX_ERROR: a
run whose own files do not fit its folder is OUTPUT_LIMIT (native and docker); compiled
artefacts that would not fit the run's folder are a COMPILE_ERROR before any run; a program
that makes more files than its folder allows gets a write error of its own. The runner is
clean for the next run either way.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rockman.v1 import common_pb2 as pb
from services.executor import compiled
from services.executor.sandbox import Limits, SandboxRequest, SandboxResult, Termination

pytestmark = pytest.mark.timeout(600)
MIB = 1024 * 1024


@pytest.fixture(scope="module", params=["native", "docker"])
def sandbox(request: pytest.FixtureRequest) -> Iterator[object]:
    if request.param == "native":
        from rockman.languages import registry as languages
        from services.executor.pool import NativeSandbox

        box: object = NativeSandbox(1, languages.readonly_paths())
    else:
        from rockman.errors import Unavailable
        from services.executor.docker_backend import containers
        from services.executor.docker_backend.sandbox import DockerSandbox

        try:
            engine = containers.client()
        except Unavailable as exc:
            pytest.fail(f"{exc}; run scripts/docker_engine.sh and scripts/build_images.sh python")
        box = DockerSandbox(1, engine=engine)
    try:
        yield box
    finally:
        box.close()  # type: ignore[attr-defined]


def _run(sandbox: object, request: SandboxRequest) -> SandboxResult:
    result: SandboxResult = sandbox.run(request)  # type: ignore[attr-defined]
    return result


def _python(code: str, limits: Limits | None = None) -> SandboxRequest:
    return SandboxRequest(
        argv=["/usr/bin/python3", "-I", "-S", "/tmp/main.py"],
        files={"main.py": code.encode()},
        limits=limits or Limits(),
    )


def test_files_that_do_not_fit_are_the_programs_own_output_limit(sandbox: object) -> None:
    """20,000 small files: 5 MB of bytes, 80 MB of pages in a 64 MB folder."""
    files = {f"c/C{i}.class": b"x" * 250 for i in range(20_000)}
    request = SandboxRequest(argv=["/bin/true"], files=files, limits=Limits(work_bytes=64 * MIB))
    result = _run(sandbox, request)
    assert result.termination == Termination.OUTPUT_LIMIT, result
    assert "do not fit" in result.message
    after = _run(sandbox, _python("print('clean')\n"))
    assert after.termination == Termination.EXITED and after.stdout == b"clean\n", after


def test_more_files_than_the_folder_allows_is_a_write_error(sandbox: object) -> None:
    code = (
        "import os\nmade = 0\ntry:\n    for i in range(40000):\n"
        "        open(f'/tmp/e{i}', 'w').close()\n        made += 1\n"
        "except OSError as exc:\n    print('stopped', made, exc.errno)\n"
    )
    result = _run(sandbox, _python(code, Limits(work_bytes=16 * MIB)))
    assert result.termination == Termination.EXITED, result
    stopped, made, errno_text = result.stdout.split()
    assert stopped == b"stopped" and int(made) <= 16 * MIB // 4096
    assert int(errno_text) == 28  # ENOSPC: out of inodes, a file-system error of its own
    after = _run(sandbox, _python("import os\nprint(len(os.listdir('/tmp')))\n"))
    assert after.stdout == b"1\n", after  # only main.py: the last run's files are gone


def test_artefacts_are_measured_in_pages_and_files() -> None:
    """compiled._fits: what a compile made must fit the run's work folder as tmpfs counts it."""
    small = compiled.Compiled(pb.VERDICT_PASS, {"a.out": b"x" * (10 * MIB)}, ("a.out",))
    assert compiled._fits(small, 64 * MIB) is small
    big = compiled.Compiled(pb.VERDICT_PASS, {"a.out": b"x" * (80 * MIB)}, ("a.out",))
    verdict = compiled._fits(big, 64 * MIB)
    assert verdict.verdict == pb.VERDICT_COMPILE_ERROR and "too large to run" in verdict.message
    classes = {f"Solution$C{i}.class": b"x" * 350 for i in range(20_000)}  # 7 MB, 80 MB of pages
    many = compiled.Compiled(pb.VERDICT_PASS, classes)
    assert compiled._fits(many, 64 * MIB).verdict == pb.VERDICT_COMPILE_ERROR
    failed = compiled.Compiled(pb.VERDICT_COMPILE_ERROR, message="syntax")
    assert compiled._fits(failed, 1) is failed
