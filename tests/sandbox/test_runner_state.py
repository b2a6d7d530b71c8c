"""What a runner's runs share, one after another, and what they must not (issue 21 point 10):
no socket state crosses runs (a port a run closed first is free for the next run's bind), and
the jail's /etc holds only what the toolchains need, with users and hosts of its own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from services.executor.sandbox import SandboxRequest, SandboxResult, Termination

pytestmark = pytest.mark.timeout(600)

# The server's side closes first, so its port would sit in TIME_WAIT for a minute.
SERVER_CLOSES_FIRST = r"""
import socket, time
srv = socket.socket()
srv.bind(("127.0.0.1", 40123))
srv.listen()
client = socket.create_connection(("localhost", 40123))
conn, _ = srv.accept()
client.sendall(b"x")
conn.recv(1)
conn.close()
time.sleep(0.05)
client.close()
srv.close()
print("bound and closed")
"""


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


def _python(sandbox: object, code: str) -> SandboxResult:
    request = SandboxRequest(
        argv=["/usr/bin/python3", "-I", "-S", "/tmp/main.py"], files={"main.py": code.encode()}
    )
    result: SandboxResult = sandbox.run(request)  # type: ignore[attr-defined]
    return result


def test_no_socket_state_crosses_runs(sandbox: object) -> None:
    for _ in range(3):
        result = _python(sandbox, SERVER_CLOSES_FIRST)
        assert result.termination == Termination.EXITED and result.exit_code == 0, result.stderr
        assert result.stdout == b"bound and closed\n"


def test_the_jails_etc_holds_only_what_toolchains_need(sandbox: object) -> None:
    code = (
        "import os, pwd, socket\n"
        "print(sorted(os.listdir('/etc')))\n"
        "print(open('/etc/passwd').read())\n"
        "print(pwd.getpwuid(65534).pw_name, socket.gethostbyname('localhost'))\n"
    )
    result = _python(sandbox, code)
    assert result.termination == Termination.EXITED and result.exit_code == 0, result.stderr
    listing, *rest = result.stdout.decode().splitlines()
    shown = set(eval(listing))
    assert {"passwd", "group", "hosts", "ld.so.cache"} <= shown
    for hidden in ("shadow", "hostname.bak", "ssh", "sudoers", "cron.d", "apt", "docker"):
        assert hidden not in shown
    host_etc = {p.name for p in Path("/etc").iterdir()}
    assert len(shown) < len(host_etc) / 3, sorted(shown)
    passwd = "\n".join(rest)
    assert "nobody" in passwd and "/bin/bash" not in passwd  # the jail's own, not the host's
    assert "nobody 127.0.0.1" in passwd
