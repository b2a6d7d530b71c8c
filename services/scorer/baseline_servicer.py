"""gRPC adapter of human baselines and calibration: proto <-> the dataclasses of baselines.py
and calibration.py. The client uses summary_from_proto to rebuild a report's "humans" section."""

from __future__ import annotations

from pathlib import Path

import grpc

from rockman.errors import InvalidArgument
from rockman.v1 import baselines_pb2, baselines_pb2_grpc, scorer_pb2
from services.scorer import baselines, calibration
from services.scorer.core import ProblemInfo

KIND_TO_PROTO = {
    calibration.MODEL: baselines_pb2.RESPONDENT_KIND_MODEL,
    calibration.HUMAN: baselines_pb2.RESPONDENT_KIND_HUMAN,
}
KIND_FROM_PROTO = {v: k for k, v in KIND_TO_PROTO.items()}


def problems_from_proto(metas: list[scorer_pb2.ProblemMeta]) -> dict[str, ProblemInfo]:
    """ProblemMeta by task id; one task with two different labels is an InvalidArgument."""
    out: dict[str, ProblemInfo] = {}
    for m in metas:
        info = ProblemInfo(m.task_id, m.difficulty, m.category, m.task_type, frozenset(m.tags))
        known = out.setdefault(m.task_id, info)
        if (known.difficulty, known.category) != (info.difficulty, info.category):
            raise InvalidArgument(
                f"task {m.task_id!r} comes with two labels (difficulty {known.difficulty}, "
                f"category {known.category} and difficulty {info.difficulty}, category "
                f"{info.category}): mixed suite versions?"
            )
    return out


def info_to_proto(i: baselines.SetInfo) -> baselines_pb2.BaselineSetInfo:
    return baselines_pb2.BaselineSetInfo(
        name=i.name,
        source=i.source,
        csv_sha256=i.csv_sha256,
        imported_at=i.imported_at,
        n_participants=i.n_participants,
        n_attempts=i.n_attempts,
        n_problems=i.n_problems,
    )


def info_from_proto(i: baselines_pb2.BaselineSetInfo) -> baselines.SetInfo:
    return baselines.SetInfo(
        i.name, i.source, i.csv_sha256, i.imported_at, i.n_participants, i.n_attempts, i.n_problems
    )


def group_to_proto(g: baselines.Group) -> baselines_pb2.HumanGroup:
    out = baselines_pb2.HumanGroup(
        solve_rate=g.solve_rate,
        ci_low=g.ci_low,
        ci_high=g.ci_high,
        n_attempts=g.n_attempts,
        n_solved=g.n_solved,
        n_problems=g.n_problems,
        n_participants=g.n_participants,
    )
    if g.time is not None:
        out.time.CopyFrom(
            baselines_pb2.HumanTimeStats(
                n=g.time.n, median=g.time.median, q1=g.time.q1, q3=g.time.q3, mean=g.time.mean
            )
        )
    return out


def group_from_proto(g: baselines_pb2.HumanGroup) -> baselines.Group:
    time = None
    if g.HasField("time"):
        time = baselines.TimeStats(g.time.n, g.time.median, g.time.q1, g.time.q3, g.time.mean)
    return baselines.Group(
        g.solve_rate,
        g.ci_low,
        g.ci_high,
        g.n_attempts,
        g.n_solved,
        g.n_problems,
        g.n_participants,
        time,
    )


def summary_to_proto(s: baselines.HumanSummary) -> baselines_pb2.HumanSummaryResponse:
    p = s.participants
    participants = baselines_pb2.HumanParticipants(
        n=p.n,
        by_experience=p.by_experience,
        by_domain=p.by_domain,
        years_median=p.years_median,
        years_min=p.years_min,
        years_max=p.years_max,
        n_rated=p.n_rated,
    )
    if p.rating_median is not None:
        participants.rating_median = p.rating_median
    return baselines_pb2.HumanSummaryResponse(
        set=info_to_proto(s.info),
        participants=participants,
        overall=group_to_proto(s.overall),
        by_difficulty={k: group_to_proto(v) for k, v in s.by_difficulty.items()},
        by_category={k: group_to_proto(v) for k, v in s.by_category.items()},
        by_experience={k: group_to_proto(v) for k, v in s.by_experience.items()},
    )


def summary_from_proto(r: baselines_pb2.HumanSummaryResponse) -> baselines.HumanSummary:
    p = r.participants
    order = {lvl: i for i, lvl in enumerate(baselines.EXPERIENCE_LEVELS)}
    return baselines.HumanSummary(
        info=info_from_proto(r.set),
        participants=baselines.ParticipantStats(
            n=p.n,
            by_experience=dict(sorted(p.by_experience.items(), key=lambda kv: order[kv[0]])),
            by_domain=dict(sorted(p.by_domain.items())),
            years_median=p.years_median,
            years_min=p.years_min,
            years_max=p.years_max,
            n_rated=p.n_rated,
            rating_median=p.rating_median if p.HasField("rating_median") else None,
        ),
        overall=group_from_proto(r.overall),
        by_difficulty={k: group_from_proto(v) for k, v in sorted(r.by_difficulty.items())},
        by_category={k: group_from_proto(v) for k, v in sorted(r.by_category.items())},
        by_experience={
            k: group_from_proto(v)
            for k, v in sorted(r.by_experience.items(), key=lambda kv: order[kv[0]])
        },
    )


