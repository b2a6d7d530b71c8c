"""The seed a build draws private and hidden cases from, and where it comes from.

Three seeds (docs/problem-format.md, docs/security.md):

- **private, per home** (the default): a random 256-bit secret made on first use and kept in
  ``$ROCKMAN_HOME/hidden-seed`` beside the registry's master key (mode 0600, written whole or
  not at all, never logged, exported or shown). Runs in one home draw the same cases; two homes
  draw different ones.
- **the operator's**: ``ROCKMAN_HIDDEN_SEED``, which overrides the home's.
- **development**: the public seed the problems were written and validated with, only when asked
  for (``--development-split``, or ``ROCKMAN_HIDDEN_SEED`` set to its value). Anyone with the
  repository can compute its private and hidden cases.

A seed is shown only by its fingerprint, a hash prefix from which the seed cannot be had. The
generators are public, so a private seed hides the cases, not their distribution.
"""

from __future__ import annotations

import contextlib
import hashlib
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from rockman import secret_files

DEV_SEED = "rockman-public-development-seed"
SEED_ENV = "ROCKMAN_HIDDEN_SEED"
SEED_FILE = "hidden-seed"
DEVELOPMENT_NOTE = "public: its private and hidden cases can be computed from the repository"


def fingerprint(seed: str) -> str:
    """16 hex digits that name a seed without revealing it."""
    return hashlib.sha256(b"rockman split seed\0" + seed.encode("utf-8")).hexdigest()[:16]


@dataclass(frozen=True)
class SplitSeed:
    """A seed and what it is; its repr never shows the value."""

    value: str = field(repr=False)
    development: bool
    origin: str  # "home", "operator" or "development"

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.value)

    def describe(self) -> str:
        """How a report names the split its cases came from."""
        if self.development:
            return f"development ({DEVELOPMENT_NOTE})"
        return f"private (seed {self.fingerprint})"


DEVELOPMENT = SplitSeed(DEV_SEED, True, "development")


def home_seed(home: Path) -> SplitSeed:
    """The home's private seed, made on first use: written to a temporary file (0600), then
    linked into place, so a reader sees the whole seed or none, and two processes starting at
    once agree on one."""
    path = home / SEED_FILE
    if not path.exists():
        with contextlib.suppress(FileExistsError):  # another process's seed won
            secret_files.write_new(path, secrets.token_hex(32) + "\n")
    value = path.read_text(encoding="ascii").strip()
    if len(value) < 32:
        raise ValueError(f"{path} holds no usable seed; remove it to make a new one")
    return SplitSeed(value, value == DEV_SEED, "home")


def resolve(home: Path | None, env: Mapping[str, str], development: bool = False) -> SplitSeed:
    """The seed a build uses: the development seed when asked for; else the operator's
    ROCKMAN_HIDDEN_SEED (the development seed when it is that value); else the home's."""
    if development:
        return DEVELOPMENT
    given = env.get(SEED_ENV, "")
    if given:
        return DEVELOPMENT if given == DEV_SEED else SplitSeed(given, False, "operator")
    if home is None:
        raise ValueError(
            f"no seed for private and hidden cases: set {SEED_ENV}, give a home, or ask for "
            "the development split"
        )
    return home_seed(home)
