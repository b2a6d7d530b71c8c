"""Files that hold a secret (the registry's master key, the executor's signing key, the home's
private seed): written whole or not at all, mode 0600, never over an existing file, and made on
first use by exactly one of several processes starting at once."""

from __future__ import annotations

import os
import secrets
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")
PRIVATE = stat.S_IRUSR | stat.S_IWUSR


def write_new(path: Path, text: str, mode: int = PRIVATE) -> None:
    """Write `text` to `path` whole or not at all, never over an existing file: a temporary
    file in the same folder (mode `mode`, fsynced) linked into place. FileExistsError when
    `path` exists (another process's file won)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        with os.fdopen(fd, "w", encoding="ascii") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.link(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def load_or_create(path: Path, load: Callable[[Path], T], create: Callable[[Path], T]) -> T:
    """What `load` reads from `path`, which `create` makes first when there is none; when a
    concurrent process made it in between (create's FileExistsError), that one is loaded."""
    if path.exists():
        return load(path)
    try:
        return create(path)
    except FileExistsError:
        return load(path)
