"""Scorer statistics checked against independent implementations and by hand."""

import math
import random
from collections.abc import Sequence
from itertools import combinations

import pytest

from rockman.errors import InvalidArgument
from rockman.scorer import core, stats
from rockman.v1 import common_pb2 as pb


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
