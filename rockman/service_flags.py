"""The flags the services' and the client's `main` share: who may call (role tokens), how many
calls one caller may have in flight, which sandbox an executor uses, and where Rockman's home
is. Read from the environment when the parser is built, in `main` only."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from rockman import auth
from rockman.errors import RockmanError

MAX_CALLS_ENV = "ROCKMAN_MAX_CALLS_PER_CLIENT"
SANDBOX_ENV = "ROCKMAN_SANDBOX"
BACKENDS = ("native", "docker", "subprocess")


def rockman_home() -> Path:
    """$ROCKMAN_HOME, default ~/.local/share/rockman."""
    env = os.environ.get("ROCKMAN_HOME")
    return Path(env) if env else Path.home() / ".local" / "share" / "rockman"


def add_backend_flag(parser: argparse.ArgumentParser | argparse._ArgumentGroup) -> None:
    """--backend: an executor's sandbox (the executor's own, or an embedded one's)."""
    parser.add_argument(
        "--backend",
        choices=BACKENDS,
        default=os.environ.get(SANDBOX_ENV, "native"),
        help="native: namespaces and cgroups (needs root); docker: warm runner containers "
        "(docs/docker.md); subprocess: rlimits only, NOT a sandbox for untrusted code "
        f"(default ${SANDBOX_ENV} or native)",
    )


def add_auth_flags(parser: argparse.ArgumentParser, max_calls_per_client: int) -> None:
    """--tokens-file, --insecure-no-auth and --max-calls-per-client (default: the environment's,
    else `max_calls_per_client`, the service's own)."""
    env = os.environ.get
    parser.add_argument(
        "--tokens-file",
        type=Path,
        default=env(auth.TOKENS_FILE_ENV) or None,
        help="role tokens (the registry's file): callers need one of them "
        f"(default ${auth.TOKENS_FILE_ENV})",
    )
    parser.add_argument(
        "--insecure-no-auth",
        action="store_true",
        help="accept callers without a token (a trusted network only)",
    )
    parser.add_argument(
        "--max-calls-per-client",
        type=int,
        default=int(env(MAX_CALLS_ENV) or max_calls_per_client),
        help="calls in flight per token before RESOURCE_EXHAUSTED (default "
        f"${MAX_CALLS_ENV} or {max_calls_per_client})",
    )


def service_tokens(
    parser: argparse.ArgumentParser, ns: argparse.Namespace, service: str
) -> auth.Tokens | None:
    """The tokens from add_auth_flags' flags; a usage error (exit 2) says what is missing."""
    try:
        return auth.tokens_for_service(ns.tokens_file, ns.insecure_no_auth, service)
    except RockmanError as exc:
        parser.error(str(exc))
