"""Hosting the executor: create_server for tests and embedding, main() for `python -m`."""

from __future__ import annotations

import argparse
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from rockman import auth, grpcutil, logs, service_flags, signing
from rockman.errors import InvalidArgument, RockmanError
from rockman.languages import registry as languages
from rockman.v1 import executor_pb2, executor_pb2_grpc
from services.executor import compile_cache
from services.executor.bundles import RegistryBundles
from services.executor.core import Executor, ExecutorConfig
from services.executor.pool import NativeSandbox
from services.executor.sandbox import Sandbox, SubprocessSandbox
from services.executor.servicer import ExecutorServicer

SERVICE_NAME = executor_pb2.DESCRIPTOR.services_by_name["ExecutorService"].full_name
REGISTRY_TOKEN_ENV = "ROCKMAN_REGISTRY_TOKEN"
# Execute streams (and capability calls) in flight per token: `run` opens one or two per replica.
MAX_CALLS_PER_CLIENT = 16  # main: --max-calls-per-client or $ROCKMAN_MAX_CALLS_PER_CLIENT


def make_sandbox(config: ExecutorConfig) -> Sandbox:
    """The sandbox backend `config` names, with its workers."""
    if config.backend == "native":
        return NativeSandbox(config.workers, languages.readonly_paths())
    if config.backend == "subprocess":
        return SubprocessSandbox()
    if config.backend == "docker":
        from services.executor.docker_backend.sandbox import DockerSandbox

        return DockerSandbox(config.workers)
    raise InvalidArgument(
        f"unknown sandbox backend {config.backend!r} (native, docker, subprocess)"
    )


def create_server(
    address: str,
    registry_address: str,
    config: ExecutorConfig | None = None,
    registry_token: str | None = None,
    registry_tls: grpcutil.TlsFiles | None = None,
    tokens: auth.Tokens | None = None,
    max_calls_per_client: int = MAX_CALLS_PER_CLIENT,
    signing_key: signing.SigningKey | None = None,
) -> tuple[grpcutil.RunningServer, Executor]:
    """Start the executor on `address`; it fetches test bundles from `registry_address` with
    its executor credential `registry_token`. Callers need a token of any role in `tokens`
    (None: no authentication, for tests and trusted networks). Results are signed with
    `signing_key` (None: a fresh key held in memory, see docs/security.md)."""
    config = config or ExecutorConfig()
    bundles = RegistryBundles(registry_address, registry_token, registry_tls)
    executor = Executor(bundles, make_sandbox(config), config, signing_key)
    pool = ThreadPoolExecutor(max_workers=config.workers, thread_name_prefix="sandbox")
    running = grpcutil.create_server(
        address,
        [
            grpcutil.Service(
                SERVICE_NAME,
                executor_pb2_grpc.add_ExecutorServiceServicer_to_server,
                ExecutorServicer(executor, pool, max_in_flight=config.workers * 2),
            )
        ],
        interceptors=[auth.AuthInterceptor(tokens, auth.policy_for([SERVICE_NAME], auth.READ))]
        if tokens
        else [],
        max_calls_per_client=max_calls_per_client,
    )
    running.on_stop.append(executor.sandbox.close)
    running.on_stop.append(pool.shutdown)
    logs.get("executor").info(
        "listening",
        address=running.address,
        registry=registry_address,
        workers=config.workers,
        backend=executor.sandbox.name,
        authentication=tokens is not None,
        signing_key_id=executor.signer.key_id,
        signing_public_key=executor.signer.public_key.hex(),
        signing_key_file=str(executor.signer.path or "(in memory)"),
    )
    return running, executor


MIB_DEFAULTS = {
    "memory": compile_cache.DEFAULT_MEMORY_BYTES // compile_cache.MIB,
    "disk": compile_cache.DEFAULT_DISK_BYTES // compile_cache.MIB,
    "entry": compile_cache.DEFAULT_MAX_ENTRY_BYTES // compile_cache.MIB,
}


