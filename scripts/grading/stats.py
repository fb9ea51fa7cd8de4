"""stats.py - the statistics behind grade's "plausible": whether a count
below the threshold is one that uniform random data could give, for x, for
y after one sweep (its exact probability, the spread measured by
dev/y-spread) and after K sweeps (a bound from the cells each one depends
on). Pure functions; judging.py judges with them (docs/grading.md).

    ok, window = plausible_y(count, n, weights, t)   # window: 'low..high'
"""
import collections
import functools
import math
import statistics
from fractions import Fraction

SIGNIFICANCE = 1e-6  # a right count of random data fails with at most this chance
Z = statistics.NormalDist().inv_cdf(1 - SIGNIFICANCE / 2)  # its two-sided normal quantile: 4.8916
# Y's variance over the binomial one's: a smoothed cell below t makes its neighbours (which share
# six of its nine inputs) likelier below t too, so Y spreads a little wider than n^2 independent
# cells would. Measured by dev/y-spread (400 seeds at n = 256, 1024 and 4096, 100 at 8192, both
# generators; docs/grading.md): 1.01 to 1.46, each within about 0.2 of 1.25. The window allows
# 2.5, past the largest with its sampling error, so a right count fails with about SIGNIFICANCE's
# chance or less.
VARIANCE_FACTOR = 2.5


@functools.lru_cache(maxsize=64)  # every plausible file of a batch asks the same
def below_probability(weights, t):
    """P(sum_k w_k U_k < t) for independent uniform U_k on [0, 1], exactly
    (the CDF of a sum of scaled uniforms is a piecewise polynomial:
    F(s) = sum over subsets A of (-1)^|A| (s - sum_A w)_+^m / (m! prod w)).
    Weights (a tuple) are decimals (Fraction of their shortest text)."""
    shift, scaled = Fraction(0), []
    for w in weights:
        w = Fraction(repr(float(w)))
        if w < 0:  # w U = w + |w| (1 - U), and 1 - U is uniform too
            shift += w
            w = -w
        if w:
            scaled.append(w)
    s = Fraction(repr(float(t))) - shift
    m = len(scaled)
    if m == 0:
        return 1.0 if s > 0 else 0.0
    terms = [(Fraction(0), 1)]
    for w, count in collections.Counter(scaled).items():  # subsets, grouped by equal weights
        terms = [(base + j * w, sign * math.comb(count, j) * (-1) ** j)
                 for base, sign in terms for j in range(count + 1)]
    total = sum(sign * (s - base) ** m for base, sign in terms if s > base)
    denominator = math.factorial(m)
    for w in scaled:
        denominator *= w
    return float(min(Fraction(1), max(Fraction(0), total / denominator)))


def _binomial_pvalue(k, trials, p):
    """Two-sided p-value of k successes in a Binomial(trials, p): exact for
    a small variance, else the normal with continuity correction."""
    if p <= 0 or p >= 1:
        return 1.0 if k == round(trials * p) else 0.0
    mean, var = trials * p, trials * p * (1 - p)
    if var >= 25:
        z = max(0.0, abs(k - mean) - 0.5) / math.sqrt(var)
        return math.erfc(z / math.sqrt(2))
    def pmf(j):
        return math.exp(math.lgamma(trials + 1) - math.lgamma(j + 1) - math.lgamma(trials - j + 1)
                        + j * math.log(p) + (trials - j) * math.log1p(-p))
    lo, hi = max(0, int(mean - 60)), min(trials, int(mean + 60 + 10 * math.sqrt(var)))
    if k < lo or k > hi:
        return 0.0
    below = sum(pmf(j) for j in range(lo, k + 1))
    above = sum(pmf(j) for j in range(k, hi + 1))
    return min(1.0, 2 * min(below, above))


def _window(trials, p, half):
    """The counts within half of the mean trials * p, as (low, high)."""
    return max(0, math.ceil(trials * p - half)), min(trials, math.floor(trials * p + half))


def plausible_x(count, n, t):
    """(ok, 'low..high'): a count of x below t among n^2 uniform values."""
    p = min(1.0, max(0.0, float(t)))
    trials = n * n
    low, high = _window(trials, p, Z * math.sqrt(trials * p * (1 - p)) + 0.5)
    return _binomial_pvalue(count, trials, p) >= SIGNIFICANCE, f"{low}..{high}"


def plausible_y(count, n, weights, t):
    """(ok, 'low..high'): a count of smoothed cells below t, its spread the
    binomial one widened by the measured VARIANCE_FACTOR."""
    p = below_probability(tuple(weights), t)
    trials = n * n
    low, high = _window(trials, p, Z * math.sqrt(trials * p * (1 - p) * VARIANCE_FACTOR) + 1)
    return low <= count <= high, f"{low}..{high}"


def plausible_y_swept(count, n, reference, sweeps):
    """(ok, 'low..high'): a count of cells below t after K > 1 sweeps of
    uniform random data. Its mean is estimated by the reference's count
    (the assumed generator's data after the same K sweeps, itself one
    sample); its spread bounded: a cell after K sweeps depends on the
    values within K of it, so it is independent of all but (4K+1)^2 cells,
    and Var(count) <= n^2 p (1-p) (4K+1)^2, twice that for the reference's
    own deviation. A wide window, but one that a count of another K, or of
    no smoothing, falls far outside."""
    trials = n * n
    p = min(1.0, max(1.0, float(reference)) / trials)
    spread = math.sqrt(2 * trials * p * (1 - p)) * (4 * sweeps + 1)
    low, high = _window(trials, p, Z * spread + 1)
    return low <= count <= high, f"{low}..{high}"


COINCIDENCE = 1e-3  # the most chance that other data's counts come this near the generator's by luck


def _pmf(k, trials, p):
    """Binomial(trials, p)'s probability of k (its largest where p is 0 or 1)."""
    if p <= 0 or p >= 1:
        return 1.0
    return math.exp(math.lgamma(trials + 1) - math.lgamma(k + 1) - math.lgamma(trials - k + 1)
                    + k * math.log(p) + (trials - k) * math.log1p(-p))


def coincidence(x, y, n, reference_x, reference_y, t):
    """The chance that counts of other random data come as near the generator's as X = x and Y = y
    do, where one of them is exactly the generator's: the other within its distance, this one equal
    ((2d + 1) times each count's binomial probability at the reference's, X's of t, Y's of its
    reference's share, unwidened: an upper bound's side). Below COINCIDENCE, the data is the
    generator's and the count that differs is wrong, not another generator's."""
    trials = n * n
    p_x = min(1.0, max(0.0, float(t)))
    p_y = min(1.0, max(1, reference_y) / trials)
    px, py = _pmf(reference_x, trials, p_x), _pmf(reference_y, trials, p_y)
    return min(1.0, (2 * abs(x - reference_x) + 1) * px * (2 * abs(y - reference_y) + 1) * py)


def variant_chance(x, y, n, t, reference_y, variants):
    """The chance that counts of other random data equal one of `variants` wrong computations'
    (X, Y) pairs, as X = x and Y = y equal one: about `variants` times each count's binomial
    probability there (X's of t, Y's of its reference's share, as coincidence). A pair far out in
    Y's tail (Y = 102 for 12 at n = 1000) is no chance at all; Y = 12 itself at n = 1000, with 79
    variants, 1e-2: no proof."""
    trials = n * n
    p_y = min(1.0, max(1, reference_y) / trials)
    return min(1.0, variants * _pmf(x, trials, min(1.0, max(0.0, float(t)))) * _pmf(y, trials, p_y))
