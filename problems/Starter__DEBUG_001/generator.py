import random

_LIMIT = 10**9


def _sorted_list(rng: random.Random, n: int) -> list[int]:
    span = rng.choice([5, 50, 10**4, _LIMIT])
    center = rng.randint(-_LIMIT + span, _LIMIT - span)
    return sorted(rng.randint(center - span, center + span) for _ in range(n))


def _pick(rng: random.Random, nums: list[int]) -> int:
    """A query bound: an element, a neighbour of one, or something outside the list."""
    if not nums or rng.random() < 0.15:
        return rng.randint(-2 * _LIMIT, 2 * _LIMIT)
    r = rng.random()
    if r < 0.15:
        return nums[-1] + rng.randint(0, 3)
    if r < 0.25:
        return nums[0] - rng.randint(0, 3)
    return rng.choice(nums) + rng.choice([-1, 0, 0, 0, 1])


def _case(rng: random.Random, kind: str) -> dict:
    n = rng.choice([rng.randint(1, 20), rng.randint(1, 2000)])
    nums = _sorted_list(rng, n)
    if kind == "empty":
        return {"args": [[], rng.randint(-100, 0), rng.randint(0, 100)]}
    if kind == "to_end":
        # the range reaches past the last element
        return {"args": [nums, _pick(rng, nums), nums[-1] + rng.randint(0, 10)]}
    if kind == "inverted":
        a, b = sorted([_pick(rng, nums), _pick(rng, nums)])
        if a == b:
            b += rng.randint(1, 5)
        return {"args": [nums, b, a]}
    if kind == "all_equal":
        v = rng.randint(-_LIMIT, _LIMIT)
        nums = [v] * rng.randint(1, 50)
        low = v - rng.randint(0, 2)
        return {"args": [nums, low, v + rng.choice([-1, 0, 0, 1])]}
    a, b = sorted([_pick(rng, nums), _pick(rng, nums)])
    return {"args": [nums, a, b]}


def generate(rng: random.Random, split: str, count: int) -> list[dict]:
    fixed = ["to_end", "inverted", "all_equal", "random", "to_end"]
    weighted = ["random"] * 5 + ["to_end", "to_end", "inverted", "all_equal", "empty"]
    cases = []
    for i in range(count):
        kind = fixed[i] if i < len(fixed) else rng.choice(weighted)
        cases.append(_case(rng, kind))
    return cases
