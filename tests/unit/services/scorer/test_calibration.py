"""Difficulty calibration against independent computations: the Rasch fit against simulated
data of known difficulties and against statsmodels' logistic regression; Cochran-Armitage
against statsmodels' linear-by-linear association test; Jonckheere-Terpstra against full
enumeration of the permutation distribution; Holm against statsmodels; the disagreement rule
on crafted data."""

from __future__ import annotations

import importlib
import itertools
import math
from typing import Any

import numpy as np
import pytest
from scipy.special import expit
from scipy.stats import norm

from rockman import enums
from rockman.errors import InvalidArgument
from rockman.v1 import scorer_pb2
from services.scorer import baselines, calibration, stats
from services.scorer.baseline_servicer import calibration_to_proto, problems_from_proto
from services.scorer.core import ProblemInfo


def statsmodels(module: str) -> Any:
    return importlib.import_module(f"statsmodels.{module}")


def info(task_id: str, difficulty: int) -> ProblemInfo:
    return ProblemInfo(task_id, difficulty, enums.CATEGORIES["math"], 1, frozenset())


# -- the Rasch fit ---------------------------------------------------------------------------


def simulate(
    seed: int, respondents: int, difficulties: np.ndarray, attempts: int = 1
) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    theta = rng.normal(0.0, 1.0, respondents)
    p = expit(theta[:, None] - difficulties[None, :])
    n = np.full(p.shape, attempts, dtype=float)
    return n, rng.binomial(attempts, p).astype(float)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_rasch_recovers_known_difficulties_from_humans(seed: int) -> None:
    truth = np.linspace(-2.0, 2.0, 25)
    n, c = simulate(seed, 500, truth)
    fit = calibration.fit_rasch(n, c)
    assert fit.converged
    assert fit.difficulties.mean() == pytest.approx(0.0, abs=1e-9)
    error = fit.difficulties - (truth - truth.mean())
    # Joint ML inflates the scale by about J / (J - 1) (4% here); noise has sd ~0.11-0.15.
    assert np.abs(error).max() < 0.5
    slope = np.polyfit(truth, fit.difficulties, 1)[0]
    assert 0.95 < slope < 1.12
    assert (np.abs(error) < 4 * fit.se).all()


def test_rasch_recovers_difficulties_from_model_samples() -> None:
    # Ten "models", 40 samples per problem each: binomial counts per respondent and problem.
    truth = np.linspace(-3.0, 3.0, 30)
    n, c = simulate(11, 10, truth, attempts=40)
    fit = calibration.fit_rasch(n, c)
    error = fit.difficulties - (truth - truth.mean())
    assert np.abs(error).max() < 0.5
    assert np.corrcoef(truth, fit.difficulties)[0, 1] > 0.99


def test_rasch_matches_statsmodels_logistic_regression_without_prior() -> None:
    """With a flat prior, the fit is the maximum likelihood of a binomial GLM with one dummy per
    respondent and per problem; estimates and standard errors must agree."""
    rng = np.random.default_rng(5)
    truth = np.linspace(-1.5, 1.5, 8)
    n = rng.integers(1, 4, (40, 8)).astype(float)
    c = rng.binomial(n.astype(int), expit(rng.normal(0, 1, 40)[:, None] - truth)).astype(float)
    keep = (c.sum(axis=1) > 0) & (c.sum(axis=1) < n.sum(axis=1))
    n, c = n[keep], c[keep]
    fit = calibration.fit_rasch(n, c, prior_sd=1e4)
    rows, cols = n.shape
    design, endog = [], []
    for i, j in itertools.product(range(rows), range(cols)):
        x = np.zeros(rows + cols - 1)
        x[i] = 1.0
        if j:
            x[rows + j - 1] = -1.0  # problem 0 is the reference level
        design.append(x)
        endog.append([c[i, j], n[i, j] - c[i, j]])
    sm = statsmodels("api")
    glm = sm.GLM(np.array(endog), np.array(design), family=sm.families.Binomial()).fit()
    b = np.concatenate([[0.0], glm.params[rows:]])
    assert fit.difficulties == pytest.approx(b - b.mean(), abs=1e-6)
    covariance = np.zeros((cols, cols))
    covariance[1:, 1:] = glm.cov_params()[rows:, rows:]
    centring = np.eye(cols) - 1.0 / cols
    assert fit.se == pytest.approx(np.sqrt(np.diag(centring @ covariance @ centring)), rel=1e-4)


