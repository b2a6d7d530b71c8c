"""Keeping the registry in step with the local problems/ folder (embedded and `serve`).

A local suite is built from its problem folders; when no version of the suite in the registry
has the same version hash, the build is stored as version ``local-<hash prefix>``. A changed
problem therefore always gets a new version, and an unchanged one reuses the old.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import yaml

from rockman import grpcutil, hashing, logs
from rockman.client.api import Client
from rockman.errors import ResourceExhausted
from rockman.problems import build
from rockman.problems.spec import SPEC_FILE, folder_name


def sync_local_suite(client: Client, suite: str, problems_dir: Path) -> str:
    """Build `suite` from `problems_dir` into the registry if needed; return its version."""
    sources = build.build_suite(problems_dir, suite)
    digest = hashing.version_hash(
        (s.problem.task_id, s.problem.language, s.problem.content_hash) for s in sources
    )
    for info in client.versions(suite):
        if info.version_hash == digest:
            return info.version
    version = f"local-{digest[:12]}"
    size = sum(source.ByteSize() for source in sources)
    if size > grpcutil.MAX_MESSAGE_BYTES:
        # Every language's source carries its own copy of the cases (docs/registry.md).
        raise ResourceExhausted(
            f"suite {suite} builds to {size / 2**20:.0f} MiB, more than one registry version can "
            f"take ({grpcutil.MAX_MESSAGE_BYTES / 2**20:.0f} MiB: each language stores its own "
            f"copy of the cases); validate it with `rockman-client validate --suite {suite}`, "
            "which needs no registry"
        )
    client.put_version(suite, version, sources)
    logs.get("client").info("suite_built", suite=suite, version=version, problems=len(sources))
    return version


def sync_all_local_suites(client: Client, problems_dir: Path) -> dict[str, str]:
    """Every local suite synced; returns suite -> version."""
    return {
        suite: sync_local_suite(client, suite, problems_dir)
        for suite in sorted(build.local_suites(problems_dir))
    }


def suites_of_tasks(problems_dir: Path, task_ids: Iterable[str]) -> set[str]:
    """The local suites that hold these task ids (read from their folders' spec.yaml alone), so
    that a command builds only the suites it uses, not every local one."""
    found: set[str] = set()
    for task_id in set(task_ids):
        path = problems_dir / folder_name(task_id) / SPEC_FILE
        try:
            raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError):
            continue
        if isinstance(raw, dict) and raw.get("task_id") == task_id and raw.get("suite"):
            found.add(str(raw["suite"]))
    return found
