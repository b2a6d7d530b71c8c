"""Keeping the registry in step with the local problems/ folder (embedded and `serve`).

A local suite is built from its problem folders; when no version of the suite in the registry
has the same version hash, the build is stored as version ``local-<hash prefix>``. A changed
problem therefore always gets a new version, and an unchanged one reuses the old.
"""

from __future__ import annotations

from pathlib import Path

from rockman import hashing, logs
from rockman.client.api import Client
from rockman.problems import build


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
    client.put_version(suite, version, sources)
    logs.get("client").info("suite_built", suite=suite, version=version, problems=len(sources))
    return version


def sync_all_local_suites(client: Client, problems_dir: Path) -> dict[str, str]:
    """Every local suite synced; returns suite -> version."""
    return {
        suite: sync_local_suite(client, suite, problems_dir)
        for suite in sorted(build.local_suites(problems_dir))
    }
