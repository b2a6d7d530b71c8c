"""benchmarks/load.py at a small size: concurrent clients against separate service processes.

A registry, a native executor (2 workers) and a scorer, each a `rockman-client serve` process on
loopback, with the starter suite published. 4 clients, each its own channel and Execute stream,
send 20 samples each (the 12 starter references and one buggy variant of each, alternated)
and score them in chunks of 10. Every sample must be answered exactly once with the verdict its
program got alone; the services must exit 0 on SIGTERM and leave no runner cgroup, root folder,
mount or process.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks import load
from services.executor.native import cgroups

CLIENTS = 4
PER_CLIENT = 20
CHUNK = 10

pytestmark = pytest.mark.skipif(
    not (cgroups.CGROUP_ROOT / "memory").is_dir()
    and not (cgroups.CGROUP_ROOT / "cgroup.controllers").exists(),
    reason="the native sandbox needs cgroups",
)


@pytest.fixture()
def deployment(tmp_path: Path) -> Iterator[load.Deployment]:
    dep = load.Deployment(tmp_path)
    try:
        dep = load.start(tmp_path, workers=2)
        yield dep
    finally:
        load.stop(dep)


def test_concurrent_clients_then_clean_stop(deployment: load.Deployment) -> None:
    dep = deployment
    refs, all_bugs = load.programs()
    bugs = list({bug.task_id: bug for bug in reversed(all_bugs)}.values())  # one per task
    assert len(bugs) == len(refs) == 12
    expected = load.calibrate(dep, refs, bugs)
    progress = load.Progress()
    outcomes: list[load.ClientOutcome] = []
    with load.RssSampler(dep, progress, every=1.0) as sampler:
        result = load.phase(
            dep, "t", CLIENTS, PER_CLIENT, expected, refs, bugs, CHUNK, timeout_s=240,
            progress=progress, outcomes=outcomes,
        )  # fmt: skip
    assert result["errors"] == 0, result["error_examples"]

    # Every sample answered exactly once, with the verdict its program got alone.
    assert len(outcomes) == CLIENTS
    for i, outcome in enumerate(outcomes):
        sids = load.plan_of("t", i, PER_CLIENT)
        assert set(outcome.answered) == set(sids)
        assert all(n == 1 for n in outcome.answered.values())
        for j, sid in enumerate(sids):
            program = load.pick(i * PER_CLIENT + j, refs, bugs)
            assert outcome.got[sid] == expected[program], (sid, program.task_id, program.name)
        assert len(outcome.latencies) == PER_CLIENT
        assert len(outcome.score_seconds) == PER_CLIENT // CHUNK
    verdicts = Counter(v for o in outcomes for v in o.got.values())
    assert verdicts["PASS"] == CLIENTS * PER_CLIENT // 2
    assert result["answered"] == progress.done == CLIENTS * PER_CLIENT

    # While running, the checks see the executor's runners: cgroups, root folders, processes.
    executor_pid = dep.procs["executor"].pid
    running = load.leftovers(executor_pid, sampler)
    assert running["cgroups"] and running["root_folders"]
    assert len(running["processes"]) > 3  # the 3 services and the runner daemons

    codes = load.stop(dep)
    assert codes == {"executor": 0, "scorer": 0, "registry": 0}
    after = load.settled_leftovers(executor_pid, sampler)
    assert load.count(after) == {
        "cgroups": 0,
        "cgroup_processes": 0,
        "root_folders": 0,
        "mounts": 0,
        "processes": 0,
    }, after
