"""`rockman-client serve`: the services for other clients, in this process.

The registry's master key, role tokens and the executor's result-signing key live under
$ROCKMAN_HOME unless given (`registry.key`, `tokens.json`, `executor-signing.key`, each created
mode 0600 on first use). A served scorer trusts results signed by that key, by the keys in
HOME/trusted-executor-keys and by those in --trusted-keys. Every served service
checks its callers against that tokens file: give a lone executor or scorer the registry's.
Serving everything wires the executor with the executor token; an executor served alone takes
`--registry-token`.
Local problem suites are built into a served registry at start unless --no-local-suites.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from pathlib import Path

from rockman import auth, crypto, grpcutil, logs, service_flags, signing
from rockman.client.api import Client
from rockman.client.services import Endpoints, home_trusted_keys, signing_key_path
from rockman.client.suites import build_cache, sync_all_local_suites
from rockman.errors import InvalidArgument
from rockman.problems import build, seeds
from services.executor.core import ExecutorConfig
from services.executor.server import REGISTRY_TOKEN_ENV
from services.executor.server import create_server as create_executor
from services.registry.server import create_server as create_registry
from services.scorer.server import create_server as create_scorer


def add_parser(sub: argparse._SubParsersAction) -> None:
    serve = sub.add_parser("serve", help="run the services for other clients")
    serve.add_argument(
        "--service", choices=["all", "registry", "executor", "scorer"], default="all"
    )
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--registry-port", type=int, default=0)
    serve.add_argument("--executor-port", type=int, default=0)
    serve.add_argument("--scorer-port", type=int, default=0)
    serve.add_argument("--registry", metavar="ADDR", help="registry for a lone executor")
    serve.add_argument("--registry-token", help=f"executor token (default ${REGISTRY_TOKEN_ENV})")
    serve.add_argument(
        "--key-file", type=Path, help="registry master key (default HOME/registry.key)"
    )
    serve.add_argument("--tokens-file", type=Path, help="role tokens (default HOME/tokens.json)")
    serve.add_argument(
        "--signing-key",
        type=Path,
        help=f"the executor's result-signing key (default HOME/{signing.HOME_KEY_FILE})",
    )
    serve.add_argument(
        "--trusted-keys",
        type=Path,
        help="more executors' public keys the scorer trusts, one per line (beside the home's "
        f"own and HOME/{signing.HOME_TRUSTED_FILE})",
    )
    serve.add_argument("--tls-cert", type=Path, help="registry TLS certificate")
    serve.add_argument("--tls-key", type=Path, help="registry TLS key")
    serve.add_argument("--tls-client-ca", type=Path, help="require client certificates (mTLS)")
    serve.add_argument("--workers", type=int)
    service_flags.add_backend_flag(serve)
    serve.add_argument(
        "--no-local-suites", action="store_true", help="do not build problems/ into the registry"
    )
    serve.add_argument(
        "--development-split",
        action="store_true",
        help="build local suites from the public development seed (default: "
        "$ROCKMAN_HIDDEN_SEED, else HOME's private seed)",
    )
    serve.add_argument("--json", action="store_true", help="print addresses as JSON")
    serve.set_defaults(func=cmd_serve)


def _tokens(ns: argparse.Namespace) -> tuple[auth.Tokens, Path]:
    tokens_file = ns.tokens_file or ns.home / "tokens.json"
    tokens, created = auth.Tokens.load_or_create(tokens_file)
    if created:
        logs.get("serve").info("tokens_created", path=str(tokens_file))
    return tokens, tokens_file


def _serve_registry(
    ns: argparse.Namespace, tokens: auth.Tokens, tokens_file: Path
) -> grpcutil.RunningServer:
    key = crypto.MasterKey.load_or_create(ns.key_file or ns.home / "registry.key")
    tls = grpcutil.TlsFiles(ns.tls_client_ca, ns.tls_cert, ns.tls_key) if ns.tls_cert else None
    server, _ = create_registry(
        f"{ns.host}:{ns.registry_port}", ns.home / "registry.db", key, tokens, tls
    )
    problems_dir = build.default_problems_dir()
    if not ns.no_local_suites and problems_dir.is_dir() and tls is None:
        publisher = auth.read_token_file(tokens_file, auth.Role.PUBLISHER)
        with Client(Endpoints(server.address, "", ""), publisher) as client:
            seed = seeds.resolve(ns.home, os.environ, ns.development_split)
            sync_all_local_suites(client, problems_dir, build_cache(ns.home), seed=seed)
    return server


def cmd_serve(ns: argparse.Namespace) -> int:
    wanted = ["registry", "executor", "scorer"] if ns.service == "all" else [ns.service]
    running: list[grpcutil.RunningServer] = []
    addresses: dict[str, str] = {}
    stop = grpcutil.StopSignal()
    try:
        registry_token = ns.registry_token
        tokens, tokens_file = _tokens(ns)
        if "registry" in wanted:
            server = _serve_registry(ns, tokens, tokens_file)
            running.append(server)
            addresses["registry"] = server.address
            registry_token = auth.read_token_file(tokens_file, auth.Role.EXECUTOR)
            sys.stderr.write(f"role tokens: {tokens_file}\n")
        if "executor" in wanted:
            registry = addresses.get("registry") or ns.registry
            if not registry:
                raise InvalidArgument("serving the executor alone needs --registry ADDR")
            config = ExecutorConfig(self_test_at_start=True, backend=ns.backend)
            if ns.workers:
                config = dataclasses.replace(config, workers=ns.workers)
            key_file = ns.signing_key or signing_key_path(ns.home)
            server, _ = create_executor(
                f"{ns.host}:{ns.executor_port}",
                registry,
                config,
                registry_token,
                tokens=tokens,
                signing_key=signing.SigningKey.load_or_create(key_file),
            )
            running.append(server)
            addresses["executor"] = server.address
        if "scorer" in wanted:
            split = seeds.resolve(ns.home, os.environ, ns.development_split)
            trusted = home_trusted_keys(ns.home, ns.trusted_keys)
            if ns.signing_key and "executor" in wanted:
                own = signing.SigningKey.load(ns.signing_key).public_key
                trusted = signing.TrustedKeys([own, *trusted.public_keys])
            server = create_scorer(
                f"{ns.host}:{ns.scorer_port}",
                ns.home / "scorer",
                tokens=tokens,
                trusted_keys=trusted,
                split_fingerprint=split.fingerprint,
            )
            running.append(server)
            addresses["scorer"] = server.address
    except BaseException:
        for server in running:
            server.stop(0)
        raise
    if ns.json:
        sys.stdout.write(json.dumps(addresses) + "\n")
    else:
        for name, address in addresses.items():
            sys.stdout.write(f"{name} {address}\n")
    sys.stdout.flush()
    grpcutil.serve_until_signal(running, stop=stop)
    return 0
