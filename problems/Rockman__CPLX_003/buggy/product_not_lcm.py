# bug: counts the shared chimes with a * b instead of lcm(a, b), which is only right when a and b are coprime
def nth_chime(n: int, a: int, b: int) -> int:
    both = a * b

    def chimes_up_to(t: int) -> int:
        return t // a + t // b - t // both

    lo, hi = 1, n * min(a, b)
    while lo < hi:
        mid = (lo + hi) // 2
        if chimes_up_to(mid) >= n:
            hi = mid
        else:
            lo = mid + 1
    return lo
