"""Every Rockman gRPC server in one child process, for the fuzz tests (test_fuzz_rpc.py).

Run as `python -m tests.fuzz_servers DIR`: starts the registry (with the tiny ADD problem), the
executor (native backend, one runner daemon) and the scorer on loopback ports, all checking the
same role tokens,
prints one JSON line with their addresses, the runner daemon's socket and pid and the plain
tokens, then serves until stdin closes. A separate process, so that the test can count the
servers' threads, open files and memory from /proc without its own client channels mixed in,
and can see a crash as the process ending.
"""

from __future__ import annotations

import faulthandler
import json
import sys
import time
from pathlib import Path

from rockman import auth, crypto, logs, signing
from services.executor import runner_auth
from services.executor.core import ExecutorConfig
from services.executor.pool import NativeSandbox
from services.executor.server import create_server as create_executor
from services.registry.server import create_server as create_registry
from services.scorer.server import create_server as create_scorer
from tests.helpers import build_add


def _record_runner_tokens() -> list[str]:
    """The tokens the executor's pool hands its runner daemons, so that the test can call a
    runner as the executor does (runner_auth.py)."""
    tokens: list[str] = []
    write_token = runner_auth.write_token

    def recording(path: Path, uid: int | None = None) -> str:
        tokens.append(write_token(path, uid))
        return tokens[-1]

    runner_auth.write_token = recording
    return tokens


def main(root: Path) -> None:
    logs.configure("warning", root / "servers.log")
    plain = auth.Tokens.generate()
    runner_tokens = _record_runner_tokens()
    registry, core = create_registry(
        "127.0.0.1:0",
        root / "registry.db",
        crypto.MasterKey.create(root / "registry.key"),
        auth.Tokens.from_plain(plain),
    )
    core.put_version("testsuite", "v1", [build_add(root / "problems")])
    executor, engine = create_executor(
        "127.0.0.1:0",
        registry.address,
        ExecutorConfig(workers=1, backend="native"),
        plain[auth.Role.EXECUTOR],
        tokens=auth.Tokens.from_plain(plain),
    )
    scorer = create_scorer(
        "127.0.0.1:0",
        root / "scorer",
        tokens=auth.Tokens.from_plain(plain),
        # Trusting the executor's key and knowing a seed, the leaderboard parses a fuzzed
        # submission all the way.
        trusted_keys=signing.TrustedKeys([engine.signer.public_key]),
        split_fingerprint="0" * 64,
    )
    sandbox = engine.sandbox
    assert isinstance(sandbox, NativeSandbox)
    runner = sandbox._runners[0]
    print(
        json.dumps(
            {
                "registry": registry.address,
                "executor": executor.address,
                "scorer": scorer.address,
                "runner": f"unix:{runner.socket}",
                "runner_pid": runner.process.pid,
                "tokens": {role.value: token for role, token in plain.items()}
                | {"runner": runner_tokens[0]},
            }
        ),
        flush=True,
    )
    sys.stdin.read()  # until the test closes our stdin
    faulthandler.dump_traceback_later(20, file=sys.stderr)  # a stop that hangs says where
    for name, running in (("executor", executor), ("scorer", scorer), ("registry", registry)):
        start = time.monotonic()
        running.stop(1.0)
        print(f"{name} stopped in {time.monotonic() - start:.1f} s", file=sys.stderr, flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
