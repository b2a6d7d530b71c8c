"""Connecting a CLI command to its services: given addresses, or embedded ones.

Shared by every subcommand: the service flags, the caller's token and TLS files, and the
embedded registry's local suites, built into it before use.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from rockman import grpcutil, service_flags
from rockman.auth import Role
from rockman.client.api import Client
from rockman.client.services import EmbeddedServices
from rockman.client.suites import (
    build_cache,
    suites_of_tasks,
    sync_all_local_suites,
    sync_local_suite,
)
from rockman.problems import build, seeds
from services.executor.server import REGISTRY_TOKEN_ENV


def add_service_flags(p: argparse.ArgumentParser) -> None:
    env = os.environ.get
    g = p.add_argument_group("services (any not given is started in-process)")
    g.add_argument("--registry", metavar="ADDR", default=env("ROCKMAN_REGISTRY"))
    g.add_argument(
        "--executor",
        metavar="ADDR",
        default=env("ROCKMAN_EXECUTOR"),
        help="HOST:PORT, several as H1:P1,H2:P2, or dns:///NAME:PORT: submissions are spread "
        "over the replicas (round_robin) and moved off one that fails (docs/deployment.md)",
    )
    g.add_argument(
        "--executor-streams",
        type=int,
        metavar="N",
        default=int(env("ROCKMAN_EXECUTOR_STREAMS") or 0) or None,
        help="Execute streams per executor replica (default 2 with several replicas, else 1)",
    )
    g.add_argument("--scorer", metavar="ADDR", default=env("ROCKMAN_SCORER"))
    g.add_argument("--workers", type=int, help="sandbox workers of an embedded executor")
    service_flags.add_backend_flag(g)
    g.add_argument(
        "--token",
        default=env("ROCKMAN_TOKEN"),
        help="your token for the services (default $ROCKMAN_TOKEN); embedded mode makes its own",
    )
    g.add_argument(
        "--registry-token",
        default=env(REGISTRY_TOKEN_ENV),
        help="executor token for an embedded executor using a remote registry",
    )
    g.add_argument(
        "--development-split",
        action="store_true",
        help="draw private and hidden cases from the public development seed (problem authors "
        "and Rockman's own tests; its cases can be computed from the repository). Default: "
        f"$ROCKMAN_HOME's private seed, or ${seeds.SEED_ENV}",
    )
    g.add_argument("--tls-ca", type=Path, default=env("ROCKMAN_TLS_CA"), help="registry's CA")
    g.add_argument("--tls-cert", type=Path, default=env("ROCKMAN_TLS_CERT"), help="client cert")
    g.add_argument("--tls-key", type=Path, default=env("ROCKMAN_TLS_KEY"), help="client key")


def tls_files(ns: argparse.Namespace) -> grpcutil.TlsFiles | None:
    """The caller's TLS files (--tls-ca, --tls-cert, --tls-key), or None."""
    if not (ns.tls_ca or ns.tls_cert):
        return None
    return grpcutil.TlsFiles(ns.tls_ca, ns.tls_cert, ns.tls_key)


@contextmanager
def connected(
    ns: argparse.Namespace, role: Role = Role.READER, sync: str | set[str] | None = None
) -> Iterator[Client]:
    """A client over given or embedded services, holding `role` on an embedded registry (a
    remote registry gets the caller's --token). With an embedded registry, local problem suites
    are built into it first (`sync`: one suite name, a set of names, or "*" for all)."""
    tls = tls_files(ns)
    services = EmbeddedServices(
        ns.home, ns.registry, ns.executor, ns.scorer, ns.workers, ns.registry_token, tls, ns.token,
        ns.backend,
    )  # fmt: skip
    with services:
        embedded_registry = "registry" in services.embedded
        if sync and embedded_registry:
            problems_dir = build.default_problems_dir()
            cache = build_cache(services.home)
            seed = split_seed(ns, services.home)
            with Client(services.endpoints, services.token(Role.PUBLISHER)) as publisher:
                if isinstance(sync, set):
                    for suite in sorted(sync & build.local_suites(problems_dir)):
                        sync_local_suite(publisher, suite, problems_dir, cache, seed=seed)
                elif sync == "*":
                    sync_all_local_suites(publisher, problems_dir, cache, seed=seed)
                elif sync in build.local_suites(problems_dir):
                    version = sync_local_suite(publisher, sync, problems_dir, cache, seed=seed)
                    if hasattr(ns, "version") and not ns.version:
                        ns.version = version
        with client_of(
            services, role, ns.token, tls, getattr(ns, "executor_streams", None)
        ) as client:
            yield client


@contextmanager
def client_of(
    services: EmbeddedServices,
    role: Role,
    token: str | None,
    tls: grpcutil.TlsFiles | None,
    executor_streams: int | None = None,
) -> Iterator[Client]:
    """A client of started services, holding `role` on an embedded registry; a remote registry
    gets the caller's `token` and `tls`. Remote executors and scorers get the caller's token,
    which embedded ones accept too; without one, the embedded services' own token opens them."""
    embedded_registry = "registry" in services.embedded
    with Client(
        services.endpoints,
        services.token(role) if embedded_registry else token,
        None if embedded_registry else tls,
        executor_streams=executor_streams,
        service_token=token or services.token(role),
    ) as client:
        yield client


def split_seed(ns: argparse.Namespace, home: Path) -> seeds.SplitSeed:
    """The seed local suites are built from: --development-split, else ROCKMAN_HIDDEN_SEED,
    else the home's private seed (made on first use)."""
    return seeds.resolve(home, os.environ, bool(getattr(ns, "development_split", False)))


def suites_for(task_ids: Iterable[str]) -> set[str]:
    """The local suites holding these tasks: what a command that reads them must build."""
    return suites_of_tasks(build.default_problems_dir(), task_ids)
