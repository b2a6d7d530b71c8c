"""The compiled-language path without a toolchain: the compile cache, artefact unpacking and
the verdict of a wrapped assert-style run."""

from __future__ import annotations

import io
import tarfile
from pathlib import Path

import pytest

from rockman.languages.base import Program, Toolchain
from rockman.v1 import common_pb2 as pb
from services.executor.artefacts import Compiled, untar
from services.executor.compiled import CompileCache, run_verdict
from services.executor.sandbox import SandboxResult, Termination

NONCE = "0123456789abcdef0123456789abcdef"
TOOLCHAIN = Toolchain(version="cc 1.0", flags="-O2")


def program(source: bytes = b"int main(){}") -> Program:
    return Program(files={"main.cpp": source}, compile_argv=("cc", "main.cpp"), artefacts=("a",))


def result(
    stdout: bytes = b"",
    stderr: bytes = b"",
    code: int = 0,
    termination: Termination = Termination.EXITED,
    signal: int = 0,
) -> SandboxResult:
    return SandboxResult(termination, code, signal, stdout, stderr, 0.01, 0.02, 1 << 20)


def test_cache_key_changes_with_source_toolchain_and_flags() -> None:
    base = CompileCache.key(pb.LANGUAGE_CPP, TOOLCHAIN, program())
    assert base == CompileCache.key(pb.LANGUAGE_CPP, TOOLCHAIN, program())
    assert base != CompileCache.key(pb.LANGUAGE_CPP, TOOLCHAIN, program(b"int main(){ }"))
    assert base != CompileCache.key(pb.LANGUAGE_CPP, Toolchain("cc 1.1", flags="-O2"), program())
    assert base != CompileCache.key(pb.LANGUAGE_CPP, Toolchain("cc 1.0", flags="-O0"), program())
    assert base != CompileCache.key(pb.LANGUAGE_RUST, TOOLCHAIN, program())


def test_cache_survives_a_restart_on_disk(tmp_path: Path) -> None:
    key = CompileCache.key(pb.LANGUAGE_CPP, TOOLCHAIN, program())
    first = CompileCache(tmp_path)
    first.put(key, Compiled(pb.VERDICT_PASS, {"a": b"\x7fELF", "lib/x": b"x"}, ("a",), "warn"))
    again = CompileCache(tmp_path).get(key)
    assert again is not None and again.cached
    assert again.artefacts == {"a": b"\x7fELF", "lib/x": b"x"}
    assert again.executables == ("a",) and again.message == "warn"
    assert again.verdict == pb.VERDICT_PASS


def test_cache_keeps_compile_errors_but_not_sandbox_errors(tmp_path: Path) -> None:
    cache = CompileCache(tmp_path)
    cache.put("k1", Compiled(pb.VERDICT_COMPILE_ERROR, message="error: expected ';'"))
    cache.put("k2", Compiled(pb.VERDICT_SANDBOX_ERROR, message="runner died"))
    found = CompileCache(tmp_path).get("k1")
    assert found is not None and found.verdict == pb.VERDICT_COMPILE_ERROR
    assert cache.get("k2") is None


def test_memory_cache_is_bounded() -> None:
    cache = CompileCache(None, max_entries=2)
    for key in ("a", "b", "c"):
        cache.put(key, Compiled(pb.VERDICT_PASS))
    assert cache.get("a") is None and cache.get("c") is not None


def _tar(*names: str) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as tar:
        for name in names:
            info = tarfile.TarInfo(name)
            info.size = 1
            tar.addfile(info, io.BytesIO(b"x"))
    return buffer.getvalue()


def test_artefacts_may_not_escape_the_work_folder() -> None:
    assert untar(_tar("./ok", "sub/ok"))[0] == {"ok": b"x", "sub/ok": b"x"}
    for bad in ("../evil", "/etc/evil", "a/../../evil"):
        with pytest.raises(ValueError, match="escapes"):
            untar(_tar(bad))


def test_pass_needs_exit_zero_and_the_nonce_last() -> None:
    assert run_verdict(result(f"hello\n{NONCE}\n".encode()), NONCE) == pb.VERDICT_PASS
    assert run_verdict(result(b"hello\n"), NONCE) == pb.VERDICT_RUNTIME_ERROR
    assert run_verdict(result(f"{NONCE}\nmore\n".encode()), NONCE) == pb.VERDICT_RUNTIME_ERROR
    assert run_verdict(result(f"{NONCE}\n".encode(), code=1), NONCE) == pb.VERDICT_RUNTIME_ERROR
    assert run_verdict(result(b"x " + NONCE.encode() + b"\n"), NONCE) == pb.VERDICT_RUNTIME_ERROR


def test_failures_are_told_apart() -> None:
    wrong = result(stderr=b"main: main.cpp:12: int main(): Assertion `x' failed.", code=134)
    assert run_verdict(wrong, NONCE) == pb.VERDICT_WRONG_ANSWER
    aborted = result(termination=Termination.SIGNALED, signal=6)
    assert run_verdict(aborted, NONCE) == pb.VERDICT_WRONG_ANSWER
    java = result(stderr=b'Exception in thread "main" java.lang.AssertionError', code=1)
    assert run_verdict(java, NONCE) == pb.VERDICT_WRONG_ANSWER
    heap = result(stderr=b'Exception in thread "main" java.lang.OutOfMemoryError: Java heap')
    assert run_verdict(heap, NONCE) == pb.VERDICT_MEMORY_LIMIT
    crash = result(stderr=b"Segmentation fault", termination=Termination.SIGNALED, signal=11)
    assert run_verdict(crash, NONCE) == pb.VERDICT_RUNTIME_ERROR
    for termination, verdict in (
        (Termination.TIME_LIMIT, pb.VERDICT_TIME_LIMIT),
        (Termination.WALL_TIME_LIMIT, pb.VERDICT_TIME_LIMIT),
        (Termination.MEMORY_LIMIT, pb.VERDICT_MEMORY_LIMIT),
        (Termination.OUTPUT_LIMIT, pb.VERDICT_OUTPUT_LIMIT),
        (Termination.SANDBOX_ERROR, pb.VERDICT_SANDBOX_ERROR),
    ):
        assert run_verdict(result(f"{NONCE}\n".encode(), termination=termination), NONCE) == verdict
