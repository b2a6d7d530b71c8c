"""Hosting the registry: create_server for tests and embedding, main() for `python -m`."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from rockman import auth, crypto, grpcutil, logs, service_flags
from rockman.v1 import registry_pb2, registry_pb2_grpc
from services.registry.core import Registry
from services.registry.servicer import POLICY, RegistryServicer
from services.registry.store import RegistryStore

SERVICE_NAME = registry_pb2.DESCRIPTOR.services_by_name["RegistryService"].full_name
# Every executor replica shares the executor token and fetches a bundle per worker at once.
MAX_CALLS_PER_CLIENT = 64  # main: --max-calls-per-client or $ROCKMAN_MAX_CALLS_PER_CLIENT


def create_server(
    address: str,
    db_path: Path,
    key: crypto.MasterKey,
    tokens: auth.Tokens,
    tls: grpcutil.TlsFiles | None = None,
    max_calls_per_client: int = MAX_CALLS_PER_CLIENT,
) -> tuple[grpcutil.RunningServer, Registry]:
    """Start the registry on `address` (port 0: any free port) over the SQLite file `db_path`,
    its secrets sealed under `key`, callers checked against `tokens`."""
    registry = Registry(RegistryStore(db_path, key))
    running = grpcutil.create_server(
        address,
        [
            grpcutil.Service(
                SERVICE_NAME,
                registry_pb2_grpc.add_RegistryServiceServicer_to_server,
                RegistryServicer(registry),
            )
        ],
        interceptors=[auth.AuthInterceptor(tokens, POLICY)],
        tls=tls,
        max_request_bytes=grpcutil.MAX_MESSAGE_BYTES,  # a whole suite version in one PutVersion
        max_calls_per_client=max_calls_per_client,
    )
    logs.get("registry").info(
        "listening", address=running.address, db=str(db_path), tls=tls is not None
    )
    return running, registry


def main(argv: list[str] | None = None) -> None:
    env = os.environ.get
    parser = argparse.ArgumentParser(
        prog="python -m services.registry", description="Run the Rockman problem registry."
    )
    parser.add_argument("--listen", default=env("ROCKMAN_REGISTRY_LISTEN", "127.0.0.1:50051"))
    parser.add_argument(
        "--db", type=Path, default=Path(env("ROCKMAN_REGISTRY_DB") or "registry.db")
    )
    parser.add_argument(
        "--key-file",
        type=Path,
        default=env(crypto.KEY_FILE_ENV),
        help=f"master key file (64 hex digits); default ${crypto.KEY_FILE_ENV}",
    )
    parser.add_argument("--create-key", action="store_true", help="create the key file if absent")
    parser.add_argument(
        "--tokens-file",
        type=Path,
        default=Path(env(auth.TOKENS_FILE_ENV) or "tokens.json"),
        help="role tokens (JSON); created with fresh tokens when absent",
    )
    parser.add_argument("--tls-cert", type=Path)
    parser.add_argument("--tls-key", type=Path)
    parser.add_argument("--tls-client-ca", type=Path, help="require client certificates (mTLS)")
    parser.add_argument(
        "--max-calls-per-client",
        type=int,
        default=int(env(service_flags.MAX_CALLS_ENV) or MAX_CALLS_PER_CLIENT),
        help="calls in flight per token before RESOURCE_EXHAUSTED (default "
        f"$ROCKMAN_MAX_CALLS_PER_CLIENT or {MAX_CALLS_PER_CLIENT})",
    )
    parser.add_argument("--log-level", default=env("ROCKMAN_LOG_LEVEL", "info"))
    ns = parser.parse_args(argv)
    logs.configure(ns.log_level)
    if ns.key_file is None:
        parser.error(f"--key-file or ${crypto.KEY_FILE_ENV} is required")
    key = (
        crypto.MasterKey.load_or_create(ns.key_file)
        if ns.create_key
        else crypto.MasterKey.load(ns.key_file)
    )
    tokens, created = auth.Tokens.load_or_create(ns.tokens_file)
    if created:
        logs.get("registry").info("tokens_created", path=str(ns.tokens_file))
    tls = grpcutil.TlsFiles(ns.tls_client_ca, ns.tls_cert, ns.tls_key) if ns.tls_cert else None
    stop = grpcutil.StopSignal()
    running, _ = create_server(ns.listen, ns.db, key, tokens, tls, ns.max_calls_per_client)
    print(f"registry listening on {running.address}", flush=True)
    grpcutil.serve_until_signal([running], stop=stop)
