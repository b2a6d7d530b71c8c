"""Difficulty calibration: do the 1-7 labels order the problems the way solvers experience them?

Respondents are reference models (their samples of a task pooled) and human participants. From
their results: solve rate per level with intervals; two ordered trend tests (Cochran-Armitage on
the pooled attempts, Jonckheere-Terpstra on the per-problem solve rates); a Rasch (1PL IRT)
fit giving each problem a difficulty on a common logit scale, with Spearman and Kendall
correlations of label and estimate and one-sided tests between adjacent levels; and the
problems whose estimate disagrees with their label. The rules are in docs/statistics.md,
"Difficulty calibration".
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from rockman import enums
from rockman.errors import InvalidArgument
from services.scorer import stats
from services.scorer.baselines import HumanStudy
from services.scorer.core import ProblemInfo

PRIOR_SD = 3.0  # logits; weak N(0, 3^2) priors keep all-solved / none-solved items finite
ALPHA = 0.05
PERMUTATIONS = 10_000
PERMUTATION_MAX_PROBLEMS = 100  # above this the normal approximation is used alone
PERMUTATION_BLOCK = 500
FULL_COVARIANCE_MAX_PROBLEMS = 3000
GRADIENT_TOL = 1e-4  # solved-count units: far below one attempt
MODEL = "model"
HUMAN = "human"


@dataclass(frozen=True)
class RespondentResult:
    """One respondent's attempts at one task (pooled over languages)."""

    respondent: str
    kind: str  # MODEL or HUMAN
    task_id: str
    attempts: int
    solved: int


@dataclass(frozen=True)
class RaschResult:
    difficulties: np.ndarray  # centred: mean 0 over problems
    se: np.ndarray
    abilities: np.ndarray  # shifted by the same constant
    converged: bool
    iterations: int
    log_likelihood: float


@dataclass(frozen=True)
class TrendTest:
    statistic: float
    expected: float
    z: float
    p_value: float  # one-sided, alternative: solve rates fall as the level rises
    p_normal: float
    method: str


@dataclass(frozen=True)
class Correlation:
    coefficient: float
    p_value: float  # one-sided, alternative: estimates rise with the label


@dataclass(frozen=True)
class Separation:
    lower: int
    higher: int
    p_value: float
    p_holm: float
    separated: bool


@dataclass(frozen=True)
class LevelRate:
    difficulty: int
    solve_rate: float
    ci_low: float
    ci_high: float
    n_problems: int
    n_attempts: int
    n_solved: int
    mean_estimate: float


@dataclass(frozen=True)
class ProblemCalibration:
    task_id: str
    difficulty: int
    category: str
    solve_rate: float
    ci_low: float
    ci_high: float
    n_attempts: int
    n_solved: int
    n_respondents: int
    estimate: float
    se: float
    expected_low: float | None
    expected_high: float | None
    disagreement: str  # "", "easier" or "harder" than its label


@dataclass(frozen=True)
class Ability:
    respondent: str
    kind: str
    ability: float
    attempts: int
    solved: int


@dataclass
class Calibration:
    levels: list[LevelRate]
    problems: list[ProblemCalibration]
    cochran_armitage: TrendTest | None
    jonckheere: TrendTest | None
    spearman: Correlation | None
    kendall: Correlation | None
    separation: list[Separation]
    abilities: list[Ability]
    rasch_converged: bool
    rasch_iterations: int
    rasch_log_likelihood: float
    prior_sd: float
    ordered: bool
    alpha: float
    warnings: list[str] = field(default_factory=list)

    @property
    def disagreements(self) -> list[ProblemCalibration]:
        return [p for p in self.problems if p.disagreement]


# -- the Rasch model -------------------------------------------------------------------------


