"""Trusted verifiers of open problems: the problem's `verify(args, expected, actual, threshold)`
judges each answer against the reference's answer (`expected`) with the published threshold.

The verifier is the problem author's code, but the answers it reads are a model's: it runs in a
child process with a time limit, so a slow or crashing verification costs bounded time and never
an executor thread. Run as ``python -m rockman.judging.verify`` with a JSON request on stdin.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

TIMEOUT_S = 60.0


class VerifierFailed(Exception):
    """The verifier did not give a judgement for every answer in time."""


def run(source: str, threshold: float, items: list[tuple[Any, Any, Any]]) -> list[bool]:
    """Each (args, expected, actual) judged: True only when verify(...) returns True itself; an
    exception in verify fails that answer alone."""
    if not items:
        return []
    # An integer too long for int() (compare.HugeInt) reaches the verifier as a string.
    request = json.dumps(
        {"source": source, "threshold": threshold, "items": items}, default=repr, ensure_ascii=True
    )
    try:
        done = subprocess.run(
            [sys.executable, "-I", "-m", "rockman.judging.verify"],
            input=request.encode(),
            capture_output=True,
            timeout=TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise VerifierFailed(f"the verifier took over {TIMEOUT_S:.0f}s") from None
    if done.returncode != 0:
        raise VerifierFailed(done.stderr.decode(errors="replace")[-300:])
    verdicts = json.loads(done.stdout)
    if not isinstance(verdicts, list) or len(verdicts) != len(items):
        raise VerifierFailed("the verifier gave no judgement for some answers")
    return [v is True for v in verdicts]


def _main() -> None:
    request = json.loads(sys.stdin.buffer.read())
    namespace: dict[str, Any] = {"__name__": "rockman_verifier"}
    exec(compile(request["source"], "verifier.py", "exec"), namespace)
    verify = namespace["verify"]
    verdicts = []
    for args, expected, actual in request["items"]:
        try:
            verdicts.append(verify(args, expected, actual, request["threshold"]) is True)
        except Exception:
            verdicts.append(False)
    json.dump(verdicts, sys.stdout)


if __name__ == "__main__":
    _main()