def test_rasch_stays_finite_when_everything_is_solved() -> None:
    n = np.ones((3, 4))
    fit = calibration.fit_rasch(n, n.copy())
    assert np.isfinite(fit.difficulties).all() and np.isfinite(fit.se).all()
    assert fit.difficulties == pytest.approx(np.zeros(4), abs=1e-6)
    assert (fit.abilities > 0).all()


def test_rasch_rejects_impossible_counts() -> None:
    with pytest.raises(InvalidArgument, match="between 0 and the attempts"):
        calibration.fit_rasch(np.ones((2, 2)), np.full((2, 2), 2.0))
    with pytest.raises(InvalidArgument, match="non-empty"):
        calibration.fit_rasch(np.zeros((0, 0)), np.zeros((0, 0)))


# -- trend tests -----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(5))
def test_cochran_armitage_matches_statsmodels_linear_by_linear(seed: int) -> None:
    rng = np.random.default_rng(seed)
    levels = int(rng.integers(2, 7))
    scores = np.sort(rng.choice(np.arange(1, 8), levels, replace=False)).astype(float)
    attempts = rng.integers(5, 80, levels)
    solved = rng.binomial(attempts, rng.uniform(0.1, 0.9, levels))
    ours = calibration.cochran_armitage(scores.tolist(), solved.tolist(), attempts.tolist())
    assert ours is not None
    table = np.array([solved, attempts - solved])
    theirs = (
        statsmodels("stats.contingency_tables")
        .Table(table)
        .test_ordinal_association(row_scores=np.array([1.0, 0.0]), col_scores=scores)
    )
    total = attempts.sum()
    # The linear-by-linear (Mantel) test uses the N - 1 variance; Cochran-Armitage uses N.
    assert ours.statistic == pytest.approx(theirs.statistic)
    assert ours.expected == pytest.approx(theirs.null_mean)
    assert ours.z * math.sqrt((total - 1) / total) == pytest.approx(theirs.zscore)
    assert ours.p_value == pytest.approx(norm.cdf(ours.z))


def test_cochran_armitage_undefined_cases() -> None:
    assert calibration.cochran_armitage([1.0], [3], [5]) is None
    assert calibration.cochran_armitage([1.0, 2.0], [5, 7], [5, 7]) is None  # all solved
    assert calibration.cochran_armitage([1.0, 2.0], [0, 0], [5, 7]) is None


def exact_distribution(groups: list[list[float]]) -> np.ndarray:
    """J for every distinct assignment of the values to groups of the same sizes (each equally
    likely under no trend)."""
    values = [x for g in groups for x in g]
    labels = [k for k, g in enumerate(groups) for _ in g]
    out = []
    for arrangement in set(itertools.permutations(labels)):
        regrouped = [
            [values[i] for i, k in enumerate(arrangement) if k == level]
            for level in range(len(groups))
        ]
        out.append(calibration.jonckheere_statistic(regrouped))
    return np.array(out)


@pytest.mark.parametrize(
    "groups",
    [
        [[0.1, 0.5, 0.5], [0.5, 0.2], [0.2, 0.9, 0.5]],  # ties within and across groups
        [[1.0, 0.9, 0.8], [0.7, 0.6], [0.2, 0.1, 0.0]],  # no ties, falling
        [[1.0, 1.0], [1.0, 0.5], [0.5, 0.5, 0.0]],  # heavy ties
    ],
)
def test_jonckheere_moments_and_p_value_match_enumeration(groups: list[list[float]]) -> None:
    distribution = exact_distribution(groups)
    mean, variance = calibration.jonckheere_moments(groups)
    assert mean == pytest.approx(distribution.mean())
    assert variance == pytest.approx(distribution.var())
    test = calibration.jonckheere_terpstra(groups, permutations=20_000, seed=3)
    assert test is not None
    assert test.statistic == calibration.jonckheere_statistic(groups)
    exact_p = (distribution <= test.statistic + 1e-9).mean()
    assert test.p_value == pytest.approx(exact_p, abs=0.015)
    assert test.p_normal == pytest.approx(norm.cdf((test.statistic - mean) / math.sqrt(variance)))


