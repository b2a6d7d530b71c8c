"""cgroup detection and both cgroup versions: v1 on this host for real, v2 on a fake tree."""

from __future__ import annotations

from pathlib import Path

import pytest

from rockman.errors import Unavailable
from services.executor.native import cgroups
from tests.ci_skips import host_limitation


def _fake_v2(root: Path) -> Path:
    (root / "cgroup.controllers").write_text("cpuset cpu io memory hugetlb pids rdma\n")
    (root / "cgroup.subtree_control").write_text("")
    return root


def _populate_v2_group(d: Path) -> None:
    for name, text in {
        "memory.max": "max", "memory.swap.max": "max", "memory.peak": "123456",
        "memory.stat": "anon 3000\nfile 900000\nshmem 4000\nfile_mapped 5\n",
        "memory.swap.current": "200",
        "memory.current": "1000", "pids.max": "max", "cpu.max": "max 100000",
        "cpu.stat": "usage_usec 5000000\nuser_usec 4000000\n",
        "memory.events": "low 0\nhigh 0\nmax 3\noom 1\noom_kill 2\n", "cgroup.procs": "",
        "cgroup.subtree_control": "",
    }.items():  # fmt: skip
        (d / name).write_text(text)


def test_detect_v2_v1_and_fail_closed(tmp_path: Path) -> None:
    v2 = tmp_path / "v2"
    v2.mkdir()
    assert cgroups.detect(_fake_v2(v2)) == 2
    v1 = tmp_path / "v1"
    for controller in cgroups.CgroupV1.CONTROLLERS:
        (v1 / controller).mkdir(parents=True)
        (v1 / controller / "tasks").write_text("")
    assert cgroups.detect(v1) == 1
    (v1 / "pids" / "tasks").unlink()
    with pytest.raises(Unavailable, match=r"\['pids'\]"):
        cgroups.detect(v1)
    partial = tmp_path / "partial"
    partial.mkdir()
    (partial / "cgroup.controllers").write_text("cpu io\n")
    with pytest.raises(Unavailable, match="lacks controllers"):
        cgroups.detect(partial)


def test_v2_limits_and_statistics_on_a_fake_tree(tmp_path: Path) -> None:
    root = _fake_v2(tmp_path)
    (root / "rockman").mkdir()
    (root / "rockman" / "cgroup.subtree_control").write_text("")
    group_dir = root / "rockman" / "r1"
    group_dir.mkdir()
    _populate_v2_group(group_dir)
    group = cgroups.CgroupV2("r1", root)
    assert (root / "rockman" / "cgroup.subtree_control").read_text() == "+memory +pids +cpu"
    group.prepare(256 << 20, 64, 1.0)
    assert (group_dir / "memory.max").read_text() == str(256 << 20)
    assert (group_dir / "memory.swap.max").read_text() == "0"
    assert (group_dir / "pids.max").read_text() == "64"
    assert (group_dir / "cpu.max").read_text() == "100000 100000"
    # Statistics are relative to prepare(): usage and OOM kills counted from there.
    (group_dir / "cpu.stat").write_text("usage_usec 6500000\n")
    (group_dir / "memory.events").write_text("oom_kill 3\n")
    assert group.cpu_time_s() == pytest.approx(1.5)
    assert group.oom_kills() == 1
    # Memory in use is anonymous memory and swap, and tmpfs apart; never page cache (file) or
    # memory.peak, which counts it.
    assert group.memory_in_use() == cgroups.MemoryInUse(3200, 4000)
    group.add(4242)
    assert (group_dir / "cgroup.procs").read_text() == "4242"


def test_v2_parent_weight_follows_the_number_of_runners(tmp_path: Path) -> None:
    root = _fake_v2(tmp_path)
    parent = root / "rockman"
    parent.mkdir()
    (parent / "cgroup.subtree_control").write_text("")
    cgroups.CgroupV2("r1", root)
    assert (parent / "cpu.weight").read_text() == "100"
    cgroups.CgroupV2("r2", root)
    cgroups.CgroupV2("r3", root)
    assert (parent / "cpu.weight").read_text() == "300"
    for i in range(150):
        (parent / f"x{i}").mkdir()
    cgroups.CgroupV2("r4", root)
    assert (parent / "cpu.weight").read_text() == str(cgroups.V2_WEIGHT_MAX)


def test_v1_on_this_host() -> None:
    if cgroups.detect() != 1:
        host_limitation("this host has cgroup v2; the v2 path is tested on a fake tree above")
    group = cgroups.CgroupV1("pytest-probe")
    try:
        parent = group.dirs["cpu"].parent
        runners = sum(1 for d in parent.iterdir() if d.is_dir())
        shares = (parent / "cpu.shares").read_text().strip()
        assert shares == str(cgroups.V1_SHARES_PER_RUNNER * runners)
        group.prepare(64 << 20, 8, 0.5)
        assert (group.dirs["memory"] / "memory.limit_in_bytes").read_text().strip() == str(64 << 20)
        assert (group.dirs["pids"] / "pids.max").read_text().strip() == "8"
        assert (group.dirs["cpu"] / "cpu.cfs_quota_us").read_text().strip() == "50000"
        assert group.cpu_time_s() == 0.0 and group.pids() == []
        assert group.memory_in_use().anon_bytes == 0  # nothing runs in it
        assert group.wait_empty(0.1)
        # Raising and lowering the limit in turn (a compile step's 2 GiB, then a run's 256 MiB):
        # the memory + swap limit may never be below the memory limit.
        for limit in (2048 << 20, 64 << 20, 1024 << 20):
            group.prepare(limit, 64, 1.0)
            written = (group.dirs["memory"] / "memory.limit_in_bytes").read_text().strip()
            assert written == str(limit)
    finally:
        group.remove()
    assert not group.dirs["memory"].exists()
