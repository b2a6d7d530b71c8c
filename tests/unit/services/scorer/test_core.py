"""Scorer statistics checked against independent implementations and by hand."""

import math
import random
from collections.abc import Sequence
from itertools import combinations

import pytest

from rockman import enums
from rockman.errors import InvalidArgument
from rockman.v1 import common_pb2 as pb
from services.scorer import core, stats


def slow_pass_at_k(n: int, c: int, k: int) -> float:
    """The definition: the chance that a random k-subset of the n samples holds a correct one."""
    subsets = list(combinations(range(n), k))
    return sum(any(i < c for i in s) for s in subsets) / len(subsets)


def test_pass_at_k_matches_the_definition() -> None:
    rng = random.Random(0)
    for _ in range(200):
        n = rng.randint(1, 12)
        c = rng.randint(0, n)
        k = rng.randint(1, n)
        assert stats.pass_at_k(n, c, k) == pytest.approx(slow_pass_at_k(n, c, k), abs=1e-12)


def test_pass_at_k_matches_the_comb_formula_for_large_n() -> None:
    for n, c, k in [(200, 13, 10), (1000, 1, 100), (50, 49, 25)]:
        exact = 1 - math.comb(n - c, k) / math.comb(n, k)
        assert stats.pass_at_k(n, c, k) == pytest.approx(exact, rel=1e-9)


def test_pass_at_k_edges_and_errors() -> None:
    assert stats.pass_at_k(5, 0, 1) == 0.0
    assert stats.pass_at_k(5, 5, 5) == 1.0
    assert stats.pass_at_k(3, 1, 3) == 1.0
    with pytest.raises(InvalidArgument, match="undefined"):
        stats.pass_at_k(3, 1, 4)
    with pytest.raises(InvalidArgument):
        stats.pass_at_k(3, 4, 1)


def test_wilson_interval_against_known_values() -> None:
    # 8 of 10: Wilson 95% is [0.4902, 0.9433] (standard tables).
    low, high = stats.wilson_interval(0.8, 10)
    assert low == pytest.approx(0.4902, abs=1e-4)
    assert high == pytest.approx(0.9433, abs=1e-4)
    assert stats.wilson_interval(1.0, 12)[1] == 1.0
    assert stats.wilson_interval(0.0, 12)[0] == pytest.approx(0.0, abs=1e-12)
    assert stats.wilson_interval(0.5, 0) == (0.0, 1.0)


def test_two_proportion_ztest_by_hand() -> None:
    z, p = stats.two_proportion_ztest(0.6, 100, 0.5, 100)
    pooled = 0.55
    expected_z = 0.1 / math.sqrt(pooled * (1 - pooled) * (2 / 100))
    assert z == pytest.approx(expected_z)
    assert p == pytest.approx(math.erfc(abs(expected_z) / math.sqrt(2)))
    assert stats.two_proportion_ztest(1.0, 5, 1.0, 5) == (0.0, 1.0)


def _info(task_id: str, difficulty: int = 1, tags: tuple[str, ...] = ()) -> core.ProblemInfo:
    return core.ProblemInfo(
        task_id, difficulty, pb.CATEGORY_MATH, pb.TASK_TYPE_GENERATION, frozenset(tags)
    )


def _outcomes(task_id: str, verdicts: Sequence[int]) -> list[core.Outcome]:
    return [core.Outcome(task_id, pb.LANGUAGE_PYTHON, str(i), v) for i, v in enumerate(verdicts)]


P, F, IE = pb.VERDICT_PASS, pb.VERDICT_WRONG_ANSWER, pb.VERDICT_SANDBOX_ERROR


def test_score_means_over_problems_and_excludes_sandbox_errors() -> None:
    problems = [_info("A", 1, ("edge-case",)), _info("B", 2, ("complexity",))]
    outcomes = _outcomes("A", [P, F, IE, IE]) + _outcomes("B", [P, P, P])
    report = core.score(problems, outcomes)
    assert report.overall.pass_at_1 == pytest.approx((0.5 + 1.0) / 2)
    assert report.overall.n_problems == 2
    assert report.overall.n_samples == 5
    assert report.excluded == 2
    assert report.robustness is not None and report.robustness.pass_at_1 == 0.5
    assert report.efficiency is not None and report.efficiency.pass_at_1 == 1.0
    assert set(report.by_difficulty) == {1, 2}
    assert report.by_language["python"].n_problems == 2
    assert report.pass_at_k == {1: pytest.approx(0.75)}
    assert report.warnings  # fewer than 10 samples per problem