def fit_rasch(attempts: np.ndarray, solved: np.ndarray, prior_sd: float = PRIOR_SD) -> RaschResult:
    """Rasch model P(solve) = logistic(theta_i - b_j) for respondents i and problems j, fitted
    by joint maximum a posteriori with independent N(0, prior_sd^2) priors on every theta and
    b (a penalised joint maximum likelihood: convex, so Newton-CG finds the unique optimum).
    `attempts` and `solved` are respondents x problems counts (0 attempts: not attempted).
    Difficulties are reported centred at mean 0 (abilities shifted alike); their standard
    errors come from the penalised information matrix, with the respondents' abilities
    profiled out (a Schur complement) and the centring applied."""
    from scipy import optimize  # here: scipy costs a second at import
    from scipy.special import expit

    n = np.asarray(attempts, dtype=float)
    c = np.asarray(solved, dtype=float)
    if n.ndim != 2 or n.shape != c.shape or n.size == 0:
        raise InvalidArgument("the Rasch fit needs a non-empty respondents x problems table")
    if (c < 0).any() or (c > n).any():
        raise InvalidArgument("solved counts must be between 0 and the attempts")
    rows, cols = n.shape
    precision = 1.0 / (prior_sd * prior_sd)

    def split(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        return x[:rows], x[rows:]

    def objective(x: np.ndarray) -> tuple[float, np.ndarray]:
        theta, b = split(x)
        eta = theta[:, None] - b[None, :]
        loglik = -(c * np.logaddexp(0.0, -eta) + (n - c) * np.logaddexp(0.0, eta)).sum()
        residual = c - n * expit(eta)
        gradient = np.concatenate([-residual.sum(axis=1), residual.sum(axis=0)])
        return float(-loglik + 0.5 * precision * (x @ x)), gradient + precision * x

    def hessp(x: np.ndarray, v: np.ndarray) -> np.ndarray:
        theta, b = split(x)
        p = expit(theta[:, None] - b[None, :])
        w = n * p * (1.0 - p)
        vt, vb = split(v)
        top = w.sum(axis=1) * vt - w @ vb
        bottom = w.sum(axis=0) * vb - w.T @ vt
        return np.concatenate([top, bottom]) + precision * v

    result = optimize.minimize(
        objective,
        np.zeros(rows + cols),
        jac=True,
        hessp=hessp,
        method="Newton-CG",
        options={"xtol": 1e-10, "maxiter": 500},
    )
    # Newton-CG may stop on "precision loss" at the optimum: judge by the gradient instead.
    converged = bool(result.success) or float(np.abs(objective(result.x)[1]).max()) < GRADIENT_TOL
    theta, b = split(result.x)
    eta = theta[:, None] - b[None, :]
    loglik = float(-(c * np.logaddexp(0.0, -eta) + (n - c) * np.logaddexp(0.0, eta)).sum())
    p = expit(eta)
    w = n * p * (1.0 - p)
    d_theta = w.sum(axis=1) + precision
    d_b = w.sum(axis=0) + precision
    if cols <= FULL_COVARIANCE_MAX_PROBLEMS:
        information = np.diag(d_b) - (w.T / d_theta) @ w
        covariance = np.linalg.inv(information)
        centring = np.eye(cols) - 1.0 / cols
        se = np.sqrt(np.clip(np.diag(centring @ covariance @ centring), 0.0, None))
    else:
        se = 1.0 / np.sqrt(d_b)
    shift = float(b.mean())
    return RaschResult(
        b - shift,
        se,
        theta - shift,
        converged,
        int(result.nit),
        loglik,
    )


# -- ordered trend tests ---------------------------------------------------------------------


def cochran_armitage(
    scores: Sequence[float], solved: Sequence[int], attempts: Sequence[int]
) -> TrendTest | None:
    """Cochran-Armitage test for a linear trend in proportions solved[k] / attempts[k] across
    ordered scores: T = sum_k s_k (R_k - N_k p), Var T = p (1 - p) (sum N_k s_k^2 -
    (sum N_k s_k)^2 / N). z < 0 when the rate falls as the score rises; p = Phi(z).
    None when undefined (one score, or every attempt solved, or none)."""
    from scipy.stats import norm

    s = np.asarray(scores, dtype=float)
    r = np.asarray(solved, dtype=float)
    m = np.asarray(attempts, dtype=float)
    total = m.sum()
    if len(s) < 2 or total <= 0:
        return None
    rate = r.sum() / total
    variance = rate * (1 - rate) * ((m * s * s).sum() - (m * s).sum() ** 2 / total)
    if variance <= 0:
        return None
    statistic = float((s * r).sum())
    expected = float(rate * (m * s).sum())
    z = (statistic - expected) / math.sqrt(variance)
    p = float(norm.cdf(z))
    return TrendTest(statistic, expected, z, p, p, "normal approximation")


def jonckheere_statistic(groups: Sequence[Sequence[float]]) -> float:
    """J = sum over ordered pairs of groups k < l of #{(x in k, y in l): y > x} + #ties / 2."""
    total = 0.0
    for k, lower in enumerate(groups):
        low = np.asarray(lower, dtype=float)
        for higher in groups[k + 1 :]:
            high = np.asarray(higher, dtype=float)
            diff = high[None, :] - low[:, None]
            total += float((diff > 0).sum() + 0.5 * (diff == 0).sum())
    return total


def jonckheere_moments(groups: Sequence[Sequence[float]]) -> tuple[float, float]:
    """Mean and tie-corrected variance of J under no trend (Hollander, Wolfe & Chicken,
    Nonparametric Statistical Methods, 3rd ed., section 6.2)."""
    sizes = np.array([len(g) for g in groups], dtype=float)
    values = np.concatenate([np.asarray(g, dtype=float) for g in groups])
    _, counts = np.unique(values, return_counts=True)
    t = counts.astype(float)
    big_n = float(sizes.sum())
    mean = (big_n * big_n - (sizes * sizes).sum()) / 4.0
    variance = (
        big_n * (big_n - 1) * (2 * big_n + 5)
        - (sizes * (sizes - 1) * (2 * sizes + 5)).sum()
        - (t * (t - 1) * (2 * t + 5)).sum()
    ) / 72.0
    if big_n > 2:
        variance += (
            (sizes * (sizes - 1) * (sizes - 2)).sum()
            * (t * (t - 1) * (t - 2)).sum()
            / (36.0 * big_n * (big_n - 1) * (big_n - 2))
        )
    if big_n > 1:
        variance += (sizes * (sizes - 1)).sum() * (t * (t - 1)).sum() / (8.0 * big_n * (big_n - 1))
    return float(mean), float(variance)


def jonckheere_terpstra(
    groups: Sequence[Sequence[float]], permutations: int = PERMUTATIONS, seed: int = 0
) -> TrendTest | None:
    """Jonckheere-Terpstra test against values falling from the first group to the last.
    p is a seeded Monte Carlo permutation p-value, (1 + #{J* <= J}) / (1 + B), when there are
    at most PERMUTATION_MAX_PROBLEMS values, else the tie-corrected normal approximation.
    None when undefined (fewer than two non-empty groups, or all values tied)."""
    from scipy.stats import norm

    groups = [g for g in groups if len(g)]
    if len(groups) < 2:
        return None
    mean, variance = jonckheere_moments(groups)
    if variance <= 0:
        return None
    statistic = jonckheere_statistic(groups)
    z = float((statistic - mean) / math.sqrt(variance))
    p_normal = float(norm.cdf(z))
    values = np.concatenate([np.asarray(g, dtype=float) for g in groups])
    if permutations <= 0 or len(values) > PERMUTATION_MAX_PROBLEMS:
        return TrendTest(statistic, mean, z, p_normal, p_normal, "normal approximation")
    labels = np.repeat(np.arange(len(groups)), [len(g) for g in groups])
    # score[i, j]: what the pair contributes when i sits in a lower group than j.
    diff = values[None, :] - values[:, None]
    score = (diff > 0) + 0.5 * (diff == 0)
    rng = np.random.default_rng(seed)
    at_most = 0
    done = 0
    while done < permutations:
        rows = min(PERMUTATION_BLOCK, permutations - done)
        shuffled = np.array([rng.permutation(labels) for _ in range(rows)])
        lower = shuffled[:, :, None] < shuffled[:, None, :]
        drawn = (lower * score[None, :, :]).sum(axis=(1, 2))
        at_most += int((drawn <= statistic + 1e-9).sum())
        done += rows
    p = (1 + at_most) / (1 + permutations)
    method = f"Monte Carlo permutation ({permutations} permutations, seed {seed})"
    return TrendTest(statistic, mean, z, p, p_normal, method)


# -- calibration -----------------------------------------------------------------------------


def human_results(study: HumanStudy) -> list[RespondentResult]:
    """A study's attempts as respondent results, pooled per participant and task."""
    pooled: dict[tuple[str, str], list[int]] = {}
    for a in study.attempts:
        counts = pooled.setdefault((a.participant_id, a.task_id), [0, 0])
        counts[0] += 1
        counts[1] += a.solved
    return [RespondentResult(p, HUMAN, t, n, c) for (p, t), (n, c) in pooled.items()]


def _median(values: list[float]) -> float:
    return float(np.median(values))


def _correlation(kind: str, labels: np.ndarray, estimates: np.ndarray) -> Correlation | None:
    from scipy.stats import kendalltau, spearmanr

    if len(labels) < 3 or np.ptp(labels) == 0 or np.ptp(estimates) == 0:
        return None
    test = spearmanr if kind == "spearman" else kendalltau
    result = test(labels, estimates, alternative="greater")
    coefficient, p = float(result.statistic), float(result.pvalue)
    if not (math.isfinite(coefficient) and math.isfinite(p)):
        return None
    return Correlation(coefficient, p)


def _validated(
    problems: Mapping[str, ProblemInfo], results: Iterable[RespondentResult]
) -> dict[tuple[str, str], dict[str, list[int]]]:
    table: dict[tuple[str, str], dict[str, list[int]]] = {}
    for r in results:
        if not r.respondent:
            raise InvalidArgument(f"a result for task {r.task_id!r} has no respondent")
        if r.kind not in (MODEL, HUMAN):
            raise InvalidArgument(f"respondent {r.respondent!r} has no kind (model or human)")
        if r.attempts < 1 or not 0 <= r.solved <= r.attempts:
            raise InvalidArgument(
                f"respondent {r.respondent!r} on {r.task_id!r}: {r.solved} solved of "
                f"{r.attempts} attempts"
            )
        info = problems.get(r.task_id)
        if info is None:
            raise InvalidArgument(f"result for unknown task {r.task_id!r} (no problem metadata)")
        if not 1 <= info.difficulty <= 7:
            raise InvalidArgument(f"task {r.task_id!r} has no difficulty label 1-7")
        counts = table.setdefault((r.kind, r.respondent), {}).setdefault(r.task_id, [0, 0])
        counts[0] += r.attempts
        counts[1] += r.solved
    return table


def calibrate(
    problems: Mapping[str, ProblemInfo],
    results: Iterable[RespondentResult],
    prior_sd: float = PRIOR_SD,
    alpha: float = ALPHA,
    permutations: int = PERMUTATIONS,
    seed: int = 0,
) -> Calibration:
    """The calibration of the labels of the problems in `results` (docs/statistics.md)."""
    from scipy.stats import mannwhitneyu

    table = _validated(problems, results)
    if not table:
        raise InvalidArgument("nothing to calibrate: no model results and no human attempts")
    respondents = sorted(table)
    task_ids = sorted(
        {t for answers in table.values() for t in answers},
        key=lambda t: (problems[t].difficulty, t),
    )
    column = {t: j for j, t in enumerate(task_ids)}
    n = np.zeros((len(respondents), len(task_ids)))
    c = np.zeros_like(n)
    for i, key in enumerate(respondents):
        for t, (attempts, solved) in table[key].items():
            n[i, column[t]], c[i, column[t]] = attempts, solved
    fit = fit_rasch(n, c, prior_sd)
    labels = np.array([problems[t].difficulty for t in task_ids])
    warnings: list[str] = []
    if not fit.converged:
        warnings.append("the Rasch fit did not converge; its estimates are approximate")

    attempts_j, solved_j = n.sum(axis=0), c.sum(axis=0)
    rates_j = solved_j / attempts_j
    levels_present = sorted({int(x) for x in labels})
    by_level = {k: [j for j in range(len(task_ids)) if labels[j] == k] for k in levels_present}
    medians = {k: _median([float(fit.difficulties[j]) for j in js]) for k, js in by_level.items()}

    problem_rows = []
    for j, t in enumerate(task_ids):
        k = int(labels[j])
        lower = [lvl for lvl in levels_present if lvl < k]
        higher = [lvl for lvl in levels_present if lvl > k]
        expected_low = medians[lower[-1]] if lower else None
        expected_high = medians[higher[0]] if higher else None
        estimate, se = float(fit.difficulties[j]), float(fit.se[j])
        disagreement = ""
        if expected_low is not None and estimate + stats.Z95 * se < expected_low:
            disagreement = "easier"
        elif expected_high is not None and estimate - stats.Z95 * se > expected_high:
            disagreement = "harder"
        low, high = stats.wilson_interval(float(rates_j[j]), float(attempts_j[j]))
        problem_rows.append(
            ProblemCalibration(
                task_id=t,
                difficulty=k,
                category=enums.name_of(enums.CATEGORIES, problems[t].category),
                solve_rate=float(rates_j[j]),
                ci_low=low,
                ci_high=high,
                n_attempts=int(attempts_j[j]),
                n_solved=int(solved_j[j]),
                n_respondents=int((n[:, j] > 0).sum()),
                estimate=estimate,
                se=se,
                expected_low=expected_low,
                expected_high=expected_high,
                disagreement=disagreement,
            )
        )

    levels = []
    for k, js in by_level.items():
        mean_rate = float(rates_j[js].mean())
        low, high = stats.wilson_interval(mean_rate, len(js))
        levels.append(
            LevelRate(
                difficulty=k,
                solve_rate=mean_rate,
                ci_low=low,
                ci_high=high,
                n_problems=len(js),
                n_attempts=int(attempts_j[js].sum()),
                n_solved=int(solved_j[js].sum()),
                mean_estimate=float(fit.difficulties[js].mean()),
            )
        )

    ca = cochran_armitage(
        [lv.difficulty for lv in levels],
        [lv.n_solved for lv in levels],
        [lv.n_attempts for lv in levels],
    )
    jt = jonckheere_terpstra(
        [[float(rates_j[j]) for j in js] for js in by_level.values()], permutations, seed
    )
    spearman = _correlation("spearman", labels, fit.difficulties)
    kendall = _correlation("kendall", labels, fit.difficulties)

    pairs = list(itertools.pairwise(levels_present))
    raw = [
        float(
            mannwhitneyu(
                fit.difficulties[by_level[a]], fit.difficulties[by_level[b]], alternative="less"
            ).pvalue
        )
        for a, b in pairs
    ]
    separation = [
        Separation(a, b, p, q, q < alpha)
        for (a, b), p, q in zip(pairs, raw, stats.holm(raw), strict=True)
    ]

    if len(levels_present) < 2:
        warnings.append(
            f"only difficulty level {levels_present[0]} is present: there is no order to test"
        )
    extreme = int(((solved_j == 0) | (solved_j == attempts_j)).sum())
    if extreme:
        warnings.append(
            f"{extreme} problem(s) were solved in every attempt or in none: their Rasch "
            f"estimates rest on the N(0, {prior_sd:g}^2) prior"
        )
    if len(respondents) < 2:
        warnings.append("a single respondent: the Rasch fit cannot separate it from the problems")
    single = [k for k, js in by_level.items() if len(js) == 1]
    if single and len(levels_present) > 1:
        warnings.append(
            f"level(s) {', '.join(map(str, single))} have a single problem: their tests have "
            "little power"
        )

    abilities = [
        Ability(
            respondent=key[1],
            kind=key[0],
            ability=float(fit.abilities[i]),
            attempts=int(n[i].sum()),
            solved=int(c[i].sum()),
        )
        for i, key in enumerate(respondents)
    ]
    ordered = bool(
        jt is not None and kendall is not None and jt.p_value < alpha and kendall.p_value < alpha
    )
    return Calibration(
        levels=levels,
        problems=problem_rows,
        cochran_armitage=ca,
        jonckheere=jt,
        spearman=spearman,
        kendall=kendall,
        separation=separation,
        abilities=abilities,
        rasch_converged=fit.converged,
        rasch_iterations=fit.iterations,
        rasch_log_likelihood=fit.log_likelihood,
        prior_sd=prior_sd,
        ordered=ordered,
        alpha=alpha,
        warnings=warnings,
    )
