# bug: the first matrix row uses the coefficients in reverse order, so coeffs[0] multiplies the oldest term instead of the most recent one
MOD = 10**9 + 7


def _multiply(x: list[list[int]], y: list[list[int]]) -> list[list[int]]:
    columns = list(zip(*y))
    return [[sum(a * b for a, b in zip(row, col)) % MOD for col in columns] for row in x]


def far_term(coeffs: list[int], initial: list[int], n: int) -> int:
    k = len(coeffs)
    if n < k:
        return initial[n] % MOD
    # state vector (a_(i), a_(i-1), ..., a_(i-k+1)); the first row applies the recurrence
    step = [[c % MOD for c in reversed(coeffs)]]
    for r in range(1, k):
        step.append([1 if c == r - 1 else 0 for c in range(k)])
    result = [[1 if r == c else 0 for c in range(k)] for r in range(k)]
    power = n - (k - 1)
    while power:
        if power & 1:
            result = _multiply(result, step)
        step = _multiply(step, step)
        power >>= 1
    state = initial[::-1]  # a_(k-1), ..., a_0
    return sum(result[0][c] * state[c] for c in range(k)) % MOD
