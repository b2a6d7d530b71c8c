"""gRPC adapter of the scorer: proto <-> core dataclasses."""

from __future__ import annotations

from collections.abc import Iterator

import grpc

from rockman.errors import InvalidArgument
from rockman.v1 import scorer_pb2, scorer_pb2_grpc
from services.scorer import core, stats


def aggregate_to_proto(a: core.Aggregate | None) -> scorer_pb2.Aggregate:
    if a is None:
        return scorer_pb2.Aggregate()
    return scorer_pb2.Aggregate(
        pass_at_1=a.pass_at_1,
        ci_low=a.ci_low,
        ci_high=a.ci_high,
        n_problems=a.n_problems,
        n_samples=a.n_samples,
        se=a.se,
        clt_low=a.clt_low,
        clt_high=a.clt_high,
        n_clusters=a.n_clusters,
        cluster_se=a.cluster_se,
        cluster_low=a.cluster_low,
        cluster_high=a.cluster_high,
    )


def aggregate_from_proto(a: scorer_pb2.Aggregate) -> core.Aggregate:
    return core.Aggregate(
        a.pass_at_1,
        a.ci_low,
        a.ci_high,
        a.n_problems,
        a.n_samples,
        se=a.se,
        clt_low=a.clt_low,
        clt_high=a.clt_high,
        n_clusters=a.n_clusters,
        cluster_se=a.cluster_se,
        cluster_low=a.cluster_low,
        cluster_high=a.cluster_high,
    )


def problem_score_to_proto(p: core.ProblemScore) -> scorer_pb2.ProblemScore:
    return scorer_pb2.ProblemScore(
        task_id=p.task_id,
        language=p.language,  # type: ignore[arg-type]
        n=p.n,
        c=p.c,
        pass_at_1=p.pass_at_1,
        difficulty=p.difficulty,
        category=p.category,  # type: ignore[arg-type]
        task_type=p.task_type,  # type: ignore[arg-type]
        tags=list(p.tags),
        excluded=p.excluded,
        pass_at_k=p.pass_at_k,
    )


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
        pass_at_k_ci={
            k: scorer_pb2.BootstrapInterval(low=low, high=high)
            for k, (low, high) in r.pass_at_k_ci.items()
        },
        bootstrap_resamples=r.bootstrap_resamples,
        bootstrap_seed=r.bootstrap_seed,
        problems=[problem_score_to_proto(p) for p in r.problems],
        few_samples=r.few_samples,
    )


class ScorerServicer(scorer_pb2_grpc.ScorerServiceServicer):
    def Score(
        self, request_iterator: Iterator[scorer_pb2.ScoreRequest], context: grpc.ServicerContext
    ) -> scorer_pb2.ScoreResponse:
        problems: list[core.ProblemInfo] = []
        outcomes: list[core.Outcome] = []
        options = scorer_pb2.ScoreOptions()
        for i, request in enumerate(request_iterator):
            if i == 0:
                options = request.options
            problems.extend(
                core.ProblemInfo(
                    p.task_id, p.difficulty, p.category, p.task_type, frozenset(p.tags)
                )
                for p in request.problems
            )
            outcomes.extend(
                core.Outcome(o.task_id, o.language, o.sample_id, o.verdict, o.version)
                for o in request.outcomes
            )
        report = core.score(
            problems,
            outcomes,
            list(options.ks),
            bootstrap_resamples=options.bootstrap_resamples or stats.BOOTSTRAP_RESAMPLES,
            seed=options.seed,
        )
        return scorer_pb2.ScoreResponse(report=report_to_proto(report))

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