def test_score_errors_name_the_task() -> None:
    with pytest.raises(InvalidArgument, match="unknown task 'X'"):
        core.score([_info("A")], _outcomes("X", [P]))
    with pytest.raises(InvalidArgument, match="pass@5 is undefined for task 'A'"):
        core.score([_info("A")], _outcomes("A", [P, F]), ks=[5])
    dup = _outcomes("A", [P]) * 2
    with pytest.raises(InvalidArgument, match="duplicate sample"):
        core.score([_info("A")], dup)


def test_score_all_excluded_and_empty() -> None:
    report = core.score([_info("A")], _outcomes("A", [IE, IE]))
    assert report.overall.n_problems == 0
    assert report.excluded == 2
    assert report.pass_at_k == {}
    assert core.score([], []).overall.n_problems == 0


def test_pass_at_10_reported_when_every_problem_has_10_samples() -> None:
    report = core.score([_info("A")], _outcomes("A", [P] + [F] * 9))
    assert report.pass_at_k[1] == pytest.approx(0.1)
    assert report.pass_at_k[10] == pytest.approx(1.0)


def test_compare_is_the_two_proportion_test() -> None:
    a = core.Aggregate(1.0, 0.7, 1.0, 12, 12)
    b = core.Aggregate(0.0, 0.0, 0.3, 12, 39)
    result = core.compare(a, b)
    assert result.difference == 1.0
    assert result.z == pytest.approx(math.sqrt(24))
    assert result.significant
    with pytest.raises(InvalidArgument):
        core.compare(a, core.Aggregate(0, 0, 1, 0, 0))


# -- issue 7: intervals, clusters, bootstrap, the per-problem table, bad input ----------------

PY, CPP, JAVA = pb.LANGUAGE_PYTHON, pb.LANGUAGE_CPP, pb.LANGUAGE_JAVA
LANGS = [PY, CPP, JAVA, pb.LANGUAGE_GO]
CATEGORIES = [pb.CATEGORY_MATH, pb.CATEGORY_GRAPHS, pb.CATEGORY_DYNAMIC_PROGRAMMING]
TASK_TYPES = [pb.TASK_TYPE_GENERATION, pb.TASK_TYPE_DEBUGGING]


def _run(task_id: str, language: int, verdicts: Sequence[int], version: str = "") -> list:
    return [
        core.Outcome(task_id, language, f"{task_id}-{language}-{i}", v, version)
        for i, v in enumerate(verdicts)
    ]


def _random_suite(rng: random.Random, tasks: int) -> tuple[list[core.ProblemInfo], list]:
    problems = [
        core.ProblemInfo(
            f"T{i}",
            rng.randint(1, 7),
            rng.choice(CATEGORIES),
            rng.choice(TASK_TYPES),
            frozenset(
                rng.sample(["edge-case", "complexity", "io", "robustness"], rng.randint(0, 2))
            ),
        )
        for i in range(tasks)
    ]
    outcomes = []
    for p in problems:
        for language in rng.sample(LANGS, rng.randint(1, len(LANGS))):
            n = rng.randint(1, 15)
            rate = rng.random()
            verdicts = [
                IE if rng.random() < 0.05 else (P if rng.random() < rate else F) for _ in range(n)
            ]
            outcomes += _run(p.task_id, language, verdicts)
    return problems, outcomes


