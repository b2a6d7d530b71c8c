"""Hosting the scorer: create_server for tests and embedding, main() for `python -m`."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from rockman import auth, grpcutil, logs, service_flags, signing
from rockman.errors import RockmanError
from rockman.v1 import (
    baselines_pb2,
    baselines_pb2_grpc,
    comparison_pb2,
    comparison_pb2_grpc,
    leaderboard_pb2,
    leaderboard_pb2_grpc,
    scorer_pb2,
    scorer_pb2_grpc,
)
from services.scorer.baseline_servicer import BaselineServicer
from services.scorer.comparison_servicer import ComparisonServicer
from services.scorer.leaderboard_servicer import LeaderboardServicer
from services.scorer.servicer import ScorerServicer

SERVICE_NAME = scorer_pb2.DESCRIPTOR.services_by_name["ScorerService"].full_name


TRUSTED_KEYS_ENV = "ROCKMAN_TRUSTED_KEYS"
SPLIT_FINGERPRINT_ENV = "ROCKMAN_SPLIT_FINGERPRINT"


def services(
    data_dir: Path, trusted: signing.TrustedKeys | None = None, split_fingerprint: str = ""
) -> list[grpcutil.Service]:
    """Every gRPC service the scorer hosts; those with state keep it under `data_dir`. The
    leaderboard accepts results signed by the executor keys in `trusted` only, judged with the
    cases of the seed whose fingerprint is `split_fingerprint`."""
    return [
        grpcutil.Service(
            SERVICE_NAME, scorer_pb2_grpc.add_ScorerServiceServicer_to_server, ScorerServicer()
        ),
        grpcutil.Service(
            baselines_pb2.DESCRIPTOR.services_by_name["BaselineService"].full_name,
            baselines_pb2_grpc.add_BaselineServiceServicer_to_server,
            BaselineServicer(data_dir),
        ),
        grpcutil.Service(
            leaderboard_pb2.DESCRIPTOR.services_by_name["LeaderboardService"].full_name,
            leaderboard_pb2_grpc.add_LeaderboardServiceServicer_to_server,
            LeaderboardServicer(data_dir, trusted or signing.TrustedKeys(), split_fingerprint),
        ),
        grpcutil.Service(
            comparison_pb2.DESCRIPTOR.services_by_name["ComparisonService"].full_name,
            comparison_pb2_grpc.add_ComparisonServiceServicer_to_server,
            ComparisonServicer(),
        ),
    ]


MAX_CALLS_PER_CLIENT = 16  # main: --max-calls-per-client or $ROCKMAN_MAX_CALLS_PER_CLIENT
# A Score call streams results in batches of 5,000; a leaderboard submission its run's rows.
MAX_REQUEST_BYTES = 32 * 1024 * 1024


def create_server(
    address: str,
    data_dir: Path,
    tokens: auth.Tokens | None = None,
    max_calls_per_client: int = MAX_CALLS_PER_CLIENT,
    trusted_keys: signing.TrustedKeys | None = None,
    split_fingerprint: str = "",
) -> grpcutil.RunningServer:
    """Start the scorer on `address` (port 0: any free port), with its stores (leaderboard,
    human baselines) under `data_dir`. Callers need a token of
    any role in `tokens` (None: no authentication, for tests and trusted networks). The
    leaderboard accepts runs whose results are signed by a key in `trusted_keys` (None: none,
    every submission is refused)."""
    data_dir.mkdir(parents=True, exist_ok=True)
    hosted = services(data_dir, trusted_keys, split_fingerprint)
    policy = auth.policy_for([s.full_name for s in hosted], auth.READ)
    running = grpcutil.create_server(
        address,
        hosted,
        interceptors=[auth.AuthInterceptor(tokens, policy)] if tokens else [],
        max_request_bytes=MAX_REQUEST_BYTES,
        max_calls_per_client=max_calls_per_client,
    )
    logs.get("scorer").info(
        "listening",
        address=running.address,
        data_dir=str(data_dir),
        authentication=tokens is not None,
        trusted_signing_keys=trusted_keys.ids if trusted_keys else [],
        split_fingerprint=split_fingerprint,
    )
    return running


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m services.scorer", description="Run the Rockman scorer."
    )
    parser.add_argument(
        "--listen", default=os.environ.get("ROCKMAN_SCORER_LISTEN", "127.0.0.1:50053")
    )
    parser.add_argument(
        "--data-dir", type=Path, default=None, help="stores (default: $ROCKMAN_HOME/scorer)"
    )
    parser.add_argument(
        "--trusted-keys",
        type=Path,
        default=os.environ.get(TRUSTED_KEYS_ENV) or None,
        help="the public keys of the executors whose signed results the leaderboard accepts, "
        "one per line, 64 hex digits (an executor writes its own as KEYFILE.pub; default "
        f"${TRUSTED_KEYS_ENV}; none: every submission is refused)",
    )
    parser.add_argument(
        "--split-fingerprint",
        default=os.environ.get(SPLIT_FINGERPRINT_ENV, ""),
        help="the fingerprint of the seed the ranked suites' private and hidden cases were "
        "drawn from (rockman-client versions shows it); the leaderboard ranks only runs judged "
        f"with those cases (default ${SPLIT_FINGERPRINT_ENV}; none: every submission is refused)",
    )
    service_flags.add_auth_flags(parser, MAX_CALLS_PER_CLIENT)
    parser.add_argument("--log-level", default=os.environ.get("ROCKMAN_LOG_LEVEL", "info"))
    ns = parser.parse_args(argv)
    logs.configure(ns.log_level)
    tokens = service_flags.service_tokens(parser, ns, "scorer")
    data_dir = ns.data_dir or service_flags.rockman_home() / "scorer"
    try:
        trusted = signing.TrustedKeys(
            signing.read_public_keys(ns.trusted_keys) if ns.trusted_keys else []
        )
    except RockmanError as exc:
        parser.error(f"--trusted-keys: {exc}")
    stop = grpcutil.StopSignal()
    running = create_server(
        ns.listen, data_dir, tokens, ns.max_calls_per_client, trusted, ns.split_fingerprint
    )
    print(f"scorer listening on {running.address}", flush=True)
    grpcutil.serve_until_signal([running], stop=stop)