def test_jonckheere_statistic_by_hand() -> None:
    # Pairs (lower, higher): (3 vs 1: 0) (3 vs 5: 1) (2 vs 1: 0) (2 vs 5: 1) -> 2; tie counts 1/2.
    assert calibration.jonckheere_statistic([[3.0, 2.0], [1.0, 5.0]]) == 2.0
    assert calibration.jonckheere_statistic([[1.0], [1.0]]) == 0.5


def test_jonckheere_is_seeded_and_undefined_when_tied() -> None:
    groups = [[0.9, 0.8, 0.95], [0.5, 0.7], [0.2, 0.4, 0.1]]
    a = calibration.jonckheere_terpstra(groups, seed=1)
    b = calibration.jonckheere_terpstra(groups, seed=1)
    assert a == b and a is not None and a.p_value < 0.01
    assert calibration.jonckheere_terpstra([[0.5, 0.5], [0.5]]) is None
    assert calibration.jonckheere_terpstra([[0.5, 0.2]]) is None
    normal = calibration.jonckheere_terpstra(groups, permutations=0)
    assert normal is not None and normal.p_value == normal.p_normal


def test_holm_matches_statsmodels() -> None:
    rng = np.random.default_rng(9)
    for _ in range(5):
        p = rng.uniform(0, 0.2, int(rng.integers(1, 8)))
        expected = statsmodels("stats.multitest").multipletests(p, method="holm")[1]
        assert stats.holm(list(p)) == pytest.approx(list(expected))


# -- calibrate -------------------------------------------------------------------------------


def crafted() -> tuple[dict[str, ProblemInfo], list[calibration.RespondentResult]]:
    """Nine problems, three per level 1-3, true difficulties rising with the label except
    L1_c (labelled 1, as hard as level 3) and L3_c (labelled 3, as easy as level 1). Twenty
    respondents with 60 attempts each, counts at their expected values."""
    truth = {
        "L1_a": -2.0,
        "L1_b": -1.8,
        "L1_c": 2.2,
        "L2_a": 0.0,
        "L2_b": 0.2,
        "L2_c": -0.2,
        "L3_a": 2.0,
        "L3_b": 1.8,
        "L3_c": -2.2,
    }
    problems = {t: info(t, int(t[1])) for t in truth}
    results = []
    for i, theta in enumerate(np.linspace(-1.5, 1.5, 20)):
        for t, b in truth.items():
            solved = round(60 * float(expit(theta - b)))
            results.append(calibration.RespondentResult(f"r{i}", calibration.MODEL, t, 60, solved))
    return problems, results


def test_disagreement_rule_flags_exactly_the_mislabelled_problems() -> None:
    problems, results = crafted()
    cal = calibration.calibrate(problems, results)
    flagged = {p.task_id: p.disagreement for p in cal.disagreements}
    assert flagged == {"L1_c": "harder", "L3_c": "easier"}
    by_id = {p.task_id: p for p in cal.problems}
    level2 = float(np.median([by_id[t].estimate for t in ("L2_a", "L2_b", "L2_c")]))
    assert by_id["L1_c"].expected_low is None
    assert by_id["L1_c"].expected_high == pytest.approx(level2)
    assert by_id["L3_c"].expected_low == pytest.approx(level2)
    assert by_id["L3_c"].expected_high is None
    assert by_id["L2_a"].expected_low is not None and by_id["L2_a"].expected_high is not None
    # Two mislabelled problems out of nine are enough to break the order.
    assert not cal.ordered