def test_random_reports_match_a_direct_recomputation() -> None:
    import numpy as np
    import statsmodels.api as sm  # type: ignore[import-untyped]

    rng = random.Random(2024)
    for _ in range(20):
        problems, outcomes = _random_suite(rng, rng.randint(2, 25))
        info = {p.task_id: p for p in problems}
        report = core.score(problems, outcomes, ks=[1], bootstrap_resamples=200, seed=1)
        counts: dict[tuple[str, int], list[int]] = {}
        for o in outcomes:
            if o.verdict != IE:
                counts.setdefault((o.task_id, o.language), []).append(o.verdict == P)
        keys = sorted(counts)
        rates = [sum(counts[k]) / len(counts[k]) for k in keys]
        assert [(p.task_id, p.language) for p in report.problems] == keys
        assert [p.pass_at_1 for p in report.problems] == rates
        assert report.excluded == sum(o.verdict == IE for o in outcomes)
        assert report.overall.pass_at_1 == pytest.approx(sum(rates) / len(rates), abs=1e-12)
        assert report.pass_at_k[1] == pytest.approx(report.overall.pass_at_1, abs=1e-12)
        assert report.overall.n_problems == len(keys)
        assert report.overall.n_clusters == len({k[0] for k in keys})
        # the clustered SE of the report against statsmodels' cluster-robust OLS
        if report.overall.n_clusters >= 2:
            groups = [int(k[0][1:]) for k in keys]
            fit = sm.OLS(rates, np.ones((len(rates), 1))).fit(
                cov_type="cluster", cov_kwds={"groups": np.array(groups)}, use_t=True
            )
            assert report.overall.cluster_se == pytest.approx(fit.bse[0], rel=1e-9, abs=1e-14)
            low, high = fit.conf_int()[0]
            assert report.overall.cluster_low == pytest.approx(max(0.0, low), abs=1e-12)
            assert report.overall.cluster_high == pytest.approx(min(1.0, high), abs=1e-12)
        # every breakdown is the mean over its problems
        for level, agg in report.by_difficulty.items():
            group = [r for k, r in zip(keys, rates, strict=True) if info[k[0]].difficulty == level]
            assert agg.pass_at_1 == pytest.approx(sum(group) / len(group), abs=1e-12)
            assert agg.n_problems == len(group)
        for name, agg in report.by_language.items():
            group = [
                r
                for k, r in zip(keys, rates, strict=True)
                if enums.name_of(enums.LANGUAGES, k[1]) == name
            ]
            assert agg.pass_at_1 == pytest.approx(sum(group) / len(group), abs=1e-12)
        assert sum(a.n_problems for a in report.by_category.values()) == len(keys)
        assert sum(a.n_problems for a in report.by_task_type.values()) == len(keys)
        efficient = [
            r
            for k, r in zip(keys, rates, strict=True)
            if info[k[0]].tags & {"complexity", "efficiency"}
        ]
        if efficient:
            assert report.efficiency is not None
            assert report.efficiency.pass_at_1 == pytest.approx(sum(efficient) / len(efficient))
        else:
            assert report.efficiency is None


def test_overall_intervals_by_hand() -> None:
    problems = [_info("A"), _info("B"), _info("C")]
    outcomes = (
        _run("A", PY, [P, P, F, F])
        + _run("A", CPP, [P, P, P, P])
        + _run("B", PY, [F, F])
        + _run("C", PY, [P, F, F, F])
    )
    report = core.score(problems, outcomes)
    rates = [0.5, 1.0, 0.0, 0.25]  # A/python, A/cpp, B/python, C/python
    mean = sum(rates) / 4
    sd = math.sqrt(sum((r - mean) ** 2 for r in rates) / 3)
    o = report.overall
    assert o.pass_at_1 == pytest.approx(mean)
    assert o.se == pytest.approx(sd / 2)
    assert (o.clt_low, o.clt_high) == pytest.approx(
        (mean - 1.96 * sd / 2, mean + 1.96 * sd / 2), abs=2e-4
    )
    # clusters: A = {0.5, 1.0}, B = {0.0}, C = {0.25}; G = 3
    sums = [(0.5 - mean) + (1.0 - mean), 0.0 - mean, 0.25 - mean]
    assert o.n_clusters == 3
    assert o.cluster_se == pytest.approx(math.sqrt(3 / 2 * sum(s * s for s in sums)) / 4)
    assert report.by_language["cpp"].n_clusters == 1
    assert report.by_language["cpp"].se == 0.0  # one problem: undefined, reported as 0 ...
    assert (report.by_language["cpp"].clt_low, report.by_language["cpp"].clt_high) == (0.0, 1.0)
    assert (report.by_language["cpp"].cluster_low, report.by_language["cpp"].cluster_high) == (
        0.0,
        1.0,
    )  # ... with the interval [0, 1]


