def _build(values: list[int], better) -> list[list[int]]:
    """table[k][i] = the better of values[i .. i + 2**k - 1]."""
    table = [list(values)]
    k = 1
    while (1 << k) <= len(values):
        prev = table[k - 1]
        half = 1 << (k - 1)
        table.append([better(prev[i], prev[i + half])
                      for i in range(len(values) - (1 << k) + 1)])
        k += 1
    return table


def _query(table: list[list[int]], log: list[int], left: int, right: int, better) -> int:
    # two blocks of length 2**k cover [left, right]; they may overlap, which is harmless
    k = log[right - left + 1]
    return better(table[k][left], table[k][right - (1 << k) + 1])


def spread_queries(values: list[int], queries: list[list[int]]) -> list[int]:
    n = len(values)
    log = [0] * (n + 1)
    for length in range(2, n + 1):
        log[length] = log[length // 2] + 1
    low = _build(values, min)
    high = _build(values, max)
    return [_query(high, log, left, right, max) - _query(low, log, left, right, min)
            for left, right in queries]
