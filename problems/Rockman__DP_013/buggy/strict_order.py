# bug: requires each amount to be strictly greater than the previous one, so equal neighbours are rejected
MOD = 1_000_000_007


def count_tape_readings(tape: str) -> int:
    digits = []
    block = []  # block[p] = index of the run of digits that position p belongs to
    for run_index, run in enumerate(tape.split()):
        digits.extend(run)
        block.extend([run_index] * len(run))
    n = len(digits)
    if n == 0:
        return 1
    text = "".join(digits)
    # last[j][m] = readings of text[:j] whose last amount is text[j - m:j]
    last = [[0] * (j + 1) for j in range(n + 1)]
    for i in range(n):
        # before[m] = readings of text[:i] whose last amount has fewer than m digits
        before = [0] * (i + 2)
        for m in range(1, i + 1):
            before[m + 1] = (before[m] + last[i][m]) % MOD
        for j in range(i + 1, n + 1):
            if block[j - 1] != block[i]:
                break
            if text[i] == "0" and j - i > 1:
                break
            m = j - i
            if i == 0:
                last[j][m] = 1
                continue
            ways = before[min(m, i + 1)]
            if m <= i and text[i - m:i] < text[i:j]:
                ways += last[i][m]
            last[j][m] = ways % MOD
    return sum(last[n]) % MOD
