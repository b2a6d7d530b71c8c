"""Shared fixtures: the built starter suite, and real services on loopback."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rockman.auth import Role
from rockman.client import Client, EmbeddedServices
from rockman.client.suites import sync_local_suite
from rockman.problems import build_pool, seeds
from rockman.v1 import registry_pb2

ROOT = Path(__file__).resolve().parent.parent
PROBLEMS = ROOT / "problems"
HUMANEVAL_X = ROOT / "data" / "humaneval-x"  # in the checkout: data/README.md

pytest_plugins = ["tests.ci_skips"]


@pytest.fixture(scope="session")
def starter_sources() -> list[registry_pb2.ProblemSource]:
    """The starter suite built once per session (development seed)."""
    return build_pool.build_suite(PROBLEMS, "starter", seeds.DEVELOPMENT)


@pytest.fixture(scope="session")
def embedded(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[EmbeddedServices, str]]:
    """The three services in-process on loopback with the starter suite loaded."""
    home = tmp_path_factory.mktemp("rockman-home")
    with EmbeddedServices(home, workers=2) as services:
        publisher = services.token(Role.PUBLISHER)
        with Client(services.endpoints, publisher) as client:
            version = sync_local_suite(client, "starter", PROBLEMS, seed=seeds.DEVELOPMENT)
        yield services, version


@pytest.fixture
def client(embedded: tuple[EmbeddedServices, str]) -> Iterator[Client]:
    """A reader-role client of the embedded services."""
    services = embedded[0]
    with Client(services.endpoints, services.token(Role.READER)) as c:
        yield c


@pytest.fixture(scope="session", autouse=True)
def _json_logs_to_file(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Services started in-process log JSON to a file, not into pytest's output."""
    from rockman import logs

    logs.configure("debug", tmp_path_factory.mktemp("logs") / "rockman.log")