def _megabytes(text: str) -> int:
    """A size flag in MiB (a whole or decimal number, 0 or more) as bytes."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of MiB") from None
    if not value >= 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r}: give 0 or more MiB")
    return int(value * compile_cache.MIB)


def parser() -> argparse.ArgumentParser:
    """`python -m services.executor`'s flags; defaults from the environment, read here only."""
    env = os.environ.get
    parser = argparse.ArgumentParser(
        prog="python -m services.executor", description="Run the Rockman executor."
    )
    parser.add_argument("--listen", default=env("ROCKMAN_EXECUTOR_LISTEN", "127.0.0.1:50052"))
    parser.add_argument(
        "--registry",
        default=env("ROCKMAN_REGISTRY", "127.0.0.1:50051"),
        help="address of the registry to fetch test bundles from",
    )
    parser.add_argument(
        "--registry-token",
        default=env(REGISTRY_TOKEN_ENV),
        help=f"the executor's registry token (default ${REGISTRY_TOKEN_ENV})",
    )
    parser.add_argument("--registry-ca", type=Path, help="CA of the registry's TLS certificate")
    parser.add_argument("--registry-cert", type=Path, help="client certificate (mTLS)")
    parser.add_argument("--registry-key", type=Path, help="client key (mTLS)")
    parser.add_argument(
        "--workers", type=int, default=int(env("ROCKMAN_EXECUTOR_WORKERS", os.cpu_count() or 1))
    )
    service_flags.add_backend_flag(parser)
    cache = parser.add_argument_group("compile cache (C++, Java, JavaScript, TypeScript, Rust, Go)")
    cache.add_argument(
        "--compile-cache-dir",
        default=env("ROCKMAN_COMPILE_CACHE_DIR", ""),
        help="keep compiled artefacts here across restarts (default $ROCKMAN_COMPILE_CACHE_DIR; "
        "none: memory only)",
    )
    cache.add_argument(
        "--compile-cache-memory-mb",
        type=_megabytes,
        default=env("ROCKMAN_COMPILE_CACHE_MEMORY_MB", str(MIB_DEFAULTS["memory"])),
        help="memory budget, least recently used out first; 0: none "
        "(default $ROCKMAN_COMPILE_CACHE_MEMORY_MB or %(default)s)",
    )
    cache.add_argument(
        "--compile-cache-disk-mb",
        type=_megabytes,
        default=env("ROCKMAN_COMPILE_CACHE_DISK_MB", str(MIB_DEFAULTS["disk"])),
        help="budget of --compile-cache-dir, least recently used out first "
        "(default $ROCKMAN_COMPILE_CACHE_DISK_MB or %(default)s)",
    )
    cache.add_argument(
        "--compile-cache-max-entry-mb",
        type=_megabytes,
        default=env("ROCKMAN_COMPILE_CACHE_MAX_ENTRY_MB", str(MIB_DEFAULTS["entry"])),
        help="a program's artefacts over this are not cached "
        "(default $ROCKMAN_COMPILE_CACHE_MAX_ENTRY_MB or %(default)s)",
    )
    parser.add_argument(
        "--signing-key",
        type=Path,
        default=env(signing.KEY_FILE_ENV) or None,
        help="Ed25519 key that signs every result, created (mode 0600, with FILE.pub beside "
        f"it) if missing (default ${signing.KEY_FILE_ENV}; none: a fresh key in memory, "
        "which no scorer trusts after a restart)",
    )
    service_flags.add_auth_flags(parser, MAX_CALLS_PER_CLIENT)
    parser.add_argument("--log-level", default=env("ROCKMAN_LOG_LEVEL", "info"))
    return parser


def config_of(ns: argparse.Namespace) -> ExecutorConfig:
    """The ExecutorConfig that parser()'s flags describe."""
    return ExecutorConfig(
        workers=ns.workers,
        backend=ns.backend,
        self_test_at_start=True,
        compile_cache_dir=ns.compile_cache_dir,
        compile_cache_memory_bytes=ns.compile_cache_memory_mb,
        compile_cache_disk_bytes=ns.compile_cache_disk_mb,
        compile_cache_max_entry_bytes=ns.compile_cache_max_entry_mb,
    )


def main(argv: list[str] | None = None) -> None:
    flags = parser()
    ns = flags.parse_args(argv)
    logs.configure(ns.log_level)
    tokens = service_flags.service_tokens(flags, ns, "executor")
    try:
        signing_key = signing.SigningKey.load_or_create(ns.signing_key) if ns.signing_key else None
    except (RockmanError, OSError) as exc:
        flags.error(f"--signing-key: {exc}")
    tls = (
        grpcutil.TlsFiles(ns.registry_ca, ns.registry_cert, ns.registry_key)
        if ns.registry_ca
        else None
    )
    stop = grpcutil.StopSignal()
    running, _ = create_server(
        ns.listen,
        ns.registry,
        config_of(ns),
        ns.registry_token,
        tls,
        tokens,
        ns.max_calls_per_client,
        signing_key,
    )
    print(f"executor listening on {running.address}", flush=True)
    grpcutil.serve_until_signal([running], stop=stop)
