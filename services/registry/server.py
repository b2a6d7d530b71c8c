"""Hosting the registry: create_server for tests and embedding, main() for `python -m`."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from rockman import grpcutil, logs
from rockman.registry.core import Registry
from rockman.registry.servicer import RegistryServicer
from rockman.registry.store import RegistryStore
from rockman.v1 import registry_pb2, registry_pb2_grpc

SERVICE_NAME = registry_pb2.DESCRIPTOR.services_by_name["RegistryService"].full_name


def create_server(address: str, db_path: Path) -> tuple[grpcutil.RunningServer, Registry]:
    """Start the registry on `address` (port 0: any free port) over the SQLite file `db_path`."""
    registry = Registry(RegistryStore(db_path))
    running = grpcutil.create_server(
        address,
        [
            grpcutil.Service(
                SERVICE_NAME,
                registry_pb2_grpc.add_RegistryServiceServicer_to_server,
                RegistryServicer(registry),
            )
        ],
    )
    logs.get("registry").info("listening", address=running.address, db=str(db_path))
    return running, registry


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m rockman.registry", description="Run the Rockman problem registry."
    )
    parser.add_argument(
        "--listen", default=os.environ.get("ROCKMAN_REGISTRY_LISTEN", "127.0.0.1:50051")
    )
    parser.add_argument(
        "--db",
        type=Path,
        default=Path(
            os.environ.get(
                "ROCKMAN_REGISTRY_DB", Path(os.environ.get("ROCKMAN_HOME", "."), "registry.db")
            )
        ),
    )
    parser.add_argument("--log-level", default=os.environ.get("ROCKMAN_LOG_LEVEL", "info"))
    ns = parser.parse_args(argv)
    logs.configure(ns.log_level)
    running, _ = create_server(ns.listen, ns.db)
    print(f"registry listening on {running.address}", flush=True)
    grpcutil.serve_until_signal([running])
