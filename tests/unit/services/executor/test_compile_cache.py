"""The compile cache's budgets: bytes in memory and on disk, least recently used out first,
a per-entry cap, the disk budget after a restart, and concurrent puts."""

from __future__ import annotations

import os
import random
import threading
from pathlib import Path

import pytest

from rockman.v1 import common_pb2 as pb
from services.executor import compile_cache
from services.executor import server as executor_server
from services.executor.compile_cache import ENTRY_OVERHEAD, CompileCache
from services.executor.compiled import Compiled

KIB = 1024


def entry(size: int, tag: bytes = b"x") -> Compiled:
    """A compiled program of `size` artefact bytes (no message)."""
    return Compiled(pb.VERDICT_PASS, {"a.out": (tag * size)[:size]}, ("a.out",))


def files_on_disk(root: Path) -> dict[str, int]:
    return {p.stem: p.stat().st_size for p in root.glob("*/*.tar")}


def in_memory(cache: CompileCache, key: str) -> bool:
    return key in cache._memory


def test_memory_evicts_by_bytes_least_recently_used_first() -> None:
    cost = 10 * KIB + ENTRY_OVERHEAD
    cache = CompileCache(None, memory_bytes=3 * cost)
    for key in "abc":
        cache.put(key, entry(10 * KIB))
    assert cache.stats()["memory_bytes"] == 3 * cost
    assert cache.get("a") is not None  # a is now the most recently used
    cache.put("d", entry(10 * KIB))
    assert [k for k in "abcd" if in_memory(cache, k)] == ["a", "c", "d"]
    # One entry worth two of the others pushes out the two least recently used.
    cache.put("e", entry(20 * KIB + ENTRY_OVERHEAD))
    assert [k for k in "acde" if in_memory(cache, k)] == ["d", "e"]
    assert cache.stats()["memory_bytes"] <= 3 * cost
    assert cache.stats()["evictions"] == 3


def test_an_entry_larger_than_the_memory_budget_stays_out_of_memory_only(tmp_path: Path) -> None:
    cache = CompileCache(tmp_path, memory_bytes=4 * KIB, max_entry_bytes=1 << 20)
    cache.put("small", entry(KIB))
    cache.put("big", entry(8 * KIB))
    assert in_memory(cache, "small") and not in_memory(cache, "big")
    assert "big" in files_on_disk(tmp_path)  # the disk has room for it
    found = cache.get("big")
    assert found is not None and found.artefacts == entry(8 * KIB).artefacts
    assert in_memory(cache, "small")  # the big one read back did not push it out


def test_artefacts_over_the_per_entry_cap_are_not_cached(tmp_path: Path) -> None:
    cache = CompileCache(tmp_path, max_entry_bytes=64 * KIB)
    cache.put("at-cap", entry(64 * KIB))
    cache.put("over", entry(64 * KIB + 1))
    many = Compiled(pb.VERDICT_PASS, {f"f{i}": b"y" * (8 * KIB) for i in range(9)}, ())
    cache.put("over-in-parts", many)  # nine files of 8 KiB: 72 KiB in all
    assert cache.get("at-cap") is not None
    assert cache.get("over") is None and cache.get("over-in-parts") is None
    assert set(files_on_disk(tmp_path)) == {"at-cap"}
    assert cache.stats()["too_large"] == 2
    # A compile error's message counts too.
    cache.put("noisy", Compiled(pb.VERDICT_COMPILE_ERROR, message="e" * (65 * KIB)))
    assert cache.get("noisy") is None


def test_defaults_are_the_documented_ones() -> None:
    cache = CompileCache(None)
    assert cache.memory_bytes == 256 * compile_cache.MIB
    assert cache.disk_bytes == 2048 * compile_cache.MIB
    assert cache.max_entry_bytes == 64 * compile_cache.MIB


def test_disk_evicts_by_bytes_least_recently_used_first(tmp_path: Path) -> None:
    # Memory off, so every get reads the disk and refreshes its order there.
    probe = CompileCache(tmp_path / "probe", memory_bytes=0)
    probe.put("probe", entry(10 * KIB))
    tar_size = files_on_disk(tmp_path / "probe")["probe"]
    root = tmp_path / "cache"
    cache = CompileCache(root, memory_bytes=0, disk_bytes=3 * tar_size)
    for key in "abc":
        cache.put(key, entry(10 * KIB, key.encode()))
    assert set(files_on_disk(root)) == {"a", "b", "c"}
    found = cache.get("a")
    assert found is not None and found.artefacts["a.out"] == b"a" * 10 * KIB
    cache.put("d", entry(10 * KIB, b"d"))
    assert set(files_on_disk(root)) == {"a", "c", "d"}
    assert cache.get("b") is None
    assert sum(files_on_disk(root).values()) <= 3 * tar_size
    assert cache.stats()["disk_bytes"] == sum(files_on_disk(root).values())


