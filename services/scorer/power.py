"""Power of comparisons: minimum detectable effects and the problems and samples a target
effect needs.

The model (docs/statistics.md, "Comparisons"). Task i has a true pass probability θ_i; its s
samples pass independently with probability θ_i. With base rate p = E[θ] and q = 1 - p:

- within-task correlation (ICC) rho = Var(θ) / (p q): the correlation of two samples' outcomes
  on the same task. A task's observed rate c/s has variance p q (rho + (1 - rho) / s)
  = p q DEFF / s with the design effect DEFF = 1 + (s - 1) rho: s samples are worth s / DEFF
  independent ones, and never more than 1 / rho.
- task correlation r: the correlation of two models' true rates θ_A, θ_B across tasks. The
  difference of the two observed rates on a task has variance
  p q (2 rho (1 - r) + 2 (1 - rho) / s): pairing removes the shared task difficulty.

Two designs are tested as compare tests them: the two-sample z-test on the mean over problems
(normal approximation, as statsmodels' NormalIndPower; the methodology's z-test counts a problem
as one trial, which is rho = 1) and the paired t-test on per-problem differences (noncentral t, as
statsmodels' TTestPower). Variances are taken at the base rate (the null hypothesis); the change
of variance under the alternative is ignored, the usual approximation.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from rockman.errors import InvalidArgument

DEFAULT_ICC = 0.5
DEFAULT_CORRELATION = 0.5
SAMPLE_TABLE = (1, 2, 5, 10, 20, 50, 100)
DESIGNS = ("z_test", "two_sample", "paired")


def normal_power(effect_size: float, n1: float, n2: float, alpha: float) -> float:
    """Two-sided power of a two-sample z-test for a standardized effect d:
    Φ(d √n_eff - z) + Φ(-d √n_eff - z), n_eff = 1 / (1/n1 + 1/n2), z = z_{1-alpha/2}."""
    from scipy.stats import norm  # here: scipy costs a second at import

    crit = float(norm.isf(alpha / 2))
    shift = effect_size * math.sqrt(1.0 / (1.0 / n1 + 1.0 / n2))
    return float(norm.sf(crit - shift) + norm.cdf(-crit - shift))


def t_power(effect_size: float, n: float, alpha: float) -> float:
    """Two-sided power of a one-sample (paired) t-test with n observations: the noncentral t
    with n - 1 degrees of freedom and noncentrality d √n beyond ±t_{1-alpha/2, n-1}."""
    from scipy.special import nctdtr
    from scipy.stats import t

    df = n - 1
    crit = float(t.isf(alpha / 2, df))
    nc = effect_size * math.sqrt(n)
    upper = 1.0 - float(nctdtr(df, nc, crit))
    lower = float(nctdtr(df, nc, -crit))
    # nctdtr returns NaN far in its tails, where the tail probability is 0 to double precision.
    if math.isnan(upper):
        upper = 1.0 if nc > crit else 0.0
    if math.isnan(lower):
        lower = 0.0 if nc > -crit else 1.0
    return min(1.0, upper + lower)


def _root(f: Callable[[float], float], low: float, high: float) -> float:
    """The root of an increasing f in [low, high], the bracket's top doubled until f >= 0."""
    from scipy import optimize

    while f(high) < 0:
        high *= 2
    return float(optimize.brentq(f, low, high, xtol=1e-12, rtol=1e-12))


def normal_effect_size(n1: float, n2: float, alpha: float, power: float) -> float:
    """The standardized effect a two-sample z-test detects with probability `power`."""
    return _root(lambda d: normal_power(d, n1, n2, alpha) - power, 0.0, 1.0)


def t_effect_size(n: float, alpha: float, power: float) -> float:
    """The standardized effect (mean / SD of the differences) a paired t-test on n problems
    detects with probability `power`; needs n >= 2."""
    if n < 2:
        raise InvalidArgument("a paired t-test needs at least 2 problems")
    return _root(lambda d: t_power(d, n, alpha) - power, 0.0, 1.0)