def test_per_problem_table_and_bootstrap() -> None:
    problems = [_info("A", 3, ("complexity",)), _info("B", 5)]
    outcomes = (
        _run("A", PY, [P] * 3 + [F] * 7 + [IE])
        + _run("A", JAVA, [P] * 9 + [F])
        + _run("B", PY, [F] * 10)
    )
    report = core.score(problems, outcomes, ks=[1, 5, 10], seed=7)
    assert [(p.task_id, p.language, p.n, p.c, p.excluded) for p in report.problems] == [
        ("A", PY, 10, 3, 1),
        ("A", JAVA, 10, 9, 0),
        ("B", PY, 10, 0, 0),
    ]
    row = report.problems[0]
    assert (row.difficulty, row.category, row.task_type, row.tags) == (
        3,
        pb.CATEGORY_MATH,
        pb.TASK_TYPE_GENERATION,
        ("complexity",),
    )
    assert row.pass_at_1 == 0.3
    assert row.pass_at_k == {
        1: pytest.approx(0.3),
        5: pytest.approx(1 - math.comb(7, 5) / math.comb(10, 5)),
        10: 1.0,
    }
    for k in (1, 5, 10):
        assert report.pass_at_k[k] == pytest.approx(
            sum(p.pass_at_k[k] for p in report.problems) / 3
        )
        low, high = report.pass_at_k_ci[k]
        assert low <= report.pass_at_k[k] <= high
    columns = [[p.pass_at_k[k] for p in report.problems] for k in (1, 5, 10)]
    expected = stats.bootstrap_intervals(columns, stats.BOOTSTRAP_RESAMPLES, 7)
    assert [report.pass_at_k_ci[k] for k in (1, 5, 10)] == expected
    assert (report.bootstrap_resamples, report.bootstrap_seed) == (2000, 7)
    again = core.score(problems, outcomes, ks=[1, 5, 10], seed=7)
    assert again.pass_at_k_ci == report.pass_at_k_ci
    other = core.score(problems, outcomes, ks=[1, 5, 10], seed=8, bootstrap_resamples=500)
    assert (other.bootstrap_resamples, other.bootstrap_seed) == (500, 8)  # 3 problems: the
    # intervals hit the extremes whatever the seed; seeds are checked in test_scorer_stats
    assert report.few_samples == [] and not report.warnings


def test_few_samples_lists_the_tasks() -> None:
    problems = [_info("A"), _info("B"), _info("C")]
    outcomes = _run("A", PY, [P] * 10) + _run("B", PY, [P] * 3) + _run("C", CPP, [F])
    report = core.score(problems, outcomes)
    assert report.few_samples == ["B", "C"]
    assert "2 problem(s) have fewer than 10" in report.warnings[0]


def test_edges_one_problem_zero_problems_all_excluded() -> None:
    one = core.score([_info("A")], _run("A", PY, [P, F, F, F]), ks=[1, 4])
    assert one.overall.n_problems == 1 and one.overall.se == 0.0
    assert (one.overall.clt_low, one.overall.clt_high) == (0.0, 1.0)
    assert one.pass_at_k == {1: 0.25, 4: 1.0}  # n = k with c > 0
    assert one.pass_at_k_ci == {1: (0.25, 0.25), 4: (1.0, 1.0)}  # one problem: no spread
    none_pass = core.score([_info("A")], _run("A", PY, [F] * 3), ks=[3])
    assert none_pass.pass_at_k == {3: 0.0}  # c = 0
    all_pass = core.score([_info("A"), _info("B")], _run("A", PY, [P] * 3) + _run("B", PY, [P] * 3))
    assert all_pass.overall.pass_at_1 == 1.0 and all_pass.overall.se == 0.0  # c = n everywhere
    assert all_pass.overall.ci_low < 1.0  # Wilson stays honest where the CLT collapses
    empty = core.score([], [])
    assert empty.overall.n_problems == 0 and empty.problems == [] and empty.pass_at_k_ci == {}
    excluded = core.score([_info("A")], _run("A", PY, [IE, IE, IE]), ks=[1])
    assert excluded.excluded == 3 and excluded.problems == [] and excluded.pass_at_k == {}
    assert excluded.verdicts == {"SANDBOX_ERROR": 3} and excluded.few_samples == []