def test_well_labelled_problems_are_ordered_and_separated() -> None:
    truth = np.repeat([-2.0, 0.0, 2.0], 5) + np.tile(np.linspace(-0.4, 0.4, 5), 3)
    problems = {f"P{j:02d}": info(f"P{j:02d}", 1 + j // 5) for j in range(15)}
    _, c = simulate(4, 60, truth, attempts=5)
    results = [
        calibration.RespondentResult(f"m{i}", calibration.MODEL, t, 5, int(c[i, j]))
        for i in range(60)
        for j, t in enumerate(problems)
    ]
    cal = calibration.calibrate(problems, results)
    assert cal.ordered and cal.disagreements == []
    assert [lv.difficulty for lv in cal.levels] == [1, 2, 3]
    assert cal.levels[0].solve_rate > cal.levels[1].solve_rate > cal.levels[2].solve_rate
    assert [s.separated for s in cal.separation] == [True, True]
    assert cal.cochran_armitage is not None and cal.cochran_armitage.z < -5
    assert cal.kendall is not None and cal.kendall.coefficient > 0.6
    assert cal.spearman is not None and cal.spearman.p_value < 0.001
    level = cal.levels[0]
    rates = [p.solve_rate for p in cal.problems if p.difficulty == 1]
    assert level.solve_rate == pytest.approx(np.mean(rates))
    low, high = baselines.stats.wilson_interval(level.solve_rate, 5)
    assert (level.ci_low, level.ci_high) == (low, high)
    assert level.n_attempts == 60 * 5 * 5


def test_human_results_pool_languages_per_participant_and_task() -> None:
    text = "\n".join(
        [
            ",".join(baselines.COLUMNS),
            "a,novice,web,1,,T/1,python,true,10",
            "a,novice,web,1,,T/1,cpp,false,",
            "b,expert,web,9,,T/1,python,false,",
        ]
    )
    got = calibration.human_results(baselines.parse_csv(text))
    assert sorted(got, key=lambda r: r.respondent) == [
        calibration.RespondentResult("a", calibration.HUMAN, "T/1", 2, 1),
        calibration.RespondentResult("b", calibration.HUMAN, "T/1", 1, 0),
    ]


def test_degenerate_inputs_warn_instead_of_failing() -> None:
    problems = {"A": info("A", 2), "B": info("B", 2)}
    everything = [calibration.RespondentResult("m", calibration.MODEL, t, 3, 3) for t in ("A", "B")]
    cal = calibration.calibrate(problems, everything)
    assert cal.cochran_armitage is None and cal.jonckheere is None
    assert cal.spearman is None and cal.kendall is None and cal.separation == []
    assert not cal.ordered and cal.disagreements == []
    text = " | ".join(cal.warnings)
    assert "only difficulty level 2" in text
    assert "2 problem(s) were solved in every attempt or in none" in text
    assert "a single respondent" in text
    proto = calibration_to_proto(cal)
    assert not proto.HasField("cochran_armitage") and not proto.HasField("kendall")
    assert not proto.problems[0].HasField("expected_low")


@pytest.mark.parametrize(
    ("result", "message"),
    [
        (calibration.RespondentResult("m", calibration.MODEL, "Z", 1, 1), "unknown task 'Z'"),
        (calibration.RespondentResult("m", calibration.MODEL, "A", 2, 3), "3 solved of 2"),
        (calibration.RespondentResult("m", calibration.MODEL, "A", 0, 0), "0 solved of 0"),
        (calibration.RespondentResult("", calibration.MODEL, "A", 1, 1), "no respondent"),
        (calibration.RespondentResult("m", "robot", "A", 1, 1), "no kind"),
    ],
)
def test_bad_results_are_invalid_arguments(
    result: calibration.RespondentResult, message: str
) -> None:
    with pytest.raises(InvalidArgument, match=message):
        calibration.calibrate({"A": info("A", 1)}, [result])


def test_nothing_to_calibrate_and_unlabelled_problems() -> None:
    with pytest.raises(InvalidArgument, match="nothing to calibrate"):
        calibration.calibrate({"A": info("A", 1)}, [])
    with pytest.raises(InvalidArgument, match="no difficulty label"):
        calibration.calibrate(
            {"A": info("A", 0)}, [calibration.RespondentResult("m", "model", "A", 1, 1)]
        )


def test_one_task_with_two_labels_is_rejected() -> None:
    metas = [
        scorer_pb2.ProblemMeta(task_id="A", difficulty=2),
        scorer_pb2.ProblemMeta(task_id="A", difficulty=3),
    ]
    with pytest.raises(InvalidArgument, match="two labels"):
        problems_from_proto(metas)
