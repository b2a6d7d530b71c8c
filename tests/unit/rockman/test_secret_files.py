"""Secret files are written whole, mode 0600, never over an existing one, and racing creators
agree on one (the master key, the signing key and the home's seed all use them)."""

from __future__ import annotations

import secrets
import stat
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from rockman import secret_files


def test_a_new_file_is_private_and_whole(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "key"
    secret_files.write_new(path, "abc\n")
    assert path.read_text() == "abc\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert sorted(p.name for p in path.parent.iterdir()) == ["key"]  # no temporary left


def test_an_existing_file_is_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "key"
    secret_files.write_new(path, "first\n")
    with pytest.raises(FileExistsError):
        secret_files.write_new(path, "second\n")
    assert path.read_text() == "first\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["key"]


def test_racing_creators_all_load_the_one_that_won(tmp_path: Path) -> None:
    path = tmp_path / "seed"

    def create(p: Path) -> str:
        value = secrets.token_hex(8)
        secret_files.write_new(p, value)
        return value

    with ThreadPoolExecutor(16) as pool:
        seen = list(
            pool.map(lambda _: secret_files.load_or_create(path, Path.read_text, create), range(64))
        )
    assert set(seen) == {path.read_text()}
