"""Hosting the scorer: create_server for tests and embedding, main() for `python -m`."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from rockman import grpcutil, logs
from rockman.scorer.baseline_servicer import BaselineServicer
from rockman.scorer.comparison_servicer import ComparisonServicer
from rockman.scorer.leaderboard_servicer import LeaderboardServicer
from rockman.scorer.servicer import ScorerServicer
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

SERVICE_NAME = scorer_pb2.DESCRIPTOR.services_by_name["ScorerService"].full_name


def services(data_dir: Path) -> list[grpcutil.Service]:
    """Every gRPC service the scorer hosts; those with state keep it under `data_dir`."""
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
            LeaderboardServicer(data_dir),
        ),
        grpcutil.Service(
            comparison_pb2.DESCRIPTOR.services_by_name["ComparisonService"].full_name,
            comparison_pb2_grpc.add_ComparisonServiceServicer_to_server,
            ComparisonServicer(),
        ),
    ]


def create_server(address: str, data_dir: Path | None = None) -> grpcutil.RunningServer:
    """Start the scorer on `address` (port 0: any free port), with its stores (leaderboard,
    human baselines) under `data_dir` (default: $ROCKMAN_HOME/scorer)."""
    if data_dir is None:
        home = os.environ.get("ROCKMAN_HOME") or Path.home() / ".local" / "share" / "rockman"
        data_dir = Path(home) / "scorer"
    data_dir.mkdir(parents=True, exist_ok=True)
    running = grpcutil.create_server(address, services(data_dir))
    logs.get("scorer").info("listening", address=running.address, data_dir=str(data_dir))
    return running


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m rockman.scorer", description="Run the Rockman scorer."
    )
    parser.add_argument(
        "--listen", default=os.environ.get("ROCKMAN_SCORER_LISTEN", "127.0.0.1:50053")
    )
    parser.add_argument(
        "--data-dir", type=Path, default=None, help="stores (default: $ROCKMAN_HOME/scorer)"
    )
    parser.add_argument("--log-level", default=os.environ.get("ROCKMAN_LOG_LEVEL", "info"))
    ns = parser.parse_args(argv)
    logs.configure(ns.log_level)
    stop = grpcutil.StopSignal()
    running = create_server(ns.listen, ns.data_dir)
    print(f"scorer listening on {running.address}", flush=True)
    grpcutil.serve_until_signal([running], stop=stop)