def test_bad_input_names_what_is_wrong() -> None:
    a = [_info("A")]
    with pytest.raises(InvalidArgument, match=r"unknown task 'Z' \(sample 'Z-1-0'"):
        core.score(a, _run("Z", PY, [P]))
    mixed = _run("A", PY, [P, F], version="v1") + _run("A", CPP, [P], version="v2")
    with pytest.raises(InvalidArgument, match=r"mix suite versions 'v1' .* and 'v2'"):
        core.score(a, mixed)
    assert core.score(a, _run("A", PY, [P, F], version="v1")).overall.n_problems == 1
    dup = _run("A", CPP, [P]) * 2
    with pytest.raises(InvalidArgument, match=r"duplicate sample 'A-2-0' for task 'A' in cpp"):
        core.score(a, dup)
    # the same sample id in another language is another sample
    same_id = [core.Outcome("A", PY, "0", P), core.Outcome("A", CPP, "0", P)]
    assert core.score(a, same_id).overall.n_problems == 2
    with pytest.raises(InvalidArgument, match=r"pass@3 is undefined for task 'B' \(python\)"):
        core.score([*a, _info("B")], _run("A", PY, [P] * 5) + _run("B", PY, [P, F]), ks=[3])
    with pytest.raises(InvalidArgument, match="k must be at least 1, got 0"):
        core.score(a, _run("A", PY, [P]), ks=[0, 1])
    with pytest.raises(InvalidArgument, match="bootstrap resamples"):
        core.score(a, _run("A", PY, [P]), bootstrap_resamples=0)
    with pytest.raises(InvalidArgument, match="bootstrap resamples"):
        core.score(a, _run("A", PY, [P]), bootstrap_resamples=core.MAX_BOOTSTRAP_RESAMPLES + 1)
    with pytest.raises(InvalidArgument, match="seed"):
        core.score(a, _run("A", PY, [P]), seed=-1)
    with pytest.raises(InvalidArgument, match="problem 'X' has difficulty 8; expected 1 to 7"):
        core.score([_info("X", 8)], [])
    with pytest.raises(InvalidArgument, match="sample '0' of task 'A' has no language"):
        core.score(a, [core.Outcome("A", pb.LANGUAGE_UNSPECIFIED, "0", P)])


def test_report_json_record_and_demo_compatibility() -> None:
    """core -> proto -> report.json: the new fields, JSON-safe; `overall` still builds a proto
    Aggregate (the demo compares reports that way)."""
    import json

    from rockman.client import outputs
    from rockman.v1 import scorer_pb2
    from services.scorer import servicer

    problems = [_info("A", 2, ("edge-case",)), _info("B", 4)]
    outcomes = _run("A", PY, [P] * 10) + _run("A", CPP, [F] * 9 + [IE]) + _run("B", PY, [P, F])
    report = core.score(problems, outcomes, ks=[1, 2], seed=3, bootstrap_resamples=300)
    record = outputs.report_record(servicer.report_to_proto(report), model="m")
    json.loads(json.dumps(record, allow_nan=False))
    overall = record["overall"]
    for key in ("se", "clt_low", "clt_high", "n_clusters", "cluster_se", "cluster_low"):
        assert key in overall
    assert overall["n_clusters"] == 2
    assert record["by_language"]["cpp"]["n_problems"] == 1
    assert record["pass_at_k_ci"]["2"] == {
        "low": report.pass_at_k_ci[2][0],
        "high": report.pass_at_k_ci[2][1],
    }
    assert record["bootstrap"] == {"resamples": 300, "seed": 3}
    assert record["few_samples"] == ["A", "B"]
    assert record["problems"][1] == {
        "task_id": "A",
        "language": "cpp",
        "n": 9,
        "c": 0,
        "pass_at_1": 0.0,
        "difficulty": 2,
        "category": "math",
        "task_type": "generation",
        "tags": ["edge-case"],
        "excluded": 1,
        "pass_at_k": {"1": 0.0, "2": 0.0},
    }
    rebuilt = scorer_pb2.Aggregate(**overall)
    assert servicer.aggregate_from_proto(rebuilt) == report.overall


def test_results_file_mixing_versions_is_refused_client_side() -> None:
    from pathlib import Path

    from rockman.client import outputs

    versions: dict[str, int] = {}
    path = Path("results.jsonl")
    outputs.check_one_version(path, 1, {"version": "v1"}, versions)
    outputs.check_one_version(path, 2, {}, versions)  # no version: not checked
    outputs.check_one_version(path, 3, {"version": "v1"}, versions)
    with pytest.raises(
        InvalidArgument, match=r"results.jsonl:4: results mix suite versions 'v1' \(line 1\)"
    ):
        outputs.check_one_version(path, 4, {"version": "v2"}, versions)
