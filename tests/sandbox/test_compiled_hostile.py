"""Part of the adversarial corpus in C++, through the compiled-language path (sandboxed compile,
then a sandboxed run): fork bomb, memory bomb, output flood, sleeping forever, the network
(including a listener this test starts on 127.0.0.1) and files outside the work folder. Each
gets its verdict, and nothing of it is left on the host."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from rockman.languages import registry as languages
from rockman.v1 import common_pb2 as pb
from rockman.v1 import executor_pb2
from services.executor import compiled
from services.executor.pool import NativeSandbox
from services.executor.sandbox import MIB, Limits
from tests.helpers import sandboxed_pids

HEADER = """\
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
"""
TEST = "int main() { assert(solve() == 1); }\n"
PROGRAMS = {
    "fork_bomb": ("int solve() { while (1) fork(); return 1; }", {pb.VERDICT_TIME_LIMIT}),
    "memory_bomb": (
        "int solve() { while (1) { char *p = (char *)malloc(1 << 20);"
        " if (p) memset(p, 1, 1 << 20); } return 1; }",
        {pb.VERDICT_MEMORY_LIMIT},
    ),
    "output_flood": (
        'int solve() { while (1) fputs("flood flood flood flood\\n", stdout); return 1; }',
        {pb.VERDICT_OUTPUT_LIMIT},
    ),
    "sleep_forever": ("int solve() { sleep(1000); return 1; }", {pb.VERDICT_TIME_LIMIT}),
    "files_outside": (
        """int solve() {
    const char *paths[] = {"/etc/rockman-x", "/usr/rockman-x", "/rockman-x", "/root/x"};
    for (int i = 0; i < 4; i++) if (open(paths[i], O_WRONLY | O_CREAT, 0644) >= 0) return 0;
    if (open("/etc/shadow", O_RDONLY) >= 0) return 0;
    return 1;
}""",
        {pb.VERDICT_PASS},
    ),
    "connect_to_host": (
        """int solve() {
    int s = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a; memset(&a, 0, sizeof a);
    a.sin_family = AF_INET; a.sin_port = htons(@@PORT@@);
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    return connect(s, (struct sockaddr *)&a, sizeof a) == 0 ? 0 : 1;
}""",
        {pb.VERDICT_PASS},
    ),
}


@pytest.fixture(scope="module")
def context() -> Iterator[compiled.ScriptContext]:
    _, why = languages.status(pb.LANGUAGE_CPP)
    if why:
        pytest.skip(why)
    pool = NativeSandbox(2, languages.readonly_paths())
    yield compiled.ScriptContext(pool, compiled.CompileCache(None), compiled.CompileLimits())
    pool.close()


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_hostile_cpp(context: compiled.ScriptContext, name: str) -> None:
    code, expected = PROGRAMS[name]
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    listener.settimeout(0.2)
    accepted: list[object] = []
    done = threading.Event()

    def accept() -> None:
        while not done.is_set() and not accepted:
            try:
                accepted.append(listener.accept())
            except (TimeoutError, OSError):
                continue

    watcher = threading.Thread(target=accept, daemon=True)
    watcher.start()
    before = set(sandboxed_pids())
    try:
        source = HEADER + code.replace("@@PORT@@", str(listener.getsockname()[1]))
        problem = pb.Problem(task_id="Hostile/CPP", language=pb.LANGUAGE_CPP)
        case = pb.TestCase(case_id="private-0", split=pb.SPLIT_PRIVATE,
                           script=pb.ScriptCase(code=TEST))  # fmt: skip
        submission = executor_pb2.Submission(
            task_id="Hostile/CPP", sample_id=name, language=pb.LANGUAGE_CPP, code=source,
            code_kind=pb.CODE_KIND_SOLUTION,
        )  # fmt: skip
        limits = Limits(cpu_time_s=1.0, wall_time_s=4.0, memory_bytes=128 * MIB)
        start = time.monotonic()
        judgement, _, _, _ = compiled.judge_scripts(
            context, problem, [case], submission, pb.LANGUAGE_CPP, limits
        )
        elapsed = time.monotonic() - start
    finally:
        done.set()
        watcher.join(timeout=5)
        listener.close()
    assert judgement.verdict in expected, f"{name}: {pb.Verdict.Name(judgement.verdict)} " + (
        judgement.message
    )
    assert elapsed < 30, f"{name} took {elapsed:.1f}s"
    assert not accepted, "the sandbox reached a listener on the host's loopback"
    for path in ("/etc/rockman-x", "/usr/rockman-x", "/rockman-x"):
        assert not Path(path).exists(), f"{path} was created on the host"
    deadline = time.monotonic() + 3
    while (left := set(sandboxed_pids()) - before) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not left, f"processes of the run survived it: {sorted(left)}"
