# bug: the right-end range uses prefix positions i..hi - 1 instead of i + 1..hi, mixing up the block sum indices
MOD = 1_000_000_007


def weakest_link_total(values: list[int]) -> int:
    n = len(values)
    # prefix[j] = values[0] + ... + values[j - 1]; pp[k] = prefix[0] + ... + prefix[k - 1]
    prefix = [0] * (n + 1)
    for i, v in enumerate(values):
        prefix[i + 1] = prefix[i] + v
    pp = [0] * (n + 2)
    for k in range(n + 1):
        pp[k + 1] = pp[k] + prefix[k]
    # Each block is charged to its rightmost smallest position i: every value in (left[i], i)
    # is >= values[i] and every value in (i, right[i]) is > values[i].
    left = [-1] * n
    right = [n] * n
    stack: list[int] = []
    for i, v in enumerate(values):
        while stack and values[stack[-1]] >= v:
            right[stack.pop()] = i
        left[i] = stack[-1] if stack else -1
        stack.append(i)
    total = 0
    for i, v in enumerate(values):
        lo, hi = left[i], right[i]
        # sum over l in (lo, i], r in [i, hi) of prefix[r + 1] - prefix[l]
        block_sums = (i - lo) * (pp[hi] - pp[i]) - (hi - i) * (pp[i + 1] - pp[lo + 1])
        total += v * block_sums
    return total % MOD
