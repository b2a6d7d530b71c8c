"""Keeping the registry in step with the local problems/ folder (embedded and `serve`).

A local suite is built from its problem folders; when no version of the suite in the registry
has the same version hash, the build is stored as version ``local-<hash prefix>``. A changed
problem therefore always gets a new version, and an unchanged one reuses the old.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

import yaml

from rockman import hashing, logs
from rockman.client.api import Client, reusing_cases
from rockman.errors import InvalidArgument, ResourceExhausted
from rockman.problems import build
from rockman.problems.spec import SPEC_FILE, folder_name
from rockman.v1 import registry_pb2


def build_shared(problems_dir: Path, suite: str) -> list[registry_pb2.ProblemSource]:
    """`suite` built, each task's cases held once (its other languages `reuse_cases`), so even
    a suite of several hundred MB per language costs memory and wire once."""
    specs = build.discover(problems_dir, suite)
    if not specs:
        raise InvalidArgument(f"no problems of suite {suite!r} under {problems_dir}")
    seed, development = build.hidden_seed()
    return [
        source
        for spec in specs
        for source in reusing_cases(build.build_all_languages(spec, seed, development))
    ]


def sync_local_suite(client: Client, suite: str, problems_dir: Path) -> str:
    """Build `suite` from `problems_dir` into the registry if needed; return its version."""
    sources = build_shared(problems_dir, suite)
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
    """Every local suite synced; returns suite -> version. A suite the registry refuses as too
    large (one problem over the message limit) is left out with a warning."""
    synced: dict[str, str] = {}
    for suite in sorted(build.local_suites(problems_dir)):
        try:
            synced[suite] = sync_local_suite(client, suite, problems_dir)
        except ResourceExhausted as exc:
            logs.get("client").warning("suite_not_built", suite=suite, reason=str(exc))
            sys.stderr.write(f"rockman-client: suite {suite} left out: {exc}\n")
    return synced


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