def _trend(t: calibration.TrendTest) -> baselines_pb2.CalibrationTrend:
    return baselines_pb2.CalibrationTrend(
        statistic=t.statistic,
        expected=t.expected,
        z=t.z,
        p_value=t.p_value,
        p_normal=t.p_normal,
        method=t.method,
    )


def _correlation(c: calibration.Correlation) -> baselines_pb2.CalibrationCorrelation:
    return baselines_pb2.CalibrationCorrelation(coefficient=c.coefficient, p_value=c.p_value)


def _problem(p: calibration.ProblemCalibration) -> baselines_pb2.CalibrationProblem:
    out = baselines_pb2.CalibrationProblem(
        task_id=p.task_id,
        difficulty=p.difficulty,
        category=p.category,
        solve_rate=p.solve_rate,
        ci_low=p.ci_low,
        ci_high=p.ci_high,
        n_attempts=p.n_attempts,
        n_solved=p.n_solved,
        n_respondents=p.n_respondents,
        estimate=p.estimate,
        se=p.se,
        disagreement=p.disagreement,
    )
    if p.expected_low is not None:
        out.expected_low = p.expected_low
    if p.expected_high is not None:
        out.expected_high = p.expected_high
    return out


def calibration_to_proto(c: calibration.Calibration) -> baselines_pb2.CalibrateResponse:
    out = baselines_pb2.CalibrateResponse(
        levels=[
            baselines_pb2.CalibrationLevel(
                difficulty=lv.difficulty,
                solve_rate=lv.solve_rate,
                ci_low=lv.ci_low,
                ci_high=lv.ci_high,
                n_problems=lv.n_problems,
                n_attempts=lv.n_attempts,
                n_solved=lv.n_solved,
                mean_estimate=lv.mean_estimate,
            )
            for lv in c.levels
        ],
        problems=[_problem(p) for p in c.problems],
        separation=[
            baselines_pb2.CalibrationSeparation(
                lower=s.lower,
                higher=s.higher,
                p_value=s.p_value,
                p_holm=s.p_holm,
                separated=s.separated,
            )
            for s in c.separation
        ],
        rasch=baselines_pb2.RaschFit(
            n_respondents=len(c.abilities),
            n_problems=len(c.problems),
            prior_sd=c.prior_sd,
            converged=c.rasch_converged,
            iterations=c.rasch_iterations,
            log_likelihood=c.rasch_log_likelihood,
            abilities=[
                baselines_pb2.RespondentAbility(
                    respondent=a.respondent,
                    kind=KIND_TO_PROTO[a.kind],
                    ability=a.ability,
                    attempts=a.attempts,
                    solved=a.solved,
                )
                for a in c.abilities
            ],
        ),
        ordered=c.ordered,
        alpha=c.alpha,
        warnings=c.warnings,
    )
    if c.cochran_armitage is not None:
        out.cochran_armitage.CopyFrom(_trend(c.cochran_armitage))
    if c.jonckheere is not None:
        out.jonckheere.CopyFrom(_trend(c.jonckheere))
    if c.spearman is not None:
        out.spearman.CopyFrom(_correlation(c.spearman))
    if c.kendall is not None:
        out.kendall.CopyFrom(_correlation(c.kendall))
    return out


class BaselineServicer(baselines_pb2_grpc.BaselineServiceServicer):
    """Human baseline sets in <data_dir>/baselines.db, and calibration over them."""

    def __init__(self, data_dir: Path) -> None:
        self.store = baselines.BaselineStore(data_dir / baselines.DB_NAME)

    def ImportHumans(
        self, request: baselines_pb2.ImportHumansRequest, context: grpc.ServicerContext
    ) -> baselines_pb2.ImportHumansResponse:
        info = self.store.import_set(
            request.set_name,
            request.csv,
            request.source,
            problems_from_proto(list(request.problems)),
            replace=request.replace,
        )
        return baselines_pb2.ImportHumansResponse(set=info_to_proto(info))

    def HumanSummary(
        self, request: baselines_pb2.HumanSummaryRequest, context: grpc.ServicerContext
    ) -> baselines_pb2.HumanSummaryResponse:
        info, study, problems = self.store.load(request.set_name)
        return summary_to_proto(baselines.summarize(info, study, problems))

    def Calibrate(
        self, request: baselines_pb2.CalibrateRequest, context: grpc.ServicerContext
    ) -> baselines_pb2.CalibrateResponse:
        problems = problems_from_proto(list(request.problems))
        results = []
        for r in request.results:
            if r.kind not in KIND_FROM_PROTO:
                raise InvalidArgument(f"respondent {r.respondent!r} has no kind (model or human)")
            results.append(
                calibration.RespondentResult(
                    r.respondent, KIND_FROM_PROTO[r.kind], r.task_id, r.attempts, r.solved
                )
            )
        if request.human_set:
            _, study, human_problems = self.store.load(request.human_set)
            for task_id, info in human_problems.items():
                known = problems.setdefault(task_id, info)
                if known.difficulty != info.difficulty:
                    raise InvalidArgument(
                        f"task {task_id!r} is labelled difficulty {known.difficulty} in the "
                        f"results but {info.difficulty} in human set {request.human_set!r}"
                    )
            results.extend(calibration.human_results(study))
        return calibration_to_proto(calibration.calibrate(problems, results))
