# bug: correct but computes the terms one by one, O(n * k): far too slow for n up to 10**18
MOD = 10**9 + 7


def far_term(coeffs: list[int], initial: list[int], n: int) -> int:
    terms = [v % MOD for v in initial]
    k = len(coeffs)
    if n < k:
        return terms[n]
    window = terms[::-1]
    for _ in range(n - k + 1):
        nxt = sum(c * v for c, v in zip(coeffs, window)) % MOD
        window = [nxt] + window[:-1]
    return window[0]