def test_disk_budget_is_met_after_a_restart_keeping_the_most_recently_used(
    tmp_path: Path,
) -> None:
    first = CompileCache(tmp_path, memory_bytes=0, disk_bytes=1 << 30)
    for i in range(10):
        first.put(f"k{i}", entry(10 * KIB))
    sizes = files_on_disk(tmp_path)
    assert len(sizes) == 10
    # Their last use: k0 the least recent, k9 the most.
    for age, i in enumerate(range(10)):
        path = tmp_path / f"k{i}"[:2] / f"k{i}.tar"
        os.utime(path, (1_000_000 + age, 1_000_000 + age))
    (tmp_path / "k0").mkdir(exist_ok=True)
    stale = tmp_path / "k0" / "k0.tar.tmp1-2"
    stale.write_bytes(b"half a write")
    os.utime(stale, (1_000, 1_000))
    budget = 4 * max(sizes.values())
    again = CompileCache(tmp_path, memory_bytes=0, disk_bytes=budget)
    kept = files_on_disk(tmp_path)
    assert sum(kept.values()) <= budget
    assert set(kept) == {"k6", "k7", "k8", "k9"}
    assert not stale.exists()
    assert again.stats()["disk_bytes"] == sum(kept.values())
    # The restarted cache keeps to its budget as it goes on.
    for i in range(10, 20):
        again.put(f"k{i}", entry(10 * KIB))
        assert sum(files_on_disk(tmp_path).values()) <= budget
    assert set(files_on_disk(tmp_path)) == {"k16", "k17", "k18", "k19"}


def test_a_hit_in_memory_refreshes_the_disk_order(tmp_path: Path) -> None:
    cache = CompileCache(tmp_path, disk_bytes=1 << 30)
    for key in ("old", "new"):
        cache.put(key, entry(KIB))
    path = tmp_path / "ol" / "old.tar"
    os.utime(path, (1_000, 1_000))
    assert cache.get("old") is not None  # from memory
    assert path.stat().st_mtime > 1_000
    assert list(cache._disk) == ["new", "old"]


def test_an_unreadable_file_is_a_miss_and_is_removed(tmp_path: Path) -> None:
    cache = CompileCache(tmp_path, memory_bytes=0)
    cache.put("bad", entry(KIB))
    path = tmp_path / "ba" / "bad.tar"
    path.write_bytes(b"not a tar")
    assert cache.get("bad") is None
    assert not path.exists()
    assert cache.stats()["disk_bytes"] == 0


def test_a_file_written_by_another_process_is_found(tmp_path: Path) -> None:
    mine = CompileCache(tmp_path, memory_bytes=0)
    CompileCache(tmp_path, memory_bytes=0).put("theirs", entry(KIB))
    found = mine.get("theirs")
    assert found is not None and found.cached
    assert mine.stats()["disk_entries"] == 1


def test_concurrent_puts_and_gets_keep_both_budgets(tmp_path: Path) -> None:
    memory_budget, disk_budget = 200 * KIB, 300 * KIB
    cache = CompileCache(tmp_path, memory_bytes=memory_budget, disk_bytes=disk_budget,
                         max_entry_bytes=40 * KIB)  # fmt: skip
    errors: list[BaseException] = []

    def worker(seed: int) -> None:
        rng = random.Random(seed)
        try:
            for _ in range(60):
                key = f"{rng.randrange(40):02d}"
                size = rng.randrange(1, 48 * KIB)  # some over the per-entry cap
                if rng.random() < 0.6:
                    cache.put(key, entry(size, key.encode()[:1]))
                else:
                    found = cache.get(key)
                    if found is not None:  # whichever size won, the content is whole
                        data = found.artefacts["a.out"]
                        assert data == key.encode()[:1] * len(data)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(seed,)) for seed in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    stats = cache.stats()
    assert stats["memory_bytes"] <= memory_budget
    assert stats["memory_bytes"] == sum(cost for _, cost in cache._memory.values())
    on_disk = files_on_disk(tmp_path)
    assert sum(on_disk.values()) <= disk_budget
    assert stats["disk_bytes"] == sum(on_disk.values())
    assert set(cache._disk) == set(on_disk)
    assert not [p for p in tmp_path.glob("*/*") if ".tmp" in p.name]


def test_negative_budgets_are_refused() -> None:
    with pytest.raises(ValueError, match="disk_bytes"):
        CompileCache(None, disk_bytes=-1)


def test_executor_flags_reach_the_config(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROCKMAN_COMPILE_CACHE_DISK_MB", "100")
    argv = ["--compile-cache-dir", "/tmp/x", "--compile-cache-memory-mb", "32"]
    argv += ["--compile-cache-max-entry-mb", "0.5"]
    config = executor_server.config_of(executor_server.parser().parse_args(argv))
    assert config.compile_cache_dir == "/tmp/x"
    assert config.compile_cache_memory_bytes == 32 * compile_cache.MIB
    assert config.compile_cache_disk_bytes == 100 * compile_cache.MIB
    assert config.compile_cache_max_entry_bytes == compile_cache.MIB // 2
    defaults = executor_server.config_of(executor_server.parser().parse_args([]))
    assert defaults.compile_cache_memory_bytes == 256 * compile_cache.MIB
    with pytest.raises(SystemExit) as info:
        executor_server.parser().parse_args(["--compile-cache-disk-mb", "-3"])
    assert info.value.code == 2
