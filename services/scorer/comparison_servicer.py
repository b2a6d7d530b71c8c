"""gRPC adapter of comparisons and power: validate, translate to the core, translate back.

Errors are the core's RockmanError subclasses; the server's interceptor maps them to statuses.
"""

from __future__ import annotations

import grpc

from rockman import enums
from rockman.errors import InvalidArgument
from rockman.v1 import comparison_pb2 as cpb
from rockman.v1 import comparison_pb2_grpc
from services.scorer import comparison as core
from services.scorer import power as pw

DEFAULT_ALPHA = 0.05
DEFAULT_POWER = 0.8

PAIRINGS = {
    cpb.PAIRING_UNSPECIFIED: core.Pairing.SAME,
    cpb.PAIRING_SAME: core.Pairing.SAME,
    cpb.PAIRING_COMMON: core.Pairing.COMMON,
    cpb.PAIRING_NONE: core.Pairing.NONE,
}
PAIRING_OF = {v: k for k, v in PAIRINGS.items() if k != cpb.PAIRING_UNSPECIFIED}
METHODS = {
    core.Method.TWO_PROPORTION_Z: cpb.COMPARISON_METHOD_TWO_PROPORTION_Z,
    core.Method.MCNEMAR_EXACT: cpb.COMPARISON_METHOD_MCNEMAR_EXACT,
    core.Method.PAIRED_T: cpb.COMPARISON_METHOD_PAIRED_T,
    core.Method.SIGN_TEST: cpb.COMPARISON_METHOD_SIGN_TEST,
    core.Method.NONE: cpb.COMPARISON_METHOD_NONE,
}
DESIGNS = {
    "z_test": cpb.POWER_DESIGN_Z_TEST,
    "two_sample": cpb.POWER_DESIGN_TWO_SAMPLE,
    "paired": cpb.POWER_DESIGN_PAIRED,
}


def _run(which: str, run: cpb.ComparisonRun, present: bool) -> core.Run:
    if not present:
        raise InvalidArgument(f"the comparison needs results {which}")
    return core.Run(
        run.label,
        [
            core.Sample(s.task_id, s.language, s.sample_id, s.verdict, s.suite, s.version)
            for s in run.samples
        ],
    )


def _test(t: core.TestResult) -> cpb.ComparisonTest:
    out = cpb.ComparisonTest(
        method=METHODS[t.method],
        n_problems=t.n_problems,
        difference=t.difference,
        standard_error=t.standard_error,
        ci_low=t.ci_low,
        ci_high=t.ci_high,
        statistic=t.statistic,
        p_value=t.p_value,
        significant=t.significant,
        underpowered=t.underpowered,
        a_better=t.a_better,
        b_better=t.b_better,
        tested=t.tested,
    )
    if t.mde is not None:
        out.mde = t.mde
    return out


def _summary(s: core.RunSummary) -> cpb.ComparedRun:
    return cpb.ComparedRun(
        label=s.label,
        suite=s.suite,
        version=s.version,
        pass_at_1=s.pass_at_1,
        n_problems=s.n_problems,
        n_samples=s.n_samples,
        excluded=s.excluded,
        samples_per_problem=s.samples_per_problem,
    )


def comparison_to_proto(r: core.ComparisonResult) -> cpb.CompareRunsResponse:
    design = cpb.ComparisonDesign(
        base_rate=r.design.base_rate, samples_a=r.design.samples_a, samples_b=r.design.samples_b
    )
    if r.design.icc is not None:
        design.icc = r.design.icc
    if r.design.task_correlation is not None:
        design.task_correlation = r.design.task_correlation
    response = cpb.CompareRunsResponse(
        a=_summary(r.a),
        b=_summary(r.b),
        pairing=PAIRING_OF[r.pairing],
        alpha=r.alpha,
        power=r.power,
        z_test=_test(r.z_test),
        categories=[
            cpb.CategoryComparison(
                category=c.category,
                pass_at_1_a=c.pass_at_1_a,
                pass_at_1_b=c.pass_at_1_b,
                test=_test(c.test),
                p_holm=c.p_holm,
                significant=c.significant,
            )
            for c in r.categories
        ],
        design=design,
        dropped=r.dropped,
        notes=r.notes,
    )
    if r.paired is not None:
        response.paired.CopyFrom(_test(r.paired))
    return response


def power_inputs(request: cpb.PowerRequest) -> pw.PowerInputs:
    return pw.PowerInputs(
        base_rate=request.base_rate,
        effect=request.effect if request.effect != 0 else None,
        problems=request.problems if request.problems != 0 else None,
        samples=request.samples or 1,
        alpha=request.alpha or DEFAULT_ALPHA,
        power=request.power or DEFAULT_POWER,
        icc=request.icc if request.HasField("icc") else pw.DEFAULT_ICC,
        correlation=(
            request.task_correlation
            if request.HasField("task_correlation")
            else pw.DEFAULT_CORRELATION
        ),
    )


def plan_to_proto(plan: pw.PowerPlan) -> cpb.PowerResponse:
    i = plan.inputs
    response = cpb.PowerResponse(
        inputs=cpb.PowerRequest(
            base_rate=i.base_rate,
            effect=i.effect or 0.0,
            problems=i.problems or 0,
            samples=i.samples,
            alpha=i.alpha,
            power=i.power,
            icc=i.icc,
            task_correlation=i.correlation,
        ),
        by_samples=[
            cpb.PowerSampleRow(
                samples=row.samples,
                two_sample_problems=row.two_sample_problems,
                paired_problems=row.paired_problems,
            )
            for row in plan.by_samples
        ],
        notes=plan.notes,
    )
    for d in plan.designs:
        out = response.designs.add(
            design=DESIGNS[d.design],
            sd=d.sd,
            design_effect=d.design_effect,
            problems_needed=d.problems_needed or 0,
        )
        if d.mde is not None:
            out.mde = d.mde
        if d.achieved_power is not None:
            out.achieved_power = d.achieved_power
        if d.samples_needed is not None:
            out.samples_needed = d.samples_needed
    return response


class ComparisonServicer(comparison_pb2_grpc.ComparisonServiceServicer):
    def CompareRuns(
        self, request: cpb.CompareRunsRequest, context: grpc.ServicerContext
    ) -> cpb.CompareRunsResponse:
        a = _run("A", request.a, request.HasField("a"))
        b = _run("B", request.b, request.HasField("b"))
        if request.options.pairing not in PAIRINGS:
            raise InvalidArgument(f"unknown pairing {request.options.pairing}")
        categories: dict[str, str] = {}
        for p in request.problems:
            categories.setdefault(p.task_id, enums.name_of(enums.CATEGORIES, p.category))
        result = core.compare_runs(
            a,
            b,
            categories,
            PAIRINGS[request.options.pairing],
            request.options.alpha or DEFAULT_ALPHA,
            request.options.power or DEFAULT_POWER,
        )
        return comparison_to_proto(result)

    def Power(self, request: cpb.PowerRequest, context: grpc.ServicerContext) -> cpb.PowerResponse:
        return plan_to_proto(pw.plan(power_inputs(request)))
