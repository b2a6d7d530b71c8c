"""An unchanged local suite is not built again: embedded and served registries remember which
version each build fingerprint gave. A changed folder, a damaged cache or a version missing from
the registry means a fresh build."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rockman.auth import Role
from rockman.client import suites
from rockman.client.api import Client
from rockman.client.services import EmbeddedServices
from rockman.problems import seeds
from rockman.v1 import registry_pb2
from tests.conftest import PROBLEMS


def sync(client: Client, problems: Path, cache: Path | None = None) -> str:
    return suites.sync_local_suite(client, "starter", problems, cache, seed=seeds.DEVELOPMENT)


def test_the_build_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    problems = tmp_path / "problems"
    for name in ("Starter__FUND_001", "Starter__DP_001"):
        shutil.copytree(PROBLEMS / name, problems / name)
    cache = tmp_path / "home" / "cache" / "suite-builds.json"
    builds: list[str] = []
    real_build = suites.build_shared

    def counted(
        problems_dir: Path, suite: str, seed: seeds.SplitSeed
    ) -> list[registry_pb2.ProblemSource]:
        builds.append(suite)
        return real_build(problems_dir, suite, seed)

    monkeypatch.setattr(suites, "build_shared", counted)
    with (
        EmbeddedServices(tmp_path / "home", workers=1) as services,
        Client(services.endpoints, services.token(Role.PUBLISHER)) as client,
    ):
        first = sync(client, problems, cache)
        assert builds == ["starter"] and cache.is_file()
        assert sync(client, problems, cache) == first
        assert builds == ["starter"]  # remembered: not built again
        assert sync(client, problems) == first
        assert len(builds) == 2  # without a cache it builds, and finds the same version
        # A changed problem changes the fingerprint: built again, as a new version.
        spec = problems / "Starter__DP_001" / "spec.yaml"
        text = spec.read_text(encoding="utf-8")
        spec.write_text(text.replace("Transform the string", "Turn the string"), encoding="utf-8")
        changed = suites.sync_local_suite(
            client, "starter", problems, cache, seed=seeds.DEVELOPMENT
        )
        assert len(builds) == 3 and changed != first
        # A damaged cache is ignored, and rewritten.
        cache.write_text("{not json", encoding="utf-8")
        assert sync(client, problems, cache) == changed
        assert len(builds) == 4
        assert sync(client, problems, cache) == changed
        assert len(builds) == 4
    # A registry that lacks the remembered version (a new home) gets the build.
    with (
        EmbeddedServices(tmp_path / "other-home", workers=1) as services,
        Client(services.endpoints, services.token(Role.PUBLISHER)) as client,
    ):
        assert sync(client, problems, cache) == changed
        assert len(builds) == 5
        assert [v.version for v in client.versions("starter")] == [changed]
