"""gRPC adapter of the scorer: proto <-> core dataclasses."""

from __future__ import annotations

from collections.abc import Iterator

import grpc

from rockman.errors import InvalidArgument
from rockman.scorer import core
from rockman.v1 import scorer_pb2, scorer_pb2_grpc


def aggregate_to_proto(a: core.Aggregate | None) -> scorer_pb2.Aggregate:
    if a is None:
        return scorer_pb2.Aggregate()
    return scorer_pb2.Aggregate(
        pass_at_1=a.pass_at_1,
        ci_low=a.ci_low,
        ci_high=a.ci_high,
        n_problems=a.n_problems,
        n_samples=a.n_samples,
    )


def aggregate_from_proto(a: scorer_pb2.Aggregate) -> core.Aggregate:
    return core.Aggregate(a.pass_at_1, a.ci_low, a.ci_high, a.n_problems, a.n_samples)


def report_to_proto(r: core.Report) -> scorer_pb2.Report:
    return scorer_pb2.Report(
        overall=aggregate_to_proto(r.overall),
        pass_at_k=r.pass_at_k,
        by_difficulty={k: aggregate_to_proto(v) for k, v in r.by_difficulty.items()},
        by_category={k: aggregate_to_proto(v) for k, v in r.by_category.items()},
        by_task_type={k: aggregate_to_proto(v) for k, v in r.by_task_type.items()},
        by_language={k: aggregate_to_proto(v) for k, v in r.by_language.items()},
        efficiency=aggregate_to_proto(r.efficiency),
        robustness=aggregate_to_proto(r.robustness),
        excluded=r.excluded,
        verdicts=r.verdicts,
        warnings=r.warnings,
    )


class ScorerServicer(scorer_pb2_grpc.ScorerServiceServicer):
    def Score(
        self, request_iterator: Iterator[scorer_pb2.ScoreRequest], context: grpc.ServicerContext
    ) -> scorer_pb2.ScoreResponse:
        problems: list[core.ProblemInfo] = []
        outcomes: list[core.Outcome] = []
        ks: list[int] = []
        for i, request in enumerate(request_iterator):
            if i == 0:
                ks = list(request.options.ks)
            problems.extend(
                core.ProblemInfo(
                    p.task_id, p.difficulty, p.category, p.task_type, frozenset(p.tags)
                )
                for p in request.problems
            )
            outcomes.extend(
                core.Outcome(o.task_id, o.language, o.sample_id, o.verdict)
                for o in request.outcomes
            )
        return scorer_pb2.ScoreResponse(report=report_to_proto(core.score(problems, outcomes, ks)))

    def Compare(
        self, request: scorer_pb2.CompareRequest, context: grpc.ServicerContext
    ) -> scorer_pb2.CompareResponse:
        if not request.HasField("a") or not request.HasField("b"):
            raise InvalidArgument("compare needs both a and b")
        result = core.compare(aggregate_from_proto(request.a), aggregate_from_proto(request.b))
        return scorer_pb2.CompareResponse(
            difference=result.difference,
            z=result.z,
            p_value=result.p_value,
            significant=result.significant,
        )
