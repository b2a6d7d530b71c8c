"""The Node.js example client (examples/node-client, @grpc/grpc-js + @grpc/proto-loader from npm)
lists problems and evaluates solutions against running services (the session's, on loopback)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from rockman.auth import Role
from rockman.client import EmbeddedServices
from tests.conftest import PROBLEMS, ROOT

EXAMPLE = ROOT / "examples" / "node-client"


def node_client(
    embedded: tuple[EmbeddedServices, str], *args: str
) -> subprocess.CompletedProcess[str]:
    services = embedded[0]
    if not (EXAMPLE / "node_modules" / "@grpc" / "grpc-js").is_dir():
        pytest.fail("examples/node-client/node_modules is missing: run `make toolchains`")
    node = shutil.which("node")
    assert node is not None
    e, token = services.endpoints, services.token(Role.READER)
    assert token is not None
    flags = ["--registry", e.registry, "--executor", e.executor, "--token", token]
    return subprocess.run(
        [node, str(EXAMPLE / "client.js"), *flags, *args],
        capture_output=True, text=True, timeout=180, cwd=EXAMPLE,
    )  # fmt: skip


def test_lists_problems_and_judges_solutions(
    embedded: tuple[EmbeddedServices, str], tmp_path: Path
) -> None:
    reference = PROBLEMS / "Starter__MATH_001" / "reference.js"
    good = node_client(embedded, "--suite", "starter", "--language", "javascript",
                       "--task", "Starter/MATH_001", "--solution", str(reference))  # fmt: skip
    assert good.returncode == 0, good.stderr
    record = json.loads(good.stdout)
    assert record["version"] == embedded[1]
    assert "Starter/MATH_001" in record["problems"] and len(record["problems"]) >= 10
    assert record["verdict"] == "PASS"
    assert set(record["splits"]) == {"public", "private", "hidden"}

    wrong = tmp_path / "wrong.py"
    wrong.write_text("def count_primes_between(low, high):\n    return 0\n")
    bad = node_client(embedded, "--task", "Starter/MATH_001", "--solution", str(wrong))
    assert bad.returncode == 0, bad.stderr
    assert json.loads(bad.stdout)["verdict"] == "WRONG_ANSWER"

    unknown = node_client(embedded, "--task", "Starter/NOPE_001", "--solution", str(wrong))
    assert unknown.returncode == 1 and "Starter/NOPE_001 is not in starter" in unknown.stderr

    # A submission the executor cannot judge is answered with a SampleError, which the example
    # reports as an error (the stream itself goes on: tests/integration/test_cli_input.py).
    big = tmp_path / "big.py"
    big.write_text(wrong.read_text() + "#" * (2 << 20))
    refused = node_client(embedded, "--task", "Starter/MATH_001", "--solution", str(big))
    assert refused.returncode == 1 and "sample node-0 of Starter/MATH_001" in refused.stderr
    assert "larger than the 1,048,576 bytes" in refused.stderr
