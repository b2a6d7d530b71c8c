"""The CPU quota a run asks for (`Limits.cpus`) is the one its runner's cgroup gets: compiles
two CPUs (javac and tsc run GC and JIT threads beside the compiler), runs one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from services.executor import compiled
from services.executor.native import cgroups
from services.executor.pool import NativeSandbox
from services.executor.sandbox import Limits, SandboxRequest, Termination
from tests.ci_skips import host_limitation


@pytest.fixture(scope="module")
def pool() -> Iterator[NativeSandbox]:
    if cgroups.detect() != 1:
        host_limitation("reads the quota from the v1 cpu hierarchy, which this host lacks")
    sandbox = NativeSandbox(1)
    yield sandbox
    sandbox.close()


def _quota(pool: NativeSandbox) -> int:
    name = pool._runners[0].name
    path = cgroups.CGROUP_ROOT / "cpu" / "rockman" / name / "cpu.cfs_quota_us"
    return int(Path(path).read_text())


@pytest.mark.parametrize(
    ("cpus", "quota"),
    [(2.0, 2 * cgroups.CPU_PERIOD_US), (1.0, cgroups.CPU_PERIOD_US), (0.0, cgroups.CPU_PERIOD_US)],
)
def test_the_runs_quota_is_the_one_it_asked_for(
    pool: NativeSandbox, cpus: float, quota: int
) -> None:
    result = pool.run(SandboxRequest(argv=["/bin/true"], limits=Limits(cpus=cpus)))
    assert result.termination == Termination.EXITED, result.message
    assert _quota(pool) == quota


def test_compiles_get_two_cpus_and_runs_one() -> None:
    assert compiled.CompileLimits().cpus == 2.0
    assert Limits().cpus == 1.0
    assert compiled.run_limits(Limits(), 0).cpus == 1.0