def normal_problems(effect_size: float, alpha: float, power: float) -> float:
    """Problems per model (real, not rounded) for a two-sample z-test to reach `power`."""
    if normal_power(effect_size, 1.0, 1.0, alpha) >= power:
        return 1.0
    return _root(lambda n: normal_power(effect_size, n, n, alpha) - power, 1.0, 16.0)


def t_problems(effect_size: float, alpha: float, power: float) -> float:
    """Problems (real, not rounded) for a paired t-test to reach `power`; at least 2."""
    if t_power(effect_size, 2.0, alpha) >= power:
        return 2.0
    return _root(lambda n: t_power(effect_size, n, alpha) - power, 2.0, 16.0)


def design_effect(samples: int, icc: float) -> float:
    """DEFF = 1 + (s - 1) rho: how much s correlated samples of a task inflate the variance
    relative to s independent trials."""
    return 1.0 + (samples - 1) * icc


def two_sample_sd(base_rate: float, samples: int, icc: float) -> float:
    """SD of one task's observed pass rate: √(p q (rho + (1 - rho) / s))."""
    pq = base_rate * (1.0 - base_rate)
    return math.sqrt(pq * (icc + (1.0 - icc) / samples))


def paired_sd(base_rate: float, samples: int, icc: float, correlation: float) -> float:
    """SD of the difference of two models' observed rates on one task:
    √(p q (2 rho (1 - r) + 2 (1 - rho) / s))."""
    pq = base_rate * (1.0 - base_rate)
    return math.sqrt(pq * (2.0 * icc * (1.0 - correlation) + 2.0 * (1.0 - icc) / samples))


def _ceil(x: float) -> int:
    return math.ceil(x - 1e-9)


@dataclass(frozen=True)
class PowerInputs:
    base_rate: float
    effect: float | None = None
    problems: int | None = None
    samples: int = 1
    alpha: float = 0.05
    power: float = 0.8
    icc: float = DEFAULT_ICC
    correlation: float = DEFAULT_CORRELATION


@dataclass(frozen=True)
class DesignPower:
    design: str
    sd: float  # per problem: of a model's rate (two-sample designs), of the difference (paired)
    design_effect: float
    problems_needed: int | None = None  # given an effect
    mde: float | None = None  # given problems
    achieved_power: float | None = None  # given both
    samples_needed: int | None = None  # given both; None: no number of samples suffices


@dataclass(frozen=True)
class SampleRow:
    samples: int
    two_sample_problems: int
    paired_problems: int


@dataclass
class PowerPlan:
    inputs: PowerInputs
    designs: list[DesignPower]
    by_samples: list[SampleRow] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def validate(inputs: PowerInputs) -> None:
    """InvalidArgument naming the first input out of range."""
    i = inputs
    if not 0.0 < i.base_rate < 1.0:
        raise InvalidArgument(f"the base rate must be strictly between 0 and 1, got {i.base_rate}")
    if i.effect is None and i.problems is None:
        raise InvalidArgument("give a target effect, a number of problems, or both")
    if i.effect is not None and (i.effect == 0 or not 0.0 < i.base_rate + i.effect < 1.0):
        raise InvalidArgument(
            f"the effect must be non-zero and keep base rate + effect strictly between 0 and 1, "
            f"got base rate {i.base_rate} and effect {i.effect}"
        )
    if i.problems is not None and i.problems < 2:
        raise InvalidArgument(f"a comparison needs at least 2 problems, got {i.problems}")
    if i.samples < 1:
        raise InvalidArgument(f"samples per problem must be at least 1, got {i.samples}")
    if not 0.0 < i.alpha < 1.0:
        raise InvalidArgument(f"alpha must be strictly between 0 and 1, got {i.alpha}")
    if not i.alpha < i.power < 1.0:
        raise InvalidArgument(f"power must be between alpha and 1, got {i.power}")
    if not 0.0 <= i.icc <= 1.0:
        raise InvalidArgument(f"the within-task correlation must be in [0, 1], got {i.icc}")
    if not -1.0 <= i.correlation <= 1.0:
        raise InvalidArgument(f"the task correlation must be in [-1, 1], got {i.correlation}")


