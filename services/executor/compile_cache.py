"""The compile cache: compiled artefacts (and compile errors) by key, bounded in bytes.

Two levels, each a least-recently-used cache with a byte budget:

- **memory**: `Compiled` objects; an entry costs its artefacts' and message's bytes plus
  `ENTRY_OVERHEAD` (so thousands of tiny compile errors are bounded too). Default 256 MiB.
- **disk** (when `root` is given): one tar per entry, ``ROOT/<key[:2]>/<key>.tar``, sized by its
  file size. Default 2 GiB. A hit touches the file's mtime, so the order survives a restart: a
  new cache reads the folder's files oldest first and evicts down to its budget at once (a
  smaller budget than the last process's is met before the first compile).

An entry whose artefacts exceed `max_entry_bytes` (default 64 MiB) is cached nowhere: compiling
it again is cheaper than the memory and disk it would take from every other entry. An entry
larger than a level's whole budget is not kept at that level either. SANDBOX_ERROR compiles
are never cached (an infrastructure fault says nothing about the program).

Thread-safe: one lock guards both indexes; disk reads and writes happen outside it (a file
evicted while another thread reads it is a miss). Several processes may share a folder: a file
another one evicted is a miss, and each keeps its own view of the total within its budget.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import tarfile
import threading
import time
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING

from rockman import logs
from rockman.v1 import common_pb2 as pb
from services.executor.artefacts import Compiled, untar

if TYPE_CHECKING:
    from rockman.languages.base import Program, Toolchain

MIB = 1024 * 1024
DEFAULT_MEMORY_BYTES = 256 * MIB
DEFAULT_DISK_BYTES = 2048 * MIB
DEFAULT_MAX_ENTRY_BYTES = 64 * MIB
ENTRY_OVERHEAD = 1024  # what an entry costs in memory beyond its bytes (objects, index)
META = ".rockman-compile.json"
STALE_TMP_S = 3600.0  # a temporary file this old is a crashed write's leftover


def entry_bytes(compiled: Compiled) -> int:
    """What `compiled` holds: its artefacts' bytes and its message's."""
    return sum(len(v) for v in compiled.artefacts.values()) + len(
        compiled.message.encode("utf-8", "replace")
    )


class CompileCache:
    """Compiled artefacts by key: in memory and, when `root` is given, on disk; each level an
    LRU cache within its byte budget (0 turns a level off)."""

    def __init__(
        self,
        root: Path | None = None,
        *,
        memory_bytes: int = DEFAULT_MEMORY_BYTES,
        disk_bytes: int = DEFAULT_DISK_BYTES,
        max_entry_bytes: int = DEFAULT_MAX_ENTRY_BYTES,
        max_entries: int | None = None,
    ) -> None:
        for name, value in (
            ("memory_bytes", memory_bytes),
            ("disk_bytes", disk_bytes),
            ("max_entry_bytes", max_entry_bytes),
        ):
            if value < 0:
                raise ValueError(f"compile cache: {name} must be 0 or more, not {value}")
        self.root = root
        self.memory_bytes = memory_bytes
        self.disk_bytes = disk_bytes
        self.max_entry_bytes = max_entry_bytes
        self.max_entries = max_entries  # an optional bound on the entries in memory
        self._lock = threading.Lock()
        self._memory: OrderedDict[str, tuple[Compiled, int]] = OrderedDict()
        self._memory_used = 0
        self._disk: OrderedDict[str, int] = OrderedDict()  # key -> file size, oldest first
        self._disk_used = 0
        self.hits = 0
        self.misses = 0
        self.evictions = 0  # entries dropped from either level to stay within budget
        self.too_large = 0  # entries not cached for exceeding max_entry_bytes
        if self.root is not None and self.disk_bytes > 0:
            self._scan()

    # -- keys ----------------------------------------------------------------------------------

    @staticmethod
    def key(language: int, toolchain: Toolchain, program: Program) -> str:
        digest = hashlib.sha256()
        head = {
            "language": language,
            "toolchain": toolchain.version,
            "flags": toolchain.flags,
            "argv": list(program.compile_argv),
            "artefacts": list(program.artefacts),
            "env": sorted(program.env.items()),
        }
        digest.update(json.dumps(head, sort_keys=True).encode())
        for name in sorted(program.files):
            digest.update(b"\0" + name.encode() + b"\0")
            digest.update(hashlib.sha256(program.files[name]).digest())
        return digest.hexdigest()

    # -- the cache -----------------------------------------------------------------------------

    def get(self, key: str) -> Compiled | None:
        with self._lock:
            entry = self._memory.get(key)
            if entry is not None:
                self._memory.move_to_end(key)
                if key in self._disk:
                    self._disk.move_to_end(key)
            on_disk = entry is not None and key in self._disk
        found = entry[0] if entry is not None else None
        if on_disk:
            self._touch(key)  # the disk's order survives a restart
        if found is None and self.root is not None and self.disk_bytes > 0:
            found, size = self._load(key)
            with self._lock:  # puts replace files holding the lock: this view is current
                if found is None:
                    if not self._path(key).exists():
                        self._forget_disk_locked(key)  # evicted, or gone
                elif key in self._disk:
                    self._disk.move_to_end(key)
                else:  # written by another process sharing the folder
                    self._disk[key] = size
                    self._disk_used += size
                    self._evict_disk_locked(keep=key)
            if found is not None:
                self._touch(key)
                self._remember(key, found, entry_bytes(found))
        with self._lock:
            if found is None:
                self.misses += 1
            else:
                self.hits += 1
        return found

    def put(self, key: str, compiled: Compiled) -> None:
        if compiled.verdict == pb.VERDICT_SANDBOX_ERROR:
            return  # an infrastructure fault says nothing about the program
        size = entry_bytes(compiled)
        if size > self.max_entry_bytes:
            with self._lock:
                self.too_large += 1
            logs.get("compile_cache").info(
                "compile_cache_skip", key=key[:16], bytes=size, limit=self.max_entry_bytes
            )
            return
        self._remember(key, compiled, size)
        if self.root is not None and self.disk_bytes > 0:
            self._store(key, compiled)

    def stats(self) -> dict[str, int]:
        """Entries and bytes at each level, and the counters."""
        with self._lock:
            return {
                "memory_entries": len(self._memory),
                "memory_bytes": self._memory_used,
                "disk_entries": len(self._disk),
                "disk_bytes": self._disk_used,
                "hits": self.hits,
                "misses": self.misses,
                "evictions": self.evictions,
                "too_large": self.too_large,
            }

    # -- memory --------------------------------------------------------------------------------

    def _remember(self, key: str, compiled: Compiled, size: int) -> None:
        cost = size + ENTRY_OVERHEAD
        with self._lock:
            old = self._memory.pop(key, None)
            if old is not None:
                self._memory_used -= old[1]
            if cost > self.memory_bytes:
                return
            self._memory[key] = (compiled, cost)
            self._memory_used += cost
            while self._memory_used > self.memory_bytes or (
                self.max_entries is not None and len(self._memory) > self.max_entries
            ):
                _, (_, dropped) = self._memory.popitem(last=False)
                self._memory_used -= dropped
                self.evictions += 1

    # -- disk ----------------------------------------------------------------------------------

    def _path(self, key: str) -> Path:
        assert self.root is not None
        return self.root / key[:2] / f"{key}.tar"

    def _scan(self) -> None:
        """Index the folder's entries, least recently used first, and meet the disk budget."""
        assert self.root is not None
        found: list[tuple[float, str, int]] = []
        now = time.time()
        try:
            shards = [p for p in self.root.iterdir() if p.is_dir()]
        except OSError:
            return  # not there yet (made on the first put), or unreadable: start empty
        for shard in shards:
            try:
                paths = list(shard.iterdir())
            except OSError:
                continue
            for path in paths:
                try:
                    st = path.stat()
                    if path.suffix == ".tar":
                        found.append((st.st_mtime, path.stem, st.st_size))
                    elif ".tmp" in path.name and now - st.st_mtime > STALE_TMP_S:
                        path.unlink()  # a write cut short by a crash
                except OSError:
                    continue
        found.sort()
        with self._lock:
            for _, key, size in found:
                self._disk[key] = size
                self._disk_used += size
            self._evict_disk_locked()

    def _store(self, key: str, compiled: Compiled) -> None:
        path = self._path(key)
        meta = json.dumps({"verdict": int(compiled.verdict), "message": compiled.message})
        buffer = io.BytesIO()
        with tarfile.open(fileobj=buffer, mode="w") as tar:
            _add(tar, META, meta.encode(), executable=False)
            for name, content in compiled.artefacts.items():
                _add(tar, name, content, executable=name in compiled.executables)
        data = buffer.getbuffer()
        if len(data) > self.disk_bytes:
            return
        tmp = path.with_name(f"{path.name}.tmp{os.getpid()}-{threading.get_ident()}")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_bytes(data)
            with self._lock:  # the file in place and the index agree
                tmp.replace(path)
                self._index_locked(key, len(data))
        except OSError as exc:  # a full or read-only disk costs the cache, never the compile
            tmp.unlink(missing_ok=True)
            logs.get("compile_cache").warning(
                "compile_cache_write_failed", key=key[:16], error=str(exc)
            )

    def _index_locked(self, key: str, size: int) -> None:
        self._disk_used -= self._disk.pop(key, 0)
        self._disk[key] = size
        self._disk_used += size
        self._evict_disk_locked(keep=key)

    def _evict_disk_locked(self, keep: str | None = None) -> None:
        while self._disk_used > self.disk_bytes and self._disk:
            key = next(iter(self._disk))  # the least recently used
            if key == keep:  # the newest entry, alone over the budget
                break
            self._forget_disk_locked(key)
            with contextlib.suppress(OSError):
                self._path(key).unlink(missing_ok=True)
            self.evictions += 1

    def _forget_disk_locked(self, key: str) -> None:
        self._disk_used -= self._disk.pop(key, 0)

    def _touch(self, key: str) -> None:
        with contextlib.suppress(OSError):
            os.utime(self._path(key))

    def _load(self, key: str) -> tuple[Compiled | None, int]:
        """The entry stored under `key` and its file's size; (None, 0) when there is none or
        it does not read back."""
        path = self._path(key)
        try:
            data = path.read_bytes()
        except OSError:
            return None, 0
        try:
            files, executables = untar(data)
            meta = json.loads(files.pop(META))
            compiled = Compiled(meta["verdict"], files, executables, meta["message"], cached=True)
        except (KeyError, TypeError, ValueError, tarfile.TarError):
            path.unlink(missing_ok=True)  # unreadable: it would only take room
            return None, 0
        return compiled, len(data)


def _add(tar: tarfile.TarFile, name: str, content: bytes, executable: bool) -> None:
    info = tarfile.TarInfo(name)
    info.size = len(content)
    info.mode = 0o755 if executable else 0o644
    tar.addfile(info, io.BytesIO(content))
