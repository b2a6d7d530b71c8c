"""gRPC adapter of the leaderboard: proto <-> leaderboard store and ranking."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc

from rockman.errors import InvalidArgument
from rockman.signing import TrustedKeys
from rockman.v1 import leaderboard_pb2, leaderboard_pb2_grpc
from services.scorer import leaderboard, leaderboard_ranking, leaderboard_submission
from services.scorer.core import Aggregate
from services.scorer.servicer import aggregate_to_proto


def settings_from_proto(s: leaderboard_pb2.RunSettings) -> leaderboard_submission.RunSettings:
    return leaderboard_submission.RunSettings(
        temperature=s.temperature if s.HasField("temperature") else None,
        max_tokens=s.max_tokens if s.HasField("max_tokens") else None,
        attempts=s.attempts if s.HasField("attempts") else None,
        model_version=s.model_version,
        model=s.model,
    )


def _seed_fingerprint(report: dict[str, Any]) -> str:
    """The split the checker recorded in the stored report (leaderboard_submission)."""
    split = report.get("split") if isinstance(report, dict) else None
    return str(split.get("seed_fingerprint") or "") if isinstance(split, dict) else ""


def entry_to_proto(
    e: leaderboard.Entry, columns: dict[str, Aggregate | None]
) -> leaderboard_pb2.LeaderboardEntry:
    out = leaderboard_pb2.LeaderboardEntry(
        id=e.id,
        model=e.model,
        model_version=e.settings.model_version,
        temperature=e.settings.temperature,
        max_tokens=e.settings.max_tokens,
        attempts=e.settings.attempts,
        cpu_model=e.cpu_model,
        cpu_count=e.cpu_count,
        executor_backend=e.executor_backend,
        run_date=e.run_date,
        submitted_at=e.submitted_at,
        suite=e.suite,
        version=e.version,
        version_hash=e.version_hash,
        results_sha256=e.results_sha256,
        rockman_version=e.rockman_version,
        overall=aggregate_to_proto(e.overall),
        seed_fingerprint=_seed_fingerprint(e.report),
    )
    for name, agg in columns.items():
        if agg is not None:
            getattr(out, name).CopyFrom(aggregate_to_proto(agg))
    return out


def adjacent_test_to_proto(t: leaderboard_ranking.AdjacentTest) -> leaderboard_pb2.AdjacentTest:
    return leaderboard_pb2.AdjacentTest(
        test=t.test,
        difference=t.difference,
        statistic=t.statistic,
        p_value=t.p_value,
        significant=t.significant,
        detail=t.detail,
        z=t.z,
        z_p_value=t.z_p_value,
    )


def list_response(
    groups: list[leaderboard_ranking.Group], alpha: float
) -> leaderboard_pb2.ListEntriesResponse:
    return leaderboard_pb2.ListEntriesResponse(
        alpha=alpha,
        groups=[
            leaderboard_pb2.LeaderboardGroup(
                suite=g.suite,
                version=g.version,
                version_hash=g.version_hash,
                rows=[
                    leaderboard_pb2.LeaderboardRow(
                        rank=r.rank,
                        entry=entry_to_proto(r.entry, r.columns),
                        versus_next=adjacent_test_to_proto(r.versus_next)
                        if r.versus_next
                        else None,
                    )
                    for r in g.rows
                ],
            )
            for g in groups
        ],
    )


class LeaderboardServicer(leaderboard_pb2_grpc.LeaderboardServiceServicer):
    def __init__(self, data_dir: Path, trusted: TrustedKeys, split_fingerprint: str = "") -> None:
        self.store = leaderboard.LeaderboardStore(data_dir / leaderboard.DB_NAME)
        self.trusted = trusted  # executors whose signed results this leaderboard accepts
        self.split_fingerprint = split_fingerprint  # the seed whose cases it ranks

    def SubmitRun(
        self,
        request_iterator: Iterator[leaderboard_pb2.SubmitRunRequest],
        context: grpc.ServicerContext,
    ) -> leaderboard_pb2.SubmitRunResponse:
        first = next(request_iterator, None)
        if first is None or not first.manifest_json:
            raise InvalidArgument("a submission starts with manifest.json and report.json")

        def chunks() -> Iterator[bytes]:
            yield first.results_chunk
            for request in request_iterator:
                yield request.results_chunk

        submission = leaderboard_submission.check_submission(
            first.manifest_json,
            first.report_json,
            settings_from_proto(first.settings),
            chunks(),
            self.trusted,
            self.split_fingerprint,
        )
        entry = self.store.add(submission)
        return leaderboard_pb2.SubmitRunResponse(
            entry=entry_to_proto(entry, leaderboard_ranking.columns(entry.report))
        )

    def ListEntries(
        self, request: leaderboard_pb2.ListEntriesRequest, context: grpc.ServicerContext
    ) -> leaderboard_pb2.ListEntriesResponse:
        groups = leaderboard_ranking.rank(
            self.store.entries(request.suite, request.version), self.store.tallies
        )
        return list_response(groups, leaderboard_ranking.ALPHA)