def _samples_needed(pq: float, floor: float, slope: float, max_sd: float) -> int | None:
    """Least s with pq (floor + slope / s) <= max_sd², or None when even s -> ∞ is not enough."""
    room = max_sd * max_sd / pq - floor
    if room <= 0:
        return None
    return max(1, _ceil(slope / room)) if slope > 0 else 1


def _design(name: str, i: PowerInputs) -> DesignPower:
    p, s = i.base_rate, i.samples
    pq = p * (1 - p)
    paired = name == "paired"
    icc = 1.0 if name == "z_test" else i.icc
    # The per-problem variance is pq (floor + slope / s) in each design.
    if paired:
        floor, slope = 2.0 * icc * (1.0 - i.correlation), 2.0 * (1.0 - icc)
    else:
        floor, slope = icc, 1.0 - icc
    sd = math.sqrt(pq * (floor + slope / s))
    problems_needed = mde = achieved = None
    samples_needed: int | None = None
    if i.effect is not None:
        if sd == 0:  # perfectly correlated models: any difference is certain
            problems_needed = 2 if paired else 1
        else:
            d = abs(i.effect) / sd
            n = t_problems(d, i.alpha, i.power) if paired else normal_problems(d, i.alpha, i.power)
            problems_needed = _ceil(n)
    if i.problems is not None:
        n_p = float(i.problems)
        if paired:
            size = t_effect_size(n_p, i.alpha, i.power)
        else:
            size = normal_effect_size(n_p, n_p, i.alpha, i.power)
        mde = size * sd
        if i.effect is not None:
            if sd == 0:
                achieved = 1.0
            elif paired:
                achieved = t_power(abs(i.effect) / sd, n_p, i.alpha)
            else:
                achieved = normal_power(abs(i.effect) / sd, n_p, n_p, i.alpha)
            samples_needed = _samples_needed(pq, floor, slope, abs(i.effect) / size)
    return DesignPower(
        name, sd, design_effect(s, icc), problems_needed, mde, achieved, samples_needed
    )


def plan(inputs: PowerInputs) -> PowerPlan:
    """For each design: problems needed for the effect, the MDE with the given problems, the
    power achieved and the samples per problem needed when both are given."""
    validate(inputs)
    designs = [_design(name, inputs) for name in DESIGNS]
    result = PowerPlan(inputs, designs)
    if inputs.effect is not None:
        for s in SAMPLE_TABLE:
            at = PowerInputs(
                inputs.base_rate,
                inputs.effect,
                None,
                s,
                inputs.alpha,
                inputs.power,
                inputs.icc,
                inputs.correlation,
            )
            two, paired = _design("two_sample", at), _design("paired", at)
            assert two.problems_needed is not None and paired.problems_needed is not None
            result.by_samples.append(SampleRow(s, two.problems_needed, paired.problems_needed))
    if inputs.effect is not None and inputs.problems is not None:
        short = [d.design for d in designs if d.samples_needed is None]
        if short:
            result.notes.append(
                f"with {inputs.problems} problems no number of samples per problem reaches "
                f"{inputs.power:.0%} power for {', '.join(short)}: the within-task correlation "
                f"caps what samples add, so more problems are needed"
            )
    result.notes.append(
        "z_test is the methodology's test: each problem counts as one trial (rho = 1), so more "
        "samples per problem do not change it"
    )
    result.notes.append(
        f"assumed within-task correlation rho = {inputs.icc:g} and task correlation between "
        f"the models r = {inputs.correlation:g}; `rockman-client compare` estimates both"
    )
    if inputs.icc > 0:
        result.notes.append(
            f"with rho = {inputs.icc:g}, samples per problem are worth at most "
            f"{1 / inputs.icc:.3g} independent trials each (design effect 1 + (s - 1) rho)"
        )
    return result
