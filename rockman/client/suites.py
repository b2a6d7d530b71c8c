"""Keeping the registry in step with the local problems/ folder (embedded and `serve`).

A local suite is built from its problem folders; when no version of the suite in the registry
has the same version hash, the build is stored as version ``local-<hash prefix>``. A changed
problem therefore always gets a new version, and an unchanged one reuses the old.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Iterable
from pathlib import Path

import yaml

from rockman import hashing, logs
from rockman.client.api import Client, reusing_cases
from rockman.errors import InvalidArgument, ResourceExhausted
from rockman.problem_spec import SPEC_FILE, folder_name, read_yaml
from rockman.problems import build, build_pool, seeds
from rockman.v1 import registry_pb2


def build_shared(
    problems_dir: Path, suite: str, seed: seeds.SplitSeed
) -> list[registry_pb2.ProblemSource]:
    """`suite` built from `seed`, each task's cases held once (its other languages
    `reuse_cases`), so even a suite of several hundred MB per language costs memory and wire
    once."""
    specs = build.discover(problems_dir, suite)
    if not specs:
        raise InvalidArgument(f"no problems of suite {suite!r} under {problems_dir}")
    built = build_pool.build_many(specs, seed.value, seed.development)
    return [source for sources in built for source in reusing_cases(sources)]


def build_fingerprint(problems_dir: Path, suite: str, seed: seeds.SplitSeed) -> str:
    """What a build of `suite` depends on: its folders' files, the seed (by its fingerprint),
    and Rockman's own code (rockman/ and services/: the renderers, the generators' runner,
    hashing). Equal fingerprints build equal versions, so a build can be skipped when the
    registry already holds one."""
    digest = hashlib.sha256(f"{suite}\0{seed.fingerprint}\0{seed.development}\0".encode())
    package = Path(__file__).resolve().parents[1]
    code_roots = (package, package.parent / "services")
    code = [
        (root, Path(folder, name))
        for root in code_roots
        for folder, _, names in sorted(os.walk(root))
        for name in sorted(names)
        if name.endswith(".py")
    ]
    folders = [spec.folder for spec in build.discover(problems_dir, suite)]
    files = code + [
        (folder, path)
        for folder in folders
        for path in sorted(folder.rglob("*"))
        if path.is_file() and "__pycache__" not in path.parts
    ]
    for base, path in files:
        digest.update(f"{base.name}/{path.relative_to(base)}\0".encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def sync_local_suite(
    client: Client,
    suite: str,
    problems_dir: Path,
    cache: Path | None = None,
    *,
    seed: seeds.SplitSeed,
) -> str:
    """Build `suite` from `problems_dir` and `seed` into the registry if needed; return its
    version. `cache` (a JSON file) remembers which version each build fingerprint gave, so an
    unchanged suite is not built again (a 240-problem suite takes a minute or more)."""
    fingerprint = build_fingerprint(problems_dir, suite, seed)
    remembered = _read_cache(cache).get(fingerprint) if cache else None
    versions = client.versions(suite)
    if remembered:
        for info in versions:
            if (info.version, info.version_hash) == (remembered["version"], remembered["hash"]):
                return info.version
    sources = build_shared(problems_dir, suite, seed)
    digest = hashing.version_hash(
        (s.problem.task_id, s.problem.language, s.problem.content_hash) for s in sources
    )
    version = next((i.version for i in versions if i.version_hash == digest), "")
    if not version:
        version = f"local-{digest[:12]}"
        client.put_version(suite, version, sources)
        logs.get("client").info("suite_built", suite=suite, version=version, problems=len(sources))
    if cache:
        _write_cache(cache, fingerprint, {"suite": suite, "version": version, "hash": digest})
    return version


def _read_cache(cache: Path | None) -> dict[str, dict[str, str]]:
    try:
        found = json.loads(cache.read_text(encoding="utf-8")) if cache else {}
    except (OSError, ValueError):
        return {}  # absent or damaged: build again
    return found if isinstance(found, dict) else {}


def _write_cache(cache: Path, fingerprint: str, entry: dict[str, str]) -> None:
    entries = {k: v for k, v in _read_cache(cache).items() if v.get("suite") != entry["suite"]}
    entries[fingerprint] = entry
    cache.parent.mkdir(parents=True, exist_ok=True)
    partial = cache.with_suffix(f".{os.getpid()}.tmp")
    partial.write_text(json.dumps(entries, indent=1), encoding="utf-8")
    partial.replace(cache)  # whole or not at all


def build_cache(home: Path) -> Path:
    """Where embedded and served registries remember their local suite builds."""
    return home / "cache" / "suite-builds.json"


def sync_all_local_suites(
    client: Client, problems_dir: Path, cache: Path | None = None, *, seed: seeds.SplitSeed
) -> dict[str, str]:
    """Every local suite synced; returns suite -> version. A suite the registry refuses as too
    large (one problem over the message limit) is left out with a warning."""
    synced: dict[str, str] = {}
    for suite in sorted(build.local_suites(problems_dir)):
        try:
            synced[suite] = sync_local_suite(client, suite, problems_dir, cache, seed=seed)
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
            raw = read_yaml(path.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError):
            continue
        if isinstance(raw, dict) and raw.get("task_id") == task_id and raw.get("suite"):
            found.add(str(raw["suite"]))
    return found
