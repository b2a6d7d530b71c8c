"""Verdict precedence: when a run's cases fail in different ways, the run's verdict is the first
of these that occurred (the sandbox's own failure first, then the limits, then the program's
faults). Python and compiled judging both decide by it."""

from __future__ import annotations

from collections.abc import Iterable

from rockman.v1 import common_pb2 as pb

PRECEDENCE: list[pb.Verdict.ValueType] = [
    pb.VERDICT_SANDBOX_ERROR,
    pb.VERDICT_TIME_LIMIT,
    pb.VERDICT_MEMORY_LIMIT,
    pb.VERDICT_OUTPUT_LIMIT,
    pb.VERDICT_COMPILE_ERROR,
    pb.VERDICT_RUNTIME_ERROR,
    pb.VERDICT_WRONG_ANSWER,
]


def first_failure(verdicts: Iterable[int]) -> pb.Verdict.ValueType:
    """The verdict of a run whose cases ended with `verdicts`: the failure that comes first in
    PRECEDENCE, or PASS when none failed (a verdict outside PRECEDENCE is a ValueError)."""
    failing = {v for v in verdicts if v != pb.VERDICT_PASS}
    unknown = failing - set(PRECEDENCE)
    if unknown:
        raise ValueError(f"no precedence for verdicts {sorted(unknown)}")
    return next((v for v in PRECEDENCE if v in failing), pb.VERDICT_PASS)
